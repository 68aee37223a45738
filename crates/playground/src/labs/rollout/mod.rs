//! The Fleet rollout lab: build a fleet, edit the rollout strategy (form and
//! fleet.yaml, kept in sync), and watch the rollout round by round with the
//! reason it waits. Large fleets simulate in a Web Worker.

mod action;
pub mod builder;
pub mod charts;
mod draft;
mod edit;
mod explain;
pub mod import;
pub mod import_view;
pub(crate) mod imported;
pub mod inspector;
pub mod job_result;
pub(crate) mod presets;
mod progress;
pub mod report;
pub mod saved;
mod selector;
mod start_form;
pub mod strategy;
mod why;
mod yaml;
mod yaml_engine;

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Interval;
use placement::fleet::{
    RolloutInput,
    plan_partitions, rollout_changes, simulate_rollout, PartitionPlan, PlanInput,
    RolloutChanges, RolloutSimulation,
};
use yew::prelude::*;

use crate::text::messages::{text, text_with};

use crate::platform::storage;
use crate::platform::worker::{Job, JobEvent};
use draft::{field_key, FieldErrors, RolloutDraft};
use edit::apply;
pub use action::Action;
pub use edit::{Edit, GroupField, PartitionField, StrategyField};

const STORAGE_KEY: &str = crate::platform::lab_list::ROLLOUT.storage_key;
/// Fleets up to this size simulate on the page; larger ones in the worker.
pub const INLINE_LIMIT: usize = 1_500;
/// Above this size the grid starts in dense mode.
pub const DENSE_FROM: usize = 600;

/// A simulation waiting for (or running in) the worker.
#[derive(Clone, PartialEq)]
pub struct Pending {
    pub id: u64,
    pub input: Rc<String>,
    /// The same input, for the suggestions once the simulation is read.
    pub parsed: Rc<RolloutInput>,
    pub clusters: usize,
    pub done: u64,
    pub total: u64,
    /// The worker's answer, until it is read.
    pub result: Option<Rc<String>>,
}

#[derive(Clone, PartialEq)]
pub struct RolloutState {
    pub draft: RolloutDraft,
    pub errors: FieldErrors,
    pub yaml_error: Option<String>,
    pub plan: Option<Rc<PartitionPlan>>,
    pub plan_error: Option<String>,
    pub sim: Option<Rc<RolloutSimulation>>,
    /// The input of the shown simulation (the inspector's suggestions simulate
    /// it again; a fleet simulated in the worker gets it with its result).
    pub input: Option<Rc<RolloutInput>>,
    /// What the last edit changed at the shown round (none after a preset or import).
    pub changes: Option<Rc<RolloutChanges>>,
    /// The shown simulation is from an older draft (invalid field, running or cancelled job).
    pub stale: bool,
    pub pending: Option<Pending>,
    pub job_error: Option<String>,
    pub cancelled: bool,
    pub round: u32,
    pub playing: bool,
    pub selected: Option<String>,
    pub dense: Option<bool>,
    next_id: u64,
    /// Each start of another scenario in this page (a preset, an import): the
    /// draft before and the one opened. "What changed" compares drafts of one
    /// scenario only, so an undo or redo across a start starts a new baseline too.
    starts: Rc<Vec<(RolloutDraft, RolloutDraft)>>,
    /// Number of the latest YAML edit (older parse results are ignored).
    pub yaml_seq: u64,
}

impl RolloutState {
    fn new(draft: RolloutDraft) -> RolloutState {
        let mut state = RolloutState {
            draft,
            errors: FieldErrors::new(),
            yaml_error: None,
            plan: None,
            plan_error: None,
            sim: None,
            input: None,
            changes: None,
            stale: false,
            pending: None,
            job_error: None,
            cancelled: false,
            round: 0,
            playing: false,
            selected: None,
            dense: None,
            next_id: 1,
            starts: Rc::default(),
            yaml_seq: 0,
        };
        state.evaluate();
        state
    }

    pub fn last_round(&self) -> u32 {
        self.sim
            .as_ref()
            .and_then(|s| s.rounds.last())
            .map_or(0, |r| r.round)
    }

    pub fn is_dense(&self) -> bool {
        self.dense.unwrap_or_else(|| {
            self.sim
                .as_ref()
                .is_some_and(|s| s.clusters.len() >= DENSE_FROM)
        })
    }

    /// Parses the draft, plans the partitions and simulates (inline when small).
    fn evaluate(&mut self) {
        self.pending = None;
        self.job_error = None;
        self.cancelled = false;
        let parsed = match self.draft.parse() {
            Ok(p) => p,
            Err(errors) => {
                self.errors = errors;
                self.stale = self.sim.is_some();
                return;
            }
        };
        let input = parsed.input;
        let plan_input = PlanInput {
            rollout_strategy: input.rollout_strategy.clone(),
            clusters: input.clusters.clone(),
            cluster_groups: input.cluster_groups.clone(),
        };
        match plan_partitions(&plan_input) {
            Ok(plan) => {
                self.errors = FieldErrors::new();
                self.plan = Some(Rc::new(plan));
                self.plan_error = None;
            }
            Err(e) => {
                let key = field_key(&e.path);
                self.errors = FieldErrors::from([(key, e.to_string())]);
                self.stale = self.sim.is_some();
                return;
            }
        }
        if input.clusters.len() <= INLINE_LIMIT {
            match simulate_rollout(&input) {
                Ok(sim) => {
                    self.set_sim(Rc::new(sim));
                    self.input = Some(Rc::new(input));
                }
                Err(e) => {
                    self.errors.insert(field_key(&e.path), e.to_string());
                    self.stale = self.sim.is_some();
                }
            }
        } else {
            let id = self.next_id;
            self.next_id += 1;
            let json = serde_json::to_string(&input).unwrap_or_default();
            self.input = None;
            self.pending = Some(Pending {
                id,
                input: Rc::new(json),
                clusters: input.clusters.len(),
                parsed: Rc::new(input),
                done: 0,
                total: 0,
                result: None,
            });
            self.stale = self.sim.is_some();
        }
    }

    /// Another scenario: no "what changed" against the one before, from the start.
    fn new_baseline(&mut self) {
        self.sim = None;
        self.input = None;
        self.round = 0;
        self.playing = false;
        self.selected = None;
        self.dense = None;
    }

    fn set_sim(&mut self, sim: Rc<RolloutSimulation>) {
        let last = sim.rounds.last().map_or(0, |r| r.round);
        self.round = self.round.min(last);
        if self.sim.is_none() {
            self.round = last.min(1);
        }
        // A preset or import clears the old simulation first: no summary then.
        self.changes = self
            .sim
            .take()
            .map(|before| Rc::new(rollout_changes(&before, &sim, self.round)));
        self.sim = Some(sim);
        self.stale = false;
        self.pending = None;
    }
}

impl Reducible for RolloutState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Edit(_) | Action::Restore(_) | Action::YamlParsed(..)
                if crate::platform::address::read_only() =>
            {
                return self;
            }
            Action::Restore(draft) => {
                let crosses = s.starts.iter().any(|(before, opened)| {
                    (before == &s.draft && opened == &*draft) || (opened == &s.draft && before == &*draft)
                });
                s.draft = *draft;
                s.yaml_error = None;
                if crosses {
                    s.new_baseline();
                }
                s.evaluate();
            }
            Action::Edit(edit) => {
                let preset = matches!(edit, Edit::Preset(_) | Edit::Import(_) | Edit::UseGenerated);
                if let Edit::Yaml(text) = edit {
                    // Parsed by the engine (placement::fleet::parse_fleet_yaml), then `YamlParsed` updates the form.
                    s.draft.yaml = text;
                    s.yaml_seq += 1;
                    return Rc::new(s);
                }
                let before = s.draft.clone();
                apply(&mut s.draft, edit);
                if !preset {
                    s.draft.preset.clear();
                }
                s.yaml_error = None;
                s.draft.sync_yaml();
                if preset {
                    // An undo step of its own, never grouped with typing just before it.
                    crate::platform::history::own_step();
                    Rc::make_mut(&mut s.starts).push((before, s.draft.clone()));
                    s.new_baseline();
                }
                s.evaluate();
            }
            Action::YamlParsed(seq, result) => {
                if seq != s.yaml_seq {
                    return self;
                }
                match result {
                    Ok(strategy) => {
                        s.yaml_error = None;
                        s.draft.preset.clear();
                        s.draft.strategy = strategy;
                        s.evaluate();
                    }
                    Err(e) => s.yaml_error = Some(yaml::tidy_error(&e)),
                }
            }
            Action::Round(r) => {
                s.round = r.min(s.last_round());
            }
            Action::Step(d) => {
                s.playing = false;
                s.round = (s.round as i64 + d).clamp(0, s.last_round() as i64) as u32;
            }
            Action::Play(on) => {
                if on && s.round >= s.last_round() {
                    s.round = 0;
                }
                s.playing = on;
            }
            Action::Tick => {
                if s.round >= s.last_round() {
                    s.playing = false;
                } else {
                    s.round += 1;
                }
            }
            Action::Select(name) => s.selected = name,
            Action::Dense(on) => s.dense = Some(on),
            Action::JobProgress(id, done, total) => {
                if let Some(p) = s.pending.as_mut().filter(|p| p.id == id) {
                    p.done = done;
                    p.total = total;
                } else {
                    return self;
                }
            }
            Action::JobDone(id, json) => {
                if let Some(p) = s.pending.as_mut().filter(|p| p.id == id) {
                    p.result = Some(json);
                } else {
                    return self;
                }
            }
            Action::JobRead(id, sim) => {
                if let Some(p) = s.pending.as_ref().filter(|p| p.id == id) {
                    s.input = Some(p.parsed.clone());
                    s.set_sim(sim);
                } else {
                    return self;
                }
            }
            Action::JobFailed(id, message) => {
                if s.pending.as_ref().is_some_and(|p| p.id == id) {
                    s.pending = None;
                    s.job_error = Some(message);
                } else {
                    return self;
                }
            }
            Action::Cancel => {
                s.pending = None;
                s.cancelled = true;
            }
        }
        Rc::new(s)
    }
}

#[function_component]
pub fn RolloutLab() -> Html {
    let state = use_reducer(|| {
        // A saved draft comes back as it was, invalid fields included.
        let draft: RolloutDraft = crate::platform::catalog::initial_preset(crate::platform::lab_list::ROLLOUT.id)
            .and_then(presets::preset)
            .or_else(|| storage::load_saved(&crate::platform::lab_list::ROLLOUT, &saved::SAVED_READER))
            .unwrap_or_else(|| presets::preset("storm-5").expect("preset exists"));
        RolloutState::new(draft)
    });
    {
        let draft = state.draft.clone();
        use_effect_with(draft, |draft| storage::save(STORAGE_KEY, draft));
    }
    // The worker job for large fleets.
    let job: Rc<RefCell<Option<Job>>> = use_mut_ref(|| None);
    {
        let pending = state.pending.as_ref().map(|p| (p.id, p.input.clone()));
        let dispatcher = state.dispatcher();
        let job = job.clone();
        use_effect_with(pending.as_ref().map(|p| p.0), move |_| {
            *job.borrow_mut() = None;
            if let Some((id, input)) = pending {
                let d = dispatcher.clone();
                let on_event = Callback::from(move |event: JobEvent| match event {
                    JobEvent::Progress { done, total } => {
                        d.dispatch(Action::JobProgress(id, done, total))
                    }
                    JobEvent::Done(json) => d.dispatch(Action::JobDone(id, Rc::new(json))),
                    JobEvent::Failed(e) => d.dispatch(Action::JobFailed(id, e)),
                });
                match Job::start("rollout", (*input).clone(), on_event) {
                    Ok(j) => *job.borrow_mut() = Some(j),
                    Err(e) => dispatcher.dispatch(Action::JobFailed(id, e)),
                }
            }
        });
    }
    // YAML edits: parse with the engine.
    {
        let dispatcher = state.dispatcher();
        let seq = state.yaml_seq;
        let text = state.draft.yaml.clone();
        use_effect_with(seq, move |seq| {
            if *seq > 0 {
                let seq = *seq;
                yaml_engine::parse(&text, move |result| {
                    dispatcher.dispatch(Action::YamlParsed(seq, result))
                });
            }
        });
    }
    // Play: one round per tick.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(state.playing, move |playing| {
            let interval =
                playing.then(|| Interval::new(450, move || dispatcher.dispatch(Action::Tick)));
            move || drop(interval)
        });
    }
    // Stable callbacks: children whose props did not change skip rendering.
    let dispatch = {
        let dispatcher = state.dispatcher();
        (*use_memo((), move |_| {
            Callback::from(move |a: Action| dispatcher.dispatch(a))
        }))
        .clone()
    };
    let edit = (*use_memo(dispatch.clone(), |d| d.reform(Action::Edit))).clone();
    crate::platform::history::use_history(
        &state.draft,
        dispatch.reform(|d: RolloutDraft| Action::Restore(Box::new(d))),
        crate::platform::history::persist::Persist {
            key: STORAGE_KEY,
            text: |d| serde_json::to_string(d).unwrap_or_default(),
            restored: crate::platform::history::persist::take,
        },
    );
    let cancel = {
        let job = job.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(j) = job.borrow_mut().take() {
                j.cancel();
            }
            dispatch.emit(Action::Cancel);
        })
    };
    let load_preset = edit.reform(Edit::Preset);
    crate::platform::catalog::use_requested_preset(crate::platform::lab_list::ROLLOUT.id, load_preset.clone());
    // The inspected cluster in the address (`why=<cluster>`): Back closes it, a link opens it.
    crate::platform::address::live::use_why_in_address(crate::platform::lab_list::ROLLOUT.id, state.selected.clone(), dispatch.reform(Action::Select));
    let pane = crate::components::panes::use_pane();
    crate::components::reveal::use_reveal_on_select(state.selected.clone(), "#inspector".into());
    let reporting = use_state(|| false);
    // The report is of the simulation shown: none while the draft has errors or a job runs.
    let reportable = state.input.clone().filter(|_| !state.stale && state.errors.is_empty());
    let report = crate::components::case_report_panel::report_bar(&reporting, reportable.is_none(), text("ro-report-open", &[]), |on_close| {
        match &reportable {
            Some(input) => html! { <report::CaseReportPart input={input.clone()} draft={state.draft.clone()} {on_close} /> },
            None => html! {},
        }
    });
    html! {
        <div class={classes!("rollout-lab", reporting.then_some("case-report-open"))}>
            <section class="lab-intro">
                <h1>{ text("ro-title", &[]) }</h1>
                <p>
                    { text("ro-intro", &[]) }{ " " }
                    { text(if crate::platform::address::reading() { "ro-intro-reading" } else { "ro-intro-editing" }, &[]) }
                </p>
                { crate::platform::catalog::example_caption(crate::platform::lab_list::ROLLOUT.id) }
                if !crate::platform::address::read_only() {
                <crate::components::PresetPicker lab={crate::platform::lab_list::ROLLOUT.id}
                    current={crate::platform::catalog::find(crate::platform::lab_list::ROLLOUT.id, &state.draft.preset).map(|p| p.id)}
                    on_load={load_preset.clone()} state_of={PAGE.preset_state} />
                }
            </section>
            if !crate::platform::address::read_only() {
                <import::ImportPanel draft={state.draft.clone()} edit={edit.clone()} />
            }
            { crate::components::panes::pane_switch(&pane) }
            <div class={classes!("rollout-columns", crate::components::panes::columns_class(*pane))}>
                <fieldset class="rollout-inputs lock-grid edit-pane" disabled={crate::platform::address::read_only()}>
                    <builder::Builder draft={state.draft.fleet.clone()} scenario={state.draft.scenario} version={state.draft.version.clone()}
                        errors={state.errors.clone()} edit={edit.clone()} />
                    <strategy::StrategyForm draft={state.draft.strategy.clone()} errors={state.errors.clone()}
                        plan={state.plan.clone()} edit={edit.clone()} />
                    <yaml::YamlEditor text={state.draft.yaml.clone()} error={state.yaml_error.clone()} edit={edit.clone()} />
                </fieldset>
                <div class="rollout-results result-pane" id={crate::components::panes::RESULT_ID}>
                    { report }
                    if let Some(p) = &state.pending {
                        <div class="job-bar panel" id="job-status" role="status">
                            <span>{ text_with("ro-job-simulating", &[("count", crate::text::i18n::number(p.clusters as f64))]) }</span>
                            // The number of rounds is not known until the end: the bar moves
                            // without a value, and the text counts rounds.
                            <progress id="job-progress"></progress>
                            <span class="hint" id="job-round">{ if p.done > 0 {
                                text_with("ro-job-round", &[("round", crate::text::i18n::number(p.done as f64)), ("total", crate::text::i18n::number(p.total as f64))])
                            } else { text("ro-job-starting", &[]) } }</span>
                            <button id="job-cancel" class="secondary" onclick={cancel}>{ text("ro-job-cancel", &[]) }</button>
                            <job_result::JobResult id={p.id} result={p.result.clone()} dispatch={dispatch.clone()} />
                        </div>
                    }
                    if let Some(c) = state.changes.as_ref().filter(|_| state.errors.is_empty()) {
                        <p class="change-summary" id="change-summary" role="status">
                            { c.summary.iter().map(crate::text::messages::render).collect::<Vec<_>>().join(" ") }
                        </p>
                    }
                    if state.cancelled {
                        <p class="notice" id="job-cancelled">{ text("ro-job-cancelled", &[]) }</p>
                    }
                    if let Some(e) = &state.job_error {
                        <p class="notice" id="job-error">{ text("ro-job-error", &[("error", e)]) }</p>
                    }
                    if !state.errors.is_empty() {
                        <p class="notice" id="stale-notice">{ text("ro-stale", &[]) }</p>
                    }
                    if let Some(sim) = &state.sim {
                        { answer(&state, sim, &dispatch) }
                        <crate::components::compact::Details>
                            <why::Why sim={sim.clone()} round={state.round} draft={state.draft.clone()} plan={state.plan.clone()} />
                            <charts::Charts sim={sim.clone()} round={state.round} />
                        </crate::components::compact::Details>
                    }
                </div>
            </div>
        </div>
    }
}

/// The answer in one sentence and the rollout's rounds (what the build prerenders, too).
fn answer(state: &RolloutState, sim: &Rc<RolloutSimulation>, dispatch: &Callback<Action>) -> Html {
    html! { <>
        <p class="why-answer" id="rollout-answer" role="status"><strong>{ why::outcome_text(sim) }</strong></p>
        <progress::Progress sim={sim.clone()} round={state.round} playing={state.playing}
            selected={state.selected.clone()} dense={state.is_dense()} stale={state.stale}
            dispatch={dispatch.clone()} fleet={state.draft.fleet.clone()} changes={state.changes.clone()}
            input={state.input.clone()} />
    </> }
}

/// The answer of the preset `id` as this lab first draws it (the build's prerendered answer,
/// `crates/prerender`), natively. `None` for an id the lab has not, or a fleet large enough to
/// simulate in the worker (the page shows its progress first, not an answer). Never in the wasm.
#[cfg(not(target_arch = "wasm32"))]
pub fn prerendered_answer(id: &str) -> Option<Html> {
    let state = RolloutState::new(presets::preset(id)?);
    Some(answer(&state, state.sim.as_ref()?, &Callback::noop()))
}

/// The `rollout` lab's page (its bundle, with the lab-only shell, is made by `src/bin/rollout.rs`).
pub static PAGE: crate::platform::page::Page = crate::platform::page::Page {
    lab: "rollout",
    render: || yew::html! { <RolloutLab /> },
    preset_state: |id| crate::platform::catalog::state_of(presets::preset(id)),
    texts: crate::text::i18n::PageTexts {
        files: &[crate::page_file!("rollout.ftl"), crate::page_file!("presets-rollout.ftl")],
        engine: &[crate::engine_english!("fleet")],
    },
    saved_reader: Some(|| crate::platform::split::fetched(&saved::SAVED_READER)),
};

#[cfg(test)]
mod tests {
    #[test]
    fn every_preset_round_trips_through_scenario_documents() {
        for preset in super::presets::PRESETS {
            let draft = super::presets::preset(preset).expect("preset exists");
            crate::platform::scenario::assert_round_trip(&crate::platform::lab_list::ROLLOUT, &draft);
        }
    }
}

#[cfg(test)]
mod read_only_tests {
    use super::*;

    #[test]
    fn the_reducer_ignores_edits_when_read_only() {
        let other = || presets::preset("pct10-50").expect("preset exists");
        crate::labs::assert_reducer_ignores_edits_when_read_only(
            RolloutState::new(presets::preset("storm-5").expect("preset exists")),
            || {
                vec![
                    Action::Edit(Edit::Count("7".into())),
                    Action::Edit(Edit::Preset("pct10-50".into())),
                    Action::Restore(Box::new(other())),
                ]
            },
        );
    }
}

#[cfg(test)]
mod fix_tests;
