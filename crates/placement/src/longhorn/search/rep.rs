//! What the search's files share: a replica as the flow tracks it ([`Rep`]), the volume as the
//! search sees it ([`VolCtx`]), a disk's check result ([`DiskCheck`]) and a disk's name pair.

use super::clone::CloneSource;
use crate::longhorn::balance::DiskRef;
use crate::longhorn::checks::{MAX_REBUILD_RETRY, VolumeFacts};
use crate::longhorn::explain::{EffectiveAntiAffinity, FitsExplanation, ReplicaState};
use crate::longhorn::input::{BackingImage, DataLocality, TopologyTerm, Volume};
use crate::longhorn::validate::Cluster;

pub(crate) fn disk_ref(c: &Cluster<'_>, d: usize) -> DiskRef {
    DiskRef {
        node: c.node_name(c.disk_node(d)).to_string(),
        disk: c.disk_name(d).to_string(),
    }
}

type CheckResult = Result<(), crate::longhorn::checks::DiskFailure>;

/// A disk's check result.
#[derive(Clone)]
pub(crate) struct DiskCheck {
    pub(super) result: CheckResult,
    pub(super) fits: Option<FitsExplanation>,
    pub(super) anti_affinity_removed: bool,
    pub(super) locality_removed: bool,
}

/// A replica of the volume being scheduled, as the flow tracks it.
#[derive(Clone, Debug)]
pub(crate) struct Rep {
    pub name: String,
    pub node: Option<usize>,
    pub disk: Option<usize>,
    pub failed_at: Option<i64>,
    pub healthy_at: Option<i64>,
    pub evicting: bool,
    pub retry: i64,
    /// Placed by this run: its size is not yet in the disk's `storageScheduled`.
    pub in_pass: bool,
    pub state: ReplicaState,
    /// `linkedCloneSrcReplicaName`: the source replica it is parented to.
    pub linked_src: Option<String>,
}

impl Rep {
    /// `IsPotentiallyReusableReplica` (no data-engine condition upstream).
    pub fn potentially_reusable(&self) -> bool {
        self.failed_at.is_some()
            && self.node.is_some()
            && self.disk.is_some()
            && self.retry < MAX_REBUILD_RETRY
            && !self.evicting
    }

    /// Counted by disk anti-affinity (`filterDisksWithMatchingReplicas`): a
    /// failed replica only when it is potentially reusable, and never in the
    /// reuse search.
    pub(super) fn counts_on_disk(&self, ignore_failed: bool) -> bool {
        self.failed_at.is_none() || (!ignore_failed && self.potentially_reusable())
    }
}

/// The volume as the search sees it.
pub(crate) struct VolCtx<'a> {
    pub volume: &'a Volume,
    pub facts: VolumeFacts<'a>,
    pub aa: EffectiveAntiAffinity,
    pub locality: DataLocality,
    pub attached: Option<usize>,
    /// Degraded for longer than the replenishment wait.
    pub replenishing: bool,
    /// The volume's backing image, if it has one.
    pub backing_image: Option<&'a BackingImage>,
    /// The topology requirement in force (longhorn-manager master, non-empty).
    pub topology: Option<&'a [TopologyTerm]>,
    /// The volume it is cloned from (a linked clone's replicas stay beside its replicas).
    pub clone: CloneSource<'a>,
}
