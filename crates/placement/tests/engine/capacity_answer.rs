//! The capacity lab's answer first (issue #10): each node's sentence names
//! the deciding number, and every suggested edit, applied, makes the node
//! pass — checked against brute force on small generated clusters (the
//! suggested bound is the exact boundary: one byte less, or one GiB grid
//! step past it, does not flip the node).

use placement::capacity::answer::{CapacityEdit, explain_capacity, verdict_changes};
use placement::capacity::{FilterInput, filter_nodes};
use proptest::prelude::*;
use serde_json::{Value, json};

const GIB: i64 = 1 << 30;

/// Nodes in zones, one WaitForFirstConsumer class, one capacity object per zone
/// (`None` = no object, `Some(None)` = an object without size), one claim.
fn input(
    zones: &[&str],
    caps: &[(&str, Option<Option<i64>>)],
    request: i64,
    allowed: Option<&str>,
) -> FilterInput {
    let nodes: Vec<Value> = zones
        .iter()
        .enumerate()
        .map(|(i, z)| json!({"metadata": {"name": format!("node-{}", i + 1),
            "labels": {"topology.kubernetes.io/zone": z, "kubernetes.io/hostname": format!("node-{}", i + 1)}}}))
        .collect();
    let capacities: Vec<Value> = caps
        .iter()
        .filter_map(|(z, c)| {
            let c = (*c)?;
            let mut v = json!({"metadata": {"name": format!("cap-{z}"), "namespace": "kube-system"}, "storageClassName": "fast",
                "nodeTopology": {"matchLabels": {"topology.kubernetes.io/zone": z}}});
            if let Some(bytes) = c {
                v["capacity"] = json!(bytes);
            }
            Some(v)
        })
        .collect();
    let mut class = json!({"metadata": {"name": "fast"}, "provisioner": "csi.example.com", "volumeBindingMode": "WaitForFirstConsumer"});
    if let Some(zone) = allowed {
        class["allowedTopologies"] = json!([{"matchLabelExpressions": [{"key": "topology.kubernetes.io/zone", "values": [zone]}]}]);
    }
    serde_json::from_value(json!({
        "cluster": {"nodes": nodes, "storageClasses": [class],
            "csiDrivers": [{"metadata": {"name": "csi.example.com"}, "spec": {"storageCapacity": true}}],
            "csiStorageCapacities": capacities,
            "persistentVolumeClaims": [{"metadata": {"name": "data"},
                "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": request}}}}]},
        "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
    }))
    .unwrap()
}

fn passes(input: &FilterInput, node: &str) -> bool {
    filter_nodes(input)
        .unwrap()
        .nodes
        .iter()
        .any(|n| n.node == node && n.passes)
}

fn applied(input: &FilterInput, edit: &CapacityEdit) -> FilterInput {
    let mut edited = input.clone();
    edit.apply(&mut edited);
    edited
}

#[test]
fn node_2_fails_below_the_request_with_the_deciding_numbers() {
    let input = input(
        &["zone-a", "zone-b"],
        &[
            ("zone-a", Some(Some(100 * GIB))),
            ("zone-b", Some(Some(20 * GIB))),
        ],
        30 * GIB,
        None,
    );
    let answer = explain_capacity(&input, Some("node-2")).unwrap();
    let node2 = &answer.nodes[1];
    assert!(!node2.passes);
    assert_eq!(node2.answer.id, "capacity-node-fails-capacity");
    assert_eq!(
        node2.answer.text("capacity"),
        Some("kube-system/cap-zone-b")
    );
    assert_eq!(
        node2.answer.text("segment"),
        Some("topology.kubernetes.io/zone=zone-b")
    );
    assert_eq!(node2.answer.number("limitBytes"), Some(20 * GIB));
    assert_eq!(node2.answer.number("requestBytes"), Some(30 * GIB));
    let kinds: Vec<&CapacityEdit> = node2.changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        kinds,
        vec![
            &CapacityEdit::RaiseCapacity {
                capacity: "kube-system/cap-zone-b".into(),
                bytes: 30 * GIB
            },
            &CapacityEdit::ClaimRequest {
                claim: "data".into(),
                bytes: 20 * GIB
            },
            &CapacityEdit::NodeLabels {
                node: "node-2".into(),
                labels: [("topology.kubernetes.io/zone".into(), "zone-a".into())].into()
            },
        ]
    );
    assert_eq!(answer.nodes[0].answer.id, "capacity-node-passes-capacity");
    assert_eq!(answer.pod.id, "capacity-pod-feasible");
    assert!(
        answer.nodes[0].changes.is_empty(),
        "only the node asked about gets edits"
    );
}

#[test]
fn no_capacity_reaching_suggests_publishing_one_and_the_pod_names_its_closest_node() {
    let input = input(
        &["zone-a", "zone-b"],
        &[("zone-a", Some(Some(5 * GIB)))],
        10 * GIB,
        None,
    );
    let answer = explain_capacity(&input, None).unwrap();
    assert_eq!(answer.pod.id, "capacity-pod-none");
    assert_eq!(answer.nodes[1].answer.id, "capacity-node-fails-no-capacity");
    assert_eq!(
        answer.closest_node.as_deref(),
        Some("node-1"),
        "5 GiB short beats 10 GiB short"
    );
    assert!(!answer.pod_changes.is_empty());
    let with_node2 = explain_capacity(&input, Some("node-2")).unwrap();
    let add = &with_node2.nodes[1].changes[0].edit;
    assert!(matches!(add, CapacityEdit::AddCapacity { bytes, .. } if *bytes == 10 * GIB));
    assert!(passes(&applied(&input, add), "node-2"));
}

#[test]
fn allowed_topologies_suggest_the_class_or_the_node_label() {
    let input = input(
        &["zone-a", "zone-b"],
        &[
            ("zone-a", Some(Some(50 * GIB))),
            ("zone-b", Some(Some(50 * GIB))),
        ],
        GIB,
        Some("zone-a"),
    );
    let answer = explain_capacity(&input, Some("node-2")).unwrap();
    assert_eq!(answer.nodes[1].answer.id, "capacity-node-fails-topology");
    let edits: Vec<&CapacityEdit> = answer.nodes[1].changes.iter().map(|c| &c.edit).collect();
    assert!(
        matches!(edits[0], CapacityEdit::ClassAllowTopology { value, .. } if value == "zone-b")
    );
    assert!(
        matches!(edits[1], CapacityEdit::NodeLabels { labels, .. } if labels["topology.kubernetes.io/zone"] == "zone-a")
    );
}

/// Issue #33: a PV's node affinity cannot be changed in a cluster, and a
/// node's hostname label is its identity: neither is suggested ("Label node-2
/// with kubernetes.io/hostname=node-1", "Add node-2 to the node affinity of
/// pv-data"); the answer says what to do outside, with the kubectl command.
#[test]
fn a_bound_volume_elsewhere_is_fixed_outside_never_by_a_hostname_or_its_affinity() {
    let mut input = input(&["zone-a", "zone-a"], &[], GIB, None);
    let claim = &mut input.cluster.persistent_volume_claims[0];
    claim.spec.volume_name = Some("pv-data".into());
    claim
        .metadata
        .annotations
        .insert("pv.kubernetes.io/bind-completed".into(), "yes".into());
    input.cluster.persistent_volumes = vec![serde_json::from_value(json!({"metadata": {"name": "pv-data"},
        "spec": {"storageClassName": "fast", "capacity": {"storage": GIB}, "claimRef": {"name": "data"},
            "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [
                {"key": "kubernetes.io/hostname", "operator": "In", "values": ["node-1"]}]}]}}},
        "status": {"phase": "Bound"}}))
    .unwrap()];
    let answer = explain_capacity(&input, Some("node-2")).unwrap();
    assert_eq!(answer.nodes[1].answer.id, "capacity-node-fails-pv-affinity");
    assert_eq!(answer.nodes[0].answer.id, "capacity-node-passes-bound");
    assert_eq!(answer.nodes[1].changes, vec![]);
    let outside = &answer.nodes[1].outside;
    assert_eq!(outside.len(), 1);
    assert_eq!(outside[0].id, "capacity-outside-pv-affinity");
    assert_eq!(outside[0].text("pv"), Some("pv-data"));
    assert_eq!(outside[0].text("allowed"), Some("node-1"));
    assert_eq!(answer.pod.id, "capacity-pod-feasible");
}

/// Issue #33: a claim of an Immediate class rejects the pod at PreFilter
/// ("pod has unbound immediate PersistentVolumeClaims"), every node
/// unchecked; the answer suggests WaitForFirstConsumer, which lets the
/// capacity check run and the pod onto a node with room.
#[test]
fn an_immediate_class_suggests_wait_for_first_consumer() {
    let mut input = input(
        &["zone-a", "zone-b"],
        &[
            ("zone-a", Some(Some(10 * GIB))),
            ("zone-b", Some(Some(100 * GIB))),
        ],
        50 * GIB,
        None,
    );
    input.cluster.storage_classes[0].volume_binding_mode =
        Some(placement::capacity::objects::VolumeBindingMode::Immediate);
    let answer = explain_capacity(&input, None).unwrap();
    assert_eq!(answer.pod.id, "capacity-pod-rejected");
    let edits: Vec<&CapacityEdit> = answer.pod_changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        edits,
        vec![&CapacityEdit::ClassWaitForFirstConsumer {
            storage_class: "fast".into()
        }]
    );
    assert_eq!(
        answer.pod_changes[0].message.id,
        "capacity-change-class-wait-for-first-consumer"
    );
    let edited = applied(&input, edits[0]);
    assert!(passes(&edited, "node-2"));
    assert!(
        !passes(&edited, "node-1"),
        "now the capacity check runs: 10 GiB < 50 GiB"
    );
}

#[test]
fn an_unknown_node_is_an_error_naming_the_field() {
    let input = input(&["zone-a"], &[], GIB, None);
    let e = explain_capacity(&input, Some("node-9")).unwrap_err();
    assert_eq!(e.path, "node");
}

#[test]
fn verdict_changes_name_the_flipped_node() {
    let before = input(
        &["zone-a", "zone-b"],
        &[
            ("zone-a", Some(Some(100 * GIB))),
            ("zone-b", Some(Some(20 * GIB))),
        ],
        30 * GIB,
        None,
    );
    let after = applied(
        &before,
        &CapacityEdit::RaiseCapacity {
            capacity: "kube-system/cap-zone-b".into(),
            bytes: 30 * GIB,
        },
    );
    let changes = verdict_changes(
        &filter_nodes(&before).unwrap(),
        &filter_nodes(&after).unwrap(),
    );
    assert_eq!(changes.now_pass, vec!["node-2".to_string()]);
    assert_eq!(changes.summary.id, "capacity-diff-now-passes");
    let same = verdict_changes(
        &filter_nodes(&before).unwrap(),
        &filter_nodes(&before).unwrap(),
    );
    assert_eq!(same.summary.id, "capacity-diff-nothing");
}

/// The property test below compares enough suggestions to mean something:
/// the same generator, deterministic, over 100 cases.
#[test]
fn the_property_test_compares_enough_suggestions() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let cases = (
        prop::collection::vec(zone(), 1..4),
        prop::collection::vec(prop::option::of(prop::option::of(0i64..40)), 3),
        1i64..40,
        prop::option::of(zone()),
    );
    let mut compared = 0;
    for _ in 0..100 {
        let (zones, caps, request, allowed) = cases.new_tree(&mut runner).unwrap().current();
        let caps: Vec<(&str, Option<Option<i64>>)> = ["a", "b", "c"]
            .iter()
            .copied()
            .zip(caps.iter().map(|c| c.map(|s| s.map(|g| g * GIB))))
            .collect();
        let input = input(&zones, &caps, request * GIB, allowed);
        for v in filter_nodes(&input)
            .unwrap()
            .nodes
            .iter()
            .filter(|v| !v.passes)
        {
            compared += explain_capacity(&input, Some(&v.node))
                .unwrap()
                .nodes
                .iter()
                .map(|n| n.changes.len())
                .sum::<usize>();
        }
    }
    assert!(
        compared >= 60,
        "only {compared} suggestions in 100 scenarios"
    );
}

fn zone() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["a", "b", "c"])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Every suggested edit flips its node; the numeric ones sit exactly on the
    /// boundary the brute force over a byte and a GiB grid finds.
    #[test]
    fn suggested_edits_flip_the_node_and_are_the_smallest(
        zones in prop::collection::vec(zone(), 1..4),
        caps in prop::collection::vec(prop::option::of(prop::option::of(0i64..40)), 3),
        request in 1i64..40,
        allowed in prop::option::of(zone()),
    ) {
        let caps: Vec<(&str, Option<Option<i64>>)> = ["a", "b", "c"].iter().copied()
            .zip(caps.iter().map(|c| c.map(|s| s.map(|g| g * GIB)))).collect();
        let input = input(&zones, &caps, request * GIB, allowed);
        let result = filter_nodes(&input).unwrap();
        for (i, verdict) in result.nodes.iter().enumerate() {
            let answer = explain_capacity(&input, Some(&verdict.node)).unwrap();
            let node = &answer.nodes[i];
            prop_assert_eq!(node.passes, verdict.passes);
            prop_assert_eq!(node.answer.id.contains("passes"), verdict.passes, "{}", node.answer.id);
            if verdict.passes {
                prop_assert!(node.changes.is_empty());
                continue;
            }
            for change in &node.changes {
                prop_assert!(passes(&applied(&input, &change.edit), &verdict.node), "{:?} does not flip {}", change.edit, verdict.node);
                prop_assert!(!matches!(&change.edit, CapacityEdit::NodeLabels { labels, .. } if labels.contains_key("kubernetes.io/hostname")),
                    "a node's hostname is its identity");
                match &change.edit {
                    CapacityEdit::RaiseCapacity { capacity, bytes } => {
                        let less = CapacityEdit::RaiseCapacity { capacity: capacity.clone(), bytes: bytes - 1 };
                        prop_assert!(!passes(&applied(&input, &less), &verdict.node), "one byte less still flips");
                    }
                    CapacityEdit::ClaimRequest { claim, bytes } => {
                        let more = CapacityEdit::ClaimRequest { claim: claim.clone(), bytes: bytes + 1 };
                        prop_assert!(!passes(&applied(&input, &more), &verdict.node), "one byte more still flips");
                        let brute = (0..=40).rev().map(|g| g * GIB).find(|b| {
                            passes(&applied(&input, &CapacityEdit::ClaimRequest { claim: claim.clone(), bytes: *b }), &verdict.node)
                        });
                        prop_assert_eq!(brute, Some(*bytes), "the largest request on the GiB grid that passes");
                    }
                    _ => {}
                }
            }
            if node.answer.id == "capacity-node-fails-capacity" {
                let largest = caps.iter().filter(|(z, _)| Some(*z) == input.cluster.nodes[i].metadata.labels.get("topology.kubernetes.io/zone").map(String::as_str))
                    .filter_map(|(_, c)| (*c)?).max();
                prop_assert_eq!(node.answer.number("limitBytes"), largest);
                prop_assert!(node.changes.iter().any(|c| matches!(c.edit, CapacityEdit::RaiseCapacity { .. })),
                    "raising the largest object always flips a single-claim pod");
            }
        }
    }
}
