//! The answer first for a cluster of a rollout (issue #10): at a round, one
//! sentence saying why the cluster is in its state — it is ready, matches no
//! partition, or waits, and for what, with the deciding numbers — and, when
//! a partition's unavailability stopped the rollout before the cluster's
//! partition, the smallest strategy edits that let the rollout pass it.

use serde::{Deserialize, Serialize};

use super::simulate::{cluster_state_at, RolloutInput, RolloutSimulation, Stop, Wait};
use super::strategy::RolloutStrategy;
use super::state::BundleState;
use crate::kernel::int_or_percent::{limit, IntOrPercent};
use crate::kernel::message::Message;

/// A cluster's answer at a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ClusterAnswer {
    /// The cluster.
    pub cluster: String,
    /// The round (0: the start).
    pub round: u32,
    /// Why it is in its state, in one sentence.
    pub answer: Message,
    /// When the rollout stopped before the cluster's partition: the smallest
    /// edits that keep that partition from stopping it.
    pub changes: Vec<FleetChange>,
}

/// A suggested edit of the rollout strategy and its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FleetChange {
    /// The edit ([`FleetEdit::apply`]).
    pub edit: FleetEdit,
    /// What to do, in one sentence.
    pub message: Message,
}

/// An edit of the rollout strategy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", rename_all_fields = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum FleetEdit {
    /// Set the strategy's `maxUnavailable` (a percentage: the bundle-wide limit only grows).
    MaxUnavailable {
        /// The new value.
        value: IntOrPercent,
    },
    /// Set manual partition `partition`'s own `maxUnavailable`.
    PartitionMaxUnavailable {
        /// The partition's index in `rolloutStrategy.partitions`.
        partition: usize,
        /// The new value.
        value: IntOrPercent,
    },
    /// Set `maxUnavailablePartitions`.
    MaxUnavailablePartitions {
        /// The new value.
        value: IntOrPercent,
    },
}

impl FleetEdit {
    /// Applies the edit to `input` (a partition index out of range changes nothing).
    pub fn apply(&self, input: &mut RolloutInput) {
        let strategy = &mut input.rollout_strategy;
        match self {
            FleetEdit::MaxUnavailable { value } => strategy.max_unavailable = Some(value.clone()),
            FleetEdit::PartitionMaxUnavailable { partition, value } => {
                if let Some(p) = strategy.partitions.get_mut(*partition) {
                    p.max_unavailable = Some(value.clone());
                }
            }
            FleetEdit::MaxUnavailablePartitions { value } => {
                strategy.max_unavailable_partitions = Some(value.clone())
            }
        }
    }
}

/// The answer for cluster `name` at `round` of `sim`, simulated with
/// `strategy` (`None`: no such cluster or round, or timelines were not recorded).
/// `name` may be `namespace/name`, for one of clusters sharing a name in
/// several namespaces (a bare name then means the first in Fleet's order).
pub fn explain_cluster(
    strategy: &RolloutStrategy,
    sim: &RolloutSimulation,
    name: &str,
    round: u32,
) -> Option<ClusterAnswer> {
    // `namespace/name` picks one of clusters sharing a name (a name has no `/`).
    let (namespace, bare) = name.split_once('/').map_or((None, name), |(ns, n)| (Some(ns), n));
    let index = sim
        .clusters
        .iter()
        .position(|c| c.name == bare && namespace.is_none_or(|ns| c.namespace == ns))?;
    let cluster = &sim.clusters[index];
    let snapshot = cluster_state_at(sim, index, round)?;
    let base = |id: &str| Message::new(id).arg("cluster", name).arg("round", u64::from(round));
    let done = |answer| Some(ClusterAnswer { cluster: name.to_string(), round, answer, changes: Vec::new() });
    let Some(&partition) = cluster.partitions.first() else {
        return done(base(if cluster.joined { "fleet-cluster-unmatched" } else { "fleet-cluster-not-target" }));
    };
    let partition = partition as usize;
    let label = sim.partitions.get(partition).map_or("", |p| p.label.as_str());
    if snapshot.state == BundleState::Ready {
        return done(base("fleet-cluster-ready"));
    }
    let record = round.checked_sub(1).and_then(|r| sim.rounds.get(r as usize));
    if let Some(stop) = record.and_then(|r| r.stopped.as_ref()).filter(|s| s.index < partition) {
        let answer = base("fleet-cluster-waits-stop")
            .arg("partition", label)
            .arg("stopPartition", &stop.partition)
            .arg("max", stop.max_unavailable)
            .arg("bad", stop.not_up_to_date_or_unavailable);
        return Some(ClusterAnswer {
            cluster: name.to_string(),
            round,
            answer,
            changes: stop_changes(strategy, sim, stop),
        });
    }
    let wait = record.into_iter().flat_map(|r| &r.waits).find_map(|w| match w {
        Wait::PartitionLimit { partition: p, unavailable, max_unavailable, .. } if p == label => {
            Some(base("fleet-cluster-waits-partition-limit").arg("partition", label)
                .arg("unavailable", *unavailable).arg("max", *max_unavailable))
        }
        Wait::BundleLimit { partition: p, unavailable, max_unavailable, .. } if p == label => {
            Some(base("fleet-cluster-waits-bundle-limit")
                .arg("unavailable", *unavailable).arg("max", *max_unavailable))
        }
        Wait::Paused { partition: p, bundle_paused, .. } if p == label => Some(base(if *bundle_paused {
            "fleet-cluster-waits-bundle-paused"
        } else {
            "fleet-cluster-waits-paused"
        })),
        _ => None,
    });
    let max_new = record.into_iter().flat_map(|r| &r.waits).find_map(|w| match w {
        Wait::MaxNew { max_new, .. } if snapshot.deployment.is_none() => {
            Some(base("fleet-cluster-waits-max-new").arg("maxNew", *max_new))
        }
        _ => None,
    });
    let state = base("fleet-cluster-state").arg("state", format!("{:?}", snapshot.state));
    done(wait.or(max_new).unwrap_or(state))
}

/// The edits that keep partition `stop.index` from stopping the rollout:
/// enough unavailable partitions allowed, or enough unavailable members
/// allowed in that partition (its own value, or the strategy's as the
/// smallest percentage that reaches it).
fn stop_changes(strategy: &RolloutStrategy, sim: &RolloutSimulation, stop: &Stop) -> Vec<FleetChange> {
    let mut changes = Vec::new();
    let bad = i64::try_from(stop.not_up_to_date_or_unavailable).unwrap_or(i64::MAX);
    let own = strategy.partitions.get(stop.index).and_then(|p| p.max_unavailable.as_ref());
    let count = sim.partitions.get(stop.index).map_or(0, |p| i64::try_from(p.count).unwrap_or(i64::MAX));
    if own.is_some() {
        changes.push(FleetChange {
            edit: FleetEdit::PartitionMaxUnavailable { partition: stop.index, value: IntOrPercent::Int(bad) },
            message: Message::new("fleet-change-partition-max-unavailable")
                .arg("partition", &stop.partition)
                .arg("value", bad)
                .arg("current", stop.max_unavailable),
        });
    } else if let Some(percent) = (0..=100u32).find(|p| {
        limit(count, &[Some(&IntOrPercent::percent(*p))]).is_ok_and(|l| l.value >= bad)
    }) {
        changes.push(FleetChange {
            edit: FleetEdit::MaxUnavailable { value: IntOrPercent::percent(percent) },
            message: Message::new("fleet-change-max-unavailable")
                .arg("partition", &stop.partition)
                .arg("percent", u64::from(percent))
                .arg("value", bad)
                .arg("current", stop.max_unavailable),
        });
    }
    changes.push(FleetChange {
        edit: FleetEdit::MaxUnavailablePartitions { value: IntOrPercent::Int(stop.unavailable_partitions) },
        message: Message::new("fleet-change-max-unavailable-partitions")
            .arg("partition", &stop.partition)
            .arg("value", stop.unavailable_partitions)
            .arg("current", stop.max_unavailable_partitions),
    });
    changes
}

/// Every message id this module can produce (the catalogs are tested against it).
pub const MESSAGE_IDS: &[&str] = &[
    "fleet-cluster-unmatched",
    "fleet-cluster-not-target",
    "fleet-cluster-ready",
    "fleet-cluster-waits-stop",
    "fleet-cluster-waits-partition-limit",
    "fleet-cluster-waits-bundle-limit",
    "fleet-cluster-waits-bundle-paused",
    "fleet-cluster-waits-paused",
    "fleet-cluster-waits-max-new",
    "fleet-cluster-state",
    "fleet-change-partition-max-unavailable",
    "fleet-change-max-unavailable",
    "fleet-change-max-unavailable-partitions",
];
