//! A straightforward reference of the rollout: every round recomputes everything
//! from the per-cluster state, in target order, as the controller's loops do.
//! Property tests check that the event-driven engine gives the same rounds on
//! random small fleets, plus the invariants of the issue.

use std::collections::BTreeMap;

use placement::fleet::state::{Bd, BundleState, StateCounts};
use placement::fleet::*;
use placement::kernel::int_or_percent::IntOrPercent;
use placement::kernel::labels::LabelSelector;
use proptest::prelude::*;

#[derive(Debug, PartialEq)]
struct RefPart {
    name: String,
    count: u64,
    max: i64,
    unavailable: u64,
    summary: StateCounts,
    reached: bool,
    created: u64,
    staged: u64,
    promoted: u64,
    bad: u64,
    is_unavailable: bool,
}

#[derive(Debug, PartialEq)]
struct RefRound {
    created: Vec<String>,
    promoted: Vec<String>,
    staged: u64,
    applied: u64,
    ready: u64,
    failed: u64,
    newly_created: i64,
    unavailable: i64,
    max_unavailable: i64,
    unavailable_partitions: i64,
    max_unavailable_partitions: i64,
    summary: StateCounts,
    non_ready: Vec<(String, BundleState)>,
    ready_message: String,
    parts: Vec<RefPart>,
    stopped: Option<usize>,
    end: StateCounts,
}

fn project(r: &RoundRecord) -> RefRound {
    let mut promoted = r.promoted_names.clone();
    promoted.sort();
    RefRound {
        created: r.created_names.clone(),
        promoted,
        staged: r.staged,
        applied: r.applied,
        ready: r.became_ready,
        failed: r.failed,
        newly_created: r.status.newly_created,
        unavailable: r.status.unavailable,
        max_unavailable: r.status.max_unavailable,
        unavailable_partitions: r.status.unavailable_partitions,
        max_unavailable_partitions: r.status.max_unavailable_partitions,
        summary: r.status.summary.counts,
        non_ready: r
            .status
            .summary
            .non_ready_resources
            .iter()
            .map(|n| (n.name.clone(), n.state))
            .collect(),
        ready_message: r.status.ready_message.clone(),
        parts: r
            .partitions
            .iter()
            .map(|p| RefPart {
                name: p.name.clone(),
                count: p.count,
                max: p.max_unavailable,
                unavailable: p.unavailable,
                summary: p.summary,
                reached: p.reached,
                created: p.created,
                staged: p.staged,
                promoted: p.promoted,
                bad: p.not_up_to_date_or_unavailable,
                is_unavailable: p.partition_unavailable,
            })
            .collect(),
        stopped: r.stopped.as_ref().map(|s| s.index),
        end: r.end,
    }
}

struct RefCluster {
    name: String,
    ns: String,
    bd: Option<Bd>,
    paused: bool,
    behavior: Behavior,
    ready_at: Option<u32>,
    joined: bool,
    /// #14: the last failed apply's message (the Deployed condition stays until the next apply).
    apply_error: String,
}

/// Runs the reference for `rounds` rounds.
fn reference(input: &RolloutInput, rounds: usize) -> Vec<RefRound> {
    let default = input.default_behavior.clone().unwrap_or_default();
    let mut cs: Vec<RefCluster> = input
        .clusters
        .iter()
        .map(|c| RefCluster {
            name: c.name.clone(),
            ns: c.namespace().to_string(),
            bd: None,
            paused: c.paused,
            behavior: c.behavior.clone().unwrap_or_else(|| default.clone()),
            ready_at: None,
            joined: c.joins_at_round.is_none_or(|r| r <= 1),
            apply_error: String::new(), // #14
        })
        .collect();
    cs.sort_by(|a, b| a.name.as_bytes().cmp(b.name.as_bytes()));
    let idx: BTreeMap<String, usize> = cs
        .iter()
        .enumerate()
        .map(|(i, c)| (c.name.clone(), i))
        .collect();
    let plan_of = |cs: &[RefCluster]| {
        let clusters: Vec<Cluster> = input
            .clusters
            .iter()
            .filter(|c| cs[idx[&c.name]].joined)
            .cloned()
            .collect();
        plan_partitions(&PlanInput {
            rollout_strategy: input.rollout_strategy.clone(),
            clusters,
            cluster_groups: input.cluster_groups.clone(),
        })
        .unwrap()
    };
    let mut desired = 1u32;
    let mut bundle_paused = input.paused;
    if input.start == Start::Deployed {
        let plan = plan_of(&cs);
        for p in &plan.partitions {
            for m in &p.members {
                let c = &mut cs[idx[m]];
                let ready = !matches!(c.behavior, Behavior::NotReady);
                c.bd = Some(Bd {
                    staged: 1,
                    deployed: 1,
                    applied: 1,
                    ready,
                    error: false,
                    modified: matches!(c.behavior, Behavior::Drifted),
                });
            }
        }
    }
    let max_new = input.rollout_strategy.max_new();
    let mut out = Vec::new();
    for round in 1..=rounds as u32 {
        for c in input
            .clusters
            .iter()
            .filter(|c| c.joins_at_round == Some(round))
        {
            cs[idx[&c.name]].joined = true;
        }
        for ev in input.events.iter().filter(|e| e.round() == round) {
            match ev {
                RolloutEvent::Update { .. } => desired += 1,
                RolloutEvent::PauseBundle { .. } => bundle_paused = true,
                RolloutEvent::ResumeBundle { .. } => bundle_paused = false,
                RolloutEvent::PauseCluster { cluster, .. } => cs[idx[cluster]].paused = true,
                RolloutEvent::ResumeCluster { cluster, .. } => cs[idx[cluster]].paused = false,
                RolloutEvent::SetBehavior {
                    cluster, behavior, ..
                } => {
                    let c = &mut cs[idx[cluster]];
                    c.behavior = behavior.clone();
                    c.ready_at = None;
                    if let Some(bd) = c.bd.as_mut() {
                        let applied = bd.applied == bd.deployed && bd.deployed != 0;
                        if matches!(behavior, Behavior::Ready { .. }) {
                            bd.modified = false;
                        }
                        match behavior {
                            Behavior::Ready { after_rounds }
                                if bd.applied == bd.deployed && !bd.ready && bd.deployed != 0 =>
                            {
                                c.ready_at = Some(round + after_rounds);
                            }
                            Behavior::NotReady => bd.ready = false,
                            Behavior::Drifted if applied => {
                                bd.ready = true;
                                bd.modified = true;
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        let plan = plan_of(&cs);
        let targets: Vec<usize> = (0..cs.len()).filter(|&i| cs[i].joined).collect();
        let state = |c: &RefCluster| {
            c.bd.map_or(BundleState::Pending, |b| b.bundle_state(desired))
        };
        let mut summary = StateCounts::default();
        for &i in &targets {
            summary.add(state(&cs[i]));
        }
        let non_ready: Vec<(String, BundleState, String)> = targets
            .iter()
            .filter(|&&i| state(&cs[i]) != BundleState::Ready)
            .take(10)
            .map(|&i| {
                let c = &cs[i];
                // #14: the message of the last failed apply, whatever the behavior is now.
                let msg = match state(c) {
                    BundleState::ErrApplied => c.apply_error.clone(),
                    _ => String::new(),
                };
                (format!("{}/{}", c.ns, c.name), state(c), msg)
            })
            .collect();
        let bs = placement::fleet::state::BundleSummary {
            counts: summary,
            non_ready_resources: non_ready
                .iter()
                .map(|(n, s, m)| placement::fleet::state::NonReadyResource {
                    name: n.clone(),
                    state: *s,
                    message: m.clone(),
                })
                .collect(),
        };
        let unav = |c: &RefCluster| c.bd.is_some_and(|b| b.is_unavailable());
        let mut bundle_counter = targets.iter().filter(|&&i| unav(&cs[i])).count() as i64;
        let bmax = plan.max_unavailable.value;
        let mup = plan.max_unavailable_partitions.value;
        let mut rec = RefRound {
            created: vec![],
            promoted: vec![],
            staged: 0,
            applied: 0,
            ready: 0,
            failed: 0,
            newly_created: 0,
            unavailable: 0,
            max_unavailable: bmax,
            unavailable_partitions: 0,
            max_unavailable_partitions: mup,
            summary,
            non_ready: non_ready.iter().map(|(n, s, _)| (n.clone(), *s)).collect(),
            ready_message: bs.ready_message(),
            parts: vec![],
            stopped: None,
            end: StateCounts::default(),
        };
        let members: Vec<Vec<usize>> = plan
            .partitions
            .iter()
            .map(|p| p.members.iter().map(|m| idx[m]).collect())
            .collect();
        for (p, mem) in plan.partitions.iter().zip(&members) {
            let mut s = StateCounts::default();
            for &i in mem {
                s.add(state(&cs[i]));
            }
            rec.parts.push(RefPart {
                name: p.name.clone(),
                count: mem.len() as u64,
                max: p.max_unavailable.value,
                unavailable: mem.iter().filter(|&&i| unav(&cs[i])).count() as u64,
                summary: s,
                reached: false,
                created: 0,
                staged: 0,
                promoted: 0,
                bad: 0,
                is_unavailable: false,
            });
        }
        for (pi, mem) in members.iter().enumerate() {
            let rp = &mut rec.parts[pi];
            rp.reached = true;
            for &i in mem {
                if cs[i].bd.is_none() && rec.newly_created < max_new {
                    rec.newly_created += 1;
                    cs[i].bd = Some(Bd::new(desired));
                    rec.created.push(cs[i].name.clone());
                    rp.created += 1;
                }
            }
            for &i in mem {
                if let Some(bd) = cs[i].bd.as_mut() {
                    if bd.staged != desired {
                        bd.staged = desired;
                        rp.staged += 1;
                        rec.staged += 1;
                    }
                }
            }
            let pmax = rp.max;
            let mut part_counter = rp.unavailable as i64;
            let (bstart, pstart) = (bundle_counter, part_counter);
            let mut avail_promoted = 0i64;
            for &i in mem {
                let c = &mut cs[i];
                let Some(bd) = c.bd.as_mut() else { continue };
                if c.paused || bundle_paused || bd.staged == bd.deployed {
                    continue;
                }
                let u = bd.is_unavailable();
                if u || (bundle_counter < bmax && part_counter < pmax) {
                    if !u {
                        bundle_counter += 1;
                        part_counter += 1;
                        avail_promoted += 1;
                    }
                    bd.deployed = bd.staged;
                    rec.promoted.push(c.name.clone());
                    rp.promoted += 1;
                }
            }
            // Invariant: available promotions stay within both limits.
            assert!(avail_promoted <= (bmax - bstart).max(0).min((pmax - pstart).max(0)));
            rp.bad = mem
                .iter()
                .filter(|&&i| {
                    !cs[i]
                        .bd
                        .is_some_and(|b| b.up_to_date(desired) && !b.is_unavailable())
                })
                .count() as u64;
            rp.is_unavailable = rp.bad as i64 > pmax;
            if rp.is_unavailable {
                rec.unavailable_partitions += 1;
            }
            if rec.unavailable_partitions > mup {
                rec.stopped = Some(pi);
                break;
            }
        }
        rec.unavailable = bundle_counter;
        rec.promoted.sort();
        // Agent step.
        for &i in &targets {
            let c = &mut cs[i];
            let Some(bd) = c.bd.as_mut() else { continue };
            if bd.deployed != bd.applied {
                match &c.behavior {
                    Behavior::Offline => {}
                    Behavior::Error { message } => {
                        c.apply_error = message.clone(); // #14
                        if !bd.error {
                            bd.error = true;
                            rec.failed += 1;
                        }
                    }
                    Behavior::NotReady => {
                        bd.applied = bd.deployed;
                        bd.ready = false;
                        bd.error = false;
                        bd.modified = false;
                        rec.applied += 1;
                        c.ready_at = None;
                    }
                    Behavior::Drifted => {
                        bd.applied = bd.deployed;
                        bd.ready = true;
                        bd.error = false;
                        bd.modified = true;
                        rec.applied += 1;
                        rec.ready += 1;
                        c.ready_at = None;
                    }
                    Behavior::Ready { after_rounds } => {
                        bd.applied = bd.deployed;
                        bd.error = false;
                        bd.modified = false;
                        rec.applied += 1;
                        bd.ready = *after_rounds == 0;
                        c.ready_at = None;
                        if *after_rounds == 0 {
                            rec.ready += 1;
                        } else {
                            c.ready_at = Some(round + after_rounds);
                        }
                    }
                }
            } else if c.ready_at == Some(round) {
                c.ready_at = None;
                if matches!(c.behavior, Behavior::Ready { .. }) && !bd.ready {
                    bd.ready = true;
                    rec.ready += 1;
                }
            }
        }
        for &i in &targets {
            rec.end.add(state(&cs[i]));
        }
        out.push(rec);
    }
    out
}

fn ip() -> impl Strategy<Value = Option<IntOrPercent>> {
    prop_oneof![
        Just(None),
        (0i64..6).prop_map(|i| Some(IntOrPercent::Int(i))),
        prop::sample::select(vec!["0%", "10%", "34%", "50%", "100%", "2", "7"])
            .prop_map(|s| Some(IntOrPercent::Str(s.to_string()))),
    ]
}

fn selector() -> impl Strategy<Value = LabelSelector> {
    prop::sample::select(vec![
        r#"{}"#,
        r#"{"matchLabels": {"tier": "a"}}"#,
        r#"{"matchExpressions": [{"key": "tier", "operator": "In", "values": ["b", "c"]}]}"#,
        r#"{"matchExpressions": [{"key": "tier", "operator": "NotIn", "values": ["a"]}]}"#,
        r#"{"matchExpressions": [{"key": "zone", "operator": "Exists"}]}"#,
        r#"{"matchExpressions": [{"key": "zone", "operator": "DoesNotExist"}]}"#,
    ])
    .prop_map(|s| serde_json::from_str(s).unwrap())
}

fn partition_spec() -> impl Strategy<Value = PartitionSpec> {
    (
        ip(),
        prop::option::of(prop::sample::select(vec!["c-1", "c-10", "east", "nope"])),
        prop::option::of(selector()),
        prop::option::of(prop::sample::select(vec!["blue", "green", "missing"])),
        prop::option::of(selector()),
    )
        .prop_map(|(mu, name, sel, group, gsel)| PartitionSpec {
            name: String::new(),
            max_unavailable: mu,
            cluster_name: name.map(String::from),
            cluster_selector: sel,
            cluster_group: group.map(String::from),
            cluster_group_selector: gsel,
        })
}

fn behavior() -> impl Strategy<Value = Behavior> {
    prop_oneof![
        4 => (0u32..3).prop_map(|k| Behavior::Ready { after_rounds: k }),
        1 => Just(Behavior::NotReady),
        1 => Just(Behavior::Offline),
        1 => Just(Behavior::Error { message: "boom".into() }),
        1 => Just(Behavior::Drifted),
    ]
}

fn input() -> impl Strategy<Value = RolloutInput> {
    let cluster = (
        prop::sample::select(vec!["a", "b", "c"]),
        any::<bool>(),
        prop::option::of(behavior()),
        prop::sample::select(vec![false, false, false, false, true]),
        prop::option::of(1u32..8),
    );
    let strategy = (
        ip(),
        ip(),
        prop_oneof![
            Just(None),
            (0i64..8).prop_map(|i| Some(IntOrPercent::Int(i))),
            Just(Some(IntOrPercent::Str("30%".into())))
        ],
        prop::option::of(prop::sample::select(vec![0i64, 3, 8, 200])),
        prop::option::of(0i64..8),
        prop_oneof![2 => Just(vec![]), 1 => prop::collection::vec(partition_spec(), 1..4)],
    )
        .prop_map(
            |(mu, mup, size, threshold, max_new, partitions)| RolloutStrategy {
                max_unavailable: mu,
                max_unavailable_partitions: mup,
                auto_partition_size: size,
                auto_partition_threshold: threshold,
                max_new,
                partitions,
            },
        );
    (
        prop::collection::vec(cluster, 0..24),
        strategy,
        prop::option::of(behavior()),
        any::<bool>(),
        prop::sample::select(vec![Start::Empty, Start::Deployed]),
        prop::collection::vec((1u32..8, 0usize..6, 0usize..24, behavior()), 0..4),
    )
        .prop_map(|(cl, strategy, default_behavior, paused, start, evs)| {
            let clusters: Vec<Cluster> = cl
                .iter()
                .enumerate()
                .map(|(i, (tier, zone, b, paused, join))| {
                    let mut labels = placement::kernel::labels::Labels::new();
                    labels.insert("tier".into(), tier.to_string());
                    if *zone {
                        labels.insert("zone".into(), "z".into());
                    }
                    if i % 5 == 0 {
                        labels.insert(placement::fleet::targets::DISPLAY_NAME_LABEL.into(), "east".into());
                    }
                    Cluster {
                        name: format!("c-{i}"),
                        namespace: None,
                        labels,
                        paused: *paused,
                        behavior: b.clone(),
                        joins_at_round: if i % 4 == 3 { *join } else { None },
                        bundle_deployment: None, // #14: start states are covered by fleet_upstream.rs
                    }
                })
                .collect();
            let n = clusters.len().max(1);
            let events = evs
                .into_iter()
                .map(|(round, kind, c, b)| {
                    let cluster = format!("c-{}", c % n);
                    match kind {
                        0 if !clusters.is_empty() => RolloutEvent::SetBehavior { round, cluster, behavior: b },
                        1 if !clusters.is_empty() => RolloutEvent::PauseCluster { round, cluster },
                        2 if !clusters.is_empty() => RolloutEvent::ResumeCluster { round, cluster },
                        3 => RolloutEvent::PauseBundle { round },
                        4 => RolloutEvent::ResumeBundle { round },
                        _ => RolloutEvent::Update { round },
                    }
                })
                .collect();
            let groups = serde_json::from_str(
                r#"[{"name": "blue", "labels": {"color": "blue"}, "selector": {"matchLabels": {"tier": "a"}}},
                    {"name": "green", "labels": {"color": "green"}, "selector": {"matchExpressions": [{"key": "zone", "operator": "Exists"}]}},
                    {"name": "none", "labels": {"color": "blue"}}]"#,
            )
            .unwrap();
            RolloutInput {
                rollout_strategy: strategy,
                clusters,
                cluster_groups: groups,
                default_behavior,
                paused,
                start,
                version: None, // #14: see fleet_upstream.rs
                events,
                max_rounds: Some(30),
                name_limit: Some(1000),
                timeline: Some(true),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn engine_equals_reference(input in input()) {
        let sim = simulate_rollout(&input).unwrap();
        let reference = reference(&input, sim.rounds.len());
        for (r, (got, want)) in sim.rounds.iter().zip(&reference).enumerate() {
            prop_assert_eq!(&project(got), want, "round {}", r + 1);
        }
        // Never more than maxNew created per round.
        let max_new = input.rollout_strategy.max_new() as u64;
        prop_assert!(sim.rounds.iter().all(|r| r.created <= max_new));
        // Unmatched targets are never deployed.
        for c in &sim.clusters {
            if c.partitions.is_empty() {
                prop_assert!(c.deployment.is_none(), "{} deployed", c.name);
            }
        }
        // The scrubber replays the final state.
        let last = sim.rounds.len() as u32;
        for (i, c) in sim.clusters.iter().enumerate() {
            let snap = cluster_state_at(&sim, i, last).unwrap();
            prop_assert_eq!(snap.deployment, c.deployment, "{}", c.name);
            prop_assert_eq!(snap.state, c.state);
        }
    }

    #[test]
    fn automatic_partitions_cover_targets_once_in_order(n in 0usize..500, size in 0i64..120, pct in 1u32..100, threshold in 0i64..300, use_pct in any::<bool>()) {
        let clusters: Vec<Cluster> = (0..n).map(|i| Cluster::new(format!("c-{i}"), Default::default())).collect();
        let input = PlanInput {
            rollout_strategy: RolloutStrategy {
                auto_partition_size: Some(if use_pct { IntOrPercent::percent(pct) } else { IntOrPercent::Int(size) }),
                auto_partition_threshold: Some(threshold),
                ..Default::default()
            },
            clusters,
            cluster_groups: vec![],
        };
        let plan = plan_partitions(&input).unwrap();
        let flat: Vec<&String> = plan.partitions.iter().flat_map(|p| &p.members).collect();
        let targets: Vec<&String> = plan.targets.iter().collect();
        prop_assert_eq!(flat, targets);
        prop_assert!(plan.unmatched.is_empty());
        let mut sorted = plan.targets.clone();
        sorted.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
        prop_assert_eq!(&sorted, &plan.targets);
    }
}

#[test]
fn manual_matching() {
    let input: PlanInput = serde_json::from_value(serde_json::json!({
        "clusters": [
            {"name": "a", "labels": {"env": "prod", "management.cattle.io/cluster-display-name": "alpha"}},
            {"name": "b", "labels": {"env": "prod", "zone": "z1"}},
            {"name": "c", "labels": {"env": "dev"}},
            {"name": "d", "labels": {}}
        ],
        "clusterGroups": [{"name": "prod", "labels": {"kind": "env"}, "selector": {"matchLabels": {"env": "prod"}}}],
        "rolloutStrategy": {"partitions": [
            {"name": "by-display-name", "clusterName": "alpha"},
            {"name": "group-and-zone", "clusterGroup": "prod", "clusterSelector": {"matchExpressions": [{"key": "zone", "operator": "Exists"}]}},
            {"name": "group-selector", "clusterGroupSelector": {"matchLabels": {"kind": "env"}}},
            {"name": "not-prod", "clusterSelector": {"matchExpressions": [{"key": "env", "operator": "NotIn", "values": ["prod"]}]}},
            {"name": "nothing"}
        ]}
    }))
    .unwrap();
    let plan = plan_partitions(&input).unwrap();
    let members: Vec<Vec<&str>> = plan
        .partitions
        .iter()
        .map(|p| p.members.iter().map(String::as_str).collect())
        .collect();
    assert_eq!(
        members,
        vec![vec!["a"], vec!["b"], vec!["a", "b"], vec!["c", "d"], vec![]]
    );
    assert!(plan.unmatched.is_empty());
    assert_eq!(plan.warnings.len(), 1);
    assert_eq!(plan.partitions[4].max_unavailable.value, 1); // limit(0, …) = 1
}
