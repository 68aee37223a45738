//! Notes for fields that are set but not modelled: one note per kind and field,
//! with how many objects set it, never one per object.

use std::collections::BTreeMap;

use super::read::{Kind, Object};

/// Fields read (or deliberately passed over without a note), per kind: the object's
/// own top-level keys, then the keys of `spec`.
fn modelled(kind: Kind) -> (&'static [&'static str], &'static [&'static str]) {
    const COMMON: &[&str] = &["apiVersion", "kind", "metadata", "status", "spec"];
    match kind {
        Kind::StorageClass => (
            &[
                "apiVersion",
                "kind",
                "metadata",
                "provisioner",
                "volumeBindingMode",
                "allowedTopologies",
            ],
            &[],
        ),
        Kind::CsiStorageCapacity => (
            &[
                "apiVersion",
                "kind",
                "metadata",
                "storageClassName",
                "nodeTopology",
                "capacity",
                "maximumVolumeSize",
            ],
            &[],
        ),
        Kind::CsiDriver => (COMMON, &["storageCapacity"]),
        Kind::PersistentVolumeClaim => (
            COMMON,
            &[
                "storageClassName",
                "volumeName",
                "resources",
                "accessModes",
                "volumeMode",
                "selector",
            ],
        ),
        Kind::PersistentVolume => (
            COMMON,
            &[
                "capacity",
                "storageClassName",
                "nodeAffinity",
                "claimRef",
                "accessModes",
                "volumeMode",
            ],
        ),
        // A pod's containers and the rest of its spec are not about storage placement.
        Kind::Pod => (
            COMMON,
            &[
                "volumes",
                "containers",
                "initContainers",
                "restartPolicy",
                "terminationGracePeriodSeconds",
                "dnsPolicy",
                "serviceAccountName",
                "serviceAccount",
                "securityContext",
                "schedulerName",
                "enableServiceLinks",
                "preemptionPolicy",
                "priority",
                "priorityClassName",
                "hostname",
                "subdomain",
                "automountServiceAccountToken",
                "imagePullSecrets",
            ],
        ),
        // A node's spec (podCIDR, providerID) says nothing about storage but taints.
        Kind::Node => (COMMON, &["podCIDR", "podCIDRs", "providerID"]),
    }
}

/// Why a field that matters to scheduling elsewhere is not modelled.
fn reason(kind: Kind, field: &str) -> &'static str {
    match (kind, field) {
        (Kind::Pod, "spec.nodeName") => {
            "the pod is already bound to that node; the lab shows what VolumeBinding decides for it on every node"
        }
        (Kind::Pod, "spec.nodeSelector" | "spec.affinity" | "spec.tolerations")
        | (Kind::Node, "spec.taints" | "spec.unschedulable") => {
            "other scheduler plugins (NodeAffinity, TaintToleration, NodeUnschedulable) filter on it; only VolumeBinding is modelled"
        }
        (Kind::StorageClass, "parameters" | "mountOptions") => {
            "passed to the driver; the scheduler does not read it"
        }
        (Kind::StorageClass, "reclaimPolicy" | "allowVolumeExpansion") => {
            "matters after binding, not for placement"
        }
        (Kind::PersistentVolumeClaim, "spec.dataSource" | "spec.dataSourceRef") => {
            "the volume is provisioned from it; the capacity check is the same"
        }
        (Kind::Pod, "spec.volumes[*]") => {
            "configMap, secret, projected, emptyDir and other volume types use no claim"
        }
        _ => "not read by the scheduler's VolumeBinding plugin",
    }
}

/// Collects, per (kind, field), how many objects set a field that is not modelled.
#[derive(Default)]
pub(super) struct Notes {
    seen: BTreeMap<(Kind, String), usize>,
}

impl Notes {
    /// Records the unmodelled fields of one object.
    pub(super) fn object(&mut self, object: &Object) {
        let (top, spec) = modelled(object.kind);
        let kind = object.kind;
        let mut saw = |field: String| *self.seen.entry((kind, field)).or_default() += 1;
        for (key, value) in object.node.entries() {
            if !top.contains(&key.as_str()) && value.has_content() {
                saw(key.to_string());
            }
        }
        for (key, value) in object.node.entries_at(&["spec"]) {
            if !spec.contains(&key.as_str()) && value.has_content() {
                saw(format!("spec.{key}"));
            }
        }
        if object.kind == Kind::Pod {
            let volumes = object.node.at_path(&["spec", "volumes"]);
            let other = object.pod().is_some_and(|pod| {
                pod.spec.volumes.iter().any(|v| {
                    v.persistent_volume_claim.is_none() && v.ephemeral.is_none() && v.csi.is_none()
                })
            });
            if volumes.is_some() && other {
                saw("spec.volumes[*]".into());
            }
        }
    }

    /// The notes, in kind order: fields with the same reason share a note
    /// (`CSIDriver spec.attachRequired (1 object), spec.podInfoOnMount (1 object): …`).
    pub(super) fn finish(self) -> Vec<String> {
        let mut grouped: Vec<(Kind, &'static str, Vec<String>)> = Vec::new();
        for ((kind, field), count) in self.seen {
            let what = if field == "spec.volumes[*]" {
                "volumes of other types"
            } else {
                &field
            };
            let entry = format!(
                "{what} ({count} object{})",
                if count == 1 { "" } else { "s" }
            );
            let why = reason(kind, &field);
            match grouped.iter_mut().find(|(k, r, _)| *k == kind && *r == why) {
                Some((_, _, fields)) => fields.push(entry),
                None => grouped.push((kind, why, vec![entry])),
            }
        }
        grouped
            .into_iter()
            .map(|(kind, why, fields)| {
                format!(
                    "{} {}: not modelled, ignored — {why}",
                    kind.name(),
                    fields.join(", ")
                )
            })
            .collect()
    }
}
