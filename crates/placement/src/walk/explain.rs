//! "Explain this as a lesson": from any scenario of a lab, a short walk that
//! goes through the decision the way the engine makes it (Longhorn and
//! balance: node stage → disk stage → pick; capacity: each node's filter →
//! the result; rollout: partitions → rounds → outcome). Its steps have no
//! edits and no checkpoints; each narration's arguments are facts, so the
//! walk is evaluated like any written one.

use std::collections::BTreeMap;

use serde_json::Value;

use super::document::{ChoiceKind, Focus, Lab, Narration, Step, View, Walk, WalkKind};
use super::lab::{self, LabResult};
use crate::InputError;

/// The most steps of one kind (nodes, replicas, partitions) a generated walk
/// goes through one by one: beyond them a walk stops teaching.
pub const MAX_GENERATED: usize = 6;

/// A generated lesson for `scenario` of `lab` (errors name the scenario's field).
pub fn explain_as_walk(lab: Lab, scenario: &Value) -> Result<Walk, InputError> {
    let run = lab::run(lab, scenario)?;
    let steps = match &run.typed {
        LabResult::Balance(sim) => balance_steps(sim),
        LabResult::Longhorn(result) => longhorn_steps(result),
        LabResult::Capacity(result, _) => capacity_steps(result),
        LabResult::Rollout(sim) => rollout_steps(sim),
    };
    Ok(Walk {
        kind: WalkKind::Lesson,
        id: format!("explain-{}", lab.id()),
        lab,
        title: format!("walk-gen-{}-title", lab.id()),
        summary: format!("walk-gen-{}-summary", lab.id()),
        minutes: steps.len().div_ceil(2) as u32,
        verified_against: super::document::verified_against(lab)
            .iter()
            .map(|v| v.to_string())
            .collect(),
        start: scenario.clone(),
        steps,
    })
}

fn step(id: &str, args: &[(&str, String)], focus: Option<(ChoiceKind, &str)>) -> Step {
    let mut named = BTreeMap::new();
    for (name, fact) in args {
        named.insert(name.to_string(), fact.clone());
    }
    let args = named;
    Step {
        narration: Some(Narration {
            id: id.to_string(),
            args,
        }),
        focus: focus.map(|(kind, name)| Focus {
            kind,
            name: name.to_string(),
        }),
        ..Step::default()
    }
}

fn balance_steps(sim: &crate::longhorn::balance::BalanceSimulation) -> Vec<Step> {
    let mut steps = vec![step(
        "walk-gen-balance-intro",
        &[
            ("sizeBytes", "replicaSize".into()),
            ("nodes", "len(nodeStage.entries)".into()),
        ],
        None,
    )];
    let Some(winner) = &sim.winner else {
        steps.push(step("walk-gen-balance-none", &[], None));
        return steps;
    };
    let disk = format!("{}/{}", winner.node, winner.disk);
    if sim.single_candidate {
        steps.push(step(
            "walk-gen-balance-single",
            &[
                ("disk", "winner.disk".into()),
                ("node", "winner.node".into()),
            ],
            Some((ChoiceKind::Disk, &disk)),
        ));
        return steps;
    }
    let stage_winner = |stage: &str, name: &str| -> Vec<(&'static str, String)> {
        vec![
            ("winner", format!("{stage}.winner")),
            ("score", format!("{stage}.candidates[name={name}].score")),
            ("candidates", format!("len({stage}.candidates)")),
        ]
    };
    let node_id = if sim.node_stage.fallback {
        "walk-gen-balance-node-fallback"
    } else {
        "walk-gen-balance-node-stage"
    };
    let node_args = if sim.node_stage.fallback {
        vec![("winner", "nodeStage.winner".to_string())]
    } else {
        stage_winner("nodeStage", &winner.node)
    };
    steps.push(step(
        node_id,
        &node_args,
        Some((ChoiceKind::Node, &winner.node)),
    ));
    for lost in sim
        .node_stage
        .candidates
        .iter()
        .filter(|c| c.name != winner.node)
        .take(MAX_GENERATED)
    {
        let at = format!("nodeStage.candidates[name={}]", lost.name);
        steps.push(step(
            "walk-gen-balance-node-lost",
            &[
                ("node", format!("{at}.name")),
                ("score", format!("{at}.score")),
                ("winner", "nodeStage.winner".into()),
            ],
            Some((ChoiceKind::Node, &lost.name)),
        ));
    }
    if !sim.disk_stage.candidates.is_empty() && !sim.disk_stage.fallback {
        steps.push(step(
            "walk-gen-balance-disk-stage",
            &stage_winner("diskStage", &disk),
            Some((ChoiceKind::Disk, &disk)),
        ));
    }
    steps.push(step(
        "walk-gen-balance-pick",
        &[("why", format!("explained[name={disk}].message"))],
        Some((ChoiceKind::Disk, &disk)),
    ));
    steps
}

fn longhorn_steps(result: &crate::longhorn::ScheduleResult) -> Vec<Step> {
    let mut steps = vec![step(
        "walk-gen-longhorn-intro",
        &[("volumes", "len(volumes)".into())],
        None,
    )];
    let answers = result
        .volumes
        .iter()
        .flat_map(|v| v.answers.iter().map(move |a| (v, a)));
    for (volume, answer) in answers.take(MAX_GENERATED) {
        let mut s = step(
            "walk-gen-longhorn-replica",
            &[(
                "answer",
                format!(
                    "volumes[name={}].answers[replica={}].answer",
                    volume.name, answer.replica
                ),
            )],
            Some((ChoiceKind::Replica, &answer.replica)),
        );
        s.view = Some(View {
            volume: Some(volume.name.clone()),
            ..View::default()
        });
        steps.push(s);
    }
    steps
}

fn capacity_steps(result: &crate::capacity::FilterResult) -> Vec<Step> {
    let mut steps = vec![step(
        "walk-gen-capacity-intro",
        &[
            ("nodes", "len(nodes)".into()),
            ("feasible", "len(feasibleNodes)".into()),
        ],
        None,
    )];
    for node in result.nodes.iter().take(MAX_GENERATED) {
        steps.push(step(
            "walk-gen-capacity-node",
            &[("answer", format!("answer.nodes[node={}].answer", node.node))],
            Some((ChoiceKind::Node, &node.node)),
        ));
    }
    steps.push(step(
        "walk-gen-capacity-result",
        &[("pod", "answer.pod".into())],
        None,
    ));
    steps
}

fn rollout_steps(sim: &crate::fleet::RolloutSimulation) -> Vec<Step> {
    let mut steps = vec![step(
        "walk-gen-rollout-intro",
        &[
            ("partitions", "len(partitions)".into()),
            ("maxNew", "maxNew".into()),
        ],
        None,
    )];
    for p in sim.partitions.iter().take(MAX_GENERATED) {
        let at = format!("partitions[name={}]", p.name);
        steps.push(step(
            "walk-gen-rollout-partition",
            &[
                ("partition", format!("{at}.name")),
                ("clusters", format!("{at}.count")),
                ("maxUnavailable", format!("{at}.maxUnavailable.value")),
            ],
            Some((ChoiceKind::Partition, &p.name)),
        ));
    }
    let mut last = step(
        "walk-gen-rollout-outcome",
        &[
            ("rounds", "len(rounds)".into()),
            ("outcome", "outcomeSentence".into()),
        ],
        None,
    );
    last.view = Some(View {
        round: Some(sim.rounds.len() as u32),
        ..View::default()
    });
    steps.push(last);
    steps
}
