//! Notes for fields that are set but not modelled: one note per kind and field,
//! with how many objects set it, never one per object.

use std::collections::BTreeMap;

use super::read::{Kind, Object};
use crate::kernel::message::Message;

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

/// Why a field that matters to scheduling elsewhere is not modelled: the
/// sentence's id (`import-cap-unmodelled-<reason>`, the reason in its English
/// words in the kernel's import texts).
fn reason(kind: Kind, field: &str) -> &'static str {
    match (kind, field) {
        (Kind::Pod, "spec.nodeName") => "import-cap-unmodelled-bound",
        (Kind::Pod, "spec.nodeSelector" | "spec.affinity" | "spec.tolerations")
        | (Kind::Node, "spec.taints" | "spec.unschedulable") => {
            "import-cap-unmodelled-other-plugins"
        }
        (Kind::StorageClass, "parameters" | "mountOptions") => "import-cap-unmodelled-driver",
        (Kind::StorageClass, "reclaimPolicy" | "allowVolumeExpansion") => {
            "import-cap-unmodelled-after-binding"
        }
        (Kind::PersistentVolumeClaim, "spec.dataSource" | "spec.dataSourceRef") => {
            "import-cap-unmodelled-data-source"
        }
        (Kind::Pod, "spec.volumes[*]") => "import-cap-unmodelled-other-volumes",
        _ => "import-cap-unmodelled-not-read",
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
    ///
    /// A note of one field is a whole sentence with the field and its count
    /// as arguments; a note of several (`…-many`) has them as one list
    /// argument, each item an `import-cap-unmodelled-field` message
    /// (`field (N objects)`), said in the reader's language.
    pub(super) fn finish(self) -> Vec<Message> {
        let mut grouped: Vec<(Kind, &'static str, Vec<(String, usize)>)> = Vec::new();
        for ((kind, field), count) in self.seen {
            let why = reason(kind, &field);
            match grouped.iter_mut().find(|(k, r, _)| *k == kind && *r == why) {
                Some((_, _, fields)) => fields.push((field, count)),
                None => grouped.push((kind, why, vec![(field, count)])),
            }
        }
        grouped
            .into_iter()
            .map(|(kind, id, fields)| match fields.as_slice() {
                [(field, count)] => Message::new(id)
                    .arg("kind", kind.name())
                    .arg("field", field)
                    .arg("count", *count),
                _ => {
                    let list: Vec<Message> = fields
                        .iter()
                        .map(|(field, count)| {
                            Message::new("import-cap-unmodelled-field")
                                .arg("field", field)
                                .arg("count", *count)
                        })
                        .collect();
                    Message::new(&format!("{id}-many"))
                        .arg("kind", kind.name())
                        .arg("fields", list)
                }
            })
            .collect()
    }
}
