//! What the capacity import read of each object (`ReadObject.summaryMessage`):
//! one message per shape, its English derived from `import_text::capacity`.
//! A part that is itself a phrase (a size or "unset", a node topology, the
//! pod's volumes) is a message of a list argument, so each language says it.

use super::read::{Object, Value};
use crate::kernel::message::Message;
use crate::kernel::quantity::Bytes;

/// A size as Kubernetes writes it (`10 GiB`), or "unset".
fn size(b: Option<Bytes>) -> Message {
    match b {
        Some(b) => Message::new("import-cap-read-size").arg("size", b.to_string()),
        None => Message::new("import-cap-read-unset"),
    }
}

/// `""` for the empty class name (the name itself otherwise).
fn class(name: &str) -> &str {
    if name.is_empty() { "\"\"" } else { name }
}

impl Object<'_> {
    /// What was read, as a message.
    pub(super) fn summary(&self) -> Message {
        match &self.value {
            Value::Node(n) => {
                let labels = &n.metadata.labels;
                match labels.get("topology.kubernetes.io/zone") {
                    Some(zone) => Message::new("import-cap-read-node-zone").arg("zone", zone),
                    None => Message::new("import-cap-read-node"),
                }
                .arg("labels", labels.len())
            }
            Value::StorageClass(c) => {
                let id = if c.allowed_topologies.is_empty() {
                    "import-cap-read-class"
                } else {
                    "import-cap-read-class-topologies"
                };
                Message::new(id)
                    .arg("provisioner", &c.provisioner)
                    .arg("mode", format!("{:?}", c.binding_mode()))
                    .arg("terms", c.allowed_topologies.len())
            }
            Value::CsiDriver(d) => match d.spec.storage_capacity {
                Some(b) => Message::new("import-cap-read-driver").arg("value", b.to_string()),
                None => Message::new("import-cap-read-driver-unset"),
            },
            Value::CsiStorageCapacity(c) => {
                let topology = match &c.node_topology {
                    None => Message::new("import-cap-read-topology-unset"),
                    Some(s) if s.is_empty() => {
                        Message::new("import-cap-read-topology-every").arg("selector", "{}")
                    }
                    Some(s) => {
                        let terms: Vec<String> = s
                            .match_labels
                            .iter()
                            .map(|(k, v)| format!("{k}={v}"))
                            .chain(
                                s.match_expressions
                                    .iter()
                                    .map(|r| format!("{} {} {:?}", r.key, r.operator, r.values)),
                            )
                            .collect();
                        Message::new("import-cap-read-topology").arg("selector", terms.join(", "))
                    }
                };
                Message::new("import-cap-read-capacity")
                    .arg("class", &c.storage_class_name)
                    .arg("capacity", size(c.capacity))
                    .arg("maximum", size(c.maximum_volume_size))
                    .arg("topology", topology)
            }
            Value::PersistentVolumeClaim(c) => {
                let m = if c.is_fully_bound() {
                    Message::new("import-cap-read-claim-bound").arg("volume", c.volume_name())
                } else if let Some(node) = c.selected_node() {
                    Message::new("import-cap-read-claim-selected").arg("node", node)
                } else {
                    Message::new("import-cap-read-claim-unbound")
                };
                m.arg("class", class(c.class_name()))
                    .arg("size", size(c.spec.resources.requests.storage))
            }
            Value::PersistentVolume(v) => {
                let affinity = v
                    .spec
                    .node_affinity
                    .as_ref()
                    .is_some_and(|a| a.required.is_some());
                let m = match (&v.spec.claim_ref, affinity) {
                    (Some(r), _) => {
                        let id = if affinity {
                            "import-cap-read-volume-claimed-affinity"
                        } else {
                            "import-cap-read-volume-claimed"
                        };
                        Message::new(id).arg(
                            "claim",
                            format!("{}/{}", r.namespace.as_deref().unwrap_or("default"), r.name),
                        )
                    }
                    (None, true) => Message::new("import-cap-read-volume-unclaimed-affinity"),
                    (None, false) => Message::new("import-cap-read-volume-unclaimed"),
                };
                m.arg("size", size(v.spec.capacity.storage))
                    .arg("class", class(v.class_name()))
            }
            Value::Pod(p) => {
                let volumes: Vec<Message> = p
                    .pod
                    .spec
                    .volumes
                    .iter()
                    .filter_map(|v| {
                        if let Some(s) = &v.persistent_volume_claim {
                            Some(
                                Message::new("import-cap-read-pod-volume-claim")
                                    .arg("volume", &v.name)
                                    .arg("claim", &s.claim_name),
                            )
                        } else if v.ephemeral.is_some() {
                            Some(
                                Message::new("import-cap-read-pod-volume-ephemeral")
                                    .arg("volume", &v.name),
                            )
                        } else {
                            let c = v.csi.as_ref()?;
                            Some(
                                Message::new("import-cap-read-pod-volume-csi")
                                    .arg("volume", &v.name)
                                    .arg("driver", &c.driver),
                            )
                        }
                    })
                    .collect();
                let phase = match p.phase.as_deref() {
                    Some(phase) => Message::new("import-cap-read-phase").arg("phase", phase),
                    None => Message::new("import-cap-read-no-phase"),
                };
                let m = if volumes.is_empty() {
                    Message::new("import-cap-read-pod-no-claims")
                } else {
                    Message::new("import-cap-read-pod").arg("volumes", volumes)
                };
                m.arg("phase", phase)
            }
        }
    }
}
