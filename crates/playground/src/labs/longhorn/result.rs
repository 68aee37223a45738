//! The result: each volume's condition and replicas, and the placement map
//! (zones → nodes → disks with the replicas on them, a colour per volume).

use std::rc::Rc;

use placement::longhorn::{ChangeKind, ResultChanges, Scenario, ScheduleResult, Step};
use yew::prelude::*;

use super::drawing::Drawing;
use super::labels::{slug, state_label, volume_key};
use super::map::{Mark, Marks};
use super::placement_map::PlacementMap;
use crate::text::i18n::number;
use crate::text::messages::{render, text, text_with};

#[derive(Properties, PartialEq)]
pub struct ResultProps {
    pub scenario: Option<Rc<Scenario>>,
    pub result: Option<Rc<ScheduleResult>>,
    pub stale: bool,
    pub selected: Option<(usize, String)>,
    pub on_select: Callback<(usize, String)>,
    /// What the last edit changed (shown as one sentence and on the replicas).
    #[prop_or_default]
    pub changes: Option<Rc<ResultChanges>>,
    /// The zones the map draws, empty ones included.
    pub zones: Rc<Vec<String>>,
    /// Drawing on the map (none while read-only or showing a stale result).
    #[prop_or_default]
    pub drawing: Option<Drawing>,
}

/// A changed replica's mark, in words (the picture never relies on colour alone).
fn change_label(kind: ChangeKind) -> String {
    let id = match kind {
        ChangeKind::Moved => "lh-change-moved",
        ChangeKind::Placed => "lh-change-placed",
        ChangeKind::Unscheduled => "lh-change-unscheduled",
        ChangeKind::AppearedUnscheduled => "lh-change-appeared-unscheduled",
        ChangeKind::Removed => "lh-change-removed",
    };
    text(id, &[])
}

#[function_component]
pub fn ResultView(props: &ResultProps) -> Html {
    let (Some(scenario), Some(result)) = (&props.scenario, &props.result) else {
        return html! {
            <section class="panel lh-result" aria-label={text("lh-result-heading", &[])}>
                <h2>{ text("lh-result-heading", &[]) }</h2>
                <p class="notice">{ text("lh-result-fix-fields", &[]) }</p>
            </section>
        };
    };
    let changed = |volume: &str, replica: &str| {
        props.changes.as_ref().and_then(|c| {
            c.replicas
                .iter()
                .find(|r| r.volume == volume && r.replica == replica)
                .map(|r| r.kind)
        })
    };
    let select = |k: usize, name: String| {
        let cb = props.on_select.clone();
        Callback::from(move |_: MouseEvent| cb.emit((k, name.clone())))
    };
    let is_selected = |k: usize, name: &str| {
        props
            .selected
            .as_ref()
            .is_some_and(|(sk, sn)| *sk == k && sn == name)
    };
    // The last edit's changes, in words on the map's chips.
    let marks = Rc::new(Marks {
        chips: props.changes.iter().flat_map(|c| &c.replicas).map(|r| {
            ((r.volume.clone(), r.replica.clone()), Mark { text: change_label(r.kind), class: "changed" })
        }).collect(),
        ..Marks::default()
    });
    html! {
        <section class={classes!("panel", "lh-result", props.stale.then_some("stale"))} aria-label={text("lh-result-heading", &[])}>
            <h2>{ text("lh-result-heading", &[]) }</h2>
            if let Some(c) = &props.changes {
                <p class="change-summary" id="change-summary" role="status">{ render(&c.summary) }</p>
            }
            if props.stale {
                <p class="notice" role="status">{ text("lh-result-stale", &[]) }</p>
            }
            <div class="volume-results">
            { for result.volumes.iter().enumerate().map(|(k, v)| {
                let ok = v.condition.status == "True";
                html! {
                    <div class="volume-result" key={v.name.clone()}>
                        <h3><span class={classes!("swatch", format!("vol-c{}", k % 8))} aria-hidden="true">{ volume_key(k) }</span>{ &v.name }</h3>
                        <p class={classes!("condition", if ok { "ok" } else { "bad" })} id={format!("volume-condition-{}", slug(&v.name))}>
                            <code>{ format!("Scheduled={}", v.condition.status) }</code>
                            if !v.condition.reason.is_empty() { { " · " }<code>{ &v.condition.reason }</code> }
                            if !v.condition.message.is_empty() { { " · " }<span class="message" lang="en">{ &v.condition.message }</span> }
                        </p>
                        if let Some(w) = v.replenishment {
                            <p class="note wait-note">{ text_with("lh-result-wait-note", &[
                                ("degradedAt", number(w.degraded_at as f64)), ("interval", number(w.interval as f64)),
                                ("until", number(w.until as f64)), ("remaining", number(w.remaining as f64))]) }</p>
                        }
                        <ul class="replica-list">
                            { for v.replicas.iter().map(|r| html! {
                                <li key={r.name.clone()}>
                                    <button type="button" class={classes!("why-button", is_selected(k, &r.name).then_some("selected"))}
                                        id={format!("why-{}-{}", slug(&v.name), slug(&r.name))} onclick={select(k, r.name.clone())}>
                                        { &r.name }
                                    </button>
                                    { match (&r.node, &r.disk) {
                                        (Some(n), Some(d)) => format!(" → {n} / {d}"),
                                        _ => format!(" → {}", text("lh-result-not-placed", &[])),
                                    } }
                                    <span class={classes!("state", format!("state-{:?}", r.state).to_ascii_lowercase())}>{ state_label(r.state) }</span>
                                    if r.eviction_requested { <span class="state">{ text("lh-state-evicting", &[]) }</span> }
                                    if let Some(kind) = changed(&v.name, &r.name) {
                                        <span class={classes!("state", "changed", format!("changed-{kind:?}").to_ascii_lowercase())}>{ change_label(kind) }</span>
                                    }
                                </li>
                            }) }
                            { for v.steps.iter().filter_map(|s| match s {
                                Step::Precheck(d) => Some(d.replica.clone()),
                                _ => None,
                            }).map(|name| html! {
                                <li key={format!("precheck-{name}")}>
                                    <button type="button" class={classes!("why-button", is_selected(k, &name).then_some("selected"))}
                                        id={format!("why-{}-{}", slug(&v.name), slug(&name))} onclick={select(k, name.clone())}>{ &name }</button>
                                    { format!(" → {}", text("lh-result-not-created", &[])) }
                                </li>
                            }) }
                        </ul>
                    </div>
                }
            }) }
            </div>
            <h3>{ text("lh-map-heading", &[]) }</h3>
            <p class="hint">{ text("lh-map-hint", &[]) }</p>
            if props.drawing.is_some() {
                <p class="hint" id="map-drawing-hint">{ text("map-drawing-hint", &[]) }</p>
            }
            <PlacementMap id="placement-map" scenario={scenario.clone()} result={result.clone()} zones={props.zones.clone()}
                marks={marks} selected={props.selected.clone()} on_select={props.on_select.clone()}
                drawing={props.drawing.clone()} />
        </section>
    }
}
