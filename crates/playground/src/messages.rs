//! The engine's messages ([`Message`]: an id and named arguments) in the
//! page's language: each id is one whole sentence of the Fluent catalogs
//! (`locales/<lang>/engine.ftl`), so a translation can reorder its parts.
//! Byte arguments (names ending in `Bytes`, and `bytes`) are shown in GiB/MiB/TiB,
//! rounded up where a smaller number would not be enough.

use placement::kernel::message::{Message, MessageArg};

use crate::i18n::{self, Value};
use crate::units::unit_for;

/// Bytes in the unit they read best in, rounded up to three decimals and
/// written as the page's language writes numbers (the unit stays Kubernetes').
fn bytes_up(bytes: i64) -> String {
    let unit = unit_for(bytes as f64);
    let value = (bytes as f64 / unit.bytes() * 1000.0).ceil() / 1000.0;
    format!("{} {}", i18n::locale().number(value), unit.label())
}

/// The message in the page's language (an unknown id shows as the id, so
/// nothing is lost). Byte arguments get their unit; other numbers are shown
/// as the language writes them; an unnamed zone is named by its own message.
pub fn render(message: &Message) -> String {
    let args: Vec<(&str, Value)> = message
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                MessageArg::Text(s) if s.is_empty() && name == "zone" => {
                    Value::Text(i18n::format("longhorn-zone-unnamed", &[]).unwrap_or_default())
                }
                MessageArg::Text(s) => Value::Text(s.clone()),
                MessageArg::Number(n) if name == "bytes" || name.ends_with("Bytes") => {
                    Value::Text(bytes_up(*n))
                }
                MessageArg::Number(n) => i18n::number(*n as f64),
            };
            (name.as_str(), value)
        })
        .collect();
    i18n::format(&message.id, &args).unwrap_or_else(|| message.id.clone())
}

/// An engine sentence in the page's language: its message, or the English
/// text it came with on an English page (the engine's own words: the bundles
/// carry no English copy of `imports.ftl`) and when it has none (an empty id).
pub fn said(message: &Message, english: &str) -> String {
    if message.id.is_empty() || i18n::locale() == i18n::Locale::En {
        english.to_string()
    } else {
        render(message)
    }
}

/// An import's notes in the page's language: each note's message (`texts`
/// and `messages` are side by side), or its English when it has none.
pub fn notes(texts: &[String], messages: &[Message]) -> Vec<String> {
    texts
        .iter()
        .enumerate()
        .map(|(i, text)| messages.get(i).map_or_else(|| text.clone(), |m| said(m, text)))
        .collect()
}

/// A sentence (or label) of the page's own from the catalogs, in the page's
/// language, with text arguments (an unknown id shows as the id).
pub fn text(id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Value)> = args
        .iter()
        .map(|(name, value)| (*name, Value::Text((*value).to_string())))
        .collect();
    text_with(id, &args)
}

/// A page sentence with any arguments: counts as [`i18n::number`] (plural
/// selectors read them), names as `Value::Text` (an unknown id shows as the id).
pub fn text_with(id: &str, args: &[(&str, Value)]) -> String {
    i18n::format(id, args).unwrap_or_else(|| id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_engine_message_has_an_english_sentence() {
        let ids = placement::longhorn::answer::MESSAGE_IDS.iter().chain(placement::longhorn::diff::MESSAGE_IDS)
            .chain(placement::fleet::answer::MESSAGE_IDS)
            .chain(placement::capacity::answer::MESSAGE_IDS)
            .chain(placement::fleet::diff::MESSAGE_IDS)
            .chain(placement::longhorn::balance::answer::MESSAGE_IDS);
        let english = crate::i18n::english();
        for id in ids {
            let text = english.format(id, &[]).unwrap_or_else(|| panic!("{id} has no English text"));
            assert!(
                text.ends_with('.'),
                "{id}: a whole sentence ends with a full stop"
            );
        }
    }

    #[test]
    fn bytes_round_up_so_the_amount_is_enough() {
        let m = Message::new("longhorn-change-free-space")
            .arg("node", "n1")
            .arg("disk", "d")
            .arg("bytes", 5 * (1i64 << 30) + 1);
        assert_eq!(render(&m), "Free 5.001 GiB on n1/d.");
    }
}
