//! Fleet rollout simulation at scale, default strategy (maxNew 50, 4 partitions).
//! `cargo bench -p placement --bench fleet -- --short` runs 10k and 100k clusters;
//! without `--short` also 1M (initial rollout: 20,000 reconciles; update).
//! Then, at the rollout lab's largest fleet (10,000 clusters, in both modes),
//! the strategy edits for a cluster the rollout never reaches (issue #33):
//! each is proven by simulating again, so this times those simulations.

use std::hint::black_box;
use std::time::Instant;

use placement::fleet::{
    Behavior, Cluster, Outcome, RolloutEvent, RolloutInput, RolloutStrategy, Start,
    explain_cluster, simulate_rollout,
};
use placement::kernel::int_or_percent::IntOrPercent;

fn main() {
    let short = std::env::args().any(|a| a == "--short");
    let sizes: &[usize] = if short {
        &[10_000, 100_000]
    } else {
        &[10_000, 100_000, 1_000_000]
    };
    for &n in sizes {
        let clusters: Vec<Cluster> = (0..n)
            .map(|i| Cluster::new(format!("cluster-{i}"), Default::default()))
            .collect();
        let rounds = (n / 50 + 10) as u32;
        let initial = RolloutInput {
            clusters: clusters.clone(),
            max_rounds: Some(rounds),
            timeline: Some(false),
            ..Default::default()
        };
        let start = Instant::now();
        let sim = black_box(simulate_rollout(&initial).expect("initial"));
        let t_initial = start.elapsed();
        assert!(
            matches!(sim.outcome, Outcome::Complete { .. }),
            "{:?}",
            sim.outcome
        );
        let initial_rounds = sim.rounds.len();
        drop(sim);

        let update = RolloutInput {
            clusters,
            start: Start::Deployed,
            events: vec![RolloutEvent::Update { round: 1 }],
            max_rounds: Some(rounds),
            timeline: Some(false),
            ..Default::default()
        };
        let start = Instant::now();
        let sim = black_box(simulate_rollout(&update).expect("update"));
        let t_update = start.elapsed();
        assert!(
            matches!(sim.outcome, Outcome::Complete { .. }),
            "{:?}",
            sim.outcome
        );
        println!(
            "fleet {n:>9} clusters: initial rollout {initial_rounds:>6} rounds in {:>8.1} ms ({:.2} µs/round); update {} rounds in {:>8.1} ms",
            t_initial.as_secs_f64() * 1e3,
            t_initial.as_secs_f64() * 1e6 / initial_rounds as f64,
            sim.rounds.len(),
            t_update.as_secs_f64() * 1e3,
        );
    }
    suggestions_at_10k();
}

/// A stalled rollout of 10,000 clusters (34 of the first 2,000 never ready,
/// maxUnavailable 10 clusters): the answer for the last cluster and its
/// suggestions, each proven by a simulation of its own.
fn suggestions_at_10k() {
    let clusters: Vec<Cluster> = (0..10_000)
        .map(|i| {
            let mut c = Cluster::new(format!("cluster-{i:05}"), Default::default());
            if i % 60 == 0 && i < 2_000 {
                c.behavior = Some(Behavior::NotReady);
            }
            c
        })
        .collect();
    let input = RolloutInput {
        clusters,
        rollout_strategy: RolloutStrategy {
            max_unavailable: Some(IntOrPercent::Int(10)),
            auto_partition_size: Some(IntOrPercent::Int(2_000)),
            ..Default::default()
        },
        timeline: Some(true),
        ..Default::default()
    };
    let sim = simulate_rollout(&input).expect("stalled rollout");
    let start = Instant::now();
    let answer = black_box(explain_cluster(
        &input,
        &sim,
        "cluster-09999",
        sim.rounds.len() as u32,
    ))
    .expect("answer");
    let elapsed = start.elapsed();
    assert!(
        !answer.changes.is_empty(),
        "no suggestion: {:?}",
        answer.answer
    );
    println!(
        "fleet 10,000 clusters, stalled: {} suggestions for the last cluster in {:.1} ms",
        answer.changes.len(),
        elapsed.as_secs_f64() * 1e3
    );
}
