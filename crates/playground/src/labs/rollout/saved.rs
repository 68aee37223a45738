//! The lab's readers of its draft from JSON: a saved draft (autosave, an opened link or
//! file, a host page's scenario), what an import merges into the draft, and the strategy of
//! a fleet.yaml typed in the YAML tab (read to JSON by the import bundle's worker). Serde's
//! readers of `RolloutDraft`, its parts and `FleetYaml` are code a first visit never runs, so
//! the three readers are a chunk of their own (`rollout_reader`): the shell fetches it before
//! the first render of a page with saved work ([`crate::platform::page::Page::saved_reader`]), an import or a
//! YAML edit before it reads its answer.

use placement::fleet::FleetYaml;

use super::draft::{RolloutDraft, StrategyDraft};
use super::imported::ImportedParts;

crate::draft_readers!(RolloutDraft, ImportedParts => read_import);

/// Reads what an import's answer merges into the draft.
pub fn read_import(json: &str) -> Result<ImportedParts, String> {
    crate::platform::worker::parse_output(json)
}

/// The reader of a fleet.yaml's strategy (the worker's JSON of `FleetYaml`).
pub type YamlReader = fn(&str) -> Result<StrategyDraft, String>;

crate::split_value!(pub YAML_READER: YamlReader => read_fleet_yaml);

/// Reads a fleet.yaml's rollout strategy as the form holds it.
pub fn read_fleet_yaml(json: &str) -> Result<StrategyDraft, String> {
    serde_json::from_str::<FleetYaml>(json)
        .map(|f| StrategyDraft::from_strategy(&f.rollout_strategy))
        .map_err(|e| e.to_string())
}
