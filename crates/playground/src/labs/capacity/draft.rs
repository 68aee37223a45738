//! What the user edits on the capacity page, as typed, and how it becomes the
//! engine's inputs (or field errors keyed by draft field).

use std::collections::BTreeMap;

use placement::capacity::publisher::{
    publish, segments, PoolReport, PublisherMode, PublisherSettings,
};
use placement::capacity::affinity::{
    NodeSelector, NodeSelectorOperator, NodeSelectorRequirement, NodeSelectorTerm,
    TopologySelectorLabelRequirement, TopologySelectorTerm,
};
use placement::capacity::objects::*;
use placement::capacity::simulate::{ExternalChange, PoolSpec, SimDriver, WorkloadPod};
use placement::capacity::{
    filter_nodes, ClusterObjects, FilterInput, FilterResult, SimulationInput,
};
use placement::kernel::quantity::Bytes;
use serde::{Deserialize, Serialize};

use crate::text::amount_input::parse_amount;
use crate::text::i18n;
use crate::text::messages::{self, text_with};
pub use crate::text::units::{Amount, FieldErrors};

pub const ZONE: &str = "topology.kubernetes.io/zone";
pub const HOSTNAME: &str = "kubernetes.io/hostname";
/// The longest time a seconds field of the simulation takes (its horizon's limit).
const MAX_SECONDS: u64 = 30 * 24 * 3600;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftNode {
    pub name: String,
    pub zone: String,
    /// More labels: `key=value, key=value`.
    pub labels: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftPool {
    /// `key=value, …`
    pub segment: String,
    pub free: Amount,
    /// Empty text = not published.
    pub max: Amount,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftDriver {
    pub name: String,
    pub storage_capacity: bool,
    pub per_node: bool,
    /// Comma-separated; empty = the mode's default.
    pub topology_keys: String,
    pub poll_seconds: String,
    pub pools: Vec<DraftPool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Binding {
    Immediate,
    WaitForFirstConsumer,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftClass {
    pub name: String,
    pub provisioner: String,
    pub binding: Binding,
    /// allowedTopologies as zone values, comma-separated; empty = anywhere.
    pub zones: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VolumeKind {
    /// A PersistentVolumeClaim.
    Claim,
    /// A generic ephemeral volume.
    Ephemeral,
    /// A CSI inline volume (the class field names the driver).
    CsiInline,
}

impl VolumeKind {
    pub const ALL: [VolumeKind; 3] = [
        VolumeKind::Claim,
        VolumeKind::Ephemeral,
        VolumeKind::CsiInline,
    ];
    /// How the volume kind select names it, in the page's language.
    pub fn label(self) -> String {
        match self {
            VolumeKind::Claim => messages::text("cap-kind-pvc", &[]),
            VolumeKind::Ephemeral => messages::text("cap-kind-ephemeral", &[]),
            VolumeKind::CsiInline => messages::text("cap-kind-csi-inline", &[]),
        }
    }
}

/// Where a generic ephemeral volume's claim `<pod>-<volume>` stands (`ephemeral.VolumeIsForPod`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EphemeralClaim {
    /// Created by the ephemeral volume controller: controlled by this pod's UID.
    #[default]
    OwnedByPod,
    /// Left by an earlier pod of the same name: controlled by another UID.
    EarlierPod,
    /// Created by hand: no controller owner reference.
    NoOwner,
    /// Not created yet: the ephemeral volume controller has not run.
    NotCreated,
}

impl EphemeralClaim {
    pub const ALL: [EphemeralClaim; 4] = [
        EphemeralClaim::OwnedByPod,
        EphemeralClaim::EarlierPod,
        EphemeralClaim::NoOwner,
        EphemeralClaim::NotCreated,
    ];
    /// How the claim state select names it, in the page's language.
    pub fn label(self) -> String {
        match self {
            EphemeralClaim::OwnedByPod => messages::text("cap-claim-owned", &[]),
            EphemeralClaim::EarlierPod => messages::text("cap-claim-earlier-pod", &[]),
            EphemeralClaim::NoOwner => messages::text("cap-claim-no-owner", &[]),
            EphemeralClaim::NotCreated => messages::text("cap-claim-not-created", &[]),
        }
    }
}

/// `metadata.uid` of the lab's pod, and of an earlier pod of the same name.
pub const POD_UID: &str = "5f1c2a9e-0d4b-4e8a-9c61-7a3b2d1e0f42";
pub const EARLIER_POD_UID: &str = "9b7e4c10-3a2f-4d5e-8f60-1c2d3e4f5a6b";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftVolume {
    pub name: String,
    pub kind: VolumeKind,
    /// The class (the driver for CSI inline volumes).
    pub class: String,
    pub size: Amount,
    /// Already provisioned, reachable from these nodes (bound PV with node affinity),
    /// comma-separated (one node for local volumes); empty = not yet.
    pub on_node: String,
    /// Generic ephemeral volumes only: who created the claim.
    #[serde(default)]
    pub claim: EphemeralClaim,
    /// The claim's `metadata.uid` as typed (empty: none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub claim_uid: String,
    /// The provisioned PV's `spec.claimRef.uid` as typed (empty: none, which any claim of
    /// the name matches; another than the claim's: the PV is not the claim's, `IsVolumeBoundToClaim`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub pv_claim_uid: String,
    /// The provisioned PV's `status.phase` as typed (empty: `Bound`). The claim is bound to
    /// it only when it is `Bound` and names the claim; otherwise the PV is pre-bound and the
    /// claim waits for the scheduler's `FindMatchingVolume`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub pv_phase: String,
}

/// The phases a PersistentVolume's `status.phase` takes (`v1.PersistentVolumePhase`).
pub const PV_PHASES: [&str; 5] = ["Pending", "Available", "Bound", "Released", "Failed"];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftPod {
    pub name: String,
    pub volumes: Vec<DraftVolume>,
    /// The node an imported cluster recorded the pod on (`spec.nodeName`): not edited, not an
    /// input of the filter; the case report shows it beside the nodes the filter lets the pod onto.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_name: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftWorkload {
    pub pods: String,
    pub volumes: String,
    pub size: Amount,
    pub class: String,
    pub every_seconds: String,
    pub horizon_seconds: String,
    /// Every driver's `provisioningSeconds` as typed (empty: the simulation's 5 s).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub provisioning_seconds: String,
    /// `bindTimeoutSeconds` as typed (empty: the scheduler's 600 s).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub bind_timeout_seconds: String,
}

/// Free space consumed behind the driver's back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftChange {
    pub at_seconds: String,
    pub driver: String,
    pub segment: String,
    pub consumed: Amount,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CapacityDraft {
    pub nodes: Vec<DraftNode>,
    pub drivers: Vec<DraftDriver>,
    pub classes: Vec<DraftClass>,
    pub pod: DraftPod,
    pub workload: DraftWorkload,
    pub changes: Vec<DraftChange>,
}

/// Reads `key=value, key=value`.
pub fn parse_labels(text: &str) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Some((k, v)) = part.split_once('=') else {
            return Err(messages::text("cap-error-label-pair", &[("got", &format!("{part:?}"))]));
        };
        let (k, v) = (k.trim(), v.trim());
        if k.is_empty() {
            return Err(messages::text("cap-error-label-empty-key", &[("part", &format!("{part:?}"))]));
        }
        if out.insert(k.to_string(), v.to_string()).is_some() {
            return Err(messages::text("cap-error-label-duplicate", &[("key", &format!("{k:?}"))]));
        }
    }
    Ok(out)
}

fn list(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// Collects field errors while the draft is turned into JSON.
struct Reader {
    errors: FieldErrors,
}

impl Reader {
    fn amount(&mut self, key: String, a: &Amount) -> i64 {
        match parse_amount(&a.text, a.unit) {
            Ok(v) => v,
            Err(m) => {
                self.errors.insert(key, m);
                0
            }
        }
    }
    fn optional_amount(&mut self, key: String, a: &Amount) -> Option<i64> {
        (!a.text.trim().is_empty()).then(|| self.amount(key, a))
    }
    /// [`Self::seconds`] for a field that may stay empty (the engine's default), at most 30 days.
    fn optional_seconds(&mut self, key: &str, text: &str, min: u64) -> Option<u64> {
        if text.trim().is_empty() {
            return None;
        }
        let v = self.seconds(key.into(), text, min);
        if v > MAX_SECONDS {
            self.errors
                .insert(key.into(), messages::text("cap-error-at-most-days", &[("max", &MAX_SECONDS.to_string())]));
        }
        Some(v.min(MAX_SECONDS))
    }

    fn seconds(&mut self, key: String, text: &str, min: u64) -> u64 {
        match text.trim().parse::<u64>() {
            Ok(v) if v >= min => v,
            Ok(_) => {
                self.errors.insert(key, text_with("cap-error-at-least", &[("min", i18n::number(min as f64))]));
                min
            }
            Err(_) if text.trim().starts_with('-') => {
                self.errors
                    .insert(key, messages::text("cap-error-negative", &[("got", text.trim())]));
                min
            }
            Err(_) => {
                self.errors
                    .insert(key, messages::text("cap-error-not-whole", &[("got", &format!("{:?}", text.trim()))]));
                min
            }
        }
    }
    /// An error on class `c` when its provisioner is neither a driver of the draft nor none.
    fn check_provisioner(&mut self, c: usize, provisioner: &str, drivers: &[&str]) {
        if provisioner != NO_PROVISIONER && !drivers.contains(&provisioner) {
            self.errors.insert(
                format!("classes[{c}].provisioner"),
                messages::text("cap-error-unknown-provisioner", &[("driver", &format!("{provisioner:?}")), ("drivers", &drivers.join(", "))]),
            );
        }
    }
    fn labels(&mut self, key: String, text: &str) -> BTreeMap<String, String> {
        parse_labels(text).unwrap_or_else(|m| {
            self.errors.insert(key, m);
            BTreeMap::new()
        })
    }
}

/// A pool as read: its segment's labels, free bytes and largest volume.
type DraftPoolValues = (BTreeMap<String, String>, i64, Option<i64>);

/// The engine's `provisioningSeconds` when the field is left empty (`SimDriver`'s serde default).
const DEFAULT_PROVISIONING_SECONDS: u64 = 5;

/// The workload's numbers as read (counts already within their limits).
struct WorkloadNumbers {
    count: u64,
    per_pod: u64,
    size: i64,
    every: u64,
    horizon: u64,
    provisioning: Option<u64>,
    bind_timeout: Option<u64>,
}

/// The engine inputs of a valid draft.
pub struct Inputs {
    pub filter: FilterInput,
    pub simulation: SimulationInput,
}

impl CapacityDraft {
    pub(crate) fn settings(&self, d: usize) -> PublisherSettings {
        let driver = &self.drivers[d];
        PublisherSettings {
            driver: driver.name.trim().into(),
            mode: if driver.per_node {
                PublisherMode::PerNode
            } else {
                PublisherMode::Central
            },
            topology_keys: list(&driver.topology_keys),
            namespace: None,
        }
    }

    /// Turns the draft into both engine inputs, or every field error found. The inputs are
    /// built as the engine's values, not as JSON read back: the page then carries no JSON
    /// reader for the Kubernetes objects (issue #15).
    pub fn parse(&self) -> Result<Inputs, FieldErrors> {
        let mut r = Reader {
            errors: FieldErrors::new(),
        };
        let nodes = self.nodes(&mut r);
        let classes = self.storage_classes(&mut r);
        let (pools, mut sim_drivers) = self.drivers(&mut r);
        let (pod, claims, pvs, sizes) = self.pod(&mut r);
        let numbers = self.workload_numbers(&mut r);
        let workload = self.workload(&numbers);
        if let Some(p) = numbers.provisioning {
            for driver in &mut sim_drivers {
                driver.provisioning_seconds = p;
            }
        }
        let changes = self.external_changes(&mut r);
        if !r.errors.is_empty() {
            return Err(r.errors);
        }
        let mut cluster = ClusterObjects {
            nodes: nodes.clone(),
            storage_classes: classes.clone(),
            csi_drivers: self
                .drivers
                .iter()
                .map(|d| CsiDriver {
                    metadata: ObjectMeta::named(d.name.trim()),
                    spec: CsiDriverSpec {
                        storage_capacity: Some(d.storage_capacity),
                    },
                })
                .collect(),
            csi_storage_capacities: Vec::new(),
            persistent_volume_claims: claims,
            persistent_volumes: pvs,
        };
        self.publish_capacities(&mut cluster, &pools, &sizes);
        Ok(Inputs {
            filter: FilterInput {
                cluster,
                pod,
                scoring: None,
            },
            simulation: SimulationInput {
                nodes,
                storage_classes: classes,
                drivers: sim_drivers,
                workload,
                external_changes: changes,
                horizon_seconds: numbers.horizon,
                scoring: None,
                bind_timeout_seconds: numbers.bind_timeout,
            },
        })
    }

    /// Parses and filters the pod; engine errors come back under the draft's field keys.
    pub fn evaluate(&self) -> Result<(FilterResult, SimulationInput), FieldErrors> {
        let inputs = self.parse()?;
        let result =
            filter_nodes(&inputs.filter).map_err(|e| single(draft_key(&e.path), e.message))?;
        // Validate the simulation input here too, so its errors show beside the fields at once.
        placement::capacity::simulate::validate_simulation(&inputs.simulation)
            .map_err(|e| single(draft_key(&e.path), e.message))?;
        Ok((result, inputs.simulation))
    }
}

#[path = "draft_inputs.rs"]
mod inputs;
#[cfg(test)]
#[path = "draft_json_reference.rs"]
mod json_reference;
#[cfg(test)]
#[path = "draft_equality_tests.rs"]
mod equality_tests;

fn single(key: String, message: String) -> FieldErrors {
    FieldErrors::from([(key, message)])
}

/// Maps an engine path (filter or simulation input) to the draft field it came from;
/// anything else stays as it is and is shown above the editor.
pub fn draft_key(path: &str) -> String {
    let p = path.strip_prefix("cluster.").unwrap_or(path);
    let index = |rest: &str| -> Option<(String, String)> {
        let rest = rest.strip_prefix('[')?;
        let end = rest.find(']')?;
        Some((rest[..end].to_string(), rest[end + 1..].to_string()))
    };
    if let Some((i, rest)) = p.strip_prefix("nodes").and_then(index) {
        return if rest.starts_with(".metadata.labels") {
            format!("nodes[{i}].labels")
        } else {
            format!("nodes[{i}].name")
        };
    }
    if let Some((i, rest)) = p.strip_prefix("storageClasses").and_then(index) {
        let field = if rest.starts_with(".provisioner") {
            "provisioner"
        } else if rest.starts_with(".allowedTopologies") {
            "zones"
        } else {
            "name"
        };
        return format!("classes[{i}].{field}");
    }
    if let Some((i, rest)) = p.strip_prefix("drivers").and_then(index) {
        if let Some((k, rest)) = rest.strip_prefix(".pools").and_then(index) {
            let field = if rest.starts_with(".free") {
                "free"
            } else if rest.starts_with(".maximum") {
                "max"
            } else {
                "segment"
            };
            return format!("drivers[{i}].pools[{k}].{field}");
        }
        if rest.starts_with(".publisher.topologyKeys") {
            return format!("drivers[{i}].keys");
        }
        if rest.starts_with(".pollInterval") {
            return format!("drivers[{i}].poll");
        }
        return format!("drivers[{i}].name");
    }
    if let Some((i, _)) = p.strip_prefix("csiDrivers").and_then(index) {
        return format!("drivers[{i}].name");
    }
    if let Some((k, rest)) = p.strip_prefix("externalChanges").and_then(index) {
        let field = if rest.starts_with(".segment") {
            "segment"
        } else if rest.starts_with(".driver") {
            "driver"
        } else {
            "consumed"
        };
        return format!("changes[{k}].{field}");
    }
    if let Some(rest) = p.strip_prefix("pod.") {
        if rest.starts_with("metadata") {
            return "pod.name".into();
        }
        if let Some((v, rest)) = rest.strip_prefix("spec.volumes").and_then(index) {
            let field = if rest.contains("storageClassName") || rest.contains(".csi") {
                "class"
            } else if rest.contains("storage") {
                "size"
            } else {
                "name"
            };
            return format!("pod.volumes[{v}].{field}");
        }
    }
    if p.starts_with("workload") {
        return if p.contains("storageClassName") {
            "workload.class".into()
        } else {
            "workload.pods".into()
        };
    }
    path.to_string()
}
