//! The candidate fixes read off a failed search, one list per kind: a node or
//! disk state put right, tags a node or disk lacks, a disk-selector tag
//! dropped, a disk grown by the fewest bytes that let it pass `Fits`. Each is
//! an [`Edit`]; [`run_edited`] proves it by applying exactly that edit and
//! running the volume again.

use super::edit::{DiskFix, Edit, NodeFix};
use super::rerun::Rerun;
use crate::longhorn::checks::{disk_schedulable, fits};
use crate::longhorn::explain::{DiskVerdict as V, NodeVerdict, ReplicaDecision, VolumeResult};
use crate::longhorn::input::{DataEngine, Disk, DiskType, Node, Scenario, Volume};
use crate::longhorn::validate::Cluster;

/// At most this many candidates of one kind are run again.
const TRIES: usize = 4;

/// The volume run again on the cluster with `edit` applied (the same
/// [`Edit::apply`] the lab's button calls), the volumes before it as placed.
pub(super) fn run_edited(
    c: &Cluster<'_>,
    volume: &Volume,
    edit: &Edit,
    rerun: Rerun<'_>,
) -> VolumeResult {
    let mut s = Scenario {
        settings: c.settings.clone(),
        nodes: c.nodes.to_vec(),
        volumes: vec![volume.clone()],
        ..Scenario::default()
    };
    edit.apply(&mut s);
    // An edit changes values, never which nodes and disks there are: the flat
    // disk list keeps its order and points into the edited nodes.
    let disks = c
        .disks
        .iter()
        .enumerate()
        .map(|(i, &(n, _))| (n, &s.nodes[n].disks[i - c.node_disks[n].start]))
        .collect();
    let edited = super::rerun::with(c, &s.settings, &s.nodes, disks);
    rerun(&edited, &s.volumes[0])
}

/// Nodes held back by a state of their own, each put right.
pub(super) fn node_states(d: &ReplicaDecision, nodes: &[Node]) -> Vec<Edit> {
    d.nodes
        .iter()
        .filter_map(|n| {
            let state = match n.verdict {
                NodeVerdict::NotReady => NodeFix::Ready,
                NodeVerdict::Cordoned => NodeFix::Uncordon,
                NodeVerdict::SchedulingDisabled => NodeFix::AllowScheduling,
                NodeVerdict::EvictionRequested => NodeFix::StopEviction,
                NodeVerdict::EngineNotReady
                    if nodes.iter().any(|x| x.name == n.name && !x.engine_ready) =>
                {
                    NodeFix::EngineReady
                }
                _ => return None,
            };
            Some(Edit::NodeState {
                node: n.name.clone(),
                state,
            })
        })
        .take(TRIES)
        .collect()
}

/// Disks of nodes in a tier, dropped for a state of their own, each put right.
pub(super) fn disk_states(c: &Cluster<'_>, d: &ReplicaDecision) -> Vec<Edit> {
    d.disks
        .iter()
        .filter(|x| matches!(x.verdict, V::NotSchedulable | V::Unavailable))
        .filter(|x| d.tiers.iter().any(|t| t.nodes.contains(&x.node)))
        .filter_map(|x| {
            let disk = input_disk(c, &x.node, &x.disk)?;
            let state = if !disk.allow_scheduling {
                DiskFix::AllowScheduling
            } else if disk.eviction_requested {
                DiskFix::StopEviction
            } else if disk.schedulable == Some(false) {
                DiskFix::ConditionFromNumbers
            } else if disk.schedulable.is_none() && !disk.ready {
                DiskFix::Ready
            } else {
                return None;
            };
            Some(Edit::DiskState {
                node: x.node.clone(),
                disk: x.disk.clone(),
                state,
            })
        })
        .take(TRIES)
        .collect()
}

fn input_disk<'c>(c: &Cluster<'c>, node: &str, disk: &str) -> Option<&'c Disk> {
    let n = *c.node_index.get(node)?;
    c.disk_of(n, disk).map(|i| c.disks[i].1)
}

/// The tags `selector` asks for that `tags` lacks.
fn missing(selector: &[&String], tags: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for t in selector {
        if !tags.contains(t) && !out.contains(t) {
            out.push((*t).clone());
        }
    }
    out
}

/// Candidate nodes that fail a node selector or whose disks fail a disk
/// selector (the volume's and its backing image's): the tags the node and
/// its closest disk of the right type lack, fewest tags first.
pub(super) fn tags(c: &Cluster<'_>, d: &ReplicaDecision, volume: &Volume) -> Vec<Edit> {
    let image = volume
        .backing_image
        .as_deref()
        .and_then(|b| c.backing_image(b));
    let node_selector: Vec<&String> = volume
        .node_selector
        .iter()
        .chain(image.iter().flat_map(|b| &b.node_selector))
        .collect();
    let disk_selector: Vec<&String> = volume
        .disk_selector
        .iter()
        .chain(image.iter().flat_map(|b| &b.disk_selector))
        .collect();
    let wanted = match volume.data_engine {
        DataEngine::V1 => DiskType::Filesystem,
        DataEngine::V2 => DiskType::Block,
    };
    let mut edits: Vec<(usize, usize, Edit)> = Vec::new();
    for (k, n) in d.nodes.iter().enumerate() {
        let Some(node) = c.node_index.get(n.name.as_str()).map(|&i| &c.nodes[i]) else {
            continue;
        };
        if n.verdict != NodeVerdict::Candidate {
            continue;
        }
        let node_tags = missing(&node_selector, &node.tags);
        let disk = node
            .disks
            .iter()
            .filter(|x| x.allow_scheduling && !x.eviction_requested && x.disk_type == wanted)
            .map(|x| (x, missing(&disk_selector, &x.tags)))
            .min_by_key(|(_, m)| m.len());
        let Some((disk, disk_tags)) = disk else {
            continue;
        };
        if node_tags.is_empty() && disk_tags.is_empty() {
            continue;
        }
        let size = node_tags.len() + disk_tags.len();
        edits.push((
            size,
            k,
            Edit::AddTags {
                node: node.name.clone(),
                node_tags,
                disk: (!disk_tags.is_empty()).then(|| disk.name.clone()),
                disk_tags,
            },
        ));
    }
    crate::kernel::sort::sort_by_key(&mut edits, |e| (e.0, e.1));
    edits.into_iter().map(|e| e.2).take(TRIES).collect()
}

/// The volume's disk-selector tags the closest disk (of a node in a tier) lacks, dropped.
pub(super) fn drop_selector(c: &Cluster<'_>, d: &ReplicaDecision, volume: &Volume) -> Vec<Edit> {
    let selector: Vec<&String> = volume.disk_selector.iter().collect();
    d.disks
        .iter()
        .filter(|x| x.verdict == V::TagsNotFulfilled)
        .filter_map(|x| input_disk(c, &x.node, &x.disk))
        .map(|disk| missing(&selector, &disk.tags))
        .filter(|m| !m.is_empty())
        .min_by_key(Vec::len)
        .map(|tags| Edit::DropDiskSelector {
            volume: volume.name.clone(),
            tags,
        })
        .into_iter()
        .collect()
}

/// Disks of nodes in a tier that fail `Fits` (or its `Fits(0, 0)` in the disk
/// map), each grown by the fewest bytes that let it pass both, fewest first.
///
/// `waiting` replicas are unscheduled: when a disk grows, the ones before a
/// replica may land on it first and take their share of its scheduled space.
/// So each disk gets one candidate per count of earlier replicas on it (the
/// fewest bytes with 0, 1, … more replicas of this pass); the re-run then
/// proves which one schedules which replica, and the smallest that does is kept.
pub(super) fn grow(
    c: &Cluster<'_>,
    d: &ReplicaDecision,
    volume: &Volume,
    waiting: usize,
) -> Vec<Edit> {
    let mut edits: Vec<(i64, Edit)> = d
        .disks
        .iter()
        .filter(|x| matches!(x.verdict, V::InsufficientStorage | V::NotSchedulable))
        .filter(|x| d.tiers.iter().any(|t| t.nodes.contains(&x.node)))
        .filter_map(|x| Some((x, grown_disk(c, &x.node, &x.disk)?)))
        .flat_map(|(x, i)| {
            let in_pass = x
                .fits
                .as_ref()
                .filter(|f| f.size > 0)
                .map_or(0, |f| f.scheduled_in_pass);
            (0..waiting.max(1) as i64).filter_map(move |before| {
                let extra = before.saturating_mul(volume.size.0);
                let bytes = fewest_to_fit(c, i, in_pass.saturating_add(extra), volume)?;
                Some((bytes, x))
            })
        })
        .map(|(bytes, x)| {
            let edit = Edit::GrowDisk {
                node: x.node.clone(),
                disk: x.disk.clone(),
                bytes,
            };
            (bytes, edit)
        })
        .collect();
    crate::kernel::sort::sort_by_key(&mut edits, |e| e.0);
    edits.dedup_by(|a, b| a.1 == b.1);
    edits
        .into_iter()
        .map(|e| e.1)
        .take(TRIES * waiting.clamp(1, 3))
        .collect()
}

/// The flat index of a disk that growing can help: ready, allowed, not
/// evicting, its `Schedulable` condition computed from the numbers.
fn grown_disk(c: &Cluster<'_>, node: &str, disk: &str) -> Option<usize> {
    let n = *c.node_index.get(node)?;
    let i = c.disk_of(n, disk)?;
    let d = c.disks[i].1;
    (d.allow_scheduling && !d.eviction_requested && d.schedulable.is_none() && d.ready).then_some(i)
}

/// The fewest bytes disk `i` must grow by to pass its `Schedulable` condition
/// and `Fits` for the volume with `in_pass` bytes already taken in this pass.
fn fewest_to_fit(c: &Cluster<'_>, i: usize, in_pass: i64, volume: &Volume) -> Option<i64> {
    let disk = c.disks[i].1;
    let passes = |g: i64| {
        let mut grown = disk.clone();
        grown.storage_maximum.0 = grown.storage_maximum.0.saturating_add(g);
        grown.storage_available.0 = grown.storage_available.0.saturating_add(g);
        disk_schedulable(&grown, c.scheduled[i], c.settings).0
            && fits(
                &grown,
                c.scheduled[i],
                in_pass,
                volume.size.0,
                volume.actual_size.0,
                c.settings,
            )
            .fits
    };
    fewest(&passes)
}

/// The smallest `g > 0` with `passes(g)` for a `passes` that stays true once
/// true (both `Fits` conditions only gain as a disk grows), up to 1 PiB.
fn fewest(passes: &dyn Fn(i64) -> bool) -> Option<i64> {
    const LIMIT: i64 = 1 << 50;
    if passes(0) {
        return None;
    }
    let mut hi = 1i64 << 20;
    while !passes(hi) {
        if hi >= LIMIT {
            return None;
        }
        hi *= 2;
    }
    let mut lo = 0;
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if passes(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(hi)
}
