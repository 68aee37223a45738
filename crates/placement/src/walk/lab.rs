//! Each lab's engine run on a walk's scenario, its result as the JSON tree
//! facts are read from, and the sentence that says why a pointed-at choice
//! won or lost (a predict step's reveal).

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::document::{ChoiceKind, Lab};
use crate::InputError;
use crate::capacity::answer::{CapacityAnswer, explain_capacity};
use crate::capacity::{FilterInput, FilterResult};
use crate::fleet::{
    RolloutInput, RolloutSimulation, explain_cluster_without_fixes, simulate_rollout,
};
use crate::kernel::error_text::from_serde;
use crate::kernel::json_path::{error_path, without_position};
use crate::kernel::message::Message;
use crate::longhorn::balance::{BalanceInput, BalanceSimulation, explain_disk, simulate_balance};
use crate::longhorn::{Scenario, ScheduleResult, schedule_replicas};

/// A lab's typed result of one scenario.
#[derive(Clone, Debug, PartialEq)]
pub enum LabResult {
    /// `schedule_replicas`.
    Longhorn(Box<ScheduleResult>),
    /// `simulate_balance`.
    Balance(Box<BalanceSimulation>),
    /// `filter_nodes` and its answers.
    Capacity(Box<FilterResult>, Box<CapacityAnswer>),
    /// `simulate_rollout`.
    Rollout(Box<RolloutSimulation>),
}

/// One engine run: the typed result and the tree facts are read from.
#[derive(Clone, Debug, PartialEq)]
pub struct LabRun {
    /// The typed result, for the pictures.
    pub typed: LabResult,
    /// The result as JSON (the engine's own field names), plus, for the
    /// balance lab, `explained`: each disk's sentence (`[name=A/A1].message`),
    /// and for the capacity lab `answer` (`explain_capacity`'s answers).
    pub tree: Value,
}

/// Reads `scenario` as the lab's input (errors name the field) and runs the engine.
pub fn run(lab: Lab, scenario: &Value) -> Result<LabRun, InputError> {
    match lab {
        Lab::Longhorn => {
            let result = schedule_replicas(&read::<Scenario>(scenario)?)?;
            let tree = to_tree(&result);
            Ok(LabRun {
                typed: LabResult::Longhorn(Box::new(result)),
                tree,
            })
        }
        Lab::Balance => {
            let input = read::<BalanceInput>(scenario)?;
            let sim = simulate_balance(&input)?;
            let mut tree = to_tree(&sim);
            if let Value::Object(map) = &mut tree {
                map.insert("explained".into(), explained_disks(&input, &sim));
            }
            Ok(LabRun {
                typed: LabResult::Balance(Box::new(sim)),
                tree,
            })
        }
        Lab::Capacity => {
            let input = read::<FilterInput>(scenario)?;
            let result = crate::capacity::filter_nodes(&input)?;
            let answer = explain_capacity(&input, None)?;
            let mut tree = to_tree(&result);
            if let Value::Object(map) = &mut tree {
                map.insert("answer".into(), to_tree(&answer));
            }
            Ok(LabRun {
                typed: LabResult::Capacity(Box::new(result), Box::new(answer)),
                tree,
            })
        }
        Lab::Rollout => {
            let sim = simulate_rollout(&read::<RolloutInput>(scenario)?)?;
            let tree = to_tree(&sim);
            Ok(LabRun {
                typed: LabResult::Rollout(Box::new(sim)),
                tree,
            })
        }
    }
}

/// The lab's input from a JSON tree, through the engine's one strict reader;
/// a shape error names the field as the lab's own reader would.
fn read<T: DeserializeOwned>(scenario: &Value) -> Result<T, InputError> {
    let text = serde_json::to_string(scenario).unwrap_or_default();
    crate::kernel::strict::from_str(&text).map_err(|e| {
        let message = without_position(&e.to_string());
        InputError::new(error_path(&text, &e), "", from_serde(&message)).said_as(message)
    })
}

fn to_tree<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Every disk's one-sentence why, as a list keyed by `node/disk`.
fn explained_disks(input: &BalanceInput, sim: &BalanceSimulation) -> Value {
    let mut list = Vec::new();
    for node in &input.nodes {
        for disk in &node.disks {
            if let Some(message) = explain_disk(sim, &node.name, &disk.name) {
                list.push(json!({"name": format!("{}/{}", node.name, disk.name), "message": to_tree(&message)}));
            }
        }
    }
    Value::Array(list)
}

/// Why the choice `name` of kind `kind` wins or loses in `run`, in one
/// sentence of the engine (`None` when the lab says nothing of such a choice).
pub fn explain_choice(run: &LabRun, kind: ChoiceKind, name: &str, round: u32) -> Option<Message> {
    match (&run.typed, kind) {
        (LabResult::Balance(sim), ChoiceKind::Disk) => {
            let (node, disk) = name.split_once('/')?;
            explain_disk(sim, node, disk)
        }
        // A node's why is its first disk's: each says the node stage's verdict first.
        (LabResult::Balance(_), ChoiceKind::Node) => {
            let prefix = format!("{name}/");
            let explained = run.tree.get("explained")?.as_array()?;
            let first = explained
                .iter()
                .find(|e| e["name"].as_str().is_some_and(|n| n.starts_with(&prefix)))?;
            serde_json::from_str(&first["message"].to_string()).ok()
        }
        (LabResult::Capacity(_, answer), ChoiceKind::Node) => answer
            .nodes
            .iter()
            .find(|n| n.node == name)
            .map(|n| n.answer.clone()),
        (LabResult::Rollout(sim), ChoiceKind::Cluster) => {
            explain_cluster_without_fixes(sim, name, round).map(|a| a.answer)
        }
        // A partition's why is its first member's: each member's answer names
        // the partition's check (or the one before it that stopped the reconcile).
        (LabResult::Rollout(sim), ChoiceKind::Partition) => {
            let partition = sim.partitions.iter().find(|p| p.name == name)?;
            explain_cluster_without_fixes(sim, partition.first.as_deref()?, round).map(|a| a.answer)
        }
        (LabResult::Longhorn(result), ChoiceKind::Replica) => result
            .volumes
            .iter()
            .flat_map(|v| &v.answers)
            .find(|a| a.replica == name)
            .map(|a| a.answer.clone()),
        // A node's why is the answer of the replica it holds: a guessed node
        // that already holds one is what node anti-affinity rules out.
        (LabResult::Longhorn(result), ChoiceKind::Node) => result.volumes.iter().find_map(|v| {
            let replica = v
                .replicas
                .iter()
                .find(|r| r.node.as_deref() == Some(name))?;
            v.answers
                .iter()
                .find(|a| a.replica == replica.name)
                .map(|a| a.answer.clone())
        }),
        _ => None,
    }
}
