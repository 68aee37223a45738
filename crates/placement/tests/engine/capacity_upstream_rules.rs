//! Rules of the scheduler's VolumeBinding plugin pinned to upstream (issue #14, Kubernetes
//! capacity section). Each test names the upstream file and function it follows.

use placement::capacity::import::import_kubectl;
use placement::capacity::{FilterInput, FilterResult, filter_nodes};
use serde_json::{Value, json};

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
        (
            json!({"name": "reserved", "namespace": "default"}),
            "Available",
        ),
        (
            json!({"name": "deleted-long-ago", "namespace": "shop"}),
            "Released",
        ),
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

// ---- 2. Generic ephemeral volumes belong to their pod by UID ----

const POD_UID: &str = "0c6f1d3e-5b2a-4c1e-9f00-000000000001";

/// A pod `web` (with `metadata.uid`) with one generic ephemeral volume `scratch`, and the claim
/// `web-scratch` with the given owner references (`Value::Null` = the claim does not exist).
fn ephemeral_input(owners: Value) -> Value {
    let mut input = json!({
        "cluster": {
            "nodes": [{"metadata": {"name": "n1"}}],
            "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
                                "volumeBindingMode": "WaitForFirstConsumer"}],
            "persistentVolumeClaims": []
        },
        "pod": {"metadata": {"name": "web", "namespace": "shop", "uid": POD_UID},
                "spec": {"volumes": [{"name": "scratch", "ephemeral": {"volumeClaimTemplate": {"spec": {
                    "storageClassName": "fast", "resources": {"requests": {"storage": "1Gi"}}}}}}]}}
    });
    if !owners.is_null() {
        input["cluster"]["persistentVolumeClaims"] = json!([{
            "metadata": {"name": "web-scratch", "namespace": "shop", "ownerReferences": owners},
            "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "1Gi"}}}}]);
    }
    input
}

const NOT_OWNER: &str = "PVC shop/web-scratch was not created for pod shop/web (pod is not owner)";

/// `component-helpers/storage/ephemeral/ephemeral.go`, `VolumeIsForPod`, called from
/// `volume_binding.go` `podHasPVCs` in PreFilter: the claim's controller owner reference must
/// carry the pod's UID (`metav1.IsControlledBy` compares the UID only).
#[test]
fn an_ephemeral_claim_controlled_by_the_pod_uid_is_the_pods() {
    let owner = json!([{"apiVersion": "v1", "kind": "Pod", "name": "web", "uid": POD_UID, "controller": true}]);
    let result = run(&ephemeral_input(owner));
    assert_eq!(result.prefilter.message, None);
    assert_eq!(result.feasible_nodes, ["n1"]);
    // Kind and name are not compared, only the UID: a reference with another name still counts.
    let renamed =
        json!([{"kind": "Pod", "name": "web-old-name", "uid": POD_UID, "controller": true}]);
    assert_eq!(run(&ephemeral_input(renamed)).feasible_nodes, ["n1"]);
}

/// Same functions: no owner, an owner that is not the controller, or a controller with another
/// UID (a claim left from an earlier pod of the same name) rejects the pod in PreFilter with the
/// verbatim message, as an UnschedulableAndUnresolvable status.
#[test]
fn an_ephemeral_claim_not_controlled_by_the_pod_uid_rejects_the_pod() {
    for owners in [
        json!([]),
        json!([{"kind": "Pod", "name": "web", "uid": POD_UID}]),
        json!([{"kind": "Pod", "name": "web", "uid": POD_UID, "controller": false}]),
        json!([{"kind": "Pod", "name": "web", "uid": "an-earlier-web", "controller": true}]),
        // The first controller reference decides (`GetControllerOf`).
        json!([{"kind": "StatefulSet", "name": "x", "uid": "other", "controller": true},
               {"kind": "Pod", "name": "web", "uid": POD_UID, "controller": true}]),
    ] {
        let result = run(&ephemeral_input(owners.clone()));
        assert_eq!(
            result.prefilter.message.as_deref(),
            Some(NOT_OWNER),
            "{owners}"
        );
        assert_eq!(
            result.event_message.as_deref(),
            Some(format!("0/1 nodes are available: {NOT_OWNER}. preemption: 0/1 nodes are available: 1 Preemption is not helpful for scheduling.").as_str())
        );
        assert!(result.feasible_nodes.is_empty());
    }
}

/// `volume_binding.go`, `podHasPVCs`: a missing ephemeral claim is the ephemeral volume
/// controller's job, not an error of the pod: "waiting for ephemeral volume controller …".
#[test]
fn a_missing_ephemeral_claim_waits_for_the_ephemeral_volume_controller() {
    let result = run(&ephemeral_input(Value::Null));
    assert_eq!(
        result.prefilter.message.as_deref(),
        Some(
            "waiting for ephemeral volume controller to create the persistentvolumeclaim \"web-scratch\""
        )
    );
}

/// The import reads `metadata.uid` of pods and the owner references' `uid`, so a pasted pod and
/// its ephemeral claim are matched as the scheduler matches them.
#[test]
fn the_import_reads_pod_uids_and_owner_reference_uids() {
    let text = |owner_uid: &str| {
        format!(
            "apiVersion: v1\nkind: List\nitems:\n\
- apiVersion: v1\n  kind: Node\n  metadata: {{name: n1}}\n\
- apiVersion: storage.k8s.io/v1\n  kind: StorageClass\n  metadata: {{name: fast}}\n  provisioner: csi.example.com\n  volumeBindingMode: WaitForFirstConsumer\n\
- apiVersion: v1\n  kind: PersistentVolumeClaim\n  metadata:\n    name: web-scratch\n    namespace: shop\n    ownerReferences:\n    - {{apiVersion: v1, kind: Pod, name: web, uid: {owner_uid}, controller: true, blockOwnerDeletion: true}}\n  spec: {{storageClassName: fast, resources: {{requests: {{storage: 1Gi}}}}}}\n\
- apiVersion: v1\n  kind: Pod\n  metadata: {{name: web, namespace: shop, uid: {POD_UID}}}\n  spec:\n    volumes:\n    - name: scratch\n      ephemeral: {{volumeClaimTemplate: {{spec: {{storageClassName: fast, resources: {{requests: {{storage: 1Gi}}}}}}}}}}\n"
        )
    };
    let owned = import_kubectl(&text(POD_UID)).unwrap();
    assert_eq!(owned.pods[0].pod.metadata.uid.as_deref(), Some(POD_UID));
    let result = filter_nodes(&owned.filter_input(0).unwrap()).unwrap();
    assert_eq!(result.feasible_nodes, ["n1"]);
    let stale = import_kubectl(&text("an-earlier-web")).unwrap();
    let result = filter_nodes(&stale.filter_input(0).unwrap()).unwrap();
    assert_eq!(result.prefilter.message.as_deref(), Some(NOT_OWNER));
}

// ---- 3. PV node affinity is checked against node labels only ----

/// A bound claim `data` whose PV `local-1` has the given node selector terms.
fn bound_to_pv_with_terms(terms: Value) -> Value {
    let mut input = static_base();
    input["cluster"]["persistentVolumeClaims"] = json!([{
        "metadata": {"name": "data", "annotations": {"pv.kubernetes.io/bind-completed": "yes"}},
        "spec": {"storageClassName": "local", "volumeName": "local-1", "resources": {"requests": {"storage": "10Gi"}}}}]);
    input["cluster"]["persistentVolumes"] = json!([{
        "metadata": {"name": "local-1"},
        "spec": {"capacity": {"storage": "10Gi"}, "storageClassName": "local",
                 "claimRef": {"name": "data", "namespace": "default"},
                 "nodeAffinity": {"required": {"nodeSelectorTerms": terms}}},
        "status": {"phase": "Bound"}}]);
    input
}

const CONFLICT: &str = "node(s) had volume node affinity conflict";

/// `component-helpers/storage/volume/helpers.go`, `CheckNodeAffinity`: the terms are matched
/// (`corev1.MatchNodeSelectorTerms`) against `&v1.Node{ObjectMeta: {Labels: nodeLabels}}` — a
/// node without a name. So `metadata.name In [n1]` never holds, even on n1, and
/// `metadata.name NotIn [n1]` holds on every node, n1 included. The result names the term.
#[test]
fn a_pv_match_fields_term_sees_no_node_name() {
    let in_n1 =
        json!([{"matchFields": [{"key": "metadata.name", "operator": "In", "values": ["n1"]}]}]);
    let result = run(&bound_to_pv_with_terms(in_n1));
    for node in &result.nodes {
        assert_eq!(node.reasons, vec![CONFLICT.to_string()], "{}", node.node);
    }
    assert_eq!(
        result.notes,
        vec!["PersistentVolume local-1: nodeAffinity.required.nodeSelectorTerms[0].matchFields[0] (metadata.name In \
              [n1]) is checked as the scheduler checks it (CheckNodeAffinity): against the node's labels only, where \
              metadata.name is empty, so this requirement never holds."
            .to_string()]
    );
    let not_in_n1 =
        json!([{"matchFields": [{"key": "metadata.name", "operator": "NotIn", "values": ["n1"]}]}]);
    let result = run(&bound_to_pv_with_terms(not_in_n1));
    assert_eq!(result.feasible_nodes, ["n1", "n2"]);
    assert!(result.notes[0].ends_with("so this requirement holds on every node."));
    // A label term beside it still works: terms are ORed.
    let either = json!([
        {"matchFields": [{"key": "metadata.name", "operator": "In", "values": ["n1"]}]},
        {"matchExpressions": [{"key": "zone", "operator": "In", "values": ["b"]}]}]);
    assert_eq!(run(&bound_to_pv_with_terms(either)).feasible_nodes, ["n2"]);
}

/// `FindMatchingVolume` calls the same `CheckNodeAffinity` for unbound claims: a free PV with a
/// `matchFields In` term is never matched.
#[test]
fn a_free_pv_with_a_match_fields_term_is_never_matched() {
    let mut input = static_base();
    input["cluster"]["persistentVolumes"] = json!([{
        "metadata": {"name": "local-1"},
        "spec": {"capacity": {"storage": "20Gi"}, "storageClassName": "local",
                 "nodeAffinity": {"required": {"nodeSelectorTerms": [
                    {"matchFields": [{"key": "metadata.name", "operator": "In", "values": ["n1"]}]}]}}}}]);
    let result = run(&input);
    assert!(result.feasible_nodes.is_empty());
    assert_eq!(result.nodes[0].reasons, vec![BIND.to_string()]);
    assert_eq!(result.notes.len(), 1);
}

// ---- 4. Objects naming a StorageClass that is not in the input ----

/// A WaitForFirstConsumer class `fast` on an opted-in driver, three nodes, one claim `data`.
fn fast_base() -> Value {
    json!({
        "cluster": {
            "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}},
                      {"metadata": {"name": "n2", "labels": {"zone": "b"}}}],
            "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
                                "volumeBindingMode": "WaitForFirstConsumer"}],
            "csiDrivers": [{"metadata": {"name": "csi.example.com"}, "spec": {"storageCapacity": true}}],
            "csiStorageCapacities": [
                {"metadata": {"name": "a", "namespace": "kube-system"}, "storageClassName": "fast",
                 "nodeTopology": {"matchLabels": {"zone": "a"}}, "capacity": "100Gi"}],
            "persistentVolumeClaims": [{"metadata": {"name": "data"},
                "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "10Gi"}}}}]
        },
        "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
    })
}

/// `binder.go`, `hasEnoughCapacity`: the capacity objects are listed for the claim's class only,
/// so an object of a class that does not exist is never read. It is not an input error; the
/// result says it is ignored, and the verdicts are those without it.
#[test]
fn a_capacity_object_of_a_class_not_in_the_input_is_ignored_with_a_note() {
    let without = run(&fast_base());
    let mut input = fast_base();
    input["cluster"]["csiStorageCapacities"]
        .as_array_mut()
        .unwrap()
        .push(json!(
        {"metadata": {"name": "old", "namespace": "kube-system"}, "storageClassName": "retired",
         "nodeTopology": {}, "capacity": "1Ti"}));
    let with = run(&input);
    assert_eq!(with.nodes, without.nodes);
    assert_eq!(with.feasible_nodes, ["n1"]);
    assert_eq!(
        with.notes,
        vec!["CSIStorageCapacity kube-system/old is for StorageClass \"retired\", which is not in the input. The \
              scheduler reads capacity objects only for the class of a claim it checks, and such a claim cannot \
              reach the check, so this object is ignored."
            .to_string()]
    );
}

/// `component-helpers/storage/volume/helpers.go`, `IsDelayBindingMode`: a class that is not
/// found answers `false, nil`, so `GetPodVolumeClaims` puts the unbound claim among the unbound
/// immediate ones and `PreFilter` rejects the pod with "pod has unbound immediate
/// PersistentVolumeClaims" (not the "storageclass not found" error of `checkVolumeProvisions`,
/// which only delayed claims reach). A bound claim of a missing class is simply bound.
#[test]
fn an_unbound_claim_of_a_class_not_in_the_input_is_unbound_immediate() {
    let mut input = fast_base();
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["storageClassName"] = json!("ghost");
    let result = run(&input);
    assert_eq!(
        result.prefilter.message.as_deref(),
        Some("pod has unbound immediate PersistentVolumeClaims")
    );
    assert_eq!(
        result.prefilter.claims[0].why,
        "unbound, and its storage class \"ghost\" does not exist: the scheduler takes it as not delayed (IsDelayBindingMode)"
    );
    assert!(result.notes[0].starts_with(
        "PersistentVolumeClaim default/data asks for StorageClass \"ghost\", which is not in the input."
    ));
    // Bound to an existing PV: the class is never looked up.
    input["cluster"]["persistentVolumeClaims"][0]["metadata"]["annotations"] =
        json!({"pv.kubernetes.io/bind-completed": "yes"});
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["volumeName"] = json!("pv-1");
    input["cluster"]["persistentVolumes"] = json!([{"metadata": {"name": "pv-1"},
        "spec": {"capacity": {"storage": "10Gi"}, "storageClassName": "ghost", "claimRef": {"name": "data"}}}]);
    let result = run(&input);
    assert_eq!(result.feasible_nodes, ["n1", "n2"]);
    assert!(result.notes.is_empty());
}

// ---- 5. After Filter: Reserve and PreBind's checkBindings ----

use placement::capacity::bindings::{
    BindingOutcome, BindingStatus, CheckBindingsInput, check_bindings,
};

/// Node n1 (zone a); claim `old` matches the free local PV `pv-1` (static binding), claim `new`
/// is provisioned (dynamic); the later state is what the API server has after Reserve wrote
/// `claimRef` on pv-1 and `selected-node: n1` on `new`, with `edit` applied.
fn bindings_input(edit: impl FnOnce(&mut Value)) -> CheckBindingsInput {
    let mut input = json!({
        "cluster": {
            "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}}],
            "storageClasses": [
                {"metadata": {"name": "local"}, "provisioner": "kubernetes.io/no-provisioner", "volumeBindingMode": "WaitForFirstConsumer"},
                {"metadata": {"name": "fast"}, "provisioner": "csi.example.com", "volumeBindingMode": "WaitForFirstConsumer"}],
            "persistentVolumeClaims": [
                {"metadata": {"name": "old", "namespace": "shop", "uid": "uid-old"}, "spec": {"storageClassName": "local", "resources": {"requests": {"storage": "1Gi"}}}},
                {"metadata": {"name": "new", "namespace": "shop", "uid": "uid-new"}, "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "1Gi"}}}}],
            "persistentVolumes": [{"metadata": {"name": "pv-1"}, "spec": {"capacity": {"storage": "5Gi"}, "storageClassName": "local",
                "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [{"key": "zone", "operator": "In", "values": ["a"]}]}]}}},
                "status": {"phase": "Available"}}]
        },
        "pod": {"metadata": {"name": "web", "namespace": "shop"}, "spec": {"volumes": [
            {"name": "a", "persistentVolumeClaim": {"claimName": "old"}},
            {"name": "b", "persistentVolumeClaim": {"claimName": "new"}}]}},
        "node": "n1",
        "later": {
            "persistentVolumeClaims": [
                {"metadata": {"name": "old", "namespace": "shop", "uid": "uid-old", "annotations": {"pv.kubernetes.io/bind-completed": "yes"}},
                 "spec": {"storageClassName": "local", "volumeName": "pv-1"}},
                {"metadata": {"name": "new", "namespace": "shop", "uid": "uid-new", "annotations": {
                    "volume.kubernetes.io/selected-node": "n1", "pv.kubernetes.io/bind-completed": "yes"}},
                 "spec": {"storageClassName": "fast", "volumeName": "pvc-new"}}],
            "persistentVolumes": [
                {"metadata": {"name": "pv-1"}, "spec": {"storageClassName": "local",
                    "claimRef": {"name": "old", "namespace": "shop", "uid": "uid-old"},
                    "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [{"key": "zone", "operator": "In", "values": ["a"]}]}]}}}},
                {"metadata": {"name": "pvc-new"}, "spec": {"storageClassName": "fast",
                    "claimRef": {"name": "new", "namespace": "shop", "uid": "uid-new"}}}]
        }
    });
    edit(&mut input);
    serde_json::from_value(input).expect("input parses")
}

fn prebind(edit: impl FnOnce(&mut Value)) -> (BindingStatus, Option<String>) {
    let result = check_bindings(&bindings_input(edit)).expect("valid");
    (result.status, result.message)
}

fn error(message: &str) -> (BindingStatus, Option<String>) {
    (
        BindingStatus::Error,
        Some(format!("binding volumes: {message}")),
    )
}

/// `binder.go`, `AssumePodVolumes` (the plan) and `checkBindings` (all bound → true).
#[test]
fn reserve_plans_static_bindings_then_provisions_and_prebind_sees_them_bound() {
    let result = check_bindings(&bindings_input(|_| {})).unwrap();
    assert_eq!(
        result.static_bindings,
        [("shop/old".to_string(), "pv-1".to_string())]
    );
    assert_eq!(result.provisions, ["shop/new"]);
    assert_eq!(result.status, BindingStatus::AllBound);
    assert_eq!(result.bind_timeout_seconds, 600);
    assert_eq!(
        result.explanation,
        "Every claim of pod shop/web is bound, so PreBind succeeds and the pod is bound to node n1."
    );
}

/// `checkBindings`: a claim without `bind-completed` → (false, nil): keep polling; from
/// `bindTimeoutSeconds` on, `BindPodVolumes` returns "binding volumes: " + the context error.
#[test]
fn an_incomplete_binding_waits_until_bind_timeout_seconds() {
    let unbound = |v: &mut Value| {
        v["later"]["persistentVolumeClaims"][1]["metadata"]["annotations"] =
            json!({"volume.kubernetes.io/selected-node": "n1"});
        v["later"]["persistentVolumeClaims"][1]["spec"]["volumeName"] = json!("");
    };
    let result = check_bindings(&bindings_input(unbound)).unwrap();
    assert_eq!(result.status, BindingStatus::Waiting);
    assert_eq!(result.checks[1].outcome, BindingOutcome::Waiting);
    assert!(
        result
            .explanation
            .ends_with("it gives up at bindTimeoutSeconds (600 s), 600 s from now.")
    );
    assert_eq!(
        prebind(|v| {
            unbound(v);
            v["elapsedSeconds"] = json!(599);
        })
        .0,
        BindingStatus::Waiting
    );
    assert_eq!(
        prebind(|v| {
            unbound(v);
            v["elapsedSeconds"] = json!(600);
        }),
        (
            BindingStatus::Error,
            Some("binding volumes: context deadline exceeded".to_string())
        )
    );
    assert_eq!(
        prebind(|v| {
            unbound(v);
            v["elapsedSeconds"] = json!(30);
            v["bindTimeoutSeconds"] = json!(30);
        })
        .0,
        BindingStatus::Error
    );
}

/// `checkBindings`, claims to provision: annotations nil → "selectedNode annotation reset";
/// selected-node removed or changed → "provisioning failed"; claim gone → "failed to check
/// provisioning pvc: could not find v1.PersistentVolumeClaim" (assumecache `NotFoundError`).
#[test]
fn a_provisioned_claims_selected_node_removed_changed_or_reset_fails_prebind() {
    assert_eq!(
        prebind(|v| v["later"]["persistentVolumeClaims"][1]["metadata"]["annotations"] = json!({})),
        error("selectedNode annotation reset for PVC \"new\"")
    );
    assert_eq!(
        prebind(
            |v| v["later"]["persistentVolumeClaims"][1]["metadata"]["annotations"] =
                json!({"pv.kubernetes.io/bind-completed": "yes"})
        ),
        error("provisioning failed for PVC \"new\"")
    );
    assert_eq!(
        prebind(
            |v| v["later"]["persistentVolumeClaims"][1]["metadata"]["annotations"]["volume.kubernetes.io/selected-node"] =
                json!("n2")
        ),
        error("provisioning failed for PVC \"new\"")
    );
    assert_eq!(
        prebind(|v| {
            v["later"]["persistentVolumeClaims"]
                .as_array_mut()
                .unwrap()
                .pop();
        }),
        error(
            "failed to check provisioning pvc: could not find v1.PersistentVolumeClaim \"shop/new\""
        )
    );
}

/// `checkBindings`: the provisioned claim's PV not in the cache yet is tolerated (wait); a PV
/// (static or provisioned) whose node affinity rejects the node fails with `CheckNodeAffinity`'s
/// error; a static binding's PV gone, or its claimRef reset, fails.
#[test]
fn volumes_missing_rejecting_the_node_or_reset_answer_as_upstream() {
    let result = check_bindings(&bindings_input(|v| {
        v["later"]["persistentVolumes"]
            .as_array_mut()
            .unwrap()
            .pop();
    }))
    .unwrap();
    assert_eq!(result.status, BindingStatus::Waiting);
    assert!(
        result.checks[1].detail.contains("not in the cache yet"),
        "{:?}",
        result.checks
    );
    assert_eq!(
        prebind(
            |v| v["later"]["persistentVolumes"][1]["spec"]["nodeAffinity"] = json!({"required": {"nodeSelectorTerms": [
            {"matchExpressions": [{"key": "zone", "operator": "In", "values": ["b"]}]}]}})
        ),
        error(
            "pv \"pvc-new\" node affinity doesn't match node \"n1\": no matching NodeSelectorTerms"
        )
    );
    // The node lost the label pv-1 needs.
    assert_eq!(
        prebind(|v| v["later"]["nodes"] =
            json!([{"metadata": {"name": "n1", "labels": {"zone": "c"}}}])),
        error("pv \"pv-1\" node affinity doesn't match node \"n1\": no matching NodeSelectorTerms")
    );
    assert_eq!(
        prebind(|v| v["later"]["persistentVolumes"][0]["spec"]["claimRef"]["uid"] = json!("")),
        error("ClaimRef got reset for pv \"pv-1\"")
    );
    assert_eq!(
        prebind(|v| {
            v["later"]["persistentVolumes"]
                .as_array_mut()
                .unwrap()
                .remove(0);
        }),
        error("failed to check binding: could not find v1.PersistentVolume \"pv-1\"")
    );
    assert_eq!(
        prebind(|v| {
            v["later"]["persistentVolumeClaims"]
                .as_array_mut()
                .unwrap()
                .remove(0);
        }),
        error("failed to check binding: could not find v1.PersistentVolumeClaim \"shop/old\"")
    );
    // The first problem ends the check: the later claim is not looked at.
    let result = check_bindings(&bindings_input(|v| {
        v["later"]["persistentVolumes"][0]["spec"]["claimRef"]["uid"] = json!("");
    }))
    .unwrap();
    assert_eq!(result.checks[1].outcome, BindingOutcome::NotChecked);
}

/// `checkBindings` looks the node and the pod up first.
#[test]
fn a_deleted_node_or_pod_fails_prebind_first() {
    assert_eq!(
        prebind(|v| v["later"]["nodes"] = json!([])),
        error("failed to get node \"n1\": node \"n1\" not found")
    );
    assert_eq!(
        prebind(|v| v["podDeleted"] = json!(true)),
        error("pod does not exist any more: pod \"web\" not found")
    );
}

/// A node that does not pass Filter is never assumed; a pod rejected by PreFilter neither.
#[test]
fn check_bindings_refuses_a_node_that_fails_filter_with_the_field() {
    let mut input = bindings_input(|_| {});
    input.cluster.nodes[0]
        .metadata
        .labels
        .insert("zone".into(), "b".into());
    let e = check_bindings(&input).unwrap_err();
    assert_eq!((e.path.as_str(), e.value.as_str()), ("node", "n1"));
    let mut input = bindings_input(|_| {});
    input.node = "n9".into();
    assert_eq!(
        check_bindings(&input).unwrap_err().message,
        "is not among cluster.nodes"
    );
}

/// `binder.go`, `BindPodVolumes`: `wait.PollUntilContextTimeout(…, b.bindTimeout, …)` — a
/// provisioning slower than `bindTimeoutSeconds` fails PreBind; the pod goes back to the
/// queue while the provisioner goes on (no API rollback), and the next attempt finds the claim
/// still annotated for the node, waits again, and runs once the volume exists.
#[test]
fn simulate_capacity_fails_prebind_at_bind_timeout_and_the_pod_runs_on_the_next_attempt() {
    use placement::capacity::simulate::TimelineKind;
    use placement::capacity::{SimulationInput, simulate_capacity};
    let input = |timeout: Option<u64>| {
        let mut v = json!({
            "nodes": [{"metadata": {"name": "n1", "labels": {"kubernetes.io/hostname": "n1"}}}],
            "storageClasses": [{"metadata": {"name": "local"}, "provisioner": "local.csi", "volumeBindingMode": "WaitForFirstConsumer"}],
            "drivers": [{"publisher": {"driver": "local.csi", "mode": "perNode"}, "provisioningSeconds": 700,
                         "pools": [{"segment": {"kubernetes.io/hostname": "n1"}, "free": "100Gi"}]}],
            "workload": [{"arrivalSeconds": 0, "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [
                {"name": "d", "ephemeral": {"volumeClaimTemplate": {"spec": {"storageClassName": "local",
                    "resources": {"requests": {"storage": "1Gi"}}}}}}]}}}],
            "horizonSeconds": 3600
        });
        if let Some(t) = timeout {
            v["bindTimeoutSeconds"] = json!(t);
        }
        simulate_capacity(&serde_json::from_value::<SimulationInput>(v).unwrap()).unwrap()
    };
    // Default 600 s < 700 s of provisioning: one timeout, then the pod runs when the volume exists.
    let sim = input(None);
    let pod = &sim.on.pods[0];
    assert_eq!(pod.running_at_seconds, Some(700));
    assert_eq!(pod.attempts, 2);
    let timeouts: Vec<_> = sim
        .on
        .timeline
        .iter()
        .filter(|e| e.message.contains("context deadline exceeded"))
        .collect();
    assert_eq!(timeouts.len(), 1);
    assert_eq!(timeouts[0].time_seconds, 600);
    assert_eq!(timeouts[0].kind, TimelineKind::Rescheduled);
    assert_eq!(
        timeouts[0].message,
        "PreBind waited bindTimeoutSeconds (600 s) for 1 volume(s) and failed with \"binding volumes: context deadline \
         exceeded\"; the pod goes back to the queue in 1 s while the provisioning goes on."
    );
    // Only one volume was created: the second attempt did not ask again.
    let created = sim
        .on
        .timeline
        .iter()
        .filter(|e| e.kind == TimelineKind::Provisioned)
        .count();
    assert_eq!(created, 1);
    // A timeout longer than the provisioning: no failure, one attempt.
    let sim = input(Some(900));
    assert_eq!(sim.on.pods[0].running_at_seconds, Some(700));
    assert_eq!(sim.on.pods[0].attempts, 1);
    assert!(
        sim.on
            .timeline
            .iter()
            .all(|e| !e.message.contains("context deadline exceeded"))
    );
}
