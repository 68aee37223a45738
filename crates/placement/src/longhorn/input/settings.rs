//! The Longhorn settings the scheduler and the volume controller read, with
//! their Longhorn names and defaults (`types/setting.go`).

use serde::{Deserialize, Serialize};

use super::{DataEngine, DataLocality};

/// The Longhorn settings the scheduler reads, with Longhorn's defaults.
///
/// ```
/// use placement::longhorn::Settings;
/// let s: Settings = serde_json::from_str(
///     r#"{"replica-soft-anti-affinity": true, "storageMinimalAvailablePercentage": 10}"#,
/// ).unwrap();
/// assert!(s.replica_soft_anti_affinity);
/// assert_eq!(s.storage_minimal_available_percentage, 10);
/// assert_eq!(s.storage_over_provisioning_percentage, 100); // default
/// assert!(serde_json::from_str::<Settings>(r#"{"replica-soft-anti-afinity": true}"#).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Settings {
    /// `replica-soft-anti-affinity` (default `false`): may two replicas of a volume share a node.
    #[serde(alias = "replica-soft-anti-affinity")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_soft_anti_affinity: bool,
    /// `replica-zone-soft-anti-affinity` (default `true`): may two replicas share a zone.
    #[serde(alias = "replica-zone-soft-anti-affinity")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_zone_soft_anti_affinity: bool,
    /// `replica-disk-soft-anti-affinity` (default `true`): may two replicas share a disk.
    #[serde(alias = "replica-disk-soft-anti-affinity")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_disk_soft_anti_affinity: bool,
    /// `storage-minimal-available-percentage` (default 25, 0..=100).
    #[serde(alias = "storage-minimal-available-percentage")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_minimal_available_percentage: i64,
    /// `storage-over-provisioning-percentage` (default 100, ≥ 0).
    #[serde(alias = "storage-over-provisioning-percentage")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_over_provisioning_percentage: i64,
    /// `allow-empty-node-selector-volume` (default `true`): a volume without a
    /// node selector may use tagged nodes.
    #[serde(alias = "allow-empty-node-selector-volume")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub allow_empty_node_selector_volume: bool,
    /// `allow-empty-disk-selector-volume` (default `true`): the same for disks.
    #[serde(alias = "allow-empty-disk-selector-volume")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub allow_empty_disk_selector_volume: bool,
    /// `disable-scheduling-on-cordoned-node` (default `true`).
    #[serde(alias = "disable-scheduling-on-cordoned-node")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub disable_scheduling_on_cordoned_node: bool,
    /// `replica-replenishment-wait-interval` in seconds (default 600, ≥ 0).
    #[serde(alias = "replica-replenishment-wait-interval")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_replenishment_wait_interval: i64,
    /// `replica-auto-balance` (default `disabled`). With `best-effort` the
    /// scheduler re-admits used nodes whose disks are under pressure and
    /// only-evicting nodes in a zone that is not only-evicting; the rebalancing
    /// the volume controller triggers is not simulated.
    #[serde(alias = "replica-auto-balance")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_auto_balance: ReplicaAutoBalance,
    /// `replica-auto-balance-disk-pressure-percentage` (default 90, 0..=100, 0 disables):
    /// with `replica-auto-balance` `best-effort`, a used node with a disk under
    /// this pressure counts as unused (`IsDiskUnderPressure`).
    #[serde(alias = "replica-auto-balance-disk-pressure-percentage")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_auto_balance_disk_pressure_percentage: i64,
    /// `default-data-locality` (default `disabled`): used by volumes without `dataLocality`.
    #[serde(alias = "default-data-locality")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub default_data_locality: DataLocality,
    /// `fast-replica-rebuild-enabled`, one value per data engine (default `true`
    /// for both, `types/setting.go`). The scheduler reads the v2 value only: when
    /// it is `false`, v2 volumes neither reuse failed replicas nor wait for them.
    #[serde(alias = "fast-replica-rebuild-enabled")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub fast_replica_rebuild_enabled: PerDataEngine,
    /// `allow-volume-creation-with-degraded-availability` (default `true`): a
    /// volume that is not attached and has at least one healthy replica with a
    /// node reports `Scheduled=True` even when some replicas are missing
    /// (`reconcileVolumeCondition`).
    #[serde(alias = "allow-volume-creation-with-degraded-availability")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub allow_volume_creation_with_degraded_availability: bool,
    /// `offline-replica-rebuilding` (default `false`): a detached, degraded
    /// volume is attached by the volume rebuilding controller to rebuild its
    /// replicas; otherwise a detached volume rebuilds nothing
    /// (`replenishReplicas` returns early). A volume's `offlineRebuilding`
    /// overrides it.
    #[serde(alias = "offline-replica-rebuilding")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub offline_replica_rebuilding: bool,
}

/// A data-engine specific boolean setting (`{"v1":"true","v2":"true"}` in Longhorn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PerDataEngine {
    /// The value for the v1 data engine (default `true`).
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub v1: bool,
    /// The value for the v2 data engine (default `true`).
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub v2: bool,
}

impl Default for PerDataEngine {
    fn default() -> Self {
        PerDataEngine { v1: true, v2: true }
    }
}

impl PerDataEngine {
    /// The value for `engine`.
    pub fn get(&self, engine: DataEngine) -> bool {
        match engine {
            DataEngine::V1 => self.v1,
            DataEngine::V2 => self.v2,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            replica_soft_anti_affinity: false,
            replica_zone_soft_anti_affinity: true,
            replica_disk_soft_anti_affinity: true,
            storage_minimal_available_percentage: 25,
            storage_over_provisioning_percentage: 100,
            allow_empty_node_selector_volume: true,
            allow_empty_disk_selector_volume: true,
            disable_scheduling_on_cordoned_node: true,
            replica_replenishment_wait_interval: 600,
            replica_auto_balance: ReplicaAutoBalance::Disabled,
            replica_auto_balance_disk_pressure_percentage: 90,
            default_data_locality: DataLocality::Disabled,
            fast_replica_rebuild_enabled: PerDataEngine::default(),
            allow_volume_creation_with_degraded_availability: true,
            offline_replica_rebuilding: false,
        }
    }
}

/// Longhorn's default settings.
///
/// ```
/// let s = placement::longhorn::default_settings();
/// assert!(!s.replica_soft_anti_affinity && s.replica_zone_soft_anti_affinity);
/// ```
pub fn default_settings() -> Settings {
    Settings::default()
}

/// `replica-auto-balance`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum ReplicaAutoBalance {
    /// No rebalancing.
    #[default]
    Disabled,
    /// `least-effort`.
    #[serde(alias = "leastEffort")]
    LeastEffort,
    /// `best-effort`.
    #[serde(alias = "bestEffort")]
    BestEffort,
}

/// A volume's `spec.replicaAutoBalance`: `ignored` (or empty) follows the
/// global `replica-auto-balance`, any other value overrides it
/// (`datastore.GetAutoBalancedReplicasSetting`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum VolumeReplicaAutoBalance {
    /// Follow the global setting (the default; `""` reads the same).
    #[default]
    #[serde(alias = "")]
    Ignored,
    /// `disabled`.
    Disabled,
    /// `least-effort`.
    #[serde(alias = "leastEffort")]
    LeastEffort,
    /// `best-effort`.
    #[serde(alias = "bestEffort")]
    BestEffort,
}

impl VolumeReplicaAutoBalance {
    /// The value in force: the volume's own unless `ignored`, else `global`.
    pub fn resolve(self, global: ReplicaAutoBalance) -> ReplicaAutoBalance {
        match self {
            VolumeReplicaAutoBalance::Ignored => global,
            VolumeReplicaAutoBalance::Disabled => ReplicaAutoBalance::Disabled,
            VolumeReplicaAutoBalance::LeastEffort => ReplicaAutoBalance::LeastEffort,
            VolumeReplicaAutoBalance::BestEffort => ReplicaAutoBalance::BestEffort,
        }
    }

    /// For `skip_serializing_if`.
    pub fn is_ignored(&self) -> bool {
        *self == VolumeReplicaAutoBalance::Ignored
    }
}

/// A volume's `spec.offlineRebuilding`: `ignored` (or empty) follows the
/// global `offline-replica-rebuilding`; `enabled` and `disabled` override it
/// (`VolumeRebuildingController.isVolumeOfflineRebuildEnabled`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum OfflineRebuilding {
    /// Follow the global setting (the default; `""` reads the same).
    #[default]
    #[serde(alias = "")]
    Ignored,
    /// Rebuild while detached, whatever the setting.
    Enabled,
    /// Never rebuild while detached.
    Disabled,
}

impl OfflineRebuilding {
    /// Whether a detached volume is rebuilt, given the global setting.
    pub fn resolve(self, global: bool) -> bool {
        match self {
            OfflineRebuilding::Ignored => global,
            OfflineRebuilding::Enabled => true,
            OfflineRebuilding::Disabled => false,
        }
    }

    /// For `skip_serializing_if`.
    pub fn is_ignored(&self) -> bool {
        *self == OfflineRebuilding::Ignored
    }
}
