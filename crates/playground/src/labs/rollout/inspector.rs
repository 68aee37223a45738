//! The inspector's details of a selected cluster: its partitions, its
//! deployment, and the engine's answer (`explain_cluster`: what holds it and
//! the strategy changes that would free it). A chunk of its own
//! (`rollout_inspector`, src/bin/rollout.rs), fetched when a cluster is first
//! selected: the inspector's heading, announcement and "why" line stay in the
//! page, so a selection is focused and announced at once.

use std::rc::Rc;

use placement::fleet::{cluster_state_at, explain_cluster, explain_cluster_without_fixes, FleetEdit, RolloutInput, RolloutSimulation};
use yew::prelude::*;

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
    /// The input the simulation ran with: the engine proves each suggested
    /// change by simulating it again (at 10,000 clusters a few simulations:
    /// the search starts from what the rollout's records say, issue #33).
    pub input: Option<Rc<RolloutInput>>,
    pub dispatch: Callback<Action>,
}

crate::split_part!(
    /// The details, or while their chunk is fetched a short line in their place.
    pub InspectorDetails(pub INSPECTOR_DETAILS: InspectorProps) => inspector_details
);

thread_local! {
    /// The last cluster's suggested changes with the simulation and input they
    /// are for: they answer what holds the cluster at the end of the rollout,
    /// the same at every round, so moving through the rounds does not
    /// simulate the fleet again each time.
    static CHANGES: std::cell::RefCell<Option<(Rc<RolloutSimulation>, Rc<RolloutInput>, String, Vec<placement::fleet::FleetChange>)>> =
        const { std::cell::RefCell::new(None) };
}

/// [`explain_cluster`] at `round`, its changes computed once per simulation and cluster.
fn answer_with_changes(input: &Rc<RolloutInput>, sim: &Rc<RolloutSimulation>, shown: &str, round: u32) -> Option<placement::fleet::ClusterAnswer> {
    let cached = CHANGES.with_borrow(|c| {
        c.as_ref()
            .filter(|(s, i, name, _)| Rc::ptr_eq(s, sim) && Rc::ptr_eq(i, input) && name == shown)
            .map(|(_, _, _, changes)| changes.clone())
    });
    if let Some(changes) = cached {
        return explain_cluster_without_fixes(sim, shown, round).map(|a| placement::fleet::ClusterAnswer { changes, ..a });
    }
    let answer = explain_cluster(input, sim, shown, round)?;
    CHANGES.set(Some((sim.clone(), input.clone(), shown.to_string(), answer.changes.clone())));
    Some(answer)
}

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
    let answer = match &props.input {
        Some(input) => answer_with_changes(input, sim, &props.shown, round),
        None => explain_cluster_without_fixes(sim, &props.shown, round),
    };
    html! {
        <>
            <p>{ if partitions.is_empty() { text("ro-inspector-no-partition", &[]) } else { text("ro-inspector-partitions", &[("partitions", &partitions.join(", "))]) } }</p>
            <p>{ deployment.unwrap_or_else(|| text("ro-inspector-no-deployment", &[])) }</p>
            if let Some(a) = &answer {
                <p class="why-answer" id="cluster-answer"><strong>{ render(&a.answer) }</strong></p>
                if !a.changes.is_empty() || !a.outside.is_empty() {
                    <div class="why-changes" id="cluster-changes">
                        if !a.changes.is_empty() {
                            <p>{ text("ro-answer-changes", &[]) }</p>
                            <ul>{ for a.changes.iter().map(|change| {
                                let sentence = render(&change.message);
                                let edit = change.edit.clone();
                                html! {
                                    <li class="why-change" data-fields={fields_of(&change.edit)} data-value={value_of(&change.edit)}>
                                        <span>{ sentence.clone() }</span>
                                        { crate::components::apply::apply_button(text("ro-apply-label", &[("change", &sentence)]), text("ro-apply", &[]),
                                            dispatch.reform(move |_| Action::Edit(Edit::Fix(edit.clone())))) }
                                    </li>
                                }
                            }) }</ul>
                            { crate::components::apply::read_only_note() }
                        }
                        if !a.outside.is_empty() {
                            <ul class="why-outside" id="cluster-outside">{ for a.outside.iter().map(|m| html! {
                                <li class="why-change outside">{ render(m) }</li>
                            }) }</ul>
                        }
                    </div>
                }
            }
            { super::explain::explain_view(props.input.clone()) }
        </>
    }
}

/// The ids of the form's fields a suggested edit sets (for tests that type into them).
fn fields_of(edit: &FleetEdit) -> String {
    match edit {
        FleetEdit::MaxUnavailable { .. } => "s-max-unavailable".into(),
        FleetEdit::MaxUnavailablePartitions { .. } => "s-max-unavailable-partitions".into(),
        FleetEdit::PartitionMaxUnavailable { partition, .. } => format!("p-{partition}-max-unavailable"),
        FleetEdit::MaxUnavailableWithPartitions { partitions, .. } => std::iter::once("s-max-unavailable".to_string())
            .chain(partitions.iter().map(|p| format!("p-{p}-max-unavailable")))
            .collect::<Vec<_>>()
            .join(" "),
        FleetEdit::PartitionSelector { partition, .. } => format!("p-{partition}-cluster-selector"),
        FleetEdit::AddPartition { .. } => "add-partition".into(),
    }
}

/// The value the edit types, as Fleet reads it.
fn value_of(edit: &FleetEdit) -> String {
    match edit {
        FleetEdit::MaxUnavailable { value }
        | FleetEdit::MaxUnavailablePartitions { value }
        | FleetEdit::PartitionMaxUnavailable { value, .. }
        | FleetEdit::MaxUnavailableWithPartitions { value, .. } => value.to_string(),
        FleetEdit::PartitionSelector { labels, .. } | FleetEdit::AddPartition { labels, .. } => {
            labels.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(",")
        }
    }
}
