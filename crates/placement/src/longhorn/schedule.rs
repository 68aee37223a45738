//! The volume-level flow (§7): unscheduled replicas, failed-replica reuse, the
//! replenishment wait, the precheck, new replicas one after another, several
//! volumes in sequence, and the volume's `Scheduled` condition.

use std::collections::BTreeSet;

use super::checks::VolumeFacts;
use super::checks::{node_info_verdict, DISKS_UNAVAILABLE, PRECHECK_FAILED, SCHEDULING_FAILED};
use super::detail::{reduce, schedule_replicas_with, Explain, ScheduleOptions};
use super::explain::{
    DiskScheduled, DocsNote, EffectiveAntiAffinity, NodeVerdict, ReplenishmentWait,
    ReplicaDecision, ReplicaOutcome, ReplicaState, ReuseCandidate, ReuseDecision, ScheduleResult,
    Step, VolumeCondition, VolumeResult,
};
use super::input::{Algorithm, AntiAffinityOverride, DataEngine, DataLocality, Scenario, Volume};
use super::pick::pick;
use super::search::{search, Rep, Scope, Search, VolCtx};
use super::validate::Cluster;
use crate::InputError;

/// Condition reason when a replica cannot be scheduled.
pub const REASON_REPLICA_SCHEDULING_FAILURE: &str = "ReplicaSchedulingFailure";
/// Condition reason when a strict-local replica cannot be scheduled.
pub const REASON_LOCAL_REPLICA_SCHEDULING_FAILURE: &str = "LocalReplicaSchedulingFailure";

/// Schedules every volume of the scenario, in order, and explains each decision.
///
/// Each volume sees the disks' `storageScheduled` grown by the replicas placed
/// for the volumes before it.
///
/// ```
/// use placement::longhorn::{schedule_replicas, Scenario};
/// let scenario: Scenario = serde_json::from_str(r#"{
///   "nodes": [
///     {"name": "n1", "zone": "a", "disks": [{"name": "d1", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
///     {"name": "n2", "zone": "b", "disks": [{"name": "d1", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}
///   ],
///   "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 3}]
/// }"#).unwrap();
/// let result = schedule_replicas(&scenario).unwrap();
/// let volume = &result.volumes[0];
/// // Node anti-affinity is hard by default: the third replica has nowhere to go.
/// assert_eq!(volume.condition.status, "False");
/// assert_eq!(volume.condition.message, "replica scheduling failed");
/// ```
pub fn schedule_replicas(scenario: &Scenario) -> Result<ScheduleResult, InputError> {
    schedule_replicas_with(scenario, &ScheduleOptions::default())
}

/// Schedules the first `count` volumes, each explained as `level(index)` says.
pub(crate) fn run(
    cluster: &mut Cluster<'_>,
    scenario: &Scenario,
    count: usize,
    level: impl Fn(usize) -> Explain,
) -> ScheduleResult {
    let before = cluster.scheduled.clone();
    let mut volumes = Vec::with_capacity(count);
    for (i, volume) in scenario.volumes.iter().take(count).enumerate() {
        let (mut result, placed) =
            schedule_volume(cluster, volume, scenario.algorithm, scenario.now);
        reduce(&mut result.steps, level(i));
        for d in placed {
            if let Some(s) = cluster.scheduled.get_mut(d) {
                *s = s.saturating_add(volume.size.0);
            }
        }
        volumes.push(result);
    }
    let disks_after = (0..cluster.disks.len())
        .map(|d| DiskScheduled {
            node: cluster.node_name(cluster.disk_node(d)).to_string(),
            disk: cluster.disk_name(d).to_string(),
            before: before[d],
            after: cluster.scheduled[d],
        })
        .collect();
    ScheduleResult {
        volumes,
        disks_after,
        docs_notes: docs_notes(),
        // One level for a whole run (explain_volume keeps one volume of its run).
        explain: level(count.saturating_sub(1)),
    }
}

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

/// Runs one volume; returns its result and the disks of the replicas it placed.
fn schedule_volume(
    c: &Cluster<'_>,
    volume: &Volume,
    algorithm: Algorithm,
    now: i64,
) -> (VolumeResult, Vec<usize>) {
    let s = c.settings;
    let locality = volume.data_locality.unwrap_or(s.default_data_locality);
    let attached = volume
        .attached_node
        .as_deref()
        .and_then(|n| c.node_index.get(n).copied());
    let hard_affinity = if locality == DataLocality::StrictLocal {
        attached
    } else {
        None
    };
    let mut reps: Vec<Rep> = volume
        .replicas
        .iter()
        .map(|r| {
            let node = r.node.as_deref().and_then(|n| c.node_index.get(n).copied());
            let disk = node
                .zip(r.disk.as_deref())
                .and_then(|(n, d)| c.disk_of(n, d));
            Rep {
                name: r.name.clone(),
                node,
                disk,
                failed_at: r.failed_at,
                evicting: r.eviction_requested,
                retry: r.rebuild_retry_count,
                in_pass: false,
                state: if r.failed_at.is_some() {
                    ReplicaState::Failed
                } else if node.is_none() {
                    ReplicaState::Unscheduled
                } else {
                    ReplicaState::Healthy
                },
            }
        })
        .collect();

    // Robustness and the replenishment wait.
    let wanted = usize::try_from(volume.number_of_replicas).unwrap_or(0);
    let healthy = reps
        .iter()
        .filter(|r| r.failed_at.is_none() && r.node.is_some())
        .count();
    let degraded = healthy >= 1 && healthy < wanted;
    let degraded_at = volume
        .last_degraded_at
        .or_else(|| reps.iter().filter_map(|r| r.failed_at).min());
    let interval = s.replica_replenishment_wait_interval;
    let wait = degraded_at.filter(|_| degraded).map(|t| {
        let until = t.saturating_add(interval);
        ReplenishmentWait {
            degraded_at: t,
            interval,
            until,
            remaining: until.saturating_sub(now).max(0),
        }
    });
    let replenishing = degraded && wait.is_none_or(|w| w.remaining == 0);

    let ctx = VolCtx {
        volume,
        facts: VolumeFacts {
            size: volume.size.0,
            actual_size: volume.actual_size.0,
            data_engine: volume.data_engine,
            disk_selector: &volume.disk_selector,
        },
        aa: effective_anti_affinity(c, volume),
        locality,
        attached,
        replenishing,
    };
    let mut steps = Vec::new();
    let mut failures: BTreeSet<String> = BTreeSet::new();
    let mut precheck_failure: Option<Vec<String>> = None;
    let mut placed = Vec::new();
    let mut replenishment = None;

    let mut place = |reps: &mut Vec<Rep>,
                     i: usize,
                     found: Search,
                     steps: &mut Vec<Step>,
                     failures: &mut BTreeSet<String>| {
        let mut decision = found.decision;
        match pick(
            c,
            algorithm,
            &found.candidates,
            volume.size.0,
            &mut decision,
        ) {
            Some(d) => {
                if let Some(r) = reps.get_mut(i) {
                    r.node = Some(c.disk_node(d));
                    r.disk = Some(d);
                    r.in_pass = true;
                    r.state = ReplicaState::New;
                }
                placed.push(d);
            }
            None => {
                if found.reasons.is_empty() {
                    failures.insert(SCHEDULING_FAILED.to_string());
                } else {
                    failures.extend(found.reasons.iter().map(|r| r.to_string()));
                }
            }
        }
        steps.push(Step::Schedule(Box::new(decision)));
    };

    // 1. Replicas that exist but have no node yet.
    for i in 0..reps.len() {
        if reps[i].node.is_none() && reps[i].failed_at.is_none() {
            let found = search(
                c,
                &ctx,
                &reps,
                &reps[i].name,
                Scope::Normal { hard_affinity },
            );
            place(&mut reps, i, found, &mut steps, &mut failures);
        }
    }

    // 2. Replenishment.
    let mut counter = 0usize;
    let mut new_name = |reps: &[Rep]| loop {
        counter += 1;
        let name = format!("{}-r-{counter}", volume.name);
        if !reps.iter().any(|r| r.name == name) {
            return name;
        }
    };
    if volume.replicas.is_empty() {
        // A new volume: every replica passes the same precheck, then they are
        // scheduled one after another.
        let name = new_name(&reps);
        let first = search(c, &ctx, &reps, &name, Scope::Normal { hard_affinity });
        if first.candidates.is_empty() {
            precheck_failure = Some(first.decision.reasons.clone());
            steps.push(Step::Precheck(Box::new(first.decision)));
        } else {
            let start = reps.len();
            reps.push(unscheduled(name));
            for _ in 1..wanted {
                let name = new_name(&reps);
                reps.push(unscheduled(name));
            }
            place(&mut reps, start, first, &mut steps, &mut failures);
            for i in start + 1..reps.len() {
                let found = search(
                    c,
                    &ctx,
                    &reps,
                    &reps[i].name,
                    Scope::Normal { hard_affinity },
                );
                place(&mut reps, i, found, &mut steps, &mut failures);
            }
        }
    } else {
        for _ in 0..=wanted + reps.len() {
            let usable = reps
                .iter()
                .filter(|r| r.failed_at.is_none() && !r.evicting)
                .count();
            if usable >= wanted {
                break;
            }
            if reps.iter().any(|r| r.failed_at.is_some()) {
                let (decision, reused) = try_reuse(c, &ctx, &reps, hard_affinity);
                steps.push(Step::Reuse(Box::new(decision)));
                if let Some(i) = reused {
                    if let Some(r) = reps.get_mut(i) {
                        r.failed_at = None;
                        r.retry = r.retry.saturating_add(1);
                        r.state = ReplicaState::Reused;
                    }
                    continue;
                }
            }
            let potentially = reps.iter().any(|r| {
                hard_affinity.is_none_or(|a| r.node == Some(a))
                    && r.potentially_reusable(volume.data_engine)
            });
            if let Some(w) = wait.filter(|w| degraded && potentially && w.remaining > 0) {
                steps.push(Step::Wait(w));
                replenishment = Some(w);
                break;
            }
            let name = new_name(&reps);
            let found = search(c, &ctx, &reps, &name, Scope::Normal { hard_affinity });
            if found.candidates.is_empty() {
                precheck_failure = Some(found.decision.reasons.clone());
                steps.push(Step::Precheck(Box::new(found.decision)));
                break;
            }
            reps.push(unscheduled(name));
            let i = reps.len() - 1;
            place(&mut reps, i, found, &mut steps, &mut failures);
        }
    }

    let reason = if locality == DataLocality::StrictLocal {
        REASON_LOCAL_REPLICA_SCHEDULING_FAILURE
    } else {
        REASON_REPLICA_SCHEDULING_FAILURE
    };
    let condition = if let Some(reasons) = precheck_failure {
        let reasons = if reasons.is_empty() {
            vec![DISKS_UNAVAILABLE.to_string()]
        } else {
            reasons
        };
        failed_condition(
            reason,
            format!("{PRECHECK_FAILED}: {}", join_reasons(reasons)),
        )
    } else if !failures.is_empty() {
        failed_condition(reason, join_reasons(failures))
    } else {
        VolumeCondition {
            kind: "Scheduled".into(),
            status: "True".into(),
            reason: String::new(),
            message: String::new(),
        }
    };
    let replicas = reps
        .iter()
        .map(|r| ReplicaOutcome {
            name: r.name.clone(),
            node: r.node.map(|n| c.node_name(n).to_string()),
            disk: r.disk.map(|d| c.disk_name(d).to_string()),
            state: r.state,
            eviction_requested: r.evicting,
        })
        .collect();
    let result = VolumeResult {
        name: volume.name.clone(),
        anti_affinity: ctx.aa,
        data_locality: locality,
        replicas,
        steps,
        condition,
        replenishment,
    };
    (result, placed)
}

fn unscheduled(name: String) -> Rep {
    Rep {
        name,
        node: None,
        disk: None,
        failed_at: None,
        evicting: false,
        retry: 0,
        in_pass: false,
        state: ReplicaState::Unscheduled,
    }
}

fn failed_condition(reason: &str, message: String) -> VolumeCondition {
    VolumeCondition {
        kind: "Scheduled".into(),
        status: "False".into(),
        reason: reason.into(),
        message,
    }
}

/// Longhorn's `MultiError.Join`: sorted, de-duplicated, joined by `"; "`.
///
/// ```
/// use placement::longhorn::join_reasons;
/// assert_eq!(
///     join_reasons(["tags not fulfilled", "insufficient storage", "tags not fulfilled"]),
///     "insufficient storage; tags not fulfilled"
/// );
/// ```
pub fn join_reasons<S: Into<String>>(reasons: impl IntoIterator<Item = S>) -> String {
    let set: BTreeSet<String> = reasons.into_iter().map(Into::into).collect();
    set.into_iter().collect::<Vec<_>>().join("; ")
}

/// `CheckAndReuseFailedReplica`: which failed replica can be reused now.
fn try_reuse(
    c: &Cluster<'_>,
    ctx: &VolCtx<'_>,
    reps: &[Rep],
    hard_affinity: Option<usize>,
) -> (ReuseDecision, Option<usize>) {
    let mut considered = Vec::new();
    let mut nodes = vec![false; c.nodes.len()];
    let mut disks = vec![false; c.disks.len()];
    let mut reusable = Vec::new();
    for (i, r) in reps.iter().enumerate() {
        let Some(failed_at) = r.failed_at else {
            continue;
        };
        let why_not = reuse_blocker(c, ctx, r, hard_affinity);
        if why_not.is_none() {
            if let (Some(n), Some(d)) = (r.node, r.disk) {
                nodes[n] = true;
                disks[d] = true;
                reusable.push(i);
            }
        }
        considered.push(ReuseCandidate {
            replica: r.name.clone(),
            failed_at,
            reusable: why_not.is_none(),
            why_not,
        });
    }
    if reusable.is_empty() {
        return (
            ReuseDecision {
                considered,
                search: None,
                reused: None,
            },
            None,
        );
    }
    let found = search(
        c,
        ctx,
        reps,
        "(reuse)",
        Scope::Reuse {
            nodes: &nodes,
            disks: &disks,
        },
    );
    let mut on_candidate = vec![false; c.disks.len()];
    for &d in &found.candidates {
        on_candidate[d] = true;
    }
    let chosen = reusable
        .iter()
        .copied()
        .filter(|&i| reps[i].disk.is_some_and(|d| on_candidate[d]))
        .max_by(|&a, &b| {
            reps[a]
                .failed_at
                .cmp(&reps[b].failed_at)
                .then_with(|| reps[b].name.cmp(&reps[a].name))
        });
    let mut decision: ReplicaDecision = found.decision;
    if let Some(i) = chosen {
        decision.winner = reps[i].disk.map(|d| super::search::disk_ref(c, d));
        if let Some(row) = reps[i].disk.and_then(|d| decision.disks.get_mut(d)) {
            row.verdict = super::explain::DiskVerdict::Chosen;
        }
    }
    let reused = chosen.map(|i| reps[i].name.clone());
    (
        ReuseDecision {
            considered,
            search: Some(Box::new(decision)),
            reused,
        },
        chosen,
    )
}

/// Why a failed replica cannot be reused now (`isFailedReplicaReusable`).
fn reuse_blocker(
    c: &Cluster<'_>,
    ctx: &VolCtx<'_>,
    r: &Rep,
    hard_affinity: Option<usize>,
) -> Option<String> {
    let (Some(n), Some(d)) = (r.node, r.disk) else {
        return Some("has no node or disk".into());
    };
    if ctx.facts.data_engine == DataEngine::V2 {
        return Some("v2 volumes do not reuse failed replicas".into());
    }
    if r.retry >= super::checks::MAX_REBUILD_RETRY {
        return Some(format!(
            "rebuildRetryCount {} reached the limit of {}",
            r.retry,
            super::checks::MAX_REBUILD_RETRY
        ));
    }
    if r.evicting {
        return Some("eviction requested".into());
    }
    if hard_affinity.is_some_and(|a| a != n) {
        return Some("not on the hard-affinity node".into());
    }
    let node = c.nodes.get(n)?;
    let verdict = node_info_verdict(node, c.settings);
    if verdict != NodeVerdict::Candidate {
        return Some(format!(
            "node {} is not schedulable ({})",
            node.name,
            node_verdict_text(verdict)
        ));
    }
    if !node.engine_ready {
        return Some(format!("engine image not ready on node {}", node.name));
    }
    let disk = c.disks.get(d)?.1;
    if !disk.allow_scheduling || disk.eviction_requested || !disk.ready {
        return Some(format!(
            "disk {} is unavailable (scheduling disabled, evicting or not ready)",
            disk.name
        ));
    }
    None
}

fn node_verdict_text(v: NodeVerdict) -> &'static str {
    match v {
        NodeVerdict::Candidate => "candidate",
        NodeVerdict::NotReady => "not ready",
        NodeVerdict::Cordoned => "cordoned",
        NodeVerdict::SchedulingDisabled => "scheduling disabled",
        NodeVerdict::EvictionRequested => "eviction requested",
        NodeVerdict::EngineNotReady => "engine not ready",
        NodeVerdict::NotAffinityNode => "not the hard-affinity node",
        NodeVerdict::NoReusableReplica => "no reusable replica",
    }
}

/// Where the docs page simplifies the real scheduler.
pub fn docs_notes() -> Vec<DocsNote> {
    let note = |id: &str, docs: &str, actual: &str| DocsNote {
        id: id.into(),
        docs: docs.into(),
        actual: actual.into(),
    };
    vec![
        note(
            "new-node-new-zone-first",
            "A new node in a new zone is used when both node and zone soft anti-affinity are disabled.",
            "The real scheduler always tries an unused node in an unused zone first, whatever the settings.",
        ),
        note(
            "cluster-wide-disk-score",
            "The disk stage scores the chosen node's disks among themselves.",
            "The disk stage scores the vector of all candidate disks in the cluster; per-node and cluster-wide scores can tie differently.",
        ),
        note(
            "used-node-tier-skips-node-tags",
            "Node tags always restrict where replicas go.",
            "With node and zone soft anti-affinity, the last tier (used nodes) does not re-check node tags.",
        ),
        note(
            "random-tie-break",
            "The lowest score wins.",
            "Ties and the no-candidate-big-enough case are decided at random by Longhorn; this engine picks deterministically and shows the tie set.",
        ),
        note(
            "no-reason-for-anti-affinity",
            "Scheduling failures state why.",
            "Anti-affinity and node-tag rejections record no reason: the volume then says `replica scheduling failed` (or, for the precheck, `disks are unavailable`).",
        ),
    ]
}
