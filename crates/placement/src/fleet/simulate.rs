//! The simulation (spec §6): rounds of one reconcile + one agent step.
//!
//! The input types ([`RolloutInput`] and its parts) and the output types
//! ([`RolloutSimulation`] and its parts) live in files of their own and are
//! re-exported here; [`cluster_state_at`] replays one cluster's timeline.

use crate::kernel::message::{Message, Said};
use std::collections::BTreeMap;

use super::reconcile::Engine;
use super::state::BundleState;
use super::targets::sort_and_validate;
use crate::InputError;

mod input;
mod output;
mod replay;
mod rounds;
mod start;
mod wait_sentence;

pub use input::{Behavior, RolloutEvent, RolloutInput, Start, StartDeployment};
pub use output::*;
pub use replay::{cluster_state_at, ClusterSnapshot};
pub use wait_sentence::MESSAGE_IDS as WAIT_MESSAGE_IDS;

/// Largest `afterRounds` accepted for a `ready` behavior.
pub const MAX_READY_DELAY: u32 = 1_000_000;
/// Largest `maxRounds` accepted.
pub const MAX_ROUNDS_LIMIT: u32 = 1_000_000;
/// `maxRounds` when not given.
pub const DEFAULT_MAX_ROUNDS: u32 = 1_000;
/// How many names a round lists per list (created, promoted) when `nameLimit` is not given.
pub const DEFAULT_NAME_LIMIT: u32 = 20;
/// Up to this many clusters the per-cluster timeline is recorded by default.
pub const DEFAULT_TIMELINE_LIMIT: usize = 100_000;

enum Action<'a> {
    Join(usize),
    Event(&'a RolloutEvent, Option<usize>),
}

/// Runs the simulation. See the module docs of [`crate::fleet`].
pub fn simulate_rollout(input: &RolloutInput) -> Result<RolloutSimulation, InputError> {
    simulate_rollout_with_progress(input, &mut |_, _| {})
}

/// [`simulate_rollout`], calling `progress(round, maxRounds)` after every round
/// (the simulation usually ends long before `maxRounds`; the last call is
/// `(last round, last round)`). The callback only observes: the result is the same.
///
/// ```
/// use placement::fleet::{simulate::simulate_rollout_with_progress, RolloutInput};
/// let input: RolloutInput = serde_json::from_str(r#"{"clusters": [{"name": "a"}]}"#).unwrap();
/// let mut seen = Vec::new();
/// let sim = simulate_rollout_with_progress(&input, &mut |done, total| seen.push((done, total))).unwrap();
/// assert_eq!(seen.last(), Some(&(1, 1)));
/// assert_eq!(sim, placement::fleet::simulate_rollout(&input).unwrap());
/// ```
pub fn simulate_rollout_with_progress(
    input: &RolloutInput,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<RolloutSimulation, InputError> {
    input
        .rollout_strategy
        .validate()
        .map_err(|e| e.within("rolloutStrategy"))?;
    let order = sort_and_validate(&input.clusters, &input.cluster_groups)?;
    let max_rounds = input.max_rounds.unwrap_or(DEFAULT_MAX_ROUNDS);
    if max_rounds == 0 || max_rounds > MAX_ROUNDS_LIMIT {
        return Err(InputError::new(
            "maxRounds",
            max_rounds,
            Message::new("error-between").arg("max", MAX_ROUNDS_LIMIT as i64),
        ));
    }
    if let Some(Behavior::Ready { after_rounds }) = &input.default_behavior {
        if *after_rounds > MAX_READY_DELAY {
            return Err(InputError::new(
                "defaultBehavior.afterRounds",
                after_rounds,
                Message::new("error-at-most").arg("max", MAX_READY_DELAY as i64),
            ));
        }
    }
    start::validate_start(input)?;
    let name_limit = input.name_limit.unwrap_or(DEFAULT_NAME_LIMIT) as usize;
    let timeline = input
        .timeline
        .unwrap_or(input.clusters.len() <= DEFAULT_TIMELINE_LIMIT);
    // Actions per round: joins first, then events in input order.
    let mut actions: BTreeMap<u32, Vec<Action>> = BTreeMap::new();
    let mut initial = Vec::new();
    for (id, c) in input.clusters.iter().enumerate() {
        match c.joins_at_round {
            None | Some(0) | Some(1) => initial.push(id),
            Some(r) => actions.entry(r).or_default().push(Action::Join(id)),
        }
    }
    for (i, ev) in input.events.iter().enumerate() {
        let path = format!("events[{i}]");
        if ev.round() == 0 {
            return Err(InputError::new(
                format!("{path}.round"),
                0,
                Message::new("error-round-at-least-one"),
            ));
        }
        let id = match ev.cluster() {
            Some(name) => Some(
                find_cluster(input, &order, name)
                    .map_err(|e| e.within(&format!("{path}.cluster")))?,
            ),
            None => None,
        };
        if let RolloutEvent::SetBehavior {
            behavior: Behavior::Ready { after_rounds },
            ..
        } = ev
        {
            if *after_rounds > MAX_READY_DELAY {
                return Err(InputError::new(
                    format!("{path}.behavior.afterRounds"),
                    after_rounds,
                    Message::new("error-at-most").arg("max", MAX_READY_DELAY as i64),
                ));
            }
        }
        actions
            .entry(ev.round())
            .or_default()
            .push(Action::Event(ev, id));
    }

    let default_behavior = input.default_behavior.clone().unwrap_or_default();
    let mut engine = Engine::new(
        &input.rollout_strategy,
        &input.clusters,
        &input.cluster_groups,
        &default_behavior,
    );
    engine.bundle_paused = input.paused;
    engine.desired = input.version.unwrap_or(1);
    let mut newest = start::newest_version(input);
    engine
        .join(&initial)
        .map_err(|e| e.within("rolloutStrategy"))?;
    engine.record_changes = timeline;
    let mut timelines: Vec<Vec<TimelineEvent>> =
        vec![Vec::new(); if timeline { input.clusters.len() } else { 0 }];
    start::set_up_start(&mut engine, input, &initial, &mut timelines);
    for &id in &initial {
        if let Some(t) = timelines.get_mut(id) {
            t.insert(
                0,
                TimelineEvent {
                    round: 0,
                    kind: TimelineKind::Joined,
                    version: engine.desired,
                },
            );
            if engine.paused[id] {
                t.push(TimelineEvent {
                    round: 0,
                    kind: TimelineKind::Paused,
                    version: engine.desired,
                });
            }
        }
    }
    let partitions = engine.partition_infos();
    let (explanation, explanation_messages) = Said::split(engine.partitioning_explanation.clone());
    let (warnings, warning_messages) = Said::split(engine.partitioning_warnings.clone());
    let max_unavailable = engine.bundle_max.clone();
    let max_unavailable_partitions = engine.max_partitions.clone();
    let mut versions = vec![[0, engine.desired]];
    let mut bundle_paused = vec![(0, input.paused)];

    let mut rounds = Vec::new();
    let mut outcome = None;
    let mut sentence = Message::new("fleet-outcome-max-rounds");
    for round in 1..=max_rounds {
        let mut texts = Vec::new();
        let mut joins = Vec::new();
        let mut rederive = false;
        let todo = actions.remove(&round).unwrap_or_default();
        let had_actions = !todo.is_empty();
        for a in &todo {
            if let Action::Join(id) = a {
                joins.push(*id);
                texts.push(format!("cluster {} joins", input.clusters[*id].name));
                if let Some(t) = timelines.get_mut(*id) {
                    t.push(TimelineEvent {
                        round,
                        kind: TimelineKind::Joined,
                        version: engine.desired,
                    });
                }
            }
        }
        if !joins.is_empty() {
            engine
                .join(&joins)
                .map_err(|e| e.within("rolloutStrategy"))?;
        }
        for a in &todo {
            let Action::Event(ev, id) = a else { continue };
            match (ev, *id) {
                (RolloutEvent::Update { .. }, _) => {
                    newest = newest.saturating_add(1);
                    engine.desired = newest;
                    versions.push([round, engine.desired]);
                    texts.push(format!("bundle updated to version {}", engine.desired));
                    rederive = true;
                }
                (RolloutEvent::PauseBundle { .. }, _) => {
                    engine.bundle_paused = true;
                    bundle_paused.push((round, true));
                    texts.push("bundle paused".into());
                    rederive = true;
                }
                (RolloutEvent::ResumeBundle { .. }, _) => {
                    engine.bundle_paused = false;
                    bundle_paused.push((round, false));
                    texts.push("bundle resumed".into());
                    rederive = true;
                }
                (
                    RolloutEvent::PauseCluster { cluster, .. }
                    | RolloutEvent::ResumeCluster { cluster, .. },
                    Some(id),
                ) => {
                    let pause = matches!(ev, RolloutEvent::PauseCluster { .. });
                    engine.modify(id, |e| e.paused[id] = pause);
                    texts.push(format!(
                        "cluster {cluster} {}",
                        if pause { "paused" } else { "resumed" }
                    ));
                    if let Some(t) = timelines.get_mut(id) {
                        let kind = if pause {
                            TimelineKind::Paused
                        } else {
                            TimelineKind::Resumed
                        };
                        t.push(TimelineEvent {
                            round,
                            kind,
                            version: engine.desired,
                        });
                    }
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
                }
                _ => {}
            }
        }
        if rederive {
            engine.rederive_all();
        }
        let rec = engine.reconcile();
        let (applied, became_ready, failed) = engine.agent_step(round);
        for (id, change, version) in engine.changes.drain(..) {
            if let Some(t) = timelines.get_mut(id) {
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
            && !had_actions;
        let record = engine.round_record(
            round,
            rec,
            texts,
            name_limit,
            (applied, became_ready, failed),
        );
        rounds.push(record);
        progress(u64::from(round), u64::from(max_rounds));
        if actions.is_empty() && !engine.has_timers() {
            if engine.all_matched_good() {
                let mut message = format!(
                    "every partitioned target runs version {} and is ready",
                    engine.desired
                );
                let drifted = rounds.last().map_or(0, |r| r.end.modified);
                if drifted > 0 {
                    message.push_str(&format!(
                        "; {drifted} of them are Modified (changed on the cluster after the apply), so the bundle is not Ready, though the rollout does not wait for them"
                    ));
                }
                if engine.unmatched > 0 {
                    message.push_str(&format!(
                        "; {} targets match no partition and stay Pending, so the bundle is not Ready",
                        engine.unmatched
                    ));
                }
                outcome = Some(Outcome::Complete { round, message });
                sentence = wait_sentence::complete_sentence(engine.desired, drifted, engine.unmatched);
                break;
            }
            if quiet {
                sentence = Message::new("fleet-outcome-stalled");
                let message = match rounds.last() {
                    Some(r) if !r.waits.is_empty() || r.stopped.is_some() => {
                        let mut why: Vec<String> =
                            r.stopped.iter().map(|s| s.message.clone()).collect();
                        why.extend(r.waits.iter().map(wait_message));
                        format!("nothing changes any more: {}", why.join("; "))
                    }
                    Some(r) => {
                        let (a, b, c) = (r.end.not_ready, r.end.wait_applied, r.end.err_applied);
                        sentence = wait_sentence::stalled_not_ready(a, b, c);
                        format!("nothing changes any more: {a} NotReady, {b} WaitApplied, {c} ErrApplied targets (never ready, offline or failing)")
                    }
                    None => "nothing changes any more".to_string(),
                };
                outcome = Some(Outcome::Stalled { round, message });
                break;
            }
        }
    }
    let last = rounds.last().map_or(0, |r| u64::from(r.round));
    progress(last, last);
    if outcome.is_none() {
        sentence = sentence.arg("maxRounds", u64::from(max_rounds));
    }
    let outcome = outcome.unwrap_or(Outcome::MaxRounds {
        round: max_rounds,
        message: format!("stopped after maxRounds = {max_rounds} rounds"),
    });
    let clusters = order
        .iter()
        .map(|&id| {
            let c = &input.clusters[id];
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
                timeline: timelines
                    .get_mut(id)
                    .map(std::mem::take)
                    .unwrap_or_default(),
            }
        })
        .collect();
    Ok(RolloutSimulation {
        partitions,
        explanation,
        warnings,
        explanation_messages,
        warning_messages,
        max_new: engine.max_new,
        max_unavailable,
        max_unavailable_partitions,
        rounds,
        outcome,
        outcome_sentence: sentence,
        clusters,
        versions,
        bundle_paused,
    })
}

/// The cluster an event names: `name`, or `namespace/name` when clusters of
/// that name live in several namespaces. `order` is the target order, by name
/// first, so the clusters of one name are next to each other in it (a map of
/// the names, built on every run for the few events that name clusters, was
/// a quarter of a 10,000-cluster simulation in wasm: issue #15).
fn find_cluster(input: &RolloutInput, order: &[usize], text: &str) -> Result<usize, InputError> {
    let (namespace, name) = match text.split_once('/') {
        Some((ns, name)) => (Some(ns), name),
        None => (None, text),
    };
    let clusters = &input.clusters;
    let first = order.partition_point(|&id| clusters[id].name.as_str() < name);
    let mut ids: Vec<usize> = order[first..]
        .iter()
        .copied()
        .take_while(|&id| clusters[id].name == name)
        .filter(|&id| namespace.is_none_or(|ns| clusters[id].namespace() == ns))
        .collect();
    crate::kernel::sort::sort(&mut ids); // the namespaces in input order
    match ids.as_slice() {
        [id] => Ok(*id),
        [] => Err(InputError::new("", text, Message::new("error-unknown-cluster"))),
        _ => {
            let namespaces: Vec<&str> = ids.iter().map(|&id| clusters[id].namespace()).collect();
            Err(InputError::new(
                "",
                text,
                Message::new("error-cluster-ambiguous").arg("namespaces", namespaces.join(", ")),
            ))
        }
    }
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
