//! The reference's own choice of one disk among the candidates it found:
//! from the spec (§5) and longhorn-manager's `scheduler/replica_scheduler.go`
//! (`getDiskWithMostUsableStorage` in 1.4–1.10; the two-stage balance score
//! since 1.11), with its own usable storage and its own scores. Nothing comes
//! from the engine's decision, so a wrong winner there is a difference here.
//! Where Longhorn picks at random (a tie, or no candidate big enough), the
//! playground picks by name and so does this.

use placement::longhorn::{Algorithm, Node};

/// A candidate disk: node and disk by index, and the numbers the picks read.
pub(crate) struct Candidate {
    pub node: usize,
    pub disk: usize,
    /// `max(0, storageAvailable − storageReserved − storageScheduled)`.
    pub usable: i64,
    /// `storageAvailable − storageReserved` (the older pick's number).
    pub available: i64,
}

/// `(max − min) / mean` of the whole vector, scanned; `+∞` when the mean is not positive.
fn spread_over_mean(vector: &[i64]) -> f64 {
    let (Some(max), Some(min)) = (vector.iter().max(), vector.iter().min()) else {
        return f64::INFINITY;
    };
    let sum: i128 = vector.iter().map(|&v| i128::from(v)).sum();
    let mean = sum as f64 / vector.len() as f64;
    if mean <= 0.0 {
        f64::INFINITY
    } else {
        (*max as f64 - *min as f64) / mean + 0.0
    }
}

/// `values` with `values[i]` reduced by `size`, scored.
fn reduced(values: &[i64], i: usize, size: i64) -> f64 {
    let mut vector = values.to_vec();
    vector[i] -= size;
    spread_over_mean(&vector)
}

/// Among `options` (score, tie-break score, name), the lowest score, then the
/// lowest tie-break, then the first name; `None` when there is no option.
fn lowest<'a>(options: impl Iterator<Item = (f64, f64, &'a str, usize)>) -> Option<usize> {
    let mut best: Option<(f64, f64, &str, usize)> = None;
    for o in options {
        let better = best
            .is_none_or(|b| o.0 < b.0 || (o.0 == b.0 && (o.1 < b.1 || (o.1 == b.1 && o.2 < b.2))));
        if better {
            best = Some(o);
        }
    }
    best.map(|b| b.3)
}

/// The balance pick: the node whose reduced node-sum vector scores lowest,
/// then its disk whose reduced cluster-wide disk vector scores lowest (the
/// node-local vector breaking a tie). Only nodes and disks with room for the
/// replica are scored; with none, the first by name.
fn balance(nodes: &[Node], candidates: &[Candidate], size: i64) -> Option<usize> {
    if candidates.len() == 1 {
        return Some(0);
    }
    let mut names: Vec<usize> = Vec::new();
    let mut sums: Vec<i64> = Vec::new();
    for c in candidates {
        match names.iter().position(|&n| n == c.node) {
            Some(k) => sums[k] = sums[k].saturating_add(c.usable),
            None => {
                names.push(c.node);
                sums.push(c.usable);
            }
        }
    }
    let node_name = |k: usize| nodes[names[k]].name.as_str();
    let roomy_nodes = (0..names.len()).filter(|&k| sums[k] >= size);
    let node = lowest(roomy_nodes.map(|k| (reduced(&sums, k, size), 0.0, node_name(k), k)))
        .or_else(|| lowest((0..names.len()).map(|k| (0.0, 0.0, node_name(k), k))))?;
    let values: Vec<i64> = candidates.iter().map(|c| c.usable).collect();
    let on_node: Vec<usize> = (0..candidates.len())
        .filter(|&i| candidates[i].node == names[node])
        .collect();
    let local: Vec<i64> = on_node.iter().map(|&i| values[i]).collect();
    let disk_name = |i: usize| {
        nodes[candidates[i].node].disks[candidates[i].disk]
            .name
            .as_str()
    };
    let roomy_disks = on_node
        .iter()
        .enumerate()
        .filter(|&(_, &i)| values[i] >= size);
    lowest(roomy_disks.map(|(p, &i)| {
        (
            reduced(&values, i, size),
            reduced(&local, p, size),
            disk_name(i),
            i,
        )
    }))
    .or_else(|| lowest(on_node.iter().map(|&i| (0.0, 0.0, disk_name(i), i))))
}

/// The older pick: the largest `storageAvailable − storageReserved`, then node and disk name.
fn most_usable(nodes: &[Node], candidates: &[Candidate]) -> Option<usize> {
    let name = |c: &Candidate| {
        (
            nodes[c.node].name.as_str(),
            nodes[c.node].disks[c.disk].name.as_str(),
        )
    };
    (0..candidates.len()).min_by(|&a, &b| {
        let (x, y) = (&candidates[a], &candidates[b]);
        y.available
            .cmp(&x.available)
            .then_with(|| name(x).cmp(&name(y)))
    })
}

/// The index into `candidates` of the disk the reference places the replica on.
pub(crate) fn pick(
    algorithm: Algorithm,
    nodes: &[Node],
    candidates: &[Candidate],
    size: i64,
) -> Option<usize> {
    if candidates.is_empty() {
        return None;
    }
    match algorithm {
        Algorithm::Balance => balance(nodes, candidates, size),
        Algorithm::MostUsable => most_usable(nodes, candidates),
    }
}
