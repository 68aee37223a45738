//! The engine's side of a simulated round: behavior changes from events, the
//! partitions reached, and the round record with its waits and their messages.

use super::output::*;
use crate::fleet::PartitionInfo;
use crate::fleet::input::Behavior;
use crate::fleet::reconcile::{Engine, ReconcileRecord};

impl Engine<'_> {
    pub(super) fn set_behavior(&mut self, id: usize, behavior: Behavior, round: u32) {
        self.behavior[id] = behavior.clone();
        self.cancel_timer(id);
        let Some(bd) = self.bds[id] else { return };
        let applied = bd.applied == bd.deployed && bd.deployed != 0;
        match behavior {
            Behavior::Ready { after_rounds } => {
                if bd.modified {
                    self.set_modified(id, false);
                }
                if applied && !bd.ready {
                    self.schedule_ready(id, round, after_rounds);
                }
                self.queue_apply(id);
            }
            Behavior::NotReady => {
                if bd.ready {
                    self.set_ready(id, false);
                }
                self.queue_apply(id);
            }
            Behavior::Error { .. } => self.queue_apply(id),
            Behavior::Offline => {}
            Behavior::Drifted if applied => {
                if !bd.ready {
                    self.set_ready(id, true);
                }
                if !bd.modified {
                    self.set_modified(id, true);
                }
            }
            Behavior::Drifted => self.queue_apply(id),
        }
    }

    pub(crate) fn partition_infos(&self) -> Vec<PartitionInfo> {
        self.parts
            .iter()
            .map(|p| PartitionInfo {
                name: p.name.clone(),
                label: p.label.clone(),
                count: p.members.len() as u64,
                max_unavailable: p.max.clone(),
                first: p.members.first().and_then(|&pos| self.name_at(pos)),
                last: p.members.last().and_then(|&pos| self.name_at(pos)),
            })
            .collect()
    }

    fn name_at(&self, pos: usize) -> Option<String> {
        self.pos_to_id
            .get(pos)
            .map(|&id| self.clusters[id].name.clone())
    }

    pub(super) fn round_record(
        &self,
        round: u32,
        rec: ReconcileRecord,
        events: Vec<String>,
        name_limit: usize,
        agent: (u64, u64, u64),
    ) -> RoundRecord {
        let names = |ids: &[usize]| -> Vec<String> {
            ids.iter()
                .take(name_limit)
                .map(|&id| self.clusters[id].name.clone())
                .collect()
        };
        let mut waits = Vec::new();
        let mut partitions = Vec::with_capacity(rec.parts.len());
        let mut without = 0u64;
        for (p, r) in self.parts.iter().zip(&rec.parts) {
            if r.reached {
                without = without.saturating_add(r.without_bd_after);
                if r.waiting_avail > 0 {
                    let name = p.label.clone();
                    if r.blocked_by_bundle {
                        waits.push(Wait::BundleLimit {
                            message: format!(
                                "{}: {} staged clusters wait: bundle unavailable {} reached maxUnavailable {}",
                                name, r.waiting_avail, r.bundle_counter, rec.max_unavailable
                            ),
                            partition: name,
                            waiting: r.waiting_avail,
                            unavailable: r.bundle_counter,
                            max_unavailable: rec.max_unavailable,
                        });
                    } else {
                        waits.push(Wait::PartitionLimit {
                            message: format!(
                                "{}: {} staged clusters wait: partition unavailable {} reached its maxUnavailable {}",
                                name, r.waiting_avail, r.part_counter, r.max
                            ),
                            partition: name,
                            waiting: r.waiting_avail,
                            unavailable: r.part_counter,
                            max_unavailable: r.max,
                        });
                    }
                }
                if r.waiting_paused > 0 {
                    waits.push(Wait::Paused {
                        message: format!(
                            "{}: {} staged clusters are not promoted because the {} paused",
                            p.label,
                            r.waiting_paused,
                            if self.bundle_paused {
                                "bundle is"
                            } else {
                                "clusters are"
                            }
                        ),
                        partition: p.label.clone(),
                        waiting: r.waiting_paused,
                        bundle_paused: self.bundle_paused,
                    });
                }
            }
            partitions.push(PartitionRound {
                name: p.name.clone(),
                label: p.label.clone(),
                count: r.count,
                max_unavailable: r.max,
                unavailable: r.unavailable_before,
                summary: r.counts_before,
                reached: r.reached,
                created: r.created,
                staged: r.staged,
                promoted: r.promoted,
                not_up_to_date_or_unavailable: r.bad_after,
                partition_unavailable: r.is_unavailable,
            });
        }
        if without > 0 && rec.newly_created >= self.max_new {
            waits.insert(
                0,
                Wait::MaxNew {
                    max_new: self.max_new,
                    without_deployment: without,
                    message: if self.max_new <= 0 {
                        format!("maxNew is {}: no BundleDeployment is ever created", self.max_new)
                    } else {
                        format!(
                            "maxNew {} BundleDeployments created; {} members of reached partitions wait for the next reconcile",
                            self.max_new, without
                        )
                    },
                },
            );
        }
        if self.unmatched > 0 {
            waits.push(Wait::Unmatched {
                clusters: self.unmatched,
                message: format!(
                    "{} targets match no partition: never deployed, counted as Pending",
                    self.unmatched
                ),
            });
        }
        let stopped = rec.stopped_at.and_then(|i| {
            let p = self.parts.get(i)?;
            let r = rec.parts.get(i)?;
            Some(Stop {
                partition: p.label.clone(),
                index: i,
                not_up_to_date_or_unavailable: r.bad_after,
                max_unavailable: r.max,
                unavailable_partitions: rec.unavailable_partitions,
                max_unavailable_partitions: rec.max_unavailable_partitions,
                partitions_not_reached: self.parts.len().saturating_sub(i + 1),
                message: format!(
                    "stopped at {}: {} members not up to date or unavailable > maxUnavailable {}, so {} unavailable partitions > maxUnavailablePartitions {}; {} later partitions wait",
                    p.label,
                    r.bad_after,
                    r.max,
                    rec.unavailable_partitions,
                    rec.max_unavailable_partitions,
                    self.parts.len().saturating_sub(i + 1)
                ),
            })
        });
        let display_state = rec.summary.display_state();
        let ready_message = rec.summary.ready_message();
        RoundRecord {
            round,
            version: self.desired,
            bundle_paused: self.bundle_paused,
            events,
            created: rec.created.len() as u64,
            created_names: names(&rec.created),
            promoted: rec.promoted.len() as u64,
            promoted_names: names(&rec.promoted),
            staged: rec.staged,
            applied: agent.0,
            became_ready: agent.1,
            failed: agent.2,
            status: BundleStatus {
                max_new: self.max_new,
                newly_created: rec.newly_created,
                unavailable: rec.unavailable_after,
                max_unavailable: rec.max_unavailable,
                unavailable_partitions: rec.unavailable_partitions,
                max_unavailable_partitions: rec.max_unavailable_partitions,
                summary: rec.summary,
                display_state,
                ready_message,
            },
            partitions,
            stopped,
            waits,
            end: self.counts(),
        }
    }
}
