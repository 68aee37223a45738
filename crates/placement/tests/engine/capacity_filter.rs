//! VolumeBinding PreFilter/Filter/Score: messages, order of checks, capacity rules, bad input.

use placement::capacity::{FilterInput, FilterResult, filter_nodes};
use serde_json::{Value, json};

const NOT_ENOUGH: &str = "node(s) did not have enough free storage";
const BIND: &str = "node(s) didn't find available persistent volumes to bind";
const CONFLICT: &str = "node(s) had volume node affinity conflict";
const NO_PV: &str = "node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)";

/// Three nodes in two zones, a WaitForFirstConsumer class on an opted-in driver.
fn base() -> Value {
    json!({
        "cluster": {
            "nodes": [
                {"metadata": {"name": "n1", "labels": {"zone": "a", "kubernetes.io/hostname": "n1"}}},
                {"metadata": {"name": "n2", "labels": {"zone": "a", "kubernetes.io/hostname": "n2"}}},
                {"metadata": {"name": "n3", "labels": {"zone": "b", "kubernetes.io/hostname": "n3"}}}
            ],
            "storageClasses": [
                {"metadata": {"name": "fast"}, "provisioner": "csi.example.com", "volumeBindingMode": "WaitForFirstConsumer"}
            ],
            "csiDrivers": [{"metadata": {"name": "csi.example.com", "uid": "ignored"}, "spec": {"storageCapacity": true}}],
            "csiStorageCapacities": [],
            "persistentVolumeClaims": [
                {"metadata": {"name": "data"}, "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "10Gi"}}}}
            ],
            "persistentVolumes": []
        },
        "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
    })
}

fn cap(name: &str, topology: Value, capacity: Value, max: Value) -> Value {
    let mut c = json!({"metadata": {"name": name, "namespace": "kube-system", "managedFields": []}, "storageClassName": "fast"});
    if !topology.is_null() {
        c["nodeTopology"] = topology;
    }
    if !capacity.is_null() {
        c["capacity"] = capacity;
    }
    if !max.is_null() {
        c["maximumVolumeSize"] = max;
    }
    c
}

fn zone(z: &str) -> Value {
    json!({"matchLabels": {"zone": z}})
}

fn run(input: &Value) -> FilterResult {
    let input: FilterInput = serde_json::from_value(input.clone()).expect("input parses");
    filter_nodes(&input).expect("input is valid")
}

fn err(input: &Value) -> placement::InputError {
    let input: FilterInput = serde_json::from_value(input.clone()).expect("input parses");
    filter_nodes(&input).expect_err("input is invalid")
}

fn feasible(r: &FilterResult) -> Vec<&str> {
    r.feasible_nodes.iter().map(String::as_str).collect()
}

fn with_caps(caps: Vec<Value>) -> Value {
    let mut input = base();
    input["cluster"]["csiStorageCapacities"] = Value::Array(caps);
    input
}

#[test]
fn equality_fits() {
    let r = run(&with_caps(vec![cap(
        "a",
        zone("a"),
        json!("10Gi"),
        Value::Null,
    )]));
    assert_eq!(feasible(&r), ["n1", "n2"]);
    assert_eq!(r.nodes[2].reasons, [NOT_ENOUGH]);
    let check = r.nodes[0].claims[0].capacity.as_ref().unwrap();
    assert_eq!(check.chosen.as_deref(), Some("kube-system/a"));
    assert_eq!(
        check.considered[0].explanation,
        "capacity 10 GiB ≥ request 10 GiB"
    );
}

#[test]
fn one_byte_short_fails() {
    let r = run(&with_caps(vec![cap(
        "a",
        json!({}),
        json!(10737418239i64),
        Value::Null,
    )]));
    assert!(r.feasible_nodes.is_empty());
    assert_eq!(
        r.event_message.as_deref(),
        Some(
            "0/3 nodes are available: 3 node(s) did not have enough free storage. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
        )
    );
}

#[test]
fn unset_capacity_fails() {
    let r = run(&with_caps(vec![cap(
        "a",
        json!({}),
        Value::Null,
        Value::Null,
    )]));
    assert!(r.feasible_nodes.is_empty());
    let c = &r.nodes[0].claims[0].capacity.as_ref().unwrap().considered[0];
    assert_eq!(c.limit, None);
    assert!(!c.fits);
}

#[test]
fn maximum_volume_size_wins_over_capacity() {
    // Plenty of capacity, but the largest volume is smaller than the request.
    let r = run(&with_caps(vec![cap(
        "a",
        json!({}),
        json!("1Ti"),
        json!("5Gi"),
    )]));
    assert!(r.feasible_nodes.is_empty());
    // Little capacity reported, but maximumVolumeSize is large enough: passes.
    let r = run(&with_caps(vec![cap(
        "a",
        json!({}),
        json!("1Gi"),
        json!("10Gi"),
    )]));
    assert_eq!(feasible(&r), ["n1", "n2", "n3"]);
    // maximumVolumeSize alone is enough.
    let r = run(&with_caps(vec![cap(
        "a",
        json!({}),
        Value::Null,
        json!("10Gi"),
    )]));
    assert_eq!(feasible(&r), ["n1", "n2", "n3"]);
}

#[test]
fn nil_topology_matches_no_node_and_empty_matches_all() {
    let r = run(&with_caps(vec![cap(
        "a",
        Value::Null,
        json!("1Ti"),
        Value::Null,
    )]));
    assert!(r.feasible_nodes.is_empty());
    assert_eq!(
        r.nodes[0].claims[0]
            .capacity
            .as_ref()
            .unwrap()
            .not_reaching_node,
        1
    );
    let r = run(&with_caps(vec![cap(
        "a",
        json!({}),
        json!("1Ti"),
        Value::Null,
    )]));
    assert_eq!(feasible(&r), ["n1", "n2", "n3"]);
}

#[test]
fn first_matching_object_wins_no_summing() {
    let r = run(&with_caps(vec![
        cap("small", zone("a"), json!("6Gi"), Value::Null),
        cap("other", zone("a"), json!("6Gi"), Value::Null),
        cap("big", zone("a"), json!("20Gi"), Value::Null),
        cap("big2", zone("a"), json!("30Gi"), Value::Null),
    ]));
    // 6 + 6 would be 12 ≥ 10, but objects are never summed: "big" is the first that fits.
    let check = r.nodes[0].claims[0].capacity.as_ref().unwrap();
    assert_eq!(check.chosen.as_deref(), Some("kube-system/big"));
    assert_eq!(check.considered.len(), 3);
    assert_eq!(
        check.considered[0].explanation,
        "capacity 6 GiB < request 10 GiB"
    );
}

#[test]
fn claims_are_checked_separately_not_summed() {
    let mut input = with_caps(vec![cap("a", json!({}), json!("10Gi"), Value::Null)]);
    input["cluster"]["persistentVolumeClaims"].as_array_mut().unwrap().push(
        json!({"metadata": {"name": "logs"}, "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "10Gi"}}}}),
    );
    input["pod"]["spec"]["volumes"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "l", "persistentVolumeClaim": {"claimName": "logs"}}));
    // 20 GiB in total on a 10 GiB pool: still passes (no summing, no subtraction).
    assert_eq!(feasible(&run(&input)), ["n1", "n2", "n3"]);
}

#[test]
fn capacity_not_checked_without_opt_in_or_request() {
    let mut input = with_caps(vec![]);
    input["cluster"]["csiDrivers"][0]["spec"] = json!({"storageCapacity": false});
    let r = run(&input);
    assert_eq!(r.feasible_nodes.len(), 3);
    assert!(
        r.nodes[0].claims[0]
            .capacity
            .as_ref()
            .unwrap()
            .skipped
            .as_ref()
            .unwrap()
            .contains("storageCapacity false")
    );
    input["cluster"]["csiDrivers"][0]["spec"] = json!({});
    assert_eq!(run(&input).feasible_nodes.len(), 3);
    input["cluster"]["csiDrivers"] = json!([]);
    assert_eq!(run(&input).feasible_nodes.len(), 3);
    let mut input = with_caps(vec![]);
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["resources"] = json!({});
    assert_eq!(run(&input).feasible_nodes.len(), 3);
}

#[test]
fn csi_inline_volumes_are_never_checked() {
    let mut input = base();
    input["pod"]["spec"]["volumes"] =
        json!([{"name": "x", "csi": {"driver": "csi.example.com"}}, {"name": "e", "emptyDir": {}}]);
    let r = run(&input);
    assert_eq!(
        r.prefilter.status,
        placement::capacity::filter::PreFilterStatus::Skip
    );
    assert_eq!(r.feasible_nodes.len(), 3);
    assert_eq!(r.prefilter.claims.len(), 1);
}

#[test]
fn prefilter_messages() {
    let message = |input: &Value| run(input).event_message.unwrap();
    let mut input = base();
    input["pod"]["spec"]["volumes"][0]["persistentVolumeClaim"]["claimName"] = json!("nope");
    assert_eq!(
        message(&input),
        "0/3 nodes are available: persistentvolumeclaim \"nope\" not found. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
    );

    let mut input = base();
    input["pod"]["spec"]["volumes"] =
        json!([{"name": "scratch", "ephemeral": {"volumeClaimTemplate": {"spec": {}}}}]);
    assert_eq!(
        message(&input),
        "0/3 nodes are available: waiting for ephemeral volume controller to create the persistentvolumeclaim \"web-scratch\". preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
    );
    input["cluster"]["persistentVolumeClaims"][0]["metadata"] = json!({"name": "web-scratch", "ownerReferences": [{"kind": "Pod", "name": "other", "controller": true, "uid": "x"}]});
    assert_eq!(
        message(&input),
        "0/3 nodes are available: PVC default/web-scratch was not created for pod default/web (pod is not owner). preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
    );

    let mut input = base();
    input["cluster"]["persistentVolumeClaims"][0]["status"] = json!({"phase": "Lost"});
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["volumeName"] = json!("pv-gone");
    assert_eq!(
        message(&input),
        "0/3 nodes are available: persistentvolumeclaim \"data\" bound to non-existent persistentvolume \"pv-gone\". preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
    );

    let mut input = base();
    input["cluster"]["persistentVolumeClaims"][0]["metadata"]["deletionTimestamp"] =
        json!("2024-01-01T00:00:00Z");
    assert_eq!(
        message(&input),
        "0/3 nodes are available: persistentvolumeclaim \"data\" is being deleted. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
    );

    for class in [
        json!({"metadata": {"name": "fast"}, "provisioner": "csi.example.com"}),
        json!({"metadata": {"name": "fast"}, "provisioner": "csi.example.com", "volumeBindingMode": "Immediate"}),
    ] {
        let mut input = base();
        input["cluster"]["storageClasses"][0] = class;
        assert_eq!(
            message(&input),
            "0/3 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
        );
    }
    let mut input = base();
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["storageClassName"] = json!("");
    assert_eq!(
        message(&input),
        "0/3 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
    );
    // volumeName without bind-completed: not bound, and not delayed either.
    let mut input = base();
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["volumeName"] = json!("pv1");
    assert_eq!(
        message(&input),
        "0/3 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."
    );
}

fn bound_input(affinity_zone: Option<&str>, pv_exists: bool) -> Value {
    let mut input = base();
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["volumeName"] = json!("pv1");
    input["cluster"]["persistentVolumeClaims"][0]["metadata"]["annotations"] =
        json!({"pv.kubernetes.io/bind-completed": "yes"});
    if pv_exists {
        let mut pv = json!({"metadata": {"name": "pv1"}, "spec": {"capacity": {"storage": "10Gi"}, "storageClassName": "fast",
            "claimRef": {"name": "data", "namespace": "default"}}, "status": {"phase": "Bound"}});
        if let Some(z) = affinity_zone {
            pv["spec"]["nodeAffinity"] = json!({"required": {"nodeSelectorTerms": [{"matchExpressions": [{"key": "zone", "operator": "In", "values": [z]}]}]}});
        }
        input["cluster"]["persistentVolumes"] = json!([pv]);
    }
    input
}

#[test]
fn bound_claim_messages() {
    let r = run(&bound_input(Some("b"), true));
    assert_eq!(feasible(&r), ["n3"]);
    assert_eq!(r.nodes[0].reasons, [CONFLICT]);
    assert_eq!(r.event_message, None);
    let r = run(&bound_input(None, false));
    assert_eq!(r.nodes[0].reasons, [NO_PV]);
    assert_eq!(
        r.event_message.as_deref(),
        Some(format!("0/3 nodes are available: 3 {NO_PV}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.").as_str())
    );
}

#[test]
fn reasons_keep_the_plugin_order_and_events_sort() {
    // Bound claim with affinity to zone b, plus a delayed claim that fits nowhere.
    let mut input = bound_input(Some("b"), true);
    input["cluster"]["csiStorageCapacities"] =
        json!([cap("a", json!({}), json!("1Gi"), Value::Null)]);
    input["cluster"]["persistentVolumeClaims"].as_array_mut().unwrap().push(
        json!({"metadata": {"name": "more"}, "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "5Gi"}}}}),
    );
    input["pod"]["spec"]["volumes"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "m", "persistentVolumeClaim": {"claimName": "more"}}));
    let r = run(&input);
    assert_eq!(r.nodes[0].reasons, [CONFLICT, NOT_ENOUGH]);
    assert_eq!(r.nodes[2].reasons, [NOT_ENOUGH]);
    assert_eq!(
        r.event_message.as_deref(),
        Some(format!("0/3 nodes are available: 2 {CONFLICT}, 3 {NOT_ENOUGH}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.").as_str())
    );
}

#[test]
fn event_pieces_sort_as_strings() {
    let reasons: Vec<Vec<&str>> = (0..12)
        .map(|i| if i < 10 { vec![NOT_ENOUGH] } else { vec![BIND] })
        .collect();
    let message = placement::capacity::filter::event_message(
        12,
        None,
        reasons.iter().map(|r| r.iter().copied()),
    );
    // "10 …" sorts before "2 …", as Go's sort.Strings does.
    assert_eq!(
        message,
        format!(
            "0/12 nodes are available: 10 {NOT_ENOUGH}, 2 {BIND}. preemption: 0/12 nodes are available: 12 Preemption is not helpful for scheduling."
        )
    );
    assert_eq!(
        placement::capacity::filter::event_message(0, None, Vec::<Vec<&str>>::new()),
        "no nodes available to schedule pods"
    );
}

#[test]
fn selected_node_annotation() {
    let mut input = with_caps(vec![cap("a", json!({}), json!("1Ti"), Value::Null)]);
    input["cluster"]["persistentVolumeClaims"][0]["metadata"]["annotations"] =
        json!({"volume.kubernetes.io/selected-node": "n2"});
    let r = run(&input);
    assert_eq!(feasible(&r), ["n2"]);
    assert_eq!(r.nodes[0].reasons, [BIND]);
}

#[test]
fn allowed_topologies_and_no_provisioner() {
    let mut input = with_caps(vec![cap("a", json!({}), json!("1Ti"), Value::Null)]);
    input["cluster"]["storageClasses"][0]["allowedTopologies"] =
        json!([{"matchLabelExpressions": [{"key": "zone", "values": ["b"]}]}]);
    let r = run(&input);
    assert_eq!(feasible(&r), ["n3"]);
    assert_eq!(r.nodes[0].reasons, [BIND]);
    let mut input = base();
    input["cluster"]["storageClasses"][0]["provisioner"] = json!("kubernetes.io/no-provisioner");
    let r = run(&input);
    assert!(r.feasible_nodes.is_empty());
    assert_eq!(
        r.event_message.as_deref(),
        Some(format!("0/3 nodes are available: 3 {BIND}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.").as_str())
    );
}

#[test]
fn static_pv_matching_takes_the_smallest_fitting_volume() {
    let mut input = with_caps(vec![]); // no capacity at all: only static PVs can help
    let pv = |name: &str, size: &str, z: &str| {
        json!({"metadata": {"name": name}, "spec": {"capacity": {"storage": size},
        "storageClassName": "fast", "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [{"key": "zone", "operator": "In", "values": [z]}]}]}}},
        "status": {"phase": "Available"}})
    };
    input["cluster"]["persistentVolumes"] = json!([
        pv("big", "100Gi", "a"),
        pv("fit", "10Gi", "a"),
        pv("small", "5Gi", "b")
    ]);
    let r = run(&input);
    assert_eq!(feasible(&r), ["n1", "n2"]);
    assert_eq!(
        r.nodes[0].claims[0].detail,
        "matches persistentvolume \"fit\" (10 GiB)"
    );
    assert_eq!(r.nodes[2].reasons, [NOT_ENOUGH]);
}

#[test]
fn scoring_prefers_free_space() {
    let mut input = with_caps(vec![
        cap("a", zone("a"), json!("100Gi"), Value::Null),
        cap("b", zone("b"), json!("60Gi"), Value::Null),
    ]);
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["resources"]["requests"]["storage"] =
        json!("40Gi");
    input["scoring"] = json!({});
    let r = run(&input);
    let scores: Vec<_> = r.nodes.iter().map(|n| n.score).collect();
    assert_eq!(scores, [Some(60), Some(60), Some(34)]);
    assert_eq!(r.selected_node.as_deref(), Some("n1"));
    assert_eq!(r.tied_nodes, ["n1", "n2"]);
    input.as_object_mut().unwrap().remove("scoring");
    assert_eq!(run(&input).nodes[0].score, None);
}

#[test]
fn multi_volume_pod_stuck_after_first_volume() {
    // Claim A was provisioned on n1 (PV with affinity to n1); claim B no longer fits on n1.
    let mut input = with_caps(vec![
        cap(
            "n1",
            json!({"matchLabels": {"kubernetes.io/hostname": "n1"}}),
            json!("5Gi"),
            Value::Null,
        ),
        cap(
            "n2",
            json!({"matchLabels": {"kubernetes.io/hostname": "n2"}}),
            json!("100Gi"),
            Value::Null,
        ),
        cap(
            "n3",
            json!({"matchLabels": {"kubernetes.io/hostname": "n3"}}),
            json!("100Gi"),
            Value::Null,
        ),
    ]);
    input["cluster"]["persistentVolumeClaims"] = json!([
        {"metadata": {"name": "a", "annotations": {"pv.kubernetes.io/bind-completed": "yes"}},
         "spec": {"storageClassName": "fast", "volumeName": "pv-a", "resources": {"requests": {"storage": "10Gi"}}}},
        {"metadata": {"name": "b"}, "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "10Gi"}}}}
    ]);
    input["cluster"]["persistentVolumes"] = json!([{"metadata": {"name": "pv-a"}, "spec": {"capacity": {"storage": "10Gi"},
        "storageClassName": "fast", "claimRef": {"name": "a"},
        "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [{"key": "kubernetes.io/hostname", "operator": "In", "values": ["n1"]}]}]}}}}]);
    input["pod"]["spec"]["volumes"] = json!([{"name": "a", "persistentVolumeClaim": {"claimName": "a"}},
                                              {"name": "b", "persistentVolumeClaim": {"claimName": "b"}}]);
    let r = run(&input);
    assert!(r.feasible_nodes.is_empty());
    assert_eq!(r.nodes[0].reasons, [NOT_ENOUGH]);
    assert_eq!(r.nodes[1].reasons, [CONFLICT]);
    assert_eq!(
        r.event_message.as_deref(),
        Some(format!("0/3 nodes are available: 1 {NOT_ENOUGH}, 2 {CONFLICT}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.").as_str())
    );
}

#[test]
fn bad_input_names_the_field() {
    let mut input = base();
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["resources"]["requests"]["storage"] =
        json!("-1Gi");
    let e = err(&input);
    assert_eq!(
        e.path,
        "cluster.persistentVolumeClaims[0].spec.resources.requests.storage"
    );

    let input = with_caps(vec![cap(
        "a",
        json!({"matchExpressions": [{"key": "zone", "operator": "In"}]}),
        json!("1Gi"),
        Value::Null,
    )]);
    assert_eq!(
        err(&input).path,
        "cluster.csiStorageCapacities[0].nodeTopology.matchExpressions[0].values"
    );

    let input = with_caps(vec![
        cap("a", json!({}), json!("1Gi"), Value::Null),
        cap("a", json!({}), json!("1Gi"), Value::Null),
    ]);
    let e = err(&input);
    assert_eq!(
        (e.path.as_str(), e.message.as_str()),
        (
            "cluster.csiStorageCapacities[1].metadata.name",
            "is a duplicate"
        )
    );

    let mut input = base();
    input["pod"]["spec"]["volumes"] = json!([{"name": "d", "persistentVolumeClaim": {"claimName": "data"}},
                                              {"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]);
    assert_eq!(err(&input).path, "pod.spec.volumes[1].name");

    let mut input = base();
    input["scoring"] = json!({"shape": []});
    assert_eq!(err(&input).path, "scoring.shape");

    // Malformed quantities are rejected while reading, with the value in the message.
    let mut input = base();
    input["cluster"]["persistentVolumeClaims"][0]["spec"]["resources"]["requests"]["storage"] =
        json!("10 GiB");
    let e = serde_json::from_value::<FilterInput>(input)
        .unwrap_err()
        .to_string();
    assert!(e.contains("not a Kubernetes quantity"), "{e}");
    // Our wrapper denies unknown fields.
    let mut input = base();
    input["sorting"] = json!(true);
    assert!(serde_json::from_value::<FilterInput>(input).is_err());
}
