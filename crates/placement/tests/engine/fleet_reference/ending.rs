//! How the reference's run ends, and each cluster as it ends.

use placement::fleet::simulate::DeploymentView;
use placement::fleet::*;

use super::super::fleet::*;
use super::{Plan, Sim};

impl Sim<'_> {
    /// How the run ends after `round`: complete when nothing is pending and
    /// every partitioned target is up to date and ready; stalled when nothing
    /// is pending and the round changed nothing.
    pub(super) fn outcome(
        &self,
        round: u32,
        quiet: bool,
        plan: &Plan,
        rounds: &[RoundRecord],
    ) -> Option<Outcome> {
        let later_join = self
            .input
            .clusters
            .iter()
            .any(|c| c.joins_at_round.is_some_and(|r| r > round));
        let later_event = self.input.events.iter().any(|e| e.round() > round);
        let timer = self
            .cs
            .iter()
            .any(|c| c.ready_at.is_some_and(|r| r > round));
        if later_join || later_event || timer {
            return None;
        }
        let partitioned: Vec<usize> = plan
            .targets
            .iter()
            .copied()
            .filter(|i| plan.parts.iter().any(|p| p.members.contains(i)))
            .collect();
        let last = rounds.last()?;
        if partitioned.iter().all(|&i| self.good(i)) {
            let mut message = format!(
                "every partitioned target runs version {} and is ready",
                self.desired
            );
            if last.end.modified > 0 {
                message.push_str(&format!(
                    "; {} of them are Modified (changed on the cluster after the apply), so the bundle is not Ready, though the rollout does not wait for them",
                    last.end.modified
                ));
            }
            if plan.unmatched > 0 {
                message.push_str(&format!(
                    "; {} targets match no partition and stay Pending, so the bundle is not Ready",
                    plan.unmatched
                ));
            }
            return Some(Outcome::Complete { round, message });
        }
        if !quiet {
            return None;
        }
        let message = if last.waits.is_empty() && last.stopped.is_none() {
            format!(
                "nothing changes any more: {} NotReady, {} WaitApplied, {} ErrApplied targets (never ready, offline or failing)",
                last.end.not_ready, last.end.wait_applied, last.end.err_applied
            )
        } else {
            let mut why: Vec<String> = last.stopped.iter().map(|s| s.message.clone()).collect();
            why.extend(last.waits.iter().map(|w| match w {
                Wait::MaxNew { message, .. }
                | Wait::BundleLimit { message, .. }
                | Wait::PartitionLimit { message, .. }
                | Wait::Paused { message, .. }
                | Wait::Unmatched { message, .. } => message.clone(),
            }));
            format!("nothing changes any more: {}", why.join("; "))
        };
        Some(Outcome::Stalled { round, message })
    }

    /// Every input cluster, sorted by name, as it ends (timelines left empty).
    pub(super) fn cluster_results(&self) -> Vec<ClusterResult> {
        let plan = self.plan();
        self.cs
            .iter()
            .enumerate()
            .map(|(i, c)| ClusterResult {
                name: c.input.name.clone(),
                namespace: c.input.namespace().to_string(),
                joined: c.joined,
                partitions: (0..plan.parts.len() as u32)
                    .filter(|&p| plan.parts[p as usize].members.contains(&i))
                    .collect(),
                paused: c.paused,
                state: self.state(i),
                deployment_state: c.bd.map(|b| deployment_state(&b, b.deployed)),
                deployment: c.bd.map(|b| DeploymentView {
                    staged: b.staged,
                    deployed: b.deployed,
                    applied: b.applied,
                    ready: b.ready,
                    error: b.deploy_failed,
                    modified: b.modified,
                }),
                timeline: Vec::new(),
            })
            .collect()
    }
}
