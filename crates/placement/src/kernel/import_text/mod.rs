//! The sentences the kubectl imports and the support bundle reader write
//! (notes, why an object was skipped, what a paste lacks, the bundle's
//! facts): each is a [`Message`] whose English text is written here, in the
//! Fluent syntax of `locales/en/imports.ftl` (`{ $name }` placeholders), so the
//! engine still says every note in English while a host renders the same id
//! in any catalog's language. The catalogs test proves `imports.ftl` says
//! exactly these texts; the import-notes test proves it for every fixture.
//!
//! Kinds, fields, setting names, object names and quoted values stay verbatim
//! inside arguments; counts are number arguments (plural selectors read them).

mod bundle;
pub mod capacity;
mod fleet;
mod longhorn;

use std::cell::Cell;

use super::error_text::fill_with;
use super::message::Message;

/// The id and English text of every import sentence, per lab.
pub const IMPORT_TEXTS: [&[(&str, &str)]; 5] = [
    longhorn::TEXTS,
    capacity::TEXTS,
    capacity::FILTER_TEXTS,
    fleet::TEXTS,
    bundle::TEXTS,
];

/// Every import sentence's id and English text.
pub fn import_texts() -> impl Iterator<Item = &'static (&'static str, &'static str)> {
    IMPORT_TEXTS.iter().flat_map(|table| table.iter())
}

/// The English text of `message` (an id the tables lack is written as the id).
///
/// ```
/// use placement::kernel::{import_text::english, message::Message};
/// let m = Message::new("import-fleet-no-bundle-defaults");
/// assert_eq!(english(&m), "no Bundle and no fleet.yaml: the rollout strategy keeps its defaults");
/// ```
pub fn english(message: &Message) -> String {
    match template(&message.id) {
        Some(template) => fill_with(template, message, &english),
        None => message.id.clone(),
    }
}

/// The English template of `id`: the first in [`import_texts`], as a scan
/// finds it, but looked up among the last few found first. An import says a
/// sentence or two per object (100,000 clusters: 100,000 times "…target…"),
/// and scanning every table for each compared hundreds of ids per sentence.
fn template(id: &str) -> Option<&'static str> {
    FOUND.with(|found| {
        let mut last = found.get();
        if let Some((_, template)) = last.iter().flatten().find(|(known, _)| *known == id) {
            return Some(*template);
        }
        let entry = import_texts().find(|(known, _)| *known == id)?;
        last.rotate_right(1);
        last[0] = Some(entry);
        found.set(last);
        Some(entry.1)
    })
}

thread_local! {
    /// The entries [`template`] found last, the latest first.
    static FOUND: Cell<[Option<&'static (&'static str, &'static str)>; 4]> = const { Cell::new([None; 4]) };
}

/// The English text of `message` from the `texts` given (an id they lack is
/// written as the id): a caller that says few sentences links only those
/// (their list arguments, which none of those tables has, show their ids).
pub fn english_in<'a>(
    mut texts: impl Iterator<Item = &'a (&'a str, &'a str)>,
    message: &Message,
) -> String {
    match texts.find(|(id, _)| *id == message.id) {
        Some((_, template)) => fill_with(template, message, &|m: &Message| m.id.clone()),
        None => message.id.clone(),
    }
}

/// Sentences said so far, in English and as messages, side by side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// The English texts (what the `notes` fields hold).
    pub texts: Vec<String>,
    /// The same sentences as messages, in the same order.
    pub messages: Vec<Message>,
}

impl Notes {
    /// Says `message` (its English text is derived from it).
    pub fn push(&mut self, message: Message) {
        self.texts.push(english(&message));
        self.messages.push(message);
    }

    /// Whether nothing was said.
    pub fn is_empty(&self) -> bool {
        self.texts.is_empty()
    }

    /// Whether a sentence with this id was said.
    pub fn said(&self, id: &str) -> bool {
        self.messages.iter().any(|m| m.id == id)
    }
}

/// A sentence and its message, for a single `why` field.
pub fn why(message: Message) -> (String, Message) {
    (english(&message), message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn ids_are_unique_and_name_imports() {
        let mut seen = BTreeSet::new();
        for (id, _) in import_texts() {
            assert!(
                id.starts_with("import-") || id.starts_with("bundle-"),
                "{id}"
            );
            assert!(seen.insert(*id), "{id} twice");
        }
    }

    /// The remembered lookups answer as the scan does, in any order of ids.
    #[test]
    fn templates_are_those_a_scan_finds() {
        let scan = |id: &str| {
            import_texts()
                .find(|(known, _)| *known == id)
                .map(|(_, t)| *t)
        };
        let ids: Vec<&str> = import_texts().map(|(id, _)| *id).collect();
        for round in 0..3 {
            for (i, id) in ids.iter().enumerate() {
                // Revisit a few recent ids between new ones, as an import does.
                for again in [
                    *id,
                    ids[i / 2],
                    ids[(i + round) % ids.len()],
                    "import-no-such-id",
                ] {
                    assert_eq!(template(again), scan(again), "{again}");
                }
            }
        }
    }
}
