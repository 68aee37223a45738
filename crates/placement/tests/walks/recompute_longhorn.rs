//! The Longhorn stories' facts recomputed from `schedule_replicas`' typed
//! result and the typed scenario, without the walk module's path reader.

use placement::kernel::message::MessageArg;
use placement::longhorn::{Scenario, ScheduleResult, VolumeResult};

fn text(s: &str) -> MessageArg {
    MessageArg::Text(s.to_string())
}

/// `…[field=X].rest` after `prefix` → (X, rest).
fn item<'a>(fact: &'a str, prefix: &str) -> Option<(&'a str, &'a str)> {
    fact.strip_prefix(prefix)?.split_once("].")
}

fn volume_fact(volume: &VolumeResult, rest: &str) -> Option<MessageArg> {
    if let Some((name, field)) = item(rest, "replicas[name=") {
        let replica = volume.replicas.iter().find(|r| r.name == name)?;
        return match field {
            "node" => Some(text(replica.node.as_deref()?)),
            "name" => Some(text(&replica.name)),
            _ => None,
        };
    }
    if let Some((node, field)) = item(rest, "replicas[node=") {
        let replica = volume
            .replicas
            .iter()
            .find(|r| r.node.as_deref() == Some(node))?;
        return match field {
            "node" => Some(text(node)),
            "name" => Some(text(&replica.name)),
            _ => None,
        };
    }
    if let Some((replica, "answer")) = item(rest, "answers[replica=") {
        let answer = volume.answers.iter().find(|a| a.replica == replica)?;
        return Some(MessageArg::List(vec![answer.answer.clone()]));
    }
    match rest {
        "condition.status" => Some(text(&volume.condition.status)),
        _ => None,
    }
}

fn input_fact(scenario: &Scenario, fact: &str) -> Option<MessageArg> {
    if let Some(path) = fact
        .strip_prefix("bytes(input.nodes[name=")
        .and_then(|r| r.strip_suffix("].storageAvailable)"))
    {
        let (node, disk) = path.split_once("].disks[name=")?;
        let node = scenario.nodes.iter().find(|n| n.name == node)?;
        let disk = node.disks.iter().find(|d| d.name == disk)?;
        return Some(MessageArg::Number(disk.storage_available.0));
    }
    if let Some((name, field)) = item(fact, "input.nodes[name=") {
        let node = scenario.nodes.iter().find(|n| n.name == name)?;
        return match field {
            "name" => Some(text(&node.name)),
            "zone" => Some(text(&node.zone)),
            _ => None,
        };
    }
    match fact {
        "input.settings.storageMinimalAvailablePercentage" => Some(MessageArg::Number(
            scenario.settings.storage_minimal_available_percentage,
        )),
        _ => None,
    }
}

/// `fact` of the Longhorn lab, or `None` when this test does not know it.
pub fn longhorn(scenario: &Scenario, result: &ScheduleResult, fact: &str) -> Option<MessageArg> {
    if fact.starts_with("input.") || fact.starts_with("bytes(input.") {
        return input_fact(scenario, fact);
    }
    if let Some(name) = fact
        .strip_prefix("len(volumes[name=")
        .and_then(|f| f.strip_suffix("].replicas)"))
    {
        let volume = result.volumes.iter().find(|v| v.name == name)?;
        return Some(MessageArg::Number(volume.replicas.len() as i64));
    }
    let (name, rest) = item(fact, "volumes[name=")?;
    volume_fact(result.volumes.iter().find(|v| v.name == name)?, rest)
}
