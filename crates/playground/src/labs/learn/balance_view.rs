//! The balance lesson's picture: every node with its disks (not only the
//! winning node's, as the lab's picture shows them, so that a prediction does
//! not give the node away), each node's node-stage score, the disk stage's
//! scores, the winner and the focus marked by a sign and a word as well as a
//! colour. While a prediction is open the nodes or the disks are buttons;
//! each disk's bar is a slider ([`crate::components::usable_slider`]) that
//! edits the learner's scenario.

use placement::longhorn::balance::{BalanceInput, BalanceSimulation, StageOutcome};
use placement::walk::{ChoiceKind, Focus};
use serde_json::Value;
use yew::prelude::*;

use crate::components::score_table::score_number;
use crate::components::usable_slider::{scale, UsableSlider};
use crate::text::messages::{bytes_up, text};
use crate::text::units::Unit;

use super::picture::{focus_mark, name_or_button};

#[derive(Properties, PartialEq)]
pub struct PictureProps {
    /// The scenario drawn (a `BalanceInput`).
    pub scenario: Value,
    pub sim: BalanceSimulation,
    pub focus: Option<Focus>,
    /// Open prediction: what can be clicked.
    pub picking: Option<ChoiceKind>,
    pub on_pick: Option<Callback<String>>,
    /// Sets a scenario field (path, value); none when read-only.
    pub on_edit: Option<Callback<(String, Value)>>,
}

fn score_of(stage: &StageOutcome, name: &str) -> String {
    match stage.candidates.iter().find(|c| c.name == name) {
        Some(c) if c.score.is_finite() => text("learn-pic-score", &[("score", &score_number(c.score))]),
        Some(_) => text("learn-pic-score", &[("score", "∞")]),
        None => text("learn-pic-not-scored", &[]),
    }
}

#[function_component]
pub fn BalancePicture(p: &PictureProps) -> Html {
    let Ok(input) = placement::kernel::strict::from_str::<BalanceInput>(&p.scenario.to_string()) else {
        return html! {};
    };
    let sim = &p.sim;
    let unit = Unit::GiB;
    let widest = input.nodes.iter().flat_map(|n| &n.disks).map(|d| d.usable.0).max().unwrap_or(0).max(sim.replica_size);
    let (max, step) = scale(widest, unit);
    let winner = sim.winner.as_ref().map(|w| format!("{}/{}", w.node, w.disk));
    html! {
        <figure class="learn-picture" id="learn-picture">
            <figcaption>{ text("learn-pic-caption", &[("size", &bytes_up(sim.replica_size))]) }</figcaption>
            <ul class="learn-nodes">
                { for input.nodes.iter().map(|node| {
                    let usable: i64 = node.disks.iter().map(|d| d.usable.0).sum();
                    let wins = sim.node_stage.winner.as_deref() == Some(node.name.as_str());
                    let focused = matches!(&p.focus, Some(f) if f.kind == ChoiceKind::Node && f.name == node.name);
                    html! {
                        <li key={node.name.clone()} class={classes!("learn-node", wins.then_some("wins"), focused.then_some("focused"))} data-node={node.name.clone()}>
                            <p class="node-head">
                                { name_or_button(ChoiceKind::Node, p.picking, &node.name, text("learn-pic-node", &[("node", &node.name)]), &p.on_pick) }
                                <span class="node-facts">{ text("learn-pic-usable", &[("usable", &bytes_up(usable))]) }{ " · " }{ score_of(&sim.node_stage, &node.name) }</span>
                                if wins && p.picking.is_none() {
                                    <span class="mark wins"><span aria-hidden="true">{ "★ " }</span>{ text("learn-pic-node-wins", &[]) }</span>
                                }
                                { focus_mark(&p.focus, ChoiceKind::Node, &node.name) }
                            </p>
                            <ul class="learn-disks">
                                { for node.disks.iter().map(|disk| {
                                    let name = format!("{}/{}", node.name, disk.name);
                                    let wins = winner.as_deref() == Some(name.as_str()) && p.picking.is_none();
                                    let path = format!("nodes[name={}].disks[name={}].usable", node.name, disk.name);
                                    let bar = match &p.on_edit {
                                        Some(on_edit) => {
                                            let on_edit = on_edit.clone();
                                            let on_set = Callback::from(move |bytes: i64| on_edit.emit((path.clone(), Value::from(bytes))));
                                            html! { <UsableSlider name={name.clone()} usable={disk.usable.0} replica={sim.replica_size} {max} {step} {unit} muted={false} {on_set} /> }
                                        }
                                        None => html! {},
                                    };
                                    html! {
                                        <li key={name.clone()} class={classes!("learn-disk", wins.then_some("wins"))} data-disk={name.clone()}>
                                            <span class="disk-head">
                                                { name_or_button(ChoiceKind::Disk, p.picking, &name, name.clone(), &p.on_pick) }
                                                <span class="disk-facts">{ bytes_up(disk.usable.0) }{ " · " }{ score_of(&sim.disk_stage, &name) }</span>
                                                if wins { <span class="mark wins"><span aria-hidden="true">{ "★ " }</span>{ text("learn-pic-disk-wins", &[]) }</span> }
                                                { focus_mark(&p.focus, ChoiceKind::Disk, &name) }
                                            </span>
                                            { bar }
                                        </li>
                                    }
                                }) }
                            </ul>
                        </li>
                    }
                }) }
            </ul>
        </figure>
    }
}
