//! Undo history that survives a reload (issue 39): kept next to the lab's
//! autosave (`<storage key>.history`), written when the page is hidden or
//! left (`pagehide`, `visibilitychange`), bounded in size, and read back with
//! the autosave by the lab's own reader of its draft ([`read`], called from
//! `storage::load_lab`), migrated from an older format as a scenario is.
//!
//! Its text is `{"version": 2, "present": …, "past": […], "future": […]}`:
//! each step is the draft as the autosave writes it.

use std::any::Any;
use std::cell::RefCell;

use serde::de::DeserializeOwned;
use serde::Deserialize;

use crate::platform::scenario::FORMAT_VERSION;

/// The most text a lab's history keeps: the oldest steps go first (then the
/// farthest redo steps), so four labs' histories stay well inside a browser's
/// 5 MB of local storage beside their autosaves.
pub const MAX_BYTES: usize = 512 * 1024;

/// The steps read back: the draft they were recorded around and its neighbours.
pub struct Steps<D> {
    pub present: D,
    pub past: Vec<D>,
    pub future: Vec<D>,
}

impl<D> Steps<D> {
    /// The same steps, each changed by `f` (a lab that holds its draft in an `Rc`).
    pub fn map<E>(self, f: impl Fn(D) -> E) -> Steps<E> {
        Steps {
            present: f(self.present),
            past: self.past.into_iter().map(&f).collect(),
            future: self.future.into_iter().map(&f).collect(),
        }
    }
}

/// How a lab's history is kept across reloads.
pub struct Persist<D> {
    /// The lab's autosave key; the history is stored beside it ([`key_of`]).
    pub key: &'static str,
    /// A step's text, as the autosave writes the draft.
    pub text: fn(&D) -> String,
    /// The steps read with the autosave, if any ([`take`]).
    pub restored: fn() -> Option<Steps<D>>,
}

/// Where a lab's history is stored.
pub fn key_of(storage_key: &str) -> String {
    format!("{storage_key}.history")
}

thread_local! {
    /// The steps read with the autosave, until the lab's history takes them.
    static READ: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// The steps read with the lab's autosave, once.
pub fn take<D: 'static>() -> Option<Steps<D>> {
    READ.with(|r| r.borrow_mut().take()).and_then(|b| b.downcast::<Steps<D>>().ok()).map(|b| *b)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored<T> {
    version: u32,
    present: T,
    past: Vec<T>,
    future: Vec<T>,
}

/// Reads a stored history for the lab whose draft is `T` and keeps it for
/// [`take`]; one that cannot be read (hand-edited, a newer format) is dropped:
/// the lab starts with no steps, as before.
pub fn read<T: DeserializeOwned + 'static>(text: &str) {
    if let Some(steps) = parse::<T>(text) {
        READ.with(|r| *r.borrow_mut() = Some(Box::new(steps)));
    }
}

fn parse<T: DeserializeOwned>(text: &str) -> Option<Steps<T>> {
    #[derive(Deserialize)]
    struct Version {
        version: u32,
    }
    let version = serde_json::from_str::<Version>(text).ok()?.version;
    if version == FORMAT_VERSION {
        let s: Stored<T> = placement::kernel::strict::from_str(text).ok()?;
        return Some(Steps { present: s.present, past: s.past, future: s.future });
    }
    if version > FORMAT_VERSION {
        return None;
    }
    // An older format: each step migrated as a scenario's state is.
    let s: Stored<serde_json::Value> = serde_json::from_str(text).ok()?;
    let step = |v: serde_json::Value| crate::platform::scenario::from_value(crate::platform::scenario::migrate(s.version, v)).ok();
    Some(Steps {
        present: step(s.present)?,
        past: s.past.into_iter().map(step).collect::<Option<_>>()?,
        future: s.future.into_iter().map(step).collect::<Option<_>>()?,
    })
}

/// The stored text of a history: `present`, and as many of the newest `past`
/// and nearest `future` steps (texts, oldest and farthest first) as fit in
/// `max` bytes.
pub fn write(present: &str, past: &[String], future: &[String], max: usize) -> String {
    let size = |steps: &[String]| steps.iter().map(|s| s.len() + 1).sum::<usize>();
    let (mut past, mut future) = (past, future);
    while 64 + present.len() + size(past) + size(future) > max && !(past.is_empty() && future.is_empty()) {
        if past.is_empty() {
            future = &future[1..];
        } else {
            past = &past[1..];
        }
    }
    format!(
        "{{\"version\":{FORMAT_VERSION},\"present\":{present},\"past\":[{}],\"future\":[{}]}}",
        past.join(","),
        future.join(",")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Draft {
        size: String,
    }

    fn texts(sizes: &[&str]) -> Vec<String> {
        sizes.iter().map(|s| format!("{{\"size\":\"{s}\"}}")).collect()
    }

    #[test]
    fn a_written_history_reads_back() {
        let text = write("{\"size\":\"3 GiB\"}", &texts(&["1 GiB", "2 GiB"]), &texts(&["4 GiB"]), MAX_BYTES);
        let steps = parse::<Draft>(&text).expect("readable");
        assert_eq!(steps.present.size, "3 GiB");
        assert_eq!(steps.past.iter().map(|d| d.size.as_str()).collect::<Vec<_>>(), ["1 GiB", "2 GiB"]);
        assert_eq!(steps.future.len(), 1);
    }

    #[test]
    fn the_oldest_steps_go_past_the_bound_then_the_farthest_redo() {
        let past = texts(&["a", "b", "c", "d"]);
        let one = past[0].len() + 1;
        let text = write("{\"size\":\"p\"}", &past, &texts(&["f", "g"]), 64 + 13 + one * 4);
        let steps = parse::<Draft>(&text).expect("readable");
        assert_eq!(steps.past.iter().map(|d| d.size.as_str()).collect::<Vec<_>>(), ["c", "d"]);
        assert_eq!(steps.future.iter().map(|d| d.size.as_str()).collect::<Vec<_>>(), ["f", "g"]);
        let tiny = parse::<Draft>(&write("{\"size\":\"p\"}", &past, &texts(&["f"]), 10)).expect("readable");
        assert!(tiny.past.is_empty() && tiny.future.is_empty(), "the present alone");
        assert!(text.len() <= 64 + 13 + one * 4 + 64);
    }

    #[test]
    fn an_older_format_is_migrated_and_a_newer_or_broken_one_dropped() {
        let v1 = r#"{"version":1,"present":{"size":{"text":"3","unit":"GiB"}},"past":[{"size":{"text":"1","unit":"MiB"}}],"future":[]}"#;
        let steps = parse::<Draft>(v1).expect("migrated");
        assert_eq!((steps.present.size.as_str(), steps.past[0].size.as_str()), ("3 GiB", "1 MiB"));
        assert!(parse::<Draft>(r#"{"version":99,"present":{"size":"x"},"past":[],"future":[]}"#).is_none());
        assert!(parse::<Draft>(r#"{"version":2,"present":{"size":"x"},"past":[{"sise":"y"}],"future":[]}"#).is_none());
        assert!(parse::<Draft>("not json").is_none());
    }

    #[test]
    fn the_steps_read_are_taken_once_by_their_type() {
        read::<Draft>(&write("{\"size\":\"p\"}", &[], &[], MAX_BYTES));
        assert!(take::<String>().is_none(), "another lab's draft type takes nothing");
        read::<Draft>(&write("{\"size\":\"p\"}", &[], &[], MAX_BYTES));
        assert_eq!(take::<Draft>().map(|s| s.present.size), Some("p".to_string()));
        assert!(take::<Draft>().is_none());
    }
}
