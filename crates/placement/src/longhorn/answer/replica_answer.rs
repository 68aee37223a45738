//! One replica's answer ([`ReplicaAnswer`]) and a suggested change ([`Change`]): what a volume's
//! result holds, below the answer's code and the explanation types that carry it.

use serde::Serialize;

use super::edit::Edit;
use crate::kernel::message::Message;

/// One replica's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReplicaAnswer {
    /// The replica.
    pub replica: String,
    /// Why it is where it is, or why it is not scheduled, in one sentence.
    pub answer: Message,
    /// For a replica left unscheduled: the smallest edits that would schedule
    /// it, each one edit of the input (empty otherwise, and under `summary`).
    pub changes: Vec<Change>,
    /// For a replica left unscheduled: what would help that the lab cannot
    /// apply (a change on the cluster, said with its kubectl-level edit), one
    /// sentence each, no edit (empty under `summary`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub outside: Vec<Message>,
}

/// A suggested edit and its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Change {
    /// The edit, to apply to the scenario ([`Edit::apply`]).
    pub edit: Edit,
    /// What to do, in one sentence.
    pub message: Message,
}
