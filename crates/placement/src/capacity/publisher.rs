//! The CSI external-provisioner's capacity publisher: which CSIStorageCapacity objects exist.
//!
//! A driver's nodes are grouped into topology **segments**: in `central` mode
//! by the distinct values of the driver's topology keys (nodes missing a key
//! belong to no segment), in `perNode` mode one segment per node. For every
//! segment and every StorageClass of the driver that is **not** `Immediate`,
//! one object is published with `nodeTopology.matchLabels` = the segment and
//! `capacity` (and optionally `maximumVolumeSize`) = what the pool reports at
//! that moment.
//!
//! ```
//! use placement::capacity::publisher::{segments, PublisherMode, PublisherSettings};
//! use placement::capacity::objects::{Node, ObjectMeta};
//! let node = |name: &str, zone: &str| {
//!     let mut metadata = ObjectMeta::named(name);
//!     metadata.labels.insert("topology.kubernetes.io/zone".into(), zone.into());
//!     Node { metadata }
//! };
//! let nodes = vec![node("n1", "a"), node("n2", "a"), node("n3", "b")];
//! let settings = PublisherSettings::central("csi.example.com", &["topology.kubernetes.io/zone"]);
//! let segs = segments(&settings, &nodes);
//! assert_eq!(segs.len(), 2);
//! assert_eq!(segs[0].nodes, vec!["n1".to_string(), "n2".to_string()]);
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::objects::{CsiStorageCapacity, Node, ObjectMeta, StorageClass, VolumeBindingMode};
use crate::kernel::labels::{LabelSelector, Labels};
use crate::kernel::quantity::Bytes;

/// How segments are formed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum PublisherMode {
    /// One provisioner for the cluster: segments are the distinct values of the topology keys.
    #[default]
    Central,
    /// A provisioner per node: one segment (and pool) per node.
    PerNode,
}

/// A driver's publisher settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PublisherSettings {
    /// The CSI driver (provisioner) name.
    pub driver: String,
    /// Central (default) or per node.
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub mode: PublisherMode,
    /// The driver's topology keys; default `topology.kubernetes.io/zone` (central) or
    /// `kubernetes.io/hostname` (per node).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub topology_keys: Vec<String>,
    /// Namespace of the published objects; default `kube-system`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub namespace: Option<String>,
}

impl PublisherSettings {
    /// Central mode with the given keys.
    pub fn central(driver: &str, keys: &[&str]) -> Self {
        PublisherSettings {
            driver: driver.into(),
            mode: PublisherMode::Central,
            topology_keys: keys.iter().map(|k| k.to_string()).collect(),
            namespace: None,
        }
    }

    /// The topology keys, with the mode's default when none are given.
    pub fn keys(&self) -> Vec<String> {
        if !self.topology_keys.is_empty() {
            return self.topology_keys.clone();
        }
        vec![match self.mode {
            PublisherMode::Central => "topology.kubernetes.io/zone".into(),
            PublisherMode::PerNode => "kubernetes.io/hostname".into(),
        }]
    }
}

/// A topology segment and the nodes in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Segment {
    /// The segment's key → value pairs.
    pub labels: Labels,
    /// Nodes in the segment, in input order.
    pub nodes: Vec<String>,
}

impl Segment {
    /// `key=value,key=value`.
    pub fn describe(&self) -> String {
        self.labels
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// The labels of `node_labels` named by `keys`, or `None` when one is missing. Inserted one by one:
/// a collected map is sorted first (see kernel::sort).
fn labels_of(node_labels: &Labels, keys: &[String]) -> Option<Labels> {
    let mut labels = Labels::new();
    for key in keys {
        labels.insert(key.clone(), node_labels.get(key)?.clone());
    }
    Some(labels)
}

/// The driver's segments over `nodes`, in order of first appearance.
pub fn segments(settings: &PublisherSettings, nodes: &[Node]) -> Vec<Segment> {
    let keys = settings.keys();
    let mut out: Vec<Segment> = Vec::new();
    let mut seen: BTreeMap<Labels, usize> = BTreeMap::new();
    for node in nodes {
        let Some(labels) = labels_of(&node.metadata.labels, &keys) else {
            continue;
        };
        match (settings.mode, seen.get(&labels)) {
            (PublisherMode::Central, Some(&i)) => {
                if let Some(segment) = out.get_mut(i) {
                    segment.nodes.push(node.metadata.name.clone());
                }
            }
            _ => {
                seen.insert(labels.clone(), out.len());
                out.push(Segment {
                    labels,
                    nodes: vec![node.metadata.name.clone()],
                });
            }
        }
    }
    out
}

/// What a pool reports for a segment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolReport {
    /// Free space (`capacity`).
    pub capacity: Option<i64>,
    /// Largest volume (`maximumVolumeSize`).
    pub maximum_volume_size: Option<i64>,
}

/// The objects a publisher has out: one per segment × non-Immediate class of the driver,
/// named `csisc-<class>-<segment number>`.
pub fn publish(
    settings: &PublisherSettings,
    classes: &[StorageClass],
    segments: &[Segment],
    report: impl Fn(usize) -> PoolReport,
) -> Vec<CsiStorageCapacity> {
    let namespace = settings
        .namespace
        .clone()
        .unwrap_or_else(|| "kube-system".into());
    let mut out = Vec::new();
    for class in classes {
        if class.provisioner != settings.driver
            || class.binding_mode() == VolumeBindingMode::Immediate
        {
            continue;
        }
        for (i, segment) in segments.iter().enumerate() {
            let r = report(i);
            let mut metadata = ObjectMeta::named(format!("csisc-{}-{i}", class.metadata.name));
            metadata.namespace = Some(namespace.clone());
            out.push(CsiStorageCapacity {
                metadata,
                storage_class_name: class.metadata.name.clone(),
                node_topology: Some(LabelSelector {
                    match_labels: segment.labels.clone(),
                    match_expressions: vec![],
                }),
                capacity: r.capacity.map(Bytes),
                maximum_volume_size: r.maximum_volume_size.map(Bytes),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(name: &str, labels: &[(&str, &str)]) -> Node {
        let mut metadata = ObjectMeta::named(name);
        metadata.labels = labels
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Node { metadata }
    }

    fn class(name: &str, driver: &str, mode: Option<VolumeBindingMode>) -> StorageClass {
        StorageClass {
            metadata: ObjectMeta::named(name),
            provisioner: driver.into(),
            volume_binding_mode: mode,
            allowed_topologies: vec![],
        }
    }

    #[test]
    fn central_segments_by_key_values_and_skip_nodes_without_keys() {
        let nodes = vec![
            node("n1", &[("zone", "a"), ("rack", "1")]),
            node("n2", &[("zone", "a"), ("rack", "2")]),
            node("n3", &[("zone", "a"), ("rack", "1")]),
            node("n4", &[("zone", "b")]),
        ];
        let settings = PublisherSettings::central("d", &["zone", "rack"]);
        let segs = segments(&settings, &nodes);
        assert_eq!(segs.len(), 2);
        assert_eq!(segs[0].nodes, ["n1", "n3"]);
        assert_eq!(segs[0].describe(), "rack=1,zone=a");
        let per_node = PublisherSettings {
            mode: PublisherMode::PerNode,
            topology_keys: vec!["zone".into()],
            ..settings
        };
        assert_eq!(segments(&per_node, &nodes).len(), 4);
    }

    #[test]
    fn one_object_per_segment_and_class_immediate_skipped() {
        let nodes = vec![node("n1", &[("zone", "a")]), node("n2", &[("zone", "b")])];
        let settings = PublisherSettings::central("d", &["zone"]);
        let segs = segments(&settings, &nodes);
        let classes = vec![
            class("wffc", "d", Some(VolumeBindingMode::WaitForFirstConsumer)),
            class("imm", "d", Some(VolumeBindingMode::Immediate)),
            class("default-mode", "d", None),
            class("other", "e", Some(VolumeBindingMode::WaitForFirstConsumer)),
        ];
        let objects = publish(&settings, &classes, &segs, |i| PoolReport {
            capacity: Some(i as i64 * 10),
            maximum_volume_size: None,
        });
        let names: Vec<_> = objects.iter().map(|o| o.metadata.name.as_str()).collect();
        assert_eq!(names, ["csisc-wffc-0", "csisc-wffc-1"]);
        assert_eq!(objects[1].capacity, Some(Bytes(10)));
        assert_eq!(
            objects[1]
                .node_topology
                .as_ref()
                .unwrap()
                .match_labels
                .get("zone")
                .map(String::as_str),
            Some("b")
        );
    }
}
