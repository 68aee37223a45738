//! The simulation (spec §6): rounds of one reconcile + one agent step.
//!
//! The input types ([`RolloutInput`] and its parts) and the output types
//! ([`RolloutSimulation`] and its parts) live in files of their own and are
//! re-exported here; [`cluster_state_at`] replays one cluster's timeline.

use crate::kernel::message::{Message, Said};
use std::collections::BTreeMap;

use super::reconcile::Engine;
use super::targets::sort_and_validate;
use crate::InputError;
use run::{Action, Run};

mod output;
mod replay;
mod rounds;
mod run;
mod start;
mod wait_sentence;

pub use super::input::{
    Behavior, MAX_READY_DELAY, RolloutEvent, RolloutInput, Start, StartDeployment,
};
pub use output::*;
pub use replay::{ClusterSnapshot, cluster_state_at};
pub use wait_sentence::MESSAGE_IDS as WAIT_MESSAGE_IDS;

/// Largest `maxRounds` accepted.
pub const MAX_ROUNDS_LIMIT: u32 = 1_000_000;
/// `maxRounds` when not given.
pub const DEFAULT_MAX_ROUNDS: u32 = 1_000;
/// How many names a round lists per list (created, promoted) when `nameLimit` is not given.
pub const DEFAULT_NAME_LIMIT: u32 = 20;
/// Up to this many clusters the per-cluster timeline is recorded by default.
pub const DEFAULT_TIMELINE_LIMIT: usize = 100_000;

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
    let settings = Settings::of(input)?;
    let order = sort_and_validate(&input.clusters, &input.cluster_groups)?;
    let (initial, mut actions) = schedule(input, &order)?;
    let mut run = start_run(input, &initial, &settings)?;
    let partitions = run.engine.partition_infos();
    let (explanation, explanation_messages) =
        Said::split(run.engine.partitioning_explanation.clone());
    let (warnings, warning_messages) = Said::split(run.engine.partitioning_warnings.clone());
    let max_unavailable = run.engine.bundle_max.clone();
    let max_unavailable_partitions = run.engine.max_partitions.clone();

    let max_rounds = settings.max_rounds;
    let mut ending = None;
    for round in 1..=max_rounds {
        let todo = actions.remove(&round).unwrap_or_default();
        let quiet = run.round(round, &todo)?;
        progress(u64::from(round), u64::from(max_rounds));
        if actions.is_empty() && !run.engine.has_timers() {
            ending = run.ending(round, quiet);
            if ending.is_some() {
                break;
            }
        }
    }
    let last = run.rounds.last().map_or(0, |r| u64::from(r.round));
    progress(last, last);
    let (outcome, outcome_sentence) = ending.unwrap_or_else(|| {
        (
            Outcome::MaxRounds {
                round: max_rounds,
                message: format!("stopped after maxRounds = {max_rounds} rounds"),
            },
            Message::new("fleet-outcome-max-rounds").arg("maxRounds", u64::from(max_rounds)),
        )
    });
    let clusters = run.cluster_results(&order);
    Ok(RolloutSimulation {
        partitions,
        explanation,
        warnings,
        explanation_messages,
        warning_messages,
        max_new: run.engine.max_new,
        max_unavailable,
        max_unavailable_partitions,
        rounds: run.rounds,
        outcome,
        outcome_sentence,
        clusters,
        versions: run.versions,
        bundle_paused: run.bundle_paused,
    })
}

/// The run's own settings, checked.
struct Settings {
    max_rounds: u32,
    name_limit: usize,
    timeline: bool,
}

impl Settings {
    /// Checks `maxRounds`, the default behavior and the start (the strategy's
    /// values are read by each reconcile that reaches them, as Fleet does),
    /// and reads the settings with their defaults.
    fn of(input: &RolloutInput) -> Result<Settings, InputError> {
        let max_rounds = input.max_rounds.unwrap_or(DEFAULT_MAX_ROUNDS);
        if max_rounds == 0 || max_rounds > MAX_ROUNDS_LIMIT {
            return Err(InputError::new(
                "maxRounds",
                max_rounds,
                Message::new("error-between").arg("max", MAX_ROUNDS_LIMIT as i64),
            ));
        }
        if let Some(Behavior::Ready { after_rounds }) = &input.default_behavior {
            check_ready_delay("defaultBehavior.afterRounds", *after_rounds)?;
        }
        start::validate_start(input)?;
        Ok(Settings {
            max_rounds,
            name_limit: input.name_limit.unwrap_or(DEFAULT_NAME_LIMIT) as usize,
            timeline: input
                .timeline
                .unwrap_or(input.clusters.len() <= DEFAULT_TIMELINE_LIMIT),
        })
    }
}

fn check_ready_delay(path: &str, after_rounds: u32) -> Result<(), InputError> {
    if after_rounds > MAX_READY_DELAY {
        return Err(InputError::new(
            path,
            after_rounds,
            Message::new("error-at-most").arg("max", MAX_READY_DELAY as i64),
        ));
    }
    Ok(())
}

/// The clusters that are targets from the start, and the actions of each
/// later round: joins first, then events in input order. Each event is
/// checked here (its round, its cluster, its behavior's delay).
fn schedule<'a>(
    input: &'a RolloutInput,
    order: &[usize],
) -> Result<(Vec<usize>, BTreeMap<u32, Vec<Action<'a>>>), InputError> {
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
                find_cluster(input, order, name)
                    .map_err(|e| e.within(&format!("{path}.cluster")))?,
            ),
            None => None,
        };
        if let RolloutEvent::SetBehavior {
            behavior: Behavior::Ready { after_rounds },
            ..
        } = ev
        {
            check_ready_delay(&format!("{path}.behavior.afterRounds"), *after_rounds)?;
        }
        actions
            .entry(ev.round())
            .or_default()
            .push(Action::Event(ev, id));
    }
    Ok((initial, actions))
}

/// The engine with the initial targets joined and the start state set up;
/// their timelines begin with their joining (and pausing) in round 0.
fn start_run<'a>(
    input: &'a RolloutInput,
    initial: &[usize],
    settings: &Settings,
) -> Result<Run<'a>, InputError> {
    let default_behavior = input.default_behavior.clone().unwrap_or_default();
    let mut engine = Engine::new(
        &input.rollout_strategy,
        &input.clusters,
        &input.cluster_groups,
        &default_behavior,
    );
    engine.bundle_paused = input.paused;
    engine.desired = input.version.unwrap_or(1);
    engine
        .join(initial)
        .map_err(|e| e.within("rolloutStrategy"))?;
    engine.record_changes = settings.timeline;
    let mut timelines: Vec<Vec<TimelineEvent>> = vec![
        Vec::new();
        if settings.timeline {
            input.clusters.len()
        } else {
            0
        }
    ];
    start::set_up_start(&mut engine, input, initial, &mut timelines);
    for &id in initial {
        let Some(t) = timelines.get_mut(id) else {
            continue;
        };
        let at_start = |kind| TimelineEvent {
            round: 0,
            kind,
            version: engine.desired,
        };
        t.insert(0, at_start(TimelineKind::Joined));
        if engine.paused[id] {
            t.push(at_start(TimelineKind::Paused));
        }
    }
    Ok(Run {
        input,
        newest: start::newest_version(input),
        versions: vec![[0, engine.desired]],
        bundle_paused: vec![(0, input.paused)],
        engine,
        timelines,
        rounds: Vec::new(),
        name_limit: settings.name_limit,
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
        [] => Err(InputError::new(
            "",
            text,
            Message::new("error-unknown-cluster"),
        )),
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
