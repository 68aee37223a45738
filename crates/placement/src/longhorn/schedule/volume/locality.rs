//! Best-effort data locality migration (`ReconcileEngineReplicaState`): a
//! healthy, attached best-effort volume without a replica on the engine's node
//! gets one more replica pinned there (`replenishReplicas` with
//! `hardNodeAffinity` = the engine's node, no precheck); once it is rebuilt,
//! `cleanupDataLocalityReplicas` removes one non-local replica.

use std::collections::BTreeMap;

use super::{Flow, rebuilding};
use crate::kernel::message::Message;
use crate::longhorn::input::DataLocality;
use crate::longhorn::search::Rep;
use crate::longhorn::validate::Cluster;

impl Flow<'_> {
    /// Adds the local replica when the volume controller would, with a note
    /// saying which replica it then trims. `healthy` counts the replicas the
    /// run started with that have a node and have not failed (the engine's
    /// RW replicas).
    pub(super) fn locality_migration(&mut self, healthy: usize, wanted: usize) {
        let Some(engine_node) = self.ctx.attached else {
            return;
        };
        // hasLocalReplicaOnSameNodeAsEngine looks at every replica, failed ones too;
        // replicas created in this pass have no node yet when it runs.
        let local = self
            .reps
            .iter()
            .any(|r| !r.in_pass && r.node == Some(engine_node));
        if self.ctx.locality != DataLocality::BestEffort || healthy < wanted || local {
            return;
        }
        let name = self.new_name();
        // Created while the volume has replicas: a rebuilding replica (retry at the limit).
        self.reps.push(rebuilding(name.clone()));
        let i = self.reps.len() - 1;
        // A failure is then reported as LocalReplicaSchedulingFailure, as the
        // replica carries the hard node affinity.
        self.hard_affinity = Some(engine_node);
        self.schedule(i, None);
        let node = self.c.node_name(engine_node);
        let note = if self.reps[i].node.is_none() {
            Message::new("longhorn-locality-migration-unplaced")
                .arg("replica", &name)
                .arg("node", node)
        } else {
            let trimmed = trimmed_replicas(self.c, &self.reps, engine_node);
            let id = if trimmed.len() > 1 {
                "longhorn-locality-migration-tie"
            } else {
                "longhorn-locality-migration"
            };
            Message::new(id)
                .arg("replica", &name)
                .arg("node", node)
                .arg("trimmed", trimmed.join(", "))
        };
        self.notes.push(note);
    }
}

/// The replica `cleanupExtraHealthyReplicas` would remove once the local one
/// is healthy: an evicting one first (`cleanupEvictionRequestedReplicas`),
/// else `cleanupDataLocalityReplicas`: among the preferred candidates
/// (`getPreferredReplicaCandidatesForDeletion`: the replicas sharing a disk,
/// else a node, else a zone, else all), sorted by name, the first not on the
/// engine's node. Longhorn takes the biggest group in Go map order, so when
/// several groups tie each gives one answer: all of them are returned,
/// sorted (one entry when there is no tie).
fn trimmed_replicas(c: &Cluster<'_>, reps: &[Rep], engine_node: usize) -> Vec<String> {
    if let Some(evicting) = reps.iter().filter(|r| r.evicting).map(|r| &r.name).min() {
        return vec![evicting.clone()];
    }
    let mut by_disk: BTreeMap<(Option<usize>, Option<usize>), Vec<usize>> = BTreeMap::new();
    let mut by_node: BTreeMap<Option<usize>, Vec<usize>> = BTreeMap::new();
    let mut by_zone: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, r) in reps.iter().enumerate() {
        by_disk.entry((r.node, r.disk)).or_default().push(i);
        by_node.entry(r.node).or_default().push(i);
        if let Some(n) = r.node {
            by_zone.entry(c.zone_of[n]).or_default().push(i);
        }
    }
    let groups: [Vec<Vec<usize>>; 3] = [
        by_disk.into_values().collect(),
        by_node.into_values().collect(),
        by_zone.into_values().collect(),
    ];
    let biggest = groups.iter().find_map(|level| {
        let max = level.iter().map(Vec::len).max().unwrap_or(0);
        (max > 1).then(|| level.iter().filter(|g| g.len() == max).collect::<Vec<_>>())
    });
    let all: Vec<usize> = (0..reps.len()).collect();
    let tied = biggest.unwrap_or_else(|| vec![&all]);
    let mut trimmed: Vec<String> = tied
        .into_iter()
        .filter_map(|group| {
            group
                .iter()
                .map(|&i| &reps[i])
                .filter(|r| r.node != Some(engine_node))
                .map(|r| &r.name)
                .min()
                .cloned()
        })
        .collect();
    crate::kernel::sort::sort(&mut trimmed);
    trimmed.dedup();
    trimmed
}
