//! Issue #14: the rules checked against longhorn-manager (v1.11–v1.12:
//! `scheduler/replica_scheduler.go`, `controller/volume_controller.go`,
//! `types/setting.go`), each test naming the upstream function it pins.


use crate::longhorn_common::*;
use placement::longhorn::{
    DiskVerdict, ExclusionCause, NodeVerdict, ReadmissionCause, ReplicaState, SkipCause, Step,
    Tier, VolumeResult,
};
use serde_json::{Value, json};

/// The volume attached to the first node unless it names `attachedNode`
/// (`null` = detached): Longhorn rebuilds only attached volumes
/// (`replenishReplicas`), and only a detached one has its `Scheduled`
/// condition reset under degraded availability (`reconcileVolumeCondition`).
fn attached(nodes: &Value, mut volume: Value) -> Value {
    if volume.get("attachedNode").is_none() {
        volume["attachedNode"] = nodes[0]["name"].clone();
    }
    if volume["attachedNode"].is_null() {
        volume.as_object_mut().unwrap().remove("attachedNode");
    }
    volume
}

fn one(settings: Value, nodes: Value, volume: Value) -> VolumeResult {
    let volume = attached(&nodes, volume);
    run(json!({"settings": settings, "nodes": nodes, "volumes": [volume]}))
        .volumes
        .remove(0)
}

fn block_node(name: &str) -> Value {
    json!({"name": name, "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "diskType": "block"}]})
}

fn skips(v: &VolumeResult) -> Vec<(String, SkipCause, String)> {
    v.steps
        .iter()
        .filter_map(|s| match s {
            Step::Skip(k) => Some((k.replica.clone(), k.cause, k.reason.clone())),
            _ => None,
        })
        .collect()
}

// ------------------------------------------------- filterDisksWithMatchingReplicas

#[test]
fn a_failed_replica_that_can_never_be_reused_does_not_block_its_disk() {
    // filterDisksWithMatchingReplicas skips failed replicas for which
    // IsPotentiallyReusableReplica is false (here rebuildRetryCount 5), so the
    // disk they sit on is free under hard disk anti-affinity.
    let settings = json!({"replica-soft-anti-affinity": true, "replica-disk-soft-anti-affinity": false,
                          "fast-replica-rebuild-enabled": {"v2": false}});
    let nodes = json!([{"name": "n", "disks": [
        {"name": "d1", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "diskType": "block"},
        {"name": "d2", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "diskType": "block"}]}]);
    let volume = |retries: i64| {
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "dataEngine": "v2", "replicas": [
            {"name": "r1", "node": "n", "disk": "d1"},
            {"name": "r2", "node": "n", "disk": "d2", "failedAt": 100, "rebuildRetryCount": retries}]})
    };
    let dead = one(settings.clone(), nodes.clone(), volume(5));
    let new: Vec<_> = dead
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect();
    assert_eq!(new.len(), 1);
    assert_eq!(new[0].disk.as_deref(), Some("d2"));
    // A failed replica that may still be reused keeps counting (v2 reuse is off here,
    // so nothing else happens): both disks hold a counted replica, none is left.
    let alive = one(settings, nodes, volume(0));
    assert_eq!(
        alive.condition.message,
        "precheck new replica failed: disks are unavailable"
    );
    let Some(Step::Precheck(d)) = alive.steps.last() else {
        panic!("a precheck step")
    };
    let tier = d.tiers.last().unwrap();
    assert_eq!(tier.disk_anti_affinity_removed.len(), 2);
}

// ------------------------------------------------- v2 volumes and fast-replica-rebuild-enabled

#[test]
fn v2_failed_replicas_are_reused_and_waited_for_by_default() {
    // CheckAndReuseFailedReplica and RequireNewReplica read fast-replica-rebuild-enabled
    // for v2 through GetSettingAsBoolByDataEngine; types/setting.go defaults it to
    // {"v1":"true","v2":"true"}.
    let nodes = json!([block_node("a"), block_node("b"), block_node("c")]);
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "dataEngine": "v2", "replicas": [
        {"name": "r1", "node": "a", "disk": "d"},
        {"name": "r2", "node": "b", "disk": "d", "failedAt": 100}]});
    let v = one(json!({}), nodes.clone(), volume.clone());
    assert_eq!(reused(&v), vec![Some("r2".to_string())]);
    // The same volume with b down: r2 cannot be reused, and the volume waits for it.
    let down = json!([block_node("a"), {"name": "b", "ready": false, "disks": [{"name": "d", "storageMaximum": "100Gi",
        "storageAvailable": "100Gi", "diskType": "block"}]}, block_node("c")]);
    let waiting = run(json!({"now": 300, "nodes": down, "volumes": [attached(&nodes, volume)]}))
        .volumes
        .remove(0);
    assert_eq!(waiting.replenishment.map(|w| w.remaining), Some(400));
    assert!(
        waiting
            .replicas
            .iter()
            .all(|r| r.state != ReplicaState::New)
    );
}

#[test]
fn v2_with_fast_rebuild_off_neither_reuses_nor_waits_but_its_failed_replica_still_occupies_the_node()
 {
    // With the v2 value false, CheckAndReuseFailedReplica returns nothing and
    // RequireNewReplica returns 0; getCurrentNodesAndZones still counts the
    // potentially reusable replica (IsPotentiallyReusableReplica has no engine check).
    let settings = json!({"fast-replica-rebuild-enabled": {"v1": true, "v2": false}});
    let nodes = json!([block_node("a"), block_node("b"), block_node("c")]);
    let v = run(
        json!({"now": 300, "settings": settings, "nodes": nodes, "volumes": [
        {"name": "v", "size": "1Gi", "numberOfReplicas": 2, "dataEngine": "v2", "attachedNode": "a", "replicas": [
            {"name": "r1", "node": "a", "disk": "d"},
            {"name": "r2", "node": "b", "disk": "d", "failedAt": 100}]}]}),
    )
    .volumes
    .remove(0);
    assert!(v.replenishment.is_none());
    let Some(Step::Reuse(r)) = v.steps.iter().find(|s| matches!(s, Step::Reuse(_))) else {
        panic!("a reuse step")
    };
    assert!(r.reused.is_none());
    assert!(
        r.considered[0]
            .why_not
            .as_deref()
            .unwrap()
            .contains("fast-replica-rebuild-enabled is false for the v2 data engine")
    );
    let new: Vec<_> = v
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect();
    // b is still "used" by r2 (not yet replenishing: 300 < 100 + 600), so c takes it.
    assert_eq!(new[0].node.as_deref(), Some("c"));
}

// ------------------------------------------------- reconcileVolumeCondition and data locality

#[test]
fn detached_best_effort_and_strict_local_volumes_leave_their_replicas_waiting() {
    // reconcileVolumeCondition: for DataLocalityBestEffort and DataLocalityStrictLocal
    // with an empty v.Spec.NodeID the replica is skipped (`continue`): no reason, and
    // as every replica exists the Scheduled condition is True.
    let nodes = json!([node("a", ""), node("b", "")]);
    for (locality, count) in [("best-effort", 2), ("strict-local", 1)] {
        let v = one(
            json!({}),
            nodes.clone(),
            json!({"name": "v", "size": "1Gi", "numberOfReplicas": count, "dataLocality": locality, "attachedNode": null}),
        );
        assert_eq!(v.replicas.len(), count as usize, "{locality}");
        assert!(
            v.replicas
                .iter()
                .all(|r| r.state == ReplicaState::Unscheduled && r.node.is_none())
        );
        let waits = skips(&v);
        assert_eq!(waits.len(), count as usize);
        assert!(
            waits
                .iter()
                .all(|(_, cause, reason)| *cause == SkipCause::AwaitingAttachment
                    && reason.is_empty())
        );
        assert_eq!(
            (v.condition.status.as_str(), v.condition.message.as_str()),
            ("True", "")
        );
        assert!(schedule_steps(&v).is_empty(), "{locality}: no search ran");
    }
    // default-data-locality applies to a volume without its own.
    let by_default = one(
        json!({"default-data-locality": "best-effort"}),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1, "attachedNode": null}),
    );
    assert_eq!(by_default.replicas[0].state, ReplicaState::Unscheduled);
    // Attached, the same volume is placed.
    let attached = one(
        json!({}),
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1, "dataLocality": "best-effort", "attachedNode": "b"}),
    );
    assert_eq!(nodes_of(&attached), vec!["b"]);
}

// ------------------------------------------------- getNodeCandidates

#[test]
fn strict_local_pin_comes_before_engine_readiness() {
    // getNodeCandidates: the HardNodeAffinity node is looked up among
    // ListSchedulableNodes first; instance manager and engine image readiness are
    // checked afterwards on that node alone.
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1, "dataLocality": "strict-local", "attachedNode": "a"});
    let engine_down = one(
        json!({}),
        json!([{"name": "a", "engineReady": false, "disks": [disk("d", "100Gi", "100Gi")]}, node("b", "")]),
        volume.clone(),
    );
    assert_eq!(
        (
            engine_down.condition.reason.as_str(),
            engine_down.condition.message.as_str()
        ),
        (
            "LocalReplicaSchedulingFailure",
            "none of the node candidates contains a ready engine image"
        )
    );
    let step = schedule_steps(&engine_down)[0];
    assert_eq!(step.nodes[0].verdict, NodeVerdict::EngineNotReady);
    assert_eq!(step.nodes[1].verdict, NodeVerdict::NotAffinityNode);
    // An unschedulable pinned node gives the hard-affinity reason, even when no
    // other node has a ready engine.
    let cordoned = one(
        json!({}),
        json!([{"name": "a", "cordoned": true, "disks": [disk("d", "100Gi", "100Gi")]},
               {"name": "b", "engineReady": false, "disks": [disk("d", "100Gi", "100Gi")]},
               node("c", "")]),
        volume,
    );
    assert_eq!(
        cordoned.condition.message,
        "hard affinity cannot be satisfied"
    );
    assert_eq!(
        schedule_steps(&cordoned)[0].nodes[1].verdict,
        NodeVerdict::NotAffinityNode
    );
}

// ------------------------------------------------- states: backing image, auto-balance, replicas, disks

#[test]
fn a_backing_image_adds_its_node_and_disk_selectors() {
    // getDiskCandidates reads the BackingImage's NodeSelector (node tags, with
    // allow-empty-node-selector-volume) and IsDiskEligibleForVolume its DiskSelector
    // (ErrorReplicaScheduleTagsNotFulfilled, with allow-empty-disk-selector-volume).
    let nodes = json!([
        {"name": "a", "tags": ["gpu"], "disks": [disk("plain", "100Gi", "100Gi"),
            {"name": "fast", "storageMaximum": "100Gi", "storageAvailable": "50Gi", "tags": ["nvme"]}]},
        {"name": "b", "disks": [{"name": "fast", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "tags": ["nvme"]}]}
    ]);
    let image = json!({"name": "img", "nodeSelector": ["gpu"], "diskSelector": ["nvme"]});
    let result = run(json!({"nodes": nodes, "backingImages": [image],
        "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 1, "backingImage": "img"}]}));
    let v = &result.volumes[0];
    assert_eq!(placements(v), vec![("a".to_string(), "fast".to_string())]);
    let step = schedule_steps(v)[0];
    assert!(
        step.tiers[0]
            .excluded
            .iter()
            .any(|e| e.node == "b" && e.cause == ExclusionCause::BackingImageNodeTags)
    );
    let plain = disk_row(step, "a", "plain");
    assert_eq!(plain.verdict, DiskVerdict::BackingImageTagsNotFulfilled);
    assert_eq!(plain.reason.as_deref(), Some("tags not fulfilled"));
    // Naming a backing image the scenario does not have is an input error.
    let err = placement::longhorn::schedule_replicas(&scenario(json!({"nodes": [node("a", "")],
        "volumes": [{"name": "v", "size": "1Gi", "backingImage": "nope"}]})))
    .unwrap_err();
    assert_eq!(err.path, "volumes[0].backingImage");
}

#[test]
fn best_effort_auto_balance_readmits_a_used_node_whose_disk_is_under_pressure() {
    // getDiskCandidates: under ReplicaAutoBalanceBestEffort with a disk-pressure
    // percentage above 0, a used node with a disk for which IsDiskUnderPressure
    // holds is put in unusedNodes (longhorn/longhorn#11189).
    let nodes = json!([
        {"name": "a", "disks": [disk("full", "100Gi", "5Gi"), disk("roomy", "100Gi", "100Gi")]},
        {"name": "b", "ready": false, "disks": [disk("d", "100Gi", "100Gi")]}
    ]);
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2,
        "replicas": [{"name": "r1", "node": "a", "disk": "full"}]});
    let plain = one(json!({}), nodes.clone(), volume.clone());
    assert_eq!(
        plain.condition.message,
        "precheck new replica failed: disks are unavailable"
    );
    let balanced = one(
        json!({"replica-auto-balance": "best-effort"}),
        nodes.clone(),
        volume.clone(),
    );
    let new: Vec<_> = balanced
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect();
    assert_eq!(
        (new[0].node.as_deref(), new[0].disk.as_deref()),
        (Some("a"), Some("roomy"))
    );
    let step = schedule_steps(&balanced)[0];
    assert!(step.nodes[0].disk_pressure);
    let tier = step
        .tiers
        .iter()
        .find(|t| t.tier == Tier::UnusedNodes)
        .unwrap();
    assert_eq!(tier.readmitted[0].cause, ReadmissionCause::DiskPressure);
    // A pressure percentage of 0 switches it off; so does a pressure the disk is under.
    let off = one(
        json!({"replica-auto-balance": "best-effort", "replica-auto-balance-disk-pressure-percentage": 0}),
        nodes.clone(),
        volume.clone(),
    );
    assert_eq!(off.condition.status, "False");
    let lenient = one(
        json!({"replica-auto-balance": "best-effort", "replica-auto-balance-disk-pressure-percentage": 95}),
        nodes,
        volume,
    );
    assert_eq!(
        lenient.condition.status, "False",
        "5 % unused is not < 100 − 95"
    );
}

#[test]
fn replicas_with_a_node_are_already_scheduled_and_unused_failed_ones_are_refused() {
    // reconcileVolumeCondition skips r.Spec.NodeID != "" (ScheduleReplica would say
    // ErrorReplicaScheduleReplicaAlreadyScheduled); ScheduleReplica refuses a replica
    // with FailedAt set and HealthyAt empty (ErrorReplicaScheduleUnusedFailedReplicaIsNotSupported).
    let v = one(
        json!({}),
        json!([node("a", ""), node("b", "")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [
            {"name": "r1", "node": "a", "disk": "d"},
            {"name": "r2", "failedAt": 100}]}),
    );
    assert_eq!(
        skips(&v),
        vec![
            (
                "r1".to_string(),
                SkipCause::AlreadyScheduled,
                "replica already scheduled".to_string()
            ),
            (
                "r2".to_string(),
                SkipCause::UnusedFailedReplica,
                "unused failed replica is not supported".to_string()
            ),
        ]
    );
    assert_eq!(
        (v.condition.reason.as_str(), v.condition.message.as_str()),
        (
            "ReplicaSchedulingFailure",
            "unused failed replica is not supported"
        )
    );
    // Once healthy, a failed replica without a node is scheduled like any other.
    let once_healthy = one(
        json!({}),
        json!([node("a", ""), node("b", "")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [
            {"name": "r1", "node": "a", "disk": "d"},
            {"name": "r2", "failedAt": 100, "healthyAt": 50}]}),
    );
    assert_eq!(once_healthy.replicas[1].node.as_deref(), Some("b"));
}

#[test]
fn a_recorded_disk_schedulable_condition_decides_the_disk_map() {
    // FindDiskCandidates keeps a disk only when its Schedulable condition is True,
    // whatever the numbers say; the explanation keeps Fits(0, 0) beside it.
    let nodes = |recorded: bool| {
        json!([{"name": "a", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi",
                                          "schedulable": recorded}]}])
    };
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1});
    let off = one(json!({}), nodes(false), volume.clone());
    assert_eq!(
        off.condition.message,
        "precheck new replica failed: disks are unavailable"
    );
    let Some(Step::Precheck(d)) = off.steps.last() else {
        panic!("a precheck")
    };
    let row = disk_row(d, "a", "d");
    assert_eq!(row.verdict, DiskVerdict::NotSchedulable);
    assert_eq!(row.recorded_schedulable, Some(false));
    assert!(row.fits.as_ref().unwrap().fits, "the numbers disagree");
    // Recorded True on a disk the numbers reject: kept, then Fits(size, actual) says no.
    let full = json!([{"name": "a", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "10Gi",
                                                 "schedulable": true, "ready": false}]}]);
    let kept = one(json!({}), full, volume);
    assert_eq!(
        kept.condition.message,
        "precheck new replica failed: insufficient storage"
    );
}

// ------------------------------------------------- newer than v1.12: the volume topology requirement

#[test]
fn the_topology_requirement_applies_only_on_master_with_the_version_named() {
    // master: getNodeCandidates filters by types.NodeMatchesTopologyRequirement after
    // the hard-affinity pin; no match → ErrorReplicaScheduleTopologyNotSatisfied.
    let nodes = json!([node("a", "z1"), node("b", "z2"), {"name": "c", "zone": "z3", "region": "eu", "disks": [disk("d", "100Gi", "100Gi")]}]);
    let volume = |terms: Value| json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1, "topologyRequirement": terms});
    let master = |terms: Value| {
        run(json!({"longhornVersion": "master", "nodes": nodes.clone(), "volumes": [volume(terms)]}))
            .volumes
            .remove(0)
    };
    let zoned = master(json!([{"zone": "z2"}]));
    assert_eq!(nodes_of(&zoned), vec!["b"]);
    assert!(
        zoned
            .topology
            .as_deref()
            .unwrap()
            .starts_with("Longhorn master (after v1.12.1): ")
    );
    let step = schedule_steps(&zoned)[0];
    assert_eq!(step.nodes[0].verdict, NodeVerdict::OutsideTopology);
    assert_eq!(nodes_of(&master(json!([{"region": "eu"}]))), vec!["c"]);
    let nowhere = master(json!([{"zone": "z9"}]));
    assert_eq!(
        nowhere.condition.message,
        "precheck new replica failed: topology requirement cannot be satisfied"
    );
    // v1.12.1 (the default) has no topology requirement: ignored, and the explanation says so.
    let release = run(json!({"nodes": nodes, "volumes": [volume(json!([{"zone": "z9"}]))]}))
        .volumes
        .remove(0);
    assert_eq!(release.condition.status, "True");
    assert!(
        release
            .topology
            .as_deref()
            .unwrap()
            .starts_with("Longhorn v1.12.1: the volume's topology requirement is ignored")
    );
}
