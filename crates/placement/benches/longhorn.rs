//! Benchmarks of the Longhorn replica scheduler.
//!
//! `cargo bench -p placement --bench longhorn` runs in full: 3 replicas on
//! 10,000 nodes × 4 disks through the whole scheduler (explanations included),
//! and the balance pick the scheduler calls (`pick_balanced`, tables
//! included) against the quadratic reference at 1,000 and 10,000 nodes. `-- --short` runs a quick pass (as the test command does).

use std::hint::black_box;
use std::time::{Duration, Instant};

use placement::kernel::quantity::Bytes;
use placement::longhorn::balance::{DiskCandidate, pick_balanced};
use placement::longhorn::reference::decide_balanced_quadratic;
use placement::longhorn::{
    Disk, DiskType, Node, ReplicaState, Scenario, Volume, schedule_replicas,
};

fn main() {
    let short = std::env::args().any(|a| a == "--short");
    let scheduler_nodes = if short { 2_000 } else { 10_000 };
    let scenario = cluster_scenario(scheduler_nodes, 4);
    // The run must schedule the volume's replicas, or the time is that of an error.
    let run =
        schedule_replicas(&scenario).unwrap_or_else(|e| panic!("scheduleReplicas failed: {e}"));
    let placed = run.volumes[0]
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .count();
    assert_eq!(placed, 3, "the volume's three replicas placed");
    let per_run = time(
        || schedule_replicas(black_box(&scenario)).expect("scheduled before"),
        if short { 1 } else { 5 },
    );
    println!(
        "longhorn scheduler, 3 replicas on {scheduler_nodes} nodes × 4 disks: {:.1} ms per volume (with explanations)",
        per_run.as_secs_f64() * 1e3
    );

    let sizes: &[usize] = if short { &[1_000] } else { &[1_000, 10_000] };
    for &nodes in sizes {
        let candidates = candidates(nodes, 4);
        let size = 100 << 30;
        // The scheduler calls pick_balanced (pick.rs): measure that one.
        let fast = pick_balanced(&candidates, size);
        let slow = decide_balanced_quadratic(&candidates, size);
        assert_eq!(
            fast.winner, slow.winner,
            "linear and quadratic balance picks differ"
        );
        assert_eq!(fast.node_stage.tie, slow.node_tie, "node ties differ");
        assert_eq!(fast.disk_stage.tie, slow.disk_tie, "disk ties differ");
        assert_eq!(
            (fast.node_stage.fallback, fast.disk_stage.fallback),
            (slow.node_fallback, slow.disk_fallback),
            "fallbacks differ"
        );
        let fast_time = time(
            || pick_balanced(black_box(&candidates), size),
            if short { 5 } else { 10 },
        );
        let slow_time = time(
            || decide_balanced_quadratic(black_box(&candidates), size),
            if short { 2 } else { 3 },
        );
        println!(
            "balance pick as the scheduler calls it (pick_balanced, with its tables), {nodes} nodes × 4 disks: \
             {:.2} ms; quadratic reference {:.1} ms; speed-up {:.0}×",
            fast_time.as_secs_f64() * 1e3,
            slow_time.as_secs_f64() * 1e3,
            slow_time.as_secs_f64() / fast_time.as_secs_f64(),
        );
    }
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn candidates(nodes: usize, disks: usize) -> Vec<DiskCandidate> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::with_capacity(nodes * disks);
    for n in 0..nodes {
        for d in 0..disks {
            out.push(DiskCandidate {
                node: format!("node-{n:05}"),
                disk: format!("disk-{d}"),
                usable: ((rng.next() % 2000) as i64 + 100) << 30,
            });
        }
    }
    out
}

fn cluster_scenario(nodes: usize, disks: usize) -> Scenario {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let nodes = (0..nodes)
        .map(|n| Node {
            name: format!("node-{n:05}"),
            zone: format!("zone-{}", n % 3),
            region: String::new(),
            tags: Vec::new(),
            ready: true,
            cordoned: false,
            allow_scheduling: true,
            eviction_requested: false,
            engine_ready: true,
            disks: (0..disks)
                .map(|d| {
                    let max = 4 * Bytes::TIB;
                    Disk {
                        name: format!("disk-{d}"),
                        storage_maximum: Bytes(max),
                        storage_available: Bytes(max - ((rng.next() % 2000) as i64) * Bytes::GIB),
                        storage_reserved: Bytes(0),
                        storage_scheduled: Bytes(((rng.next() % 1000) as i64) * Bytes::GIB),
                        tags: Vec::new(),
                        allow_scheduling: true,
                        eviction_requested: false,
                        ready: true,
                        disk_type: DiskType::Filesystem,
                        filesystem_type: None,
                        schedulable: None,
                        schedulable_reason: None,
                    }
                })
                .collect(),
        })
        .collect();
    let volume: Volume =
        serde_json::from_str(r#"{"name": "bench", "size": "100Gi", "numberOfReplicas": 3}"#)
            .expect("volume parses");
    Scenario {
        nodes,
        volumes: vec![volume],
        ..Scenario::default()
    }
}

fn time<T>(mut f: impl FnMut() -> T, rounds: u32) -> Duration {
    let start = Instant::now();
    for _ in 0..rounds {
        black_box(f());
    }
    start.elapsed() / rounds
}
