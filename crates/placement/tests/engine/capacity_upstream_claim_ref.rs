//! Issue #37, items 12 and 13: which PersistentVolume is a claim's, read from
//! kubernetes/kubernetes master (`staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go`,
//! the same functions since v1.29), and the FailedScheduling event's PostFilter text
//! (`pkg/scheduler/framework/types.go` `FitError.Error`,
//! `pkg/scheduler/framework/preemption/preemption.go`, v1.33+). Each input here was
//! answered differently before #37.

use placement::capacity::import::import_kubectl;
use placement::capacity::{FilterInput, FilterResult, filter_nodes};
use serde_json::{Value, json};

const BIND: &str = "node(s) didn't find available persistent volumes to bind";

/// One node, a static class, a claim `shop/data` with UID `uid-new`, and `volumes`.
fn with_volumes(volumes: Value) -> Value {
    json!({
        "cluster": {
            "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}}],
            "storageClasses": [{"metadata": {"name": "local"}, "provisioner": "kubernetes.io/no-provisioner",
                                "volumeBindingMode": "WaitForFirstConsumer"}],
            "persistentVolumeClaims": [{"metadata": {"name": "data", "namespace": "shop", "uid": "uid-new"},
                "spec": {"storageClassName": "local", "resources": {"requests": {"storage": "10Gi"}}}}],
            "persistentVolumes": volumes
        },
        "pod": {"metadata": {"name": "web", "namespace": "shop"},
                "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
    })
}

fn pv(claim_ref: Value, phase: Value) -> Value {
    let mut pv = json!({"metadata": {"name": "pv-1"},
        "spec": {"capacity": {"storage": "20Gi"}, "storageClassName": "local"},
        "status": {"phase": phase}});
    if !claim_ref.is_null() {
        pv["spec"]["claimRef"] = claim_ref;
    }
    pv
}

fn run(input: &Value) -> FilterResult {
    let input: FilterInput = serde_json::from_value(input.clone()).expect("input parses");
    filter_nodes(&input).expect("input is valid")
}

fn detail(r: &FilterResult) -> &str {
    &r.nodes[0].claims[0].detail
}

/// `IsVolumeBoundToClaim`: "If claim.UID is present in volume.Spec.ClaimRef, it must
/// be equal too." A Released volume of a claim deleted and created again under the
/// same name names the old UID: `FindMatchingVolume` skips it as another claim's.
#[test]
fn a_released_volume_of_a_recreated_claim_is_not_its_volume() {
    let old = json!({"name": "data", "namespace": "shop", "uid": "uid-old"});
    let r = run(&with_volumes(json!([pv(old, json!("Released"))])));
    assert!(r.feasible_nodes.is_empty());
    assert_eq!(r.nodes[0].reasons[0], BIND);
    // The same volume naming the claim's UID is its pre-bound volume, whatever its phase.
    let same = json!({"name": "data", "namespace": "shop", "uid": "uid-new"});
    let r = run(&with_volumes(json!([pv(same, json!("Released"))])));
    assert_eq!(r.feasible_nodes, ["n1"]);
    assert_eq!(detail(&r), "matches persistentvolume \"pv-1\" (20 GiB)");
}

/// The refused volume is named beside the result: the claim's why would otherwise say only
/// that no volume matched, while a volume names the claim (issue 37: the capacity lab's PV
/// editor sets a PV's claimRef UID).
#[test]
fn a_volume_pre_bound_under_another_uid_is_named_in_a_note() {
    let old = json!({"name": "data", "namespace": "shop", "uid": "uid-old"});
    let r = run(&with_volumes(json!([pv(old, json!("Released"))])));
    let note = r
        .note_messages
        .iter()
        .find(|m| m.id == "import-cap-filter-claim-ref-other-uid")
        .expect("the note");
    assert_eq!(
        (note.text("name"), note.text("uid"), note.text("claimUid")),
        (Some("pv-1"), Some("uid-old"), Some("uid-new"))
    );
    assert!(r.notes.iter().any(|n| n.starts_with("PersistentVolume pv-1 is pre-bound to claim shop/data with UID uid-old, but the claim's UID is uid-new")));
    // The claim's own UID, or none in the claimRef: no note.
    for claim_ref in [
        json!({"name": "data", "namespace": "shop", "uid": "uid-new"}),
        json!({"name": "data", "namespace": "shop"}),
    ] {
        let r = run(&with_volumes(json!([pv(claim_ref, json!("Available"))])));
        assert!(
            r.note_messages
                .iter()
                .all(|m| !m.id.starts_with("import-cap-filter-claim-ref")),
            "{:?}",
            r.note_messages
        );
    }
    // A claim without a UID (a hand-written input): refused too, and said so.
    let mut input = with_volumes(json!([pv(
        json!({"name": "data", "namespace": "shop", "uid": "uid-old"}),
        json!("Bound")
    )]));
    input["cluster"]["persistentVolumeClaims"][0]["metadata"]
        .as_object_mut()
        .unwrap()
        .remove("uid");
    let r = run(&input);
    assert!(
        r.note_messages
            .iter()
            .any(|m| m.id == "import-cap-filter-claim-ref-uid-claim-has-none")
    );
}

/// `IsVolumeBoundToClaim` compares `claim.Namespace != volume.Spec.ClaimRef.Namespace`
/// exactly: a claimRef without a namespace names no claim (there is no defaulting).
#[test]
fn a_claim_ref_namespace_is_compared_exactly() {
    let r = run(&with_volumes(json!([pv(
        json!({"name": "data"}),
        json!("Available")
    )])));
    assert!(
        r.feasible_nodes.is_empty(),
        "before #37 an absent namespace counted as default"
    );
    let mut input = with_volumes(json!([pv(
        json!({"name": "data", "namespace": "default"}),
        json!("Available")
    )]));
    input["cluster"]["persistentVolumeClaims"][0]["metadata"]["namespace"] = json!("default");
    input["pod"]["metadata"]["namespace"] = json!("default");
    assert_eq!(run(&input).feasible_nodes, ["n1"]);
}

/// `FindMatchingVolume`: `if volume.Status.Phase != v1.VolumeAvailable { continue }` for a
/// volume without claimRef; an absent phase is "" and is skipped too.
#[test]
fn an_unbound_volume_is_matched_only_when_available() {
    for phase in [
        json!(null),
        json!("Pending"),
        json!("Released"),
        json!("Failed"),
    ] {
        let r = run(&with_volumes(json!([pv(Value::Null, phase.clone())])));
        assert!(r.feasible_nodes.is_empty(), "phase {phase}");
    }
    let r = run(&with_volumes(json!([pv(Value::Null, json!("Available"))])));
    assert_eq!(r.feasible_nodes, ["n1"]);
}

/// The imports carry `claimRef.uid`, the claim's `metadata.uid` and `status.phase`, and
/// say why a volume naming another UID is never the claim's.
#[test]
fn the_import_carries_uids_and_phases_and_notes_a_recreated_claim() {
    let text = r#"
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data, namespace: shop, uid: uid-new}
spec: {storageClassName: local, resources: {requests: {storage: 10Gi}}}
---
apiVersion: v1
kind: PersistentVolume
metadata: {name: pv-1}
spec:
  capacity: {storage: 20Gi}
  storageClassName: local
  claimRef: {name: data, namespace: shop, uid: uid-old}
status: {phase: Released}
"#;
    let imported = import_kubectl(text).expect("import");
    let pv = &imported.cluster.persistent_volumes[0];
    assert_eq!(
        pv.spec.claim_ref.as_ref().unwrap().uid.as_deref(),
        Some("uid-old")
    );
    assert_eq!(pv.status.phase.as_deref(), Some("Released"));
    assert_eq!(
        imported.cluster.persistent_volume_claims[0]
            .metadata
            .uid
            .as_deref(),
        Some("uid-new")
    );
    assert!(
        imported
            .note_messages
            .iter()
            .any(|m| m.id == "import-cap-volume-claim-ref-other-uid"),
        "{:?}",
        imported.notes
    );
}

/// The FailedScheduling event as kube-scheduler prints it with its default plugins:
/// `FitError.Error()` appends the PostFilter message; DefaultPreemption finds every node
/// `UnschedulableAndUnresolvable` (VolumeBinding's Filter and PreFilter statuses), so
/// "Preemption is not helpful for scheduling" on all of them, prefixed `preemption: `.
#[test]
fn the_event_ends_with_the_default_post_filter_text() {
    let r = run(&with_volumes(json!([])));
    assert_eq!(
        r.event_message.as_deref(),
        Some(
            "0/1 nodes are available: 1 node(s) didn't find available persistent volumes to bind. \
             preemption: 0/1 nodes are available: 1 Preemption is not helpful for scheduling."
        )
    );
    // A PreFilter rejection gets the same PostFilter text (every node is unresolvable).
    let mut input = with_volumes(json!([]));
    input["pod"]["spec"]["volumes"][0]["persistentVolumeClaim"]["claimName"] = json!("nope");
    assert_eq!(
        run(&input).event_message.as_deref(),
        Some(
            "0/1 nodes are available: persistentvolumeclaim \"nope\" not found. \
             preemption: 0/1 nodes are available: 1 Preemption is not helpful for scheduling."
        )
    );
}

/// A PersistentVolume pre-bound to a claim that is not bound yet, pasted from kubectl (issue
/// 37): `FindMatchingVolume` (pv_helpers.go) takes a volume `IsVolumeBoundToClaim` says is the
/// claim's before any other — on worker-2, which its node affinity allows — and on a node its
/// affinity rejects returns no volume at all, even where an unclaimed volume of the class
/// would fit (worker-3's `local-pv-spare`): with no provisioner the claim cannot bind there.
/// The import keeps the volume and its claimRef as the cluster has them.
#[test]
fn a_pasted_volume_pre_bound_to_an_unbound_claim_is_its_volume() {
    let text = include_str!("../fixtures/kubectl/capacity/pre-bound.yaml");
    let import = import_kubectl(text).expect("the paste imports");
    let pv = import
        .cluster
        .persistent_volumes
        .iter()
        .find(|pv| pv.metadata.name == "local-pv-db-0")
        .expect("the pre-bound volume is kept");
    let claim = &import.cluster.persistent_volume_claims[0];
    assert!(claim.volume_name().is_empty() && pv.is_bound_to(claim));
    let r = filter_nodes(&import.filter_input(0).expect("the pod db-0")).unwrap();
    let verdicts: Vec<(&str, Vec<&str>)> = r
        .nodes
        .iter()
        .map(|n| {
            (
                n.node.as_str(),
                n.reasons.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        verdicts,
        [
            ("worker-1", vec![BIND]),
            ("worker-2", vec![]),
            ("worker-3", vec![BIND])
        ]
    );
    assert_eq!(r.feasible_nodes, ["worker-2"]);
    assert!(
        r.nodes[1].claims[0].detail.contains("local-pv-db-0"),
        "{}",
        r.nodes[1].claims[0].detail
    );

    // Without the claimRef the same volume is one more unclaimed volume: worker-3's spare
    // (the smallest that fits there) is matched too.
    let unclaimed = text.replace("    claimRef:\n      apiVersion: v1\n      kind: PersistentVolumeClaim\n      name: data-db-0\n      namespace: shop\n", "");
    assert_ne!(unclaimed, text);
    let r = filter_nodes(&import_kubectl(&unclaimed).unwrap().filter_input(0).unwrap()).unwrap();
    assert_eq!(r.feasible_nodes, ["worker-2", "worker-3"]);
}
