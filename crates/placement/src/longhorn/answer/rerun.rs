//! Running a volume again on an edited cluster: what the catalogue of fixes and the changes
//! share, below both.

use crate::longhorn::explain::VolumeResult;
use crate::longhorn::input::{Disk, Node, Settings, Volume};
use crate::longhorn::validate::Cluster;

/// A copy of `c` with other settings, nodes or disks (the scheduled space as it is).
pub(super) fn with<'x>(
    c: &Cluster<'x>,
    settings: &'x Settings,
    nodes: &'x [Node],
    disks: Vec<(usize, &'x Disk)>,
) -> Cluster<'x> {
    Cluster {
        settings,
        nodes,
        node_disks: c.node_disks.clone(),
        disks,
        scheduled: c.scheduled.clone(),
        node_index: c.node_index.clone(),
        zone_of: c.zone_of.clone(),
        zone_count: c.zone_count,
        backing_images: c.backing_images,
        backing_image_index: c.backing_image_index.clone(),
        volumes: c.volumes,
        volume_index: c.volume_index.clone(),
    }
}

/// Runs one volume on a cluster (the scheduler's own volume flow).
pub(crate) type Rerun<'r> = &'r dyn for<'x> Fn(&'x Cluster<'x>, &'x Volume) -> VolumeResult;
