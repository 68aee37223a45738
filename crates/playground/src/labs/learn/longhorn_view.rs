//! The picture of a Longhorn step (the tiers lesson, a Longhorn scenario
//! explained as a lesson): every node with its zone and its disks, each disk's
//! space as the two space checks read it, the replicas of the step's volume on
//! their disks, the replicas left unscheduled, and the step's focus marked
//! by a sign and a word as well as an outline. While a prediction is open the
//! nodes or disks are buttons and the replicas' places are hidden.
//!
//! A part of its own (`learn_longhorn`, src/bin/learn.rs), fetched when a
//! Longhorn step is first drawn: the Learn page's first load, at its budget,
//! carries only its stub (docs/performance.md).

use std::rc::Rc;

use placement::longhorn::{ReplicaOutcome, Scenario, ScheduleResult};
use placement::walk::{ChoiceKind, Focus};
use serde_json::Value;
use yew::prelude::*;

use super::picture::{focus_mark, name_or_button};
use crate::text::messages::{bytes_up, text};

#[derive(Properties)]
pub struct PictureProps {
    /// The scenario drawn (a Longhorn `Scenario`).
    pub scenario: Value,
    pub result: Rc<ScheduleResult>,
    /// The volume shown (the step's `view.volume`; none: the first).
    pub volume: Option<String>,
    pub focus: Option<Focus>,
    pub picking: Option<ChoiceKind>,
    pub on_pick: Option<Callback<String>>,
}

/// The same result (one engine run) and the same focus and choices: comparing two results
/// field by field would link the engine result's whole `PartialEq` into the Learn page's first
/// load (the part's stub compares its props), for a picture that is cheap to draw again.
impl PartialEq for PictureProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.result, &other.result)
            && self.volume == other.volume
            && self.focus == other.focus
            && self.picking == other.picking
            && self.on_pick == other.on_pick
    }
}

crate::split_part!(
    /// The picture, fetched with its chunk when a Longhorn step is first drawn.
    pub LonghornPicture(pub LONGHORN_PICTURE: PictureProps) => longhorn_picture
);

/// Whether the focus is on `node`, one of its disks or a replica on it.
fn node_in_focus(focus: &Option<Focus>, node: &str, replicas: &[ReplicaOutcome]) -> bool {
    let Some(f) = focus else { return false };
    match f.kind {
        ChoiceKind::Node => f.name == node,
        ChoiceKind::Disk => f.name.split_once('/').is_some_and(|(n, _)| n == node),
        ChoiceKind::Replica => replicas.iter().any(|r| r.name == f.name && r.node.as_deref() == Some(node)),
        _ => false,
    }
}

/// The replicas on one disk, each a mark (hidden while a prediction is open).
fn replicas_on(p: &PictureProps, replicas: &[ReplicaOutcome], node: &str, disk: &str) -> Html {
    if p.picking.is_some() {
        return html! {};
    }
    let here = replicas.iter().filter(|r| r.node.as_deref() == Some(node) && r.disk.as_deref() == Some(disk));
    html! {
        { for here.map(|r| html! {
            <span class="node-why" data-replica={r.name.clone()}>
                <span class="mark wins"><span aria-hidden="true">{ "■ " }</span>{ text("learn-lh-replica", &[("replica", &r.name)]) }</span>
                { " " }{ focus_mark(&p.focus, ChoiceKind::Replica, &r.name) }
            </span>
        }) }
    }
}

/// The view of the part: see the module's comment.
pub fn longhorn_picture(p: &PictureProps) -> Html {
    let Ok(scenario) = placement::kernel::strict::from_str::<Scenario>(&p.scenario.to_string()) else {
        return html! {};
    };
    let volume = match &p.volume {
        Some(name) => p.result.volumes.iter().find(|v| &v.name == name),
        None => p.result.volumes.first(),
    };
    let Some(volume) = volume else { return html! {} };
    let replicas = &volume.replicas;
    let unscheduled: Vec<&str> = replicas.iter().filter(|r| r.node.is_none()).map(|r| r.name.as_str()).collect();
    html! {
        <figure class="learn-picture" id="learn-picture">
            <figcaption>{ text("learn-lh-caption", &[("volume", &volume.name)]) }</figcaption>
            <ul class="learn-nodes">
                { for scenario.nodes.iter().map(|node| {
                    let focused = node_in_focus(&p.focus, &node.name, replicas);
                    let zone = if node.zone.is_empty() { text("learn-lh-no-zone", &[]) } else { text("learn-lh-zone", &[("zone", &node.zone)]) };
                    html! {
                        <li key={node.name.clone()} class={classes!("learn-node", focused.then_some("focused"))} data-node={node.name.clone()}>
                            <p class="node-head">
                                { name_or_button(ChoiceKind::Node, p.picking, &node.name, text("learn-pic-node", &[("node", &node.name)]), &p.on_pick) }
                                <span class="node-facts">{ zone }</span>
                                { focus_mark(&p.focus, ChoiceKind::Node, &node.name) }
                            </p>
                            <ul class="learn-disks">
                                { for node.disks.iter().map(|disk| {
                                    let name = format!("{}/{}", node.name, disk.name);
                                    let facts = text("learn-lh-disk-facts", &[
                                        ("available", &bytes_up(disk.storage_available.0)),
                                        ("maximum", &bytes_up(disk.storage_maximum.0)),
                                        ("reserved", &bytes_up(disk.storage_reserved.0)),
                                        ("scheduled", &bytes_up(disk.storage_scheduled.0)),
                                    ]);
                                    html! {
                                        <li key={name.clone()} class="learn-disk" data-disk={name.clone()}>
                                            <span class="disk-head">
                                                { name_or_button(ChoiceKind::Disk, p.picking, &name, disk.name.clone(), &p.on_pick) }
                                                { " " }<span class="disk-facts">{ facts }</span>
                                                { focus_mark(&p.focus, ChoiceKind::Disk, &name) }
                                            </span>
                                            { replicas_on(p, replicas, &node.name, &disk.name) }
                                        </li>
                                    }
                                }) }
                            </ul>
                        </li>
                    }
                }) }
            </ul>
            if p.picking.is_some() {
                <p class="hint">{ text("learn-lh-hidden", &[]) }</p>
            } else if !unscheduled.is_empty() {
                <p class="node-why" id="learn-unscheduled">
                    { text("learn-lh-unscheduled", &[("replicas", &unscheduled.join(", "))]) }
                    { for unscheduled.iter().map(|r| focus_mark(&p.focus, ChoiceKind::Replica, r)) }
                </p>
            }
        </figure>
    }
}
