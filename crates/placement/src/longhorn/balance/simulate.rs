//! [`simulate_balance`] and [`pick_balanced`]: the input checked, then the two stages run.

use super::stages::{NameIndex, NodeGrouping, all_indices, docs_pick, run_stage};
use super::types::*;
use crate::InputError;
use crate::kernel::message::Message;

/// Validates `input` and runs the balance pick on it.
///
/// Errors name the field: `replicaSize` must be positive, usable storage must
/// not be negative, node names unique and non-empty, disk names unique per node.
pub fn simulate_balance(input: &BalanceInput) -> Result<BalanceSimulation, InputError> {
    let candidates = validate(input)?;
    Ok(pick_balanced(&candidates, input.replica_size.0))
}

fn validate(input: &BalanceInput) -> Result<Vec<DiskCandidate>, InputError> {
    if input.replica_size.0 <= 0 {
        return Err(InputError::new(
            "replicaSize",
            input.replica_size.0,
            Message::new("error-greater-than-zero"),
        ));
    }
    let mut candidates = Vec::new();
    let mut node_names = NameIndex::default();
    for (i, node) in input.nodes.iter().enumerate() {
        let node_path = format!("nodes[{i}]");
        check_name(&node.name, &mut node_names).map_err(|e| e.within(&node_path))?;
        let mut disk_names = NameIndex::default();
        for (j, disk) in node.disks.iter().enumerate() {
            let disk_path = format!("{node_path}.disks[{j}]");
            check_name(&disk.name, &mut disk_names).map_err(|e| e.within(&disk_path))?;
            if disk.usable.0 < 0 {
                return Err(InputError::new(
                    format!("{disk_path}.usable"),
                    disk.usable.0,
                    Message::new("error-not-negative"),
                ));
            }
            candidates.push(DiskCandidate {
                node: node.name.clone(),
                disk: disk.name.clone(),
                usable: disk.usable.0,
            });
        }
    }
    Ok(candidates)
}

/// A name not empty and not among the `earlier` ones of its list (a set:
/// a scan of the earlier names was quadratic); adds it to them.
fn check_name<'a>(name: &'a str, earlier: &mut NameIndex<'a>) -> Result<(), InputError> {
    if name.trim().is_empty() {
        return Err(InputError::new(
            "name",
            name,
            Message::new("error-not-empty"),
        ));
    }
    if earlier.insert(name, earlier.len()).is_some() {
        return Err(InputError::new(
            "name",
            name,
            Message::new("error-duplicate"),
        ));
    }
    Ok(())
}

/// The balance pick over candidate disks (any order; nodes are grouped by name).
///
/// The scheduler calls this with the candidate disks of the winning tier.
pub fn pick_balanced(candidates: &[DiskCandidate], replica_size: i64) -> BalanceSimulation {
    let mut simulation = BalanceSimulation {
        replica_size,
        single_candidate: candidates.len() == 1,
        node_stage: StageOutcome::default(),
        disk_stage: StageOutcome::default(),
        docs_disk_winner: None,
        winner: None,
    };
    if let [only] = candidates {
        simulation.winner = Some(DiskRef {
            node: only.node.clone(),
            disk: only.disk.clone(),
        });
        return simulation;
    }

    let grouping = NodeGrouping::new(candidates);
    let node_entries: Vec<(String, i64)> = grouping
        .names
        .iter()
        .zip(&grouping.usable)
        .map(|(name, usable)| (name.to_string(), *usable))
        .collect();
    let node_order = |i: usize| grouping.names.get(i).copied().unwrap_or("");
    simulation.node_stage = run_stage(
        &node_entries,
        &all_indices(&node_entries),
        replica_size,
        None,
        &node_order,
    );
    let Some(node) = simulation
        .node_stage
        .winner
        .as_ref()
        .and_then(|w| grouping.index(w))
    else {
        return simulation;
    };

    let disk_entries: Vec<(String, i64)> = candidates
        .iter()
        .map(|d| (format!("{}/{}", d.node, d.disk), d.usable))
        .collect();
    let on_node = grouping.disks_of(node);
    let node_disks: Vec<i64> = on_node.iter().map(|&i| candidates[i].usable).collect();
    let disk_order = |i: usize| candidates.get(i).map_or("", |c| c.disk.as_str());
    simulation.disk_stage = run_stage(
        &disk_entries,
        &on_node,
        replica_size,
        Some(&node_disks),
        &disk_order,
    );
    simulation.docs_disk_winner = docs_pick(&simulation.disk_stage);
    simulation.winner = simulation.disk_stage.winner.as_ref().and_then(|name| {
        let i = on_node
            .iter()
            .copied()
            .find(|&i| disk_entries[i].0 == *name)?;
        Some(DiskRef {
            node: candidates[i].node.clone(),
            disk: candidates[i].disk.clone(),
        })
    });
    simulation
}
