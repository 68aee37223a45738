//! The reference itself: the candidate search tier by tier, from the spec
//! and longhorn-manager's `scheduler/replica_scheduler.go`, sharing no code
//! with the engine.

use std::collections::BTreeSet;

use placement::longhorn::balance::DiskRef;
use placement::longhorn::*;

/// A replica as the search sees it: node and disk by index.
#[derive(Clone, Copy)]
pub(crate) struct Rep {
    pub node: Option<usize>,
    pub disk: Option<usize>,
    pub evicting: bool,
    pub in_pass: bool,
    /// `failedAt` set.
    pub failed: bool,
    /// `rebuildRetryCount`.
    pub retry: i64,
}

impl Rep {
    /// `IsPotentiallyReusableReplica`: failed, placed, retried fewer than 5 times, not evicting.
    pub(crate) fn reusable(&self) -> bool {
        self.failed
            && self.node.is_some()
            && self.disk.is_some()
            && self.retry < 5
            && !self.evicting
    }
}

/// Everything one search depends on.
#[derive(Clone, Copy)]
pub(crate) struct SearchInput<'a> {
    pub s: &'a Settings,
    pub nodes: &'a [Node],
    pub volume: &'a Volume,
    /// `storageScheduled` per (node, disk), including earlier volumes of the run.
    pub scheduled: &'a [Vec<i64>],
    pub reps: &'a [Rep],
    /// The volume's backing image (node selector, disk selector).
    pub backing_image: Option<&'a BackingImage>,
    /// Degraded past the replenishment wait: failed replicas no longer make nodes used.
    pub replenishing: bool,
    /// The release whose disk checks apply.
    pub version: LonghornVersion,
}

/// What the reference reports for one search.
#[derive(Debug, PartialEq)]
pub(crate) struct Found {
    pub nodes: Vec<NodeExplanation>,
    pub tiers: Vec<TierExplanation>,
    pub candidates: Vec<DiskRef>,
    pub reasons: Vec<String>,
    pub locality: Option<String>,
}

pub(crate) fn trunc_percent(value: i64, percent: i64) -> i64 {
    (value as f64 * percent as f64 / 100.0).trunc() as i64
}

/// `Fits(size, actual)` with `scheduled` already including this pass.
pub(crate) fn fits(s: &Settings, d: &Disk, scheduled: i64, size: i64, actual: i64) -> bool {
    let (max, avail, reserved) = (
        d.storage_maximum.0,
        d.storage_available.0,
        d.storage_reserved.0,
    );
    max > 0
        && avail > 0
        && i128::from(avail) - i128::from(actual)
            > i128::from(trunc_percent(max, s.storage_minimal_available_percentage))
        && i128::from(size) + i128::from(scheduled)
            <= i128::from(trunc_percent(
                max - reserved,
                s.storage_over_provisioning_percentage,
            ))
}

/// Every selector tag present; an empty selector matches when allowed or when there are no tags.
pub(crate) fn tags_ok(tags: &[String], selector: &[String], allow_empty: bool) -> bool {
    if selector.is_empty() {
        allow_empty || tags.is_empty()
    } else {
        selector.iter().all(|t| tags.contains(t))
    }
}

/// §4 as each release writes it, first failure wins; `None` is a failure
/// that records no reason. Read from longhorn/longhorn-manager
/// `scheduler/replica_scheduler.go` `filterNodeDisksForReplica` at each tag.
pub(crate) fn check_disk(i: &SearchInput, n: usize, d: usize) -> Result<(), Option<&'static str>> {
    use LonghornVersion::*;
    match i.version {
        V1_11_0 | V1_11_1 | V1_11_2 => filter_v1_11(i, n, d),
        V1_11_3 | V1_12_0 | V1_12_1 | Master => filter_eligible(i, n, d),
    }
}

/// v1.11.0, v1.11.1, v1.11.2 `filterNodeDisksForReplica`: a disk of the wrong
/// type is skipped with a debug log (`continue`, no `errs.Append`); then
/// `IsSupportedVolumeSize`; then `IsSchedulableToDisk` (capacity); then the
/// volume's and the backing image's disk selectors.
fn filter_v1_11(i: &SearchInput, n: usize, d: usize) -> Result<(), Option<&'static str>> {
    let disk = &i.nodes[n].disks[d];
    if !type_matches(disk, i.volume) {
        return Err(None);
    }
    if !size_supported(disk, i.volume) {
        return Err(Some(INCOMPATIBLE_SIZE));
    }
    if !fits(
        i.s,
        disk,
        i.scheduled[n][d] + in_cycle(i, n, d),
        i.volume.size.0,
        i.volume.actual_size.0,
    ) {
        return Err(Some(INSUFFICIENT_STORAGE));
    }
    selectors(i, disk)
}

/// v1.11.3, v1.12.0, v1.12.1, master: `IsDiskEligibleForVolume` (allowed and
/// not evicting, type — "disks are unavailable" —, size, disk selector,
/// backing image's disk selector), then `IsSchedulableToDisk`.
fn filter_eligible(i: &SearchInput, n: usize, d: usize) -> Result<(), Option<&'static str>> {
    let disk = &i.nodes[n].disks[d];
    if !disk.allow_scheduling || disk.eviction_requested || !type_matches(disk, i.volume) {
        return Err(Some(DISKS_UNAVAILABLE));
    }
    if !size_supported(disk, i.volume) {
        return Err(Some(INCOMPATIBLE_SIZE));
    }
    selectors(i, disk)?;
    if !fits(
        i.s,
        disk,
        i.scheduled[n][d] + in_cycle(i, n, d),
        i.volume.size.0,
        i.volume.actual_size.0,
    ) {
        return Err(Some(INSUFFICIENT_STORAGE));
    }
    Ok(())
}

/// v1 volumes on filesystem disks, v2 on block disks.
fn type_matches(disk: &Disk, v: &Volume) -> bool {
    matches!(disk.disk_type, DiskType::Block) == matches!(v.data_engine, DataEngine::V2)
}

/// `IsSupportedVolumeSize` for the generator's filesystems (ext4, xfs).
fn size_supported(disk: &Disk, v: &Volume) -> bool {
    let ext = disk
        .filesystem_type
        .as_deref()
        .is_some_and(|f| f.starts_with("ext"));
    !(matches!(v.data_engine, DataEngine::V1) && v.size.0 >= MAX_EXT4_VOLUME_SIZE && ext)
}

fn selectors(i: &SearchInput, disk: &Disk) -> Result<(), Option<&'static str>> {
    let allow = i.s.allow_empty_disk_selector_volume;
    if !tags_ok(&disk.tags, &i.volume.disk_selector, allow) {
        return Err(Some(TAGS_NOT_FULFILLED));
    }
    match i.backing_image {
        Some(bi) if !tags_ok(&disk.tags, &bi.disk_selector, allow) => Err(Some(TAGS_NOT_FULFILLED)),
        _ => Ok(()),
    }
}

/// The bytes `filterNodeDisksForReplica` adds to the disk's `storageScheduled`:
/// every replica of the volume not in the disk's `scheduledReplica` (the
/// recorded ones are those given on that disk; this run's are not yet) with
/// `r.Spec.NodeID == node.Name` — and, from v1.11.1, `r.Spec.DiskID == diskUUID`.
fn in_cycle(i: &SearchInput, n: usize, d: usize) -> i64 {
    let per_node = i.version == LonghornVersion::V1_11_0;
    let counted = i
        .reps
        .iter()
        .filter(|r| r.node == Some(n))
        .filter(|r| !(r.disk == Some(d) && !r.in_pass))
        .filter(|r| per_node || r.disk == Some(d))
        .count() as i64;
    counted * i.volume.size.0
}

/// §2: node verdicts in the order Longhorn filters, and the search's early reason.
pub(crate) fn node_verdicts(
    i: &SearchInput,
    hard_affinity: Option<usize>,
) -> (Vec<NodeVerdict>, Option<&'static str>) {
    let mut verdicts: Vec<NodeVerdict> = i
        .nodes
        .iter()
        .map(|n| {
            if !n.ready {
                NodeVerdict::NotReady
            } else if n.cordoned && i.s.disable_scheduling_on_cordoned_node {
                NodeVerdict::Cordoned
            } else if !n.allow_scheduling {
                NodeVerdict::SchedulingDisabled
            } else if n.eviction_requested {
                NodeVerdict::EvictionRequested
            } else {
                NodeVerdict::Candidate
            }
        })
        .collect();
    let candidate = |v: &[NodeVerdict]| v.contains(&NodeVerdict::Candidate);
    // `getNodeCandidates`: the pin among the schedulable nodes (before asking
    // whether any is left), then the engine readiness.
    if let Some(a) = hard_affinity {
        let satisfied = verdicts[a] == NodeVerdict::Candidate;
        for (n, v) in verdicts.iter_mut().enumerate() {
            if n != a && *v == NodeVerdict::Candidate {
                *v = NodeVerdict::NotAffinityNode;
            }
        }
        if !satisfied {
            return (verdicts, Some(HARD_AFFINITY));
        }
    }
    if !candidate(&verdicts) {
        return (verdicts, Some(NODES_UNAVAILABLE));
    }
    for (v, n) in verdicts.iter_mut().zip(i.nodes) {
        if *v == NodeVerdict::Candidate && !n.engine_ready {
            *v = NodeVerdict::EngineNotReady;
        }
    }
    if !candidate(&verdicts) {
        return (verdicts, Some(ENGINE_IMAGE_NOT_READY));
    }
    (verdicts, None)
}

/// The soft anti-affinity in force: the volume's override, else the setting.
pub(crate) fn soft(global: bool, o: AntiAffinityOverride) -> bool {
    match o {
        AntiAffinityOverride::Ignored => global,
        AntiAffinityOverride::Enabled => true,
        AntiAffinityOverride::Disabled => false,
    }
}

pub(crate) struct Usage {
    node_used: Vec<bool>,
    node_only_evicting: Vec<bool>,
    zone_used: Vec<bool>,
    zone_only_evicting: Vec<bool>,
}

/// §3 "used" and "only evicting", over replicas on candidate nodes; a failed
/// replica counts while reusable and the volume is not replenishing. Zones
/// compared by name.
pub(crate) fn usage(i: &SearchInput, candidate: &[bool]) -> Usage {
    let counted: Vec<&Rep> = i
        .reps
        .iter()
        .filter(|r| r.node.is_some_and(|n| candidate[n]))
        .filter(|r| !r.failed || (r.reusable() && !i.replenishing))
        .collect();
    let on_node = |n: usize| counted.iter().filter(move |r| r.node == Some(n));
    let zone = |n: usize| &i.nodes[n].zone;
    let in_zone = |n: usize| {
        counted
            .iter()
            .filter(move |r| r.node.is_some_and(|m| zone(m) == zone(n)))
    };
    let all = 0..i.nodes.len();
    Usage {
        node_used: all.clone().map(|n| on_node(n).next().is_some()).collect(),
        node_only_evicting: all
            .clone()
            .map(|n| on_node(n).next().is_some() && on_node(n).all(|r| r.evicting))
            .collect(),
        zone_used: all.clone().map(|n| in_zone(n).next().is_some()).collect(),
        zone_only_evicting: all
            .map(|n| in_zone(n).next().is_some() && in_zone(n).all(|r| r.evicting))
            .collect(),
    }
}

pub(crate) fn tiers_of(zone_soft: bool, node_soft: bool) -> Vec<Tier> {
    match (zone_soft, node_soft) {
        (false, _) => vec![Tier::NewNodeNewZone, Tier::OnlyEvictingNodeAndZone],
        (true, false) => vec![
            Tier::NewNodeNewZone,
            Tier::UnusedNodes,
            Tier::OnlyEvictingNodes,
        ],
        (true, true) => vec![
            Tier::NewNodeNewZone,
            Tier::UnusedNodesBothSoft,
            Tier::UsedNodes,
        ],
    }
}

/// A node's place in a tier: in, re-admitted by `best-effort` auto-balance, or out.
pub(crate) enum Place {
    In,
    Readmitted(ReadmissionCause),
    Out(ExclusionCause),
}

/// What decides a candidate node's place in the tiers.
pub(crate) struct NodeFlags {
    tags: bool,
    backing_image_tags: bool,
    pressure: bool,
}

/// Where candidate node `n` stands in `tier`: the used-nodes tier is
/// `usedNodes` as is; every other tier checks the volume's then the backing
/// image's node selector first.
pub(crate) fn place(tier: Tier, f: &NodeFlags, best_effort: bool, u: &Usage, n: usize) -> Place {
    use ExclusionCause::*;
    if tier == Tier::UsedNodes {
        return if u.node_used[n] {
            Place::In
        } else {
            Place::Out(NodeNotUsed)
        };
    }
    if !f.tags {
        return Place::Out(NodeTags);
    }
    if !f.backing_image_tags {
        return Place::Out(BackingImageNodeTags);
    }
    let unused_tier = matches!(tier, Tier::UnusedNodes | Tier::UnusedNodesBothSoft);
    match tier {
        Tier::NewNodeNewZone if u.node_used[n] => Place::Out(NodeUsed),
        Tier::NewNodeNewZone if u.zone_used[n] => Place::Out(ZoneUsed),
        Tier::OnlyEvictingNodeAndZone | Tier::OnlyEvictingNodes if !u.node_only_evicting[n] => {
            Place::Out(NodeNotOnlyEvicting)
        }
        Tier::OnlyEvictingNodeAndZone if !u.zone_only_evicting[n] && best_effort => {
            Place::Readmitted(ReadmissionCause::EvictingNodeInUsedZone)
        }
        Tier::OnlyEvictingNodeAndZone if !u.zone_only_evicting[n] => {
            Place::Out(ZoneNotOnlyEvicting)
        }
        _ if unused_tier && u.node_used[n] && f.pressure => {
            Place::Readmitted(ReadmissionCause::DiskPressure)
        }
        _ if unused_tier && u.node_used[n] => Place::Out(NodeUsed),
        _ => Place::In,
    }
}

/// `IsDiskUnderPressure`: the unused share (available minus reserved, in whole
/// percent of the maximum, 0 when nothing is left) below `100 − pressure`.
pub(crate) fn under_pressure(d: &Disk, pressure: i64) -> bool {
    let max = i128::from(d.storage_maximum.0);
    let unused = i128::from(d.storage_available.0) - i128::from(d.storage_reserved.0);
    let percent = if max > 0 && unused > 0 {
        unused * 100 / max
    } else {
        0
    };
    percent < i128::from(100 - pressure)
}

pub(crate) fn disk_ref(i: &SearchInput, (n, d): (usize, usize)) -> DiskRef {
    DiskRef {
        node: i.nodes[n].name.clone(),
        disk: i.nodes[n].disks[d].name.clone(),
    }
}

/// Per node: its flags for the tiers and its row of the explanation.
pub(crate) fn node_rows(
    i: &SearchInput,
    verdicts: &[NodeVerdict],
    u: &Usage,
) -> (Vec<NodeFlags>, Vec<NodeExplanation>) {
    let allow_empty = i.s.allow_empty_node_selector_volume;
    let pressure = i.s.replica_auto_balance_disk_pressure_percentage;
    let auto_balance = i.s.replica_auto_balance == ReplicaAutoBalance::BestEffort;
    let flags: Vec<NodeFlags> = i
        .nodes
        .iter()
        .map(|node| NodeFlags {
            tags: tags_ok(&node.tags, &i.volume.node_selector, allow_empty),
            backing_image_tags: i
                .backing_image
                .is_none_or(|bi| tags_ok(&node.tags, &bi.node_selector, allow_empty)),
            pressure: auto_balance
                && pressure > 0
                && node.disks.iter().any(|d| under_pressure(d, pressure)),
        })
        .collect();
    let rows = (0..i.nodes.len())
        .map(|n| NodeExplanation {
            name: i.nodes[n].name.clone(),
            zone: i.nodes[n].zone.clone(),
            verdict: verdicts[n],
            tags_match: flags[n].tags,
            backing_image_tags_match: flags[n].backing_image_tags,
            disk_pressure: flags[n].pressure,
            used: u.node_used[n],
            only_evicting: u.node_only_evicting[n],
            zone_used: u.zone_used[n],
            zone_only_evicting: u.zone_only_evicting[n],
        })
        .collect();
    (flags, rows)
}

/// The disk map: schedulable disks of candidate nodes (Fits(0, 0) on their status).
pub(crate) fn in_map(i: &SearchInput, n: usize, d: usize) -> bool {
    let disk = &i.nodes[n].disks[d];
    disk.allow_scheduling
        && !disk.eviction_requested
        && disk.ready
        && fits(i.s, disk, i.scheduled[n][d], 0, 0)
}

/// One tier from scratch: its nodes, every disk of them checked, then disk
/// anti-affinity. Returns the explanation, its candidates and its reasons.
pub(crate) fn try_tier(
    i: &SearchInput,
    tier: Tier,
    candidate: &[bool],
    flags: &[NodeFlags],
    u: &Usage,
    disk_soft: bool,
) -> (TierExplanation, Vec<(usize, usize)>, BTreeSet<&'static str>) {
    let auto_balance = i.s.replica_auto_balance == ReplicaAutoBalance::BestEffort;
    let mut t = TierExplanation {
        tier,
        nodes: vec![],
        excluded: vec![],
        readmitted: vec![],
        passed: 0,
        disk_anti_affinity_removed: vec![],
        candidates: 0,
        reasons: vec![],
    };
    let mut reasons = BTreeSet::new();
    let mut passed = Vec::new();
    for n in (0..i.nodes.len()).filter(|&n| candidate[n]) {
        let node = i.nodes[n].name.clone();
        match place(tier, &flags[n], auto_balance, u, n) {
            Place::In => {}
            Place::Readmitted(cause) => t.readmitted.push(TierReadmission { node, cause }),
            Place::Out(cause) => {
                t.excluded.push(TierExclusion { node, cause });
                continue;
            }
        }
        t.nodes.push(i.nodes[n].name.clone());
        let disks: Vec<usize> = (0..i.nodes[n].disks.len())
            .filter(|&d| in_map(i, n, d))
            .collect();
        if disks.is_empty() {
            reasons.insert(DISKS_UNAVAILABLE);
        }
        for d in disks {
            match check_disk(i, n, d) {
                Ok(()) => passed.push((n, d)),
                Err(reason) => reasons.extend(reason),
            }
        }
    }
    t.passed = passed.len();
    // `filterDisksWithMatchingReplicas`: a failed replica counts while reusable.
    let holds = |&(n, d): &(usize, usize)| {
        i.reps
            .iter()
            .any(|r| r.node == Some(n) && r.disk == Some(d) && (!r.failed || r.reusable()))
    };
    let free: Vec<(usize, usize)> = passed.iter().copied().filter(|x| !holds(x)).collect();
    let (chosen, removed): (Vec<_>, Vec<_>) = if !free.is_empty() {
        (free, passed.iter().copied().filter(holds).collect())
    } else if disk_soft {
        (passed, vec![])
    } else {
        (vec![], passed)
    };
    t.disk_anti_affinity_removed = removed.iter().map(|&x| disk_ref(i, x)).collect();
    t.candidates = chosen.len();
    t.reasons = reasons.iter().map(|r| r.to_string()).collect();
    (t, chosen, reasons)
}

/// §6 best-effort: the attached node's disks of the winning tier, when it has
/// no healthy replica; returns the note.
pub(crate) fn prefer_attached(
    i: &SearchInput,
    a: usize,
    winners: &mut Vec<(usize, usize)>,
) -> Option<String> {
    let healthy_local = i.reps.iter().any(|r| r.node == Some(a) && !r.failed);
    if healthy_local || winners.is_empty() {
        return None;
    }
    let local: Vec<(usize, usize)> = winners.iter().copied().filter(|&(n, _)| n == a).collect();
    let name = &i.nodes[a].name;
    Some(if local.is_empty() {
        format!(
            "data locality best-effort: no candidate disk on the attached node {name} in this tier; any candidate may be used"
        )
    } else {
        let text = format!(
            "data locality best-effort: the attached node {name} has no healthy replica; its {} candidate disk(s) are preferred",
            local.len()
        );
        *winners = local;
        text
    })
}

/// One search, tier by tier.
pub(crate) fn search(
    i: &SearchInput,
    hard_affinity: Option<usize>,
    attached: Option<usize>,
    best_effort: bool,
) -> Found {
    let (verdicts, early) = node_verdicts(i, hard_affinity);
    let candidate: Vec<bool> = verdicts
        .iter()
        .map(|v| *v == NodeVerdict::Candidate)
        .collect();
    let u = usage(i, &candidate);
    let (flags, nodes) = node_rows(i, &verdicts, &u);
    let mut found = Found {
        nodes,
        tiers: Vec::new(),
        candidates: Vec::new(),
        reasons: Vec::new(),
        locality: None,
    };
    if let Some(reason) = early {
        found.reasons.push(reason.to_string());
        return found;
    }
    let (s, v) = (i.s, i.volume);
    let disk_soft = soft(
        s.replica_disk_soft_anti_affinity,
        v.replica_disk_soft_anti_affinity,
    );
    let zone_soft = soft(
        s.replica_zone_soft_anti_affinity,
        v.replica_zone_soft_anti_affinity,
    );
    let node_soft = soft(s.replica_soft_anti_affinity, v.replica_soft_anti_affinity);
    let mut reasons = BTreeSet::new();
    let mut winners = Vec::new();
    for tier in tiers_of(zone_soft, node_soft) {
        let (t, chosen, tier_reasons) = try_tier(i, tier, &candidate, &flags, &u, disk_soft);
        found.tiers.push(t);
        if !chosen.is_empty() {
            winners = chosen;
            reasons.clear();
            break;
        }
        reasons.extend(tier_reasons);
    }
    if let (true, Some(a)) = (best_effort, attached) {
        found.locality = prefer_attached(i, a, &mut winners);
    }
    found.candidates = winners.iter().map(|&x| disk_ref(i, x)).collect();
    found.reasons = reasons.iter().map(|r| r.to_string()).collect();
    found
}
