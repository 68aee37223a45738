//! How much explanation a run returns: a full decision lists every node and
//! disk with its verdict and the pick's tables, which is hundreds of rows per
//! replica on a large cluster. Many volumes ask for less ([`Explain`]), and
//! [`explain_volume`] gives one volume's full explanation on request.

use crate::kernel::message::Message;
use serde::{Deserialize, Serialize};

use super::explain::{ScheduleResult, VolumeResult};
use super::input::Scenario;
use super::schedule::run;
use super::validate::validate;
use crate::InputError;
pub use crate::kernel::explain::Explain;

/// The options of [`schedule_replicas_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ScheduleOptions {
    /// How much to explain. Left out: `full` for a scenario of at most
    /// [`FULL_BY_DEFAULT`] volumes, else `summary`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub explain: Option<Explain>,
}

/// The most volumes a run explains in full when no level is asked for. A full
/// explanation is about a kilobyte per disk and node for each replica, so it
/// grows with volumes × cluster size (500 volumes on 100 nodes: 440 MiB); up
/// to this many volumes it stays a small multiple of the scenario, and a
/// summary always does.
pub const FULL_BY_DEFAULT: usize = 25;

impl ScheduleOptions {
    /// The level asked for, or the default for `scenario` (see [`FULL_BY_DEFAULT`]).
    pub fn level(&self, scenario: &Scenario) -> Explain {
        self.explain
            .unwrap_or(if scenario.volumes.len() <= FULL_BY_DEFAULT {
                Explain::Full
            } else {
                Explain::Summary
            })
    }
}

/// [`schedule_replicas`](super::schedule_replicas) with the explanation asked for.
///
/// ```
/// use placement::longhorn::{schedule_replicas_with, Explain, Scenario, ScheduleOptions};
/// let scenario: Scenario = serde_json::from_str(r#"{
///   "nodes": [{"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}],
///   "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 1}]
/// }"#).unwrap();
/// let summary = schedule_replicas_with(&scenario, &ScheduleOptions { explain: Some(Explain::Summary) }).unwrap();
/// assert_eq!(summary.explain, Explain::Summary);
/// assert!(summary.volumes[0].steps.iter().all(|s| matches!(s,
///     placement::longhorn::Step::Schedule(d) if d.nodes.is_empty() && d.winner.is_some())));
/// let none = schedule_replicas_with(&scenario, &ScheduleOptions { explain: Some(Explain::None) }).unwrap();
/// assert!(none.volumes[0].steps.is_empty());
/// assert_eq!(none.volumes[0].replicas, summary.volumes[0].replicas);
/// ```
pub fn schedule_replicas_with(
    scenario: &Scenario,
    options: &ScheduleOptions,
) -> Result<ScheduleResult, InputError> {
    let level = options.level(scenario);
    let mut cluster = validate(scenario)?;
    Ok(run(&mut cluster, scenario, scenario.volumes.len(), |_| {
        level
    }))
}

/// Checks a scenario as [`schedule_replicas_with`] would before scheduling,
/// without scheduling: for hosts that read a cluster once and schedule it
/// many times (the engine package's `prepareLonghornCluster`).
pub fn check_scenario(scenario: &Scenario) -> Result<(), InputError> {
    validate(scenario).map(|_| ())
}

/// The full explanation of one volume (by name) as the run of the whole
/// scenario decides it: the volumes before it are scheduled first (without
/// explanation), as their replicas take space it sees.
///
/// ```
/// use placement::longhorn::{explain_volume, schedule_replicas, Scenario};
/// let scenario: Scenario = serde_json::from_str(r#"{
///   "nodes": [{"name": "n1", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}],
///   "volumes": [{"name": "a", "size": "10Gi", "numberOfReplicas": 1},
///               {"name": "b", "size": "10Gi", "numberOfReplicas": 1}]
/// }"#).unwrap();
/// let b = explain_volume(&scenario, "b").unwrap();
/// assert_eq!(b, schedule_replicas(&scenario).unwrap().volumes[1]);
/// assert_eq!(explain_volume(&scenario, "c").unwrap_err().path, "volume");
/// ```
pub fn explain_volume(scenario: &Scenario, volume: &str) -> Result<VolumeResult, InputError> {
    let mut cluster = validate(scenario)?;
    let Some(index) = scenario.volumes.iter().position(|v| v.name == volume) else {
        return Err(InputError::new(
            "volume",
            volume,
            Message::new("error-unknown-volume"),
        ));
    };
    let level = |i: usize| {
        if i == index {
            Explain::Full
        } else {
            Explain::None
        }
    };
    let mut result = run(&mut cluster, scenario, index + 1, level);
    Ok(result.volumes.swap_remove(index))
}

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
/// assert_eq!(volume.replicas.iter().filter(|r| r.node.is_some()).count(), 2);
/// // The volume is not attached and two replicas are placed: with
/// // allow-volume-creation-with-degraded-availability (default true)
/// // reconcileVolumeCondition still reports Scheduled.
/// assert_eq!(volume.condition.status, "True");
/// assert_eq!(
///     volume.condition.message,
///     "Reset schedulable due to allow volume creation with degraded availability"
/// );
/// ```
pub fn schedule_replicas(scenario: &Scenario) -> Result<ScheduleResult, InputError> {
    schedule_replicas_with(scenario, &ScheduleOptions::default())
}
