//! The lab's readers from JSON: a saved draft (autosave, an opened link or file, a host
//! page's scenario) and an import's answer. Serde's readers of `CapacityDraft` and of
//! `PageImport` are code a first visit never runs, so both readers are a chunk of their
//! own (`capacity_reader`): the shell fetches it before the first render of a page with saved
//! work ([`crate::platform::page::Page::saved_reader`]), an import before it reads its answer.

use super::draft::CapacityDraft;
use super::imported::PageImport;

crate::draft_readers!(CapacityDraft, PageImport => read_import);

/// Reads an import's answer.
pub fn read_import(json: &str) -> Result<PageImport, String> {
    crate::platform::worker::parse_output(json)
}
