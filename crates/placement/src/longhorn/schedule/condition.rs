//! The volume's `Scheduled` condition as `reconcileVolumeCondition` leaves it,
//! and the volume-level rules of a detached volume: no rebuilding while
//! detached (`replenishReplicas`), offline rebuilding, and the reset under
//! `allow-volume-creation-with-degraded-availability`.

use crate::kernel::message::Message;
use crate::longhorn::Volume;
use crate::longhorn::checks::{DISKS_UNAVAILABLE, PRECHECK_FAILED};
use crate::longhorn::explain::VolumeCondition;
use crate::longhorn::search::Rep;
use crate::longhorn::validate::Cluster;

use super::{REASON_REPLICA_SCHEDULING_FAILURE, failed_condition, join_reasons};

/// The message `reconcileVolumeCondition` writes with `Scheduled=True` when
/// it resets the condition of a detached volume (verbatim).
pub const DEGRADED_AVAILABILITY_RESET: &str =
    "Reset schedulable due to allow volume creation with degraded availability";

/// What the flow knows when it writes the condition.
pub(super) struct ConditionFacts<'a> {
    pub volume: &'a Volume,
    pub reps: &'a [Rep],
    /// `status.currentNodeID` is empty once the flow is over (a volume the
    /// rebuilding controller attached for offline rebuilding is attached).
    pub detached: bool,
    /// The precheck's reasons, when it failed.
    pub precheck_failure: Option<Vec<String>>,
    /// `ScheduleReplica`'s reasons for the replicas it could not place.
    pub failures: &'a std::collections::BTreeSet<String>,
    /// The reason a failed `ScheduleReplica` writes.
    pub failure_reason: &'static str,
}

/// The `Scheduled` condition, and the note that explains a reset.
pub(super) fn scheduled_condition(
    c: &Cluster<'_>,
    f: &ConditionFacts<'_>,
) -> (VolumeCondition, Option<Message>) {
    let failed = if let Some(reasons) = &f.precheck_failure {
        // `replenishReplicas` writes the precheck failure with this reason, whatever the locality.
        let reasons = if reasons.is_empty() {
            vec![DISKS_UNAVAILABLE.to_string()]
        } else {
            reasons.clone()
        };
        Some(failed_condition(
            REASON_REPLICA_SCHEDULING_FAILURE,
            format!("{PRECHECK_FAILED}: {}", join_reasons(reasons)),
        ))
    } else if !f.failures.is_empty() {
        Some(failed_condition(f.failure_reason, join_reasons(f.failures)))
    } else {
        None
    };
    let wanted = usize::try_from(f.volume.number_of_replicas).unwrap_or(0);
    // `scheduled && replenishCount == 0`: nothing failed, as many replicas as
    // wanted, and as many usable (not failed, not evicting) as wanted.
    let usable = f
        .reps
        .iter()
        .filter(|r| r.failed_at.is_none() && !r.evicting)
        .count();
    let complete = failed.is_none() && f.reps.len() == wanted && usable >= wanted;
    let available = f
        .reps
        .iter()
        .filter(|r| r.node.is_some() && r.failed_at.is_none())
        .count();
    let allow = c.settings.allow_volume_creation_with_degraded_availability;
    if !complete && f.detached && allow && available > 0 {
        let note = Message::new("longhorn-degraded-availability")
            .arg("placed", available as i64)
            .arg("wanted", f.volume.number_of_replicas)
            .arg(
                "failure",
                failed
                    .as_ref()
                    .map(|c| c.message.clone())
                    .unwrap_or_default(),
            );
        let condition = VolumeCondition {
            kind: "Scheduled".into(),
            status: "True".into(),
            reason: String::new(),
            message: DEGRADED_AVAILABILITY_RESET.into(),
        };
        return (condition, Some(note));
    }
    let condition = failed.unwrap_or_else(|| VolumeCondition {
        kind: "Scheduled".into(),
        status: "True".into(),
        reason: String::new(),
        message: String::new(),
    });
    (condition, None)
}

/// The note for a detached volume with replicas: `replenishReplicas` returns
/// early (no reuse, no new replica) unless offline rebuilding is on, and then
/// the rebuilding controller attaches it. `None` when nothing is missing.
pub(super) fn detached_note(c: &Cluster<'_>, volume: &Volume, reps: &[Rep]) -> Option<Message> {
    let wanted = usize::try_from(volume.number_of_replicas).unwrap_or(0);
    let usable = reps
        .iter()
        .filter(|r| r.failed_at.is_none() && !r.evicting)
        .count();
    if usable >= wanted {
        return None;
    }
    let missing = (wanted - usable) as i64;
    let global = c.settings.offline_replica_rebuilding;
    // The setting or the volume's field as written, e.g. `offlineRebuilding=enabled`.
    let source = match volume.offline_rebuilding {
        crate::longhorn::OfflineRebuilding::Ignored => {
            format!("offline-replica-rebuilding={global}")
        }
        own => format!(
            "offlineRebuilding={}",
            if own.resolve(global) {
                "enabled"
            } else {
                "disabled"
            }
        ),
    };
    let evicting = reps.iter().find(|r| r.evicting && r.failed_at.is_none());
    let message = if let Some(r) = evicting {
        // VolumeEvictionController attaches it when a disk can take the replica.
        Message::new("longhorn-eviction-attaches").arg("replica", &r.name)
    } else if volume.offline_rebuilding.resolve(global) {
        Message::new("longhorn-offline-rebuilding").arg("source", source)
    } else {
        Message::new("longhorn-detached-no-rebuild").arg("source", source)
    };
    Some(
        message
            .arg("missing", missing)
            .arg("wanted", volume.number_of_replicas),
    )
}
