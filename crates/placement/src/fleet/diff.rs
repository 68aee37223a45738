//! What an edit of a rollout changed (issue #10): the clusters whose state at
//! the shown round or whose partition changed between two simulations, and
//! whether the rollout now takes a different number of rounds — as whole
//! sentences ([`Message`]s), or one saying that nothing changed. Pure and
//! linear in the clusters and their timelines: the lab calls it after every edit.

use std::collections::HashMap;

use serde::Serialize;

use super::simulate::{Outcome, RolloutSimulation, cluster_state_at};
use super::state::BundleState;
use crate::kernel::message::Message;
use crate::kernel::sort;

/// The clusters that changed between two simulations, and the summary sentences.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct RolloutChanges {
    /// The round the states were compared at.
    pub round: u32,
    /// Each cluster whose state or partition changed, in the order of `after`
    /// (then the removed ones).
    pub clusters: Vec<ClusterChange>,
    /// Whole sentences: what changed for the clusters, then for the number of
    /// rounds; or one sentence saying that nothing changed.
    pub summary: Vec<Message>,
}

/// One cluster whose state or partition changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ClusterChange {
    /// Cluster name.
    pub cluster: String,
    /// Cluster namespace.
    pub namespace: String,
    /// State at the round before the edit (`None`: the cluster was not there).
    pub state_before: Option<BundleState>,
    /// State at the round after the edit (`None`: the cluster is gone).
    pub state_after: Option<BundleState>,
    /// Label of its (first) partition before the edit (`None`: no partition or not there).
    pub partition_before: Option<String>,
    /// Label of its (first) partition after the edit.
    pub partition_after: Option<String>,
    /// Whether its partition changed (by position in the rollout order).
    pub partition_changed: bool,
}

/// A cluster as the diff sees it: its state at the round and its partition.
struct Seen<'a> {
    state: BundleState,
    partition: Option<(usize, &'a str)>,
}

fn seen_at(sim: &RolloutSimulation, round: u32) -> HashMap<(&str, &str), Seen<'_>> {
    let last = sim.rounds.last().map_or(0, |r| r.round);
    sim.clusters
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let state = match cluster_state_at(sim, i, round) {
                Some(s) => s.state,
                None if round >= last => c.state,
                None => BundleState::Pending,
            };
            let partition = c.partitions.first().map(|&p| {
                let label = sim
                    .partitions
                    .get(p as usize)
                    .map_or("", |p| p.label.as_str());
                (p as usize, label)
            });
            (
                (c.namespace.as_str(), c.name.as_str()),
                Seen { state, partition },
            )
        })
        .collect()
}

/// The changes from `before` to `after` at `round` (clusters matched by
/// namespace and name; partitions by their position in the rollout order).
///
/// ```
/// use placement::fleet::{rollout_changes, simulate_rollout, RolloutInput};
/// let input = |max: &str| -> RolloutInput { serde_json::from_str(&format!(
///     r#"{{"rolloutStrategy": {{"maxNew": {max}}}, "clusters": [{{"name": "a"}}, {{"name": "b"}}]}}"#)).unwrap() };
/// let one = simulate_rollout(&input("1")).unwrap();
/// let two = simulate_rollout(&input("2")).unwrap();
/// assert_eq!(rollout_changes(&one, &one, 1).summary[0].id, "fleet-diff-nothing");
/// let changes = rollout_changes(&one, &two, 1);
/// assert_eq!(changes.clusters[0].cluster, "b"); // created in round 1 now, ready at its end
/// assert_eq!(changes.summary[0].id, "fleet-diff-state");
/// assert_eq!(changes.summary[1].id, "fleet-diff-rounds");
/// ```
pub fn rollout_changes(
    before: &RolloutSimulation,
    after: &RolloutSimulation,
    round: u32,
) -> RolloutChanges {
    let mut old = seen_at(before, round);
    let now = seen_at(after, round);
    let mut clusters = Vec::new();
    for c in &after.clusters {
        let key = (c.namespace.as_str(), c.name.as_str());
        let Some(n) = now.get(&key) else { continue };
        let was = old.remove(&key);
        let partition_changed = was
            .as_ref()
            .is_some_and(|w| w.partition.map(|p| p.0) != n.partition.map(|p| p.0));
        if was.as_ref().is_some_and(|w| w.state == n.state) && !partition_changed {
            continue;
        }
        clusters.push(ClusterChange {
            cluster: c.name.clone(),
            namespace: c.namespace.clone(),
            state_before: was.as_ref().map(|w| w.state),
            state_after: Some(n.state),
            partition_before: was
                .as_ref()
                .and_then(|w| w.partition)
                .map(|p| p.1.to_string()),
            partition_after: n.partition.map(|p| p.1.to_string()),
            partition_changed,
        });
    }
    let mut removed: Vec<ClusterChange> = old
        .into_iter()
        .map(|((namespace, cluster), w)| ClusterChange {
            cluster: cluster.to_string(),
            namespace: namespace.to_string(),
            state_before: Some(w.state),
            state_after: None,
            partition_before: w.partition.map(|p| p.1.to_string()),
            partition_after: None,
            partition_changed: false,
        })
        .collect();
    sort::sort_by(&mut removed, |a, b| {
        (&a.cluster, &a.namespace).cmp(&(&b.cluster, &b.namespace))
    });
    clusters.extend(removed);
    let mut summary = cluster_sentences(&clusters, before, after, round);
    summary.extend(rounds_sentence(&before.outcome, &after.outcome));
    if summary.is_empty() {
        summary.push(
            Message::new("fleet-diff-nothing")
                .arg("round", u64::from(round))
                .arg("rounds", u64::from(outcome_round(&after.outcome))),
        );
    }
    RolloutChanges {
        round,
        clusters,
        summary,
    }
}

/// The 1-based position of `label` among `sim`'s partitions (0 when absent).
fn partition_number(sim: &RolloutSimulation, label: &str) -> usize {
    sim.partitions
        .iter()
        .position(|p| p.label == label)
        .map_or(0, |i| i + 1)
}

fn cluster_sentences(
    clusters: &[ClusterChange],
    before: &RolloutSimulation,
    after: &RolloutSimulation,
    round: u32,
) -> Vec<Message> {
    let state = |s: Option<BundleState>| s.map_or("", |s| s.as_str());
    let base = |id: &str, c: &ClusterChange| {
        Message::new(id)
            .arg("cluster", &c.cluster)
            .arg("round", u64::from(round))
    };
    match clusters {
        [] => Vec::new(),
        [c] if c.state_before.is_none() => {
            vec![base("fleet-diff-added", c).arg("state", state(c.state_after))]
        }
        [c] if c.state_after.is_none() => vec![base("fleet-diff-removed", c)],
        [c] => {
            let mut out = Vec::new();
            if c.partition_changed {
                let from = c.partition_before.as_deref().unwrap_or_default();
                let to = c.partition_after.as_deref().unwrap_or_default();
                out.push(match (from.is_empty(), to.is_empty()) {
                    (false, false) => base("fleet-diff-partition", c)
                        .arg("from", from)
                        .arg("fromNumber", partition_number(before, from))
                        .arg("to", to)
                        .arg("toNumber", partition_number(after, to)),
                    (true, _) => base("fleet-diff-matched", c)
                        .arg("to", to)
                        .arg("toNumber", partition_number(after, to)),
                    (false, true) => base("fleet-diff-unmatched", c).arg("from", from),
                });
            }
            if c.state_before != c.state_after {
                out.push(
                    base("fleet-diff-state", c)
                        .arg("from", state(c.state_before))
                        .arg("to", state(c.state_after)),
                );
            }
            out
        }
        [first, ..] => {
            let count = |f: fn(&ClusterChange) -> bool| clusters.iter().filter(|c| f(c)).count();
            vec![
                base("fleet-diff-many", first)
                    .arg("count", clusters.len())
                    .arg("first", &first.cluster)
                    .arg(
                        "states",
                        count(|c| {
                            c.state_before.is_some()
                                && c.state_after.is_some()
                                && c.state_before != c.state_after
                        }),
                    )
                    .arg("partitions", count(|c| c.partition_changed))
                    .arg("added", count(|c| c.state_before.is_none()))
                    .arg("removed", count(|c| c.state_after.is_none())),
            ]
        }
    }
}

fn outcome_round(o: &Outcome) -> u32 {
    match o {
        Outcome::Complete { round, .. }
        | Outcome::Stalled { round, .. }
        | Outcome::MaxRounds { round, .. } => *round,
    }
}

/// How the number of rounds to finish changed, if it did.
fn rounds_sentence(before: &Outcome, after: &Outcome) -> Option<Message> {
    let finished = |o: &Outcome| matches!(o, Outcome::Complete { .. });
    let (b, a) = (outcome_round(before), outcome_round(after));
    let id = match (finished(before), finished(after)) {
        (true, true) if a != b => "fleet-diff-rounds",
        (false, true) => "fleet-diff-now-finishes",
        (true, false) => "fleet-diff-no-longer-finishes",
        _ => return None,
    };
    Some(
        Message::new(id)
            .arg("before", u64::from(b))
            .arg("after", u64::from(a)),
    )
}

/// Every message id of the rollout change summaries (the catalogs are tested against it).
pub const MESSAGE_IDS: &[&str] = &[
    "fleet-diff-nothing",
    "fleet-diff-added",
    "fleet-diff-removed",
    "fleet-diff-partition",
    "fleet-diff-matched",
    "fleet-diff-unmatched",
    "fleet-diff-state",
    "fleet-diff-many",
    "fleet-diff-rounds",
    "fleet-diff-now-finishes",
    "fleet-diff-no-longer-finishes",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fleet::{RolloutInput, simulate_rollout};

    fn sim(strategy: &str, count: usize) -> RolloutSimulation {
        let clusters: Vec<String> = (0..count)
            .map(|i| format!(r#"{{"name": "c-{i:03}"}}"#))
            .collect();
        let input: RolloutInput = serde_json::from_str(&format!(
            r#"{{"rolloutStrategy": {strategy}, "defaultBehavior": {{"kind": "ready"}}, "clusters": [{}]}}"#,
            clusters.join(",")
        ))
        .unwrap();
        simulate_rollout(&input).unwrap()
    }

    #[test]
    fn a_smaller_partition_moves_clusters_into_the_next_partition() {
        // 8 clusters: partitions of 4 then of 2 (autoPartitionSize).
        let before = sim(
            r#"{"autoPartitionSize": 4, "autoPartitionThreshold": 1}"#,
            8,
        );
        let after = sim(
            r#"{"autoPartitionSize": 2, "autoPartitionThreshold": 1}"#,
            8,
        );
        let c = rollout_changes(&before, &after, 0);
        let moved: Vec<&str> = c
            .clusters
            .iter()
            .filter(|c| c.partition_changed)
            .map(|c| c.cluster.as_str())
            .collect();
        assert_eq!(
            moved,
            ["c-002", "c-003", "c-004", "c-005", "c-006", "c-007"]
        );
        assert_eq!(c.summary[0].id, "fleet-diff-many");
        assert_eq!(c.summary[0].number("partitions"), Some(6));
        assert_eq!(c.summary[0].text("first"), Some("c-002"));
    }

    #[test]
    fn one_cluster_moving_partition_names_both_partitions_by_number() {
        let before = sim(
            r#"{"autoPartitionSize": 2, "autoPartitionThreshold": 1}"#,
            2,
        );
        let after = sim(
            r#"{"autoPartitionSize": 1, "autoPartitionThreshold": 1}"#,
            2,
        );
        let c = rollout_changes(&before, &after, 0);
        assert_eq!(c.clusters.len(), 1);
        let m = &c.summary[0];
        assert_eq!(m.id, "fleet-diff-partition");
        assert_eq!(m.text("cluster"), Some("c-001"));
        assert_eq!(m.number("fromNumber"), Some(1));
        assert_eq!(m.number("toNumber"), Some(2));
    }

    #[test]
    fn added_and_removed_clusters_are_named() {
        let two = sim("{}", 2);
        let three = sim("{}", 3);
        let added = rollout_changes(&two, &three, 1);
        assert_eq!(added.summary[0].id, "fleet-diff-added");
        assert_eq!(added.summary[0].text("cluster"), Some("c-002"));
        assert_eq!(added.summary[0].text("state"), Some("Ready"));
        let removed = rollout_changes(&three, &two, 1);
        assert_eq!(removed.summary[0].id, "fleet-diff-removed");
        assert_eq!(removed.clusters[0].state_after, None);
    }

    #[test]
    fn the_round_count_sentence_names_both_counts() {
        let before = sim(r#"{"maxNew": 1}"#, 3);
        let after = sim(r#"{"maxNew": 3}"#, 3);
        let c = rollout_changes(&before, &after, outcome_round(&after.outcome));
        let rounds = c.summary.last().unwrap();
        assert_eq!(rounds.id, "fleet-diff-rounds");
        assert_eq!(
            rounds.number("before"),
            Some(i64::from(outcome_round(&before.outcome)))
        );
        assert_eq!(rounds.number("after"), Some(1));
        assert!(rounds.number("before") > rounds.number("after"));
    }
}
