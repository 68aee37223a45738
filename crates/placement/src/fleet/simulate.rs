//! The simulation (spec §6): rounds of one reconcile + one agent step.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::reconcile::{Change, Engine, ReconcileRecord};
use super::state::{Bd, BundleState, BundleSummary, StateCounts};
use super::strategy::RolloutStrategy;
use super::targets::{sort_and_validate, Cluster, ClusterGroup};
use super::PartitionInfo;
use crate::kernel::int_or_percent::Limit;
use crate::InputError;

/// Largest `afterRounds` accepted for a `ready` behavior.
pub const MAX_READY_DELAY: u32 = 1_000_000;
/// Largest `maxRounds` accepted.
pub const MAX_ROUNDS_LIMIT: u32 = 1_000_000;
/// `maxRounds` when not given.
pub const DEFAULT_MAX_ROUNDS: u32 = 1_000;
/// How many names a round lists per list (created, promoted) when `nameLimit` is not given.
pub const DEFAULT_NAME_LIMIT: u32 = 20;
/// Up to this many clusters the per-cluster timeline is recorded by default.
pub const DEFAULT_TIMELINE_LIMIT: usize = 100_000;

/// How a cluster's agent behaves when asked to apply a deployment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    deny_unknown_fields
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Behavior {
    /// Applies, then is ready `afterRounds` rounds later (0: in the same agent step).
    Ready {
        /// Rounds between applying and being ready.
        #[serde(default)]
        after_rounds: u32,
    },
    /// Applies, never becomes ready.
    NotReady,
    /// Does not report: nothing changes (a ready cluster looks healthy until promoted).
    Offline,
    /// The apply fails (`ErrApplied`).
    Error {
        /// The error message shown in the Ready condition.
        #[serde(default)]
        message: String,
    },
    /// Applies and is ready at once, then its resources are changed on the
    /// cluster behind Fleet's back (drift): `Modified`. Ready, so it counts as
    /// available and never holds a rollout slot. Set on a cluster that has
    /// applied, it drifts at once; setting another behavior corrects the drift
    /// (a `ready` one at once, any other at the next apply).
    Drifted,
}

impl Default for Behavior {
    fn default() -> Self {
        Behavior::Ready { after_rounds: 0 }
    }
}

/// Where the simulation starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Start {
    /// No BundleDeployment exists: an initial deployment.
    #[default]
    Empty,
    /// Version 1 is deployed, applied (and ready unless `notReady`) on every
    /// partitioned target; add an `update` event for an update rollout.
    Deployed,
}

/// Something that happens at the start of a round, before its reconcile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "action",
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    deny_unknown_fields
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum RolloutEvent {
    /// A new bundle version: every target's desired deployment changes.
    Update {
        /// Round (≥ 1).
        round: u32,
    },
    /// `spec.paused: true` on the bundle: nothing is promoted.
    PauseBundle {
        /// Round (≥ 1).
        round: u32,
    },
    /// `spec.paused: false` on the bundle.
    ResumeBundle {
        /// Round (≥ 1).
        round: u32,
    },
    /// `spec.paused: true` on a cluster.
    PauseCluster {
        /// Round (≥ 1).
        round: u32,
        /// Cluster name.
        cluster: String,
    },
    /// `spec.paused: false` on a cluster.
    ResumeCluster {
        /// Round (≥ 1).
        round: u32,
        /// Cluster name.
        cluster: String,
    },
    /// Changes how a cluster's agent behaves from this round on.
    SetBehavior {
        /// Round (≥ 1).
        round: u32,
        /// Cluster name.
        cluster: String,
        /// The new behavior.
        behavior: Behavior,
    },
}

impl RolloutEvent {
    /// The round the event happens in.
    pub fn round(&self) -> u32 {
        match self {
            RolloutEvent::Update { round }
            | RolloutEvent::PauseBundle { round }
            | RolloutEvent::ResumeBundle { round }
            | RolloutEvent::PauseCluster { round, .. }
            | RolloutEvent::ResumeCluster { round, .. }
            | RolloutEvent::SetBehavior { round, .. } => *round,
        }
    }

    fn cluster(&self) -> Option<&str> {
        match self {
            RolloutEvent::PauseCluster { cluster, .. }
            | RolloutEvent::ResumeCluster { cluster, .. }
            | RolloutEvent::SetBehavior { cluster, .. } => Some(cluster),
            _ => None,
        }
    }
}

/// What `simulate_rollout` takes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RolloutInput {
    /// The bundle's `rolloutStrategy` (absent: all defaults).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rollout_strategy: RolloutStrategy,
    /// The targeted clusters.
    pub clusters: Vec<Cluster>,
    /// Cluster groups (for `clusterGroup` / `clusterGroupSelector`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cluster_groups: Vec<ClusterGroup>,
    /// Behavior of clusters that give none (default: ready at once).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub default_behavior: Option<Behavior>,
    /// The bundle is paused from the start.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub paused: bool,
    /// Initial deployment (`empty`, default) or an already deployed version 1 (`deployed`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub start: Start,
    /// Events at the start of given rounds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub events: Vec<RolloutEvent>,
    /// Stop after this many rounds (default 1000, at most 1,000,000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub max_rounds: Option<u32>,
    /// Names listed per round in `createdNames` / `promotedNames` (default 20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub name_limit: Option<u32>,
    /// Record per-cluster timelines (default: when at most 100,000 clusters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub timeline: Option<bool>,
}

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
    /// Partition name.
    pub name: String,
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
    /// The partition after which it stopped.
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
        /// Partition where candidates wait.
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
        /// Partition.
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
        /// Partition.
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

/// A cluster at the end (or, via [`cluster_state_at`], at any round).
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
    /// Every input cluster, sorted by name, with its final state.
    pub clusters: Vec<ClusterResult>,
    /// Rounds at which the desired version changed: `[round, version]`, starting with `[0, 1]`.
    pub versions: Vec<[u32; 2]>,
    /// Rounds at which the bundle's pause changed: `[round, paused]`, starting at round 0.
    pub bundle_paused: Vec<(u32, bool)>,
}

enum Action<'a> {
    Join(usize),
    Event(&'a RolloutEvent, Option<usize>),
}

/// Runs the simulation. See the module docs of [`crate::fleet`].
pub fn simulate_rollout(input: &RolloutInput) -> Result<RolloutSimulation, InputError> {
    simulate_rollout_with_progress(input, &mut |_, _| {})
}

/// [`simulate_rollout`], calling `progress(round, maxRounds)` after every round
/// (the simulation usually ends long before `maxRounds`; the last call is
/// `(last round, last round)`). The callback only observes: the result is the same.
///
/// ```
/// use placement::fleet::{simulate::simulate_rollout_with_progress, RolloutInput};
/// let input: RolloutInput = serde_json::from_str(r#"{"clusters": [{"name": "a"}]}"#).unwrap();
/// let mut seen = Vec::new();
/// let sim = simulate_rollout_with_progress(&input, &mut |done, total| seen.push((done, total))).unwrap();
/// assert_eq!(seen.last(), Some(&(1, 1)));
/// assert_eq!(sim, placement::fleet::simulate_rollout(&input).unwrap());
/// ```
pub fn simulate_rollout_with_progress(
    input: &RolloutInput,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<RolloutSimulation, InputError> {
    input
        .rollout_strategy
        .validate()
        .map_err(|e| e.within("rolloutStrategy"))?;
    let order = sort_and_validate(&input.clusters, &input.cluster_groups)?;
    let max_rounds = input.max_rounds.unwrap_or(DEFAULT_MAX_ROUNDS);
    if max_rounds == 0 || max_rounds > MAX_ROUNDS_LIMIT {
        return Err(InputError::new(
            "maxRounds",
            max_rounds,
            format!("must be between 1 and {MAX_ROUNDS_LIMIT}"),
        ));
    }
    if let Some(Behavior::Ready { after_rounds }) = &input.default_behavior {
        if *after_rounds > MAX_READY_DELAY {
            return Err(InputError::new(
                "defaultBehavior.afterRounds",
                after_rounds,
                format!("must be at most {MAX_READY_DELAY}"),
            ));
        }
    }
    let name_limit = input.name_limit.unwrap_or(DEFAULT_NAME_LIMIT) as usize;
    let timeline = input
        .timeline
        .unwrap_or(input.clusters.len() <= DEFAULT_TIMELINE_LIMIT);
    let by_name: BTreeMap<&str, usize> = input
        .clusters
        .iter()
        .enumerate()
        .map(|(i, c)| (c.name.as_str(), i))
        .collect();

    // Actions per round: joins first, then events in input order.
    let mut actions: BTreeMap<u32, Vec<Action>> = BTreeMap::new();
    let mut initial = Vec::new();
    for (id, c) in input.clusters.iter().enumerate() {
        match c.joins_at_round {
            None | Some(0) | Some(1) => initial.push(id),
            Some(r) => actions.entry(r).or_default().push(Action::Join(id)),
        }
    }
    for (i, ev) in input.events.iter().enumerate() {
        let path = format!("events[{i}]");
        if ev.round() == 0 {
            return Err(InputError::new(
                format!("{path}.round"),
                0,
                "must be at least 1 (round 0 is the start)",
            ));
        }
        let id = match ev.cluster() {
            Some(name) => Some(*by_name.get(name).ok_or_else(|| {
                InputError::new(format!("{path}.cluster"), name, "no cluster with this name")
            })?),
            None => None,
        };
        if let RolloutEvent::SetBehavior {
            behavior: Behavior::Ready { after_rounds },
            ..
        } = ev
        {
            if *after_rounds > MAX_READY_DELAY {
                return Err(InputError::new(
                    format!("{path}.behavior.afterRounds"),
                    after_rounds,
                    format!("must be at most {MAX_READY_DELAY}"),
                ));
            }
        }
        actions
            .entry(ev.round())
            .or_default()
            .push(Action::Event(ev, id));
    }

    let default_behavior = input.default_behavior.clone().unwrap_or_default();
    let mut engine = Engine::new(
        &input.rollout_strategy,
        &input.clusters,
        &input.cluster_groups,
        &default_behavior,
    );
    engine.bundle_paused = input.paused;
    engine
        .join(&initial)
        .map_err(|e| e.within("rolloutStrategy"))?;
    engine.record_changes = timeline;
    let mut timelines: Vec<Vec<TimelineEvent>> =
        vec![Vec::new(); if timeline { input.clusters.len() } else { 0 }];
    if input.start == Start::Deployed {
        for &id in &initial {
            if !engine.cluster_parts[id].is_empty() {
                let ready = !matches!(engine.behavior[id], Behavior::NotReady);
                let modified = matches!(engine.behavior[id], Behavior::Drifted);
                engine.bds[id] = Some(Bd {
                    staged: 1,
                    deployed: 1,
                    applied: 1,
                    ready,
                    error: false,
                    modified,
                });
                if let Some(t) = timelines.get_mut(id) {
                    for kind in [
                        TimelineKind::Created,
                        TimelineKind::Promoted,
                        TimelineKind::Applied,
                    ] {
                        t.push(TimelineEvent {
                            round: 0,
                            kind,
                            version: 1,
                        });
                    }
                    if ready {
                        t.push(TimelineEvent {
                            round: 0,
                            kind: TimelineKind::Ready,
                            version: 1,
                        });
                    }
                    if modified {
                        t.push(TimelineEvent {
                            round: 0,
                            kind: TimelineKind::Modified,
                            version: 1,
                        });
                    }
                }
            }
        }
        engine.rederive_all();
    }
    for &id in &initial {
        if let Some(t) = timelines.get_mut(id) {
            t.insert(
                0,
                TimelineEvent {
                    round: 0,
                    kind: TimelineKind::Joined,
                    version: 1,
                },
            );
            if engine.paused[id] {
                t.push(TimelineEvent {
                    round: 0,
                    kind: TimelineKind::Paused,
                    version: 1,
                });
            }
        }
    }
    let partitions = engine.partition_infos();
    let explanation = engine.partitioning_explanation.clone();
    let warnings = engine.partitioning_warnings.clone();
    let max_unavailable = engine.bundle_max.clone();
    let max_unavailable_partitions = engine.max_partitions.clone();
    let mut versions = vec![[0, 1]];
    let mut bundle_paused = vec![(0, input.paused)];

    let mut rounds = Vec::new();
    let mut outcome = None;
    for round in 1..=max_rounds {
        let mut texts = Vec::new();
        let mut joins = Vec::new();
        let mut rederive = false;
        let todo = actions.remove(&round).unwrap_or_default();
        let had_actions = !todo.is_empty();
        for a in &todo {
            if let Action::Join(id) = a {
                joins.push(*id);
                texts.push(format!("cluster {} joins", input.clusters[*id].name));
                if let Some(t) = timelines.get_mut(*id) {
                    t.push(TimelineEvent {
                        round,
                        kind: TimelineKind::Joined,
                        version: engine.desired,
                    });
                }
            }
        }
        if !joins.is_empty() {
            engine
                .join(&joins)
                .map_err(|e| e.within("rolloutStrategy"))?;
        }
        for a in &todo {
            let Action::Event(ev, id) = a else { continue };
            match (ev, *id) {
                (RolloutEvent::Update { .. }, _) => {
                    engine.desired = engine.desired.saturating_add(1);
                    versions.push([round, engine.desired]);
                    texts.push(format!("bundle updated to version {}", engine.desired));
                    rederive = true;
                }
                (RolloutEvent::PauseBundle { .. }, _) => {
                    engine.bundle_paused = true;
                    bundle_paused.push((round, true));
                    texts.push("bundle paused".into());
                    rederive = true;
                }
                (RolloutEvent::ResumeBundle { .. }, _) => {
                    engine.bundle_paused = false;
                    bundle_paused.push((round, false));
                    texts.push("bundle resumed".into());
                    rederive = true;
                }
                (
                    RolloutEvent::PauseCluster { cluster, .. }
                    | RolloutEvent::ResumeCluster { cluster, .. },
                    Some(id),
                ) => {
                    let pause = matches!(ev, RolloutEvent::PauseCluster { .. });
                    engine.modify(id, |e| e.paused[id] = pause);
                    texts.push(format!(
                        "cluster {cluster} {}",
                        if pause { "paused" } else { "resumed" }
                    ));
                    if let Some(t) = timelines.get_mut(id) {
                        let kind = if pause {
                            TimelineKind::Paused
                        } else {
                            TimelineKind::Resumed
                        };
                        t.push(TimelineEvent {
                            round,
                            kind,
                            version: engine.desired,
                        });
                    }
                }
                (
                    RolloutEvent::SetBehavior {
                        cluster, behavior, ..
                    },
                    Some(id),
                ) => {
                    texts.push(format!(
                        "cluster {cluster} now behaves as {}",
                        describe(behavior)
                    ));
                    engine.set_behavior(id, behavior.clone(), round);
                }
                _ => {}
            }
        }
        if rederive {
            engine.rederive_all();
        }
        let rec = engine.reconcile();
        let (applied, became_ready, failed) = engine.agent_step(round);
        for (id, change, version) in engine.changes.drain(..) {
            if let Some(t) = timelines.get_mut(id) {
                t.push(TimelineEvent {
                    round,
                    kind: change.into(),
                    version,
                });
            }
        }
        let quiet = rec.created.is_empty()
            && rec.promoted.is_empty()
            && rec.staged == 0
            && applied == 0
            && became_ready == 0
            && failed == 0
            && !had_actions;
        let record = engine.round_record(
            round,
            rec,
            texts,
            name_limit,
            (applied, became_ready, failed),
        );
        rounds.push(record);
        progress(u64::from(round), u64::from(max_rounds));
        if actions.is_empty() && !engine.has_timers() {
            if engine.all_matched_good() {
                let mut message = format!(
                    "every partitioned target runs version {} and is ready",
                    engine.desired
                );
                let drifted = rounds.last().map_or(0, |r| r.end.modified);
                if drifted > 0 {
                    message.push_str(&format!(
                        "; {drifted} of them are Modified (changed on the cluster after the apply), so the bundle is not Ready, though the rollout does not wait for them"
                    ));
                }
                if engine.unmatched > 0 {
                    message.push_str(&format!(
                        "; {} targets match no partition and stay Pending, so the bundle is not Ready",
                        engine.unmatched
                    ));
                }
                outcome = Some(Outcome::Complete { round, message });
                break;
            }
            if quiet {
                let message = match rounds.last() {
                    Some(r) if !r.waits.is_empty() || r.stopped.is_some() => {
                        let mut why: Vec<String> =
                            r.stopped.iter().map(|s| s.message.clone()).collect();
                        why.extend(r.waits.iter().map(wait_message));
                        format!("nothing changes any more: {}", why.join("; "))
                    }
                    Some(r) => format!(
                        "nothing changes any more: {} NotReady, {} WaitApplied, {} ErrApplied targets (never ready, offline or failing)",
                        r.end.not_ready, r.end.wait_applied, r.end.err_applied
                    ),
                    None => "nothing changes any more".to_string(),
                };
                outcome = Some(Outcome::Stalled { round, message });
                break;
            }
        }
    }
    let last = rounds.last().map_or(0, |r| u64::from(r.round));
    progress(last, last);
    let outcome = outcome.unwrap_or(Outcome::MaxRounds {
        round: max_rounds,
        message: format!("stopped after maxRounds = {max_rounds} rounds"),
    });
    let clusters = order
        .iter()
        .map(|&id| {
            let c = &input.clusters[id];
            let bd = engine.bds[id];
            ClusterResult {
                name: c.name.clone(),
                namespace: c.namespace().to_string(),
                joined: engine.is_joined(id),
                partitions: engine.cluster_parts[id].clone(),
                paused: engine.paused[id],
                state: bd.map_or(BundleState::Pending, |b| b.bundle_state(engine.desired)),
                deployment_state: bd.map(|b| b.state()),
                deployment: bd.map(DeploymentView::from),
                timeline: timelines
                    .get_mut(id)
                    .map(std::mem::take)
                    .unwrap_or_default(),
            }
        })
        .collect();
    Ok(RolloutSimulation {
        partitions,
        explanation,
        warnings,
        max_new: engine.max_new,
        max_unavailable,
        max_unavailable_partitions,
        rounds,
        outcome,
        clusters,
        versions,
        bundle_paused,
    })
}

fn describe(b: &Behavior) -> String {
    match b {
        Behavior::Ready { after_rounds: 0 } => "ready at once".into(),
        Behavior::Ready { after_rounds } => format!("ready after {after_rounds} rounds"),
        Behavior::NotReady => "never ready".into(),
        Behavior::Offline => "offline".into(),
        Behavior::Error { .. } => "failing to apply".into(),
        Behavior::Drifted => "drifted (Modified)".into(),
    }
}

fn wait_message(w: &Wait) -> String {
    match w {
        Wait::MaxNew { message, .. }
        | Wait::BundleLimit { message, .. }
        | Wait::PartitionLimit { message, .. }
        | Wait::Paused { message, .. }
        | Wait::Unmatched { message, .. } => message.clone(),
    }
}

impl From<Change> for TimelineKind {
    fn from(c: Change) -> Self {
        match c {
            Change::Created => TimelineKind::Created,
            Change::Staged => TimelineKind::Staged,
            Change::Promoted => TimelineKind::Promoted,
            Change::Applied => TimelineKind::Applied,
            Change::Ready => TimelineKind::Ready,
            Change::NotReady => TimelineKind::NotReady,
            Change::Failed => TimelineKind::Failed,
            Change::Modified => TimelineKind::Modified,
            Change::Corrected => TimelineKind::Corrected,
        }
    }
}

impl Engine<'_> {
    fn set_behavior(&mut self, id: usize, behavior: Behavior, round: u32) {
        self.behavior[id] = behavior.clone();
        self.cancel_timer(id);
        let Some(bd) = self.bds[id] else { return };
        let applied = bd.applied == bd.deployed && bd.deployed != 0;
        match behavior {
            Behavior::Ready { after_rounds } => {
                if bd.modified {
                    self.set_modified(id, false);
                }
                if bd.applied == bd.deployed && !bd.ready && bd.deployed != 0 {
                    self.schedule_ready(id, round, after_rounds);
                }
                self.queue_apply(id);
            }
            Behavior::NotReady => {
                if bd.ready {
                    self.modify(id, |e| {
                        if let Some(b) = e.bds[id].as_mut() {
                            b.ready = false;
                        }
                    });
                    self.note_change(id, Change::NotReady);
                }
                self.queue_apply(id);
            }
            Behavior::Error { .. } => self.queue_apply(id),
            Behavior::Offline => {}
            Behavior::Drifted if applied => {
                if !bd.ready {
                    self.modify(id, |e| {
                        if let Some(b) = e.bds[id].as_mut() {
                            b.ready = true;
                        }
                    });
                    self.note_change(id, Change::Ready);
                }
                if !bd.modified {
                    self.set_modified(id, true);
                }
            }
            Behavior::Drifted => self.queue_apply(id),
        }
    }

    pub(crate) fn partition_infos(&self) -> Vec<PartitionInfo> {
        self.parts
            .iter()
            .map(|p| PartitionInfo {
                name: p.name.clone(),
                count: p.members.len() as u64,
                max_unavailable: p.max.clone(),
                first: p.members.first().and_then(|&pos| self.name_at(pos)),
                last: p.members.last().and_then(|&pos| self.name_at(pos)),
            })
            .collect()
    }

    fn name_at(&self, pos: usize) -> Option<String> {
        self.pos_to_id
            .get(pos)
            .map(|&id| self.clusters[id].name.clone())
    }

    fn round_record(
        &self,
        round: u32,
        rec: ReconcileRecord,
        events: Vec<String>,
        name_limit: usize,
        agent: (u64, u64, u64),
    ) -> RoundRecord {
        let names = |ids: &[usize]| -> Vec<String> {
            ids.iter()
                .take(name_limit)
                .map(|&id| self.clusters[id].name.clone())
                .collect()
        };
        let mut waits = Vec::new();
        let mut partitions = Vec::with_capacity(rec.parts.len());
        let mut without = 0u64;
        for (p, r) in self.parts.iter().zip(&rec.parts) {
            if r.reached {
                without = without.saturating_add(r.without_bd_after);
                if r.waiting_avail > 0 {
                    let name = p.name.clone();
                    if r.blocked_by_bundle {
                        waits.push(Wait::BundleLimit {
                            message: format!(
                                "{}: {} staged clusters wait: bundle unavailable {} reached maxUnavailable {}",
                                name, r.waiting_avail, r.bundle_counter, rec.max_unavailable
                            ),
                            partition: name,
                            waiting: r.waiting_avail,
                            unavailable: r.bundle_counter,
                            max_unavailable: rec.max_unavailable,
                        });
                    } else {
                        waits.push(Wait::PartitionLimit {
                            message: format!(
                                "{}: {} staged clusters wait: partition unavailable {} reached its maxUnavailable {}",
                                name, r.waiting_avail, r.part_counter, r.max
                            ),
                            partition: name,
                            waiting: r.waiting_avail,
                            unavailable: r.part_counter,
                            max_unavailable: r.max,
                        });
                    }
                }
                if r.waiting_paused > 0 {
                    waits.push(Wait::Paused {
                        message: format!(
                            "{}: {} staged clusters are not promoted because the {} paused",
                            p.name,
                            r.waiting_paused,
                            if self.bundle_paused {
                                "bundle is"
                            } else {
                                "clusters are"
                            }
                        ),
                        partition: p.name.clone(),
                        waiting: r.waiting_paused,
                        bundle_paused: self.bundle_paused,
                    });
                }
            }
            partitions.push(PartitionRound {
                name: p.name.clone(),
                count: r.count,
                max_unavailable: r.max,
                unavailable: r.unavailable_before,
                summary: r.counts_before,
                reached: r.reached,
                created: r.created,
                staged: r.staged,
                promoted: r.promoted,
                not_up_to_date_or_unavailable: r.bad_after,
                partition_unavailable: r.is_unavailable,
            });
        }
        if without > 0 && rec.newly_created >= self.max_new {
            waits.insert(
                0,
                Wait::MaxNew {
                    max_new: self.max_new,
                    without_deployment: without,
                    message: if self.max_new == 0 {
                        "maxNew is 0: no BundleDeployment is ever created".to_string()
                    } else {
                        format!(
                            "maxNew {} BundleDeployments created; {} members of reached partitions wait for the next reconcile",
                            self.max_new, without
                        )
                    },
                },
            );
        }
        if self.unmatched > 0 {
            waits.push(Wait::Unmatched {
                clusters: self.unmatched,
                message: format!(
                    "{} targets match no partition: never deployed, counted as Pending",
                    self.unmatched
                ),
            });
        }
        let stopped = rec.stopped_at.and_then(|i| {
            let p = self.parts.get(i)?;
            let r = rec.parts.get(i)?;
            Some(Stop {
                partition: p.name.clone(),
                index: i,
                not_up_to_date_or_unavailable: r.bad_after,
                max_unavailable: r.max,
                unavailable_partitions: rec.unavailable_partitions,
                max_unavailable_partitions: rec.max_unavailable_partitions,
                partitions_not_reached: self.parts.len().saturating_sub(i + 1),
                message: format!(
                    "stopped at {}: {} members not up to date or unavailable > maxUnavailable {}, so {} unavailable partitions > maxUnavailablePartitions {}; {} later partitions wait",
                    p.name,
                    r.bad_after,
                    r.max,
                    rec.unavailable_partitions,
                    rec.max_unavailable_partitions,
                    self.parts.len().saturating_sub(i + 1)
                ),
            })
        });
        let display_state = rec.summary.display_state();
        let ready_message = rec.summary.ready_message();
        RoundRecord {
            round,
            version: self.desired,
            bundle_paused: self.bundle_paused,
            events,
            created: rec.created.len() as u64,
            created_names: names(&rec.created),
            promoted: rec.promoted.len() as u64,
            promoted_names: names(&rec.promoted),
            staged: rec.staged,
            applied: agent.0,
            became_ready: agent.1,
            failed: agent.2,
            status: BundleStatus {
                max_new: self.max_new,
                newly_created: rec.newly_created,
                unavailable: rec.unavailable_after,
                max_unavailable: rec.max_unavailable,
                unavailable_partitions: rec.unavailable_partitions,
                max_unavailable_partitions: rec.max_unavailable_partitions,
                summary: rec.summary,
                display_state,
                ready_message,
            },
            partitions,
            stopped,
            waits,
            end: self.counts(),
        }
    }
}

/// A cluster's BundleDeployment and states at the end of `round` (0: the start),
/// replayed from its timeline — what a UI scrubber needs to colour a cell.
/// `None` when the index is out of range or timelines were not recorded.
///
/// ```
/// use placement::fleet::{simulate_rollout, cluster_state_at, RolloutInput};
/// let input: RolloutInput = serde_json::from_str(r#"{"clusters": [{"name": "a"}]}"#).unwrap();
/// let sim = simulate_rollout(&input).unwrap();
/// assert!(cluster_state_at(&sim, 0, 0).unwrap().deployment.is_none());
/// let end = cluster_state_at(&sim, 0, 1).unwrap();
/// assert_eq!(end.state, placement::fleet::BundleState::Ready);
/// ```
pub fn cluster_state_at(
    sim: &RolloutSimulation,
    cluster: usize,
    round: u32,
) -> Option<ClusterSnapshot> {
    let c = sim.clusters.get(cluster)?;
    if c.timeline.is_empty() && c.joined {
        return None;
    }
    let desired = sim
        .versions
        .iter()
        .take_while(|v| v[0] <= round)
        .last()
        .map_or(1, |v| v[1]);
    let mut snap = ClusterSnapshot {
        joined: false,
        paused: false,
        deployment: None,
        state: BundleState::Pending,
        deployment_state: None,
    };
    for ev in c.timeline.iter().take_while(|e| e.round <= round) {
        let bd = &mut snap.deployment;
        match ev.kind {
            TimelineKind::Joined => snap.joined = true,
            TimelineKind::Paused => snap.paused = true,
            TimelineKind::Resumed => snap.paused = false,
            TimelineKind::Created => {
                *bd = Some(DeploymentView {
                    staged: ev.version,
                    deployed: 0,
                    applied: 0,
                    ready: false,
                    error: false,
                    modified: false,
                })
            }
            TimelineKind::Staged => bd.iter_mut().for_each(|b| b.staged = ev.version),
            TimelineKind::Promoted => bd.iter_mut().for_each(|b| b.deployed = ev.version),
            TimelineKind::Applied => bd.iter_mut().for_each(|b| {
                b.applied = ev.version;
                b.ready = false;
                b.error = false;
                b.modified = false;
            }),
            TimelineKind::Ready => bd.iter_mut().for_each(|b| b.ready = true),
            TimelineKind::NotReady => bd.iter_mut().for_each(|b| b.ready = false),
            TimelineKind::Failed => bd.iter_mut().for_each(|b| b.error = true),
            TimelineKind::Modified => bd.iter_mut().for_each(|b| b.modified = true),
            TimelineKind::Corrected => bd.iter_mut().for_each(|b| b.modified = false),
        }
    }
    if let Some(v) = snap.deployment {
        let bd = Bd {
            staged: v.staged,
            deployed: v.deployed,
            applied: v.applied,
            ready: v.ready,
            error: v.error,
            modified: v.modified,
        };
        snap.state = bd.bundle_state(desired);
        snap.deployment_state = Some(bd.state());
    }
    Some(snap)
}

/// A cluster at one round, from [`cluster_state_at`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ClusterSnapshot {
    /// Whether it is a target by then.
    pub joined: bool,
    /// Paused.
    pub paused: bool,
    /// Its BundleDeployment.
    pub deployment: Option<DeploymentView>,
    /// State in the bundle summary.
    pub state: BundleState,
    /// State of the BundleDeployment.
    pub deployment_state: Option<BundleState>,
}
