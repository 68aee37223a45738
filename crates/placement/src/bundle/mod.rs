//! Support bundles: one `.zip` from a customer's cluster fills every lab.
//!
//! A support bundle (Longhorn's Generate Support Bundle, or Rancher's and
//! Harvester's, both made by support-bundle-kit) is a zip of one folder with
//! `metadata.yaml`, `yamls/` (one `kind: List` per resource and namespace,
//! see [`layout`]), `logs/` and `nodes/`. Bundles are tens to hundreds of MB,
//! mostly logs, so they are read through a [`BundleSource`] that hands out
//! byte ranges: the zip's directory is read first, entries are chosen by their
//! paths alone, and only the YAML files a lab reads are inflated, one at a
//! time (see [`zip`]). Each lab's files then go through that lab's own
//! kubectl import, unchanged: [`crate::longhorn::import_kubectl`],
//! [`crate::capacity::import::import_kubectl_with`] and
//! [`crate::fleet::import_fleet_objects_with`].
//!
//! The Longhorn version the bundle's `current-longhorn-version` setting
//! records chooses the disk-choice algorithm (most-usable before v1.11,
//! balance from v1.11) unless [`SupportBundleOptions::algorithm`] says
//! otherwise.
//!
//! ```
//! use placement::bundle::{import_support_bundle, SupportBundleOptions};
//! let err = import_support_bundle(&b"hello"[..], &SupportBundleOptions::default(), &mut |_, _| {}).unwrap_err();
//! assert!(err.message.starts_with("The file is not a zip file."));
//! ```

use serde::{Deserialize, Serialize};

use crate::capacity::import::{CapacityImport, ThroughText, TypeReader};
use crate::fleet::FleetImport;
use crate::longhorn::input::Algorithm;
use crate::kernel::message::Message;
use crate::longhorn::Import as LonghornImport;
use crate::InputError;

mod facts;
mod labs;
mod version;
pub mod layout;
pub mod zip;

pub use facts::BundleFacts;

/// Where a bundle's bytes come from: the whole file in memory, a browser
/// `File` read a slice at a time, a JavaScript `Uint8Array`.
pub trait BundleSource {
    /// The file's size in bytes.
    fn size(&self) -> u64;
    /// `len` bytes from `offset` (the reader never asks past [`size`](Self::size)).
    fn read_at(&self, offset: u64, len: usize) -> Result<Vec<u8>, String>;
}

impl BundleSource for [u8] {
    fn size(&self) -> u64 {
        self.len() as u64
    }
    fn read_at(&self, offset: u64, len: usize) -> Result<Vec<u8>, String> {
        let start = usize::try_from(offset).map_err(|e| e.to_string())?;
        self.get(start..start.saturating_add(len))
            .map(<[u8]>::to_vec)
            .ok_or_else(|| format!("bytes {offset}–{} are past the end", offset + len as u64))
    }
}

/// What the reader may be told.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SupportBundleOptions {
    /// The disk choice to simulate; by default the one of the bundle's
    /// Longhorn version (most-usable before v1.11, balance from v1.11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub algorithm: Option<Algorithm>,
    /// The Fleet Bundle to roll out, `<namespace>/<name>` or its name
    /// (default: the first one in the bundle).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub fleet_bundle: Option<String>,
}

/// What a support bundle gave each lab, and what it did not read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SupportBundleImport {
    /// The bundle's own facts (metadata.yaml) and the algorithm chosen.
    pub facts: BundleFacts,
    /// Longhorn objects → the replica scheduling lab.
    pub longhorn: BundleLab<LonghornImport>,
    /// Kubernetes nodes, StorageClasses, CSIDrivers, CSIStorageCapacities,
    /// claims, volumes and pods → the storage capacity lab.
    pub capacity: BundleLab<CapacityImport>,
    /// Fleet Bundles, Clusters, ClusterGroups and BundleDeployments → the
    /// rollout lab.
    pub fleet: BundleLab<FleetImport>,
    /// The entries not read, grouped by why.
    pub skipped: Vec<SkippedEntries>,
}

/// One lab's part of a bundle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct BundleLab<T> {
    /// The bundle's files read for this lab (paths in the zip).
    pub files: Vec<String>,
    /// Their bytes, inflated.
    pub bytes: u64,
    /// The lab's import, when the files were read (none when the bundle has
    /// none of its kinds, or on `error`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub import: Option<T>,
    /// Why this lab's files could not be imported (a whole sentence); the
    /// other labs are not affected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub error: Option<String>,
}

impl<T> Default for BundleLab<T> {
    fn default() -> Self {
        BundleLab {
            files: Vec::new(),
            bytes: 0,
            import: None,
            error: None,
        }
    }
}

/// Entries not read, for one reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SkippedEntries {
    /// Why (a whole sentence).
    pub why: String,
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default)]
    pub why_message: Message,
    /// How many entries.
    pub count: u64,
    /// Their bytes in the zip (compressed), none of which were inflated.
    pub bytes: u64,
    /// The first few of their paths.
    pub examples: Vec<String>,
}

/// How many paths a [`SkippedEntries`] names.
pub const SKIPPED_EXAMPLES: usize = 3;

/// Reads a support bundle; `progress(done, total)` is told the compressed
/// bytes inflated so far. Capacity objects are typed through JSON text
/// ([`ThroughText`]); see [`import_support_bundle_with`].
pub fn import_support_bundle<S: BundleSource + ?Sized>(
    source: &S,
    options: &SupportBundleOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<SupportBundleImport, InputError> {
    import_support_bundle_with::<ThroughText, S>(source, options, progress)
}

/// [`import_support_bundle`] with the capacity import's [`TypeReader`].
/// Errors that concern the whole file (not a zip, not a support bundle,
/// truncated, encrypted, a zip bomb, a path trick) are an [`InputError`]; a
/// lab whose files cannot be imported gets its [`BundleLab::error`].
pub fn import_support_bundle_with<R: TypeReader, S: BundleSource + ?Sized>(
    source: &S,
    options: &SupportBundleOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<SupportBundleImport, InputError> {
    let entries = zip::read_directory(source)?;
    for (index, entry) in entries.iter().enumerate() {
        layout::check_name(index, &entry.name)?;
    }
    let plan = labs::Plan::new(&entries)?;
    let texts = plan.inflate(source, &entries, progress)?;
    let mut facts = facts::read(texts.metadata.as_deref(), &entries, source.size());
    let mut result = SupportBundleImport {
        facts: BundleFacts::default(),
        longhorn: texts.longhorn.import(crate::longhorn::import_kubectl),
        capacity: texts
            .capacity
            .import(crate::capacity::import::import_kubectl_with::<R>),
        fleet: texts.fleet.import(|text| {
            let fleet = crate::fleet::import::FleetImportOptions {
                bundle: options.fleet_bundle.clone(),
            };
            crate::fleet::import_fleet_objects_with(text, &fleet)
        }),
        skipped: plan.skipped,
    };
    facts.choose_algorithm(texts.longhorn.settings_text(), texts.longhorn.text(), options.algorithm);
    if let Some(import) = result.longhorn.import.as_mut() {
        import.scenario.algorithm = facts.algorithm;
    }
    result.facts = facts;
    Ok(result)
}
