//! The Longhorn walks' facts (the tiers lesson's and the Longhorn stories') recomputed from
//! `schedule_replicas`'s typed result and the typed scenario, without the walk module's path
//! reader: each fact a walk uses is a field access here.

use placement::kernel::message::MessageArg;
use placement::longhorn::{
    FitsExplanation, ReplicaDecision, Scenario, ScheduleResult, Step, VolumeResult,
};

fn text(s: &str) -> MessageArg {
    MessageArg::Text(s.to_string())
}

/// `…[field=X].rest` after `prefix` → (X, rest).
fn item<'a>(fact: &'a str, prefix: &str) -> Option<(&'a str, &'a str)> {
    fact.strip_prefix(prefix)?.split_once("].")
}

/// The scheduling decision of `replica` in the volume's steps.
fn decision<'a>(volume: &'a VolumeResult, replica: &str) -> Option<&'a ReplicaDecision> {
    volume.steps.iter().find_map(|s| match s {
        Step::Schedule(d) | Step::Precheck(d) if d.replica == replica => Some(&**d),
        _ => None,
    })
}

fn fits_field(fits: &FitsExplanation, field: &str) -> Option<MessageArg> {
    match field {
        "actualOk" => return Some(text(&fits.actual_ok.to_string())),
        "scheduleOk" => return Some(text(&fits.schedule_ok.to_string())),
        _ => {}
    }
    Some(MessageArg::Number(match field {
        "available" => fits.available,
        "actual" => fits.actual,
        "maximum" => fits.maximum,
        "reserved" => fits.reserved,
        "scheduled" => fits.scheduled,
        "size" => fits.size,
        "actualLimit" => fits.actual_limit,
        "scheduleLimit" => fits.schedule_limit,
        "minimalAvailablePercentage" => fits.minimal_available_percentage,
        "overProvisioningPercentage" => fits.over_provisioning_percentage,
        _ => return None,
    }))
}

fn replica_fact(volume: &VolumeResult, rest: &str) -> Option<MessageArg> {
    if let Some((name, field)) = item(rest, "replicas[name=") {
        let r = volume.replicas.iter().find(|r| r.name == name)?;
        return match field {
            "name" => Some(text(&r.name)),
            "node" => Some(text(r.node.as_deref()?)),
            "disk" => Some(text(r.disk.as_deref()?)),
            _ => None,
        };
    }
    let (node, field) = item(rest, "replicas[node=")?;
    let r = volume.replicas.iter().find(|r| r.node.as_deref() == Some(node))?;
    match field {
        "node" => Some(text(node)),
        "name" => Some(text(&r.name)),
        _ => None,
    }
}

fn volume_fact(volume: &VolumeResult, rest: &str) -> Option<MessageArg> {
    if rest.starts_with("replicas[") {
        return replica_fact(volume, rest);
    }
    if let Some((replica, "answer")) = item(rest, "answers[replica=") {
        let answer = volume.answers.iter().find(|a| a.replica == replica)?;
        return Some(MessageArg::List(vec![answer.answer.clone()]));
    }
    if let Some((replica, disk_rest)) = rest
        .strip_prefix("steps[replica=")
        .and_then(|r| r.split_once("].disks[disk="))
    {
        let (disk, field) = disk_rest.split_once("].")?;
        let d = decision(volume, replica)?.disks.iter().find(|d| d.disk == disk)?;
        return match field.strip_prefix("fits.") {
            Some(f) => fits_field(d.fits.as_ref()?, f),
            None if field == "disk" => Some(text(&d.disk)),
            None => None,
        };
    }
    let a = &volume.anti_affinity;
    let flag = match rest {
        "condition.status" => return Some(text(&volume.condition.status)),
        "antiAffinity.zoneSoft" => a.zone_soft,
        "antiAffinity.nodeSoft" => a.node_soft,
        "antiAffinity.diskSoft" => a.disk_soft,
        _ => return None,
    };
    Some(text(&flag.to_string()))
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
    if let Some((name, field)) = item(fact, "input.volumes[name=") {
        let v = scenario.volumes.iter().find(|v| v.name == name)?;
        return match field {
            "name" => Some(text(&v.name)),
            "numberOfReplicas" => Some(MessageArg::Number(v.number_of_replicas)),
            _ => None,
        };
    }
    Some(MessageArg::Number(match fact {
        "len(input.nodes)" => scenario.nodes.len() as i64,
        "input.settings.storageMinimalAvailablePercentage" => {
            scenario.settings.storage_minimal_available_percentage
        }
        "input.settings.storageOverProvisioningPercentage" => {
            scenario.settings.storage_over_provisioning_percentage
        }
        _ => return None,
    }))
}

/// `fact` on the Longhorn scenario and its result, or `None` when this test does not know it.
pub fn longhorn(scenario: &Scenario, result: &ScheduleResult, fact: &str) -> Option<MessageArg> {
    if fact.starts_with("input.") || fact.starts_with("len(input.") || fact.starts_with("bytes(input.") {
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
