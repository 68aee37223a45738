//! Why a replica is not scheduled, accounting for every node: each node that
//! is not a candidate, or a candidate that no tier took, or whose disks all
//! failed, counted under one cause; the causes said as one list, each a
//! sentence part of its own with its count, names and deciding values.

use super::edit::names;
use crate::kernel::message::Message;
use crate::longhorn::explain::{
    DiskExplanation, DiskVerdict as V, ExclusionCause, NodeVerdict, ReplicaDecision,
};
use crate::longhorn::input::Volume;
use crate::longhorn::validate::Cluster;

/// One cause, in the order the sentence says them (nodes first, then disks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Cause {
    NotReady,
    Cordoned,
    SchedulingDisabled,
    EvictionRequested,
    EngineNotReady,
    NotAffinityNode,
    NoReusableReplica,
    OutsideTopology,
    NotCloneSource,
    NodeTags,
    BackingImageNodeTags,
    NodeUsed,
    ZoneUsed,
    NoDisks,
    DiskSchedulingDisabled,
    DiskEvicting,
    DiskNotReady,
    DiskConditionFalse,
    DiskFull,
    DiskType,
    Ext4Size,
    DiskTags,
    BackingImageDiskTags,
    Storage,
    DiskAntiAffinity,
    NotLocal,
    DiskNotCloneSource,
}

/// The counted causes: each with the nodes it names and how many nodes or disks it holds.
#[derive(Default)]
struct Groups(Vec<(Cause, Vec<String>, usize)>);

impl Groups {
    fn add(&mut self, cause: Cause, node: &str) {
        match self.0.iter_mut().find(|g| g.0 == cause) {
            Some(g) => {
                if g.1.last().is_none_or(|n| n != node) {
                    g.1.push(node.to_string());
                }
                g.2 += 1;
            }
            None => self.0.push((cause, vec![node.to_string()], 1)),
        }
    }
}

/// Every cause that kept a node or disk from taking the replica, as sentence parts.
pub(super) fn causes(
    c: &Cluster<'_>,
    d: &ReplicaDecision,
    volume: &Volume,
    node_soft: bool,
) -> Vec<Message> {
    groups(c, d, node_soft)
        .into_iter()
        .map(|(cause, nodes, count)| sentence_part(cause, nodes, count, d, volume, c))
        .collect()
}

/// For the causes no edit of the lab can take away: what to change on the
/// cluster, one sentence each with its kubectl-level edit.
pub(super) fn outside(c: &Cluster<'_>, d: &ReplicaDecision, volume: &Volume) -> Vec<Message> {
    let mut said: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    // Node anti-affinity does not decide these causes.
    for (cause, nodes, _) in groups(c, d, false) {
        let id = match cause {
            Cause::NotAffinityNode => "longhorn-outside-strict-local",
            Cause::OutsideTopology => "longhorn-outside-topology",
            Cause::NotCloneSource | Cause::DiskNotCloneSource => "longhorn-outside-linked-clone",
            Cause::DiskType => "longhorn-outside-disk-type",
            Cause::Ext4Size => "longhorn-outside-ext4-size",
            Cause::NoDisks => "longhorn-outside-no-disks",
            _ => continue,
        };
        if said.contains(&id) {
            continue;
        }
        said.push(id);
        out.push(
            Message::new(id)
                .arg("volume", &volume.name)
                .arg("nodes", names(&nodes))
                .arg("nodeCount", nodes.len())
                .arg("node", nodes.first().map_or("", String::as_str))
                .arg(
                    "engine",
                    match volume.data_engine {
                        crate::longhorn::input::DataEngine::V1 => "v1",
                        crate::longhorn::input::DataEngine::V2 => "v2",
                    },
                ),
        );
    }
    out
}

fn groups(
    c: &Cluster<'_>,
    d: &ReplicaDecision,
    node_soft: bool,
) -> Vec<(Cause, Vec<String>, usize)> {
    let mut groups = Groups::default();
    for node in &d.nodes {
        if let Some(cause) = node_cause(node.verdict) {
            groups.add(cause, &node.name);
            continue;
        }
        let in_a_tier = d.tiers.iter().any(|t| t.nodes.contains(&node.name));
        if !in_a_tier {
            groups.add(tier_cause(d, &node.name, node_soft), &node.name);
            continue;
        }
        let disks: Vec<&DiskExplanation> = d.disks.iter().filter(|x| x.node == node.name).collect();
        if disks.is_empty() {
            groups.add(Cause::NoDisks, &node.name);
        }
        for x in disks {
            if let Some(cause) = disk_cause(c, x) {
                groups.add(cause, &node.name);
            }
        }
    }
    let mut groups = groups.0;
    crate::kernel::sort::sort_by_key(&mut groups, |g| g.0);
    groups
}

fn node_cause(v: NodeVerdict) -> Option<Cause> {
    Some(match v {
        NodeVerdict::Candidate => return None,
        NodeVerdict::NotReady => Cause::NotReady,
        NodeVerdict::Cordoned => Cause::Cordoned,
        NodeVerdict::SchedulingDisabled => Cause::SchedulingDisabled,
        NodeVerdict::EvictionRequested => Cause::EvictionRequested,
        NodeVerdict::EngineNotReady => Cause::EngineNotReady,
        NodeVerdict::NotAffinityNode => Cause::NotAffinityNode,
        NodeVerdict::NoReusableReplica => Cause::NoReusableReplica,
        NodeVerdict::OutsideTopology => Cause::OutsideTopology,
        NodeVerdict::NotCloneSource => Cause::NotCloneSource,
    })
}

/// Why a candidate node is in no tier: the selector it fails before the
/// anti-affinity that leaves it out (a tag never changes between tiers); a
/// used node under soft node anti-affinity is out for its zone. The causes
/// of the later tiers ("holds no replica or a non-evicting one") only restate
/// the first tier's, so they count only when nothing else is recorded.
fn tier_cause(d: &ReplicaDecision, node: &str, node_soft: bool) -> Cause {
    let mut primary: Option<Cause> = None;
    let mut restated: Option<Cause> = None;
    for e in d
        .tiers
        .iter()
        .flat_map(|t| &t.excluded)
        .filter(|e| e.node == node)
    {
        let (slot, cause) = match e.cause {
            ExclusionCause::NodeTags => (&mut primary, Cause::NodeTags),
            ExclusionCause::BackingImageNodeTags => (&mut primary, Cause::BackingImageNodeTags),
            ExclusionCause::NodeUsed => (&mut primary, Cause::NodeUsed),
            ExclusionCause::ZoneUsed => (&mut primary, Cause::ZoneUsed),
            ExclusionCause::ZoneNotOnlyEvicting => (&mut restated, Cause::ZoneUsed),
            ExclusionCause::NodeNotOnlyEvicting | ExclusionCause::NodeNotUsed => {
                (&mut restated, Cause::NodeUsed)
            }
        };
        *slot = Some(slot.map_or(cause, |f| f.min(cause)));
    }
    match primary.or(restated).unwrap_or(Cause::NodeUsed) {
        Cause::NodeUsed if node_soft => Cause::ZoneUsed,
        cause => cause,
    }
}

fn disk_cause(c: &Cluster<'_>, x: &DiskExplanation) -> Option<Cause> {
    let input = c
        .node_index
        .get(x.node.as_str())
        .and_then(|&n| c.disk_of(n, &x.disk))
        .map(|i| c.disks[i].1);
    Some(match x.verdict {
        V::NotSchedulable | V::Unavailable => match input {
            Some(disk) if !disk.allow_scheduling => Cause::DiskSchedulingDisabled,
            Some(disk) if disk.eviction_requested => Cause::DiskEvicting,
            Some(disk) if disk.schedulable == Some(false) => Cause::DiskConditionFalse,
            Some(disk) if disk.schedulable.is_none() && !disk.ready => Cause::DiskNotReady,
            _ if x.verdict == V::Unavailable => Cause::DiskType,
            _ => Cause::DiskFull,
        },
        V::IncompatibleVolumeSize => Cause::Ext4Size,
        V::TagsNotFulfilled => Cause::DiskTags,
        V::BackingImageTagsNotFulfilled => Cause::BackingImageDiskTags,
        V::InsufficientStorage => Cause::Storage,
        V::DiskAntiAffinity => Cause::DiskAntiAffinity,
        V::NotLocal => Cause::NotLocal,
        V::NotCloneSource => Cause::DiskNotCloneSource,
        V::NodeNotCandidate | V::NotInTier | V::NotReached | V::Candidate | V::Chosen => {
            return None;
        }
    })
}

fn sentence_part(
    cause: Cause,
    nodes: Vec<String>,
    count: usize,
    d: &ReplicaDecision,
    volume: &Volume,
    c: &Cluster<'_>,
) -> Message {
    let id = match cause {
        Cause::NotReady => "longhorn-cause-not-ready",
        Cause::Cordoned => "longhorn-cause-cordoned",
        Cause::SchedulingDisabled => "longhorn-cause-scheduling-disabled",
        Cause::EvictionRequested => "longhorn-cause-eviction-requested",
        Cause::EngineNotReady => "longhorn-cause-engine-not-ready",
        Cause::NotAffinityNode => "longhorn-cause-not-affinity-node",
        Cause::NoReusableReplica => "longhorn-cause-no-reusable-replica",
        Cause::OutsideTopology => "longhorn-cause-outside-topology",
        Cause::NotCloneSource => "longhorn-cause-not-clone-source",
        Cause::NodeTags => "longhorn-cause-node-tags",
        Cause::BackingImageNodeTags => "longhorn-cause-backing-image-node-tags",
        Cause::NodeUsed => "longhorn-cause-node-used",
        Cause::ZoneUsed => "longhorn-cause-zone-used",
        Cause::NoDisks => "longhorn-cause-no-disks",
        Cause::DiskSchedulingDisabled => "longhorn-cause-disk-scheduling-disabled",
        Cause::DiskEvicting => "longhorn-cause-disk-evicting",
        Cause::DiskNotReady => "longhorn-cause-disk-not-ready",
        Cause::DiskConditionFalse => "longhorn-cause-disk-condition-false",
        Cause::DiskFull => "longhorn-cause-disk-full",
        Cause::DiskType => "longhorn-cause-disk-type",
        Cause::Ext4Size => "longhorn-cause-ext4-size",
        Cause::DiskTags => "longhorn-cause-disk-tags",
        Cause::BackingImageDiskTags => "longhorn-cause-backing-image-disk-tags",
        Cause::Storage => "longhorn-cause-storage",
        Cause::DiskAntiAffinity => "longhorn-cause-disk-anti-affinity",
        Cause::NotLocal => "longhorn-cause-not-local",
        Cause::DiskNotCloneSource => "longhorn-cause-disk-not-clone-source",
    };
    let image = volume
        .backing_image
        .as_deref()
        .and_then(|b| c.backing_image(b));
    let mut m = Message::new(id)
        .arg("count", count)
        .arg("nodes", names(&nodes))
        .arg("volume", &volume.name);
    let tags = |m: Message, tags: &[String]| m.arg("tags", names(tags)).arg("tagCount", tags.len());
    match cause {
        Cause::NodeTags => m = tags(m, &volume.node_selector),
        Cause::DiskTags => m = tags(m, &volume.disk_selector),
        Cause::BackingImageNodeTags => m = tags(m, image.map_or(&[][..], |b| &b.node_selector)),
        Cause::BackingImageDiskTags => m = tags(m, image.map_or(&[][..], |b| &b.disk_selector)),
        Cause::Storage => {
            m = m.arg("sizeBytes", volume.size.0);
            if let Some((node, disk, missing)) =
                super::changes::closest_disk(d, volume.size.0, volume.actual_size.0)
            {
                m = Message::new("longhorn-cause-storage-closest")
                    .arg("count", count)
                    .arg("nodes", names(&nodes))
                    .arg("sizeBytes", volume.size.0)
                    .arg("node", node)
                    .arg("disk", disk)
                    .arg("missingBytes", missing);
            }
        }
        _ => {}
    }
    m
}
