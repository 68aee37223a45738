//! The soft anti-affinity in force for a volume: its overrides, else the settings.

use crate::longhorn::explain::EffectiveAntiAffinity;
use crate::longhorn::input::{AntiAffinityOverride, Volume};
use crate::longhorn::validate::Cluster;

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
