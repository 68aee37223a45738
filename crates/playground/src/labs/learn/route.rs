//! Where the Learn section is: `#/learn` (the lessons), `#/learn/<lesson>/<step>`
//! (a step, counted from 1), or for a frame `?embed=1&lesson=balance&step=4`;
//! the stories at `#/learn/story` and `#/learn/story/<story>/<step>`.

/// A lesson and its step (from 0), or the list (`lesson: None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub lesson: Option<String>,
    pub step: usize,
    /// The address is a story's (`lesson` then names the story) or the stories' list.
    pub story: bool,
}

/// The segment after `#/learn` that leads to the stories.
const STORY: &str = "story";

/// Reads a fragment (`#/learn/balance/4`), else the query's `lesson` and `step`.
pub fn parse(hash: &str, query_lesson: Option<String>, query_step: Option<String>) -> Route {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    let path = path.split('?').next().unwrap_or_default();
    let mut parts = path.split('/').skip(1).filter(|p| !p.is_empty()).peekable();
    let story = parts.next_if_eq(&STORY).is_some();
    let (lesson, step) = match parts.next() {
        None if story => (None, None),
        Some(lesson) => (Some(lesson.to_string()), parts.next().map(str::to_string)),
        None => (query_lesson.filter(|l| !l.is_empty()), query_step),
    };
    let step = step.and_then(|s| s.parse::<usize>().ok()).unwrap_or(1).max(1) - 1;
    Route { lesson, step, story }
}

/// The fragment of a step (from 0).
pub fn href(lesson: &str, step: usize) -> String {
    format!("#/learn/{lesson}/{}", step + 1)
}

/// The fragment of a story's step (from 0).
pub fn story_href(story: &str, step: usize) -> String {
    format!("#/learn/{STORY}/{story}/{}", step + 1)
}

/// The fragment of the stories' list.
pub fn story_href_list() -> String {
    format!("#/learn/{STORY}")
}

/// The page's route now.
pub fn current() -> Route {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    let query = crate::platform::address::query_param;
    parse(&hash, query("lesson"), query("step"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_and_queries_name_a_lesson_and_step() {
        assert_eq!(parse("#/learn", None, None), Route { lesson: None, step: 0, story: false });
        assert_eq!(parse("#/learn/balance/4", None, None), Route { lesson: Some("balance".into()), step: 3, story: false });
        assert_eq!(parse("#/learn/balance", None, None), Route { lesson: Some("balance".into()), step: 0, story: false });
        assert_eq!(parse("#/learn/balance/0", None, None).step, 0);
        assert_eq!(parse("#/learn/balance/x", None, None).step, 0);
        assert_eq!(parse("", Some("balance".into()), Some("4".into())), Route { lesson: Some("balance".into()), step: 3, story: false });
        assert_eq!(parse("#/learn/tiers/2", Some("balance".into()), Some("4".into())).lesson.as_deref(), Some("tiers"));
        assert_eq!(href("balance", 3), "#/learn/balance/4");
    }

    #[test]
    fn story_fragments_name_a_story_and_step() {
        assert_eq!(parse("#/learn/story", None, None), Route { lesson: None, step: 0, story: true });
        assert_eq!(parse("#/learn/story/rollout-storm/3", None, None), Route { lesson: Some("rollout-storm".into()), step: 2, story: true });
        assert_eq!(parse("#/learn/story/rollout-storm", None, None).step, 0);
        assert_eq!(story_href("rollout-storm", 2), "#/learn/story/rollout-storm/3");
        assert_eq!(parse(&story_href("balance-filling", 0), None, None), Route { lesson: Some("balance-filling".into()), step: 0, story: true });
        assert_eq!(story_href_list(), "#/learn/story");
    }
}
