//! The two stages of the balance pick, fast: candidates grouped by node, each
//! candidate's score in O(1) from the shared vector's extremes, ties and the
//! fallback recorded. [`super::pick_balanced`] explains what these decide.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::score::score_of;
use super::types::*;
use crate::kernel::sort;

/// The decision of [`pick_balanced`](super::pick_balanced) without its tables: which node, which
/// disk, the tie sets and the fallback flag. Linear in the candidates and
/// allocation-light; [`pick_balanced`](super::pick_balanced) makes the same decision.
#[doc(hidden)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BalanceDecision {
    /// The chosen node.
    pub node: Option<String>,
    /// The chosen disk.
    pub winner: Option<DiskRef>,
    /// Node-stage tie set (sorted), empty without a tie.
    pub node_tie: Vec<String>,
    /// Disk-stage tie set (`node/disk`, sorted), empty without a tie.
    pub disk_tie: Vec<String>,
    /// Node-stage fallback.
    pub node_fallback: bool,
    /// Disk-stage fallback.
    pub disk_fallback: bool,
}

/// The balance decision only (no tables), in linear time.
#[doc(hidden)]
pub fn decide_balanced(candidates: &[DiskCandidate], replica_size: i64) -> BalanceDecision {
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
    let grouping = NodeGrouping::new(candidates);
    let node_order = |i: usize| grouping.names.get(i).copied().unwrap_or("");
    let nodes = decide_stage(
        &grouping.usable,
        &all_indices(&grouping.usable),
        replica_size,
        None,
        &node_order,
    );
    decision.node_fallback = nodes.fallback;
    decision.node_tie = nodes
        .tie
        .iter()
        .map(|&i| node_order(i).to_string())
        .collect();
    sort::sort(&mut decision.node_tie);
    let Some(node) = nodes.winner else {
        return decision;
    };
    decision.node = Some(node_order(node).to_string());
    let values: Vec<i64> = candidates.iter().map(|c| c.usable).collect();
    let on_node = grouping.disks_of(node);
    let node_disks: Vec<i64> = on_node.iter().map(|&i| values[i]).collect();
    let disk_order = |i: usize| candidates.get(i).map_or("", |c| c.disk.as_str());
    let disks = decide_stage(
        &values,
        &on_node,
        replica_size,
        Some(&node_disks),
        &disk_order,
    );
    decision.disk_fallback = disks.fallback;
    let label = |i: usize| format!("{}/{}", candidates[i].node, candidates[i].disk);
    decision.disk_tie = disks.tie.iter().map(|&i| label(i)).collect();
    sort::sort(&mut decision.disk_tie);
    decision.winner = disks.winner.map(|i| DiskRef {
        node: candidates[i].node.clone(),
        disk: candidates[i].disk.clone(),
    });
    decision
}

/// Candidate disks grouped by node name, nodes in order of first appearance.
pub(super) struct NodeGrouping<'a> {
    pub(super) names: Vec<&'a str>,
    /// Σ usable of each node's candidate disks (saturating).
    pub(super) usable: Vec<i64>,
    /// Node index of each candidate.
    node_of: Vec<usize>,
    index: NameIndex<'a>,
}

/// Names to their positions, hashed by [`Fnv`] (one map type for the node
/// grouping and the input's duplicate checks: each map type is code of its own).
pub(super) type NameIndex<'a> = HashMap<&'a str, usize, BuildHasherDefault<Fnv>>;

impl<'a> NodeGrouping<'a> {
    pub(super) fn new(candidates: &'a [DiskCandidate]) -> Self {
        let mut grouping = NodeGrouping {
            names: Vec::new(),
            usable: Vec::new(),
            node_of: Vec::with_capacity(candidates.len()),
            index: HashMap::default(),
        };
        let mut previous: Option<(&str, usize)> = None;
        for candidate in candidates {
            let node = candidate.node.as_str();
            // Disks of a node usually come together: look the name up only when it changes.
            let group = match previous {
                Some((name, group)) if name == node => group,
                _ => {
                    let next = grouping.names.len();
                    let group = *grouping.index.entry(node).or_insert(next);
                    if group == next {
                        grouping.names.push(node);
                        grouping.usable.push(0);
                    }
                    group
                }
            };
            previous = Some((node, group));
            grouping.node_of.push(group);
            grouping.usable[group] = grouping.usable[group].saturating_add(candidate.usable);
        }
        grouping
    }

    pub(super) fn index(&self, name: &str) -> Option<usize> {
        self.index.get(name).copied()
    }

    /// Indexes (into the candidates) of node `group`'s disks.
    pub(super) fn disks_of(&self, group: usize) -> Vec<usize> {
        (0..self.node_of.len())
            .filter(|&i| self.node_of[i] == group)
            .collect()
    }
}

/// FNV-1a: a fast hash for the short node names of one pick.
#[derive(Default)]
pub(super) struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut hash = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for &b in bytes {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = hash;
    }
}

pub(super) fn all_indices<T>(items: &[T]) -> Vec<usize> {
    (0..items.len()).collect()
}

/// Scores `eligible` entries (indices into `entries`) against the whole vector.
///
/// `local` holds, for the disk stage, the usable of the eligible node's disks
/// in the same order as `eligible`, to compute the docs' per-node score.
/// `order` gives the name the tie-break compares for an entry.
pub(super) fn run_stage<'n>(
    entries: &[(String, i64)],
    eligible: &[usize],
    size: i64,
    local: Option<&[i64]>,
    order: &dyn Fn(usize) -> &'n str,
) -> StageOutcome {
    let values: Vec<i64> = entries.iter().map(|(_, v)| *v).collect();
    let global = ReducedVectorScorer::new(&values);
    let local_scorer = local.map(ReducedVectorScorer::new);
    let mut outcome = StageOutcome {
        entries: entries
            .iter()
            .map(|(name, usable)| SkippedCandidate {
                name: name.clone(),
                usable: *usable,
            })
            .collect(),
        ..StageOutcome::default()
    };
    for (position, &index) in eligible.iter().enumerate() {
        let (name, usable) = &entries[index];
        if *usable < size {
            outcome.skipped.push(SkippedCandidate {
                name: name.clone(),
                usable: *usable,
            });
            continue;
        }
        let terms = global.reduced(index, *usable, size);
        outcome.candidates.push(ScoredCandidate {
            name: name.clone(),
            usable: *usable,
            vector: if values.len() <= VECTOR_LIMIT {
                reduced_vector(&values, index, size)
            } else {
                Vec::new()
            },
            max: terms.max,
            min: terms.min,
            mean: terms.mean,
            score: terms.score,
            per_node_score: local_scorer
                .as_ref()
                .map(|s| s.reduced(position, *usable, size).score),
        });
    }
    let decision = decide_stage(&values, eligible, size, local, order);
    outcome.winner = decision.winner.map(|i| entries[i].0.clone());
    outcome.tie = decision.tie.iter().map(|&i| entries[i].0.clone()).collect();
    sort::sort(&mut outcome.tie);
    outcome.fallback = decision.fallback;
    outcome
}

/// A stage's decision as indexes into its entries.
struct StageDecision {
    winner: Option<usize>,
    /// The tied candidates (more than one), in tie-break order.
    tie: Vec<usize>,
    fallback: bool,
}

/// Picks the winner among `eligible`: lowest score; ties by per-node score
/// then name. With no candidate of usable ≥ size, falls back to the first
/// eligible by name. Linear in `values`.
fn decide_stage<'n>(
    values: &[i64],
    eligible: &[usize],
    size: i64,
    local: Option<&[i64]>,
    order: &dyn Fn(usize) -> &'n str,
) -> StageDecision {
    let global = ReducedVectorScorer::new(values);
    let local_scorer = local.map(ReducedVectorScorer::new);
    let mut best = f64::INFINITY;
    let mut scored_any = false;
    // When every score is +∞ they all tie: the scheduler's strict comparison
    // keeps whichever it met first, in an order we cannot know.
    let mut tied: Vec<(usize, f64)> = Vec::new();
    for (position, &index) in eligible.iter().enumerate() {
        let usable = values[index];
        if usable < size {
            continue;
        }
        scored_any = true;
        let score = global.reduced(index, usable, size).score;
        if score < best {
            best = score;
            tied.clear();
        }
        if score == best {
            let per_node = local_scorer
                .as_ref()
                .map_or(0.0, |s| s.reduced(position, usable, size).score);
            tied.push((index, per_node));
        }
    }
    if !scored_any {
        return StageDecision {
            winner: eligible
                .iter()
                .copied()
                .min_by(|&a, &b| order(a).cmp(order(b))),
            tie: Vec::new(),
            fallback: true,
        };
    }
    sort::sort_by(&mut tied, |a, b| {
        a.1.partial_cmp(&b.1)
            .unwrap_or(Ordering::Equal)
            .then_with(|| order(a.0).cmp(order(b.0)))
    });
    StageDecision {
        winner: tied.first().map(|t| t.0),
        tie: if tied.len() > 1 {
            tied.iter().map(|t| t.0).collect()
        } else {
            Vec::new()
        },
        fallback: false,
    }
}

/// The disk the docs' per-node method would pick: lowest per-node score, then name.
pub(super) fn docs_pick(stage: &StageOutcome) -> Option<String> {
    stage
        .candidates
        .iter()
        .filter_map(|c| c.per_node_score.map(|s| (s, &c.name)))
        .min_by(|a, b| {
            a.0.partial_cmp(&b.0)
                .unwrap_or(Ordering::Equal)
                .then_with(|| a.1.cmp(b.1))
        })
        .map(|(_, name)| name.clone())
}

fn reduced_vector(values: &[i64], index: usize, size: i64) -> Vec<i64> {
    let mut vector = values.to_vec();
    vector[index] -= size;
    vector
}

/// The formula's terms for one reduced vector.
#[derive(Clone, Copy, Debug, PartialEq)]
struct ScoreTerms {
    max: i64,
    min: i64,
    mean: f64,
    score: f64,
}

/// Scores "the vector with entry `i` reduced by `size`" in O(1) per entry.
///
/// Keeps the two largest and two smallest entries (by index) and the exact sum,
/// so the max and min of the vector without entry `i` are known at once.
struct ReducedVectorScorer {
    len: usize,
    sum: i128,
    largest: [Option<(i64, usize)>; 2],
    smallest: [Option<(i64, usize)>; 2],
}

impl ReducedVectorScorer {
    fn new(values: &[i64]) -> Self {
        let mut scorer = ReducedVectorScorer {
            len: values.len(),
            sum: values.iter().map(|&v| i128::from(v)).sum(),
            largest: [None, None],
            smallest: [None, None],
        };
        for (i, &v) in values.iter().enumerate() {
            insert_top2(&mut scorer.largest, (v, i), |a, b| a > b);
            insert_top2(&mut scorer.smallest, (v, i), |a, b| a < b);
        }
        scorer
    }

    /// Terms of the vector with entry `index` (whose value is `value`) reduced by `size`.
    fn reduced(&self, index: usize, value: i64, size: i64) -> ScoreTerms {
        let own = value - size;
        let other_max = other_than(&self.largest, index);
        let other_min = other_than(&self.smallest, index);
        let max = other_max.map_or(own, |m| m.max(own));
        let min = other_min.map_or(own, |m| m.min(own));
        let mean = (self.sum - i128::from(size)) as f64 / self.len as f64;
        ScoreTerms {
            max,
            min,
            mean,
            score: score_of((max as f64) - (min as f64), mean),
        }
    }
}

fn insert_top2(
    slots: &mut [Option<(i64, usize)>; 2],
    entry: (i64, usize),
    better: fn(i64, i64) -> bool,
) {
    match slots[0] {
        None => slots[0] = Some(entry),
        Some(first) if better(entry.0, first.0) => {
            slots[1] = slots[0];
            slots[0] = Some(entry);
        }
        _ => match slots[1] {
            Some(second) if !better(entry.0, second.0) => {}
            _ => slots[1] = Some(entry),
        },
    }
}

fn other_than(slots: &[Option<(i64, usize)>; 2], index: usize) -> Option<i64> {
    slots
        .iter()
        .flatten()
        .find(|(_, i)| *i != index)
        .map(|(v, _)| *v)
}
