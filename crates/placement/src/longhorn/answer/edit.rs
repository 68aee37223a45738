//! A suggested change as data: one [`Edit`] of the scenario, the one sentence
//! that says it (generated from the edit, naming the lab's own field and the
//! value to type there) and [`Edit::apply`], which performs exactly that edit.
//! The suggestion's proof runs the volume again on `apply`'s result, so the
//! sentence, the button and the proof share one source.

use serde::{Deserialize, Serialize};

use crate::kernel::message::Message;
use crate::longhorn::input::{AntiAffinityOverride, Node, Scenario, Volume};

/// An edit of the scenario that would change a replica's outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Edit {
    /// Free `bytes` on a disk: its `storageAvailable` grows by that much
    /// (the fewest bytes that let the disk pass `Fits`).
    FreeSpace {
        /// Node name.
        node: String,
        /// Disk name.
        disk: String,
        /// Bytes to add to `storageAvailable`.
        bytes: i64,
    },
    /// Set `storage-minimal-available-percentage` to `value` (the largest value that works).
    MinimalAvailablePercentage {
        /// The new value.
        value: i64,
    },
    /// Set `storage-over-provisioning-percentage` to `value` (the smallest value that works).
    OverProvisioningPercentage {
        /// The new value.
        value: i64,
    },
    /// Make anti-affinity soft for the volume at these levels: the volume's own
    /// override where it sets one, else the global setting.
    SoftAntiAffinity {
        /// The volume.
        volume: String,
        /// Zone level.
        zone: bool,
        /// Node level.
        node: bool,
        /// Disk level.
        disk: bool,
    },
    /// Put one state of a node back to the value that lets it take replicas.
    NodeState {
        /// Node name.
        node: String,
        /// Which state.
        state: NodeFix,
    },
    /// Put one state of a disk back to the value that lets it take replicas.
    DiskState {
        /// Node name.
        node: String,
        /// Disk name.
        disk: String,
        /// Which state.
        state: DiskFix,
    },
    /// Add tags to a node and to one of its disks (either list may be empty).
    AddTags {
        /// Node name.
        node: String,
        /// Tags the node gains.
        node_tags: Vec<String>,
        /// The disk that gains `disk_tags`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        disk: Option<String>,
        /// Tags the disk gains.
        #[serde(default)]
        disk_tags: Vec<String>,
    },
    /// Remove tags from the volume's disk selector.
    DropDiskSelector {
        /// The volume.
        volume: String,
        /// The selector's tags to remove.
        tags: Vec<String>,
    },
    /// Grow a disk by `bytes`: its `storageMaximum` and `storageAvailable` both
    /// grow by that much (a bigger filesystem; the fewest bytes that let it pass `Fits`).
    GrowDisk {
        /// Node name.
        node: String,
        /// Disk name.
        disk: String,
        /// Bytes added to the disk.
        bytes: i64,
    },
}

/// A node's state that keeps it from taking replicas, put right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum NodeFix {
    /// `ready` becomes true.
    Ready,
    /// `cordoned` becomes false.
    Uncordon,
    /// `allowScheduling` becomes true.
    AllowScheduling,
    /// `evictionRequested` becomes false.
    StopEviction,
    /// `engineReady` becomes true.
    EngineReady,
}

/// A disk's state that keeps it from taking replicas, put right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum DiskFix {
    /// `ready` becomes true.
    Ready,
    /// `allowScheduling` becomes true.
    AllowScheduling,
    /// `evictionRequested` becomes false.
    StopEviction,
    /// The recorded `Schedulable` condition is dropped: computed from the numbers.
    ConditionFromNumbers,
}

impl Edit {
    /// Applies the edit to `scenario` (names that are not in it change nothing).
    pub fn apply(&self, scenario: &mut Scenario) {
        match self {
            Edit::FreeSpace { node, disk, bytes } => {
                if let Some(d) = disk_mut(&mut scenario.nodes, node, disk) {
                    d.storage_available.0 = d.storage_available.0.saturating_add(*bytes);
                }
            }
            Edit::GrowDisk { node, disk, bytes } => {
                if let Some(d) = disk_mut(&mut scenario.nodes, node, disk) {
                    d.storage_maximum.0 = d.storage_maximum.0.saturating_add(*bytes);
                    d.storage_available.0 = d.storage_available.0.saturating_add(*bytes);
                }
            }
            Edit::MinimalAvailablePercentage { value } => {
                scenario.settings.storage_minimal_available_percentage = *value
            }
            Edit::OverProvisioningPercentage { value } => {
                scenario.settings.storage_over_provisioning_percentage = *value
            }
            Edit::SoftAntiAffinity {
                volume,
                zone,
                node,
                disk,
            } => soften_levels(scenario, volume, [*zone, *node, *disk]),
            Edit::NodeState { node, state } => {
                if let Some(n) = scenario.nodes.iter_mut().find(|n| n.name == *node) {
                    match state {
                        NodeFix::Ready => n.ready = true,
                        NodeFix::Uncordon => n.cordoned = false,
                        NodeFix::AllowScheduling => n.allow_scheduling = true,
                        NodeFix::StopEviction => n.eviction_requested = false,
                        NodeFix::EngineReady => n.engine_ready = true,
                    }
                }
            }
            Edit::DiskState { node, disk, state } => {
                if let Some(d) = disk_mut(&mut scenario.nodes, node, disk) {
                    match state {
                        DiskFix::Ready => d.ready = true,
                        DiskFix::AllowScheduling => d.allow_scheduling = true,
                        DiskFix::StopEviction => d.eviction_requested = false,
                        DiskFix::ConditionFromNumbers => d.schedulable = None,
                    }
                }
            }
            Edit::AddTags {
                node,
                node_tags,
                disk,
                disk_tags,
            } => {
                let Some(n) = scenario.nodes.iter_mut().find(|n| n.name == *node) else {
                    return;
                };
                add_tags(&mut n.tags, node_tags);
                if let Some(d) = disk
                    .as_ref()
                    .and_then(|x| n.disks.iter_mut().find(|d| d.name == *x))
                {
                    add_tags(&mut d.tags, disk_tags);
                }
            }
            Edit::DropDiskSelector { volume, tags } => {
                if let Some(v) = scenario.volumes.iter_mut().find(|v| v.name == *volume) {
                    v.disk_selector.retain(|t| !tags.contains(t));
                }
            }
        }
    }

    /// How big a change it is, for ordering the suggestions: one state of one
    /// node or disk first, then tags (one per tag), one disk's numbers, a
    /// volume's selector, a cluster-wide setting, and last soft anti-affinity
    /// (it gives up spreading the replicas).
    pub fn cost(&self) -> usize {
        match self {
            Edit::NodeState { .. } | Edit::DiskState { .. } => 1,
            Edit::AddTags {
                node_tags,
                disk_tags,
                ..
            } => node_tags.len() + disk_tags.len(),
            Edit::FreeSpace { .. } | Edit::GrowDisk { .. } => 3,
            Edit::DropDiskSelector { tags, .. } => 3 + tags.len(),
            Edit::MinimalAvailablePercentage { .. } | Edit::OverProvisioningPercentage { .. } => 5,
            Edit::SoftAntiAffinity {
                zone, node, disk, ..
            } => 6 + usize::from(*zone) + usize::from(*node) + usize::from(*disk),
        }
    }
}

fn disk_mut<'s>(
    nodes: &'s mut [Node],
    node: &str,
    disk: &str,
) -> Option<&'s mut crate::longhorn::input::Disk> {
    nodes
        .iter_mut()
        .filter(|n| n.name == node)
        .flat_map(|n| n.disks.iter_mut())
        .find(|d| d.name == disk)
}

fn add_tags(tags: &mut Vec<String>, more: &[String]) {
    for t in more {
        if !tags.contains(t) {
            tags.push(t.clone());
        }
    }
}

fn soften_levels(scenario: &mut Scenario, volume: &str, levels: [bool; 3]) {
    let settings = &mut scenario.settings;
    let Some(v) = scenario.volumes.iter_mut().find(|v| v.name == volume) else {
        return;
    };
    let pairs = [
        (
            &mut v.replica_zone_soft_anti_affinity,
            &mut settings.replica_zone_soft_anti_affinity,
        ),
        (
            &mut v.replica_soft_anti_affinity,
            &mut settings.replica_soft_anti_affinity,
        ),
        (
            &mut v.replica_disk_soft_anti_affinity,
            &mut settings.replica_disk_soft_anti_affinity,
        ),
    ];
    for ((volume, global), on) in pairs.into_iter().zip(levels) {
        if on {
            soften(volume, global);
        }
    }
}

/// The volume's override where it sets one, else the global setting.
fn soften(volume: &mut AntiAffinityOverride, global: &mut bool) {
    if *volume == AntiAffinityOverride::Ignored {
        *global = true;
    } else {
        *volume = AntiAffinityOverride::Enabled;
    }
}

/// Tags as a list argument: each one a message of its own, so the page joins
/// them as its language joins a list.
pub(crate) fn names<S: AsRef<str>>(items: &[S]) -> Vec<Message> {
    items
        .iter()
        .map(|s| Message::new("longhorn-name").arg("name", s.as_ref()))
        .collect()
}

/// The edit's sentence, naming the lab's field and the value to type there
/// (bytes as the new field value, so the page shows them in the user's unit).
/// `scenario` gives the current values (the edit is not applied to it).
pub(crate) fn sentence(edit: &Edit, scenario: &ScenarioView<'_>) -> Message {
    match edit {
        Edit::FreeSpace { node, disk, bytes } => {
            let current = scenario
                .disk(node, disk)
                .map_or(0, |d| d.storage_available.0);
            Message::new("longhorn-change-free-space")
                .arg("node", node)
                .arg("disk", disk)
                .arg("bytes", *bytes)
                .arg("availableBytes", current.saturating_add(*bytes))
                .arg("currentBytes", current)
        }
        Edit::GrowDisk { node, disk, bytes } => {
            let (max, avail) = scenario
                .disk(node, disk)
                .map_or((0, 0), |d| (d.storage_maximum.0, d.storage_available.0));
            Message::new("longhorn-change-grow-disk")
                .arg("node", node)
                .arg("disk", disk)
                .arg("bytes", *bytes)
                .arg("maximumBytes", max.saturating_add(*bytes))
                .arg("availableBytes", avail.saturating_add(*bytes))
        }
        Edit::MinimalAvailablePercentage { value } => {
            Message::new("longhorn-change-minimal-available-percentage")
                .arg("value", *value)
                .arg(
                    "current",
                    scenario.settings.storage_minimal_available_percentage,
                )
        }
        Edit::OverProvisioningPercentage { value } => {
            Message::new("longhorn-change-over-provisioning-percentage")
                .arg("value", *value)
                .arg(
                    "current",
                    scenario.settings.storage_over_provisioning_percentage,
                )
        }
        Edit::SoftAntiAffinity {
            volume,
            zone,
            node,
            disk,
        } => Message::new(soft_id([*zone, *node, *disk]))
            .arg("volume", volume)
            .arg("steps", soft_steps(scenario.volume, [*zone, *node, *disk])),
        Edit::NodeState { node, state } => {
            let id = match state {
                NodeFix::Ready => "longhorn-change-node-ready",
                NodeFix::Uncordon => "longhorn-change-node-uncordon",
                NodeFix::AllowScheduling => "longhorn-change-node-allow-scheduling",
                NodeFix::StopEviction => "longhorn-change-node-stop-eviction",
                NodeFix::EngineReady => "longhorn-change-node-engine-ready",
            };
            Message::new(id).arg("node", node)
        }
        Edit::DiskState { node, disk, state } => {
            let id = match state {
                DiskFix::Ready => "longhorn-change-disk-ready",
                DiskFix::AllowScheduling => "longhorn-change-disk-allow-scheduling",
                DiskFix::StopEviction => "longhorn-change-disk-stop-eviction",
                DiskFix::ConditionFromNumbers => "longhorn-change-disk-condition",
            };
            Message::new(id).arg("node", node).arg("disk", disk)
        }
        Edit::AddTags {
            node,
            node_tags,
            disk,
            disk_tags,
        } => {
            let id = match (node_tags.is_empty(), disk_tags.is_empty()) {
                (false, true) => "longhorn-change-tag-node",
                (true, false) => "longhorn-change-tag-disk",
                _ => "longhorn-change-tag-node-disk",
            };
            Message::new(id)
                .arg("node", node)
                .arg("disk", disk.as_deref().unwrap_or_default())
                .arg("nodeTags", names(node_tags))
                .arg("nodeTagCount", node_tags.len())
                .arg("diskTags", names(disk_tags))
                .arg("diskTagCount", disk_tags.len())
        }
        Edit::DropDiskSelector { volume, tags } => {
            Message::new("longhorn-change-drop-disk-selector")
                .arg("volume", volume)
                .arg("tags", names(tags))
                .arg("count", tags.len())
        }
    }
}

/// What the sentences read the current values from: the cluster as the run saw
/// it, and the volume the suggestions are for.
pub(crate) struct ScenarioView<'s> {
    pub settings: &'s crate::longhorn::input::Settings,
    pub nodes: &'s [Node],
    pub volume: &'s Volume,
}

impl ScenarioView<'_> {
    fn disk(&self, node: &str, disk: &str) -> Option<&crate::longhorn::input::Disk> {
        self.nodes
            .iter()
            .filter(|n| n.name == node)
            .flat_map(|n| &n.disks)
            .find(|d| d.name == disk)
    }
}

/// What a person does for each level `apply` softens, in the field the lab
/// shows: the volume's override (labelled by its field name, the option
/// `longhorn-override-enabled`, the same message the lab's option shows) when
/// the volume sets one, else the setting's checkbox on the Settings tab.
fn soft_steps(volume: &Volume, levels: [bool; 3]) -> Vec<Message> {
    let fields = [
        (
            &volume.replica_zone_soft_anti_affinity,
            "replicaZoneSoftAntiAffinity",
            "replica-zone-soft-anti-affinity",
        ),
        (
            &volume.replica_soft_anti_affinity,
            "replicaSoftAntiAffinity",
            "replica-soft-anti-affinity",
        ),
        (
            &volume.replica_disk_soft_anti_affinity,
            "replicaDiskSoftAntiAffinity",
            "replica-disk-soft-anti-affinity",
        ),
    ];
    fields
        .into_iter()
        .zip(levels)
        .filter(|(_, on)| *on)
        .map(|((own, field, setting), _)| match own {
            AntiAffinityOverride::Ignored => {
                Message::new("longhorn-soft-step-setting").arg("setting", setting)
            }
            _ => Message::new("longhorn-soft-step-override")
                .arg("field", field)
                .arg("volume", &volume.name)
                .arg("option", vec![Message::new("longhorn-override-enabled")]),
        })
        .collect()
}

fn soft_id(levels: [bool; 3]) -> &'static str {
    match levels {
        [true, false, false] => "longhorn-change-soft-zone",
        [false, true, false] => "longhorn-change-soft-node",
        [false, false, true] => "longhorn-change-soft-disk",
        [true, true, false] => "longhorn-change-soft-zone-node",
        [false, true, true] => "longhorn-change-soft-node-disk",
        [true, false, true] => "longhorn-change-soft-zone-disk",
        _ => "longhorn-change-soft-zone-node-disk",
    }
}
