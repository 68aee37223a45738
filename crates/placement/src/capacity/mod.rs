//! Kubernetes storage capacity tracking: the scheduler's VolumeBinding plugin
//! with CSIStorageCapacity objects, the CSI provisioner's capacity publisher,
//! and a simulation of both over time.
//!
//! - [`objects`] — the Kubernetes objects with their real field names;
//! - [`affinity`] — PV node affinity and StorageClass `allowedTopologies`;
//! - [`filter`] — PreFilter, Filter (reasons in the plugin's order), the capacity check, scoring and the `0/N nodes are available: …` event;
//! - [`index`] — CSIStorageCapacity objects pre-matched to nodes;
//! - [`score`] — `StorageCapacityScoring`;
//! - [`publisher`] — which CSIStorageCapacity objects a provisioner publishes;
//! - [`answer`] — the answer first: each node's sentence, the smallest edits that flip it, what an edit changed;
//! - [`bindings`] — after Filter: Reserve and PreBind's `checkBindings` on a later state;
//! - [`simulate`] — a workload over time, capacity tracking on vs off;
//! - [`import`] — what `kubectl get … -o yaml` prints → these objects.
//!
//! Entry points: [`filter_nodes`], [`check_bindings`] and [`simulate_capacity`].
//!
//! Faithfulness notes (scheduler VolumeBinding plugin, Kubernetes 1.33+):
//!
//! - a node's reasons come in the order `FindPodVolumes` appends them: volume
//!   node affinity conflict, didn't find available persistent volumes to bind,
//!   did not have enough free storage, bound to non-existent pv(s). Bound
//!   claims stop at their first problem, then delayed claims are still
//!   checked, so a node can carry two reasons;
//! - the capacity check passes the first CSIStorageCapacity (input order) of
//!   the class whose limit (`maximumVolumeSize`, else `capacity`; unset never
//!   fits) is ≥ the request and whose `nodeTopology` matches (nil = no node,
//!   `{}` = all); claims are not summed and in-flight volumes not subtracted;
//! - the event message is the scheduler's FitError text with the text the
//!   default PostFilter (DefaultPreemption) adds, `preemption: 0/N nodes are
//!   available: N Preemption is not helpful for scheduling.` (VolumeBinding's
//!   rejections are unresolvable, so preemption never helps);
//! - objects naming a StorageClass that is not in the input are read as the
//!   scheduler reads them, with a note in the result: a CSIStorageCapacity of
//!   that class is ignored; an unbound claim of that class is not delayed
//!   (`IsDelayBindingMode` answers false for a class that is not found), so its
//!   pod is rejected with `pod has unbound immediate PersistentVolumeClaims`;
//! - a PV whose `claimRef` names a claim that is not in the input (pre-bound, or
//!   Released) is valid and never matched to another claim; a claimRef is the
//!   claim's only with the same name, the same namespace (compared exactly, no
//!   default) and, when it carries one, the same UID (`IsVolumeBoundToClaim`), so
//!   the Released volume of a claim deleted and created again is not the new
//!   claim's; an unbound PV is matched only in phase `Available` (an absent phase
//!   is not); PV node affinity is
//!   checked against the node's labels only (`CheckNodeAffinity`), so a
//!   `matchFields` requirement sees no node name (noted in the result);
//! - deliberate departures, for hand-written input: a missing `volumeBindingMode` is
//!   `Immediate` (the API default); the scheduler's random choice among equal nodes is a fixed
//!   hash in the simulation;
//! - a generic ephemeral claim is the pod's only when its controller owner
//!   reference carries the pod's `metadata.uid` (`ephemeral.VolumeIsForPod`,
//!   `metav1.IsControlledBy`: only the UID is compared; both absent count as
//!   equal); otherwise PreFilter rejects the pod with `PVC <ns>/<claim> was
//!   not created for pod <ns>/<pod> (pod is not owner)`.

pub mod affinity;
pub mod answer;
pub mod bindings;
mod detail;
pub mod filter;
pub mod import;
pub mod index;
pub mod objects;
pub mod publisher;
pub mod score;
pub mod sentences;
pub mod simulate;
mod validate;

pub use bindings::{CheckBindingsInput, CheckBindingsResult, check_bindings};
pub use detail::{Explain, FilterOptions, filter_nodes_with};
pub use filter::{FilterInput, FilterResult, NodeVerdict, Scheduler, filter_nodes};
pub use import::{CapacityImport, import_kubectl};
pub use objects::*;
pub use publisher::{PublisherMode, PublisherSettings, publish};
pub use score::ScoringSettings;
pub use simulate::{CapacitySimulation, SimulationInput, simulate_capacity};
