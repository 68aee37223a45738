//! One simulation run between its checked input and its result: what joins
//! and happens at the start of each round, the reconcile and the agent step,
//! the round's record, and whether the rollout has ended.

use super::output::*;
use super::wait_sentence;
use crate::InputError;
use crate::fleet::input::{Behavior, RolloutEvent, RolloutInput};
use crate::fleet::reconcile::Engine;
use crate::fleet::state::BundleState;
use crate::kernel::message::Message;

/// What happens at the start of a round, in this order: joins, then the
/// input's events in input order (with the cluster an event names, found
/// once when the input is checked).
pub(super) enum Action<'a> {
    Join(usize),
    Event(&'a RolloutEvent, Option<usize>),
}

/// The simulation's state from round to round.
pub(super) struct Run<'a> {
    pub(super) input: &'a RolloutInput,
    pub(super) engine: Engine<'a>,
    /// Each cluster's timeline; empty when timelines are not recorded.
    pub(super) timelines: Vec<Vec<TimelineEvent>>,
    /// The newest version named so far: an `update` moves past it.
    pub(super) newest: u32,
    pub(super) versions: Vec<[u32; 2]>,
    pub(super) bundle_paused: Vec<(u32, bool)>,
    pub(super) rounds: Vec<RoundRecord>,
    pub(super) name_limit: usize,
}

/// How a rollout ended, its message and its translatable sentence.
pub(super) type Ending = (Outcome, Message);

impl Run<'_> {
    /// One round: its actions, the reconcile, the agent step and the round's
    /// record. Returns whether nothing happened in it.
    pub(super) fn round(&mut self, round: u32, actions: &[Action]) -> Result<bool, InputError> {
        let mut texts = self.join(round, actions)?;
        let mut rederive = false;
        for action in actions {
            if let Action::Event(event, id) = action {
                rederive |= self.apply_event(round, event, *id, &mut texts);
            }
        }
        if rederive {
            self.engine.rederive_all();
        }
        let rec = self.engine.reconcile();
        let (applied, became_ready, failed) = self.engine.agent_step(round);
        for (id, change, version) in self.engine.changes.drain(..) {
            if let Some(t) = self.timelines.get_mut(id) {
                t.push(TimelineEvent {
                    round,
                    kind: change.into(),
                    version,
                });
            }
        }
        let quiet = rec.created.is_empty()
            && rec.promoted.is_empty()
            && rec.staged == 0
            && applied == 0
            && became_ready == 0
            && failed == 0
            && actions.is_empty();
        let record = self.engine.round_record(
            round,
            rec,
            texts,
            self.name_limit,
            (applied, became_ready, failed),
        );
        self.rounds.push(record);
        Ok(quiet)
    }

    /// The round's joins, all at once (they may add partitions' members).
    fn join(&mut self, round: u32, actions: &[Action]) -> Result<Vec<String>, InputError> {
        let mut texts = Vec::new();
        let mut joins = Vec::new();
        for action in actions {
            if let Action::Join(id) = *action {
                joins.push(id);
                texts.push(format!("cluster {} joins", self.input.clusters[id].name));
                self.note(id, round, TimelineKind::Joined);
            }
        }
        if !joins.is_empty() {
            self.engine
                .join(&joins)
                .map_err(|e| e.within("rolloutStrategy"))?;
        }
        Ok(texts)
    }

    /// One input event; whether every cluster's derived state must be
    /// derived again (the bundle's version or pause changed).
    fn apply_event(
        &mut self,
        round: u32,
        event: &RolloutEvent,
        id: Option<usize>,
        texts: &mut Vec<String>,
    ) -> bool {
        let engine = &mut self.engine;
        match (event, id) {
            (RolloutEvent::Update { .. }, _) => {
                self.newest = self.newest.saturating_add(1);
                engine.desired = self.newest;
                self.versions.push([round, engine.desired]);
                texts.push(format!("bundle updated to version {}", engine.desired));
                true
            }
            (RolloutEvent::PauseBundle { .. } | RolloutEvent::ResumeBundle { .. }, _) => {
                let pause = matches!(event, RolloutEvent::PauseBundle { .. });
                engine.bundle_paused = pause;
                self.bundle_paused.push((round, pause));
                texts.push(
                    if pause {
                        "bundle paused"
                    } else {
                        "bundle resumed"
                    }
                    .into(),
                );
                true
            }
            (
                RolloutEvent::PauseCluster { cluster, .. }
                | RolloutEvent::ResumeCluster { cluster, .. },
                Some(id),
            ) => {
                let pause = matches!(event, RolloutEvent::PauseCluster { .. });
                engine.modify(id, |e| e.paused[id] = pause);
                let word = if pause { "paused" } else { "resumed" };
                texts.push(format!("cluster {cluster} {word}"));
                let kind = if pause {
                    TimelineKind::Paused
                } else {
                    TimelineKind::Resumed
                };
                self.note(id, round, kind);
                false
            }
            (
                RolloutEvent::SetBehavior {
                    cluster, behavior, ..
                },
                Some(id),
            ) => {
                texts.push(format!(
                    "cluster {cluster} now behaves as {}",
                    describe(behavior)
                ));
                engine.set_behavior(id, behavior.clone(), round);
                false
            }
            // A cluster event's cluster was found when the input was checked.
            _ => false,
        }
    }

    /// Adds an event at the desired version to a cluster's timeline.
    fn note(&mut self, id: usize, round: u32, kind: TimelineKind) {
        if let Some(t) = self.timelines.get_mut(id) {
            t.push(TimelineEvent {
                round,
                kind,
                version: self.engine.desired,
            });
        }
    }

    /// How the rollout ended after `round`, when nothing is left to happen
    /// (no action ahead, no readiness timer pending): complete when every
    /// partitioned target is good, stalled when the round was quiet.
    pub(super) fn ending(&self, round: u32, quiet: bool) -> Option<Ending> {
        let engine = &self.engine;
        if engine.all_matched_good() {
            let drifted = self.rounds.last().map_or(0, |r| r.end.modified);
            let message = complete_message(engine.desired, drifted, engine.unmatched);
            let sentence =
                wait_sentence::complete_sentence(engine.desired, drifted, engine.unmatched);
            return Some((Outcome::Complete { round, message }, sentence));
        }
        if !quiet {
            return None;
        }
        let mut sentence = Message::new("fleet-outcome-stalled");
        let message = match self.rounds.last() {
            Some(r) if !r.waits.is_empty() || r.stopped.is_some() => {
                let mut why: Vec<String> = r.stopped.iter().map(|s| s.message.clone()).collect();
                why.extend(r.waits.iter().map(wait_message));
                format!("nothing changes any more: {}", why.join("; "))
            }
            Some(r) => {
                let (a, b, c) = (r.end.not_ready, r.end.wait_applied, r.end.err_applied);
                sentence = wait_sentence::stalled_not_ready(a, b, c);
                format!(
                    "nothing changes any more: {a} NotReady, {b} WaitApplied, {c} ErrApplied targets (never ready, offline or failing)"
                )
            }
            None => "nothing changes any more".to_string(),
        };
        Some((Outcome::Stalled { round, message }, sentence))
    }

    /// Every cluster's end state and timeline, in target order.
    pub(super) fn cluster_results(&mut self, order: &[usize]) -> Vec<ClusterResult> {
        let engine = &self.engine;
        order
            .iter()
            .map(|&id| {
                let c = &self.input.clusters[id];
                let bd = engine.bds[id];
                ClusterResult {
                    name: c.name.clone(),
                    namespace: c.namespace().to_string(),
                    joined: engine.is_joined(id),
                    partitions: engine.cluster_parts[id].clone(),
                    paused: engine.paused[id],
                    state: bd.map_or(BundleState::Pending, |b| b.bundle_state(engine.desired)),
                    deployment_state: bd.map(|b| b.state()),
                    deployment: bd.map(DeploymentView::from),
                    timeline: self
                        .timelines
                        .get_mut(id)
                        .map(std::mem::take)
                        .unwrap_or_default(),
                }
            })
            .collect()
    }
}

/// The complete outcome's message (its sentence is
/// [`wait_sentence::complete_sentence`]).
fn complete_message(desired: u32, drifted: u64, unmatched: u64) -> String {
    let mut message = format!("every partitioned target runs version {desired} and is ready");
    if drifted > 0 {
        message.push_str(&format!(
            "; {drifted} of them are Modified (changed on the cluster after the apply), so the bundle is not Ready, though the rollout does not wait for them"
        ));
    }
    if unmatched > 0 {
        message.push_str(&format!(
            "; {unmatched} targets match no partition and stay Pending, so the bundle is not Ready"
        ));
    }
    message
}

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

fn wait_message(w: &Wait) -> String {
    match w {
        Wait::MaxNew { message, .. }
        | Wait::BundleLimit { message, .. }
        | Wait::PartitionLimit { message, .. }
        | Wait::Paused { message, .. }
        | Wait::Unmatched { message, .. } => message.clone(),
    }
}
