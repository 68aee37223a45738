//! `rolloutStrategy` as written in `fleet.yaml` (Bundle `spec.rolloutStrategy`) and
//! its defaults (spec §1). Nothing is refused up front: Fleet's controller reads a
//! value only when a reconcile reaches it (`fleet::targets::partition` reports it
//! then, or warns that it is never read).

use crate::kernel::message::{Message, Said};
use serde::{Deserialize, Serialize};

use crate::kernel::int_or_percent::IntOrPercent;
use crate::kernel::labels::LabelSelector;

/// Default `maxNew`: BundleDeployments created per reconcile.
pub const DEFAULT_MAX_NEW: i64 = 50;
/// Default `autoPartitionThreshold`: targets needed before automatic partitioning.
pub const DEFAULT_AUTO_PARTITION_THRESHOLD: i64 = 200;
/// Default `autoPartitionSize`.
pub const DEFAULT_AUTO_PARTITION_SIZE: &str = "25%";
/// Default `maxUnavailable`.
pub const DEFAULT_MAX_UNAVAILABLE: &str = "100%";

/// The `rolloutStrategy` block, field for field (all optional).
///
/// ```
/// use placement::fleet::strategy::RolloutStrategy;
/// let s: RolloutStrategy = serde_json::from_str(
///     r#"{"maxUnavailable": "10%", "autoPartitionSize": 20, "maxNew": 10}"#).unwrap();
/// assert_eq!(s.max_new(), 10);
/// assert_eq!(s.auto_partition_threshold(), 200);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RolloutStrategy {
    /// Clusters allowed to be unavailable bundle-wide (and per partition by default); default `100%`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub max_unavailable: Option<IntOrPercent>,
    /// Partitions allowed to be unavailable before the rollout stops; default `0`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub max_unavailable_partitions: Option<IntOrPercent>,
    /// Size of an automatic partition; default `25%`; an integer ≤ 0 turns partitioning off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub auto_partition_size: Option<IntOrPercent>,
    /// Targets needed before automatic partitioning starts; default 200; ≤ 0 turns it off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub auto_partition_threshold: Option<i64>,
    /// BundleDeployments created per reconcile, across all partitions; default 50.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub max_new: Option<i64>,
    /// Manual partitions, in rollout order; when non-empty, automatic partitioning is off.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub partitions: Vec<PartitionSpec>,
}

/// One manual partition. A cluster is a member when **all** criteria set hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PartitionSpec {
    /// Partition name (shown in the status).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub name: String,
    /// Unavailable members allowed; falls back to the strategy's value, then `100%`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub max_unavailable: Option<IntOrPercent>,
    /// Cluster name, or the value of its `management.cattle.io/cluster-display-name` label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cluster_name: Option<String>,
    /// Selector on the cluster's labels (`{}` matches every cluster).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cluster_selector: Option<LabelSelector>,
    /// Name of a cluster group the cluster must belong to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cluster_group: Option<String>,
    /// Selector on cluster groups' labels; the cluster must belong to a selected group.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cluster_group_selector: Option<LabelSelector>,
}

impl PartitionSpec {
    /// Whether no criterion is set (such a partition matches no cluster); an
    /// empty `clusterName` or `clusterGroup` is no criterion, as in Fleet's
    /// `NewClusterMatcher`.
    pub fn has_no_criteria(&self) -> bool {
        self.cluster_name.as_deref().is_none_or(str::is_empty)
            && self.cluster_selector.is_none()
            && self.cluster_group.as_deref().is_none_or(str::is_empty)
            && self.cluster_group_selector.is_none()
    }
}

impl RolloutStrategy {
    /// `maxNew`, or its default 50.
    pub fn max_new(&self) -> i64 {
        self.max_new.unwrap_or(DEFAULT_MAX_NEW)
    }

    /// `autoPartitionThreshold`, or its default 200.
    pub fn auto_partition_threshold(&self) -> i64 {
        self.auto_partition_threshold
            .unwrap_or(DEFAULT_AUTO_PARTITION_THRESHOLD)
    }

    /// What negative numbers do, as Fleet's controller treats them
    /// (`internal/cmd/controller/target/{rollout,partition,status}.go`): they are
    /// accepted, not refused, so the playground accepts them too and says so.
    ///
    /// ```
    /// use placement::fleet::strategy::RolloutStrategy;
    /// let s: RolloutStrategy = serde_json::from_str(r#"{"maxNew": -1}"#).unwrap();
    /// assert_eq!(s.warnings(), ["rolloutStrategy.maxNew is -1: Fleet creates a BundleDeployment only while the number created in this reconcile is below maxNew, so no BundleDeployment is ever created."]);
    /// ```
    pub fn warnings(&self) -> Vec<String> {
        Said::split(self.said_warnings()).0
    }

    /// [`warnings`](Self::warnings) with their messages (`fleet-warning-…`).
    pub fn said_warnings(&self) -> Vec<Said> {
        let mut out = Vec::new();
        let clamped = |out: &mut Vec<Said>, field: &str, v: &Option<IntOrPercent>| {
            if let Some(IntOrPercent::Int(i)) = v {
                if *i < 0 {
                    out.push(Said::new(
                        format!("rolloutStrategy.{field} is {i}: Fleet's limit() clamps a negative integer to 0."),
                        Message::new("fleet-warning-negative-clamped").arg("field", format!("rolloutStrategy.{field}")).arg("value", *i),
                    ));
                }
            }
        };
        clamped(&mut out, "maxUnavailable", &self.max_unavailable);
        clamped(
            &mut out,
            "maxUnavailablePartitions",
            &self.max_unavailable_partitions,
        );
        if let Some(IntOrPercent::Int(i)) = &self.auto_partition_size {
            if *i < 0 {
                out.push(Said::new(
                    format!("rolloutStrategy.autoPartitionSize is {i}: Fleet turns automatic partitioning off for an integer ≤ 0, so all targets form one partition."),
                    Message::new("fleet-warning-negative-size").arg("value", *i),
                ));
            }
        }
        if let Some(t) = self.auto_partition_threshold {
            if t < 0 {
                out.push(Said::new(
                    format!("rolloutStrategy.autoPartitionThreshold is {t}: Fleet turns automatic partitioning off for a threshold ≤ 0, so all targets form one partition."),
                    Message::new("fleet-warning-negative-threshold").arg("value", t),
                ));
            }
        }
        if let Some(n) = self.max_new {
            if n < 0 {
                out.push(Said::new(
                    format!("rolloutStrategy.maxNew is {n}: Fleet creates a BundleDeployment only while the number created in this reconcile is below maxNew, so no BundleDeployment is ever created."),
                    Message::new("fleet-warning-negative-max-new").arg("value", n),
                ));
            }
        }
        for (i, p) in self.partitions.iter().enumerate() {
            clamped(
                &mut out,
                &format!("partitions[{i}].maxUnavailable"),
                &p.max_unavailable,
            );
        }
        out
    }
}
