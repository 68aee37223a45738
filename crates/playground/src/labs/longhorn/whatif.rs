//! What-if: fail, cordon or evict a node and see which replicas move where.

use std::rc::Rc;

use placement::longhorn::{
    what_if, ReplicaOutcome, Scenario, ScheduleResult, WhatIf, WhatIfAction, WhatIfResult,
};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::placement_map::PlacementMap;
use super::labels::state_label;
use super::whatif_map;
use crate::text::messages::text;

#[derive(Properties, PartialEq)]
pub struct WhatIfProps {
    pub scenario: Option<Rc<Scenario>>,
    /// The zones the lab's map draws (the what-if's map draws the same).
    pub zones: Rc<Vec<String>>,
}

fn action_of(v: &str) -> Option<WhatIfAction> {
    match v {
        "fail-node" => Some(WhatIfAction::FailNode),
        "cordon-node" => Some(WhatIfAction::CordonNode),
        "evict-node" => Some(WhatIfAction::EvictNode),
        _ => None,
    }
}

fn place(r: Option<&ReplicaOutcome>) -> String {
    match r {
        None => "—".into(),
        Some(r) => match (&r.node, &r.disk) {
            (Some(n), Some(d)) => format!("{n}/{d} ({})", state_label(r.state)),
            _ => format!("{} ({})", text("lh-result-not-placed", &[]), state_label(r.state)),
        },
    }
}

fn find<'a>(result: &'a ScheduleResult, volume: &str, replica: &str) -> Option<&'a ReplicaOutcome> {
    result
        .volumes
        .iter()
        .find(|v| v.name == volume)?
        .replicas
        .iter()
        .find(|r| r.name == replica)
}

/// The what-if drawn on the map: what it shows, one sentence, the map.
fn on_the_map(w: &WhatIfResult, action: WhatIfAction, node: &str, zones: &Rc<Vec<String>>) -> Html {
    let marks = Rc::new(whatif_map::marks(w, action, node));
    let shows = text(&format!("whatif-map-{}", whatif_map::action_code(action)), &[("node", node)]);
    html! {
        <figure class="whatif-map">
            <figcaption>
                <p id="whatif-summary" role="status"><strong>{ whatif_map::summary(w) }</strong></p>
                <p class="hint">{ shows }{ " " }{ text("whatif-map-key", &[]) }</p>
            </figcaption>
            <PlacementMap id="whatif-map" scenario={Rc::new(w.scenario_after.clone())}
                result={Rc::new(whatif_map::final_result(w).clone())} zones={zones.clone()} {marks} />
        </figure>
    }
}

#[function_component]
pub fn WhatIfPanel(props: &WhatIfProps) -> Html {
    let node = use_state(String::new);
    let action = use_state(|| "fail-node".to_string());
    let Some(scenario) = &props.scenario else {
        return html! {};
    };
    let on_node = {
        let node = node.clone();
        Callback::from(move |e: Event| {
            node.set(e.target_unchecked_into::<HtmlSelectElement>().value())
        })
    };
    let on_action = {
        let action = action.clone();
        Callback::from(move |e: Event| {
            action.set(e.target_unchecked_into::<HtmlSelectElement>().value())
        })
    };
    let body = if node.is_empty() || action_of(&action).is_none() {
        html! { <p class="hint">{ text("lh-whatif-pick", &[]) }</p> }
    } else {
        html! { <WhatIfOutcome scenario={scenario.clone()} node={(*node).clone()} action={(*action).clone()}
            zones={props.zones.clone()} /> }
    };
    let mut nodes = vec![(String::new(), text("lh-whatif-pick-node", &[]))];
    nodes.extend(
        scenario
            .nodes
            .iter()
            .map(|n| (n.name.clone(), n.name.clone())),
    );
    html! {
        <section class="panel whatif-panel" id="whatif-panel" aria-label={text("lh-whatif-label", &[])}>
            <h2>{ text("lh-whatif-heading", &[]) }</h2>
            <div class="whatif-controls">
                <span class="field">
                    <label for="whatif-action">{ text("lh-whatif-action", &[]) }</label>
                    <select id="whatif-action" onchange={on_action}>
                        <option value="fail-node" selected={*action == "fail-node"}>{ text("lh-whatif-fail-node", &[]) }</option>
                        <option value="cordon-node" selected={*action == "cordon-node"}>{ text("lh-whatif-cordon-node", &[]) }</option>
                        <option value="evict-node" selected={*action == "evict-node"}>{ text("lh-whatif-evict-node", &[]) }</option>
                    </select>
                </span>
                <span class="field">
                    <label for="whatif-node">{ text("lh-col-node", &[]) }</label>
                    <select id="whatif-node" onchange={on_node}>
                        { for nodes.into_iter().map(|(value, label)| { let selected = value == *node; html! { <option {selected} {value}>{ label }</option> } }) }
                    </select>
                </span>
            </div>
            <p class="hint">{ text("lh-whatif-hint", &[]) }</p>
            { body }
        </section>
    }
}

/// A what-if to run: the scenario, the action's value and the node (both picked).
#[derive(Properties, PartialEq)]
pub struct WhatIfOutcomeProps {
    pub scenario: Rc<Scenario>,
    pub node: String,
    pub action: String,
    pub zones: Rc<Vec<String>>,
}

crate::split_part!(
    /// What the picked action does: a chunk of its own (`longhorn_whatif`, src/bin/longhorn.rs),
    /// fetched when a node is first picked. Rendered again only when a pick or the scenario
    /// changes (equal props), so the engine's what-if runs once per pick.
    WhatIfOutcome(pub WHATIF_OUTCOME: WhatIfOutcomeProps) => whatif_outcome
);

/// The what-if's map, its table of replicas before and after, and each volume's condition.
pub fn whatif_outcome(props: &WhatIfOutcomeProps) -> Html {
    let Some(action) = action_of(&props.action) else {
        return html! {};
    };
    let node = &props.node;
    let w = match what_if(&props.scenario, &WhatIf { action, node: node.clone() }) {
        Ok(w) => w,
        Err(e) => return html! { <p class="notice">{ format!("{}: {}", e.path, e.message) }</p> },
    };
    let rows: Vec<(String, String)> = w
        .before
        .volumes
        .iter()
        .flat_map(|v| v.replicas.iter().map(|r| (v.name.clone(), r.name.clone())))
        .chain(w.after.volumes.iter().flat_map(|v| v.replicas.iter().map(|r| (v.name.clone(), r.name.clone()))))
        .chain(w.after_wait.iter().flat_map(|a| {
            a.volumes.iter().flat_map(|v| v.replicas.iter().map(|r| (v.name.clone(), r.name.clone())))
        }))
        .fold(Vec::new(), |mut acc, row| {
            if !acc.contains(&row) {
                acc.push(row);
            }
            acc
        });
    html! {
        <>
        { on_the_map(&w, action, node, &props.zones) }
        <div class="table-scroll">
        <table class="score-table" id="whatif-table">
            <thead><tr><th>{ text("lh-volume", &[]) }</th><th>{ text("lh-whatif-replica", &[]) }</th><th>{ text("lh-whatif-before", &[]) }</th>
                <th>{ text("lh-whatif-right-after", &[]) }</th>
                if w.after_wait.is_some() { <th>{ text("lh-whatif-after-wait", &[]) }</th> }</tr></thead>
            <tbody>{ for rows.iter().map(|(v, r)| {
                let before = place(find(&w.before, v, r));
                let after = place(find(&w.after, v, r));
                let later = w.after_wait.as_ref().map(|a| place(find(a, v, r)));
                let moved = before != after || later.as_ref().is_some_and(|l| *l != after);
                html! {
                    <tr class={classes!(moved.then_some("tie"))}>
                        <td>{ v }</td><td>{ r }</td><td>{ before }</td><td>{ after }</td>
                        if let Some(l) = later { <td>{ l }</td> }
                    </tr>
                }
            }) }</tbody>
        </table>
        </div>
        <ul class="whatif-conditions">{ for w.after.volumes.iter().map(|v| html! {
            <li lang="en">{ format!("{}: Scheduled={} {}", v.name, v.condition.status, v.condition.message) }</li>
        }) }</ul>
        </>
    }
}
