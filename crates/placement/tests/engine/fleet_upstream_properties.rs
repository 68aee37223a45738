//! Property checks of issue #14's rules against small re-writings of rancher/fleet's
//! functions (`GetDeploymentState` on `effectiveDeployment`, `ReadyMessage`,
//! `upToDate`, `isUnavailable`, `manualPartition` with `ClusterMatcher`,
//! `limit`, `Manager.Targets`' order); the pinned cases are in fleet_upstream.rs.

use placement::fleet::state::{Bd, BundleState, BundleSummary, StateCounts};
use placement::fleet::*;
use placement::kernel::labels::{LabelSelector, Labels};
use proptest::prelude::*;
use serde_json::json;

fn sim(v: serde_json::Value) -> RolloutSimulation {
    let input: RolloutInput = serde_json::from_value(v).expect("input");
    simulate_rollout(&input).expect("simulation")
}

fn named(n: usize) -> Vec<serde_json::Value> {
    (0..n)
        .map(|i| json!({"name": format!("c-{i:03}")}))
        .collect()
}

// ---------------------------------------------------------------------------
// Re-writings of the upstream functions, for the property checks.

/// `GetDeploymentState(effectiveDeployment())`.
fn upstream_state(bd: &Bd, wanted: u32) -> BundleState {
    let deployment_id = wanted; // effectiveDeployment
    if bd.applied != deployment_id {
        return if bd.error {
            BundleState::ErrApplied
        } else {
            BundleState::WaitApplied
        };
    }
    if !bd.ready {
        return BundleState::NotReady;
    }
    if deployment_id != bd.staged {
        return BundleState::OutOfSync;
    }
    if bd.modified {
        return BundleState::Modified;
    }
    BundleState::Ready
}

/// `ReadyMessage`.
fn upstream_ready_message(s: &BundleSummary) -> String {
    let mut messages = Vec::new();
    for state in [
        BundleState::OutOfSync,
        BundleState::NotReady,
        BundleState::WaitApplied,
        BundleState::ErrApplied,
        BundleState::Pending,
        BundleState::Modified,
    ] {
        if s.counts.get(state) == 0 {
            continue;
        }
        if let Some(v) = s.non_ready_resources.iter().find(|v| v.state == state) {
            let tail = if v.message.is_empty() {
                String::new()
            } else {
                format!(": {}", v.message)
            };
            messages.push(format!(
                "{}({}) [Cluster {}{tail}]",
                state.as_str(),
                s.counts.get(state),
                v.name
            ));
        }
    }
    messages.sort();
    messages.join("; ")
}

/// `manualPartition`'s per-target loop with `ClusterMatcher.Match`.
fn upstream_member(spec: &PartitionSpec, c: &Cluster, groups: &[ClusterGroup]) -> bool {
    let criteria = |group: &str, group_labels: &Labels| -> bool {
        let mut any = false;
        let mut all = true;
        if let Some(n) = spec.cluster_name.as_deref().filter(|n| !n.is_empty()) {
            any = true;
            all &= c.name == n
                || c.labels
                    .get(targets::DISPLAY_NAME_LABEL)
                    .is_some_and(|d| d == n);
        }
        if let Some(g) = spec.cluster_group.as_deref().filter(|g| !g.is_empty()) {
            any = true;
            all &= g == group;
        }
        if let Some(sel) = &spec.cluster_group_selector {
            any = true;
            all &= sel.matches(group_labels);
        }
        if let Some(sel) = &spec.cluster_selector {
            any = true;
            all &= sel.matches(&c.labels);
        }
        any && all
    };
    let mine: Vec<&ClusterGroup> = groups
        .iter()
        .filter(|g| g.namespace() == c.namespace())
        .filter(|g| g.selector.as_ref().is_some_and(|s| s.matches(&c.labels)))
        .collect();
    if mine.is_empty() {
        return criteria("", &Labels::new());
    }
    mine.iter().any(|g| criteria(&g.name, &g.labels))
}

fn arb_bd() -> impl Strategy<Value = Bd> {
    (
        0u32..4,
        0u32..4,
        0u32..4,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(staged, deployed, applied, ready, error, modified)| Bd {
            staged,
            deployed,
            applied,
            ready,
            error,
            modified,
        })
}

fn arb_selector() -> impl Strategy<Value = Option<LabelSelector>> {
    prop_oneof![
        Just(None),
        Just(Some(json!({}))),
        Just(Some(json!({"matchLabels": {"k": "a"}}))),
        Just(Some(
            json!({"matchExpressions": [{"key": "k", "operator": "NotIn", "values": ["a"]}]})
        )),
        Just(Some(
            json!({"matchExpressions": [{"key": "k", "operator": "DoesNotExist"}]})
        )),
    ]
    .prop_map(|v| v.map(|v| serde_json::from_value(v).unwrap()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The state of every starting BundleDeployment, the summary counts, the
    /// unavailable count and the Ready message, against the upstream functions.
    #[test]
    fn start_states_follow_status_go(bds in proptest::collection::vec(proptest::option::of(arb_bd()), 1..11), version in 1u32..4) {
        let clusters: Vec<serde_json::Value> = bds.iter().enumerate().map(|(i, bd)| {
            let mut c = json!({"name": format!("c-{i:02}"), "behavior": {"kind": "offline"}});
            if let Some(b) = bd {
                c["bundleDeployment"] = json!({"stagedDeploymentID": b.staged, "deploymentID": b.deployed,
                    "appliedDeploymentID": b.applied, "ready": b.ready, "modified": b.modified});
                if b.error { c["bundleDeployment"]["error"] = json!("failed"); }
            }
            c
        }).collect();
        let s = sim(json!({"version": version, "paused": true, "clusters": clusters, "maxRounds": 1}));
        let r1 = &s.rounds[0];
        let mut unavailable = 0;
        let mut bad_after = 0;
        for (i, bd) in bds.iter().enumerate() {
            let want = bd.map_or(BundleState::Pending, |b| upstream_state(&b, version));
            prop_assert_eq!(cluster_state_at(&s, i, 0).unwrap().state, want);
            prop_assert_eq!(r1.status.summary.non_ready_resources.iter().any(|r| r.name.ends_with(&format!("c-{i:02}"))), want != BundleState::Ready);
            if let Some(b) = bd {
                // isUnavailable: applied ≠ deployed or not ready.
                if b.applied != b.deployed || !b.ready { unavailable += 1; }
                // After the reconcile (paused: staged only): !upToDate || isUnavailable.
                let up_to_date = b.deployed == version && b.applied == version;
                if !up_to_date || b.applied != b.deployed || !b.ready { bad_after += 1; }
            } else {
                bad_after += 1; // created this round, nothing applied
            }
        }
        prop_assert_eq!(r1.partitions[0].unavailable, unavailable);
        prop_assert_eq!(r1.partitions[0].not_up_to_date_or_unavailable, bad_after);
        prop_assert_eq!(&r1.status.ready_message, &upstream_ready_message(&r1.status.summary));
    }

    /// Manual partition membership against `manualPartition` / `ClusterMatcher`.
    #[test]
    fn manual_partitions_follow_the_cluster_matcher(
        cluster_labels in proptest::collection::vec((0u8..3, any::<bool>()), 1..10),
        specs in proptest::collection::vec((0u8..3, 0u8..3, arb_selector(), arb_selector()), 1..4),
    ) {
        let value = |v: u8| ["a", "b", "c"][v as usize % 3];
        let clusters: Vec<Cluster> = cluster_labels.iter().enumerate().map(|(i, (v, other_ns))| {
            serde_json::from_value(json!({"name": format!("c-{i}"), "namespace": if *other_ns { "x" } else { "fleet-default" },
                "labels": {"k": value(*v), "g": value(*v)}})).unwrap()
        }).collect();
        let groups: Vec<ClusterGroup> = serde_json::from_value(json!([
            {"name": "ga", "labels": {"k": "a"}, "selector": {"matchLabels": {"g": "a"}}},
            {"name": "gb", "labels": {"k": "b"}, "selector": {"matchExpressions": [{"key": "g", "operator": "In", "values": ["a", "b"]}]}},
            {"name": "gx", "namespace": "x", "labels": {"k": "a"}, "selector": {}}
        ])).unwrap();
        let partitions: Vec<PartitionSpec> = specs.iter().map(|(name, group, gsel, csel)| PartitionSpec {
            name: String::new(),
            max_unavailable: None,
            cluster_name: [None, Some("c-1".to_string()), Some(String::new())][*name as usize].clone(),
            cluster_selector: csel.clone(),
            cluster_group: [None, Some("ga".to_string()), Some("gx".to_string())][*group as usize].clone(),
            cluster_group_selector: gsel.clone(),
        }).collect();
        let input = PlanInput {
            rollout_strategy: RolloutStrategy { partitions: partitions.clone(), ..Default::default() },
            clusters: clusters.clone(),
            cluster_groups: groups.clone(),
        };
        let p = plan_partitions(&input).unwrap();
        for (spec, part) in partitions.iter().zip(&p.partitions) {
            let want: Vec<String> = p.targets.iter().filter(|name| {
                let c = clusters.iter().find(|c| &&c.name == name).unwrap();
                upstream_member(spec, c, &groups)
            }).cloned().collect();
            prop_assert_eq!(&part.members, &want);
        }
    }

    /// A negative integer does what its clamped value does (`limit` clamps to 0;
    /// `NewlyCreated < maxNew` never holds; `<= 0` turns auto partitions off):
    /// the same rounds, plus a warning per negative field.
    #[test]
    fn negative_numbers_act_as_their_clamped_values(
        n in 0usize..260, neg in 1i64..5, which in 0usize..4, seed_behavior in 0u8..3,
    ) {
        let behavior = [json!({"kind": "ready"}), json!({"kind": "notReady"}), json!({"kind": "ready", "afterRounds": 1})][seed_behavior as usize].clone();
        let field = ["maxUnavailable", "maxNew", "autoPartitionThreshold", "autoPartitionSize"][which];
        let base = |v: i64| json!({"clusters": named(n), "rolloutStrategy": {field: v}, "defaultBehavior": behavior, "maxRounds": 12});
        let negative = sim(base(-neg));
        let clamped = sim(base(0));
        // What happens, not how the numbers are written (explanations, maxNew's own value).
        let happened = |s: &RolloutSimulation| -> Vec<(u64, u64, u64, u64, i64, StateCounts)> {
            s.rounds.iter().map(|r| (r.created, r.promoted, r.staged, r.applied, r.status.unavailable, r.end)).collect()
        };
        let limits = |s: &RolloutSimulation| -> Vec<(u64, i64)> {
            s.partitions.iter().map(|p| (p.count, p.max_unavailable.value)).collect()
        };
        prop_assert_eq!(happened(&negative), happened(&clamped));
        prop_assert_eq!(limits(&negative), limits(&clamped));
        prop_assert_eq!(negative.warnings.len(), clamped.warnings.len() + 1);
    }

    /// Targets in Fleet's order: by name, names shared by several namespaces in namespace order.
    #[test]
    fn targets_are_ordered_by_name_then_namespace(
        pairs in proptest::collection::btree_set((0u8..4, 0u8..3), 1..10),
    ) {
        let clusters: Vec<serde_json::Value> = pairs.iter().rev()
            .map(|(n, ns)| json!({"name": format!("c-{n}"), "namespace": format!("ns-{ns}")}))
            .collect();
        let s = sim(json!({"clusters": clusters, "maxRounds": 1}));
        let got: Vec<(String, String)> = s.clusters.iter().map(|c| (c.name.clone(), c.namespace.clone())).collect();
        let want: Vec<(String, String)> = pairs.iter().map(|(n, ns)| (format!("c-{n}"), format!("ns-{ns}"))).collect();
        prop_assert_eq!(got, want);
    }
}
