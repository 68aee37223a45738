//! The case report of the support-bundle fixture's Longhorn objects
//! (`tests/fixtures/longhorn-list.json`, the objects `tests/support/support-bundle.mjs`
//! puts in the bundle), and its redaction: no original name survives anywhere.

use placement::longhorn::import_kubectl;
use placement::report::{Verdict, longhorn::case_report, redact};

const VOLUME: &str = "pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18";

fn fixture() -> placement::longhorn::Scenario {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/longhorn-list.json"
    ))
    .unwrap();
    import_kubectl(&text).unwrap().scenario
}

#[test]
fn the_import_keeps_the_recorded_scheduled_condition() {
    let scenario = fixture();
    let recorded = scenario.volumes[0]
        .recorded_scheduled
        .as_ref()
        .expect("status.conditions Scheduled");
    assert_eq!(
        (recorded.status.as_str(), recorded.reason.as_str()),
        ("True", "")
    );
}

#[test]
fn the_report_answers_first_with_the_checks_per_disk_and_the_recorded_facts() {
    let report = case_report(&fixture()).unwrap();
    println!("{}", serde_json::to_string_pretty(&report).unwrap());
    assert_eq!(report.lab, "longhorn");
    let volume = &report.subjects[0];
    assert_eq!(volume.name, VOLUME);
    assert!(volume.answer.id.starts_with("report-lh-volume-"));
    assert_eq!(volume.answer.text("volume"), Some(VOLUME));
    // One sentence per replica, the engine's own.
    assert_eq!(volume.details.len(), report_replicas(&volume.recorded));
    // Every row has one cell per check; a row that fails has exactly one failed cell
    // and nothing run after it.
    for row in &volume.table.rows {
        assert_eq!(row.cells.len(), volume.table.checks.len());
        if let Some(at) = row.cells.iter().position(|c| c.verdict == Verdict::Failed) {
            assert!(
                row.cells[..at].iter().all(|c| c.verdict == Verdict::Passed),
                "{row:?}"
            );
            assert!(
                row.cells[at + 1..]
                    .iter()
                    .all(|c| c.verdict == Verdict::NotRun),
                "{row:?}"
            );
        }
    }
    // The recorded Scheduled condition beside ours.
    let scheduled = &volume.recorded[0];
    assert_eq!(scheduled.about.id, "report-lh-recorded-scheduled");
    assert_eq!(scheduled.recorded, "True");
    assert!(
        report
            .objects
            .iter()
            .any(|o| o.kind == "nodes.longhorn.io" && o.names.len() == 3)
    );
}

fn report_replicas(recorded: &[placement::report::Finding]) -> usize {
    recorded
        .iter()
        .filter(|f| f.about.id == "report-lh-recorded-replica")
        .count()
}

/// A recorded condition that differs from the engine's is a finding, and the subject is not fine.
#[test]
fn a_recorded_condition_that_differs_is_a_finding() {
    let mut scenario = fixture();
    let recorded = scenario.volumes[0].recorded_scheduled.as_mut().unwrap();
    recorded.status = "False".into();
    recorded.reason = "ReplicaSchedulingFailure".into();
    recorded.message = "precheck new replica failed: insufficient storage".into();
    let report = case_report(&scenario).unwrap();
    let volume = &report.subjects[0];
    assert!(!volume.recorded[0].agrees);
    assert_eq!(
        volume.recorded[0].recorded,
        "False ReplicaSchedulingFailure: precheck new replica failed: insufficient storage"
    );
    assert!(!volume.ok);
}

/// Every name of the scenario: nodes, disks, volumes, replicas.
fn names(s: &placement::longhorn::Scenario) -> Vec<String> {
    let mut out = Vec::new();
    for n in &s.nodes {
        out.push(n.name.clone());
        out.extend(n.disks.iter().map(|d| d.name.clone()));
    }
    for v in &s.volumes {
        out.push(v.name.clone());
        out.extend(v.replicas.iter().map(|r| r.name.clone()));
    }
    out
}

#[test]
fn a_redacted_report_names_no_original_name_anywhere() {
    let mut scenario = fixture();
    // A recorded message naming a node and a disk, as Longhorn's do.
    let node = scenario.nodes[2].name.clone();
    let disk = scenario.nodes[2].disks[0].name.clone();
    scenario.volumes[0]
        .recorded_scheduled
        .as_mut()
        .unwrap()
        .message = format!("replica on {node} disk {disk} failed");
    // A replica left unscheduled, so the answers, reasons and fixes name nodes and disks too.
    scenario.volumes[0].number_of_replicas = 5;
    let originals = names(&scenario);
    assert!(originals.len() > 8);
    let (redacted, pseudonyms) = redact::longhorn(&scenario);
    assert_eq!(redacted.nodes[0].name, "node-1");
    assert_eq!(redacted.volumes[0].name, "volume-1");
    let mut distinct = originals.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(pseudonyms.pairs().count(), distinct.len());
    let report = case_report(&redacted).unwrap();
    let json = serde_json::to_string(&report).unwrap() + &serde_json::to_string(&redacted).unwrap();
    for original in &originals {
        assert!(
            !json.contains(original.as_str()),
            "{original} survives in {json}"
        );
    }
    // The same scenario, redacted twice, gives the same pseudonyms (stable).
    assert_eq!(redact::longhorn(&scenario).0, redacted);
    // It decides alike: the same verdicts under other names.
    let plain = case_report(&scenario).unwrap();
    let verdicts = |r: &placement::report::CaseReport| -> Vec<Vec<Verdict>> {
        r.subjects[0]
            .table
            .rows
            .iter()
            .map(|row| row.cells.iter().map(|c| c.verdict).collect())
            .collect()
    };
    assert_eq!(verdicts(&plain), verdicts(&report));
    assert!(!report.subjects[0].fixes.is_empty() || !report.subjects[0].deciding.is_empty());
}
