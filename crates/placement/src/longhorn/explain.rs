//! What the scheduler returns: every decision with its explanation (spec §8).
//!
//! All types here are plain data, serialized in camelCase, so the wasm
//! binding can hand them to JavaScript unchanged.

use serde::Serialize;

use crate::kernel::message::Message;

use super::balance::{BalanceSimulation, DiskRef};

/// The result of [`schedule_replicas`](super::schedule_replicas): one entry per volume, in order.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ScheduleResult {
    /// The volumes, in input order.
    pub volumes: Vec<VolumeResult>,
    /// Every disk's `storageScheduled` after all volumes (`node`, `disk`, bytes).
    pub disks_after: Vec<DiskScheduled>,
    /// Where this model and the docs page differ, for the UI to show.
    pub docs_notes: Vec<DocsNote>,
    /// How much the volumes' steps explain: `full`, `summary` or `none`.
    pub explain: super::detail::Explain,
}

/// A disk's scheduled storage after the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct DiskScheduled {
    /// Node name.
    pub node: String,
    /// Disk name.
    pub disk: String,
    /// `storageScheduled` from the input.
    pub before: i64,
    /// `storageScheduled` once the replicas placed by this run are added.
    pub after: i64,
}

/// One volume's outcome.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct VolumeResult {
    /// Volume name.
    pub name: String,
    /// The effective anti-affinity and where each value comes from.
    pub anti_affinity: EffectiveAntiAffinity,
    /// The effective data locality.
    pub data_locality: super::DataLocality,
    /// The replicas after scheduling: existing ones, reused ones and new ones.
    pub replicas: Vec<ReplicaOutcome>,
    /// Every step, in order: a scheduling attempt, a reuse, a wait, a precheck.
    pub steps: Vec<Step>,
    /// The volume's `Scheduled` condition as Longhorn would write it.
    pub condition: VolumeCondition,
    /// The replenishment wait, when it holds back new replicas.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replenishment: Option<ReplenishmentWait>,
    /// What the volume's topology requirement does under the scenario's
    /// Longhorn version (a whole sentence naming the version); absent without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub topology: Option<String>,
    /// For a linked clone: where its replicas may go (the source volume's
    /// healthy replicas' disks), a whole sentence; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub linked_clone: Option<String>,
    /// [`topology`](Self::topology) and [`linked_clone`](Self::linked_clone) as
    /// messages (`longhorn-topology-…`, `longhorn-linked-clone-…`), in that order
    /// when both are there, for a page in another language; then the volume
    /// controller's rules that applied: no rebuild while detached
    /// (`longhorn-detached-no-rebuild`), an attachment to rebuild
    /// (`longhorn-offline-rebuilding…`, `longhorn-eviction-attaches…`), best-effort
    /// locality migration (`longhorn-locality-migration…`) and the degraded
    /// availability reset of `Scheduled` (`longhorn-degraded-availability…`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub volume_notes: Vec<Message>,
    /// Each replica's answer first: why it is where it is (or not scheduled),
    /// and under `full` the smallest edits that would schedule it (empty under `none`).
    pub answers: Vec<super::answer::ReplicaAnswer>,
}

/// The soft anti-affinity values in force for a volume.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct EffectiveAntiAffinity {
    /// Node level: `true` = soft.
    pub node_soft: bool,
    /// Zone level.
    pub zone_soft: bool,
    /// Disk level.
    pub disk_soft: bool,
    /// Each value came from the volume's override (`true`) or the global setting.
    pub node_from_volume: bool,
    /// See `node_from_volume`.
    pub zone_from_volume: bool,
    /// See `node_from_volume`.
    pub disk_from_volume: bool,
}

/// A replica of the volume after the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReplicaOutcome {
    /// Replica name (new replicas are named `<volume>-r-<n>`).
    pub name: String,
    /// Node, when scheduled.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node: Option<String>,
    /// Disk, when scheduled.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub disk: Option<String>,
    /// What state it is in.
    pub state: ReplicaState,
    /// Evicting (from the input).
    pub eviction_requested: bool,
    /// `spec.rebuildRetryCount` after the run: a reused replica's count plus
    /// one; a replica created to rebuild a volume that had replicas starts at
    /// `FailedReplicaMaxRetryCount` (5), so it is never reused if it fails.
    pub rebuild_retry_count: i64,
}

/// State of a replica after the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum ReplicaState {
    /// Existing, healthy (not failed).
    Healthy,
    /// Existing, failed and not reused.
    Failed,
    /// A failed replica this run reused (it rebuilds in place).
    Reused,
    /// Created and scheduled by this run.
    New,
    /// Exists (or was created) but could not be scheduled.
    Unscheduled,
}

/// One step of a volume's flow.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Step {
    /// The replica scheduler ran for one replica.
    Schedule(Box<ReplicaDecision>),
    /// Failed replicas were considered for reuse.
    Reuse(Box<ReuseDecision>),
    /// The precheck before creating a new replica failed.
    Precheck(Box<ReplicaDecision>),
    /// No new replica while the volume waits for a failed replica to come back.
    Wait(ReplenishmentWait),
    /// A replica the scheduler was not run for, or refused before any search.
    Skip(SkippedReplica),
}

/// A replica left as it is (`reconcileVolumeCondition`, `ScheduleReplica`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SkippedReplica {
    /// Replica name.
    pub replica: String,
    /// Why it is left as it is.
    pub cause: SkipCause,
    /// The reason Longhorn records for it (empty = none: nothing failed).
    pub reason: String,
    /// What happens, as a whole sentence.
    pub message: String,
}

/// Why a replica is left as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum SkipCause {
    /// It already has a node: the volume controller skips it, and
    /// `ScheduleReplica` would refuse it with `replica already scheduled`.
    AlreadyScheduled,
    /// Failed without ever being healthy and without a node:
    /// `unused failed replica is not supported` (the volume is not scheduled).
    UnusedFailedReplica,
    /// Data locality `best-effort` or `strict-local` and the volume is not
    /// attached: the replica waits for the attachment (no reason recorded).
    AwaitingAttachment,
}

/// The replenishment wait (`replica-replenishment-wait-interval`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReplenishmentWait {
    /// `lastDegradedAt` (seconds).
    pub degraded_at: i64,
    /// The wait interval in seconds.
    pub interval: i64,
    /// `degradedAt + interval`: from then on new replicas are created.
    pub until: i64,
    /// Seconds left from `now` (0 = over).
    pub remaining: i64,
}

/// A reuse attempt of failed replicas.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReuseDecision {
    /// Each failed replica and whether it can be reused, with why not.
    pub considered: Vec<ReuseCandidate>,
    /// The candidate search over the reusable replicas' disks (no capacity check).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub search: Option<Box<ReplicaDecision>>,
    /// The replica reused (latest `failedAt` among those on candidate disks).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub reused: Option<String>,
}

/// A failed replica considered for reuse.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReuseCandidate {
    /// Replica name.
    pub replica: String,
    /// `failedAt`.
    pub failed_at: i64,
    /// Reusable now.
    pub reusable: bool,
    /// Why not, when not.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub why_not: Option<String>,
    /// The same as a message (`longhorn-reuse-…` of `locales/<lang>/engine.ftl`),
    /// for a page in another language.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub why_not_message: Option<Message>,
}

/// Why and how one replica was (or was not) placed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReplicaDecision {
    /// The replica being placed.
    pub replica: String,
    /// Hard node affinity (strict-local), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub hard_node_affinity: Option<String>,
    /// Every node with its verdict.
    pub nodes: Vec<NodeExplanation>,
    /// The tiers tried, in order (the last one tried found candidates, or all failed).
    pub tiers: Vec<TierExplanation>,
    /// Every disk of every node with its verdict.
    pub disks: Vec<DiskExplanation>,
    /// The candidate disks handed to the pick.
    pub candidates: Vec<DiskRef>,
    /// Data locality best-effort narrowed the candidates to the attached node.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub locality: Option<String>,
    /// The same as a message (`longhorn-locality-…`), for a page in another language.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub locality_message: Option<Message>,
    /// The disk choice and its tables.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub pick: Option<Pick>,
    /// The chosen disk.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub winner: Option<DiskRef>,
    /// Nodes Longhorn would choose among at random in the node stage; empty without a tie.
    pub node_tie: Vec<String>,
    /// Disks Longhorn would choose among at random (`node/disk`); empty without a tie.
    pub tie: Vec<String>,
    /// Longhorn would take an arbitrary candidate (nothing passed usable ≥ size).
    pub fallback: bool,
    /// Reasons recorded (sorted, de-duplicated), as Longhorn's MultiError holds them.
    pub reasons: Vec<String>,
}

/// The disk choice.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "algorithm", rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Pick {
    /// Longhorn ≥ 1.11.
    Balance(Box<BalanceSimulation>),
    /// Longhorn 1.4–1.10.
    MostUsable(MostUsablePick),
}

/// The older pick: the largest `storageAvailable − storageReserved`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct MostUsablePick {
    /// `[node/disk, available − reserved]` for every candidate.
    pub entries: Vec<MostUsableEntry>,
    /// The winner (`node/disk`).
    pub winner: Option<String>,
    /// All candidates sharing the largest value (random in Longhorn).
    pub tie: Vec<String>,
}

/// One row of [`MostUsablePick`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct MostUsableEntry {
    /// `node/disk`.
    pub name: String,
    /// `storageAvailable − storageReserved`.
    pub usable: i64,
}

/// A node's verdict for one replica.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct NodeExplanation {
    /// Node name.
    pub name: String,
    /// Zone (empty = the shared empty zone).
    pub zone: String,
    /// Eligibility (§2).
    pub verdict: NodeVerdict,
    /// Node tags satisfy the volume's `nodeSelector`.
    pub tags_match: bool,
    /// A replica of the volume makes this node used.
    pub used: bool,
    /// All replicas on the node are evicting.
    pub only_evicting: bool,
    /// The node's zone is used.
    pub zone_used: bool,
    /// All replicas in the zone are evicting.
    pub zone_only_evicting: bool,
    /// Node tags satisfy the backing image's `nodeSelector` (`true` without a backing image).
    pub backing_image_tags_match: bool,
    /// A disk of the node is under pressure (`IsDiskUnderPressure`: unused
    /// `(available − reserved) × 100 / maximum` below `100 − pressure%`, integer
    /// division); only computed under `best-effort` auto-balance with a pressure above 0.
    pub disk_pressure: bool,
}

/// Node eligibility (silent: none of these records a reason by itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum NodeVerdict {
    /// A node candidate.
    Candidate,
    /// Not Ready.
    NotReady,
    /// Cordoned and `disable-scheduling-on-cordoned-node` is true.
    Cordoned,
    /// `allowScheduling` is false.
    SchedulingDisabled,
    /// Eviction requested on the node.
    EvictionRequested,
    /// Instance manager / engine image not ready.
    EngineNotReady,
    /// Not the hard-affinity node.
    NotAffinityNode,
    /// Not a node holding a reusable failed replica (reuse search).
    NoReusableReplica,
    /// Outside the volume's topology requirement (longhorn-manager master).
    OutsideTopology,
    /// A linked clone's replica: no disk of the node holds a healthy replica
    /// of the source volume.
    NotCloneSource,
}

/// One anti-affinity tier tried.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct TierExplanation {
    /// Which tier.
    pub tier: Tier,
    /// The tier's node set.
    pub nodes: Vec<String>,
    /// Candidate nodes left out of this tier and why (no reason is recorded for these).
    pub excluded: Vec<TierExclusion>,
    /// Nodes in the tier only because of `best-effort` auto-balance.
    pub readmitted: Vec<TierReadmission>,
    /// Disks that passed the checks on the tier's nodes.
    pub passed: usize,
    /// Disks removed by disk anti-affinity (they hold a replica of the volume).
    pub disk_anti_affinity_removed: Vec<DiskRef>,
    /// Candidate disks the tier yields (non-empty = this tier wins).
    pub candidates: usize,
    /// Reasons the tier recorded.
    pub reasons: Vec<String>,
}

/// The anti-affinity tiers, in the order the real scheduler may try them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Tier {
    /// Unused nodes in unused zones — always first.
    NewNodeNewZone,
    /// Zone hard: nodes whose node and zone hold only evicting replicas.
    OnlyEvictingNodeAndZone,
    /// Zone soft, node hard: unused nodes in any zone.
    UnusedNodes,
    /// Zone soft, node hard: nodes holding only evicting replicas.
    OnlyEvictingNodes,
    /// Both soft: unused nodes in any zone.
    UnusedNodesBothSoft,
    /// Both soft: the used nodes only — those holding a counted replica of the
    /// volume (`getDiskCandidatesFromNodes(usedNodes)`); node tags are **not** re-checked.
    UsedNodes,
}

/// A node left out of a tier.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct TierExclusion {
    /// Node name.
    pub node: String,
    /// Why.
    pub cause: ExclusionCause,
}

/// Why a candidate node is not in a tier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum ExclusionCause {
    /// Node tags do not satisfy `nodeSelector`.
    NodeTags,
    /// A replica of the volume is on the node.
    NodeUsed,
    /// A replica of the volume is in the node's zone.
    ZoneUsed,
    /// The node holds no replica, or a non-evicting one.
    NodeNotOnlyEvicting,
    /// The zone holds no replica, or a non-evicting one.
    ZoneNotOnlyEvicting,
    /// Node tags do not satisfy the backing image's `nodeSelector`.
    BackingImageNodeTags,
    /// The node holds no counted replica of the volume (the used-nodes tier).
    NodeNotUsed,
}

/// A node a tier takes although the plain rule leaves it out, under
/// `replica-auto-balance` `best-effort`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct TierReadmission {
    /// Node name.
    pub node: String,
    /// Why.
    pub cause: ReadmissionCause,
}

/// Why `best-effort` auto-balance re-admits a node into a tier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum ReadmissionCause {
    /// A used node with a disk under pressure counts as unused
    /// (`replica-auto-balance-disk-pressure-percentage`, `IsDiskUnderPressure`).
    DiskPressure,
    /// An only-evicting node in a zone that still holds a non-evicting replica.
    EvictingNodeInUsedZone,
}

/// A disk's verdict for one replica.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct DiskExplanation {
    /// Node name.
    pub node: String,
    /// Disk name.
    pub disk: String,
    /// What happened to it.
    pub verdict: DiskVerdict,
    /// The reason Longhorn records for it (`None` = no reason recorded).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub reason: Option<String>,
    /// The numbers of `Fits` (when it was evaluated).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub fits: Option<FitsExplanation>,
    /// The `Schedulable` condition as recorded (from the input), when given:
    /// it decides the disk map instead of `Fits(0, 0)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub recorded_schedulable: Option<bool>,
}

/// Disk verdicts, in the order of the checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum DiskVerdict {
    /// Its node is not a candidate.
    NodeNotCandidate,
    /// Dropped silently (§2): scheduling disabled, evicting, not ready, or its
    /// Schedulable condition (`Fits(0, 0)`) is false.
    NotSchedulable,
    /// Check 1/2: unavailable or wrong disk type → `disks are unavailable`.
    Unavailable,
    /// Check 3: v1 volume ≥ 16 TiB on any `ext…` filesystem (or 8 EiB − 1 on xfs) → `incompatible volume size`.
    IncompatibleVolumeSize,
    /// Check 4 → `tags not fulfilled`.
    TagsNotFulfilled,
    /// Check 4b: disk tags vs the backing image's `diskSelector` → `tags not fulfilled`.
    BackingImageTagsNotFulfilled,
    /// Check 5 → `insufficient storage`.
    InsufficientStorage,
    /// Passed the checks, removed by disk anti-affinity (holds a replica of the volume).
    DiskAntiAffinity,
    /// Passed the checks, but its node is in no tier tried (anti-affinity or node tags).
    NotInTier,
    /// Passed the checks but an earlier tier already found candidates.
    NotReached,
    /// Left out by data locality best-effort.
    NotLocal,
    /// A linked clone's replica: the disk holds no healthy replica of the source volume.
    NotCloneSource,
    /// A candidate that was not chosen.
    Candidate,
    /// The chosen disk.
    Chosen,
}

/// The two conditions of `Fits(size, actual)` with the user's numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FitsExplanation {
    /// `size` (the volume size; 0 for the Schedulable condition).
    pub size: i64,
    /// `actual` (the volume's actual size; 0 for the Schedulable condition).
    pub actual: i64,
    /// `storageMaximum`.
    pub maximum: i64,
    /// `storageAvailable`.
    pub available: i64,
    /// `storageReserved`.
    pub reserved: i64,
    /// `storageScheduled` plus this volume's replicas placed on this disk in this pass.
    pub scheduled: i64,
    /// The part of `scheduled` from this volume's replicas placed in this pass.
    pub scheduled_in_pass: i64,
    /// `storageMaximum > 0 && storageAvailable > 0`.
    pub positive: bool,
    /// `trunc(maximum × minimal% / 100)`.
    pub actual_limit: i64,
    /// `available − actual > actual_limit` (strict).
    pub actual_ok: bool,
    /// `trunc((maximum − reserved) × overprovisioning% / 100)`.
    pub schedule_limit: i64,
    /// `size + scheduled ≤ schedule_limit` (inclusive).
    pub schedule_ok: bool,
    /// Both hold (and `positive`).
    pub fits: bool,
    /// The actual-space condition written out with values (empty on disk rows
    /// of clusters above [`TEXT_LIMIT`](crate::longhorn::TEXT_LIMIT) disks, except the chosen disk).
    pub actual_text: String,
    /// The scheduling-space condition written out with values.
    pub schedule_text: String,
    /// `storage-minimal-available-percentage` used.
    pub minimal_available_percentage: i64,
    /// `storage-over-provisioning-percentage` used.
    pub over_provisioning_percentage: i64,
}

/// The volume's `Scheduled` condition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct VolumeCondition {
    /// Always `Scheduled`.
    #[serde(rename = "type")]
    pub kind: String,
    /// `True` or `False`.
    pub status: String,
    /// `""`, `ReplicaSchedulingFailure` or `LocalReplicaSchedulingFailure`.
    pub reason: String,
    /// The message, exactly as Longhorn writes it.
    pub message: String,
}

/// A place where the docs page and the real scheduler differ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct DocsNote {
    /// A short identifier (`new-node-new-zone-first`, …).
    pub id: String,
    /// What the docs say.
    pub docs: String,
    /// What the real scheduler does (and this engine reproduces).
    pub actual: String,
}
