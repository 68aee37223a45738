//! The volume-level flow (§7): unscheduled replicas, failed-replica reuse, the
//! replenishment wait, the precheck, new replicas one after another, several
//! volumes in sequence, and the volume's `Scheduled` condition.

use super::answer::answer_volume;
use super::detail::{reduce, schedule_replicas_with, Explain, ScheduleOptions};
use super::explain::{
    DiskScheduled, DocsNote, EffectiveAntiAffinity, ScheduleResult, VolumeCondition,
};
use super::input::{AntiAffinityOverride, Scenario, Volume};
use super::validate::Cluster;
use crate::kernel::sort;
use crate::InputError;
use volume::schedule_volume;

mod condition;
mod reuse;
mod volume;

pub use condition::DEGRADED_AVAILABILITY_RESET;

/// Condition reason when a replica cannot be scheduled.
pub const REASON_REPLICA_SCHEDULING_FAILURE: &str = "ReplicaSchedulingFailure";
/// Condition reason when a strict-local replica cannot be scheduled.
pub const REASON_LOCAL_REPLICA_SCHEDULING_FAILURE: &str = "LocalReplicaSchedulingFailure";

/// Schedules every volume of the scenario, in order, and explains each decision.
///
/// Each volume sees the disks' `storageScheduled` grown by the replicas placed
/// for the volumes before it.
///
/// ```
/// use placement::longhorn::{schedule_replicas, Scenario};
/// let scenario: Scenario = serde_json::from_str(r#"{
///   "nodes": [
///     {"name": "n1", "zone": "a", "disks": [{"name": "d1", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
///     {"name": "n2", "zone": "b", "disks": [{"name": "d1", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}
///   ],
///   "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 3}]
/// }"#).unwrap();
/// let result = schedule_replicas(&scenario).unwrap();
/// let volume = &result.volumes[0];
/// // Node anti-affinity is hard by default: the third replica has nowhere to go.
/// assert_eq!(volume.replicas.iter().filter(|r| r.node.is_some()).count(), 2);
/// // The volume is not attached and two replicas are placed: with
/// // allow-volume-creation-with-degraded-availability (default true)
/// // reconcileVolumeCondition still reports Scheduled.
/// assert_eq!(volume.condition.status, "True");
/// assert_eq!(
///     volume.condition.message,
///     "Reset schedulable due to allow volume creation with degraded availability"
/// );
/// ```
pub fn schedule_replicas(scenario: &Scenario) -> Result<ScheduleResult, InputError> {
    schedule_replicas_with(scenario, &ScheduleOptions::default())
}

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

fn resolve(global: bool, o: AntiAffinityOverride) -> (bool, bool) {
    match o {
        AntiAffinityOverride::Ignored => (global, false),
        AntiAffinityOverride::Enabled => (true, true),
        AntiAffinityOverride::Disabled => (false, true),
    }
}

/// The soft anti-affinity in force for `volume`: its overrides, else the settings.
pub(crate) fn effective_anti_affinity(
    cluster: &Cluster<'_>,
    volume: &Volume,
) -> EffectiveAntiAffinity {
    let s = cluster.settings;
    let (node_soft, node_from_volume) = resolve(
        s.replica_soft_anti_affinity,
        volume.replica_soft_anti_affinity,
    );
    let (zone_soft, zone_from_volume) = resolve(
        s.replica_zone_soft_anti_affinity,
        volume.replica_zone_soft_anti_affinity,
    );
    let (disk_soft, disk_from_volume) = resolve(
        s.replica_disk_soft_anti_affinity,
        volume.replica_disk_soft_anti_affinity,
    );
    EffectiveAntiAffinity {
        node_soft,
        zone_soft,
        disk_soft,
        node_from_volume,
        zone_from_volume,
        disk_from_volume,
    }
}

pub(crate) fn failed_condition(reason: &str, message: String) -> VolumeCondition {
    VolumeCondition {
        kind: "Scheduled".into(),
        status: "False".into(),
        reason: reason.into(),
        message,
    }
}

/// Longhorn's `MultiError.Join`: sorted, de-duplicated, joined by `"; "`.
///
/// ```
/// use placement::longhorn::join_reasons;
/// assert_eq!(
///     join_reasons(["tags not fulfilled", "insufficient storage", "tags not fulfilled"]),
///     "insufficient storage; tags not fulfilled"
/// );
/// ```
pub fn join_reasons<S: Into<String>>(reasons: impl IntoIterator<Item = S>) -> String {
    let mut list: Vec<String> = reasons.into_iter().map(Into::into).collect();
    sort::sort(&mut list);
    list.dedup();
    list.join("; ")
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
