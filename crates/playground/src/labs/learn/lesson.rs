//! One lesson at one step: the title and the versions it was checked against,
//! the step controls, the narration (its numbers the engine's, some of them
//! draggable), the picture, and the step's checkpoint. The learner may edit
//! the step's scenario (a bar, a number): the engine runs on the edit and the
//! sentence and the picture follow; the next step starts from the lesson's
//! own scenario again.

use std::rc::Rc;

use placement::kernel::message::{Message, MessageArg};
use placement::walk::{self, Edit, EditOp, Focus, LabResult, LabRun, StepOutcome, Walk};
use serde_json::Value;
use yew::prelude::*;

use super::checkpoint::{self, Learner};
use super::lessons::{self, PROGRESS_KEY};
use super::{balance_view, capacity_view, engine_texts, longhorn_view, rollout_view, route};
use crate::components::scrub_number::ScrubNumber;
use crate::components::step_controls::{self, StepControls};
use crate::text::messages::{bytes_up, render, text};

#[derive(Properties, PartialEq)]
pub struct LessonProps {
    pub id: AttrValue,
    /// The step asked for, from 0 (beyond the last: the last).
    pub step: usize,
}

/// A lesson: what it needs fetched first (its walk file, its texts), then
/// loaded once, then its steps.
#[function_component]
pub fn LessonPage(p: &LessonProps) -> Html {
    let ready = use_state(|| lessons::ready(&p.id));
    let problem = use_state(|| None::<String>);
    {
        let (ready, problem) = (ready.clone(), problem.clone());
        use_effect_with(p.id.clone(), move |id| {
            if !*ready {
                let id = id.to_string();
                wasm_bindgen_futures::spawn_local(async move {
                    match lessons::prepare(&id).await {
                        Ok(()) => ready.set(true),
                        Err(e) => {
                            web_sys::console::warn_1(&e.into());
                            problem.set(Some(crate::platform::split::LoadFailed.message()));
                        }
                    }
                });
            }
        });
    }
    if let Some(problem) = &*problem {
        return html! { <p class="notice" role="alert" id="lesson-error">{ problem.clone() }</p> };
    }
    if !*ready {
        return html! { <p class="hint part-loading" aria-busy="true">{ text("shell-part-loading", &[]) }</p> };
    }
    html! { <LoadedLesson id={p.id.clone()} step={p.step} /> }
}

/// A lesson whose walk and texts are on the page.
#[function_component]
fn LoadedLesson(p: &LessonProps) -> Html {
    let loaded = use_memo(p.id.clone(), |id| lessons::load(id));
    let (walk, steps) = match &*loaded {
        Ok(pair) => pair.clone(),
        Err(e) => {
            return html! {
                <div class="lesson">
                    <p><a href="#/learn">{ text("learn-all-lessons", &[]) }</a></p>
                    <p class="notice" role="alert" id="lesson-error">{ e.clone() }</p>
                </div>
            }
        }
    };
    // A lesson whose sentences are not built in waits for them (a "Loading…" in its place).
    let texts = engine_texts::use_engine_texts(Some(walk.lab));
    let index = p.step.min(steps.len().saturating_sub(1));
    {
        let id = walk.id.clone();
        use_effect_with((id, index), |(id, index)| {
            step_controls::remember(PROGRESS_KEY, id, *index);
            set_title(id);
        });
    }
    let on_go = {
        let id = p.id.to_string();
        Callback::from(move |to: usize| {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&route::href(&id, to));
            }
        })
    };
    if !texts {
        return html! { <p class="hint part-loading" aria-busy="true">{ text("shell-part-loading", &[]) }</p> };
    }
    let outcome = steps[index].clone();
    html! {
        <article class="lesson" aria-labelledby="lesson-title">
            <header class="lesson-head">
                if !crate::platform::address::embedded() {
                    <p class="lesson-back"><a href="#/learn" id="all-lessons">{ text("learn-all-lessons", &[]) }</a></p>
                }
                <h1 id="lesson-title">{ text(&walk.title, &[]) }</h1>
                if !walk.verified_against.is_empty() {
                    <p class="verified" id="verified-against">{ text("walk-verified-against", &[("versions", &walk.verified_against.join(" / "))]) }</p>
                }
            </header>
            <StepControls {index} count={steps.len()} minutes={walk.minutes} on_go={on_go.clone()} />
            <StepView key={format!("{}-{index}", walk.id)} walk={walk.clone()} {outcome} {index} />
            if index + 1 == steps.len() && !crate::platform::address::embedded() {
                <p class="lesson-done" id="lesson-done">{ text("learn-done", &[]) }{ " " }<a href="#/learn">{ text("learn-all-lessons", &[]) }</a></p>
            }
        </article>
    }
}

fn set_title(id: &str) {
    let _ = id;
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let page = text("learn-heading", &[]);
        document.set_title(&text("shell-page-title", &[("page", &page)]));
    }
}

/// A picture the lessons do not draw, handed in by the part that does: the
/// stories' Longhorn picture lives in their chunk, so no first load has it.
pub type ExtraPicture = fn(&LabResult, &Value, &Option<Focus>) -> Html;

#[derive(Properties)]
pub struct StepProps {
    pub walk: Rc<Walk>,
    pub outcome: StepOutcome,
    pub index: usize,
    /// The picture of a lab the lessons draw none of (Longhorn).
    #[prop_or_default]
    pub extra: Option<ExtraPicture>,
}

impl PartialEq for StepProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.walk, &other.walk) && self.index == other.index
    }
}

/// One step: the narration, the picture and the checkpoint, over the
/// learner's scenario when they changed it.
#[function_component]
pub(super) fn StepView(p: &StepProps) -> Html {
    let learner = use_state(Learner::default);
    let guesses = use_state(Vec::<String>::new);
    let read_only = crate::platform::address::read_only();
    let outcome = &p.outcome;
    // The engine on the learner's scenario: the picture and the sentence follow it.
    let live = learner.scenario.as_ref().map(|s| walk::narrate(&p.walk, p.index, s));
    let (run, narration, problem): (LabRun, Option<Message>, Option<String>) = match &live {
        Some(Ok((run, narration))) => (run.clone(), narration.clone(), None),
        Some(Err(e)) => (outcome.run.clone(), outcome.narration.clone(), Some(crate::text::error_messages::error_text(e))),
        None => (outcome.run.clone(), outcome.narration.clone(), None),
    };
    let scenario = learner.scenario.clone().unwrap_or_else(|| outcome.scenario.clone());
    let set_scenario = {
        let (learner, walk, index) = (learner.clone(), p.walk.clone(), p.index);
        Callback::from(move |next: Value| {
            let unmet = checkpoint::task_unmet(&walk, index, &next);
            learner.set(Learner { tries: learner.tries + usize::from(unmet), scenario: Some(next) });
        })
    };
    let edit = {
        let (set_scenario, scenario) = (set_scenario.clone(), scenario.clone());
        Callback::from(move |(path, value): (String, Value)| {
            let mut next = scenario.clone();
            let change = [Edit { op: EditOp::Set, path, value: Some(value) }];
            if walk::apply_edits(&mut next, &change, "edit").is_ok() {
                set_scenario.emit(next);
            }
        })
    };
    let on_edit = (!read_only).then_some(edit.clone());
    let picking = checkpoint::picking(outcome, &guesses);
    let on_pick = {
        let guesses = guesses.clone();
        picking.map(|_| Callback::from(move |name: String| {
            let mut next = (*guesses).clone();
            next.push(name);
            guesses.set(next);
        }))
    };
    let focus = outcome.focus.clone();
    let picture = match &run.typed {
        LabResult::Balance(sim) => html! {
            <balance_view::BalancePicture scenario={scenario.clone()} sim={(**sim).clone()} {focus} {picking} {on_pick} {on_edit} />
        },
        LabResult::Capacity(result, answer) => html! {
            <capacity_view::CapacityPicture scenario={scenario.clone()} result={(**result).clone()} answer={(**answer).clone()} {focus} {picking} {on_pick} />
        },
        LabResult::Rollout(sim) => html! {
            <rollout_view::RolloutPicture sim={Rc::new((**sim).clone())} round={outcome.view.as_ref().and_then(|v| v.round)} {focus} {picking} {on_pick} />
        },
        // A story draws its own Longhorn picture (`story_longhorn_view`); a lesson the chunked one.
        LabResult::Longhorn(_) if p.extra.is_some() => p.extra.map(|draw| draw(&run.typed, &scenario, &outcome.focus)).unwrap_or_default(),
        LabResult::Longhorn(result) => html! {
            <longhorn_view::LonghornPicture scenario={scenario.clone()} result={Rc::new((**result).clone())} volume={outcome.view.as_ref().and_then(|v| v.volume.clone())} {focus} {picking} {on_pick} />
        },
    };
    html! {
        <section class="lesson-step" aria-labelledby="narration">
            <p class="narration" id="narration" aria-live="polite">
                { narration_html(&narration, outcome, &scenario, on_edit_scrub(outcome, &edit, read_only)) }
            </p>
            if let Some(caption) = &outcome.caption_text { <p class="narration caption">{ caption.clone() }</p> }
            if let Some(problem) = problem { <p class="notice" role="alert" id="learner-problem">{ problem }</p> }
            { checkpoint::view(&p.walk, p.index, outcome, &run, &guesses, &learner, set_scenario, read_only) }
            { picture }
            if learner.scenario.is_some() && !read_only {
                <p><button type="button" id="step-reset" onclick={let l = learner.clone(); move |_| l.set(Learner::default())}>
                    { text("walk-reset-step", &[]) }</button></p>
            }
        </section>
    }
}

/// The scrub edits as a callback per argument, unless read-only.
fn on_edit_scrub(outcome: &StepOutcome, edit: &Callback<(String, Value)>, read_only: bool) -> Vec<(String, String, Callback<i64>)> {
    if read_only {
        return Vec::new();
    }
    outcome
        .scrub
        .iter()
        .map(|s| {
            let (edit, path) = (edit.clone(), s.path.clone());
            (s.arg.clone(), s.path.clone(), Callback::from(move |v: i64| edit.emit((path.clone(), Value::from(v)))))
        })
        .collect()
}

/// The narration, each scrubbable argument a draggable number.
fn narration_html(narration: &Option<Message>, outcome: &StepOutcome, _scenario: &Value, scrubs: Vec<(String, String, Callback<i64>)>) -> Html {
    let Some(message) = narration else { return html! {} };
    if scrubs.is_empty() {
        return html! { { render(message) } };
    }
    let mut parts = Vec::new();
    for (i, (arg, path, on_change)) in scrubs.into_iter().enumerate() {
        let Some(spec) = outcome.scrub.iter().find(|s| s.arg == arg) else { continue };
        let Some(MessageArg::Number(value)) = message.args.get(&arg) else { continue };
        let shown = if arg.ends_with("Bytes") { bytes_up(*value) } else { value.to_string() };
        let label = text("walk-scrub-label", &[("field", &path)]);
        parts.push((spec.arg.as_str(), html! {
            <ScrubNumber id={format!("scrub-{i}")} value={*value} min={spec.min} max={spec.max} step={spec.step}
                shown={shown} {label} {on_change} />
        }));
    }
    crate::components::marked::message_with_parts(message, parts)
}
