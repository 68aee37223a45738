//! The replica scheduler, rule by rule, with Longhorn's reason strings and messages.


use crate::longhorn_common::*;
use placement::longhorn::{
    DiskVerdict, ExclusionCause, NodeVerdict, Pick, ReplicaState, Step, Tier,
};
use serde_json::json;

fn one_volume(
    settings: serde_json::Value,
    nodes: serde_json::Value,
    volume: serde_json::Value,
) -> placement::longhorn::VolumeResult {
    let volume = attached(&nodes, volume);
    let mut result = run(json!({"settings": settings, "nodes": nodes, "volumes": [volume]}));
    result.volumes.remove(0)
}

/// The volume attached to the first node unless it names `attachedNode`
/// (`null` = detached): Longhorn rebuilds only attached volumes
/// (`replenishReplicas`), and only a detached one has its `Scheduled`
/// condition reset under degraded availability (`reconcileVolumeCondition`).
fn attached(nodes: &serde_json::Value, mut volume: serde_json::Value) -> serde_json::Value {
    if volume.get("attachedNode").is_none() {
        volume["attachedNode"] = nodes[0]["name"].clone();
    }
    if volume["attachedNode"].is_null() {
        volume.as_object_mut().unwrap().remove("attachedNode");
    }
    volume
}

// ---------------------------------------------------------------- docs examples

#[test]
fn docs_node_a_b_example_through_the_full_scheduler() {
    // The docs give usable storage only; a minimal-available percentage of 0 keeps every disk schedulable.
    let v = one_volume(
        json!({"storage-minimal-available-percentage": 0}),
        json!([
            {"name": "A", "disks": [disk("A1", "1Ti", "900Gi"), disk("A2", "1Ti", "100Gi")]},
            {"name": "B", "disks": [disk("B1", "1Ti", "600Gi"), disk("B2", "1Ti", "700Gi")]}
        ]),
        json!({"name": "v", "size": "100Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(placements(&v), vec![("B".to_string(), "B2".to_string())]);
    let step = schedule_steps(&v)[0];
    let Some(Pick::Balance(sim)) = &step.pick else {
        panic!("balance pick expected")
    };
    let score = |name: &str| {
        sim.node_stage
            .candidates
            .iter()
            .find(|c| c.name == name)
            .unwrap()
            .score
    };
    assert!((score("A") - 0.3636).abs() < 1e-3);
    assert!((score("B") - 0.1818).abs() < 1e-3);
    // Cluster-wide, B1 and B2 tie: Longhorn picks one of them at random.
    assert_eq!(step.tie, vec!["B/B1", "B/B2"]);
    assert!(!step.fallback);
    assert_eq!(sim.docs_disk_winner.as_deref(), Some("B/B2"));
    assert_eq!(v.condition.status, "True");
}

#[test]
fn docs_disk_x_one_gib_is_not_greater_than_one_gib() {
    let v = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [disk("X", "4Gi", "1Gi")]}]),
        json!({"name": "v", "size": "100Mi", "numberOfReplicas": 1}),
    );
    let step = schedule_steps(&v)[0];
    let row = disk_row(step, "n", "X");
    assert_eq!(row.verdict, DiskVerdict::NotSchedulable);
    let fits = row.fits.as_ref().unwrap();
    assert_eq!(fits.actual_limit, GIB);
    assert!(!fits.actual_ok && !fits.fits);
    assert!(
        fits.actual_text.contains("is not >"),
        "{}",
        fits.actual_text
    );
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: disks are unavailable"
    );
}

// ---------------------------------------------------------------- node eligibility

#[test]
fn no_ready_node_gives_nodes_are_unavailable() {
    let v = one_volume(
        json!({}),
        json!([{"name": "n", "ready": false, "disks": [disk("d", "100Gi", "100Gi")]}]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(v.condition.status, "False");
    assert_eq!(v.condition.reason, "ReplicaSchedulingFailure");
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: nodes are unavailable"
    );
    assert_eq!(
        schedule_steps(&v)[0].nodes[0].verdict,
        NodeVerdict::NotReady
    );
}

#[test]
fn engine_not_ready_everywhere() {
    let v = one_volume(
        json!({}),
        json!([{"name": "n", "engineReady": false, "disks": [disk("d", "100Gi", "100Gi")]}]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: none of the node candidates contains a ready engine image"
    );
}

#[test]
fn cordoned_node_follows_the_setting() {
    let nodes = json!([{"name": "n", "cordoned": true, "disks": [disk("d", "100Gi", "100Gi")]}]);
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1});
    let blocked = one_volume(json!({}), nodes.clone(), volume.clone());
    assert_eq!(
        blocked.condition.message,
        "precheck new replica failed: nodes are unavailable"
    );
    assert_eq!(
        schedule_steps(&blocked)[0].nodes[0].verdict,
        NodeVerdict::Cordoned
    );
    let allowed = one_volume(
        json!({"disable-scheduling-on-cordoned-node": false}),
        nodes,
        volume,
    );
    assert_eq!(nodes_of(&allowed), vec!["n"]);
}

#[test]
fn scheduling_disabled_and_evicting_nodes_are_not_candidates() {
    let v = one_volume(
        json!({}),
        json!([
            {"name": "a", "allowScheduling": false, "disks": [disk("d", "100Gi", "100Gi")]},
            {"name": "b", "allowScheduling": false, "evictionRequested": true, "disks": [disk("d", "100Gi", "100Gi")]},
            node("c", ""),
            // Eviction requested alone (scheduling still allowed), with the most room.
            {"name": "e", "evictionRequested": true, "disks": [disk("d", "900Gi", "900Gi")]}
        ]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(nodes_of(&v), vec!["c"]);
    let step = schedule_steps(&v)[0];
    assert_eq!(step.nodes[0].verdict, NodeVerdict::SchedulingDisabled);
    assert_eq!(step.nodes[1].verdict, NodeVerdict::SchedulingDisabled);
    assert_eq!(step.nodes[2].verdict, NodeVerdict::Candidate);
    assert_eq!(step.nodes[3].verdict, NodeVerdict::EvictionRequested);
}

#[test]
fn strict_local_pins_to_the_attached_node() {
    let nodes = json!([node("a", ""), node("b", ""), {"name": "c", "ready": false, "disks": [disk("d", "100Gi", "100Gi")]}]);
    let ok = one_volume(
        json!({}),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1, "dataLocality": "strict-local", "attachedNode": "b"}),
    );
    assert_eq!(nodes_of(&ok), vec!["b"]);
    // volume_controller.go replenishReplicas: the precheck runs on a replica created
    // without hard affinity (it passes on a or b); reconcileVolumeCondition then sets
    // HardNodeAffinity and ScheduleReplica fails on the pin.
    let failed = one_volume(
        json!({}),
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1, "dataLocality": "strict-local", "attachedNode": "c"}),
    );
    assert_eq!(failed.condition.reason, "LocalReplicaSchedulingFailure");
    assert_eq!(
        failed.condition.message,
        "hard affinity cannot be satisfied"
    );
    assert_eq!(failed.replicas[0].state, ReplicaState::Unscheduled);
}

// ---------------------------------------------------------------- disk checks and reasons

#[test]
fn each_disk_check_reason() {
    let volume = |extra: serde_json::Value| {
        let mut v = json!({"name": "v", "size": "10Gi", "numberOfReplicas": 1});
        for (k, val) in extra.as_object().unwrap() {
            v[k] = val.clone();
        }
        v
    };
    let small = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [disk("d", "5Gi", "5Gi")]}]),
        volume(json!({})),
    );
    assert_eq!(
        small.condition.message,
        "precheck new replica failed: insufficient storage"
    );
    assert_eq!(
        disk_row(schedule_steps(&small)[0], "n", "d").verdict,
        DiskVerdict::InsufficientStorage
    );

    let tagged = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "tags": ["ssd"]}]}]),
        volume(json!({"diskSelector": ["ssd", "fast"]})),
    );
    assert_eq!(
        tagged.condition.message,
        "precheck new replica failed: tags not fulfilled"
    );

    let block = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "diskType": "block"}]}]),
        volume(json!({})),
    );
    assert_eq!(
        block.condition.message,
        "precheck new replica failed: disks are unavailable"
    );
    assert_eq!(
        disk_row(schedule_steps(&block)[0], "n", "d").verdict,
        DiskVerdict::Unavailable
    );
    let v2 = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "diskType": "block"}]}]),
        volume(json!({"dataEngine": "v2"})),
    );
    assert_eq!(v2.condition.status, "True");

    let ext4 = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Ti", "storageAvailable": "100Ti", "filesystemType": "ext4"}]}]),
        volume(json!({"size": "16Ti"})),
    );
    assert_eq!(
        ext4.condition.message,
        "precheck new replica failed: incompatible volume size"
    );
}

#[test]
fn reasons_are_sorted_deduplicated_and_joined() {
    let v = one_volume(
        json!({}),
        json!([
            {"name": "a", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "tags": ["hdd"]},
                                    {"name": "e", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "tags": ["hdd"]}]},
            {"name": "b", "disks": [{"name": "d", "storageMaximum": "10Gi", "storageAvailable": "10Gi", "tags": ["ssd"]}]}
        ]),
        json!({"name": "v", "size": "50Gi", "numberOfReplicas": 1, "diskSelector": ["ssd"]}),
    );
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: insufficient storage; tags not fulfilled"
    );
    assert_eq!(
        schedule_steps(&v)[0].reasons,
        vec!["insufficient storage", "tags not fulfilled"]
    );
}

#[test]
fn fits_boundaries_strict_and_inclusive() {
    // Scheduling space: size + scheduled ≤ limit holds at equality.
    let exact = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "storageReserved": "30Gi", "storageScheduled": "20Gi"}]}]),
        json!({"name": "v", "size": "50Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(exact.condition.status, "True");
    let over = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "storageReserved": "30Gi", "storageScheduled": 21474836481_i64}]}]),
        json!({"name": "v", "size": "50Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(
        over.condition.message,
        "precheck new replica failed: insufficient storage"
    );
    // Actual space: available − actual > limit fails at equality.
    let at_limit = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [disk("d", "100Gi", "35Gi")]}]),
        json!({"name": "v", "size": "1Gi", "actualSize": "10Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(
        at_limit.condition.message,
        "precheck new replica failed: insufficient storage"
    );
    let fits = disk_row(schedule_steps(&at_limit)[0], "n", "d")
        .fits
        .clone()
        .unwrap();
    assert!(!fits.actual_ok && fits.schedule_ok);
    let one_byte_more = one_volume(
        json!({}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": 37580963841_i64}]}]),
        json!({"name": "v", "size": "1Gi", "actualSize": "10Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(one_byte_more.condition.status, "True");
}

#[test]
fn limits_are_truncated_products() {
    // trunc(7 × 25 / 100) = 1: available 2 passes, available 1 does not (Schedulable condition).
    let nodes = |avail: i64| json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": 7, "storageAvailable": avail}]}]);
    let volume = json!({"name": "v", "size": 1, "numberOfReplicas": 1});
    assert_eq!(
        one_volume(json!({}), nodes(2), volume.clone())
            .condition
            .status,
        "True"
    );
    assert_eq!(
        one_volume(json!({}), nodes(1), volume.clone())
            .condition
            .status,
        "False"
    );
    // trunc((7 − 0) × 150 / 100) = 10 (10.5 truncated): size 10 fits, 11 does not.
    let op = json!({"storage-over-provisioning-percentage": 150});
    let big = |size: i64| json!({"name": "v", "size": size, "numberOfReplicas": 1});
    assert_eq!(
        one_volume(op.clone(), nodes(7), big(10)).condition.status,
        "True"
    );
    assert_eq!(one_volume(op, nodes(7), big(11)).condition.status, "False");
}

#[test]
fn replicas_of_the_volume_on_the_same_disk_count_as_scheduled() {
    // One disk, everything soft: the first replica takes 60 of 100, the second no longer fits.
    let v = one_volume(
        json!({"replica-soft-anti-affinity": true}),
        json!([{"name": "n", "disks": [disk("d", "100Gi", "100Gi")]}]),
        json!({"name": "v", "size": "60Gi", "numberOfReplicas": 2}),
    );
    assert_eq!(placements(&v).len(), 1);
    assert_eq!(v.condition.message, "insufficient storage");
    let second = schedule_steps(&v)[1];
    let fits = disk_row(second, "n", "d").fits.clone().unwrap();
    assert_eq!(fits.scheduled_in_pass, 60 * GIB);
    assert!(!fits.schedule_ok);
}

// ---------------------------------------------------------------- anti-affinity tiers

#[test]
fn hard_node_anti_affinity_leaves_the_third_replica_unscheduled() {
    let v = one_volume(
        json!({}),
        json!([node("a", ""), node("b", "")]),
        json!({"name": "v", "size": "1Gi"}),
    );
    assert_eq!(placements(&v).len(), 2);
    assert_eq!(v.condition.message, "replica scheduling failed");
    assert_eq!(
        v.replicas
            .iter()
            .filter(|r| r.state == ReplicaState::Unscheduled)
            .count(),
        1
    );
}

#[test]
fn new_node_in_new_zone_first_even_when_both_soft() {
    // b in zone z1 has far more room (balance would like it), but c is in a new zone.
    let v = one_volume(
        json!({"replica-soft-anti-affinity": true, "replica-zone-soft-anti-affinity": true}),
        json!([
            {"name": "a", "zone": "z1", "disks": [disk("d", "1Ti", "1Ti")]},
            {"name": "b", "zone": "z1", "disks": [disk("d", "1Ti", "1Ti")]},
            {"name": "c", "zone": "z2", "disks": [disk("d", "100Gi", "100Gi")]}
        ]),
        json!({"name": "v", "size": "10Gi", "numberOfReplicas": 2}),
    );
    let nodes = nodes_of(&v);
    assert!(nodes.contains(&"c".to_string()), "{nodes:?}");
    let second = schedule_steps(&v)[1];
    assert_eq!(second.tiers[0].tier, Tier::NewNodeNewZone);
    assert_eq!(second.tiers.len(), 1);
}

#[test]
fn tier_sequences_follow_the_settings() {
    let nodes = json!([node("a", "z1"), node("b", "z1")]);
    let volume = json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2});
    let tiers = |settings: serde_json::Value| {
        let v = one_volume(settings, nodes.clone(), volume.clone());
        schedule_steps(&v)[1]
            .tiers
            .iter()
            .map(|t| t.tier)
            .collect::<Vec<_>>()
    };
    // zone soft, node hard (defaults): new node/new zone, then unused nodes (b wins there).
    assert_eq!(
        tiers(json!({})),
        vec![Tier::NewNodeNewZone, Tier::UnusedNodes]
    );
    // zone hard: only the only-evicting tier follows, which is empty.
    assert_eq!(
        tiers(json!({"replica-zone-soft-anti-affinity": false})),
        vec![Tier::NewNodeNewZone, Tier::OnlyEvictingNodeAndZone]
    );
    assert_eq!(
        tiers(
            json!({"replica-zone-soft-anti-affinity": false, "replica-soft-anti-affinity": true})
        ),
        vec![Tier::NewNodeNewZone, Tier::OnlyEvictingNodeAndZone]
    );
    assert_eq!(
        tiers(json!({"replica-soft-anti-affinity": true})),
        vec![Tier::NewNodeNewZone, Tier::UnusedNodesBothSoft]
    );
}

#[test]
fn hard_zone_anti_affinity_fails_without_a_new_zone() {
    let v = one_volume(
        json!({"replica-zone-soft-anti-affinity": false}),
        json!([node("a", "z1"), node("b", "z1"), node("c", "z2")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 3}),
    );
    assert_eq!(placements(&v).len(), 2);
    assert_eq!(v.condition.message, "replica scheduling failed");
    let third = schedule_steps(&v)[2];
    let excluded: Vec<ExclusionCause> = third.tiers[0].excluded.iter().map(|e| e.cause).collect();
    assert!(
        excluded
            .iter()
            .all(|c| matches!(c, ExclusionCause::NodeUsed | ExclusionCause::ZoneUsed))
    );
}

#[test]
fn used_node_tier_holds_only_used_nodes_and_skips_node_tags() {
    // replica_scheduler.go getDiskCandidates, case zoneSoftAntiAffinity && nodeSoftAntiAffinity:
    // the last tier is getDiskCandidatesFromNodes(usedNodes), the nodes getCurrentNodesAndZones
    // found a counted replica on; node tags are checked only while building unusedNodes.
    let nodes = json!([
        {"name": "a", "tags": ["ssd"], "disks": [disk("d", "100Gi", "100Gi")]},
        {"name": "b", "disks": [disk("d", "100Gi", "100Gi")]}
    ]);
    let v = one_volume(
        json!({"replica-soft-anti-affinity": true}),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "nodeSelector": ["ssd"]}),
    );
    // The untagged, unused node b never gets a replica: the second one shares a's disk.
    assert_eq!(nodes_of(&v), vec!["a", "a"]);
    let second = schedule_steps(&v)[1];
    let last = second.tiers.last().unwrap();
    assert_eq!(last.tier, Tier::UsedNodes);
    assert_eq!(last.nodes, vec!["a"]);
    assert!(
        last.excluded
            .iter()
            .any(|e| e.node == "b" && e.cause == ExclusionCause::NodeNotUsed)
    );
    // A used node whose tags no longer match keeps its place in the last tier.
    let retagged = one_volume(
        json!({"replica-soft-anti-affinity": true}),
        json!([
            {"name": "a", "disks": [disk("d", "100Gi", "100Gi")]},
            {"name": "b", "disks": [disk("d", "100Gi", "100Gi")]}
        ]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "nodeSelector": ["ssd"],
               "replicas": [{"name": "r1", "node": "a", "disk": "d"}]}),
    );
    assert_eq!(nodes_of(&retagged), vec!["a", "a"]);
    // With node hard anti-affinity the untagged node is never used.
    let hard = one_volume(
        json!({}),
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "nodeSelector": ["ssd"]}),
    );
    assert_eq!(nodes_of(&hard), vec!["a"]);
    let excluded = &schedule_steps(&hard)[1].tiers[1].excluded;
    assert!(
        excluded
            .iter()
            .any(|e| e.node == "b" && e.cause == ExclusionCause::NodeTags)
    );
}

#[test]
fn node_selector_and_allow_empty_selector_settings() {
    let nodes = json!([
        {"name": "tagged", "tags": ["ssd", "fast"], "disks": [disk("d", "100Gi", "100Gi")]},
        {"name": "half", "tags": ["ssd"], "disks": [disk("d", "100Gi", "100Gi")]}
    ]);
    let and = one_volume(
        json!({}),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1, "nodeSelector": ["ssd", "fast"]}),
    );
    assert_eq!(nodes_of(&and), vec!["tagged"]);
    let no_empty = one_volume(
        json!({"allow-empty-node-selector-volume": false}),
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1}),
    );
    // Every node is tagged: a volume without selector finds nothing, and no reason is recorded.
    assert_eq!(
        no_empty.condition.message,
        "precheck new replica failed: disks are unavailable"
    );
    let disks = one_volume(
        json!({"allow-empty-disk-selector-volume": false}),
        json!([{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "tags": ["x"]}]}]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 1}),
    );
    assert_eq!(
        disks.condition.message,
        "precheck new replica failed: tags not fulfilled"
    );
}

#[test]
fn disk_anti_affinity_hard_and_soft() {
    let nodes = json!([{"name": "n", "disks": [disk("d1", "100Gi", "100Gi"), disk("d2", "100Gi", "100Gi")]}]);
    let soft_node = json!({"replica-soft-anti-affinity": true});
    let two = one_volume(
        soft_node.clone(),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2}),
    );
    let mut disks: Vec<String> = placements(&two).into_iter().map(|(_, d)| d).collect();
    disks.sort();
    assert_eq!(disks, vec!["d1", "d2"]);
    let hard = one_volume(
        json!({"replica-soft-anti-affinity": true, "replica-disk-soft-anti-affinity": false}),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 3}),
    );
    assert_eq!(placements(&hard).len(), 2);
    assert_eq!(hard.condition.message, "replica scheduling failed");
    let third = schedule_steps(&hard)[2];
    assert_eq!(
        disk_row(third, "n", "d1").verdict,
        DiskVerdict::DiskAntiAffinity
    );
    let soft = one_volume(
        soft_node,
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 3}),
    );
    assert_eq!(placements(&soft).len(), 3);
}

#[test]
fn per_volume_overrides_win_over_settings() {
    let nodes = json!([node("a", "")]);
    let enabled = one_volume(
        json!({}),
        nodes.clone(),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicaSoftAntiAffinity": "enabled"}),
    );
    assert_eq!(placements(&enabled).len(), 2);
    assert!(enabled.anti_affinity.node_soft && enabled.anti_affinity.node_from_volume);
    let disabled = one_volume(
        json!({"replica-soft-anti-affinity": true}),
        nodes,
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicaSoftAntiAffinity": "disabled"}),
    );
    assert_eq!(placements(&disabled).len(), 1);
}

// ---------------------------------------------------------------- eviction, reuse, replenishment

#[test]
fn evicting_replica_gets_a_replacement_on_an_unused_node() {
    let v = one_volume(
        json!({}),
        json!([node("a", ""), node("b", ""), node("c", "")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [
            {"name": "r1", "node": "a", "disk": "d", "evictionRequested": true},
            {"name": "r2", "node": "b", "disk": "d"}
        ]}),
    );
    assert_eq!(nodes_of(&v), vec!["a", "b", "c"]);
}

#[test]
fn only_evicting_node_tier_allows_another_disk_of_the_same_node() {
    let v = one_volume(
        json!({}),
        json!([
            {"name": "a", "disks": [disk("d", "100Gi", "100Gi"), disk("e", "100Gi", "100Gi")]},
            node("b", "")
        ]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [
            {"name": "r1", "node": "a", "disk": "d", "evictionRequested": true},
            {"name": "r2", "node": "b", "disk": "d"}
        ]}),
    );
    let new: Vec<_> = v
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect();
    assert_eq!(new.len(), 1);
    assert_eq!(
        (new[0].node.as_deref(), new[0].disk.as_deref()),
        (Some("a"), Some("e"))
    );
    let step = schedule_steps(&v)[0];
    assert_eq!(step.tiers.last().unwrap().tier, Tier::OnlyEvictingNodes);
}

#[test]
fn failed_replica_is_reused_latest_first() {
    let v = one_volume(
        json!({}),
        json!([node("a", ""), node("b", ""), node("c", "")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 3, "replicas": [
            {"name": "r1", "node": "a", "disk": "d"},
            {"name": "r2", "node": "b", "disk": "d", "failedAt": 100},
            {"name": "r3", "node": "c", "disk": "d", "failedAt": 150}
        ]}),
    );
    let reuse: Vec<_> = v
        .steps
        .iter()
        .filter_map(|s| {
            if let Step::Reuse(r) = s {
                Some(r.reused.clone())
            } else {
                None
            }
        })
        .collect();
    assert_eq!(reuse, vec![Some("r3".to_string()), Some("r2".to_string())]);
    assert!(v.replicas.iter().all(|r| r.state != ReplicaState::New));
    assert_eq!(v.condition.status, "True");
}

#[test]
fn replenishment_waits_then_replaces() {
    let scenario = |now: i64| {
        json!({"now": now, "nodes": [node("a", ""), {"name": "b", "ready": false, "disks": [disk("d", "100Gi", "100Gi")]}, node("c", "")],
        "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 2, "attachedNode": "a", "replicas": [
            {"name": "r1", "node": "a", "disk": "d"},
            {"name": "r2", "node": "b", "disk": "d", "failedAt": 100}
        ]}]})
    };
    let within = run(scenario(500)).volumes.remove(0);
    let wait = within.replenishment.expect("waiting");
    assert_eq!((wait.until, wait.remaining), (700, 200));
    assert!(within.replicas.iter().all(|r| r.state != ReplicaState::New));
    assert_eq!(within.condition.status, "True");
    let after = run(scenario(700)).volumes.remove(0);
    assert!(after.replenishment.is_none());
    let new: Vec<_> = after
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect();
    assert_eq!(new.len(), 1);
    assert_eq!(new[0].node.as_deref(), Some("c"));
}

#[test]
fn retry_limit_makes_a_failed_replica_not_reusable() {
    let v = one_volume(
        json!({}),
        json!([node("a", ""), node("b", ""), node("c", "")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [
            {"name": "r1", "node": "a", "disk": "d"},
            {"name": "r2", "node": "b", "disk": "d", "failedAt": 100, "rebuildRetryCount": 5}
        ]}),
    );
    assert!(v.replenishment.is_none());
    // Not potentially reusable: b is not "used", so b or c may take the new replica.
    assert_eq!(
        v.replicas
            .iter()
            .filter(|r| r.state == ReplicaState::New)
            .count(),
        1
    );
}

#[test]
fn precheck_without_reason_says_disks_are_unavailable() {
    let v = one_volume(
        json!({}),
        json!([node("a", "")]),
        json!({"name": "v", "size": "1Gi", "numberOfReplicas": 2, "replicas": [{"name": "r1", "node": "a", "disk": "d"}]}),
    );
    assert_eq!(
        v.condition.message,
        "precheck new replica failed: disks are unavailable"
    );
    assert!(matches!(v.steps.last(), Some(Step::Precheck(_))));
}

#[test]
fn unscheduled_existing_replica_reports_reasons_without_prefix() {
    let v = one_volume(
        json!({}),
        json!([{"name": "a", "disks": [disk("d", "10Gi", "10Gi")]}]),
        json!({"name": "v", "size": "20Gi", "numberOfReplicas": 1, "replicas": [{"name": "r1"}]}),
    );
    assert_eq!(v.condition.message, "insufficient storage");
}

// ---------------------------------------------------------------- several volumes, locality, algorithms

#[test]
fn scheduled_storage_grows_between_volumes() {
    let result = run(json!({
        "nodes": [{"name": "a", "disks": [disk("d", "100Gi", "100Gi")]}, {"name": "b", "disks": [disk("d", "100Gi", "90Gi")]}],
        "volumes": [
            {"name": "v1", "size": "60Gi", "numberOfReplicas": 1},
            {"name": "v2", "size": "60Gi", "numberOfReplicas": 1},
            {"name": "v3", "size": "60Gi", "numberOfReplicas": 1}
        ]
    }));
    assert_eq!(nodes_of(&result.volumes[0]), vec!["a"]);
    assert_eq!(nodes_of(&result.volumes[1]), vec!["b"]);
    assert_eq!(
        result.volumes[2].condition.message,
        "precheck new replica failed: insufficient storage"
    );
    assert_eq!(result.disks_after[0].after, 60 * GIB);
}

#[test]
fn best_effort_locality_prefers_the_attached_node_within_the_tier() {
    let v = one_volume(
        json!({}),
        json!([
            {"name": "a", "disks": [disk("d", "1Ti", "1Ti")]},
            {"name": "b", "disks": [disk("d", "100Gi", "100Gi")]}
        ]),
        json!({"name": "v", "size": "10Gi", "numberOfReplicas": 1, "dataLocality": "best-effort", "attachedNode": "b"}),
    );
    assert_eq!(nodes_of(&v), vec!["b"]);
    assert!(schedule_steps(&v)[0].locality.is_some());
}

#[test]
fn most_usable_algorithm_takes_the_largest_available_minus_reserved() {
    let result = run(json!({
        "algorithm": "most-usable",
        "nodes": [
            {"name": "A", "disks": [disk("A1", "2Ti", "900Gi"), disk("A2", "2Ti", "100Gi")]},
            {"name": "B", "disks": [disk("B1", "2Ti", "600Gi"), disk("B2", "2Ti", "700Gi")]}
        ],
        "volumes": [{"name": "v", "size": "100Gi", "numberOfReplicas": 1}]
    }));
    assert_eq!(
        placements(&result.volumes[0]),
        vec![("A".to_string(), "A1".to_string())]
    );
    assert!(matches!(
        schedule_steps(&result.volumes[0])[0].pick,
        Some(Pick::MostUsable(_))
    ));
}

#[test]
fn fallback_is_flagged_when_nothing_is_big_enough() {
    // Over-provisioning lets Fits pass although usable < size everywhere.
    let v = one_volume(
        json!({"storage-over-provisioning-percentage": 500, "replica-soft-anti-affinity": true}),
        json!([
            {"name": "a", "disks": [disk("d", "100Gi", "100Gi")]},
            {"name": "b", "disks": [disk("d", "100Gi", "100Gi")]}
        ]),
        json!({"name": "v", "size": "200Gi", "numberOfReplicas": 1}),
    );
    let step = schedule_steps(&v)[0];
    assert!(step.fallback);
    assert_eq!(nodes_of(&v), vec!["a"]);
}

#[test]
fn the_same_input_gives_the_same_output() {
    let input = json!({"nodes": [node("a", "z1"), node("b", "z2"), node("c", "z1")],
                       "volumes": [{"name": "v", "size": "1Gi"}, {"name": "w", "size": "2Gi"}]});
    assert_eq!(run(input.clone()), run(input));
}
