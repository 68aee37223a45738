//! The balance pick of Longhorn ≥ 1.11: which candidate disk a new replica goes to.
//!
//! `BalanceScore(X) = (max X − min X) / mean X` over usable storage; lower is
//! better. The pick runs in two stages (spec §5):
//!
//! 1. **node stage** — for every candidate node whose usable storage is at least
//!    the replica size, score the vector of *all* candidate nodes' usable
//!    storage with that node reduced by the replica size; the lowest score wins;
//! 2. **disk stage** — for every disk of the winning node with usable ≥ size,
//!    score the vector of *all candidate disks in the cluster* with that disk
//!    reduced; the lowest score wins.
//!
//! The docs page computes the disk stage per node instead; both scores are
//! reported so the difference can be shown. Where Longhorn would pick at random
//! (a tie, or no candidate big enough), this module picks deterministically
//! and says so ([`StageOutcome::tie`], [`StageOutcome::fallback`]).
//!
//! Each candidate's score is computed in O(1) from the top two and bottom two
//! values of the shared vector, so a stage is linear in its candidates.
//!
//! ```
//! use placement::longhorn::balance::{simulate_balance, BalanceInput};
//!
//! let input: BalanceInput = serde_json::from_str(r#"{
//!     "replicaSize": "100Gi",
//!     "nodes": [
//!         {"name": "A", "disks": [{"name": "A1", "usable": "900Gi"}, {"name": "A2", "usable": "100Gi"}]},
//!         {"name": "B", "disks": [{"name": "B1", "usable": "600Gi"}, {"name": "B2", "usable": "700Gi"}]}
//!     ]}"#).unwrap();
//! let sim = simulate_balance(&input).unwrap();
//! assert_eq!(sim.winner.as_ref().unwrap().disk, "B2");
//! // The real scheduler ties B1 and B2 cluster-wide; Longhorn picks one at random.
//! assert_eq!(sim.disk_stage.tie, vec!["B/B1".to_string(), "B/B2".to_string()]);
//! ```

use crate::kernel::message::Message;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Serialize};

use crate::kernel::quantity::Bytes;
use crate::InputError;

/// Candidates per stage up to which each scored candidate carries its whole
/// vector; above it, `vector` is left empty to keep explanations linear in size.
pub const VECTOR_LIMIT: usize = 256;

/// `BalanceScore(X) = (max X − min X) / mean X`; `+∞` when `X` is empty or its mean ≤ 0.
///
/// ```
/// use placement::longhorn::balance::balance_score;
/// assert_eq!(balance_score(&[600.0, 600.0]), 0.0);
/// assert!((balance_score(&[1000.0, 1200.0]) - 0.1818).abs() < 1e-4);
/// assert_eq!(balance_score(&[]), f64::INFINITY);
/// assert_eq!(balance_score(&[0.0, 0.0]), f64::INFINITY);
/// ```
pub fn balance_score(values: &[f64]) -> f64 {
    if values.is_empty() {
        return f64::INFINITY;
    }
    let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let min = values.iter().copied().fold(f64::INFINITY, f64::min);
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    score_of(max - min, mean)
}

fn score_of(spread: f64, mean: f64) -> f64 {
    if mean.is_nan() || mean <= 0.0 {
        f64::INFINITY
    } else {
        spread / mean + 0.0 // + 0.0 turns a -0.0 into 0.0 for JS
    }
}

/// What the balance page asks: nodes with their candidate disks' usable storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct BalanceInput {
    /// Size of the replica to place (the volume size).
    pub replica_size: Bytes,
    /// Candidate nodes, each with its candidate disks.
    pub nodes: Vec<BalanceNode>,
}

/// A candidate node of [`BalanceInput`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct BalanceNode {
    /// Node name, unique.
    pub name: String,
    /// The node's candidate disks.
    pub disks: Vec<BalanceDisk>,
}

/// A candidate disk of a [`BalanceNode`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct BalanceDisk {
    /// Disk name, unique on its node.
    pub name: String,
    /// Usable storage: `max(0, storageAvailable − storageReserved − storageScheduled)`.
    pub usable: Bytes,
}

/// A candidate disk as the scheduler hands it to the balance pick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiskCandidate {
    /// Name of the node the disk belongs to.
    pub node: String,
    /// Name of the disk on its node.
    pub disk: String,
    /// Usable storage in bytes (≥ 0).
    pub usable: i64,
}

/// A disk identified cluster-wide.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct DiskRef {
    /// Node name.
    pub node: String,
    /// Disk name on that node.
    pub disk: String,
}

/// One candidate scored in a stage: its vector, the formula's terms and the score.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ScoredCandidate {
    /// `node` in the node stage, `node/disk` in the disk stage.
    pub name: String,
    /// The candidate's usable storage before placing the replica.
    pub usable: i64,
    /// The vector scored: every entry's usable, with this candidate reduced by
    /// the replica size. Empty when the stage has more than [`VECTOR_LIMIT`] entries.
    pub vector: Vec<i64>,
    /// `max X`.
    pub max: i64,
    /// `min X`.
    pub min: i64,
    /// `mean X` (bytes, fractional).
    pub mean: f64,
    /// `(max − min) / mean`, `+∞` when mean ≤ 0 (`null` in JSON).
    #[serde(with = "crate::kernel::score")]
    #[cfg_attr(feature = "ts", tsify(type = "number | null"))]
    pub score: f64,
    /// Disk stage only: the docs' per-node score (the vector of this node's disks only).
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "crate::kernel::score::serialize_option")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub per_node_score: Option<f64>,
}

/// A candidate left out of scoring because its usable storage is below the replica size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SkippedCandidate {
    /// Node or `node/disk` name.
    pub name: String,
    /// Its usable storage, smaller than the replica size.
    pub usable: i64,
}

/// The result of one stage (node or disk).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct StageOutcome {
    /// Every entry of the shared vector, in order: `[name, usable]`.
    pub entries: Vec<SkippedCandidate>,
    /// The candidates scored, in input order.
    pub candidates: Vec<ScoredCandidate>,
    /// Candidates not scored because usable < replica size.
    pub skipped: Vec<SkippedCandidate>,
    /// The chosen candidate's name.
    pub winner: Option<String>,
    /// All candidates sharing the lowest score (Longhorn picks one of them at
    /// random); empty or one element when there is no tie.
    pub tie: Vec<String>,
    /// No candidate had usable ≥ size: Longhorn takes an arbitrary one, we take
    /// the first by name.
    pub fallback: bool,
}

/// The whole balance decision with both stages and the docs' variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct BalanceSimulation {
    /// The replica size in bytes.
    pub replica_size: i64,
    /// Exactly one candidate disk in the cluster: Longhorn takes it without scoring.
    pub single_candidate: bool,
    /// Node stage over candidate nodes.
    pub node_stage: StageOutcome,
    /// Disk stage over the winning node's disks, scored cluster-wide.
    pub disk_stage: StageOutcome,
    /// The disk the docs' per-node disk score would choose on the winning node.
    pub docs_disk_winner: Option<String>,
    /// The chosen disk.
    pub winner: Option<DiskRef>,
}

/// Validates `input` and runs the balance pick on it.
///
/// Errors name the field: `replicaSize` must be positive, usable storage must
/// not be negative, node names unique and non-empty, disk names unique per node.
pub fn simulate_balance(input: &BalanceInput) -> Result<BalanceSimulation, InputError> {
    let candidates = validate(input)?;
    Ok(pick_balanced(&candidates, input.replica_size.0))
}

fn validate(input: &BalanceInput) -> Result<Vec<DiskCandidate>, InputError> {
    if input.replica_size.0 <= 0 {
        return Err(InputError::new(
            "replicaSize",
            input.replica_size.0,
            Message::new("error-greater-than-zero"),
        ));
    }
    let mut candidates = Vec::new();
    let mut node_names = NameIndex::default();
    for (i, node) in input.nodes.iter().enumerate() {
        let node_path = format!("nodes[{i}]");
        check_name(&node.name, &mut node_names).map_err(|e| e.within(&node_path))?;
        let mut disk_names = NameIndex::default();
        for (j, disk) in node.disks.iter().enumerate() {
            let disk_path = format!("{node_path}.disks[{j}]");
            check_name(&disk.name, &mut disk_names).map_err(|e| e.within(&disk_path))?;
            if disk.usable.0 < 0 {
                return Err(InputError::new(
                    format!("{disk_path}.usable"),
                    disk.usable.0,
                    Message::new("error-not-negative"),
                ));
            }
            candidates.push(DiskCandidate {
                node: node.name.clone(),
                disk: disk.name.clone(),
                usable: disk.usable.0,
            });
        }
    }
    Ok(candidates)
}

/// A name not empty and not among the `earlier` ones of its list (a set:
/// a scan of the earlier names was quadratic); adds it to them.
fn check_name<'a>(name: &'a str, earlier: &mut NameIndex<'a>) -> Result<(), InputError> {
    if name.trim().is_empty() {
        return Err(InputError::new("name", name, Message::new("error-not-empty")));
    }
    if earlier.insert(name, earlier.len()).is_some() {
        return Err(InputError::new("name", name, Message::new("error-duplicate")));
    }
    Ok(())
}

/// The balance pick over candidate disks (any order; nodes are grouped by name).
///
/// The scheduler calls this with the candidate disks of the winning tier.
pub fn pick_balanced(candidates: &[DiskCandidate], replica_size: i64) -> BalanceSimulation {
    let mut simulation = BalanceSimulation {
        replica_size,
        single_candidate: candidates.len() == 1,
        node_stage: StageOutcome::default(),
        disk_stage: StageOutcome::default(),
        docs_disk_winner: None,
        winner: None,
    };
    if let [only] = candidates {
        simulation.winner = Some(DiskRef {
            node: only.node.clone(),
            disk: only.disk.clone(),
        });
        return simulation;
    }

    let grouping = NodeGrouping::new(candidates);
    let node_entries: Vec<(String, i64)> = grouping
        .names
        .iter()
        .zip(&grouping.usable)
        .map(|(name, usable)| (name.to_string(), *usable))
        .collect();
    let node_order = |i: usize| grouping.names.get(i).copied().unwrap_or("");
    simulation.node_stage = run_stage(
        &node_entries,
        &all_indices(&node_entries),
        replica_size,
        None,
        &node_order,
    );
    let Some(node) = simulation
        .node_stage
        .winner
        .as_ref()
        .and_then(|w| grouping.index(w))
    else {
        return simulation;
    };

    let disk_entries: Vec<(String, i64)> = candidates
        .iter()
        .map(|d| (format!("{}/{}", d.node, d.disk), d.usable))
        .collect();
    let on_node = grouping.disks_of(node);
    let node_disks: Vec<i64> = on_node.iter().map(|&i| candidates[i].usable).collect();
    let disk_order = |i: usize| candidates.get(i).map_or("", |c| c.disk.as_str());
    simulation.disk_stage = run_stage(
        &disk_entries,
        &on_node,
        replica_size,
        Some(&node_disks),
        &disk_order,
    );
    simulation.docs_disk_winner = docs_pick(&simulation.disk_stage);
    simulation.winner = simulation.disk_stage.winner.as_ref().and_then(|name| {
        let i = on_node
            .iter()
            .copied()
            .find(|&i| disk_entries[i].0 == *name)?;
        Some(DiskRef {
            node: candidates[i].node.clone(),
            disk: candidates[i].disk.clone(),
        })
    });
    simulation
}

pub mod answer;
mod stages;

use stages::{all_indices, docs_pick, run_stage, NameIndex, NodeGrouping};
pub use answer::{balance_changes, explain_disk};
pub use stages::{decide_balanced, BalanceDecision};
