//! The answer first (issue #10): every replica of every explained volume has
//! one sentence, and each suggested change, applied to the input and run
//! again, schedules the replica it was suggested for; no smaller edit of the
//! same kind does (one byte less on any disk, one percentage point nearer the
//! current setting). Brute force on small random clusters with one volume
//! (the suggestions are computed with the volumes before it as placed).

use placement::longhorn::{
    schedule_replicas, schedule_replicas_with, Edit, Explain, ReplicaState, Scenario,
    ScheduleOptions,
};
use proptest::prelude::*;
use serde_json::{json, Value};

const GIB: i64 = 1 << 30;

fn disk_value(i: usize) -> impl Strategy<Value = Value> {
    (
        1i64..=100,
        0u32..=100,
        0u32..=20,
        0u32..=120,
        prop::bool::weighted(0.9),
    )
        .prop_map(move |(max, avail, res, sched, allow)| {
            let max = max * GIB;
            json!({"name": format!("d{i}"), "storageMaximum": max,
                   "storageAvailable": max * i64::from(avail) / 100,
                   "storageReserved": max * i64::from(res) / 100,
                   "storageScheduled": max * i64::from(sched) / 100,
                   "allowScheduling": allow})
        })
}

fn node_value(i: usize) -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec!["", "z1", "z2", "z3"]),
        prop::bool::weighted(0.9),
        (1usize..=2).prop_flat_map(|n| (0..n).map(disk_value).collect::<Vec<_>>()),
    )
        .prop_map(move |(zone, ready, disks)| {
            json!({"name": format!("n{i}"), "zone": zone, "ready": ready, "disks": disks})
        })
}

fn scenario_value() -> impl Strategy<Value = Value> {
    (
        (1usize..=5).prop_flat_map(|n| (0..n).map(node_value).collect::<Vec<_>>()),
        (1i64..=40, 1i64..=3, 0i64..=3),
        (any::<bool>(), any::<bool>(), any::<bool>(), 0i64..=40, prop::sample::select(vec![100i64, 150, 200])),
        any::<bool>(),
    )
        .prop_map(|(nodes, (size, replicas, actual), (ns, zs, ds, min, op), most_usable)| {
            json!({
                "settings": {"replica-soft-anti-affinity": ns, "replica-zone-soft-anti-affinity": zs,
                             "replica-disk-soft-anti-affinity": ds, "storage-minimal-available-percentage": min,
                             "storage-over-provisioning-percentage": op},
                "algorithm": if most_usable { "most-usable" } else { "balance" },
                "nodes": nodes,
                "volumes": [{"name": "v", "size": size * GIB, "numberOfReplicas": replicas, "actualSize": actual * GIB}],
            })
        })
}

fn scheduled_after(scenario: &Scenario, edit: &Edit, replica: &str) -> bool {
    let mut edited = scenario.clone();
    edit.apply(&mut edited);
    let result = schedule_replicas_with(
        &edited,
        &ScheduleOptions {
            explain: Some(Explain::None),
        },
    )
    .unwrap();
    result.volumes[0]
        .replicas
        .iter()
        .any(|r| r.name == replica && r.state != ReplicaState::Unscheduled && r.node.is_some())
}

/// The same kind of edit, one step smaller, everywhere it could apply.
///
/// Freeing space is possible only up to the disk's size: a disk never has
/// more available than its maximum, so a smaller free-space edit that would
/// push a disk past its maximum is not one a user could make (a small disk
/// with a small reserve would otherwise "win" with bytes it does not have).
fn smaller(scenario: &Scenario, edit: &Edit) -> Vec<Edit> {
    match edit {
        Edit::FreeSpace { bytes, .. } => scenario
            .nodes
            .iter()
            .flat_map(|n| n.disks.iter().map(move |d| (n, d)))
            .filter(|(_, d)| d.storage_available.0 + (bytes - 1) <= d.storage_maximum.0)
            .map(|(n, d)| Edit::FreeSpace {
                node: n.name.clone(),
                disk: d.name.clone(),
                bytes: bytes - 1,
            })
            .collect(),
        Edit::MinimalAvailablePercentage { value } => {
            vec![Edit::MinimalAvailablePercentage { value: value + 1 }]
        }
        Edit::OverProvisioningPercentage { value } => {
            vec![Edit::OverProvisioningPercentage { value: value - 1 }]
        }
        Edit::SoftAntiAffinity {
            volume,
            zone,
            node,
            disk,
        } => {
            // Each proper subset of the levels.
            let levels = [*zone, *node, *disk];
            (0u8..8)
                .map(|m| [m & 1 != 0, m & 2 != 0, m & 4 != 0])
                .filter(|s| {
                    s != &levels && (0..3).all(|i| !s[i] || levels[i]) && s.iter().any(|b| *b)
                })
                .map(|s| Edit::SoftAntiAffinity {
                    volume: volume.clone(),
                    zone: s[0],
                    node: s[1],
                    disk: s[2],
                })
                .collect()
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn every_suggested_change_schedules_the_replica_and_nothing_smaller_does(value in scenario_value()) {
        let scenario: Scenario = serde_json::from_value(value).unwrap();
        let result = schedule_replicas(&scenario).unwrap();
        let volume = &result.volumes[0];
        for r in &volume.replicas {
            prop_assert!(volume.answers.iter().any(|a| a.replica == r.name), "{} has no answer", r.name);
        }
        for answer in &volume.answers {
            for change in &answer.changes {
                prop_assert!(scheduled_after(&scenario, &change.edit, &answer.replica),
                    "{:?} does not schedule {}", change.edit, answer.replica);
                for edit in smaller(&scenario, &change.edit) {
                    prop_assert!(!scheduled_after(&scenario, &edit, &answer.replica),
                        "{:?} is smaller than {:?} and schedules {} too", edit, change.edit, answer.replica);
                }
            }
        }
    }
}

#[test]
fn each_replica_answer_starts_with_its_own_name() {
    let scenario: Scenario = serde_json::from_value(json!({
        "nodes": [
            {"name": "n1", "zone": "a", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
            {"name": "n2", "zone": "b", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}
        ],
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 3}]
    })).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let answers = &result.volumes[0].answers;
    let ids: Vec<&str> = answers.iter().map(|a| a.answer.id.as_str()).collect();
    // Two nodes, three replicas, node anti-affinity hard (zone soft by default):
    // the third has no node, and both nodes were left out for their replica.
    assert_eq!(ids[2], "longhorn-unscheduled-node-anti-affinity");
    assert_eq!(answers[2].answer.text("replica"), Some("v-r-3"));
    assert_eq!(answers[2].answer.number("count"), Some(2));
    // Soft node anti-affinity alone schedules it (disk anti-affinity is soft by default).
    let kinds: Vec<&Edit> = answers[2].changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        kinds,
        vec![&Edit::SoftAntiAffinity {
            volume: "v".into(),
            zone: false,
            node: true,
            disk: false
        }]
    );
    assert_eq!(answers[1].answer.id, "longhorn-placed-only-zone");
    assert_eq!(answers[1].answer.text("zone"), Some("b"));
}

#[test]
fn free_space_is_never_suggested_beyond_a_disks_size() {
    // Found by the property test: d1 (1 GiB, 1 % reserve) would need fewer
    // bytes than d0 (3 GiB), but 1 GiB + 1 % does not fit on a 1 GiB disk.
    // Only d0 can be freed enough, and the answer says so.
    let scenario: Scenario = serde_json::from_value(json!({
        "settings": {"replica-soft-anti-affinity": false, "storage-minimal-available-percentage": 1},
        "nodes": [{"name": "n0", "disks": [
            {"name": "d0", "storageMaximum": 3 * GIB, "storageAvailable": 0},
            {"name": "d1", "storageMaximum": GIB, "storageAvailable": 0}
        ]}],
        "volumes": [{"name": "v", "size": GIB, "actualSize": GIB, "numberOfReplicas": 1}]
    })).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let edits: Vec<&Edit> = result.volumes[0].answers[0].changes.iter().map(|c| &c.edit).collect();
    // 1 GiB actual + 1 % of 3 GiB (32,212,254 bytes, rounded down), plus the one byte of `>`.
    assert_eq!(
        edits,
        vec![&Edit::FreeSpace { node: "n0".into(), disk: "d0".into(), bytes: GIB + 32_212_254 + 1 }]
    );
}

#[test]
fn free_space_names_the_fewest_bytes() {
    // 25 % must stay free: 100 GiB disk with 30 GiB available, volume actual 10 GiB:
    // 30 − 10 > 25 fails; 36 GiB − 10 GiB > 25 GiB needs 1 byte over 35 GiB → 5 GiB + 1 byte.
    let scenario: Scenario = serde_json::from_value(json!({
        "settings": {"storage-minimal-available-percentage": 25},
        "nodes": [{"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "30Gi"}]}],
        "volumes": [{"name": "v", "size": "10Gi", "actualSize": "10Gi", "numberOfReplicas": 1}]
    })).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let answer = &result.volumes[0].answers[0];
    assert_eq!(answer.answer.id, "longhorn-unscheduled-storage");
    assert_eq!(answer.answer.number("missingBytes"), Some(5 * GIB + 1));
    let edits: Vec<&Edit> = answer.changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        edits,
        vec![
            &Edit::FreeSpace {
                node: "n1".into(),
                disk: "d".into(),
                bytes: 5 * GIB + 1
            },
            &Edit::MinimalAvailablePercentage { value: 19 },
        ]
    );
    // Summary answers without changes; none answers nothing.
    let summary = schedule_replicas_with(
        &scenario,
        &ScheduleOptions {
            explain: Some(Explain::Summary),
        },
    )
    .unwrap();
    assert_eq!(summary.volumes[0].answers[0].answer, answer.answer);
    assert!(summary.volumes[0].answers[0].changes.is_empty());
    let none = schedule_replicas_with(
        &scenario,
        &ScheduleOptions {
            explain: Some(Explain::None),
        },
    )
    .unwrap();
    assert!(none.volumes[0].answers.is_empty());
}
