//! What happens to the reference's clusters outside the reconcile: joins and
//! input events at the start of a round, and the simulated agent after it.

use placement::fleet::*;

use super::{RefRun, Sim};

fn describe(b: &Behavior) -> String {
    match b {
        Behavior::Ready { after_rounds: 0 } => "ready at once".into(),
        Behavior::Ready { after_rounds } => format!("ready after {after_rounds} rounds"),
        Behavior::NotReady => "never ready".into(),
        Behavior::Offline => "offline".into(),
        Behavior::Error { .. } => "failing to apply".into(),
        Behavior::Drifted => "drifted (Modified)".into(),
    }
}

impl Sim<'_> {
    /// Joins (input order), then events (input order); their texts.
    pub(super) fn apply_actions(&mut self, round: u32, run: &mut RefRun) -> (Vec<String>, bool) {
        let mut texts = Vec::new();
        for c in &self.input.clusters {
            if round >= 2 && c.joins_at_round == Some(round) {
                let i = self.idx[c.name.as_str()];
                self.cs[i].joined = true;
                texts.push(format!("cluster {} joins", c.name));
            }
        }
        for ev in self.input.events.iter().filter(|e| e.round() == round) {
            match ev {
                RolloutEvent::Update { .. } => {
                    self.desired += 1;
                    run.versions.push([round, self.desired]);
                    texts.push(format!("bundle updated to version {}", self.desired));
                }
                RolloutEvent::PauseBundle { .. } | RolloutEvent::ResumeBundle { .. } => {
                    self.bundle_paused = matches!(ev, RolloutEvent::PauseBundle { .. });
                    run.bundle_paused.push((round, self.bundle_paused));
                    texts.push(format!(
                        "bundle {}",
                        if self.bundle_paused {
                            "paused"
                        } else {
                            "resumed"
                        }
                    ));
                }
                RolloutEvent::PauseCluster { cluster, .. }
                | RolloutEvent::ResumeCluster { cluster, .. } => {
                    let pause = matches!(ev, RolloutEvent::PauseCluster { .. });
                    let i = self.idx[cluster.as_str()];
                    self.cs[i].paused = pause;
                    texts.push(format!(
                        "cluster {cluster} {}",
                        if pause { "paused" } else { "resumed" }
                    ));
                }
                RolloutEvent::SetBehavior {
                    cluster, behavior, ..
                } => {
                    texts.push(format!(
                        "cluster {cluster} now behaves as {}",
                        describe(behavior)
                    ));
                    let i = self.idx[cluster.as_str()];
                    self.set_behavior(i, behavior, round);
                }
            }
        }
        let had = !texts.is_empty();
        (texts, had)
    }

    /// A behavior change acts at once on an applied BundleDeployment.
    fn set_behavior(&mut self, i: usize, behavior: &Behavior, round: u32) {
        let c = &mut self.cs[i];
        c.behavior = behavior.clone();
        c.ready_at = None;
        let Some(bd) = c.bd.as_mut() else { return };
        let applied = bd.applied == bd.deployed && bd.deployed != 0;
        match behavior {
            Behavior::Ready { after_rounds } => {
                bd.modified = false;
                if applied && !bd.ready {
                    c.ready_at = Some(round + after_rounds);
                }
            }
            Behavior::NotReady => bd.ready = false,
            Behavior::Drifted if applied => {
                bd.ready = true;
                bd.modified = true;
            }
            _ => {}
        }
    }

    /// The simulated agent: promoted deployments applied per behavior, readiness timers.
    pub(super) fn agent_step(&mut self, round: u32, rec: &mut RoundRecord) {
        for c in self.cs.iter_mut().filter(|c| c.joined) {
            let Some(bd) = c.bd.as_mut() else { continue };
            if bd.deployed != bd.applied {
                let mut apply = |ready: bool, modified: bool| {
                    bd.applied = bd.deployed;
                    bd.ready = ready;
                    bd.deploy_failed = false;
                    bd.modified = modified;
                    rec.applied += 1;
                    rec.became_ready += u64::from(ready);
                };
                match &c.behavior {
                    Behavior::Offline => {}
                    Behavior::Error { message } => {
                        if !bd.deploy_failed {
                            bd.deploy_failed = true;
                            c.apply_error = message.clone();
                            rec.failed += 1;
                        }
                    }
                    Behavior::NotReady => {
                        apply(false, false);
                        c.ready_at = None;
                    }
                    Behavior::Drifted => {
                        apply(true, true);
                        c.ready_at = None;
                    }
                    Behavior::Ready { after_rounds } => {
                        apply(*after_rounds == 0, false);
                        c.ready_at = (*after_rounds > 0).then_some(round + after_rounds);
                    }
                }
            } else if c.ready_at == Some(round) {
                c.ready_at = None;
                if matches!(c.behavior, Behavior::Ready { .. }) && !bd.ready {
                    bd.ready = true;
                    rec.became_ready += 1;
                }
            }
        }
    }
}
