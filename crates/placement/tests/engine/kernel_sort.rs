//! `kernel::sort` against std's sorts, the reference: the same order for every total order
//! (many equal keys included), for short lists even with a comparator that is not one, and
//! O(n log n) on 200,000-element inputs shaped to hurt a sort.

use std::cmp::Ordering;

use placement::kernel::sort::{self, INSERTION_MAX};
use proptest::prelude::*;

/// Elements that carry their first position, so that a different order of equal keys shows.
fn tagged(keys: &[u8]) -> Vec<(u8, usize)> {
    keys.iter().copied().zip(0..).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn sort_by_key_is_std_sort_by_key(keys in prop::collection::vec(0u8..4, 0..400)) {
        let mut ours = tagged(&keys);
        let mut std_sorted = ours.clone();
        sort::sort_by_key(&mut ours, |t| t.0);
        std_sorted.sort_by_key(|t| t.0);
        prop_assert_eq!(ours, std_sorted);
    }

    #[test]
    fn sort_by_is_std_sort_by(keys in prop::collection::vec(any::<u8>(), 0..400)) {
        // Descending by key modulo 7: many ties, a comparator that is no field's natural order.
        let compare = |a: &(u8, usize), b: &(u8, usize)| (b.0 % 7).cmp(&(a.0 % 7));
        let mut ours = tagged(&keys);
        let mut std_sorted = ours.clone();
        sort::sort_by(&mut ours, compare);
        std_sorted.sort_by(compare);
        prop_assert_eq!(ours, std_sorted);
    }

    #[test]
    fn sort_is_std_sort_unstable_of_whole_values(words in prop::collection::vec("[ab]{0,3}", 0..200)) {
        let mut ours = words.clone();
        let mut std_sorted = words;
        sort::sort(&mut ours);
        std_sorted.sort_unstable();
        prop_assert_eq!(ours, std_sorted);
    }

    #[test]
    fn short_lists_are_std_even_without_a_total_order(
        scores in prop::collection::vec(prop_oneof![Just(f64::NAN), (0u8..3).prop_map(f64::from)], 0..=INSERTION_MAX),
    ) {
        // The engine's ties sort by `partial_cmp(..).unwrap_or(Equal)`: with a NaN that is no
        // total order, yet up to INSERTION_MAX elements both sorts ask the same questions.
        let compare = |a: &(f64, usize), b: &(f64, usize)| a.0.partial_cmp(&b.0).unwrap_or(Ordering::Equal);
        let mut ours: Vec<(f64, usize)> = scores.iter().copied().zip(0..).collect();
        let mut std_sorted = ours.clone();
        sort::sort_by(&mut ours, compare);
        std_sorted.sort_by(compare);
        let positions = |v: &[(f64, usize)]| v.iter().map(|t| t.1).collect::<Vec<_>>();
        prop_assert_eq!(positions(&ours), positions(&std_sorted));
    }
}

/// Inputs of 200,000 elements that make naive sorts quadratic: sorted, reversed, all equal,
/// sawtooth, organ pipe, two values, pseudo-random. "Quickly" is counted, not timed: each
/// shape takes at most a few n·log2(n) comparisons (a quadratic sort would make ~n²/4, ten
/// thousand times more), whatever else runs on the machine.
#[test]
fn hostile_inputs_of_200_000_sort_like_std_and_quickly() {
    const LEN: usize = 200_000;
    let mut seed = 7u64;
    let mut random = move || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as u32
    };
    let shapes: Vec<(&str, Vec<u32>)> = vec![
        ("sorted", (0..LEN as u32).collect()),
        ("reversed", (0..LEN as u32).rev().collect()),
        ("all equal", vec![5; LEN]),
        ("sawtooth", (0..LEN as u32).map(|i| i % 1000).collect()),
        (
            "organ pipe",
            (0..LEN as u32).map(|i| i.min(LEN as u32 - i)).collect(),
        ),
        ("two values", (0..LEN).map(|_| random() % 2).collect()),
        ("random", (0..LEN).map(|_| random()).collect()),
    ];
    // n·log2(n) for n = 200,000 is about 3.5 million; a merge sort makes at most that many.
    let bound = 3 * LEN * (LEN.ilog2() as usize + 1);
    for (shape, keys) in shapes {
        let mut ours: Vec<(u32, usize)> = keys.into_iter().zip(0..).collect();
        let mut std_sorted = ours.clone();
        let mut comparisons = 0usize;
        sort::sort_by(&mut ours, |a, b| {
            comparisons += 1;
            // Stops a quadratic sort at once instead of after its billions of comparisons.
            assert!(
                comparisons <= bound,
                "{shape}: more than {bound} comparisons"
            );
            a.0.cmp(&b.0)
        });
        std_sorted.sort_by_key(|t| t.0);
        assert!(ours == std_sorted, "{shape}: not std's order");
    }
}
