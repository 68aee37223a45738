//! The case report of a Longhorn scenario: each volume's answer, its
//! replica scheduler's checks per node and disk, the proven changes, and
//! the recorded `Scheduled` condition and replica placement beside the
//! engine's (longhorn-manager `scheduler/replica_scheduler.go`,
//! `controller/volume_controller.go` `reconcileVolumeCondition`).

use super::{CaseReport, Cell, CheckRow, CheckTable, Finding, ObjectList, Subject, Verdict};
use crate::InputError;
use crate::kernel::message::Message;
use crate::longhorn::{
    DiskExplanation, DiskVerdict, Explain, NodeVerdict, ReplicaDecision, ReplicaState, Scenario,
    ScheduleOptions, Step, Volume, VolumeResult, schedule_replicas_with,
};

/// The checks of one replica's search, in the order `FindDiskCandidates` runs
/// them for a disk: its node's eligibility, the disk's `Schedulable` state,
/// then check 1/2 (available, type), 3 (volume size), 4 (tags), 5 (`Fits`),
/// the anti-affinity tiers and locality, and the pick.
pub const CHECKS: [&str; 8] = [
    "report-lh-check-node",
    "report-lh-check-schedulable",
    "report-lh-check-available",
    "report-lh-check-volume-size",
    "report-lh-check-tags",
    "report-lh-check-storage",
    "report-lh-check-placement",
    "report-lh-check-pick",
];

/// The most deciding sentences of one volume (a large cluster's every full disk
/// would say the same thing many times).
const MOST_DECIDING: usize = 6;

/// The name the search for a failed replica to reuse goes by (it is for no one replica).
const REUSE_SEARCH: &str = "(reuse)";

/// The case report of `scenario`: its run explained in full up to
/// [`FULL_BY_DEFAULT`](crate::longhorn::FULL_BY_DEFAULT) volumes (a bigger one
/// has answers without tables).
pub fn case_report(scenario: &Scenario) -> Result<CaseReport, InputError> {
    let result = schedule_replicas_with(scenario, &ScheduleOptions::default())?;
    let subjects: Vec<Subject> = scenario
        .volumes
        .iter()
        .zip(&result.volumes)
        .map(|(volume, outcome)| subject(volume, outcome))
        .collect();
    let fine = subjects.iter().filter(|s| s.ok).count();
    Ok(CaseReport {
        lab: "longhorn".into(),
        summary: Message::new("report-lh-summary")
            .arg("volumes", subjects.len())
            .arg("fine", fine)
            .arg("findings", subjects.len() - fine),
        subjects,
        versions: versions(scenario, result.explain),
        objects: objects(scenario),
    })
}

/// One volume's part.
fn subject(volume: &Volume, outcome: &VolumeResult) -> Subject {
    let placed = outcome
        .replicas
        .iter()
        .filter(|r| {
            matches!(
                r.state,
                ReplicaState::Healthy | ReplicaState::New | ReplicaState::Reused
            )
        })
        .count();
    let recorded = findings(volume, outcome);
    let scheduled = outcome.condition.status == "True";
    let ok = scheduled
        && placed as i64 >= volume.number_of_replicas
        && recorded.iter().all(|f| f.agrees);
    let answer = if scheduled && placed as i64 >= volume.number_of_replicas {
        Message::new("report-lh-volume-scheduled")
            .arg("volume", &volume.name)
            .arg("placed", placed)
    } else {
        Message::new("report-lh-volume-not-scheduled")
            .arg("volume", &volume.name)
            .arg("placed", placed)
            .arg("wanted", volume.number_of_replicas)
            .arg("status", &outcome.condition.status)
            .arg("reason", &outcome.condition.reason)
    };
    let decision = shown_decision(outcome);
    let mut fixes = Vec::new();
    for a in &outcome.answers {
        fixes.extend(a.changes.iter().map(|c| c.message.clone()));
        fixes.extend(a.outside.iter().cloned());
    }
    Subject {
        name: volume.name.clone(),
        ok,
        answer,
        details: outcome.answers.iter().map(|a| a.answer.clone()).collect(),
        deciding: decision.map(deciding).unwrap_or_default(),
        table_of: decision.map(|d| {
            let id = match (d.replica == REUSE_SEARCH, d.winner.is_some()) {
                (true, _) => "report-lh-table-reuse",
                (false, true) => "report-lh-table-placed",
                (false, false) => "report-lh-table-unscheduled",
            };
            Message::new(id).arg("replica", &d.replica)
        }),
        table: decision.map(table).unwrap_or_default(),
        fixes,
        recorded,
    }
}

/// The decision the table shows: the last search of the first replica left
/// unscheduled, else the last search that placed one.
fn shown_decision(outcome: &VolumeResult) -> Option<&ReplicaDecision> {
    let searches = || {
        outcome.steps.iter().filter_map(|s| match s {
            Step::Schedule(d) | Step::Precheck(d) => Some(&**d),
            Step::Reuse(r) => r.search.as_deref(),
            _ => None,
        })
    };
    let unscheduled = outcome
        .replicas
        .iter()
        .find(|r| r.state == ReplicaState::Unscheduled)
        .map(|r| r.name.as_str());
    let failed = searches().filter(|d| d.winner.is_none()).last();
    match unscheduled {
        Some(name) => searches().filter(|d| d.replica == name).last().or(failed),
        None => failed.or_else(|| searches().last()),
    }
}

/// The `Fits` numbers that decided: the chosen disk's, or the disks short of space.
fn deciding(d: &ReplicaDecision) -> Vec<Message> {
    let with_fits = |e: &DiskExplanation, id: &str| {
        let fits = e.fits.as_ref().filter(|f| !f.schedule_text.is_empty())?;
        Some(
            Message::new(id)
                .arg("replica", &d.replica)
                .arg("node", &e.node)
                .arg("disk", &e.disk)
                .arg("actual", &fits.actual_text)
                .arg("schedule", &fits.schedule_text),
        )
    };
    match &d.winner {
        Some(w) => d
            .disks
            .iter()
            .filter(|e| e.node == w.node && e.disk == w.disk)
            .filter_map(|e| with_fits(e, "report-lh-deciding-chosen"))
            .collect(),
        None => d
            .disks
            .iter()
            .filter(|e| e.verdict == DiskVerdict::InsufficientStorage)
            .filter_map(|e| with_fits(e, "report-lh-deciding-short"))
            .take(MOST_DECIDING)
            .collect(),
    }
}

/// Every node and disk of `d` × [`CHECKS`].
fn table(d: &ReplicaDecision) -> CheckTable {
    let mut rows: Vec<CheckRow> = d.disks.iter().map(|e| disk_row(d, e)).collect();
    // A node without disks has a row of its own: its eligibility is a check too.
    for n in &d.nodes {
        if !d.disks.iter().any(|e| e.node == n.name) {
            let mut cells = vec![node_cell(n.verdict)];
            cells.extend(CHECKS[1..].iter().map(|_| not_run()));
            rows.push(CheckRow {
                node: n.name.clone(),
                disk: String::new(),
                cells,
            });
        }
    }
    CheckTable {
        checks: CHECKS.iter().map(|c| Message::new(c)).collect(),
        rows,
    }
}

fn not_run() -> Cell {
    Cell {
        verdict: Verdict::NotRun,
        reason: String::new(),
        note: None,
    }
}

fn passed() -> Cell {
    Cell {
        verdict: Verdict::Passed,
        reason: String::new(),
        note: None,
    }
}

/// The node column: eligibility, which records no reason (`getNodeCandidates` drops it silently).
fn node_cell(verdict: NodeVerdict) -> Cell {
    if verdict == NodeVerdict::Candidate {
        return passed();
    }
    Cell {
        verdict: Verdict::Failed,
        reason: String::new(),
        note: Some(Message::new(&format!("report-lh-node-{}", kebab(&verdict)))),
    }
}

/// One disk's row: the checks before its verdict passed, its verdict's check
/// failed (with the recorded reason), the ones after not run.
fn disk_row(d: &ReplicaDecision, e: &DiskExplanation) -> CheckRow {
    let failed_at = match e.verdict {
        DiskVerdict::NodeNotCandidate => Some(0),
        DiskVerdict::NotSchedulable => Some(1),
        DiskVerdict::Unavailable => Some(2),
        DiskVerdict::IncompatibleVolumeSize => Some(3),
        DiskVerdict::TagsNotFulfilled | DiskVerdict::BackingImageTagsNotFulfilled => Some(4),
        DiskVerdict::InsufficientStorage => Some(5),
        DiskVerdict::DiskAntiAffinity
        | DiskVerdict::NotInTier
        | DiskVerdict::NotReached
        | DiskVerdict::NotLocal
        | DiskVerdict::NotCloneSource => Some(6),
        DiskVerdict::Candidate | DiskVerdict::Chosen => None,
    };
    let node = d
        .nodes
        .iter()
        .find(|n| n.name == e.node)
        .map_or(NodeVerdict::Candidate, |n| n.verdict);
    let fits_note = e
        .fits
        .as_ref()
        .filter(|f| !f.schedule_text.is_empty())
        .map(|f| {
            Message::new("report-lh-fits")
                .arg("actual", &f.actual_text)
                .arg("schedule", &f.schedule_text)
        });
    let cells = (0..CHECKS.len())
        .map(|i| match failed_at {
            Some(0) if i == 0 => node_cell(node),
            Some(at) if i == at => Cell {
                verdict: Verdict::Failed,
                reason: e.reason.clone().unwrap_or_default(),
                note: match at {
                    5 => fits_note.clone(),
                    _ => Some(Message::new(&format!(
                        "report-lh-disk-{}",
                        kebab(&e.verdict)
                    ))),
                },
            },
            Some(at) if i > at => not_run(),
            None if i == CHECKS.len() - 1 => Cell {
                verdict: if e.verdict == DiskVerdict::Chosen {
                    Verdict::Chosen
                } else {
                    Verdict::Passed
                },
                reason: String::new(),
                note: Some(Message::new(&format!(
                    "report-lh-disk-{}",
                    kebab(&e.verdict)
                ))),
            },
            _ if i == 5 => Cell {
                note: fits_note.clone(),
                ..passed()
            },
            _ => passed(),
        })
        .collect();
    CheckRow {
        node: e.node.clone(),
        disk: e.disk.clone(),
        cells,
    }
}

/// An enum's serde name (`not-ready`), which the catalog selects on.
fn kebab<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value)
        .unwrap_or_default()
        .trim_matches('"')
        .to_string()
}

/// The volume's recorded `Scheduled` condition and each existing replica's
/// recorded place beside the engine's.
fn findings(volume: &Volume, outcome: &VolumeResult) -> Vec<Finding> {
    let mut out = Vec::new();
    let ours = &outcome.condition;
    let computed = condition_text(&ours.status, &ours.reason, &ours.message);
    match &volume.recorded_scheduled {
        Some(r) => out.push(Finding {
            about: Message::new("report-lh-recorded-scheduled").arg("volume", &volume.name),
            agrees: r.status == ours.status && r.reason == ours.reason,
            recorded: condition_text(&r.status, &r.reason, &r.message),
            computed,
        }),
        None => out.push(Finding {
            about: Message::new("report-lh-recorded-scheduled").arg("volume", &volume.name),
            recorded: String::new(),
            computed,
            agrees: true,
        }),
    }
    for replica in &volume.replicas {
        let Some(after) = outcome.replicas.iter().find(|r| r.name == replica.name) else {
            continue;
        };
        let recorded = place(replica.node.as_deref(), replica.disk.as_deref());
        let computed = place(after.node.as_deref(), after.disk.as_deref());
        // The place is compared; the states are said beside it (a failed replica
        // reused in place agrees), in the objects' own words.
        out.push(Finding {
            about: Message::new("report-lh-recorded-replica").arg("replica", &replica.name),
            agrees: recorded == computed,
            recorded: if replica.failed_at.is_some() {
                format!("{recorded} (spec.failedAt)")
            } else {
                recorded
            },
            computed: format!("{computed} ({})", kebab(&after.state)),
        });
    }
    out
}

/// `status` `reason`: `message` as a condition is read in `kubectl describe`.
fn condition_text(status: &str, reason: &str, message: &str) -> String {
    let mut text = status.to_string();
    for part in [reason, message].into_iter().filter(|p| !p.is_empty()) {
        text.push_str(if text == status { " " } else { ": " });
        text.push_str(part);
    }
    text
}

/// `node/disk` of a replica, or empty when it has no place.
fn place(node: Option<&str>, disk: Option<&str>) -> String {
    match (node, disk) {
        (Some(n), Some(d)) => format!("{n}/{d}"),
        (Some(n), None) => n.to_string(),
        _ => String::new(),
    }
}

/// The scheduler followed and its disk choice, and how much was explained.
fn versions(scenario: &Scenario, explain: Explain) -> Vec<Message> {
    let mut out = vec![
        Message::new("report-lh-version")
            .arg("version", scenario.longhorn_version.label())
            .arg("algorithm", kebab(&scenario.algorithm)),
    ];
    if explain != Explain::Full {
        out.push(Message::new("report-lh-summary-only").arg("volumes", scenario.volumes.len()));
    }
    out
}

/// The scenario's objects by kind.
fn objects(scenario: &Scenario) -> Vec<ObjectList> {
    let list = |kind: &str, names: Vec<String>| ObjectList {
        kind: kind.into(),
        names,
    };
    let mut out = vec![
        list(
            "nodes.longhorn.io",
            scenario.nodes.iter().map(|n| n.name.clone()).collect(),
        ),
        list(
            "volumes.longhorn.io",
            scenario.volumes.iter().map(|v| v.name.clone()).collect(),
        ),
        list(
            "replicas.longhorn.io",
            scenario
                .volumes
                .iter()
                .flat_map(|v| v.replicas.iter().map(|r| r.name.clone()))
                .collect(),
        ),
    ];
    if !scenario.backing_images.is_empty() {
        out.push(list(
            "backingimages.longhorn.io",
            scenario
                .backing_images
                .iter()
                .map(|b| b.name.clone())
                .collect(),
        ));
    }
    out.retain(|l| !l.names.is_empty());
    out
}
