//! The facts of the shipped walks recomputed from the engine's typed results,
//! written without the walk module's path reader: the engine is run here on
//! the step's scenario and each fact is a field access on its Rust types.

use placement::capacity::answer::{CapacityAnswer, explain_capacity};
use placement::capacity::{FilterInput, FilterResult, filter_nodes};
use placement::fleet::{RolloutInput, simulate_rollout};
use placement::kernel::float_text;
use placement::kernel::message::MessageArg;
use placement::longhorn::balance::{
    BalanceInput, BalanceSimulation, ScoredCandidate, StageOutcome, simulate_balance,
};
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
        Lab::Capacity => {
            let input: FilterInput = serde_json::from_value(scenario.clone()).ok()?;
            let result = filter_nodes(&input).ok()?;
            let answer = explain_capacity(&input, None).ok()?;
            capacity(&input, &result, &answer, fact)
        }
        Lab::Rollout => {
            let input: RolloutInput = serde_json::from_value(scenario.clone()).ok()?;
            let sim = simulate_rollout(&input).ok()?;
            super::recompute_rollout::rollout(&input, &sim, fact)
        }
        Lab::Longhorn => {
            let input: placement::longhorn::Scenario =
                serde_json::from_value(scenario.clone()).ok()?;
            let result = placement::longhorn::schedule_replicas(&input).ok()?;
            super::recompute_longhorn::longhorn(&input, &result, fact)
        }
    }
}

fn sentence(m: &placement::kernel::message::Message) -> MessageArg {
    MessageArg::List(vec![m.clone()])
}

/// `…[node=X]…` → X.
fn node_in<'a>(fact: &'a str, prefix: &str, suffix: &str) -> Option<&'a str> {
    fact.strip_prefix(prefix)?.strip_suffix(suffix)
}

fn capacity(
    input: &FilterInput,
    result: &FilterResult,
    answer: &CapacityAnswer,
    fact: &str,
) -> Option<MessageArg> {
    if let Some(node) = node_in(fact, "answer.nodes[node=", "].answer") {
        return Some(sentence(
            &answer.nodes.iter().find(|n| n.node == node)?.answer,
        ));
    }
    if let Some(node) = node_in(fact, "nodes[node=", "].passes") {
        return Some(text(
            &result
                .nodes
                .iter()
                .find(|n| n.node == node)?
                .passes
                .to_string(),
        ));
    }
    if let Some(node) = node_in(fact, "nodes[node=", "].node") {
        return Some(text(&result.nodes.iter().find(|n| n.node == node)?.node));
    }
    let object = |name: &str| {
        input
            .cluster
            .csi_storage_capacities
            .iter()
            .find(|c| c.metadata.name == name)
    };
    if let Some(name) = node_in(
        fact,
        "bytes(input.cluster.csiStorageCapacities[metadata.name=",
        "].capacity)",
    ) {
        return Some(MessageArg::Number(object(name)?.capacity?.0));
    }
    if let Some(name) = node_in(
        fact,
        "bytes(input.cluster.csiStorageCapacities[metadata.name=",
        "].maximumVolumeSize)",
    ) {
        return Some(MessageArg::Number(object(name)?.maximum_volume_size?.0));
    }
    Some(match fact {
        "len(nodes)" => MessageArg::Number(result.nodes.len() as i64),
        "len(feasibleNodes)" => MessageArg::Number(result.feasible_nodes.len() as i64),
        "feasibleNodes[0]" => text(result.feasible_nodes.first()?),
        "selectedNode" => text(result.selected_node.as_deref()?),
        "answer.pod" => sentence(&answer.pod),
        "len(input.cluster.csiStorageCapacities)" => {
            MessageArg::Number(input.cluster.csi_storage_capacities.len() as i64)
        }
        "bytes(input.cluster.persistentVolumeClaims[metadata.name=data].spec.resources.requests.storage)"
        | "bytes(input.cluster.persistentVolumeClaims[0].spec.resources.requests.storage)" => {
            MessageArg::Number(
                input
                    .cluster
                    .persistent_volume_claims
                    .first()?
                    .spec
                    .resources
                    .requests
                    .storage?
                    .0,
            )
        }
        _ => return None,
    })
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
fn candidate<'a>(
    sim: &'a BalanceSimulation,
    fact: &'a str,
) -> Option<(&'a ScoredCandidate, &'a str)> {
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
    if let Some(path) = fact
        .strip_prefix("bytes(input.nodes[name=")
        .and_then(|r| r.strip_suffix("].usable)"))
    {
        let (node, disk) = path.split_once("].disks[name=")?;
        let node = input.nodes.iter().find(|n| n.name == node)?;
        let disk = node.disks.iter().find(|d| d.name == disk)?;
        return Some(MessageArg::Number(disk.usable.0));
    }
    if let Some(path) = fact
        .strip_prefix("input.nodes[name=")
        .and_then(|r| r.strip_suffix("].name"))
    {
        let (node, disk) = path.split_once("].disks[name=")?;
        let node = input.nodes.iter().find(|n| n.name == node)?;
        return Some(text(&node.disks.iter().find(|d| d.name == disk)?.name));
    }
    if let Some(disk) = fact
        .strip_prefix("explained[name=")
        .and_then(|r| r.strip_suffix("].message"))
    {
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
