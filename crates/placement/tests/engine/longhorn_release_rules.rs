//! Issue 37, item 8: each Longhorn release's disk-candidate search, read from
//! longhorn/longhorn-manager `scheduler/replica_scheduler.go` at its tag
//! (v1.11.0, v1.11.1 = v1.11.2, v1.11.3 = v1.12.0, v1.12.1, master), one test
//! per rule that differs, with an input whose answer differs between
//! releases; and "what changes if you upgrade" (`upgrade_changes`). The
//! property test against a per-release reference is
//! longhorn_search_reference.rs.


use crate::longhorn_common::*;
use placement::longhorn::{
    DISKS_UNAVAILABLE, INSUFFICIENT_STORAGE, LonghornVersion, Outcome, ScheduleResult,
    TAGS_NOT_FULFILLED, upgrade_changes,
};
use serde_json::{Value, json};

fn at(version: &str, mut value: Value) -> ScheduleResult {
    value["longhornVersion"] = version.into();
    run(value)
}

/// The reasons of the first search of the volume's replica `k` (0-based among the searches).
fn reasons(result: &ScheduleResult, k: usize) -> Vec<String> {
    schedule_steps(&result.volumes[0])[k].reasons.clone()
}

/// One node with two 100 GiB disks; two 60 GiB replicas may share the node.
fn two_disks_one_node() -> Value {
    json!({
        "settings": {"replica-soft-anti-affinity": true, "storage-minimal-available-percentage": 0},
        "nodes": [{"name": "n0", "disks": [disk("d0", "100Gi", "100Gi"), disk("d1", "100Gi", "100Gi")]}],
        "volumes": [{"name": "v", "size": "60Gi", "numberOfReplicas": 2}]
    })
}

#[test]
fn v1_11_0_counts_this_pass_replicas_per_node_v1_11_1_per_disk() {
    // v1.11.0 filterNodeDisksForReplica: `r.Spec.NodeID == node.Name` adds the first
    // replica's 60 GiB to the other disk too (60 + 60 > 100); v1.11.1 adds
    // `&& r.Spec.DiskID == diskUUID`.
    let old = at("v1.11.0", two_disks_one_node());
    assert_eq!(placements(&old.volumes[0]).len(), 1);
    assert_eq!(reasons(&old, 1), [INSUFFICIENT_STORAGE]);
    for version in [
        "v1.11.1", "v1.11.2", "v1.11.3", "v1.12.0", "v1.12.1", "master",
    ] {
        assert_eq!(
            placements(&at(version, two_disks_one_node()).volumes[0]).len(),
            2,
            "{version}"
        );
    }
}

/// A v1 volume whose replica `r` is not scheduled yet (ScheduleReplica, not
/// the precheck, which says "disks are unavailable" itself when no reason is
/// recorded: `precheckCreateReplica`), and only a block disk.
fn block_disk_only() -> Value {
    json!({
        "nodes": [{"name": "n0", "disks": [{"name": "b", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "diskType": "block"}]}],
        "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 1, "replicas": [{"name": "r"}]}]
    })
}

#[test]
fn before_v1_11_3_a_disk_of_the_wrong_type_is_skipped_without_a_reason() {
    // v1.11.0–v1.11.2 filterNodeDisksForReplica: `logrus.Debugf(...); continue` with no
    // errs.Append, so the condition says "replica scheduling failed"; v1.11.3
    // IsDiskEligibleForVolume returns ErrorReplicaScheduleDiskUnavailable.
    for version in ["v1.11.0", "v1.11.1", "v1.11.2"] {
        let r = at(version, block_disk_only());
        assert!(reasons(&r, 0).is_empty(), "{version}");
        assert_eq!(
            r.volumes[0].condition.message, "replica scheduling failed",
            "{version}"
        );
    }
    for version in ["v1.11.3", "v1.12.0", "v1.12.1", "master"] {
        assert_eq!(
            reasons(&at(version, block_disk_only()), 0),
            [DISKS_UNAVAILABLE],
            "{version}"
        );
    }
}

fn small_untagged_disk() -> Value {
    json!({
        "nodes": [{"name": "n0", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "tags": ["hdd"]}]}],
        "volumes": [{"name": "v", "size": "200Gi", "numberOfReplicas": 1, "diskSelector": ["ssd"]}]
    })
}

#[test]
fn before_v1_11_3_capacity_is_checked_before_tags() {
    // v1.11.0–v1.11.2 filterNodeDisksForReplica: IsSchedulableToDisk, then
    // IsSelectorsInTags; v1.11.3 IsDiskEligibleForVolume (tags) comes first.
    for version in ["v1.11.0", "v1.11.1", "v1.11.2"] {
        assert_eq!(
            reasons(&at(version, small_untagged_disk()), 0),
            [INSUFFICIENT_STORAGE],
            "{version}"
        );
    }
    for version in ["v1.11.3", "v1.12.0", "v1.12.1", "master"] {
        assert_eq!(
            reasons(&at(version, small_untagged_disk()), 0),
            [TAGS_NOT_FULFILLED],
            "{version}"
        );
    }
}

/// A linked clone of `src`, whose only replica is on a/d1 and `source` says how it is.
fn clone_of(source: Value) -> Value {
    let mut replica = json!({"name": "s1", "node": "a", "disk": "d1", "healthyAt": 10});
    if let (Some(r), Some(extra)) = (replica.as_object_mut(), source.as_object()) {
        r.extend(extra.clone());
    }
    json!({
        "nodes": [{"name": "a", "disks": [disk("d1", "100Gi", "100Gi")]}, {"name": "b", "disks": [disk("d1", "100Gi", "100Gi")]}],
        "volumes": [
            {"name": "cl", "size": "1Gi", "numberOfReplicas": 1, "cloneMode": "linked-clone", "dataSource": "vol://src"},
            {"name": "src", "size": "1Gi", "numberOfReplicas": 1, "replicas": [replica]}
        ]
    })
}

#[test]
fn before_v1_12_1_an_evicting_source_replica_is_a_source_and_every_node_stays() {
    // v1.12.0 getSrcReplicaNodesAndDisks has no `!r.Spec.EvictionRequested`; v1.12.1
    // buildLinkedCloneSrcNodeDiskMap has it, and then no node is left:
    // ErrorReplicaScheduleLinkedCloneNotSatisfied.
    let evicting = json!({"evictionRequested": true});
    let old = at("v1.12.0", clone_of(evicting.clone()));
    assert_eq!(
        placements(&old.volumes[0]),
        [("a".to_string(), "d1".to_string())]
    );
    assert_eq!(
        reasons(&at("v1.12.1", clone_of(evicting)), 0),
        ["linked clone replica cannot be satisfied"]
    );
    // No healthy source: v1.12.0's node filter deletes from the still-empty
    // `nodeCandidates`, so a and b stay with empty disk maps: "no disks found
    // on node" (ErrorReplicaScheduleDiskUnavailable).
    let failed = json!({"failedAt": 20});
    for version in ["v1.11.0", "v1.11.2", "v1.11.3", "v1.12.0"] {
        let r = at(version, clone_of(failed.clone()));
        assert_eq!(reasons(&r, 0), [DISKS_UNAVAILABLE], "{version}");
        assert_eq!(
            r.volumes[0].volume_notes[0].id,
            "longhorn-linked-clone-before-node-map-none"
        );
    }
    assert_eq!(
        reasons(&at("master", clone_of(failed)), 0),
        ["linked clone replica cannot be satisfied"]
    );
}

#[test]
fn a_version_is_a_patch_release_and_the_earlier_names_still_read() {
    assert_eq!(
        scenario(json!({"nodes": [], "volumes": []})).longhorn_version,
        LonghornVersion::V1_12_1
    );
    let named = |v: &str| {
        scenario(json!({"longhornVersion": v, "nodes": [], "volumes": []})).longhorn_version
    };
    assert_eq!(named("v1.12"), LonghornVersion::V1_12_1);
    assert_eq!(named("v1.11"), LonghornVersion::V1_11_3);
    for v in LonghornVersion::ALL {
        assert_eq!(named(v.id()), v);
        assert_eq!(LonghornVersion::from_id(v.id()), Some(v));
        assert_eq!(serde_json::to_value(v).unwrap(), json!(v.id()));
    }
    let bad: Result<placement::longhorn::Scenario, _> =
        serde_json::from_value(json!({"longhornVersion": "v1.13.0", "nodes": [], "volumes": []}));
    assert!(bad.is_err());
}

#[test]
fn upgrading_names_each_replica_whose_outcome_or_reason_changes() {
    let mut value = two_disks_one_node();
    value["longhornVersion"] = "v1.11.0".into();
    let releases = upgrade_changes(&scenario(value)).unwrap();
    // v1.11.2 and v1.12.0 run the scheduler of v1.11.1 and v1.11.3: not run again.
    let versions: Vec<&str> = releases.iter().map(|r| r.version.id()).collect();
    assert_eq!(versions, ["v1.11.1", "v1.11.3", "v1.12.1", "master"]);
    let first = &releases[0];
    assert_eq!(first.summary.id, "longhorn-upgrade-count");
    assert_eq!(first.replicas.len(), 1);
    let change = &first.replicas[0];
    assert_eq!(
        change.before,
        Outcome::NotPlaced {
            reasons: INSUFFICIENT_STORAGE.into()
        }
    );
    assert!(matches!(change.after, Outcome::Placed { .. }));
    assert_eq!(change.message.id, "longhorn-upgrade-placed");
    assert_eq!(change.message.text("from"), Some("v1.11.0"));
    assert_eq!(change.message.text("to"), Some("v1.11.1"));
    assert_eq!(change.message.text("before"), Some(INSUFFICIENT_STORAGE));

    // A reason that changes while the replica stays unplaced.
    let mut value = block_disk_only();
    value["longhornVersion"] = "v1.11.2".into();
    let releases = upgrade_changes(&scenario(value)).unwrap();
    let change = &releases[0].replicas[0];
    assert_eq!(change.message.id, "longhorn-upgrade-reason");
    assert_eq!(
        change.message.text("before"),
        Some("replica scheduling failed")
    );
    assert_eq!(change.message.text("after"), Some(DISKS_UNAVAILABLE));
    // Each release is compared with the scenario's own: v1.12.1 too.
    assert_eq!(
        releases[1].replicas[0].message.id,
        "longhorn-upgrade-reason"
    );

    // Nothing differs: v1.11.1's per-disk bytes equal v1.11.3's here.
    let mut value = two_disks_one_node();
    value["longhornVersion"] = "v1.11.1".into();
    let releases = upgrade_changes(&scenario(value)).unwrap();
    assert!(
        releases
            .iter()
            .all(|r| r.summary.id == "longhorn-upgrade-none" && r.replicas.is_empty())
    );

    // The newest release has nothing to upgrade to.
    let mut value = block_disk_only();
    value["longhornVersion"] = "master".into();
    assert!(upgrade_changes(&scenario(value)).unwrap().is_empty());
}
