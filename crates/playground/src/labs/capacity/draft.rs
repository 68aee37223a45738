//! What the user edits on the capacity page, as typed, and how it becomes the
//! engine's inputs (or field errors keyed by draft field).

use std::collections::BTreeMap;

use placement::capacity::publisher::{
    publish, segments, PoolReport, PublisherMode, PublisherSettings,
};
use placement::capacity::{
    filter_nodes, ClusterObjects, FilterInput, FilterResult, SimulationInput,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::units::parse_amount;
use crate::i18n;
use crate::messages::{self, text_with};
pub use crate::units::{Amount, FieldErrors};

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
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftPod {
    pub name: String,
    pub volumes: Vec<DraftVolume>,
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
    fn labels(&mut self, key: String, text: &str) -> BTreeMap<String, String> {
        parse_labels(text).unwrap_or_else(|m| {
            self.errors.insert(key, m);
            BTreeMap::new()
        })
    }
}

/// The engine inputs of a valid draft.
pub struct Inputs {
    pub filter: FilterInput,
    pub simulation: SimulationInput,
}

impl CapacityDraft {
    fn node_json(&self, r: &mut Reader) -> Vec<Value> {
        self.nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let mut labels = r.labels(format!("nodes[{i}].labels"), &n.labels);
                labels.insert(HOSTNAME.into(), n.name.trim().into());
                if !n.zone.trim().is_empty() {
                    labels.insert(ZONE.into(), n.zone.trim().into());
                }
                json!({"metadata": {"name": n.name.trim(), "labels": labels}})
            })
            .collect()
    }

    fn class_json(&self, r: &mut Reader) -> Vec<Value> {
        let drivers: Vec<&str> = self.drivers.iter().map(|d| d.name.trim()).collect();
        self.classes
            .iter()
            .enumerate()
            .map(|(c, class)| {
                let provisioner = class.provisioner.trim();
                if provisioner != "kubernetes.io/no-provisioner" && !drivers.contains(&provisioner) {
                    r.errors.insert(
                        format!("classes[{c}].provisioner"),
                        messages::text("cap-error-unknown-provisioner", &[("driver", &format!("{provisioner:?}")), ("drivers", &drivers.join(", "))]),
                    );
                }
                let mut v = json!({"metadata": {"name": class.name.trim()}, "provisioner": provisioner,
                    "volumeBindingMode": match class.binding { Binding::Immediate => "Immediate",
                                                              Binding::WaitForFirstConsumer => "WaitForFirstConsumer" }});
                let zones = list(&class.zones);
                if !zones.is_empty() {
                    v["allowedTopologies"] = json!([{"matchLabelExpressions": [{"key": ZONE, "values": zones}]}]);
                }
                v
            })
            .collect()
    }

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

    /// Turns the draft into both engine inputs, or every field error found.
    pub fn parse(&self) -> Result<Inputs, FieldErrors> {
        let mut r = Reader {
            errors: FieldErrors::new(),
        };
        let nodes = self.node_json(&mut r);
        let classes = self.class_json(&mut r);
        let class_names: Vec<&str> = self.classes.iter().map(|c| c.name.trim()).collect();
        let driver_names: Vec<&str> = self.drivers.iter().map(|d| d.name.trim()).collect();
        let mut pools = Vec::new(); // per driver: (segment labels, free, max)
        let mut sim_drivers = Vec::new();
        for (d, driver) in self.drivers.iter().enumerate() {
            let poll = r.seconds(format!("drivers[{d}].poll"), &driver.poll_seconds, 1);
            let mut mine = Vec::new();
            for (p, pool) in driver.pools.iter().enumerate() {
                let segment = r.labels(format!("drivers[{d}].pools[{p}].segment"), &pool.segment);
                if segment.is_empty()
                    && !r
                        .errors
                        .contains_key(&format!("drivers[{d}].pools[{p}].segment"))
                {
                    r.errors.insert(
                        format!("drivers[{d}].pools[{p}].segment"),
                        messages::text("cap-error-segment-required", &[]),
                    );
                }
                let free = r.amount(format!("drivers[{d}].pools[{p}].free"), &pool.free);
                let max = r.optional_amount(format!("drivers[{d}].pools[{p}].max"), &pool.max);
                mine.push((segment, free, max));
            }
            let settings = self.settings(d);
            sim_drivers.push(json!({"publisher": settings, "pollIntervalSeconds": poll,
                "pools": mine.iter().map(|(s, f, m)| {
                    let mut v = json!({"segment": s, "free": f});
                    if let Some(m) = m { v["maximumVolumeSize"] = json!(m); }
                    v
                }).collect::<Vec<_>>()}));
            pools.push(mine);
        }
        // The pod of the pod view.
        let pod_name = self.pod.name.trim().to_string();
        let mut volumes = Vec::new();
        let mut claims = Vec::new();
        let mut pvs = Vec::new();
        let mut sizes = Vec::new();
        for (v, vol) in self.pod.volumes.iter().enumerate() {
            let class = vol.class.trim();
            let name = vol.name.trim();
            let size = if vol.kind == VolumeKind::CsiInline {
                0
            } else {
                r.amount(format!("pod.volumes[{v}].size"), &vol.size)
            };
            sizes.push(size);
            if vol.kind == VolumeKind::CsiInline {
                if !driver_names.contains(&class) {
                    r.errors.insert(
                        format!("pod.volumes[{v}].class"),
                        messages::text("cap-error-unknown-driver", &[("driver", &format!("{class:?}"))]),
                    );
                }
                volumes.push(json!({"name": name, "csi": {"driver": class}}));
                continue;
            }
            if !class_names.contains(&class) {
                r.errors.insert(
                    format!("pod.volumes[{v}].class"),
                    messages::text("cap-error-unknown-class", &[("class", &format!("{class:?}"))]),
                );
            }
            let spec =
                json!({"storageClassName": class, "resources": {"requests": {"storage": size}}});
            let mut owners = json!([]);
            let claim_name = match vol.kind {
                VolumeKind::Ephemeral => {
                    volumes.push(
                        json!({"name": name, "ephemeral": {"volumeClaimTemplate": {"spec": spec}}}),
                    );
                    let uid = match vol.claim {
                        EphemeralClaim::OwnedByPod => Some(POD_UID),
                        EphemeralClaim::EarlierPod => Some(EARLIER_POD_UID),
                        EphemeralClaim::NoOwner => None,
                        EphemeralClaim::NotCreated => continue,
                    };
                    if let Some(uid) = uid {
                        owners = json!([{"apiVersion": "v1", "kind": "Pod", "name": pod_name,
                            "uid": uid, "controller": true}]);
                    }
                    format!("{pod_name}-{name}")
                }
                _ => {
                    volumes
                        .push(json!({"name": name, "persistentVolumeClaim": {"claimName": name}}));
                    name.to_string()
                }
            };
            let on = list(&vol.on_node);
            let mut claim = json!({"metadata": {"name": claim_name, "ownerReferences": owners}, "spec": spec});
            if !on.is_empty() {
                if let Some(unknown) = on
                    .iter()
                    .find(|o| !self.nodes.iter().any(|n| n.name.trim() == o.as_str()))
                {
                    r.errors.insert(
                        format!("pod.volumes[{v}].onNode"),
                        messages::text("cap-error-unknown-node", &[("node", &format!("{unknown:?}"))]),
                    );
                }
                let pv = format!("pv-{claim_name}");
                claim["metadata"]["annotations"] =
                    json!({"pv.kubernetes.io/bind-completed": "yes"});
                claim["spec"]["volumeName"] = json!(pv);
                pvs.push(json!({"metadata": {"name": pv}, "spec": {"capacity": {"storage": size},
                    "storageClassName": class, "claimRef": {"name": claim_name, "namespace": "default"},
                    "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [
                        {"key": HOSTNAME, "operator": "In", "values": on}]}]}}},
                    "status": {"phase": "Bound"}}));
            }
            claims.push(claim);
        }
        // The workload.
        let w = &self.workload;
        let count = r.seconds("workload.pods".into(), &w.pods, 1);
        let per_pod = r.seconds("workload.volumes".into(), &w.volumes, 1);
        let size = r.amount("workload.size".into(), &w.size);
        let every = r.seconds("workload.every".into(), &w.every_seconds, 0);
        let horizon = r.seconds("workload.horizon".into(), &w.horizon_seconds, 1);
        // Binding time and PreBind's patience: empty keeps the engine's defaults.
        let provisioning = r.optional_seconds("workload.provisioning", &w.provisioning_seconds, 0);
        let bind_timeout = r.optional_seconds("workload.bindTimeout", &w.bind_timeout_seconds, 1);
        if let Some(p) = provisioning {
            for driver in &mut sim_drivers {
                driver["provisioningSeconds"] = json!(p);
            }
        }
        if count > 500 {
            r.errors
                .insert("workload.pods".into(), text_with("cap-error-at-most-pods", &[("max", i18n::number(500.0))]));
        }
        if per_pod > 20 {
            r.errors.insert(
                "workload.volumes".into(),
                text_with("cap-error-at-most-volumes", &[("max", i18n::number(20.0))]),
            );
        }
        // No class at all (an import without StorageClasses): no workload to run, not an error.
        let no_class = w.class.trim().is_empty() && class_names.is_empty();
        if !no_class && !class_names.contains(&w.class.trim()) {
            r.errors.insert(
                "workload.class".into(),
                messages::text("cap-error-unknown-class", &[("class", &format!("{:?}", w.class.trim()))]),
            );
        }
        let count = if no_class { 0 } else { count };
        let workload: Vec<Value> = (0..count.min(500))
            .map(|i| {
                let vols: Vec<Value> = (0..per_pod.min(20))
                    .map(|k| json!({"name": format!("v{k}"), "ephemeral": {"volumeClaimTemplate": {"spec": {
                        "storageClassName": w.class.trim(), "resources": {"requests": {"storage": size}}}}}}))
                    .collect();
                json!({"arrivalSeconds": i * every, "pod": {"metadata": {"name": format!("pod-{i}")}, "spec": {"volumes": vols}}})
            })
            .collect();
        let changes: Vec<Value> = self
            .changes
            .iter()
            .enumerate()
            .map(|(k, c)| {
                let at = r.seconds(format!("changes[{k}].at"), &c.at_seconds, 0);
                let segment = r.labels(format!("changes[{k}].segment"), &c.segment);
                let consumed = r.amount(format!("changes[{k}].consumed"), &c.consumed);
                json!({"atSeconds": at, "driver": c.driver.trim(), "segment": segment, "delta": -consumed})
            })
            .collect();
        if !r.errors.is_empty() {
            return Err(r.errors);
        }
        let cluster_json = json!({"nodes": nodes, "storageClasses": classes,
            "csiDrivers": self.drivers.iter().map(|d| json!({"metadata": {"name": d.name.trim()},
                "spec": {"storageCapacity": d.storage_capacity}})).collect::<Vec<_>>(),
            "persistentVolumeClaims": claims, "persistentVolumes": pvs});
        let mut cluster: ClusterObjects = crate::scenario::from_value(cluster_json).map_err(general)?;
        // What each publisher has out: a pool's free space minus the pod's volumes already on it.
        for (d, driver) in self.drivers.iter().enumerate() {
            if !driver.storage_capacity {
                continue;
            }
            let settings = self.settings(d);
            let segs = segments(&settings, &cluster.nodes);
            let objects = publish(&settings, &cluster.storage_classes, &segs, |i| {
                let seg = &segs[i];
                let pool = pools[d].iter().find(|(s, _, _)| *s == seg.labels);
                let used: i64 = self
                    .pod
                    .volumes
                    .iter()
                    .zip(&sizes)
                    .filter(|(v, _)| {
                        list(&v.on_node).iter().any(|o| seg.nodes.contains(o))
                            && self.classes.iter().any(|c| {
                                c.name.trim() == v.class.trim()
                                    && c.provisioner.trim() == driver.name.trim()
                            })
                    })
                    .map(|(_, s)| *s)
                    .sum();
                PoolReport {
                    capacity: Some(pool.map_or(0, |p| p.1).saturating_sub(used).max(0)),
                    maximum_volume_size: pool.and_then(|p| p.2),
                }
            });
            cluster.csi_storage_capacities.extend(objects);
        }
        let pod = crate::scenario::from_value(
            json!({"metadata": {"name": pod_name, "namespace": "default", "uid": POD_UID},
            "spec": {"volumes": volumes}}),
        )
        .map_err(general)?;
        let mut simulation = json!({"nodes": nodes, "storageClasses": classes,
            "drivers": sim_drivers, "workload": workload, "externalChanges": changes, "horizonSeconds": horizon});
        if let Some(t) = bind_timeout {
            simulation["bindTimeoutSeconds"] = json!(t);
        }
        let simulation = crate::scenario::from_value(simulation).map_err(general)?;
        Ok(Inputs {
            filter: FilterInput {
                cluster,
                pod,
                scoring: None,
            },
            simulation,
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

fn single(key: String, message: String) -> FieldErrors {
    FieldErrors::from([(key, message)])
}

fn general(e: serde_json::Error) -> FieldErrors {
    single(String::new(), e.to_string())
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
