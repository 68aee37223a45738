//! Kubernetes storage capacity tracking: the scheduler's VolumeBinding plugin
//! with CSIStorageCapacity objects, the CSI provisioner's capacity publisher,
//! and a simulation of both over time.
//!
//! - [`objects`] — the Kubernetes objects with their real field names;
//! - [`affinity`] — PV node affinity and StorageClass `allowedTopologies`;
//! - [`filter`] — PreFilter, Filter (reasons in the plugin's order), the capacity check, scoring and the `0/N nodes are available: …` event;
//! - [`index`] — CSIStorageCapacity objects pre-matched to nodes;
//! - [`score`] — `StorageCapacityScoring`;
//! - [`publisher`] — which CSIStorageCapacity objects a provisioner publishes;
//! - [`simulate`] — a workload over time, capacity tracking on vs off.
//!
//! Entry points: [`filter_nodes`] and [`simulate_capacity`].

use serde::{Deserialize, Serialize};

pub mod affinity;
pub mod filter;
pub mod index;
pub mod objects;
pub mod publisher;
pub mod score;
pub mod simulate;
mod validate;

pub use filter::{filter_nodes, FilterInput, FilterResult, NodeVerdict, Scheduler};
pub use objects::*;
pub use publisher::{publish, PublisherMode, PublisherSettings};
pub use score::ScoringSettings;
pub use simulate::{simulate_capacity, CapacitySimulation, SimulationInput};

/// The cluster objects the scheduler reads (our wrapper: unknown fields are rejected here,
/// ignored inside the Kubernetes objects).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ClusterObjects {
    /// Nodes (name and labels).
    #[serde(default)]
    pub nodes: Vec<Node>,
    /// StorageClasses.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_classes: Vec<StorageClass>,
    /// CSIDrivers.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub csi_drivers: Vec<CsiDriver>,
    /// CSIStorageCapacity objects (any namespace).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub csi_storage_capacities: Vec<CsiStorageCapacity>,
    /// PersistentVolumeClaims.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub persistent_volume_claims: Vec<PersistentVolumeClaim>,
    /// PersistentVolumes.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub persistent_volumes: Vec<PersistentVolume>,
}
