//! PreBind's timeout: a pod whose volumes are not all bound `bindTimeoutSeconds` after it
//! was assumed fails PreBind and goes back to the queue; the provisioning goes on.

use super::{Ev, Run};
use crate::capacity::bindings::MSG_BIND_TIMEOUT;
use crate::capacity::sentences::timeline;
use crate::capacity::simulate::types::*;

impl Run<'_> {
    pub(super) fn bind_timeout(&mut self, p: usize, generation: u32) {
        let timeout = self
            .input
            .bind_timeout_seconds
            .unwrap_or(crate::capacity::bindings::DEFAULT_BIND_TIMEOUT_SECONDS);
        let Some(run) = self.pods.get_mut(p) else {
            return;
        };
        if run.generation != generation || run.running_at.is_some() || run.pending_claims.is_empty()
        {
            return;
        }
        let waiting = run.pending_claims.len();
        run.pending_claims.clear();
        run.binding_failed = false;
        run.generation += 1;
        let generation = run.generation;
        // The scheduler's pod backoff: 1 s doubling per attempt, at most 10 s.
        let backoff = (1u64 << run.attempts.saturating_sub(1).min(4)).min(10);
        let node = run.node.clone();
        self.push(
            self.now.saturating_add(backoff),
            Ev::Attempt { pod: p, generation },
        );
        let said = timeline::bind_timeout(timeout, waiting, MSG_BIND_TIMEOUT, backoff);
        self.say(TimelineKind::Rescheduled, Some(p), node, said);
        self.fail(p, MSG_BIND_TIMEOUT.to_string());
    }
}
