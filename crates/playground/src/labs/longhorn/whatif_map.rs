//! A what-if drawn on the map (issue #10): the cluster after the action, each
//! replica that would move marked twice — a dashed ghost at its old place
//! saying where it would go, and the chip at its new place saying where it
//! came from —, the replicas that would end unscheduled in the map's row of
//! unplaced ones, the node the action hits named, and one sentence that sums
//! it up. The changes are the engine's (`changes_between` of the two runs).

use placement::longhorn::{
    changes_between, ChangeKind, ReplicaChange, ReplicaState, ScheduleResult, WhatIfAction,
    WhatIfResult,
};

use super::map::{Ghost, Mark, Marks};
use crate::text::messages::text;

/// The state the map draws: after the replenishment wait when there is one.
pub fn final_result(w: &WhatIfResult) -> &ScheduleResult {
    w.after_wait.as_ref().unwrap_or(&w.after)
}

/// The action's code, as its messages name it.
pub fn action_code(action: WhatIfAction) -> &'static str {
    match action {
        WhatIfAction::FailNode => "fail-node",
        WhatIfAction::CordonNode => "cordon-node",
        WhatIfAction::EvictNode => "evict-node",
    }
}

fn mark(id: &str, args: &[(&str, &str)], class: &'static str) -> Mark {
    Mark { text: text(id, args), class }
}

/// `node/disk` → (node, disk).
fn split(place: &Option<String>) -> Option<(String, String)> {
    let (n, d) = place.as_deref()?.split_once('/')?;
    Some((n.to_string(), d.to_string()))
}

/// The marks of a what-if on `node` with `action`.
pub fn marks(w: &WhatIfResult, action: WhatIfAction, node: &str) -> Marks {
    let after = final_result(w);
    let changes = changes_between(&w.before, after);
    let volume_index = |name: &str| after.volumes.iter().position(|v| v.name == name);
    let mut out = Marks::default();
    for c in &changes.replicas {
        let key = (c.volume.clone(), c.replica.clone());
        let (from, to) = (c.from.as_deref().unwrap_or(""), c.to.as_deref().unwrap_or(""));
        let (ghost, chip) = match c.kind {
            ChangeKind::Moved => (
                Some(mark("whatif-mark-moves-to", &[("to", to)], "ghost-moved")),
                Some(mark("whatif-mark-comes-from", &[("from", from)], "arrived")),
            ),
            ChangeKind::Placed => (None, Some(mark("whatif-mark-created", &[], "arrived"))),
            ChangeKind::Unscheduled => (
                Some(mark("whatif-mark-unscheduled", &[], "ghost-moved")),
                Some(mark("whatif-mark-unscheduled", &[], "arrived")),
            ),
            ChangeKind::AppearedUnscheduled => (None, Some(mark("whatif-mark-unscheduled", &[], "arrived"))),
            ChangeKind::Removed => (Some(mark("whatif-mark-removed", &[], "ghost-moved")), None),
        };
        if let (Some(mark), Some((node, disk)), Some(volume)) = (ghost, split(&c.from), volume_index(&c.volume)) {
            out.ghosts.push(Ghost { volume, replica: c.replica.clone(), node, disk, mark });
        }
        if let Some(mark) = chip {
            out.chips.insert(key, mark);
        }
    }
    // A replica that stays where it is but fails (its node went down) or is
    // being evicted (it stays until its stand-in is rebuilt): marked, and
    // paired in order with the replicas of its volume created elsewhere.
    for v in &after.volumes {
        let mut created = changes.replicas.iter().filter(|c| c.volume == v.name && c.kind == ChangeKind::Placed);
        for (r, failed) in affected(w, v) {
            let key = (v.name.clone(), r.to_string());
            let stand_in = created.next();
            let (alone, paired) = if failed {
                ("whatif-mark-fails", "whatif-mark-fails-replaced")
            } else {
                ("whatif-mark-evicted", "whatif-mark-evicted-replaced")
            };
            let text = match stand_in.and_then(|c| c.to.as_deref()) {
                Some(to) => mark(paired, &[("to", to)], "affected"),
                None => mark(alone, &[], "affected"),
            };
            out.chips.insert(key, text);
            if let Some(c) = stand_in {
                out.chips.insert((c.volume.clone(), c.replica.clone()), mark("whatif-mark-replaces", &[("replica", r)], "arrived"));
            }
        }
    }
    out.nodes.insert(node.to_string(), mark(&format!("whatif-node-{}", action_code(action)), &[], "whatif-node"));
    out
}

/// The replicas of `v` that the action newly fails (`true`) or evicts (`false`), in order.
fn affected<'a>(w: &WhatIfResult, v: &'a placement::longhorn::VolumeResult) -> Vec<(&'a str, bool)> {
    let before = w.before.volumes.iter().find(|b| b.name == v.name);
    v.replicas
        .iter()
        .filter_map(|r| {
            let was = before.and_then(|b| b.replicas.iter().find(|b| b.name == r.name));
            if r.state == ReplicaState::Failed && !was.is_some_and(|b| b.state == ReplicaState::Failed) {
                Some((r.name.as_str(), true))
            } else if r.eviction_requested && !was.is_some_and(|b| b.eviction_requested) {
                Some((r.name.as_str(), false))
            } else {
                None
            }
        })
        .collect()
}

/// The one-line summary: the change when there is one, else the counts, or
/// that no replica would move.
pub fn summary(w: &WhatIfResult) -> String {
    let changes = changes_between(&w.before, final_result(w));
    match changes.replicas.as_slice() {
        [] => text("whatif-nothing", &[]),
        [one] => one_change(one),
        many => {
            let count = |kinds: &[ChangeKind]| many.iter().filter(|c| kinds.contains(&c.kind)).count().to_string();
            text("whatif-many", &[
                ("count", &many.len().to_string()),
                ("moved", &count(&[ChangeKind::Moved])),
                ("placed", &count(&[ChangeKind::Placed])),
                ("unscheduled", &count(&[ChangeKind::Unscheduled, ChangeKind::AppearedUnscheduled])),
                ("removed", &count(&[ChangeKind::Removed])),
            ])
        }
    }
}

fn one_change(c: &ReplicaChange) -> String {
    let (from, to) = (c.from.as_deref().unwrap_or(""), c.to.as_deref().unwrap_or(""));
    let replica = ("replica", c.replica.as_str());
    match c.kind {
        ChangeKind::Moved => text("whatif-moved", &[replica, ("from", from), ("to", to)]),
        ChangeKind::Placed => text("whatif-placed", &[replica, ("to", to)]),
        ChangeKind::Unscheduled => text("whatif-unscheduled", &[replica, ("from", from)]),
        ChangeKind::AppearedUnscheduled => text("whatif-appeared-unscheduled", &[replica]),
        ChangeKind::Removed => text("whatif-removed", &[replica, ("from", from)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use placement::longhorn::{what_if, Scenario, WhatIf};

    fn evicted() -> WhatIfResult {
        let scenario: Scenario = serde_json::from_str(
            r#"{
              "nodes": [
                {"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
                {"name": "n2", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
                {"name": "n3", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "60Gi"}]}
              ],
              "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 2}]
            }"#,
        )
        .unwrap();
        what_if(&scenario, &WhatIf { action: WhatIfAction::EvictNode, node: "n1".into() }).unwrap()
    }

    #[test]
    fn evicting_a_node_marks_its_replica_and_creates_a_stand_in_on_the_free_node() {
        let w = evicted();
        let marks = marks(&w, WhatIfAction::EvictNode, "n1");
        let before_on_n1: Vec<&str> = w.before.volumes[0].replicas.iter()
            .filter(|r| r.node.as_deref() == Some("n1")).map(|r| r.name.as_str()).collect();
        assert_eq!(before_on_n1.len(), 1, "the scenario puts one replica on n1");
        let arrived: Vec<&String> = marks.chips.iter().filter(|(_, m)| m.class == "arrived").map(|((_, r), _)| r).collect();
        assert!(!arrived.is_empty(), "a replica arrives somewhere: {marks:?}");
        let after = final_result(&w);
        for r in &arrived {
            let placed = after.volumes[0].replicas.iter().find(|x| &&x.name == r).unwrap();
            assert_eq!(placed.node.as_deref(), Some("n3"), "the only node left without a replica of v");
        }
        let on_n1 = before_on_n1[0].to_string();
        assert_eq!(marks.chips[&("v".to_string(), on_n1.clone())].text, "would be evicted, replaced on n3/d");
        assert_eq!(marks.chips[&("v".to_string(), arrived[0].clone())].text, format!("would be created here, replacing {on_n1}"));
        assert_eq!(marks.nodes["n1"].text, "evicting");
        assert!(summary(&w).contains("n3/d"), "the summary names the new place: {}", summary(&w));
    }
}
