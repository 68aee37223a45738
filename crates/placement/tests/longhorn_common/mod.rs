//! Helpers shared by the Longhorn test files.
#![allow(dead_code)]

use placement::longhorn::{
    schedule_replicas, DiskExplanation, ReplicaDecision, Scenario, ScheduleResult, Step,
    VolumeResult,
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
