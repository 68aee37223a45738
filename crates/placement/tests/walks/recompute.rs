//! The facts of the shipped walks recomputed from the engine's typed results,
//! written without the walk module's path reader: the engine is run here on
//! the step's scenario and each fact is a field access on its Rust types.

use placement::kernel::float_text;
use placement::kernel::message::MessageArg;
use placement::longhorn::balance::{simulate_balance, BalanceInput, BalanceSimulation, ScoredCandidate, StageOutcome};
use placement::walk::Lab;
use serde_json::Value;

/// `fact` on `scenario` of `lab`, or `None` when this test does not know it.
pub fn fact(lab: Lab, scenario: &Value, fact: &str) -> Option<MessageArg> {
    match lab {
        Lab::Balance => {
            let input: BalanceInput = serde_json::from_value(scenario.clone()).ok()?;
            let sim = simulate_balance(&input).ok()?;
            balance(&input, &sim, fact)
        }
        _ => None,
    }
}

fn score(x: f64) -> MessageArg {
    if x.is_finite() {
        MessageArg::Text(float_text::fixed(x, 4))
    } else {
        MessageArg::Text("∞".into())
    }
}

fn text(s: &str) -> MessageArg {
    MessageArg::Text(s.to_string())
}

/// `nodeStage.candidates[name=X].field` → (stage, X, field).
fn candidate<'a>(sim: &'a BalanceSimulation, fact: &'a str) -> Option<(&'a ScoredCandidate, &'a str)> {
    let (stage, rest) = fact.split_once(".candidates[name=")?;
    let (name, field) = rest.split_once("].")?;
    let stage: &StageOutcome = match stage {
        "nodeStage" => &sim.node_stage,
        "diskStage" => &sim.disk_stage,
        _ => return None,
    };
    Some((stage.candidates.iter().find(|c| c.name == name)?, field))
}

fn balance(input: &BalanceInput, sim: &BalanceSimulation, fact: &str) -> Option<MessageArg> {
    if let Some((c, field)) = candidate(sim, fact) {
        return match field {
            "max" => Some(MessageArg::Number(c.max)),
            "min" => Some(MessageArg::Number(c.min)),
            "score" => Some(score(c.score)),
            "perNodeScore" => c.per_node_score.map(score),
            "name" => Some(text(&c.name)),
            _ => None,
        };
    }
    if let Some(path) = fact.strip_prefix("bytes(input.nodes[name=").and_then(|r| r.strip_suffix("].usable)")) {
        let (node, disk) = path.split_once("].disks[name=")?;
        let node = input.nodes.iter().find(|n| n.name == node)?;
        let disk = node.disks.iter().find(|d| d.name == disk)?;
        return Some(MessageArg::Number(disk.usable.0));
    }
    if let Some(path) = fact.strip_prefix("input.nodes[name=").and_then(|r| r.strip_suffix("].name")) {
        let (node, disk) = path.split_once("].disks[name=")?;
        let node = input.nodes.iter().find(|n| n.name == node)?;
        return Some(text(&node.disks.iter().find(|d| d.name == disk)?.name));
    }
    if let Some(disk) = fact.strip_prefix("explained[name=").and_then(|r| r.strip_suffix("].message")) {
        let (node, disk) = disk.split_once('/')?;
        let message = placement::longhorn::balance::explain_disk(sim, node, disk)?;
        return Some(MessageArg::List(vec![message]));
    }
    let winner = sim.winner.as_ref();
    Some(match fact {
        "replicaSize" => MessageArg::Number(sim.replica_size),
        "len(nodeStage.entries)" => MessageArg::Number(sim.node_stage.entries.len() as i64),
        "len(nodeStage.candidates)" => MessageArg::Number(sim.node_stage.candidates.len() as i64),
        "len(diskStage.candidates)" => MessageArg::Number(sim.disk_stage.candidates.len() as i64),
        "len(diskStage.tie)" => MessageArg::Number(sim.disk_stage.tie.len() as i64),
        "nodeStage.winner" => text(sim.node_stage.winner.as_deref()?),
        "diskStage.winner" => text(sim.disk_stage.winner.as_deref()?),
        "docsDiskWinner" => text(sim.docs_disk_winner.as_deref()?),
        "winner.disk" => text(&winner?.disk),
        "winner.node" => text(&winner?.node),
        _ => return None,
    })
}
