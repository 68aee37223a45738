//! The input and output types of the filter, and the plugin's messages.

use serde::{Deserialize, Serialize};

use crate::capacity::objects::ClusterObjects;
use crate::capacity::objects::Pod;
use crate::capacity::score::ScoringSettings;
use crate::kernel::message::Message;

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
    /// `why` as a sentence of the catalogs; absent when `why` is PreFilter's own
    /// rejection message, which stays verbatim (English).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub why_message: Option<Message>,
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
    /// `explanation` as a sentence of the catalogs.
    pub explanation_message: Message,
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
    /// `skipped` as a sentence of the catalogs.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub skipped_message: Option<Message>,
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
    /// `detail` as a sentence of the catalogs.
    pub detail_message: Message,
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
    /// Where the input is read as the scheduler reads it rather than as written: a PV's
    /// `matchFields` (checked against labels only), objects naming a StorageClass not in the input.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub notes: Vec<String>,
    /// `notes` as messages (an id and arguments), in the same order, to say
    /// them in another language.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub note_messages: Vec<crate::kernel::message::Message>,
}

/// What binding a pod to a node does (see [`Scheduler::plan`](crate::capacity::filter::Scheduler::plan)).
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
