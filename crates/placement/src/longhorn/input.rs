//! Inputs of the replica scheduler, named as in Longhorn's own objects.
//!
//! Settings carry their Longhorn setting names (`replica-soft-anti-affinity`);
//! the camelCase form (`replicaSoftAntiAffinity`) is accepted too. Node and
//! disk fields follow the `nodes.longhorn.io` CRD, volume fields the
//! `volumes.longhorn.io` CRD. Byte fields take an integer or a Kubernetes
//! quantity string (`"4Gi"`). Omitted fields take Longhorn's defaults.

use serde::{Deserialize, Serialize};

use crate::kernel::quantity::Bytes;

fn yes() -> bool {
    true
}

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

/// Data locality of a volume (`dataLocality`, `default-data-locality`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum DataLocality {
    /// No preference.
    #[default]
    Disabled,
    /// Prefer the attached node's disks within the winning tier.
    #[serde(alias = "bestEffort")]
    BestEffort,
    /// One replica, pinned to the attached node (hard affinity).
    #[serde(alias = "strictLocal")]
    StrictLocal,
}

/// A per-volume override of a soft anti-affinity setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum AntiAffinityOverride {
    /// Inherit the global setting.
    #[default]
    Ignored,
    /// Soft (sharing allowed).
    Enabled,
    /// Hard (sharing not allowed).
    Disabled,
}

/// The volume's data engine: v1 needs filesystem disks, v2 block disks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum DataEngine {
    /// The v1 (iSCSI/tgt) engine.
    #[default]
    V1,
    /// The v2 (SPDK) engine.
    V2,
}

/// A disk's type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum DiskType {
    /// A filesystem path (v1 engine).
    #[default]
    Filesystem,
    /// A raw block device (v2 engine).
    Block,
}

/// Which disk choice to simulate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Algorithm {
    /// Longhorn ≥ 1.11: the two-stage balance score.
    #[default]
    Balance,
    /// Longhorn 1.4–1.10: the disk with the largest `storageAvailable − storageReserved`.
    #[serde(alias = "mostUsable")]
    MostUsable,
}

/// A Longhorn node (`nodes.longhorn.io`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Node {
    /// Node name, unique.
    pub name: String,
    /// Zone (label `topology.kubernetes.io/zone`); empty = the one shared empty zone.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub zone: String,
    /// Region (shown only; the scheduler does not use it).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub region: String,
    /// Node tags.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub tags: Vec<String>,
    /// Ready condition (default `true`).
    #[serde(default = "yes")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub ready: bool,
    /// The Kubernetes node is cordoned (default `false`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cordoned: bool,
    /// `spec.allowScheduling` (default `true`).
    #[serde(default = "yes")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub allow_scheduling: bool,
    /// `spec.evictionRequested` (default `false`; Longhorn requires scheduling disabled for it).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub eviction_requested: bool,
    /// Instance manager running and engine image deployed (default `true`).
    #[serde(default = "yes")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub engine_ready: bool,
    /// The node's disks.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub disks: Vec<Disk>,
}

/// A disk of a node (`spec.disks` and `status.diskStatus` merged).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Disk {
    /// Disk name, unique on its node.
    pub name: String,
    /// `storageMaximum`: the disk's size.
    pub storage_maximum: Bytes,
    /// `storageAvailable`: free space on the disk.
    pub storage_available: Bytes,
    /// `storageReserved` (default 0): space kept away from Longhorn.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_reserved: Bytes,
    /// `storageScheduled` (default 0): sizes of the replicas scheduled on the disk.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_scheduled: Bytes,
    /// Disk tags.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub tags: Vec<String>,
    /// `allowScheduling` (default `true`).
    #[serde(default = "yes")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub allow_scheduling: bool,
    /// `evictionRequested` (default `false`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub eviction_requested: bool,
    /// Ready condition (default `true`).
    #[serde(default = "yes")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub ready: bool,
    /// `diskType` (default `filesystem`).
    #[serde(default, alias = "type")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub disk_type: DiskType,
    /// `filesystemType` of a filesystem disk, e.g. `ext4` or `xfs` (optional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub filesystem_type: Option<String>,
    /// The disk's `Schedulable` condition as the cluster recorded it (`true` =
    /// `True`). Omitted = derived from `ready` and `Fits(0, 0)` on the numbers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub schedulable: Option<bool>,
}

/// A volume (`volumes.longhorn.io`) with its existing replicas.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Volume {
    /// Volume name, unique.
    pub name: String,
    /// `size`: the nominal size, which every replica reserves.
    pub size: Bytes,
    /// `numberOfReplicas` (default 3).
    #[serde(default = "three")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub number_of_replicas: i64,
    /// `actualSize` (default 0): space the data really takes.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub actual_size: Bytes,
    /// `nodeSelector`: node tags that must **all** be present.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node_selector: Vec<String>,
    /// `diskSelector`: disk tags that must **all** be present.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub disk_selector: Vec<String>,
    /// `dataLocality`; omitted = `default-data-locality`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub data_locality: Option<DataLocality>,
    /// The node the volume is attached to (`status.currentNodeID`), if any.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        alias = "currentNodeID"
    )]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub attached_node: Option<String>,
    /// `replicaSoftAntiAffinity` override.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_soft_anti_affinity: AntiAffinityOverride,
    /// `replicaZoneSoftAntiAffinity` override.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_zone_soft_anti_affinity: AntiAffinityOverride,
    /// `replicaDiskSoftAntiAffinity` override.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_disk_soft_anti_affinity: AntiAffinityOverride,
    /// `dataEngine` (default `v1`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub data_engine: DataEngine,
    /// `backingImage`: the name of one of the scenario's `backingImages`, whose
    /// node and disk selectors the replicas must satisfy too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub backing_image: Option<String>,
    /// `topologyRequirement` (longhorn-manager master only, see
    /// [`Scenario::longhorn_version`]): replicas only on nodes matching one term.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub topology_requirement: Vec<TopologyTerm>,
    /// `cloneMode` (longhorn-manager master, see [`Scenario::longhorn_version`]):
    /// `linked-clone` keeps every replica on a disk that holds a healthy
    /// replica of the source volume named by `dataSource`.
    #[serde(default, skip_serializing_if = "CloneMode::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub clone_mode: CloneMode,
    /// `dataSource`: `vol://<volume>` or `snap://<volume>/<snapshot>`, the
    /// volume a clone is made from (one of the scenario's volumes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub data_source: Option<String>,
    /// `status.lastDegradedAt` in seconds; omitted = the earliest `failedAt`
    /// of its failed replicas.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub last_degraded_at: Option<i64>,
    /// Existing replicas.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replicas: Vec<Replica>,
}

fn three() -> i64 {
    3
}

/// An existing replica (`replicas.longhorn.io`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Replica {
    /// Replica name, unique in the volume.
    pub name: String,
    /// `spec.nodeID`; omitted = not scheduled yet.
    #[serde(default, skip_serializing_if = "Option::is_none", alias = "nodeID")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node: Option<String>,
    /// The disk (name on the node) for `spec.diskID`; required with `node`.
    #[serde(default, skip_serializing_if = "Option::is_none", alias = "diskID")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub disk: Option<String>,
    /// `spec.failedAt` in seconds; omitted = not failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub failed_at: Option<i64>,
    /// `spec.healthyAt` in seconds (shown only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub healthy_at: Option<i64>,
    /// `evictionRequested` (default `false`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub eviction_requested: bool,
    /// `spec.rebuildRetryCount` (default 0); reusable below 5.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rebuild_retry_count: i64,
    /// `spec.linkedCloneSrcReplicaName` (longhorn-manager master): the source
    /// volume's replica a linked-clone replica is parented to; it may only be
    /// placed, and reused, on that replica's disk while it is healthy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub linked_clone_src_replica_name: Option<String>,
}

/// `cloneMode` of a volume made from another volume.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum CloneMode {
    /// Not a clone, or `""` (the default).
    #[default]
    #[serde(rename = "")]
    None,
    /// The data is copied; the replicas are scheduled as any volume's.
    FullCopy,
    /// The clone shares the source's data on the same disks (master).
    LinkedClone,
}

impl CloneMode {
    /// For `skip_serializing_if`.
    pub fn is_none(&self) -> bool {
        *self == CloneMode::None
    }
}

/// A `dataSource` taken apart as `types/data_source.go` decodes it: the
/// volume, and for `snap://` the snapshot (either may be empty); `None` when
/// the text has no `vol://` or `snap://` form at all.
fn data_source_parts(data_source: &str) -> Option<(&str, Option<&str>)> {
    let mut split = data_source.split("://");
    let (prefix, rest) = (split.next()?, split.next()?);
    if split.next().is_some() {
        return None;
    }
    match prefix {
        "vol" => Some((rest, None)),
        "snap" => {
            let mut parts = rest.split('/');
            let (volume, snapshot) = (parts.next()?, parts.next()?);
            parts.next().is_none().then_some((volume, Some(snapshot)))
        }
        _ => None,
    }
}

/// The volume a `dataSource` names (`GetVolumeName`), if any.
pub fn data_source_volume(data_source: &str) -> Option<&str> {
    data_source_parts(data_source)
        .map(|(volume, _)| volume)
        .filter(|v| !v.is_empty())
}

/// `IsValidVolumeDataSource`: `vol://<volume>` or `snap://<volume>/<snapshot>`, none empty.
pub fn is_valid_data_source(data_source: &str) -> bool {
    data_source_parts(data_source)
        .is_some_and(|(volume, snapshot)| !volume.is_empty() && snapshot != Some(""))
}

/// The Longhorn release whose scheduler the scenario follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum LonghornVersion {
    /// The v1.11–v1.12 releases (default).
    #[default]
    #[serde(rename = "v1.12", alias = "v1.11")]
    Release,
    /// longhorn-manager's master branch (after v1.12): adds the volume
    /// topology requirement.
    #[serde(rename = "master")]
    Master,
}

impl LonghornVersion {
    /// The version as the explanation names it.
    pub fn label(self) -> &'static str {
        match self {
            LonghornVersion::Release => "v1.12",
            LonghornVersion::Master => "master (after v1.12)",
        }
    }
}

/// A failure domain of a volume's topology requirement (`VolumeTopologyTerm`):
/// a node matches when its zone and region equal the term's non-empty ones.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TopologyTerm {
    /// Zone; empty = any zone.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub zone: String,
    /// Region; empty = any region.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub region: String,
}

/// A backing image (`backingimages.longhorn.io`): the selectors a volume using
/// it adds to its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct BackingImage {
    /// Backing image name, unique.
    pub name: String,
    /// `spec.nodeSelector`: node tags that must all be present (checked with
    /// `allow-empty-node-selector-volume`, not in the used-nodes tier).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node_selector: Vec<String>,
    /// `spec.diskSelector`: disk tags that must all be present (checked with
    /// `allow-empty-disk-selector-volume`, reason `tags not fulfilled`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub disk_selector: Vec<String>,
}

/// A whole scheduling question: settings, cluster, volumes to schedule in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Scenario {
    /// Longhorn settings; omitted ones take their defaults.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub settings: Settings,
    /// The Longhorn nodes.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub nodes: Vec<Node>,
    /// Volumes, scheduled one after another in this order.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub volumes: Vec<Volume>,
    /// Backing images the volumes name in `backingImage`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub backing_images: Vec<BackingImage>,
    /// Disk choice: `balance` (≥ 1.11, default) or `most-usable` (1.4–1.10).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub algorithm: Algorithm,
    /// The Longhorn version whose scheduler to follow: `v1.12` (default; `v1.11`
    /// reads the same) or `master`, which adds the volume topology requirement.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub longhorn_version: LonghornVersion,
    /// "Now" in seconds, for the replenishment-wait arithmetic (default 0).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub now: i64,
}
