//! The smallest edits that make a failing node pass the volume-binding
//! filter. Candidates come from the rule that failed the node (the capacity
//! check's numbers, the PV's node affinity, the class's allowedTopologies);
//! each is kept only when filtering the edited input again makes the node
//! pass (`passes` in the parent module).

use serde::{Deserialize, Serialize};

use super::claim_checks::{failing_claim, largest, passes};
use crate::capacity::affinity::NodeSelectorOperator;
use crate::capacity::affinity::{TopologySelectorLabelRequirement, TopologySelectorTerm};
use crate::capacity::filter::{
    ClaimKind, ClaimOutcome, FilterInput, FilterResult, NodeVerdict, PreFilterStatus,
};
use crate::capacity::objects::*;
use crate::kernel::labels::{LabelSelector, Labels, SelectorOperator};
use crate::kernel::message::Message;
use crate::kernel::quantity::Bytes;

/// A suggested edit and its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct CapacityChange {
    /// The edit ([`CapacityEdit::apply`]).
    pub edit: CapacityEdit,
    /// What to do, in one sentence.
    pub message: Message,
}

/// An edit of the filter's input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum CapacityEdit {
    /// Let CSIStorageCapacity `capacity` (`namespace/name`) offer `bytes`: its
    /// `maximumVolumeSize` when set (and `capacity` at least as much), else `capacity`.
    RaiseCapacity {
        /// `namespace/name`.
        capacity: String,
        /// The new limit.
        bytes: i64,
    },
    /// Add a CSIStorageCapacity of `storageClass` offering `bytes` whose
    /// `nodeTopology` selects node `node` by its `kubernetes.io/hostname`
    /// label (by all its labels when it has none).
    AddCapacity {
        /// The class.
        storage_class: String,
        /// The node it reaches.
        node: String,
        /// Its `capacity`.
        bytes: i64,
    },
    /// Set claim `claim`'s storage request (in the pod's namespace).
    ClaimRequest {
        /// The claim's name.
        claim: String,
        /// The new request.
        bytes: i64,
    },
    /// Set these labels on node `node`.
    NodeLabels {
        /// The node.
        node: String,
        /// key → value.
        labels: Labels,
    },
    /// Set storage class `storageClass`'s `volumeBindingMode` to
    /// `WaitForFirstConsumer`, so its claims are provisioned for the node the
    /// scheduler picks, after the capacity check (a cluster refuses the edit
    /// of a class: the sentence says to create one).
    ClassWaitForFirstConsumer {
        /// The class.
        storage_class: String,
    },
    /// Add a term `key in [value]` to storage class `storageClass`'s allowedTopologies.
    ClassAllowTopology {
        /// The class.
        storage_class: String,
        /// The label key.
        key: String,
        /// The value.
        value: String,
    },
}

const HOSTNAME: &str = "kubernetes.io/hostname";

/// The labels that select `node` alone: its hostname label, else all its labels.
fn node_identity(node: &Node) -> Labels {
    let labels = &node.metadata.labels;
    match labels.get(HOSTNAME) {
        Some(h) => [(HOSTNAME.to_string(), h.clone())].into(),
        None => labels.clone(),
    }
}

impl CapacityEdit {
    /// Applies the edit to `input` (names not found change nothing).
    pub fn apply(&self, input: &mut FilterInput) {
        let ns = input.pod.metadata.namespace().to_string();
        let c = &mut input.cluster;
        match self {
            CapacityEdit::RaiseCapacity { capacity, bytes } => {
                let found = c.csi_storage_capacities.iter_mut().find(|k| {
                    format!("{}/{}", k.metadata.namespace(), k.metadata.name) == *capacity
                });
                if let Some(k) = found {
                    if k.maximum_volume_size.is_some() {
                        k.maximum_volume_size = Some(Bytes(*bytes));
                    }
                    k.capacity = Some(Bytes(k.capacity.map_or(*bytes, |b| b.0.max(*bytes))));
                }
            }
            CapacityEdit::AddCapacity {
                storage_class,
                node,
                bytes,
            } => {
                let Some(n) = c.nodes.iter().find(|n| n.metadata.name == *node) else {
                    return;
                };
                let mut metadata = ObjectMeta::named(format!("suggested-{node}"));
                metadata.namespace = Some("default".into());
                let topology = LabelSelector {
                    match_labels: node_identity(n),
                    match_expressions: vec![],
                };
                c.csi_storage_capacities.push(CsiStorageCapacity {
                    metadata,
                    storage_class_name: storage_class.clone(),
                    node_topology: Some(topology),
                    capacity: Some(Bytes(*bytes)),
                    maximum_volume_size: None,
                });
            }
            CapacityEdit::ClaimRequest { claim, bytes } => {
                let found = c
                    .persistent_volume_claims
                    .iter_mut()
                    .find(|p| p.metadata.name == *claim && p.metadata.namespace() == ns);
                if let Some(p) = found {
                    p.spec.resources.requests.storage = Some(Bytes(*bytes));
                }
            }
            CapacityEdit::NodeLabels { node, labels } => {
                if let Some(n) = c.nodes.iter_mut().find(|n| n.metadata.name == *node) {
                    n.metadata.labels.extend(labels.clone());
                }
            }
            CapacityEdit::ClassWaitForFirstConsumer { storage_class } => {
                if let Some(k) = c
                    .storage_classes
                    .iter_mut()
                    .find(|k| k.metadata.name == *storage_class)
                {
                    k.volume_binding_mode = Some(VolumeBindingMode::WaitForFirstConsumer);
                }
            }
            CapacityEdit::ClassAllowTopology {
                storage_class,
                key,
                value,
            } => {
                if let Some(k) = c
                    .storage_classes
                    .iter_mut()
                    .find(|k| k.metadata.name == *storage_class)
                {
                    k.allowed_topologies.push(TopologySelectorTerm {
                        match_label_expressions: vec![TopologySelectorLabelRequirement {
                            key: key.clone(),
                            values: vec![value.clone()],
                        }],
                    });
                }
            }
        }
    }
}

/// The proven edits that make node number `index` (verdict `v`) pass.
pub(crate) fn suggest(input: &FilterInput, v: &NodeVerdict, index: usize) -> Vec<CapacityChange> {
    let Some((claim, check)) = failing_claim(v) else {
        return Vec::new();
    };
    let Some(node) = input.cluster.nodes.get(index) else {
        return Vec::new();
    };
    let ns = input.pod.metadata.namespace();
    let pvc = input
        .cluster
        .persistent_volume_claims
        .iter()
        .find(|p| p.metadata.name == claim.claim && p.metadata.namespace() == ns);
    let Some(pvc) = pvc else { return Vec::new() };
    let class = pvc.class_name();
    let labels = &node.metadata.labels;
    let mut candidates: Vec<CapacityChange> = Vec::new();
    match claim.outcome {
        ClaimOutcome::NotEnoughCapacity => {
            let request = check.and_then(|c| c.request).unwrap_or(0);
            match check.and_then(largest) {
                Some((name, limit)) => {
                    candidates.push(raise(name, request, limit, &v.node));
                    if limit > 0 {
                        candidates.push(claim_request(&claim.claim, limit, request));
                    }
                }
                None => candidates.push(change(
                    CapacityEdit::AddCapacity {
                        storage_class: class.into(),
                        node: v.node.clone(),
                        bytes: request,
                    },
                    Message::new("capacity-change-add-capacity")
                        .arg("class", class)
                        .arg("node", &v.node)
                        .arg("bytes", request),
                )),
            }
            let reach = input
                .cluster
                .csi_storage_capacities
                .iter()
                .filter(|k| k.storage_class_name == class)
                .filter(|k| {
                    k.maximum_volume_size
                        .or(k.capacity)
                        .is_some_and(|l| l.0 >= request)
                })
                .filter_map(|k| labels_to_reach(k.node_topology.as_ref()?, labels))
                .filter(|l| !l.is_empty())
                .min_by_key(|l| l.len());
            candidates.extend(reach.map(|l| node_labels(&v.node, l)));
        }
        ClaimOutcome::NodeConflict => {
            // A PV's node affinity cannot be changed in a cluster (spec.nodeAffinity
            // is immutable): only the node's labels can meet it, and never its
            // hostname, which is the node's identity (the answer's outside
            // sentences say what else to do).
            let pv = pvc.volume_name();
            let terms = input
                .cluster
                .persistent_volumes
                .iter()
                .find(|p| p.metadata.name == pv)
                .and_then(|p| p.spec.node_affinity.as_ref()?.required.as_ref())
                .map_or(&[][..], |r| r.node_selector_terms.as_slice());
            let needed = terms
                .iter()
                .filter(|t| t.match_fields.is_empty())
                .filter_map(|t| {
                    labels_for_terms(
                        t.match_expressions.iter().map(|e| {
                            let met = e.matches(labels.get(&e.key).map(String::as_str));
                            (
                                e.key.as_str(),
                                (e.operator == NodeSelectorOperator::In)
                                    .then_some(e.values.as_slice()),
                                met,
                            )
                        }),
                        labels,
                    )
                })
                .filter(|l| !l.is_empty())
                .min_by_key(|l| l.len());
            candidates.extend(needed.map(|l| node_labels(&v.node, l)));
        }
        ClaimOutcome::TopologyNotAllowed => {
            let terms = input
                .cluster
                .storage_classes
                .iter()
                .find(|k| k.metadata.name == class)
                .map_or(&[][..], |k| k.allowed_topologies.as_slice());
            let key = terms
                .first()
                .and_then(|t| t.match_label_expressions.first())
                .map(|e| e.key.clone());
            if let Some((key, value)) = key.and_then(|k| labels.get(&k).map(|v| (k, v.clone()))) {
                candidates.push(change(
                    CapacityEdit::ClassAllowTopology {
                        storage_class: class.into(),
                        key: key.clone(),
                        value: value.clone(),
                    },
                    Message::new("capacity-change-class-allow-topology")
                        .arg("class", class)
                        .arg("key", key)
                        .arg("value", value)
                        .arg("node", &v.node),
                ));
            }
            let needed = terms
                .iter()
                .filter_map(|t| {
                    labels_for_terms(
                        t.match_label_expressions.iter().map(|e| {
                            let met = labels.get(&e.key).is_some_and(|h| e.values.contains(h));
                            (e.key.as_str(), Some(e.values.as_slice()), met)
                        }),
                        labels,
                    )
                })
                .filter(|l| !l.is_empty())
                .min_by_key(|l| l.len());
            candidates.extend(needed.map(|l| node_labels(&v.node, l)));
        }
        _ => {}
    }
    // A node's hostname label is its identity: never suggest setting it.
    candidates.retain(|c| !matches!(&c.edit, CapacityEdit::NodeLabels { labels, .. } if labels.contains_key(HOSTNAME)));
    candidates.retain(|c| {
        let mut edited = input.clone();
        c.edit.apply(&mut edited);
        passes(&edited, index)
    });
    candidates
}

fn change(edit: CapacityEdit, message: Message) -> CapacityChange {
    CapacityChange { edit, message }
}

fn raise(name: &str, request: i64, limit: i64, node: &str) -> CapacityChange {
    change(
        CapacityEdit::RaiseCapacity {
            capacity: name.into(),
            bytes: request,
        },
        Message::new("capacity-change-raise-capacity")
            .arg("capacity", name)
            .arg("node", node)
            .arg("bytes", request)
            .arg("currentBytes", limit),
    )
}

fn claim_request(claim: &str, limit: i64, request: i64) -> CapacityChange {
    change(
        CapacityEdit::ClaimRequest {
            claim: claim.into(),
            bytes: limit,
        },
        Message::new("capacity-change-claim-request")
            .arg("claim", claim)
            .arg("bytes", limit)
            .arg("currentBytes", request),
    )
}

fn node_labels(node: &str, labels: Labels) -> CapacityChange {
    let text = labels
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(", ");
    change(
        CapacityEdit::NodeLabels {
            node: node.into(),
            labels,
        },
        Message::new("capacity-change-node-labels")
            .arg("node", node)
            .arg("labels", text),
    )
}

/// The labels to set so a node with `labels` matches `selector` (`None`
/// when a requirement cannot be met by setting labels: NotIn, DoesNotExist,
/// Exists without a value to pick).
fn labels_to_reach(selector: &LabelSelector, labels: &Labels) -> Option<Labels> {
    // Inserted, not collected: a collected map is sorted first (see kernel::sort).
    let mut needed = Labels::new();
    needed.extend(
        selector
            .match_labels
            .iter()
            .filter(|(k, v)| labels.get(*k) != Some(*v))
            .map(|(k, v)| (k.clone(), v.clone())),
    );
    for e in &selector.match_expressions {
        let have = labels.get(&e.key);
        match e.operator {
            SelectorOperator::In if have.is_some_and(|h| e.values.contains(h)) => {}
            SelectorOperator::In => {
                needed.insert(e.key.clone(), e.values.first()?.clone());
            }
            _ if e.matches(labels) => {}
            _ => return None,
        }
    }
    Some(needed)
}

/// The labels to set so a node meets every requirement `(key, values when
/// the operator is In, met now)`; `None` when an unmet one is not an In.
fn labels_for_terms<'a>(
    reqs: impl Iterator<Item = (&'a str, Option<&'a [String]>, bool)>,
    labels: &Labels,
) -> Option<Labels> {
    let mut needed = Labels::new();
    let mut any = false;
    for (key, values, met) in reqs {
        any = true;
        if met {
            continue;
        }
        let value = values?.first()?;
        if labels.get(key) != Some(value) {
            needed.insert(key.to_string(), value.clone());
        }
    }
    any.then_some(needed)
}

/// When PreFilter rejected the pod for unbound claims of an Immediate class:
/// that class made WaitForFirstConsumer, kept when PreFilter then admits the
/// pod (the edit is the pod's: every node was rejected). Whether a node then
/// has room depends on the CSIStorageCapacity objects the driver publishes
/// for the class, which external-provisioner does for WaitForFirstConsumer
/// classes only: the objects given may not say it yet.
/// With Immediate the volume is provisioned as soon as the claim exists,
/// wherever the driver picks, before any capacity check; the scheduler then
/// only waits for it ("pod has unbound immediate PersistentVolumeClaims").
pub(crate) fn binding_changes(input: &FilterInput, result: &FilterResult) -> Vec<CapacityChange> {
    let ns = input.pod.metadata.namespace();
    let mut classes: Vec<&str> = Vec::new();
    for info in result
        .prefilter
        .claims
        .iter()
        .filter(|i| i.kind == ClaimKind::UnboundImmediate)
    {
        let pvc = input
            .cluster
            .persistent_volume_claims
            .iter()
            .find(|p| p.metadata.name == info.claim && p.metadata.namespace() == ns);
        let class = pvc
            .filter(|p| p.volume_name().is_empty())
            .map(|p| p.class_name());
        let immediate = class
            .and_then(|c| {
                input
                    .cluster
                    .storage_classes
                    .iter()
                    .find(|k| k.metadata.name == c)
            })
            .is_some_and(|k| k.binding_mode() == VolumeBindingMode::Immediate);
        if let Some(c) = class.filter(|c| immediate && !classes.contains(c)) {
            classes.push(c);
        }
    }
    classes
        .iter()
        .map(|c| {
            change(
                CapacityEdit::ClassWaitForFirstConsumer {
                    storage_class: c.to_string(),
                },
                Message::new("capacity-change-class-wait-for-first-consumer").arg("class", *c),
            )
        })
        .filter(|c| {
            let mut edited = input.clone();
            c.edit.apply(&mut edited);
            crate::capacity::filter_nodes(&edited)
                .is_ok_and(|r| r.prefilter.status != PreFilterStatus::Unschedulable)
        })
        .collect()
}
