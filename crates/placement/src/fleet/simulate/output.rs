//! What [`super::simulate_rollout`] returns: per round, the bundle status, the
//! partitions, what waits and why, and per cluster its final state and timeline.

use serde::{Deserialize, Serialize};

use crate::fleet::plan::PartitionInfo;
use crate::fleet::state::{Bd, BundleState, BundleSummary, StateCounts};
use crate::kernel::int_or_percent::Limit;
use crate::kernel::message::Message;

/// The bundle status fields as one reconcile writes them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct BundleStatus {
    /// `maxNew`.
    pub max_new: i64,
    /// BundleDeployments created by this reconcile.
    pub newly_created: i64,
    /// Unavailable BundleDeployments: counted before the decisions, plus one per
    /// available BundleDeployment promoted.
    pub unavailable: i64,
    /// Bundle-wide maxUnavailable (`limit(targets, maxUnavailable)`).
    pub max_unavailable: i64,
    /// Unavailable partitions counted until the loop ended.
    pub unavailable_partitions: i64,
    /// `limit(partitions, maxUnavailablePartitions, 0)`.
    pub max_unavailable_partitions: i64,
    /// The summary over all targets, computed before the decisions.
    pub summary: BundleSummary,
    /// Worst state among the listed non-ready targets; `null` when all are ready.
    pub display_state: Option<BundleState>,
    /// The Ready condition's message (empty when ready).
    pub ready_message: String,
}

/// One partition in one round: its status entry (values from before the
/// decisions) and what the reconcile did in it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PartitionRound {
    /// Partition name as in `status.partitions[].name` (empty when unnamed).
    pub name: String,
    /// The name, or `partitions[i] (unnamed)`: how sentences name it.
    pub label: String,
    /// Members.
    pub count: u64,
    /// The partition's maxUnavailable.
    pub max_unavailable: i64,
    /// Members with an unavailable BundleDeployment (before the decisions).
    pub unavailable: u64,
    /// State counts of the members (before the decisions).
    pub summary: StateCounts,
    /// Whether the reconcile got to this partition (it stops after an unavailable one).
    pub reached: bool,
    /// BundleDeployments created here.
    pub created: u64,
    /// BundleDeployments staged with a new version here.
    pub staged: u64,
    /// BundleDeployments promoted here.
    pub promoted: u64,
    /// The check: members not up to date or unavailable, after the decisions.
    pub not_up_to_date_or_unavailable: u64,
    /// The check's verdict: more than maxUnavailable such members.
    pub partition_unavailable: bool,
}

/// Why the reconcile stopped before the last partition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Stop {
    /// The partition after which it stopped (its label: the name, or `partitions[i] (unnamed)`).
    pub partition: String,
    /// Its index.
    pub index: usize,
    /// Its members not up to date or unavailable.
    pub not_up_to_date_or_unavailable: u64,
    /// Its maxUnavailable.
    pub max_unavailable: i64,
    /// Unavailable partitions so far.
    pub unavailable_partitions: i64,
    /// The limit they exceed.
    pub max_unavailable_partitions: i64,
    /// Partitions not created, staged or promoted in this reconcile.
    pub partitions_not_reached: usize,
    /// In words.
    pub message: String,
}

/// Why something waits in a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Wait {
    /// maxNew BundleDeployments were created; reached members still have none.
    MaxNew {
        /// The limit.
        max_new: i64,
        /// Members of reached partitions still without a BundleDeployment.
        without_deployment: u64,
        /// In words.
        message: String,
    },
    /// Promotion of available BundleDeployments waits for the bundle-wide limit.
    BundleLimit {
        /// Partition where candidates wait (its label).
        partition: String,
        /// Candidates waiting there.
        waiting: u64,
        /// The bundle's unavailable counter.
        unavailable: i64,
        /// The bundle's maxUnavailable.
        max_unavailable: i64,
        /// In words.
        message: String,
    },
    /// Promotion waits for the partition's limit.
    PartitionLimit {
        /// Partition (its label).
        partition: String,
        /// Candidates waiting.
        waiting: u64,
        /// The partition's unavailable counter.
        unavailable: i64,
        /// The partition's maxUnavailable.
        max_unavailable: i64,
        /// In words.
        message: String,
    },
    /// Paused (bundle or clusters): staged deployments are not promoted.
    Paused {
        /// Partition (its label).
        partition: String,
        /// Staged BundleDeployments held back.
        waiting: u64,
        /// Whether the bundle (not only clusters) is paused.
        bundle_paused: bool,
        /// In words.
        message: String,
    },
    /// Targets in no manual partition: never deployed.
    Unmatched {
        /// How many.
        clusters: u64,
        /// In words.
        message: String,
    },
}

/// One round: the reconcile, then the agent step.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct RoundRecord {
    /// Round number, from 1.
    pub round: u32,
    /// The bundle version desired in this round.
    pub version: u32,
    /// Whether the bundle is paused in this round.
    pub bundle_paused: bool,
    /// Input events applied at the start of the round, in words.
    pub events: Vec<String>,
    /// BundleDeployments created.
    pub created: u64,
    /// The first `nameLimit` of them, in creation order.
    pub created_names: Vec<String>,
    /// BundleDeployments promoted (deployment ID set to the staged one).
    pub promoted: u64,
    /// The first `nameLimit` of them, in promotion order.
    pub promoted_names: Vec<String>,
    /// BundleDeployments staged with a new version.
    pub staged: u64,
    /// Agent step: deployments applied.
    pub applied: u64,
    /// Agent step: clusters that became ready.
    pub became_ready: u64,
    /// Agent step: failed applies.
    pub failed: u64,
    /// The status the reconcile writes.
    pub status: BundleStatus,
    /// Per partition.
    pub partitions: Vec<PartitionRound>,
    /// Why the reconcile stopped early, if it did.
    pub stopped: Option<Stop>,
    /// What waits, and on which limit.
    pub waits: Vec<Wait>,
    /// Bundle-view state counts after the agent step (what the next reconcile sees).
    pub end: StateCounts,
}

/// How the simulation ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Outcome {
    /// Every partitioned target is up to date and ready.
    Complete {
        /// Last round.
        round: u32,
        /// In words.
        message: String,
    },
    /// Nothing changes any more.
    Stalled {
        /// Last round.
        round: u32,
        /// In words.
        message: String,
    },
    /// `maxRounds` reached.
    MaxRounds {
        /// Last round.
        round: u32,
        /// In words.
        message: String,
    },
}

/// Kinds of per-cluster timeline events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum TimelineKind {
    /// Became a target.
    Joined,
    /// BundleDeployment created (staged at `version`).
    Created,
    /// Staged `version`.
    Staged,
    /// Promoted: deployment ID set to `version`.
    Promoted,
    /// The agent applied `version` (not ready unless a `ready` event follows).
    Applied,
    /// Ready.
    Ready,
    /// No longer ready.
    NotReady,
    /// The apply of `version` failed.
    Failed,
    /// Resources changed on the cluster after the apply (drift): `Modified`.
    Modified,
    /// The drift is gone (corrected, or overwritten by an apply).
    Corrected,
    /// Cluster paused.
    Paused,
    /// Cluster resumed.
    Resumed,
}

/// One timeline event of a cluster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct TimelineEvent {
    /// Round (0: the start).
    pub round: u32,
    /// What happened.
    pub kind: TimelineKind,
    /// The version concerned.
    pub version: u32,
}

/// A BundleDeployment's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct DeploymentView {
    /// Staged version.
    pub staged: u32,
    /// Deployed (promoted) version; 0: none.
    pub deployed: u32,
    /// Applied version; 0: none.
    pub applied: u32,
    /// Ready.
    pub ready: bool,
    /// The last apply failed.
    pub error: bool,
    /// Changed on the cluster after the apply (drift).
    pub modified: bool,
}

impl From<Bd> for DeploymentView {
    fn from(b: Bd) -> Self {
        DeploymentView {
            staged: b.staged,
            deployed: b.deployed,
            applied: b.applied,
            ready: b.ready,
            error: b.error,
            modified: b.modified,
        }
    }
}

/// A cluster at the end (or, via [`super::cluster_state_at`], at any round).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ClusterResult {
    /// Name.
    pub name: String,
    /// Namespace.
    pub namespace: String,
    /// Whether it is a target (has joined).
    pub joined: bool,
    /// Indices of the partitions it belongs to (final partitioning); empty: unmatched.
    pub partitions: Vec<u32>,
    /// Paused.
    pub paused: bool,
    /// State in the bundle summary (v0.16+: against the desired version).
    pub state: BundleState,
    /// State of the BundleDeployment itself (`null` without one).
    pub deployment_state: Option<BundleState>,
    /// The BundleDeployment, if any.
    pub deployment: Option<DeploymentView>,
    /// Events (empty unless timelines are recorded).
    pub timeline: Vec<TimelineEvent>,
}

/// The result of `simulate_rollout`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct RolloutSimulation {
    /// Partitions at the start (after round-1 joins).
    pub partitions: Vec<PartitionInfo>,
    /// How they were formed.
    pub explanation: Vec<String>,
    /// Things to know (partitions matching nothing, …).
    pub warnings: Vec<String>,
    /// [`explanation`](Self::explanation) as messages (`fleet-partitions-…`), for a page in another language.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub explanation_messages: Vec<Message>,
    /// [`warnings`](Self::warnings) as messages (`fleet-warning-…`, `fleet-partition-…`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub warning_messages: Vec<Message>,
    /// `maxNew`.
    pub max_new: i64,
    /// Bundle-wide maxUnavailable at the start, explained.
    pub max_unavailable: Limit,
    /// maxUnavailablePartitions at the start, explained.
    pub max_unavailable_partitions: Limit,
    /// The rounds.
    pub rounds: Vec<RoundRecord>,
    /// How it ended.
    pub outcome: Outcome,
    /// The outcome as a sentence of the catalogs (its `message` in their words).
    /// A stalled rollout's reasons are the last round's `stopped` and `waits`,
    /// each with its own sentence; the English `message` joins them after a colon.
    pub outcome_sentence: crate::kernel::message::Message,
    /// Every input cluster, sorted by name, with its final state.
    pub clusters: Vec<ClusterResult>,
    /// Rounds at which the desired version changed: `[round, version]`, starting with `[0, 1]`.
    pub versions: Vec<[u32; 2]>,
    /// Rounds at which the bundle's pause changed: `[round, paused]`, starting at round 0.
    pub bundle_paused: Vec<(u32, bool)>,
}
