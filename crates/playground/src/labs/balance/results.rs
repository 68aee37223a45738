//! The balance pick's result: the winner, both stage tables with every term of
//! the formula, and the notes (ties, fallback, where the docs differ).

use placement::kernel::message::Message;
use placement::longhorn::balance::{BalanceSimulation, ScoredCandidate};
use yew::prelude::*;

use crate::components::panes::RESULT_ID;
use crate::components::score_table::{fallback_note, stage_table, tie_note};
use crate::units::{in_unit, trim_number, unit_for, Unit};

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
            <section class="panel results result-pane" id={RESULT_ID} aria-label="Result">
                <h2>{ "Result" }</h2>
                <p class="notice">{ "Fix the highlighted fields to see the balance pick." }</p>
            </section>
        };
    };
    let unit = table_unit(sim);
    html! {
        <section class={classes!("panel", "results", "result-pane", props.stale.then_some("stale"))} id={RESULT_ID} aria-label="Result">
            <h2>{ "Result" }</h2>
            if props.stale {
                <p class="notice" role="status">{ "Some fields are invalid: showing the result of the last valid input." }</p>
            }
            if let Some(c) = props.changes.as_ref().filter(|_| !props.stale) {
                <p class="change-summary" id="change-summary" role="status">{ crate::messages::render(c) }</p>
            }
            { winner_line(sim) }
            <super::picture::Picture sim={sim.clone()} {unit} on_usable={props.on_usable.clone()} />
            if sim.single_candidate {
                <p class="note">{ "Only one candidate disk in the cluster: Longhorn takes it without computing any score." }</p>
            }
            if !sim.node_stage.entries.is_empty() {
                <h3>{ "1. Node stage" }</h3>
                <p class="hint">{ format!(
                    "Each node's usable storage is the sum over its candidate disks. For every node with at least \
                     the replica size ({} {}), X = all candidate nodes' usable storage with that node reduced by \
                     the replica size.", in_unit(sim.replica_size as f64, unit), unit.label()) }</p>
                { stage_table("node-stage", &sim.node_stage, unit, false) }
                { tie_note(&sim.node_stage, "nodes") }
                { fallback_note(&sim.node_stage, "node") }
            }
            if !sim.disk_stage.entries.is_empty() {
                <h3>{ "2. Disk stage" }</h3>
                <p class="hint">{ "For every disk of the chosen node with usable ≥ replica size, X = all candidate \
                                   disks in the cluster with that disk reduced by the replica size." }</p>
                { stage_table("disk-stage", &sim.disk_stage, unit, true) }
                { tie_note(&sim.disk_stage, "disks") }
                { fallback_note(&sim.disk_stage, "disk") }
                { docs_note(sim) }
            }
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
                { "The replica goes to disk " }<strong>{ &w.disk }</strong>{ " on node " }<strong>{ &w.node }</strong>{ "." }
            </p>
        },
        None => html! {
            <p class="winner-line" id="winner">{ "No candidate disk: the replica cannot be placed." }</p>
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
                    pick(c).map(|s| trim_number(s, 4)).unwrap_or_default()
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let docs_winner = sim.docs_disk_winner.clone().unwrap_or_default();
    let agrees = stage.tie.len() < 2 && stage.winner.as_deref() == Some(docs_winner.as_str());
    html! {
        <aside class={classes!("docs-diff", (!agrees).then_some("differs"))} id="docs-diff">
            <strong>{ "Docs vs. the real scheduler. " }</strong>
            { format!("The docs page scores each disk against the disks of its own node: {} — it picks {docs_winner}. ",
                scores(|c| c.per_node_score)) }
            { format!("Longhorn v1.11–v1.12 scores each disk against all candidate disks in the cluster: {}. ",
                scores(|c| Some(c.score))) }
            if agrees {
                { "Here both pick the same disk." }
            } else if stage.tie.len() > 1 {
                { format!("The real scheduler ties {}, so it may pick any of them.", stage.tie.join(" and ")) }
            } else {
                { format!("The real scheduler picks {}.", stage.winner.clone().unwrap_or_default()) }
            }
        </aside>
    }
}
