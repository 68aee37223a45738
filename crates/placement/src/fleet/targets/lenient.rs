//! What Fleet's controller lets through, and what it logs instead of failing.
//!
//! `limit()` (`internal/cmd/controller/target/status.go`) returns 1 for a count
//! ≤ 0 before it reads its values, and `autoPartition` (`target/rollout.go`)
//! reads `autoPartitionSize` only at or above the auto-partition threshold, so a
//! value the controller never reaches is never an error: the rollout runs. The
//! playground runs it too and says what would fail once the value is reached.
//! `ClusterGroupsForCluster` (`target/query.go`) logs a group whose selector
//! `LabelSelectorAsSelector` refuses ("invalid selector on clusterGroup") and
//! skips it; the playground skips it and repeats the log line.

use crate::kernel::int_or_percent::{IntOrPercent, limit};
use crate::kernel::message::{Message, Said};

use super::{Cluster, ClusterGroup};

/// The text Fleet logs (at error level) for a ClusterGroup whose selector it cannot use.
pub const INVALID_GROUP_SELECTOR_LOG: &str = "invalid selector on clusterGroup";

/// Why the controller never reads a value, said as a message and in English.
pub(crate) enum Unread<'a> {
    /// Fewer targets than `autoPartitionThreshold`: one partition `All`.
    BelowThreshold { count: i64, threshold: i64 },
    /// `autoPartitionThreshold ≤ 0`: one partition `All`.
    PartitioningOff { threshold: i64 },
    /// Manual partitions: `autoPartitionSize` plays no part.
    ManualPartitions,
    /// A manual partition without members: `limit(0, …)` is 1.
    EmptyPartition { path: &'a str },
    /// No targets: every `limit()` has a count of 0.
    NoTargets,
}

impl Unread<'_> {
    fn said(&self) -> (String, Message) {
        match self {
            Unread::BelowThreshold { count, threshold } => (
                format!(
                    "there are fewer targets ({count}) than autoPartitionThreshold ({threshold})"
                ),
                Message::new("fleet-unread-below-threshold")
                    .arg("count", *count)
                    .arg("threshold", *threshold),
            ),
            Unread::PartitioningOff { threshold } => (
                format!(
                    "autoPartitionThreshold is {threshold} (≤ 0), which turns automatic partitioning off"
                ),
                Message::new("fleet-unread-partitioning-off").arg("threshold", *threshold),
            ),
            Unread::ManualPartitions => (
                "the partitions are manual".to_string(),
                Message::new("fleet-unread-manual-partitions"),
            ),
            Unread::EmptyPartition { path } => (
                format!(
                    "{path} matches no cluster, and limit() of 0 clusters is 1 before it reads a value"
                ),
                Message::new("fleet-unread-empty-partition").arg("path", *path),
            ),
            Unread::NoTargets => (
                "the bundle has no targets, and limit() of 0 clusters is 1 before it reads a value"
                    .to_string(),
                Message::new("fleet-unread-no-targets"),
            ),
        }
    }
}

/// A warning for `value` at `field` when the controller would fail on it once
/// reached, `None` for a value `limit()` can read (or an absent one).
pub(crate) fn unread_value(field: &str, value: Option<&IntOrPercent>, why: Unread) -> Option<Said> {
    let value = value?;
    let error = limit(1, &[Some(value)]).err()?;
    let (reason, reason_message) = why.said();
    let text = format!(
        "{field} \"{value}\" is never read while {reason}: Fleet's limit() parses a value only when it reaches it; once it does, every reconcile fails with: {}",
        error.message
    );
    let message = Message::new("fleet-warning-unread-value")
        .arg("field", field)
        .arg("value", value.to_string())
        .arg("reason", reason_message)
        .arg("error", error.message.as_str());
    Some(Said::new(text, message))
}

/// A partition selector's problem once Fleet builds its matcher
/// (`NewClusterMatcher`): the path of the bad part, and the error text
/// `LabelSelectorAsSelector` returns.
pub(crate) fn selector_problem(
    selector: &crate::kernel::labels::LabelSelector,
) -> Option<(String, String)> {
    let go = selector.go_selector_error()?;
    let path = selector
        .validate()
        .err()
        .map(|e| e.path)
        .unwrap_or_default();
    Some((path, go))
}

/// Which groups Fleet can use (`usable[g]`), and the log line for each it
/// skips. A group is only looked at for clusters of its namespace, so a bad
/// group in a namespace without targets is never logged.
pub(crate) fn usable_groups(
    groups: &[ClusterGroup],
    targets: &[&Cluster],
) -> (Vec<bool>, Vec<Said>) {
    let mut warnings = Vec::new();
    let usable = groups
        .iter()
        .map(|g| {
            let Some(error) = g.selector.as_ref().and_then(|s| s.go_selector_error()) else {
                return true;
            };
            if targets.iter().any(|c| c.namespace() == g.namespace()) {
                warnings.push(group_warning(g, &error));
            }
            false
        })
        .collect();
    (usable, warnings)
}

fn group_warning(g: &ClusterGroup, error: &str) -> Said {
    let text = format!(
        "ClusterGroup {}/{} has a selector Fleet cannot use: the controller logs \"{INVALID_GROUP_SELECTOR_LOG}\" with error \"{error}\" and skips the group, so it holds no cluster",
        g.namespace(),
        g.name
    );
    let message = Message::new("fleet-warning-group-selector")
        .arg("namespace", g.namespace())
        .arg("name", g.name.as_str())
        .arg("log", INVALID_GROUP_SELECTOR_LOG)
        .arg("error", error);
    Said::new(text, message)
}
