//! The case report of a Fleet rollout: an image-pull storm (clusters that never
//! become ready) stalls the rollout; the report says so first, lists every
//! cluster's checks with Fleet's state verbatim, and gives the proven strategy edits.

use placement::fleet::RolloutInput;
use placement::report::{Verdict, fleet::case_report, redact};

fn stalled() -> RolloutInput {
    let mut clusters = Vec::new();
    for i in 0..10 {
        // Three clusters whose image pull never succeeds.
        let behavior = if i < 3 {
            r#", "behavior": {"kind": "notReady"}"#
        } else {
            ""
        };
        clusters.push(format!(
            r#"{{"name": "c{i:02}", "labels": {{"env": "prod"}}{behavior}}}"#
        ));
    }
    let json = format!(
        r#"{{"rolloutStrategy": {{"maxUnavailable": 1, "autoPartitionSize": 3}}, "clusters": [{}]}}"#,
        clusters.join(",")
    );
    serde_json::from_str(&json).unwrap()
}

#[test]
fn a_stalled_rollout_is_said_first_with_every_cluster_checked_and_proven_fixes() {
    let report = case_report(&stalled(), "fleet-local/app").unwrap();
    println!("{}", serde_json::to_string_pretty(&report).unwrap());
    assert_eq!(report.lab, "rollout");
    let subject = &report.subjects[0];
    assert_eq!(subject.name, "fleet-local/app");
    assert!(!subject.ok);
    assert!(
        subject.answer.id.starts_with("fleet-"),
        "{:?}",
        subject.answer
    );
    assert_eq!(subject.table.rows.len(), 10);
    // A cluster held back fails the state check with Fleet's word for its state.
    let failed: Vec<&str> = subject
        .table
        .rows
        .iter()
        .filter_map(|r| {
            r.cells
                .get(2)
                .filter(|c| c.verdict == Verdict::Failed)
                .map(|c| c.reason.as_str())
        })
        .collect();
    assert!(!failed.is_empty());
    assert!(
        failed
            .iter()
            .all(|r| ["NotReady", "WaitApplied", "Pending"].contains(r)),
        "{failed:?}"
    );
    assert!(!subject.details.is_empty());
    assert!(
        !subject.fixes.is_empty(),
        "the engine's proven edits for the first waiting cluster"
    );
}

#[test]
fn a_redacted_rollout_report_names_no_cluster_and_decides_alike() {
    let mut input = stalled();
    input.clusters[0].namespace = Some("acme-prod".into());
    let (redacted, _) = redact::fleet(&input).unwrap();
    let report = case_report(&redacted, "bundle-1").unwrap();
    let json = serde_json::to_string(&report).unwrap() + &serde_json::to_string(&redacted).unwrap();
    for original in input
        .clusters
        .iter()
        .map(|c| c.name.as_str())
        .chain(["acme-prod"])
    {
        // `c0` is in `c00`…: the names are checked as JSON strings and in the `namespace/name` form.
        assert!(
            !json.contains(&format!("\"{original}\"")) && !json.contains(&format!("/{original}\"")),
            "{original} survives in {json}"
        );
    }
    let plain = case_report(&input, "bundle-1").unwrap();
    let verdicts = |r: &placement::report::CaseReport| -> Vec<Vec<Verdict>> {
        r.subjects[0]
            .table
            .rows
            .iter()
            .map(|row| row.cells.iter().map(|c| c.verdict).collect())
            .collect()
    };
    assert_eq!(verdicts(&plain), verdicts(&report));
    assert_eq!(plain.subjects[0].answer.id, report.subjects[0].answer.id);
}
