//! The lab's readers of its draft from JSON: a saved draft (autosave, an opened link or
//! file, a host page's scenario) and what an import merges into the draft. Serde's readers
//! of `RolloutDraft` and its parts are code a first visit never runs, so both readers are
//! a chunk of their own (`rollout_reader`): the shell fetches it before the first render of
//! a page with saved work ([`crate::Bundle::saved_reader`]), an import before it reads its
//! answer.

use super::draft::RolloutDraft;
use super::imported::ImportedParts;

crate::draft_readers!(RolloutDraft, ImportedParts => read_import);

/// Reads what an import's answer merges into the draft.
pub fn read_import(json: &str) -> Result<ImportedParts, String> {
    crate::worker::parse_output(json)
}
