//! The engine's input errors in the page's language. An [`InputError`]
//! carries its problem as a message (`locales/<lang>/errors.ftl`); the page
//! shows `path: problem (got "value")` with the position in a pasted text,
//! all in its language. English needs no catalog for them: the engine writes
//! its errors' English itself, and an English page shows exactly that.
//!
//! Errors made in a worker (the imports, the simulations) still reach the page
//! as English text: carrying them as data through the shell's job reader cost
//! 25 KB gzip in the gallery (serde_json's `Value` reader), so that waits for a
//! lighter encoding.

use placement::kernel::error::position_in;
#[cfg(test)]
use placement::kernel::message::Message;
use placement::InputError;

use crate::i18n::{self, Locale, Value};
use crate::messages::render;

/// `e` as the page shows it in its language. (Not yet called outside the
/// tests: the errors that reach the page whole come from workers as text.)
#[allow(dead_code)]
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

#[cfg(test)]
mod tests {
    use super::*;

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
