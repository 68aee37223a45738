//! The replica scheduling lab: draw zones, nodes, disks and volumes, set
//! Longhorn's scheduling settings, and see where every replica goes — with a
//! "why" panel that shows each tier, node and disk verdict and the formulas
//! with the user's numbers.

mod answer;
pub mod cluster;
mod draft;
mod drawing;
pub mod export;
pub mod import;
mod map;
mod overview;
pub(crate) mod presets;
pub mod report;
mod result;
pub mod saved;
pub mod settings;
mod upgrade;
pub mod volumes;
pub mod whatif;
mod whatif_map;
pub mod why;

use std::rc::Rc;

use placement::longhorn::{changes_between, ResultChanges, Scenario, ScheduleResult};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::text::messages::text;
use crate::platform::storage;
use draft::{Draft, FieldErrors};

const STORAGE_KEY: &str = crate::platform::lab_list::LONGHORN.storage_key;

/// One edit of the drawing and where it comes from: an edit of the scenario
/// shown, another scenario (a preset, an import, a support bundle), or undo /
/// redo. Another scenario starts a new baseline, and so does an undo or redo
/// across the start of one, so "what changed" never compares two unrelated
/// scenarios.
pub struct Edit(Box<dyn FnOnce(&mut Draft)>, Origin);

/// Where an edit comes from, for "what changed".
#[derive(Clone, Copy, PartialEq)]
enum Origin {
    Edit,
    Scenario,
    History,
}

impl Edit {
    /// An edit of the scenario shown.
    pub fn of(f: impl FnOnce(&mut Draft) + 'static) -> Edit {
        Edit(Box::new(f), Origin::Edit)
    }

    /// Another scenario replaces the one shown: an undo step of its own, never
    /// grouped with typing just before it (else one undo would cross the start
    /// and take back the typing too, landing on a draft no start names).
    pub fn open(f: impl FnOnce(&mut Draft) + 'static) -> Edit {
        crate::platform::history::own_step();
        Edit(Box::new(f), Origin::Scenario)
    }

    /// Undo or redo back to `draft`.
    fn history(draft: Rc<Draft>) -> Edit {
        Edit(Box::new(move |d| *d = (*draft).clone()), Origin::History)
    }
}

/// The drawing, its field errors, and the last valid scenario with its result
/// (kept, dimmed, while a field is invalid).
#[derive(Clone, PartialEq)]
pub struct LabState {
    pub draft: Rc<Draft>,
    pub errors: Rc<FieldErrors>,
    pub scenario: Option<Rc<Scenario>>,
    pub result: Option<Rc<ScheduleResult>>,
    /// What the last edit changed in the result (none before the first edit).
    pub changes: Option<Rc<ResultChanges>>,
    /// Each start of another scenario in this page: the draft before and the
    /// one opened (an undo or redo across one starts a new baseline too).
    starts: Rc<Vec<(Rc<Draft>, Rc<Draft>)>>,
}

impl LabState {
    fn new(draft: Draft) -> LabState {
        match draft.evaluate() {
            Ok((scenario, result)) => LabState {
                draft: Rc::new(draft),
                errors: Rc::default(),
                scenario: Some(Rc::new(scenario)),
                result: Some(Rc::new(result)),
                changes: None,
                starts: Rc::default(),
            },
            Err(errors) => LabState {
                draft: Rc::new(draft),
                errors: Rc::new(errors),
                scenario: None,
                result: None,
                changes: None,
                starts: Rc::default(),
            },
        }
    }

    /// Whether going from the shown draft to `next` by `origin` opens another scenario.
    fn opens(&self, next: &Draft, origin: Origin) -> bool {
        match origin {
            Origin::Edit => false,
            Origin::Scenario => true,
            Origin::History => self.starts.iter().any(|(before, opened)| {
                (**before == *self.draft && **opened == *next) || (**opened == *self.draft && **before == *next)
            }),
        }
    }
}

impl Reducible for LabState {
    type Action = Edit;

    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        if crate::platform::address::read_only() {
            return self;
        }
        let mut draft = (*self.draft).clone();
        (edit.0)(&mut draft);
        if draft == *self.draft {
            return self;
        }
        // An edited preset is the user's own scenario: the preset picker says so (as in every lab).
        if edit.1 == Origin::Edit {
            draft.preset.clear();
        }
        let opens = self.opens(&draft, edit.1);
        let draft = Rc::new(draft);
        let mut starts = self.starts.clone();
        if edit.1 == Origin::Scenario {
            Rc::make_mut(&mut starts).push((self.draft.clone(), draft.clone()));
        }
        Rc::new(match draft.evaluate() {
            Ok((scenario, result)) => LabState {
                draft,
                errors: Rc::default(),
                scenario: Some(Rc::new(scenario)),
                starts,
                changes: self
                    .result
                    .as_ref()
                    .filter(|_| !opens)
                    .map(|before| Rc::new(changes_between(before, &result))),
                result: Some(Rc::new(result)),
            },
            Err(errors) => LabState {
                draft,
                errors: Rc::new(errors),
                starts,
                // Another scenario that does not run yet has nothing to compare.
                scenario: if opens { None } else { self.scenario.clone() },
                result: if opens { None } else { self.result.clone() },
                changes: if opens { None } else { self.changes.clone() },
            },
        })
    }
}

/// The lab's dispatcher (compares equal across renders, so memoised children stay put).
pub type Dispatch = UseReducerDispatcher<LabState>;

/// A callback that applies `f` with the emitted value to the drawing.
pub fn edit<T: 'static>(d: &Dispatch, f: impl Fn(&mut Draft, T) + 'static) -> Callback<T> {
    let d = d.clone();
    let f = Rc::new(f);
    Callback::from(move |value: T| {
        let f = f.clone();
        d.dispatch(Edit::of(move |draft| f(draft, value)));
    })
}

/// Like [`edit`], for a click (a button, an action on the map): when it
/// changes the draft, the change is an undo step of its own, never grouped
/// with typing or a preset loaded just before (`history::own_step`); a click
/// that changes nothing leaves the history as it was.
pub fn action<T: 'static>(d: &Dispatch, f: impl Fn(&mut Draft, T) + 'static) -> Callback<T> {
    edit(d, move |draft: &mut Draft, value: T| {
        let before = draft.clone();
        f(draft, value);
        if *draft != before {
            crate::platform::history::own_step();
        }
    })
}

/// The errors under `prefix` (`nodes[3]`), for a memoised child.
pub fn errors_under(errors: &FieldErrors, prefix: &str) -> FieldErrors {
    // Inserted, not collected: a collected map is sorted first (see placement::kernel::sort).
    let mut under = FieldErrors::new();
    under.extend(
        errors
            .range(prefix.to_string()..)
            .take_while(|(k, _)| k.starts_with(prefix))
            .filter(|(k, _)| k[prefix.len()..].starts_with(['.', '[']))
            .map(|(k, v)| (k.clone(), v.clone())),
    );
    under
}

/// A labelled checkbox with a stable id.
pub fn checkbox(id: String, label: &str, checked: bool, on: Callback<bool>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        )
    });
    html! {
        <label class="check" for={id.clone()}>
            <input type="checkbox" id={id} {checked} {onchange} />{ label }
        </label>
    }
}

/// A select of `(value, label)` options with a stable id.
pub fn select(
    id: String,
    label: &str,
    options: Vec<(String, String)>,
    current: &str,
    on: Callback<String>,
) -> Html {
    labelled_select(id, label, false, options, current, on)
}

/// A select whose label only screen readers read (a table row already shows
/// its name beside it).
pub fn select_in_row(
    id: String,
    label: &str,
    options: Vec<(String, String)>,
    current: &str,
    on: Callback<String>,
) -> Html {
    labelled_select(id, label, true, options, current, on)
}

fn labelled_select(
    id: String,
    label: &str,
    hide_label: bool,
    options: Vec<(String, String)>,
    current: &str,
    on: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(e.target_unchecked_into::<HtmlSelectElement>().value())
    });
    html! {
        <span class="field">
            <label for={id.clone()} class={classes!(hide_label.then_some("sr-only"))}>{ label }</label>
            <select {id} {onchange}>
                { for options.into_iter().map(|(value, text)| { let selected = value == current; html! {
                    <option {selected} {value}>{ text }</option>
                } }) }
            </select>
        </span>
    }
}

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
    let report = match (&state.scenario, *reporting) {
        (Some(scenario), true) => {
            let reporting = reporting.clone();
            let on_close = Callback::from(move |()| {
                reporting.set(false);
                // Back where the report was opened from.
                let _ = crate::components::panes::focus_and_scroll("#case-report-open");
            });
            html! { <report::CaseReportPart scenario={scenario.clone()} {on_close} /> }
        }
        _ => html! {},
    };
    let open_report = {
        let reporting = reporting.clone();
        Callback::from(move |_: MouseEvent| {
            reporting.set(true);
            // On a phone the report is in the result pane: show it (the report focuses its heading).
            crate::components::panes::show_result(|| {});
        })
    };
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
                    <div class="case-report-bar">
                        <button type="button" class="small secondary" id="case-report-open" onclick={open_report}
                            disabled={state.scenario.is_none()} aria-expanded={reporting.to_string()}>{ text("report-open", &[]) }</button>
                    </div>
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

#[cfg(test)]
mod baseline_tests {
    use super::*;

    /// Issue #33: opening a preset was compared with the unrelated scenario
    /// before it ("5 replicas changed … 5 gone"); an edit of the scenario shown is.
    #[test]
    fn opening_another_scenario_starts_a_new_baseline() {
        crate::platform::address::set_read_only(false);
        let state = Rc::new(LabState::new(presets::three_zones()));
        let opened = state.clone().reduce(Edit::open(|d: &mut Draft| *d = presets::tag_mismatch()));
        assert!(opened.result.is_some() && opened.changes.is_none());
        let edited = opened.reduce(Edit::of(|d: &mut Draft| d.nodes[0].ready = false));
        assert!(edited.changes.is_some());
    }

    /// Issue #33: undo back across a preset load showed a summary comparing the
    /// two presets; undo and redo across it start a new baseline, and undo within
    /// one scenario still says what changed.
    #[test]
    fn undo_or_redo_across_a_preset_starts_a_new_baseline() {
        crate::platform::address::set_read_only(false);
        let state = Rc::new(LabState::new(presets::three_zones()));
        let edited = state.reduce(Edit::of(|d: &mut Draft| d.volumes[0].replicas = "4".into()));
        assert!(edited.changes.is_some(), "an edit of the scenario says what changed");
        let opened = edited.clone().reduce(Edit::open(|d: &mut Draft| *d = presets::anti_affinity()));
        let again = opened.clone().reduce(Edit::of(|d: &mut Draft| d.volumes[0].replicas = "2".into()));
        assert!(again.changes.is_some());
        let undone = again.reduce(Edit::history(opened.draft.clone()));
        assert!(undone.changes.is_some(), "undo within the preset's own history says what changed");
        let across = undone.reduce(Edit::history(edited.draft.clone()));
        assert_eq!(*across.draft, *edited.draft);
        assert!(across.changes.is_none(), "undo back across the preset compares no presets");
        let redone = across.reduce(Edit::history(opened.draft.clone()));
        assert!(redone.changes.is_none(), "redo across it neither");
        let edited_again = redone.reduce(Edit::of(|d: &mut Draft| d.nodes[0].ready = false));
        assert!(edited_again.changes.is_some());
    }
}

#[cfg(test)]
mod read_only_tests {
    use super::*;

    #[test]
    fn the_reducer_ignores_edits_when_read_only() {
        crate::labs::assert_reducer_ignores_edits_when_read_only(
            LabState::new(presets::three_zones()),
            || vec![Edit::of(|d: &mut Draft| *d = presets::docs_balance())],
        );
    }
}
