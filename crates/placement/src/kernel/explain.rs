//! How much of each decision a result explains: one option, `explain`, for
//! every entry point whose explanation grows with the cluster (Longhorn's
//! `scheduleReplicas` and `whatIf`, the capacity `filterNodes`), so that a host
//! asking about many volumes or pods gets a result a small multiple of its input.

use serde::{Deserialize, Serialize};

/// How much of each decision a result explains. What each level keeps is
/// documented where it is used: Longhorn's
/// [`schedule_replicas_with`](crate::longhorn::schedule_replicas_with), the
/// capacity filter's [`filter_nodes_with`](crate::capacity::filter_nodes_with).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Explain {
    /// The outcome only. Longhorn: no steps, each volume's replicas,
    /// condition and replenishment wait. Capacity filter: no per-node rows;
    /// the feasible, selected and tied nodes and the event message.
    None,
    /// The outcome with its reasons, without the rows whose number grows with
    /// the cluster. Longhorn: every step with its outcome and reasons (the
    /// winner, the tiers tried with their counts and reasons, locality,
    /// fallback, reuse verdicts), without the per-node and per-disk rows, the
    /// candidate list, the pick's tables and the tie sets. Capacity filter:
    /// every node's verdict, reasons and score, without its claim checks.
    Summary,
    /// Everything: Longhorn's every node and disk with its verdict and `Fits`
    /// numbers, the balance tables, ties; the capacity filter's claim checks
    /// with the CSIStorageCapacity objects considered on every node.
    #[default]
    Full,
}
