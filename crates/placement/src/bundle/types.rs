//! What a support bundle import reads from ([`BundleSource`]) and gives back
//! ([`SupportBundleImport`] and its parts): the types the bundle's files share, below all of them.

use serde::{Deserialize, Serialize};

use crate::bundle::facts::BundleFacts;
use crate::capacity::import::CapacityImport;
use crate::fleet::FleetImport;
use crate::kernel::message::Message;
use crate::longhorn::Import as LonghornImport;
use crate::longhorn::input::Algorithm;

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
