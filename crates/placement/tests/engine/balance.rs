//! The balance pick against the docs' worked example and every boundary of spec §5.

use placement::kernel::quantity::Bytes;
use placement::longhorn::balance::{
    BalanceDisk, BalanceInput, BalanceNode, DiskCandidate, balance_score, pick_balanced,
    simulate_balance,
};

const GIB: i64 = 1 << 30;

fn input(size_gib: i64, nodes: &[(&str, &[(&str, i64)])]) -> BalanceInput {
    BalanceInput {
        replica_size: Bytes(size_gib * GIB),
        nodes: nodes
            .iter()
            .map(|(name, disks)| BalanceNode {
                name: name.to_string(),
                disks: disks
                    .iter()
                    .map(|(d, usable)| BalanceDisk {
                        name: d.to_string(),
                        usable: Bytes(usable * GIB),
                    })
                    .collect(),
            })
            .collect(),
    }
}

fn docs_example() -> BalanceInput {
    input(
        100,
        &[
            ("A", &[("A1", 900), ("A2", 100)]),
            ("B", &[("B1", 600), ("B2", 700)]),
        ],
    )
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 5e-4
}

#[test]
fn docs_node_scores() {
    let sim = simulate_balance(&docs_example()).unwrap();
    let stage = &sim.node_stage;
    assert_eq!(stage.candidates.len(), 2);
    let a = &stage.candidates[0];
    assert_eq!(a.name, "A");
    assert_eq!(a.vector, vec![900 * GIB, 1300 * GIB]);
    assert_eq!((a.max, a.min), (1300 * GIB, 900 * GIB));
    assert!(close(a.mean, 1100.0 * GIB as f64));
    assert!(close(a.score, 0.364), "{}", a.score);
    let b = &stage.candidates[1];
    assert_eq!(b.vector, vec![1000 * GIB, 1200 * GIB]);
    assert!(close(b.score, 0.182), "{}", b.score);
    assert_eq!(stage.winner.as_deref(), Some("B"));
    assert!(stage.tie.is_empty());
    assert!(!stage.fallback);
}

#[test]
fn docs_disk_scores_per_node_and_cluster_wide() {
    let sim = simulate_balance(&docs_example()).unwrap();
    let stage = &sim.disk_stage;
    let b1 = &stage.candidates[0];
    let b2 = &stage.candidates[1];
    assert_eq!((b1.name.as_str(), b2.name.as_str()), ("B/B1", "B/B2"));
    // The docs compute per node: B1 → [500, 700] = 0.333, B2 → [600, 600] = 0.
    assert!(close(b1.per_node_score.unwrap(), 0.333));
    assert_eq!(b2.per_node_score, Some(0.0));
    // The real scheduler scores the whole cluster: both ≈ 1.4545.
    assert_eq!(b1.vector, vec![900 * GIB, 100 * GIB, 500 * GIB, 700 * GIB]);
    assert_eq!(b2.vector, vec![900 * GIB, 100 * GIB, 600 * GIB, 600 * GIB]);
    assert!(close(b1.score, 1.4545) && close(b2.score, 1.4545));
    assert_eq!(b1.score, b2.score);
    assert_eq!(stage.tie, vec!["B/B1", "B/B2"]);
    // Tie broken by the per-node score, which lands on the docs' answer.
    assert_eq!(stage.winner.as_deref(), Some("B/B2"));
    assert_eq!(sim.docs_disk_winner.as_deref(), Some("B/B2"));
    let winner = sim.winner.unwrap();
    assert_eq!((winner.node.as_str(), winner.disk.as_str()), ("B", "B2"));
}

#[test]
fn the_score_formula_boundaries() {
    assert_eq!(balance_score(&[]), f64::INFINITY);
    assert_eq!(balance_score(&[0.0]), f64::INFINITY);
    assert_eq!(balance_score(&[5.0, -5.0]), f64::INFINITY); // mean 0
    assert_eq!(balance_score(&[-1.0, -3.0]), f64::INFINITY); // mean < 0
    assert_eq!(balance_score(&[7.0]), 0.0);
    assert!(balance_score(&[7.0]).is_sign_positive());
    assert!(close(balance_score(&[900.0, 1300.0]), 0.3636));
    assert!(close(balance_score(&[1.0, 3.0]), 1.0));
}

#[test]
fn single_candidate_is_taken_without_scoring() {
    let sim = simulate_balance(&input(100, &[("A", &[("A1", 50)])])).unwrap();
    assert!(sim.single_candidate);
    assert!(sim.node_stage.candidates.is_empty());
    assert_eq!(sim.winner.unwrap().disk, "A1");
}

#[test]
fn empty_cluster_has_no_winner() {
    let sim = simulate_balance(&input(100, &[])).unwrap();
    assert!(sim.winner.is_none());
    assert!(!sim.single_candidate);
    assert!(sim.node_stage.fallback);
}

#[test]
fn usable_equal_to_size_is_kept_below_is_skipped() {
    // usable ≥ size passes (100 = 100); 99 does not.
    let sim =
        simulate_balance(&input(100, &[("A", &[("A1", 100)]), ("B", &[("B1", 99)])])).unwrap();
    let stage = &sim.node_stage;
    assert_eq!(
        stage
            .candidates
            .iter()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>(),
        ["A"]
    );
    assert_eq!(stage.skipped.len(), 1);
    assert_eq!(stage.skipped[0].name, "B");
    // The skipped node still counts in the vector: [0, 99].
    assert_eq!(stage.candidates[0].vector, vec![0, 99 * GIB]);
    assert_eq!(sim.winner.unwrap().node, "A");
}

#[test]
fn all_below_size_falls_back_to_first_by_name() {
    let sim = simulate_balance(&input(
        100,
        &[
            ("B", &[("B1", 40), ("B2", 50)]),
            ("A", &[("A1", 10), ("A2", 20)]),
        ],
    ))
    .unwrap();
    assert!(sim.node_stage.fallback);
    assert_eq!(sim.node_stage.winner.as_deref(), Some("A"));
    assert!(sim.disk_stage.fallback);
    assert_eq!(sim.disk_stage.winner.as_deref(), Some("A/A1"));
    assert_eq!(sim.winner.unwrap().disk, "A1");
}

#[test]
fn node_fits_but_no_single_disk_does() {
    // A has 120 GiB over two disks, none ≥ 100: the node passes, the disk stage falls back.
    let sim = simulate_balance(&input(
        100,
        &[("A", &[("A1", 60), ("A2", 60)]), ("B", &[("B1", 10)])],
    ))
    .unwrap();
    assert_eq!(sim.node_stage.winner.as_deref(), Some("A"));
    assert!(!sim.node_stage.fallback);
    assert!(sim.disk_stage.fallback);
    assert_eq!(sim.disk_stage.skipped.len(), 2);
    assert_eq!(sim.winner.unwrap().disk, "A1");
}

#[test]
fn mean_zero_gives_infinite_scores_and_a_tie() {
    // Equal nodes: reducing either gives [0, 1] → score 2 for both; they tie.
    let sim = simulate_balance(&input(1, &[("A", &[("A1", 1)]), ("B", &[("B1", 1)])])).unwrap();
    // Two disks, each 1 GiB: reduce one → [0, 1]: mean 0.5 → score 2; both equal → tie.
    assert_eq!(sim.node_stage.tie, vec!["A", "B"]);
    // Reducing A1 leaves [0, 0]: mean 0 → +∞, and it is still the winner.
    let sim = simulate_balance(&input(1, &[("A", &[("A1", 1), ("A2", 0)])])).unwrap();
    let disk = &sim.disk_stage;
    assert_eq!(disk.candidates.len(), 1);
    assert_eq!(disk.candidates[0].score, f64::INFINITY);
    assert_eq!(disk.winner.as_deref(), Some("A/A1"));
}

#[test]
fn ties_break_by_name_when_per_node_scores_are_equal() {
    let sim =
        simulate_balance(&input(10, &[("n2", &[("d", 100)]), ("n1", &[("d", 100)])])).unwrap();
    assert_eq!(sim.node_stage.tie, vec!["n1", "n2"]);
    assert_eq!(sim.node_stage.winner.as_deref(), Some("n1"));
}

#[test]
fn strict_comparison_prefers_the_lower_score() {
    // A slightly larger disk gives a slightly better balance: no tie.
    let sim =
        simulate_balance(&input(10, &[("A", &[("A1", 101)]), ("B", &[("B1", 100)])])).unwrap();
    assert!(sim.node_stage.tie.is_empty());
    assert_eq!(sim.node_stage.winner.as_deref(), Some("A"));
}

#[test]
fn validation_names_the_field() {
    let mut bad = docs_example();
    bad.replica_size = Bytes(0);
    assert_eq!(simulate_balance(&bad).unwrap_err().path, "replicaSize");

    let mut bad = docs_example();
    bad.nodes[1].disks[0].usable = Bytes(-1);
    let err = simulate_balance(&bad).unwrap_err();
    assert_eq!(err.path, "nodes[1].disks[0].usable");
    assert_eq!(err.value, "-1");

    let mut bad = docs_example();
    bad.nodes[1].name = "A".into();
    let err = simulate_balance(&bad).unwrap_err();
    assert_eq!(err.path, "nodes[1].name");
    assert!(err.message.contains("duplicate"));

    let mut bad = docs_example();
    bad.nodes[0].disks[1].name = "A1".into();
    assert_eq!(
        simulate_balance(&bad).unwrap_err().path,
        "nodes[0].disks[1].name"
    );

    let mut bad = docs_example();
    bad.nodes[0].name = " ".into();
    assert!(
        simulate_balance(&bad)
            .unwrap_err()
            .message
            .contains("empty")
    );
}

#[test]
fn input_reads_quantities_and_rejects_unknown_fields() {
    let parsed: BalanceInput = serde_json::from_str(
        r#"{"replicaSize": "100Gi", "nodes": [{"name": "A", "disks": [{"name": "A1", "usable": "1.5Ti"}]}]}"#,
    )
    .unwrap();
    assert_eq!(parsed.nodes[0].disks[0].usable, Bytes(1536 * GIB));
    assert!(
        serde_json::from_str::<BalanceInput>(r#"{"replicaSize": 1, "nodes": [], "extra": 1}"#)
            .is_err()
    );
}

/// The direct transcription of the formula, written here rather than calling the engine's
/// `balance_score`: build every reduced vector and scan it for max, min and mean.
fn reference_scores(values: &[i64], size: i64) -> Vec<f64> {
    (0..values.len())
        .map(|i| {
            let vector: Vec<i64> = values
                .iter()
                .enumerate()
                .map(|(j, v)| if i == j { v - size } else { *v })
                .collect();
            let max = *vector.iter().max().expect("one value or more") as f64;
            let min = *vector.iter().min().expect("one value or more") as f64;
            let mean = vector.iter().sum::<i64>() as f64 / vector.len() as f64;
            if mean > 0.0 {
                (max - min) / mean
            } else {
                f64::INFINITY
            }
        })
        .collect()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    /// The O(1)-per-candidate scorer equals scoring each whole vector.
    #[test]
    fn fast_disk_scores_equal_the_reference(
        usables in proptest::collection::vec(0i64..50, 2..12),
        size in 1i64..20,
    ) {
        let candidates: Vec<DiskCandidate> = usables
            .iter()
            .enumerate()
            .map(|(i, u)| DiskCandidate { node: format!("n{}", i % 3), disk: format!("d{i}"), usable: *u })
            .collect();
        let sim = pick_balanced(&candidates, size);
        let reference = reference_scores(&usables, size);
        for candidate in &sim.disk_stage.candidates {
            let i = usables.len() - candidates.iter().rev().position(|c| format!("{}/{}", c.node, c.disk) == candidate.name).unwrap() - 1;
            let expected = reference[i];
            proptest::prop_assert!(
                candidate.score == expected || (candidate.score - expected).abs() < 1e-12,
                "{} vs {}", candidate.score, expected
            );
            let max = *candidate.vector.iter().max().unwrap();
            let min = *candidate.vector.iter().min().unwrap();
            proptest::prop_assert_eq!((candidate.max, candidate.min), (max, min));
        }
        // The winner's score is never beaten by another scored candidate.
        if let Some(w) = &sim.disk_stage.winner {
            if let Some(win) = sim.disk_stage.candidates.iter().find(|c| &c.name == w) {
                proptest::prop_assert!(sim.disk_stage.candidates.iter().all(|c| c.score >= win.score));
            }
        }
    }
}
