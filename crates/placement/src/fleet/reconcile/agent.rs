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

    /// Schedules readiness `after` rounds from `round` (stale timers are ignored).
    pub fn schedule_ready(&mut self, id: usize, round: u32, after: u32) {
        self.timer_gen[id] = self.timer_gen[id].wrapping_add(1);
        self.timers
            .entry(round.saturating_add(after))
            .or_default()
            .push((id, self.timer_gen[id]));
    }

    /// Cancels a pending readiness timer.
    pub fn cancel_timer(&mut self, id: usize) {
        self.timer_gen[id] = self.timer_gen[id].wrapping_add(1);
    }

    /// Whether timers are pending.
    pub fn has_timers(&self) -> bool {
        !self.timers.is_empty()
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
            match self.behavior[id].clone() {
                Behavior::Offline => {}
                Behavior::Error { .. } => {
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
                    self.modify(id, |e| {
                        if let Some(b) = e.bds[id].as_mut() {
                            b.applied = b.deployed;
                            b.ready = false;
                            b.error = false;
                            b.modified = false;
                        }
                    });
                    self.note(id, Change::Applied);
                    applied += 1;
                }
                Behavior::Drifted => {
                    // An apply overwrites the resources; the drift comes back
                    // before the next status report.
                    self.modify(id, |e| {
                        if let Some(b) = e.bds[id].as_mut() {
                            b.applied = b.deployed;
                            b.ready = true;
                            b.error = false;
                            b.modified = true;
                        }
                    });
                    self.cancel_timer(id);
                    self.note(id, Change::Applied);
                    self.note(id, Change::Ready);
                    self.note(id, Change::Modified);
                    applied += 1;
                    ready += 1;
                }
                Behavior::Ready { after_rounds } => {
                    let now = after_rounds == 0;
                    self.modify(id, |e| {
                        if let Some(b) = e.bds[id].as_mut() {
                            b.applied = b.deployed;
                            b.ready = now;
                            b.error = false;
                            b.modified = false;
                        }
                    });
                    self.note(id, Change::Applied);
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
        // Timers due now (and any overdue ones).
        while let Some((&due, _)) = self.timers.first_key_value() {
            if due > round {
                break;
            }
            let fired = self.timers.pop_first().map(|(_, v)| v).unwrap_or_default();
            for (id, gen) in fired {
                if gen != self.timer_gen[id] || !matches!(self.behavior[id], Behavior::Ready { .. })
                {
                    continue;
                }
                if matches!(self.bds[id], Some(b) if b.applied == b.deployed && !b.ready) {
                    self.modify(id, |e| {
                        if let Some(b) = e.bds[id].as_mut() {
                            b.ready = true;
                        }
                    });
                    self.note(id, Change::Ready);
                    ready += 1;
                }
            }
        }
        (applied, ready, failed)
    }

    /// Whether a cluster is a target.
    pub fn is_joined(&self, id: usize) -> bool {
        self.joined.get(id).copied().unwrap_or(false)
    }

    /// Emits a change for the timeline (used by events outside the engine).
    pub fn note_change(&mut self, id: usize, c: Change) {
        self.note(id, c);
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
