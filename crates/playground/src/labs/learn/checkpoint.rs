//! A step's checkpoint. Predict: the learner clicks what they think the
//! engine picks; the reveal says whether it does, and with the engine's own
//! sentence why the guess won or lost; a wrong guess can be tried again.
//! Task: the learner changes the scenario until the goal holds, checked by
//! running the engine on their edit; a hint after two tries; "Show me"
//! applies the lesson's solution, which the engine proved.

use placement::walk::{self, CheckpointOutcome, ChoiceKind, LabRun, StepOutcome, Walk};
use serde_json::Value;
use yew::prelude::*;

use crate::text::messages::{render, text};

/// What the learner did on this step: their scenario (none: the step's own).
#[derive(Clone, PartialEq, Default)]
pub struct Learner {
    pub scenario: Option<Value>,
    /// Edits made on a task step that did not meet the goal.
    pub tries: usize,
}

/// What the picture lets the learner click, while a prediction is open.
pub fn picking(outcome: &StepOutcome, guesses: &[String]) -> Option<ChoiceKind> {
    match &outcome.checkpoint {
        Some(CheckpointOutcome::Predict { choices, answer }) if !guesses.contains(answer) => Some(*choices),
        _ => None,
    }
}

/// Whether `scenario` is an edit on a task step that does not meet its goal.
pub fn task_unmet(walk: &Walk, index: usize, scenario: &Value) -> bool {
    let is_task = matches!(walk.steps.get(index).and_then(|s| s.checkpoint.as_ref()), Some(c) if c.task.is_some());
    is_task && walk::check_task(walk, index, scenario).is_ok_and(|c| !c.met)
}

fn kind_word(kind: ChoiceKind) -> &'static str {
    match kind {
        ChoiceKind::Node => "walk-predict-node",
        ChoiceKind::Disk => "walk-predict-disk",
        ChoiceKind::Replica => "walk-predict-replica",
        ChoiceKind::Cluster => "walk-predict-cluster",
        ChoiceKind::Pod => "walk-predict-pod",
        ChoiceKind::Partition => "walk-predict-partition",
    }
}

/// The checkpoint of the step, if it has one.
#[allow(clippy::too_many_arguments)]
pub fn view(
    walk: &Walk,
    index: usize,
    outcome: &StepOutcome,
    _run: &LabRun,
    guesses: &[String],
    learner: &Learner,
    set_scenario: Callback<Value>,
    read_only: bool,
) -> Html {
    match &outcome.checkpoint {
        Some(CheckpointOutcome::Predict { choices, .. }) => predict(outcome, *choices, guesses),
        Some(CheckpointOutcome::Task { prompt, hint, solution, .. }) => {
            let met = learner.scenario.as_ref().map(|s| walk::check_task(walk, index, s));
            let status = match &met {
                Some(Ok(check)) => html! {
                    <p class={classes!("task-status", check.met.then_some("met"))} id="task-status">
                        <span aria-hidden="true">{ if check.met { "✓ " } else { "… " } }</span>{ render(&check.message) }
                    </p>
                },
                Some(Err(e)) => html! { <p class="task-status" id="task-status">{ crate::text::error_messages::error_text(e) }</p> },
                None => html! {},
            };
            let done = matches!(&met, Some(Ok(c)) if c.met);
            let show_me = {
                let (start, solution) = (outcome.scenario.clone(), solution.clone());
                Callback::from(move |_: MouseEvent| {
                    let mut solved = start.clone();
                    if walk::apply_edits(&mut solved, &solution, "solution").is_ok() {
                        set_scenario.emit(solved);
                    }
                })
            };
            html! {
                <div class="checkpoint task" id="checkpoint" role="group" aria-labelledby="task-prompt">
                    <p class="task-prompt" id="task-prompt"><strong>{ text("walk-task", &[]) }</strong>{ " " }{ text(prompt, &[]) }</p>
                    <div aria-live="polite">
                        { status }
                        if learner.tries >= 2 && !done { <p class="task-hint" id="task-hint">{ text(hint, &[]) }</p> }
                    </div>
                    if !read_only && !done {
                        <p><button type="button" id="show-me" onclick={show_me}>{ text("walk-show-me", &[]) }</button></p>
                    }
                </div>
            }
        }
        None => html! {},
    }
}

fn predict(outcome: &StepOutcome, choices: ChoiceKind, guesses: &[String]) -> Html {
    html! {
        <div class="checkpoint predict" id="checkpoint" role="group" aria-labelledby="predict-prompt">
            <p class="predict-prompt" id="predict-prompt"><strong>{ text("walk-predict", &[]) }</strong>{ " " }{ text(kind_word(choices), &[]) }</p>
            <div aria-live="polite" id="reveals">
                { for guesses.iter().enumerate().filter_map(|(i, guess)| {
                    let reveal = walk::reveal(outcome, guess)?;
                    let (sign, class, said, why) = if reveal.right {
                        ("✓ ", "right", text("walk-predict-right", &[("answer", &reveal.answer)]), reveal.why_answer)
                    } else {
                        ("✕ ", "wrong", text("walk-predict-wrong", &[("guess", guess)]), reveal.why_guess)
                    };
                    Some(html! {
                        <p class={classes!("reveal", class)} id={format!("reveal-{i}")}>
                            <span aria-hidden="true">{ sign }</span>{ said }
                            if let Some(why) = why { { " " }{ render(&why) } }
                        </p>
                    })
                }) }
            </div>
        </div>
    }
}
