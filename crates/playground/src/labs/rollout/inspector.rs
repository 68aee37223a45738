//! The inspector's details of a selected cluster: its partitions, its
//! deployment, and the engine's answer (`explain_cluster`: what holds it and
//! the strategy changes that would free it). A chunk of its own
//! (`rollout_inspector`, src/bin/rollout.rs), fetched when a cluster is first
//! selected: the inspector's heading, announcement and "why" line stay in the
//! page, so a selection is focused and announced at once.

use std::rc::Rc;

use placement::fleet::{cluster_state_at, explain_cluster, FleetEdit, RolloutSimulation, RolloutStrategy};
use yew::prelude::*;

use super::edit::{PartitionField, StrategyField};
use super::{Action, Edit};
use crate::text::i18n::{number, Value};
use crate::text::messages::{render, text, text_with};

#[derive(Properties, PartialEq)]
pub struct InspectorProps {
    pub sim: Rc<RolloutSimulation>,
    /// The cluster's index in the simulation.
    pub index: usize,
    /// Its name as the grid shows it.
    pub shown: String,
    pub round: u32,
    /// The strategy the simulation ran with (the engine's suggested changes name its fields).
    pub strategy: Option<Rc<RolloutStrategy>>,
    pub dispatch: Callback<Action>,
}

crate::split_part!(
    /// The details, or while their chunk is fetched a short line in their place.
    pub InspectorDetails(pub INSPECTOR_DETAILS: InspectorProps) => inspector_details
);

pub fn inspector_details(props: &InspectorProps) -> Html {
    let (sim, i, round, dispatch) = (&props.sim, props.index, props.round, &props.dispatch);
    let c = &sim.clusters[i];
    let snap = cluster_state_at(sim, i, round);
    let partitions: Vec<String> = c
        .partitions
        .iter()
        .filter_map(|&p| sim.partitions.get(p as usize))
        .map(|p| p.label.clone())
        .collect();
    let deployment = snap.as_ref().and_then(|s| s.deployment).map(|d| {
        let mut flags = vec![text(if d.ready { "ro-deployment-ready" } else { "ro-deployment-not-ready" }, &[])];
        if d.error {
            flags.push(text("ro-deployment-apply-failed", &[]));
        }
        if d.modified {
            flags.push(text("ro-deployment-modified", &[]));
        }
        text_with("ro-deployment", &[
            ("staged", number(d.staged as f64)),
            ("deployed", number(d.deployed as f64)),
            ("applied", number(d.applied as f64)),
            ("flags", Value::Text(flags.join(", "))),
        ])
    });
    let answer = props.strategy.as_deref().and_then(|s| explain_cluster(s, sim, &props.shown, round));
    html! {
        <>
            <p>{ if partitions.is_empty() { text("ro-inspector-no-partition", &[]) } else { text("ro-inspector-partitions", &[("partitions", &partitions.join(", "))]) } }</p>
            <p>{ deployment.unwrap_or_else(|| text("ro-inspector-no-deployment", &[])) }</p>
            if let Some(a) = &answer {
                <p class="why-answer" id="cluster-answer"><strong>{ render(&a.answer) }</strong></p>
                if !a.changes.is_empty() {
                    <div class="why-changes" id="cluster-changes">
                        <p>{ text("ro-answer-changes", &[]) }</p>
                        <ul>{ for a.changes.iter().map(|change| {
                            let sentence = render(&change.message);
                            let edit = change.edit.clone();
                            html! {
                                <li class="why-change">
                                    <span>{ sentence.clone() }</span>{ " " }
                                    <button type="button" class="small apply-change" aria-label={text("ro-apply-label", &[("change", &sentence)])}
                                        onclick={dispatch.reform(move |_| Action::Edit(strategy_edit(&edit)))}>{ text("ro-apply", &[]) }</button>
                                </li>
                            }
                        }) }</ul>
                    </div>
                }
            }
        </>
    }
}

/// The lab's edit for a strategy change the engine suggests.
fn strategy_edit(edit: &FleetEdit) -> Edit {
    match edit {
        FleetEdit::MaxUnavailable { value } => Edit::Strategy(StrategyField::MaxUnavailable, value.to_string()),
        FleetEdit::MaxUnavailablePartitions { value } => {
            Edit::Strategy(StrategyField::MaxUnavailablePartitions, value.to_string())
        }
        FleetEdit::PartitionMaxUnavailable { partition, value } => {
            Edit::Partition(*partition, PartitionField::MaxUnavailable, value.to_string())
        }
    }
}
