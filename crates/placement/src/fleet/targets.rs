//! Targets (clusters), cluster groups and partitioning (spec §3).

use crate::kernel::message::{Message, Said};
use std::collections::BTreeSet;

use super::input::{Behavior, MAX_READY_DELAY};
pub use super::input::{Cluster, ClusterGroup, DEFAULT_NAMESPACE};
use super::strategy::{DEFAULT_AUTO_PARTITION_SIZE, PartitionSpec, RolloutStrategy};
use crate::InputError;
use crate::kernel::int_or_percent::{IntOrPercent, Limit, limit};
use crate::kernel::labels::{Labels, validate_key, validate_value};
use crate::kernel::sort;

mod lenient;
pub use lenient::INVALID_GROUP_SELECTOR_LOG;
use lenient::{Unread, selector_problem, unread_value, usable_groups};

/// The label Fleet also compares `clusterName` with.
pub const DISPLAY_NAME_LABEL: &str = "management.cattle.io/cluster-display-name";

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
    pub explanation: Vec<Said>,
    /// Things the user should know (e.g. a partition with no criteria).
    pub warnings: Vec<Said>,
}

/// One partition of a [`Partitioning`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Name as in `status.partitions[].name` (empty for an unnamed manual partition).
    pub name: String,
    /// How the playground names the partition in sentences: the name, or
    /// `partitions[i] (unnamed)`.
    pub label: String,
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
        // The path is formatted on an error only: an input can hold 100,000 clusters.
        check_cluster(c).map_err(|e| e.within(&format!("clusters[{i}]")))?;
    }
    sort_and_validate_checked(clusters, groups)
}

/// [`sort_and_validate`] for clusters whose own checks (a name, valid labels,
/// no behavior) were made as they were read: the Fleet import checks each
/// label where it stands in the paste, and checking 100,000 clusters' labels
/// again was a tenth of its time. The duplicate names and the groups are
/// still checked. `tests/engine/fleet_import_checked.rs` shows the skipped checks
/// pass on what the import returns.
pub(crate) fn sort_and_validate_checked(
    clusters: &[Cluster],
    groups: &[ClusterGroup],
) -> Result<Vec<usize>, InputError> {
    let order = target_order(clusters);
    for w in order.windows(2) {
        if let [a, b] = *w {
            let (ca, cb) = (&clusters[a], &clusters[b]);
            if ca.name == cb.name && ca.namespace() == cb.namespace() {
                return Err(InputError::new(
                    format!("clusters[{}].name", a.max(b)),
                    &cb.name,
                    Message::new("error-duplicate-cluster")
                        .arg("namespace", cb.namespace())
                        .arg("name", &cb.name)
                        .arg("index", a.min(b)),
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
                Message::new("error-not-empty"),
            ));
        }
        if !names.insert((g.namespace(), g.name.as_str())) {
            return Err(InputError::new(
                format!("{path}.name"),
                &g.name,
                Message::new("error-duplicate-group").arg("namespace", g.namespace()),
            ));
        }
        validate_labels(&g.labels).map_err(|e| e.within(&format!("{path}.labels")))?;
        // An invalid selector is no error: Fleet logs it and skips the group
        // (`ClusterGroupsForCluster`); `partition` says so.
    }
    Ok(order)
}

/// Fleet's target order (`Manager.Targets` in
/// `internal/cmd/controller/target/builder.go`): targets are collected
/// namespace by namespace in sorted namespace order, then `sort.Slice` sorts
/// them by cluster name alone. Clusters of the same name (in several
/// namespaces, brought in by BundleNamespaceMappings) keep the namespace
/// order here; Go's `sort.Slice` is not stable, which only insertion sort
/// (≤ 12 targets) guarantees, so on larger fleets Fleet may order such ties
/// differently.
pub fn target_order(clusters: &[Cluster]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..clusters.len()).collect();
    sort::sort_by(&mut order, |&a, &b| {
        let (ca, cb) = (&clusters[a], &clusters[b]);
        ca.name
            .as_bytes()
            .cmp(cb.name.as_bytes())
            .then_with(|| ca.namespace().as_bytes().cmp(cb.namespace().as_bytes()))
            .then(a.cmp(&b))
    });
    order
}

/// A cluster's own checks; paths within the cluster.
fn check_cluster(c: &Cluster) -> Result<(), InputError> {
    if c.name.is_empty() {
        return Err(InputError::new("name", "", Message::new("error-not-empty")));
    }
    validate_labels(&c.labels).map_err(|e| e.within("labels"))?;
    if let Some(Behavior::Ready { after_rounds }) = &c.behavior {
        if *after_rounds > MAX_READY_DELAY {
            return Err(InputError::new(
                "behavior.afterRounds",
                after_rounds,
                Message::new("error-at-most").arg("max", MAX_READY_DELAY as i64),
            ));
        }
    }
    Ok(())
}

/// Every label's key and value checked; an error's path is the key (`["k"]`),
/// formatted on an error only (one label per cluster is 100,000 strings).
fn validate_labels(labels: &Labels) -> Result<(), InputError> {
    for (k, v) in labels {
        if let Err(e) = validate_key(k).and_then(|()| validate_value(v)) {
            return Err(InputError {
                path: format!("[{k:?}]"),
                ..e
            });
        }
    }
    Ok(())
}

/// Partitions the targets (already sorted by name) as the controller does.
///
/// `targets[i]` is the i-th target in sorted order. Errors come from `limit()`
/// on invalid int-or-percent strings and from partition selectors Fleet cannot
/// build a matcher from, with the field path — only for values the controller
/// reaches; the others, and groups with a selector Fleet skips, are warnings.
pub fn partition(
    strategy: &RolloutStrategy,
    targets: &[&Cluster],
    groups: &[ClusterGroup],
) -> Result<Partitioning, InputError> {
    let (usable, mut group_warnings) = usable_groups(groups, targets);
    let mut p = if strategy.partitions.is_empty() {
        auto_partition(strategy, targets)
    } else {
        manual_partition(strategy, targets, groups, &usable)
    }?;
    let mut warnings = strategy.said_warnings();
    if targets.is_empty() {
        warnings.extend(unread_value(
            "rolloutStrategy.maxUnavailable",
            strategy.max_unavailable.as_ref(),
            Unread::NoTargets,
        ));
        let field = "rolloutStrategy.maxUnavailablePartitions";
        warnings.extend(unread_value(
            field,
            strategy.max_unavailable_partitions.as_ref(),
            Unread::NoTargets,
        ));
    }
    if !strategy.partitions.is_empty() {
        let field = "rolloutStrategy.autoPartitionSize";
        warnings.extend(unread_value(
            field,
            strategy.auto_partition_size.as_ref(),
            Unread::ManualPartitions,
        ));
    }
    warnings.append(&mut group_warnings);
    warnings.append(&mut p.warnings);
    p.warnings = warnings;
    Ok(p)
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
        Some(IntOrPercent::Int(i)) if *i <= 0 => Some(Said::new(
            format!("autoPartitionSize is {i} (≤ 0): a single partition"),
            Message::new("fleet-partitions-single-size").arg("size", *i),
        )),
        _ if threshold <= 0 => Some(Said::new(
            format!("autoPartitionThreshold is {threshold} (≤ 0): a single partition"),
            Message::new("fleet-partitions-single-threshold").arg("threshold", threshold),
        )),
        _ if count < threshold => Some(Said::new(
            format!("{count} targets < autoPartitionThreshold {threshold}: a single partition"),
            Message::new("fleet-partitions-single-below")
                .arg("count", count)
                .arg("threshold", threshold),
        )),
        _ => None,
    };
    if let Some(reason) = single_reason {
        let why = if threshold <= 0 {
            Unread::PartitioningOff { threshold }
        } else {
            Unread::BelowThreshold { count, threshold }
        };
        let unread = unread_value(
            "rolloutStrategy.autoPartitionSize",
            strategy.auto_partition_size.as_ref(),
            why,
        );
        let max = max_unavailable(n)?;
        return Ok(Partitioning {
            manual: false,
            partitions: vec![Part {
                name: "All".into(),
                label: "All".into(),
                members: (0..n).collect(),
                max_unavailable: max,
            }],
            unmatched: vec![],
            explanation: vec![reason],
            warnings: unread.into_iter().collect(),
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
        let name = format!("Partition {start} - {end}");
        partitions.push(Part {
            label: name.clone(),
            name,
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
            Said::new(
                format!(
                    "{count} targets ≥ autoPartitionThreshold {threshold}: automatic partitions"
                ),
                Message::new("fleet-partitions-auto")
                    .arg("count", count)
                    .arg("threshold", threshold),
            ),
            Said::new(
                format!("partition size: autoPartitionSize {}", size.explanation),
                Message::new("fleet-partitions-size")
                    .arg("explanation", size.explanation_message.clone()),
            ),
            Said::new(
                format!("partitions: {sizes}"),
                Message::new("fleet-partitions-sizes").arg("sizes", sizes.as_str()),
            ),
        ],
        warnings: vec![],
    })
}

fn manual_partition(
    strategy: &RolloutStrategy,
    targets: &[&Cluster],
    groups: &[ClusterGroup],
    usable: &[bool],
) -> Result<Partitioning, InputError> {
    // Each target's cluster groups, listed once for all partitions; a group
    // whose selector Fleet cannot use holds no cluster.
    let groups_of: Vec<Vec<&ClusterGroup>> = targets
        .iter()
        .map(|c| {
            groups
                .iter()
                .zip(usable)
                .filter(|(g, ok)| **ok && g.holds(c))
                .map(|(g, _)| g)
                .collect()
        })
        .collect();
    let mut covered = vec![false; targets.len()];
    let mut partitions = Vec::with_capacity(strategy.partitions.len());
    let mut warnings = Vec::new();
    let explanation = vec![
        Said::new(
            format!(
                "{} manual partitions, in the order written; criteria are ANDed",
                strategy.partitions.len()
            ),
            Message::new("fleet-partitions-manual").arg("count", strategy.partitions.len()),
        ),
        Said::new(
            "a cluster is a member when all criteria hold together for one of its cluster groups (its name and labels); a cluster in no group is matched with an empty group, so a clusterGroupSelector such as {} or a NotIn / DoesNotExist expression matches it",
            Message::new("fleet-partitions-manual-membership"),
        ),
    ];
    for (pi, spec) in strategy.partitions.iter().enumerate() {
        let path = format!("partitions[{pi}]");
        let label = if spec.name.is_empty() {
            format!("{path} (unnamed)")
        } else {
            spec.name.clone()
        };
        let mut members = Vec::new();
        if !targets.is_empty() {
            check_matcher(spec, &path)?;
        }
        if spec.has_no_criteria() {
            warnings.push(Said::new(
                format!("{path} ({label}) sets none of clusterName, clusterSelector, clusterGroup, clusterGroupSelector: it matches no cluster"),
                named("fleet-partition-no-criteria", &path, &spec.name),
            ));
        } else {
            if let Some(n) = spec.cluster_group.as_deref().filter(|n| !n.is_empty()) {
                if !groups.iter().any(|g| g.name == n) {
                    warnings.push(Said::new(
                        format!("{path}.clusterGroup: no cluster group named {n:?}; the partition matches no cluster"),
                        Message::new("fleet-partition-unknown-group").arg("path", path.as_str()).arg("group", n),
                    ));
                }
            }
            for (i, c) in targets.iter().enumerate() {
                if partition_matches(spec, c, &groups_of[i]) {
                    members.push(i);
                    covered[i] = true;
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
        if members.is_empty() && spec.max_unavailable.is_some() {
            let field = format!("rolloutStrategy.{path}.maxUnavailable");
            warnings.extend(unread_value(
                &field,
                spec.max_unavailable.as_ref(),
                Unread::EmptyPartition { path: &path },
            ));
        }
        if members.is_empty() && !spec.has_no_criteria() {
            warnings.push(Said::new(
                format!("{path} ({label}) matches no cluster"),
                named("fleet-partition-matches-none", &path, &spec.name),
            ));
        }
        partitions.push(Part {
            name: spec.name.clone(),
            label,
            members,
            max_unavailable: max,
        });
    }
    let unmatched: Vec<usize> = (0..targets.len()).filter(|&i| !covered[i]).collect();
    let mut explanation = explanation;
    if !unmatched.is_empty() {
        explanation.push(Said::new(
            format!(
                "{} targets match no partition: they are never deployed, yet count in the bundle summary (Pending), so the bundle never becomes Ready",
                unmatched.len()
            ),
            Message::new("fleet-partitions-unmatched").arg("count", unmatched.len()),
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

/// `NewClusterMatcher` (`target/matcher/clustermatcher.go`): the group
/// selector, then the cluster selector, turned into selectors; the first that
/// `LabelSelectorAsSelector` refuses fails the reconcile with its error text.
fn check_matcher(spec: &PartitionSpec, path: &str) -> Result<(), InputError> {
    let selectors = [
        ("clusterGroupSelector", &spec.cluster_group_selector),
        ("clusterSelector", &spec.cluster_selector),
    ];
    for (field, selector) in selectors {
        if let Some((inner, go)) = selector.as_ref().and_then(selector_problem) {
            let at = crate::kernel::error::join_path(&format!("{path}.{field}"), &inner);
            return Err(InputError::new(
                at,
                "",
                crate::kernel::error_text::verbatim(go),
            ));
        }
    }
    Ok(())
}

/// Fleet's `manualPartition` (`internal/cmd/controller/target/rollout.go`) with
/// its `ClusterMatcher` (`target/matcher/clustermatcher.go`): the criteria are
/// tried once per cluster group the cluster is in, all against that *same*
/// group's name and labels; a cluster in no group is tried once with an empty
/// group name and no labels. An empty `clusterName` / `clusterGroup` is no
/// criterion (Go tests `!= ""`); no criterion at all matches nothing.
pub fn partition_matches(spec: &PartitionSpec, c: &Cluster, groups: &[&ClusterGroup]) -> bool {
    if spec.has_no_criteria() {
        return false;
    }
    let no_labels = Labels::new();
    let with_group = |group_name: &str, group_labels: &Labels| {
        spec.cluster_name
            .as_deref()
            .filter(|n| !n.is_empty())
            .is_none_or(|n| {
                c.name == n || c.labels.get(DISPLAY_NAME_LABEL).map(String::as_str) == Some(n)
            })
            && spec
                .cluster_group
                .as_deref()
                .filter(|n| !n.is_empty())
                .is_none_or(|n| n == group_name)
            && spec
                .cluster_group_selector
                .as_ref()
                .is_none_or(|sel| sel.matches(group_labels))
            && spec
                .cluster_selector
                .as_ref()
                .is_none_or(|sel| sel.matches(&c.labels))
    };
    if groups.is_empty() {
        with_group("", &no_labels)
    } else {
        groups.iter().any(|g| with_group(&g.name, &g.labels))
    }
}

/// A partition's message `id` with its path and name, or `id-unnamed` (the
/// catalog says "unnamed" in the page's language) when it has no name.
fn named(id: &str, path: &str, name: &str) -> Message {
    if name.is_empty() {
        Message::new(&format!("{id}-unnamed")).arg("path", path)
    } else {
        Message::new(id).arg("path", path).arg("name", name)
    }
}
