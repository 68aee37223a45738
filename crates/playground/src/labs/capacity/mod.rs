//! The storage capacity lab: edit a topology (nodes, driver pools, classes) and
//! a pod; see the scheduler's VolumeBinding verdict per node (pod view) and a
//! workload over time with capacity tracking on vs off (workload view, run in
//! a Web Worker).

mod answer_view;
mod changes;
mod draft;
mod edit;
pub mod explain;
mod fixes;
#[cfg(test)]
pub(crate) mod english_sentences;
mod from_engine;
pub mod import;
pub(crate) mod imported;
#[cfg(test)]
mod imported_reference;
mod picture;
mod pod_view;
mod pre_bound;
pub mod prebind_view;
pub(crate) mod presets;
pub mod report;
pub mod saved;
mod topology;
pub mod workload_view;

use std::rc::Rc;

use placement::capacity::answer::verdict_changes;
use placement::capacity::{FilterResult, SimulationInput};
use placement::kernel::message::Message;
use yew::prelude::*;

use crate::text::messages::text;

use crate::platform::storage;
use draft::{CapacityDraft, FieldErrors};
use edit::Origin;
pub use edit::{on_click, on_value, Edit};

const STORAGE_KEY: &str = crate::platform::lab_list::CAPACITY.storage_key;

/// The draft, its field errors, the last valid pod-view result and simulation input.
#[derive(Clone, PartialEq)]
pub struct CapacityState {
    pub draft: CapacityDraft,
    pub errors: FieldErrors,
    pub result: Option<FilterResult>,
    pub simulation: Option<SimulationInput>,
    /// What the last edit changed (the nodes whose verdict flipped), once there was an edit.
    pub summary: Option<Message>,
    /// Each start of another scenario in this page: the draft before and the one opened
    /// (an undo or redo across one starts a new baseline too).
    starts: Rc<Vec<(CapacityDraft, CapacityDraft)>>,
}

impl CapacityState {
    fn new(draft: CapacityDraft) -> CapacityState {
        match draft.evaluate() {
            Ok((result, sim)) => CapacityState {
                draft,
                errors: FieldErrors::new(),
                result: Some(result),
                simulation: Some(sim),
                summary: None,
                starts: Rc::default(),
            },
            Err(errors) => CapacityState {
                draft,
                errors,
                result: None,
                simulation: None,
                summary: None,
                starts: Rc::default(),
            },
        }
    }

    /// Whether going from the shown draft to `next` by `origin` starts a new baseline.
    fn new_baseline(&self, next: &CapacityDraft, origin: Origin) -> bool {
        match origin {
            Origin::Edit => false,
            Origin::Scenario => true,
            Origin::History => self.starts.iter().any(|(before, opened)| {
                (before == &self.draft && opened == next) || (opened == &self.draft && before == next)
            }),
        }
    }
}

impl Reducible for CapacityState {
    type Action = Edit;

    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        if crate::platform::address::read_only() {
            return self;
        }
        let mut draft = self.draft.clone();
        (edit.0)(&mut draft);
        if draft == self.draft {
            return self;
        }
        let baseline = self.new_baseline(&draft, edit.1);
        let mut starts = self.starts.clone();
        if edit.1 == Origin::Scenario {
            Rc::make_mut(&mut starts).push((self.draft.clone(), draft.clone()));
        }
        Rc::new(match draft.evaluate() {
            Ok((result, sim)) => CapacityState {
                draft,
                errors: FieldErrors::new(),
                summary: self.result.as_ref().filter(|_| !baseline).map(|before| verdict_changes(before, &result).summary),
                result: Some(result),
                simulation: Some(sim),
                starts,
            },
            Err(errors) => CapacityState {
                draft,
                errors,
                result: self.result.clone(),
                simulation: self.simulation.clone(),
                summary: None,
                starts,
            },
        })
    }
}

#[derive(Clone, Copy, PartialEq)]
enum View {
    Pod,
    Workload,
}

#[function_component]
pub fn CapacityLab() -> Html {
    let state = use_reducer(|| {
        CapacityState::new(
            crate::platform::catalog::initial_preset(crate::platform::lab_list::CAPACITY.id)
                .and_then(presets::find)
                .map(|p| p.draft())
                .or_else(|| storage::load_saved(&crate::platform::lab_list::CAPACITY, &saved::SAVED_READER))
                .unwrap_or_else(presets::opening),
        )
    });
    {
        let draft = state.draft.clone();
        use_effect_with(draft, |draft| storage::save(STORAGE_KEY, draft));
    }
    let view = use_state(|| View::Pod);
    let pane = crate::components::panes::use_pane();
    // The node whose why the pod view shows (none: the engine's closest node, else the first failing one).
    let selected = use_state(|| None::<String>);
    // A node's why, from its row in the topology or the map: the pod view, scrolled to it.
    let on_verdict = {
        let (view, selected) = (view.clone(), selected.clone());
        Callback::from(move |node: String| {
            view.set(View::Pod);
            selected.set(Some(node));
            crate::components::reveal::reveal("#capacity-why");
        })
    };
    let dispatch = {
        let state = state.clone();
        Callback::from(move |edit: Edit| state.dispatch(edit))
    };
    crate::platform::history::use_history(&state.draft, dispatch.reform(Edit::history), crate::platform::history::persist::Persist {
        key: STORAGE_KEY,
        text: |d| serde_json::to_string(d).unwrap_or_default(),
        restored: crate::platform::history::persist::take,
    });
    // The node whose why is open in the address (`why=<node>`): Back closes it, a link opens it.
    crate::platform::address::live::use_why_in_address(crate::platform::lab_list::CAPACITY.id, (*selected).clone(), {
        let (view, selected) = (view.clone(), selected.clone());
        Callback::from(move |node: Option<String>| {
            if node.is_some() {
                view.set(View::Pod);
                crate::components::reveal::reveal("#capacity-why");
            }
            selected.set(node);
        })
    });
    let load_preset = {
        let dispatch = dispatch.clone();
        Callback::from(move |id: String| {
            if let Some(p) = presets::find(&id) {
                dispatch.emit(Edit::scenario(p.draft()));
            }
        })
    };
    crate::platform::catalog::use_requested_preset(crate::platform::lab_list::CAPACITY.id, load_preset.clone());
    // The picker names the preset the draft is (also after a reload); an edit or an import
    // makes it the user's own.
    let showing = *use_memo(state.draft.clone(), |draft| presets::PRESETS.iter().find(|p| p.draft() == *draft).map(|p| p.id));
    let tab = |v: View, id: &'static str, label: String| {
        let view = view.clone();
        html! {
            <button type="button" role="tab" id={id} class={classes!("tab", (*view == v).then_some("active"))}
                aria-selected={(*view == v).to_string()} aria-controls="capacity-tabpanel"
                tabindex={crate::components::keys::tab_index(*view == v)} onclick={move |_| view.set(v)}>{ label }</button>
        }
    };
    let general: Vec<(String, String)> = state
        .errors
        .iter()
        .filter(|(k, _)| !topology::is_field_key(k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let stale = !state.errors.is_empty();
    let explain_problem = use_state(|| None::<String>);
    let reporting = use_state(|| false);
    let report = crate::components::case_report_panel::report_bar(&reporting, stale, text("cap-report-open", &[]), |on_close| {
        html! { <report::CaseReportPart draft={state.draft.clone()} {on_close} /> }
    });
    html! {
        <div class={classes!("capacity-lab", reporting.then_some("case-report-open"))}>
            <section class="lab-intro">
                <h1>{ text("cap-heading", &[]) }</h1>
                <p>
                    { text("cap-intro", &[]) }{ " " }
                    { if crate::platform::address::reading() {
                        text("cap-intro-reading", &[])
                    } else {
                        text("cap-intro-editing", &[])
                    } }
                </p>
                { crate::platform::catalog::example_caption(crate::platform::lab_list::CAPACITY.id) }
                if !crate::platform::address::read_only() {
                <crate::components::PresetPicker lab={crate::platform::lab_list::CAPACITY.id} current={showing}
                    on_load={load_preset.clone()} state_of={PAGE.preset_state} />
                    <import::ImportPanel draft={state.draft.clone()} dispatch={dispatch.clone()} />
                }
                if !general.is_empty() {
                    <ul class="notice error general-errors">
                        { for general.iter().map(|(k, v)| html! { <li>{ if k.is_empty() { v.clone() } else { format!("{k}: {v}") } }</li> }) }
                    </ul>
                }
            </section>
            { crate::components::panes::pane_switch(&pane) }
            <div class={classes!("lab-columns", crate::components::panes::columns_class(*pane))}>
                <fieldset class="lock edit-pane" disabled={crate::platform::address::read_only()}>
                    <topology::Topology draft={state.draft.clone()} errors={state.errors.clone()} dispatch={dispatch.clone()} on_verdict={on_verdict.clone()} />
                </fieldset>
                <section class="panel results capacity-results result-pane" id={crate::components::panes::RESULT_ID} aria-label={text("cap-result-label", &[])}>
                    { report }
                    <div class="tabs" role="tablist" aria-label={text("cap-result-label", &[])} onkeydown={crate::components::keys::tablist_keydown()}>
                        { tab(View::Pod, "tab-pod", text("cap-tab-pod", &[])) }
                        { tab(View::Workload, "tab-workload", text("cap-tab-workload", &[])) }
                    </div>
                    <div role="tabpanel" id="capacity-tabpanel" aria-labelledby={if *view == View::Pod { "tab-pod" } else { "tab-workload" }}>
                    if *view == View::Pod {
                        <pod_view::PodView draft={state.draft.clone()} errors={state.errors.clone()}
                            result={state.result.clone()} {stale} dispatch={dispatch.clone()}
                            selected={(*selected).clone()} on_select={on_verdict.clone()} summary={state.summary.clone()} />
                    } else {
                        <workload_view::WorkloadView draft={state.draft.clone()} errors={state.errors.clone()}
                            input={state.simulation.clone()} {stale} dispatch={dispatch.clone()} />
                    }
                    </div>
                </section>
            </div>
            if !crate::platform::address::embedded() {
                <p class="explain-lesson">
                    <button type="button" id="explain-lesson" disabled={stale} onclick={explain_as_lesson(&state.draft, &explain_problem)}>
                        { text("cap-explain-lesson", &[]) }
                    </button>
                    if let Some(problem) = &*explain_problem {
                        <span class="notice" role="alert" id="explain-problem">{ problem.clone() }</span>
                    }
                </p>
            }
        </div>
    }
}

/// "Explain this as a lesson": the pod's engine input to the Learn page ([`explain`]).
fn explain_as_lesson(draft: &CapacityDraft, problem: &UseStateHandle<Option<String>>) -> Callback<MouseEvent> {
    let (draft, problem) = (draft.clone(), problem.clone());
    Callback::from(move |_| {
        let Ok(inputs) = draft.parse() else { return };
        let problem = problem.clone();
        wasm_bindgen_futures::spawn_local(async move {
            problem.set(explain::open_lesson(inputs.filter).await.err());
        });
    })
}

/// The `capacity` lab's page (its bundle, with the lab-only shell, is made by `src/bin/capacity.rs`).
pub static PAGE: crate::platform::page::Page = crate::platform::page::Page {
    lab: "capacity",
    render: || yew::html! { <CapacityLab /> },
    preset_state: |id| crate::platform::catalog::state_of(presets::find(id).map(|p| p.draft())),
    texts: crate::text::i18n::PageTexts {
        files: &[crate::page_file!("capacity.ftl"), crate::page_file!("presets-capacity.ftl")],
        engine: &[crate::engine_english!("capacity")],
    },
    saved_reader: Some(|| crate::platform::split::fetched(&saved::SAVED_READER)),
};

#[cfg(test)]
mod tests {
    #[test]
    fn every_preset_round_trips_through_scenario_documents() {
        for preset in super::presets::PRESETS {
            crate::platform::scenario::assert_round_trip(&crate::platform::lab_list::CAPACITY, &preset.draft());
        }
    }

    /// A provisioned volume whose PV names another claim's UID, Released (issue 37: the PV
    /// editor's claimRef UID and phase): kept in a scenario document, and read as a PV that is
    /// not the claim's — the claim is unbound, the PV is not offered, and a note says why.
    #[test]
    fn a_pv_of_another_claim_uid_round_trips_and_is_not_offered() {
        let mut draft = super::presets::PRESETS[0].draft();
        let volume = &mut draft.pod.volumes[0];
        volume.kind = super::draft::VolumeKind::Claim;
        volume.on_node = draft.nodes[0].name.clone();
        volume.claim_uid = "uid-new".into();
        volume.pv_claim_uid = "uid-old".into();
        volume.pv_phase = "Released".into();
        crate::platform::scenario::assert_round_trip(&crate::platform::lab_list::CAPACITY, &draft);
        let inputs = draft.parse().expect("the draft reads");
        let claim = &inputs.filter.cluster.persistent_volume_claims[0];
        assert!(claim.spec.volume_name.is_none(), "not bound: the PV is another claim's");
        let result = placement::capacity::filter_nodes(&inputs.filter).expect("valid input");
        assert!(result.nodes.iter().flat_map(|n| &n.claims).all(|c| !c.detail.contains("matches persistentvolume")));
        let note = result.note_messages.iter().find(|m| m.id == "import-cap-filter-claim-ref-other-uid").expect("the note");
        assert_eq!((note.text("uid"), note.text("claimUid")), (Some("uid-old"), Some("uid-new")));
        // The claim's own UID and Bound: bound as before.
        let mut draft = draft;
        draft.pod.volumes[0].pv_claim_uid = "uid-new".into();
        draft.pod.volumes[0].pv_phase = String::new();
        let inputs = draft.parse().expect("the draft reads");
        assert!(inputs.filter.cluster.persistent_volume_claims[0].spec.volume_name.is_some());
    }
}

#[cfg(test)]
mod read_only_tests {
    use super::*;

    #[test]
    fn the_reducer_ignores_edits_when_read_only() {
        crate::labs::assert_reducer_ignores_edits_when_read_only(
            CapacityState::new(presets::PRESETS[0].draft()),
            || vec![Edit::new(|d| *d = presets::PRESETS[1].draft())],
        );
    }
}

#[cfg(test)]
mod baseline_tests {
    use super::*;
    use crate::text::units::Amount;

    fn reduce(state: Rc<CapacityState>, edit: Edit) -> Rc<CapacityState> {
        state.reduce(edit)
    }

    /// Issue #33: "what changed" compares drafts of one scenario only: a
    /// preset or an import starts a new baseline, and so does an undo or
    /// redo across that start; an edit within a scenario keeps its summary.
    #[test]
    fn a_preset_or_an_undo_across_it_starts_a_new_baseline() {
        crate::platform::address::set_read_only(false);
        let first = presets::find("multi-volume").unwrap().draft();
        let state = Rc::new(CapacityState::new(first.clone()));
        let edited = reduce(state, Edit::new(|d| d.pod.volumes[1].size = Amount::gib("10")));
        assert!(edited.summary.is_some(), "an edit of the scenario says what changed");
        let opened = reduce(edited.clone(), Edit::scenario(presets::find("immediate").unwrap().draft()));
        assert_eq!(opened.summary, None, "a preset is not compared with the scenario before it");
        let undone = reduce(opened.clone(), Edit::history(edited.draft.clone()));
        assert_eq!(undone.summary, None, "undo back across the preset is not compared either");
        let redone = reduce(undone, Edit::history(opened.draft.clone()));
        assert_eq!(redone.summary, None);
        let again = reduce(redone, Edit::new(|d| d.classes[0].binding = draft::Binding::WaitForFirstConsumer));
        assert!(again.summary.is_some(), "an edit of the new scenario says what changed");
    }
}
