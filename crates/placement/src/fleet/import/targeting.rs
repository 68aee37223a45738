//! Fleet's bundle target matching: which pasted clusters a Bundle (or a
//! fleet.yaml) targets, and what each target and restriction decided.

use super::ImportedTarget;
use super::model::{Target, Targeting};
use super::reader::Reader;
use crate::InputError;
#[cfg(test)]
use crate::fleet::strategy::RolloutStrategy;
use crate::fleet::targets::{Cluster, ClusterGroup, partition_matches};
use crate::kernel::message::Message;

impl Targeting {
    /// For each cluster: `None` when it is a target, else why not; and the
    /// indices of the groups that hold it. Fills `listed`.
    pub(super) fn decide(
        &mut self,
        clusters: &[Cluster],
        groups: &[ClusterGroup],
        reader: &mut Reader,
    ) -> Result<(Vec<Option<Message>>, Vec<Vec<usize>>), InputError> {
        let who = self.who.clone();
        // Each cluster's groups, matched once for the targets, the
        // restrictions and the groups' counts (they were matched per use).
        let groups_of = groups_of(clusters, groups);
        let members = |list: &[Target]| members(list, clusters, groups, &groups_of);
        for t in self.targets.iter().chain(&self.restrictions) {
            if t.spec.has_no_criteria() {
                reader.note_once(
                    format!("{who} {} criteria", t.field),
                    Message::new("import-fleet-target-no-criteria")
                        .arg("source", &who)
                        .arg("field", &t.field),
                );
            }
            if let Some(g) = &t.spec.cluster_group {
                if !groups.iter().any(|cg| &cg.name == g) {
                    reader.note_once(
                        format!("{who} {} group", t.field),
                        Message::new("import-fleet-target-group-not-pasted")
                            .arg("source", &who)
                            .arg("field", format!("{}.clusterGroup", t.field))
                            .arg("group", format!("{g:?}")),
                    );
                }
            }
        }
        let target_members = members(&self.targets);
        let restriction_members = members(&self.restrictions);
        let mut first_counts = vec![0u64; self.targets.len()];
        let mut restriction_counts = vec![0u64; self.restrictions.len()];
        let mut out = Vec::with_capacity(clusters.len());
        for i in 0..clusters.len() {
            let restricted =
                !self.restrictions.is_empty() && !restriction_members.iter().any(|m| m[i]);
            for (r, m) in restriction_members.iter().enumerate() {
                if m[i] {
                    restriction_counts[r] += 1;
                }
            }
            let first = target_members.iter().position(|m| m[i]);
            if let (Some(f), false) = (first, restricted) {
                first_counts[f] += 1;
            }
            let why = if restricted {
                Some(Message::new("import-fleet-not-target-restricted"))
            } else {
                match first {
                    Some(f) if self.targets[f].do_not_deploy => Some(
                        Message::new("import-fleet-not-target-do-not-deploy")
                            .arg("field", &self.targets[f].field),
                    ),
                    Some(_) => None,
                    None if !self.targets_known => None,
                    None => Some(Message::new("import-fleet-not-target-no-match")),
                }
            };
            out.push(why);
        }
        let list = |ts: &[Target], counts: &[u64]| -> Vec<ImportedTarget> {
            ts.iter()
                .zip(counts)
                .map(|(t, &n)| ImportedTarget {
                    field: t.field.clone(),
                    criteria: t.spec.clone(),
                    do_not_deploy: t.do_not_deploy,
                    clusters: n,
                })
                .collect()
        };
        self.listed = list(&self.targets, &first_counts);
        // A fleet.yaml's overrideTargets are both targets and restrictions: list them once.
        if self.who != "fleet.yaml" {
            self.listed
                .extend(list(&self.restrictions, &restriction_counts));
        }
        let excluded = out.iter().filter(|w| w.is_some()).count();
        if excluded > 0 {
            reader.notes.push(
                Message::new("import-fleet-clusters-not-targets")
                    .arg("count", excluded)
                    .arg("total", clusters.len())
                    .arg("source", &who),
            );
        }
        Ok((out, groups_of))
    }
}

/// The indices of the groups that hold each cluster; a group whose selector
/// Fleet cannot use holds none (`ClusterGroupsForCluster` logs and skips it).
fn groups_of(clusters: &[Cluster], groups: &[ClusterGroup]) -> Vec<Vec<usize>> {
    let usable: Vec<bool> = groups
        .iter()
        .map(|g| {
            g.selector
                .as_ref()
                .is_none_or(|s| s.go_selector_error().is_none())
        })
        .collect();
    let of = |c: &Cluster| {
        (0..groups.len())
            .filter(|&g| usable[g] && groups[g].holds(c))
            .collect()
    };
    clusters.iter().map(of).collect()
}

/// For each target of `list`, which clusters it matches: the engine's
/// manual-partition membership ([`partition_matches`], criteria ANDed),
/// without building a partitioning (limits, labels, sentences) per list.
fn members(
    list: &[Target],
    clusters: &[Cluster],
    groups: &[ClusterGroup],
    groups_of: &[Vec<usize>],
) -> Vec<Vec<bool>> {
    let mut held: Vec<&ClusterGroup> = Vec::new();
    let mut out = vec![Vec::with_capacity(clusters.len()); list.len()];
    for (c, of) in clusters.iter().zip(groups_of) {
        held.clear();
        held.extend(of.iter().map(|&g| &groups[g]));
        for (t, m) in list.iter().zip(&mut out) {
            m.push(partition_matches(&t.spec, c, &held));
        }
    }
    out
}

/// The membership as it was found before [`members`]: through
/// [`crate::fleet::targets::partition`], kept as the reference its test compares with.
#[cfg(test)]
pub(super) fn members_by_partition(
    list: &[Target],
    clusters: &[Cluster],
    groups: &[ClusterGroup],
) -> Result<Vec<Vec<bool>>, InputError> {
    use crate::fleet::targets::partition;
    if list.is_empty() {
        return Ok(Vec::new());
    }
    let refs: Vec<&Cluster> = clusters.iter().collect();
    let strategy = RolloutStrategy {
        partitions: list.iter().map(|t| t.spec.clone()).collect(),
        ..RolloutStrategy::default()
    };
    let p = partition(&strategy, &refs, groups)?;
    Ok(p.partitions
        .iter()
        .map(|part| {
            let mut m = vec![false; clusters.len()];
            for &i in &part.members {
                m[i] = true;
            }
            m
        })
        .collect())
}

#[cfg(test)]
#[path = "targeting_tests.rs"]
mod tests;
