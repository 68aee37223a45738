//! Issue #33: the strategy edits for a waiting cluster at the largest fleet
//! the rollout lab accepts (10,000 clusters): suggestions exist, each is
//! proven by simulating the whole rollout again, the first is the smallest
//! (one unit less simulated and seen to fail). The search starts from what
//! the rollout's records say the limit must reach (a few simulations, not a
//! bisection over 0..10,000: `fixes::smallest_flipping`'s own test counts
//! them); no timing assert: `crates/placement/benches/fleet.rs` times it.

use placement::fleet::{
    FleetEdit, RolloutInput, RolloutSimulation, explain_cluster, simulate_rollout,
};
use placement::kernel::int_or_percent::IntOrPercent;
use serde_json::json;

/// 10,000 clusters in partitions of 2,000 at maxUnavailable `max`, every
/// 60th of the first partition never ready (34 of them): the rollout stops
/// after the first partition (the lab's storm-5, fifty times larger).
fn storm_10k(max: serde_json::Value) -> RolloutInput {
    let clusters: Vec<_> = (0..10_000)
        .map(|i| {
            let behavior = if i % 60 == 0 && i < 2_000 {
                json!({"kind": "notReady"})
            } else {
                json!({"kind": "ready"})
            };
            json!({"name": format!("c-{i:05}"), "behavior": behavior})
        })
        .collect();
    serde_json::from_value(json!({"clusters": clusters,
        "rolloutStrategy": {"maxUnavailable": max, "autoPartitionSize": 2000}}))
    .unwrap()
}

fn reached(sim: &RolloutSimulation, name: &str) -> bool {
    let version = sim.versions.last().map_or(1, |v| v[1]);
    sim.clusters
        .iter()
        .find(|c| c.name == name)
        .and_then(|c| c.deployment)
        .is_some_and(|d| d.deployed == version)
}

fn flips(input: &RolloutInput, edit: &FleetEdit) -> bool {
    let mut edited = input.clone();
    edit.apply(&mut edited);
    reached(&simulate_rollout(&edited).unwrap(), "c-09999")
}

/// The suggestions for the last cluster: each flips it, and the first (the
/// smallest change) is `first`, one unit less proven not to flip.
fn check(input: &RolloutInput, first: FleetEdit, less: FleetEdit) {
    let sim = simulate_rollout(input).unwrap();
    assert!(!reached(&sim, "c-09999"), "{:?}", sim.outcome);
    let answer = explain_cluster(input, &sim, "c-09999", sim.rounds.len() as u32).unwrap();
    assert!(
        !answer.changes.is_empty(),
        "no suggestion: {:?}",
        answer.answer
    );
    for change in &answer.changes {
        assert!(
            flips(input, &change.edit),
            "{:?} does not give c-09999 the bundle",
            change.edit
        );
    }
    assert_eq!(answer.changes[0].edit, first);
    assert!(!flips(input, &less), "{less:?} is enough already");
}

/// 34 of 2,000 unready: 2% (limit 40) lets the rollout on, 1% (20) does not.
#[test]
fn a_10k_fleet_gets_the_smallest_percentage() {
    check(
        &storm_10k(json!("1%")),
        FleetEdit::MaxUnavailable {
            value: IntOrPercent::percent(2),
        },
        FleetEdit::MaxUnavailable {
            value: IntOrPercent::percent(1),
        },
    );
}

/// A count: 34 unready need maxUnavailable 34, found from the records
/// without a bisection over 0..10,000.
#[test]
fn a_10k_fleet_gets_the_smallest_count() {
    check(
        &storm_10k(json!(10)),
        FleetEdit::MaxUnavailable {
            value: IntOrPercent::Int(34),
        },
        FleetEdit::MaxUnavailable {
            value: IntOrPercent::Int(33),
        },
    );
}
