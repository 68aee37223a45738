//! `CheckAndReuseFailedReplica` and `isFailedReplicaReusable`: which failed
//! replica the volume controller reuses before it creates a new one.

use crate::kernel::message::Message;
use crate::kernel::quantity::format_bytes;
use crate::longhorn::checks::{MAX_REBUILD_RETRY, disk_schedulable, node_info_verdict, percent_of};
use crate::longhorn::explain::{
    DiskVerdict, NodeVerdict, ReplicaDecision, ReuseCandidate, ReuseDecision,
};
use crate::longhorn::input::DataEngine;
use crate::longhorn::search::{Rep, Scope, VolCtx, clone, disk_ref, search};
use crate::longhorn::validate::Cluster;

/// Why v2 volumes reuse nothing when the setting is off.
pub(crate) const V2_FAST_REBUILD_OFF: &str = "fast-replica-rebuild-enabled is false for the v2 data engine: v2 volumes neither reuse failed replicas nor wait for them";

/// Failed replicas are reused, and waited for, unless the volume is v2 and
/// `fast-replica-rebuild-enabled` is false for v2 (`CheckAndReuseFailedReplica`,
/// `RequireNewReplica`).
pub(crate) fn reuse_enabled(c: &Cluster<'_>, engine: DataEngine) -> bool {
    engine == DataEngine::V1 || c.settings.fast_replica_rebuild_enabled.v2
}

/// `CheckAndReuseFailedReplica`: which failed replica can be reused now.
pub(crate) fn try_reuse(
    c: &Cluster<'_>,
    ctx: &VolCtx<'_>,
    reps: &[Rep],
    hard_affinity: Option<usize>,
) -> (ReuseDecision, Option<usize>) {
    let mut considered = Vec::new();
    if !reuse_enabled(c, ctx.facts.data_engine) {
        for r in reps {
            if let Some(failed_at) = r.failed_at {
                considered.push(ReuseCandidate {
                    replica: r.name.clone(),
                    failed_at,
                    reusable: false,
                    why_not: Some(V2_FAST_REBUILD_OFF.to_string()),
                    why_not_message: Some(Message::new("longhorn-reuse-v2-fast-rebuild-off")),
                });
            }
        }
        let decision = ReuseDecision {
            considered,
            search: None,
            reused: None,
        };
        return (decision, None);
    }
    let mut nodes = vec![false; c.nodes.len()];
    let mut disks = vec![false; c.disks.len()];
    let mut reusable = Vec::new();
    for (i, r) in reps.iter().enumerate() {
        let Some(failed_at) = r.failed_at else {
            continue;
        };
        let (why_not, why_not_message) = reuse_blocker(c, ctx, r, hard_affinity).unzip();
        if why_not.is_none() {
            if let (Some(n), Some(d)) = (r.node, r.disk) {
                nodes[n] = true;
                disks[d] = true;
                reusable.push(i);
            }
        }
        considered.push(ReuseCandidate {
            replica: r.name.clone(),
            failed_at,
            reusable: why_not.is_none(),
            why_not,
            why_not_message,
        });
    }
    if reusable.is_empty() {
        return (
            ReuseDecision {
                considered,
                search: None,
                reused: None,
            },
            None,
        );
    }
    let found = search(
        c,
        ctx,
        reps,
        "(reuse)",
        Scope::Reuse {
            nodes: &nodes,
            disks: &disks,
        },
    );
    let mut on_candidate = vec![false; c.disks.len()];
    for &d in &found.candidates {
        on_candidate[d] = true;
    }
    let chosen = reusable
        .iter()
        .copied()
        .filter(|&i| reps[i].disk.is_some_and(|d| on_candidate[d]))
        .max_by(|&a, &b| {
            reps[a]
                .failed_at
                .cmp(&reps[b].failed_at)
                .then_with(|| reps[b].name.cmp(&reps[a].name))
        });
    let mut decision: ReplicaDecision = found.decision;
    if let Some(i) = chosen {
        decision.winner = reps[i].disk.map(|d| disk_ref(c, d));
        if let Some(row) = reps[i].disk.and_then(|d| decision.disks.get_mut(d)) {
            row.verdict = DiskVerdict::Chosen;
        }
    }
    let reused = chosen.map(|i| reps[i].name.clone());
    (
        ReuseDecision {
            considered,
            search: Some(Box::new(decision)),
            reused,
        },
        chosen,
    )
}

/// Why a failed replica cannot be reused now (`isFailedReplicaReusable`):
/// the English, and the same as a message (`longhorn-reuse-…`).
fn reuse_blocker(
    c: &Cluster<'_>,
    ctx: &VolCtx<'_>,
    r: &Rep,
    hard_affinity: Option<usize>,
) -> Option<(String, Message)> {
    let said = |text: String, message: Message| Some((text, message));
    let (Some(n), Some(d)) = (r.node, r.disk) else {
        return said(
            "has no node or disk".into(),
            Message::new("longhorn-reuse-no-disk"),
        );
    };
    if r.retry >= MAX_REBUILD_RETRY {
        return said(
            format!(
                "rebuildRetryCount {} reached the limit of {MAX_REBUILD_RETRY}",
                r.retry
            ),
            Message::new("longhorn-reuse-retry-limit")
                .arg("count", r.retry as i64)
                .arg("limit", MAX_REBUILD_RETRY as i64),
        );
    }
    if r.evicting {
        return said(
            "eviction requested".into(),
            Message::new("longhorn-reuse-evicting"),
        );
    }
    if hard_affinity.is_some_and(|a| a != n) {
        return said(
            "not on the hard-affinity node".into(),
            Message::new("longhorn-reuse-not-affinity-node"),
        );
    }
    let node = c.nodes.get(n)?;
    let verdict = node_info_verdict(node, c.settings);
    if verdict != NodeVerdict::Candidate {
        let (text, id) = node_verdict_text(verdict);
        return said(
            format!("node {} is not schedulable ({text})", node.name),
            Message::new("longhorn-reuse-node-not-schedulable")
                .arg("node", &node.name)
                .arg("verdict", id),
        );
    }
    if !node.engine_ready {
        return said(
            format!("engine image not ready on node {}", node.name),
            Message::new("longhorn-reuse-engine-not-ready").arg("node", &node.name),
        );
    }
    let disk = c.disks.get(d)?.1;
    if !disk.allow_scheduling || disk.eviction_requested || !disk.ready {
        return said(
            format!(
                "disk {} is unavailable (scheduling disabled, evicting or not ready)",
                disk.name
            ),
            Message::new("longhorn-reuse-disk-unavailable").arg("disk", &disk.name),
        );
    }
    if let Some(blocked) = unschedulable_disk(c, d) {
        return Some(blocked);
    }
    // v1.12.1 and master: a linked-clone replica only beside its healthy source replica.
    if let Some(src) = r
        .linked_src
        .as_ref()
        .filter(|_| ctx.facts.version.clone_node_disk_map_rule())
    {
        return clone::reuse_blocker(c, &ctx.clone, src, d);
    }
    None
}

/// `isFailedReplicaReusable` skips a disk whose `Schedulable` condition is
/// not `True`, unless its reason is `DiskPressure` and the disk is not full
/// (`isDiskNotFull`: `available > trunc(maximum × minimal% / 100)`): a
/// replica on such a disk is not reusable.
fn unschedulable_disk(c: &Cluster<'_>, d: usize) -> Option<(String, Message)> {
    let disk = c.disks.get(d)?.1;
    if disk_schedulable(disk, c.scheduled[d], c.settings).0 {
        return None;
    }
    let reason = schedulable_reason(disk);
    if reason != DISK_PRESSURE {
        return Some((
            format!(
                "disk {} is not schedulable (reason {reason:?}); only a DiskPressure disk that is not full keeps its failed replicas reusable",
                disk.name
            ),
            Message::new("longhorn-reuse-disk-not-schedulable")
                .arg("disk", &disk.name)
                .arg("reason", reason),
        ));
    }
    let maximum = disk.storage_maximum.0;
    let available = disk.storage_available.0;
    let limit = percent_of(maximum, c.settings.storage_minimal_available_percentage);
    if maximum > 0 && available > 0 && available > limit {
        return None;
    }
    Some((
        format!(
            "disk {} is under DiskPressure and full: available {} is not > trunc({} × {} / 100) = {} (isDiskNotFull)",
            disk.name,
            format_bytes(available as f64),
            format_bytes(maximum as f64),
            c.settings.storage_minimal_available_percentage,
            format_bytes(limit as f64),
        ),
        Message::new("longhorn-reuse-disk-full")
            .arg("disk", &disk.name)
            .arg("availableBytes", available)
            .arg("maximumBytes", maximum)
            .arg(
                "percentage",
                c.settings.storage_minimal_available_percentage,
            )
            .arg("limitBytes", limit),
    ))
}

/// The reason of a disk's `Schedulable=False`: as recorded, else as the node
/// controller writes it (`DiskNotReady` for a disk that is not ready, else
/// `DiskPressure`: `Fits(0, 0)` failed).
fn schedulable_reason(disk: &crate::longhorn::input::Disk) -> &str {
    match (&disk.schedulable, &disk.schedulable_reason) {
        (Some(_), Some(reason)) => reason,
        (Some(_), None) => "",
        (None, _) if !disk.ready => "DiskNotReady",
        (None, _) => DISK_PRESSURE,
    }
}

/// `DiskConditionReasonDiskPressure`.
const DISK_PRESSURE: &str = "DiskPressure";

/// A node verdict in English words, and the key the message's `$verdict`
/// selector reads (`longhorn-reuse-node-not-schedulable`).
fn node_verdict_text(v: NodeVerdict) -> (&'static str, &'static str) {
    match v {
        NodeVerdict::Candidate => ("candidate", "candidate"),
        NodeVerdict::NotReady => ("not ready", "not-ready"),
        NodeVerdict::Cordoned => ("cordoned", "cordoned"),
        NodeVerdict::SchedulingDisabled => ("scheduling disabled", "scheduling-disabled"),
        NodeVerdict::EvictionRequested => ("eviction requested", "eviction-requested"),
        NodeVerdict::EngineNotReady => ("engine not ready", "engine-not-ready"),
        NodeVerdict::NotAffinityNode => ("not the hard-affinity node", "not-affinity-node"),
        NodeVerdict::NoReusableReplica => ("no reusable replica", "no-reusable-replica"),
        NodeVerdict::OutsideTopology => ("outside the topology requirement", "outside-topology"),
        NodeVerdict::NotCloneSource => (
            "no healthy replica of the source volume",
            "not-clone-source",
        ),
    }
}
