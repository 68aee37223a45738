//! A straightforward quadratic transcription of the balance pick, kept to
//! prove the linear one decides the same (tests) and to measure the speed-up
//! (benchmark); and, in [`candidates`], a map-based transcription of the
//! candidate search. Not part of the public API.
//!
//! For every candidate it builds the whole reduced vector and rescans it for
//! max, min and mean, as Longhorn's own code does for every simulated placement.

use std::cmp::Ordering;

use super::balance::{BalanceDecision, DiskCandidate, DiskRef};

pub mod candidates;

/// The terms of one reduced vector, scanned in full.
fn scan(vector: &[i64]) -> f64 {
    let Some(&first) = vector.first() else {
        return f64::INFINITY;
    };
    let (mut max, mut min, mut sum) = (first, first, 0i128);
    for &v in vector {
        max = max.max(v);
        min = min.min(v);
        sum += i128::from(v);
    }
    let mean = sum as f64 / vector.len() as f64;
    if mean.is_nan() || mean <= 0.0 {
        f64::INFINITY
    } else {
        ((max as f64) - (min as f64)) / mean + 0.0
    }
}

/// One stage: `eligible` indexes into `values`; returns (winner, tie, fallback).
fn stage(
    values: &[i64],
    eligible: &[usize],
    size: i64,
    local: Option<&[i64]>,
    name: &dyn Fn(usize) -> String,
) -> (Option<usize>, Vec<usize>, bool) {
    let mut scored: Vec<(usize, f64, f64)> = Vec::new();
    for (position, &i) in eligible.iter().enumerate() {
        if values[i] < size {
            continue;
        }
        let mut vector = values.to_vec();
        vector[i] -= size;
        let per_node = local.map_or(0.0, |l| {
            let mut v = l.to_vec();
            v[position] -= size;
            scan(&v)
        });
        scored.push((i, scan(&vector), per_node));
    }
    if scored.is_empty() {
        let first = eligible.iter().copied().min_by_key(|&i| name(i));
        return (first, Vec::new(), true);
    }
    let best = scored.iter().map(|s| s.1).fold(f64::INFINITY, f64::min);
    let mut tied: Vec<(usize, f64, f64)> = scored.into_iter().filter(|s| s.1 == best).collect();
    tied.sort_by(|a, b| {
        a.2.partial_cmp(&b.2)
            .unwrap_or(Ordering::Equal)
            .then_with(|| name(a.0).cmp(&name(b.0)))
    });
    let tie = if tied.len() > 1 {
        tied.iter().map(|t| t.0).collect()
    } else {
        Vec::new()
    };
    (tied.first().map(|t| t.0), tie, false)
}

/// The balance decision, computed the quadratic way.
pub fn decide_balanced_quadratic(candidates: &[DiskCandidate], size: i64) -> BalanceDecision {
    let mut decision = BalanceDecision {
        node: None,
        winner: None,
        node_tie: Vec::new(),
        disk_tie: Vec::new(),
        node_fallback: false,
        disk_fallback: false,
    };
    if let [only] = candidates {
        decision.node = Some(only.node.clone());
        decision.winner = Some(DiskRef {
            node: only.node.clone(),
            disk: only.disk.clone(),
        });
        return decision;
    }
    let mut names: Vec<&str> = Vec::new();
    let mut sums: Vec<i64> = Vec::new();
    for c in candidates {
        match names.iter().position(|n| *n == c.node) {
            Some(i) => sums[i] = sums[i].saturating_add(c.usable),
            None => {
                names.push(&c.node);
                sums.push(c.usable);
            }
        }
    }
    let all: Vec<usize> = (0..names.len()).collect();
    let (node, node_tie, node_fallback) = stage(&sums, &all, size, None, &|i| names[i].to_string());
    decision.node_fallback = node_fallback;
    decision.node_tie = node_tie.iter().map(|&i| names[i].to_string()).collect();
    decision.node_tie.sort();
    let Some(node) = node else {
        return decision;
    };
    decision.node = Some(names[node].to_string());
    let values: Vec<i64> = candidates.iter().map(|c| c.usable).collect();
    let on_node: Vec<usize> = (0..candidates.len())
        .filter(|&i| candidates[i].node == names[node])
        .collect();
    let local: Vec<i64> = on_node.iter().map(|&i| values[i]).collect();
    let label = |i: usize| format!("{}/{}", candidates[i].node, candidates[i].disk);
    let (disk, disk_tie, disk_fallback) = stage(&values, &on_node, size, Some(&local), &label);
    decision.disk_fallback = disk_fallback;
    decision.disk_tie = disk_tie.iter().map(|&i| label(i)).collect();
    decision.disk_tie.sort();
    decision.winner = disk.map(|i| DiskRef {
        node: candidates[i].node.clone(),
        disk: candidates[i].disk.clone(),
    });
    decision
}
