//! Property: the indexed candidate search (search.rs, search/tiers.rs) finds
//! the same candidate disks for a new replica as the map-based transcription
//! of `FindDiskCandidates` in `reference::candidates` — covering the tiers
//! (used-nodes tier without tags), disk anti-affinity over counted replicas,
//! potentially reusable failed replicas (v2 too), backing image selectors,
//! best-effort disk pressure and recorded disk `Schedulable` conditions.
//!
//! Volumes are v2 with `fast-replica-rebuild-enabled` false for v2, so no
//! failed replica is reused and none is waited for: the first new replica's
//! search is the precheck's, with nothing placed before it.


use std::collections::BTreeSet;

use crate::counted::run_counted;
use crate::longhorn_common::scenario;
use placement::longhorn::reference::candidates::new_replica_candidates;
use placement::longhorn::{Step, schedule_replicas};
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use serde_json::{Value, json};

const GIB: i64 = 1 << 30;

fn tags() -> impl Strategy<Value = Vec<&'static str>> {
    prop::sample::subsequence(vec!["ssd", "gpu"], 0..=2)
}

/// Selectors: mostly none, so that most cases have candidates to compare.
fn selector() -> impl Strategy<Value = Vec<&'static str>> {
    prop::sample::select(vec![
        vec![],
        vec![],
        vec![],
        vec!["ssd"],
        vec!["ssd", "gpu"],
    ])
}

fn disk(i: usize) -> impl Strategy<Value = Value> {
    (
        (10i64..=100, 30u32..=100, 0u32..=20, 0u32..=60),
        tags(),
        (prop::bool::weighted(0.85), prop::bool::weighted(0.85), prop::bool::weighted(0.1)),
        prop::sample::select(vec![None, None, None, Some(true), Some(false)]),
        prop::bool::weighted(0.8),
    )
        .prop_map(move |((max, avail, reserved, sched), tags, (allow, ready, evict), recorded, block)| {
            let max = max * GIB;
            let mut d = json!({"name": format!("d{i}"), "storageMaximum": max,
                "storageAvailable": max * i64::from(avail) / 100, "storageReserved": max * i64::from(reserved) / 100,
                "storageScheduled": max * i64::from(sched) / 100, "tags": tags, "allowScheduling": allow,
                "ready": ready, "evictionRequested": evict, "diskType": if block { "block" } else { "filesystem" }});
            if let Some(r) = recorded {
                d["schedulable"] = json!(r);
            }
            d
        })
}

fn node(i: usize) -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec!["", "z1"]),
        tags(),
        (
            prop::bool::weighted(0.9),
            prop::bool::weighted(0.9),
            prop::bool::weighted(0.9),
        ),
        (1usize..=3).prop_flat_map(|n| (0..n).map(disk).collect::<Vec<_>>()),
    )
        .prop_map(move |(zone, tags, (ready, allow, engine), disks)| {
            json!({"name": format!("n{i}"), "zone": zone, "tags": tags, "ready": ready,
                   "allowScheduling": allow, "engineReady": engine, "disks": disks})
        })
}

/// An existing replica on node `n`, disk `d` (indexes taken modulo the cluster).
fn replica(k: usize) -> impl Strategy<Value = (usize, usize, Option<i64>, i64, bool)> {
    let _ = k;
    (
        0usize..8,
        0usize..3,
        prop::option::weighted(0.4, 0i64..=900),
        0i64..=6,
        prop::bool::weighted(0.2),
    )
}

/// A replica of a linked clone's source volume: node, disk, healthy once,
/// failed, being evicted.
fn source_replica() -> impl Strategy<Value = (usize, usize, bool, bool, bool)> {
    (
        0usize..8,
        0usize..3,
        prop::bool::weighted(0.8),
        prop::bool::weighted(0.2),
        prop::bool::weighted(0.3),
    )
}

fn case() -> impl Strategy<Value = Value> {
    (
        (1usize..=6).prop_flat_map(|n| (0..n).map(node).collect::<Vec<_>>()),
        (0usize..=4).prop_flat_map(|n| (0..n).map(replica).collect::<Vec<_>>()),
        (1i64..=4, 1i64..=8, selector(), selector()),
        (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
        (prop::sample::select(vec!["disabled", "best-effort", "best-effort"]), prop::sample::select(vec![0i64, 50, 90, 90])),
        (prop::option::weighted(0.3, (selector(), selector())), 0i64..=1500),
        prop::option::weighted(0.5, prop::collection::vec(source_replica(), 0..=3)),
        // The volume's own replicaAutoBalance (GetAutoBalancedReplicasSetting).
        prop::sample::select(vec!["ignored", "ignored", "disabled", "best-effort"]),
    )
        .prop_map(|(nodes, reps, (count, size, node_sel, disk_sel), (ns, zs, ds, en, ed), (ab, pressure), (image, now), clone, volume_ab)| {
            let mut replicas = Vec::new();
            for (k, (n, d, failed, retry, evicting)) in reps.into_iter().enumerate() {
                let node = &nodes[n % nodes.len()];
                let disks = node["disks"].as_array().unwrap();
                let mut r = json!({"name": format!("r{k}"), "node": node["name"], "disk": disks[d % disks.len()]["name"],
                                   "rebuildRetryCount": retry, "evictionRequested": evicting});
                if let Some(t) = failed {
                    r["failedAt"] = json!(t);
                }
                replicas.push(r);
            }
            // Attached: a detached volume with replicas rebuilds nothing (replenishReplicas).
            let mut volume = json!({"name": "v", "size": size * GIB, "numberOfReplicas": count, "dataEngine": "v2",
                "nodeSelector": node_sel, "diskSelector": disk_sel, "replicas": replicas,
                "attachedNode": nodes[0]["name"], "replicaAutoBalance": volume_ab});
            let mut backing_images = Vec::new();
            if let Some((bn, bd)) = image {
                volume["backingImage"] = json!("img");
                backing_images.push(json!({"name": "img", "nodeSelector": bn, "diskSelector": bd}));
            }
            let mut volumes = vec![volume];
            if let Some(sources) = clone {
                // A linked clone of `src`, whose replicas are on random disks in random states.
                volumes[0]["cloneMode"] = json!("linked-clone");
                volumes[0]["dataSource"] = json!("vol://src");
                let src: Vec<Value> = sources.into_iter().enumerate().map(|(k, (n, d, healthy, failed, evicting))| {
                    let node = &nodes[n % nodes.len()];
                    let disks = node["disks"].as_array().unwrap();
                    let mut r = json!({"name": format!("s{k}"), "node": node["name"], "disk": disks[d % disks.len()]["name"],
                                       "evictionRequested": evicting});
                    if healthy { r["healthyAt"] = json!(1); }
                    if failed { r["failedAt"] = json!(2); }
                    r
                }).collect();
                volumes.push(json!({"name": "src", "size": GIB, "numberOfReplicas": 1, "dataEngine": "v2", "replicas": src}));
            }
            json!({"now": now, "nodes": nodes, "backingImages": backing_images, "volumes": volumes,
                "settings": {"replica-soft-anti-affinity": ns, "replica-zone-soft-anti-affinity": zs,
                    "replica-disk-soft-anti-affinity": ds, "allow-empty-node-selector-volume": en,
                    "allow-empty-disk-selector-volume": ed, "replica-auto-balance": ab,
                    "replica-auto-balance-disk-pressure-percentage": pressure,
                    "fast-replica-rebuild-enabled": {"v1": true, "v2": false}}})
        })
}

/// Random cases, and how many of them must search for a new replica (about
/// two thirds do; the others have enough usable replicas and are not counted).
const CASES: u32 = 512;
const COMPARED_FLOOR: usize = 200;

#[test]
fn the_search_finds_what_find_disk_candidates_finds() {
    let config = ProptestConfig {
        cases: CASES,
        // The regressions file beside this test is replayed first, as proptest! does.
        source_file: Some(file!()),
        ..ProptestConfig::default()
    };
    let mut runner = TestRunner::new(config);
    run_counted(
        "first new replica's candidates",
        &mut runner,
        &case(),
        COMPARED_FLOOR,
        |value| {
            let s = scenario(value);
            let result = schedule_replicas(&s).unwrap();
            let volume = &result.volumes[0];
            // The first search for a new replica (scheduled, or a failed precheck).
            let first = volume.steps.iter().find_map(|step| match step {
                Step::Schedule(d) | Step::Precheck(d) if d.replica.starts_with("v-r-") => Some(d),
                _ => None,
            });
            let Some(decision) = first else {
                // Enough usable replicas: no new one was searched for.
                return Ok(false);
            };
            let found: BTreeSet<(String, String)> = decision
                .candidates
                .iter()
                .map(|c| (c.node.clone(), c.disk.clone()))
                .collect();
            prop_assert_eq!(found, new_replica_candidates(&s, &s.volumes[0]));
            Ok(true)
        },
    );
}

/// The first new replica's candidates, from the engine and from the reference.
fn both(value: Value) -> (BTreeSet<(String, String)>, BTreeSet<(String, String)>) {
    let s = scenario(value);
    let result = schedule_replicas(&s).unwrap();
    let decision = result.volumes[0]
        .steps
        .iter()
        .find_map(|step| match step {
            Step::Schedule(d) | Step::Precheck(d) if d.replica.starts_with("v-r-") => Some(d),
            _ => None,
        })
        .expect("a search for a new replica");
    let found = decision
        .candidates
        .iter()
        .map(|c| (c.node.clone(), c.disk.clone()))
        .collect();
    (found, new_replica_candidates(&s, &s.volumes[0]))
}

#[test]
fn disk_pressure_readmission_agrees_with_the_reference() {
    // Random cases rarely reach it: a used node, the first tier empty, best-effort.
    let disk = |name: &str, avail: &str| json!({"name": name, "storageMaximum": "100Gi", "storageAvailable": avail, "diskType": "block"});
    for (pressure, expected) in [(90, 1), (50, 1), (95, 0)] {
        let value = json!({"settings": {"replica-auto-balance": "best-effort",
                "replica-auto-balance-disk-pressure-percentage": pressure, "storage-minimal-available-percentage": 0},
            "nodes": [{"name": "a", "disks": [disk("full", "5Gi"), disk("roomy", "100Gi")]},
                      {"name": "b", "ready": false, "disks": [disk("d", "100Gi")]}],
            "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 2, "dataEngine": "v2", "attachedNode": "a",
                         "replicas": [{"name": "r1", "node": "a", "disk": "full"}]}]});
        let (engine, reference) = both(value);
        assert_eq!(engine, reference, "pressure {pressure}");
        assert_eq!(engine.len(), expected, "pressure {pressure}");
    }
}
