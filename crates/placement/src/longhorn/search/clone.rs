//! Linked clones (`cloneMode: linked-clone`): a clone shares its source
//! volume's data on the same disks, so each of its replicas may only go to a
//! disk that holds a healthy replica of the source. v1.12.1 and master
//! (`buildLinkedCloneSrcNodeDiskMap` in `scheduler/replica_scheduler.go`): the
//! sources' nodes only, not evicting sources, a replica's own source replica,
//! and a failed one reused only beside it (`isFailedReplicaReusable`).
//! v1.11.0–v1.12.0 (`getSrcReplicaNodesAndDisks`): the sources' disks only.

use crate::kernel::message::Message;
use crate::longhorn::input::{CloneMode, LonghornVersion, Replica, Volume, data_source_volume};
use crate::longhorn::validate::Cluster;

/// The source side of a volume: whether it is a linked clone and the volume
/// its `dataSource` names, when that volume is in the scenario.
#[derive(Clone, Copy)]
pub(crate) struct CloneSource<'a> {
    pub linked: bool,
    pub name: Option<&'a str>,
    pub volume: Option<&'a Volume>,
    /// The release: v1.12.1's node and disk map, or the older disk set.
    pub version: LonghornVersion,
}

impl<'a> CloneSource<'a> {
    pub fn of(c: &Cluster<'a>, volume: &'a Volume, version: LonghornVersion) -> Self {
        let name = volume.data_source.as_deref().and_then(data_source_volume);
        CloneSource {
            linked: volume.clone_mode == CloneMode::LinkedClone,
            name,
            volume: name
                .and_then(|n| c.volume_index.get(n))
                .map(|&i| &c.volumes[i]),
            version,
        }
    }

    fn replica(&self, name: &str) -> Option<&'a Replica> {
        self.volume?.replicas.iter().find(|r| r.name == name)
    }
}

/// The flat disk index a source replica is on, if it has a node and a disk.
fn disk_of(c: &Cluster<'_>, r: &Replica) -> Option<usize> {
    let n = *c.node_index.get(r.node.as_deref()?)?;
    c.disk_of(n, r.disk.as_deref()?)
}

/// A source replica a clone replica may be placed beside: scheduled, not
/// failed, once healthy, and (v1.12.1) not being evicted.
fn usable_source(r: &Replica, version: LonghornVersion) -> bool {
    r.failed_at.is_none()
        && r.healthy_at.is_some()
        && (!version.clone_node_disk_map_rule() || !r.eviction_requested)
}

/// Per flat disk: may a replica of the linked clone go there? Only the disk of
/// its own source replica (`src`) when it names one and that replica is
/// usable (v1.12.1; before, `linkedCloneSrcReplicaName` does not exist);
/// otherwise the disks of every usable replica of the source volume.
/// `None` when the volume is not a linked clone.
pub(crate) fn allowed_disks(
    c: &Cluster<'_>,
    source: &CloneSource<'_>,
    src: Option<&str>,
) -> Option<Vec<bool>> {
    if !source.linked {
        return None;
    }
    let mut allowed = vec![false; c.disks.len()];
    let src = src.filter(|_| source.version.clone_node_disk_map_rule());
    let chosen: Vec<&Replica> = match src {
        Some(name) => source.replica(name).into_iter().collect(),
        None => source
            .volume
            .map(|v| v.replicas.iter().collect())
            .unwrap_or_default(),
    };
    for d in chosen
        .into_iter()
        .filter(|r| usable_source(r, source.version))
        .filter_map(|r| disk_of(c, r))
    {
        allowed[d] = true;
    }
    Some(allowed)
}

/// Why a failed replica parented to `src` cannot be reused on disk `disk`
/// now: its source replica is not on that disk, failed, or never healthy.
pub(crate) fn reuse_blocker(
    c: &Cluster<'_>,
    source: &CloneSource<'_>,
    src: &str,
    disk: usize,
) -> Option<(String, Message)> {
    let said = |text: String, id: &str| Some((text, Message::new(id).arg("source", src)));
    let Some(r) = source.replica(src) else {
        return said(
            format!(
                "its source replica {src} is not in the scenario (the source volume's replicas are needed)"
            ),
            "longhorn-reuse-source-missing",
        );
    };
    if disk_of(c, r) != Some(disk) {
        return said(
            format!("its source replica {src} is not on the same disk"),
            "longhorn-reuse-source-other-disk",
        );
    }
    if r.failed_at.is_some() || r.healthy_at.is_none() {
        return said(
            format!("its source replica {src} is not healthy (failed, or never healthy)"),
            "longhorn-reuse-source-unhealthy",
        );
    }
    None
}

/// The volume's linked-clone sentence: where its replicas may go, and how
/// v1.11 differs; `None` unless it is a linked clone. The English and the
/// same as a message (the source replicas as `name on node/disk`, names only).
pub(crate) fn clone_note(c: &Cluster<'_>, source: &CloneSource<'_>) -> Option<(String, Message)> {
    if !source.linked {
        return None;
    }
    let name = source.name.unwrap_or("");
    if !source.version.clone_node_disk_map_rule() {
        return Some(old_clone_note(c, source, name));
    }
    let Some(volume) = source.volume else {
        return Some((
            format!(
                "Linked clone of {name}: {name} is not in the scenario, so no source replica is known and no replica can be placed (\"linked clone replica cannot be satisfied\"). Add the source volume with its replicas."
            ),
            Message::new("longhorn-linked-clone-source-missing").arg("source", name),
        ));
    };
    let sources: Vec<_> = volume
        .replicas
        .iter()
        .filter(|r| usable_source(r, source.version) && disk_of(c, r).is_some())
        .collect();
    let place = |r: &&Replica| {
        format!(
            "{}/{}",
            r.node.as_deref().unwrap_or(""),
            r.disk.as_deref().unwrap_or("")
        )
    };
    let disks: Vec<String> = sources
        .iter()
        .map(|r| format!("{} on {}", r.name, place(r)))
        .collect();
    // The message's list has no English word: "r1 (node-1/disk-1)".
    let named: Vec<String> = sources
        .iter()
        .map(|r| format!("{} ({})", r.name, place(r)))
        .collect();
    let (list, id) = if disks.is_empty() {
        (
            "none: it has no healthy replica".to_string(),
            "longhorn-linked-clone-no-healthy-source",
        )
    } else {
        (disks.join(", "), "longhorn-linked-clone")
    };
    let message = Message::new(id)
        .arg("source", name)
        .arg("replicas", named.join(", "));
    Some((
        format!(
            "Linked clone of {name}: its replicas go only to disks that hold a healthy replica of {name} ({list}), as Longhorn v1.12.1 and master do (buildLinkedCloneSrcNodeDiskMap, before the hard-affinity pin). Longhorn v1.11.0–v1.12.0 keep the same disks but leave every node a candidate, and count replicas being evicted as sources."
        ),
        message,
    ))
}

/// v1.11.0–v1.12.0 (`getSrcReplicaNodesAndDisks`): the source replicas'
/// disks, evicting ones included; the node filter of `getNodeCandidates`
/// deletes from a map that is still empty, so every node stays a candidate and
/// a node without such a disk has none in its disk map ("disks are unavailable").
fn old_clone_note(c: &Cluster<'_>, source: &CloneSource<'_>, name: &str) -> (String, Message) {
    let named: Vec<String> = source
        .volume
        .map(|v| {
            v.replicas
                .iter()
                .filter(|r| usable_source(r, source.version))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
        .into_iter()
        .filter(|r| disk_of(c, r).is_some())
        .map(|r| {
            format!(
                "{} ({}/{})",
                r.name,
                r.node.as_deref().unwrap_or(""),
                r.disk.as_deref().unwrap_or("")
            )
        })
        .collect();
    let version = source.version.label();
    let list = if named.is_empty() {
        "none".to_string()
    } else {
        named.join(", ")
    };
    (
        format!(
            "Linked clone of {name} under Longhorn {version}: its replicas go only to disks that hold a healthy replica of {name}, replicas being evicted included ({list}; getSrcReplicaNodesAndDisks). Every node stays a candidate, so a node without such a disk says \"disks are unavailable\"; from v1.12.1 only the source's nodes are kept and none left says \"linked clone replica cannot be satisfied\"."
        ),
        if named.is_empty() {
            Message::new("longhorn-linked-clone-before-node-map-none")
        } else {
            Message::new("longhorn-linked-clone-before-node-map").arg("replicas", named.join(", "))
        }
        .arg("source", name)
        .arg("version", version),
    )
}
