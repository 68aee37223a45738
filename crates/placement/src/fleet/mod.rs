//! Fleet rollout planning: partitions, limits and reconciles.
//!
//! Reproduces the Fleet controller (v0.16+, `internal/cmd/controller/target`)
//! as specified in `spec/fleet-rollout.md`; where the docs page says otherwise,
//! the code wins and the output says so.
//!
//! - [`limit`](crate::kernel::int_or_percent::limit()): int-or-percent → count;
//! - [`plan_partitions`]: targets sorted by name (bytes), automatic partitions
//!   (`Partition <start> - <end>`, `All`) or manual ones (criteria ANDed),
//!   each partition's maxUnavailable with its rounding explained;
//! - [`simulate_rollout`]: rounds of one reconcile (create ≤ maxNew, stage,
//!   promote within the bundle-wide and per-partition limits, partition check,
//!   stop rule) and one agent step (cluster behaviors), with bundle status,
//!   partition status entries and why the rollout waits;
//! - [`parse_fleet_yaml`] / [`strategy_to_yaml`]: the `rolloutStrategy` block of fleet.yaml;
//! - [`import_fleet_objects`]: Bundles, clusters and cluster groups as kubectl
//!   prints them (or a fleet.yaml) → the input of a rollout, with what was
//!   read, skipped and not modelled.
//!
//! ## Size of the output
//!
//! A round costs O(changes in the round + partitions reached), so a million
//! clusters simulate in seconds. Per-round records therefore hold counts, not
//! per-cluster lists: `createdNames` / `promotedNames` list only the first
//! `nameLimit` (default 20) names. The final state of every cluster is returned
//! once ([`RolloutSimulation::clusters`]); with timelines on (default up to
//! 100,000 clusters) each cluster carries its events (created, staged, promoted,
//! applied, ready, …, with round and version) and [`cluster_state_at`] replays
//! them to give its state at any round without storing clusters × rounds.
//!
//! ```
//! use placement::fleet::{simulate_rollout, RolloutInput};
//! // 100 clusters at 10 %: one partition "All"; 50 + 50 created, readiness is not awaited.
//! let clusters: Vec<String> = (0..100).map(|i| format!(r#"{{"name": "c-{i:03}"}}"#)).collect();
//! let input: RolloutInput = serde_json::from_str(&format!(
//!     r#"{{"rolloutStrategy": {{"maxUnavailable": "10%"}},
//!         "defaultBehavior": {{"kind": "notReady"}},
//!         "clusters": [{}]}}"#, clusters.join(","))).unwrap();
//! let sim = simulate_rollout(&input).unwrap();
//! assert_eq!(sim.partitions[0].name, "All");
//! assert_eq!(sim.rounds[0].created, 50);
//! assert_eq!(sim.rounds[1].created, 50);
//! assert!(sim.rounds[0].stopped.is_some()); // 100 not ready > 10, but creation goes on
//! ```

use serde::{Deserialize, Serialize};

use crate::kernel::int_or_percent::{limit, IntOrPercent, Limit};
use crate::kernel::message::{Message, Said};
use crate::InputError;

pub mod answer;
pub mod diff;
pub mod import;
mod reconcile;
pub mod simulate;
pub mod state;
pub mod strategy;
#[cfg(test)]
mod strict_input_tests;
pub mod targets;
pub mod yaml;

pub use answer::{explain_cluster, explain_cluster_without_fixes, ClusterAnswer, FleetChange, FleetEdit};
pub use diff::{rollout_changes, ClusterChange, RolloutChanges};
pub use import::{import_fleet_objects, import_fleet_objects_with, FleetImport};
pub use simulate::{
    cluster_state_at, simulate_rollout, simulate_rollout_with_progress, Behavior, BundleStatus,
    ClusterResult, ClusterSnapshot, Outcome, PartitionRound, RolloutEvent, RolloutInput,
    RolloutSimulation, RoundRecord, Start, StartDeployment, Stop, TimelineEvent, TimelineKind,
    Wait,
};
pub use state::{BundleState, BundleSummary, StateCounts};
pub use strategy::{PartitionSpec, RolloutStrategy};
pub use targets::{Cluster, ClusterGroup};
pub use yaml::{parse_fleet_yaml, strategy_to_yaml, FleetYaml};

/// What `plan_partitions` takes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PlanInput {
    /// The bundle's `rolloutStrategy`.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rollout_strategy: RolloutStrategy,
    /// The targeted clusters (simulation-only fields are ignored).
    pub clusters: Vec<Cluster>,
    /// Cluster groups.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cluster_groups: Vec<ClusterGroup>,
}

/// A partition in brief: name, size, limit, first and last member.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PartitionInfo {
    /// Name as in `status.partitions[].name` (empty for an unnamed manual partition).
    pub name: String,
    /// The name, or `partitions[i] (unnamed)`: how sentences name it.
    pub label: String,
    /// Members.
    pub count: u64,
    /// maxUnavailable and how it was computed.
    pub max_unavailable: Limit,
    /// First member (sorted order).
    pub first: Option<String>,
    /// Last member.
    pub last: Option<String>,
}

/// A partition with its members.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PlannedPartition {
    /// Name as in `status.partitions[].name` (empty for an unnamed manual partition).
    pub name: String,
    /// The name, or `partitions[i] (unnamed)`: how sentences name it.
    pub label: String,
    /// Member cluster names in target order.
    pub members: Vec<String>,
    /// maxUnavailable and how it was computed.
    pub max_unavailable: Limit,
}

/// The result of [`plan_partitions`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PartitionPlan {
    /// Whether partitions are manual (`rolloutStrategy.partitions`).
    pub manual: bool,
    /// All targets, sorted by name as byte strings.
    pub targets: Vec<String>,
    /// Partitions in rollout order.
    pub partitions: Vec<PlannedPartition>,
    /// Targets in no partition: never deployed, but Pending in the summary.
    pub unmatched: Vec<String>,
    /// Bundle-wide maxUnavailable: `limit(targets, maxUnavailable)`.
    pub max_unavailable: Limit,
    /// `limit(partitions, maxUnavailablePartitions, 0)`.
    pub max_unavailable_partitions: Limit,
    /// `maxNew`.
    pub max_new: i64,
    /// How the partitions were formed.
    pub explanation: Vec<String>,
    /// Things to know (partitions that match nothing, unknown groups).
    pub warnings: Vec<String>,
    /// [`explanation`](Self::explanation) as messages (`fleet-partitions-…`), for a page in another language.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub explanation_messages: Vec<Message>,
    /// [`warnings`](Self::warnings) as messages (`fleet-warning-…`, `fleet-partition-…`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub warning_messages: Vec<Message>,
}

/// Plans the partitions of a rollout as the controller forms them.
///
/// ```
/// use placement::fleet::{plan_partitions, PlanInput};
/// let clusters: Vec<String> = (0..230).map(|i| format!(r#"{{"name": "c-{i}"}}"#)).collect();
/// let input: PlanInput = serde_json::from_str(&format!(
///     r#"{{"rolloutStrategy": {{"maxUnavailable": "10%"}}, "clusters": [{}]}}"#,
///     clusters.join(","))).unwrap();
/// let plan = plan_partitions(&input).unwrap();
/// let sizes: Vec<usize> = plan.partitions.iter().map(|p| p.members.len()).collect();
/// assert_eq!(sizes, [57, 57, 57, 57, 2]);
/// assert_eq!(plan.partitions[0].name, "Partition 0 - 57");
/// assert_eq!(plan.partitions[4].name, "Partition 228 - 230");
/// assert_eq!(plan.targets[..3], ["c-0", "c-1", "c-10"]); // byte order
/// assert_eq!(plan.partitions[0].max_unavailable.explanation, "10% of 57 → floor(5.7) = 5");
/// ```
pub fn plan_partitions(input: &PlanInput) -> Result<PartitionPlan, InputError> {
    let strategy = &input.rollout_strategy;
    let order = targets::sort_and_validate(&input.clusters, &input.cluster_groups)?;
    let sorted: Vec<&Cluster> = order.iter().map(|&i| &input.clusters[i]).collect();
    // The controller's order: the bundle's maxUnavailable (`resetStatus`),
    // then the partitions, then maxUnavailablePartitions (`UpdatePartitions`).
    let max_unavailable = limit(sorted.len() as i64, &[strategy.max_unavailable.as_ref()])
        .map_err(|e| e.within("rolloutStrategy.maxUnavailable"))?;
    let p = targets::partition(strategy, &sorted, &input.cluster_groups)
        .map_err(|e| e.within("rolloutStrategy"))?;
    let name = |i: &usize| sorted.get(*i).map(|c| c.name.clone()).unwrap_or_default();
    let zero = IntOrPercent::Int(0);
    let max_unavailable_partitions = limit(
        p.partitions.len() as i64,
        &[strategy.max_unavailable_partitions.as_ref(), Some(&zero)],
    )
    .map_err(|e| e.within("rolloutStrategy.maxUnavailablePartitions"))?;
    let (explanation, explanation_messages) = Said::split(p.explanation);
    let (warnings, warning_messages) = Said::split(p.warnings);
    Ok(PartitionPlan {
        manual: p.manual,
        targets: sorted.iter().map(|c| c.name.clone()).collect(),
        partitions: p
            .partitions
            .iter()
            .map(|part| PlannedPartition {
                name: part.name.clone(),
                label: part.label.clone(),
                members: part.members.iter().map(name).collect(),
                max_unavailable: part.max_unavailable.clone(),
            })
            .collect(),
        unmatched: p.unmatched.iter().map(name).collect(),
        max_unavailable,
        max_unavailable_partitions,
        max_new: strategy.max_new(),
        explanation,
        warnings,
        explanation_messages,
        warning_messages,
    })
}
