//! What a Longhorn import gives back ([`Import`] and its parts): the types the import's files
//! share, below all of them.

use serde::{Deserialize, Serialize};

use crate::kernel::message::Message;
use crate::kernel::missing::Missing;
use crate::longhorn::input::Scenario;

/// What [`import_kubectl`](super::import_kubectl) made of the pasted objects.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Import {
    /// The cluster, volumes (with their replicas) and settings: valid input
    /// for [`schedule_replicas`](crate::longhorn::schedule_replicas). It names no node
    /// or disk that was not pasted.
    pub scenario: Scenario,
    /// The kinds the scheduler needs that the paste lacks, each with why and
    /// the `kubectl get …` that prints them (empty when nothing is lacking).
    pub missing: Vec<Missing>,
    /// Placement the cluster recorded that the scenario cannot hold: the
    /// node a volume is attached to and the replicas on nodes (or disks)
    /// that were not pasted, per volume.
    pub recorded: Vec<RecordedPlacement>,
    /// Objects that were not used, with the reason.
    pub skipped: Vec<Skipped>,
    /// Values that could not be mapped, and what was done instead.
    pub notes: Vec<String>,
    /// `notes` as messages (an id and arguments), in the same order, to say
    /// them in another language.
    #[serde(default)]
    pub note_messages: Vec<Message>,
    /// The Longhorn version the paste records (its `current-longhorn-version` setting), and
    /// the release `scenario.longhornVersion` follows for it; none when the paste says none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub version: Option<ImportedVersion>,
}

/// The Longhorn version a paste records, and the release the scenario follows for it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ImportedVersion {
    /// The version as recorded (`v1.11.1`), or as a support bundle's objects imply it.
    pub recorded: String,
    /// Two whole sentences: where the version was read (or what it was inferred from), and
    /// which release the scenario follows and why.
    pub why: Vec<String>,
    /// `why` as messages (an id and arguments), in the same order.
    pub why_messages: Vec<Message>,
}

/// An object that was not used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Skipped {
    /// Its `kind` (empty when it has none).
    pub kind: String,
    /// Its `metadata.name` (empty when it has none).
    pub name: String,
    /// Why it was not used.
    pub why: String,
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whyMessage")]
    pub why_message: Message,
}

/// A volume's placement as the cluster recorded it, where its nodes (or
/// disks) were not pasted: the scenario leaves these out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct RecordedPlacement {
    /// The volume's name.
    pub volume: String,
    /// `status.currentNodeID` when that node was not pasted (the scenario's
    /// volume is then not attached).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub attached_node: Option<String>,
    /// The volume's replicas that are not in the scenario, as recorded.
    pub replicas: Vec<RecordedReplica>,
}

/// A replica left out of the scenario, where the cluster recorded it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct RecordedReplica {
    /// The replica's name.
    pub name: String,
    /// `spec.nodeID`.
    pub node: String,
    /// `spec.diskID` as recorded (a disk UUID; empty when there is none).
    pub disk_id: String,
    /// `spec.failedAt` in seconds since 1970, when it failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub failed_at: Option<i64>,
    /// Why it is not in the scenario, as a whole sentence.
    pub why: String,
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default)]
    pub why_message: Message,
}
