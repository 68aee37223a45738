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
    // A change may be negative: its size picks the unit.
    let unit = unit_for((bytes as f64).abs());
    let value = (bytes as f64 / unit.bytes() * 1000.0).ceil() / 1000.0;
    format!("{} {}", i18n::locale().number(value), unit.label())
}

/// The message in the page's language (an unknown id shows as the id, so
/// nothing is lost). Byte arguments get their unit; other numbers are shown
/// as the language writes them; an unnamed zone is named by its own message.
pub fn render(message: &Message) -> String {
    let args = arguments(message);
    i18n::format(&message.id, &args).unwrap_or_else(|| message.id.clone())
}

/// The message's arguments as the page shows them (see [`render`]).
pub fn arguments(message: &Message) -> Vec<(&str, Value)> {
    message
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
