//! Properties on random clusters: hard anti-affinity (read from the settings
//! and the volume's overrides, not from the engine's report) is never violated, no
//! replica lands on a disk that fails `Fits`, the same input gives the same
//! output, the linear balance pick decides like the quadratic reference, and
//! no input makes the scheduler panic.


use crate::counted::run_counted;
use placement::longhorn::balance::{DiskCandidate, decide_balanced, pick_balanced};
use placement::longhorn::reference::decide_balanced_quadratic;
use placement::longhorn::{AntiAffinityOverride, ReplicaState, Scenario, schedule_replicas};
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use serde_json::{Value, json};

const GIB: i64 = 1 << 30;

fn tags() -> impl Strategy<Value = Vec<String>> {
    (any::<bool>(), any::<bool>()).prop_map(|(a, b)| {
        let mut t = Vec::new();
        if a {
            t.push("ssd".to_string());
        }
        if b {
            t.push("fast".to_string());
        }
        t
    })
}

fn disk_value(i: usize) -> impl Strategy<Value = Value> {
    (
        0i64..=200,
        0u32..=100,
        0u32..=30,
        0u32..=120,
        tags(),
        prop::bool::weighted(0.9),
        prop::bool::weighted(0.95),
        prop::bool::weighted(0.95),
    )
        .prop_map(
            move |(max, avail_pct, res_pct, sched_pct, tags, allow, ready, fs)| {
                let max = max * GIB;
                json!({
                    "name": format!("d{i}"),
                    "storageMaximum": max,
                    "storageAvailable": max * i64::from(avail_pct) / 100,
                    "storageReserved": max * i64::from(res_pct) / 100,
                    "storageScheduled": max * i64::from(sched_pct) / 100,
                    "tags": tags,
                    "allowScheduling": allow,
                    "ready": ready,
                    "diskType": if fs { "filesystem" } else { "block" },
                })
            },
        )
}

fn node_value(i: usize) -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec!["", "z1", "z2", "z3"]),
        tags(),
        prop::bool::weighted(0.9),
        prop::bool::weighted(0.1),
        prop::bool::weighted(0.9),
        prop::bool::weighted(0.95),
        (1usize..=3).prop_flat_map(|n| (0..n).map(disk_value).collect::<Vec<_>>()),
    )
        .prop_map(move |(zone, tags, ready, cordoned, allow, engine, disks)| {
            json!({"name": format!("n{i}"), "zone": zone, "tags": tags, "ready": ready, "cordoned": cordoned,
                   "allowScheduling": allow, "engineReady": engine, "disks": disks})
        })
}

fn volume_value(i: usize) -> impl Strategy<Value = Value> {
    (
        1i64..=80,
        1i64..=4,
        tags(),
        tags(),
        prop::sample::select(vec!["ignored", "enabled", "disabled"]),
        prop::sample::select(vec!["ignored", "enabled", "disabled"]),
        prop::sample::select(vec!["ignored", "enabled", "disabled"]),
        0i64..=5,
    )
        .prop_map(move |(size, replicas, node_sel, disk_sel, n, z, d, actual)| {
            json!({"name": format!("v{i}"), "size": size * GIB, "numberOfReplicas": replicas, "actualSize": actual * GIB,
                   "nodeSelector": node_sel, "diskSelector": disk_sel,
                   "replicaSoftAntiAffinity": n, "replicaZoneSoftAntiAffinity": z, "replicaDiskSoftAntiAffinity": d})
        })
}

fn scenario_value() -> impl Strategy<Value = Value> {
    (
        (1usize..=8).prop_flat_map(|n| (0..n).map(node_value).collect::<Vec<_>>()),
        (1usize..=3).prop_flat_map(|n| (0..n).map(volume_value).collect::<Vec<_>>()),
        (any::<bool>(), any::<bool>(), any::<bool>(), 0i64..=50, prop::sample::select(vec![100i64, 150, 200])),
        (any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(|(nodes, volumes, (ns, zs, ds, min, op), (en, ed, mu))| {
            json!({
                "settings": {"replica-soft-anti-affinity": ns, "replica-zone-soft-anti-affinity": zs,
                             "replica-disk-soft-anti-affinity": ds, "storage-minimal-available-percentage": min,
                             "storage-over-provisioning-percentage": op,
                             "allow-empty-node-selector-volume": en, "allow-empty-disk-selector-volume": ed},
                "algorithm": if mu { "most-usable" } else { "balance" },
                "nodes": nodes,
                "volumes": volumes,
            })
        })
}

fn trunc_percent(value: i64, percent: i64) -> i64 {
    (value as f64 * percent as f64 / 100.0).trunc() as i64
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(192))]

    #[test]
    fn placements_respect_hard_anti_affinity_and_fits(value in scenario_value()) {
        let scenario: Scenario = serde_json::from_value(value).unwrap();
        let result = schedule_replicas(&scenario).unwrap();
        let s = &scenario.settings;
        let mut scheduled: Vec<Vec<i64>> =
            scenario.nodes.iter().map(|n| n.disks.iter().map(|d| d.storage_scheduled.0).collect()).collect();
        for (volume, outcome) in scenario.volumes.iter().zip(&result.volumes) {
            // Which rules are hard comes from the input, not from the engine's report.
            let hard = |global: bool, o: AntiAffinityOverride| match o {
                AntiAffinityOverride::Ignored => !global,
                AntiAffinityOverride::Enabled => false,
                AntiAffinityOverride::Disabled => true,
            };
            let node_hard = hard(s.replica_soft_anti_affinity, volume.replica_soft_anti_affinity);
            let zone_hard = hard(s.replica_zone_soft_anti_affinity, volume.replica_zone_soft_anti_affinity);
            let disk_hard = hard(s.replica_disk_soft_anti_affinity, volume.replica_disk_soft_anti_affinity);
            let mut seen: Vec<(usize, usize)> = Vec::new();
            for replica in outcome.replicas.iter().filter(|r| r.state == ReplicaState::New) {
                let n = scenario.nodes.iter().position(|x| Some(&x.name) == replica.node.as_ref()).unwrap();
                let node = &scenario.nodes[n];
                let d = node.disks.iter().position(|x| Some(&x.name) == replica.disk.as_ref()).unwrap();
                let disk = &node.disks[d];
                // Hard anti-affinity.
                if node_hard {
                    prop_assert!(seen.iter().all(|&(m, _)| m != n), "two replicas on node {}", node.name);
                }
                if zone_hard {
                    prop_assert!(seen.iter().all(|&(m, _)| scenario.nodes[m].zone != node.zone), "two replicas in zone {:?}", node.zone);
                }
                if disk_hard {
                    prop_assert!(!seen.contains(&(n, d)), "two replicas on disk {}/{}", node.name, disk.name);
                }
                // Node and disk eligibility.
                prop_assert!(node.ready && node.allow_scheduling && node.engine_ready && !(node.cordoned && s.disable_scheduling_on_cordoned_node));
                prop_assert!(disk.allow_scheduling && disk.ready);
                // Fits(size, actual), with this volume's replicas placed earlier on the same disk.
                let in_pass = seen.iter().filter(|&&x| x == (n, d)).count() as i64 * volume.size.0;
                let sched = scheduled[n][d];
                let max = disk.storage_maximum.0;
                let avail = disk.storage_available.0;
                prop_assert!(max > 0 && avail > 0);
                prop_assert!(avail - volume.actual_size.0 > trunc_percent(max, s.storage_minimal_available_percentage));
                prop_assert!(volume.size.0 + sched + in_pass
                    <= trunc_percent(max - disk.storage_reserved.0, s.storage_over_provisioning_percentage));
                seen.push((n, d));
            }
            for (n, d) in seen {
                scheduled[n][d] += volume.size.0;
            }
        }
    }

    #[test]
    fn same_input_same_output(value in scenario_value()) {
        let scenario: Scenario = serde_json::from_value(value).unwrap();
        let a = schedule_replicas(&scenario).unwrap();
        let b = schedule_replicas(&scenario.clone()).unwrap();
        prop_assert_eq!(&a, &b);
        prop_assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
    }

    #[test]
    fn linear_balance_decides_like_the_quadratic_reference(
        disks in prop::collection::vec((0usize..12, 0usize..4, prop::sample::select(vec![0i64, 50, 100, 150, 200, 300, 700, 900])), 1..40),
        size in prop::sample::select(vec![1i64, 50, 100, 250, 1000]),
    ) {
        let mut candidates: Vec<DiskCandidate> = Vec::new();
        for (n, d, usable) in disks {
            let (node, disk) = (format!("n{n}"), format!("d{d}"));
            if !candidates.iter().any(|c| c.node == node && c.disk == disk) {
                candidates.push(DiskCandidate { node, disk, usable });
            }
        }
        let fast = decide_balanced(&candidates, size);
        let slow = decide_balanced_quadratic(&candidates, size);
        prop_assert_eq!(&fast, &slow);
        let table = pick_balanced(&candidates, size);
        prop_assert_eq!(&table.winner, &fast.winner);
        prop_assert_eq!(&table.node_stage.tie, &fast.node_tie);
        prop_assert_eq!(&table.disk_stage.tie, &fast.disk_tie);
        prop_assert_eq!(table.node_stage.fallback, fast.node_fallback);
        prop_assert_eq!(table.disk_stage.fallback, fast.disk_fallback);
    }
}

/// Any i64, or one of the edges a scheduler's arithmetic trips on.
fn number() -> impl Strategy<Value = i64> {
    prop_oneof![
        any::<i64>(),
        prop::sample::select(vec![0i64, 1, -1, i64::MAX, i64::MIN, GIB, 100 * GIB]),
    ]
}

/// A disk of hostile numbers.
fn hostile_disk(i: usize) -> impl Strategy<Value = Value> {
    (prop::collection::vec(number(), 4), any::<bool>(), any::<bool>()).prop_map(move |(n, allow, block)| {
        json!({"name": format!("d{i}"), "storageMaximum": n[0], "storageAvailable": n[1], "storageReserved": n[2],
               "storageScheduled": n[3], "allowScheduling": allow, "diskType": if block { "block" } else { "filesystem" }})
    })
}

/// A node of zero to three hostile disks, in a zone or none.
fn hostile_node(i: usize) -> impl Strategy<Value = Value> {
    (
        (0usize..=3).prop_flat_map(|n| (0..n).map(hostile_disk).collect::<Vec<_>>()),
        prop::sample::select(vec!["", "z1", "z2"]),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(move |(disks, zone, ready, allow)| {
            json!({"name": format!("n{i}"), "zone": zone, "ready": ready, "allowScheduling": allow, "disks": disks})
        })
}

/// A replica on node `n{node}` and disk `d{disk}`, which may not exist, maybe failed or evicting.
fn hostile_replica(k: usize) -> impl Strategy<Value = Value> {
    (0usize..6, 0usize..4, prop::option::of(number()), any::<bool>()).prop_map(move |(node, disk, failed, evicting)| {
        let mut r = json!({"name": format!("r{k}"), "node": format!("n{node}"), "disk": format!("d{disk}"),
                           "evictionRequested": evicting});
        if let Some(t) = failed {
            r["failedAt"] = json!(t);
        }
        r
    })
}

/// A volume of hostile size and replica count, zero to three replicas, any locality.
fn hostile_volume(i: usize) -> impl Strategy<Value = Value> {
    (
        prop::collection::vec(number(), 3),
        (0usize..=3).prop_flat_map(|n| (0..n).map(hostile_replica).collect::<Vec<_>>()),
        prop::sample::select(vec!["disabled", "best-effort", "strict-local"]),
        prop::option::of(0usize..6),
    )
        .prop_map(move |(n, replicas, locality, attached)| {
            json!({"name": format!("v{i}"), "size": n[0], "actualSize": n[1], "numberOfReplicas": n[2] % 6,
                   "dataLocality": locality, "attachedNode": attached.map(|a| format!("n{a}")), "replicas": replicas})
        })
}

/// Clusters of zero to five nodes and zero to three volumes, every number hostile.
fn hostile_scenario() -> impl Strategy<Value = Value> {
    (
        (0usize..=5).prop_flat_map(|n| (0..n).map(hostile_node).collect::<Vec<_>>()),
        (0usize..=3).prop_flat_map(|n| (0..n).map(hostile_volume).collect::<Vec<_>>()),
        prop::collection::vec(number(), 4),
        prop::collection::vec(any::<bool>(), 3),
    )
        .prop_map(|(nodes, volumes, n, f)| {
            json!({"now": n[0], "nodes": nodes, "volumes": volumes,
                   "settings": {"storage-minimal-available-percentage": n[1] % 120,
                                "storage-over-provisioning-percentage": n[2],
                                "replica-replenishment-wait-interval": n[3],
                                "replica-soft-anti-affinity": f[0], "replica-zone-soft-anti-affinity": f[1]},
                   "algorithm": if f[2] { "most-usable" } else { "balance" }})
        })
}

/// Cases, and how many must reach the scheduler (most scenarios read; a refused one is an
/// error, not a panic, but it does not exercise the scheduler).
const HOSTILE_CASES: u32 = 256;
const HOSTILE_FLOOR: usize = 128;

#[test]
fn no_input_panics() {
    let config = ProptestConfig {
        cases: HOSTILE_CASES,
        source_file: Some(file!()),
        ..ProptestConfig::default()
    };
    let mut runner = TestRunner::new(config);
    run_counted(
        "hostile scenarios scheduled",
        &mut runner,
        &hostile_scenario(),
        HOSTILE_FLOOR,
        |value| {
            let Ok(scenario) = serde_json::from_value::<Scenario>(value) else {
                return Ok(false);
            };
            let _ = schedule_replicas(&scenario);
            for node in scenario.nodes.iter().take(2) {
                let _ = placement::longhorn::what_if(
                    &scenario,
                    &placement::longhorn::WhatIf {
                        action: placement::longhorn::WhatIfAction::FailNode,
                        node: node.name.clone(),
                    },
                );
            }
            Ok(true)
        },
    );
}
