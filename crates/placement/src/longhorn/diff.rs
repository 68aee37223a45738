//! What an edit changed: the replicas that moved, appeared, were placed or
//! became unscheduled between two results, and one sentence that says so
//! (or that nothing moved). Pure: the lab calls it after every edit.

use std::collections::HashMap;

use serde::Serialize;

use super::explain::{ReplicaState, ScheduleResult, Step, VolumeResult};
use crate::kernel::message::Message;
use crate::kernel::sort;

/// The replicas that changed between two runs, and the summary sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ResultChanges {
    /// Each replica whose place changed, in the order of `after` (then the removed ones).
    pub replicas: Vec<ReplicaChange>,
    /// One sentence: the move when there is one, the counts when there are more, or that nothing moved.
    pub summary: Message,
}

/// One replica whose place changed (`node/disk` places; none = not scheduled).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReplicaChange {
    /// Volume name.
    pub volume: String,
    /// Replica name.
    pub replica: String,
    /// What happened.
    pub kind: ChangeKind,
    /// Where it was (`node/disk`), if it was scheduled.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub from: Option<String>,
    /// Where it is now (`node/disk`), if it is scheduled.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub to: Option<String>,
}

/// How a replica's place changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum ChangeKind {
    /// Scheduled before and after, elsewhere.
    Moved,
    /// Not scheduled before (or not there), scheduled now.
    Placed,
    /// Scheduled before, not now.
    Unscheduled,
    /// A new replica that is not scheduled (it was not there before).
    AppearedUnscheduled,
    /// Was there before, is gone (its volume was removed or has fewer replicas).
    Removed,
}

fn place(node: &Option<String>, disk: &Option<String>, state: ReplicaState) -> Option<String> {
    match (node, disk) {
        (Some(n), Some(d)) if state != ReplicaState::Unscheduled => Some(format!("{n}/{d}")),
        _ => None,
    }
}

/// Each replica of a volume with its place (none = not scheduled), then the
/// new replicas a failed precheck kept from being created (the lab lists them
/// as "not created": they count as not scheduled, as the list shows them).
fn places(v: &VolumeResult) -> impl Iterator<Item = (&str, Option<String>)> {
    let replicas = v
        .replicas
        .iter()
        .map(|r| (r.name.as_str(), place(&r.node, &r.disk, r.state)));
    let not_created = v.steps.iter().filter_map(move |s| match s {
        Step::Precheck(d) if !v.replicas.iter().any(|r| r.name == d.replica) => {
            Some((d.replica.as_str(), None))
        }
        _ => None,
    });
    replicas.chain(not_created)
}

/// The changes from `before` to `after`, replicas matched by volume and replica name.
///
/// ```
/// use placement::longhorn::{changes_between, schedule_replicas, Scenario};
/// let mut scenario: Scenario = serde_json::from_str(r#"{
///   "nodes": [{"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
///             {"name": "n2", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "50Gi"}]}],
///   "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 1}]
/// }"#).unwrap();
/// let before = schedule_replicas(&scenario).unwrap();
/// assert_eq!(changes_between(&before, &before).summary.id, "longhorn-diff-nothing");
/// scenario.nodes[0].ready = false;
/// let after = schedule_replicas(&scenario).unwrap();
/// let changes = changes_between(&before, &after);
/// assert_eq!(changes.summary.id, "longhorn-diff-moved");
/// assert_eq!(changes.replicas[0].from.as_deref(), Some("n1/d"));
/// assert_eq!(changes.replicas[0].to.as_deref(), Some("n2/d"));
/// ```
pub fn changes_between(before: &ScheduleResult, after: &ScheduleResult) -> ResultChanges {
    let mut old: HashMap<(&str, &str), Option<String>> = HashMap::new();
    for v in &before.volumes {
        for (name, at) in places(v) {
            old.insert((&v.name, name), at);
        }
    }
    let mut replicas = Vec::new();
    for v in &after.volumes {
        for (name, now) in places(v) {
            let was = old.remove(&(v.name.as_str(), name));
            let kind = match (&was, &now) {
                (Some(a), b) if a == b => continue,
                (Some(Some(_)), Some(_)) => ChangeKind::Moved,
                (_, Some(_)) => ChangeKind::Placed,
                (Some(Some(_)), None) => ChangeKind::Unscheduled,
                (None, None) => ChangeKind::AppearedUnscheduled,
                (Some(None), None) => continue,
            };
            replicas.push(ReplicaChange {
                volume: v.name.clone(),
                replica: name.to_string(),
                kind,
                from: was.flatten(),
                to: now,
            });
        }
    }
    let mut removed: Vec<ReplicaChange> = old
        .into_iter()
        .map(|((volume, replica), from)| ReplicaChange {
            volume: volume.to_string(),
            replica: replica.to_string(),
            kind: ChangeKind::Removed,
            from,
            to: None,
        })
        .collect();
    sort::sort_by(&mut removed, |a, b| {
        (&a.volume, &a.replica).cmp(&(&b.volume, &b.replica))
    });
    replicas.extend(removed);
    let summary = summary(&replicas);
    ResultChanges { replicas, summary }
}

fn summary(replicas: &[ReplicaChange]) -> Message {
    let count = |k: ChangeKind| replicas.iter().filter(|r| r.kind == k).count();
    match replicas {
        [] => Message::new("longhorn-diff-nothing"),
        [one] => {
            let id = match one.kind {
                ChangeKind::Moved => "longhorn-diff-moved",
                ChangeKind::Placed => "longhorn-diff-placed",
                ChangeKind::Unscheduled => "longhorn-diff-unscheduled",
                ChangeKind::AppearedUnscheduled => "longhorn-diff-appeared-unscheduled",
                ChangeKind::Removed => "longhorn-diff-removed",
            };
            Message::new(id)
                .arg("replica", &one.replica)
                .arg("from", one.from.as_deref().unwrap_or_default())
                .arg("to", one.to.as_deref().unwrap_or_default())
        }
        _ => Message::new("longhorn-diff-many")
            .arg("count", replicas.len())
            .arg("moved", count(ChangeKind::Moved))
            .arg("placed", count(ChangeKind::Placed))
            .arg(
                "unscheduled",
                count(ChangeKind::Unscheduled) + count(ChangeKind::AppearedUnscheduled),
            )
            .arg("removed", count(ChangeKind::Removed)),
    }
}

/// Every message id of the change summaries (the catalogs are tested against it).
pub const MESSAGE_IDS: &[&str] = &[
    "longhorn-diff-nothing",
    "longhorn-diff-moved",
    "longhorn-diff-placed",
    "longhorn-diff-unscheduled",
    "longhorn-diff-appeared-unscheduled",
    "longhorn-diff-removed",
    "longhorn-diff-many",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::longhorn::{Scenario, schedule_replicas};

    fn scenario(available_n2: &str, replicas: i64) -> Scenario {
        serde_json::from_value(serde_json::json!({
            "nodes": [{"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
                      {"name": "n2", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": available_n2}]}],
            "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": replicas}]
        }))
        .unwrap()
    }

    #[test]
    fn a_second_replica_that_finds_no_node_appears_unscheduled() {
        let before = schedule_replicas(&scenario("0", 1)).unwrap();
        let after = schedule_replicas(&scenario("0", 2)).unwrap();
        let c = changes_between(&before, &after);
        assert_eq!(c.summary.id, "longhorn-diff-appeared-unscheduled");
        assert_eq!(c.summary.text("replica"), Some("v-r-2"));
        // Room on n2: the same edit places it there instead.
        let room = schedule_replicas(&scenario("100Gi", 2)).unwrap();
        let c = changes_between(&after, &room);
        assert_eq!(c.summary.id, "longhorn-diff-placed");
        assert_eq!(c.replicas[0].to.as_deref(), Some("n2/d"));
    }

    /// Issue #33: a replica a failed precheck kept from being created is listed
    /// as "not created"; the summary counted it nowhere ("0 not scheduled").
    #[test]
    fn a_replica_not_created_counts_as_not_scheduled() {
        let before = schedule_replicas(&scenario("100Gi", 1)).unwrap();
        let mut full = scenario("100Gi", 2);
        for n in &mut full.nodes {
            n.disks[0].storage_available = crate::kernel::quantity::Bytes(0);
        }
        let after = schedule_replicas(&full).unwrap();
        assert!(
            after.volumes[0]
                .steps
                .iter()
                .any(|s| matches!(s, Step::Precheck(_)))
        );
        let c = changes_between(&before, &after);
        let unscheduled = c.summary.number("unscheduled").unwrap_or_else(|| {
            i64::from(matches!(
                c.summary.id.as_str(),
                "longhorn-diff-unscheduled" | "longhorn-diff-appeared-unscheduled"
            ))
        });
        assert!(unscheduled >= 1, "{:?}", c.summary);
        let listed: Vec<&str> = c.replicas.iter().map(|r| r.replica.as_str()).collect();
        for s in &after.volumes[0].steps {
            if let Step::Precheck(d) = s {
                assert!(
                    listed.contains(&d.replica.as_str()),
                    "{} not in {listed:?}",
                    d.replica
                );
            }
        }
    }

    #[test]
    fn fewer_replicas_are_removed_and_several_changes_are_counted() {
        let two = schedule_replicas(&scenario("100Gi", 2)).unwrap();
        let one = schedule_replicas(&scenario("100Gi", 1)).unwrap();
        let c = changes_between(&two, &one);
        assert_eq!(c.summary.id, "longhorn-diff-removed");
        assert_eq!(c.replicas[0].from.as_deref(), Some("n2/d"));
        let mut gone = scenario("100Gi", 2);
        gone.volumes.clear();
        let c = changes_between(&two, &schedule_replicas(&gone).unwrap());
        assert_eq!(c.summary.id, "longhorn-diff-many");
        assert_eq!(c.summary.number("count"), Some(2));
        assert_eq!(c.summary.number("removed"), Some(2));
    }
}
