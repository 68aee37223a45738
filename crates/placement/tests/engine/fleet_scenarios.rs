//! The docs scenarios as the controller behaves (spec §6), and the edge cases
//! users ask about (spec §4 "consequences").

use placement::fleet::*;
use serde_json::json;

fn clusters(n: usize, f: impl Fn(usize) -> serde_json::Value) -> Vec<serde_json::Value> {
    (0..n).map(f).collect()
}

fn named(n: usize) -> Vec<serde_json::Value> {
    clusters(n, |i| json!({"name": format!("c-{i:04}")}))
}

fn sim(v: serde_json::Value) -> RolloutSimulation {
    let input: RolloutInput = serde_json::from_value(v).expect("input");
    simulate_rollout(&input).expect("simulation")
}

fn created(s: &RolloutSimulation) -> Vec<u64> {
    s.rounds.iter().map(|r| r.created).collect()
}

fn promoted(s: &RolloutSimulation) -> Vec<u64> {
    s.rounds.iter().map(|r| r.promoted).collect()
}

#[test]
fn two_hundred_clusters_with_defaults() {
    let s = sim(
        json!({"clusters": named(200), "defaultBehavior": {"kind": "notReady"}, "maxRounds": 10}),
    );
    let sizes: Vec<u64> = s.partitions.iter().map(|p| p.count).collect();
    assert_eq!(sizes, [50, 50, 50, 50]);
    assert_eq!(s.partitions[1].name, "Partition 50 - 100");
    // 50 created per round, no readiness wait (100 % never blocks).
    assert_eq!(&created(&s)[..4], [50, 50, 50, 50]);
    assert!(s.rounds.iter().all(|r| r.stopped.is_none()));
    assert!(
        matches!(s.outcome, Outcome::Stalled { .. }),
        "{:?}",
        s.outcome
    );
    let last = s.rounds.last().unwrap();
    assert_eq!(last.end.not_ready, 200);
}

#[test]
fn default_rollout_completes() {
    let s = sim(json!({"clusters": named(200)}));
    assert_eq!(created(&s), [50, 50, 50, 50]);
    assert!(
        matches!(s.outcome, Outcome::Complete { round: 4, .. }),
        "{:?}",
        s.outcome
    );
    let first = &s.rounds[0];
    assert_eq!(first.status.summary.counts.pending, 200);
    assert_eq!(first.status.display_state, Some(BundleState::Pending));
    assert_eq!(first.waits.len(), 1);
    assert!(matches!(
        first.waits[0],
        Wait::MaxNew {
            max_new: 50,
            without_deployment: 150,
            ..
        }
    ));
}

#[test]
fn two_hundred_thirty_at_twenty_five_percent() {
    let s = sim(json!({"clusters": named(230), "rolloutStrategy": {"autoPartitionSize": "25%"}}));
    let sizes: Vec<u64> = s.partitions.iter().map(|p| p.count).collect();
    assert_eq!(sizes, [57, 57, 57, 57, 2]);
    assert_eq!(s.partitions[4].name, "Partition 228 - 230");
}

#[test]
fn fifty_clusters_at_ten_percent() {
    let s = sim(
        json!({"clusters": named(50), "rolloutStrategy": {"maxUnavailable": "10%"},
        "defaultBehavior": {"kind": "ready", "afterRounds": 1}}),
    );
    assert_eq!(s.partitions.len(), 1);
    assert_eq!(s.partitions[0].name, "All");
    assert_eq!(s.partitions[0].max_unavailable.value, 5);
    assert_eq!(created(&s)[0], 50); // all at once: maxNew overrides maxUnavailable
    // Update: 5 per round.
    let s = sim(
        json!({"clusters": named(50), "rolloutStrategy": {"maxUnavailable": "10%"},
        "start": "deployed", "events": [{"action": "update", "round": 1}]}),
    );
    assert_eq!(promoted(&s), vec![5; 10]);
    assert!(matches!(s.outcome, Outcome::Complete { round: 10, .. }));
    // Held-back clusters show WaitApplied in the bundle view (v0.16+), OutOfSync per BD.
    let r2 = &s.rounds[1];
    assert_eq!(r2.status.summary.counts.wait_applied, 45);
    let wait = &r2.waits[0];
    assert!(
        matches!(
            wait,
            Wait::BundleLimit {
                waiting: 40,
                unavailable: 5,
                max_unavailable: 5,
                ..
            }
        ),
        "{wait:?}"
    );
}

#[test]
fn one_hundred_clusters_at_ten_percent() {
    let s = sim(
        json!({"clusters": named(100), "rolloutStrategy": {"maxUnavailable": "10%"},
        "defaultBehavior": {"kind": "notReady"}}),
    );
    assert_eq!(&created(&s)[..2], [50, 50]);
    let stop = s.rounds[0].stopped.as_ref().unwrap();
    assert_eq!(stop.partition, "All");
    assert_eq!(stop.not_up_to_date_or_unavailable, 100);
    assert_eq!(stop.max_unavailable, 10);
    let s = sim(
        json!({"clusters": named(100), "rolloutStrategy": {"maxUnavailable": "10%"},
        "start": "deployed", "events": [{"action": "update", "round": 1}]}),
    );
    assert_eq!(promoted(&s), vec![10; 10]);
}

#[test]
fn two_hundred_clusters_ten_partitions() {
    let base = json!({"maxUnavailablePartitions": 1, "autoPartitionSize": "10%"});
    let s = sim(
        json!({"clusters": named(200), "rolloutStrategy": base, "defaultBehavior": {"kind": "notReady"}}),
    );
    assert_eq!(s.partitions.len(), 10);
    assert!(s.partitions.iter().all(|p| p.count == 20));
    assert_eq!(s.max_unavailable_partitions.value, 1);
    assert_eq!(&created(&s)[..4], [50, 50, 50, 50]); // no gating at 100 %
    // Lowering maxUnavailable gates: two unavailable partitions > 1 stop the reconcile.
    let s = sim(
        json!({"clusters": named(200), "defaultBehavior": {"kind": "notReady"},
        "rolloutStrategy": {"maxUnavailablePartitions": 1, "autoPartitionSize": "10%", "maxUnavailable": "10%"}}),
    );
    assert_eq!(created(&s).iter().sum::<u64>(), 40);
    let stop = s.rounds[0].stopped.as_ref().unwrap();
    assert_eq!(
        (
            stop.index,
            stop.unavailable_partitions,
            stop.max_unavailable_partitions
        ),
        (1, 2, 1)
    );
    assert!(matches!(s.outcome, Outcome::Stalled { .. }));
}

fn staged_clusters() -> Vec<serde_json::Value> {
    clusters(200, |i| {
        let stage = if i < 20 { "demoRollout" } else { "stable" };
        json!({"name": format!("c-{i:03}"), "labels": {"stage": stage}})
    })
}

#[test]
fn strict_manual_partitions() {
    let strategy = json!({"maxUnavailable": 0, "maxUnavailablePartitions": 0, "partitions": [
        {"name": "demoRollout", "clusterSelector": {"matchLabels": {"stage": "demoRollout"}}},
        {"name": "stable", "clusterSelector": {"matchLabels": {"stage": "stable"}}}]});
    // Initial deployment proceeds: new BDs are unavailable and never wait for slots.
    let s = sim(
        json!({"clusters": staged_clusters(), "rolloutStrategy": strategy.clone(),
        "defaultBehavior": {"kind": "ready", "afterRounds": 1}}),
    );
    assert_eq!(s.rounds[0].created, 20);
    assert_eq!(
        s.rounds[0].stopped.as_ref().unwrap().partition,
        "demoRollout"
    );
    assert!(
        matches!(s.outcome, Outcome::Complete { .. }),
        "{:?}",
        s.outcome
    );
    // An update never starts on healthy clusters.
    let s = sim(
        json!({"clusters": staged_clusters(), "rolloutStrategy": strategy,
        "start": "deployed", "events": [{"action": "update", "round": 1}]}),
    );
    assert!(promoted(&s).iter().all(|&p| p == 0));
    assert!(matches!(s.outcome, Outcome::Stalled { .. }));
    assert!(matches!(
        &s.rounds[0].waits[0],
        Wait::BundleLimit {
            waiting: 20,
            max_unavailable: 0,
            ..
        }
    ));
}

fn storm(not_ready: usize) -> RolloutSimulation {
    let cl = clusters(200, |i| {
        let mut c =
            json!({"name": format!("c-{i:03}"), "labels": {"part": format!("p{}", i / 40)}});
        if i < not_ready {
            c["behavior"] = json!({"kind": "notReady"});
        }
        c
    });
    let parts: Vec<_> = (0..5)
        .map(|p| json!({"name": format!("p{p}"), "clusterSelector": {"matchLabels": {"part": format!("p{p}")}}}))
        .collect();
    sim(
        json!({"clusters": cl, "rolloutStrategy": {"maxUnavailable": "10%", "maxUnavailablePartitions": 0,
        "partitions": parts}}),
    )
}

#[test]
fn image_pull_storm() {
    let s = storm(5);
    assert_eq!(s.partitions[0].max_unavailable.value, 4);
    assert_eq!(s.rounds[0].created, 40);
    assert!(matches!(s.outcome, Outcome::Stalled { .. }));
    let total: u64 = created(&s).iter().sum();
    assert_eq!(total, 40, "5 not ready block the next partition");
    let s = storm(4);
    // The rollout reaches every partition; the 4 clusters stay NotReady.
    assert!(
        matches!(s.outcome, Outcome::Stalled { .. }),
        "{:?}",
        s.outcome
    );
    assert_eq!(s.rounds.last().unwrap().end.not_ready, 4);
    assert_eq!(created(&s).iter().sum::<u64>(), 200);
}

#[test]
fn unmatched_clusters_are_never_deployed() {
    let mut cl = staged_clusters();
    cl.push(json!({"name": "zz-lonely", "labels": {"stage": "other"}}));
    let s = sim(json!({"clusters": cl, "rolloutStrategy": {"partitions": [
        {"name": "demo", "clusterSelector": {"matchLabels": {"stage": "demoRollout"}}},
        {"name": "stable", "clusterSelector": {"matchLabels": {"stage": "stable"}}}]}}));
    let lonely = s.clusters.iter().find(|c| c.name == "zz-lonely").unwrap();
    assert!(lonely.deployment.is_none());
    assert_eq!(lonely.state, BundleState::Pending);
    let Outcome::Complete { message, .. } = &s.outcome else {
        panic!("{:?}", s.outcome)
    };
    assert!(
        message.contains("1 targets match no partition"),
        "{message}"
    );
    assert_eq!(s.rounds.last().unwrap().end.pending, 1);
}

#[test]
fn offline_cluster_holds_its_slot() {
    let cl = clusters(10, |i| {
        let mut c = json!({"name": format!("c-{i}")});
        if i == 0 {
            c["behavior"] = json!({"kind": "offline"});
        }
        c
    });
    let s = sim(
        json!({"clusters": cl, "rolloutStrategy": {"maxUnavailable": 1}, "start": "deployed",
        "events": [{"action": "update", "round": 1}], "maxRounds": 20}),
    );
    assert_eq!(s.rounds[0].promoted_names, ["c-0"]);
    assert!(promoted(&s)[1..].iter().all(|&p| p == 0));
    assert!(matches!(s.outcome, Outcome::Stalled { .. }));
    let c0 = &s.clusters[0];
    assert_eq!(c0.deployment_state, Some(BundleState::WaitApplied));
}

#[test]
fn deploy_error_shows_err_applied_and_message() {
    let cl = clusters(3, |i| {
        let mut c = json!({"name": format!("c-{i}"), "namespace": "fleet-local"});
        if i == 1 {
            c["behavior"] = json!({"kind": "error", "message": "boom"});
        }
        c
    });
    let s = sim(json!({"clusters": cl, "maxRounds": 5}));
    let r2 = &s.rounds[1];
    assert_eq!(r2.status.display_state, Some(BundleState::ErrApplied));
    assert_eq!(
        r2.status.ready_message,
        "ErrApplied(1) [Cluster fleet-local/c-1: boom]"
    );
}

#[test]
fn pause_and_resume() {
    let s = sim(
        json!({"clusters": named(10), "start": "deployed", "events": [
        {"action": "pauseBundle", "round": 1}, {"action": "update", "round": 1},
        {"action": "resumeBundle", "round": 3}]}),
    );
    assert_eq!(&promoted(&s)[..3], [0, 0, 10]);
    assert!(matches!(
        &s.rounds[0].waits[0],
        Wait::Paused {
            waiting: 10,
            bundle_paused: true,
            ..
        }
    ));
    let s = sim(
        json!({"clusters": named(3), "events": [{"action": "pauseCluster", "round": 1, "cluster": "c-0001"},
        {"action": "resumeCluster", "round": 4, "cluster": "c-0001"}]}),
    );
    assert_eq!(&promoted(&s)[..4], [2, 0, 0, 1]);
    assert_eq!(
        s.clusters[1]
            .timeline
            .iter()
            .filter(|e| e.kind == TimelineKind::Paused)
            .count(),
        1
    );
}

#[test]
fn clusters_joining_mid_rollout() {
    let mut cl = named(199);
    cl.push(json!({"name": "c-0100x", "joinsAtRound": 2}));
    let s = sim(json!({"clusters": cl}));
    assert_eq!(s.partitions.len(), 1); // 199 < 200
    assert_eq!(s.rounds[1].partitions.len(), 4); // 200 targets: automatic partitions
    assert_eq!(created(&s).iter().sum::<u64>(), 200);
    assert!(matches!(s.outcome, Outcome::Complete { .. }));
    assert_eq!(s.rounds[1].events, ["cluster c-0100x joins"]);
}

#[test]
fn ready_after_rounds_and_scrubber() {
    let s =
        sim(json!({"clusters": named(2), "defaultBehavior": {"kind": "ready", "afterRounds": 2}}));
    assert!(
        matches!(s.outcome, Outcome::Complete { round: 3, .. }),
        "{:?}",
        s.outcome
    );
    let at = |r| cluster_state_at(&s, 0, r).unwrap();
    assert_eq!(at(0).state, BundleState::Pending);
    assert_eq!(at(1).state, BundleState::NotReady);
    assert_eq!(at(2).state, BundleState::NotReady);
    assert_eq!(at(3).state, BundleState::Ready);
}

#[test]
fn partition_status_entries_show_values_before_decisions() {
    let s = sim(json!({"clusters": named(4), "rolloutStrategy": {"maxUnavailable": "50%"}}));
    let p = &s.rounds[0].partitions[0];
    assert_eq!((p.count, p.max_unavailable, p.unavailable), (4, 2, 0));
    assert_eq!(p.summary.pending, 4);
    assert_eq!(p.created, 4);
    assert_eq!(p.not_up_to_date_or_unavailable, 4);
}

#[test]
fn bad_input_is_reported_with_the_field() {
    let bad = |v: serde_json::Value| -> placement::InputError {
        let input: RolloutInput = serde_json::from_value(v).unwrap();
        simulate_rollout(&input).unwrap_err()
    };
    let e = bad(json!({"clusters": [{"name": "a"}, {"name": "a"}]}));
    assert_eq!(e.path, "clusters[1].name");
    // #37: a value is an error only once a reconcile reads it (limit() returns 1
    // for a count of 0 before reading), so these need a target.
    let e =
        bad(json!({"clusters": [{"name": "a"}], "rolloutStrategy": {"maxUnavailable": "lots"}}));
    assert_eq!(e.path, "rolloutStrategy.maxUnavailable");
    assert_eq!(
        e.message,
        "invalid maxUnavailable, must be int or percentage (ending with %): lots"
    );
    // #14: a negative maxUnavailablePartitions is accepted (clamped to 0), see fleet_upstream.rs.
    let e = bad(
        json!({"clusters": [{"name": "a"}], "rolloutStrategy": {"maxUnavailablePartitions": "-1"}}),
    );
    assert_eq!(e.path, "rolloutStrategy.maxUnavailablePartitions");
    let e = bad(
        json!({"clusters": [{"name": "a"}], "rolloutStrategy": {"partitions": [
        {"clusterSelector": {"matchExpressions": [{"key": "a", "operator": "Exists", "values": ["x"]}]}}]}}),
    );
    assert_eq!(
        e.path,
        "rolloutStrategy.partitions[0].clusterSelector.matchExpressions[0].values"
    );
    assert_eq!(
        e.message,
        r#"values: Invalid value: ["x"]: values set must be empty for exists and does not exist"#
    );
    let e = bad(
        json!({"clusters": [{"name": "a"}], "events": [{"action": "pauseCluster", "round": 1, "cluster": "b"}]}),
    );
    assert_eq!(e.path, "events[0].cluster");
    let e = serde_json::from_value::<RolloutInput>(
        json!({"clusters": [], "rolloutStrategy": {"maxUnavail": 1}}),
    )
    .unwrap_err();
    assert!(e.to_string().contains("unknown field"), "{e}");
}

#[test]
fn partition_without_criteria_is_a_warning() {
    let s =
        sim(json!({"clusters": named(3), "rolloutStrategy": {"partitions": [{"name": "empty"}]}}));
    assert_eq!(s.warnings.len(), 1);
    assert!(s.warnings[0].contains("matches no cluster"));
    assert_eq!(created(&s).iter().sum::<u64>(), 0);
}

/// Drift (`status.nonModified: false`) shows as `Modified` but is not
/// unavailable: Fleet's `isUnavailable` reads only the applied ID and `Ready`.
/// The storm with 5 *drifted* clusters reaches every partition, where 5 *not
/// ready* ones stop it after the first.
#[test]
fn drifted_clusters_show_modified_and_do_not_block() {
    let cl = clusters(200, |i| {
        let mut c =
            json!({"name": format!("c-{i:03}"), "labels": {"part": format!("p{}", i / 40)}});
        if i < 5 {
            c["behavior"] = json!({"kind": "drifted"});
        }
        c
    });
    let parts: Vec<_> = (0..5)
        .map(|p| json!({"name": format!("p{p}"), "clusterSelector": {"matchLabels": {"part": format!("p{p}")}}}))
        .collect();
    let s = sim(
        json!({"clusters": cl, "rolloutStrategy": {"maxUnavailable": "10%", "maxUnavailablePartitions": 0,
        "partitions": parts}}),
    );
    assert_eq!(created(&s).iter().sum::<u64>(), 200);
    let Outcome::Complete { message, .. } = &s.outcome else {
        panic!("{:?}", s.outcome)
    };
    assert!(message.contains("; 5 of them are Modified"), "{message}");
    let last = s.rounds.last().unwrap();
    assert_eq!(last.end.modified, 5);
    assert_eq!(last.end.ready, 195);
    assert_eq!(last.status.unavailable, 0);
    assert_eq!(last.status.display_state, Some(BundleState::Modified));
    assert!(
        last.status
            .ready_message
            .starts_with("Modified(5) [Cluster "),
        "{}",
        last.status.ready_message
    );
    let c0 = &s.clusters[0];
    assert_eq!(c0.state, BundleState::Modified);
    assert!(c0.deployment.is_some_and(|d| d.modified && d.ready));
}

/// Drift set on a deployed cluster appears at once; a `ready` behavior
/// corrects it; the scrubber replays both.
#[test]
fn drift_comes_and_is_corrected() {
    let s = sim(
        json!({"clusters": named(3), "start": "deployed", "maxRounds": 6, "events": [
            {"action": "setBehavior", "round": 2, "cluster": "c-0001", "behavior": {"kind": "drifted"}},
            {"action": "setBehavior", "round": 4, "cluster": "c-0001", "behavior": {"kind": "ready"}},
        ]}),
    );
    let states: Vec<BundleState> = (0..=5)
        .map(|r| cluster_state_at(&s, 1, r).unwrap().state)
        .collect();
    use BundleState::{Modified, Ready};
    assert_eq!(states, [Ready, Ready, Modified, Modified, Ready, Ready]);
    assert_eq!(s.rounds[2].status.summary.counts.modified, 1);
    assert_eq!(s.rounds[2].status.unavailable, 0);
}

/// Each check of a cluster names its field below `clusters[i]` (the path is
/// formatted only when a check fails).
#[test]
fn cluster_checks_name_their_field() {
    use placement::fleet::targets::{Cluster, sort_and_validate};
    let path = |c: Cluster| {
        let ok = Cluster::new("ok", Default::default());
        sort_and_validate(&[ok, c], &[]).unwrap_err().path
    };
    let labels = |k: &str, v: &str| [(k.to_string(), v.to_string())].into_iter().collect();
    assert_eq!(
        path(Cluster::new("", Default::default())),
        "clusters[1].name"
    );
    assert_eq!(
        path(Cluster::new("b", labels("bad key!", "x"))),
        "clusters[1].labels[\"bad key!\"]"
    );
    assert_eq!(
        path(Cluster::new("b", labels("env", "bad value!"))),
        "clusters[1].labels[\"env\"]"
    );
    let mut slow = Cluster::new("b", Default::default());
    slow.behavior = Some(Behavior::Ready {
        after_rounds: u32::MAX,
    });
    assert_eq!(path(slow), "clusters[1].behavior.afterRounds");
    assert!(sort_and_validate(&[Cluster::new("a", labels("env", "prod"))], &[]).is_ok());
}
