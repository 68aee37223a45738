//! The replica scheduling lab's drawing exactly as typed, and how it becomes
//! the engine's [`Scenario`] (or field errors keyed by the engine's paths, so
//! an `InputError.path` from `schedule_replicas` lands on the same field).

use placement::kernel::quantity::Bytes;
use placement::longhorn::{
    schedule_replicas_with, Algorithm, AntiAffinityOverride, BackingImage, CloneMode, DataEngine,
    DataLocality, Disk, DiskType, Explain, LonghornVersion, Node, OfflineRebuilding, PerDataEngine,
    Replica, ReplicaAutoBalance, Scenario, ScheduleOptions, ScheduleResult, Settings, TopologyTerm,
    Volume, VolumeReplicaAutoBalance,
};
use serde::{Deserialize, Serialize};

use crate::text::amount_input::parse_amount;
#[cfg(test)]
use crate::text::units::Unit;
pub use crate::text::units::{Amount, FieldErrors};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftZone {
    pub id: u32,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftDisk {
    pub id: u32,
    pub name: String,
    pub maximum: Amount,
    pub available: Amount,
    pub reserved: Amount,
    pub scheduled: Amount,
    /// Tags as typed, separated by commas or spaces.
    pub tags: String,
    pub allow_scheduling: bool,
    pub eviction_requested: bool,
    pub ready: bool,
    pub disk_type: DiskType,
    /// `filesystemType` as typed or imported (`ext2/ext3`, `xfs`, …; `None` = unknown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filesystem_type: Option<String>,
    /// The `Schedulable` condition as recorded; `None` = from the numbers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedulable: Option<bool>,
    /// The recorded `Schedulable=False` reason (from an import; kept, not edited).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedulable_reason: Option<String>,
}

/// A backing image with its selectors as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftBackingImage {
    pub id: u32,
    pub name: String,
    pub node_selector: String,
    pub disk_selector: String,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftNode {
    pub id: u32,
    pub name: String,
    /// The zone's id; `None` = no zone label (the one shared empty zone).
    pub zone: Option<u32>,
    pub tags: String,
    pub ready: bool,
    pub cordoned: bool,
    pub allow_scheduling: bool,
    pub eviction_requested: bool,
    pub engine_ready: bool,
    pub disks: Vec<DraftDisk>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftReplica {
    pub id: u32,
    pub name: String,
    pub node: String,
    pub disk: String,
    pub failed: bool,
    /// `failedAt` in seconds, read when `failed`.
    pub failed_at: String,
    pub evicting: bool,
    /// `rebuildRetryCount` as typed (empty = 0).
    #[serde(default)]
    pub retries: IntText,
    /// `healthyAt` in seconds ("was healthy"; a linked clone's source replica
    /// counts only once healthy, and a failed replica that never was is not rescheduled).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub healthy_at: Option<i64>,
    /// `linkedCloneSrcReplicaName` (from an import; kept, not edited).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub linked_src: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftVolume {
    pub id: u32,
    pub name: String,
    pub size: Amount,
    pub actual: Amount,
    pub replicas: String,
    pub node_selector: String,
    pub disk_selector: String,
    /// `None` = use `default-data-locality`.
    pub data_locality: Option<DataLocality>,
    /// Node name; empty = detached.
    pub attached_node: String,
    pub node_soft: AntiAffinityOverride,
    pub zone_soft: AntiAffinityOverride,
    pub disk_soft: AntiAffinityOverride,
    pub data_engine: DataEngine,
    pub existing: Vec<DraftReplica>,
    /// `status.lastDegradedAt` in seconds as typed (empty = the earliest failure).
    #[serde(default, skip_serializing_if = "IntText::is_empty")]
    pub last_degraded_at: IntText,
    /// The backing image's name; empty = none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub backing_image: String,
    /// The topology requirement as typed: terms `zone`, `zone/region` or
    /// `/region`, separated by commas (applied on Longhorn master only).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub topology: String,
    /// `cloneMode` and `dataSource` as the engine takes them (the lab edits a
    /// linked clone's source volume; an import may bring any form).
    #[serde(default, skip_serializing_if = "CloneMode::is_none")]
    pub clone_mode: CloneMode,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub data_source: String,
    /// `spec.replicaAutoBalance` (`ignored` = the setting's).
    #[serde(default, skip_serializing_if = "VolumeReplicaAutoBalance::is_ignored")]
    pub replica_auto_balance: VolumeReplicaAutoBalance,
    /// `spec.offlineRebuilding` (`ignored` = the setting's).
    #[serde(default, skip_serializing_if = "OfflineRebuilding::is_ignored")]
    pub offline_rebuilding: OfflineRebuilding,
    /// The `Scheduled` condition the cluster recorded (from an import; kept, not
    /// edited): the case report compares it with the engine's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recorded_scheduled: Option<placement::longhorn::input::RecordedCondition>,
}

/// Topology terms as typed (`z1, z2/eu, /eu`) → the engine's terms.
pub fn parse_topology(text: &str) -> Vec<TopologyTerm> {
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| {
            let (zone, region) = t.split_once('/').unwrap_or((t, ""));
            TopologyTerm {
                zone: zone.trim().to_string(),
                region: region.trim().to_string(),
            }
        })
        .collect()
}

/// The engine's terms as typed.
pub fn topology_text(terms: &[TopologyTerm]) -> String {
    terms
        .iter()
        .map(|t| {
            if t.region.is_empty() {
                t.zone.clone()
            } else {
                format!("{}/{}", t.zone, t.region)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftSettings {
    pub replica_soft_anti_affinity: bool,
    pub replica_zone_soft_anti_affinity: bool,
    pub replica_disk_soft_anti_affinity: bool,
    pub storage_minimal_available_percentage: String,
    pub storage_over_provisioning_percentage: String,
    pub allow_empty_node_selector_volume: bool,
    pub allow_empty_disk_selector_volume: bool,
    pub disable_scheduling_on_cordoned_node: bool,
    pub replica_replenishment_wait_interval: String,
    pub replica_auto_balance: ReplicaAutoBalance,
    pub replica_auto_balance_disk_pressure_percentage: String,
    pub default_data_locality: DataLocality,
    /// `fast-replica-rebuild-enabled` for v1 and v2 (absent in older drafts: true).
    #[serde(default = "yes")]
    pub fast_replica_rebuild_v1: bool,
    #[serde(default = "yes")]
    pub fast_replica_rebuild_v2: bool,
    /// `allow-volume-creation-with-degraded-availability` (absent in older drafts: true).
    #[serde(default = "yes")]
    pub allow_volume_creation_with_degraded_availability: bool,
    /// `offline-replica-rebuilding` (absent in older drafts: false).
    #[serde(default)]
    pub offline_replica_rebuilding: bool,
}

impl Default for DraftSettings {
    fn default() -> Self {
        DraftSettings::from(&Settings::default())
    }
}

impl From<&Settings> for DraftSettings {
    /// The settings as the form shows them (numbers as text).
    fn from(s: &Settings) -> Self {
        DraftSettings {
            replica_soft_anti_affinity: s.replica_soft_anti_affinity,
            replica_zone_soft_anti_affinity: s.replica_zone_soft_anti_affinity,
            replica_disk_soft_anti_affinity: s.replica_disk_soft_anti_affinity,
            storage_minimal_available_percentage: s
                .storage_minimal_available_percentage
                .to_string(),
            storage_over_provisioning_percentage: s
                .storage_over_provisioning_percentage
                .to_string(),
            allow_empty_node_selector_volume: s.allow_empty_node_selector_volume,
            allow_empty_disk_selector_volume: s.allow_empty_disk_selector_volume,
            disable_scheduling_on_cordoned_node: s.disable_scheduling_on_cordoned_node,
            replica_replenishment_wait_interval: s.replica_replenishment_wait_interval.to_string(),
            replica_auto_balance: s.replica_auto_balance,
            replica_auto_balance_disk_pressure_percentage: s
                .replica_auto_balance_disk_pressure_percentage
                .to_string(),
            default_data_locality: s.default_data_locality,
            fast_replica_rebuild_v1: s.fast_replica_rebuild_enabled.v1,
            fast_replica_rebuild_v2: s.fast_replica_rebuild_enabled.v2,
            allow_volume_creation_with_degraded_availability: s
                .allow_volume_creation_with_degraded_availability,
            offline_replica_rebuilding: s.offline_replica_rebuilding,
        }
    }
}

impl DraftSettings {
    /// The settings as typed → the engine's [`Settings`]; a number that does
    /// not read or is out of range is an error keyed `settings.<setting name>`.
    pub fn parse(&self, errors: &mut FieldErrors) -> Settings {
        let s = self;
        let setting = |errors: &mut FieldErrors, name: &str, text: &str, percent: bool| {
            let key = format!("settings.{name}");
            let value = parse_int(text).unwrap_or_else(|message| {
                errors.insert(key.clone(), message);
                0
            });
            if let std::collections::btree_map::Entry::Vacant(slot) = errors.entry(key) {
                if percent && !(0..=100).contains(&value) {
                    slot.insert(crate::text::messages::text("lh-error-percentage", &[("value", &value.to_string())]));
                } else if value < 0 {
                    slot.insert(crate::text::messages::text("lh-error-negative", &[("value", &value.to_string())]));
                }
            }
            value
        };
        Settings {
            replica_soft_anti_affinity: s.replica_soft_anti_affinity,
            replica_zone_soft_anti_affinity: s.replica_zone_soft_anti_affinity,
            replica_disk_soft_anti_affinity: s.replica_disk_soft_anti_affinity,
            storage_minimal_available_percentage: setting(
                errors,
                "storage-minimal-available-percentage",
                &s.storage_minimal_available_percentage,
                true,
            ),
            storage_over_provisioning_percentage: setting(
                errors,
                "storage-over-provisioning-percentage",
                &s.storage_over_provisioning_percentage,
                false,
            ),
            allow_empty_node_selector_volume: s.allow_empty_node_selector_volume,
            allow_empty_disk_selector_volume: s.allow_empty_disk_selector_volume,
            disable_scheduling_on_cordoned_node: s.disable_scheduling_on_cordoned_node,
            replica_replenishment_wait_interval: setting(
                errors,
                "replica-replenishment-wait-interval",
                &s.replica_replenishment_wait_interval,
                false,
            ),
            replica_auto_balance: s.replica_auto_balance,
            replica_auto_balance_disk_pressure_percentage: setting(
                errors,
                "replica-auto-balance-disk-pressure-percentage",
                &s.replica_auto_balance_disk_pressure_percentage,
                true,
            ),
            default_data_locality: s.default_data_locality,
            fast_replica_rebuild_enabled: PerDataEngine {
                v1: s.fast_replica_rebuild_v1,
                v2: s.fast_replica_rebuild_v2,
            },
            allow_volume_creation_with_degraded_availability: s
                .allow_volume_creation_with_degraded_availability,
            offline_replica_rebuilding: s.offline_replica_rebuilding,
        }
    }
}

/// The whole drawing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    /// The preset it is, unchanged (the preset picker names it); the first edit clears it.
    pub preset: String,
    pub next_id: u32,
    pub zones: Vec<DraftZone>,
    pub nodes: Vec<DraftNode>,
    pub volumes: Vec<DraftVolume>,
    pub settings: DraftSettings,
    pub algorithm: Algorithm,
    /// "Now" in seconds.
    pub now: String,
    /// Backing images the volumes may name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub backing_images: Vec<DraftBackingImage>,
    /// The Longhorn version whose scheduler to follow.
    #[serde(default)]
    pub longhorn_version: LonghornVersion,
}

/// Splits typed tags on commas and whitespace.
pub fn split_tags(text: &str) -> Vec<String> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A whole number as typed. Stored as a JSON number when it reads as one, so
/// autosaves and scenario files from before it was editable read the same;
/// otherwise as the text, so a half-typed value and its error survive a reload.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntText(pub String);

impl IntText {
    /// The text of `value`.
    pub fn of(value: i64) -> IntText {
        IntText(value.to_string())
    }

    /// Nothing typed.
    pub fn is_empty(&self) -> bool {
        self.0.trim().is_empty()
    }
}

impl Serialize for IntText {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0.trim().parse::<i64>() {
            Ok(value) => serializer.serialize_i64(value),
            Err(_) => serializer.serialize_str(&self.0),
        }
    }
}

impl<'de> Deserialize<'de> for IntText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::Null => IntText::default(),
            serde_json::Value::String(text) => IntText(text),
            other => IntText(other.to_string()),
        })
    }
}

/// Reads a whole number as typed, with the message its field shows when it cannot.
pub fn parse_int(text: &str) -> Result<i64, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(crate::text::messages::text("lh-error-required", &[]));
    }
    text.parse::<i64>().map_err(|_| {
        if placement::kernel::float_text::parse_f64(text).is_some() {
            crate::text::messages::text("lh-error-whole-number", &[("value", text)])
        } else {
            crate::text::messages::text("lh-error-not-a-number", &[("value", text)])
        }
    })
}

impl Draft {
    pub fn empty(preset: &str) -> Draft {
        Draft {
            preset: preset.into(),
            next_id: 1,
            zones: Vec::new(),
            nodes: Vec::new(),
            volumes: Vec::new(),
            settings: DraftSettings::default(),
            algorithm: Algorithm::Balance,
            now: "0".into(),
            backing_images: Vec::new(),
            longhorn_version: LonghornVersion::default(),
        }
    }

    /// Adds a backing image named `image-N` (the first free one).
    pub fn add_backing_image(&mut self) {
        let name = (1..)
            .map(|i| format!("image-{i}"))
            .find(|n| !self.backing_images.iter().any(|b| &b.name == n))
            .unwrap_or_default();
        let id = self.take_id();
        self.backing_images.push(DraftBackingImage {
            id,
            name,
            node_selector: String::new(),
            disk_selector: String::new(),
        });
    }

    pub fn take_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    pub fn zone_name(&self, id: Option<u32>) -> String {
        id.and_then(|id| self.zones.iter().find(|z| z.id == id))
            .map(|z| z.name.trim().to_string())
            .unwrap_or_default()
    }

    /// Adds a zone named `zone-a`, `zone-b`, … (the first free one); returns its id.
    pub fn add_zone(&mut self) -> u32 {
        let name = ('a'..='z')
            .map(|c| format!("zone-{c}"))
            .chain((1..).map(|i| format!("zone-{i}")))
            .find(|n| !self.zones.iter().any(|z| &z.name == n))
            .unwrap_or_default();
        let id = self.take_id();
        self.zones.push(DraftZone { id, name });
        id
    }

    /// A new disk with Longhorn-ish defaults (all of it available).
    pub fn new_disk(&mut self, name: String, maximum: &str, available: &str) -> DraftDisk {
        DraftDisk {
            id: self.take_id(),
            name,
            maximum: Amount::gib(maximum),
            available: Amount::gib(available),
            reserved: Amount::gib("0"),
            scheduled: Amount::gib("0"),
            tags: String::new(),
            allow_scheduling: true,
            eviction_requested: false,
            ready: true,
            disk_type: DiskType::Filesystem,
            filesystem_type: None,
            schedulable: None,
            schedulable_reason: None,
        }
    }

    /// Adds a node (the first free name `node-N`) with one 500 GiB disk in `zone`; returns its index.
    pub fn add_node(&mut self, zone: Option<u32>) -> usize {
        let name = (1..)
            .map(|i| format!("node-{i}"))
            .find(|n| !self.nodes.iter().any(|node| &node.name == n))
            .unwrap_or_default();
        let disk = self.new_disk("disk-1".into(), "500", "500");
        let id = self.take_id();
        self.nodes.push(DraftNode {
            id,
            name,
            zone,
            tags: String::new(),
            ready: true,
            cordoned: false,
            allow_scheduling: true,
            eviction_requested: false,
            engine_ready: true,
            disks: vec![disk],
        });
        self.nodes.len() - 1
    }

    pub fn add_disk(&mut self, node: usize) {
        let Some(n) = self.nodes.get(node) else {
            return;
        };
        let name = (1..)
            .map(|k| format!("disk-{k}"))
            .find(|d| !n.disks.iter().any(|disk| &disk.name == d))
            .unwrap_or_default();
        let disk = self.new_disk(name, "500", "500");
        self.nodes[node].disks.push(disk);
    }

    pub fn add_volume(&mut self) -> usize {
        let name = (1..)
            .map(|i| format!("vol-{i}"))
            .find(|n| !self.volumes.iter().any(|v| &v.name == n))
            .unwrap_or_default();
        let id = self.take_id();
        self.volumes.push(DraftVolume {
            id,
            name,
            size: Amount::gib("20"),
            actual: Amount::gib("0"),
            replicas: "3".into(),
            node_selector: String::new(),
            disk_selector: String::new(),
            data_locality: None,
            attached_node: String::new(),
            node_soft: AntiAffinityOverride::Ignored,
            zone_soft: AntiAffinityOverride::Ignored,
            disk_soft: AntiAffinityOverride::Ignored,
            data_engine: DataEngine::V1,
            existing: Vec::new(),
            last_degraded_at: IntText::default(),
            backing_image: String::new(),
            topology: String::new(),
            clone_mode: CloneMode::None,
            data_source: String::new(),
            replica_auto_balance: VolumeReplicaAutoBalance::Ignored,
            offline_rebuilding: OfflineRebuilding::Ignored,
            recorded_scheduled: None,
        });
        self.volumes.len() - 1
    }

    pub fn add_replica(&mut self, volume: usize) {
        let id = self.take_id();
        let Some(v) = self.volumes.get_mut(volume) else {
            return;
        };
        let name = (1..)
            .map(|k| format!("{}-old-{k}", v.name))
            .find(|n| !v.existing.iter().any(|r| &r.name == n))
            .unwrap_or_default();
        let (node, disk) = self
            .nodes
            .first()
            .map(|n| {
                (
                    n.name.clone(),
                    n.disks.first().map(|d| d.name.clone()).unwrap_or_default(),
                )
            })
            .unwrap_or_default();
        v.existing.push(DraftReplica {
            id,
            name,
            node,
            disk,
            failed: false,
            failed_at: self.now.clone(),
            evicting: false,
            retries: IntText::of(0),
            // An existing replica was healthy once, as most are (untick
            // "was healthy" for one that never was).
            healthy_at: Some(self.now.trim().parse::<i64>().unwrap_or(0).max(0)),
            linked_src: None,
        });
    }
}

mod convert;
