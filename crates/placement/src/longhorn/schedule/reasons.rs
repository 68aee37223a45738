//! The `Scheduled` condition's failure: its reasons and how they are joined.

use crate::kernel::sort;
use crate::longhorn::explain::VolumeCondition;

pub(crate) fn failed_condition(reason: &str, message: String) -> VolumeCondition {
    VolumeCondition {
        kind: "Scheduled".into(),
        status: "False".into(),
        reason: reason.into(),
        message,
    }
}

/// Longhorn's `MultiError.Join`: sorted, de-duplicated, joined by `"; "`.
///
/// ```
/// use placement::longhorn::join_reasons;
/// assert_eq!(
///     join_reasons(["tags not fulfilled", "insufficient storage", "tags not fulfilled"]),
///     "insufficient storage; tags not fulfilled"
/// );
/// ```
pub fn join_reasons<S: Into<String>>(reasons: impl IntoIterator<Item = S>) -> String {
    let mut list: Vec<String> = reasons.into_iter().map(Into::into).collect();
    sort::sort(&mut list);
    list.dedup();
    list.join("; ")
}

/// Condition reason when a replica cannot be scheduled.
pub const REASON_REPLICA_SCHEDULING_FAILURE: &str = "ReplicaSchedulingFailure";
/// Condition reason when a strict-local replica cannot be scheduled.
pub const REASON_LOCAL_REPLICA_SCHEDULING_FAILURE: &str = "LocalReplicaSchedulingFailure";
