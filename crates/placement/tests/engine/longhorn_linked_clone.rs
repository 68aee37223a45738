//! Linked-clone volumes (issue #14), pinned to longhorn-manager v1.12.x and
//! master, `scheduler/replica_scheduler.go`: `FindDiskCandidates` with
//! `buildLinkedCloneSrcNodeDiskMap` (only nodes and disks of healthy source
//! replicas, before `getNodeCandidates`; none → `linked clone replica cannot
//! be satisfied`) and `IsReplicaReusable` (a failed clone replica only beside
//! its healthy source replica). v1.11 differs and the note says how.


use crate::longhorn_common::*;
use placement::longhorn::import::import_kubectl;
use placement::longhorn::{
    DiskVerdict, NodeVerdict, ReplicaState, Step, VolumeResult, schedule_replicas,
};
use serde_json::{Value, json};

/// Three nodes a, b, c with disks d1 and d2 each.
fn nodes() -> Value {
    let two = |n: &str| json!({"name": n, "disks": [disk("d1", "100Gi", "100Gi"), disk("d2", "100Gi", "100Gi")]});
    json!([two("a"), two("b"), two("c")])
}

fn source(replicas: Value) -> Value {
    json!({"name": "src", "size": "1Gi", "numberOfReplicas": 2, "replicas": replicas})
}

fn healthy(name: &str, node: &str, disk: &str) -> Value {
    json!({"name": name, "node": node, "disk": disk, "healthyAt": 10})
}

fn clone(replicas: usize, extra: Value) -> Value {
    let mut v = json!({"name": "cl", "size": "1Gi", "numberOfReplicas": replicas,
                       "cloneMode": "linked-clone", "dataSource": "vol://src"});
    if let (Some(v), Some(extra)) = (v.as_object_mut(), extra.as_object()) {
        v.extend(extra.clone());
    }
    v
}

/// Schedules `src` (from `src_replicas`) and the clone; returns the clone's result.
fn clone_result(src_replicas: Value, clone_volume: Value, settings: Value) -> VolumeResult {
    run(json!({"settings": settings, "nodes": nodes(), "volumes": [source(src_replicas), clone_volume]}))
        .volumes
        .remove(1)
}

#[test]
fn a_linked_clone_goes_only_to_disks_of_healthy_source_replicas() {
    // buildLinkedCloneSrcNodeDiskMap: NodeID and DiskID set, not failed, healthyAt
    // set, not being evicted. Nodes without such a replica leave the node map,
    // and on the nodes kept only those disks are in the disk map.
    let v = clone_result(
        json!([healthy("s1", "a", "d2"), healthy("s2", "b", "d1")]),
        clone(2, json!({})),
        json!({}),
    );
    let mut placed = placements(&v);
    placed.sort();
    assert_eq!(
        placed,
        vec![("a".into(), "d2".into()), ("b".into(), "d1".into())]
    );
    let step = schedule_steps(&v)[0];
    assert_eq!(first_verdict(&v, "c"), NodeVerdict::NotCloneSource);
    assert_eq!(
        disk_row(step, "a", "d1").verdict,
        DiskVerdict::NotCloneSource
    );
    assert_eq!(
        disk_row(step, "c", "d1").verdict,
        DiskVerdict::NodeNotCandidate
    );
    assert!(v
        .linked_clone
        .as_deref()
        .unwrap()
        .starts_with("Linked clone of src: its replicas go only to disks that hold a healthy replica of src (s1 on a/d2, s2 on b/d1)"));
}

#[test]
fn failed_never_healthy_and_evicting_source_replicas_are_not_sources() {
    let src = json!([
        {"name": "s1", "node": "a", "disk": "d1", "healthyAt": 10, "failedAt": 20},
        {"name": "s2", "node": "b", "disk": "d1"},
        {"name": "s3", "node": "c", "disk": "d1", "healthyAt": 10, "evictionRequested": true},
    ]);
    let v = clone_result(src, clone(1, json!({})), json!({}));
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: linked clone replica cannot be satisfied"
    );
    for n in ["a", "b", "c"] {
        assert_eq!(first_verdict(&v, n), NodeVerdict::NotCloneSource, "{n}");
    }
    assert!(
        v.linked_clone
            .as_deref()
            .unwrap()
            .contains("(none: it has no healthy replica)")
    );
    // The answer first: the linked clone is why (not "no node can take replicas").
    assert_eq!(v.answers[0].answer.id, "longhorn-unscheduled-linked-clone");
}

#[test]
fn a_source_volume_missing_from_the_scenario_leaves_nothing_to_place_on() {
    // ListVolumeReplicasRO of a volume that does not exist lists nothing.
    let result = run(
        json!({"nodes": nodes(), "volumes": [clone(1, json!({"dataSource": "snap://gone/snap-1"}))]}),
    );
    let v = &result.volumes[0];
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: linked clone replica cannot be satisfied"
    );
    assert!(
        v.linked_clone
            .as_deref()
            .unwrap()
            .starts_with("Linked clone of gone: gone is not in the scenario")
    );
}

#[test]
fn a_named_source_replica_is_the_only_place_while_it_is_healthy() {
    // LinkedCloneSrcReplicaName set: only that replica's node and disk (hard constraint).
    let src = json!([healthy("s1", "a", "d1"), healthy("s2", "b", "d2")]);
    let pinned = |src_name: &str| {
        clone(
            1,
            json!({"replicas": [{"name": "cl-r", "linkedCloneSrcReplicaName": src_name}]}),
        )
    };
    let v = clone_result(src.clone(), pinned("s2"), json!({}));
    assert_eq!(placements(&v), vec![("b".into(), "d2".into())]);
    assert_eq!(first_verdict(&v, "a"), NodeVerdict::NotCloneSource);
    // The named replica failed: no place at all, though s1 is healthy.
    let failed = json!([healthy("s1", "a", "d1"), {"name": "s2", "node": "b", "disk": "d2", "healthyAt": 10, "failedAt": 30}]);
    let v = clone_result(failed, pinned("s2"), json!({}));
    // An existing replica's ScheduleReplica failure: the reason alone.
    assert_eq!(
        v.condition.message,
        "linked clone replica cannot be satisfied"
    );
}

#[test]
fn the_source_filter_comes_before_the_strict_local_pin() {
    // FindDiskCandidates filters the node map before getNodeCandidates applies the
    // hard node affinity: attached to c, which holds no source replica, the
    // strict-local replica finds its pinned node gone.
    let strict = clone(
        1,
        json!({"dataLocality": "strict-local", "attachedNode": "c"}),
    );
    let v = clone_result(json!([healthy("s1", "a", "d1")]), strict, json!({}));
    assert!(
        v.condition
            .message
            .ends_with("hard affinity cannot be satisfied"),
        "{}",
        v.condition.message
    );
    assert_eq!(first_verdict(&v, "c"), NodeVerdict::NotCloneSource);
    let on_source = clone(
        1,
        json!({"dataLocality": "strict-local", "attachedNode": "a"}),
    );
    let v = clone_result(json!([healthy("s1", "a", "d1")]), on_source, json!({}));
    assert_eq!(placements(&v), vec![("a".into(), "d1".into())]);
}

#[test]
fn a_failed_clone_replica_is_reused_only_beside_its_healthy_source_replica() {
    // IsReplicaReusable: LinkedCloneSrcReplicaName set → the source replica must be on
    // the same node and disk, not failed, and healthy once.
    let failed_clone = |src: &str| {
        clone(
            2,
            json!({"attachedNode": "b", "replicas": [
            {"name": "cl-ok", "node": "b", "disk": "d1", "healthyAt": 5, "linkedCloneSrcReplicaName": "s2"},
            {"name": "cl-bad", "node": "a", "disk": "d1", "healthyAt": 5, "failedAt": 40, "linkedCloneSrcReplicaName": src}]}),
        )
    };
    let settings = json!({"replica-replenishment-wait-interval": 0});
    let src = json!([healthy("s1", "a", "d1"), healthy("s2", "b", "d1")]);
    let beside = clone_result(src.clone(), failed_clone("s1"), settings.clone());
    assert!(reused(&beside).contains(&Some("cl-bad".to_string())));
    // Parented to s2, which is on b: not beside it, so not reused.
    let apart = clone_result(src, failed_clone("s2"), settings);
    let considered: Vec<_> = apart
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Reuse(r) => Some(r.considered.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    let bad = considered
        .iter()
        .find(|c| c.replica == "cl-bad")
        .expect("considered");
    assert!(!bad.reusable);
    assert_eq!(
        bad.why_not.as_deref(),
        Some("its source replica s2 is not on the same disk")
    );
    assert!(!reused(&apart).contains(&Some("cl-bad".to_string())));
}

#[test]
fn a_full_copy_clone_is_scheduled_as_any_volume() {
    let v = clone_result(
        json!([healthy("s1", "a", "d1")]),
        clone(3, json!({"cloneMode": "full-copy"})),
        json!({}),
    );
    assert_eq!(
        v.replicas
            .iter()
            .filter(|r| r.state == ReplicaState::New)
            .count(),
        3
    );
    assert!(v.linked_clone.is_none());
}

#[test]
fn bad_clone_fields_are_input_errors_naming_the_field() {
    let err = |volumes: Value| {
        let s = scenario(json!({"nodes": nodes(), "volumes": volumes}));
        schedule_replicas(&s)
            .err()
            .expect("an input error")
            .to_string()
    };
    let e = err(json!([clone(1, json!({"dataSource": "volume/src"}))]));
    assert!(e.starts_with("volumes[0].dataSource"), "{e}");
    assert!(
        e.contains("must be vol://<volume> or snap://<volume>/<snapshot>"),
        "{e}"
    );
    let e = err(json!([{"name": "cl", "size": "1Gi", "cloneMode": "linked-clone"}]));
    assert!(e.starts_with("volumes[0].cloneMode"), "{e}");
    let e = err(json!([
        source(json!([healthy("s1", "a", "d1")])),
        clone(
            1,
            json!({"replicas": [{"name": "r", "linkedCloneSrcReplicaName": "s9"}]})
        )
    ]));
    assert!(
        e.starts_with("volumes[1].replicas[0].linkedCloneSrcReplicaName"),
        "{e}"
    );
    assert!(
        e.contains("is not a replica of the source volume src"),
        "{e}"
    );
}

#[test]
fn the_import_reads_clone_fields_and_drops_a_link_to_a_replica_not_pasted() {
    let text = r#"
apiVersion: v1
kind: List
items:
- apiVersion: longhorn.io/v1beta2
  kind: Node
  metadata: {name: a}
  spec:
    disks:
      d1: {path: /d1, allowScheduling: true, storageReserved: 0}
  status:
    conditions: [{type: Ready, status: "True"}, {type: Schedulable, status: "True"}]
    diskStatus:
      d1: {diskUUID: u1, storageMaximum: 107374182400, storageAvailable: 107374182400, conditions: [{type: Ready, status: "True"}, {type: Schedulable, status: "True"}]}
- apiVersion: longhorn.io/v1beta2
  kind: Volume
  metadata: {name: src}
  spec: {size: "1073741824", numberOfReplicas: 1}
- apiVersion: longhorn.io/v1beta2
  kind: Volume
  metadata: {name: cl}
  spec: {size: "1073741824", numberOfReplicas: 1, cloneMode: linked-clone, dataSource: "vol://src"}
- apiVersion: longhorn.io/v1beta2
  kind: Replica
  metadata: {name: s1}
  spec: {volumeName: src, nodeID: a, diskID: u1, healthyAt: "2026-01-01T00:00:00Z"}
- apiVersion: longhorn.io/v1beta2
  kind: Replica
  metadata: {name: cl-r}
  spec: {volumeName: cl, linkedCloneSrcReplicaName: s-gone}
"#;
    let import = import_kubectl(text).expect("imports");
    let cl = &import.scenario.volumes[1];
    assert_eq!(cl.data_source.as_deref(), Some("vol://src"));
    assert_eq!(
        serde_json::to_value(cl.clone_mode).unwrap(),
        json!("linked-clone")
    );
    assert_eq!(cl.replicas[0].linked_clone_src_replica_name, None);
    assert!(
        notes(&import)
            .iter()
            .any(|n| n.starts_with("Replica cl-r: its source replica s-gone"))
    );
    // What it imported runs: the clone's replica goes beside s1.
    let result = schedule_replicas(&import.scenario).expect("runnable");
    assert_eq!(
        placements(&result.volumes[1]),
        vec![("a".into(), "d1".into())]
    );
}
