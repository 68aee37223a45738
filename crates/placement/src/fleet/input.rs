//! What [`super::simulate_rollout`] takes: the clusters and groups, the clusters' agent
//! behaviors, the start, the events of later rounds, and the input itself. At the top of
//! `fleet/`, below the targets, the simulation and the import, which all read them.

use serde::{Deserialize, Serialize};

use crate::fleet::strategy::RolloutStrategy;
use crate::kernel::labels::{LabelSelector, Labels};

/// How a cluster's agent behaves when asked to apply a deployment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    deny_unknown_fields
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Behavior {
    /// Applies, then is ready `afterRounds` rounds later (0: in the same agent step).
    Ready {
        /// Rounds between applying and being ready.
        #[serde(default)]
        after_rounds: u32,
    },
    /// Applies, never becomes ready.
    NotReady,
    /// Does not report: nothing changes (a ready cluster looks healthy until promoted).
    Offline,
    /// The apply fails (`ErrApplied`).
    Error {
        /// The error message shown in the Ready condition.
        #[serde(default)]
        message: String,
    },
    /// Applies and is ready at once, then its resources are changed on the
    /// cluster behind Fleet's back (drift): `Modified`. Ready, so it counts as
    /// available and never holds a rollout slot. Set on a cluster that has
    /// applied, it drifts at once; setting another behavior corrects the drift
    /// (a `ready` one at once, any other at the next apply).
    Drifted,
}

impl Default for Behavior {
    fn default() -> Self {
        Behavior::Ready { after_rounds: 0 }
    }
}

/// A BundleDeployment as it stands when the simulation starts, field for
/// field as Fleet stores it; deployment IDs are bundle versions (1, 2, …;
/// 0 or absent: none). Any combination is accepted: a rollback (the bundle's
/// `version` below these), an agent ahead of the bundle (`appliedDeploymentID`
/// above it), a staged but never promoted deployment, a failed apply.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StartDeployment {
    /// `spec.stagedDeploymentID`: the version the controller last staged.
    #[serde(rename = "stagedDeploymentID", default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub staged_deployment_id: u32,
    /// `spec.deploymentID`: the version the agent is asked to apply.
    #[serde(rename = "deploymentID", default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub deployment_id: u32,
    /// `status.appliedDeploymentID`: the version the agent last applied.
    #[serde(rename = "appliedDeploymentID", default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub applied_deployment_id: u32,
    /// `status.ready`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub ready: bool,
    /// `status.nonModified` is false: resources changed on the cluster after the apply.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub modified: bool,
    /// The `Deployed` condition is False with this message: the apply of
    /// `deploymentID` failed (`ErrApplied` while it is not applied).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub error: Option<String>,
    /// The `Deployed` condition's message when the condition is not False
    /// (`error` is the False one). The Ready message shows it whatever the
    /// condition's status (`MessageFromDeployment`).
    #[serde(
        rename = "deployedMessage",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub deployed_message: Option<String>,
    /// The `Installed` condition's message: shown when the Deployed one is
    /// empty and the applied ID is the wanted one.
    #[serde(
        rename = "installedMessage",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub installed_message: Option<String>,
    /// The `Monitored` condition's message: shown when neither of the others is.
    #[serde(
        rename = "monitoredMessage",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub monitored_message: Option<String>,
    /// `status.modifiedStatus`: the Ready message lists the first four.
    #[serde(
        rename = "modifiedStatus",
        default,
        skip_serializing_if = "Vec::is_empty"
    )]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub modified_status: Vec<crate::fleet::state::ModifiedStatus>,
    /// `status.nonReadyStatus`: the Ready message lists the first four.
    #[serde(
        rename = "nonReadyStatus",
        default,
        skip_serializing_if = "Vec::is_empty"
    )]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub non_ready_status: Vec<crate::fleet::state::NonReadyStatus>,
}

impl StartDeployment {
    /// What its status reports besides IDs and flags; the conditions'
    /// messages and resource lists stay until the agent applies again.
    pub(crate) fn report(&self) -> crate::fleet::reconcile::BdReport {
        crate::fleet::reconcile::BdReport {
            deployed_message: self.deployed_message.clone().unwrap_or_default(),
            installed_message: self.installed_message.clone().unwrap_or_default(),
            monitored_message: self.monitored_message.clone().unwrap_or_default(),
            modified_status: self.modified_status.clone(),
            non_ready_status: self.non_ready_status.clone(),
        }
    }
}

/// Where the simulation starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Start {
    /// No BundleDeployment exists: an initial deployment.
    #[default]
    Empty,
    /// The bundle's `version` (default 1) is deployed, applied (and ready unless
    /// `notReady`) on every partitioned target; add an `update` event for an
    /// update rollout.
    Deployed,
}

/// Something that happens at the start of a round, before its reconcile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "action",
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    deny_unknown_fields
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum RolloutEvent {
    /// A new bundle version: every target's desired deployment changes.
    Update {
        /// Round (≥ 1).
        round: u32,
    },
    /// `spec.paused: true` on the bundle: nothing is promoted.
    PauseBundle {
        /// Round (≥ 1).
        round: u32,
    },
    /// `spec.paused: false` on the bundle.
    ResumeBundle {
        /// Round (≥ 1).
        round: u32,
    },
    /// `spec.paused: true` on a cluster.
    PauseCluster {
        /// Round (≥ 1).
        round: u32,
        /// Cluster name (`namespace/name` when the name is in several namespaces).
        cluster: String,
    },
    /// `spec.paused: false` on a cluster.
    ResumeCluster {
        /// Round (≥ 1).
        round: u32,
        /// Cluster name (`namespace/name` when the name is in several namespaces).
        cluster: String,
    },
    /// Changes how a cluster's agent behaves from this round on.
    SetBehavior {
        /// Round (≥ 1).
        round: u32,
        /// Cluster name (`namespace/name` when the name is in several namespaces).
        cluster: String,
        /// The new behavior.
        #[serde(deserialize_with = "crate::kernel::strict::nested")]
        #[cfg_attr(feature = "schema", schemars(with = "Behavior"))]
        behavior: Behavior,
    },
}

impl RolloutEvent {
    /// The round the event happens in.
    pub fn round(&self) -> u32 {
        match self {
            RolloutEvent::Update { round }
            | RolloutEvent::PauseBundle { round }
            | RolloutEvent::ResumeBundle { round }
            | RolloutEvent::PauseCluster { round, .. }
            | RolloutEvent::ResumeCluster { round, .. }
            | RolloutEvent::SetBehavior { round, .. } => *round,
        }
    }

    pub(super) fn cluster(&self) -> Option<&str> {
        match self {
            RolloutEvent::PauseCluster { cluster, .. }
            | RolloutEvent::ResumeCluster { cluster, .. }
            | RolloutEvent::SetBehavior { cluster, .. } => Some(cluster),
            _ => None,
        }
    }
}

/// What `simulate_rollout` takes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RolloutInput {
    /// The bundle's `rolloutStrategy` (absent: all defaults).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rollout_strategy: RolloutStrategy,
    /// The targeted clusters.
    pub clusters: Vec<Cluster>,
    /// Cluster groups (for `clusterGroup` / `clusterGroupSelector`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cluster_groups: Vec<ClusterGroup>,
    /// Behavior of clusters that give none (default: ready at once).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub default_behavior: Option<Behavior>,
    /// The bundle is paused from the start.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub paused: bool,
    /// Initial deployment (`empty`, default) or `version` already deployed
    /// (`deployed`) on the clusters that give no `bundleDeployment` of their own.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub start: Start,
    /// The bundle's current version: what every target should run (default 1).
    /// Below the versions of the clusters' `bundleDeployment`s it is a rollback.
    /// An `update` event moves to a version newer than any seen so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub version: Option<u32>,
    /// Events at the start of given rounds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub events: Vec<RolloutEvent>,
    /// Stop after this many rounds (default 1000, at most 1,000,000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub max_rounds: Option<u32>,
    /// Names listed per round in `createdNames` / `promotedNames` (default 20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub name_limit: Option<u32>,
    /// Record per-cluster timelines (default: when at most 100,000 clusters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub timeline: Option<bool>,
}

/// Namespace used when a cluster or group gives none.
pub const DEFAULT_NAMESPACE: &str = "fleet-default";

/// A downstream cluster targeted by the bundle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Cluster {
    /// Cluster name (unique within its namespace; targets are sorted by it as byte strings).
    pub name: String,
    /// Namespace (default `fleet-default`); shown in the Ready message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: Option<String>,
    /// Cluster labels.
    #[serde(default, skip_serializing_if = "Labels::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub labels: Labels,
    /// `spec.paused`: its BundleDeployment is not promoted while paused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub paused: bool,
    /// Simulation only: how the cluster's agent behaves (default: the input's `defaultBehavior`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub behavior: Option<Behavior>,
    /// Simulation only: the round at whose start the cluster joins (default: present from round 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub joins_at_round: Option<u32>,
    /// Simulation only: its BundleDeployment at the start (overrides the input's `start`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub bundle_deployment: Option<StartDeployment>,
}

impl Cluster {
    /// A cluster with a name and labels, nothing else set.
    pub fn new(name: impl Into<String>, labels: Labels) -> Self {
        Cluster {
            name: name.into(),
            namespace: None,
            labels,
            paused: false,
            behavior: None,
            joins_at_round: None,
            bundle_deployment: None,
        }
    }

    /// The namespace, defaulted.
    pub fn namespace(&self) -> &str {
        self.namespace.as_deref().unwrap_or(DEFAULT_NAMESPACE)
    }
}

/// A ClusterGroup: selects clusters by their labels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ClusterGroup {
    /// Group name (unique within its namespace).
    pub name: String,
    /// Namespace (default `fleet-default`): a group holds only clusters of its
    /// own namespace (Fleet's `ClusterGroupsForCluster` lists groups there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: Option<String>,
    /// Group labels (what `clusterGroupSelector` looks at).
    #[serde(default, skip_serializing_if = "Labels::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub labels: Labels,
    /// `spec.selector` on cluster labels; absent selects no cluster, `{}` selects all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub selector: Option<LabelSelector>,
}

impl ClusterGroup {
    /// The namespace, defaulted.
    pub fn namespace(&self) -> &str {
        self.namespace.as_deref().unwrap_or(DEFAULT_NAMESPACE)
    }

    /// Whether the cluster is in this group: same namespace, and a selector
    /// (absent selects none) that matches the cluster's labels.
    pub fn holds(&self, c: &Cluster) -> bool {
        self.namespace() == c.namespace()
            && self.selector.as_ref().is_some_and(|s| s.matches(&c.labels))
    }
}

/// Largest `afterRounds` accepted for a `ready` behavior.
pub const MAX_READY_DELAY: u32 = 1_000_000;
