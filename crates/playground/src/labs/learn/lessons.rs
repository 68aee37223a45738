//! The shipped lessons and the one generated from a lab's scenario, read and
//! evaluated by the engine. A lesson's walk file is built in, or fetched from
//! `walks/<id>.yaml` when the lesson first opens (the Longhorn and rollout
//! lessons: their text is not in the Learn page's first load).

use std::cell::RefCell;
use std::rc::Rc;

use placement::walk::{self, Lab, StepOutcome, Walk};

use crate::text::messages::text;

/// Where the furthest step of each lesson is kept.
pub const PROGRESS_KEY: &str = "placement-playground.learn.progress";

/// Where a lesson's walk file comes from.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Source {
    /// Built into the Learn page.
    Built(&'static str),
    /// Fetched from `walks/<id>.yaml` when the lesson first opens (`scripts/build` ships it).
    Fetched,
}

/// A shipped lesson as the list shows it, before its walk file is read (a
/// native test keeps these equal to the walk file's own fields).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Lesson {
    pub id: &'static str,
    pub lab: Lab,
    pub title: &'static str,
    pub summary: &'static str,
    pub steps: usize,
    pub minutes: u32,
    pub source: Source,
}

/// The lessons, in the list's order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "balance",
        lab: Lab::Balance,
        title: "learn-balance-title",
        summary: "learn-balance-summary",
        steps: 12,
        minutes: 8,
        source: Source::Built(include_str!("../../../../../walks/lessons/balance.yaml")),
    },
    Lesson { id: "tiers", lab: Lab::Longhorn, title: "learn-tiers-title", summary: "learn-tiers-summary", steps: 10, minutes: 9, source: Source::Fetched },
    Lesson {
        id: "capacity",
        lab: Lab::Capacity,
        title: "learn-capacity-title",
        summary: "learn-capacity-summary",
        steps: 8,
        minutes: 7,
        source: Source::Built(include_str!("../../../../../walks/lessons/capacity.yaml")),
    },
    Lesson { id: "rollout", lab: Lab::Rollout, title: "learn-rollout-title", summary: "learn-rollout-summary", steps: 10, minutes: 9, source: Source::Fetched },
];

/// The id of the lesson generated from a lab's scenario ("Explain this as a lesson").
pub const EXPLAIN: &str = "explain";

/// The catalog file of a lab's lesson texts that no first load carries, fetched
/// with the lesson ([`crate::platform::language::load_later`]).
pub fn later_texts(lab: Lab) -> Option<&'static str> {
    match lab {
        Lab::Longhorn => Some(crate::text::i18n::LEARN_LONGHORN_FILE),
        Lab::Rollout => Some(crate::text::i18n::LEARN_ROLLOUT_FILE),
        Lab::Balance | Lab::Capacity => None,
    }
}

thread_local! {
    /// The walk files fetched so far: (lesson id, text), kept for the page's life.
    static FETCHED: RefCell<Vec<(&'static str, &'static str)>> = const { RefCell::new(Vec::new()) };
}

fn shipped(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

/// The walk file of lesson `id` if the page has it (built in or fetched).
fn walk_text(id: &str) -> Option<&'static str> {
    match shipped(id)?.source {
        Source::Built(text) => Some(text),
        Source::Fetched => FETCHED.with(|f| f.borrow().iter().find(|(l, _)| *l == id).map(|(_, t)| *t)),
    }
}

/// The lab of lesson `id` (the generated one: the lab that handed its scenario over).
pub fn lab_of(id: &str) -> Option<Lab> {
    match shipped(id) {
        Some(lesson) => Some(lesson.lab),
        None if id == EXPLAIN => explain_request().ok().map(|r| r.lab),
        None => None,
    }
}

/// Fetches what lesson `id` needs that the page does not have: its walk file,
/// the English of its lab's engine sentences, its lab's lesson texts. The
/// problem, if something could not be fetched.
pub async fn prepare(id: &str) -> Result<(), String> {
    if let Some(lesson) = shipped(id) {
        if walk_text(id).is_none() {
            let url = format!("walks/{}.yaml", lesson.id);
            let text = crate::platform::language::fetch_text(&url).await?;
            // Kept for the page's life, as a built-in walk is.
            FETCHED.with(|f| f.borrow_mut().push((lesson.id, Box::leak(text.into_boxed_str()))));
        }
    }
    let Some(lab) = lab_of(id) else { return Ok(()) };
    if super::engine_texts::needed(lab) {
        super::engine_texts::load().await?;
    }
    match later_texts(lab) {
        Some(file) => crate::platform::language::load_later(file).await,
        None => Ok(()),
    }
}

/// Whether lesson `id` can be read at once (nothing of it left to fetch).
pub fn ready(id: &str) -> bool {
    let texts = |lab: Lab| !super::engine_texts::needed(lab) && later_texts(lab).is_none_or(crate::platform::language::loaded_later);
    match shipped(id) {
        Some(lesson) => walk_text(id).is_some() && texts(lesson.lab),
        None => lab_of(id).is_none_or(texts),
    }
}

/// A lesson read and evaluated, or why it could not be (a field-named error).
pub type Loaded = Result<(Rc<Walk>, Rc<Vec<StepOutcome>>), String>;

/// Reads and evaluates the lesson `id`: a shipped one (once `prepare`d), or
/// the one generated from the scenario a lab handed over
/// ([`crate::platform::lab_list::EXPLAIN_KEY`]).
pub fn load(id: &str) -> Loaded {
    let walk = if id == EXPLAIN {
        explained()?
    } else {
        let text = walk_text(id).ok_or_else(|| text_of("learn-no-lesson", id))?;
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

fn explain_request() -> Result<ExplainRequest, String> {
    let stored = crate::platform::storage::get(crate::platform::lab_list::EXPLAIN_KEY).ok_or_else(|| text("learn-explain-nothing", &[]))?;
    serde_json::from_str(&stored).map_err(|_| text("learn-explain-nothing", &[]))
}

fn explained() -> Result<Walk, String> {
    let request = explain_request()?;
    walk::explain_as_walk(request.lab, &request.scenario).map_err(|e| crate::text::error_messages::error_text(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lesson's walk file as shipped.
    fn file(id: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../walks/lessons/{id}.yaml"));
        std::fs::read_to_string(path).unwrap()
    }

    #[test]
    fn every_lesson_card_says_what_its_walk_file_says() {
        for lesson in LESSONS {
            let text = file(lesson.id);
            if let Source::Built(built) = lesson.source {
                assert_eq!(built, text, "{}", lesson.id);
            }
            let walk = walk::read_walk(&text).unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
            assert_eq!(walk.id, lesson.id);
            assert_eq!(walk.lab, lesson.lab, "{}", lesson.id);
            assert_eq!(walk.title, lesson.title, "{}", lesson.id);
            assert_eq!(walk.summary, lesson.summary, "{}", lesson.id);
            assert_eq!(walk.steps.len(), lesson.steps, "{}", lesson.id);
            assert_eq!(walk.minutes, lesson.minutes, "{}", lesson.id);
        }
    }

    #[test]
    fn every_shipped_lesson_loads_once_its_file_is_there() {
        for lesson in LESSONS {
            if lesson.source == Source::Fetched {
                assert!(load(lesson.id).is_err(), "{}: not before it is fetched", lesson.id);
                FETCHED.with(|f| f.borrow_mut().push((lesson.id, Box::leak(file(lesson.id).into_boxed_str()))));
            }
            let (walk, steps) = load(lesson.id).unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
            assert_eq!(walk.id, lesson.id);
            assert_eq!(steps.len(), walk.steps.len());
        }
    }

    #[test]
    fn every_lesson_file_is_one_the_list_has() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../walks/lessons");
        let mut ids: Vec<String> = std::fs::read_dir(dir).unwrap().flatten().filter_map(|e| e.path().file_stem().map(|s| s.to_string_lossy().into_owned())).collect();
        ids.sort();
        let mut listed: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
        listed.sort();
        assert_eq!(ids, listed);
    }
}
