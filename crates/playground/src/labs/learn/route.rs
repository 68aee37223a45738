//! Where the Learn section is: `#/learn` (the lessons), `#/learn/<lesson>/<step>`
//! (a step, counted from 1), or for a frame `?embed=1&lesson=balance&step=4`;
//! the stories at `#/learn/story` and `#/learn/story/<story>/<step>`, presented at
//! `#/learn/present/<story>/<step>` with the speaker's window at `#/learn/speaker/…`, and
//! the kiosk loop at `#/learn/kiosk[/<seconds>[/<story>,<story>…]]`.

/// A lesson and its step (from 0), or the list (`lesson: None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub lesson: Option<String>,
    pub step: usize,
    /// A lesson's, or how a story is shown (`lesson` then names the story; for the kiosk loop,
    /// its playlist, story ids joined by commas).
    pub mode: Mode,
    /// The kiosk loop's seconds per step (1–600).
    pub seconds: u32,
}

/// What a Learn address shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A lesson or the lessons' list.
    Lesson,
    /// A story read (or the stories' list).
    Story,
    /// A story presented.
    Present,
    /// The presenter's speaker window.
    Speaker,
    /// The kiosk loop.
    Kiosk,
}

/// Each story mode's segment after `#/learn`.
const SEGMENTS: &[(Mode, &str)] = &[(Mode::Story, "story"), (Mode::Present, "present"), (Mode::Speaker, "speaker"), (Mode::Kiosk, "kiosk")];

/// The kiosk loop's seconds per step when the address says none.
pub const KIOSK_SECONDS: u32 = 8;

fn segment(mode: Mode) -> &'static str {
    SEGMENTS.iter().find(|(m, _)| *m == mode).map_or("story", |(_, s)| s)
}

/// Reads a fragment (`#/learn/balance/4`), else the query's `lesson` and `step`.
pub fn parse(hash: &str, query_lesson: Option<String>, query_step: Option<String>) -> Route {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    let path = path.split('?').next().unwrap_or_default();
    let mut parts = path.split('/').skip(1).filter(|p| !p.is_empty()).peekable();
    let mode = parts.peek().and_then(|p| SEGMENTS.iter().find(|(_, s)| s == p)).map_or(Mode::Lesson, |(m, _)| *m);
    if mode != Mode::Lesson {
        parts.next();
    }
    if mode == Mode::Kiosk {
        let seconds = parts.next().and_then(|s| s.parse::<u32>().ok()).unwrap_or(KIOSK_SECONDS).clamp(1, 600);
        return Route { lesson: parts.next().map(str::to_string), step: 0, mode, seconds };
    }
    let (lesson, step) = match parts.next() {
        None if mode != Mode::Lesson => (None, None),
        Some(lesson) => (Some(lesson.to_string()), parts.next().map(str::to_string)),
        None => (query_lesson.filter(|l| !l.is_empty()), query_step),
    };
    let step = step.and_then(|s| s.parse::<usize>().ok()).unwrap_or(1).max(1) - 1;
    Route { lesson, step, mode, seconds: KIOSK_SECONDS }
}

/// The fragment of a step (from 0).
pub fn href(lesson: &str, step: usize) -> String {
    format!("#/learn/{lesson}/{}", step + 1)
}

/// The fragment of a story's step (from 0), read, presented or in the speaker's window.
pub fn mode_href(mode: Mode, story: &str, step: usize) -> String {
    format!("#/learn/{}/{story}/{}", segment(mode), step + 1)
}

/// The fragment of a story's step (from 0), read.
pub fn story_href(story: &str, step: usize) -> String {
    mode_href(Mode::Story, story, step)
}

/// The fragment of the stories' list.
pub fn story_href_list() -> String {
    format!("#/learn/{}", segment(Mode::Story))
}

/// The fragment of the kiosk loop over `stories` (none: all), `seconds` a step.
pub fn kiosk_href(seconds: u32, stories: &[&str]) -> String {
    match stories {
        [] => format!("#/learn/{}/{seconds}", segment(Mode::Kiosk)),
        _ => format!("#/learn/{}/{seconds}/{}", segment(Mode::Kiosk), stories.join(",")),
    }
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
        assert_eq!(parse("#/learn", None, None), Route { lesson: None, step: 0, mode: Mode::Lesson, seconds: KIOSK_SECONDS });
        assert_eq!(parse("#/learn/balance/4", None, None), Route { lesson: Some("balance".into()), step: 3, mode: Mode::Lesson, seconds: KIOSK_SECONDS });
        assert_eq!(parse("#/learn/balance", None, None), Route { lesson: Some("balance".into()), step: 0, mode: Mode::Lesson, seconds: KIOSK_SECONDS });
        assert_eq!(parse("#/learn/balance/0", None, None).step, 0);
        assert_eq!(parse("#/learn/balance/x", None, None).step, 0);
        assert_eq!(parse("", Some("balance".into()), Some("4".into())), Route { lesson: Some("balance".into()), step: 3, mode: Mode::Lesson, seconds: KIOSK_SECONDS });
        assert_eq!(parse("#/learn/tiers/2", Some("balance".into()), Some("4".into())).lesson.as_deref(), Some("tiers"));
        assert_eq!(href("balance", 3), "#/learn/balance/4");
    }

    #[test]
    fn story_fragments_name_a_story_and_step() {
        assert_eq!(parse("#/learn/story", None, None), Route { lesson: None, step: 0, mode: Mode::Story, seconds: KIOSK_SECONDS });
        assert_eq!(parse("#/learn/story/rollout-storm/3", None, None), Route { lesson: Some("rollout-storm".into()), step: 2, mode: Mode::Story, seconds: KIOSK_SECONDS });
        assert_eq!(parse("#/learn/story/rollout-storm", None, None).step, 0);
        assert_eq!(story_href("rollout-storm", 2), "#/learn/story/rollout-storm/3");
        assert_eq!(parse(&story_href("balance-filling", 0), None, None), Route { lesson: Some("balance-filling".into()), step: 0, mode: Mode::Story, seconds: KIOSK_SECONDS });
        assert_eq!(story_href_list(), "#/learn/story");
        assert_eq!(parse("#/learn/present/rollout-storm/2", None, None).mode, Mode::Present);
        assert_eq!(parse(&mode_href(Mode::Speaker, "rollout-storm", 1), None, None), Route { lesson: Some("rollout-storm".into()), step: 1, mode: Mode::Speaker, seconds: KIOSK_SECONDS });
        let kiosk = parse(&kiosk_href(2, &["a", "b"]), None, None);
        assert_eq!((kiosk.mode, kiosk.seconds, kiosk.lesson.as_deref()), (Mode::Kiosk, 2, Some("a,b")));
        assert_eq!(parse("#/learn/kiosk", None, None).seconds, KIOSK_SECONDS);
        assert_eq!(parse("#/learn/kiosk/0", None, None).seconds, 1);
    }
}
