//! What-if: failing, cordoning or evicting a node; and the JSON shape the UI reads.


use crate::longhorn_common::*;
use placement::longhorn::{NodeVerdict, ReplicaState, Step, WhatIf, WhatIfAction, what_if};
use serde_json::json;

fn three_nodes(now: i64) -> placement::longhorn::Scenario {
    scenario(json!({
        "now": now,
        "nodes": [node("a", ""), node("b", ""), node("c", "")],
        // Attached: Longhorn rebuilds only attached volumes (replenishReplicas).
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 2, "attachedNode": "b"}]
    }))
}

#[test]
fn fail_node_waits_then_replaces() {
    let result = what_if(
        &three_nodes(1000),
        &WhatIf {
            action: WhatIfAction::FailNode,
            node: "a".into(),
        },
    )
    .unwrap();
    assert_eq!(nodes_of(&result.before.volumes[0]), vec!["a", "b"]);
    let now = &result.after.volumes[0];
    let wait = now.replenishment.expect("waits for the failed replica");
    assert_eq!(
        (wait.degraded_at, wait.until, wait.remaining),
        (1000, 1600, 600)
    );
    assert!(now.replicas.iter().any(|r| r.state == ReplicaState::Failed));
    // The failed replica's node is down: reuse is considered and refused.
    let reuse = now
        .steps
        .iter()
        .find_map(|s| {
            if let Step::Reuse(r) = s {
                Some(r)
            } else {
                None
            }
        })
        .unwrap();
    assert!(reuse.reused.is_none());
    assert!(
        reuse.considered[0]
            .why_not
            .as_deref()
            .unwrap()
            .contains("not ready")
    );
    let later = result.after_wait.as_ref().unwrap().volumes[0].clone();
    assert!(later.replenishment.is_none());
    let new: Vec<_> = later
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect();
    assert_eq!(new.len(), 1);
    assert_eq!(new[0].node.as_deref(), Some("c"));
    // The settled scenario carries the storage the first run scheduled.
    assert_eq!(
        result.scenario_after.nodes[0].disks[0].storage_scheduled.0,
        10 * GIB
    );
}

#[test]
fn cordon_node_keeps_replicas_and_blocks_new_ones() {
    // Four replicas wanted on three nodes (node anti-affinity hard): every run
    // needs one more replica, so the cordon shows in the new replica's search.
    let scenario = scenario(json!({
        "nodes": [node("a", ""), node("b", ""), node("c", "")],
        "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 4, "attachedNode": "a"}]
    }));
    let result = what_if(
        &scenario,
        &WhatIf {
            action: WhatIfAction::CordonNode,
            node: "c".into(),
        },
    )
    .unwrap();
    let before = &result.before.volumes[0];
    assert_eq!(nodes_of(before), vec!["a", "b", "c"]);
    let last_before = *schedule_steps(before).last().unwrap();
    let verdict = |d: &placement::longhorn::ReplicaDecision, node: &str| {
        d.nodes.iter().find(|n| n.name == node).unwrap().verdict
    };
    assert_eq!(verdict(last_before, "c"), NodeVerdict::Candidate);
    assert!(result.scenario_after.nodes[2].cordoned);
    let after = &result.after.volumes[0];
    // c keeps its replica…
    assert_eq!(nodes_of(after), vec!["a", "b", "c"]);
    assert!(
        after
            .replicas
            .iter()
            .any(|r| r.node.as_deref() == Some("c") && r.state == ReplicaState::Healthy)
    );
    // …and is no candidate for the replica still needed.
    let steps = schedule_steps(after);
    assert_eq!(steps.len(), 1, "one new replica is searched for");
    assert_eq!(verdict(steps[0], "c"), NodeVerdict::Cordoned);
    assert_eq!(verdict(steps[0], "a"), NodeVerdict::Candidate);
    assert_eq!(after.condition.status, "False");
    assert!(result.after_wait.is_none());
}

#[test]
fn evict_node_moves_its_replica() {
    let result = what_if(
        &three_nodes(0),
        &WhatIf {
            action: WhatIfAction::EvictNode,
            node: "a".into(),
        },
    )
    .unwrap();
    let after = &result.after.volumes[0];
    let evicting: Vec<_> = after
        .replicas
        .iter()
        .filter(|r| r.eviction_requested)
        .collect();
    assert_eq!(evicting.len(), 1);
    let new: Vec<_> = after
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .collect();
    assert_eq!(new.len(), 1);
    assert_eq!(new[0].node.as_deref(), Some("c"));
}

#[test]
fn json_shape_for_the_ui() {
    let result = run(json!({
        "nodes": [node("a", "z1")],
        "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 2, "attachedNode": "a"}]
    }));
    let value = serde_json::to_value(&result).unwrap();
    let volume = &value["volumes"][0];
    assert_eq!(
        volume["condition"],
        json!({"type": "Scheduled", "status": "False",
        "reason": "ReplicaSchedulingFailure", "message": "replica scheduling failed"})
    );
    assert_eq!(volume["steps"][0]["kind"], "schedule");
    assert_eq!(volume["steps"][0]["pick"]["algorithm"], "balance");
    assert_eq!(volume["steps"][1]["tiers"][0]["tier"], "new-node-new-zone");
    assert_eq!(
        volume["steps"][1]["tiers"][0]["excluded"][0],
        json!({"node": "a", "cause": "node-used"})
    );
    assert_eq!(volume["steps"][1]["disks"][0]["verdict"], "not-in-tier");
    assert_eq!(volume["replicas"][1]["state"], "unscheduled");
    assert!(
        value["docsNotes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n["id"] == "new-node-new-zone-first")
    );
    assert_eq!(value["disksAfter"][0]["after"], 1i64 << 30);
}
