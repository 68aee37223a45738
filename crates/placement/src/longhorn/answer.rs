//! The answer first: for each replica, one sentence saying why it is where it
//! is (or why it is not scheduled) with the deciding number, and for a replica
//! left unscheduled, the smallest edits of the input that would schedule it.
//!
//! Everything here reads a volume's decisions as the search recorded them
//! (before [`Explain`] trims them), so the answers do not
//! depend on how much a run explains; the sentences are [`Message`]s.

use std::collections::HashMap;

use super::detail::Explain;
use super::explain::{
    ExclusionCause, NodeVerdict, Pick, ReplicaDecision, ReplicaState, Step, Tier, VolumeResult,
};
use super::input::Volume;
use super::validate::Cluster;
use crate::kernel::message::Message;
pub use edit::{DiskFix, Edit, NodeFix};
pub use replica_answer::{Change, ReplicaAnswer};
pub(crate) use rerun::Rerun;

mod catalogue;
mod causes;
mod changes;
mod edit;
mod replica_answer;
mod rerun;

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
                (ReplicaState::Unscheduled, Some(d)) => {
                    unscheduled(c, d, volume, result.anti_affinity.node_soft)
                }
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
            let outside = match (state, decision) {
                (ReplicaState::Unscheduled, Some(d)) if level == Explain::Full => {
                    causes::outside(c, d, volume)
                }
                _ => Vec::new(),
            };
            ReplicaAnswer {
                replica: name.to_string(),
                answer,
                changes,
                outside,
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
            return base("longhorn-placed-shares-zone").arg("zone", zone_of(d, &w.node));
        }
        Some(Tier::OnlyEvictingNodeAndZone | Tier::OnlyEvictingNodes) => {
            return base("longhorn-placed-replaces-evicting");
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

/// Why a replica is not scheduled: every node and disk that could not take
/// it, counted by cause (see [`causes`]).
fn unscheduled(c: &Cluster<'_>, d: &ReplicaDecision, volume: &Volume, node_soft: bool) -> Message {
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
    let clone_source = d
        .nodes
        .iter()
        .any(|n| n.verdict == NodeVerdict::NotCloneSource);
    if candidates == 0 && clone_source {
        let source = volume
            .data_source
            .as_deref()
            .and_then(super::input::data_source_volume)
            .unwrap_or("");
        return base("longhorn-unscheduled-linked-clone").arg("source", source);
    }
    let causes = causes::causes(c, d, volume, node_soft);
    if causes.is_empty() {
        return base("longhorn-unscheduled-reasons").arg("reasons", d.reasons.join("; "));
    }
    base("longhorn-unscheduled-causes").arg("causes", causes)
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
    "longhorn-unscheduled-linked-clone",
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
    "longhorn-unscheduled-causes",
    "longhorn-outside-strict-local",
    "longhorn-outside-topology",
    "longhorn-outside-linked-clone",
    "longhorn-outside-disk-type",
    "longhorn-outside-no-disks",
    "longhorn-change-grow-disk",
    "longhorn-change-node-ready",
    "longhorn-change-node-uncordon",
    "longhorn-change-node-allow-scheduling",
    "longhorn-change-node-stop-eviction",
    "longhorn-change-node-engine-ready",
    "longhorn-change-disk-ready",
    "longhorn-change-disk-allow-scheduling",
    "longhorn-change-disk-stop-eviction",
    "longhorn-change-disk-condition",
    "longhorn-change-tag-node",
    "longhorn-change-tag-disk",
    "longhorn-change-tag-node-disk",
    "longhorn-change-drop-disk-selector",
];

/// Every sentence part this module can produce (the causes of a not-scheduled
/// replica and the names in their lists; the catalogs are tested against it).
pub const PART_IDS: &[&str] = &[
    "longhorn-name",
    "longhorn-cause-not-ready",
    "longhorn-cause-cordoned",
    "longhorn-cause-scheduling-disabled",
    "longhorn-cause-eviction-requested",
    "longhorn-cause-engine-not-ready",
    "longhorn-cause-not-affinity-node",
    "longhorn-cause-no-reusable-replica",
    "longhorn-cause-outside-topology",
    "longhorn-cause-not-clone-source",
    "longhorn-cause-node-tags",
    "longhorn-cause-backing-image-node-tags",
    "longhorn-cause-node-used",
    "longhorn-cause-zone-used",
    "longhorn-cause-no-disks",
    "longhorn-cause-disk-scheduling-disabled",
    "longhorn-cause-disk-evicting",
    "longhorn-cause-disk-not-ready",
    "longhorn-cause-disk-condition-false",
    "longhorn-cause-disk-full",
    "longhorn-cause-disk-type",
    "longhorn-cause-disk-tags",
    "longhorn-cause-backing-image-disk-tags",
    "longhorn-cause-storage",
    "longhorn-cause-storage-closest",
    "longhorn-cause-disk-anti-affinity",
    "longhorn-cause-not-local",
    "longhorn-cause-disk-not-clone-source",
];
