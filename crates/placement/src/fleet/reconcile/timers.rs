//! Readiness timers: "this cluster's BundleDeployment becomes ready in round
//! R". A behavior change or a new apply replaces a cluster's timer; the
//! replaced one stays in the queue (removing it would cost a search) but is
//! stale and never fires.
//!
//! Why `pending` counts live timers instead of asking the queue: a rollout
//! ends when nothing is left to happen, and a stale timer is not something
//! left to happen. Asking "is the queue empty?" let a cancelled timer hold
//! the rollout open until its round (a cluster turned Drifted one round
//! before its readiness timer completed a round late).

use std::collections::BTreeMap;

#[derive(Debug, Default)]
pub(super) struct ReadinessTimers {
    /// Due round → (cluster, generation) in the order they were set.
    queue: BTreeMap<u32, Vec<(usize, u32)>>,
    /// Each cluster's current generation; an entry of another one is stale.
    generation: Vec<u32>,
    /// Whether a cluster's current generation has a timer in the queue.
    live: Vec<bool>,
    /// How many clusters have a live timer.
    pending: usize,
}

impl ReadinessTimers {
    pub(super) fn new(clusters: usize) -> Self {
        Self {
            queue: BTreeMap::new(),
            generation: vec![0; clusters],
            live: vec![false; clusters],
            pending: 0,
        }
    }

    /// Sets (or replaces) the cluster's timer to fire in round `due`.
    pub(super) fn set(&mut self, id: usize, due: u32) {
        self.cancel(id);
        self.queue
            .entry(due)
            .or_default()
            .push((id, self.generation[id]));
        self.live[id] = true;
        self.pending += 1;
    }

    /// Cancels the cluster's timer, if it has one.
    pub(super) fn cancel(&mut self, id: usize) {
        self.generation[id] = self.generation[id].wrapping_add(1);
        if std::mem::take(&mut self.live[id]) {
            self.pending -= 1;
        }
    }

    /// Whether a live timer is still to fire.
    pub(super) fn any_pending(&self) -> bool {
        self.pending > 0
    }

    /// Removes and returns the clusters whose live timers are due in or
    /// before `round`, in due order, then in the order they were set.
    pub(super) fn take_due(&mut self, round: u32) -> Vec<usize> {
        let mut due = Vec::new();
        while let Some(entry) = self.queue.first_entry() {
            if *entry.key() > round {
                break;
            }
            for (id, generation) in entry.remove() {
                if generation == self.generation[id] && self.live[id] {
                    self.live[id] = false;
                    self.pending -= 1;
                    due.push(id);
                }
            }
        }
        due
    }
}

#[cfg(test)]
mod tests {
    use super::ReadinessTimers;

    #[test]
    fn a_cancelled_timer_is_not_pending_and_never_fires() {
        let mut timers = ReadinessTimers::new(2);
        timers.set(0, 7);
        assert!(timers.any_pending());
        timers.cancel(0);
        assert!(!timers.any_pending());
        assert_eq!(timers.take_due(10), Vec::<usize>::new());
    }

    #[test]
    fn a_replaced_timer_fires_once_at_its_new_round() {
        let mut timers = ReadinessTimers::new(2);
        timers.set(0, 3);
        timers.set(1, 4);
        timers.set(0, 5);
        assert_eq!(timers.take_due(3), Vec::<usize>::new());
        assert_eq!(timers.take_due(4), vec![1]);
        assert!(timers.any_pending());
        assert_eq!(timers.take_due(9), vec![0]);
        assert!(!timers.any_pending());
    }

    #[test]
    fn overdue_timers_fire_in_due_order() {
        let mut timers = ReadinessTimers::new(3);
        timers.set(2, 4);
        timers.set(0, 6);
        timers.set(1, 4);
        assert_eq!(timers.take_due(8), vec![2, 1, 0]);
    }
}
