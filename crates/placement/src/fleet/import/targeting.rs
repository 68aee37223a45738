//! Fleet's bundle target matching: which pasted clusters a Bundle (or a
//! fleet.yaml) targets, and what each target and restriction decided.

use super::reader::Reader;
use super::ImportedTarget;
use crate::fleet::strategy::{PartitionSpec, RolloutStrategy};
use crate::fleet::targets::{partition, Cluster, ClusterGroup};
use crate::kernel::message::Message;
use crate::InputError;

/// One target list entry as read.
pub(super) struct Target {
    pub(super) spec: PartitionSpec,
    pub(super) do_not_deploy: bool,
    pub(super) field: String,
}

/// The strategy and targeting of a bundle or fleet.yaml.
#[derive(Default)]
pub(super) struct Targeting {
    pub(super) strategy: RolloutStrategy,
    pub(super) paused: bool,
    /// First-match targets (spec.targets, targetCustomizations).
    pub(super) targets: Vec<Target>,
    /// A cluster must match one of these when there are any.
    pub(super) restrictions: Vec<Target>,
    /// `false` for a fleet.yaml without overrideTargets: the GitRepo (not pasted) targets.
    pub(super) targets_known: bool,
    /// What is reported in `FleetImport::targets`.
    pub(super) listed: Vec<ImportedTarget>,
    /// Who to name in notes.
    pub(super) who: String,
}

impl Targeting {
    /// For each cluster: `None` when it is a target, else why not. Fills `listed`.
    pub(super) fn decide(
        &mut self,
        clusters: &[Cluster],
        groups: &[ClusterGroup],
        reader: &mut Reader,
    ) -> Result<Vec<Option<Message>>, InputError> {
        let who = self.who.clone();
        let refs: Vec<&Cluster> = clusters.iter().collect();
        // Membership as the engine decides it for partitions (criteria ANDed).
        let members = |list: &[Target]| -> Result<Vec<Vec<bool>>, InputError> {
            if list.is_empty() {
                return Ok(Vec::new());
            }
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
                        if let Some(slot) = m.get_mut(i) {
                            *slot = true;
                        }
                    }
                    m
                })
                .collect())
        };
        for t in self.targets.iter().chain(&self.restrictions) {
            if t.spec.has_no_criteria() {
                reader.note_once(
                    format!("{who} {} criteria", t.field),
                    Message::new("import-fleet-target-no-criteria").arg("source", &who).arg("field", &t.field),
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
        let target_members = members(&self.targets)?;
        let restriction_members = members(&self.restrictions)?;
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
                    Some(f) if self.targets[f].do_not_deploy => {
                        Some(Message::new("import-fleet-not-target-do-not-deploy").arg("field", &self.targets[f].field))
                    }
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
        Ok(out)
    }
}
