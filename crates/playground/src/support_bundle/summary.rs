//! What the page shows of a support bundle, made in the worker: the bundle's
//! facts, per lab what was found (whole sentences) with its skipped objects
//! and notes, and each lab's import as JSON text, which only that lab's own
//! bundle reads (the page showing the summary links none of the import types).

use placement::bundle::{BundleLab, SkippedEntries, SupportBundleImport};
use serde::{Deserialize, Serialize};

/// A support bundle read in the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BundleRead {
    /// The file's name.
    pub name: String,
    /// `metadata.yaml`'s facts, as sentences (product, versions, creation time).
    pub facts: Vec<String>,
    /// The algorithm the version chooses (`balance`, `most-usable`).
    pub algorithm: String,
    /// Why (a whole sentence).
    pub algorithm_reason: String,
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
    pub found: Vec<String>,
    /// Objects not used, one sentence each.
    pub skipped: Vec<String>,
    /// The import's notes.
    pub notes: Vec<String>,
    /// Why the files could not be imported.
    pub error: Option<String>,
    /// The lab's import as JSON text (what its import panel reads).
    pub import: Option<String>,
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn lab<T: Serialize>(
    id: &str,
    part: &BundleLab<T>,
    found: impl FnOnce(&T) -> Vec<String>,
    skipped: impl FnOnce(&T) -> Vec<String>,
    notes: impl FnOnce(&T) -> Vec<String>,
) -> LabRead {
    let import = part.import.as_ref();
    LabRead {
        lab: id.into(),
        files: part.files.clone(),
        found: import.map(found).unwrap_or_default(),
        skipped: import.map(skipped).unwrap_or_default(),
        notes: import.map(notes).unwrap_or_default(),
        error: part.error.clone(),
        import: import.and_then(|i| serde_json::to_string(i).ok()),
    }
}

/// The page's view of `bundle` (read from the file `name`).
pub fn summarize(name: &str, bundle: &SupportBundleImport) -> BundleRead {
    let longhorn = lab(
        "longhorn",
        &bundle.longhorn,
        |i| {
            let s = &i.scenario;
            let replicas: usize = s.volumes.iter().map(|v| v.replicas.len()).sum();
            vec![format!(
                "The bundle has {} and {} with {}.",
                count(s.nodes.len(), "Longhorn node", "Longhorn nodes"),
                count(s.volumes.len(), "volume", "volumes"),
                count(replicas, "replica", "replicas"),
            )]
        },
        |i| {
            i.skipped
                .iter()
                .map(|s| format!("{} {}: {}.", s.kind, s.name, s.why))
                .collect()
        },
        |i| i.notes.clone(),
    );
    let capacity = lab(
        "capacity",
        &bundle.capacity,
        |i| {
            vec![format!(
                "The bundle has {}, {}, {} and {}.",
                count(i.cluster.nodes.len(), "Kubernetes node", "Kubernetes nodes"),
                count(
                    i.cluster.storage_classes.len(),
                    "StorageClass",
                    "StorageClasses"
                ),
                count(
                    i.cluster.csi_storage_capacities.len(),
                    "CSIStorageCapacity",
                    "CSIStorageCapacities"
                ),
                count(i.pods.len(), "pod with volumes", "pods with volumes"),
            )]
        },
        |i| {
            i.skipped
                .iter()
                .map(|s| format!("{} {}: {}.", s.kind, s.name, s.why))
                .collect()
        },
        |i| i.notes.clone(),
    );
    let rollout = lab(
        "rollout",
        &bundle.fleet,
        |i| {
            let source = if i.source.is_empty() {
                "no Bundle".to_string()
            } else {
                i.source.clone()
            };
            vec![format!(
                "The bundle has {} and {}; the rollout follows {source}.",
                count(i.bundles.len(), "Fleet Bundle", "Fleet Bundles"),
                count(
                    i.input.clusters.len(),
                    "targeted cluster",
                    "targeted clusters"
                ),
            )]
        },
        |i| {
            i.skipped
                .iter()
                .map(|s| format!("{} {}: {}.", s.kind, s.name, s.why))
                .collect()
        },
        |i| i.notes.clone(),
    );
    let f = &bundle.facts;
    let mut facts = Vec::new();
    if !f.product.is_empty() {
        facts.push(format!(
            "The bundle was made by {} (bundle format {}).",
            f.product, f.bundle_version
        ));
    }
    if !f.kubernetes_version.is_empty() {
        facts.push(format!(
            "The cluster runs Kubernetes {}.",
            f.kubernetes_version
        ));
    }
    if !f.created_at.is_empty() {
        facts.push(format!("The bundle was created at {}.", f.created_at));
    }
    if !f.issue_description.is_empty() {
        facts.push(format!(
            "The issue it was made for: {}.",
            f.issue_description.trim_end_matches('.')
        ));
    }
    facts.push(format!(
        "The zip file holds {} entries in {} bytes.",
        f.entries, f.bytes
    ));
    facts.extend(f.notes.iter().cloned());
    BundleRead {
        name: name.into(),
        facts,
        algorithm: match f.algorithm {
            placement::longhorn::input::Algorithm::Balance => "balance".into(),
            placement::longhorn::input::Algorithm::MostUsable => "most-usable".into(),
        },
        algorithm_reason: f.algorithm_reason.clone(),
        labs: vec![longhorn, capacity, rollout],
        skipped: bundle.skipped.clone(),
    }
}
