//! Inputs of the replica scheduler, named as in Longhorn's own objects.
//!
//! Settings carry their Longhorn setting names (`replica-soft-anti-affinity`);
//! the camelCase form (`replicaSoftAntiAffinity`) is accepted too. Node and
//! disk fields follow the `nodes.longhorn.io` CRD, volume fields the
//! `volumes.longhorn.io` CRD. Byte fields take an integer or a Kubernetes
//! quantity string (`"4Gi"`). Omitted fields take Longhorn's defaults.

use serde::{Deserialize, Serialize};

use crate::kernel::quantity::Bytes;

mod choices;
mod settings;
pub use choices::{AntiAffinityOverride, DataEngine, DataLocality};
pub use settings::{
    OfflineRebuilding, PerDataEngine, ReplicaAutoBalance, Settings, VolumeReplicaAutoBalance,
    default_settings,
};

fn yes() -> bool {
    true
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
    /// The reason of a recorded `Schedulable=False` condition (`DiskPressure`,
    /// `DiskNotReady`, …). Omitted with a recorded `False` = not
    /// `DiskPressure`; with no recorded condition it is derived as the node
    /// controller writes it (`DiskNotReady` when not ready, else
    /// `DiskPressure`). A failed replica on a disk that is not schedulable is
    /// reused only for `DiskPressure` on a disk that is not full.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub schedulable_reason: Option<String>,
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
    /// `spec.replicaAutoBalance` (default `ignored`): overrides the global
    /// `replica-auto-balance` for this volume unless `ignored`.
    #[serde(default, skip_serializing_if = "VolumeReplicaAutoBalance::is_ignored")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replica_auto_balance: VolumeReplicaAutoBalance,
    /// `spec.offlineRebuilding` (default `ignored`): overrides the global
    /// `offline-replica-rebuilding` for this volume unless `ignored`.
    #[serde(default, skip_serializing_if = "OfflineRebuilding::is_ignored")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub offline_rebuilding: OfflineRebuilding,
    /// `status.lastDegradedAt` in seconds; omitted = the earliest `failedAt`
    /// of its failed replicas.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub last_degraded_at: Option<i64>,
    /// Existing replicas.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub replicas: Vec<Replica>,
    /// The `Scheduled` condition as the cluster recorded it (`status.conditions`),
    /// shown only: the engine computes its own ([`VolumeResult::condition`](super::VolumeResult)),
    /// and a case report compares the two.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub recorded_scheduled: Option<RecordedCondition>,
}

/// A condition as the cluster recorded it: `status` (`True`, `False`,
/// `Unknown`), `reason` and `message`, verbatim.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RecordedCondition {
    /// `status`.
    pub status: String,
    /// `reason` (empty when none).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub reason: String,
    /// `message` (empty when none).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub message: String,
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

/// The Longhorn release whose scheduler the scenario follows: each patch
/// release whose `scheduler/replica_scheduler.go` differs is its own choice
/// (longhorn/longhorn-manager at each tag), and each differing rule asks the
/// version which way to go (the `*_rule` methods below).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum LonghornVersion {
    /// v1.11.0: in-pass replicas counted per node, disk-type mismatches dropped
    /// without a reason, capacity checked before tags, old linked-clone sources.
    #[serde(rename = "v1.11.0")]
    V1_11_0,
    /// v1.11.1: in-pass replicas counted per disk; otherwise as v1.11.0.
    #[serde(rename = "v1.11.1")]
    V1_11_1,
    /// v1.11.2: the scheduler of v1.11.1.
    #[serde(rename = "v1.11.2")]
    V1_11_2,
    /// v1.11.3: `IsDiskEligibleForVolume` (a disk-type mismatch says "disks are
    /// unavailable"; tags before capacity); old linked-clone sources. `v1.11`
    /// (the name of the earlier choice) reads as the newest v1.11 patch.
    #[serde(rename = "v1.11.3", alias = "v1.11")]
    V1_11_3,
    /// v1.12.0: the scheduler of v1.11.3.
    #[serde(rename = "v1.12.0")]
    V1_12_0,
    /// v1.12.1 (default): `buildLinkedCloneSrcNodeDiskMap`. `v1.12` (the name of
    /// the earlier default) reads as this release, whose rules it followed.
    #[default]
    #[serde(rename = "v1.12.1", alias = "v1.12")]
    V1_12_1,
    /// longhorn-manager's master branch (after v1.12.1): adds the volume
    /// topology requirement.
    #[serde(rename = "master")]
    Master,
}

impl LonghornVersion {
    /// Every choice, oldest first.
    pub const ALL: [LonghornVersion; 7] = [
        LonghornVersion::V1_11_0,
        LonghornVersion::V1_11_1,
        LonghornVersion::V1_11_2,
        LonghornVersion::V1_11_3,
        LonghornVersion::V1_12_0,
        LonghornVersion::V1_12_1,
        LonghornVersion::Master,
    ];

    /// The version as the explanation names it (the tag, or the branch).
    pub fn label(self) -> &'static str {
        match self {
            LonghornVersion::V1_11_0 => "v1.11.0",
            LonghornVersion::V1_11_1 => "v1.11.1",
            LonghornVersion::V1_11_2 => "v1.11.2",
            LonghornVersion::V1_11_3 => "v1.11.3",
            LonghornVersion::V1_12_0 => "v1.12.0",
            LonghornVersion::V1_12_1 => "v1.12.1",
            LonghornVersion::Master => "master (after v1.12.1)",
        }
    }

    /// The name serde reads and writes (`v1.12.1`, `master`).
    pub fn id(self) -> &'static str {
        match self {
            LonghornVersion::Master => "master",
            other => other.label(),
        }
    }

    /// The choice `id` names (the serde names and their aliases).
    pub fn from_id(id: &str) -> Option<LonghornVersion> {
        match id {
            "v1.11" => Some(LonghornVersion::V1_11_3),
            "v1.12" => Some(LonghornVersion::V1_12_1),
            _ => LonghornVersion::ALL.into_iter().find(|v| v.id() == id),
        }
    }

    /// The choices after this one, oldest first (what an upgrade can reach).
    pub fn later(self) -> impl Iterator<Item = LonghornVersion> {
        LonghornVersion::ALL.into_iter().filter(move |v| *v > self)
    }

    /// The first release of the scheduler this one runs: v1.11.2's
    /// `replica_scheduler.go` is v1.11.1's, v1.12.0's is v1.11.3's.
    pub fn same_scheduler_as(self) -> LonghornVersion {
        match self {
            LonghornVersion::V1_11_2 => LonghornVersion::V1_11_1,
            LonghornVersion::V1_12_0 => LonghornVersion::V1_11_3,
            other => other,
        }
    }

    /// v1.11.0 `filterNodeDisksForReplica`: the sizes of the volume's replicas
    /// on the disk's node not in the disk's `scheduledReplica` are added, on any
    /// disk of the node; v1.11.1 adds only those on the same disk (`r.Spec.DiskID == diskUUID`).
    pub fn in_pass_per_node_rule(self) -> bool {
        self == LonghornVersion::V1_11_0
    }

    /// v1.11.0–v1.11.2 `filterNodeDisksForReplica`: a disk whose type does not
    /// match the data engine is skipped with a debug log only (no reason), and
    /// the capacity check comes before the tag checks; from v1.11.3
    /// `IsDiskEligibleForVolume` says "disks are unavailable" and checks tags first.
    pub fn before_disk_eligibility_rule(self) -> bool {
        self < LonghornVersion::V1_11_3
    }

    /// v1.12.1 `FindDiskCandidates` + `buildLinkedCloneSrcNodeDiskMap`: a
    /// linked clone keeps only its sources' nodes ("linked clone replica cannot
    /// be satisfied" when none), not evicting sources, a replica's own
    /// `linkedCloneSrcReplicaName`, and reuse only beside a healthy source.
    /// Before (`getSrcReplicaNodesAndDisks`) the node filter deletes from an
    /// empty map, so every node stays and the disk filter alone applies.
    pub fn clone_node_disk_map_rule(self) -> bool {
        self >= LonghornVersion::V1_12_1
    }

    /// master `getNodeCandidates`: the volume topology requirement.
    pub fn topology_rule(self) -> bool {
        self == LonghornVersion::Master
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
    /// The Longhorn release whose scheduler to follow (default `v1.12.1`; see
    /// [`LonghornVersion`]); `master` adds the volume topology requirement.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub longhorn_version: LonghornVersion,
    /// "Now" in seconds, for the replenishment-wait arithmetic (default 0).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub now: i64,
}
