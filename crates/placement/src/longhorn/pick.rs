//! Choosing one disk among the candidates: the balance pick (≥ 1.11) or the
//! older most-usable pick (1.4–1.10).

use super::balance::{DiskCandidate, pick_balanced};
use super::explain::{DiskVerdict, MostUsableEntry, MostUsablePick, Pick, ReplicaDecision};
use super::input::Algorithm;
use super::validate::Cluster;
use crate::kernel::sort;

/// `usable(d) = max(0, available − reserved − scheduled)` from the disk status.
pub(crate) fn usable(c: &Cluster<'_>, d: usize) -> i64 {
    let disk = c.disks[d].1;
    let value = i128::from(disk.storage_available.0)
        - i128::from(disk.storage_reserved.0)
        - i128::from(c.scheduled[d]);
    i64::try_from(value.max(0)).unwrap_or(i64::MAX)
}

/// The older pick: the largest `storageAvailable − storageReserved`; ties are
/// reported and broken by node then disk name.
pub(crate) fn most_usable(
    c: &Cluster<'_>,
    candidates: &[usize],
) -> (MostUsablePick, Option<usize>) {
    let value = |d: usize| {
        let disk = c.disks[d].1;
        disk.storage_available
            .0
            .saturating_sub(disk.storage_reserved.0)
    };
    let best = candidates.iter().map(|&d| value(d)).max();
    let mut tied: Vec<usize> = candidates
        .iter()
        .copied()
        .filter(|&d| Some(value(d)) == best)
        .collect();
    sort::sort_by(&mut tied, |&a, &b| {
        c.node_name(c.disk_node(a))
            .cmp(c.node_name(c.disk_node(b)))
            .then_with(|| c.disk_name(a).cmp(c.disk_name(b)))
    });
    let label = |d: usize| format!("{}/{}", c.node_name(c.disk_node(d)), c.disk_name(d));
    let winner = tied.first().copied();
    let pick = MostUsablePick {
        entries: candidates
            .iter()
            .map(|&d| MostUsableEntry {
                name: label(d),
                usable: value(d),
            })
            .collect(),
        winner: winner.map(label),
        tie: if tied.len() > 1 {
            tied.iter().map(|&d| label(d)).collect()
        } else {
            Vec::new()
        },
    };
    (pick, winner)
}

/// Runs the configured pick on `candidates` and records it in `decision`.
/// Returns the chosen disk.
pub(crate) fn pick(
    c: &Cluster<'_>,
    algorithm: Algorithm,
    candidates: &[usize],
    size: i64,
    decision: &mut ReplicaDecision,
) -> Option<usize> {
    if candidates.is_empty() {
        return None;
    }
    let chosen = match algorithm {
        Algorithm::Balance => {
            let list: Vec<DiskCandidate> = candidates
                .iter()
                .map(|&d| DiskCandidate {
                    node: c.node_name(c.disk_node(d)).to_string(),
                    disk: c.disk_name(d).to_string(),
                    usable: usable(c, d),
                })
                .collect();
            let simulation = pick_balanced(&list, size);
            let chosen = simulation.winner.as_ref().and_then(|w| {
                candidates
                    .iter()
                    .copied()
                    .find(|&d| c.disk_name(d) == w.disk && c.node_name(c.disk_node(d)) == w.node)
            });
            decision.node_tie = simulation.node_stage.tie.clone();
            decision.tie = simulation.disk_stage.tie.clone();
            decision.fallback = simulation.node_stage.fallback || simulation.disk_stage.fallback;
            decision.pick = Some(Pick::Balance(Box::new(simulation)));
            chosen
        }
        Algorithm::MostUsable => {
            let (table, chosen) = most_usable(c, candidates);
            decision.tie = table.tie.clone();
            decision.pick = Some(Pick::MostUsable(table));
            chosen
        }
    };
    if let Some(d) = chosen {
        decision.winner = Some(super::search::disk_ref(c, d));
        if let Some(row) = decision.disks.get_mut(d) {
            row.verdict = DiskVerdict::Chosen;
            row.fits = row.fits.take().map(|f| f.with_text());
        }
    }
    chosen
}
