//! The Longhorn lesson's facts recomputed from `schedule_replicas`'s typed
//! result and the typed scenario, without the walk module's path reader: each
//! fact the lesson uses is a field access here.

use placement::kernel::message::MessageArg;
use placement::longhorn::{
    FitsExplanation, ReplicaDecision, Scenario, ScheduleResult, Step, VolumeResult,
};

fn text(s: &str) -> MessageArg {
    MessageArg::Text(s.to_string())
}

/// `volumes[name=V].rest` → (the volume's result, rest).
fn volume<'a>(result: &'a ScheduleResult, fact: &'a str) -> Option<(&'a VolumeResult, &'a str)> {
    let (name, rest) = fact.strip_prefix("volumes[name=")?.split_once("].")?;
    Some((result.volumes.iter().find(|v| v.name == name)?, rest))
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

fn volume_fact(volume: &VolumeResult, rest: &str) -> Option<MessageArg> {
    if let Some((replica, field)) = rest
        .strip_prefix("replicas[name=")
        .and_then(|r| r.split_once("]."))
    {
        let r = volume.replicas.iter().find(|r| r.name == replica)?;
        return match field {
            "name" => Some(text(&r.name)),
            "node" => Some(text(r.node.as_deref()?)),
            "disk" => Some(text(r.disk.as_deref()?)),
            _ => None,
        };
    }
    if let Some(replica) = rest
        .strip_prefix("answers[replica=")
        .and_then(|r| r.strip_suffix("].answer"))
    {
        let answer = volume.answers.iter().find(|a| a.replica == replica)?;
        return Some(MessageArg::List(vec![answer.answer.clone()]));
    }
    if let Some((replica, disk_rest)) = rest
        .strip_prefix("steps[replica=")
        .and_then(|r| r.split_once("].disks[disk="))
    {
        let (disk, field) = disk_rest.split_once("].")?;
        let d = decision(volume, replica)?
            .disks
            .iter()
            .find(|d| d.disk == disk)?;
        return match field.strip_prefix("fits.") {
            Some(f) => fits_field(d.fits.as_ref()?, f),
            None if field == "disk" => Some(text(&d.disk)),
            None => None,
        };
    }
    let a = &volume.anti_affinity;
    Some(text(
        &match rest {
            "antiAffinity.zoneSoft" => a.zone_soft,
            "antiAffinity.nodeSoft" => a.node_soft,
            "antiAffinity.diskSoft" => a.disk_soft,
            _ => return None,
        }
        .to_string(),
    ))
}

fn input_fact(scenario: &Scenario, fact: &str) -> Option<MessageArg> {
    if let Some((name, field)) = fact
        .strip_prefix("input.volumes[name=")
        .and_then(|r| r.split_once("]."))
    {
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
    if fact.starts_with("input.") || fact.starts_with("len(input.") {
        return input_fact(scenario, fact);
    }
    let (volume, rest) = volume(result, fact)?;
    volume_fact(volume, rest)
}
