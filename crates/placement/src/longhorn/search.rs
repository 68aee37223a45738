//! The candidate search for one replica: node candidates (§2), the
//! anti-affinity tiers (§3), the disk checks (§4) and data locality (§6).
//!
//! One search is linear in the cluster: each node and each disk is looked at a
//! constant number of times (a disk is checked at most once, whatever the
//! number of tiers its node belongs to).

use std::collections::BTreeSet;

use super::checks::{
    ENGINE_IMAGE_NOT_READY, HARD_AFFINITY, LINKED_CLONE_NOT_SATISFIED, NODES_UNAVAILABLE,
    TEXT_LIMIT, TOPOLOGY_NOT_SATISFIED, disk_schedulable, disk_under_pressure, node_info_verdict,
    tags_match,
};
use super::explain::{
    DiskExplanation, DiskVerdict, FitsExplanation, NodeExplanation, NodeVerdict, ReplicaDecision,
};
use super::input::{DataLocality, ReplicaAutoBalance, TopologyTerm, Volume};
use super::validate::Cluster;
use crate::kernel::message::Message;
pub(crate) use clone::CloneSource;
pub(crate) use rep::{DiskCheck, Rep, VolCtx, disk_ref};
use tier_pass::{OnDisk, TierPass};
use tiers::{NodeFacts, Usage, tier_sequence, usage};

pub(crate) mod clone;
mod rep;
mod tier_pass;
mod tiers;

/// Which nodes and disks the search starts from.
pub(crate) enum Scope<'s> {
    /// `ScheduleReplica` / the precheck.
    Normal { hard_affinity: Option<usize> },
    /// `CheckAndReuseFailedReplica`: the reusable replicas' nodes and disks only,
    /// failed replicas ignored, no capacity checks.
    Reuse {
        nodes: &'s [bool],
        disks: &'s [bool],
    },
}

/// The outcome of a search.
pub(crate) struct Search {
    /// Candidate disks (flat indexes), in cluster order.
    pub candidates: Vec<usize>,
    /// Reasons recorded (empty when candidates were found).
    pub reasons: BTreeSet<&'static str>,
    /// The explanation so far (no pick yet).
    pub decision: ReplicaDecision,
    /// Per disk: the Fits numbers when it was checked (for the winner's row).
    pub checked: Vec<Option<DiskCheck>>,
}

/// Runs the candidate search for one replica.
pub(crate) fn search(
    c: &Cluster<'_>,
    v: &VolCtx<'_>,
    reps: &[Rep],
    replica: &str,
    scope: Scope<'_>,
) -> Search {
    let s = c.settings;
    let mut reasons: BTreeSet<&'static str> = BTreeSet::new();
    let mut verdicts: Vec<NodeVerdict> = c.nodes.iter().map(|n| node_info_verdict(n, s)).collect();
    let hard_affinity = match scope {
        Scope::Normal { hard_affinity } => hard_affinity,
        Scope::Reuse { .. } => None,
    };
    // A linked clone's disks: those of (healthy) source replicas only.
    let clone_disks = match scope {
        Scope::Normal { .. } => {
            let src = reps
                .iter()
                .find(|r| r.name == replica)
                .and_then(|r| r.linked_src.as_deref());
            clone::allowed_disks(c, &v.clone, src)
        }
        Scope::Reuse { .. } => None,
    };
    let clone_disks = clone_disks.as_deref();
    let clone_nodes = v.facts.version.clone_node_disk_map_rule();
    node_candidates(
        c,
        &mut verdicts,
        &scope,
        v.topology,
        clone_disks,
        clone_nodes,
        &mut reasons,
    );
    let is_candidate: Vec<bool> = verdicts
        .iter()
        .map(|v| *v == NodeVerdict::Candidate)
        .collect();
    let in_map = disk_map(c, &scope, &is_candidate, clone_disks);
    let ignore_failed = matches!(scope, Scope::Reuse { .. });
    let u = usage(c, v, reps, &is_candidate, ignore_failed);
    let facts = node_facts(c, v);
    let on_disk = OnDisk::per_disk(c, v, reps, ignore_failed);
    let pass = TierPass {
        c,
        v,
        on_disk: &on_disk,
        facts: &facts,
        usage: &u,
        best_effort: auto_balance(s, v.volume) == ReplicaAutoBalance::BestEffort,
        is_candidate: &is_candidate,
        in_map: &in_map,
        require_check: matches!(scope, Scope::Normal { .. }),
    };

    let mut checked: Vec<Option<DiskCheck>> = vec![None; c.disks.len()];
    let mut tiers = Vec::new();
    let mut candidates = Vec::new();
    if reasons.is_empty() && is_candidate.iter().any(|x| *x) {
        for tier in tier_sequence(&v.aa) {
            let outcome = pass.run(tier, &mut checked);
            tiers.push(outcome.explanation);
            if !outcome.candidates.is_empty() {
                candidates = outcome.candidates;
                reasons.clear();
                break;
            }
            reasons.extend(outcome.reasons);
        }
    }
    let locality = match scope {
        Scope::Normal { .. } => prefer_local(c, v, reps, &mut candidates, &mut checked),
        Scope::Reuse { .. } => None,
    };
    let decision = ReplicaDecision {
        replica: replica.to_string(),
        hard_node_affinity: hard_affinity.map(|a| c.node_name(a).to_string()),
        nodes: node_rows(c, &verdicts, &facts, &u),
        tiers,
        disks: Vec::new(),
        candidates: candidates.iter().map(|&d| disk_ref(c, d)).collect(),
        locality_message: locality.as_ref().map(|(_, m)| m.clone()),
        locality: locality.map(|(text, _)| text),
        pick: None,
        winner: None,
        node_tie: Vec::new(),
        tie: Vec::new(),
        fallback: false,
        reasons: reasons.iter().map(|r| r.to_string()).collect(),
    };
    let mut search = Search {
        candidates,
        reasons,
        decision,
        checked,
    };
    search.decision.disks = disk_rows(
        c,
        &search,
        &is_candidate,
        &in_map,
        pass.require_check,
        clone_disks,
    );
    search
}

/// §2: the disks of each candidate node's disk map: schedulable (and, for a
/// linked clone, a source replica's); in the reuse search, the reusable
/// replicas' disks.
fn disk_map(
    c: &Cluster<'_>,
    scope: &Scope<'_>,
    is_candidate: &[bool],
    clone_disks: Option<&[bool]>,
) -> Vec<bool> {
    match scope {
        Scope::Normal { .. } => (0..c.disks.len())
            .map(|d| {
                let (n, disk) = c.disks[d];
                is_candidate[n]
                    && disk_schedulable(disk, c.scheduled[d], c.settings).0
                    && clone_disks.is_none_or(|allowed| allowed[d])
            })
            .collect(),
        Scope::Reuse { disks, .. } => (0..c.disks.len())
            .map(|d| disks.get(d).copied().unwrap_or(false))
            .collect(),
    }
}

/// §6 best-effort data locality: when the attached node has no healthy
/// replica, its disks among the winning tier's candidates are preferred (the
/// others marked). The explanation's sentence, in English and as a message.
fn prefer_local(
    c: &Cluster<'_>,
    v: &VolCtx<'_>,
    reps: &[Rep],
    candidates: &mut Vec<usize>,
    checked: &mut [Option<DiskCheck>],
) -> Option<(String, Message)> {
    let (DataLocality::BestEffort, Some(a)) = (v.locality, v.attached) else {
        return None;
    };
    let local_healthy = reps
        .iter()
        .any(|r| r.node == Some(a) && r.failed_at.is_none());
    if local_healthy || candidates.is_empty() {
        return None;
    }
    let node = c.node_name(a);
    let local: Vec<usize> = candidates
        .iter()
        .copied()
        .filter(|&d| c.disk_node(d) == a)
        .collect();
    if local.is_empty() {
        return Some((
            format!(
                "data locality best-effort: no candidate disk on the attached node {node} in this tier; any candidate may be used"
            ),
            Message::new("longhorn-locality-no-local-disk").arg("node", node),
        ));
    }
    for &d in candidates.iter().filter(|&&d| c.disk_node(d) != a) {
        if let Some(entry) = checked[d].as_mut() {
            entry.locality_removed = true;
        }
    }
    let count = local.len();
    *candidates = local;
    Some((
        format!(
            "data locality best-effort: the attached node {node} has no healthy replica; its {count} candidate disk(s) are preferred"
        ),
        Message::new("longhorn-locality-prefer-local")
            .arg("node", node)
            .arg("count", count),
    ))
}

/// Every node's row of the explanation.
fn node_rows(
    c: &Cluster<'_>,
    verdicts: &[NodeVerdict],
    facts: &[NodeFacts],
    u: &Usage,
) -> Vec<NodeExplanation> {
    (0..c.nodes.len())
        .map(|n| {
            let z = c.zone_of[n];
            NodeExplanation {
                name: c.node_name(n).to_string(),
                zone: c.nodes[n].zone.clone(),
                verdict: verdicts[n],
                tags_match: facts[n].tags_ok,
                backing_image_tags_match: facts[n].backing_image_tags_ok,
                disk_pressure: facts[n].disk_pressure,
                used: u.used_node[n],
                only_evicting: u.only_evicting_node[n],
                zone_used: u.used_zone[z],
                zone_only_evicting: u.only_evicting_zone[z],
            }
        })
        .collect()
}

/// `getNodeCandidates`: a linked clone keeps the nodes of its source's
/// replicas, then the hard-affinity pin is applied among the
/// schedulable nodes (`ListSchedulableNodes`), then (master) the
/// volume's topology requirement, then the instance manager and engine image
/// readiness; the reuse search starts from the reusable replicas' nodes.
fn node_candidates(
    c: &Cluster<'_>,
    verdicts: &mut [NodeVerdict],
    scope: &Scope<'_>,
    topology: Option<&[TopologyTerm]>,
    clone_disks: Option<&[bool]>,
    clone_nodes: bool,
    reasons: &mut BTreeSet<&'static str>,
) {
    let Scope::Normal { hard_affinity } = scope else {
        if let Scope::Reuse { nodes, .. } = scope {
            for (i, verdict) in verdicts.iter_mut().enumerate() {
                if nodes.get(i).copied().unwrap_or(false) {
                    *verdict = NodeVerdict::Candidate;
                } else if *verdict == NodeVerdict::Candidate {
                    *verdict = NodeVerdict::NoReusableReplica;
                }
            }
        }
        return;
    };
    // A linked clone (v1.12.1 FindDiskCandidates, before getNodeCandidates):
    // only nodes with a disk of a healthy source replica. Before v1.12.1 the
    // filter deletes from an empty map: every node stays.
    if let Some(allowed) = clone_disks.filter(|_| clone_nodes) {
        for (n, verdict) in verdicts.iter_mut().enumerate() {
            if *verdict == NodeVerdict::Candidate && !c.node_disks[n].clone().any(|d| allowed[d]) {
                *verdict = NodeVerdict::NotCloneSource;
            }
        }
        if !verdicts.contains(&NodeVerdict::Candidate) {
            reasons.insert(LINKED_CLONE_NOT_SATISFIED);
            return;
        }
    }
    if let Some(a) = *hard_affinity {
        for (i, verdict) in verdicts.iter_mut().enumerate() {
            if i != a && *verdict == NodeVerdict::Candidate {
                *verdict = NodeVerdict::NotAffinityNode;
            }
        }
        if verdicts.get(a) != Some(&NodeVerdict::Candidate) {
            reasons.insert(HARD_AFFINITY);
            return;
        }
    }
    if let Some(terms) = topology {
        for (verdict, node) in verdicts.iter_mut().zip(c.nodes) {
            let matches = terms.iter().any(|t| {
                (t.zone.is_empty() || t.zone == node.zone)
                    && (t.region.is_empty() || t.region == node.region)
            });
            if *verdict == NodeVerdict::Candidate && !matches {
                *verdict = NodeVerdict::OutsideTopology;
            }
        }
        if !verdicts.contains(&NodeVerdict::Candidate) {
            reasons.insert(TOPOLOGY_NOT_SATISFIED);
            return;
        }
    }
    if !verdicts.contains(&NodeVerdict::Candidate) {
        reasons.insert(NODES_UNAVAILABLE);
        return;
    }
    for (verdict, node) in verdicts.iter_mut().zip(c.nodes) {
        if *verdict == NodeVerdict::Candidate && !node.engine_ready {
            *verdict = NodeVerdict::EngineNotReady;
        }
    }
    if !verdicts.contains(&NodeVerdict::Candidate) {
        reasons.insert(ENGINE_IMAGE_NOT_READY);
    }
}

/// Each node's tags against the volume's and the backing image's node
/// selectors, and its disk pressure under `best-effort` auto-balance.
fn node_facts(c: &Cluster<'_>, v: &VolCtx<'_>) -> Vec<NodeFacts> {
    let s = c.settings;
    let allow_empty = s.allow_empty_node_selector_volume;
    let pressure = s.replica_auto_balance_disk_pressure_percentage;
    let pressure_applies =
        auto_balance(s, v.volume) == ReplicaAutoBalance::BestEffort && pressure > 0;
    c.nodes
        .iter()
        .map(|n| NodeFacts {
            tags_ok: tags_match(&n.tags, &v.volume.node_selector, allow_empty),
            backing_image_tags_ok: v
                .backing_image
                .is_none_or(|bi| tags_match(&n.tags, &bi.node_selector, allow_empty)),
            disk_pressure: pressure_applies
                && n.disks.iter().any(|d| disk_under_pressure(d, pressure)),
        })
        .collect()
}

/// `GetAutoBalancedReplicasSetting`: the volume's `replicaAutoBalance`
/// unless `ignored`, else the global `replica-auto-balance`.
pub(crate) fn auto_balance(s: &crate::longhorn::Settings, volume: &Volume) -> ReplicaAutoBalance {
    volume.replica_auto_balance.resolve(s.replica_auto_balance)
}

/// Every disk's row of the explanation (the winner is marked later).
fn disk_rows(
    c: &Cluster<'_>,
    search: &Search,
    is_candidate: &[bool],
    in_map: &[bool],
    require_check: bool,
    clone_disks: Option<&[bool]>,
) -> Vec<DiskExplanation> {
    let mut is_final = vec![false; c.disks.len()];
    for &d in &search.candidates {
        is_final[d] = true;
    }
    let text = c.disks.len() <= TEXT_LIMIT;
    let with_text = |f: Option<FitsExplanation>| {
        if text {
            f.map(FitsExplanation::with_text)
        } else {
            f
        }
    };
    (0..c.disks.len())
        .map(|d| {
            let (n, disk) = c.disks[d];
            let (verdict, reason, fits_numbers) = if !is_candidate[n] {
                (DiskVerdict::NodeNotCandidate, None, None)
            } else if !in_map[d] {
                let (schedulable, numbers) = if require_check {
                    disk_schedulable(disk, c.scheduled[d], c.settings)
                } else {
                    (false, None)
                };
                // Schedulable but not a source replica's disk (checked last upstream).
                let verdict = if schedulable && clone_disks.is_some_and(|a| !a[d]) {
                    DiskVerdict::NotCloneSource
                } else {
                    DiskVerdict::NotSchedulable
                };
                (verdict, None, numbers)
            } else {
                match &search.checked[d] {
                    None => (DiskVerdict::NotInTier, None, None),
                    Some(check) => match check.result {
                        Err((verdict, reason)) => {
                            (verdict, reason.map(str::to_string), check.fits.clone())
                        }
                        Ok(()) if is_final[d] => (DiskVerdict::Candidate, None, check.fits.clone()),
                        Ok(()) if check.locality_removed => {
                            (DiskVerdict::NotLocal, None, check.fits.clone())
                        }
                        Ok(()) if check.anti_affinity_removed => {
                            (DiskVerdict::DiskAntiAffinity, None, check.fits.clone())
                        }
                        Ok(()) => (DiskVerdict::NotInTier, None, check.fits.clone()),
                    },
                }
            };
            DiskExplanation {
                node: c.node_name(n).to_string(),
                disk: disk.name.clone(),
                verdict,
                reason,
                fits: with_text(fits_numbers),
                recorded_schedulable: disk.schedulable,
            }
        })
        .collect()
}
