//! One anti-affinity tier of the search (§3, §4): its node candidates, their
//! disks checked (each disk once per search, whatever the number of tiers
//! its node is in), and disk anti-affinity among the disks that passed.

use std::collections::BTreeSet;

use super::tiers::{Membership, NodeFacts, Usage, membership};
use super::{DiskCheck, Rep, VolCtx, disk_ref};
use crate::longhorn::checks::{DISKS_UNAVAILABLE, check_disk};
use crate::longhorn::explain::{Tier, TierExclusion, TierExplanation, TierReadmission};
use crate::longhorn::validate::Cluster;

/// The volume's replicas on one disk, gathered once per search (a scan of
/// the replicas per disk was disks × replicas).
#[derive(Clone, Copy, Default)]
pub(super) struct OnDisk {
    /// The sizes of the replicas this run placed there (not yet in the
    /// disk's `storageScheduled`) — or, under v1.11.0, of every replica of
    /// the volume on the disk's node but not recorded on this disk.
    pub(super) in_pass: i64,
    /// A replica disk anti-affinity counts is there.
    pub(super) holds_replica: bool,
}

impl OnDisk {
    /// Per flat disk index; a replica with a disk out of range is not counted.
    pub(super) fn per_disk(
        c: &Cluster<'_>,
        v: &VolCtx<'_>,
        reps: &[Rep],
        ignore_failed: bool,
    ) -> Vec<OnDisk> {
        let mut on_disk = vec![OnDisk::default(); c.disks.len()];
        for r in reps {
            let Some(o) = r.disk.and_then(|d| on_disk.get_mut(d)) else {
                continue;
            };
            if r.in_pass {
                o.in_pass = o.in_pass.saturating_add(v.facts.size);
            }
            o.holds_replica |= r.counts_on_disk(ignore_failed);
        }
        if v.facts.version.in_pass_per_node_rule() {
            per_node(c, v, reps, &mut on_disk);
        }
        on_disk
    }
}

/// v1.11.0 `filterNodeDisksForReplica` adds, for a disk of node N, every
/// replica of the volume with `nodeID == N` that is not in the disk's
/// `scheduledReplica`: this run's replicas on any disk of N and the recorded
/// ones on N's other disks. Linear: the node's total less the disk's recorded.
fn per_node(c: &Cluster<'_>, v: &VolCtx<'_>, reps: &[Rep], on_disk: &mut [OnDisk]) {
    let size = v.facts.size;
    let mut node_total = vec![0i64; c.nodes.len()];
    let mut recorded = vec![0i64; c.disks.len()];
    for r in reps {
        let Some(total) = r.node.and_then(|n| node_total.get_mut(n)) else {
            continue;
        };
        *total = total.saturating_add(size);
        if let (false, Some(here)) = (r.in_pass, r.disk.and_then(|d| recorded.get_mut(d))) {
            *here = here.saturating_add(size);
        }
    }
    for (d, o) in on_disk.iter_mut().enumerate() {
        o.in_pass = node_total[c.disk_node(d)].saturating_sub(recorded[d]);
    }
}

/// What every tier of one search looks at.
pub(super) struct TierPass<'p, 'c> {
    pub(super) c: &'p Cluster<'c>,
    pub(super) v: &'p VolCtx<'c>,
    /// Per disk: what the volume's replicas on it mean to the checks.
    pub(super) on_disk: &'p [OnDisk],
    pub(super) facts: &'p [NodeFacts],
    pub(super) usage: &'p Usage,
    pub(super) best_effort: bool,
    pub(super) is_candidate: &'p [bool],
    /// The disks of the candidate nodes' disk maps.
    pub(super) in_map: &'p [bool],
    /// `false` in the reuse search: no capacity checks.
    pub(super) require_check: bool,
}

/// A tier's outcome: its explanation, its candidate disks (empty when it has
/// none) and the reasons its disks failed.
pub(super) struct TierOutcome {
    pub(super) explanation: TierExplanation,
    pub(super) candidates: Vec<usize>,
    pub(super) reasons: BTreeSet<&'static str>,
}

impl TierPass<'_, '_> {
    /// Walks one tier; `checked` keeps each disk's check for the next tiers
    /// and for the explanation's disk rows.
    pub(super) fn run(&self, tier: Tier, checked: &mut [Option<DiskCheck>]) -> TierOutcome {
        let c = self.c;
        let mut explanation = TierExplanation {
            tier,
            nodes: Vec::new(),
            excluded: Vec::new(),
            readmitted: Vec::new(),
            passed: 0,
            disk_anti_affinity_removed: Vec::new(),
            candidates: 0,
            reasons: Vec::new(),
        };
        let mut reasons: BTreeSet<&'static str> = BTreeSet::new();
        let mut passed = Vec::new();
        for n in (0..c.nodes.len()).filter(|&n| self.is_candidate[n]) {
            let z = c.zone_of[n];
            match membership(tier, &self.facts[n], self.best_effort, self.usage, n, z) {
                Membership::In => {}
                Membership::Readmitted(cause) => explanation.readmitted.push(TierReadmission {
                    node: c.node_name(n).to_string(),
                    cause,
                }),
                Membership::Out(cause) => {
                    explanation.excluded.push(TierExclusion {
                        node: c.node_name(n).to_string(),
                        cause,
                    });
                    continue;
                }
            }
            explanation.nodes.push(c.node_name(n).to_string());
            let range = c.node_disks[n].clone();
            if !range.clone().any(|d| self.in_map[d]) {
                reasons.insert(DISKS_UNAVAILABLE);
                continue;
            }
            for d in range.filter(|&d| self.in_map[d]) {
                let entry = checked[d].get_or_insert_with(|| self.check(d));
                match entry.result {
                    Err((_, reason)) => reasons.extend(reason),
                    Ok(()) => passed.push(d),
                }
            }
        }
        explanation.passed = passed.len();
        let (candidates, removed) = self.disk_anti_affinity(passed);
        for &d in &removed {
            if let Some(entry) = checked[d].as_mut() {
                entry.anti_affinity_removed = true;
            }
            explanation.disk_anti_affinity_removed.push(disk_ref(c, d));
        }
        explanation.candidates = candidates.len();
        explanation.reasons = reasons.iter().map(|r| r.to_string()).collect();
        TierOutcome {
            explanation,
            candidates,
            reasons,
        }
    }

    /// A disk's §4 checks, with the sizes of this run's replicas already on it.
    fn check(&self, d: usize) -> DiskCheck {
        let in_pass = self.on_disk.get(d).map_or(0, |o| o.in_pass);
        let (result, fits) = check_disk(
            self.c.disks[d].1,
            self.c.scheduled[d],
            in_pass,
            &self.v.facts,
            self.c.settings,
            self.require_check,
        );
        DiskCheck {
            result,
            fits,
            anti_affinity_removed: false,
            locality_removed: false,
        }
    }

    /// Disk anti-affinity among the disks that passed: those without a
    /// replica of the volume when there are any; else all of them when it is
    /// soft, none when hard. Returns (candidates, removed).
    fn disk_anti_affinity(&self, passed: Vec<usize>) -> (Vec<usize>, Vec<usize>) {
        let holds_replica = |d: usize| self.on_disk.get(d).is_some_and(|o| o.holds_replica);
        let (free, holding): (Vec<usize>, Vec<usize>) =
            passed.iter().partition(|&&d| !holds_replica(d));
        if !free.is_empty() {
            (free, holding)
        } else if self.v.aa.disk_soft {
            (passed, Vec::new())
        } else {
            (Vec::new(), passed)
        }
    }
}
