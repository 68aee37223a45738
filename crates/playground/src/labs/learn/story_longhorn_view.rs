//! The stories' Longhorn picture: each node with its zone and whether it is
//! ready, and under it the replicas of each volume it holds; then the
//! replicas no node took. The focus is marked by a sign and a word as well as
//! an outline. Only a story draws it (a lesson draws the chunked `longhorn_view`),
//! so it is reached from the stories' chunk alone and no first load carries it.

use placement::longhorn::{Node, Scenario, ScheduleResult};
use placement::walk::{ChoiceKind, Focus, LabResult};
use serde_json::Value;
use yew::prelude::*;

use super::picture::focus_mark;
use crate::text::messages::text;

/// The picture of a Longhorn step (for [`super::lesson::ExtraPicture`]); nothing for another lab.
pub fn picture(result: &LabResult, scenario: &Value, focus: &Option<Focus>) -> Html {
    let LabResult::Longhorn(result) = result else { return html! {} };
    let Ok(scenario) = placement::kernel::strict::from_str::<Scenario>(&scenario.to_string()) else {
        return html! {};
    };
    let unscheduled: Vec<Html> = result
        .volumes
        .iter()
        .flat_map(|v| v.replicas.iter().filter(|r| r.node.is_none()))
        .map(|r| {
            let focused = matches!(focus, Some(f) if f.kind == ChoiceKind::Replica && f.name == r.name);
            html! {
                <li key={r.name.clone()} class={classes!("story-replica", "unscheduled", focused.then_some("focused"))} data-replica={r.name.clone()} data-node="">
                    <span aria-hidden="true">{ "✕ " }</span>{ text("story-pic-replica-unscheduled", &[("replica", &r.name)]) }
                    { focus_mark(focus, ChoiceKind::Replica, &r.name) }
                </li>
            }
        })
        .collect();
    html! {
        <figure class="learn-picture story-longhorn" id="learn-picture">
            <figcaption>{ text("story-pic-caption", &[]) }</figcaption>
            <ul class="learn-nodes">
                { for scenario.nodes.iter().map(|n| node_card(n, result, focus)) }
            </ul>
            if !unscheduled.is_empty() {
                <ul class="story-unscheduled">{ for unscheduled }</ul>
            }
        </figure>
    }
}

fn node_card(node: &Node, result: &ScheduleResult, focus: &Option<Focus>) -> Html {
    let focused = matches!(focus, Some(f) if f.kind == ChoiceKind::Node && f.name == node.name);
    let title = if node.zone.is_empty() {
        text("story-pic-node-no-zone", &[("node", &node.name)])
    } else {
        text("story-pic-node", &[("node", &node.name), ("zone", &node.zone)])
    };
    let replicas = result.volumes.iter().flat_map(|v| v.replicas.iter()).filter(|r| r.node.as_deref() == Some(node.name.as_str()));
    html! {
        <li key={node.name.clone()} class={classes!("learn-node", focused.then_some("focused"), (!node.ready).then_some("down"))} data-node={node.name.clone()}>
            <p class="name">{ title }{ focus_mark(focus, ChoiceKind::Node, &node.name) }</p>
            if !node.ready {
                <p class="mark"><span aria-hidden="true">{ "✕ " }</span>{ text("story-pic-not-ready", &[]) }</p>
            }
            <ul class="story-replicas">
                { for replicas.map(|r| {
                    let disk = r.disk.clone().unwrap_or_default();
                    html! {
                        <li key={r.name.clone()} class="story-replica" data-replica={r.name.clone()} data-node={node.name.clone()}>
                            <span aria-hidden="true">{ "● " }</span>
                            { text("story-pic-replica-on", &[("replica", &r.name), ("node", &node.name), ("disk", &disk)]) }
                            { focus_mark(focus, ChoiceKind::Disk, &format!("{}/{disk}", node.name)) }
                        </li>
                    }
                }) }
            </ul>
        </li>
    }
}
