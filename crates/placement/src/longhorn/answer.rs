//! The answer first: for each replica, one sentence saying why it is where it
//! is (or why it is not scheduled) with the deciding number, and for a replica
//! left unscheduled, the smallest edits of the input that would schedule it.
//!
//! Everything here reads a volume's decisions as the search recorded them
//! (before [`Explain`] trims them), so the answers do not
//! depend on how much a run explains; the sentences are [`Message`]s.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::detail::Explain;
use super::explain::{
    ExclusionCause, NodeVerdict, Pick, ReplicaDecision, ReplicaState, Step, Tier, VolumeResult,
};
use super::input::{AntiAffinityOverride, Scenario, Volume};
use super::validate::Cluster;
use crate::kernel::message::Message;
pub(crate) use changes::Rerun;

mod changes;

/// One replica's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReplicaAnswer {
    /// The replica.
    pub replica: String,
    /// Why it is where it is, or why it is not scheduled, in one sentence.
    pub answer: Message,
    /// For a replica left unscheduled: the smallest edits that would schedule
    /// it, each one edit of the input (empty otherwise, and under `summary`).
    pub changes: Vec<Change>,
}

/// A suggested edit and its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Change {
    /// The edit, to apply to the scenario ([`Edit::apply`]).
    pub edit: Edit,
    /// What to do, in one sentence.
    pub message: Message,
}

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
}

impl Edit {
    /// Applies the edit to `scenario` (names that are not in it change nothing).
    pub fn apply(&self, scenario: &mut Scenario) {
        match self {
            Edit::FreeSpace { node, disk, bytes } => {
                let disk = scenario
                    .nodes
                    .iter_mut()
                    .filter(|n| n.name == *node)
                    .flat_map(|n| n.disks.iter_mut())
                    .find(|d| d.name == *disk);
                if let Some(d) = disk {
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
            } => {
                let settings = &mut scenario.settings;
                let Some(v) = scenario.volumes.iter_mut().find(|v| v.name == *volume) else {
                    return;
                };
                if *zone {
                    soften(
                        &mut v.replica_zone_soft_anti_affinity,
                        &mut settings.replica_zone_soft_anti_affinity,
                    );
                }
                if *node {
                    soften(
                        &mut v.replica_soft_anti_affinity,
                        &mut settings.replica_soft_anti_affinity,
                    );
                }
                if *disk {
                    soften(
                        &mut v.replica_disk_soft_anti_affinity,
                        &mut settings.replica_disk_soft_anti_affinity,
                    );
                }
            }
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

/// Every replica's answer as `level` asks: none under `none`, the sentences
/// under `summary`, and the suggested changes too under `full` (they run the
/// volume again a few times: see [`changes`]).
pub(crate) fn answer_volume(
    c: &Cluster<'_>,
    volume: &Volume,
    result: &VolumeResult,
    level: Explain,
    rerun: Rerun<'_>,
) -> Vec<ReplicaAnswer> {
    if level == Explain::None {
        return Vec::new();
    }
    // The replicas, then the new replicas a failed precheck kept from being created.
    let mut subjects: Vec<(&str, ReplicaState, Option<&str>, Option<&str>)> = result
        .replicas
        .iter()
        .map(|r| {
            (
                r.name.as_str(),
                r.state,
                r.node.as_deref(),
                r.disk.as_deref(),
            )
        })
        .collect();
    for step in &result.steps {
        if let Step::Precheck(d) = step {
            if !subjects.iter().any(|s| s.0 == d.replica) {
                subjects.push((&d.replica, ReplicaState::Unscheduled, None, None));
            }
        }
    }
    let waiting: Vec<&str> = subjects
        .iter()
        .filter(|s| s.1 == ReplicaState::Unscheduled)
        .map(|s| s.0)
        .collect();
    let mut changes = match waiting.first() {
        Some(first) if level == Explain::Full => {
            let decision = last_decision(&result.steps, first);
            changes::suggest(c, volume, result, &waiting, decision, rerun)
        }
        _ => Vec::new(),
    };
    subjects
        .iter()
        .map(|&(name, state, node, disk)| {
            let decision = last_decision(&result.steps, name);
            let answer = match (state, decision) {
                (ReplicaState::New | ReplicaState::Reused, Some(d)) if d.winner.is_some() => {
                    placed(d, &volume.name)
                }
                (ReplicaState::Unscheduled, Some(d)) => unscheduled(d, volume, result),
                (ReplicaState::Unscheduled, None) => {
                    Message::new("longhorn-unscheduled-not-tried").arg("replica", name)
                }
                (ReplicaState::Failed, _) => Message::new("longhorn-failed").arg("replica", name),
                _ => Message::new("longhorn-already-scheduled")
                    .arg("replica", name)
                    .arg("node", node.unwrap_or_default())
                    .arg("disk", disk.unwrap_or_default()),
            };
            let changes = changes
                .iter_mut()
                .find(|(n, _)| n == name)
                .map(|(_, c)| std::mem::take(c))
                .unwrap_or_default();
            ReplicaAnswer {
                replica: name.to_string(),
                answer,
                changes,
            }
        })
        .collect()
}

/// The replica's last scheduling attempt (a precheck counts: it decides alike).
fn last_decision<'a>(steps: &'a [Step], replica: &str) -> Option<&'a ReplicaDecision> {
    steps.iter().rev().find_map(|s| match s {
        Step::Schedule(d) | Step::Precheck(d) if d.replica == replica => Some(&**d),
        Step::Reuse(r) if r.reused.as_deref() == Some(replica) => r.search.as_deref(),
        _ => None,
    })
}

/// Why a placed replica is where it is: the rule that narrowed the candidates most.
fn placed(d: &ReplicaDecision, volume: &str) -> Message {
    let w = d.winner.as_ref().expect("placed() is called with a winner");
    let base = |id: &str| {
        Message::new(id)
            .arg("replica", &d.replica)
            .arg("node", &w.node)
            .arg("disk", &w.disk)
            .arg("volume", volume)
    };
    let count = d.candidates.len();
    let tier = d
        .tiers
        .iter()
        .rev()
        .find(|t| t.candidates > 0)
        .map(|t| t.tier);
    if d.locality.is_some() {
        return base("longhorn-placed-local");
    }
    if d.fallback {
        return base("longhorn-placed-fallback").arg("count", count);
    }
    match tier {
        Some(Tier::UsedNodes) => return base("longhorn-placed-shares-node"),
        Some(Tier::UnusedNodes | Tier::UnusedNodesBothSoft) => {
            return base("longhorn-placed-shares-zone").arg("zone", zone_of(d, &w.node))
        }
        Some(Tier::OnlyEvictingNodeAndZone | Tier::OnlyEvictingNodes) => {
            return base("longhorn-placed-replaces-evicting")
        }
        _ => {}
    }
    if let Some(zone) = only_free_zone(d, &w.node) {
        return base("longhorn-placed-only-zone").arg("zone", zone);
    }
    if count <= 1 {
        return base("longhorn-placed-only-candidate");
    }
    if d.tie.len() > 1 {
        return base("longhorn-placed-tie").arg("count", d.tie.len());
    }
    match &d.pick {
        Some(Pick::MostUsable(p)) => {
            let usable = p.entries.iter().map(|e| e.usable).max().unwrap_or(0);
            base("longhorn-placed-most-usable")
                .arg("count", count)
                .arg("usableBytes", usable)
        }
        _ => base("longhorn-placed-best-score").arg("count", count),
    }
}

fn zone_of(d: &ReplicaDecision, node: &str) -> String {
    d.nodes
        .iter()
        .find(|n| n.name == node)
        .map(|n| n.zone.clone())
        .unwrap_or_default()
}

/// The winner's zone when zone anti-affinity left only that zone: the first tier
/// won, every candidate is in one named zone, and a node was left out for its
/// zone's replica.
fn only_free_zone(d: &ReplicaDecision, winner: &str) -> Option<String> {
    let first = d
        .tiers
        .first()
        .filter(|t| t.tier == Tier::NewNodeNewZone && t.candidates > 0)?;
    let zone = zone_of(d, winner);
    let zone_excluded = first
        .excluded
        .iter()
        .any(|e| matches!(e.cause, ExclusionCause::ZoneUsed | ExclusionCause::NodeUsed));
    // Each candidate's zone through a map: a scan of the nodes per candidate
    // made every replica's answer quadratic in nodes.
    let mut zones: HashMap<&str, &str> = HashMap::with_capacity(d.nodes.len());
    for n in &d.nodes {
        zones.entry(n.name.as_str()).or_insert(n.zone.as_str());
    }
    let one_zone = d
        .candidates
        .iter()
        .all(|c| zones.get(c.node.as_str()).copied().unwrap_or_default() == zone);
    (!zone.is_empty() && zone_excluded && one_zone).then_some(zone)
}

/// Why a replica is not scheduled: the last rule that took the disks away.
fn unscheduled(d: &ReplicaDecision, volume: &Volume, result: &VolumeResult) -> Message {
    use super::explain::DiskVerdict as V;
    let base = |id: &str| {
        Message::new(id)
            .arg("replica", &d.replica)
            .arg("volume", &volume.name)
    };
    let candidates = d
        .nodes
        .iter()
        .filter(|n| n.verdict == NodeVerdict::Candidate)
        .count();
    let clone_source = d.nodes.iter().any(|n| n.verdict == NodeVerdict::NotCloneSource);
    if candidates == 0 && clone_source {
        let source = volume
            .data_source
            .as_deref()
            .and_then(super::input::data_source_volume)
            .unwrap_or("");
        return base("longhorn-unscheduled-linked-clone").arg("source", source);
    }
    if !d.nodes.is_empty() && candidates == 0 {
        return base("longhorn-unscheduled-no-node").arg("count", d.nodes.len());
    }
    if let Some((node, disk, missing)) =
        changes::closest_disk(d, volume.size.0, volume.actual_size.0)
    {
        return base("longhorn-unscheduled-storage")
            .arg("sizeBytes", volume.size.0)
            .arg("node", node)
            .arg("disk", disk)
            .arg("missingBytes", missing);
    }
    let aa = &result.anti_affinity;
    let left_out = |cause| {
        d.tiers.first().map_or(0, |t| {
            t.excluded.iter().filter(|e| e.cause == cause).count()
        })
    };
    let (zone, node, tags) = (
        left_out(ExclusionCause::ZoneUsed),
        left_out(ExclusionCause::NodeUsed),
        left_out(ExclusionCause::NodeTags),
    );
    let disk_removed = d
        .disks
        .iter()
        .filter(|x| x.verdict == V::DiskAntiAffinity)
        .count();
    if disk_removed > 0 {
        return base("longhorn-unscheduled-disk-anti-affinity").arg("count", disk_removed);
    }
    if !aa.zone_soft && zone + node > 0 {
        return base("longhorn-unscheduled-zone-anti-affinity").arg("count", zone + node);
    }
    if !aa.node_soft && node > 0 {
        return base("longhorn-unscheduled-node-anti-affinity").arg("count", node);
    }
    if tags > 0 {
        return base("longhorn-unscheduled-node-tags")
            .arg("count", tags)
            .arg("tags", volume.node_selector.join(", "));
    }
    if d.disks.iter().any(|x| {
        matches!(
            x.verdict,
            V::TagsNotFulfilled | V::BackingImageTagsNotFulfilled
        )
    }) {
        return base("longhorn-unscheduled-disk-tags").arg("tags", volume.disk_selector.join(", "));
    }
    base("longhorn-unscheduled-reasons").arg("reasons", d.reasons.join("; "))
}

/// Every message id this module can produce (the catalogs are tested against it).
pub const MESSAGE_IDS: &[&str] = &[
    "longhorn-already-scheduled",
    "longhorn-failed",
    "longhorn-placed-local",
    "longhorn-placed-fallback",
    "longhorn-placed-shares-node",
    "longhorn-placed-shares-zone",
    "longhorn-placed-replaces-evicting",
    "longhorn-placed-only-zone",
    "longhorn-placed-only-candidate",
    "longhorn-placed-tie",
    "longhorn-placed-most-usable",
    "longhorn-placed-best-score",
    "longhorn-unscheduled-not-tried",
    "longhorn-unscheduled-no-node",
    "longhorn-unscheduled-linked-clone",
    "longhorn-unscheduled-node-tags",
    "longhorn-unscheduled-zone-anti-affinity",
    "longhorn-unscheduled-disk-anti-affinity",
    "longhorn-unscheduled-node-anti-affinity",
    "longhorn-unscheduled-storage",
    "longhorn-unscheduled-disk-tags",
    "longhorn-unscheduled-reasons",
    "longhorn-change-free-space",
    "longhorn-change-minimal-available-percentage",
    "longhorn-change-over-provisioning-percentage",
    "longhorn-change-soft-zone",
    "longhorn-change-soft-node",
    "longhorn-change-soft-disk",
    "longhorn-change-soft-zone-node",
    "longhorn-change-soft-node-disk",
    "longhorn-change-soft-zone-node-disk",
    "longhorn-change-soft-zone-disk",
];
