//! The lab's readers of its drawing from JSON: a saved draft (autosave, an opened link or
//! file, a host page's scenario) and an import's drawing. Serde's reader of `Draft` with
//! the engine's strict wrapper is the largest code of the lab (about 31 KB), and a first
//! visit runs none of it, so both readers are a chunk of their own (`longhorn_reader`): the
//! shell fetches it before the first render of a page with saved work
//! ([`crate::platform::page::Page::saved_reader`]), an import before it reads its answer.

use serde::Deserialize;

use super::draft::Draft;

crate::draft_readers!(Draft, Draft => read_import);

/// What the page itself reads of an import's answer: the drawing (the rest of
/// the answer is ignored here). The import panel's body (a part) reads the whole answer for its summary
/// (`import::PageImport`) from its text, so that reader is in the part's chunk.
#[derive(Deserialize)]
struct ImportedDraft {
    draft: Draft,
}

/// Reads an import answer's drawing.
pub fn read_import(json: &str) -> Result<Draft, String> {
    crate::platform::worker::parse_output::<ImportedDraft>(json).map(|imported| imported.draft)
}
