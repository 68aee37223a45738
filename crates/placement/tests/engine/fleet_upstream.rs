//! Fleet's rules as its code has them (rancher/fleet, `internal/cmd/controller`),
//! pinned case by case, each citing the upstream file and function (issue #14);
//! fleet_upstream_properties.rs checks them on random inputs.
//! Where `spec/fleet-rollout.md` (the docs) says otherwise, the test says so.

use placement::fleet::state::{BundleState, BundleSummary, NonReadyResource};
use placement::fleet::*;
use serde_json::json;

fn sim(v: serde_json::Value) -> RolloutSimulation {
    let input: RolloutInput = serde_json::from_value(v).expect("input");
    simulate_rollout(&input).expect("simulation")
}

fn plan(v: serde_json::Value) -> PartitionPlan {
    let input: PlanInput = serde_json::from_value(v).expect("input");
    plan_partitions(&input).expect("plan")
}

fn named(n: usize) -> Vec<serde_json::Value> {
    (0..n)
        .map(|i| json!({"name": format!("c-{i:03}")}))
        .collect()
}

// ---------------------------------------------------------------------------
// 1. The Ready condition's message: `ReadyMessage` in
//    internal/cmd/controller/summary/summary.go. One piece per non-ready state
//    with a count > 0, naming the first listed target of that state (`break`
//    after the first), the message inside the brackets; pieces sorted, "; ".
//    The docs page shows one piece per listed cluster; the code does not.

#[test]
fn ready_message_names_the_first_listed_target_of_each_state() {
    // 12 clusters, maxNew 5: round 1 lists 10 of them; before any decision all are Pending.
    let s = sim(json!({"clusters": named(12), "rolloutStrategy": {"maxNew": 5}, "maxRounds": 3}));
    let r1 = &s.rounds[0].status;
    assert_eq!(r1.summary.non_ready_resources.len(), 10);
    assert_eq!(
        r1.ready_message,
        "Pending(12) [Cluster fleet-default/c-000]"
    );
    // Round 2: 5 created in round 1 and applied/ready at once; the other 7 are Pending.
    let r2 = &s.rounds[1].status;
    assert_eq!(r2.ready_message, "Pending(7) [Cluster fleet-default/c-005]");
}

#[test]
fn ready_message_pieces_are_sorted_and_carry_the_apply_error_inside_the_brackets() {
    let s = sim(json!({
        "clusters": [
            {"name": "a", "behavior": {"kind": "error", "message": "boom"}},
            {"name": "b", "behavior": {"kind": "notReady"}},
            {"name": "c", "behavior": {"kind": "error", "message": "bang"}},
            {"name": "d", "behavior": {"kind": "notReady"}}
        ],
        "maxRounds": 3
    }));
    assert_eq!(
        s.rounds[1].status.ready_message,
        "ErrApplied(2) [Cluster fleet-default/a: boom]; NotReady(2) [Cluster fleet-default/b]"
    );
}

#[test]
fn a_state_with_no_listed_target_gives_no_piece() {
    let mut s = BundleSummary::default();
    for _ in 0..11 {
        s.counts.add(BundleState::WaitApplied);
    }
    s.counts.add(BundleState::Pending); // the 11th non-ready target is not listed
    for i in 0..10 {
        s.non_ready_resources.push(NonReadyResource::new(
            format!("ns/w-{i}"),
            BundleState::WaitApplied,
            String::new(),
        ));
    }
    assert_eq!(s.ready_message(), "WaitApplied(11) [Cluster ns/w-0]");
}

// ---------------------------------------------------------------------------
// 2. Manual partitions and cluster groups: `manualPartition` in
//    internal/cmd/controller/target/rollout.go with `ClusterMatcher.Match`
//    (target/matcher/clustermatcher.go): the criteria are tried once per group
//    the cluster is in, against that group; a cluster in no group is tried with
//    group "" and no labels. Groups hold clusters of their own namespace
//    (`ClusterGroupsForCluster`, target/query.go).

fn groups_json() -> serde_json::Value {
    json!([
        {"name": "eu", "labels": {"region": "eu"}, "selector": {"matchLabels": {"geo": "eu"}}},
        {"name": "canary", "labels": {"stage": "canary"}, "selector": {"matchLabels": {"canary": "yes"}}}
    ])
}

#[test]
fn all_criteria_of_a_partition_must_hold_for_the_same_group() {
    let p = plan(json!({
        "clusters": [
            {"name": "both", "labels": {"geo": "eu", "canary": "yes"}},
            {"name": "eu-only", "labels": {"geo": "eu"}}
        ],
        "clusterGroups": groups_json(),
        "rolloutStrategy": {"partitions": [
            // Group "eu" by name, and a group labelled stage=canary: no single group is both.
            {"name": "mixed", "clusterGroup": "eu", "clusterGroupSelector": {"matchLabels": {"stage": "canary"}}},
            {"name": "eu", "clusterGroup": "eu", "clusterGroupSelector": {"matchLabels": {"region": "eu"}}}
        ]}
    }));
    assert!(p.partitions[0].members.is_empty());
    assert_eq!(p.partitions[1].members, ["both", "eu-only"]);
}

#[test]
fn a_cluster_in_no_group_is_matched_with_an_empty_group() {
    let sel = |s: serde_json::Value| {
        plan(json!({
            "clusters": [{"name": "lonely"}, {"name": "grouped", "labels": {"geo": "eu"}}],
            "clusterGroups": groups_json(),
            "rolloutStrategy": {"partitions": [{"name": "p", "clusterGroupSelector": s}]}
        }))
        .partitions[0]
            .members
            .clone()
    };
    assert_eq!(sel(json!({})), ["grouped", "lonely"]);
    assert_eq!(
        sel(
            json!({"matchExpressions": [{"key": "region", "operator": "NotIn", "values": ["eu"]}]})
        ),
        ["lonely"]
    );
    assert_eq!(
        sel(json!({"matchExpressions": [{"key": "region", "operator": "DoesNotExist"}]})),
        ["lonely"]
    );
    assert_eq!(sel(json!({"matchLabels": {"region": "eu"}})), ["grouped"]);
}

#[test]
fn a_group_holds_only_clusters_of_its_namespace() {
    let p = plan(json!({
        "clusters": [{"name": "a", "namespace": "fleet-default", "labels": {"geo": "eu"}},
                     {"name": "b", "namespace": "other", "labels": {"geo": "eu"}}],
        "clusterGroups": [{"name": "eu", "namespace": "other", "selector": {"matchLabels": {"geo": "eu"}}}],
        "rolloutStrategy": {"partitions": [{"name": "eu", "clusterGroup": "eu"}]}
    }));
    assert_eq!(p.partitions[0].members, ["b"]);
    assert_eq!(p.unmatched, ["a"]);
}

#[test]
fn an_empty_cluster_name_or_group_is_no_criterion() {
    // NewClusterMatcher adds a criterion only for clusterName != "" / clusterGroup != "".
    let p = plan(json!({
        "clusters": named(2),
        "rolloutStrategy": {"partitions": [
            {"name": "only-empty", "clusterName": ""},
            {"name": "empty-and-selector", "clusterGroup": "", "clusterSelector": {}}
        ]}
    }));
    assert!(p.partitions[0].members.is_empty());
    assert!(
        p.warnings[0].contains("sets none of clusterName"),
        "{:?}",
        p.warnings
    );
    assert_eq!(p.partitions[1].members, ["c-000", "c-001"]);
}

// ---------------------------------------------------------------------------
// 3. Unnamed partitions: `appendPartition` (target/rollout.go) copies
//    `partitionDef.Name` as is into `status.partitions[].name`.

#[test]
fn an_unnamed_partition_keeps_an_empty_status_name_and_gets_a_label() {
    let mut input = json!({
        "clusters": named(3),
        "rolloutStrategy": {"maxUnavailable": 0, "partitions": [
            {"clusterSelector": {}}, {"name": "never", "clusterName": "nobody"}]}
    });
    let p = plan(input.clone());
    input["defaultBehavior"] = json!({"kind": "notReady"});
    input["maxRounds"] = json!(3);
    assert_eq!(p.partitions[0].name, "");
    assert_eq!(p.partitions[0].label, "partitions[0] (unnamed)");
    assert_eq!(p.partitions[1].label, "never");
    let s = sim(input);
    assert_eq!(s.partitions[0].name, "");
    assert_eq!(s.rounds[0].partitions[0].name, "");
    assert_eq!(s.rounds[0].partitions[0].label, "partitions[0] (unnamed)");
    let stop = s.rounds[0]
        .stopped
        .as_ref()
        .expect("stops at the first partition");
    assert!(
        stop.message
            .starts_with("stopped at partitions[0] (unnamed): "),
        "{}",
        stop.message
    );
}

// ---------------------------------------------------------------------------
// 4. Negative numbers are accepted by Fleet: `limit` (target/status.go) clamps
//    a negative integer to 0; `autoPartition` (target/rollout.go) puts all
//    targets in "All" for autoPartitionSize ≤ 0 or autoPartitionThreshold ≤ 0;
//    `UpdatePartitions` (target/partition.go) creates while NewlyCreated < maxNew.

#[test]
fn negative_numbers_are_handled_as_fleet_handles_them_with_warnings() {
    let s = sim(json!({"clusters": named(3), "rolloutStrategy": {"maxNew": -1}, "maxRounds": 3}));
    assert!(s.rounds.iter().all(|r| r.created == 0));
    assert!(
        s.warnings
            .iter()
            .any(|w| w.starts_with("rolloutStrategy.maxNew is -1: "))
    );
    assert!(matches!(s.outcome, Outcome::Stalled { .. }));

    let p =
        plan(json!({"clusters": named(300), "rolloutStrategy": {"autoPartitionThreshold": -5}}));
    assert_eq!(p.partitions.len(), 1);
    assert_eq!(p.partitions[0].name, "All");
    assert!(p.warnings[0].starts_with("rolloutStrategy.autoPartitionThreshold is -5: "));

    let p = plan(json!({"clusters": named(300), "rolloutStrategy": {"autoPartitionSize": -3}}));
    assert_eq!(p.partitions[0].members.len(), 300);
    assert!(p.warnings[0].starts_with("rolloutStrategy.autoPartitionSize is -3: "));

    let p = plan(json!({"clusters": named(10), "rolloutStrategy": {
        "maxUnavailable": -2, "maxUnavailablePartitions": -1,
        "partitions": [{"name": "all", "clusterSelector": {}, "maxUnavailable": -4}]}}));
    assert_eq!(p.max_unavailable.value, 0);
    assert_eq!(p.max_unavailable.explanation, "-2 clamped to [0, 10] = 0");
    assert_eq!(p.max_unavailable_partitions.value, 0);
    assert_eq!(p.partitions[0].max_unavailable.value, 0);
    assert_eq!(p.warnings.len(), 3, "{:?}", p.warnings);
    // A negative number written as a string is still an error, as in limit().
    let input: PlanInput = serde_json::from_value(
        json!({"clusters": named(1), "rolloutStrategy": {"maxUnavailable": "-1"}}),
    )
    .unwrap();
    assert_eq!(
        plan_partitions(&input).unwrap_err().path,
        "rolloutStrategy.maxUnavailable"
    );
}

// ---------------------------------------------------------------------------
// 5. One cluster name in several namespaces: `Manager.Targets`
//    (target/builder.go) walks the namespaces in sorted order (bundle namespace
//    and BundleNamespaceMappings), then sorts by `Cluster.Name` only.

#[test]
fn the_same_name_in_two_namespaces_is_two_targets_in_namespace_order() {
    let clusters = json!([
        {"name": "edge", "namespace": "zeta"},
        {"name": "edge", "namespace": "alpha"},
        {"name": "core", "namespace": "zeta"}
    ]);
    let s = sim(json!({"clusters": clusters, "events": [
        {"action": "pauseCluster", "round": 1, "cluster": "zeta/edge"}], "maxRounds": 4}));
    let order: Vec<String> = s
        .clusters
        .iter()
        .map(|c| format!("{}/{}", c.namespace, c.name))
        .collect();
    assert_eq!(order, ["zeta/core", "alpha/edge", "zeta/edge"]);
    assert!(s.clusters[2].paused && !s.clusters[1].paused);
    // A bare name that several namespaces share is ambiguous in an event.
    let input: RolloutInput = serde_json::from_value(json!({"clusters": [
        {"name": "edge", "namespace": "zeta"}, {"name": "edge", "namespace": "alpha"}],
        "events": [{"action": "pauseCluster", "round": 1, "cluster": "edge"}]}))
    .unwrap();
    let e = simulate_rollout(&input).unwrap_err();
    assert_eq!(e.path, "events[0].cluster");
    // The namespaces in input order.
    assert!(e.message.contains("zeta, alpha"), "{e}");
    // The same name twice in one namespace is still refused.
    let input: RolloutInput = serde_json::from_value(json!({"clusters": [
        {"name": "edge", "namespace": "a"}, {"name": "edge", "namespace": "a"}]}))
    .unwrap();
    assert_eq!(
        simulate_rollout(&input).unwrap_err().path,
        "clusters[1].name"
    );
}

// ---------------------------------------------------------------------------
// 6. Starting from a live rollout. `GetDeploymentState` (summary/summary.go) on
//    `effectiveDeployment` (target/target.go: spec.deploymentID replaced by the
//    target's), `upToDate` and `isUnavailable` (target/status.go).

fn start(bd: serde_json::Value) -> serde_json::Value {
    json!({"name": "c", "bundleDeployment": bd})
}

#[test]
fn a_rollback_is_out_of_sync_until_restaged_then_rolls_back() {
    // The bundle is back at version 1 while the cluster runs version 2:
    // applied (2) ≠ wanted (1), so WaitApplied; the reconcile stages 1 and promotes it.
    let s = sim(json!({"version": 1, "clusters": [start(json!(
        {"stagedDeploymentID": 2, "deploymentID": 2, "appliedDeploymentID": 2, "ready": true}))],
        "maxRounds": 5}));
    assert_eq!(s.rounds[0].status.summary.counts.wait_applied, 1);
    assert_eq!(s.rounds[0].staged, 1);
    assert_eq!(s.rounds[0].promoted, 1);
    let end = &s.clusters[0].deployment.expect("deployment");
    assert_eq!((end.staged, end.deployed, end.applied), (1, 1, 1));
    assert!(matches!(s.outcome, Outcome::Complete { .. }));
}

#[test]
fn applied_at_the_wanted_version_but_staged_elsewhere_is_out_of_sync() {
    // Wanted 1 = applied 1, staged 2: OutOfSync (wanted ≠ staged), not Ready.
    let s = sim(
        json!({"version": 1, "paused": true, "clusters": [start(json!(
        {"stagedDeploymentID": 2, "deploymentID": 2, "appliedDeploymentID": 1, "ready": true}))],
        "maxRounds": 2}),
    );
    let at0 = cluster_state_at(&s, 0, 0).unwrap();
    assert_eq!(at0.state, BundleState::OutOfSync);
    assert_eq!(s.rounds[0].status.summary.counts.out_of_sync, 1);
}

#[test]
fn an_agent_ahead_of_the_bundle_waits_applied_and_is_rolled_back() {
    let s = sim(json!({"version": 2, "clusters": [start(json!(
        {"stagedDeploymentID": 2, "deploymentID": 2, "appliedDeploymentID": 3, "ready": true}))],
        "maxRounds": 5}));
    let r1 = &s.rounds[0];
    assert_eq!(r1.status.summary.counts.wait_applied, 1);
    // isUnavailable: applied ≠ deployed. It is not a promotion candidate (deployed = staged):
    // the agent applies version 2 again.
    assert_eq!(r1.partitions[0].unavailable, 1);
    assert_eq!(r1.promoted, 0);
    assert_eq!(r1.applied, 1);
    assert!(matches!(s.outcome, Outcome::Complete { round: 1, .. }));
}

#[test]
fn a_failed_apply_at_the_start_shows_its_message_and_an_update_moves_past_every_version() {
    let s = sim(json!({"version": 1, "clusters": [
        start(json!({"stagedDeploymentID": 1, "deploymentID": 1, "error": "chart not found"})),
        {"name": "d", "bundleDeployment": {"stagedDeploymentID": 4, "deploymentID": 4, "appliedDeploymentID": 4, "ready": true, "modified": true}}],
        "defaultBehavior": {"kind": "offline"},
        "events": [{"action": "update", "round": 2}],
        "maxRounds": 3}));
    assert_eq!(
        s.rounds[0].status.ready_message,
        "ErrApplied(1) [Cluster fleet-default/c: chart not found]; WaitApplied(1) [Cluster fleet-default/d]"
    );
    assert_eq!(s.versions, [[0, 1], [2, 5]]);
    assert_eq!(s.rounds[1].version, 5);
}

#[test]
fn the_start_state_replays_from_the_timeline() {
    let bd = json!({"stagedDeploymentID": 3, "deploymentID": 2, "appliedDeploymentID": 2, "ready": true, "modified": true});
    let s = sim(json!({"version": 3, "paused": true, "clusters": [start(bd)], "maxRounds": 2}));
    let at0 = cluster_state_at(&s, 0, 0).unwrap().deployment.unwrap();
    assert_eq!(
        (
            at0.staged,
            at0.deployed,
            at0.applied,
            at0.ready,
            at0.modified
        ),
        (3, 2, 2, true, true)
    );
    let input: RolloutInput =
        serde_json::from_value(json!({"version": 0, "clusters": []})).unwrap();
    assert_eq!(simulate_rollout(&input).unwrap_err().path, "version");
    let input: RolloutInput = serde_json::from_value(json!({"clusters": [
        {"name": "late", "joinsAtRound": 3, "bundleDeployment": {"deploymentID": 1}}]}))
    .unwrap();
    assert_eq!(
        simulate_rollout(&input).unwrap_err().path,
        "clusters[0].bundleDeployment"
    );
}
