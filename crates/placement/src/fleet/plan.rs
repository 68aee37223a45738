//! [`plan_partitions`]: the partitions of a rollout as the controller forms them, and the
//! types it takes and gives (a partition in brief, [`PartitionInfo`], is what the simulation's
//! rounds report too).

use serde::{Deserialize, Serialize};

use super::strategy::RolloutStrategy;
use super::targets::{self, Cluster, ClusterGroup};
use crate::InputError;
use crate::kernel::int_or_percent::{IntOrPercent, Limit, limit};
use crate::kernel::message::{Message, Said};

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
