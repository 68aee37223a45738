//! Reading a walk document and checking what can be checked without the
//! engine: sizes, paths, facts and goals written as such, one checkpoint per
//! step. Every refusal is an [`InputError`] naming the field
//! (`steps[3].edits[0].path`).

use super::document::{Edit, EditOp, Step, Walk, WalkKind};
use super::facts;
use super::goal::Goal;
use super::path::Path;
use crate::InputError;
use crate::kernel::message::Message;
use crate::kernel::yaml::{YamlError, from_yaml_str};

/// The largest walk document read: a lesson is a few kilobytes.
pub const MAX_WALK_BYTES: usize = 1 << 20;
/// The most steps of a walk.
pub const MAX_STEPS: usize = 200;
/// The most edits of one step (or one solution).
pub const MAX_EDITS: usize = 500;
/// The most arguments of one narration.
pub const MAX_ARGS: usize = 32;

/// Reads a walk written in YAML or JSON, and checks its shape.
pub fn read_walk(text: &str) -> Result<Walk, InputError> {
    if text.len() > MAX_WALK_BYTES {
        let problem =
            Message::new("error-walk-too-large").arg("limitKib", (MAX_WALK_BYTES / 1024) as i64);
        return Err(InputError::new("", text.len(), problem));
    }
    let walk: Walk = from_yaml_str(text).map_err(yaml_error)?;
    check_walk(&walk)?;
    Ok(walk)
}

fn yaml_error(e: YamlError) -> InputError {
    let message = format!("line {}, column {}: {}", e.line, e.column, e.message);
    InputError::new(e.path.clone(), "", e.problem()).said_as(message)
}

fn error(path: String, value: &str, id: &str) -> InputError {
    InputError::new(path, value, Message::new(id))
}

/// Checks a walk read or built (a recorder's): everything but the engine runs.
pub fn check_walk(walk: &Walk) -> Result<(), InputError> {
    for (field, text) in [
        ("id", &walk.id),
        ("title", &walk.title),
        ("summary", &walk.summary),
    ] {
        if text.trim().is_empty() {
            return Err(error(field.into(), text, "error-not-empty"));
        }
    }
    if walk.steps.is_empty() {
        return Err(error("steps".into(), "", "error-non-empty"));
    }
    if walk.steps.len() > MAX_STEPS {
        let problem = Message::new("error-at-most").arg("max", MAX_STEPS as i64);
        return Err(InputError::new("steps", walk.steps.len(), problem));
    }
    for (k, step) in walk.steps.iter().enumerate() {
        check_step(walk.kind, step, &format!("steps[{k}]"))?;
    }
    Ok(())
}

fn check_step(kind: WalkKind, step: &Step, at: &str) -> Result<(), InputError> {
    check_edits(&step.edits, &format!("{at}.edits"))?;
    match (&step.narration, &step.caption_text, kind) {
        (None, None, _) | (None, Some(_), WalkKind::Lesson) => {
            return Err(error(format!("{at}.narration"), "", "error-required"));
        }
        _ => {}
    }
    if let Some(narration) = &step.narration {
        if narration.id.trim().is_empty() {
            return Err(error(format!("{at}.narration.id"), "", "error-not-empty"));
        }
        if narration.args.len() > MAX_ARGS {
            let problem = Message::new("error-at-most").arg("max", MAX_ARGS as i64);
            return Err(InputError::new(
                format!("{at}.narration.args"),
                narration.args.len(),
                problem,
            ));
        }
        for (name, fact) in &narration.args {
            if !facts::parses(fact) {
                return Err(error(
                    format!("{at}.narration.args.{name}"),
                    fact,
                    "error-walk-fact",
                ));
            }
        }
    }
    for (i, scrub) in step.scrub.iter().enumerate() {
        let here = format!("{at}.scrub[{i}]");
        if Path::parse(&scrub.path).is_none() {
            return Err(error(
                format!("{here}.path"),
                &scrub.path,
                "error-walk-path",
            ));
        }
        let named = step
            .narration
            .as_ref()
            .is_some_and(|n| n.args.contains_key(&scrub.arg));
        if !named {
            return Err(error(
                format!("{here}.arg"),
                &scrub.arg,
                "error-walk-no-arg",
            ));
        }
        if scrub.step <= 0 || scrub.min > scrub.max {
            return Err(error(
                format!("{here}.step"),
                &scrub.step.to_string(),
                "error-walk-scrub-range",
            ));
        }
    }
    if let Some(checkpoint) = &step.checkpoint {
        let here = format!("{at}.checkpoint");
        match (&checkpoint.predict, &checkpoint.task) {
            (Some(predict), None) if !facts::parses(&predict.answer) => {
                return Err(error(
                    format!("{here}.predict.answer"),
                    &predict.answer,
                    "error-walk-fact",
                ));
            }
            (Some(_), None) => {}
            (None, Some(task)) => {
                if Goal::parse(&task.goal).is_none() {
                    return Err(error(
                        format!("{here}.task.goal"),
                        &task.goal,
                        "error-walk-goal",
                    ));
                }
                if task.solution.is_empty() {
                    return Err(error(
                        format!("{here}.task.solution"),
                        "",
                        "error-non-empty",
                    ));
                }
                check_edits(&task.solution, &format!("{here}.task.solution"))?;
            }
            _ => return Err(error(here, "", "error-walk-one-checkpoint")),
        }
    }
    Ok(())
}

fn check_edits(edits: &[Edit], at: &str) -> Result<(), InputError> {
    if edits.len() > MAX_EDITS {
        let problem = Message::new("error-at-most").arg("max", MAX_EDITS as i64);
        return Err(InputError::new(at, edits.len(), problem));
    }
    for (j, edit) in edits.iter().enumerate() {
        if Path::parse(&edit.path).is_none() {
            return Err(error(
                format!("{at}[{j}].path"),
                &edit.path,
                "error-walk-path",
            ));
        }
        if edit.op != EditOp::Remove && edit.value.is_none() {
            return Err(error(format!("{at}[{j}].value"), "", "error-required"));
        }
    }
    Ok(())
}
