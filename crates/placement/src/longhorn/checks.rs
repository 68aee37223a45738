//! Node eligibility (§2), the disk checks (§4) and `Fits`.

use super::explain::{DiskVerdict, FitsExplanation, NodeVerdict};
use super::input::{DataEngine, Disk, DiskType, LonghornVersion, Node, Settings};
use crate::kernel::quantity::{Bytes, format_bytes};

/// Reason: no node passed the eligibility filter.
pub const NODES_UNAVAILABLE: &str = "nodes are unavailable";
/// Reason: no eligible node has a ready engine image.
pub const ENGINE_IMAGE_NOT_READY: &str =
    "none of the node candidates contains a ready engine image";
/// Reason: the hard-affinity node is not a candidate.
pub const HARD_AFFINITY: &str = "hard affinity cannot be satisfied";
/// Reason (longhorn-manager master): no node matches the volume's topology requirement.
pub const TOPOLOGY_NOT_SATISFIED: &str = "topology requirement cannot be satisfied";
/// Reason (v1.12 and master, `ErrorReplicaScheduleLinkedCloneNotSatisfied`): no
/// schedulable node holds a healthy replica of a linked clone's source volume.
pub const LINKED_CLONE_NOT_SATISFIED: &str = "linked clone replica cannot be satisfied";
/// Reason: a disk is unavailable (or a node has no schedulable disk).
pub const DISKS_UNAVAILABLE: &str = "disks are unavailable";
/// Reason: v1 volume of 16 TiB or more on an ext disk (any `ext…` type), or
/// of 8 EiB − 1 bytes on xfs.
pub const INCOMPATIBLE_SIZE: &str = "incompatible volume size";
/// Reason: disk tags do not satisfy the disk selector.
pub const TAGS_NOT_FULFILLED: &str = "tags not fulfilled";
/// Reason: `Fits` failed.
pub const INSUFFICIENT_STORAGE: &str = "insufficient storage";
/// Reason `ScheduleReplica` gives a replica that already has a node.
pub const REPLICA_ALREADY_SCHEDULED: &str = "replica already scheduled";
/// Reason `ScheduleReplica` gives a failed replica that was never healthy.
pub const UNUSED_FAILED_REPLICA: &str = "unused failed replica is not supported";
/// Message when scheduling failed and no reason was recorded.
pub const SCHEDULING_FAILED: &str = "replica scheduling failed";
/// Prefix of the precheck message.
pub const PRECHECK_FAILED: &str = "precheck new replica failed";

/// The largest v1 volume an ext4 disk can hold (16 TiB, exclusive).
pub const MAX_EXT4_VOLUME_SIZE: i64 = 16 * Bytes::TIB;

/// The largest v1 volume an xfs disk can hold (`MaxXfsVolumeSize`, 8 EiB − 1, exclusive).
pub const MAX_XFS_VOLUME_SIZE: i64 = i64::MAX;

/// `datastore.IsSupportedVolumeSize`: a v1 volume fits the disk's
/// filesystem. `unix.Statfs` cannot tell ext2, ext3 and ext4 apart (a real
/// ext4 disk reports `ext2/ext3`), so every type starting with `ext` gets
/// the ext4 limit; `xfs` its own. Compared as Go does, case-sensitively.
pub(crate) fn supported_volume_size(
    engine: DataEngine,
    filesystem: Option<&str>,
    size: i64,
) -> bool {
    let fs = filesystem.unwrap_or_default();
    engine != DataEngine::V1
        || !((fs.starts_with("ext") && size >= MAX_EXT4_VOLUME_SIZE)
            || (fs == "xfs" && size >= MAX_XFS_VOLUME_SIZE))
}

/// Failed replicas reach their retry limit here (`FailedReplicaMaxRetryCount`).
pub const MAX_REBUILD_RETRY: i64 = 5;

/// The node-level filter of `getNodeInfo` (without engine and affinity).
pub(crate) fn node_info_verdict(node: &Node, settings: &Settings) -> NodeVerdict {
    if !node.ready {
        NodeVerdict::NotReady
    } else if node.cordoned && settings.disable_scheduling_on_cordoned_node {
        NodeVerdict::Cordoned
    } else if !node.allow_scheduling {
        NodeVerdict::SchedulingDisabled
    } else if node.eviction_requested {
        NodeVerdict::EvictionRequested
    } else {
        NodeVerdict::Candidate
    }
}

/// `IsSelectorsInTags`: every selector tag present (AND); an empty selector
/// matches when allowed, or when the object has no tags.
pub(crate) fn tags_match(tags: &[String], selector: &[String], allow_empty: bool) -> bool {
    if selector.is_empty() {
        return allow_empty || tags.is_empty();
    }
    selector.iter().all(|s| tags.contains(s))
}

/// `trunc(value × percent / 100)` computed in floating point, as Longhorn does.
pub(crate) fn percent_of(value: i64, percent: i64) -> i64 {
    let product = value as f64 * percent as f64 / 100.0;
    product.trunc() as i64 // `as` saturates; trunc is toward zero
}

/// `Fits(size, actual)` on a disk whose scheduled storage is
/// `scheduled_status + in_pass`.
pub(crate) fn fits(
    disk: &Disk,
    scheduled_status: i64,
    in_pass: i64,
    size: i64,
    actual: i64,
    settings: &Settings,
) -> FitsExplanation {
    let maximum = disk.storage_maximum.0;
    let available = disk.storage_available.0;
    let reserved = disk.storage_reserved.0;
    let scheduled = scheduled_status.saturating_add(in_pass);
    let positive = maximum > 0 && available > 0;
    let actual_limit = percent_of(maximum, settings.storage_minimal_available_percentage);
    let left = i128::from(available) - i128::from(actual);
    let actual_ok = left > i128::from(actual_limit);
    let schedule_limit = percent_of(
        maximum.saturating_sub(reserved),
        settings.storage_over_provisioning_percentage,
    );
    let need = i128::from(size) + i128::from(scheduled_status) + i128::from(in_pass);
    let schedule_ok = need <= i128::from(schedule_limit);
    FitsExplanation {
        size,
        actual,
        maximum,
        available,
        reserved,
        scheduled,
        scheduled_in_pass: in_pass,
        positive,
        actual_limit,
        actual_ok,
        schedule_limit,
        schedule_ok,
        fits: positive && actual_ok && schedule_ok,
        actual_text: String::new(),
        schedule_text: String::new(),
        minimal_available_percentage: settings.storage_minimal_available_percentage,
        over_provisioning_percentage: settings.storage_over_provisioning_percentage,
    }
}

impl FitsExplanation {
    /// Fills `actualText` and `scheduleText` (left empty on large clusters, see [`TEXT_LIMIT`]).
    pub fn with_text(mut self) -> Self {
        self.actual_text = self.render_actual();
        self.schedule_text = self.render_schedule();
        self
    }

    /// The actual-space condition written out with the numbers.
    pub fn render_actual(&self) -> String {
        format!(
            "available − actual > trunc(maximum × minimal% / 100): {} − {} = {} {} trunc({} × {} / 100) = {}",
            b(self.available),
            b(self.actual),
            b128(i128::from(self.available) - i128::from(self.actual)),
            if self.actual_ok { ">" } else { "is not >" },
            b(self.maximum),
            self.minimal_available_percentage,
            b(self.actual_limit),
        )
    }

    /// The scheduling-space condition written out with the numbers.
    pub fn render_schedule(&self) -> String {
        format!(
            "size + scheduled ≤ trunc((maximum − reserved) × over-provisioning% / 100): {} + {} = {} {} trunc(({} − {}) × {} / 100) = {}",
            b(self.size),
            b(self.scheduled),
            b128(i128::from(self.size) + i128::from(self.scheduled)),
            if self.schedule_ok {
                "≤"
            } else {
                "is not ≤"
            },
            b(self.maximum),
            b(self.reserved),
            self.over_provisioning_percentage,
            b(self.schedule_limit),
        )
    }
}

/// Clusters with at most this many disks get the `Fits` texts on every disk
/// row; larger ones only on the chosen disk (the numbers are always there).
pub const TEXT_LIMIT: usize = 256;

/// Bytes for an explanation: the binary unit, plus the exact count when the unit rounds.
fn b(value: i64) -> String {
    b128(i128::from(value))
}

fn b128(value: i128) -> String {
    let text = format_bytes(value as f64);
    if value.abs() < 1024 || value % (1 << 20) == 0 {
        text
    } else {
        format!("{text} ({value} B)")
    }
}

/// §2: is the disk kept in the node's disk map (silently dropped otherwise)?
/// `FindDiskCandidates` keeps a disk that allows scheduling, is not evicting
/// and whose `Schedulable` condition is `True`: the recorded condition when
/// the input gives one, else the node controller's rule (`ready` and
/// `Fits(0, 0)`). Returns `Fits(0, 0)` when it was evaluated.
pub(crate) fn disk_schedulable(
    disk: &Disk,
    scheduled_status: i64,
    settings: &Settings,
) -> (bool, Option<FitsExplanation>) {
    if !disk.allow_scheduling || disk.eviction_requested {
        return (false, None);
    }
    if let Some(recorded) = disk.schedulable {
        return (
            recorded,
            Some(fits(disk, scheduled_status, 0, 0, 0, settings)),
        );
    }
    if !disk.ready {
        return (false, None);
    }
    let condition = fits(disk, scheduled_status, 0, 0, 0, settings);
    (condition.fits, Some(condition))
}

/// Does the disk take replicas at all, before this run places any: §2's
/// rule (`disk_schedulable`) on the disk's own `storageScheduled`. For a
/// picture of the cluster (the map's overview marks the disks that don't).
pub fn disk_takes_replicas(disk: &Disk, settings: &Settings) -> bool {
    disk_schedulable(disk, disk.storage_scheduled.0, settings).0
}

/// `IsDiskUnderPressure`: the unused share `(available − reserved) × 100 /
/// maximum` (integer division, 0 when either is not positive) is below
/// `100 − pressure%`.
pub(crate) fn disk_under_pressure(disk: &Disk, pressure_percentage: i64) -> bool {
    let unused = i128::from(disk.storage_available.0) - i128::from(disk.storage_reserved.0);
    let maximum = i128::from(disk.storage_maximum.0);
    let unused_percentage = if unused > 0 && maximum > 0 {
        unused * 100 / maximum
    } else {
        0
    };
    unused_percentage < i128::from(100 - pressure_percentage)
}

/// The volume facts the disk checks need.
pub(crate) struct VolumeFacts<'v> {
    pub size: i64,
    pub actual_size: i64,
    pub data_engine: DataEngine,
    pub disk_selector: &'v [String],
    /// The backing image's disk selector, when the volume has a backing image.
    pub backing_image_disk_selector: Option<&'v [String]>,
    /// The release whose check order and reasons apply.
    pub version: LonghornVersion,
}

/// A disk check's outcome: the verdict and the reason recorded (`None`: the
/// disk is skipped without one, as v1.11.0–v1.11.2 skip a disk of the wrong type).
pub(crate) type DiskFailure = (DiskVerdict, Option<&'static str>);

/// §4: the disk checks in the release's order; the first failure wins with its
/// reason. `require_scheduling_check` is false for the reuse search (no
/// capacity checks). v1.11.0–v1.11.2 (`filterNodeDisksForReplica`): type
/// (silent), size, capacity, tags, backing-image tags; from v1.11.3
/// (`IsDiskEligibleForVolume`, then capacity): allowed, type ("disks are
/// unavailable"), size, tags, backing-image tags, capacity.
pub(crate) fn check_disk(
    disk: &Disk,
    scheduled_status: i64,
    in_pass: i64,
    volume: &VolumeFacts<'_>,
    settings: &Settings,
    require_scheduling_check: bool,
) -> (Result<(), DiskFailure>, Option<FitsExplanation>) {
    let old = volume.version.before_disk_eligibility_rule();
    if !old && (!disk.allow_scheduling || disk.eviction_requested) {
        return (
            Err((DiskVerdict::Unavailable, Some(DISKS_UNAVAILABLE))),
            None,
        );
    }
    let wanted = match volume.data_engine {
        DataEngine::V1 => DiskType::Filesystem,
        DataEngine::V2 => DiskType::Block,
    };
    if disk.disk_type != wanted {
        let reason = (!old).then_some(DISKS_UNAVAILABLE);
        return (Err((DiskVerdict::Unavailable, reason)), None);
    }
    // On every path, the reuse search's included (IsDiskEligibleForVolume).
    if !supported_volume_size(
        volume.data_engine,
        disk.filesystem_type.as_deref(),
        volume.size,
    ) {
        let failure = (DiskVerdict::IncompatibleVolumeSize, Some(INCOMPATIBLE_SIZE));
        return (Err(failure), None);
    }
    let capacity = || {
        let check = fits(
            disk,
            scheduled_status,
            in_pass,
            volume.size,
            volume.actual_size,
            settings,
        );
        let failure = (DiskVerdict::InsufficientStorage, Some(INSUFFICIENT_STORAGE));
        (if check.fits { Ok(()) } else { Err(failure) }, Some(check))
    };
    let mut fits_numbers = None;
    if old && require_scheduling_check {
        let (result, numbers) = capacity();
        if result.is_err() {
            return (result, numbers);
        }
        fits_numbers = numbers;
    }
    if let Err(verdict) = disk_tags(disk, volume, settings) {
        return (Err((verdict, Some(TAGS_NOT_FULFILLED))), fits_numbers);
    }
    if old || !require_scheduling_check {
        return (Ok(()), fits_numbers);
    }
    capacity()
}

/// The volume's disk selector, then its backing image's, against the disk's tags.
fn disk_tags(
    disk: &Disk,
    volume: &VolumeFacts<'_>,
    settings: &Settings,
) -> Result<(), DiskVerdict> {
    let allow_empty = settings.allow_empty_disk_selector_volume;
    if !tags_match(&disk.tags, volume.disk_selector, allow_empty) {
        return Err(DiskVerdict::TagsNotFulfilled);
    }
    match volume.backing_image_disk_selector {
        Some(selector) if !tags_match(&disk.tags, selector, allow_empty) => {
            Err(DiskVerdict::BackingImageTagsNotFulfilled)
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn disk(max: i64, avail: i64, reserved: i64, scheduled: i64) -> Disk {
        Disk {
            name: "d".into(),
            storage_maximum: Bytes(max),
            storage_available: Bytes(avail),
            storage_reserved: Bytes(reserved),
            storage_scheduled: Bytes(scheduled),
            tags: vec![],
            allow_scheduling: true,
            eviction_requested: false,
            ready: true,
            disk_type: DiskType::Filesystem,
            filesystem_type: None,
            schedulable: None,
            schedulable_reason: None,
        }
    }

    #[test]
    fn docs_disk_x_fails_because_one_gib_is_not_greater_than_one_gib() {
        let s = Settings::default();
        let x = disk(4 * Bytes::GIB, Bytes::GIB, 0, 0);
        let f = fits(&x, 0, 0, 0, 0, &s).with_text();
        assert_eq!(f.actual_limit, Bytes::GIB);
        assert!(!f.actual_ok);
        assert!(!f.fits);
        assert!(
            f.actual_text
                .contains("1 GiB − 0 B = 1 GiB is not > trunc(4 GiB × 25 / 100) = 1 GiB"),
            "{}",
            f.actual_text
        );
        let one_more = disk(4 * Bytes::GIB, Bytes::GIB + 1, 0, 0);
        assert!(fits(&one_more, 0, 0, 0, 0, &s).fits);
    }

    #[test]
    fn scheduling_space_is_inclusive() {
        let s = Settings::default();
        let d = disk(100, 100, 20, 30);
        assert!(fits(&d, 30, 0, 50, 0, &s).schedule_ok); // 50 + 30 = 80 ≤ 80
        assert!(!fits(&d, 30, 0, 51, 0, &s).schedule_ok);
        assert!(!fits(&d, 30, 1, 50, 0, &s).schedule_ok); // in-pass replica counts
    }

    #[test]
    fn products_truncate_toward_zero() {
        assert_eq!(percent_of(7, 25), 1); // 1.75 → 1
        assert_eq!(percent_of(99, 150), 148); // 148.5 → 148
        let s = Settings {
            storage_minimal_available_percentage: 25,
            ..Settings::default()
        };
        // limit trunc(7 × 25 / 100) = 1: available 2 fits, available 1 does not.
        assert!(fits(&disk(7, 2, 0, 0), 0, 0, 0, 0, &s).actual_ok);
        assert!(!fits(&disk(7, 1, 0, 0), 0, 0, 0, 0, &s).actual_ok);
    }

    #[test]
    fn zero_maximum_or_available_never_fits() {
        let s = Settings {
            storage_minimal_available_percentage: 0,
            ..Settings::default()
        };
        assert!(!fits(&disk(0, 10, 0, 0), 0, 0, 0, 0, &s).fits);
        assert!(!fits(&disk(10, 0, 0, 0), 0, 0, 0, 0, &s).fits);
        assert!(fits(&disk(10, 1, 0, 0), 0, 0, 0, 0, &s).fits);
    }

    #[test]
    fn tags_are_anded_and_empty_selector_follows_the_setting() {
        let tags = vec!["fast".to_string(), "ssd".to_string()];
        assert!(tags_match(&tags, &["fast".into(), "ssd".into()], true));
        assert!(!tags_match(&tags, &["fast".into(), "nvme".into()], true));
        assert!(tags_match(&tags, &[], true));
        assert!(!tags_match(&tags, &[], false));
        assert!(tags_match(&[], &[], false));
    }

    #[test]
    fn disk_pressure_uses_integer_percentages_and_a_strict_bound() {
        // replica_scheduler.go IsDiskUnderPressure: (available − reserved) × 100 / maximum < 100 − pressure.
        assert!(!disk_under_pressure(&disk(100, 10, 0, 0), 90)); // 10 is not < 10
        assert!(disk_under_pressure(&disk(100, 19, 10, 0), 90)); // 9 < 10
        assert!(disk_under_pressure(&disk(1000, 109, 10, 0), 90)); // 99 × 100 / 1000 = 9 (truncated)
        assert!(disk_under_pressure(&disk(100, 5, 10, 0), 90)); // nothing unused → 0 %
        // A pressure of 0 switches the rule off; the caller checks that, not this test.
        assert!(!disk_under_pressure(&disk(100, 100, 0, 0), 0)); // 100 is not < 100
    }

    #[test]
    fn check_order_first_failure_wins() {
        let s = Settings::default();
        let mut d = disk(100, 100, 0, 0);
        d.tags = vec!["a".into()];
        let sel = vec!["b".to_string()];
        let big = VolumeFacts {
            size: 1000,
            actual_size: 0,
            data_engine: DataEngine::V1,
            disk_selector: &sel,
            backing_image_disk_selector: None,
            version: LonghornVersion::default(),
        };
        // tags are checked before Fits
        assert_eq!(
            check_disk(&d, 0, 0, &big, &s, true).0,
            Err((DiskVerdict::TagsNotFulfilled, Some(TAGS_NOT_FULFILLED)))
        );
        let v2 = VolumeFacts {
            data_engine: DataEngine::V2,
            ..big
        };
        assert_eq!(
            check_disk(&d, 0, 0, &v2, &s, true).0,
            Err((DiskVerdict::Unavailable, Some(DISKS_UNAVAILABLE)))
        );
        let ok_tags = VolumeFacts {
            size: 1000,
            actual_size: 0,
            data_engine: DataEngine::V1,
            disk_selector: &[],
            backing_image_disk_selector: None,
            version: LonghornVersion::default(),
        };
        assert_eq!(
            check_disk(&d, 0, 0, &ok_tags, &s, true).0,
            Err((DiskVerdict::InsufficientStorage, Some(INSUFFICIENT_STORAGE)))
        );
        assert_eq!(check_disk(&d, 0, 0, &ok_tags, &s, false).0, Ok(()));
        // The backing image's disk selector is checked after the volume's, with the same reason.
        let backing = vec!["b".to_string()];
        let with_image = VolumeFacts {
            backing_image_disk_selector: Some(&backing),
            ..ok_tags
        };
        assert_eq!(
            check_disk(&d, 0, 0, &with_image, &s, false).0,
            Err((
                DiskVerdict::BackingImageTagsNotFulfilled,
                Some(TAGS_NOT_FULFILLED)
            ))
        );
        let mut ext4 = disk(100 * Bytes::TIB, 100 * Bytes::TIB, 0, 0);
        ext4.filesystem_type = Some("ext4".into());
        let huge = VolumeFacts {
            size: MAX_EXT4_VOLUME_SIZE,
            actual_size: 0,
            data_engine: DataEngine::V1,
            disk_selector: &[],
            backing_image_disk_selector: None,
            version: LonghornVersion::default(),
        };
        assert_eq!(
            check_disk(&ext4, 0, 0, &huge, &s, true).0,
            Err((DiskVerdict::IncompatibleVolumeSize, Some(INCOMPATIBLE_SIZE)))
        );
        let below = VolumeFacts {
            size: MAX_EXT4_VOLUME_SIZE - 1,
            ..huge
        };
        assert_eq!(check_disk(&ext4, 0, 0, &below, &s, true).0, Ok(()));
    }
}
