//! The answer first (issue #10): every replica of every explained volume has
//! one sentence, and each suggested change, applied to the input and run
//! again, schedules the replica it was suggested for; no smaller edit of the
//! same kind does (one byte less on any disk, one percentage point nearer the
//! current setting). Brute force on small random clusters with one volume
//! (the suggestions are computed with the volumes before it as placed).

use placement::kernel::message::{Message, MessageArg};
use placement::longhorn::{
    DiskFix, Edit, Explain, NodeFix, ReplicaState, Scenario, ScheduleOptions, schedule_replicas,
    schedule_replicas_with,
};
use proptest::prelude::*;
use serde_json::{Value, json};

const GIB: i64 = 1 << 30;

fn disk_value(i: usize) -> impl Strategy<Value = Value> {
    (
        (1i64..=100, 0u32..=100, 0u32..=20, 0u32..=120),
        (
            prop::bool::weighted(0.9),
            prop::bool::weighted(0.9),
            prop::bool::weighted(0.95),
        ),
        prop::sample::subsequence(vec!["nvme", "fast"], 0..=2),
    )
        .prop_map(
            move |((max, avail, res, sched), (allow, ready, staying), tags)| {
                let max = max * GIB;
                json!({"name": format!("d{i}"), "storageMaximum": max,
                   "storageAvailable": max * i64::from(avail) / 100,
                   "storageReserved": max * i64::from(res) / 100,
                   "storageScheduled": max * i64::from(sched) / 100,
                   "allowScheduling": allow, "ready": ready, "evictionRequested": !staying,
                   "tags": tags})
            },
        )
}

fn node_value(i: usize) -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec!["", "z1", "z2", "z3"]),
        (
            prop::bool::weighted(0.85),
            prop::bool::weighted(0.1),
            prop::bool::weighted(0.9),
            prop::bool::weighted(0.95),
        ),
        prop::sample::subsequence(vec!["ssd", "big"], 0..=2),
        (1usize..=2).prop_flat_map(|n| (0..n).map(disk_value).collect::<Vec<_>>()),
    )
        .prop_map(
            move |(zone, (ready, cordoned, allow, engine), tags, disks)| {
                json!({"name": format!("n{i}"), "zone": zone, "ready": ready, "cordoned": cordoned,
                   "allowScheduling": allow, "engineReady": engine, "tags": tags, "disks": disks})
            },
        )
}

fn scenario_value() -> impl Strategy<Value = Value> {
    (
        (1usize..=5).prop_flat_map(|n| (0..n).map(node_value).collect::<Vec<_>>()),
        (1i64..=40, 1i64..=3, 0i64..=3),
        (any::<bool>(), any::<bool>(), any::<bool>(), 0i64..=40, prop::sample::select(vec![100i64, 150, 200])),
        (any::<bool>(), prop::sample::subsequence(vec!["ssd"], 0..=1), prop::sample::subsequence(vec!["nvme", "fast"], 0..=2)),
    )
        .prop_map(|(nodes, (size, replicas, actual), (ns, zs, ds, min, op), (most_usable, node_sel, disk_sel))| {
            json!({
                "settings": {"replica-soft-anti-affinity": ns, "replica-zone-soft-anti-affinity": zs,
                             "replica-disk-soft-anti-affinity": ds, "storage-minimal-available-percentage": min,
                             "storage-over-provisioning-percentage": op},
                "algorithm": if most_usable { "most-usable" } else { "balance" },
                "nodes": nodes,
                "volumes": [{"name": "v", "size": size * GIB, "numberOfReplicas": replicas, "actualSize": actual * GIB,
                             "nodeSelector": node_sel, "diskSelector": disk_sel}],
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
        Edit::GrowDisk { bytes, .. } => scenario
            .nodes
            .iter()
            .flat_map(|n| n.disks.iter().map(move |d| (n, d)))
            .map(|(n, d)| Edit::GrowDisk {
                node: n.name.clone(),
                disk: d.name.clone(),
                bytes: bytes - 1,
            })
            .collect(),
        // Not numbers: one edit, nothing smaller of its kind but the tags one fewer.
        Edit::NodeState { .. } | Edit::DiskState { .. } => Vec::new(),
        Edit::AddTags {
            node,
            node_tags,
            disk,
            disk_tags,
        } => (0..node_tags.len() + disk_tags.len())
            .map(|skip| {
                let mut n = node_tags.clone();
                let mut d = disk_tags.clone();
                if skip < n.len() {
                    n.remove(skip);
                } else {
                    d.remove(skip - n.len());
                }
                Edit::AddTags {
                    node: node.clone(),
                    node_tags: n,
                    disk: disk.clone(),
                    disk_tags: d,
                }
            })
            .collect(),
        Edit::DropDiskSelector { volume, tags } => (0..tags.len())
            .map(|skip| {
                let mut t = tags.clone();
                t.remove(skip);
                Edit::DropDiskSelector {
                    volume: volume.clone(),
                    tags: t,
                }
            })
            .filter(|e| !matches!(e, Edit::DropDiskSelector { tags, .. } if tags.is_empty()))
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

/// Checks one random scenario; returns how many suggestions it compared.
fn check_suggestions(value: Value) -> Result<usize, TestCaseError> {
    let scenario: Scenario = serde_json::from_value(value).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let volume = &result.volumes[0];
    for r in &volume.replicas {
        prop_assert!(
            volume.answers.iter().any(|a| a.replica == r.name),
            "{} has no answer",
            r.name
        );
    }
    let mut compared = 0;
    for answer in &volume.answers {
        prop_assert!(
            answer.changes.len() <= 4,
            "more than a few changes: {:?}",
            answer.changes
        );
        let costs: Vec<_> = answer.changes.iter().map(|c| c.edit.cost()).collect();
        prop_assert!(
            costs.windows(2).all(|w| w[0] <= w[1]),
            "not smallest first: {:?}",
            answer.changes
        );
        for change in &answer.changes {
            compared += 1;
            prop_assert!(
                scheduled_after(&scenario, &change.edit, &answer.replica),
                "{:?} does not schedule {}",
                change.edit,
                answer.replica
            );
            for edit in smaller(&scenario, &change.edit) {
                prop_assert!(
                    !scheduled_after(&scenario, &edit, &answer.replica),
                    "{:?} is smaller than {:?} and schedules {} too",
                    edit,
                    change.edit,
                    answer.replica
                );
            }
        }
    }
    Ok(compared)
}

#[test]
fn every_suggested_change_schedules_the_replica_and_nothing_smaller_does() {
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(600));
    let compared = std::cell::Cell::new(0usize);
    let kinds = std::cell::RefCell::new(std::collections::BTreeSet::new());
    runner
        .run(&scenario_value(), |value| {
            let scenario: Scenario = serde_json::from_value(value.clone()).unwrap();
            for a in &schedule_replicas(&scenario).unwrap().volumes[0].answers {
                for c in &a.changes {
                    kinds.borrow_mut().insert(
                        serde_json::to_value(&c.edit).unwrap()["kind"]
                            .as_str()
                            .unwrap()
                            .to_string(),
                    );
                }
            }
            compared.set(compared.get() + check_suggestions(value)?);
            Ok(())
        })
        .unwrap();
    // A floor, so a generator that stops producing failures cannot pass quietly.
    assert!(
        compared.get() >= 300,
        "only {} suggestions compared",
        compared.get()
    );
    let kinds = kinds.into_inner();
    for kind in [
        "node-state",
        "disk-state",
        "add-tags",
        "free-space",
        "grow-disk",
        "soft-anti-affinity",
    ] {
        assert!(
            kinds.contains(kind),
            "no {kind} suggestion in {} cases: {kinds:?}",
            600
        );
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
    assert_eq!(ids[2], "longhorn-unscheduled-causes");
    assert_eq!(answers[2].answer.text("replica"), Some("v-r-3"));
    let causes = parts(&answers[2].answer);
    assert_eq!(causes.len(), 1);
    assert_eq!(causes[0].id, "longhorn-cause-node-used");
    assert_eq!(causes[0].number("count"), Some(2));
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
    let edits: Vec<&Edit> = result.volumes[0].answers[0]
        .changes
        .iter()
        .map(|c| &c.edit)
        .collect();
    // 1 GiB actual + 1 % of 3 GiB (32,212,254 bytes, rounded down), plus the one byte of `>`.
    // Growing d1 (maximum and available together) is the other way out.
    assert_eq!(
        edits[0],
        &Edit::FreeSpace {
            node: "n0".into(),
            disk: "d0".into(),
            bytes: GIB + 32_212_254 + 1
        }
    );
    assert!(matches!(edits[1], Edit::GrowDisk { disk, .. } if disk == "d1"));
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
    assert_eq!(answer.answer.id, "longhorn-unscheduled-causes");
    let causes = parts(&answer.answer);
    assert_eq!(causes[0].id, "longhorn-cause-storage-closest");
    assert_eq!(causes[0].number("missingBytes"), Some(5 * GIB + 1));
    let edits: Vec<&Edit> = answer.changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        edits,
        vec![
            &Edit::FreeSpace {
                node: "n1".into(),
                disk: "d".into(),
                bytes: 5 * GIB + 1
            },
            &Edit::GrowDisk {
                node: "n1".into(),
                disk: "d".into(),
                // 30 + g − 10 > 25 % of (100 + g) GiB: g > 20/3 GiB, one byte over.
                bytes: 20 * GIB / 3 + 1
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

/// The sentence parts of a `longhorn-unscheduled-causes` answer.
fn parts(m: &Message) -> Vec<Message> {
    match m.args.get("causes") {
        Some(MessageArg::List(list)) => list.clone(),
        other => panic!("no causes in {m:?}: {other:?}"),
    }
}

fn names_of(m: &Message, arg: &str) -> Vec<String> {
    match m.args.get(arg) {
        Some(MessageArg::List(list)) => list
            .iter()
            .map(|n| n.text("name").unwrap_or_default().to_string())
            .collect(),
        other => panic!("no {arg} in {m:?}: {other:?}"),
    }
}

/// Issue #33: node selector ssd and disk selector nvme; node-1 is tagged ssd
/// but its two disks are not nvme. The answer named only the two untagged
/// nodes ("2 nodes were left out because they lack the node tags ssd"); it
/// must account for node-1's disks too, and suggest tags.
#[test]
fn every_excluded_node_is_accounted_for_by_cause() {
    let disk =
        |name: &str| json!({"name": name, "storageMaximum": "100Gi", "storageAvailable": "100Gi"});
    let scenario: Scenario = serde_json::from_value(json!({
        "nodes": [
            {"name": "node-1", "tags": ["ssd"], "disks": [disk("a"), disk("b")]},
            {"name": "node-2", "disks": [disk("a")]},
            {"name": "node-3", "disks": [disk("a")]}
        ],
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 1,
                     "nodeSelector": ["ssd"], "diskSelector": ["nvme"]}]
    }))
    .unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let answer = &result.volumes[0].answers[0];
    let causes = parts(&answer.answer);
    let ids: Vec<&str> = causes.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(
        ids,
        ["longhorn-cause-node-tags", "longhorn-cause-disk-tags"]
    );
    assert_eq!(causes[0].number("count"), Some(2));
    assert_eq!(names_of(&causes[0], "nodes"), ["node-2", "node-3"]);
    assert_eq!(names_of(&causes[0], "tags"), ["ssd"]);
    assert_eq!(causes[1].number("count"), Some(2));
    assert_eq!(names_of(&causes[1], "nodes"), ["node-1"]);
    assert_eq!(names_of(&causes[1], "tags"), ["nvme"]);
    // Tag node-1's disk nvme (one tag), then the selector, each proven.
    let edits: Vec<&Edit> = answer.changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        edits[0],
        &Edit::AddTags {
            node: "node-1".into(),
            node_tags: vec![],
            disk: Some("a".into()),
            disk_tags: vec!["nvme".into()]
        }
    );
    assert!(edits.contains(&&Edit::DropDiskSelector {
        volume: "v".into(),
        tags: vec!["nvme".into()]
    }));
}

/// Issue #33: the Tag mismatch preset (node tag ssd, disk tag fast, one node
/// and one disk match, three replicas) suggested only soft anti-affinity,
/// which stacks every replica on one node: tagging another node and its disk
/// keeps the replicas apart and comes first.
#[test]
fn tag_mismatch_suggests_tagging_another_node_before_soft_anti_affinity() {
    let disk = |name: &str, tags: &[&str]| json!({"name": name, "storageMaximum": "200Gi", "storageAvailable": "200Gi", "tags": tags});
    let scenario: Scenario = serde_json::from_value(json!({
        "nodes": [
            {"name": "node-a", "zone": "z1", "tags": ["ssd"], "disks": [disk("disk-1", &["fast"]), disk("disk-2", &[])]},
            {"name": "node-b", "zone": "z2", "disks": [disk("disk-1", &[])]},
            {"name": "node-c", "zone": "z3", "disks": [disk("disk-1", &[])]}
        ],
        "volumes": [{"name": "db", "size": "20Gi", "numberOfReplicas": 3,
                     "nodeSelector": ["ssd"], "diskSelector": ["fast"]}]
    })).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let waiting = result.volumes[0]
        .answers
        .iter()
        .find(|a| !a.changes.is_empty())
        .expect("a suggestion");
    let first = &waiting.changes[0].edit;
    assert!(
        matches!(first, Edit::AddTags { node, node_tags, disk_tags, .. }
        if node != "node-a" && node_tags == &["ssd"] && disk_tags == &["fast"]),
        "{first:?}"
    );
    assert_eq!(
        waiting.changes[0].message.id,
        "longhorn-change-tag-node-disk"
    );
}

/// Issue #33: nodes not Ready, cordoned, or with scheduling off, and disks
/// with scheduling off, each get their own cause and the edit that puts it right.
#[test]
fn node_and_disk_states_are_causes_with_their_fix() {
    let disk = |allow: bool| json!({"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "allowScheduling": allow});
    let scenario: Scenario = serde_json::from_value(json!({
        "nodes": [
            {"name": "n1", "ready": false, "disks": [disk(true)]},
            {"name": "n2", "cordoned": true, "disks": [disk(true)]},
            {"name": "n3", "allowScheduling": false, "disks": [disk(true)]},
            {"name": "n4", "disks": [disk(false)]}
        ],
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 1}]
    }))
    .unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let answer = &result.volumes[0].answers[0];
    let ids: Vec<String> = parts(&answer.answer).iter().map(|c| c.id.clone()).collect();
    assert_eq!(
        ids,
        [
            "longhorn-cause-not-ready",
            "longhorn-cause-cordoned",
            "longhorn-cause-scheduling-disabled",
            "longhorn-cause-disk-scheduling-disabled"
        ]
    );
    let edits: Vec<&Edit> = answer.changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        edits,
        [
            &Edit::NodeState {
                node: "n1".into(),
                state: NodeFix::Ready
            },
            &Edit::NodeState {
                node: "n2".into(),
                state: NodeFix::Uncordon
            },
            &Edit::NodeState {
                node: "n3".into(),
                state: NodeFix::AllowScheduling
            },
            &Edit::DiskState {
                node: "n4".into(),
                disk: "d".into(),
                state: DiskFix::AllowScheduling
            },
        ]
    );
}

/// Issue #33: a disk whose scheduled space no longer fits (it shrank) got only
/// "over-provisioning 200 %": growing the disk comes first now, the fewest bytes.
#[test]
fn a_shrunk_disk_is_grown_by_the_fewest_bytes() {
    let scenario: Scenario = serde_json::from_value(json!({
        "nodes": [{"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "90Gi",
                                            "storageScheduled": "95Gi"}]}],
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 1}]
    })).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let answer = &result.volumes[0].answers[0];
    let edits: Vec<&Edit> = answer.changes.iter().map(|c| &c.edit).collect();
    // 95 + 10 ≤ 100 % of the maximum: 5 GiB more.
    assert_eq!(
        edits[0],
        &Edit::GrowDisk {
            node: "n1".into(),
            disk: "d".into(),
            bytes: 5 * GIB
        }
    );
    assert!(edits.contains(&&Edit::OverProvisioningPercentage { value: 105 }));
}

/// Three zones of two nodes, a fourth replica under hard zone anti-affinity:
/// the three nodes holding a replica and the three beside them are each
/// counted under their own cause (the later tiers' "no evicting replica"
/// restates the first tier's and is not a cause of its own).
#[test]
fn used_nodes_and_nodes_in_used_zones_are_counted_apart() {
    let disk = json!([{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]);
    let nodes: Vec<Value> = (1..=6)
        .map(|i| json!({"name": format!("n{i}"), "zone": format!("z{}", (i + 1) / 2), "disks": disk}))
        .collect();
    let scenario: Scenario = serde_json::from_value(json!({
        "settings": {"replica-zone-soft-anti-affinity": false},
        "nodes": nodes,
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 4}]
    }))
    .unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let answer = result.volumes[0]
        .answers
        .iter()
        .find(|a| a.replica == "v-r-4")
        .unwrap();
    let causes = parts(&answer.answer);
    let counted: Vec<(&str, Option<i64>)> = causes
        .iter()
        .map(|c| (c.id.as_str(), c.number("count")))
        .collect();
    assert_eq!(
        counted,
        [
            ("longhorn-cause-node-used", Some(3)),
            ("longhorn-cause-zone-used", Some(3))
        ]
    );
}

/// Issue #33: "Make node anti-affinity soft" named no field, and a person who
/// ticked the global setting changed nothing when the volume's own override
/// said hard. The sentence names the field `Edit::apply` changes: the
/// volume's override (`replicaSoftAntiAffinity` …, option
/// `longhorn-override-enabled`) when it sets one, else the setting's checkbox.
/// Upstream: longhorn-manager scheduler/replica_scheduler.go (v1.12.0) reads a
/// volume's `replicaSoftAntiAffinity` / zone / disk value, when not `ignored`,
/// before the setting (longhorn-tests "Test Volume Replica Zone Soft
/// Anti-Affinity Setting", longhorn/longhorn#5358).
#[test]
fn soft_anti_affinity_names_the_override_when_set_else_the_setting() {
    let disk = json!([{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]);
    let steps = |settings: Value, overrides: Value, level: &str| -> Vec<Message> {
        let nodes: Vec<Value> = (1..=2)
            .map(|i| json!({"name": format!("n{i}"), "zone": "z1", "disks": disk}))
            .collect();
        let mut volume = json!({"name": "v", "size": "10Gi", "numberOfReplicas": 3});
        volume
            .as_object_mut()
            .unwrap()
            .extend(overrides.as_object().unwrap().clone());
        let scenario: Scenario = serde_json::from_value(
            json!({"settings": settings, "nodes": nodes, "volumes": [volume]}),
        )
        .unwrap();
        let result = schedule_replicas(&scenario).unwrap();
        let answer = result.volumes[0]
            .answers
            .iter()
            .find(|a| a.replica == "v-r-3")
            .unwrap();
        let soft = answer
            .changes
            .iter()
            .find(|c| c.message.id == format!("longhorn-change-soft-{level}"))
            .unwrap_or_else(|| panic!("no {level} suggestion: {:?}", answer.changes));
        assert!(scheduled_after(&scenario, &soft.edit, "v-r-3"));
        match soft.message.args.get("steps") {
            Some(MessageArg::List(steps)) => steps.clone(),
            other => panic!("{other:?}"),
        }
    };
    let hard_node = json!({"replica-soft-anti-affinity": false});
    let global = steps(hard_node.clone(), json!({}), "node");
    assert_eq!(
        global,
        [Message::new("longhorn-soft-step-setting").arg("setting", "replica-soft-anti-affinity")]
    );
    let own = steps(
        json!({}),
        json!({"replicaSoftAntiAffinity": "disabled"}),
        "node",
    );
    assert_eq!(
        own,
        [Message::new("longhorn-soft-step-override")
            .arg("field", "replicaSoftAntiAffinity")
            .arg("volume", "v")
            .arg("option", vec![Message::new("longhorn-override-enabled")])]
    );
    // Two nodes in one zone, hard zone anti-affinity: the zone level.
    let hard_zone =
        json!({"replica-zone-soft-anti-affinity": false, "replica-soft-anti-affinity": true});
    let zone = steps(hard_zone.clone(), json!({}), "zone");
    assert_eq!(zone[0].id, "longhorn-soft-step-setting");
    assert_eq!(
        zone[0].args.get("setting"),
        Some(&MessageArg::Text("replica-zone-soft-anti-affinity".into()))
    );
    let zone_own = steps(
        json!({"replica-soft-anti-affinity": true}),
        json!({"replicaZoneSoftAntiAffinity": "disabled"}),
        "zone",
    );
    assert_eq!(
        zone_own[0].args.get("field"),
        Some(&MessageArg::Text("replicaZoneSoftAntiAffinity".into()))
    );
}

/// Found by the random test: one node, three replicas, the first on d1 and the
/// other two unscheduled. Growing d1 lets the second replica land there first,
/// so the third needs d1 grown by enough for both (not by the second's share
/// alone, and not d0 grown by more).
#[test]
fn a_disk_grown_for_a_later_replica_counts_the_replicas_before_it() {
    let disk = |name: &str, available: i64, scheduled: i64| {
        json!({"name": name, "storageMaximum": 30 * GIB, "storageAvailable": available,
               "storageReserved": 0, "storageScheduled": scheduled, "allowScheduling": true,
               "ready": true, "evictionRequested": false, "tags": []})
    };
    let value = json!({"algorithm": "balance",
        "nodes": [{"name": "n0", "zone": "", "ready": true, "cordoned": false, "allowScheduling": true,
                   "engineReady": true, "tags": ["ssd"],
                   "disks": [disk("d0", 0, 0), disk("d1", 13851269529, 6764573491)]}],
        "settings": {"replica-soft-anti-affinity": true, "replica-zone-soft-anti-affinity": true,
                     "replica-disk-soft-anti-affinity": true, "storage-minimal-available-percentage": 32,
                     "storage-over-provisioning-percentage": 200},
        "volumes": [{"name": "v", "size": 27 * GIB, "numberOfReplicas": 3, "actualSize": 0,
                     "nodeSelector": [], "diskSelector": []}]});
    let scenario: Scenario = serde_json::from_value(value.clone()).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    let third = result.volumes[0]
        .answers
        .iter()
        .find(|a| a.replica == "v-r-3")
        .unwrap();
    let grown: Vec<_> = third
        .changes
        .iter()
        .filter_map(|c| match &c.edit {
            Edit::GrowDisk { disk, bytes, .. } => Some((disk.as_str(), *bytes)),
            _ => None,
        })
        .collect();
    // (27 GiB × 3 + 6764573491) / 200 % − 30 GiB: room for the second and the third.
    assert_eq!(grown, vec![("d1", 14_656_575_898)]);
    assert!(check_suggestions(value).unwrap() >= 3);
}
