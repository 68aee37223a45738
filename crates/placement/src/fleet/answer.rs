//! The answer first for a cluster of a rollout (issue #10): at a round, one
//! sentence saying why the cluster is in its state — it is ready, matches no
//! partition, or waits, and for what, with the deciding numbers — and, when
//! the cluster never gets the bundle, the smallest strategy edits that give
//! it the bundle ([`fixes`], each proven by simulating again) or, when the
//! fix is not in the strategy, a sentence with the kubectl-level change.

use serde::Serialize;

use super::simulate::{
    ClusterSnapshot, RolloutInput, RolloutSimulation, RoundRecord, Wait, cluster_state_at,
};
use super::state::BundleState;
use crate::kernel::message::Message;

pub mod fixes;

use fixes::Cause;
pub use fixes::{FleetChange, FleetEdit};

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
    /// When the cluster never gets the bundle: the smallest strategy edits
    /// that give it the bundle, each proven by simulating again.
    pub changes: Vec<FleetChange>,
    /// Fixes that lie outside the rollout strategy (on the cluster, the
    /// GitRepo or the Bundle), each a sentence with the kubectl-level change.
    pub outside: Vec<Message>,
}

/// The answer for cluster `name` at `round` of `sim`, the simulation of
/// `input` (`None`: no such cluster or round, or timelines were not recorded).
/// `name` may be `namespace/name`, for one of clusters sharing a name in
/// several namespaces (a bare name then means the first in Fleet's order).
/// A cluster that never gets the bundle gets the strategy edits that give it
/// the bundle, each proven by simulating `input` again ([`fixes`]), and the
/// fixes that lie outside the strategy in words.
pub fn explain_cluster(
    input: &RolloutInput,
    sim: &RolloutSimulation,
    name: &str,
    round: u32,
) -> Option<ClusterAnswer> {
    answer(Some(input), sim, name, round)
}

/// [`explain_cluster`] without the strategy edits (which simulate the
/// rollout again, a few dozen times): for a fleet too large to simulate
/// again at once. The fixes outside the strategy are still given.
pub fn explain_cluster_without_fixes(
    sim: &RolloutSimulation,
    name: &str,
    round: u32,
) -> Option<ClusterAnswer> {
    answer(None, sim, name, round)
}

fn answer(
    input: Option<&RolloutInput>,
    sim: &RolloutSimulation,
    name: &str,
    round: u32,
) -> Option<ClusterAnswer> {
    // `namespace/name` picks one of clusters sharing a name (a name has no `/`).
    let (namespace, bare) = name
        .split_once('/')
        .map_or((None, name), |(ns, n)| (Some(ns), n));
    let index = sim
        .clusters
        .iter()
        .position(|c| c.name == bare && namespace.is_none_or(|ns| c.namespace == ns))?;
    let snapshot = cluster_state_at(sim, index, round)?;
    let base = |id: &str| {
        Message::new(id)
            .arg("cluster", name)
            .arg("round", u64::from(round))
    };
    let mut out = ClusterAnswer {
        cluster: name.to_string(),
        round,
        answer: base("fleet-cluster-ready"),
        changes: Vec::new(),
        outside: Vec::new(),
    };
    let cluster = &sim.clusters[index];
    if snapshot.state == BundleState::Ready && !cluster.partitions.is_empty() {
        return Some(out);
    }
    let record = |r: u32| r.checked_sub(1).and_then(|r| sim.rounds.get(r as usize));
    let (answer, cause) = why_waiting(sim, index, &snapshot, record(round), &base);
    out.answer = answer;
    // The fix answers what holds the cluster at the end, which may not be what holds it now.
    let last = sim.rounds.last().map_or(0, |r| r.round);
    let final_snapshot = cluster_state_at(sim, index, last);
    let cause = match final_snapshot
        .as_ref()
        .map(|s| why_waiting(sim, index, s, record(last), &base).1)
    {
        Some(Some(last_cause)) => Some(last_cause),
        _ => cause,
    };
    match cause {
        Some(Why::Strategy(cause)) => {
            out.changes = input.map_or_else(Vec::new, |i| fixes::suggest(i, sim, index, cause))
        }
        Some(Why::Outside(message)) => out.outside.push(message),
        None => {}
    }
    Some(out)
}

/// What a fix must change: the strategy, or something outside it.
enum Why {
    Strategy(Cause),
    Outside(Message),
}

/// Why the cluster is not ready in `snapshot` (after `record`'s round): the sentence and the cause to fix.
fn why_waiting(
    sim: &RolloutSimulation,
    index: usize,
    snapshot: &ClusterSnapshot,
    record: Option<&RoundRecord>,
    base: &dyn Fn(&str) -> Message,
) -> (Message, Option<Why>) {
    let cluster = &sim.clusters[index];
    let Some(&partition) = cluster.partitions.first() else {
        return if cluster.joined {
            (
                base("fleet-cluster-unmatched"),
                Some(Why::Strategy(Cause::Unmatched)),
            )
        } else {
            (base("fleet-cluster-not-target"), None)
        };
    };
    let partition = partition as usize;
    let label = sim
        .partitions
        .get(partition)
        .map_or("", |p| p.label.as_str());
    if let Some(stop) = record
        .and_then(|r| r.stopped.as_ref())
        .filter(|s| s.index < partition)
    {
        let answer = base("fleet-cluster-waits-stop")
            .arg("partition", label)
            .arg("stopPartition", &stop.partition)
            .arg("max", stop.max_unavailable)
            .arg("bad", stop.not_up_to_date_or_unavailable);
        return (answer, Some(Why::Strategy(Cause::Stop(stop.index))));
    }
    let waits = record.into_iter().flat_map(|r| &r.waits);
    for w in waits.clone() {
        match w {
            Wait::PartitionLimit {
                partition: p,
                unavailable,
                max_unavailable,
                ..
            } if p == label => {
                let id = if *max_unavailable <= 0 {
                    "fleet-cluster-waits-partition-limit-zero"
                } else {
                    "fleet-cluster-waits-partition-limit"
                };
                let answer = base(id)
                    .arg("partition", label)
                    .arg("unavailable", *unavailable)
                    .arg("max", *max_unavailable);
                return (
                    answer,
                    Some(Why::Strategy(Cause::PartitionLimit(partition))),
                );
            }
            Wait::BundleLimit {
                partition: p,
                unavailable,
                max_unavailable,
                ..
            } if p == label => {
                let id = if *max_unavailable <= 0 {
                    "fleet-cluster-waits-bundle-limit-zero"
                } else {
                    "fleet-cluster-waits-bundle-limit"
                };
                let answer = base(id)
                    .arg("unavailable", *unavailable)
                    .arg("max", *max_unavailable);
                return (answer, Some(Why::Strategy(Cause::BundleLimit)));
            }
            Wait::Paused {
                partition: p,
                bundle_paused,
                ..
            } if p == label => {
                let (id, outside) = if *bundle_paused {
                    (
                        "fleet-cluster-waits-bundle-paused",
                        "fleet-outside-unpause-bundle",
                    )
                } else {
                    (
                        "fleet-cluster-waits-paused",
                        "fleet-outside-unpause-cluster",
                    )
                };
                return (base(id), Some(Why::Outside(base(outside))));
            }
            _ => {}
        }
    }
    if let Some(max_new) = waits.clone().find_map(|w| match w {
        Wait::MaxNew { max_new, .. } if snapshot.deployment.is_none() => Some(*max_new),
        _ => None,
    }) {
        return (
            base("fleet-cluster-waits-max-new").arg("maxNew", max_new),
            None,
        );
    }
    let state = base("fleet-cluster-state").arg("state", format!("{:?}", snapshot.state));
    // Promoted but not ready: what holds it is on the cluster itself, not in the strategy.
    let own = snapshot
        .deployment
        .is_some_and(|d| d.deployed > 0 && (d.applied != d.deployed || !d.ready || d.error));
    (
        state,
        own.then(|| Why::Outside(base("fleet-outside-cluster-not-ready"))),
    )
}

/// Every message id this module can produce (the catalogs are tested against it).
pub const MESSAGE_IDS: &[&str] = &[
    "fleet-cluster-unmatched",
    "fleet-cluster-not-target",
    "fleet-cluster-ready",
    "fleet-cluster-waits-stop",
    "fleet-cluster-waits-partition-limit",
    "fleet-cluster-waits-partition-limit-zero",
    "fleet-cluster-waits-bundle-limit",
    "fleet-cluster-waits-bundle-limit-zero",
    "fleet-cluster-waits-bundle-paused",
    "fleet-cluster-waits-paused",
    "fleet-cluster-waits-max-new",
    "fleet-cluster-state",
    "fleet-change-partition-max-unavailable",
    "fleet-change-max-unavailable",
    "fleet-change-max-unavailable-partitions",
    "fleet-change-max-unavailable-with-partitions",
    "fleet-change-partition-selector",
    "fleet-change-add-partition",
    "fleet-outside-unpause-bundle",
    "fleet-outside-unpause-cluster",
    "fleet-outside-cluster-not-ready",
];
