//! PreFilter and Filter of the VolumeBinding plugin, with the capacity check and scoring.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde::{Deserialize, Serialize};

use super::index::CapacityIndex;
use super::objects::*;
use super::score::{class_score, node_score, ScoringSettings};
use super::validate::{validate_cluster, validate_pod};
use super::ClusterObjects;
use crate::kernel::quantity::Bytes;
use crate::InputError;

/// PreFilter message when a pod has an unbound claim that is not delayed.
pub const MSG_UNBOUND_IMMEDIATE: &str = "pod has unbound immediate PersistentVolumeClaims";
/// Filter reason: a bound claim's PV does not accept the node.
pub const MSG_NODE_CONFLICT: &str = "node(s) had volume node affinity conflict";
/// Filter reason: a delayed claim can neither bind a PV nor be provisioned for the node.
pub const MSG_BIND_CONFLICT: &str = "node(s) didn't find available persistent volumes to bind";
/// Filter reason: no CSIStorageCapacity reaching the node is large enough.
pub const MSG_NOT_ENOUGH_SPACE: &str = "node(s) did not have enough free storage";
/// Filter reason: a bound claim's PV does not exist.
pub const MSG_PV_NOT_EXIST: &str =
    "node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)";
/// The scheduler's message when the cluster has no node.
pub const MSG_NO_NODES: &str = "no nodes available to schedule pods";

/// What `filter_nodes` asks: the cluster, the pod, and whether scoring is on.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct FilterInput {
    /// The cluster's objects.
    pub cluster: ClusterObjects,
    /// The pod to place.
    pub pod: Pod,
    /// `StorageCapacityScoring`: present = on (with its shape), absent = off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub scoring: Option<ScoringSettings>,
}

/// Outcome of PreFilter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum PreFilterStatus {
    /// The pod uses no claim: the plugin is skipped and every node passes it.
    Skip,
    /// Filter runs on every node.
    Success,
    /// The pod is rejected before any node is looked at.
    Unschedulable,
}

/// How PreFilter classified a pod volume.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum ClaimKind {
    /// `volumeName` set and bind-completed present.
    Bound,
    /// Unbound, class exists and is WaitForFirstConsumer: decided per node.
    Delayed,
    /// Unbound and not delayed: the pod is rejected.
    UnboundImmediate,
    /// A CSI inline ephemeral volume: never capacity-checked.
    CsiInline,
    /// PreFilter stopped before reaching this volume, or the claim was not found.
    Unknown,
}

/// A pod volume as PreFilter saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PodClaimInfo {
    /// Pod volume name.
    pub volume: String,
    /// Claim name (`<pod>-<volume>` for generic ephemeral volumes), or the CSI driver for inline volumes.
    pub claim: String,
    /// The classification.
    pub kind: ClaimKind,
    /// The claim's class (`""` when none).
    pub storage_class: String,
    /// The claim's storage request in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub request: Option<i64>,
    /// Why, in words.
    pub why: String,
}

/// PreFilter's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PreFilterOutcome {
    /// Skip, Success or Unschedulable.
    pub status: PreFilterStatus,
    /// The rejection message when Unschedulable.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub message: Option<String>,
    /// The pod's volumes, in pod order.
    pub claims: Vec<PodClaimInfo>,
}

/// What happened to one claim on one node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum ClaimOutcome {
    /// Bound claim whose PV accepts the node.
    Bound,
    /// Bound claim whose PV is missing.
    PvMissing,
    /// Bound claim whose PV's node affinity rejects the node.
    NodeConflict,
    /// Delayed claim whose selected-node annotation names another node.
    SelectedOtherNode,
    /// Delayed claim matched an existing PV.
    StaticMatch,
    /// The class cannot provision (no provisioner or `kubernetes.io/no-provisioner`).
    NoProvisioner,
    /// The class's `allowedTopologies` exclude the node.
    TopologyNotAllowed,
    /// Can be provisioned for the node.
    Provisionable,
    /// No CSIStorageCapacity reaching the node has a large enough limit.
    NotEnoughCapacity,
    /// Not looked at: an earlier check on this node stopped the plugin.
    NotChecked,
}

/// Which field served as a CSIStorageCapacity's limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum LimitField {
    /// `maximumVolumeSize` (preferred when set).
    MaximumVolumeSize,
    /// `capacity`.
    Capacity,
    /// Neither is set: the object never fits.
    Unset,
}

/// One CSIStorageCapacity of the claim's class that reaches the node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ConsideredCapacity {
    /// `namespace/name`.
    pub name: String,
    /// The limit in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub limit: Option<i64>,
    /// Which field the limit came from.
    pub limit_field: LimitField,
    /// limit ≥ request.
    pub fits: bool,
    /// In words, with the numbers.
    pub explanation: String,
}

/// The capacity check of one claim on one node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct CapacityCheck {
    /// The request in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub request: Option<i64>,
    /// Why the check passed without looking at any object, if it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub skipped: Option<String>,
    /// Objects of the class whose topology reaches the node, in input order, up to the first that fits.
    pub considered: Vec<ConsideredCapacity>,
    /// Objects of the class whose `nodeTopology` does not include the node (nil topology included).
    pub not_reaching_node: usize,
    /// The object that passed the claim (`namespace/name`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub chosen: Option<String>,
}

/// One claim's check on one node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ClaimCheck {
    /// Pod volume name.
    pub volume: String,
    /// Claim name.
    pub claim: String,
    /// The outcome.
    pub outcome: ClaimOutcome,
    /// In words.
    pub detail: String,
    /// The capacity check, when the claim reached it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub capacity: Option<CapacityCheck>,
}

/// The verdict for one node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct NodeVerdict {
    /// Node name.
    pub node: String,
    /// Whether the node passes the plugin.
    pub passes: bool,
    /// The plugin's reasons, in its fixed order.
    pub reasons: Vec<String>,
    /// Per claim, in evaluation order (bound, then selected-node, then by size), unchecked last.
    pub claims: Vec<ClaimCheck>,
    /// Score 0–100 when scoring is on and the node passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub score: Option<i64>,
}

/// The whole decision for a pod.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FilterResult {
    /// PreFilter.
    pub prefilter: PreFilterOutcome,
    /// Per node, in input order.
    pub nodes: Vec<NodeVerdict>,
    /// Nodes that pass, in input order.
    pub feasible_nodes: Vec<String>,
    /// Highest score (first in input order among equals); the first feasible node when scoring is off.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub selected_node: Option<String>,
    /// Feasible nodes sharing the best score (the scheduler picks one of them at random).
    pub tied_nodes: Vec<String>,
    /// `0/N nodes are available: …` when no node passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub event_message: Option<String>,
}

/// What binding a pod to a node does (see [`Scheduler::plan`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodePlan {
    /// `(claim, pv)` pairs bound to existing volumes.
    pub static_bindings: Vec<(String, String)>,
    /// Claims to provision for the node (they get the selected-node annotation).
    pub provisions: Vec<String>,
}

/// The plugin's reasons for one node, as flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reasons {
    /// `node(s) had volume node affinity conflict`.
    pub node_conflict: bool,
    /// `node(s) didn't find available persistent volumes to bind`.
    pub bind_conflict: bool,
    /// `node(s) did not have enough free storage`.
    pub not_enough_space: bool,
    /// `node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)`.
    pub pv_not_exist: bool,
}

impl Reasons {
    /// No reason: the node passes.
    pub fn passes(&self) -> bool {
        *self == Reasons::default()
    }

    /// The messages in the plugin's order.
    pub fn messages(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        for (flag, message) in [
            (self.node_conflict, MSG_NODE_CONFLICT),
            (self.bind_conflict, MSG_BIND_CONFLICT),
            (self.not_enough_space, MSG_NOT_ENOUGH_SPACE),
            (self.pv_not_exist, MSG_PV_NOT_EXIST),
        ] {
            if flag {
                out.push(message);
            }
        }
        out
    }
}

/// The fast verdict of a pod: PreFilter rejection, or per node its reasons and score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PodVerdicts {
    /// PreFilter rejected the pod with this message.
    Rejected(String),
    /// The plugin is skipped: every node passes.
    Skipped,
    /// Per node (input order): reasons and the score (when scoring is on and the node passes).
    Filtered(Vec<(Reasons, Option<i64>)>),
}

#[derive(Clone, Copy)]
struct PodClaim<'a> {
    position: usize,
    volume: &'a str,
    pvc: &'a PersistentVolumeClaim,
}

struct Classified<'a> {
    bound: Vec<PodClaim<'a>>,
    delayed: Vec<PodClaim<'a>>,
}

struct NodeEval {
    reasons: Reasons,
    checks: Vec<(usize, ClaimCheck)>,
    /// (class, requested, capacity, claim, pv) of static bindings.
    statics: Vec<(String, i64, i64, String, String)>,
    /// (class, requested, capacity of the object found, claim) of dynamic provisions.
    provisions: Vec<(String, i64, Option<i64>, String)>,
}

/// A validated, indexed cluster that filters pods.
///
/// ```
/// use placement::capacity::{ClusterObjects, filter::{Scheduler, PodVerdicts}};
/// use placement::capacity::objects::Pod;
/// let cluster: ClusterObjects = serde_json::from_str(r#"{"nodes": [{"metadata": {"name": "n1"}}]}"#).unwrap();
/// let scheduler = Scheduler::new(&cluster, None).unwrap();
/// let pod: Pod = serde_json::from_str(r#"{"metadata": {"name": "p"}}"#).unwrap();
/// assert_eq!(scheduler.verdicts(&pod).unwrap(), PodVerdicts::Skipped);
/// ```
pub struct Scheduler<'a> {
    cluster: &'a ClusterObjects,
    classes: HashMap<&'a str, &'a StorageClass>,
    drivers: HashMap<&'a str, &'a CsiDriver>,
    claims: HashMap<(&'a str, &'a str), &'a PersistentVolumeClaim>,
    volumes: HashMap<&'a str, &'a PersistentVolume>,
    volumes_by_class: HashMap<&'a str, Vec<&'a PersistentVolume>>,
    index: CapacityIndex,
    scoring: Option<ScoringSettings>,
}

impl<'a> Scheduler<'a> {
    /// Validates the cluster (and the scoring shape) and builds the indexes.
    pub fn new(
        cluster: &'a ClusterObjects,
        scoring: Option<&ScoringSettings>,
    ) -> Result<Self, InputError> {
        validate_cluster(cluster)?;
        if let Some(s) = scoring {
            s.validate().map_err(|e| e.within("scoring"))?;
        }
        let mut volumes_by_class: HashMap<&str, Vec<&PersistentVolume>> = HashMap::new();
        for pv in &cluster.persistent_volumes {
            volumes_by_class
                .entry(pv.class_name())
                .or_default()
                .push(pv);
        }
        Ok(Scheduler {
            cluster,
            classes: cluster
                .storage_classes
                .iter()
                .map(|c| (c.metadata.name.as_str(), c))
                .collect(),
            drivers: cluster
                .csi_drivers
                .iter()
                .map(|d| (d.metadata.name.as_str(), d))
                .collect(),
            claims: cluster
                .persistent_volume_claims
                .iter()
                .map(|c| ((c.metadata.namespace(), c.metadata.name.as_str()), c))
                .collect(),
            volumes: cluster
                .persistent_volumes
                .iter()
                .map(|v| (v.metadata.name.as_str(), v))
                .collect(),
            volumes_by_class,
            index: CapacityIndex::build(&cluster.nodes, &cluster.csi_storage_capacities),
            scoring: scoring.cloned(),
        })
    }

    /// PreFilter: classifies the pod's claims or rejects the pod.
    fn prefilter(&self, pod: &'a Pod) -> (PreFilterOutcome, Option<Classified<'a>>) {
        let ns = pod.metadata.namespace();
        let mut infos = Vec::new();
        let mut found: Vec<PodClaim<'a>> = Vec::new();
        let mut rejection: Option<String> = None;
        for (position, volume) in pod.spec.volumes.iter().enumerate() {
            let (claim_name, ephemeral) = if let Some(src) = &volume.persistent_volume_claim {
                (src.claim_name.clone(), false)
            } else if volume.ephemeral.is_some() {
                (ephemeral_claim_name(&pod.metadata.name, &volume.name), true)
            } else {
                if let Some(csi) = &volume.csi {
                    infos.push(PodClaimInfo {
                        volume: volume.name.clone(),
                        claim: csi.driver.clone(),
                        kind: ClaimKind::CsiInline,
                        storage_class: String::new(),
                        request: None,
                        why: "CSI inline ephemeral volume: scheduled without capacity tracking"
                            .into(),
                    });
                }
                continue;
            };
            let mut info = PodClaimInfo {
                volume: volume.name.clone(),
                claim: claim_name.clone(),
                kind: ClaimKind::Unknown,
                storage_class: String::new(),
                request: None,
                why: String::new(),
            };
            if rejection.is_some() {
                info.why = "not examined: PreFilter stopped at an earlier volume".into();
                infos.push(info);
                continue;
            }
            let Some(pvc) = self.claims.get(&(ns, claim_name.as_str())).copied() else {
                let message = if ephemeral {
                    format!("waiting for ephemeral volume controller to create the persistentvolumeclaim {claim_name:?}")
                } else {
                    format!("persistentvolumeclaim {claim_name:?} not found")
                };
                info.why = message.clone();
                rejection = Some(message);
                infos.push(info);
                continue;
            };
            info.storage_class = pvc.class_name().to_string();
            info.request = pvc.request();
            let problem = if pvc.status.phase.as_deref() == Some("Lost") {
                Some(format!(
                    "persistentvolumeclaim {:?} bound to non-existent persistentvolume {:?}",
                    pvc.metadata.name,
                    pvc.volume_name()
                ))
            } else if pvc.metadata.deletion_timestamp.is_some() {
                Some(format!(
                    "persistentvolumeclaim {:?} is being deleted",
                    pvc.metadata.name
                ))
            } else if ephemeral && !owned_by(pvc, pod) {
                Some(format!(
                    "PVC {}/{} was not created for pod {}/{} (pod is not owner)",
                    pvc.metadata.namespace(),
                    pvc.metadata.name,
                    ns,
                    pod.metadata.name
                ))
            } else {
                None
            };
            if let Some(message) = problem {
                info.why = message.clone();
                rejection = Some(message);
                infos.push(info);
                continue;
            }
            found.push(PodClaim {
                position,
                volume: &volume.name,
                pvc,
            });
            infos.push(info);
        }
        if let Some(message) = rejection {
            return (
                PreFilterOutcome {
                    status: PreFilterStatus::Unschedulable,
                    message: Some(message),
                    claims: infos,
                },
                None,
            );
        }
        if found.is_empty() {
            return (
                PreFilterOutcome {
                    status: PreFilterStatus::Skip,
                    message: None,
                    claims: infos,
                },
                None,
            );
        }
        let mut classified = Classified {
            bound: Vec::new(),
            delayed: Vec::new(),
        };
        let mut immediate = false;
        for claim in &found {
            let pvc = claim.pvc;
            let (kind, why) = if pvc.is_fully_bound() {
                (
                    ClaimKind::Bound,
                    format!("bound to persistentvolume {:?}", pvc.volume_name()),
                )
            } else {
                let class = self.classes.get(pvc.class_name());
                let delayed = class
                    .is_some_and(|c| c.binding_mode() == VolumeBindingMode::WaitForFirstConsumer);
                if delayed && pvc.volume_name().is_empty() {
                    (
                        ClaimKind::Delayed,
                        "unbound, class is WaitForFirstConsumer: decided per node".to_string(),
                    )
                } else if delayed {
                    (
                        ClaimKind::UnboundImmediate,
                        "pre-bound to a volume but binding is not complete".to_string(),
                    )
                } else if pvc.class_name().is_empty() {
                    (
                        ClaimKind::UnboundImmediate,
                        "unbound and has no storage class".to_string(),
                    )
                } else {
                    (
                        ClaimKind::UnboundImmediate,
                        "unbound, class is Immediate: the driver creates the volume on its own and the pod \
                         follows it"
                            .to_string(),
                    )
                }
            };
            if let Some(info) = infos.iter_mut().find(|i| i.volume == claim.volume) {
                info.kind = kind;
                info.why = why;
            }
            match kind {
                ClaimKind::Bound => classified.bound.push(*claim),
                ClaimKind::Delayed => classified.delayed.push(*claim),
                _ => immediate = true,
            }
        }
        if immediate {
            return (
                PreFilterOutcome {
                    status: PreFilterStatus::Unschedulable,
                    message: Some(MSG_UNBOUND_IMMEDIATE.into()),
                    claims: infos,
                },
                None,
            );
        }
        (
            PreFilterOutcome {
                status: PreFilterStatus::Success,
                message: None,
                claims: infos,
            },
            Some(classified),
        )
    }

    /// Filter on one node.
    fn evaluate(&self, claims: &Classified<'a>, node_index: usize, explain: bool) -> NodeEval {
        let mut eval = NodeEval {
            reasons: Reasons::default(),
            checks: Vec::new(),
            statics: Vec::new(),
            provisions: Vec::new(),
        };
        let Some(node) = self.cluster.nodes.get(node_index) else {
            return eval;
        };
        let name = node.metadata.name.as_str();
        let labels = &node.metadata.labels;
        let record = |eval: &mut NodeEval,
                      claim: &PodClaim,
                      outcome: ClaimOutcome,
                      detail: &dyn Fn() -> String,
                      capacity: Option<CapacityCheck>| {
            if explain {
                eval.checks.push((
                    claim.position,
                    ClaimCheck {
                        volume: claim.volume.to_string(),
                        claim: claim.pvc.metadata.name.clone(),
                        outcome,
                        detail: detail(),
                        capacity,
                    },
                ));
            }
        };
        // Bound claims: stop at the first problem.
        for claim in &claims.bound {
            match self.volumes.get(claim.pvc.volume_name()) {
                None => {
                    eval.reasons.pv_not_exist = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::PvMissing,
                        &|| {
                            format!(
                                "persistentvolume {:?} does not exist",
                                claim.pvc.volume_name()
                            )
                        },
                        None,
                    );
                    break;
                }
                Some(pv) if !pv_accepts(pv, name, labels) => {
                    eval.reasons.node_conflict = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::NodeConflict,
                        &|| {
                            format!(
                                "persistentvolume {:?}'s nodeAffinity does not match node {name}",
                                pv.metadata.name
                            )
                        },
                        None,
                    );
                    break;
                }
                Some(pv) => record(
                    &mut eval,
                    claim,
                    ClaimOutcome::Bound,
                    &|| {
                        format!(
                            "persistentvolume {:?} is reachable from node {name}",
                            pv.metadata.name
                        )
                    },
                    None,
                ),
            }
        }
        // Delayed claims.
        if !claims.delayed.is_empty() {
            let mut to_provision: Vec<PodClaim> = Vec::new();
            let mut to_match: Vec<PodClaim> = Vec::new();
            for claim in &claims.delayed {
                match claim.pvc.selected_node() {
                    Some(selected) if selected != name => {
                        eval.reasons.bind_conflict = true;
                        record(
                            &mut eval,
                            claim,
                            ClaimOutcome::SelectedOtherNode,
                            &|| {
                                format!(
                                    "annotation {ANN_SELECTED_NODE}={selected} names another node"
                                )
                            },
                            None,
                        );
                        self.finish(&mut eval, claims, explain);
                        return eval;
                    }
                    Some(_) => to_provision.push(*claim),
                    None => to_match.push(*claim),
                }
            }
            to_match.sort_by_key(|c| c.pvc.request().unwrap_or(0));
            let mut chosen: HashSet<&str> = HashSet::new();
            for claim in &to_match {
                let candidates = self
                    .volumes_by_class
                    .get(claim.pvc.class_name())
                    .map_or(&[][..], Vec::as_slice);
                match find_matching_volume(claim.pvc, candidates, name, labels, &chosen) {
                    Some(pv) => {
                        chosen.insert(&pv.metadata.name);
                        eval.statics.push((
                            pv.class_name().to_string(),
                            claim.pvc.request().unwrap_or(0),
                            pv.size(),
                            claim.pvc.metadata.name.clone(),
                            pv.metadata.name.clone(),
                        ));
                        record(
                            &mut eval,
                            claim,
                            ClaimOutcome::StaticMatch,
                            &|| {
                                format!(
                                    "matches persistentvolume {:?} ({})",
                                    pv.metadata.name,
                                    Bytes(pv.size())
                                )
                            },
                            None,
                        );
                    }
                    None => to_provision.push(*claim),
                }
            }
            for claim in &to_provision {
                let Some(class) = self.classes.get(claim.pvc.class_name()).copied() else {
                    continue;
                };
                let provisioner = class.provisioner.as_str();
                if provisioner.is_empty() || provisioner == NO_PROVISIONER {
                    eval.reasons.bind_conflict = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::NoProvisioner,
                        &|| {
                            format!("no matching persistentvolume and storageclass {:?} cannot provision (provisioner {provisioner:?})", class.metadata.name)
                        },
                        None,
                    );
                    break;
                }
                if !super::affinity::allowed_topologies_match(&class.allowed_topologies, labels) {
                    eval.reasons.bind_conflict = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::TopologyNotAllowed,
                        &|| {
                            format!(
                                "storageclass {:?}'s allowedTopologies exclude node {name}",
                                class.metadata.name
                            )
                        },
                        None,
                    );
                    break;
                }
                let (sufficient, found, check) =
                    self.capacity_check(claim.pvc, class, node_index, explain);
                if !sufficient {
                    eval.reasons.not_enough_space = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::NotEnoughCapacity,
                        &|| {
                            format!("no CSIStorageCapacity of class {:?} reaching node {name} has room for {}", class.metadata.name, Bytes(claim.pvc.request().unwrap_or(0)))
                        },
                        check,
                    );
                    break;
                }
                eval.provisions.push((
                    class.metadata.name.clone(),
                    claim.pvc.request().unwrap_or(0),
                    found,
                    claim.pvc.metadata.name.clone(),
                ));
                record(
                    &mut eval,
                    claim,
                    ClaimOutcome::Provisionable,
                    &|| format!("can be provisioned by {provisioner} for node {name}"),
                    check,
                );
            }
        }
        self.finish(&mut eval, claims, explain);
        eval
    }

    /// Adds NotChecked entries for claims the node's evaluation did not reach.
    fn finish(&self, eval: &mut NodeEval, claims: &Classified<'a>, explain: bool) {
        if !explain {
            return;
        }
        let seen: HashSet<usize> = eval.checks.iter().map(|(p, _)| *p).collect();
        for claim in claims.bound.iter().chain(&claims.delayed) {
            if !seen.contains(&claim.position) {
                eval.checks.push((
                    claim.position,
                    ClaimCheck {
                        volume: claim.volume.to_string(),
                        claim: claim.pvc.metadata.name.clone(),
                        outcome: ClaimOutcome::NotChecked,
                        detail: "not checked: the plugin stopped at an earlier claim on this node"
                            .into(),
                        capacity: None,
                    },
                ));
            }
        }
    }

    /// The capacity check of one claim: (sufficient, capacity of the object found, explanation).
    fn capacity_check(
        &self,
        pvc: &PersistentVolumeClaim,
        class: &StorageClass,
        node_index: usize,
        explain: bool,
    ) -> (bool, Option<i64>, Option<CapacityCheck>) {
        let mut check = CapacityCheck {
            request: pvc.request(),
            skipped: None,
            considered: Vec::new(),
            not_reaching_node: 0,
            chosen: None,
        };
        let skip = |why: String| {
            (
                true,
                None,
                explain.then_some(CapacityCheck {
                    skipped: Some(why),
                    ..check.clone()
                }),
            )
        };
        let Some(request) = pvc.request() else {
            return skip("the claim has no storage request".into());
        };
        let provisioner = class.provisioner.as_str();
        let Some(driver) = self.drivers.get(provisioner) else {
            return skip(format!(
                "no CSIDriver named {provisioner:?}: capacity is not checked"
            ));
        };
        if driver.spec.storage_capacity != Some(true) {
            return skip(format!(
                "CSIDriver {provisioner:?} has storageCapacity {}: capacity is not checked",
                match driver.spec.storage_capacity {
                    Some(false) => "false",
                    _ => "unset",
                }
            ));
        }
        let caps = &self.cluster.csi_storage_capacities;
        if !explain {
            let found = self.index.first_fit(node_index, &class.metadata.name, |i| {
                caps.get(i as usize)
                    .and_then(|c| c.maximum_volume_size.or(c.capacity))
                    .is_some_and(|limit| limit.0 >= request)
            });
            return match found.and_then(|i| caps.get(i as usize)) {
                Some(cap) => (true, Some(cap.capacity.map_or(0, |c| c.0)), None),
                None => (false, None, None),
            };
        }
        let reaching = self.index.reaching(node_index, &class.metadata.name);
        if explain {
            check.not_reaching_node = self
                .index
                .objects_of_class(&class.metadata.name)
                .saturating_sub(reaching.len());
        }
        for &i in &reaching {
            let Some(cap) = caps.get(i as usize) else {
                continue;
            };
            let (limit, field) = match (cap.maximum_volume_size, cap.capacity) {
                (Some(m), _) => (Some(m.0), LimitField::MaximumVolumeSize),
                (None, Some(c)) => (Some(c.0), LimitField::Capacity),
                (None, None) => (None, LimitField::Unset),
            };
            let fits = limit.is_some_and(|l| l >= request);
            if explain {
                let cap_name = format!("{}/{}", cap.metadata.namespace(), cap.metadata.name);
                let explanation = match (limit, field) {
                    (None, _) => {
                        "neither maximumVolumeSize nor capacity is set: never fits".to_string()
                    }
                    (Some(l), f) => format!(
                        "{} {} {} request {}",
                        if f == LimitField::MaximumVolumeSize {
                            "maximumVolumeSize"
                        } else {
                            "capacity"
                        },
                        Bytes(l),
                        if fits { "≥" } else { "<" },
                        Bytes(request)
                    ),
                };
                if fits {
                    check.chosen = Some(cap_name.clone());
                }
                check.considered.push(ConsideredCapacity {
                    name: cap_name,
                    limit,
                    limit_field: field,
                    fits,
                    explanation,
                });
            }
            if fits {
                return (
                    true,
                    Some(cap.capacity.map_or(0, |c| c.0)),
                    explain.then_some(check),
                );
            }
        }
        (false, None, explain.then_some(check))
    }

    fn score(&self, eval: &NodeEval) -> Option<i64> {
        let settings = self.scoring.as_ref()?;
        let mut classes: BTreeMap<&str, (i64, i64)> = BTreeMap::new();
        if !eval.statics.is_empty() {
            for (class, requested, capacity, _, _) in &eval.statics {
                let entry = classes.entry(class).or_default();
                entry.0 = entry.0.saturating_add(*requested);
                entry.1 = entry.1.saturating_add(*capacity);
            }
        } else {
            for (class, requested, capacity, _) in &eval.provisions {
                let Some(capacity) = capacity else { continue };
                let entry = classes.entry(class).or_default();
                entry.0 = entry.0.saturating_add(*requested);
                entry.1 = *capacity; // the capacity of the pool, not a sum
            }
        }
        let scores: Vec<i64> = classes
            .values()
            .map(|(r, c)| class_score(settings, *r, *c))
            .collect();
        Some(node_score(&scores))
    }

    /// The fast path: verdicts without explanations (used by the simulation and the benchmark).
    pub fn verdicts(&self, pod: &'a Pod) -> Result<PodVerdicts, InputError> {
        validate_pod(pod).map_err(|e| e.within("pod"))?;
        let (outcome, classified) = self.prefilter(pod);
        let Some(classified) = classified else {
            return Ok(match outcome.message {
                Some(message) => PodVerdicts::Rejected(message),
                None => PodVerdicts::Skipped,
            });
        };
        Ok(PodVerdicts::Filtered(
            (0..self.cluster.nodes.len())
                .map(|i| {
                    let eval = self.evaluate(&classified, i, false);
                    let score = if eval.reasons.passes() {
                        self.score(&eval)
                    } else {
                        None
                    };
                    (eval.reasons, score)
                })
                .collect(),
        ))
    }

    /// What binding the pod to node number `node` would do: static bindings
    /// `(claim, pv)` and claims to provision; `None` when the node does not pass.
    pub fn plan(&self, pod: &'a Pod, node: usize) -> Option<NodePlan> {
        let (_, classified) = self.prefilter(pod);
        let eval = self.evaluate(&classified?, node, false);
        eval.reasons.passes().then(|| NodePlan {
            static_bindings: eval
                .statics
                .into_iter()
                .map(|(_, _, _, c, v)| (c, v))
                .collect(),
            provisions: eval.provisions.into_iter().map(|(_, _, _, c)| c).collect(),
        })
    }

    /// PreFilter and Filter (and Score) with full explanations.
    pub fn filter(&self, pod: &'a Pod) -> Result<FilterResult, InputError> {
        validate_pod(pod).map_err(|e| e.within("pod"))?;
        let (prefilter, classified) = self.prefilter(pod);
        let nodes = &self.cluster.nodes;
        let verdicts: Vec<NodeVerdict> = match (&classified, &prefilter.message) {
            (None, Some(message)) => nodes
                .iter()
                .map(|n| NodeVerdict {
                    node: n.metadata.name.clone(),
                    passes: false,
                    reasons: vec![message.clone()],
                    claims: vec![],
                    score: None,
                })
                .collect(),
            (None, None) => nodes
                .iter()
                .map(|n| NodeVerdict {
                    node: n.metadata.name.clone(),
                    passes: true,
                    reasons: vec![],
                    claims: vec![],
                    score: self.scoring.as_ref().map(|_| 0),
                })
                .collect(),
            (Some(classified), _) => nodes
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    let mut eval = self.evaluate(classified, i, true);
                    let passes = eval.reasons.passes();
                    let score = if passes { self.score(&eval) } else { None };
                    let claims = std::mem::take(&mut eval.checks)
                        .into_iter()
                        .map(|(_, c)| c)
                        .collect();
                    NodeVerdict {
                        node: n.metadata.name.clone(),
                        passes,
                        reasons: eval
                            .reasons
                            .messages()
                            .into_iter()
                            .map(String::from)
                            .collect(),
                        claims,
                        score,
                    }
                })
                .collect(),
        };
        let feasible_nodes: Vec<String> = verdicts
            .iter()
            .filter(|v| v.passes)
            .map(|v| v.node.clone())
            .collect();
        let best = verdicts
            .iter()
            .filter(|v| v.passes)
            .map(|v| v.score.unwrap_or(0))
            .max();
        let tied_nodes: Vec<String> = match best {
            Some(best) => verdicts
                .iter()
                .filter(|v| v.passes && v.score.unwrap_or(0) == best)
                .map(|v| v.node.clone())
                .collect(),
            None => vec![],
        };
        let event_message = if !feasible_nodes.is_empty() {
            None
        } else {
            Some(event_message(
                nodes.len(),
                prefilter.message.as_deref(),
                verdicts
                    .iter()
                    .map(|v| v.reasons.iter().map(String::as_str)),
            ))
        };
        Ok(FilterResult {
            selected_node: tied_nodes.first().cloned(),
            prefilter,
            nodes: verdicts,
            feasible_nodes,
            tied_nodes,
            event_message,
        })
    }
}

/// The scheduler's FitError text: `0/N nodes are available: <count> <reason>, ….`, pieces sorted
/// as strings; a PreFilter rejection replaces the histogram.
///
/// ```
/// use placement::capacity::filter::event_message;
/// let reasons = vec![vec!["node(s) did not have enough free storage"], vec!["node(s) had volume node affinity conflict"],
///                    vec!["node(s) did not have enough free storage"]];
/// assert_eq!(event_message(3, None, reasons.iter().map(|r| r.iter().copied())),
///     "0/3 nodes are available: 1 node(s) had volume node affinity conflict, 2 node(s) did not have enough free storage.");
/// ```
pub fn event_message<'r, I, R>(nodes: usize, prefilter: Option<&str>, per_node: I) -> String
where
    I: IntoIterator<Item = R>,
    R: IntoIterator<Item = &'r str>,
{
    if nodes == 0 {
        return MSG_NO_NODES.to_string();
    }
    if let Some(message) = prefilter {
        return format!("0/{nodes} nodes are available: {message}.");
    }
    let mut histogram: BTreeMap<&str, usize> = BTreeMap::new();
    for reasons in per_node {
        for reason in reasons {
            *histogram.entry(reason).or_default() += 1;
        }
    }
    let mut pieces: Vec<String> = histogram
        .into_iter()
        .map(|(r, n)| format!("{n} {r}"))
        .collect();
    pieces.sort();
    if pieces.is_empty() {
        format!("0/{nodes} nodes are available.")
    } else {
        format!("0/{nodes} nodes are available: {}.", pieces.join(", "))
    }
}

/// Whether a generic ephemeral claim belongs to the pod. Claims without owner
/// references are accepted (hand-written playground input); with owners, one
/// must be the controlling Pod of that name.
fn owned_by(pvc: &PersistentVolumeClaim, pod: &Pod) -> bool {
    let owners = &pvc.metadata.owner_references;
    owners.is_empty()
        || owners
            .iter()
            .any(|o| o.kind == "Pod" && o.name == pod.metadata.name && o.controller == Some(true))
}

/// `CheckNodeAffinity`: no affinity or no `required` accepts every node.
pub fn pv_accepts(
    pv: &PersistentVolume,
    node_name: &str,
    labels: &crate::kernel::labels::Labels,
) -> bool {
    match pv
        .spec
        .node_affinity
        .as_ref()
        .and_then(|a| a.required.as_ref())
    {
        None => true,
        Some(selector) => selector.matches(node_name, labels),
    }
}

fn volume_mode(mode: &Option<String>) -> &str {
    mode.as_deref().unwrap_or("Filesystem")
}

/// `FindMatchingVolume` on the scheduler path: a volume pre-bound to the claim, else the smallest fitting one.
fn find_matching_volume<'v>(
    pvc: &PersistentVolumeClaim,
    candidates: &[&'v PersistentVolume],
    node_name: &str,
    labels: &crate::kernel::labels::Labels,
    excluded: &HashSet<&str>,
) -> Option<&'v PersistentVolume> {
    let requested = pvc.request().unwrap_or(0);
    let mut smallest: Option<&PersistentVolume> = None;
    for &pv in candidates {
        if excluded.contains(pv.metadata.name.as_str()) {
            continue;
        }
        let bound_here = pv.is_bound_to(pvc);
        if pv.spec.claim_ref.is_some() && !bound_here {
            continue;
        }
        if pv.size() < requested
            || volume_mode(&pv.spec.volume_mode) != volume_mode(&pvc.spec.volume_mode)
        {
            continue;
        }
        if pv.metadata.deletion_timestamp.is_some() {
            continue;
        }
        let affinity_ok = pv_accepts(pv, node_name, labels);
        if bound_here {
            return affinity_ok.then_some(pv);
        }
        if pv.status.phase.as_deref().unwrap_or("Available") != "Available" {
            continue;
        }
        if pvc
            .spec
            .selector
            .as_ref()
            .is_some_and(|s| !s.matches(&pv.metadata.labels))
        {
            continue;
        }
        if pv.class_name() != pvc.class_name() || !affinity_ok {
            continue;
        }
        if !pvc
            .spec
            .access_modes
            .iter()
            .all(|m| pv.spec.access_modes.contains(m))
        {
            continue;
        }
        if smallest.is_none_or(|s| s.size() > pv.size()) {
            smallest = Some(pv);
        }
    }
    smallest
}

/// Runs PreFilter, Filter and (optionally) Score of the VolumeBinding plugin for one pod.
///
/// ```
/// use placement::capacity::{filter_nodes, FilterInput};
/// let input: FilterInput = serde_json::from_str(r#"{
///   "cluster": {
///     "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}},
///               {"metadata": {"name": "n2", "labels": {"zone": "b"}}}],
///     "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
///                         "volumeBindingMode": "WaitForFirstConsumer"}],
///     "csiDrivers": [{"metadata": {"name": "csi.example.com"}, "spec": {"storageCapacity": true}}],
///     "csiStorageCapacities": [
///       {"metadata": {"name": "a"}, "storageClassName": "fast", "nodeTopology": {"matchLabels": {"zone": "a"}}, "capacity": "10Gi"},
///       {"metadata": {"name": "b"}, "storageClassName": "fast", "nodeTopology": {"matchLabels": {"zone": "b"}}, "capacity": "100Gi"}],
///     "persistentVolumeClaims": [{"metadata": {"name": "data"},
///       "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "20Gi"}}}}]
///   },
///   "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
/// }"#).unwrap();
/// let result = filter_nodes(&input).unwrap();
/// assert_eq!(result.feasible_nodes, vec!["n2".to_string()]);
/// assert_eq!(result.nodes[0].reasons, vec!["node(s) did not have enough free storage".to_string()]);
/// ```
pub fn filter_nodes(input: &FilterInput) -> Result<FilterResult, InputError> {
    let scheduler = Scheduler::new(&input.cluster, input.scoring.as_ref()).map_err(|e| {
        if e.path.starts_with("scoring") {
            e
        } else {
            e.within("cluster")
        }
    })?;
    scheduler.filter(&input.pod)
}
