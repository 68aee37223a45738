//! The Kubernetes objects the volume-binding plugin reads, with their real field names.
//!
//! The shapes follow the API as `kubectl get -o json` prints it, restricted to
//! the fields the scheduler and the provisioner look at. Every other field
//! (`managedFields`, `resourceVersion`, `status.conditions`, …) is **ignored**, so
//! real objects can be pasted as they are.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::affinity::{NodeSelector, TopologySelectorTerm};
use crate::kernel::labels::{LabelSelector, Labels};
use crate::kernel::quantity::Bytes;

/// Annotation the PV controller sets once a claim's binding is complete.
pub const ANN_BIND_COMPLETED: &str = "pv.kubernetes.io/bind-completed";
/// Annotation the scheduler writes on a delayed claim to ask for provisioning near a node.
pub const ANN_SELECTED_NODE: &str = "volume.kubernetes.io/selected-node";
/// The legacy class annotation, read before `spec.storageClassName`.
pub const ANN_BETA_STORAGE_CLASS: &str = "volume.beta.kubernetes.io/storage-class";
/// The provisioner name meaning "no dynamic provisioning".
pub const NO_PROVISIONER: &str = "kubernetes.io/no-provisioner";

/// `metav1.ObjectMeta`: the parts used here.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ObjectMeta {
    /// Object name.
    pub name: String,
    /// Namespace of namespaced objects (PVC, Pod, CSIStorageCapacity); `default` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: Option<String>,
    /// Labels.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub labels: Labels,
    /// Annotations.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub annotations: BTreeMap<String, String>,
    /// Set when the object is being deleted (any timestamp text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub deletion_timestamp: Option<String>,
    /// `metadata.uid`: a pod's is compared with its generic ephemeral claims' controller owner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub uid: Option<String>,
    /// Owners; a generic ephemeral claim is owned (controller) by its pod.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub owner_references: Vec<OwnerReference>,
}

impl ObjectMeta {
    /// The namespace, `default` when unset or empty.
    pub fn namespace(&self) -> &str {
        match self.namespace.as_deref() {
            Some(ns) if !ns.is_empty() => ns,
            _ => "default",
        }
    }

    /// A meta with just a name (for tests and generated objects).
    pub fn named(name: impl Into<String>) -> Self {
        ObjectMeta {
            name: name.into(),
            ..ObjectMeta::default()
        }
    }
}

/// `metav1.OwnerReference`: the parts used here.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct OwnerReference {
    /// Owner kind, `Pod` for ephemeral claims.
    pub kind: String,
    /// Owner name.
    pub name: String,
    /// The owner's `metadata.uid`; what `metav1.IsControlledBy` compares.
    #[serde(default)]
    pub uid: String,
    /// Whether this owner is the managing controller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub controller: Option<bool>,
}

impl ObjectMeta {
    /// `metav1.GetControllerOf`: the first owner reference with `controller: true`.
    pub fn controller(&self) -> Option<&OwnerReference> {
        self.owner_references
            .iter()
            .find(|o| o.controller == Some(true))
    }

    /// `metav1.IsControlledBy`: the controller reference's UID is `owner`'s UID (kind
    /// and name are not compared; an absent UID is the empty string on both sides).
    pub fn is_controlled_by(&self, owner: &ObjectMeta) -> bool {
        self.controller()
            .is_some_and(|c| c.uid == owner.uid.as_deref().unwrap_or(""))
    }
}

/// A Node: its name and labels (the topology).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Node {
    /// `metadata.name` and `metadata.labels`.
    pub metadata: ObjectMeta,
}

/// `storage.k8s.io/v1` StorageClass.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StorageClass {
    /// `metadata.name`.
    pub metadata: ObjectMeta,
    /// The provisioner (CSI driver name), `kubernetes.io/no-provisioner` for static only.
    #[serde(default)]
    pub provisioner: String,
    /// `Immediate` (the API default) or `WaitForFirstConsumer`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub volume_binding_mode: Option<VolumeBindingMode>,
    /// Where volumes of this class may be provisioned; empty = anywhere.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub allowed_topologies: Vec<TopologySelectorTerm>,
}

impl StorageClass {
    /// The binding mode, defaulted to `Immediate` as the API server does.
    pub fn binding_mode(&self) -> VolumeBindingMode {
        self.volume_binding_mode
            .unwrap_or(VolumeBindingMode::Immediate)
    }
}

/// `StorageClass.volumeBindingMode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum VolumeBindingMode {
    /// The volume is created as soon as the claim exists; the driver picks where.
    Immediate,
    /// The scheduler picks a node first, then the volume is created for it.
    WaitForFirstConsumer,
}

/// `storage.k8s.io/v1` CSIDriver.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CsiDriver {
    /// `metadata.name`: the driver (provisioner) name.
    pub metadata: ObjectMeta,
    /// `spec`.
    #[serde(default)]
    pub spec: CsiDriverSpec,
}

/// `CSIDriver.spec`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CsiDriverSpec {
    /// Opt-in to capacity-aware scheduling; only `true` turns the check on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_capacity: Option<bool>,
}

/// `storage.k8s.io/v1` CSIStorageCapacity.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CsiStorageCapacity {
    /// `metadata.name` and `metadata.namespace`.
    pub metadata: ObjectMeta,
    /// The class this capacity is for.
    pub storage_class_name: String,
    /// Nodes with access: absent = no node, `{}` = every node.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node_topology: Option<LabelSelector>,
    /// Free space reported by the driver; absent = unknown (never fits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub capacity: Option<Bytes>,
    /// Largest volume that can be created; preferred over `capacity` when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub maximum_volume_size: Option<Bytes>,
}

/// `ResourceRequirements` / `ResourceList`, storage only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StorageResources {
    /// `requests.storage`.
    #[serde(default)]
    pub requests: StorageQuantity,
}

/// A resource list with the `storage` entry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StorageQuantity {
    /// `storage`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage: Option<Bytes>,
}

/// `PersistentVolumeClaim.spec` (also the `volumeClaimTemplate.spec` of an ephemeral volume).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PvcSpec {
    /// The requested class; absent or empty = none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_class_name: Option<String>,
    /// The bound (or pre-bound) PersistentVolume.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub volume_name: Option<String>,
    /// `resources.requests.storage`.
    #[serde(default)]
    pub resources: StorageResources,
    /// Access modes (`ReadWriteOnce`, …); a static PV must offer all of them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub access_modes: Vec<String>,
    /// `Filesystem` (default) or `Block`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub volume_mode: Option<String>,
    /// Restricts static PVs to those with matching labels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub selector: Option<LabelSelector>,
}

/// `status.phase` holder.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PhaseStatus {
    /// `Pending`, `Bound`, `Lost` (claims); `Available`, `Bound`, `Released` (volumes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub phase: Option<String>,
}

/// `v1` PersistentVolumeClaim.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PersistentVolumeClaim {
    /// Name, namespace, annotations (`bind-completed`, `selected-node`).
    pub metadata: ObjectMeta,
    /// `spec`.
    #[serde(default)]
    pub spec: PvcSpec,
    /// `status.phase` (`Lost` matters).
    #[serde(default)]
    pub status: PhaseStatus,
}

impl PersistentVolumeClaim {
    /// The class as the binder reads it: the beta annotation, then `spec.storageClassName`, else `""`.
    pub fn class_name(&self) -> &str {
        if let Some(class) = self.metadata.annotations.get(ANN_BETA_STORAGE_CLASS) {
            return class;
        }
        self.spec.storage_class_name.as_deref().unwrap_or("")
    }

    /// `spec.volumeName`, `""` when unset.
    pub fn volume_name(&self) -> &str {
        self.spec.volume_name.as_deref().unwrap_or("")
    }

    /// Bound: `volumeName` set and `pv.kubernetes.io/bind-completed` present.
    pub fn is_fully_bound(&self) -> bool {
        !self.volume_name().is_empty() && self.metadata.annotations.contains_key(ANN_BIND_COMPLETED)
    }

    /// The requested size, if any.
    pub fn request(&self) -> Option<i64> {
        self.spec.resources.requests.storage.map(|b| b.0)
    }

    /// The node named by `volume.kubernetes.io/selected-node`.
    pub fn selected_node(&self) -> Option<&str> {
        self.metadata
            .annotations
            .get(ANN_SELECTED_NODE)
            .map(String::as_str)
    }
}

/// `PersistentVolume.spec.claimRef`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ClaimRef {
    /// Claim name.
    pub name: String,
    /// Claim namespace, compared exactly: absent or empty names no claim (the PV
    /// controller always writes it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: Option<String>,
    /// The claim's UID, written when the volume is bound; an empty one means the PV controller
    /// reset the binding (`checkBindings`: "ClaimRef got reset").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub uid: Option<String>,
}

/// `PersistentVolume.spec.nodeAffinity`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct VolumeNodeAffinity {
    /// Nodes that can reach the volume; absent = every node.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub required: Option<NodeSelector>,
}

/// `PersistentVolume.spec`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PvSpec {
    /// `capacity.storage`.
    #[serde(default)]
    pub capacity: StorageQuantity,
    /// The volume's class; `""` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_class_name: Option<String>,
    /// Which nodes can use the volume.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node_affinity: Option<VolumeNodeAffinity>,
    /// The claim this volume is bound or pre-bound to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub claim_ref: Option<ClaimRef>,
    /// Access modes offered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub access_modes: Vec<String>,
    /// `Filesystem` (default) or `Block`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub volume_mode: Option<String>,
}

/// `v1` PersistentVolume.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PersistentVolume {
    /// Name and labels.
    pub metadata: ObjectMeta,
    /// `spec`.
    #[serde(default)]
    pub spec: PvSpec,
    /// `status.phase`: an unbound volume is matched only when it is `Available`
    /// (`FindMatchingVolume`); an absent phase is not `Available`.
    #[serde(default)]
    pub status: PhaseStatus,
}

impl PersistentVolume {
    /// The class as the binder reads it: the beta annotation, then `spec.storageClassName`.
    pub fn class_name(&self) -> &str {
        if let Some(class) = self.metadata.annotations.get(ANN_BETA_STORAGE_CLASS) {
            return class;
        }
        self.spec.storage_class_name.as_deref().unwrap_or("")
    }

    /// `capacity.storage`, 0 when absent.
    pub fn size(&self) -> i64 {
        self.spec.capacity.storage.map_or(0, |b| b.0)
    }

    /// `IsVolumeBoundToClaim` (pkg/controller/volume/persistentvolume/util/util.go):
    /// `claimRef` names this claim — name and namespace compared exactly (a
    /// claimRef without a namespace names no claim: a claim always has one) — and
    /// a non-empty `claimRef.uid` is the claim's UID, so a Released volume of a
    /// claim deleted and created again under the same name is not the new claim's.
    pub fn is_bound_to(&self, claim: &PersistentVolumeClaim) -> bool {
        self.spec.claim_ref.as_ref().is_some_and(|r| {
            r.name == claim.metadata.name
                && r.namespace.as_deref().unwrap_or("") == claim.metadata.namespace()
                && r.uid
                    .as_deref()
                    .is_none_or(|uid| uid.is_empty() || claim.metadata.uid.as_deref() == Some(uid))
        })
    }
}

/// `v1` Pod: its volumes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Pod {
    /// Name and namespace.
    pub metadata: ObjectMeta,
    /// `spec.volumes`.
    #[serde(default)]
    pub spec: PodSpec,
}

/// `Pod.spec`, volumes only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PodSpec {
    /// The pod's volumes; types other than PVC, ephemeral and CSI are ignored.
    #[serde(default)]
    pub volumes: Vec<Volume>,
}

/// A pod volume.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Volume {
    /// Volume name, unique in the pod.
    pub name: String,
    /// A claim by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub persistent_volume_claim: Option<PvcVolumeSource>,
    /// A generic ephemeral volume: claim `<pod>-<volume>` made from the template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub ephemeral: Option<EphemeralVolumeSource>,
    /// A CSI inline ephemeral volume: never capacity-checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub csi: Option<CsiVolumeSource>,
}

/// `persistentVolumeClaim` volume source.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PvcVolumeSource {
    /// The claim's name in the pod's namespace.
    pub claim_name: String,
}

/// `ephemeral` volume source.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct EphemeralVolumeSource {
    /// The claim template (its `spec` is used by the simulation).
    #[serde(default)]
    pub volume_claim_template: ClaimTemplate,
}

/// `volumeClaimTemplate`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ClaimTemplate {
    /// The claim spec to create.
    #[serde(default)]
    pub spec: PvcSpec,
}

/// `csi` inline volume source.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CsiVolumeSource {
    /// The CSI driver.
    pub driver: String,
}

/// Name of the claim of a generic ephemeral volume: `<pod>-<volume>`.
///
/// ```
/// use placement::capacity::objects::ephemeral_claim_name;
/// assert_eq!(ephemeral_claim_name("web-0", "scratch"), "web-0-scratch");
/// ```
pub fn ephemeral_claim_name(pod: &str, volume: &str) -> String {
    format!("{pod}-{volume}")
}

/// The cluster objects the scheduler reads (our wrapper: unknown fields are rejected here,
/// ignored inside the Kubernetes objects).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ClusterObjects {
    /// Nodes (name and labels).
    #[serde(default)]
    pub nodes: Vec<Node>,
    /// StorageClasses.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub storage_classes: Vec<StorageClass>,
    /// CSIDrivers.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub csi_drivers: Vec<CsiDriver>,
    /// CSIStorageCapacity objects (any namespace).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub csi_storage_capacities: Vec<CsiStorageCapacity>,
    /// PersistentVolumeClaims.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub persistent_volume_claims: Vec<PersistentVolumeClaim>,
    /// PersistentVolumes.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub persistent_volumes: Vec<PersistentVolume>,
}
