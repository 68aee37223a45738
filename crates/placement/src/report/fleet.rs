//! The case report of a Fleet rollout: the rollout's outcome, how the
//! partitions were formed, every cluster's checks at the last round (a
//! target, in a partition, its state in the bundle summary: Fleet controller
//! `internal/cmd/controller/target`, v0.16+), the waiting clusters' answers,
//! and the proven strategy edits for the first cluster that never gets the
//! bundle ready ([`crate::fleet::answer::fixes`]).

use super::{CaseReport, Cell, CheckRow, CheckTable, ObjectList, Subject, Verdict};
use crate::InputError;
use crate::fleet::answer::{explain_cluster, explain_cluster_without_fixes};
use crate::fleet::simulate::{ClusterResult, RolloutInput, simulate_rollout};
use crate::fleet::state::BundleState;
use crate::kernel::message::Message;

/// The most clusters the table and the answers list (a fleet of thousands
/// would make a report nobody reads: the summary counts them all).
pub const MOST_ROWS: usize = 200;
/// The most waiting clusters whose answers are listed.
const MOST_ANSWERS: usize = 10;

/// The checks of a cluster, in the order Fleet's controller meets them.
const CHECKS: [&str; 3] = [
    "report-fleet-check-target",
    "report-fleet-check-partition",
    "report-fleet-check-state",
];

/// The case report of `input`, the rollout of the Bundle `bundle`.
pub fn case_report(input: &RolloutInput, bundle: &str) -> Result<CaseReport, InputError> {
    let sim = simulate_rollout(input)?;
    let last = sim.rounds.last().map_or(0, |r| r.round);
    let ready = sim
        .clusters
        .iter()
        .filter(|c| c.state == BundleState::Ready)
        .count();
    let waiting: Vec<&ClusterResult> = sim
        .clusters
        .iter()
        .filter(|c| c.state != BundleState::Ready)
        .collect();
    let name = |c: &ClusterResult| format!("{}/{}", c.namespace, c.name);
    let details: Vec<Message> = waiting
        .iter()
        .take(MOST_ANSWERS)
        .filter_map(|c| explain_cluster_without_fixes(&sim, &name(c), last))
        .map(|a| a.answer)
        .collect();
    // The first cluster left waiting whose wait a fix answers: the engine's proven edits.
    let mut fixes = Vec::new();
    let mut table_of = None;
    if let Some(answer) = waiting
        .first()
        .and_then(|c| explain_cluster(input, &sim, &name(c), last))
    {
        fixes.extend(answer.changes.iter().map(|c| c.message.clone()));
        fixes.extend(answer.outside.iter().cloned());
        table_of = Some(
            Message::new("report-fleet-table")
                .arg("round", u64::from(last))
                .arg("cluster", &answer.cluster),
        );
    }
    let subject = Subject {
        name: bundle.to_string(),
        ok: waiting.is_empty(),
        answer: sim.outcome_sentence.clone(),
        details,
        deciding: sim.explanation_messages.clone(),
        table_of,
        table: table(&sim.clusters),
        fixes,
        recorded: Vec::new(),
    };
    Ok(CaseReport {
        lab: "rollout".into(),
        summary: Message::new("report-fleet-summary")
            .arg("clusters", sim.clusters.len())
            .arg("ready", ready)
            .arg("rounds", u64::from(last)),
        subjects: vec![subject],
        versions: vec![Message::new("report-fleet-version")],
        objects: vec![ObjectList {
            kind: "clusters.fleet.cattle.io".into(),
            names: sim.clusters.iter().take(MOST_ROWS).map(name).collect(),
        }],
    })
}

/// Clusters × [`CHECKS`] at the last round.
fn table(clusters: &[ClusterResult]) -> CheckTable {
    let rows = clusters.iter().take(MOST_ROWS).map(row).collect();
    CheckTable {
        checks: CHECKS.iter().map(|c| Message::new(c)).collect(),
        rows,
    }
}

fn row(c: &ClusterResult) -> CheckRow {
    let plain = |verdict: Verdict| Cell {
        verdict,
        reason: String::new(),
        note: None,
    };
    let cells = if !c.joined {
        vec![
            plain(Verdict::Failed),
            plain(Verdict::NotRun),
            plain(Verdict::NotRun),
        ]
    } else if c.partitions.is_empty() {
        vec![
            plain(Verdict::Passed),
            plain(Verdict::Failed),
            plain(Verdict::NotRun),
        ]
    } else {
        let partition = Cell {
            note: Some(
                Message::new("report-fleet-partition").arg("partition", u64::from(c.partitions[0])),
            ),
            ..plain(Verdict::Passed)
        };
        let state = Cell {
            verdict: if c.state == BundleState::Ready {
                Verdict::Passed
            } else {
                Verdict::Failed
            },
            // Fleet's own word for the state (`WaitApplied`, `ErrApplied`, …), verbatim.
            reason: serde_json::to_string(&c.state)
                .unwrap_or_default()
                .trim_matches('"')
                .to_string(),
            note: None,
        };
        vec![plain(Verdict::Passed), partition, state]
    };
    CheckRow {
        node: format!("{}/{}", c.namespace, c.name),
        disk: String::new(),
        cells,
    }
}
