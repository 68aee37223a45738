//! Input and output types of the simulation.

use serde::{Deserialize, Serialize};

use crate::capacity::objects::{Node, PersistentVolumeClaim, Pod, StorageClass};
use crate::capacity::publisher::PublisherSettings;
use crate::capacity::score::ScoringSettings;
use crate::kernel::labels::Labels;
use crate::kernel::quantity::Bytes;

fn default_horizon() -> u64 {
    3600
}
fn default_poll() -> u64 {
    60
}
fn default_provisioning() -> u64 {
    5
}
fn default_true() -> bool {
    true
}

/// What `simulate_capacity` asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SimulationInput {
    /// Nodes with their topology labels.
    pub nodes: Vec<Node>,
    /// StorageClasses; each provisioner must be a simulated driver or `kubernetes.io/no-provisioner`.
    pub storage_classes: Vec<StorageClass>,
    /// The CSI drivers: publisher settings and pools.
    pub drivers: Vec<SimDriver>,
    /// Pods arriving over time with their claims.
    pub workload: Vec<WorkloadPod>,
    /// Changes of real free space that the driver does not announce (other consumers).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub external_changes: Vec<ExternalChange>,
    /// Simulated seconds; default 3600, at most 30 days.
    #[serde(default = "default_horizon")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub horizon_seconds: u64,
    /// `StorageCapacityScoring`: present = on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub scoring: Option<ScoringSettings>,
    /// `VolumeBindingArgs.bindTimeoutSeconds` (default 600): a pod whose volumes are not all
    /// bound that long after it was assumed fails PreBind (`binding volumes: context deadline
    /// exceeded`) and goes back to the queue; the provisioning goes on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub bind_timeout_seconds: Option<u64>,
}

/// A simulated CSI driver.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SimDriver {
    /// Name, mode, topology keys of the capacity publisher.
    pub publisher: PublisherSettings,
    /// Seconds between refreshes of every object (default 60).
    #[serde(default = "default_poll")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub poll_interval_seconds: u64,
    /// Seconds from the provisioning request to the volume (or the failure); default 5.
    #[serde(default = "default_provisioning")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub provisioning_seconds: u64,
    /// Refresh the segment's object right after each provisioning (default true).
    #[serde(default = "default_true")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub refresh_after_provisioning: bool,
    /// Real free space per segment.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub pools: Vec<PoolSpec>,
    /// Free space of segments without a pool entry (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub default_free: Option<Bytes>,
}

/// A pool: the real free space of one segment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PoolSpec {
    /// The segment's labels (e.g. `{"topology.kubernetes.io/zone": "a"}`).
    pub segment: Labels,
    /// Free space at time 0.
    pub free: Bytes,
    /// Largest volume the pool can create (published as `maximumVolumeSize`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub maximum_volume_size: Option<Bytes>,
}

/// A pod of the workload.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct WorkloadPod {
    /// When the pod (and its claims) are created.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub arrival_seconds: u64,
    /// The pod.
    pub pod: Pod,
    /// Claims created with the pod (generic ephemeral claims are made from the templates).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub claims: Vec<PersistentVolumeClaim>,
}

/// Real free space changing without the driver telling anyone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ExternalChange {
    /// When.
    pub at_seconds: u64,
    /// The driver.
    pub driver: String,
    /// The segment of one of its pools.
    pub segment: Labels,
    /// Bytes added (positive) or consumed (negative); free space never goes below 0.
    pub delta: Bytes,
}

/// Where a pod ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum PodState {
    /// Not arrived yet at the end (arrival after the horizon).
    NotArrived,
    /// Waiting for a node or for its volumes.
    Pending,
    /// Some volumes provisioned, others cannot be: needs a human.
    Stuck,
    /// Bound to a node with all volumes.
    Running,
}

/// One pod's story in a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PodSummary {
    /// `namespace/name`.
    pub name: String,
    /// Arrival time.
    pub arrival_seconds: u64,
    /// Scheduling cycles run for the pod.
    pub attempts: u32,
    /// ResourceExhausted failures of its volumes.
    pub provisioning_failures: u32,
    /// Final state.
    pub state: PodState,
    /// The node it runs on (or was last scheduled to).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node: Option<String>,
    /// When it started running.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub running_at_seconds: Option<u64>,
    /// The last failure message (FailedScheduling event or provisioning error).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub last_message: Option<String>,
}

/// Kinds of timeline entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum TimelineKind {
    /// The pod and its claims were created.
    Arrived,
    /// No node passed: the FailedScheduling event message.
    FailedScheduling,
    /// A node was chosen; claims got the selected-node annotation.
    Scheduled,
    /// A volume was created.
    Provisioned,
    /// The driver answered ResourceExhausted.
    ProvisioningFailed,
    /// The pod goes back to the queue after a provisioning failure.
    Rescheduled,
    /// All volumes bound: the pod runs.
    Running,
    /// The pod became stuck.
    Stuck,
    /// The publisher changed an object's capacity.
    CapacityPublished,
    /// Real free space changed behind the driver's back.
    ExternalChange,
}

/// One timeline entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct TimelineEvent {
    /// Simulated second.
    pub time_seconds: u64,
    /// What.
    pub kind: TimelineKind,
    /// The pod concerned (`namespace/name`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub pod: Option<String>,
    /// The node concerned.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node: Option<String>,
    /// In words (event messages verbatim).
    pub message: String,
    /// `message` as a sentence of the catalogs; absent when `message` is a
    /// verbatim event message of the real systems (it stays English).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub sentence: Option<crate::kernel::message::Message>,
}

/// Pod counts from a moment on (a step chart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct CountPoint {
    /// From this second.
    pub time_seconds: u64,
    /// Arrived, not running, not stuck.
    pub pending: u32,
    /// Stuck.
    pub stuck: u32,
    /// Running.
    pub running: u32,
}

/// A time span when a published capacity differed from the real free space.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct StaleWindow {
    /// Driver name.
    pub driver: String,
    /// Segment, `key=value,…`.
    pub segment: String,
    /// Start.
    pub from_seconds: u64,
    /// End; absent = still stale at the horizon.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub to_seconds: Option<u64>,
    /// Published capacity when the window opened.
    pub published: i64,
    /// Real free space when the window opened.
    pub real: i64,
}

/// One run (tracking on or off).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SimulationRun {
    /// Whether capacity tracking was on.
    pub tracking: bool,
    /// Per pod, in workload order.
    pub pods: Vec<PodSummary>,
    /// What happened, by time.
    pub timeline: Vec<TimelineEvent>,
    /// Pod counts over time.
    pub counts: Vec<CountPoint>,
    /// When published numbers were stale (tracking on only).
    pub stale_windows: Vec<StaleWindow>,
    /// Time when the last pod started running, if all run within the horizon.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub time_until_all_running: Option<u64>,
    /// Scheduling cycles over all pods.
    pub total_attempts: u32,
    /// ResourceExhausted failures over all pods.
    pub total_provisioning_failures: u32,
    /// The event budget ran out before the horizon.
    pub truncated: bool,
}

/// Both runs side by side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct CapacitySimulation {
    /// Tracking on.
    pub on: SimulationRun,
    /// Tracking off.
    pub off: SimulationRun,
}
