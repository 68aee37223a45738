//! Helpers shared by the Longhorn test files.
#![allow(dead_code)]

use placement::longhorn::import::{import_kubectl, Import};
use placement::longhorn::{
    schedule_replicas, DiskExplanation, NodeVerdict, ReplicaDecision, ReplicaState, Scenario,
    ScheduleResult, Step, VolumeResult,
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
