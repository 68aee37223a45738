//! The event-driven engine: one reconcile (spec §4) and one agent step (spec §6)
//! whose cost is proportional to what changes, plus the partitions reached.
//!
//! Per cluster the engine keeps the raw BundleDeployment and a cached derived
//! view (state, availability, up-to-date, promotion candidacy). Every change goes
//! through [`Engine::modify`], which recomputes the derived view of that one
//! cluster and applies the difference to the aggregates: bundle and partition
//! state counts, unavailable counts, the ordered sets of promotion candidates
//! per partition, the ordered set of non-ready targets (for the first ten).

use super::simulate::Behavior;
use super::state::{
    Bd, BundleState, BundleSummary, NON_READY_LISTED, NonReadyResource, StateCounts,
};
use super::strategy::RolloutStrategy;
use super::targets::{Cluster, ClusterGroup, Partitioning};
use crate::InputError;
use crate::kernel::int_or_percent::{IntOrPercent, Limit, limit};
use crate::kernel::message::{Message, Said};

mod agent;
mod bd_report;
mod positions;
mod timers;

pub(crate) use bd_report::BdReport;
use positions::Positions;
use timers::ReadinessTimers;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cand {
    No,
    Avail,
    Unavail,
    Paused,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Derived {
    has_bd: bool,
    unavailable: bool,
    good: bool,
    state: BundleState,
    cand: Cand,
}

const NO_TARGET: Derived = Derived {
    has_bd: false,
    unavailable: false,
    good: false,
    state: BundleState::Pending,
    cand: Cand::No,
};

/// A partition's live state in the engine.
#[derive(Debug)]
pub(crate) struct PartState {
    pub name: String,
    pub label: String,
    pub members: Vec<usize>,
    pub max: Limit,
    cursor: usize,
    pub without_bd: u64,
    /// Members not up to date or unavailable (the partition check).
    pub bad: u64,
    /// Members whose BD exists and is unavailable.
    pub unavailable: u64,
    pub counts: StateCounts,
    avail: Positions,
    unavail: Positions,
    pub paused_cand: u64,
    staged_version: u32,
}

/// What happened to one cluster, for the timeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    Created,
    Staged,
    Promoted,
    Applied,
    Ready,
    NotReady,
    Failed,
    Modified,
    Corrected,
}

/// A partition's record of one reconcile, before and after the decisions.
#[derive(Clone, Debug, Default)]
pub(crate) struct PartRecord {
    pub count: u64,
    pub max: i64,
    pub unavailable_before: u64,
    pub counts_before: StateCounts,
    pub reached: bool,
    pub created: u64,
    pub staged: u64,
    pub promoted: u64,
    pub bad_after: u64,
    pub is_unavailable: bool,
    pub waiting_avail: u64,
    pub waiting_paused: u64,
    pub blocked_by_bundle: bool,
    pub without_bd_after: u64,
    pub bundle_counter: i64,
    pub part_counter: i64,
}

/// The record of one reconcile.
#[derive(Clone, Debug, Default)]
pub(crate) struct ReconcileRecord {
    pub summary: BundleSummary,
    pub unavailable_after: i64,
    pub max_unavailable: i64,
    pub max_unavailable_partitions: i64,
    pub unavailable_partitions: i64,
    pub newly_created: i64,
    pub parts: Vec<PartRecord>,
    pub stopped_at: Option<usize>,
    pub created: Vec<usize>,
    pub promoted: Vec<usize>,
    pub staged: u64,
}

/// The engine's state; clusters are addressed by their input index (`id`),
/// order-sensitive structures by their position in the sorted targets (`pos`).
pub(crate) struct Engine<'a> {
    pub clusters: &'a [Cluster],
    groups: &'a [ClusterGroup],
    strategy: &'a RolloutStrategy,
    pub bds: Vec<Option<Bd>>,
    pub behavior: Vec<Behavior>,
    pub paused: Vec<bool>,
    pub bundle_paused: bool,
    pub desired: u32,
    joined: Vec<bool>,
    pub pos_to_id: Vec<usize>,
    id_to_pos: Vec<usize>,
    pub cluster_parts: Vec<Vec<u32>>,
    derived: Vec<Derived>,
    pub parts: Vec<PartState>,
    pub partitioning_warnings: Vec<Said>,
    pub partitioning_explanation: Vec<Said>,
    pub manual: bool,
    pub unmatched: u64,
    matched: u64,
    good_matched: u64,
    pub max_new: i64,
    pub bundle_max: Limit,
    pub max_partitions: Limit,
    counts: StateCounts,
    unavailable: i64,
    non_ready: Positions,
    to_apply: Vec<usize>,
    in_apply: Vec<bool>,
    timers: ReadinessTimers,
    pub record_changes: bool,
    pub changes: Vec<(usize, Change, u32)>,
    /// The message of each cluster's last failed apply (its `Deployed` condition).
    pub apply_errors: Vec<String>,
    /// Each cluster's reported status beyond its IDs (conditions' messages,
    /// per-resource status), kept only where the start gave one.
    pub reports: Vec<Option<Box<BdReport>>>,
}

impl<'a> Engine<'a> {
    pub fn new(
        strategy: &'a RolloutStrategy,
        clusters: &'a [Cluster],
        groups: &'a [ClusterGroup],
        default_behavior: &Behavior,
    ) -> Self {
        let n = clusters.len();
        Engine {
            clusters,
            groups,
            strategy,
            bds: vec![None; n],
            behavior: clusters
                .iter()
                .map(|c| {
                    c.behavior
                        .clone()
                        .unwrap_or_else(|| default_behavior.clone())
                })
                .collect(),
            paused: clusters.iter().map(|c| c.paused).collect(),
            bundle_paused: false,
            desired: 1,
            joined: vec![false; n],
            pos_to_id: Vec::new(),
            id_to_pos: vec![usize::MAX; n],
            cluster_parts: vec![Vec::new(); n],
            derived: vec![NO_TARGET; n],
            parts: Vec::new(),
            partitioning_warnings: Vec::new(),
            partitioning_explanation: Vec::new(),
            manual: false,
            unmatched: 0,
            matched: 0,
            good_matched: 0,
            max_new: strategy.max_new(),
            bundle_max: Limit {
                value: 1,
                explanation: String::new(),
                explanation_message: Message::default(),
            },
            max_partitions: Limit {
                value: 0,
                explanation: String::new(),
                explanation_message: Message::default(),
            },
            counts: StateCounts::default(),
            unavailable: 0,
            non_ready: Positions::default(),
            to_apply: Vec::new(),
            in_apply: vec![false; n],
            timers: ReadinessTimers::new(n),
            record_changes: false,
            changes: Vec::new(),
            apply_errors: vec![String::new(); n],
            reports: vec![None; n],
        }
    }

    /// Marks clusters as joined (targets) and re-partitions everything.
    pub fn join(&mut self, ids: &[usize]) -> Result<(), InputError> {
        for &id in ids {
            if let Some(j) = self.joined.get_mut(id) {
                *j = true;
            }
        }
        self.repartition()
    }

    fn repartition(&mut self) -> Result<(), InputError> {
        let cl = self.clusters;
        let order: Vec<usize> = super::targets::target_order(cl)
            .into_iter()
            .filter(|&i| self.joined[i])
            .collect();
        let targets: Vec<&Cluster> = order.iter().map(|&i| &cl[i]).collect();
        // The controller's order: the bundle's maxUnavailable (`resetStatus`)
        // before the partitions (`UpdatePartitions`).
        self.bundle_max = limit(
            order.len() as i64,
            &[self.strategy.max_unavailable.as_ref()],
        )
        .map_err(|e| e.within("maxUnavailable"))?;
        let Partitioning {
            manual,
            partitions,
            unmatched,
            explanation,
            warnings,
        } = super::targets::partition(self.strategy, &targets, self.groups)?;
        let zero = IntOrPercent::Int(0);
        self.max_partitions = limit(
            partitions.len() as i64,
            &[
                self.strategy.max_unavailable_partitions.as_ref(),
                Some(&zero),
            ],
        )
        .map_err(|e| e.within("maxUnavailablePartitions"))?;
        self.id_to_pos.iter_mut().for_each(|p| *p = usize::MAX);
        for (pos, &id) in order.iter().enumerate() {
            self.id_to_pos[id] = pos;
        }
        for cp in &mut self.cluster_parts {
            cp.clear();
        }
        for (pi, p) in partitions.iter().enumerate() {
            for &pos in &p.members {
                if let Some(&id) = order.get(pos) {
                    self.cluster_parts[id].push(pi as u32);
                }
            }
        }
        self.pos_to_id = order;
        self.manual = manual;
        self.unmatched = unmatched.len() as u64;
        self.partitioning_explanation = explanation;
        self.partitioning_warnings = warnings;
        self.non_ready = Positions::for_range(0, self.pos_to_id.len().saturating_sub(1));
        self.parts = partitions
            .into_iter()
            .map(|p| PartState {
                name: p.name,
                label: p.label,
                avail: candidates(&p.members),
                unavail: candidates(&p.members),
                members: p.members,
                max: p.max_unavailable,
                cursor: 0,
                without_bd: 0,
                bad: 0,
                unavailable: 0,
                counts: StateCounts::default(),
                paused_cand: 0,
                staged_version: 0,
            })
            .collect();
        self.rederive_all();
        Ok(())
    }

    /// Recomputes every derived view and aggregate from the raw state.
    pub fn rederive_all(&mut self) {
        self.counts = StateCounts::default();
        self.unavailable = 0;
        self.non_ready.clear();
        self.good_matched = 0;
        self.matched = 0;
        for p in &mut self.parts {
            p.without_bd = 0;
            p.bad = 0;
            p.unavailable = 0;
            p.counts = StateCounts::default();
            p.avail.clear();
            p.unavail.clear();
            p.paused_cand = 0;
        }
        for id in 0..self.clusters.len() {
            self.derived[id] = NO_TARGET;
            if self.joined[id] {
                if !self.cluster_parts[id].is_empty() {
                    self.matched += 1;
                }
                let d = self.derive(id);
                self.add(id, d);
                self.derived[id] = d;
            }
        }
    }

    fn derive(&self, id: usize) -> Derived {
        match &self.bds[id] {
            None => NO_TARGET,
            Some(bd) => {
                let unavailable = bd.is_unavailable();
                // `updateDeploymentFromStaged`: staged, and out of sync.
                let cand = if bd.staged == 0 || bd.staged == bd.deployed {
                    Cand::No
                } else if self.paused[id] || self.bundle_paused {
                    Cand::Paused
                } else if unavailable {
                    Cand::Unavail
                } else {
                    Cand::Avail
                };
                Derived {
                    has_bd: true,
                    unavailable,
                    good: bd.up_to_date(self.desired) && !unavailable,
                    state: bd.bundle_state(self.desired),
                    cand,
                }
            }
        }
    }

    fn add(&mut self, id: usize, d: Derived) {
        self.account(id, d, true);
    }

    fn account(&mut self, id: usize, d: Derived, add: bool) {
        let pos = self.id_to_pos[id];
        let step = |x: &mut u64| {
            *x = if add {
                x.saturating_add(1)
            } else {
                x.saturating_sub(1)
            };
        };
        if add {
            self.counts.add(d.state);
        } else {
            self.counts.remove(d.state);
        }
        if d.unavailable {
            self.unavailable += if add { 1 } else { -1 };
        }
        if d.state != BundleState::Ready {
            if add {
                self.non_ready.insert(pos);
            } else {
                self.non_ready.remove(pos);
            }
        }
        if d.good && !self.cluster_parts[id].is_empty() {
            step(&mut self.good_matched);
        }
        for &pi in &self.cluster_parts[id] {
            let Some(p) = self.parts.get_mut(pi as usize) else {
                continue;
            };
            if add {
                p.counts.add(d.state);
            } else {
                p.counts.remove(d.state);
            }
            if !d.has_bd {
                step(&mut p.without_bd);
            }
            if !d.good {
                step(&mut p.bad);
            }
            if d.unavailable {
                step(&mut p.unavailable);
            }
            match d.cand {
                Cand::No => {}
                Cand::Paused => step(&mut p.paused_cand),
                Cand::Avail => {
                    if add {
                        p.avail.insert(pos);
                    } else {
                        p.avail.remove(pos);
                    }
                }
                Cand::Unavail => {
                    if add {
                        p.unavail.insert(pos);
                    } else {
                        p.unavail.remove(pos);
                    }
                }
            }
        }
    }

    /// Changes one cluster's raw state and keeps every aggregate in step.
    pub fn modify(&mut self, id: usize, f: impl FnOnce(&mut Self)) {
        f(self);
        if !self.joined[id] {
            return;
        }
        let new = self.derive(id);
        let old = self.derived[id];
        if new != old {
            self.account(id, old, false);
            self.account(id, new, true);
            self.derived[id] = new;
        }
    }

    fn note(&mut self, id: usize, c: Change) {
        if self.record_changes {
            let v = match (self.bds[id], c) {
                (None, _) => self.desired,
                (Some(b), Change::Created | Change::Staged) => b.staged,
                (Some(b), Change::Applied) => b.applied,
                (Some(b), _) => b.deployed,
            };
            self.changes.push((id, c, v));
        }
    }

    /// Whether every target in some partition is up to date and ready.
    pub fn all_matched_good(&self) -> bool {
        self.good_matched >= self.matched
    }

    /// Summary as Fleet computes it before any decision.
    pub fn summary(&self) -> BundleSummary {
        let non_ready_resources = self
            .non_ready
            .iter()
            .take(NON_READY_LISTED)
            .filter_map(|pos| {
                let id = *self.pos_to_id.get(pos)?;
                let c = &self.clusters[id];
                let state = self.derived[id].state;
                let report = self.reports[id].as_deref();
                let message = match self.bds[id] {
                    Some(bd) => bd_report::message_from_deployment(
                        &bd,
                        self.desired,
                        &self.apply_errors[id],
                        report,
                    ),
                    None => String::new(),
                };
                let mut resource =
                    NonReadyResource::new(format!("{}/{}", c.namespace(), c.name), state, message);
                if let Some(r) = report {
                    resource.modified_status = r.modified_status.clone();
                    resource.non_ready_status = r.non_ready_status.clone();
                }
                Some(resource)
            })
            .collect();
        BundleSummary {
            counts: self.counts,
            non_ready_resources,
        }
    }

    /// End-of-round bundle-view counts.
    pub fn counts(&self) -> StateCounts {
        self.counts
    }

    /// One reconcile of the controller.
    pub fn reconcile(&mut self) -> ReconcileRecord {
        let mut rec = ReconcileRecord {
            summary: self.summary(),
            max_unavailable: self.bundle_max.value,
            max_unavailable_partitions: self.max_partitions.value,
            ..Default::default()
        };
        rec.parts = self
            .parts
            .iter()
            .map(|p| PartRecord {
                count: p.members.len() as u64,
                max: p.max.value,
                unavailable_before: p.unavailable,
                counts_before: p.counts,
                ..Default::default()
            })
            .collect();
        let mut bundle_counter = self.unavailable;
        let desired = self.desired;
        for pi in 0..self.parts.len() {
            rec.parts[pi].reached = true;
            // 1. create, up to maxNew across the whole reconcile.
            while rec.newly_created < self.max_new {
                let p = &mut self.parts[pi];
                while p.cursor < p.members.len()
                    && self.bds[self.pos_to_id[p.members[p.cursor]]].is_some()
                {
                    p.cursor += 1;
                }
                let Some(&pos) = p.members.get(p.cursor) else {
                    break;
                };
                let id = self.pos_to_id[pos];
                self.modify(id, |e| e.bds[id] = Some(Bd::new(desired)));
                self.note(id, Change::Created);
                rec.newly_created += 1;
                rec.parts[pi].created += 1;
                rec.created.push(id);
            }
            // Stage the desired deployment on every BD of the partition (once per version).
            if self.parts[pi].staged_version != desired {
                self.parts[pi].staged_version = desired;
                for k in 0..self.parts[pi].members.len() {
                    let id = self.pos_to_id[self.parts[pi].members[k]];
                    if matches!(self.bds[id], Some(bd) if bd.staged != desired) {
                        self.modify(id, |e| {
                            if let Some(bd) = e.bds[id].as_mut() {
                                bd.staged = desired;
                            }
                        });
                        self.note(id, Change::Staged);
                        rec.parts[pi].staged += 1;
                        rec.staged += 1;
                    }
                }
            }
            // 2. promote: unavailable BDs always, available ones within both limits.
            while let Some(pos) = self.parts[pi].unavail.first() {
                let id = self.pos_to_id[pos];
                self.promote(id);
                rec.parts[pi].promoted += 1;
                rec.promoted.push(id);
            }
            let mut part_counter = rec.parts[pi].unavailable_before as i64;
            let part_max = self.parts[pi].max.value;
            while bundle_counter < self.bundle_max.value && part_counter < part_max {
                let Some(pos) = self.parts[pi].avail.first() else {
                    break;
                };
                let id = self.pos_to_id[pos];
                self.promote(id);
                bundle_counter += 1;
                part_counter += 1;
                rec.parts[pi].promoted += 1;
                rec.promoted.push(id);
            }
            let p = &self.parts[pi];
            let r = &mut rec.parts[pi];
            r.waiting_avail = p.avail.len() as u64;
            r.waiting_paused = p.paused_cand;
            r.blocked_by_bundle = bundle_counter >= self.bundle_max.value;
            r.bundle_counter = bundle_counter;
            r.part_counter = part_counter;
            r.without_bd_after = p.without_bd;
            // 3. check.
            r.bad_after = p.bad;
            r.is_unavailable = p.bad as i64 > p.max.value;
            if r.is_unavailable {
                rec.unavailable_partitions += 1;
            }
            if rec.unavailable_partitions > self.max_partitions.value {
                rec.stopped_at = Some(pi);
                break;
            }
        }
        rec.unavailable_after = bundle_counter;
        rec
    }

    fn promote(&mut self, id: usize) {
        self.modify(id, |e| {
            if let Some(bd) = e.bds[id].as_mut() {
                bd.deployed = bd.staged;
            }
        });
        self.note(id, Change::Promoted);
        self.queue_apply(id);
    }
}

/// A partition's set of promotion candidates, sized for its members' positions.
fn candidates(members: &[usize]) -> Positions {
    match (members.iter().min(), members.iter().max()) {
        (Some(&lowest), Some(&highest)) => Positions::for_range(lowest, highest),
        _ => Positions::default(),
    }
}
