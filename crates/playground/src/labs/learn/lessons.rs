//! The shipped lessons and the one generated from a lab's scenario, read and
//! evaluated by the engine.

use std::rc::Rc;

use placement::walk::{self, StepOutcome, Walk};

use crate::text::messages::text;

/// Where the furthest step of each lesson is kept.
pub const PROGRESS_KEY: &str = "placement-playground.learn.progress";

/// The lessons, in the list's order: (id, walk file).
pub const LESSONS: &[(&str, &str)] = &[
    ("balance", include_str!("../../../../../walks/lessons/balance.yaml")),
    ("capacity", include_str!("../../../../../walks/lessons/capacity.yaml")),
    ("rollout", include_str!("../../../../../walks/lessons/rollout.yaml")),
];

/// The id of the lesson generated from a lab's scenario ("Explain this as a lesson").
pub const EXPLAIN: &str = "explain";

/// A lesson read and evaluated, or why it could not be (a field-named error).
pub type Loaded = Result<(Rc<Walk>, Rc<Vec<StepOutcome>>), String>;

/// Reads and evaluates the lesson `id`: a shipped one, or the one generated
/// from the scenario a lab handed over ([`crate::platform::lab_list::EXPLAIN_KEY`]).
pub fn load(id: &str) -> Loaded {
    let walk = if id == EXPLAIN {
        explained()?
    } else {
        let text = LESSONS.iter().find(|(l, _)| *l == id).map(|(_, t)| *t);
        let text = text.ok_or_else(|| text_of("learn-no-lesson", id))?;
        walk::read_walk(text).map_err(|e| crate::text::error_messages::error_text(&e))?
    };
    let steps = walk::evaluate(&walk).map_err(|e| crate::text::error_messages::error_text(&e))?;
    Ok((Rc::new(walk), Rc::new(steps)))
}

fn text_of(id: &str, lesson: &str) -> String {
    text(id, &[("lesson", lesson)])
}

/// What a lab hands over to be explained as a lesson.
#[derive(serde::Deserialize)]
struct ExplainRequest {
    lab: walk::Lab,
    scenario: serde_json::Value,
}

fn explained() -> Result<Walk, String> {
    let stored = crate::platform::storage::get(crate::platform::lab_list::EXPLAIN_KEY).ok_or_else(|| text("learn-explain-nothing", &[]))?;
    let request: ExplainRequest = serde_json::from_str(&stored).map_err(|_| text("learn-explain-nothing", &[]))?;
    walk::explain_as_walk(request.lab, &request.scenario).map_err(|e| crate::text::error_messages::error_text(&e))
}

