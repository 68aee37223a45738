//! Tests only: an engine message said in English by the catalog, as the engine writes its own
//! text beside it, so a test can prove the two say the same (the capacity and Fleet labs' tests).

use placement::kernel::message::{Message, MessageArg};
use placement::kernel::quantity::format_bytes;

use crate::text::i18n::{Catalog, Value};

/// The message in English as the engine writes its texts.
pub(crate) fn english_text(catalog: &Catalog, message: &Message) -> String {
    let args: Vec<(&str, Value)> = message
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                MessageArg::Text(t) => Value::Text(t.clone()),
                MessageArg::Number(n) if name.ends_with("Bytes") => Value::Text(format_bytes(*n as f64)),
                MessageArg::Number(n) => Value::Number { value: *n as f64, shown: n.to_string() },
                // Joined by the catalog's own separator, as the page joins them: the proof then
                // also holds the English separator to the engine's.
                MessageArg::List(list) => {
                    let separator = catalog.format("message-list-separator", &[]).expect("message-list-separator");
                    Value::Text(list.iter().map(|m| english_text(catalog, m)).collect::<Vec<_>>().join(&separator))
                }
            };
            (name.as_str(), value)
        })
        .collect();
    catalog.format(&message.id, &args).unwrap_or_else(|| panic!("{}: not in engine.ftl", message.id))
}

/// Asserts the message says `text` in English; 1 (a count of checks).
pub(crate) fn same(catalog: &Catalog, text: &str, message: &Message, at: &str) -> usize {
    assert_eq!(english_text(catalog, message), text, "{at}: {} says other words", message.id);
    1
}
