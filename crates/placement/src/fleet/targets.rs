//! Targets (clusters), cluster groups and partitioning (spec §3).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::simulate::Behavior;
use super::strategy::{PartitionSpec, RolloutStrategy, DEFAULT_AUTO_PARTITION_SIZE};
use crate::kernel::int_or_percent::{limit, IntOrPercent, Limit};
use crate::kernel::labels::{validate_key, validate_value, LabelSelector, Labels};
use crate::InputError;

/// The label Fleet also compares `clusterName` with.
pub const DISPLAY_NAME_LABEL: &str = "management.cattle.io/cluster-display-name";

/// Namespace used when a cluster or group gives none.
pub const DEFAULT_NAMESPACE: &str = "fleet-default";

/// A downstream cluster targeted by the bundle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Cluster {
    /// Cluster name (unique; targets are sorted by it as byte strings).
    pub name: String,
    /// Namespace (default `fleet-default`); shown in the Ready message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: Option<String>,
    /// Cluster labels.
    #[serde(default, skip_serializing_if = "Labels::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub labels: Labels,
    /// `spec.paused`: its BundleDeployment is not promoted while paused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub paused: bool,
    /// Simulation only: how the cluster's agent behaves (default: the input's `defaultBehavior`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub behavior: Option<Behavior>,
    /// Simulation only: the round at whose start the cluster joins (default: present from round 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub joins_at_round: Option<u32>,
}

impl Cluster {
    /// A cluster with a name and labels, nothing else set.
    pub fn new(name: impl Into<String>, labels: Labels) -> Self {
        Cluster {
            name: name.into(),
            namespace: None,
            labels,
            paused: false,
            behavior: None,
            joins_at_round: None,
        }
    }

    /// The namespace, defaulted.
    pub fn namespace(&self) -> &str {
        self.namespace.as_deref().unwrap_or(DEFAULT_NAMESPACE)
    }
}

/// A ClusterGroup: selects clusters by their labels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ClusterGroup {
    /// Group name (unique).
    pub name: String,
    /// Group labels (what `clusterGroupSelector` looks at).
    #[serde(default, skip_serializing_if = "Labels::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub labels: Labels,
    /// `spec.selector` on cluster labels; absent selects no cluster, `{}` selects all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub selector: Option<LabelSelector>,
}

/// Partitions over targets given by index into the sorted target list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partitioning {
    /// `true` for manual partitions (`rolloutStrategy.partitions`).
    pub manual: bool,
    /// The partitions in rollout order.
    pub partitions: Vec<Part>,
    /// Indices of targets in no partition (manual only): never deployed.
    pub unmatched: Vec<usize>,
    /// How the partitions were formed, in words.
    pub explanation: Vec<String>,
    /// Things the user should know (e.g. a partition with no criteria).
    pub warnings: Vec<String>,
}

/// One partition of a [`Partitioning`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Name as shown in the status.
    pub name: String,
    /// Member target indices, ascending (sorted-name order).
    pub members: Vec<usize>,
    /// The partition's maxUnavailable and its derivation.
    pub max_unavailable: Limit,
}

/// Validates clusters and groups; returns target indices sorted by name (bytes).
pub fn sort_and_validate(
    clusters: &[Cluster],
    groups: &[ClusterGroup],
) -> Result<Vec<usize>, InputError> {
    for (i, c) in clusters.iter().enumerate() {
        let path = format!("clusters[{i}]");
        if c.name.is_empty() {
            return Err(InputError::new(
                format!("{path}.name"),
                "",
                "must not be empty",
            ));
        }
        validate_labels(&c.labels).map_err(|e| e.within(&format!("{path}.labels")))?;
        if let Some(Behavior::Ready { after_rounds }) = &c.behavior {
            if *after_rounds > super::simulate::MAX_READY_DELAY {
                return Err(InputError::new(
                    format!("{path}.behavior.afterRounds"),
                    after_rounds,
                    format!("must be at most {}", super::simulate::MAX_READY_DELAY),
                ));
            }
        }
    }
    let mut order: Vec<usize> = (0..clusters.len()).collect();
    order.sort_by(|&a, &b| {
        clusters[a]
            .name
            .as_bytes()
            .cmp(clusters[b].name.as_bytes())
            .then(a.cmp(&b))
    });
    for w in order.windows(2) {
        if let [a, b] = *w {
            if clusters[a].name == clusters[b].name {
                return Err(InputError::new(
                    format!("clusters[{}].name", a.max(b)),
                    &clusters[b].name,
                    format!("duplicate cluster name (also clusters[{}])", a.min(b)),
                ));
            }
        }
    }
    let mut names = BTreeSet::new();
    for (i, g) in groups.iter().enumerate() {
        let path = format!("clusterGroups[{i}]");
        if g.name.is_empty() {
            return Err(InputError::new(
                format!("{path}.name"),
                "",
                "must not be empty",
            ));
        }
        if !names.insert(g.name.as_str()) {
            return Err(InputError::new(
                format!("{path}.name"),
                &g.name,
                "duplicate cluster group name",
            ));
        }
        validate_labels(&g.labels).map_err(|e| e.within(&format!("{path}.labels")))?;
        if let Some(sel) = &g.selector {
            sel.validate()
                .map_err(|e| e.within(&format!("{path}.selector")))?;
        }
    }
    Ok(order)
}

fn validate_labels(labels: &Labels) -> Result<(), InputError> {
    for (k, v) in labels {
        let path = format!("[{k:?}]");
        validate_key(k).map_err(|e| InputError {
            path: path.clone(),
            ..e
        })?;
        validate_value(v).map_err(|e| e.within(&path))?;
    }
    Ok(())
}

/// Partitions the targets (already sorted by name) as the controller does.
///
/// `targets[i]` is the i-th target in sorted order. Errors come from `limit()`
/// on invalid int-or-percent strings, with the field path.
pub fn partition(
    strategy: &RolloutStrategy,
    targets: &[&Cluster],
    groups: &[ClusterGroup],
) -> Result<Partitioning, InputError> {
    if strategy.partitions.is_empty() {
        auto_partition(strategy, targets)
    } else {
        manual_partition(strategy, targets, groups)
    }
}

fn auto_partition(
    strategy: &RolloutStrategy,
    targets: &[&Cluster],
) -> Result<Partitioning, InputError> {
    let n = targets.len();
    let count = n as i64;
    let threshold = strategy.auto_partition_threshold();
    let max_unavailable = |size: usize| {
        limit(size as i64, &[strategy.max_unavailable.as_ref()])
            .map_err(|e| e.within("maxUnavailable"))
    };
    let single_reason = match &strategy.auto_partition_size {
        Some(IntOrPercent::Int(i)) if *i <= 0 => Some(format!(
            "autoPartitionSize is {i} (≤ 0): a single partition"
        )),
        _ if threshold <= 0 => Some(format!(
            "autoPartitionThreshold is {threshold} (≤ 0): a single partition"
        )),
        _ if count < threshold => Some(format!(
            "{count} targets < autoPartitionThreshold {threshold}: a single partition"
        )),
        _ => None,
    };
    if let Some(reason) = single_reason {
        let max = max_unavailable(n)?;
        return Ok(Partitioning {
            manual: false,
            partitions: vec![Part {
                name: "All".into(),
                members: (0..n).collect(),
                max_unavailable: max,
            }],
            unmatched: vec![],
            explanation: vec![reason],
            warnings: vec![],
        });
    }
    let default_size = IntOrPercent::Str(DEFAULT_AUTO_PARTITION_SIZE.into());
    let size = limit(
        count,
        &[strategy.auto_partition_size.as_ref(), Some(&default_size)],
    )
    .map_err(|e| e.within("autoPartitionSize"))?;
    let chunk = usize::try_from(size.value.max(1)).unwrap_or(usize::MAX);
    let mut partitions = Vec::with_capacity(n / chunk + 1);
    let mut start = 0usize;
    while start < n {
        let end = start.saturating_add(chunk).min(n);
        partitions.push(Part {
            name: format!("Partition {start} - {end}"),
            members: (start..end).collect(),
            max_unavailable: max_unavailable(end - start)?,
        });
        start = end;
    }
    let sizes = if partitions.len() <= 1 {
        format!("{}", n)
    } else {
        let full = partitions.len() - 1;
        let last = partitions.last().map_or(0, |p| p.members.len());
        if last == chunk {
            format!("{} × {chunk}", partitions.len())
        } else {
            format!("{full} × {chunk} + {last}")
        }
    };
    Ok(Partitioning {
        manual: false,
        partitions,
        unmatched: vec![],
        explanation: vec![
            format!("{count} targets ≥ autoPartitionThreshold {threshold}: automatic partitions"),
            format!("partition size: autoPartitionSize {}", size.explanation),
            format!("partitions: {sizes}"),
        ],
        warnings: vec![],
    })
}

/// Fleet's `ClusterMatcher` for a partition: every criterion set must hold
/// for the cluster together with **one** of its groups (the same group for
/// `clusterGroup` and `clusterGroupSelector`); a cluster in no group is
/// matched with an unnamed group without labels, which an empty or negative
/// `clusterGroupSelector` still selects.
fn matches_partition(spec: &PartitionSpec, c: &Cluster, in_groups: &[&ClusterGroup]) -> bool {
    let matches_with = |group_name: &str, group_labels: &Labels| {
        spec.cluster_name
            .as_ref()
            .is_none_or(|n| &c.name == n || c.labels.get(DISPLAY_NAME_LABEL) == Some(n))
            && spec
                .cluster_selector
                .as_ref()
                .is_none_or(|s| s.matches(&c.labels))
            && spec.cluster_group.as_ref().is_none_or(|n| n == group_name)
            && spec
                .cluster_group_selector
                .as_ref()
                .is_none_or(|s| s.matches(group_labels))
    };
    if in_groups.is_empty() {
        return matches_with("", &Labels::new());
    }
    in_groups.iter().any(|g| matches_with(&g.name, &g.labels))
}

fn manual_partition(
    strategy: &RolloutStrategy,
    targets: &[&Cluster],
    groups: &[ClusterGroup],
) -> Result<Partitioning, InputError> {
    // The groups each target belongs to, computed once.
    let target_groups: Vec<Vec<&ClusterGroup>> = targets
        .iter()
        .map(|c| {
            groups
                .iter()
                .filter(|g| g.selector.as_ref().is_some_and(|s| s.matches(&c.labels)))
                .collect()
        })
        .collect();
    let mut covered = vec![false; targets.len()];
    let mut partitions = Vec::with_capacity(strategy.partitions.len());
    let mut warnings = Vec::new();
    let mut explanation = vec![format!(
        "{} manual partitions, in the order written; criteria are ANDed",
        strategy.partitions.len()
    )];
    for (pi, spec) in strategy.partitions.iter().enumerate() {
        let path = format!("partitions[{pi}]");
        let name = if spec.name.is_empty() {
            format!("partition {pi}")
        } else {
            spec.name.clone()
        };
        let mut members = Vec::new();
        if spec.has_no_criteria() {
            warnings.push(format!(
                "{path} ({name}) sets none of clusterName, clusterSelector, clusterGroup, clusterGroupSelector: it matches no cluster"
            ));
        } else {
            let missing_group = spec
                .cluster_group
                .as_ref()
                .filter(|n| !groups.iter().any(|g| &g.name == *n));
            if missing_group.is_some() {
                warnings.push(format!(
                    "{path}.clusterGroup: no cluster group named {:?}; the partition matches no cluster",
                    spec.cluster_group.as_deref().unwrap_or_default()
                ));
            }
            for (i, c) in targets.iter().enumerate() {
                let ok = matches_partition(spec, c, &target_groups[i]);
                if ok {
                    members.push(i);
                    if let Some(slot) = covered.get_mut(i) {
                        *slot = true;
                    }
                }
            }
        }
        let max = limit(
            members.len() as i64,
            &[
                spec.max_unavailable.as_ref(),
                strategy.max_unavailable.as_ref(),
            ],
        )
        .map_err(|e| {
            if spec.max_unavailable.is_some() {
                e.within(&format!("{path}.maxUnavailable"))
            } else {
                e.within("maxUnavailable")
            }
        })?;
        if members.is_empty() && !spec.has_no_criteria() {
            warnings.push(format!("{path} ({name}) matches no cluster"));
        }
        partitions.push(Part {
            name,
            members,
            max_unavailable: max,
        });
    }
    let unmatched: Vec<usize> = (0..targets.len())
        .filter(|&i| !covered.get(i).copied().unwrap_or(true))
        .collect();
    if !unmatched.is_empty() {
        explanation.push(format!(
            "{} targets match no partition: they are never deployed, yet count in the bundle summary (Pending), so the bundle never becomes Ready",
            unmatched.len()
        ));
    }
    Ok(Partitioning {
        manual: true,
        partitions,
        unmatched,
        explanation,
        warnings,
    })
}
