//! The engine's input errors in the page's language. An [`InputError`]
//! carries its problem as a message (`locales/<lang>/errors.ftl`); the page
//! shows `path: problem (got "value")` with the position in a pasted text,
//! all in its language. English needs no catalog for them: the engine writes
//! its errors' English itself, and an English page shows exactly that.
//!
//! Errors made in a worker (the imports, the simulations) cross to the page as
//! one string ([`encode`], [`from_worker`]): fields split by a control
//! character, which a few lines read back. (Carrying them as JSON through
//! serde_json's `Value` reader cost 25 KB gzip in the gallery.)

use placement::kernel::error::position_in;
use placement::kernel::message::{Message, MessageArg};
use placement::InputError;

use crate::text::i18n::{self, Locale, Value};
use crate::text::messages::render;

/// `e` as the page shows it in its language.
pub fn error_text(e: &InputError) -> String {
    if i18n::locale() == Locale::En {
        return e.to_string();
    }
    let position = position_in(&e.path).or_else(|| position_in(&e.message));
    let path_is_position = e.path.starts_with("line ") && position_in(&e.path).is_some();
    let problem = Value::Text(problem_text(e));
    let value = Value::Text(e.value.clone());
    let path = Value::Text(e.path.clone());
    let said = match (e.path.is_empty() || path_is_position, e.value.is_empty()) {
        (false, false) => i18n::format("input-error-at-value", &[("path", path), ("problem", problem), ("value", value)]),
        (false, true) => i18n::format("input-error-at", &[("path", path), ("problem", problem)]),
        (true, false) => i18n::format("input-error-value", &[("problem", problem), ("value", value)]),
        (true, true) => Some(problem_text(e)),
    };
    let Some(said) = said else { return e.to_string() };
    match position {
        Some((line, column)) => {
            let at = [("line", i18n::number(f64::from(line))), ("column", i18n::number(f64::from(column)))];
            let position = i18n::format("input-error-position", &at).unwrap_or_default();
            i18n::format("input-error-with-position", &[("error", Value::Text(said.clone())), ("position", Value::Text(position))])
                .unwrap_or(said)
        }
        None => said,
    }
}

/// The problem alone (no path, no value) in the page's language.
pub fn problem_text(e: &InputError) -> String {
    if i18n::locale() == Locale::En {
        return e.message.clone();
    }
    render(&e.problem)
}

/// Separates the fields of an encoded error (input text never keeps it: see [`field`]).
const SEPARATOR: char = '\u{1}';
/// Starts an encoded error, so a plain message is told apart.
const ENCODED: &str = "\u{1}placement-error";

/// An error of a worker's job as one string for the page: the English the
/// page shows (`english`), then the error's path, value and problem.
pub fn encode(e: &InputError, english: &str) -> String {
    let mut out = String::from(ENCODED);
    for text in [english, &e.path, &e.value, &e.problem.id] {
        out.push(SEPARATOR);
        out.push_str(&field(text));
    }
    for (name, arg) in &e.problem.args {
        out.push(SEPARATOR);
        out.push_str(&field(name));
        match arg {
            MessageArg::Text(text) => {
                out.push('=');
                out.push_str(&field(text));
            }
            MessageArg::Number(n) => {
                out.push('#');
                out.push_str(&n.to_string());
            }
            // Input errors have no list arguments; one would be said by its English.
            MessageArg::List(list) => {
                out.push('=');
                out.push_str(&field(&list.iter().map(|m| m.id.as_str()).collect::<Vec<_>>().join(", ")));
            }
        }
    }
    out
}

/// A text with the separator replaced (a pasted text may hold any character).
fn field(text: &str) -> String {
    text.replace(SEPARATOR, "\u{fffd}")
}

/// A worker's error message in the page's language: an [`encode`]d error is
/// said by [`error_text`] (in English, as the worker wrote it); any other
/// text is shown as it came.
pub fn from_worker(message: &str) -> String {
    match decode(message) {
        Some((english, _)) if i18n::locale() == Locale::En => english,
        Some((_, e)) => error_text(&e),
        None => message.to_string(),
    }
}

/// The English text and the error of an [`encode`]d error.
fn decode(message: &str) -> Option<(String, InputError)> {
    let mut fields = message.strip_prefix(ENCODED)?.strip_prefix(SEPARATOR)?.split(SEPARATOR);
    let (english, path, value, id) = (fields.next()?, fields.next()?, fields.next()?, fields.next()?);
    let mut problem = Message::new(id);
    for arg in fields {
        let split = arg.find(['=', '#'])?;
        let (name, rest) = arg.split_at(split);
        problem = match rest.split_at(1) {
            ("=", text) => problem.arg(name, text),
            (_, number) => problem.arg(name, number.parse::<i64>().ok()?),
        };
    }
    // The English the engine wrote (with a position, an object) stays the
    // message. Built field by field, not by `InputError::new`: that would
    // link the engine's whole table of error English into every page (the
    // worker already bounded the value and the arguments).
    let message = match english.strip_prefix(&format!("{path}: ")) {
        Some(message) => message.strip_suffix(&format!(" (got {value:?})")).unwrap_or(message),
        None => english,
    };
    let e = InputError { path: path.to_string(), value: value.to_string(), message: message.to_string(), problem };
    Some((english.to_string(), e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_s_error_crosses_as_text_and_is_said_in_the_page_s_language() {
        let e = placement::kernel::yaml::error_at(4, 2, Message::new("error-import-list-items"));
        let e = InputError::new("items[3].spec.size", "-1", Message::new("error-not-negative").arg("note", "a\u{1}b").arg("count", 3i64)).said_as(e.message);
        let english = e.to_string();
        let sent = encode(&e, &english);
        let (said, back) = decode(&sent).expect("decodes");
        assert_eq!(said, english);
        assert_eq!((back.path.as_str(), back.value.as_str()), ("items[3].spec.size", "-1"));
        assert_eq!(back.problem.id, "error-not-negative");
        assert_eq!(back.problem.args["note"], MessageArg::Text("a\u{fffd}b".into()));
        assert_eq!(back.problem.args["count"], MessageArg::Number(3));
        assert_eq!(back.message, e.message, "the engine's English (with its position) is kept");
        assert_eq!(from_worker(&sent), english, "an English page shows what the worker wrote");
        assert_eq!(from_worker("the worker did not start"), "the worker did not start");
        assert_eq!(decode("\u{1}placement-error\u{1}only"), None, "a cut-off error is plain text");
    }

    #[test]
    fn an_error_is_said_in_japanese_and_ukrainian_with_its_position() {
        for (locale, expected) in [
            (Locale::Ja, "volumes[0].size: 負の値にはできません（値：「-1」）"),
            (Locale::Uk, "volumes[0].size: не може бути відʼємним (отримано «-1»)"),
        ] {
            let files: Vec<String> = i18n::CATALOG_FILES
                .iter()
                .map(|f| std::fs::read_to_string(format!("{}/../../locales/{}/{f}", env!("CARGO_MANIFEST_DIR"), locale.code())).unwrap())
                .collect();
            let files: Vec<&str> = files.iter().map(String::as_str).collect();
            i18n::install(i18n::Catalog::parse(locale, &files));
            let e = InputError::new("volumes[0].size", "-1", Message::new("error-not-negative"));
            assert_eq!(error_text(&e), expected);
            let located = placement::kernel::yaml::error_at(2, 3, Message::new("error-import-list-items"));
            let said = error_text(&located);
            assert!(said.contains('2') && said.contains('3') && !said.contains("line"), "{said}");
        }
        i18n::install(i18n::english());
    }
}
