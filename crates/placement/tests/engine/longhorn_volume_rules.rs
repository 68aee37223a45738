//! Issue #37 (round three): the volume-level rules read from longhorn-manager
//! v1.11.0 … v1.12.1 and master (the cited code is the same in each), each
//! test with the input whose answer differed before.


use crate::longhorn_common::*;
use placement::longhorn::{
    DEGRADED_AVAILABILITY_RESET, DiskVerdict, ReadmissionCause, ReplicaState, Step, Tier,
    VolumeResult, WhatIf, WhatIfAction, what_if,
};
use serde_json::{Value, json};

fn one(settings: Value, nodes: Value, volume: Value) -> VolumeResult {
    run(json!({"settings": settings, "nodes": nodes, "volumes": [volume]}))
        .volumes
        .remove(0)
}

fn note_ids(v: &VolumeResult) -> Vec<&str> {
    v.volume_notes.iter().map(|m| m.id.as_str()).collect()
}

fn new_replicas(v: &VolumeResult) -> Vec<&placement::longhorn::ReplicaOutcome> {
    v.replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect()
}

fn reused(v: &VolumeResult) -> Vec<Option<String>> {
    v.steps
        .iter()
        .filter_map(|s| match s {
            Step::Reuse(r) => Some(r.reused.clone()),
            _ => None,
        })
        .collect()
}

// ------------------------------------------------- 1. degraded availability

#[test]
fn a_detached_volume_with_a_replica_placed_reports_scheduled_under_degraded_availability() {
    // controller/volume_controller.go reconcileVolumeCondition (v1.11.0 … v1.12.1, master):
    // not scheduled, v.Status.CurrentNodeID == "" and
    // allow-volume-creation-with-degraded-availability (types/setting.go, default "true"):
    // a replica with Spec.NodeID != "" and FailedAt == "" resets Scheduled to True.
    let nodes = json!([node("a", ""), node("b", "")]);
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 3});
    let v = one(json!({}), nodes.clone(), volume.clone());
    assert_eq!(placements(&v).len(), 2);
    assert_eq!(
        (
            v.condition.status.as_str(),
            v.condition.reason.as_str(),
            v.condition.message.as_str()
        ),
        ("True", "", DEGRADED_AVAILABILITY_RESET)
    );
    let note = v
        .volume_notes
        .iter()
        .find(|m| m.id == "longhorn-degraded-availability")
        .expect("the why names the rule");
    assert_eq!(
        (note.number("placed"), note.number("wanted")),
        (Some(2), Some(3))
    );
    assert_eq!(note.text("failure"), Some("replica scheduling failed"));
    // The setting off: the failure stays.
    let off = one(
        json!({"allow-volume-creation-with-degraded-availability": false}),
        nodes.clone(),
        volume.clone(),
    );
    assert_eq!(
        (
            off.condition.status.as_str(),
            off.condition.message.as_str()
        ),
        ("False", "replica scheduling failed")
    );
    // Attached: the failure stays too.
    let mut attached = volume;
    attached["attachedNode"] = json!("a");
    let attached = one(json!({}), nodes, attached);
    assert_eq!(attached.condition.status, "False");
    assert!(!note_ids(&attached).contains(&"longhorn-degraded-availability"));
}

#[test]
fn no_placed_healthy_replica_means_no_reset() {
    // reconcileVolumeCondition: atLeastOneReplicaAvailable needs a replica with a node
    // that has not failed; a precheck failure on a new volume places none.
    let v = one(
        json!({}),
        json!([]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(v.condition.status, "False");
    assert!(
        v.condition
            .message
            .starts_with("precheck new replica failed")
    );
}

// ------------------------------------------------- 2. no rebuilding while detached

fn degraded_volume(extra: Value) -> Value {
    let mut v = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [
        {"name": "r1", "node": "a", "disk": "d", "healthyAt": 1},
        {"name": "r2", "node": "b", "disk": "d", "healthyAt": 1, "failedAt": 100}]});
    for (k, value) in extra.as_object().unwrap() {
        v[k] = value.clone();
    }
    v
}

#[test]
fn a_detached_volume_neither_reuses_nor_creates_replicas() {
    // controller/volume_controller.go replenishReplicas (v1.11.0 … v1.12.1, master):
    // `if (len(rs) != 0) && v.Status.State != longhorn.VolumeStateAttached { return nil }`.
    // Before this rule r2 was reused here.
    let nodes = json!([node("a", ""), node("b", ""), node("c", "")]);
    let v = one(json!({}), nodes.clone(), degraded_volume(json!({})));
    assert!(reused(&v).is_empty());
    assert!(new_replicas(&v).is_empty());
    assert!(
        v.replenishment.is_none(),
        "robustness is unknown, not Degraded"
    );
    assert!(note_ids(&v).contains(&"longhorn-detached-no-rebuild"));
    // replenishCount > 0 and detached with r1 healthy: the condition is reset.
    assert_eq!(v.condition.message, DEGRADED_AVAILABILITY_RESET);
    // Attached, the same volume reuses r2.
    let attached = one(
        json!({}),
        nodes.clone(),
        degraded_volume(json!({"attachedNode": "a"})),
    );
    assert_eq!(reused(&attached), vec![Some("r2".to_string())]);
}

#[test]
fn offline_rebuilding_attaches_the_volume_to_rebuild_it() {
    // controller/volume_rebuilding_controller.go isVolumeOfflineRebuildEnabled: the
    // volume's spec.offlineRebuilding (enabled/disabled) over offline-replica-rebuilding
    // (types/setting.go, default "false", not data-engine specific since v1.11.0);
    // syncLHVolumeAttachmentForOfflineRebuild attaches a detached volume that is not
    // healthy when canReuseOrScheduleReplicas.
    let nodes = json!([node("a", ""), node("b", ""), node("c", "")]);
    let on = one(
        json!({"offline-replica-rebuilding": true}),
        nodes.clone(),
        degraded_volume(json!({})),
    );
    assert_eq!(reused(&on), vec![Some("r2".to_string())]);
    assert!(note_ids(&on).contains(&"longhorn-offline-rebuilding"));
    assert_eq!(
        (on.condition.status.as_str(), on.condition.message.as_str()),
        ("True", "")
    );
    let by_volume = one(
        json!({}),
        nodes.clone(),
        degraded_volume(json!({"offlineRebuilding": "enabled"})),
    );
    assert_eq!(reused(&by_volume), vec![Some("r2".to_string())]);
    let vetoed = one(
        json!({"offline-replica-rebuilding": true}),
        nodes.clone(),
        degraded_volume(json!({"offlineRebuilding": "disabled"})),
    );
    assert!(reused(&vetoed).is_empty());
    // Nothing reusable or placeable: the controller does not attach; no precheck message.
    let nowhere = one(
        json!({"offline-replica-rebuilding": true}),
        json!([node("a", ""), {"name": "b", "ready": false,
        "disks": [disk("d", "100Gi", "100Gi")]}]),
        degraded_volume(json!({"replicas": [
        {"name": "r1", "node": "a", "disk": "d", "healthyAt": 1},
        {"name": "r2", "node": "b", "disk": "d", "healthyAt": 1, "failedAt": 100, "rebuildRetryCount": 5}]})),
    );
    assert!(
        note_ids(&nowhere).contains(&"longhorn-offline-rebuilding-nowhere"),
        "{:?}",
        note_ids(&nowhere)
    );
    assert_eq!(nowhere.condition.message, DEGRADED_AVAILABILITY_RESET);
}

#[test]
fn failing_a_node_under_a_detached_volume_rebuilds_nothing_even_after_the_wait() {
    // replenishReplicas returns early for a detached volume: the "fail a node" what-if
    // shows the failed replica and no replacement, now and after the wait.
    let scenario = scenario(
        json!({"now": 1000, "nodes": [node("a", ""), node("b", ""), node("c", "")],
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 2}]}),
    );
    let result = what_if(
        &scenario,
        &WhatIf {
            action: WhatIfAction::FailNode,
            node: "a".into(),
        },
    )
    .unwrap();
    for after in [
        &result.after.volumes[0],
        &result.after_wait.as_ref().unwrap().volumes[0],
    ] {
        assert!(
            after
                .replicas
                .iter()
                .any(|r| r.state == ReplicaState::Failed)
        );
        assert!(new_replicas(after).is_empty());
        assert!(after.replenishment.is_none());
        assert_eq!(after.condition.message, DEGRADED_AVAILABILITY_RESET);
    }
}

// ------------------------------------------------- 3. volume size per filesystem

#[test]
fn ext2_ext3_and_xfs_disks_get_their_volume_size_limits() {
    // datastore/longhorn.go IsSupportedVolumeSize (v1.11.0 … v1.12.1, master):
    // strings.HasPrefix(fsType, "ext") && size >= MaxExt4VolumeSize (16 TiB), or
    // fsType == "xfs" && size >= MaxXfsVolumeSize (8 EiB − 1). A real ext4 disk reports
    // "ext2/ext3" (unix.Statfs cannot tell them apart); before, only "ext4" was limited.
    let nodes = |fs: &str| {
        json!([{"name": "a", "disks": [{"name": "d", "storageMaximum": "100Ti",
        "storageAvailable": "100Ti", "filesystemType": fs}]}])
    };
    let volume = json!({"name": "v", "size": "16Ti", "numberOfReplicas": 1, "attachedNode": "a"});
    let ext = one(json!({}), nodes("ext2/ext3"), volume.clone());
    assert_eq!(
        ext.condition.message,
        "precheck new replica failed: incompatible volume size"
    );
    let first = schedule_steps(&ext)[0];
    assert_eq!(
        disk_row(first, "a", "d").verdict,
        DiskVerdict::IncompatibleVolumeSize
    );
    let xfs = one(json!({}), nodes("xfs"), volume);
    assert_eq!(placements(&xfs).len(), 1);
}

#[test]
fn the_reuse_search_applies_the_volume_size_limit_too() {
    // scheduler/replica_scheduler.go filterNodeDisksForReplica calls IsDiskEligibleForVolume
    // (v1.11.3+; inline in v1.11.0–v1.11.2) whatever requireSchedulingCheck: a failed replica
    // on an ext disk is not reused for a 16 TiB volume. Before, the reuse path skipped it.
    let disk = |name: &str| {
        json!({"name": name, "storageMaximum": "100Ti", "storageAvailable": "100Ti",
        "filesystemType": "ext2/ext3"})
    };
    let nodes = json!([{"name": "a", "disks": [disk("d")]}, {"name": "b", "disks": [disk("d")]}]);
    let v = one(
        json!({}),
        nodes,
        json!({"name": "v", "size": "16Ti", "numberOfReplicas": 2, "attachedNode": "a",
        "replicas": [{"name": "r1", "node": "a", "disk": "d", "healthyAt": 1},
                     {"name": "r2", "node": "b", "disk": "d", "healthyAt": 1, "failedAt": 100}]}),
    );
    assert_eq!(reused(&v), vec![None]);
}

// ------------------------------------------------- 4. reuse on a full disk

fn reuse_on(disk_b: Value, settings: Value) -> VolumeResult {
    let nodes = json!([node("a", ""), {"name": "b", "disks": [disk_b]}, node("c", "")]);
    one(
        settings,
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "attachedNode": "a",
        "replicas": [{"name": "r1", "node": "a", "disk": "d", "healthyAt": 1},
                     {"name": "r2", "node": "b", "disk": "d", "healthyAt": 1, "failedAt": 100}]}),
    )
}

#[test]
fn a_failed_replica_on_a_full_disk_is_not_reused() {
    // scheduler/replica_scheduler.go isFailedReplicaReusable (v1.11.0 … v1.12.1, master):
    // a disk whose Schedulable condition is not True is skipped unless its reason is
    // DiskPressure and isDiskNotFull (available > int64(float64(max) * minimal% / 100)).
    // Full: 20 GiB available of 100 GiB at 25 % (the node controller writes DiskPressure).
    let full = reuse_on(disk("d", "100Gi", "20Gi"), json!({}));
    assert_eq!(reused(&full), vec![None]);
    let Some(Step::Reuse(r)) = full.steps.iter().find(|s| matches!(s, Step::Reuse(_))) else {
        panic!()
    };
    assert_eq!(
        r.considered[0].why_not_message.as_ref().unwrap().id,
        "longhorn-reuse-disk-full"
    );
    // DiskPressure from over-provisioning only (scheduled past the limit, plenty available):
    // not full, so r2 is reused.
    let over = reuse_on(
        json!({"name": "d", "storageMaximum": "100Gi", "storageAvailable": "90Gi",
        "storageScheduled": "150Gi"}),
        json!({}),
    );
    assert_eq!(reused(&over), vec![Some("r2".to_string())]);
    // A recorded False condition with another reason: not reused.
    let other = reuse_on(
        json!({"name": "d", "storageMaximum": "100Gi", "storageAvailable": "90Gi",
        "schedulable": false, "schedulableReason": "DiskFilesystemChanged"}),
        json!({}),
    );
    assert_eq!(reused(&other), vec![None]);
    let recorded_pressure = reuse_on(
        json!({"name": "d", "storageMaximum": "100Gi", "storageAvailable": "90Gi",
        "schedulable": false, "schedulableReason": "DiskPressure"}),
        json!({}),
    );
    assert_eq!(reused(&recorded_pressure), vec![Some("r2".to_string())]);
}

// ------------------------------------------------- 5. per-volume replicaAutoBalance

#[test]
fn the_volumes_replica_auto_balance_overrides_the_setting() {
    // datastore/longhorn.go GetAutoBalancedReplicasSetting (v1.11.0 … v1.12.1, master):
    // volume.Spec.ReplicaAutoBalance unless "ignored" (or empty), else the global
    // replica-auto-balance; getDiskCandidates reads it for disk-pressure readmission.
    let nodes = json!([
        {"name": "a", "disks": [disk("full", "100Gi", "5Gi"), disk("roomy", "100Gi", "100Gi")]},
        {"name": "b", "ready": false, "disks": [disk("d", "100Gi", "100Gi")]}
    ]);
    let volume = |ab: &str| {
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "attachedNode": "a",
        "replicaAutoBalance": ab, "replicas": [{"name": "r1", "node": "a", "disk": "full"}]})
    };
    let by_volume = one(json!({}), nodes.clone(), volume("best-effort"));
    assert_eq!(new_replicas(&by_volume)[0].disk.as_deref(), Some("roomy"));
    let steps = schedule_steps(&by_volume);
    let tier = steps[0]
        .tiers
        .iter()
        .find(|t| t.tier == Tier::UnusedNodes)
        .unwrap();
    assert_eq!(tier.readmitted[0].cause, ReadmissionCause::DiskPressure);
    let vetoed = one(
        json!({"replica-auto-balance": "best-effort"}),
        nodes.clone(),
        volume("disabled"),
    );
    assert!(new_replicas(&vetoed).is_empty());
    let inherited = one(
        json!({"replica-auto-balance": "best-effort"}),
        nodes,
        volume("ignored"),
    );
    assert_eq!(new_replicas(&inherited).len(), 1);
}

// ------------------------------------------------- 7. rebuilt replicas are never reused

#[test]
fn a_replica_created_to_rebuild_starts_at_the_retry_limit() {
    // controller/volume_controller.go createReplica (v1.11.0 … v1.12.1, master): with
    // isRebuildingReplica, Spec.RebuildRetryCount = scheduler.FailedReplicaMaxRetryCount (5),
    // so IsPotentiallyReusableReplica is false once it fails. A new volume's replicas start at 0.
    let fresh = one(
        json!({}),
        json!([node("a", ""), node("b", "")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2}),
    );
    assert!(fresh.replicas.iter().all(|r| r.rebuild_retry_count == 0));
    let nodes = json!([node("a", ""), {"name": "b", "ready": false, "disks": [disk("d", "100Gi", "100Gi")]}, node("c", "")]);
    let s = scenario(
        json!({"now": 0, "settings": {"replica-replenishment-wait-interval": 0},
        "nodes": nodes, "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 2, "attachedNode": "a",
        "replicas": [{"name": "r1", "node": "a", "disk": "d", "healthyAt": 1},
                     {"name": "r2", "node": "b", "disk": "d", "healthyAt": 1, "failedAt": 0, "evictionRequested": true}]}]}),
    );
    let result = what_if(
        &s,
        &WhatIf {
            action: WhatIfAction::FailNode,
            node: "c".into(),
        },
    )
    .unwrap();
    let before = &result.before.volumes[0];
    let rebuilt = new_replicas(before);
    assert_eq!(
        (rebuilt[0].node.as_deref(), rebuilt[0].rebuild_retry_count),
        (Some("c"), 5)
    );
    // Node c fails: its rebuilt replica is never reusable (before, it was reused).
    let after = &result.after.volumes[0];
    let Some(Step::Reuse(r)) = after.steps.iter().find(|s| matches!(s, Step::Reuse(_))) else {
        panic!()
    };
    let c = r
        .considered
        .iter()
        .find(|c| c.replica == rebuilt[0].name)
        .unwrap();
    assert_eq!(
        c.why_not_message.as_ref().unwrap().id,
        "longhorn-reuse-retry-limit"
    );
}

// ------------------------------------------------- 6. best-effort data locality migration

fn zoned(name: &str, zone: &str) -> Value {
    node(name, zone)
}

#[test]
fn an_attached_best_effort_volume_gets_a_local_replica_and_one_is_trimmed() {
    // controller/volume_controller.go ReconcileEngineReplicaState (v1.11.0 … v1.12.1, master):
    // healthy, attached, isDataLocalityBestEffort and !hasLocalReplicaOnSameNodeAsEngine →
    // replenishReplicas(v, e, rs, e.Spec.NodeID): one replica with HardNodeAffinity, the
    // precheck bypassed. cleanupDataLocalityReplicas then deletes, among
    // getPreferredReplicaCandidatesForDeletion sorted by name, the first not on the engine's node.
    // Before this rule nothing happened here.
    let nodes = json!([
        zoned("a", "z1"),
        zoned("b", "z2"),
        zoned("c", "z3"),
        zoned("d", "z1")
    ]);
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 3, "dataLocality": "best-effort",
        "attachedNode": "d", "replicas": [
        {"name": "r1", "node": "a", "disk": "d", "healthyAt": 1},
        {"name": "r2", "node": "b", "disk": "d", "healthyAt": 1},
        {"name": "r3", "node": "c", "disk": "d", "healthyAt": 1}]});
    let v = one(json!({}), nodes.clone(), volume.clone());
    let new = new_replicas(&v);
    assert_eq!(
        (new[0].node.as_deref(), new[0].rebuild_retry_count),
        (Some("d"), 5)
    );
    let note = v
        .volume_notes
        .iter()
        .find(|m| m.id == "longhorn-locality-migration")
        .expect("the why names the rule");
    // r1 shares zone z1 with the local replica: the biggest group, and not local.
    assert_eq!(
        (note.text("node"), note.text("trimmed")),
        (Some("d"), Some("r1"))
    );
    assert_eq!(v.condition.status, "True");
    // Not attached, or one replica already local, or disabled locality: nothing more.
    let mut local = volume.clone();
    local["attachedNode"] = json!("a");
    assert!(new_replicas(&one(json!({}), nodes.clone(), local)).is_empty());
    let mut disabled = volume.clone();
    disabled["dataLocality"] = json!("disabled");
    assert!(new_replicas(&one(json!({}), nodes.clone(), disabled)).is_empty());
    // Degraded (a failed replica): the healthy branch does not run; the failed one is reused instead.
    let mut degraded = volume;
    degraded["replicas"][2]["failedAt"] = json!(5);
    let d = one(
        json!({"replica-replenishment-wait-interval": 0}),
        nodes,
        degraded,
    );
    assert!(
        !note_ids(&d)
            .iter()
            .any(|id| id.starts_with("longhorn-locality-migration"))
    );
}

#[test]
fn tied_deletion_groups_are_all_named_and_a_failed_pin_is_local_replica_scheduling_failure() {
    // findValueWithBiggestLength takes the first biggest group in Go map order: with two
    // nodes holding two replicas each, Longhorn trims r1 or r3; both are named.
    let two_disks = |name: &str| json!({"name": name, "disks": [disk("d1", "100Gi", "100Gi"), disk("d2", "100Gi", "100Gi")]});
    let nodes = json!([two_disks("a"), two_disks("b"), node("c", "")]);
    let v = one(
        json!({"replica-soft-anti-affinity": true}),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi",
        "numberOfReplicas": 4, "dataLocality": "best-effort", "attachedNode": "c", "replicas": [
        {"name": "r1", "node": "a", "disk": "d1"}, {"name": "r2", "node": "a", "disk": "d2"},
        {"name": "r3", "node": "b", "disk": "d1"}, {"name": "r4", "node": "b", "disk": "d2"}]}),
    );
    let note = v
        .volume_notes
        .iter()
        .find(|m| m.id == "longhorn-locality-migration-tie")
        .expect("a tie");
    assert_eq!(note.text("trimmed"), Some("r1, r3"));
    // The engine's node cannot take it (its only disk is off): the pinned replica stays
    // unscheduled and reconcileVolumeCondition writes LocalReplicaSchedulingFailure.
    let off = json!([two_disks("a"), two_disks("b"), {"name": "c", "disks": [{"name": "d", "storageMaximum": "100Gi",
        "storageAvailable": "100Gi", "allowScheduling": false}]}]);
    let v = one(
        json!({"replica-soft-anti-affinity": true}),
        off,
        json!({"name": "v", "size": "1Gi",
        "numberOfReplicas": 2, "dataLocality": "best-effort", "attachedNode": "c", "replicas": [
        {"name": "r1", "node": "a", "disk": "d1"}, {"name": "r2", "node": "b", "disk": "d1"}]}),
    );
    assert!(note_ids(&v).contains(&"longhorn-locality-migration-unplaced"));
    assert_eq!(v.condition.reason, "LocalReplicaSchedulingFailure");
}

#[test]
fn a_replica_requesting_eviction_gets_a_detached_volume_attached() {
    // controller/volume_eviction_controller.go reconcile (v1.11.0 … v1.12.1, master):
    // hasReplicaEvictionRequested && hasDiskCandidateForReplicaEviction → an attachment
    // ticket, so replenishReplicas runs for the detached volume and replaces the replica.
    let nodes = json!([node("a", ""), node("b", ""), node("c", "")]);
    let v = one(
        json!({}),
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [
        {"name": "r1", "node": "a", "disk": "d", "healthyAt": 1, "evictionRequested": true},
        {"name": "r2", "node": "b", "disk": "d", "healthyAt": 1}]}),
    );
    assert_eq!(new_replicas(&v)[0].node.as_deref(), Some("c"));
    assert!(note_ids(&v).contains(&"longhorn-eviction-attaches"));
}

// ------------------------------------------------- the import reads every input above

#[test]
fn the_import_reads_the_settings_the_volume_overrides_and_the_disk_condition_reason() {
    // types/setting.go (both settings), k8s/pkg/apis/longhorn/v1beta2/volume.go
    // (spec.replicaAutoBalance, spec.offlineRebuilding), node.go (a disk condition's reason).
    let paste = r#"
apiVersion: v1
kind: List
items:
- apiVersion: longhorn.io/v1beta2
  kind: Node
  metadata: {name: n1}
  spec:
    disks:
      d1: {allowScheduling: true}
  status:
    conditions: [{type: Ready, status: "True"}]
    diskStatus:
      d1:
        diskUUID: uuid-1
        filesystemType: ext2/ext3
        storageMaximum: 107374182400
        storageAvailable: 107374182400
        conditions: [{type: Ready, status: "True"}, {type: Schedulable, status: "False", reason: DiskPressure}]
- apiVersion: longhorn.io/v1beta2
  kind: Volume
  metadata: {name: v}
  spec: {size: "1073741824", numberOfReplicas: 1, replicaAutoBalance: best-effort, offlineRebuilding: enabled}
- apiVersion: longhorn.io/v1beta2
  kind: Setting
  metadata: {name: allow-volume-creation-with-degraded-availability}
  value: "false"
- apiVersion: longhorn.io/v1beta2
  kind: Setting
  metadata: {name: offline-replica-rebuilding}
  value: "true"
"#;
    let s = placement::longhorn::import_kubectl(paste).unwrap().scenario;
    assert!(!s.settings.allow_volume_creation_with_degraded_availability);
    assert!(s.settings.offline_replica_rebuilding);
    let v = &s.volumes[0];
    assert_eq!(
        v.replica_auto_balance,
        placement::longhorn::VolumeReplicaAutoBalance::BestEffort
    );
    assert_eq!(
        v.offline_rebuilding,
        placement::longhorn::OfflineRebuilding::Enabled
    );
    let d = &s.nodes[0].disks[0];
    assert_eq!(
        (d.schedulable, d.schedulable_reason.as_deref()),
        (Some(false), Some("DiskPressure"))
    );
    assert_eq!(d.filesystem_type.as_deref(), Some("ext2/ext3"));
}
