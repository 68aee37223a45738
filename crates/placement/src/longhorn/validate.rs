//! Validation of a [`Scenario`] and the indexed cluster the scheduler works on.
//!
//! Every problem is an [`InputError`] naming the field path and the value; the
//! scheduler itself never sees an invalid input.

use crate::kernel::message::Message;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

use super::input::{
    BackingImage, CloneMode, DataLocality, Disk, Node, Scenario, Settings, Volume,
    data_source_volume, is_valid_data_source,
};
use crate::InputError;

/// A validated cluster: nodes, their disks in one flat list, and name indexes.
pub(crate) struct Cluster<'a> {
    pub settings: &'a Settings,
    pub nodes: &'a [Node],
    /// Flat disk index range of each node.
    pub node_disks: Vec<Range<usize>>,
    /// Flat list of disks: (node index, disk).
    pub disks: Vec<(usize, &'a Disk)>,
    /// `storageScheduled` of each disk, grown as volumes are scheduled.
    pub scheduled: Vec<i64>,
    pub node_index: HashMap<&'a str, usize>,
    /// Zone id of each node (empty zone is one zone too).
    pub zone_of: Vec<usize>,
    /// Number of distinct zones.
    pub zone_count: usize,
    /// The scenario's backing images.
    pub backing_images: &'a [BackingImage],
    pub backing_image_index: HashMap<&'a str, usize>,
    /// The scenario's volumes (a linked clone reads its source's replicas).
    pub volumes: &'a [Volume],
    pub volume_index: HashMap<&'a str, usize>,
}

impl<'a> Cluster<'a> {
    /// The flat index of disk `name` on node `node`.
    pub fn disk_of(&self, node: usize, name: &str) -> Option<usize> {
        let range = self.node_disks.get(node)?.clone();
        range
            .into_iter()
            .find(|&d| self.disks.get(d).is_some_and(|(_, disk)| disk.name == name))
    }

    pub fn node_name(&self, node: usize) -> &'a str {
        self.nodes.get(node).map_or("", |n| n.name.as_str())
    }

    pub fn disk_name(&self, disk: usize) -> &'a str {
        self.disks.get(disk).map_or("", |(_, d)| d.name.as_str())
    }

    pub fn disk_node(&self, disk: usize) -> usize {
        self.disks.get(disk).map_or(0, |(n, _)| *n)
    }

    /// The backing image named `name`.
    pub fn backing_image(&self, name: &str) -> Option<&'a BackingImage> {
        let images: &'a [BackingImage] = self.backing_images;
        self.backing_image_index
            .get(name)
            .and_then(|&i| images.get(i))
    }
}

/// Checks the whole scenario and builds the cluster index.
pub(crate) fn validate(scenario: &Scenario) -> Result<Cluster<'_>, InputError> {
    validate_settings(&scenario.settings).map_err(|e| e.within("settings"))?;
    let mut cluster = Cluster {
        settings: &scenario.settings,
        nodes: &scenario.nodes,
        node_disks: Vec::with_capacity(scenario.nodes.len()),
        disks: Vec::new(),
        scheduled: Vec::new(),
        node_index: HashMap::with_capacity(scenario.nodes.len()),
        zone_of: Vec::with_capacity(scenario.nodes.len()),
        zone_count: 0,
        backing_images: &scenario.backing_images,
        backing_image_index: HashMap::with_capacity(scenario.backing_images.len()),
        volumes: &scenario.volumes,
        volume_index: HashMap::with_capacity(scenario.volumes.len()),
    };
    let mut zones: HashMap<&str, usize> = HashMap::new();
    for (i, node) in scenario.nodes.iter().enumerate() {
        let path = format!("nodes[{i}]");
        check_name(&node.name).map_err(|e| e.within(&path))?;
        if cluster.node_index.insert(node.name.as_str(), i).is_some() {
            return Err(InputError::new(
                format!("{path}.name"),
                &node.name,
                Message::new("error-duplicate-node"),
            ));
        }
        let next = zones.len();
        cluster
            .zone_of
            .push(*zones.entry(node.zone.as_str()).or_insert(next));
        let start = cluster.disks.len();
        let mut names = HashSet::new();
        for (j, disk) in node.disks.iter().enumerate() {
            let disk_path = format!("{path}.disks[{j}]");
            check_name(&disk.name).map_err(|e| e.within(&disk_path))?;
            if !names.insert(disk.name.as_str()) {
                return Err(InputError::new(
                    format!("{disk_path}.name"),
                    &disk.name,
                    Message::new("error-duplicate-disk"),
                ));
            }
            validate_disk(disk).map_err(|e| e.within(&disk_path))?;
            cluster.disks.push((i, disk));
            cluster.scheduled.push(disk.storage_scheduled.0);
        }
        cluster.node_disks.push(start..cluster.disks.len());
    }
    cluster.zone_count = zones.len();
    for (i, image) in scenario.backing_images.iter().enumerate() {
        let path = format!("backingImages[{i}]");
        check_name(&image.name).map_err(|e| e.within(&path))?;
        if cluster
            .backing_image_index
            .insert(image.name.as_str(), i)
            .is_some()
        {
            return Err(InputError::new(
                format!("{path}.name"),
                &image.name,
                Message::new("error-duplicate-backing-image"),
            ));
        }
    }
    for (i, volume) in scenario.volumes.iter().enumerate() {
        let path = format!("volumes[{i}]");
        validate_volume(&cluster, volume).map_err(|e| e.within(&path))?;
        if cluster
            .volume_index
            .insert(volume.name.as_str(), i)
            .is_some()
        {
            return Err(InputError::new(
                format!("{path}.name"),
                &volume.name,
                Message::new("error-duplicate-volume"),
            ));
        }
    }
    for (i, volume) in scenario.volumes.iter().enumerate() {
        validate_clone_source(&cluster, volume).map_err(|e| e.within(&format!("volumes[{i}]")))?;
    }
    Ok(cluster)
}

/// A clone's `dataSource` and its replicas' source replicas: a source replica
/// must be one of the source volume's, when that volume is in the scenario
/// (without it, no source replica is known and a linked clone cannot be placed).
fn validate_clone_source(cluster: &Cluster<'_>, volume: &Volume) -> Result<(), InputError> {
    if let Some(source) = &volume.data_source {
        if !is_valid_data_source(source) {
            return Err(InputError::new(
                "dataSource",
                source,
                Message::new("error-data-source-form"),
            ));
        }
    } else if volume.clone_mode != CloneMode::None {
        return Err(InputError::new(
            "cloneMode",
            clone_mode_text(volume.clone_mode),
            Message::new("error-clone-needs-source"),
        ));
    }
    let source = volume
        .data_source
        .as_deref()
        .and_then(data_source_volume)
        .and_then(|name| cluster.volume_index.get(name))
        .map(|&v| &cluster.volumes[v]);
    for (i, replica) in volume.replicas.iter().enumerate() {
        let (Some(wanted), Some(source)) = (&replica.linked_clone_src_replica_name, source) else {
            continue;
        };
        if !source.replicas.iter().any(|r| &r.name == wanted) {
            return Err(InputError::new(
                format!("replicas[{i}].linkedCloneSrcReplicaName"),
                wanted,
                Message::new("error-not-source-replica").arg("volume", &source.name),
            ));
        }
    }
    Ok(())
}

fn clone_mode_text(mode: CloneMode) -> &'static str {
    match mode {
        CloneMode::None => "",
        CloneMode::FullCopy => "full-copy",
        CloneMode::LinkedClone => "linked-clone",
    }
}

fn check_name(name: &str) -> Result<(), InputError> {
    if name.trim().is_empty() {
        return Err(InputError::new(
            "name",
            name,
            Message::new("error-not-empty"),
        ));
    }
    Ok(())
}

impl Settings {
    /// Checks the ranges Longhorn accepts (percentages 0..=100, no negative
    /// amounts); the error's path is the setting's name.
    ///
    /// ```
    /// use placement::longhorn::Settings;
    /// let s = Settings { storage_minimal_available_percentage: 101, ..Settings::default() };
    /// assert_eq!(s.validate().unwrap_err().path, "storage-minimal-available-percentage");
    /// ```
    pub fn validate(&self) -> Result<(), InputError> {
        validate_settings(self)
    }
}

fn validate_settings(s: &Settings) -> Result<(), InputError> {
    let percent = |name: &str, value: i64| {
        if (0..=100).contains(&value) {
            Ok(())
        } else {
            Err(InputError::new(
                name,
                value,
                Message::new("error-percentage"),
            ))
        }
    };
    percent(
        "storage-minimal-available-percentage",
        s.storage_minimal_available_percentage,
    )?;
    percent(
        "replica-auto-balance-disk-pressure-percentage",
        s.replica_auto_balance_disk_pressure_percentage,
    )?;
    if s.storage_over_provisioning_percentage < 0 {
        return Err(InputError::new(
            "storage-over-provisioning-percentage",
            s.storage_over_provisioning_percentage,
            Message::new("error-not-negative"),
        ));
    }
    if s.replica_replenishment_wait_interval < 0 {
        return Err(InputError::new(
            "replica-replenishment-wait-interval",
            s.replica_replenishment_wait_interval,
            Message::new("error-not-negative-seconds"),
        ));
    }
    Ok(())
}

fn validate_disk(disk: &Disk) -> Result<(), InputError> {
    for (field, value) in [
        ("storageMaximum", disk.storage_maximum.0),
        ("storageAvailable", disk.storage_available.0),
        ("storageReserved", disk.storage_reserved.0),
        ("storageScheduled", disk.storage_scheduled.0),
    ] {
        if value < 0 {
            return Err(InputError::new(
                field,
                value,
                Message::new("error-not-negative"),
            ));
        }
    }
    if disk.storage_reserved.0 > disk.storage_maximum.0 {
        return Err(InputError::new(
            "storageReserved",
            disk.storage_reserved.0,
            Message::new("error-reserved-over-maximum").arg("maximum", disk.storage_maximum.0),
        ));
    }
    Ok(())
}

fn validate_volume(cluster: &Cluster<'_>, volume: &Volume) -> Result<(), InputError> {
    check_name(&volume.name)?;
    if volume.size.0 <= 0 {
        return Err(InputError::new(
            "size",
            volume.size.0,
            Message::new("error-greater-than-zero"),
        ));
    }
    if volume.actual_size.0 < 0 {
        return Err(InputError::new(
            "actualSize",
            volume.actual_size.0,
            Message::new("error-not-negative"),
        ));
    }
    if volume.number_of_replicas < 1 {
        return Err(InputError::new(
            "numberOfReplicas",
            volume.number_of_replicas,
            Message::new("error-at-least-one"),
        ));
    }
    if volume.number_of_replicas > 20 {
        return Err(InputError::new(
            "numberOfReplicas",
            volume.number_of_replicas,
            Message::new("error-replicas-at-most"),
        ));
    }
    let locality = volume
        .data_locality
        .unwrap_or(cluster.settings.default_data_locality);
    if locality == DataLocality::StrictLocal && volume.number_of_replicas != 1 {
        return Err(InputError::new(
            "numberOfReplicas",
            volume.number_of_replicas,
            Message::new("error-strict-local-one-replica"),
        ));
    }
    if let Some(node) = &volume.attached_node {
        if !cluster.node_index.contains_key(node.as_str()) {
            return Err(InputError::new(
                "attachedNode",
                node,
                Message::new("error-unknown-node"),
            ));
        }
    }
    if let Some(image) = &volume.backing_image {
        if cluster.backing_image(image).is_none() {
            return Err(InputError::new(
                "backingImage",
                image,
                Message::new("error-unknown-backing-image"),
            ));
        }
    }
    if let Some(t) = volume.last_degraded_at {
        if t < 0 {
            return Err(InputError::new(
                "lastDegradedAt",
                t,
                Message::new("error-not-negative-seconds"),
            ));
        }
    }
    let mut names = HashSet::new();
    for (i, replica) in volume.replicas.iter().enumerate() {
        let path = format!("replicas[{i}]");
        check_name(&replica.name).map_err(|e| e.within(&path))?;
        if !names.insert(replica.name.as_str()) {
            return Err(InputError::new(
                format!("{path}.name"),
                &replica.name,
                Message::new("error-duplicate-replica"),
            ));
        }
        match (&replica.node, &replica.disk) {
            (None, None) => {}
            (None, Some(disk)) => {
                return Err(InputError::new(
                    format!("{path}.disk"),
                    disk,
                    Message::new("error-disk-needs-node"),
                ));
            }
            (Some(node), disk) => {
                let Some(&n) = cluster.node_index.get(node.as_str()) else {
                    return Err(InputError::new(
                        format!("{path}.node"),
                        node,
                        Message::new("error-unknown-node"),
                    ));
                };
                let Some(disk) = disk else {
                    return Err(InputError::new(
                        format!("{path}.disk"),
                        "",
                        Message::new("error-disk-required"),
                    ));
                };
                if cluster.disk_of(n, disk).is_none() {
                    return Err(InputError::new(
                        format!("{path}.disk"),
                        disk,
                        Message::new("error-unknown-disk").arg("node", node),
                    ));
                }
            }
        }
        if replica.rebuild_retry_count < 0 {
            return Err(InputError::new(
                format!("{path}.rebuildRetryCount"),
                replica.rebuild_retry_count,
                Message::new("error-not-negative"),
            ));
        }
        for (field, value) in [
            ("failedAt", replica.failed_at),
            ("healthyAt", replica.healthy_at),
        ] {
            if let Some(t) = value.filter(|t| *t < 0) {
                return Err(InputError::new(
                    format!("{path}.{field}"),
                    t,
                    Message::new("error-not-negative-seconds"),
                ));
            }
        }
    }
    Ok(())
}
