//! Fleet rollout simulation at scale, default strategy (maxNew 50, 4 partitions).
//! `cargo bench -p placement --bench fleet -- --short` runs 10k and 100k clusters;
//! without `--short` also 1M (initial rollout: 20,000 reconciles; update).

use std::hint::black_box;
use std::time::Instant;

use placement::fleet::{simulate_rollout, Cluster, Outcome, RolloutEvent, RolloutInput, Start};

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
}
