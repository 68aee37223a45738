//! The replica scheduling lab: draw zones, nodes, disks and volumes, set
//! Longhorn's scheduling settings, and see where every replica goes — with a
//! "why" panel that shows each tier, node and disk verdict and the formulas
//! with the user's numbers.

// The files' layers, lowest first: draft, presets, state, controls, labels,
// answer, upgrade, drawing, map, overview, placement_map, whatif_map, result,
// why, whatif, cluster, volumes, settings, export, saved, import, report —
// each imports only files before it in that list; this file composes them
// and nothing imports it (`scripts/check-layers.mjs` fails on a cycle).
mod answer;
pub mod cluster;
mod controls;
mod draft;
mod drawing;
mod explain;
pub mod export;
pub mod import;
mod labels;
mod map;
mod overview;
mod placement_map;
pub(crate) mod presets;
pub mod report;
mod result;
pub mod saved;
pub mod settings;
mod state;
mod upgrade;
pub mod volumes;
pub mod whatif;
mod whatif_map;
pub mod why;

use std::rc::Rc;

use yew::prelude::*;

use crate::text::messages::text;
use crate::platform::storage;
use draft::Draft;
use state::{edit, Edit, LabState};

const STORAGE_KEY: &str = crate::platform::lab_list::LONGHORN.storage_key;

#[derive(Clone, Copy, PartialEq)]
enum Tab {
    Cluster,
    Volumes,
    Settings,
}

#[function_component]
pub fn LonghornLab() -> Html {
    let state = use_reducer(|| {
        let initial = crate::platform::catalog::initial_preset(crate::platform::lab_list::LONGHORN.id).and_then(presets::find).map(|p| (p.build)());
        LabState::new(initial.or_else(|| storage::load_saved(&crate::platform::lab_list::LONGHORN, &saved::SAVED_READER)).unwrap_or_else(presets::three_zones))
    });
    {
        let draft = state.draft.clone();
        use_effect_with(draft, |draft| storage::save(STORAGE_KEY, &**draft));
    }
    {
        let d = state.dispatcher();
        let restore = Callback::from(move |old: Rc<Draft>| d.dispatch(Edit::history(old)));
        crate::platform::history::use_history(&state.draft, restore, crate::platform::history::persist::Persist {
            key: STORAGE_KEY,
            text: |d: &Rc<Draft>| serde_json::to_string(&**d).unwrap_or_default(),
            restored: || crate::platform::history::persist::take::<Draft>().map(|s| s.map(Rc::new)),
        });
    }
    let tab = use_state(|| Tab::Cluster);
    let reporting = use_state(|| false);
    // The replica whose "why" is shown: (volume index, replica name).
    let selected = use_state(|| None::<(usize, String)>);
    crate::components::reveal::use_reveal_on_select((*selected).clone(), "#why-panel".into());
    let pane = crate::components::panes::use_pane();
    let dispatch = state.dispatcher();
    let load_preset = {
        let d = dispatch.clone();
        let selected = selected.clone();
        Callback::from(move |id: String| {
            if let Some(p) = presets::find(&id) {
                selected.set(None);
                d.dispatch(Edit::open(move |draft| *draft = (p.build)()));
            }
        })
    };
    crate::platform::catalog::use_requested_preset(crate::platform::lab_list::LONGHORN.id, load_preset.clone());
    // The open why in the address (`why=<volume index>/<replica>`): Back closes it, a link opens it.
    crate::platform::address::live::use_why_in_address(
        crate::platform::lab_list::LONGHORN.id,
        selected.as_ref().map(|(k, name)| format!("{k}/{name}")),
        {
            let selected = selected.clone();
            Callback::from(move |why: Option<String>| {
                let parsed = why.as_deref().and_then(|w| w.split_once('/')).and_then(|(k, name)| Some((k.parse().ok()?, name.to_string())));
                selected.set(parsed);
            })
        },
    );
    let on_import = {
        let d = dispatch.clone();
        let selected = selected.clone();
        Callback::from(move |imported: Draft| {
            selected.set(None);
            d.dispatch(Edit::open(move |draft| *draft = imported));
        })
    };
    // A suggested change from the engine, applied to the drawing (one undoable edit).
    let apply_change = edit(&dispatch, |draft: &mut Draft, change: placement::longhorn::Edit| {
        if let Ok(mut scenario) = draft.parse() {
            change.apply(&mut scenario);
            *draft = Draft::from_scenario(&scenario);
        }
    });
    let on_select = {
        let selected = selected.clone();
        Callback::from(move |s: (usize, String)| selected.set(Some(s)))
    };
    let preset = crate::platform::catalog::find(crate::platform::lab_list::LONGHORN.id, &state.draft.preset);
    let stale = !state.errors.is_empty();
    let tab_button = |t: Tab, id: &str, label: String| {
        let tab_state = tab.clone();
        html! {
            <button type="button" role="tab" id={id.to_string()} aria-selected={(*tab == t).to_string()}
                aria-controls="lh-tabpanel" tabindex={crate::components::keys::tab_index(*tab == t)}
                class={classes!("tab", (*tab == t).then_some("active"))} onclick={move |_| tab_state.set(t)}>{ label }</button>
        }
    };
    // The volume whose size the capacity bars preview: the selected one, else the first.
    let focus = selected.as_ref().map(|(k, _)| *k).unwrap_or(0);
    let preview = state
        .scenario
        .as_ref()
        .and_then(|s| s.volumes.get(focus))
        .map(|v| (v.name.clone(), v.size.0, v.actual_size.0));
    // The zones the maps draw (empty ones too), and drawing on the lab's map
    // while the result is the drawing's own and editable.
    let zones = Rc::new(
        state.scenario.as_ref().map(|s| drawing::zones_to_draw(&state.draft, s)).unwrap_or_default(),
    );
    let drawing = (!stale && !crate::platform::address::read_only()).then(|| drawing::for_lab(&dispatch));
    let report = crate::components::case_report_panel::report_bar(&reporting, state.scenario.is_none(), text("report-open", &[]), |on_close| {
        match &state.scenario {
            Some(scenario) => html! { <report::CaseReportPart scenario={scenario.clone()} {on_close} /> },
            None => html! {},
        }
    });
    html! {
        <div class={classes!("longhorn-lab", reporting.then_some("case-report-open"))}>
            <section class="lab-intro">
                <h1>{ text("lh-title", &[]) }</h1>
                if crate::platform::address::reading() {
                    <p>{ text("lh-intro-reading", &[]) }</p>
                } else {
                    <p>{ text("lh-intro-editing", &[]) }</p>
                }
                { crate::platform::catalog::example_caption(crate::platform::lab_list::LONGHORN.id) }
                if !crate::platform::address::read_only() {
                <crate::components::PresetPicker lab={crate::platform::lab_list::LONGHORN.id} current={preset.map(|p| p.id)}
                    on_load={load_preset.clone()} state_of={PAGE.preset_state} />
                <import::ImportPanel {on_import} />
                }
            </section>
            { crate::components::panes::pane_switch(&pane) }
            <div class={classes!("lh-columns", crate::components::panes::columns_class(*pane))}>
                <section class="panel lh-editor edit-pane" aria-label={text("lh-input", &[])}>
                    <h2 class="sr-only">{ text("lh-input", &[]) }</h2>
                    <div class="tabs" role="tablist" aria-label={text("lh-input", &[])} onkeydown={crate::components::keys::tablist_keydown()}>
                        { tab_button(Tab::Cluster, "tab-cluster", text("lh-tab-cluster", &[])) }
                        { tab_button(Tab::Volumes, "tab-volumes", text("lh-tab-volumes", &[])) }
                        { tab_button(Tab::Settings, "tab-settings", text("lh-tab-settings", &[])) }
                    </div>
                    if stale {
                        <div class="notice error-summary" role="alert" id="error-summary">
                            { crate::text::messages::text_with("lh-error-summary", &[("count", crate::text::i18n::number(state.errors.len() as f64))]) }
                            <ul>{ for state.errors.iter().take(8).map(|(k, v)| html! { <li><code>{ k }</code>{ ": " }{ v }</li> }) }</ul>
                        </div>
                    }
                    <div role="tabpanel" id="lh-tabpanel" aria-labelledby={match *tab {
                        Tab::Cluster => "tab-cluster", Tab::Volumes => "tab-volumes", Tab::Settings => "tab-settings" }}>
                    <fieldset class="lock" disabled={crate::platform::address::read_only()}>
                    { match *tab {
                        Tab::Cluster => html! { <cluster::ClusterEditor draft={state.draft.clone()} errors={state.errors.clone()}
                                                    dispatch={dispatch.clone()} {preview} /> },
                        Tab::Volumes => html! { <volumes::VolumesEditor draft={state.draft.clone()} errors={state.errors.clone()}
                                                    dispatch={dispatch.clone()} /> },
                        Tab::Settings => html! { <settings::SettingsEditor draft={state.draft.clone()} errors={state.errors.clone()}
                                                    dispatch={dispatch.clone()} /> },
                    } }
                    </fieldset>
                    // Reading, not editing: live in read-only mode too.
                    if *tab == Tab::Settings {
                        <export::SettingsExport settings={state.draft.settings.clone()} />
                    }
                    </div>
                </section>
                <div class="lh-output result-pane" id={crate::components::panes::RESULT_ID}>
                    { report }
                    <result::ResultView scenario={state.scenario.clone()} result={state.result.clone()} {stale}
                        changes={state.changes.clone()} zones={zones.clone()} {drawing}
                        selected={(*selected).clone()} on_select={on_select.clone()} />
                    <why::WhyPanel scenario={state.scenario.clone()} result={state.result.clone()} selected={(*selected).clone()}
                        on_apply={apply_change.clone()} />
                    <crate::components::compact::Details>
                        <whatif::WhatIfPanel scenario={state.scenario.clone()} {zones} />
                    </crate::components::compact::Details>
                </div>
            </div>
        </div>
    }
}

/// The result view of the preset `id` as this lab first draws it (the build's prerendered answer,
/// `crates/prerender`): the same state and view as the page, natively, read-only until the page
/// runs. `None` for an id the lab has not. Never in the wasm.
#[cfg(not(target_arch = "wasm32"))]
pub fn prerendered_answer(id: &str) -> Option<Html> {
    let state = LabState::new((presets::find(id)?.build)());
    let zones = Rc::new(state.scenario.as_ref().map(|s| drawing::zones_to_draw(&state.draft, s)).unwrap_or_default());
    // The live page draws on the map unless read-only; its hint is in the answer from the start.
    let drawing = (!crate::platform::address::read_only())
        .then(|| drawing::Drawing { add_node: Callback::noop(), move_node: Callback::noop() });
    Some(html! {
        <result::ResultView scenario={state.scenario.clone()} result={state.result.clone()} stale={!state.errors.is_empty()}
            changes={state.changes.clone()} {zones} {drawing} selected={None} on_select={Callback::noop()} />
    })
}

/// The `longhorn` lab's page (its bundle, with the lab-only shell, is made by `src/bin/longhorn.rs`).
pub static PAGE: crate::platform::page::Page = crate::platform::page::Page {
    lab: "longhorn",
    render: || yew::html! { <LonghornLab /> },
    preset_state: |id| crate::platform::catalog::state_of(presets::find(id).map(|p| (p.build)())),
    texts: crate::text::i18n::PageTexts {
        files: &[crate::page_file!("longhorn.ftl"), crate::page_file!("presets-longhorn.ftl")],
        engine: &[crate::engine_english!("longhorn"), crate::engine_english!("balance")],
    },
    saved_reader: Some(|| crate::platform::split::fetched(&saved::SAVED_READER)),
};

#[cfg(test)]
mod tests {
    #[test]
    fn every_preset_round_trips_through_scenario_documents() {
        for preset in super::presets::PRESETS {
            crate::platform::scenario::assert_round_trip(&crate::platform::lab_list::LONGHORN, &(preset.build)());
        }
    }
}
