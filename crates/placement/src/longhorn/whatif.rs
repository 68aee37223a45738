//! What-if: fail, cordon or evict a node after the scenario has been scheduled.

use crate::kernel::message::Message;
use serde::{Deserialize, Serialize};

use super::detail::{ScheduleOptions, schedule_replicas_with};
use super::explain::{ReplicaState, ScheduleResult};
use super::input::{Replica, Scenario};
use crate::InputError;
use crate::kernel::quantity::Bytes;

/// What happens to a node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct WhatIf {
    /// The action.
    pub action: WhatIfAction,
    /// The node it applies to.
    pub node: String,
}

/// The what-if actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum WhatIfAction {
    /// The node goes down: not Ready, its replicas fail at `now`.
    FailNode,
    /// The node is cordoned.
    CordonNode,
    /// Scheduling is disabled on the node and eviction requested; its replicas are evicting.
    EvictNode,
}

/// Before and after the action.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct WhatIfResult {
    /// The scenario as given, scheduled.
    pub before: ScheduleResult,
    /// The state after `before` (placed replicas become existing ones, disks
    /// carry their scheduled storage) with the action applied.
    pub scenario_after: Scenario,
    /// That state scheduled at `now`.
    pub after: ScheduleResult,
    /// For `fail-node`: the same at `now + replica-replenishment-wait-interval`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub after_wait: Option<ScheduleResult>,
}

/// Schedules `scenario`, applies `action` to the resulting state and schedules again.
///
/// ```
/// use placement::longhorn::{what_if, Scenario, WhatIf, WhatIfAction};
/// let scenario: Scenario = serde_json::from_str(r#"{
///   "settings": {"replica-zone-soft-anti-affinity": true},
///   "now": 1000,
///   "nodes": [
///     {"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
///     {"name": "n2", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
///     {"name": "n3", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}
///   ],
///   "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 2, "attachedNode": "n2"}]
/// }"#).unwrap();
/// // (Attached: a detached volume rebuilds nothing unless offline rebuilding is on.)
/// let result = what_if(&scenario, &WhatIf { action: WhatIfAction::FailNode, node: "n1".into() }).unwrap();
/// // Right after the failure Longhorn waits for the failed replica to come back…
/// assert!(result.after.volumes[0].replenishment.is_some());
/// // …and after the wait it creates a new replica on n3.
/// let later = result.after_wait.unwrap();
/// assert!(later.volumes[0].replicas.iter().any(|r| r.node.as_deref() == Some("n3")));
/// ```
pub fn what_if(scenario: &Scenario, action: &WhatIf) -> Result<WhatIfResult, InputError> {
    what_if_with(scenario, action, &ScheduleOptions::default())
}

/// [`what_if`] with the explanation asked for (the same level for the three runs).
///
/// ```
/// use placement::longhorn::{what_if_with, Explain, Scenario, ScheduleOptions, WhatIf, WhatIfAction};
/// let scenario: Scenario = serde_json::from_str(r#"{
///   "nodes": [{"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}],
///   "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 1}]
/// }"#).unwrap();
/// let action = WhatIf { action: WhatIfAction::CordonNode, node: "n1".into() };
/// let result = what_if_with(&scenario, &action, &ScheduleOptions { explain: Some(Explain::None) }).unwrap();
/// assert!(result.before.volumes[0].steps.is_empty() && result.after.volumes[0].steps.is_empty());
/// ```
pub fn what_if_with(
    scenario: &Scenario,
    action: &WhatIf,
    options: &ScheduleOptions,
) -> Result<WhatIfResult, InputError> {
    // The scenario's level holds for the states after it (same volumes).
    let options = ScheduleOptions {
        explain: Some(options.level(scenario)),
    };
    let schedule_replicas = |s: &Scenario| schedule_replicas_with(s, &options);
    let before = schedule_replicas(scenario)?;
    let Some(node_index) = scenario.nodes.iter().position(|n| n.name == action.node) else {
        return Err(InputError::new(
            "node",
            &action.node,
            Message::new("error-unknown-node"),
        ));
    };
    let mut after = settle(scenario, &before);
    let now = scenario.now;
    if let Some(node) = after.nodes.get_mut(node_index) {
        match action.action {
            WhatIfAction::FailNode => node.ready = false,
            WhatIfAction::CordonNode => node.cordoned = true,
            WhatIfAction::EvictNode => {
                node.allow_scheduling = false;
                node.eviction_requested = true;
            }
        }
    }
    for volume in &mut after.volumes {
        for replica in volume
            .replicas
            .iter_mut()
            .filter(|r| r.node.as_deref() == Some(action.node.as_str()))
        {
            match action.action {
                WhatIfAction::FailNode if replica.failed_at.is_none() => {
                    replica.failed_at = Some(now)
                }
                WhatIfAction::EvictNode => replica.eviction_requested = true,
                _ => {}
            }
        }
    }
    let after_result = schedule_replicas(&after)?;
    let after_wait = match action.action {
        WhatIfAction::FailNode => {
            let mut later = after.clone();
            later.now = now.saturating_add(scenario.settings.replica_replenishment_wait_interval);
            Some(schedule_replicas(&later)?)
        }
        _ => None,
    };
    Ok(WhatIfResult {
        before,
        scenario_after: after,
        after: after_result,
        after_wait,
    })
}

/// The scenario once `result` has happened: replicas placed or reused become
/// existing ones, and disks carry the storage scheduled for them.
fn settle(scenario: &Scenario, result: &ScheduleResult) -> Scenario {
    let mut settled = scenario.clone();
    let mut rows = result.disks_after.iter();
    for node in &mut settled.nodes {
        for disk in &mut node.disks {
            if let Some(row) = rows.next() {
                disk.storage_scheduled = Bytes(row.after);
            }
        }
    }
    for (volume, outcome) in settled.volumes.iter_mut().zip(&result.volumes) {
        let old = std::mem::take(&mut volume.replicas);
        volume.replicas = outcome
            .replicas
            .iter()
            .map(|r| {
                let previous = old.iter().find(|o| o.name == r.name);
                Replica {
                    name: r.name.clone(),
                    node: r.node.clone(),
                    disk: r.disk.clone(),
                    failed_at: match r.state {
                        ReplicaState::Failed => previous.and_then(|p| p.failed_at),
                        _ => None,
                    },
                    healthy_at: match r.state {
                        ReplicaState::New | ReplicaState::Reused => Some(scenario.now),
                        _ => previous.and_then(|p| p.healthy_at),
                    },
                    eviction_requested: r.eviction_requested,
                    linked_clone_src_replica_name: previous
                        .and_then(|p| p.linked_clone_src_replica_name.clone()),
                    // As the run left it: a reused replica counted one more
                    // retry, a rebuilt one starts at the limit (createReplica).
                    rebuild_retry_count: r.rebuild_retry_count,
                }
            })
            .collect();
    }
    settled
}
