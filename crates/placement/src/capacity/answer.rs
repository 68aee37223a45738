//! The answer first for the storage capacity lab (issue #10): for the pod and
//! for each node, one sentence saying why the node passes or fails the
//! volume-binding filter, with the deciding number (the largest
//! CSIStorageCapacity reaching the node against the claim's request, the
//! PV or class that rules the node out); then, for a node asked about, the
//! smallest edits that flip it ([`changes`]), each proven by running the
//! filter again on the edited input; and [`diff`], what an edit changed.

use std::collections::HashMap;

use serde::Serialize;

use super::filter::PreFilterStatus;
use super::filter::{CapacityCheck, ClaimOutcome, FilterInput, FilterResult, NodeVerdict};
use super::objects::*;
use crate::InputError;
use crate::kernel::message::Message;

pub mod changes;
mod claim_checks;
pub mod diff;
mod outside;

pub use changes::{CapacityChange, CapacityEdit};
use claim_checks::{failing_claim, largest};
pub use diff::{VerdictChanges, verdict_changes};

/// The answers for a pod: its sentence, each node's, and the edits that flip a node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct CapacityAnswer {
    /// Where the pod can go, in one sentence.
    pub pod: Message,
    /// When no node passes: the node closest to passing (the smallest
    /// capacity shortfall, else the first node that fails), whose edits are
    /// in `podChanges`.
    #[cfg_attr(feature = "ts", tsify(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closest_node: Option<String>,
    /// When no node passes: the edits that let the pod onto `closestNode`.
    pub pod_changes: Vec<CapacityChange>,
    /// When no node passes: the fixes for `closestNode` that no edit of the
    /// input expresses as a cluster would accept them, in words with the
    /// kubectl-level change.
    pub pod_outside: Vec<Message>,
    /// Each node's answer, in input order.
    pub nodes: Vec<NodeAnswer>,
}

/// One node's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct NodeAnswer {
    /// The node.
    pub node: String,
    /// Whether it passes the volume-binding filter.
    pub passes: bool,
    /// Why, in one sentence with the deciding number.
    pub answer: Message,
    /// For the node asked about, when it fails: the smallest edits that make
    /// it pass, each proven by filtering again (empty for the other nodes).
    pub changes: Vec<CapacityChange>,
    /// For the node asked about, when it fails: the fixes outside the input
    /// (a PV's node affinity is immutable, …), each a sentence with the
    /// kubectl-level change (empty for the other nodes).
    pub outside: Vec<Message>,
}

/// The answers for `input`'s pod; the edits are computed for `node` (when
/// given) and, when no node passes, for the node closest to passing. Each
/// edit re-runs the filter once, so the cost is linear in the input.
///
/// ```
/// use placement::capacity::{answer::explain_capacity, FilterInput};
/// let input: FilterInput = serde_json::from_str(r#"{
///   "cluster": {
///     "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}}],
///     "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
///                         "volumeBindingMode": "WaitForFirstConsumer"}],
///     "csiDrivers": [{"metadata": {"name": "csi.example.com"}, "spec": {"storageCapacity": true}}],
///     "csiStorageCapacities": [{"metadata": {"name": "a"}, "storageClassName": "fast",
///       "nodeTopology": {"matchLabels": {"zone": "a"}}, "capacity": "10Gi"}],
///     "persistentVolumeClaims": [{"metadata": {"name": "data"},
///       "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "20Gi"}}}}]
///   },
///   "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
/// }"#).unwrap();
/// let answer = explain_capacity(&input, Some("n1")).unwrap();
/// assert_eq!(answer.nodes[0].answer.id, "capacity-node-fails-capacity");
/// assert_eq!(answer.nodes[0].answer.number("limitBytes"), Some(10 << 30));
/// assert_eq!(answer.nodes[0].changes[0].message.id, "capacity-change-raise-capacity");
/// ```
pub fn explain_capacity(
    input: &FilterInput,
    node: Option<&str>,
) -> Result<CapacityAnswer, InputError> {
    let result = super::filter_nodes(input)?;
    let asked = match node {
        Some(name) => Some(
            result
                .nodes
                .iter()
                .position(|n| n.node == name)
                .ok_or_else(|| InputError::new("node", name, Message::new("error-unknown-node")))?,
        ),
        None => None,
    };
    let facts = Facts::new(input);
    let mut nodes: Vec<NodeAnswer> = result
        .nodes
        .iter()
        .map(|v| NodeAnswer {
            node: v.node.clone(),
            passes: v.passes,
            answer: facts.node_answer(&result, v),
            changes: Vec::new(),
            outside: Vec::new(),
        })
        .collect();
    let fixes = |i: usize| {
        let v = &result.nodes[i];
        let edits = match result.prefilter.status {
            PreFilterStatus::Unschedulable => changes::binding_changes(input, &result),
            _ => changes::suggest(input, v, i),
        };
        (edits, outside::outside(input, &result, v))
    };
    if let Some(i) = asked.filter(|&i| !result.nodes[i].passes) {
        (nodes[i].changes, nodes[i].outside) = fixes(i);
    }
    let closest = result
        .feasible_nodes
        .is_empty()
        .then(|| closest_node(&result.nodes))
        .flatten();
    let (pod_changes, pod_outside) = match closest {
        Some(i) if asked == Some(i) => (nodes[i].changes.clone(), nodes[i].outside.clone()),
        Some(i) => fixes(i),
        None => (Vec::new(), Vec::new()),
    };
    Ok(CapacityAnswer {
        pod: pod_answer(&input.pod, &result),
        closest_node: closest.map(|i| result.nodes[i].node.clone()),
        pod_changes,
        pod_outside,
        nodes,
    })
}

/// The pod's sentence.
fn pod_answer(pod: &Pod, result: &FilterResult) -> Message {
    let base = |id: &str| Message::new(id).arg("pod", &pod.metadata.name);
    match (&result.prefilter.status, &result.prefilter.message) {
        (PreFilterStatus::Unschedulable, Some(message)) => {
            base("capacity-pod-rejected").arg("message", message)
        }
        (PreFilterStatus::Skip, _) => base("capacity-pod-skipped"),
        _ => match (&result.selected_node, &result.event_message) {
            (Some(selected), _) => base("capacity-pod-feasible")
                .arg("feasible", result.feasible_nodes.len())
                .arg("total", result.nodes.len())
                .arg("selected", selected),
            (None, event) => {
                base("capacity-pod-none").arg("event", event.as_deref().unwrap_or_default())
            }
        },
    }
}

/// The failing node with the smallest capacity shortfall, else the first failing node.
fn closest_node(nodes: &[NodeVerdict]) -> Option<usize> {
    let shortfall = |v: &NodeVerdict| {
        let (claim, check) = failing_claim(v)?;
        let check = check.filter(|_| claim.outcome == ClaimOutcome::NotEnoughCapacity)?;
        Some(check.request? - largest(check).map_or(0, |(_, limit)| limit))
    };
    nodes
        .iter()
        .enumerate()
        .filter(|(_, v)| !v.passes)
        .filter_map(|(i, v)| shortfall(v).map(|s| (s, i)))
        .min()
        .map(|(_, i)| i)
        .or_else(|| nodes.iter().position(|v| !v.passes))
}

/// What the sentences look up: claims by name, capacities and classes.
struct Facts<'a> {
    claims: HashMap<&'a str, &'a PersistentVolumeClaim>,
    capacities: HashMap<String, &'a CsiStorageCapacity>,
    classes: HashMap<&'a str, &'a StorageClass>,
    drivers: HashMap<&'a str, &'a CsiDriver>,
}

impl<'a> Facts<'a> {
    fn new(input: &'a FilterInput) -> Self {
        let c = &input.cluster;
        let ns = input.pod.metadata.namespace();
        Facts {
            claims: c
                .persistent_volume_claims
                .iter()
                .filter(|p| p.metadata.namespace() == ns)
                .map(|p| (p.metadata.name.as_str(), p))
                .collect(),
            capacities: c
                .csi_storage_capacities
                .iter()
                .map(|k| (format!("{}/{}", k.metadata.namespace(), k.metadata.name), k))
                .collect(),
            classes: c
                .storage_classes
                .iter()
                .map(|s| (s.metadata.name.as_str(), s))
                .collect(),
            drivers: c
                .csi_drivers
                .iter()
                .map(|d| (d.metadata.name.as_str(), d))
                .collect(),
        }
    }

    /// A node's sentence.
    fn node_answer(&self, result: &FilterResult, v: &NodeVerdict) -> Message {
        let base = |id: &str| Message::new(id).arg("node", &v.node);
        match (&result.prefilter.status, &result.prefilter.message) {
            (PreFilterStatus::Unschedulable, Some(message)) => {
                return base("capacity-node-prefilter").arg("message", message);
            }
            (PreFilterStatus::Skip, _) => return base("capacity-node-passes-no-claims"),
            _ => {}
        }
        if v.passes {
            return self.pass_answer(v);
        }
        let Some((claim, check)) = failing_claim(v) else {
            return base("capacity-node-fails").arg("reasons", v.reasons.join("; "));
        };
        let pvc = self.claims.get(claim.claim.as_str()).copied();
        let class = pvc.map_or("", |p| p.class_name());
        let with_claim = |id: &str| base(id).arg("claim", &claim.claim);
        match claim.outcome {
            ClaimOutcome::PvMissing => with_claim("capacity-node-fails-pv-missing")
                .arg("pv", pvc.map_or("", |p| p.volume_name())),
            ClaimOutcome::NodeConflict => with_claim("capacity-node-fails-pv-affinity")
                .arg("pv", pvc.map_or("", |p| p.volume_name())),
            ClaimOutcome::SelectedOtherNode => with_claim("capacity-node-fails-selected-node").arg(
                "selected",
                pvc.and_then(|p| p.selected_node()).unwrap_or_default(),
            ),
            ClaimOutcome::NoProvisioner => {
                with_claim("capacity-node-fails-no-provisioner").arg("class", class)
            }
            ClaimOutcome::TopologyNotAllowed => with_claim("capacity-node-fails-topology")
                .arg("class", class)
                .arg(
                    "allowed",
                    self.classes
                        .get(class)
                        .map_or(String::new(), |c| allowed_text(c)),
                ),
            _ => self.capacity_answer(with_claim, class, check),
        }
    }

    /// A capacity failure: the largest object reaching the node against the request.
    fn capacity_answer(
        &self,
        with_claim: impl Fn(&str) -> Message,
        class: &str,
        check: Option<&CapacityCheck>,
    ) -> Message {
        let request = check.and_then(|c| c.request).unwrap_or(0);
        match check.and_then(largest) {
            Some((name, limit)) => with_claim("capacity-node-fails-capacity")
                .arg("capacity", name)
                .arg("segment", self.segment(name))
                .arg("limitBytes", limit)
                .arg("requestBytes", request),
            None if check.is_some_and(|c| !c.considered.is_empty()) => {
                with_claim("capacity-node-fails-capacity-unset").arg("class", class)
            }
            None => with_claim("capacity-node-fails-no-capacity")
                .arg("class", class)
                .arg("requestBytes", request),
        }
    }

    /// A passing node: the tightest capacity fit, else an unchecked provision, a static match, or bound volumes.
    fn pass_answer(&self, v: &NodeVerdict) -> Message {
        let base = |id: &str| Message::new(id).arg("node", &v.node);
        let tightest = v
            .claims
            .iter()
            .filter_map(|c| {
                let check = c.capacity.as_ref()?;
                let chosen = check.chosen.as_deref()?;
                let limit = check.considered.iter().find(|k| k.name == chosen)?.limit?;
                Some((limit - check.request?, c, chosen, limit, check.request?))
            })
            .min_by_key(|t| t.0);
        if let Some((_, c, chosen, limit, request)) = tightest {
            return base("capacity-node-passes-capacity")
                .arg("claim", &c.claim)
                .arg("capacity", chosen)
                .arg("segment", self.segment(chosen))
                .arg("limitBytes", limit)
                .arg("requestBytes", request);
        }
        if let Some(c) = v
            .claims
            .iter()
            .find(|c| c.outcome == ClaimOutcome::Provisionable)
        {
            let class = self
                .claims
                .get(c.claim.as_str())
                .map_or("", |p| p.class_name());
            let provisioner = self
                .classes
                .get(class)
                .map_or("", |k| k.provisioner.as_str());
            let id = match (
                c.capacity.as_ref().and_then(|k| k.request),
                self.drivers.get(provisioner),
            ) {
                (None, _) => "capacity-node-passes-no-request",
                (Some(_), None) => "capacity-node-passes-no-driver",
                (Some(_), Some(_)) => "capacity-node-passes-not-tracked",
            };
            return base(id).arg("claim", &c.claim).arg("driver", provisioner);
        }
        if let Some(c) = v
            .claims
            .iter()
            .find(|c| c.outcome == ClaimOutcome::StaticMatch)
        {
            return base("capacity-node-passes-static").arg("claim", &c.claim);
        }
        base("capacity-node-passes-bound")
    }

    /// An object's node topology as `key=value, …` (`every node` for `{}`).
    fn segment(&self, name: &str) -> String {
        match self
            .capacities
            .get(name)
            .and_then(|c| c.node_topology.as_ref())
        {
            Some(t) if t.is_empty() => "every node".into(),
            Some(t) => {
                let mut parts: Vec<String> = t
                    .match_labels
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                parts.extend(
                    t.match_expressions
                        .iter()
                        .map(|e| format!("{} {:?} {}", e.key, e.operator, e.values.join(","))),
                );
                parts.join(", ")
            }
            None => "no node".into(),
        }
    }
}

/// A class's allowedTopologies as `key in a, b; …`.
fn allowed_text(class: &StorageClass) -> String {
    class
        .allowed_topologies
        .iter()
        .map(|t| {
            t.match_label_expressions
                .iter()
                .map(|e| format!("{}={}", e.key, e.values.join("|")))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Every message id this module can produce (the catalogs are tested against it).
pub const MESSAGE_IDS: &[&str] = &[
    "capacity-pod-rejected",
    "capacity-pod-skipped",
    "capacity-pod-feasible",
    "capacity-pod-none",
    "capacity-node-prefilter",
    "capacity-node-passes-no-claims",
    "capacity-node-passes-capacity",
    "capacity-node-passes-no-request",
    "capacity-node-passes-no-driver",
    "capacity-node-passes-not-tracked",
    "capacity-node-passes-static",
    "capacity-node-passes-bound",
    "capacity-node-fails",
    "capacity-node-fails-pv-missing",
    "capacity-node-fails-pv-affinity",
    "capacity-node-fails-selected-node",
    "capacity-node-fails-no-provisioner",
    "capacity-node-fails-topology",
    "capacity-node-fails-capacity",
    "capacity-node-fails-capacity-unset",
    "capacity-node-fails-no-capacity",
    "capacity-change-raise-capacity",
    "capacity-change-add-capacity",
    "capacity-change-claim-request",
    "capacity-change-node-labels",
    "capacity-change-class-allow-topology",
    "capacity-change-class-wait-for-first-consumer",
    "capacity-outside-pv-missing",
    "capacity-outside-pv-affinity",
    "capacity-outside-selected-node",
    "capacity-outside-no-provisioner",
    "capacity-outside-capacity-unset",
    "capacity-outside-prebound",
    "capacity-outside-class-missing",
    "capacity-outside-claim-problem",
    "capacity-diff-nothing",
    "capacity-diff-now-passes",
    "capacity-diff-now-fails",
    "capacity-diff-many",
    "capacity-diff-pod",
];
