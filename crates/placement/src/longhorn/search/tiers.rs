//! The anti-affinity tiers of `getDiskCandidates` (§3): which nodes count as
//! used (`getCurrentNodesAndZones`) and which node candidates each tier holds.

use super::{Rep, VolCtx};
use crate::longhorn::explain::{EffectiveAntiAffinity, ExclusionCause, ReadmissionCause, Tier};
use crate::longhorn::validate::Cluster;

/// The tiers in the order the real scheduler tries them.
pub(crate) fn tier_sequence(aa: &EffectiveAntiAffinity) -> Vec<Tier> {
    let mut tiers = vec![Tier::NewNodeNewZone];
    match (aa.zone_soft, aa.node_soft) {
        (false, _) => tiers.push(Tier::OnlyEvictingNodeAndZone),
        (true, false) => tiers.extend([Tier::UnusedNodes, Tier::OnlyEvictingNodes]),
        (true, true) => tiers.extend([Tier::UnusedNodesBothSoft, Tier::UsedNodes]),
    }
    tiers
}

/// Which nodes and zones hold a counted replica of the volume.
pub(crate) struct Usage {
    pub used_node: Vec<bool>,
    pub only_evicting_node: Vec<bool>,
    pub used_zone: Vec<bool>,
    pub only_evicting_zone: Vec<bool>,
}

/// `getCurrentNodesAndZones` over the node candidates. A failed replica counts
/// only when it is potentially reusable and the volume is not yet replenishing
/// (`IsPotentiallyReusableReplica` has no data-engine condition: v2 replicas
/// count as v1 ones do); the reuse search ignores failed replicas.
pub(crate) fn usage(
    c: &Cluster<'_>,
    v: &VolCtx<'_>,
    reps: &[Rep],
    is_candidate: &[bool],
    ignore_failed: bool,
) -> Usage {
    let mut u = Usage {
        used_node: vec![false; c.nodes.len()],
        only_evicting_node: vec![false; c.nodes.len()],
        used_zone: vec![false; c.zone_count],
        only_evicting_zone: vec![false; c.zone_count],
    };
    for r in reps {
        let Some(n) = r.node else { continue };
        if r.failed_at.is_some() && (ignore_failed || !r.potentially_reusable() || v.replenishing) {
            continue;
        }
        if !is_candidate.get(n).copied().unwrap_or(false) {
            continue;
        }
        let z = c.zone_of.get(n).copied().unwrap_or(0);
        if r.evicting {
            if !u.used_node[n] {
                u.only_evicting_node[n] = true;
            }
            if !u.used_zone[z] {
                u.only_evicting_zone[z] = true;
            }
        } else {
            u.only_evicting_node[n] = false;
            u.only_evicting_zone[z] = false;
        }
        u.used_node[n] = true;
        u.used_zone[z] = true;
    }
    u
}

/// What the tiers need to know about one node candidate.
pub(crate) struct NodeFacts {
    /// Node tags satisfy the volume's node selector.
    pub tags_ok: bool,
    /// Node tags satisfy the backing image's node selector (true without one).
    pub backing_image_tags_ok: bool,
    /// `best-effort` auto-balance with a pressure above 0, and a disk of the node under it.
    pub disk_pressure: bool,
}

/// A node's place in a tier.
pub(crate) enum Membership {
    In,
    /// In only because of `best-effort` auto-balance.
    Readmitted(ReadmissionCause),
    Out(ExclusionCause),
}

/// Whether node `n` (zone `z`) is in `tier`. Node tags filter every tier but
/// the used-nodes one, which takes `usedNodes` as `getCurrentNodesAndZones`
/// built it: only nodes with a counted replica, tags not re-checked.
pub(crate) fn membership(
    tier: Tier,
    facts: &NodeFacts,
    best_effort: bool,
    u: &Usage,
    n: usize,
    z: usize,
) -> Membership {
    use ExclusionCause::*;
    if tier == Tier::UsedNodes {
        return if u.used_node[n] {
            Membership::In
        } else {
            Membership::Out(NodeNotUsed)
        };
    }
    if !facts.tags_ok {
        return Membership::Out(NodeTags);
    }
    if !facts.backing_image_tags_ok {
        return Membership::Out(BackingImageNodeTags);
    }
    match tier {
        // `unusedNodesInUnusedZones` asks about the zone only (a used node's zone is used).
        Tier::NewNodeNewZone => {
            if u.used_node[n] {
                Membership::Out(NodeUsed)
            } else if u.used_zone[z] {
                Membership::Out(ZoneUsed)
            } else {
                Membership::In
            }
        }
        Tier::UnusedNodes | Tier::UnusedNodesBothSoft => {
            match (u.used_node[n], facts.disk_pressure) {
                (false, _) => Membership::In,
                (true, true) => Membership::Readmitted(ReadmissionCause::DiskPressure),
                (true, false) => Membership::Out(NodeUsed),
            }
        }
        Tier::OnlyEvictingNodeAndZone => {
            if !u.only_evicting_node[n] {
                Membership::Out(NodeNotOnlyEvicting)
            } else if u.only_evicting_zone[z] {
                Membership::In
            } else if best_effort {
                Membership::Readmitted(ReadmissionCause::EvictingNodeInUsedZone)
            } else {
                Membership::Out(ZoneNotOnlyEvicting)
            }
        }
        Tier::OnlyEvictingNodes => {
            if u.only_evicting_node[n] {
                Membership::In
            } else {
                Membership::Out(NodeNotOnlyEvicting)
            }
        }
        Tier::UsedNodes => Membership::In,
    }
}
