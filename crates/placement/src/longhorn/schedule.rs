//! The volume-level flow (§7): unscheduled replicas, failed-replica reuse, the
//! replenishment wait, the precheck, new replicas one after another, several
//! volumes in sequence, and the volume's `Scheduled` condition.

use super::answer::answer_volume;
use super::detail::Explain;
use super::explain::{DiskScheduled, DocsNote, ScheduleResult};
use super::input::{Scenario, Volume};
use super::validate::Cluster;
use reduce::reduce;
use volume::schedule_volume;

mod anti_affinity;
mod condition;
mod reasons;
mod reduce;
mod reuse;
mod volume;

pub(crate) use anti_affinity::effective_anti_affinity;
pub use condition::DEGRADED_AVAILABILITY_RESET;
pub(crate) use reasons::failed_condition;
pub use reasons::{
    REASON_LOCAL_REPLICA_SCHEDULING_FAILURE, REASON_REPLICA_SCHEDULING_FAILURE, join_reasons,
};

/// Schedules the first `count` volumes, each explained as `level(index)` says.
pub(crate) fn run(
    cluster: &mut Cluster<'_>,
    scenario: &Scenario,
    count: usize,
    level: impl Fn(usize) -> Explain,
) -> ScheduleResult {
    let before = cluster.scheduled.clone();
    let mut volumes = Vec::with_capacity(count);
    for (i, volume) in scenario.volumes.iter().take(count).enumerate() {
        let (mut result, placed) = schedule_volume(
            cluster,
            volume,
            scenario.algorithm,
            scenario.longhorn_version,
            scenario.now,
        );
        let rerun = |c: &Cluster<'_>, v: &Volume| {
            schedule_volume(
                c,
                v,
                scenario.algorithm,
                scenario.longhorn_version,
                scenario.now,
            )
            .0
        };
        result.answers = answer_volume(cluster, volume, &result, level(i), &rerun);
        reduce(&mut result.steps, level(i));
        for d in placed {
            if let Some(s) = cluster.scheduled.get_mut(d) {
                *s = s.saturating_add(volume.size.0);
            }
        }
        volumes.push(result);
    }
    let disks_after = (0..cluster.disks.len())
        .map(|d| DiskScheduled {
            node: cluster.node_name(cluster.disk_node(d)).to_string(),
            disk: cluster.disk_name(d).to_string(),
            before: before[d],
            after: cluster.scheduled[d],
        })
        .collect();
    ScheduleResult {
        volumes,
        disks_after,
        docs_notes: docs_notes(),
        // One level for a whole run (explain_volume keeps one volume of its run).
        explain: level(count.saturating_sub(1)),
    }
}

/// Where the docs page simplifies the real scheduler.
pub fn docs_notes() -> Vec<DocsNote> {
    let note = |id: &str, docs: &str, actual: &str| DocsNote {
        id: id.into(),
        docs: docs.into(),
        actual: actual.into(),
    };
    vec![
        note(
            "new-node-new-zone-first",
            "A new node in a new zone is used when both node and zone soft anti-affinity are disabled.",
            "The real scheduler always tries an unused node in an unused zone first, whatever the settings.",
        ),
        note(
            "cluster-wide-disk-score",
            "The disk stage scores the chosen node's disks among themselves.",
            "The disk stage scores the vector of all candidate disks in the cluster; per-node and cluster-wide scores can tie differently.",
        ),
        note(
            "used-node-tier-skips-node-tags",
            "Node tags always restrict where replicas go, and with both soft settings an existing node in an existing zone is used when nothing else is.",
            "With node and zone soft anti-affinity, the last tier holds only the nodes that already have a counted replica of the volume (getDiskCandidatesFromNodes(usedNodes)), and node tags are not re-checked there: an unused node that fails the node selector never gets a replica, while a used node whose tags no longer match can get another one.",
        ),
        note(
            "dead-replicas-do-not-block-disks",
            "Hard disk anti-affinity keeps a new replica off any disk that already hosts a replica of the same volume.",
            "Only replicas that can still matter count (filterDisksWithMatchingReplicas): a failed replica that can never be reused (no node or disk, rebuildRetryCount of 5 or more, or evicting) does not block its disk; a failed replica that may still be reused does.",
        ),
        note(
            "backing-image-selectors",
            "Node tags and disk tags must match the volume's node and disk selectors.",
            "A volume with a backing image must also match the backing image's node selector (checked like the volume's, but not in the used-nodes tier) and disk selector (reason tags not fulfilled).",
        ),
        note(
            "locality-waits-for-attachment",
            "Replicas are scheduled as soon as they exist (the Scheduling page does not mention data locality).",
            "A best-effort or strict-local volume that is not attached leaves its replicas unscheduled until it is attached (reconcileVolumeCondition); no reason is recorded and the Scheduled condition stays True meanwhile.",
        ),
        note(
            "disk-pressure-readmits-used-nodes",
            "An existing node gets another replica of the volume only when node soft anti-affinity allows it.",
            "With replica-auto-balance best-effort and replica-auto-balance-disk-pressure-percentage above 0, a used node with a disk under pressure counts as unused, so it can take another replica even under hard node anti-affinity (to move a replica between its disks).",
        ),
        note(
            "random-tie-break",
            "The lowest score wins.",
            "Ties and the no-candidate-big-enough case are decided at random by Longhorn; this engine picks deterministically and shows the tie set.",
        ),
        note(
            "no-reason-for-anti-affinity",
            "Scheduling failures state why.",
            "Anti-affinity and node-tag rejections record no reason: the volume then says `replica scheduling failed` (or, for the precheck, `disks are unavailable`).",
        ),
    ]
}
