//! A straightforward, tier-by-tier reference of the Longhorn candidate
//! search (`src/longhorn/search.rs`), written from the spec (§2–§4, §6) with
//! nothing taken from the engine's rules: every tier recomputes its node set
//! and checks every disk of its nodes again (the engine checks each disk at
//! most once across tiers). The property test replays every search step of
//! random clusters and compares what the engine explains: node verdicts and
//! usage, each tier tried (nodes, exclusions, passed disks, disk
//! anti-affinity, reasons), candidates, reasons and the data-locality note.

mod longhorn_common;

use longhorn_common::search_scenario;
use placement::longhorn::balance::DiskRef;
use placement::longhorn::*;
use proptest::prelude::*;

/// A replica as the search sees it: node and disk by index.
#[derive(Clone, Copy)]
struct Rep {
    node: Option<usize>,
    disk: Option<usize>,
    evicting: bool,
    in_pass: bool,
}

/// Everything one search depends on.
struct SearchInput<'a> {
    s: &'a Settings,
    nodes: &'a [Node],
    volume: &'a Volume,
    /// `storageScheduled` per (node, disk), including earlier volumes of the run.
    scheduled: &'a [Vec<i64>],
    reps: &'a [Rep],
}

/// What the reference reports for one search.
#[derive(Debug, PartialEq)]
struct Found {
    nodes: Vec<NodeExplanation>,
    tiers: Vec<TierExplanation>,
    candidates: Vec<DiskRef>,
    reasons: Vec<String>,
    locality: Option<String>,
}

fn trunc_percent(value: i64, percent: i64) -> i64 {
    (value as f64 * percent as f64 / 100.0).trunc() as i64
}

/// `Fits(size, actual)` with `scheduled` already including this pass.
fn fits(s: &Settings, d: &Disk, scheduled: i64, size: i64, actual: i64) -> bool {
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
fn tags_ok(tags: &[String], selector: &[String], allow_empty: bool) -> bool {
    if selector.is_empty() {
        allow_empty || tags.is_empty()
    } else {
        selector.iter().all(|t| tags.contains(t))
    }
}

/// §4, first failure wins.
fn check_disk(i: &SearchInput, n: usize, d: usize) -> Result<(), &'static str> {
    let disk = &i.nodes[n].disks[d];
    let v = i.volume;
    if !disk.allow_scheduling || disk.eviction_requested {
        return Err(DISKS_UNAVAILABLE);
    }
    let block = matches!(disk.disk_type, DiskType::Block);
    if block != matches!(v.data_engine, DataEngine::V2) {
        return Err(DISKS_UNAVAILABLE);
    }
    let ext4 = disk
        .filesystem_type
        .as_deref()
        .is_some_and(|f| f.eq_ignore_ascii_case("ext4"));
    if matches!(v.data_engine, DataEngine::V1) && v.size.0 >= MAX_EXT4_VOLUME_SIZE && ext4 {
        return Err(INCOMPATIBLE_SIZE);
    }
    if !tags_ok(
        &disk.tags,
        &v.disk_selector,
        i.s.allow_empty_disk_selector_volume,
    ) {
        return Err(TAGS_NOT_FULFILLED);
    }
    let in_pass = i
        .reps
        .iter()
        .filter(|r| r.in_pass && r.disk == Some(d) && r.node == Some(n))
        .count() as i64;
    let scheduled = i.scheduled[n][d] + in_pass * v.size.0;
    if !fits(i.s, disk, scheduled, v.size.0, v.actual_size.0) {
        return Err(INSUFFICIENT_STORAGE);
    }
    Ok(())
}

/// §2: node verdicts in the order Longhorn filters, and the search's early reason.
fn node_verdicts(
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
    let Some(a) = hard_affinity else {
        return (verdicts, None);
    };
    let satisfied = verdicts[a] == NodeVerdict::Candidate;
    for (n, v) in verdicts.iter_mut().enumerate() {
        if n != a && *v == NodeVerdict::Candidate {
            *v = NodeVerdict::NotAffinityNode;
        }
    }
    (verdicts, (!satisfied).then_some(HARD_AFFINITY))
}

/// The soft anti-affinity in force: the volume's override, else the setting.
fn soft(global: bool, o: AntiAffinityOverride) -> bool {
    match o {
        AntiAffinityOverride::Ignored => global,
        AntiAffinityOverride::Enabled => true,
        AntiAffinityOverride::Disabled => false,
    }
}

struct Usage {
    node_used: Vec<bool>,
    node_only_evicting: Vec<bool>,
    zone_used: Vec<bool>,
    zone_only_evicting: Vec<bool>,
}

/// §3 "used" and "only evicting", over replicas on candidate nodes (no
/// failed replicas in these scenarios). Zones compared by name.
fn usage(i: &SearchInput, candidate: &[bool]) -> Usage {
    let counted: Vec<&Rep> = i
        .reps
        .iter()
        .filter(|r| r.node.is_some_and(|n| candidate[n]))
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

fn tiers_of(zone_soft: bool, node_soft: bool) -> Vec<Tier> {
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
            Tier::AnyNode,
        ],
    }
}

/// Why a candidate node is not in the tier (`None`: it is); tags first.
fn excluded(tier: Tier, tags: bool, u: &Usage, n: usize) -> Option<ExclusionCause> {
    use ExclusionCause::*;
    if tier == Tier::AnyNode {
        return None;
    }
    if !tags {
        return Some(NodeTags);
    }
    match tier {
        Tier::NewNodeNewZone if u.node_used[n] => Some(NodeUsed),
        Tier::NewNodeNewZone if u.zone_used[n] => Some(ZoneUsed),
        Tier::OnlyEvictingNodeAndZone if !u.node_only_evicting[n] => Some(NodeNotOnlyEvicting),
        Tier::OnlyEvictingNodeAndZone if !u.zone_only_evicting[n] => Some(ZoneNotOnlyEvicting),
        Tier::UnusedNodes | Tier::UnusedNodesBothSoft if u.node_used[n] => Some(NodeUsed),
        Tier::OnlyEvictingNodes if !u.node_only_evicting[n] => Some(NodeNotOnlyEvicting),
        _ => None,
    }
}

fn disk_ref(i: &SearchInput, (n, d): (usize, usize)) -> DiskRef {
    DiskRef {
        node: i.nodes[n].name.clone(),
        disk: i.nodes[n].disks[d].name.clone(),
    }
}

/// One search, tier by tier.
fn search(
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
    let v = i.volume;
    let tags: Vec<bool> = i
        .nodes
        .iter()
        .map(|n| {
            tags_ok(
                &n.tags,
                &v.node_selector,
                i.s.allow_empty_node_selector_volume,
            )
        })
        .collect();
    let nodes = (0..i.nodes.len())
        .map(|n| NodeExplanation {
            name: i.nodes[n].name.clone(),
            zone: i.nodes[n].zone.clone(),
            verdict: verdicts[n],
            tags_match: tags[n],
            used: u.node_used[n],
            only_evicting: u.node_only_evicting[n],
            zone_used: u.zone_used[n],
            zone_only_evicting: u.zone_only_evicting[n],
        })
        .collect();
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
    let disk_soft = soft(
        i.s.replica_disk_soft_anti_affinity,
        v.replica_disk_soft_anti_affinity,
    );
    let zone_soft = soft(
        i.s.replica_zone_soft_anti_affinity,
        v.replica_zone_soft_anti_affinity,
    );
    let node_soft = soft(i.s.replica_soft_anti_affinity, v.replica_soft_anti_affinity);
    // The disk map: schedulable disks of candidate nodes (Fits(0, 0) on their status).
    let in_map = |n: usize, d: usize| {
        let disk = &i.nodes[n].disks[d];
        disk.allow_scheduling
            && !disk.eviction_requested
            && disk.ready
            && fits(i.s, disk, i.scheduled[n][d], 0, 0)
    };
    let mut reasons = std::collections::BTreeSet::new();
    let mut winners = Vec::new();
    for tier in tiers_of(zone_soft, node_soft) {
        let mut t = TierExplanation {
            tier,
            nodes: vec![],
            excluded: vec![],
            passed: 0,
            disk_anti_affinity_removed: vec![],
            candidates: 0,
            reasons: vec![],
        };
        let mut tier_reasons = std::collections::BTreeSet::new();
        let mut passed = Vec::new();
        for n in (0..i.nodes.len()).filter(|&n| candidate[n]) {
            if let Some(cause) = excluded(tier, tags[n], &u, n) {
                t.excluded.push(TierExclusion {
                    node: i.nodes[n].name.clone(),
                    cause,
                });
                continue;
            }
            t.nodes.push(i.nodes[n].name.clone());
            let disks: Vec<usize> = (0..i.nodes[n].disks.len())
                .filter(|&d| in_map(n, d))
                .collect();
            if disks.is_empty() {
                tier_reasons.insert(DISKS_UNAVAILABLE);
            }
            for d in disks {
                match check_disk(i, n, d) {
                    Ok(()) => passed.push((n, d)),
                    Err(reason) => {
                        tier_reasons.insert(reason);
                    }
                }
            }
        }
        t.passed = passed.len();
        let holds = |&(n, d): &(usize, usize)| {
            i.reps
                .iter()
                .any(|r| r.node == Some(n) && r.disk == Some(d))
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
        t.reasons = tier_reasons.iter().map(|r| r.to_string()).collect();
        found.tiers.push(t);
        if !chosen.is_empty() {
            winners = chosen;
            reasons.clear();
            break;
        }
        reasons.extend(tier_reasons);
    }
    if let (true, Some(a)) = (best_effort, attached) {
        let healthy_local = i.reps.iter().any(|r| r.node == Some(a));
        if !healthy_local && !winners.is_empty() {
            let local: Vec<(usize, usize)> =
                winners.iter().copied().filter(|&(n, _)| n == a).collect();
            let name = &i.nodes[a].name;
            found.locality = Some(if local.is_empty() {
                format!("data locality best-effort: no candidate disk on the attached node {name} in this tier; any candidate may be used")
            } else {
                let text = format!("data locality best-effort: the attached node {name} has no healthy replica; its {} candidate disk(s) are preferred", local.len());
                winners = local;
                text
            });
        }
    }
    found.candidates = winners.iter().map(|&x| disk_ref(i, x)).collect();
    found.reasons = reasons.iter().map(|r| r.to_string()).collect();
    found
}

fn position(nodes: &[Node], node: &str, disk: Option<&str>) -> (Option<usize>, Option<usize>) {
    let n = nodes.iter().position(|x| x.name == node);
    let d = n.and_then(|n| disk.and_then(|d| nodes[n].disks.iter().position(|x| x.name == d)));
    (n, d)
}

/// Replays every search step of the run and compares it with the reference.
fn check_run(scenario: &Scenario) -> Result<usize, TestCaseError> {
    let result = schedule_replicas(scenario);
    prop_assert!(
        result.is_ok(),
        "the generator writes valid scenarios: {:?}",
        result.err()
    );
    let result = result.unwrap();
    let nodes = &scenario.nodes;
    let mut scheduled: Vec<Vec<i64>> = nodes
        .iter()
        .map(|n| n.disks.iter().map(|d| d.storage_scheduled.0).collect())
        .collect();
    let mut compared = 0;
    for (volume, outcome) in scenario.volumes.iter().zip(&result.volumes) {
        let mut reps: Vec<Rep> = volume
            .replicas
            .iter()
            .map(|r| {
                let (node, disk) = r
                    .node
                    .as_deref()
                    .map_or((None, None), |n| position(nodes, n, r.disk.as_deref()));
                Rep {
                    node,
                    disk,
                    evicting: r.eviction_requested,
                    in_pass: false,
                }
            })
            .collect();
        let locality = volume
            .data_locality
            .unwrap_or(scenario.settings.default_data_locality);
        let attached = volume
            .attached_node
            .as_deref()
            .and_then(|a| nodes.iter().position(|n| n.name == a));
        let hard = attached.filter(|_| locality == DataLocality::StrictLocal);
        for step in &outcome.steps {
            let decision = match step {
                Step::Schedule(d) | Step::Precheck(d) => d,
                _ => continue,
            };
            let input = SearchInput {
                s: &scenario.settings,
                nodes,
                volume,
                scheduled: &scheduled,
                reps: &reps,
            };
            let want = search(&input, hard, attached, locality == DataLocality::BestEffort);
            let got = Found {
                nodes: decision.nodes.clone(),
                tiers: decision.tiers.clone(),
                candidates: decision.candidates.clone(),
                reasons: decision.reasons.clone(),
                locality: decision.locality.clone(),
            };
            prop_assert_eq!(
                got,
                want,
                "volume {}, replica {}",
                volume.name,
                decision.replica
            );
            compared += 1;
            if let Some(w) = &decision.winner {
                let (node, disk) = position(nodes, &w.node, Some(&w.disk));
                reps.push(Rep {
                    node,
                    disk,
                    evicting: false,
                    in_pass: true,
                });
            }
        }
        for r in outcome
            .replicas
            .iter()
            .filter(|r| r.state == ReplicaState::New)
        {
            if let (Some(n), Some(d)) = position(
                nodes,
                r.node.as_deref().unwrap_or_default(),
                r.disk.as_deref(),
            ) {
                scheduled[n][d] += volume.size.0;
            }
        }
    }
    Ok(compared)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn search_equals_tier_by_tier_reference(value in search_scenario()) {
        let scenario: Scenario = serde_json::from_value(value).unwrap();
        check_run(&scenario)?;
    }
}
