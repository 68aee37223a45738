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

pub mod answer;
mod score;
mod simulate;
mod stages;
mod types;

pub use answer::{balance_changes, explain_disk};
pub use score::balance_score;
pub use simulate::{pick_balanced, simulate_balance};
pub use stages::{BalanceDecision, decide_balanced};
pub use types::{
    BalanceDisk, BalanceInput, BalanceNode, BalanceSimulation, DiskCandidate, DiskRef,
    ScoredCandidate, SkippedCandidate, StageOutcome, VECTOR_LIMIT,
};
