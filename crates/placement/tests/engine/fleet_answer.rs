//! The answer first for a rollout's cluster (issues #10, #33): for a cluster
//! that never gets the bundle, each suggested strategy edit, applied and
//! simulated again, gives it the bundle, and the same edit one unit smaller
//! (one percentage point, one partition, one cluster fewer) does not. Brute
//! force on small stalled fleets: some clusters never become ready.

use placement::fleet::{
    FleetEdit, RolloutInput, RolloutSimulation, explain_cluster, simulate_rollout,
};
use placement::kernel::int_or_percent::IntOrPercent;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use serde_json::json;

fn input_value() -> impl Strategy<Value = serde_json::Value> {
    (
        prop::collection::vec(prop::sample::select(vec!["ready", "ready", "notReady", "error"]), 4..14),
        1i64..=4,
        0u32..=60,
        0i64..=1,
        any::<bool>(),
    )
        .prop_map(|(behaviors, size, percent, mup, manual)| {
            let clusters: Vec<_> = behaviors
                .iter()
                .enumerate()
                .map(|(i, b)| {
                    let behavior = match *b {
                        "ready" => json!({"kind": "ready"}),
                        "notReady" => json!({"kind": "notReady"}),
                        _ => json!({"kind": "error", "message": "boom"}),
                    };
                    json!({"name": format!("c-{i:02}"), "labels": {"half": if i % 2 == 0 { "a" } else { "b" }}, "behavior": behavior})
                })
                .collect();
            let strategy = if manual {
                json!({"maxUnavailable": format!("{percent}%"), "maxUnavailablePartitions": mup,
                       "partitions": [{"name": "first", "maxUnavailable": 0, "clusterSelector": {"matchLabels": {"half": "a"}}},
                                      {"name": "second", "clusterSelector": {"matchLabels": {"half": "b"}}}]})
            } else {
                json!({"maxUnavailable": format!("{percent}%"), "maxUnavailablePartitions": mup,
                       "autoPartitionSize": size, "autoPartitionThreshold": 1})
            };
            json!({"clusters": clusters, "rolloutStrategy": strategy, "maxRounds": 40})
        })
}

/// Whether cluster `name` ends with the bundle's final version deployed.
fn reached(sim: &RolloutSimulation, name: &str) -> bool {
    let version = sim.versions.last().map_or(1, |v| v[1]);
    sim.clusters
        .iter()
        .find(|c| c.name == name)
        .and_then(|c| c.deployment)
        .is_some_and(|d| d.deployed == version)
}

/// The edit's number one unit smaller (one percentage point, one cluster, one partition).
fn smaller(edit: &FleetEdit) -> Option<FleetEdit> {
    let less = |v: &IntOrPercent| match v {
        IntOrPercent::Int(i) if *i > 0 => Some(IntOrPercent::Int(i - 1)),
        IntOrPercent::Str(s) => {
            let p: u32 = s.strip_suffix('%')?.parse().ok()?;
            p.checked_sub(1).map(IntOrPercent::percent)
        }
        _ => None,
    };
    Some(match edit {
        FleetEdit::MaxUnavailable { value } => FleetEdit::MaxUnavailable {
            value: less(value)?,
        },
        FleetEdit::PartitionMaxUnavailable { partition, value } => {
            FleetEdit::PartitionMaxUnavailable {
                partition: *partition,
                value: less(value)?,
            }
        }
        FleetEdit::MaxUnavailablePartitions { value } => FleetEdit::MaxUnavailablePartitions {
            value: less(value)?,
        },
        FleetEdit::MaxUnavailableWithPartitions { value, partitions } => {
            FleetEdit::MaxUnavailableWithPartitions {
                value: less(value)?,
                partitions: partitions.clone(),
            }
        }
        FleetEdit::PartitionSelector { .. } | FleetEdit::AddPartition { .. } => return None,
    })
}

/// Whether `input` with `edit` gives cluster `name` the bundle.
fn flips(input: &RolloutInput, edit: &FleetEdit, name: &str) -> bool {
    let mut edited = input.clone();
    edit.apply(&mut edited);
    simulate_rollout(&edited).is_ok_and(|sim| reached(&sim, name))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Issue #33: for every cluster that never gets the bundle, each suggested
    /// edit, applied and simulated again, gives it the bundle; a numeric one,
    /// one unit smaller, does not; the value is written as Fleet reads it.
    #[test]
    fn each_change_gives_the_waiting_cluster_the_bundle_and_one_unit_less_does_not(value in input_value()) {
        let input: RolloutInput = serde_json::from_value(value).unwrap();
        let sim = simulate_rollout(&input).unwrap();
        let round = sim.rounds.len() as u32;
        for waiting in sim.clusters.iter().filter(|c| !reached(&sim, &c.name)) {
            let answer = explain_cluster(&input, &sim, &waiting.name, round).unwrap();
            prop_assert!(answer.changes.len() <= 3);
            for change in &answer.changes {
                prop_assert!(flips(&input, &change.edit, &waiting.name), "{:?} does not give {} the bundle", change.edit, waiting.name);
                if let Some(less) = smaller(&change.edit) {
                    prop_assert!(!flips(&input, &less, &waiting.name), "{:?} gives {} the bundle too", less, waiting.name);
                }
                let value = serde_json::to_value(&change.edit).unwrap();
                if let Some(text) = value["value"].as_str() {
                    prop_assert!(!text.contains(' '), "{} is not as Fleet reads it", text);
                    prop_assert_eq!(change.message.text("value"), Some(text));
                }
            }
        }
    }
}

/// The property test above compares enough suggestions to mean something.
#[test]
fn the_property_test_compares_enough_suggestions() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut compared = 0;
    for _ in 0..60 {
        let value = input_value().new_tree(&mut runner).unwrap().current();
        let input: RolloutInput = serde_json::from_value(value).unwrap();
        let sim = simulate_rollout(&input).unwrap();
        for waiting in sim.clusters.iter().filter(|c| !reached(&sim, &c.name)) {
            compared += explain_cluster(&input, &sim, &waiting.name, sim.rounds.len() as u32)
                .unwrap()
                .changes
                .len();
        }
    }
    assert!(
        compared >= 40,
        "only {compared} suggestions in 60 scenarios"
    );
}

#[test]
fn a_waiting_cluster_names_the_partition_that_stopped_the_rollout() {
    let input: RolloutInput = serde_json::from_value(json!({
        "clusters": [{"name": "a1", "labels": {"p": "1"}, "behavior": {"kind": "notReady"}},
                     {"name": "a2", "labels": {"p": "1"}},
                     {"name": "b1", "labels": {"p": "2"}}],
        "rolloutStrategy": {"maxUnavailablePartitions": 0, "partitions": [
            {"name": "one", "maxUnavailable": 0, "clusterSelector": {"matchLabels": {"p": "1"}}},
            {"name": "two", "clusterSelector": {"matchLabels": {"p": "2"}}}]},
    }))
    .unwrap();
    let sim = simulate_rollout(&input).unwrap();
    let answer = explain_cluster(&input, &sim, "b1", sim.rounds.len() as u32).unwrap();
    assert_eq!(answer.answer.id, "fleet-cluster-waits-stop");
    assert_eq!(answer.answer.text("stopPartition"), Some("one"));
    assert_eq!(answer.answer.number("bad"), Some(1));
    assert_eq!(answer.answer.number("max"), Some(0));
    let edits: Vec<&FleetEdit> = answer.changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        edits,
        vec![
            &FleetEdit::PartitionMaxUnavailable {
                partition: 0,
                value: IntOrPercent::Int(1)
            },
            &FleetEdit::MaxUnavailablePartitions {
                value: IntOrPercent::Int(1)
            },
        ]
    );
    let ready = explain_cluster(&input, &sim, "a1", 0).unwrap();
    assert_ne!(ready.answer.id, "fleet-cluster-waits-stop");
}

/// 200 clusters in partitions of 40 at maxUnavailable 10% (4 each), five of
/// the first partition never ready: the rollout stops after it (the lab's
/// storm-5 preset).
fn storm_5() -> RolloutInput {
    let clusters: Vec<_> = (0..200)
        .map(|i| {
            let behavior = if i % 7 == 0 && i < 35 {
                json!({"kind": "notReady"})
            } else {
                json!({"kind": "ready"})
            };
            json!({"name": format!("c-{i:03}"), "behavior": behavior})
        })
        .collect();
    serde_json::from_value(json!({"clusters": clusters,
        "rolloutStrategy": {"maxUnavailable": "10%", "autoPartitionSize": 40}}))
    .unwrap()
}

/// Issue #33: at round 1 (40 clusters just created, not yet up to date) the
/// answer suggested maxUnavailable 100 %; the smallest value that lets the
/// rollout pass the five unready clusters is 13% (limit(40, 13%) = 5), at
/// every round, written as Fleet reads it.
#[test]
fn storm_5_suggests_the_smallest_max_unavailable_at_round_1_too() {
    let input = storm_5();
    let sim = simulate_rollout(&input).unwrap();
    for round in [1, 2, sim.rounds.len() as u32] {
        let answer = explain_cluster(&input, &sim, "c-199", round).unwrap();
        let first = &answer.changes[0];
        assert_eq!(
            first.edit,
            FleetEdit::MaxUnavailable {
                value: IntOrPercent::percent(13)
            },
            "round {round}"
        );
        assert_eq!(first.message.id, "fleet-change-max-unavailable");
        assert_eq!(first.message.text("value"), Some("13%"));
        assert_eq!(first.message.text("current"), Some("10%"));
        assert!(flips(&input, &first.edit, "c-199"));
        assert!(!flips(
            &input,
            &FleetEdit::MaxUnavailable {
                value: IntOrPercent::percent(12)
            },
            "c-199"
        ));
    }
}

/// Issue #33: with maxUnavailable 0 everywhere, an update is never promoted;
/// the answer says why in words (not "0 unavailable of the 0 clusters it may
/// have") and suggests the smallest value that lets it through.
#[test]
fn a_strict_update_says_nothing_may_be_unavailable_and_suggests_one() {
    let clusters: Vec<_> = (0..8).map(|i| json!({"name": format!("c-{i}"), "labels": {"env": if i < 2 { "staging" } else { "prod" }}})).collect();
    let input: RolloutInput = serde_json::from_value(json!({"clusters": clusters, "start": "deployed",
        "events": [{"action": "update", "round": 1}],
        "rolloutStrategy": {"maxUnavailable": 0, "partitions": [
            {"name": "staging", "maxUnavailable": 0, "clusterSelector": {"matchLabels": {"env": "staging"}}},
            {"name": "prod", "maxUnavailable": 0, "clusterSelector": {"matchLabels": {"env": "prod"}}}]}})).unwrap();
    let sim = simulate_rollout(&input).unwrap();
    let answer = explain_cluster(&input, &sim, "c-0", sim.rounds.len() as u32).unwrap();
    assert!(answer.answer.id.ends_with("-zero"), "{:?}", answer.answer);
    assert!(
        !answer.changes.is_empty(),
        "no suggestion for {:?}",
        answer.answer
    );
    for change in &answer.changes {
        assert!(flips(&input, &change.edit, "c-0"), "{:?}", change.edit);
    }
}

/// Issue #33: an offline cluster promoted with maxUnavailable 1 keeps the
/// only slot; the others get maxUnavailable 2.
#[test]
fn an_offline_cluster_holding_the_slot_gets_a_suggestion() {
    let clusters: Vec<_> = (0..6)
        .map(|i| json!({"name": format!("c-{i}"), "behavior": if i == 0 { json!({"kind": "offline"}) } else { json!({"kind": "ready"}) }}))
        .collect();
    let input: RolloutInput =
        serde_json::from_value(json!({"clusters": clusters, "start": "deployed",
        "events": [{"action": "update", "round": 1}], "rolloutStrategy": {"maxUnavailable": 1}}))
        .unwrap();
    let sim = simulate_rollout(&input).unwrap();
    let waiting = sim
        .clusters
        .iter()
        .find(|c| c.name != "c-0" && !reached(&sim, &c.name))
        .expect("a cluster waits");
    let answer = explain_cluster(&input, &sim, &waiting.name, sim.rounds.len() as u32).unwrap();
    assert_eq!(
        answer.changes[0].edit,
        FleetEdit::MaxUnavailable {
            value: IntOrPercent::Int(2)
        }
    );
    assert_eq!(answer.changes[0].message.text("value"), Some("2"));
}

/// Issue #33: a cluster no manual partition matches gets the partition with
/// no criterion given a selector of its labels.
#[test]
fn an_unmatched_cluster_gets_a_partition() {
    let input: RolloutInput = serde_json::from_value(json!({
        "clusters": [{"name": "a", "labels": {"env": "prod"}}, {"name": "b", "labels": {"env": "dev"}}],
        "rolloutStrategy": {"partitions": [
            {"name": "prod", "clusterSelector": {"matchLabels": {"env": "prod"}}},
            {"name": "later"}]}})).unwrap();
    let sim = simulate_rollout(&input).unwrap();
    let answer = explain_cluster(&input, &sim, "b", sim.rounds.len() as u32).unwrap();
    assert_eq!(answer.answer.id, "fleet-cluster-unmatched");
    let labels = [("env".to_string(), "dev".to_string())].into();
    assert_eq!(
        answer.changes[0].edit,
        FleetEdit::PartitionSelector {
            partition: 1,
            labels
        }
    );
    assert!(flips(&input, &answer.changes[0].edit, "b"));
}

/// Issue #33: suggestions were ordered by field; the smallest change comes
/// first now. Ten partitions of ten, five of the first never ready and its
/// own maxUnavailable 0: letting one partition be unavailable (1 of 10
/// partitions, 1,000 ten-thousandths) is smaller than letting five of its ten
/// clusters be (5,000), so maxUnavailablePartitions comes first.
#[test]
fn the_smallest_change_comes_first() {
    let clusters: Vec<_> = (0..100)
        .map(|i| json!({"name": format!("c-{i:03}"), "labels": {"p": format!("{}", i / 10)},
                        "behavior": if i < 5 { json!({"kind": "notReady"}) } else { json!({"kind": "ready"}) }}))
        .collect();
    let partitions: Vec<_> = (0..10)
        .map(|p| json!({"name": format!("p{p}"), "maxUnavailable": 0, "clusterSelector": {"matchLabels": {"p": format!("{p}")}}}))
        .collect();
    let input: RolloutInput = serde_json::from_value(json!({"clusters": clusters,
        "rolloutStrategy": {"maxUnavailablePartitions": 0, "partitions": partitions}}))
    .unwrap();
    let sim = simulate_rollout(&input).unwrap();
    let answer = explain_cluster(&input, &sim, "c-099", sim.rounds.len() as u32).unwrap();
    let edits: Vec<&FleetEdit> = answer.changes.iter().map(|c| &c.edit).collect();
    assert_eq!(
        edits,
        vec![
            &FleetEdit::MaxUnavailablePartitions {
                value: IntOrPercent::Int(1)
            },
            &FleetEdit::PartitionMaxUnavailable {
                partition: 0,
                value: IntOrPercent::Int(5)
            },
        ]
    );
    // Deterministic: the same answer again.
    assert_eq!(
        explain_cluster(&input, &sim, "c-099", sim.rounds.len() as u32).unwrap(),
        answer
    );
}
