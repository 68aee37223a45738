//! The engine's agent side (spec §6): promoted deployments queued for the
//! agent step, readiness timers, drift, and the step itself.

use super::{Change, Engine};
use crate::fleet::simulate::Behavior;

impl Engine<'_> {
    /// Asks the agent step to look at this cluster.
    pub fn queue_apply(&mut self, id: usize) {
        if !self.in_apply[id] {
            self.in_apply[id] = true;
            self.to_apply.push(id);
        }
    }

    /// Schedules readiness `after` rounds from `round`, replacing any
    /// pending timer of the cluster.
    pub fn schedule_ready(&mut self, id: usize, round: u32, after: u32) {
        self.timers.set(id, round.saturating_add(after));
    }

    /// Cancels a pending readiness timer.
    pub fn cancel_timer(&mut self, id: usize) {
        self.timers.cancel(id);
    }

    /// Whether a readiness timer is still to fire.
    pub fn has_timers(&self) -> bool {
        self.timers.any_pending()
    }

    /// One agent step: apply promoted deployments, fire readiness timers.
    /// Returns (applied, became ready, failed).
    pub fn agent_step(&mut self, round: u32) -> (u64, u64, u64) {
        let (mut applied, mut ready, mut failed) = (0, 0, 0);
        let queue = std::mem::take(&mut self.to_apply);
        for id in queue {
            self.in_apply[id] = false;
            let Some(bd) = self.bds[id] else { continue };
            if bd.deployed == bd.applied {
                continue;
            }
            if !matches!(self.behavior[id], Behavior::Offline) {
                // The agent rewrites the status it reports; the simulation knows
                // no resources, so the start's conditions and resource lists end.
                self.reports[id] = None;
            }
            match self.behavior[id].clone() {
                Behavior::Offline => {}
                Behavior::Error { message } => {
                    self.apply_errors[id] = message;
                    if !bd.error {
                        self.modify(id, |e| {
                            if let Some(b) = e.bds[id].as_mut() {
                                b.error = true;
                            }
                        });
                        self.note(id, Change::Failed);
                        failed += 1;
                    }
                }
                Behavior::NotReady => {
                    self.record_apply(id, false, false);
                    applied += 1;
                }
                Behavior::Drifted => {
                    // An apply overwrites the resources; the drift comes back
                    // before the next status report.
                    self.record_apply(id, true, true);
                    self.cancel_timer(id);
                    self.note(id, Change::Ready);
                    self.note(id, Change::Modified);
                    applied += 1;
                    ready += 1;
                }
                Behavior::Ready { after_rounds } => {
                    let now = after_rounds == 0;
                    self.record_apply(id, now, false);
                    applied += 1;
                    if now {
                        self.cancel_timer(id);
                        self.note(id, Change::Ready);
                        ready += 1;
                    } else {
                        self.schedule_ready(id, round, after_rounds);
                    }
                }
            }
        }
        // Timers due now (and any overdue ones). A live timer belongs to a
        // cluster whose behavior is Ready: every behavior change cancels it.
        for id in self.timers.take_due(round) {
            if matches!(self.bds[id], Some(b) if b.applied == b.deployed && !b.ready) {
                self.set_ready(id, true);
                ready += 1;
            }
        }
        (applied, ready, failed)
    }

    /// Whether a cluster is a target.
    pub fn is_joined(&self, id: usize) -> bool {
        self.joined.get(id).copied().unwrap_or(false)
    }

    /// The agent applied the deployed version without error: ready or not,
    /// drifted or not. Notes only `Applied`; a caller notes what follows.
    fn record_apply(&mut self, id: usize, ready: bool, modified: bool) {
        self.modify(id, |e| {
            if let Some(b) = e.bds[id].as_mut() {
                b.applied = b.deployed;
                b.ready = ready;
                b.error = false;
                b.modified = modified;
            }
        });
        self.note(id, Change::Applied);
    }

    /// The agent reports the BundleDeployment ready (or no longer ready).
    pub fn set_ready(&mut self, id: usize, ready: bool) {
        self.modify(id, |e| {
            if let Some(b) = e.bds[id].as_mut() {
                b.ready = ready;
            }
        });
        self.note(
            id,
            if ready {
                Change::Ready
            } else {
                Change::NotReady
            },
        );
    }

    /// Drift appears on (or leaves) an applied BundleDeployment.
    pub fn set_modified(&mut self, id: usize, modified: bool) {
        self.modify(id, |e| {
            if let Some(b) = e.bds[id].as_mut() {
                b.modified = modified;
            }
        });
        self.note(
            id,
            if modified {
                Change::Modified
            } else {
                Change::Corrected
            },
        );
    }
}
