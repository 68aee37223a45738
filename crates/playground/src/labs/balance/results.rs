//! The balance pick's result: the winner, both stage tables with every term of
//! the formula, and the notes (ties, fallback, where the docs differ).

use placement::kernel::message::Message;
use placement::longhorn::balance::{BalanceSimulation, ScoredCandidate};
use yew::prelude::*;

use crate::components::panes::RESULT_ID;
use crate::components::score_table::score_number;
use crate::text::messages::text;
use crate::components::score_table::{fallback_note, stage_table, tie_note};
use crate::text::units::{in_unit, unit_for, Unit};

#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    pub result: Option<BalanceSimulation>,
    /// The draft has errors: the result shown is the last valid one.
    pub stale: bool,
    /// What the last edit changed, in one sentence.
    #[prop_or_default]
    pub changes: Option<Message>,
    /// Sets a disk's usable storage from the picture (none when read-only).
    #[prop_or_default]
    pub on_usable: Option<Callback<(String, String, i64)>>,
}

#[function_component]
pub fn Results(props: &ResultsProps) -> Html {
    let Some(sim) = &props.result else {
        return html! {
            <section class="panel results result-pane" id={RESULT_ID} aria-label={text("bal-result", &[])}>
                <h2>{ text("bal-result", &[]) }</h2>
                <p class="notice">{ text("bal-fix-fields", &[]) }</p>
            </section>
        };
    };
    let unit = table_unit(sim);
    html! {
        <section class={classes!("panel", "results", "result-pane", props.stale.then_some("stale"))} id={RESULT_ID} aria-label={text("bal-result", &[])}>
            <h2>{ text("bal-result", &[]) }</h2>
            if props.stale {
                <p class="notice" role="status">{ text("bal-stale", &[]) }</p>
            }
            if let Some(c) = props.changes.as_ref().filter(|_| !props.stale) {
                <p class="change-summary" id="change-summary" role="status">{ crate::text::messages::render(c) }</p>
            }
            { winner_line(sim) }
            <super::picture::Picture sim={sim.clone()} {unit} on_usable={props.on_usable.clone()} />
            <crate::components::compact::Details>
            if sim.single_candidate {
                <p class="note">{ text("bal-single-candidate", &[]) }</p>
            }
            if !sim.node_stage.entries.is_empty() {
                <h3>{ text("bal-node-stage", &[]) }</h3>
                <p class="hint">{ text("bal-node-stage-hint", &[("size", &format!("{} {}", in_unit(sim.replica_size as f64, unit), unit.label()))]) }</p>
                { stage_table("node-stage", &sim.node_stage, unit, false) }
                { tie_note(&sim.node_stage, "nodes") }
                { fallback_note(&sim.node_stage, "node") }
            }
            if !sim.disk_stage.entries.is_empty() {
                <h3>{ text("bal-disk-stage", &[]) }</h3>
                <p class="hint">{ text("bal-disk-stage-hint", &[]) }</p>
                { stage_table("disk-stage", &sim.disk_stage, unit, true) }
                { tie_note(&sim.disk_stage, "disks") }
                { fallback_note(&sim.disk_stage, "disk") }
                { docs_note(sim) }
            }
            </crate::components::compact::Details>
        </section>
    }
}

/// One unit for all tables: the largest entry decides.
fn table_unit(sim: &BalanceSimulation) -> Unit {
    let max = sim
        .node_stage
        .entries
        .iter()
        .chain(&sim.disk_stage.entries)
        .map(|e| e.usable)
        .max()
        .unwrap_or(sim.replica_size)
        .max(sim.replica_size);
    unit_for(max as f64)
}

fn winner_line(sim: &BalanceSimulation) -> Html {
    match &sim.winner {
        Some(w) => html! {
            <p class="winner-line" id="winner">
                { crate::components::marked::marked("bal-winner", &[], &[("disk", &w.disk), ("node", &w.node)],
                    |name| html! { <strong>{ name }</strong> }) }
            </p>
        },
        None => html! {
            <p class="winner-line" id="winner">{ text("bal-no-candidate", &[]) }</p>
        },
    }
}

/// Where the docs page (per-node disk score) and the real scheduler (cluster-wide) differ.
fn docs_note(sim: &BalanceSimulation) -> Html {
    let stage = &sim.disk_stage;
    if stage.fallback || stage.candidates.is_empty() {
        return html! {};
    }
    let scores = |pick: fn(&ScoredCandidate) -> Option<f64>| {
        stage
            .candidates
            .iter()
            .map(|c| {
                format!(
                    "{} → {}",
                    c.name,
                    pick(c).map(score_number).unwrap_or_default()
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let docs_winner = sim.docs_disk_winner.clone().unwrap_or_default();
    let agrees = stage.tie.len() < 2 && stage.winner.as_deref() == Some(docs_winner.as_str());
    html! {
        <aside class={classes!("docs-diff", (!agrees).then_some("differs"))} id="docs-diff">
            <strong>{ text("bal-docs-diff", &[]) }</strong>{ " " }
            { text("bal-docs-per-node", &[("scores", &scores(|c| c.per_node_score)), ("disk", &docs_winner)]) }{ " " }
            { text("bal-docs-cluster-wide", &[("scores", &scores(|c| Some(c.score)))]) }{ " " }
            if agrees {
                { text("bal-docs-agree", &[]) }
            } else if let [first, second] = stage.tie.as_slice() {
                { text("bal-docs-ties-two", &[("first", first), ("second", second)]) }
            } else if stage.tie.len() > 1 {
                { text("bal-docs-ties", &[("disks", &stage.tie.join(", "))]) }
            } else {
                { text("bal-docs-picks", &[("disk", &stage.winner.clone().unwrap_or_default())]) }
            }
        </aside>
    }
}
