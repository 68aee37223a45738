//! Running a walk: each step's scenario (the start with the edits of every
//! step so far), the engine's result, the narration with its arguments
//! resolved from that result, and each checkpoint's right answer, proven.
//! The cost is one engine run per step (two for a task: its solution).

use serde_json::Value;

use super::document::{ChoiceKind, Edit, Focus, Scrub, Step, View, Walk};
use super::edit;
use super::facts::{self, FactValue, Sources};
use super::goal::Goal;
use super::lab::{self, LabRun, explain_choice};
use crate::InputError;
use crate::kernel::message::Message;

/// One step of a walk, evaluated.
#[derive(Clone, Debug, PartialEq)]
pub struct StepOutcome {
    /// The scenario at this step.
    pub scenario: Value,
    /// The engine's result on it.
    pub run: LabRun,
    /// The narration with its facts resolved.
    pub narration: Option<Message>,
    /// A typed caption (recorded stories).
    pub caption_text: Option<String>,
    /// Speaker notes.
    pub notes: Option<String>,
    /// What to highlight.
    pub focus: Option<Focus>,
    /// What the picture shows.
    pub view: Option<View>,
    /// The draggable numbers.
    pub scrub: Vec<Scrub>,
    /// The checkpoint with its answer.
    pub checkpoint: Option<CheckpointOutcome>,
}

/// A checkpoint with what the engine says is right.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckpointOutcome {
    /// Click the right one.
    Predict {
        /// What is clicked.
        choices: ChoiceKind,
        /// The right choice's name.
        answer: String,
    },
    /// Change the scenario until the goal holds.
    Task {
        /// Message id of what to do.
        prompt: String,
        /// The goal.
        goal: Goal,
        /// Message id of the hint.
        hint: String,
        /// Edits of this step's scenario that meet the goal (proven).
        solution: Vec<Edit>,
    },
}

/// Evaluates every step; the first problem is an error naming its field
/// (`steps[2].narration.args.score` for a fact the result lacks,
/// `steps[2].scenario.nodes[0].name` for an edit that broke the input).
pub fn evaluate(walk: &Walk) -> Result<Vec<StepOutcome>, InputError> {
    super::validate::check_walk(walk)?;
    lab::run(walk.lab, &walk.start).map_err(|e| e.within("start"))?;
    let mut scenario = walk.start.clone();
    let mut outcomes = Vec::with_capacity(walk.steps.len());
    for (k, step) in walk.steps.iter().enumerate() {
        let at = format!("steps[{k}]");
        apply_edits(&mut scenario, &step.edits, &format!("{at}.edits"))?;
        outcomes.push(evaluate_step(walk, step, &scenario, &at)?);
    }
    Ok(outcomes)
}

/// The scenario of step `step` (0-based): the start and every edit up to it.
pub fn scenario_at(walk: &Walk, step: usize) -> Result<Value, InputError> {
    let mut scenario = walk.start.clone();
    for (k, s) in walk.steps.iter().enumerate().take(step.saturating_add(1)) {
        apply_edits(&mut scenario, &s.edits, &format!("steps[{k}].edits"))?;
    }
    Ok(scenario)
}

/// Applies `edits` in order; an error names the edit's field under `at`.
pub fn apply_edits(scenario: &mut Value, edits: &[Edit], at: &str) -> Result<(), InputError> {
    for (j, e) in edits.iter().enumerate() {
        edit::apply(scenario, e).map_err(|(field, problem)| {
            let value = if field == "path" {
                e.path.clone()
            } else {
                String::new()
            };
            InputError::new(format!("{at}[{j}].{field}"), value, problem)
        })?;
    }
    Ok(())
}

fn evaluate_step(
    walk: &Walk,
    step: &Step,
    scenario: &Value,
    at: &str,
) -> Result<StepOutcome, InputError> {
    let run = lab::run(walk.lab, scenario).map_err(|e| e.within(&format!("{at}.scenario")))?;
    let sources = Sources {
        scenario,
        result: &run.tree,
    };
    let narration = narration_on(step, &sources, at)?;
    let checkpoint = match &step.checkpoint {
        Some(c) => Some(checkpoint(
            walk,
            c,
            scenario,
            &sources,
            &format!("{at}.checkpoint"),
        )?),
        None => None,
    };
    Ok(StepOutcome {
        scenario: scenario.clone(),
        narration,
        caption_text: step.caption_text.clone(),
        notes: step.notes.clone(),
        focus: step.focus.clone(),
        view: step.view.clone(),
        scrub: step.scrub.clone(),
        checkpoint,
        run,
    })
}

/// The step's narration with its facts read from `sources`.
fn narration_on(step: &Step, sources: &Sources, at: &str) -> Result<Option<Message>, InputError> {
    let Some(n) = &step.narration else {
        return Ok(None);
    };
    let mut message = Message::new(&n.id);
    for (name, fact) in &n.args {
        let value = facts::resolve(fact, sources)
            .ok_or_else(|| missing(format!("{at}.narration.args.{name}"), fact))?;
        message.args.insert(name.clone(), value.to_arg());
    }
    Ok(Some(message))
}

/// Step `step`'s narration said on `scenario` instead of the step's own (a
/// learner's edit, a scrubbed number), with the engine's run on it: the
/// picture and the sentence follow the learner. A fact the learner's result
/// lacks is an error naming the argument.
pub fn narrate(
    walk: &Walk,
    step: usize,
    scenario: &Value,
) -> Result<(LabRun, Option<Message>), InputError> {
    let at = format!("steps[{step}]");
    let s = walk
        .steps
        .get(step)
        .ok_or_else(|| InputError::new(at.clone(), "", Message::new("error-required")))?;
    let run = lab::run(walk.lab, scenario)?;
    let narration = narration_on(
        s,
        &Sources {
            scenario,
            result: &run.tree,
        },
        &at,
    )?;
    Ok((run, narration))
}

fn missing(path: String, fact: &str) -> InputError {
    InputError::new(path, fact, Message::new("error-walk-fact-missing"))
}

fn checkpoint(
    walk: &Walk,
    c: &super::document::Checkpoint,
    scenario: &Value,
    sources: &Sources,
    at: &str,
) -> Result<CheckpointOutcome, InputError> {
    if let Some(p) = &c.predict {
        let answer = facts::resolve(&p.answer, sources)
            .ok_or_else(|| missing(format!("{at}.predict.answer"), &p.answer))?;
        return Ok(CheckpointOutcome::Predict {
            choices: p.choices,
            answer: answer.as_text(),
        });
    }
    let task = c
        .task
        .as_ref()
        .ok_or_else(|| InputError::new(at, "", Message::new("error-walk-one-checkpoint")))?;
    let goal = Goal::parse(&task.goal).ok_or_else(|| {
        InputError::new(
            format!("{at}.task.goal"),
            &task.goal,
            Message::new("error-walk-goal"),
        )
    })?;
    if goal.check(sources).0 {
        return Err(InputError::new(
            format!("{at}.task.goal"),
            &task.goal,
            Message::new("error-walk-goal-met"),
        ));
    }
    let mut solved = scenario.clone();
    apply_edits(&mut solved, &task.solution, &format!("{at}.task.solution"))?;
    let run = lab::run(walk.lab, &solved).map_err(|e| e.within(&format!("{at}.task.solution")))?;
    if !goal
        .check(&Sources {
            scenario: &solved,
            result: &run.tree,
        })
        .0
    {
        return Err(InputError::new(
            format!("{at}.task.solution"),
            &task.goal,
            Message::new("error-walk-solution-fails"),
        ));
    }
    Ok(CheckpointOutcome::Task {
        prompt: task.prompt.clone(),
        goal,
        hint: task.hint.clone(),
        solution: task.solution.clone(),
    })
}

/// A learner's scenario checked against a task's goal.
#[derive(Clone, Debug, PartialEq)]
pub struct TaskCheck {
    /// The goal holds.
    pub met: bool,
    /// The sentence saying so, with the fact's value on the learner's scenario
    /// (`walk-task-met`, `walk-task-not-met`, `walk-task-no-fact`).
    pub message: Message,
}

/// Whether `learner` (a scenario of the walk's lab) meets the goal of step
/// `step`'s task: the engine runs on it; errors name the learner's field.
pub fn check_task(walk: &Walk, step: usize, learner: &Value) -> Result<TaskCheck, InputError> {
    let task = walk
        .steps
        .get(step)
        .and_then(|s| s.checkpoint.as_ref())
        .and_then(|c| c.task.as_ref())
        .ok_or_else(|| {
            InputError::new(
                format!("steps[{step}].checkpoint.task"),
                "",
                Message::new("error-required"),
            )
        })?;
    let goal = Goal::parse(&task.goal).ok_or_else(|| {
        InputError::new(
            format!("steps[{step}].checkpoint.task.goal"),
            &task.goal,
            Message::new("error-walk-goal"),
        )
    })?;
    let run = lab::run(walk.lab, learner)?;
    let (met, actual) = goal.check(&Sources {
        scenario: learner,
        result: &run.tree,
    });
    let message = match (met, actual) {
        (true, Some(v)) => Message::new("walk-task-met").arg("actual", v.to_arg()),
        (false, Some(v)) => Message::new("walk-task-not-met")
            .arg("actual", v.to_arg())
            .arg("wanted", goal.value.as_str()),
        (_, None) => Message::new("walk-task-no-fact"),
    };
    Ok(TaskCheck { met, message })
}

/// What a predict's click says: right or not, and the engine's why for the
/// guess and for the right answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Reveal {
    /// The guess is the answer.
    pub right: bool,
    /// The right answer's name.
    pub answer: String,
    /// Why the guess won or lost (the engine's sentence).
    pub why_guess: Option<Message>,
    /// Why the answer won.
    pub why_answer: Option<Message>,
}

/// The reveal of a predict step after the learner picked `guess`.
pub fn reveal(outcome: &StepOutcome, guess: &str) -> Option<Reveal> {
    let Some(CheckpointOutcome::Predict { choices, answer }) = &outcome.checkpoint else {
        return None;
    };
    let round = outcome.view.as_ref().and_then(|v| v.round).unwrap_or(0);
    Some(Reveal {
        right: guess == answer,
        answer: answer.clone(),
        why_guess: explain_choice(&outcome.run, *choices, guess, round),
        why_answer: explain_choice(&outcome.run, *choices, answer, round),
    })
}

/// A fact's value on a step, for a page that shows one live (a scrubbed number).
pub fn fact_at(outcome_scenario: &Value, run: &LabRun, fact: &str) -> Option<FactValue> {
    facts::resolve(
        fact,
        &Sources {
            scenario: outcome_scenario,
            result: &run.tree,
        },
    )
}
