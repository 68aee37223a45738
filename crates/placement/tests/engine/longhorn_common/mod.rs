//! Helpers shared by the Longhorn test files.
#![allow(dead_code)]

use placement::longhorn::import::{Import, import_kubectl};
use placement::longhorn::{
    DiskExplanation, NodeVerdict, ReplicaDecision, ReplicaState, Scenario, ScheduleResult, Step,
    VolumeResult, schedule_replicas,
};
use serde_json::Value;

pub const GIB: i64 = 1 << 30;

pub fn scenario(value: Value) -> Scenario {
    serde_json::from_value(value).expect("scenario parses")
}

pub fn run(value: Value) -> ScheduleResult {
    schedule_replicas(&scenario(value)).expect("valid scenario")
}

pub fn disk(name: &str, max: &str, avail: &str) -> Value {
    serde_json::json!({"name": name, "storageMaximum": max, "storageAvailable": avail})
}

/// A node in `zone` with one 100 GiB disk named `d`.
pub fn node(name: &str, zone: &str) -> Value {
    serde_json::json!({"name": name, "zone": zone, "disks": [disk("d", "100Gi", "100Gi")]})
}

/// `(node, disk)` of every replica that has a node.
pub fn placements(volume: &VolumeResult) -> Vec<(String, String)> {
    volume
        .replicas
        .iter()
        .filter_map(|r| Some((r.node.clone()?, r.disk.clone()?)))
        .collect()
}

pub fn nodes_of(volume: &VolumeResult) -> Vec<String> {
    placements(volume).into_iter().map(|(n, _)| n).collect()
}

pub fn schedule_steps(volume: &VolumeResult) -> Vec<&ReplicaDecision> {
    volume
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Schedule(d) | Step::Precheck(d) => Some(d.as_ref()),
            _ => None,
        })
        .collect()
}

pub fn disk_row<'a>(decision: &'a ReplicaDecision, node: &str, disk: &str) -> &'a DiskExplanation {
    decision
        .disks
        .iter()
        .find(|d| d.node == node && d.disk == disk)
        .expect("disk row")
}

/// `import_kubectl` of a text that must import.
pub fn import(text: &str) -> Import {
    import_kubectl(text).unwrap_or_else(|e| panic!("import failed: {e}"))
}

/// Each imported node with its engine readiness.
pub fn engine_ready(import: &Import) -> Vec<(&str, bool)> {
    import
        .scenario
        .nodes
        .iter()
        .map(|n| (n.name.as_str(), n.engine_ready))
        .collect()
}

/// The import's notes without the one about `now`.
pub fn notes(import: &Import) -> Vec<&str> {
    import
        .notes
        .iter()
        .map(String::as_str)
        .filter(|n| !n.starts_with("now = "))
        .collect()
}

/// The nodes of a volume's new replicas, in replica order.
pub fn new_replica_nodes(volume: &VolumeResult) -> Vec<&str> {
    volume
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .filter_map(|r| r.node.as_deref())
        .collect()
}

/// The replica each reuse step reused (`None`: it reused none).
pub fn reused(volume: &VolumeResult) -> Vec<Option<String>> {
    volume
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Reuse(r) => Some(r.reused.clone()),
            _ => None,
        })
        .collect()
}

/// The verdict on `node` in the volume's first scheduling step.
pub fn first_verdict(volume: &VolumeResult, node: &str) -> NodeVerdict {
    schedule_steps(volume)[0]
        .nodes
        .iter()
        .find(|n| n.name == node)
        .unwrap_or_else(|| panic!("{node} is explained"))
        .verdict
}

/// Schedules the first volume (named `volume`) of `import` as the engine-
/// readiness fixtures expect: its two new replicas on node-1 and node-2, and
/// node-3 explained as not engine-ready.
pub fn assert_placed_off_node_3(import: &Import, volume: &str) {
    let result = schedule_replicas(&import.scenario).unwrap();
    let v = &result.volumes[0];
    assert_eq!(v.name, volume);
    assert_eq!(v.condition.status, "True", "{:?}", v.condition);
    let mut placed = new_replica_nodes(v);
    placed.sort_unstable();
    assert_eq!(placed, ["node-1", "node-2"]);
    assert_eq!(first_verdict(v, "node-3"), NodeVerdict::EngineNotReady);
}

/// No node of `import` is engine-ready, each with a note, and its first
/// volume fails with Longhorn's reason for it.
pub fn assert_no_engine_ready_node(import: &Import) {
    assert!(import.scenario.nodes.iter().all(|n| !n.engine_ready));
    assert_eq!(notes(import).len(), 3, "{:?}", import.notes);
    let result = schedule_replicas(&import.scenario).unwrap();
    let v = &result.volumes[0];
    assert_eq!(v.condition.status, "False");
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: none of the node candidates contains a ready engine image"
    );
}

/// Random clusters for the search reference: every node and disk flag the
/// search reads, volumes with existing (healthy or evicting) replicas,
/// attached nodes, data locality, both data engines and the three overrides.
pub fn search_scenario() -> impl proptest::strategy::Strategy<Value = Value> {
    use proptest::prelude::*;
    let flags = || prop::sample::select(vec!["ignored", "enabled", "disabled"]);
    let tags = || prop::sample::subsequence(vec!["ssd", "fast"], 0..=2);
    let disk = (0i64..=120, 0i64..=100, 0i64..=30, 0i64..=120, tags(), prop::bool::weighted(0.85), prop::bool::weighted(0.9), prop::bool::weighted(0.1), prop::bool::weighted(0.85), prop::bool::weighted(0.2))
        .prop_map(|(max, avail, res, sched, tags, allow, ready, evict, fs, ext4)| {
            let max = max * GIB;
            serde_json::json!({"storageMaximum": max, "storageAvailable": max * avail / 100, "storageReserved": max * res / 100,
                "storageScheduled": max * sched / 100, "tags": tags, "allowScheduling": allow, "ready": ready,
                "evictionRequested": evict, "diskType": if fs { "filesystem" } else { "block" },
                "filesystemType": if ext4 { "ext4" } else { "xfs" }})
        });
    let node = (
        prop::sample::select(vec!["", "z1", "z2"]),
        tags(),
        prop::bool::weighted(0.9),
        prop::bool::weighted(0.15),
        prop::bool::weighted(0.9),
        prop::bool::weighted(0.1),
        prop::bool::weighted(0.9),
        prop::collection::vec(disk, 1..=3),
    );
    let replica = (0usize..8, 0usize..3, prop::bool::weighted(0.3));
    let volume = (
        prop::sample::select(vec![1i64, 5, 20, 60, 17 << 10]),
        1i64..=4,
        0i64..=5,
        prop::sample::subsequence(vec!["ssd", "fast"], 0..=1),
        prop::sample::subsequence(vec!["ssd"], 0..=1),
        (flags(), flags(), flags()),
        prop::collection::vec(replica, 0..=3),
        prop::option::of(0usize..8),
        prop::sample::select(vec!["disabled", "best-effort", "strict-local"]),
        prop::bool::weighted(0.85),
    );
    (prop::collection::vec(node, 1..=6), prop::collection::vec(volume, 1..=2), prop::collection::vec(any::<bool>(), 7), 0i64..=40, prop::sample::select(vec![100i64, 200]))
        .prop_map(|(nodes, volumes, f, min, op)| {
            let n = nodes.len();
            let nodes: Vec<Value> = nodes.into_iter().enumerate().map(|(i, (zone, tags, ready, cordoned, allow, evict, engine, disks))| {
                let disks: Vec<Value> = disks.into_iter().enumerate().map(|(j, mut d)| { d["name"] = format!("d{j}").into(); d }).collect();
                serde_json::json!({"name": format!("n{i}"), "zone": zone, "tags": tags, "ready": ready, "cordoned": cordoned,
                    "allowScheduling": allow, "evictionRequested": evict, "engineReady": engine, "disks": disks})
            }).collect();
            let disks_of = |node: usize| nodes[node]["disks"].as_array().map_or(1, Vec::len);
            let volumes: Vec<Value> = volumes.into_iter().enumerate().map(|(i, (size, want, actual, node_sel, disk_sel, (ns, zs, ds), reps, attached, locality, v1))| {
                let replicas: Vec<Value> = reps.iter().enumerate().map(|(k, (node, disk, evicting))| serde_json::json!({
                    "name": format!("v{i}-old-{k}"), "node": format!("n{}", node % n), "disk": format!("d{}", disk % disks_of(node % n)), "evictionRequested": evicting})).collect();
                let size = if size > 1000 { size * GIB * 1024 } else { size * GIB };
                serde_json::json!({"name": format!("v{i}"), "size": size, "numberOfReplicas": if locality == "strict-local" { 1 } else { want }, "actualSize": actual * GIB,
                    "nodeSelector": node_sel, "diskSelector": disk_sel, "replicaSoftAntiAffinity": ns, "replicaZoneSoftAntiAffinity": zs,
                    "replicaDiskSoftAntiAffinity": ds, "replicas": replicas, "attachedNode": attached.map(|a| format!("n{}", a % n)),
                    "dataLocality": locality, "dataEngine": if v1 { "v1" } else { "v2" }})
            }).collect();
            serde_json::json!({
                "settings": {"replica-soft-anti-affinity": f[0], "replica-zone-soft-anti-affinity": f[1], "replica-disk-soft-anti-affinity": f[2],
                    "allow-empty-node-selector-volume": f[3], "allow-empty-disk-selector-volume": f[4],
                    "disable-scheduling-on-cordoned-node": f[5], "storage-minimal-available-percentage": min,
                    "storage-over-provisioning-percentage": op},
                "algorithm": if f[6] { "most-usable" } else { "balance" },
                "nodes": nodes, "volumes": volumes})
        })
}
