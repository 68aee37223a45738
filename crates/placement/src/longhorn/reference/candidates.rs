//! A straightforward transcription of longhorn-manager's `FindDiskCandidates`
//! for a new replica without hard affinity — `ListSchedulableNodes`,
//! `getNodeCandidates`, `getDiskCandidates` with `getCurrentNodesAndZones`,
//! the tier maps, `filterNodeDisksForReplica` and
//! `filterDisksWithMatchingReplicas` — over name-keyed maps, as the Go code
//! builds them. Kept to prove the indexed search decides the same (property
//! tests). Not part of the public API.

use std::collections::{BTreeMap, BTreeSet};

use crate::longhorn::input::{
    AntiAffinityOverride, CloneMode, DataEngine, Disk, DiskType, Node, ReplicaAutoBalance,
    Scenario, Volume, data_source_volume,
};

/// `(node, disk)` names.
pub type DiskName = (String, String);

fn trunc_percent(value: i64, percent: i64) -> i64 {
    (value as f64 * percent as f64 / 100.0).trunc() as i64
}

fn selectors_in_tags(tags: &[String], selector: &[String], allow_empty: bool) -> bool {
    if selector.is_empty() {
        return allow_empty || tags.is_empty();
    }
    selector.iter().all(|s| tags.contains(s))
}

fn is_schedulable_to_disk(disk: &Disk, size: i64, actual: i64, scenario: &Scenario) -> bool {
    let s = &scenario.settings;
    let (max, avail) = (disk.storage_maximum.0, disk.storage_available.0);
    if max <= 0 || avail <= 0 {
        return false;
    }
    let current_available = i128::from(avail) - i128::from(actual);
    if current_available <= i128::from(trunc_percent(max, s.storage_minimal_available_percentage)) {
        return false;
    }
    let limit = trunc_percent(
        max - disk.storage_reserved.0,
        s.storage_over_provisioning_percentage,
    );
    i128::from(size) + i128::from(disk.storage_scheduled.0) <= i128::from(limit)
}

fn soft(global: bool, o: AntiAffinityOverride) -> bool {
    match o {
        AntiAffinityOverride::Ignored => global,
        AntiAffinityOverride::Enabled => true,
        AntiAffinityOverride::Disabled => false,
    }
}

fn potentially_reusable(r: &crate::longhorn::input::Replica) -> bool {
    r.failed_at.is_some()
        && r.node.is_some()
        && r.disk.is_some()
        && r.rebuild_retry_count < 5
        && !r.eviction_requested
}

/// Degraded for longer than the replenishment wait (`timeToReplacementReplica` is 0).
fn replenishing(scenario: &Scenario, v: &Volume) -> bool {
    let healthy = v
        .replicas
        .iter()
        .filter(|r| r.failed_at.is_none() && r.node.is_some())
        .count() as i64;
    if healthy < 1 || healthy >= v.number_of_replicas {
        return false;
    }
    let degraded_at = v
        .last_degraded_at
        .or_else(|| v.replicas.iter().filter_map(|r| r.failed_at).min());
    degraded_at.is_none_or(|t| {
        scenario.now >= t.saturating_add(scenario.settings.replica_replenishment_wait_interval)
    })
}

fn under_pressure(disk: &Disk, percentage: i64) -> bool {
    let unused = i128::from(disk.storage_available.0) - i128::from(disk.storage_reserved.0);
    let max = i128::from(disk.storage_maximum.0);
    let unused_percentage = if unused > 0 && max > 0 {
        unused * 100 / max
    } else {
        0
    };
    unused_percentage < i128::from(100 - percentage)
}

/// The candidate disks `FindDiskCandidates` returns for a new replica of
/// `volume` (no hard affinity, nothing placed earlier in the pass).
pub fn new_replica_candidates(scenario: &Scenario, volume: &Volume) -> BTreeSet<DiskName> {
    let s = &scenario.settings;
    let schedulable: Vec<&Node> = scenario
        .nodes
        .iter()
        .filter(|n| {
            n.ready
                && !(n.cordoned && s.disable_scheduling_on_cordoned_node)
                && n.allow_scheduling
                && !n.eviction_requested
        })
        .collect();
    let sources = linked_clone_sources(scenario, volume);
    let nodes: BTreeMap<&str, &Node> = schedulable
        .into_iter()
        .filter(|n| {
            sources
                .as_ref()
                .is_none_or(|m| m.contains_key(n.name.as_str()))
        })
        .filter(|n| n.engine_ready)
        .map(|n| (n.name.as_str(), n))
        .collect();
    // nodeDisksMap: allowScheduling, not evicting, Schedulable condition True.
    let disk_map: BTreeMap<&str, Vec<&Disk>> = nodes
        .iter()
        .map(|(name, n)| {
            let disks = n
                .disks
                .iter()
                .filter(|d| d.allow_scheduling && !d.eviction_requested)
                .filter(|d| {
                    sources.as_ref().is_none_or(|m| {
                        m.get(*name)
                            .is_some_and(|disks| disks.contains(d.name.as_str()))
                    })
                })
                .filter(|d| {
                    d.schedulable
                        .unwrap_or_else(|| d.ready && is_schedulable_to_disk(d, 0, 0, scenario))
                })
                .collect();
            (*name, disks)
        })
        .collect();
    let image = volume
        .backing_image
        .as_deref()
        .and_then(|b| scenario.backing_images.iter().find(|i| i.name == b));
    let node_soft = soft(
        s.replica_soft_anti_affinity,
        volume.replica_soft_anti_affinity,
    );
    let zone_soft = soft(
        s.replica_zone_soft_anti_affinity,
        volume.replica_zone_soft_anti_affinity,
    );
    let disk_soft = soft(
        s.replica_disk_soft_anti_affinity,
        volume.replica_disk_soft_anti_affinity,
    );
    let creating = replenishing(scenario, volume);

    // getCurrentNodesAndZones
    let mut used_nodes: BTreeMap<&str, &Node> = BTreeMap::new();
    let mut used_zones: BTreeSet<&str> = BTreeSet::new();
    let mut only_evicting_nodes: BTreeMap<&str, bool> = BTreeMap::new();
    let mut only_evicting_zones: BTreeMap<&str, bool> = BTreeMap::new();
    for r in &volume.replicas {
        let Some(node_name) = r.node.as_deref() else {
            continue;
        };
        if r.failed_at.is_some() && (!potentially_reusable(r) || creating) {
            continue;
        }
        let Some(node) = nodes.get(node_name) else {
            continue;
        };
        let zone = node.zone.as_str();
        if r.eviction_requested {
            if !used_nodes.contains_key(node_name) {
                only_evicting_nodes.insert(node_name, true);
            }
            if !used_zones.contains(zone) {
                only_evicting_zones.insert(zone, true);
            }
        } else {
            only_evicting_nodes.insert(node_name, false);
            only_evicting_zones.insert(zone, false);
        }
        used_nodes.insert(node_name, node);
        used_zones.insert(zone);
    }

    // GetAutoBalancedReplicasSetting: the volume's value unless ignored.
    let best_effort = volume.replica_auto_balance.resolve(s.replica_auto_balance)
        == ReplicaAutoBalance::BestEffort;
    let pressure = s.replica_auto_balance_disk_pressure_percentage;
    let mut unused_nodes = BTreeMap::new();
    let mut unused_in_unused_zones = BTreeMap::new();
    let mut after_eviction = BTreeMap::new();
    let mut in_unused_zones_after_eviction = BTreeMap::new();
    for (&name, &node) in &nodes {
        let allow = s.allow_empty_node_selector_volume;
        if !selectors_in_tags(&node.tags, &volume.node_selector, allow) {
            continue;
        }
        if image.is_some_and(|i| !selectors_in_tags(&node.tags, &i.node_selector, allow)) {
            continue;
        }
        if !used_nodes.contains_key(name) {
            unused_nodes.insert(name, node);
        } else if best_effort
            && pressure > 0
            && node.disks.iter().any(|d| under_pressure(d, pressure))
        {
            unused_nodes.insert(name, node);
        }
        if only_evicting_nodes.get(name) == Some(&true) {
            after_eviction.insert(name, node);
            if only_evicting_zones.get(node.zone.as_str()) == Some(&true) || best_effort {
                in_unused_zones_after_eviction.insert(name, node);
            }
        }
        if !used_zones.contains(node.zone.as_str()) {
            unused_in_unused_zones.insert(name, node);
        }
    }

    let from_nodes = |tier: &BTreeMap<&str, &Node>| -> BTreeSet<DiskName> {
        let mut passed = Vec::new();
        for (&name, _) in tier {
            for disk in disk_map.get(name).into_iter().flatten() {
                if eligible(
                    disk,
                    volume,
                    image.map(|i| i.disk_selector.as_slice()),
                    scenario,
                ) && is_schedulable_to_disk(disk, volume.size.0, volume.actual_size.0, scenario)
                {
                    passed.push((name.to_string(), disk.name.clone()));
                }
            }
        }
        // filterDisksWithMatchingReplicas
        let counted = |d: &DiskName| {
            volume.replicas.iter().any(|r| {
                (r.failed_at.is_none() || potentially_reusable(r))
                    && r.node.as_deref() == Some(d.0.as_str())
                    && r.disk.as_deref() == Some(d.1.as_str())
            })
        };
        let free: BTreeSet<DiskName> = passed.iter().filter(|d| !counted(d)).cloned().collect();
        if !free.is_empty() || !disk_soft {
            free
        } else {
            passed.into_iter().collect()
        }
    };
    let mut tiers = vec![unused_in_unused_zones];
    match (zone_soft, node_soft) {
        (false, _) => tiers.push(in_unused_zones_after_eviction),
        (true, false) => tiers.extend([unused_nodes, after_eviction]),
        (true, true) => tiers.extend([unused_nodes, used_nodes]),
    }
    tiers
        .iter()
        .map(from_nodes)
        .find(|c| !c.is_empty())
        .unwrap_or_default()
}

/// `buildLinkedCloneSrcNodeDiskMap` for a new replica (no source replica
/// named): node → disks of the source volume's replicas that have a node and
/// a disk, have not failed, were healthy and are not being evicted. `None`
/// unless the volume is a linked clone.
fn linked_clone_sources<'s>(
    scenario: &'s Scenario,
    volume: &Volume,
) -> Option<BTreeMap<&'s str, BTreeSet<&'s str>>> {
    if volume.clone_mode != CloneMode::LinkedClone {
        return None;
    }
    let name = volume.data_source.as_deref().and_then(data_source_volume);
    let mut map: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    let source = scenario
        .volumes
        .iter()
        .find(|v| Some(v.name.as_str()) == name);
    for r in source.into_iter().flat_map(|v| &v.replicas) {
        if let (Some(n), Some(d)) = (r.node.as_deref(), r.disk.as_deref()) {
            if r.failed_at.is_none() && r.healthy_at.is_some() && !r.eviction_requested {
                map.entry(n).or_default().insert(d);
            }
        }
    }
    Some(map)
}

/// `IsDiskEligibleForVolume`.
fn eligible(
    disk: &Disk,
    v: &Volume,
    image_selector: Option<&[String]>,
    scenario: &Scenario,
) -> bool {
    let allow = scenario.settings.allow_empty_disk_selector_volume;
    let type_ok = match v.data_engine {
        DataEngine::V1 => disk.disk_type == DiskType::Filesystem,
        DataEngine::V2 => disk.disk_type == DiskType::Block,
    };
    // IsSupportedVolumeSize: strings.HasPrefix(fsType, "ext") and fsType == "xfs".
    let fs = disk.filesystem_type.as_deref().unwrap_or("");
    let ext4_too_big = v.data_engine == DataEngine::V1
        && ((fs.starts_with("ext") && v.size.0 >= 16 * (1i64 << 40))
            || (fs == "xfs" && v.size.0 == i64::MAX));
    disk.allow_scheduling
        && !disk.eviction_requested
        && type_ok
        && !ext4_too_big
        && selectors_in_tags(&disk.tags, &v.disk_selector, allow)
        && image_selector.is_none_or(|sel| selectors_in_tags(&disk.tags, sel, allow))
}
