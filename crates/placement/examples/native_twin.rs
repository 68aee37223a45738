//! The native half of the wasm-in-Node benchmarks (`benches/*.wasm-bench.mjs`):
//! runs the same work on the same input (a JSON file the benchmark wrote) in
//! the benchmark profile and prints the time per call as one JSON line, so
//! the benchmark can print `wasm/native = N×` from one run.
//!
//! ```sh
//! cargo run --profile bench -p placement --example native_twin -- <work> <input.json> <calls>
//! ```
//!
//! Work: `capacity-filter` (`{ cluster, pods, scoring?, options? }`: the
//! scheduler built once, then each pod filtered), `longhorn-schedule`
//! (`{ scenario, options? }`), `fleet-simulate` (a `simulateRollout` input),
//! `fleet-rerun` (`{ input, strategies }`: call `i` runs the input with
//! `strategies[i % len]`, the work of a prepared rollout's `setStrategy` calls).
//! Reading the JSON is not timed: a native host has its structs already.

use std::time::Instant;

use serde::Deserialize;
use serde::de::DeserializeOwned;

use placement::capacity::ClusterObjects;
use placement::capacity::{FilterOptions, Pod, Scheduler, ScoringSettings};
use placement::fleet::{RolloutInput, RolloutStrategy, simulate_rollout};
use placement::longhorn::{Scenario, ScheduleOptions, schedule_replicas_with};

#[derive(Deserialize)]
struct CapacityWork {
    cluster: ClusterObjects,
    pods: Vec<Pod>,
    #[serde(default)]
    scoring: Option<ScoringSettings>,
    #[serde(default)]
    options: FilterOptions,
}

#[derive(Deserialize)]
struct FleetRerunWork {
    input: RolloutInput,
    strategies: Vec<RolloutStrategy>,
}

#[derive(Deserialize)]
struct LonghornWork {
    scenario: Scenario,
    #[serde(default)]
    options: ScheduleOptions,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [work, path, calls] = args.as_slice() else {
        eprintln!(
            "usage: native_twin <capacity-filter|longhorn-schedule|fleet-simulate|fleet-rerun> <input.json> <calls>"
        );
        std::process::exit(2);
    };
    let calls: usize = calls.parse().expect("calls: a whole number");
    let text = std::fs::read_to_string(path).expect("the input file");
    let (setup_ms, per_call_ms) = match work.as_str() {
        "capacity-filter" => capacity_filter(read(&text), calls),
        "longhorn-schedule" => {
            let work: LonghornWork = read(&text);
            (
                0.0,
                time(calls, || {
                    schedule_replicas_with(&work.scenario, &work.options).expect("valid scenario")
                }),
            )
        }
        "fleet-simulate" => {
            let input: RolloutInput = read(&text);
            (
                0.0,
                time(calls, || simulate_rollout(&input).expect("valid rollout")),
            )
        }
        "fleet-rerun" => (0.0, fleet_rerun(read(&text), calls)),
        other => panic!("unknown work {other}"),
    };
    println!("{{\"setupMs\": {setup_ms:.4}, \"perCallMs\": {per_call_ms:.4}}}");
}

fn read<T: DeserializeOwned>(text: &str) -> T {
    serde_json::from_str(text).expect("the input as the work's type")
}

/// The scheduler built once (its time is `setupMs`), then every pod filtered
/// `calls` times in turn; the time per pod.
fn capacity_filter(work: CapacityWork, calls: usize) -> (f64, f64) {
    let start = Instant::now();
    let scheduler = Scheduler::new(&work.cluster, work.scoring.as_ref()).expect("valid cluster");
    let setup = start.elapsed().as_secs_f64() * 1e3;
    let mut pod = 0;
    let per_call = time(calls, || {
        let mut result = scheduler
            .filter(&work.pods[pod % work.pods.len()])
            .expect("valid pod");
        work.options.reduce(&mut result);
        pod += 1;
        result
    });
    (setup, per_call)
}

/// The input run with each strategy in turn, as the benchmark's `setStrategy`
/// calls alternate them (the warm-up call with the first): the time per run.
fn fleet_rerun(mut work: FleetRerunWork, calls: usize) -> f64 {
    assert!(!work.strategies.is_empty(), "strategies: at least one");
    let mut call = 0;
    time(calls, || {
        // The warm-up call and then calls 0, 1, … take strategies 0, 0, 1, 0, 1, …
        let i = call.max(1) - 1;
        call += 1;
        work.input.rollout_strategy = work.strategies[i % work.strategies.len()].clone();
        simulate_rollout(&work.input).expect("valid rollout")
    })
}

/// One warm-up call, then the mean time of `calls` calls in milliseconds.
fn time<T>(calls: usize, mut call: impl FnMut() -> T) -> f64 {
    std::hint::black_box(call());
    let start = Instant::now();
    for _ in 0..calls {
        std::hint::black_box(call());
    }
    start.elapsed().as_secs_f64() * 1e3 / calls.max(1) as f64
}
