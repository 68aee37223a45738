//! Benchmarks of the engine. `cargo bench -p placement --bench placement -- --short`
//! runs a quick pass (as the test command does); without `--short` it runs in full.

use std::hint::black_box;
use std::time::{Duration, Instant};

use placement::longhorn::balance::{pick_balanced, DiskCandidate};

fn main() {
    let short = std::env::args().any(|a| a == "--short");
    let nodes = if short { 1_000 } else { 10_000 };
    let candidates = cluster(nodes, 4);
    let per_pick = time(|| pick_balanced(black_box(&candidates), 100 << 30), short);
    println!(
        "balance pick, {nodes} nodes × 4 disks: {:.3} ms per pick",
        per_pick.as_secs_f64() * 1e3
    );
}

fn cluster(nodes: usize, disks: usize) -> Vec<DiskCandidate> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut candidates = Vec::with_capacity(nodes * disks);
    for n in 0..nodes {
        for d in 0..disks {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            candidates.push(DiskCandidate {
                node: format!("node-{n:05}"),
                disk: format!("disk-{d}"),
                usable: ((state % 2000) as i64 + 100) << 30,
            });
        }
    }
    candidates
}

fn time<T>(mut f: impl FnMut() -> T, short: bool) -> Duration {
    let rounds = if short { 3 } else { 20 };
    let start = Instant::now();
    for _ in 0..rounds {
        black_box(f());
    }
    start.elapsed() / rounds
}
