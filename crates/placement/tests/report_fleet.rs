//! The case report of a Fleet rollout: an image-pull storm (clusters that never
//! become ready) stalls the rollout; the report says so first, lists every
//! cluster's checks with Fleet's state verbatim, and gives the proven strategy edits.

use placement::fleet::RolloutInput;
use placement::report::{fleet::case_report, Verdict};

fn stalled() -> RolloutInput {
    let mut clusters = Vec::new();
    for i in 0..10 {
        // Three clusters whose image pull never succeeds.
        let behavior = if i < 3 { r#", "behavior": {"kind": "notReady"}"# } else { "" };
        clusters.push(format!(r#"{{"name": "c{i:02}", "labels": {{"env": "prod"}}{behavior}}}"#));
    }
    let json = format!(r#"{{"rolloutStrategy": {{"maxUnavailable": 1, "autoPartitionSize": 3}}, "clusters": [{}]}}"#, clusters.join(","));
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
    assert!(subject.answer.id.starts_with("fleet-"), "{:?}", subject.answer);
    assert_eq!(subject.table.rows.len(), 10);
    // A cluster held back fails the state check with Fleet's word for its state.
    let failed: Vec<&str> = subject.table.rows.iter()
        .filter_map(|r| r.cells.get(2).filter(|c| c.verdict == Verdict::Failed).map(|c| c.reason.as_str()))
        .collect();
    assert!(!failed.is_empty());
    assert!(failed.iter().all(|r| ["NotReady", "WaitApplied", "Pending"].contains(r)), "{failed:?}");
    assert!(!subject.details.is_empty());
    assert!(!subject.fixes.is_empty(), "the engine's proven edits for the first waiting cluster");
}
