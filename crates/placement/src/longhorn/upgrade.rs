//! What changes if you upgrade: the same scenario run again at each later
//! release whose scheduler differs (`LonghornVersion::same_scheduler_as`),
//! and every replica whose outcome — its place, or the reasons it was not
//! placed — differs from the scenario's own release, as data (messages with
//! named arguments).

use serde::Serialize;

use super::checks::{DISKS_UNAVAILABLE, SCHEDULING_FAILED};
use super::detail::{Explain, ScheduleOptions, schedule_replicas_with};
use super::explain::{ReplicaState, ScheduleResult, Step, VolumeResult};
use super::input::{LonghornVersion, Scenario};
use crate::kernel::error::InputError;
use crate::kernel::message::Message;

/// The ids of the messages this module says (each a whole sentence).
pub const MESSAGE_IDS: &[&str] = &[
    "longhorn-upgrade-none",
    "longhorn-upgrade-count",
    "longhorn-upgrade-moved",
    "longhorn-upgrade-placed",
    "longhorn-upgrade-unplaced",
    "longhorn-upgrade-reason",
];

/// One later release and what it changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReleaseChanges {
    /// The release run (`v1.12.1`, `master`).
    pub version: LonghornVersion,
    /// One sentence: how many replicas differ, or that none does.
    pub summary: Message,
    /// Each replica whose outcome differs, in the order of the scenario's volumes.
    pub replicas: Vec<UpgradeChange>,
}

/// A replica whose outcome differs at a later release.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct UpgradeChange {
    /// Volume name.
    pub volume: String,
    /// Replica name.
    pub replica: String,
    /// At the scenario's release.
    pub before: Outcome,
    /// At the later release.
    pub after: Outcome,
    /// The difference as one sentence.
    pub message: Message,
}

/// Where a replica ends, or the reasons Longhorn records for not placing it
/// (verbatim; "replica scheduling failed" when it records none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Outcome {
    /// Placed.
    Placed {
        /// `node/disk`.
        place: String,
    },
    /// Not placed.
    NotPlaced {
        /// The reasons, joined by `; `.
        reasons: String,
    },
}

/// Runs `scenario` at every later release with a different scheduler and
/// lists what differs from its own release. Each run is the engine's own
/// (linear), with the least explanation that still names the reasons.
pub fn upgrade_changes(scenario: &Scenario) -> Result<Vec<ReleaseChanges>, InputError> {
    let options = ScheduleOptions {
        explain: Some(Explain::Summary),
    };
    let here = scenario.longhorn_version;
    let before = schedule_replicas_with(scenario, &options)?;
    let before = outcomes(&before);
    let mut releases = Vec::new();
    for version in here
        .later()
        .filter(|v| v.same_scheduler_as() == *v && *v != here.same_scheduler_as())
    {
        let mut later = scenario.clone();
        later.longhorn_version = version;
        let after = outcomes(&schedule_replicas_with(&later, &options)?);
        releases.push(compare(here, version, &before, &after));
    }
    Ok(releases)
}

/// Every replica's (volume, replica, outcome), the volumes in order: its replicas, then the new
/// replicas a failed precheck kept from being created.
fn outcomes(result: &ScheduleResult) -> Vec<(String, String, Outcome)> {
    let mut all = Vec::new();
    for v in &result.volumes {
        let mut names: Vec<&str> = Vec::new();
        for r in &v.replicas {
            names.push(&r.name);
        }
        for s in &v.steps {
            if let Step::Precheck(d) = s {
                if !v.replicas.iter().any(|r| r.name == d.replica) {
                    names.push(&d.replica);
                }
            }
        }
        for name in names {
            all.push((v.name.clone(), name.to_string(), outcome(v, name)));
        }
    }
    all
}

#[inline(never)]
fn outcome(v: &VolumeResult, name: &str) -> Outcome {
    for r in &v.replicas {
        if let (true, Some(n), Some(d)) = (
            r.name == name && r.state != ReplicaState::Unscheduled,
            &r.node,
            &r.disk,
        ) {
            return Outcome::Placed {
                place: format!("{n}/{d}"),
            };
        }
    }
    // The last search (or refusal) of this replica says why; with no reason
    // recorded, `precheckCreateReplica` appends "disks are unavailable" and
    // the volume controller writes "replica scheduling failed".
    let mut k = v.steps.len();
    while k > 0 {
        k -= 1;
        let (reasons, default) = match &v.steps[k] {
            Step::Schedule(d) if d.replica == name => (d.reasons.join("; "), SCHEDULING_FAILED),
            Step::Precheck(d) if d.replica == name => (d.reasons.join("; "), DISKS_UNAVAILABLE),
            Step::Skip(s) if s.replica == name => (s.reason.clone(), SCHEDULING_FAILED),
            _ => continue,
        };
        let reasons = if reasons.is_empty() {
            default.to_string()
        } else {
            reasons
        };
        return Outcome::NotPlaced { reasons };
    }
    Outcome::NotPlaced {
        reasons: SCHEDULING_FAILED.to_string(),
    }
}

fn compare(
    from: LonghornVersion,
    to: LonghornVersion,
    before: &[(String, String, Outcome)],
    after: &[(String, String, Outcome)],
) -> ReleaseChanges {
    let missing = Outcome::NotPlaced {
        reasons: SCHEDULING_FAILED.to_string(),
    };
    let mut replicas = Vec::new();
    for (volume, replica, was) in before {
        let now = after
            .iter()
            .find(|(v, r, _)| v == volume && r == replica)
            .map_or(&missing, |(_, _, o)| o);
        if was != now {
            replicas.push(change(from, to, volume, replica, was, now));
        }
    }
    let summary = if replicas.is_empty() {
        Message::new("longhorn-upgrade-none")
    } else {
        Message::new("longhorn-upgrade-count").arg("count", replicas.len())
    };
    ReleaseChanges {
        version: to,
        summary: summary.arg("from", from.label()).arg("to", to.label()),
        replicas,
    }
}

fn change(
    from: LonghornVersion,
    to: LonghornVersion,
    volume: &str,
    replica: &str,
    was: &Outcome,
    now: &Outcome,
) -> UpgradeChange {
    let text = |o: &Outcome| match o {
        Outcome::Placed { place } => place.clone(),
        Outcome::NotPlaced { reasons } => reasons.clone(),
    };
    let id = match (was, now) {
        (Outcome::Placed { .. }, Outcome::Placed { .. }) => "longhorn-upgrade-moved",
        (Outcome::NotPlaced { .. }, Outcome::Placed { .. }) => "longhorn-upgrade-placed",
        (Outcome::Placed { .. }, Outcome::NotPlaced { .. }) => "longhorn-upgrade-unplaced",
        (Outcome::NotPlaced { .. }, Outcome::NotPlaced { .. }) => "longhorn-upgrade-reason",
    };
    UpgradeChange {
        volume: volume.to_string(),
        replica: replica.to_string(),
        before: was.clone(),
        after: now.clone(),
        message: Message::new(id)
            .arg("volume", volume)
            .arg("replica", replica)
            .arg("from", from.label())
            .arg("to", to.label())
            .arg("before", text(was))
            .arg("after", text(now)),
    }
}
