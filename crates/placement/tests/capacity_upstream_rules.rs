//! Rules of the scheduler's VolumeBinding plugin pinned to upstream (issue #14, Kubernetes
//! capacity section). Each test names the upstream file and function it follows.

use placement::capacity::import::import_kubectl;
use placement::capacity::{filter_nodes, FilterInput, FilterResult};
use serde_json::{json, Value};

const BIND: &str = "node(s) didn't find available persistent volumes to bind";

/// Two nodes; a static class (`kubernetes.io/no-provisioner`, WaitForFirstConsumer) and a claim of it.
fn static_base() -> Value {
    json!({
        "cluster": {
            "nodes": [
                {"metadata": {"name": "n1", "labels": {"zone": "a"}}},
                {"metadata": {"name": "n2", "labels": {"zone": "b"}}}
            ],
            "storageClasses": [
                {"metadata": {"name": "local"}, "provisioner": "kubernetes.io/no-provisioner",
                 "volumeBindingMode": "WaitForFirstConsumer"}
            ],
            "persistentVolumeClaims": [
                {"metadata": {"name": "data"}, "spec": {"storageClassName": "local",
                 "resources": {"requests": {"storage": "10Gi"}}}}
            ],
            "persistentVolumes": []
        },
        "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
    })
}

fn run(input: &Value) -> FilterResult {
    let input: FilterInput = serde_json::from_value(input.clone()).expect("input parses");
    filter_nodes(&input).expect("input is valid")
}

fn local_pv(name: &str, claim_ref: Value, phase: &str) -> Value {
    let mut pv = json!({"metadata": {"name": name},
        "spec": {"capacity": {"storage": "20Gi"}, "storageClassName": "local"},
        "status": {"phase": phase}});
    if !claim_ref.is_null() {
        pv["spec"]["claimRef"] = claim_ref;
    }
    pv
}

// ---- 1. A PV whose claimRef names a claim that is not in the input ----

/// `component-helpers/storage/volume/pv_helpers.go`, `FindMatchingVolume`: a volume with a
/// `claimRef` that is not this claim's is skipped ("already bound or pre-bound"), whether the
/// claim it names exists or not. It is valid input, not an error.
#[test]
fn a_volume_pre_bound_or_released_to_a_claim_not_in_the_input_is_accepted_and_never_matched() {
    for (claim_ref, phase) in [
        (json!({"name": "reserved", "namespace": "default"}), "Available"),
        (json!({"name": "deleted-long-ago", "namespace": "shop"}), "Released"),
    ] {
        let mut input = static_base();
        input["cluster"]["persistentVolumes"] = json!([local_pv("pv-1", claim_ref, phase)]);
        let result = run(&input);
        assert!(result.feasible_nodes.is_empty());
        for node in &result.nodes {
            assert_eq!(node.reasons, vec![BIND.to_string()], "{phase}");
        }
        // The same volume without a claimRef is matched: the claimRef alone kept it out.
        let mut free = static_base();
        free["cluster"]["persistentVolumes"] = json!([local_pv("pv-1", Value::Null, "Available")]);
        assert_eq!(run(&free).feasible_nodes, ["n1", "n2"]);
    }
}

/// The import keeps such a volume, as `filterNodes` accepts it, with a note; the verdict through
/// the import is the verdict of the same objects given to `filterNodes`.
#[test]
fn the_import_keeps_a_volume_whose_claim_was_not_pasted_and_agrees_with_filter_nodes() {
    let text = "apiVersion: v1\nkind: List\nitems:\n\
- apiVersion: v1\n  kind: Node\n  metadata: {name: n1, labels: {zone: a}}\n\
- apiVersion: storage.k8s.io/v1\n  kind: StorageClass\n  metadata: {name: local}\n  provisioner: kubernetes.io/no-provisioner\n  volumeBindingMode: WaitForFirstConsumer\n\
- apiVersion: v1\n  kind: PersistentVolumeClaim\n  metadata: {name: data, namespace: default}\n  spec: {storageClassName: local, resources: {requests: {storage: 10Gi}}}\n\
- apiVersion: v1\n  kind: PersistentVolume\n  metadata: {name: pv-old}\n  spec: {capacity: {storage: 20Gi}, storageClassName: local, claimRef: {name: gone, namespace: shop}}\n  status: {phase: Released}\n\
- apiVersion: v1\n  kind: Pod\n  metadata: {name: web, namespace: default}\n  spec: {volumes: [{name: d, persistentVolumeClaim: {claimName: data}}]}\n";
    let import = import_kubectl(text).unwrap();
    assert_eq!(import.cluster.persistent_volumes.len(), 1);
    assert!(import.skipped.is_empty(), "{:?}", import.skipped);
    assert!(import.notes.iter().any(|n| n
        == "PersistentVolume pv-old: its claimRef names claim shop/gone, which was not pasted (the volume is \
            Released: pre-bound, or Released after its claim was deleted). The volume is kept, and the scheduler \
            never matches it to another claim."));
    let through_import = filter_nodes(&import.filter_input(0).unwrap()).unwrap();
    let direct: FilterInput = serde_json::from_value(json!({
        "cluster": serde_json::to_value(&import.cluster).unwrap(),
        "pod": serde_json::to_value(&import.pods[0].pod).unwrap(),
    }))
    .unwrap();
    assert_eq!(through_import, filter_nodes(&direct).unwrap());
    assert_eq!(through_import.nodes[0].reasons, vec![BIND.to_string()]);
}
