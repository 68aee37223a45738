//! A straightforward reference of the rollout, independent of the engine's
//! rules: its own partitioning, label matching, limit arithmetic, per-cluster
//! state rules and Ready message, written from Fleet's Go code
//! (`fleet_reference/fleet.rs`), and a round loop that recomputes everything
//! from the raw per-cluster state every round (`fleet_reference/rounds.rs`).
//! Property tests check that the event-driven engine reports the same rounds
//! (status, partitions, waits, stop), outcome and clusters on random small fleets.

#[path = "fleet_reference/fleet.rs"]
mod fleet;
#[path = "fleet_reference/rounds.rs"]
mod rounds;

use fleet::{Req, selector_json};
use placement::fleet::state::{BundleState, NonReadyResource, StateCounts};
use placement::fleet::*;
use placement::kernel::int_or_percent::IntOrPercent;
use proptest::prelude::*;
use rounds::{Selectors, reference};

fn ip() -> impl Strategy<Value = Option<IntOrPercent>> {
    prop_oneof![
        Just(None),
        (0i64..6).prop_map(|i| Some(IntOrPercent::Int(i))),
        prop::sample::select(vec![
            "0%", "10%", "34%", "50%", "29%", "57%", "100%", "2", "7", "33.4%"
        ])
        .prop_map(|s| Some(IntOrPercent::Str(s.to_string()))),
    ]
}

/// Selectors on cluster labels (tier, zone) and on group labels (color).
fn selector() -> impl Strategy<Value = Vec<Req>> {
    prop::sample::select(vec![
        vec![],
        vec![Req::Equals("tier", "a")],
        vec![Req::In("tier", vec!["b", "c"])],
        vec![Req::NotIn("tier", vec!["a"])],
        vec![Req::Exists("zone")],
        vec![Req::DoesNotExist("zone")],
        vec![Req::Equals("color", "green")],
        vec![Req::NotIn("color", vec!["blue"])],
        vec![Req::Exists("color"), Req::Equals("tier", "b")],
    ])
}

/// A partition spec and its selectors in the reference's terms.
fn partition_spec() -> impl Strategy<Value = (PartitionSpec, Option<Vec<Req>>, Option<Vec<Req>>)> {
    (
        ip(),
        prop::option::of(prop::sample::select(vec!["c-1", "c-10", "east", "nope"])),
        prop::option::of(selector()),
        prop::option::of(prop::sample::select(vec!["blue", "green", "missing"])),
        prop::option::of(selector()),
        prop::sample::select(vec!["", "", "first"]),
    )
        .prop_map(|(mu, name, sel, group, gsel, pname)| {
            let spec = PartitionSpec {
                name: pname.into(),
                max_unavailable: mu,
                cluster_name: name.map(String::from),
                cluster_selector: sel
                    .as_deref()
                    .map(|s| serde_json::from_value(selector_json(s)).unwrap()),
                cluster_group: group.map(String::from),
                cluster_group_selector: gsel
                    .as_deref()
                    .map(|s| serde_json::from_value(selector_json(s)).unwrap()),
            };
            (spec, sel, gsel)
        })
}

fn behavior() -> impl Strategy<Value = Behavior> {
    prop_oneof![
        4 => (0u32..6).prop_map(|k| Behavior::Ready { after_rounds: k }),
        1 => Just(Behavior::NotReady),
        1 => Just(Behavior::Offline),
        1 => Just(Behavior::Error { message: "boom".into() }),
        1 => Just(Behavior::Drifted),
    ]
}

/// The cluster groups: (name, color label, selector on cluster labels).
fn groups() -> (Vec<ClusterGroup>, Vec<Option<Vec<Req>>>) {
    let defs: [(&str, &str, Option<Vec<Req>>); 4] = [
        ("blue", "blue", Some(vec![Req::Equals("tier", "a")])),
        ("green", "green", Some(vec![Req::Exists("zone")])),
        ("everyone", "green", Some(vec![])),
        ("none", "blue", None),
    ];
    let groups = defs
        .iter()
        .map(|(name, color, sel)| {
            serde_json::from_value(serde_json::json!({
                "name": name,
                "labels": {"color": color},
                "selector": sel.as_deref().map(selector_json),
            }))
            .unwrap()
        })
        .collect();
    (groups, defs.into_iter().map(|(_, _, s)| s).collect())
}

fn strategy() -> impl Strategy<Value = (RolloutStrategy, Vec<(Option<Vec<Req>>, Option<Vec<Req>>)>)>
{
    (
        ip(),
        ip(),
        prop_oneof![
            Just(None),
            (0i64..8).prop_map(|i| Some(IntOrPercent::Int(i))),
            Just(Some(IntOrPercent::Str("30%".into()))),
            Just(Some(IntOrPercent::Str("3".into())))
        ],
        prop::option::of(prop::sample::select(vec![0i64, 3, 8, 200])),
        prop::option::of(0i64..8),
        prop_oneof![2 => Just(vec![]), 1 => prop::collection::vec(partition_spec(), 1..4)],
    )
        .prop_map(|(mu, mup, size, threshold, max_new, parts)| {
            let sels = parts
                .iter()
                .map(|(_, c, g)| (c.clone(), g.clone()))
                .collect();
            let strategy = RolloutStrategy {
                max_unavailable: mu,
                max_unavailable_partitions: mup,
                auto_partition_size: size,
                auto_partition_threshold: threshold,
                max_new,
                partitions: parts.into_iter().map(|(p, _, _)| p).collect(),
            };
            (strategy, sels)
        })
}

fn case() -> impl Strategy<Value = (RolloutInput, Selectors)> {
    let cluster = (
        prop::sample::select(vec!["a", "b", "c"]),
        any::<bool>(),
        prop::option::of(behavior()),
        prop::sample::select(vec![false, false, false, false, true]),
        prop::option::of(1u32..8),
        prop::sample::select(vec![None, None, Some("team-x")]),
    );
    (
        prop::collection::vec(cluster, 0..24),
        strategy(),
        prop::option::of(behavior()),
        any::<bool>(),
        prop::sample::select(vec![Start::Empty, Start::Deployed]),
        prop::collection::vec((1u32..14, 0usize..6, 0usize..24, behavior()), 0..9),
    )
        .prop_map(
            |(cl, (strategy, part_sels), default_behavior, paused, start, evs)| {
                let clusters: Vec<Cluster> = cl
                    .iter()
                    .enumerate()
                    .map(|(i, (tier, zone, b, paused, join, ns))| {
                        let mut labels = placement::kernel::labels::Labels::new();
                        labels.insert("tier".into(), tier.to_string());
                        if *zone {
                            labels.insert("zone".into(), "z".into());
                        }
                        if i % 5 == 0 {
                            labels.insert(
                                "management.cattle.io/cluster-display-name".into(),
                                "east".into(),
                            );
                        }
                        Cluster {
                            name: format!("c-{i}"),
                            namespace: ns.map(String::from),
                            labels,
                            paused: *paused,
                            behavior: b.clone(),
                            joins_at_round: if i % 4 == 3 { *join } else { None },
                            // Starting BundleDeployment states are pinned case by case
                            // in fleet_upstream.rs; this reference starts from none.
                            bundle_deployment: None,
                        }
                    })
                    .collect();
                let n = clusters.len().max(1);
                let events = evs
                    .into_iter()
                    .map(|(round, kind, c, b)| {
                        let cluster = format!("c-{}", c % n);
                        match kind {
                            0 if !clusters.is_empty() => RolloutEvent::SetBehavior {
                                round,
                                cluster,
                                behavior: b,
                            },
                            1 if !clusters.is_empty() => {
                                RolloutEvent::PauseCluster { round, cluster }
                            }
                            2 if !clusters.is_empty() => {
                                RolloutEvent::ResumeCluster { round, cluster }
                            }
                            3 => RolloutEvent::PauseBundle { round },
                            4 => RolloutEvent::ResumeBundle { round },
                            _ => RolloutEvent::Update { round },
                        }
                    })
                    .collect();
                let (cluster_groups, group_sels) = groups();
                let input = RolloutInput {
                    rollout_strategy: strategy,
                    clusters,
                    cluster_groups,
                    default_behavior,
                    paused,
                    start,
                    version: None,
                    events,
                    max_rounds: Some(45),
                    name_limit: Some(1000),
                    timeline: Some(true),
                };
                (
                    input,
                    Selectors {
                        partitions: part_sels,
                        groups: group_sels,
                    },
                )
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn engine_equals_reference((input, sel) in case()) {
        let sim = simulate_rollout(&input).unwrap();
        let want = reference(&input, &sel, sim.rounds.len());
        for (got, want) in sim.rounds.iter().zip(&want.rounds) {
            let mut got = got.clone();
            let mut want = want.clone();
            // The engine promotes a partition's unavailable candidates before its
            // available ones; Fleet goes in target order. The set is what counts.
            got.promoted_names.sort();
            want.promoted_names.sort();
            prop_assert_eq!(got, want);
        }
        prop_assert_eq!(Some(&sim.outcome), want.outcome.as_ref());
        let clusters: Vec<ClusterResult> = sim
            .clusters
            .iter()
            .map(|c| ClusterResult { timeline: Vec::new(), ..c.clone() })
            .collect();
        prop_assert_eq!(clusters, want.clusters);
        let start: Vec<_> = sim
            .partitions
            .iter()
            .map(|p| (p.name.clone(), p.count, p.max_unavailable.value, p.first.clone(), p.last.clone()))
            .collect();
        prop_assert_eq!(start, want.start_partitions);
        prop_assert_eq!((sim.max_unavailable.value, sim.max_unavailable_partitions.value), want.start_limits);
        prop_assert_eq!(&sim.versions, &want.versions);
        prop_assert_eq!(&sim.bundle_paused, &want.bundle_paused);
        // The scrubber replays the final state.
        let last = sim.rounds.len() as u32;
        for (i, c) in sim.clusters.iter().enumerate() {
            let snap = cluster_state_at(&sim, i, last).unwrap();
            prop_assert_eq!(snap.deployment, c.deployment, "{}", c.name);
            prop_assert_eq!(snap.state, c.state);
        }
    }

    #[test]
    fn limit_equals_fleets_arithmetic(count in -2i64..600, v in ip(), fallback in ip()) {
        let got = placement::kernel::int_or_percent::limit(count, &[v.as_ref(), fallback.as_ref()]);
        if let Ok(got) = got {
            prop_assert_eq!(got.value, fleet::fleet_limit(count, &[v.as_ref(), fallback.as_ref()]));
        }
    }

    #[test]
    fn automatic_partitions_cover_targets_once_in_order(n in 0usize..500, size in 0i64..120, pct in 1u32..100, threshold in 0i64..300, use_pct in any::<bool>()) {
        let clusters: Vec<Cluster> = (0..n).map(|i| Cluster::new(format!("c-{i}"), Default::default())).collect();
        let size = if use_pct { IntOrPercent::percent(pct) } else { IntOrPercent::Int(size) };
        let input = PlanInput {
            rollout_strategy: RolloutStrategy {
                auto_partition_size: Some(size.clone()),
                auto_partition_threshold: Some(threshold),
                ..Default::default()
            },
            clusters,
            cluster_groups: vec![],
        };
        let plan = plan_partitions(&input).unwrap();
        let mut sorted = plan.targets.clone();
        sorted.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
        prop_assert_eq!(&sorted, &plan.targets);
        let want = fleet::auto_partition(n, Some(&size), Some(threshold), None);
        let got: Vec<(String, Vec<&String>, i64)> = plan.partitions.iter().map(|p| (p.name.clone(), p.members.iter().collect(), p.max_unavailable.value)).collect();
        let want: Vec<(String, Vec<&String>, i64)> = want.iter().map(|p| (p.name.clone(), p.members.iter().map(|&i| &sorted[i]).collect(), p.max_unavailable)).collect();
        prop_assert_eq!(got, want);
        prop_assert!(plan.unmatched.is_empty());
    }
}

#[test]
fn ready_message_is_fleets() {
    let mut counts = StateCounts::default();
    let listed: Vec<NonReadyResource> = ["a", "b", "c"]
        .iter()
        .zip([
            BundleState::WaitApplied,
            BundleState::WaitApplied,
            BundleState::ErrApplied,
        ])
        .map(|(n, s)| {
            counts.add(s);
            let message = if s == BundleState::ErrApplied {
                "boom"
            } else {
                ""
            };
            NonReadyResource::new(format!("fleet-default/{n}"), s, message)
        })
        .collect();
    let want = fleet::ready_message(&counts, &listed);
    assert_eq!(
        want,
        "ErrApplied(1) [Cluster fleet-default/c: boom]; WaitApplied(2) [Cluster fleet-default/a]"
    );
    let summary = placement::fleet::state::BundleSummary {
        counts,
        non_ready_resources: listed,
    };
    assert_eq!(summary.ready_message(), want);
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
    let members = members_of(&plan);
    assert_eq!(
        members,
        vec![vec!["a"], vec!["b"], vec!["a", "b"], vec!["c", "d"], vec![]]
    );
    assert!(plan.unmatched.is_empty());
    assert_eq!(plan.warnings.len(), 1);
    assert_eq!(plan.partitions[4].max_unavailable.value, 1); // limit(0, …) = 1
}

/// Fleet's matcher checks `clusterGroup` and `clusterGroupSelector` against
/// the same group of the cluster, and a cluster in no group against an
/// unnamed group without labels (which `{}` selects).
#[test]
fn group_criteria_hold_for_one_group() {
    let input: PlanInput = serde_json::from_value(serde_json::json!({
        "clusters": [
            {"name": "in-blue-and-green", "labels": {"tier": "a", "zone": "z"}},
            {"name": "in-no-group", "labels": {"tier": "b"}}
        ],
        "clusterGroups": [
            {"name": "blue", "labels": {"color": "blue"}, "selector": {"matchLabels": {"tier": "a"}}},
            {"name": "green", "labels": {"color": "green"}, "selector": {"matchExpressions": [{"key": "zone", "operator": "Exists"}]}}
        ],
        "rolloutStrategy": {"partitions": [
            {"name": "blue-but-green", "clusterGroup": "blue", "clusterGroupSelector": {"matchLabels": {"color": "green"}}},
            {"name": "any-group", "clusterGroupSelector": {}}
        ]}
    }))
    .unwrap();
    let plan = plan_partitions(&input).unwrap();
    let members = members_of(&plan);
    assert_eq!(
        members,
        vec![vec![], vec!["in-blue-and-green", "in-no-group"]]
    );
}

fn members_of(plan: &PartitionPlan) -> Vec<Vec<&str>> {
    plan.partitions
        .iter()
        .map(|p| p.members.iter().map(String::as_str).collect())
        .collect()
}
