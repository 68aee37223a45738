//! The replica scheduling lab's drawing exactly as typed, and how it becomes
//! the engine's [`Scenario`] (or field errors keyed by the engine's paths, so
//! an `InputError.path` from `schedule_replicas` lands on the same field).

use placement::kernel::quantity::Bytes;
use placement::longhorn::{
    schedule_replicas, Algorithm, AntiAffinityOverride, DataEngine, DataLocality, Disk, DiskType,
    Node, Replica, ReplicaAutoBalance, Scenario, ScheduleResult, Settings, Volume,
};
use serde::{Deserialize, Serialize};

use crate::units::{parse_amount, Unit};
pub use crate::units::{Amount, FieldErrors};

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
    /// `filesystemType` (from an import; not edited).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filesystem_type: Option<String>,
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
    /// `healthyAt` in seconds (from an import; shown by the engine only, not edited).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub healthy_at: Option<i64>,
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
                    slot.insert(format!(
                        "must be a percentage between 0 and 100 (got {value})"
                    ));
                } else if value < 0 {
                    slot.insert(format!("must not be negative (got {value})"));
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
        }
    }
}

/// The whole drawing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    /// Which preset it started from (shown in the preset select).
    pub preset: String,
    pub next_id: u32,
    pub zones: Vec<DraftZone>,
    pub nodes: Vec<DraftNode>,
    pub volumes: Vec<DraftVolume>,
    pub settings: DraftSettings,
    pub algorithm: Algorithm,
    /// "Now" in seconds.
    pub now: String,
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
        return Err("required".into());
    }
    text.parse::<i64>().map_err(|_| {
        if text.parse::<f64>().is_ok() {
            format!("must be a whole number (got {text})")
        } else {
            format!("not a number: {text:?}")
        }
    })
}

/// Bytes as an amount that reads back to exactly the same bytes: in GiB when
/// that takes at most three decimals, else in MiB with at most seven decimals,
/// cut (not rounded): the cut is under 0.11 byte, and reading rounds up.
pub fn exact_amount(bytes: i64) -> Amount {
    let fraction = u128::from(bytes.max(0) as u64 & ((1 << 30) - 1));
    if fraction * 1000 % (1 << 30) == 0 {
        Amount {
            text: decimal(bytes, 30, 3),
            unit: Unit::GiB,
        }
    } else {
        Amount {
            text: decimal(bytes, 20, 7),
            unit: Unit::MiB,
        }
    }
}

/// `bytes / 2^shift` with at most `digits` decimals, cut, without trailing
/// zeros; negatives as 0.
fn decimal(bytes: i64, shift: u32, digits: usize) -> String {
    let bytes = bytes.max(0) as u64;
    let mut text = (bytes >> shift).to_string();
    let mut rest = u128::from(bytes & ((1u64 << shift) - 1));
    if rest != 0 {
        text.push('.');
        for _ in 0..digits {
            if rest == 0 {
                break;
            }
            rest *= 10;
            text.push(char::from(b'0' + (rest >> shift) as u8));
            rest &= (1u128 << shift) - 1;
        }
        let kept = text.trim_end_matches('0').trim_end_matches('.').len();
        text.truncate(kept);
    }
    text
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
        }
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
            healthy_at: None,
        });
    }

    /// Turns the drawing into engine input, or every field's error at once.
    pub fn parse(&self) -> Result<Scenario, FieldErrors> {
        let mut errors = FieldErrors::new();
        let amount =
            |errors: &mut FieldErrors, key: String, a: &Amount| match parse_amount(&a.text, a.unit)
            {
                Ok(v) => v,
                Err(message) => {
                    errors.insert(key, message);
                    0
                }
            };
        let int = |errors: &mut FieldErrors, key: String, text: &str| match parse_int(text) {
            Ok(v) => v,
            Err(message) => {
                errors.insert(key, message);
                0
            }
        };
        let settings = self.settings.parse(&mut errors);
        for (k, zone) in self.zones.iter().enumerate() {
            let name = zone.name.trim();
            if name.is_empty() {
                errors.insert(format!("zones[{k}].name"), "must not be empty".into());
            } else if self.zones[..k].iter().any(|z| z.name.trim() == name) {
                errors.insert(
                    format!("zones[{k}].name"),
                    format!("duplicate zone name {name:?}"),
                );
            }
        }
        let nodes = self
            .nodes
            .iter()
            .enumerate()
            .map(|(i, node)| Node {
                name: node.name.trim().to_string(),
                zone: self.zone_name(node.zone),
                region: String::new(),
                tags: split_tags(&node.tags),
                ready: node.ready,
                cordoned: node.cordoned,
                allow_scheduling: node.allow_scheduling,
                eviction_requested: node.eviction_requested,
                engine_ready: node.engine_ready,
                disks: node
                    .disks
                    .iter()
                    .enumerate()
                    .map(|(j, disk)| {
                        let p = format!("nodes[{i}].disks[{j}]");
                        Disk {
                            name: disk.name.trim().to_string(),
                            storage_maximum: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageMaximum"),
                                &disk.maximum,
                            )),
                            storage_available: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageAvailable"),
                                &disk.available,
                            )),
                            storage_reserved: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageReserved"),
                                &disk.reserved,
                            )),
                            storage_scheduled: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageScheduled"),
                                &disk.scheduled,
                            )),
                            tags: split_tags(&disk.tags),
                            allow_scheduling: disk.allow_scheduling,
                            eviction_requested: disk.eviction_requested,
                            ready: disk.ready,
                            disk_type: disk.disk_type,
                            filesystem_type: disk.filesystem_type.clone(),
                        }
                    })
                    .collect(),
            })
            .collect();
        let volumes = self
            .volumes
            .iter()
            .enumerate()
            .map(|(k, v)| {
                let p = format!("volumes[{k}]");
                let size = amount(&mut errors, format!("{p}.size"), &v.size);
                if size == 0 && !errors.contains_key(&format!("{p}.size")) {
                    errors.insert(format!("{p}.size"), "must be greater than 0".into());
                }
                let count = int(&mut errors, format!("{p}.numberOfReplicas"), &v.replicas);
                let attached = v.attached_node.trim();
                Volume {
                    name: v.name.trim().to_string(),
                    size: Bytes(size),
                    number_of_replicas: count,
                    actual_size: Bytes(amount(&mut errors, format!("{p}.actualSize"), &v.actual)),
                    node_selector: split_tags(&v.node_selector),
                    disk_selector: split_tags(&v.disk_selector),
                    data_locality: v.data_locality,
                    attached_node: (!attached.is_empty()).then(|| attached.to_string()),
                    replica_soft_anti_affinity: v.node_soft,
                    replica_zone_soft_anti_affinity: v.zone_soft,
                    replica_disk_soft_anti_affinity: v.disk_soft,
                    data_engine: v.data_engine,
                    last_degraded_at: (!v.last_degraded_at.is_empty()).then(|| {
                        int(
                            &mut errors,
                            format!("{p}.lastDegradedAt"),
                            &v.last_degraded_at.0,
                        )
                    }),
                    replicas: v
                        .existing
                        .iter()
                        .enumerate()
                        .map(|(r, rep)| {
                            let node = rep.node.trim();
                            let disk = rep.disk.trim();
                            Replica {
                                name: rep.name.trim().to_string(),
                                node: (!node.is_empty()).then(|| node.to_string()),
                                disk: (!disk.is_empty()).then(|| disk.to_string()),
                                failed_at: rep.failed.then(|| {
                                    int(
                                        &mut errors,
                                        format!("{p}.replicas[{r}].failedAt"),
                                        &rep.failed_at,
                                    )
                                }),
                                healthy_at: rep.healthy_at,
                                eviction_requested: rep.evicting,
                                rebuild_retry_count: if rep.retries.is_empty() {
                                    0
                                } else {
                                    int(
                                        &mut errors,
                                        format!("{p}.replicas[{r}].rebuildRetryCount"),
                                        &rep.retries.0,
                                    )
                                },
                            }
                        })
                        .collect(),
                }
            })
            .collect();
        let now = int(&mut errors, "now".into(), &self.now);
        if errors.is_empty() {
            Ok(Scenario {
                settings,
                nodes,
                volumes,
                algorithm: self.algorithm,
                now,
            })
        } else {
            Err(errors)
        }
    }

    /// The drawing of a whole scenario (an import from kubectl): zones from
    /// the nodes' zone names in order of appearance, byte fields exactly, in
    /// GiB or MiB. Regions are not drawn.
    pub fn from_scenario(scenario: &Scenario) -> Draft {
        let mut d = Draft::empty("");
        d.settings = DraftSettings::from(&scenario.settings);
        d.algorithm = scenario.algorithm;
        d.now = scenario.now.to_string();
        for node in &scenario.nodes {
            let zone = (!node.zone.is_empty()).then(|| {
                match d.zones.iter().find(|z| z.name == node.zone) {
                    Some(z) => z.id,
                    None => {
                        let id = d.take_id();
                        d.zones.push(DraftZone {
                            id,
                            name: node.zone.clone(),
                        });
                        id
                    }
                }
            });
            let disks = node
                .disks
                .iter()
                .map(|disk| DraftDisk {
                    id: d.take_id(),
                    name: disk.name.clone(),
                    maximum: exact_amount(disk.storage_maximum.0),
                    available: exact_amount(disk.storage_available.0),
                    reserved: exact_amount(disk.storage_reserved.0),
                    scheduled: exact_amount(disk.storage_scheduled.0),
                    tags: disk.tags.join(", "),
                    allow_scheduling: disk.allow_scheduling,
                    eviction_requested: disk.eviction_requested,
                    ready: disk.ready,
                    disk_type: disk.disk_type,
                    filesystem_type: disk.filesystem_type.clone(),
                })
                .collect();
            let id = d.take_id();
            d.nodes.push(DraftNode {
                id,
                name: node.name.clone(),
                zone,
                tags: node.tags.join(", "),
                ready: node.ready,
                cordoned: node.cordoned,
                allow_scheduling: node.allow_scheduling,
                eviction_requested: node.eviction_requested,
                engine_ready: node.engine_ready,
                disks,
            });
        }
        for v in &scenario.volumes {
            let existing = v
                .replicas
                .iter()
                .map(|r| DraftReplica {
                    id: d.take_id(),
                    name: r.name.clone(),
                    node: r.node.clone().unwrap_or_default(),
                    disk: r.disk.clone().unwrap_or_default(),
                    failed: r.failed_at.is_some(),
                    failed_at: r.failed_at.unwrap_or(scenario.now).to_string(),
                    evicting: r.eviction_requested,
                    retries: IntText::of(r.rebuild_retry_count),
                    healthy_at: r.healthy_at,
                })
                .collect();
            let id = d.take_id();
            d.volumes.push(DraftVolume {
                id,
                name: v.name.clone(),
                size: exact_amount(v.size.0),
                actual: exact_amount(v.actual_size.0),
                replicas: v.number_of_replicas.to_string(),
                node_selector: v.node_selector.join(", "),
                disk_selector: v.disk_selector.join(", "),
                data_locality: v.data_locality,
                attached_node: v.attached_node.clone().unwrap_or_default(),
                node_soft: v.replica_soft_anti_affinity,
                zone_soft: v.replica_zone_soft_anti_affinity,
                disk_soft: v.replica_disk_soft_anti_affinity,
                data_engine: v.data_engine,
                existing,
                last_degraded_at: v.last_degraded_at.map(IntText::of).unwrap_or_default(),
            });
        }
        d
    }

    /// Parses and schedules; names, references and ranges the draft does not
    /// check are checked by the engine, whose error path is the field key.
    pub fn evaluate(&self) -> Result<(Scenario, ScheduleResult), FieldErrors> {
        let scenario = self.parse()?;
        match schedule_replicas(&scenario) {
            Ok(result) => Ok((scenario, result)),
            Err(e) => Err(FieldErrors::from([(
                e.path,
                format!("{} (got {:?})", e.message, e.value),
            )])),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use placement::longhorn::import_kubectl;

    #[test]
    fn exact_amounts_read_back_to_the_same_bytes() {
        for bytes in [
            0,
            1,
            1 << 20,
            10 << 30,
            3 << 29,
            105_089_261_568,
            31_526_778_470,
            90_194_313_216,
            1 << 40,
        ] {
            let a = exact_amount(bytes);
            assert_eq!(parse_amount(&a.text, a.unit), Ok(bytes), "{a:?}");
        }
        assert_eq!(exact_amount(10 << 30), Amount::gib("10"));
        assert_eq!(exact_amount(3 << 29), Amount::gib("1.5"));
        assert_eq!(exact_amount(100 << 20).unit, Unit::MiB);
    }

    #[test]
    fn an_imported_scenario_draws_and_parses_back_the_same() {
        let text = include_str!("../../../../placement/tests/fixtures/longhorn-list.yaml");
        let mut scenario = import_kubectl(text).unwrap().scenario;
        let draft = Draft::from_scenario(&scenario);
        let zones: Vec<&str> = draft.zones.iter().map(|z| z.name.as_str()).collect();
        assert_eq!(zones, ["zone-a", "zone-b", "zone-c"]);
        // Regions are not drawn.
        scenario.nodes.iter_mut().for_each(|n| n.region.clear());
        assert_eq!(draft.parse(), Ok(scenario));
        let (_, result) = draft.evaluate().unwrap();
        assert_eq!(result.volumes[0].condition.status, "True");
    }

    #[test]
    fn retries_and_degraded_time_are_edited_as_text_and_stored_as_numbers() {
        let mut draft = Draft::empty("");
        let node = draft.add_node(None);
        draft.nodes[node].name = "n1".into();
        let volume = draft.add_volume();
        draft.add_replica(volume);
        let rep = &mut draft.volumes[volume].existing[0];
        rep.failed = true;
        rep.failed_at = "100".into();
        rep.retries = IntText("5".into());
        draft.volumes[volume].last_degraded_at = IntText("90".into());
        let scenario = draft.parse().unwrap();
        assert_eq!(scenario.volumes[0].replicas[0].rebuild_retry_count, 5);
        assert_eq!(scenario.volumes[0].last_degraded_at, Some(90));
        // Stored as numbers, as before they were editable; read back equal.
        let json = serde_json::to_value(&draft.volumes[volume]).unwrap();
        assert_eq!(json["last_degraded_at"], 90);
        assert_eq!(json["existing"][0]["retries"], 5);
        let back: DraftVolume = serde_json::from_value(json).unwrap();
        assert_eq!(back, draft.volumes[volume]);

        // Half-typed text is kept (and stored) with its field's error.
        draft.volumes[volume].existing[0].retries = IntText("x".into());
        draft.volumes[volume].last_degraded_at = IntText("1.5".into());
        let errors = draft.parse().unwrap_err();
        assert_eq!(
            errors["volumes[0].replicas[0].rebuildRetryCount"],
            "not a number: \"x\""
        );
        assert_eq!(
            errors["volumes[0].lastDegradedAt"],
            "must be a whole number (got 1.5)"
        );
        let json = serde_json::to_value(&draft.volumes[volume]).unwrap();
        assert_eq!(json["existing"][0]["retries"], "x");
        // Empty: no retries, and degraded since the earliest failure.
        draft.volumes[volume].existing[0].retries = IntText::default();
        draft.volumes[volume].last_degraded_at = IntText::default();
        let scenario = draft.parse().unwrap();
        assert_eq!(scenario.volumes[0].replicas[0].rebuild_retry_count, 0);
        assert_eq!(scenario.volumes[0].last_degraded_at, None);
        let json = serde_json::to_value(&draft.volumes[volume]).unwrap();
        assert!(json.get("last_degraded_at").is_none());
        // A negative count is the engine's to refuse, at the same field.
        draft.volumes[volume].existing[0].retries = IntText("-1".into());
        let errors = draft.evaluate().unwrap_err();
        assert!(
            errors.contains_key("volumes[0].replicas[0].rebuildRetryCount"),
            "{errors:?}"
        );
    }
}
