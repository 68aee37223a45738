//! The answer first for the balance pick (issue #10): for any disk, one
//! sentence saying why it wins or loses, with the deciding number (a score,
//! or usable storage against the replica size); and after an edit, one
//! sentence saying which disk now wins, or that nothing changed.

use super::{BalanceSimulation, ScoredCandidate, StageOutcome};
use crate::kernel::message::Message;

/// A score as the sentences show it: four decimals, `∞` when the mean is ≤ 0.
fn score_text(score: f64) -> String {
    if score.is_finite() {
        crate::kernel::float_text::fixed(score, 4)
    } else {
        "∞".to_string()
    }
}

fn scored<'a>(stage: &'a StageOutcome, name: &str) -> Option<&'a ScoredCandidate> {
    stage.candidates.iter().find(|c| c.name == name)
}

fn score_of(stage: &StageOutcome, name: &str) -> String {
    scored(stage, name).map_or_else(String::new, |c| score_text(c.score))
}

/// Why disk `disk` of node `node` wins or loses in `sim`, in one sentence
/// (`None`: no such candidate disk).
///
/// ```
/// use placement::longhorn::balance::{explain_disk, simulate_balance, BalanceInput};
/// let input: BalanceInput = serde_json::from_str(r#"{"replicaSize": "100Gi", "nodes": [
///     {"name": "A", "disks": [{"name": "A1", "usable": "900Gi"}, {"name": "A2", "usable": "100Gi"}]},
///     {"name": "B", "disks": [{"name": "B1", "usable": "600Gi"}, {"name": "B2", "usable": "700Gi"}]}]}"#).unwrap();
/// let sim = simulate_balance(&input).unwrap();
/// assert_eq!(explain_disk(&sim, "A", "A1").unwrap().id, "balance-disk-node-lost");
/// assert_eq!(explain_disk(&sim, "B", "B2").unwrap().id, "balance-disk-tie-wins");
/// assert!(explain_disk(&sim, "C", "C1").is_none());
/// ```
pub fn explain_disk(sim: &BalanceSimulation, node: &str, disk: &str) -> Option<Message> {
    let name = format!("{node}/{disk}");
    let base = |id: &str| {
        Message::new(id)
            .arg("node", node)
            .arg("disk", disk)
            .arg("sizeBytes", sim.replica_size)
    };
    let winner = sim
        .winner
        .as_ref()
        .map(|w| format!("{}/{}", w.node, w.disk));
    if sim.single_candidate {
        return (winner.as_deref() == Some(name.as_str())).then(|| base("balance-disk-only"));
    }
    let nodes = &sim.node_stage;
    let node_usable = nodes.entries.iter().find(|e| e.name == node)?.usable;
    let won_node = nodes.winner.as_deref() == Some(node);
    if !won_node {
        let winner_node = nodes.winner.clone().unwrap_or_default();
        let m = if nodes.fallback {
            base("balance-disk-node-fallback-lost").arg("winner", winner_node)
        } else if node_usable < sim.replica_size {
            base("balance-disk-node-too-small").arg("usableBytes", node_usable)
        } else if nodes.tie.iter().any(|t| t == node) {
            base("balance-disk-node-tie-lost")
                .arg("winner", &winner_node)
                .arg("score", score_of(nodes, node))
        } else {
            base("balance-disk-node-lost")
                .arg("score", score_of(nodes, node))
                .arg("winnerScore", score_of(nodes, &winner_node))
                .arg("winner", winner_node)
        };
        return Some(m);
    }
    let disks = &sim.disk_stage;
    let usable = disks.entries.iter().find(|e| e.name == name)?.usable;
    Some(disk_on_winning_node(
        sim,
        &name,
        usable,
        winner.unwrap_or_default(),
        base,
    ))
}

/// The sentence for a disk of the node that won the node stage.
fn disk_on_winning_node(
    sim: &BalanceSimulation,
    name: &str,
    usable: i64,
    winner: String,
    base: impl Fn(&str) -> Message,
) -> Message {
    let disks = &sim.disk_stage;
    let wins = winner == name;
    if disks.fallback {
        return if wins {
            base("balance-disk-fallback")
        } else {
            base("balance-disk-fallback-lost").arg("winner", winner)
        };
    }
    let Some(me) = scored(disks, name) else {
        return base("balance-disk-too-small").arg("usableBytes", usable);
    };
    let score = score_text(me.score);
    let tied = disks.tie.len() > 1 && disks.tie.iter().any(|t| t == name);
    if tied {
        return if wins {
            base("balance-disk-tie-wins")
                .arg("count", disks.tie.len())
                .arg("score", score)
        } else {
            base("balance-disk-tie")
                .arg("winner", winner)
                .arg("score", score)
        };
    }
    if !wins {
        return base("balance-disk-loses")
            .arg("score", score)
            .arg("winnerScore", score_of(disks, &winner))
            .arg("winner", winner);
    }
    let runner_up = disks
        .candidates
        .iter()
        .filter(|c| c.name != name)
        .min_by(|a, b| a.score.total_cmp(&b.score));
    match runner_up {
        Some(r) => base("balance-disk-wins")
            .arg("score", score)
            .arg("count", disks.candidates.len())
            .arg("runnerUp", &r.name)
            .arg("runnerScore", score_text(r.score)),
        None => base("balance-disk-wins-alone").arg("score", score),
    }
}

/// What an edit changed in the pick, in one sentence: which disk now wins,
/// the winner's new score, or that nothing changed.
///
/// ```
/// use placement::longhorn::balance::{balance_changes, simulate_balance, BalanceInput};
/// let sim = |b2: &str| simulate_balance(&serde_json::from_str::<BalanceInput>(&format!(r#"{{"replicaSize": "10Gi", "nodes": [
///     {{"name": "A", "disks": [{{"name": "A1", "usable": "100Gi"}}, {{"name": "A2", "usable": "{b2}"}}]}}]}}"#)).unwrap()).unwrap();
/// assert_eq!(balance_changes(&sim("50Gi"), &sim("50Gi")).id, "balance-diff-nothing");
/// let changed = balance_changes(&sim("50Gi"), &sim("200Gi"));
/// assert_eq!(changed.id, "balance-diff-winner");
/// assert_eq!(changed.text("winner"), Some("A/A2"));
/// assert_eq!(changed.text("before"), Some("A/A1"));
/// ```
pub fn balance_changes(before: &BalanceSimulation, after: &BalanceSimulation) -> Message {
    let name = |s: &BalanceSimulation| s.winner.as_ref().map(|w| format!("{}/{}", w.node, w.disk));
    let score =
        |s: &BalanceSimulation, n: &str| scored(&s.disk_stage, n).map(|c| score_text(c.score));
    match (name(before), name(after)) {
        (Some(b), Some(a)) if a != b => Message::new("balance-diff-winner")
            .arg("winner", a)
            .arg("before", b),
        (Some(b), Some(a)) => match (score(before, &b), score(after, &a)) {
            (Some(old), Some(new)) if old != new => Message::new("balance-diff-score")
                .arg("winner", a)
                .arg("score", new)
                .arg("before", old),
            _ => Message::new("balance-diff-nothing"),
        },
        (None, Some(a)) => Message::new("balance-diff-placed").arg("winner", a),
        (Some(b), None) => Message::new("balance-diff-unplaced").arg("before", b),
        (None, None) => Message::new("balance-diff-nothing"),
    }
}

/// Every message id of the balance answers and change summaries (the catalogs are tested against it).
pub const MESSAGE_IDS: &[&str] = &[
    "balance-disk-only",
    "balance-disk-node-fallback-lost",
    "balance-disk-node-too-small",
    "balance-disk-node-tie-lost",
    "balance-disk-node-lost",
    "balance-disk-fallback",
    "balance-disk-fallback-lost",
    "balance-disk-too-small",
    "balance-disk-tie-wins",
    "balance-disk-tie",
    "balance-disk-loses",
    "balance-disk-wins",
    "balance-disk-wins-alone",
    "balance-diff-nothing",
    "balance-diff-winner",
    "balance-diff-score",
    "balance-diff-placed",
    "balance-diff-unplaced",
];

#[cfg(test)]
mod tests {
    use super::super::{BalanceInput, simulate_balance};
    use super::*;

    fn sim(size: &str, nodes: serde_json::Value) -> BalanceSimulation {
        let input: BalanceInput =
            serde_json::from_value(serde_json::json!({"replicaSize": size, "nodes": nodes}))
                .unwrap();
        simulate_balance(&input).unwrap()
    }

    #[test]
    fn the_winner_names_its_score_and_the_runner_up() {
        let s = sim(
            "10Gi",
            serde_json::json!([{"name": "A", "disks": [
            {"name": "A1", "usable": "100Gi"}, {"name": "A2", "usable": "50Gi"}, {"name": "A3", "usable": "5Gi"}]}]),
        );
        let win = explain_disk(&s, "A", "A1").unwrap();
        assert_eq!(win.id, "balance-disk-wins");
        assert_eq!(win.text("runnerUp"), Some("A/A2"));
        assert_eq!(
            win.text("score"),
            Some(score_of(&s.disk_stage, "A/A1").as_str())
        );
        assert!(win.text("score") < win.text("runnerScore"));
        let lose = explain_disk(&s, "A", "A2").unwrap();
        assert_eq!(lose.id, "balance-disk-loses");
        assert_eq!(lose.text("winner"), Some("A/A1"));
        let small = explain_disk(&s, "A", "A3").unwrap();
        assert_eq!(small.id, "balance-disk-too-small");
        assert_eq!(small.number("usableBytes"), Some(5 << 30));
    }

    #[test]
    fn a_node_too_small_for_the_replica_says_so_with_its_total() {
        let s = sim(
            "10Gi",
            serde_json::json!([
            {"name": "A", "disks": [{"name": "A1", "usable": "100Gi"}]},
            {"name": "B", "disks": [{"name": "B1", "usable": "4Gi"}, {"name": "B2", "usable": "4Gi"}]}]),
        );
        let m = explain_disk(&s, "B", "B2").unwrap();
        assert_eq!(m.id, "balance-disk-node-too-small");
        assert_eq!(m.number("usableBytes"), Some(8 << 30));
        assert_eq!(
            explain_disk(&s, "A", "A1").unwrap().id,
            "balance-disk-wins-alone"
        );
    }

    #[test]
    fn a_lone_disk_is_taken_without_a_score() {
        let s = sim(
            "10Gi",
            serde_json::json!([{"name": "A", "disks": [{"name": "A1", "usable": "1Gi"}]}]),
        );
        assert_eq!(explain_disk(&s, "A", "A1").unwrap().id, "balance-disk-only");
    }

    #[test]
    fn the_change_summary_reports_the_winners_new_score() {
        let nodes = |a2: &str| {
            serde_json::json!([{"name": "A", "disks": [
            {"name": "A1", "usable": "100Gi"}, {"name": "A2", "usable": a2}]}])
        };
        let m = balance_changes(&sim("10Gi", nodes("50Gi")), &sim("10Gi", nodes("60Gi")));
        assert_eq!(m.id, "balance-diff-score");
        assert_eq!(m.text("winner"), Some("A/A1"));
        assert_ne!(m.text("score"), m.text("before"));
    }
}
