//! The balance page's input and what a pick gives back: the types the balance files share,
//! below all of them.

use serde::{Deserialize, Serialize};

use crate::kernel::quantity::Bytes;

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
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "crate::kernel::score::serialize_option"
    )]
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

/// Candidates per stage up to which each scored candidate carries its whole
/// vector; above it, `vector` is left empty to keep explanations linear in size.
pub const VECTOR_LIMIT: usize = 256;
