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
//! otherwise, and the Longhorn lab's release (a modelled patch release exactly, else the
//! default, said in [`crate::longhorn::Import::version`]).
//!
//! ```
//! use placement::bundle::{import_support_bundle, SupportBundleOptions};
//! let err = import_support_bundle(&b"hello"[..], &SupportBundleOptions::default(), &mut |_, _| {}).unwrap_err();
//! assert!(err.message.starts_with("The file is not a zip file."));
//! ```

use crate::InputError;
use crate::capacity::import::{ThroughText, TypeReader};

mod facts;
mod labs;
pub mod layout;
mod types;
mod version;
pub mod zip;

pub use facts::BundleFacts;
pub use types::{
    BundleLab, SKIPPED_EXAMPLES, SkippedEntries, SupportBundleImport, SupportBundleOptions,
};
pub use zip::BundleSource;

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
    let inferred = facts.choose_algorithm(
        texts.longhorn.settings_text(),
        texts.longhorn.text(),
        options.algorithm,
    );
    if let Some(import) = result.longhorn.import.as_mut() {
        // The setting, when present, was read by the Longhorn import itself; an inferred
        // version chooses the release the same way, with the note that says how.
        if let (None, Some(version), Some(how)) =
            (&import.version, facts.longhorn_version.as_deref(), inferred)
        {
            crate::longhorn::import::take_version(import, version, how);
        }
        import.scenario.algorithm = facts.algorithm;
    }
    result.facts = facts;
    Ok(result)
}
