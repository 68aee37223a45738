//! What a Fleet import gives back ([`FleetImport`] and its parts) and takes ([`FleetImportOptions`]):
//! the types the import's files share, below all of them.

use crate::kernel::import_text;
use crate::kernel::message::Message;
use crate::kernel::missing::Missing;
use serde::{Deserialize, Serialize};

use crate::fleet::PlanInput;
use crate::fleet::strategy::{PartitionSpec, RolloutStrategy};

/// What [`import_fleet_objects`](crate::fleet::import_fleet_objects) made of the pasted objects.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FleetImport {
    /// The rollout strategy, the targeted clusters (in the order pasted) and
    /// the cluster groups: what `plan_partitions` (and, with `paused`,
    /// `simulate_rollout`) take.
    pub input: PlanInput,
    /// The bundle's `spec.paused`.
    pub paused: bool,
    /// The bundle's current version when BundleDeployments were pasted (their
    /// state is in the targets' `bundleDeployment`): what `simulate_rollout`'s
    /// `version` takes. See the notes for how deployment IDs became versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub version: Option<u32>,
    /// Where the strategy and targets came from: `Bundle <namespace>/<name>`,
    /// `fleet.yaml`, or empty when neither was pasted.
    pub source: String,
    /// The namespace whose clusters and groups were read (empty without clusters).
    pub namespace: String,
    /// The namespaces the Bundle's BundleNamespaceMappings bring in besides
    /// `namespace`, sorted: their clusters and groups were read too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub mapped_namespaces: Vec<String>,
    /// Every pasted Bundle as `<namespace>/<name>`, to choose another with [`FleetImportOptions::bundle`].
    pub bundles: Vec<String>,
    /// The targets, target restrictions and target customizations read, each
    /// with the clusters it decided.
    pub targets: Vec<ImportedTarget>,
    /// Pasted clusters of the namespace that are not targets, with the reason.
    pub not_targeted: Vec<NotTargeted>,
    /// The objects used, one line each.
    pub read: Vec<ReadObject>,
    /// Objects that were not used, with the reason.
    pub skipped: Vec<SkippedObject>,
    /// Fields that are not modelled (once per field) and other things to know.
    pub notes: Vec<String>,
    /// `notes` as messages (an id and arguments), in the same order, to say
    /// them in another language.
    #[serde(default)]
    pub note_messages: Vec<Message>,
    /// The kinds the rollout needs that the paste lacks (clusters for a
    /// Bundle, a Bundle for clusters, the cluster groups named), each with
    /// why and the `kubectl get …` that prints them.
    pub missing: Vec<Missing>,
}

/// A target (or target restriction) as read, and the clusters it decided.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ImportedTarget {
    /// Where it stood: `spec.targets[0]`, `spec.targetRestrictions[1]`,
    /// `targetCustomizations[0]`, `overrideTargets[0]`.
    pub field: String,
    /// Its name and criteria (`clusterName`, `clusterSelector`, `clusterGroup`,
    /// `clusterGroupSelector`), matched as a manual partition's are.
    pub criteria: PartitionSpec,
    /// `doNotDeploy`: the clusters it takes first are not targets.
    pub do_not_deploy: bool,
    /// Clusters it decided: for a target, those it matches first; for a
    /// restriction, those it matches.
    pub clusters: u64,
}

/// A pasted cluster that is not a target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct NotTargeted {
    /// The cluster's name.
    pub name: String,
    /// Why it is not a target.
    pub why: String,
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whyMessage")]
    pub why_message: Message,
}

/// An object that was used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReadObject {
    /// Its `kind`.
    pub kind: String,
    /// `<namespace>/<name>` (`fleet.yaml` for a fleet.yaml).
    pub name: String,
    /// What was taken from it.
    pub what: String,
    /// `what` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whatMessage")]
    pub what_message: Message,
}

impl ReadObject {
    /// The object `name` of `kind`, what was read of it said by `what` (its English derived).
    pub(crate) fn new(kind: &str, name: String, what: Message) -> ReadObject {
        ReadObject {
            kind: kind.into(),
            name,
            what: import_text::english(&what),
            what_message: what,
        }
    }
}

/// An object that was not used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SkippedObject {
    /// Its `kind` (empty when it has none).
    pub kind: String,
    /// `<namespace>/<name>`, or the name alone (empty when it has none).
    pub name: String,
    /// Why it was not used.
    pub why: String,
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whyMessage")]
    pub why_message: Message,
}

/// Choices for [`import_fleet_objects_with`](crate::fleet::import_fleet_objects_with).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FleetImportOptions {
    /// The Bundle to use, `<namespace>/<name>` or its name alone (default: the first pasted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub bundle: Option<String>,
}

/// One target list entry as read.
#[derive(Debug)]
pub(super) struct Target {
    pub(super) spec: PartitionSpec,
    pub(super) do_not_deploy: bool,
    pub(super) field: String,
}

/// The strategy and targeting of a bundle or fleet.yaml.
#[derive(Default)]
pub(super) struct Targeting {
    pub(super) strategy: RolloutStrategy,
    pub(super) paused: bool,
    /// First-match targets (spec.targets, targetCustomizations).
    pub(super) targets: Vec<Target>,
    /// A cluster must match one of these when there are any.
    pub(super) restrictions: Vec<Target>,
    /// `false` for a fleet.yaml without overrideTargets: the GitRepo (not pasted) targets.
    pub(super) targets_known: bool,
    /// What is reported in `FleetImport::targets`.
    pub(super) listed: Vec<ImportedTarget>,
    /// Who to name in notes.
    pub(super) who: String,
}
