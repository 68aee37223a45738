//! What the page shows of a support bundle, made in the worker: the bundle's
//! facts, per lab what was found (whole sentences) with its skipped objects
//! and notes, and each lab's import as JSON text, which only that lab's own
//! bundle reads (the page showing the summary links none of the import types).

use placement::bundle::{BundleLab, SkippedEntries, SupportBundleImport};
use placement::kernel::message::Message;
use serde::{Deserialize, Serialize};

pub use crate::text::sentence::{Arg, Sentence};

/// A support bundle read in the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BundleRead {
    /// The file's name.
    pub name: String,
    /// `metadata.yaml`'s facts, as sentences (product, versions, creation time).
    pub facts: Vec<Sentence>,
    /// The algorithm the version chooses (`balance`, `most-usable`).
    pub algorithm: String,
    /// Why (a whole sentence, the engine's message).
    pub algorithm_reason: Sentence,
    /// The three labs, in navigation order: longhorn, capacity, rollout.
    pub labs: Vec<LabRead>,
    /// Entries not read, grouped by why.
    pub skipped: Vec<SkippedEntries>,
}

/// One lab's part.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabRead {
    /// The lab's id (`longhorn`, `capacity`, `rollout`).
    pub lab: String,
    /// The bundle's files read for it.
    pub files: Vec<String>,
    /// What was found, one sentence each.
    pub found: Vec<Sentence>,
    /// Objects not used, each with why.
    pub skipped: Vec<SkippedRead>,
    /// The import's notes.
    pub notes: Vec<Sentence>,
    /// Why the files could not be imported.
    pub error: Option<String>,
    /// The lab's import as JSON text (what its import panel reads).
    pub import: Option<String>,
}

/// An object a lab's import did not use: its kind, its name and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SkippedRead {
    pub kind: String,
    pub name: String,
    pub why: Sentence,
}


/// The engine's sentence: its message, or its English when it has none.
fn engine(message: &Message, english: &str) -> Sentence {
    if message.id.is_empty() {
        Sentence::Verbatim(english.to_string())
    } else {
        Sentence::Engine { message: message.clone(), english: english.to_string() }
    }
}

/// Notes beside their messages, one sentence each.
fn notes(texts: &[String], messages: &[Message]) -> Vec<Sentence> {
    let none = Message::default();
    texts.iter().enumerate().map(|(i, t)| engine(messages.get(i).unwrap_or(&none), t)).collect()
}

fn skipped(kind: &str, name: &str, message: &Message, english: &str) -> SkippedRead {
    SkippedRead { kind: kind.into(), name: name.into(), why: engine(message, english) }
}

fn count(n: usize) -> Arg {
    Arg::Count(n as u64)
}

fn said(text: impl Into<String>) -> Arg {
    Arg::Text(text.into())
}

/// A lab's part of the summary; `write` gives the JSON its import panel reads.
fn lab<T>(
    id: &str,
    part: &BundleLab<T>,
    found: impl FnOnce(&T) -> Vec<Sentence>,
    skipped: impl FnOnce(&T) -> Vec<SkippedRead>,
    notes: impl FnOnce(&T) -> Vec<Sentence>,
    write: impl FnOnce(&T) -> Option<String>,
) -> LabRead {
    let import = part.import.as_ref();
    LabRead {
        lab: id.into(),
        files: part.files.clone(),
        found: import.map(found).unwrap_or_default(),
        skipped: import.map(skipped).unwrap_or_default(),
        notes: import.map(notes).unwrap_or_default(),
        error: part.error.clone(),
        import: import.and_then(write),
    }
}

fn json<T: Serialize>(import: &T) -> Option<String> {
    serde_json::to_string(import).ok()
}

/// The page's view of `bundle` (read from the file `name`).
pub fn summarize(name: &str, bundle: &SupportBundleImport) -> BundleRead {
    let longhorn = lab(
        "longhorn",
        &bundle.longhorn,
        |i| {
            let s = &i.scenario;
            let replicas: usize = s.volumes.iter().map(|v| v.replicas.len()).sum();
            vec![Sentence::new("shell-bundle-found-longhorn", &[
                ("nodes", count(s.nodes.len())),
                ("volumes", count(s.volumes.len())),
                ("replicas", count(replicas)),
            ])]
        },
        |i| i.skipped.iter().map(|s| skipped(&s.kind, &s.name, &s.why_message, &s.why)).collect(),
        |i| notes(&i.notes, &i.note_messages),
        // The Longhorn lab reads its drawing, made here, not the engine's scenario.
        |i| json(&crate::labs::longhorn::import::PageImport::from(i.clone())),
    );
    let capacity = lab(
        "capacity",
        &bundle.capacity,
        |i| {
            vec![Sentence::new("shell-bundle-found-capacity", &[
                ("nodes", count(i.cluster.nodes.len())),
                ("classes", count(i.cluster.storage_classes.len())),
                ("capacities", count(i.cluster.csi_storage_capacities.len())),
                ("pods", count(i.pods.len())),
            ])]
        },
        |i| i.skipped.iter().map(|s| skipped(&s.kind, &s.name, &s.why_message, &s.why)).collect(),
        |i| notes(&i.notes, &i.note_messages),
        // The capacity lab reads its draft's parts, made here, not the engine's import.
        |i| json(&crate::labs::capacity::imported::PageImport::from(i)),
    );
    let rollout = lab(
        "rollout",
        &bundle.fleet,
        |i| {
            let (id, source) = if i.source.is_empty() {
                ("shell-bundle-found-rollout-no-bundle", String::new())
            } else {
                ("shell-bundle-found-rollout", i.source.clone())
            };
            vec![Sentence::new(id, &[
                ("bundles", count(i.bundles.len())),
                ("clusters", count(i.input.clusters.len())),
                ("source", said(source)),
            ])]
        },
        |i| i.skipped.iter().map(|s| skipped(&s.kind, &s.name, &s.why_message, &s.why)).collect(),
        |i| notes(&i.notes, &i.note_messages),
        // The rollout lab reads its draft parts, made here, not the engine's import.
        |i| json(&crate::labs::rollout::imported::PageImport::from(i)),
    );
    let f = &bundle.facts;
    let mut facts = Vec::new();
    if !f.product.is_empty() {
        facts.push(Sentence::new("shell-bundle-fact-product", &[
            ("product", said(&f.product)),
            ("version", said(&f.bundle_version)),
        ]));
    }
    if !f.kubernetes_version.is_empty() {
        facts.push(Sentence::new("shell-bundle-fact-kubernetes", &[("version", said(&f.kubernetes_version))]));
    }
    if !f.created_at.is_empty() {
        facts.push(Sentence::new("shell-bundle-fact-created", &[("time", Arg::Time(f.created_at.clone()))]));
    }
    if !f.issue_description.is_empty() {
        facts.push(Sentence::new("shell-bundle-fact-issue", &[("issue", said(f.issue_description.trim_end_matches('.')))]));
    }
    facts.push(Sentence::new("shell-bundle-fact-zip", &[("count", Arg::Count(f.entries)), ("bytes", Arg::Count(f.bytes))]));
    facts.extend(notes(&f.notes, &f.note_messages));
    BundleRead {
        name: name.into(),
        facts,
        algorithm: match f.algorithm {
            placement::longhorn::input::Algorithm::Balance => "balance".into(),
            placement::longhorn::input::Algorithm::MostUsable => "most-usable".into(),
        },
        algorithm_reason: engine(&f.algorithm_reason_message, &f.algorithm_reason),
        labs: vec![longhorn, capacity, rollout],
        skipped: bundle.skipped.clone(),
    }
}
