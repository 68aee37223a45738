//! The rollout lesson's facts recomputed from `simulate_rollout`'s typed
//! result and the typed input, without the walk module's path reader.

use placement::fleet::{RolloutInput, RolloutSimulation};
use placement::kernel::int_or_percent::IntOrPercent;
use placement::kernel::message::MessageArg;

fn number(n: impl TryInto<i64>) -> Option<MessageArg> {
    n.try_into().ok().map(MessageArg::Number)
}

fn text(s: &str) -> MessageArg {
    MessageArg::Text(s.to_string())
}

/// `rounds[3].rest` → (3, rest).
fn round_index(fact: &str) -> Option<(usize, &str)> {
    let (index, rest) = fact.strip_prefix("rounds[")?.split_once("].")?;
    Some((index.parse().ok()?, rest))
}

/// `[name=X].rest` or `[3].rest` after `prefix` → (selector, rest).
fn item<'a>(fact: &'a str, prefix: &str) -> Option<(&'a str, &'a str)> {
    fact.strip_prefix(prefix)?.split_once("].")
}

fn partition_fact(sim: &RolloutSimulation, fact: &str) -> Option<MessageArg> {
    let (selector, field) = item(fact, "partitions[")?;
    let partition = match selector.strip_prefix("name=") {
        Some(name) => sim.partitions.iter().find(|p| p.name == name)?,
        None => sim.partitions.get(selector.parse::<usize>().ok()?)?,
    };
    match field {
        "name" => Some(text(&partition.name)),
        "count" => number(partition.count),
        "maxUnavailable.value" => number(partition.max_unavailable.value),
        "maxUnavailable.explanationMessage" => Some(MessageArg::List(vec![
            partition.max_unavailable.explanation_message.clone(),
        ])),
        _ => None,
    }
}

fn round_fact(sim: &RolloutSimulation, fact: &str) -> Option<MessageArg> {
    let (index, rest) = round_index(fact)?;
    let round = sim.rounds.get(index)?;
    if let Some((name, field)) = item(rest, "partitions[name=") {
        let partition = round.partitions.iter().find(|p| p.name == name)?;
        return match field {
            "notUpToDateOrUnavailable" => number(partition.not_up_to_date_or_unavailable),
            "reached" => Some(text(&partition.reached.to_string())),
            "created" => number(partition.created),
            _ => None,
        };
    }
    let stopped = round.stopped.as_ref();
    match rest {
        "created" => number(round.created),
        "stopped.partition" => Some(text(&stopped?.partition)),
        "stopped.notUpToDateOrUnavailable" => number(stopped?.not_up_to_date_or_unavailable),
        "stopped.maxUnavailable" => number(stopped?.max_unavailable),
        "stopped.partitionsNotReached" => number(stopped?.partitions_not_reached),
        _ => None,
    }
}

fn input_fact(input: &RolloutInput, fact: &str) -> Option<MessageArg> {
    let strategy = &input.rollout_strategy;
    if let Some((name, field)) = item(fact, "input.rolloutStrategy.partitions[name=") {
        let spec = strategy.partitions.iter().find(|p| p.name == name)?;
        return match (field, &spec.max_unavailable) {
            ("name", _) => Some(text(&spec.name)),
            ("maxUnavailable", Some(IntOrPercent::Int(n))) => number(*n),
            _ => None,
        };
    }
    match fact {
        "len(input.clusters)" => number(input.clusters.len()),
        "input.version" => number(input.version?),
        "input.rolloutStrategy.maxNew" => number(strategy.max_new?),
        _ => None,
    }
}

/// `fact` of the rollout lab, or `None` when this test does not know it.
pub fn rollout(input: &RolloutInput, sim: &RolloutSimulation, fact: &str) -> Option<MessageArg> {
    if fact.starts_with("input.") || fact.starts_with("len(input.") {
        return input_fact(input, fact);
    }
    if fact.starts_with("partitions[") {
        return partition_fact(sim, fact);
    }
    if fact.starts_with("rounds[") {
        return round_fact(sim, fact);
    }
    match fact {
        "len(partitions)" => number(sim.partitions.len()),
        "len(rounds)" => number(sim.rounds.len()),
        "maxNew" => number(sim.max_new),
        "maxUnavailablePartitions.value" => number(sim.max_unavailable_partitions.value),
        "outcomeSentence" => Some(MessageArg::List(vec![sim.outcome_sentence.clone()])),
        _ => None,
    }
}
