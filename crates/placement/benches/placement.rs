//! Benchmarks of the engine. `cargo bench -p placement --bench placement -- --short`
//! runs a quick pass (as the test command does); without `--short` it runs in full.

use std::hint::black_box;
use std::time::{Duration, Instant};

use placement::longhorn::balance::{DiskCandidate, pick_balanced};

fn main() {
    let short = std::env::args().any(|a| a == "--short");
    let nodes = if short { 1_000 } else { 10_000 };
    let candidates = cluster(nodes, 4);
    let per_pick = time(|| pick_balanced(black_box(&candidates), 100 << 30), short);
    println!(
        "balance pick, {nodes} nodes × 4 disks: {:.3} ms per pick",
        per_pick.as_secs_f64() * 1e3
    );
    // Reading pasted kubectl output: one ConfigMap with many keys (a mapping's
    // duplicate-key check once made this quadratic) and a List of many Nodes.
    let megabytes = if short { 2 } else { 15 };
    for (what, (text, nodes, skipped)) in [
        ("one ConfigMap", big_config_map(megabytes)),
        ("a List of Nodes", node_list(megabytes)),
    ] {
        // The read must succeed and read what was written, or the time means nothing.
        let read = placement::capacity::import::import_kubectl(&text)
            .unwrap_or_else(|e| panic!("{what}: the import failed: {}: {}", e.path, e.message));
        assert_eq!(read.cluster.nodes.len(), nodes, "{what}: nodes read");
        assert_eq!(read.skipped.len(), skipped, "{what}: objects skipped");
        let per_read = time(
            || placement::capacity::import::import_kubectl(black_box(&text)),
            short,
        );
        println!(
            "kubectl import, {what} of {megabytes} MB: {:.0} ms ({:.1} MB/s)",
            per_read.as_secs_f64() * 1e3,
            text.len() as f64 / 1e6 / per_read.as_secs_f64()
        );
    }
}

/// The text, the nodes in it and the objects the capacity import skips.
fn big_config_map(megabytes: usize) -> (String, usize, usize) {
    let mut text =
        String::from("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: huge\ndata:\n");
    let mut i = 0;
    while text.len() < megabytes * 1_000_000 {
        text.push_str(&format!(
            "  key-{i:07}: \"a value that makes the paste large\"\n"
        ));
        i += 1;
    }
    (text, 0, 1)
}

/// The text, the nodes in it and the objects the capacity import skips.
fn node_list(megabytes: usize) -> (String, usize, usize) {
    let mut text = String::from("apiVersion: v1\nkind: List\nitems:\n");
    let mut i = 0;
    while text.len() < megabytes * 1_000_000 {
        text.push_str(&format!(
            "- apiVersion: v1\n  kind: Node\n  metadata:\n    name: worker-{i}\n    labels:\n      kubernetes.io/hostname: worker-{i}\n      topology.kubernetes.io/zone: zone-{}\n  status:\n    capacity:\n      cpu: \"4\"\n",
            i % 3
        ));
        i += 1;
    }
    (text, i, 0)
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
