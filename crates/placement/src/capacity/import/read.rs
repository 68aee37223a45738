//! One pasted object: its kind, its checks, the engine type it becomes, and what
//! was read from it.

use super::TypeReader;
use super::source::Source;
use super::{ImportedPod, SkippedObject};
use crate::InputError;
use crate::capacity::objects::ClusterObjects;
use crate::capacity::objects::*;
use crate::kernel::error::join_path;
use crate::kernel::message::Message;
use crate::kernel::quantity::parse_quantity;
use crate::kernel::yaml::{YamlNode, YamlValue};

/// The kinds the import reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Kind {
    Node,
    StorageClass,
    CsiDriver,
    CsiStorageCapacity,
    PersistentVolumeClaim,
    PersistentVolume,
    Pod,
}

impl Kind {
    const ALL: [Kind; 7] = [
        Kind::Node,
        Kind::StorageClass,
        Kind::CsiDriver,
        Kind::CsiStorageCapacity,
        Kind::PersistentVolumeClaim,
        Kind::PersistentVolume,
        Kind::Pod,
    ];

    /// The `kind` as the API writes it.
    pub(super) fn name(self) -> &'static str {
        match self {
            Kind::Node => "Node",
            Kind::StorageClass => "StorageClass",
            Kind::CsiDriver => "CSIDriver",
            Kind::CsiStorageCapacity => "CSIStorageCapacity",
            Kind::PersistentVolumeClaim => "PersistentVolumeClaim",
            Kind::PersistentVolume => "PersistentVolume",
            Kind::Pod => "Pod",
        }
    }

    /// The kind stored in a [`ClusterObjects`] field (as the engine's error paths name it).
    pub(super) fn of_collection(field: &str) -> Option<Kind> {
        Some(match field {
            "nodes" => Kind::Node,
            "storageClasses" => Kind::StorageClass,
            "csiDrivers" => Kind::CsiDriver,
            "csiStorageCapacities" => Kind::CsiStorageCapacity,
            "persistentVolumeClaims" => Kind::PersistentVolumeClaim,
            "persistentVolumes" => Kind::PersistentVolume,
            _ => return None,
        })
    }

    fn namespaced(self) -> bool {
        matches!(
            self,
            Kind::CsiStorageCapacity | Kind::PersistentVolumeClaim | Kind::Pod
        )
    }

    /// The API group the kind belongs to (`""` = core).
    fn group(self) -> &'static str {
        match self {
            Kind::StorageClass | Kind::CsiDriver | Kind::CsiStorageCapacity => "storage.k8s.io",
            _ => "",
        }
    }
}

/// The engine value an object became.
#[derive(Clone)]
pub(super) enum Value {
    Node(Node),
    StorageClass(StorageClass),
    CsiDriver(CsiDriver),
    CsiStorageCapacity(CsiStorageCapacity),
    PersistentVolumeClaim(PersistentVolumeClaim),
    PersistentVolume(PersistentVolume),
    Pod(ImportedPod),
}

/// A pasted object of a kind the import reads.
#[derive(Clone)]
pub(super) struct Object<'a> {
    pub kind: Kind,
    /// `namespace/name` for namespaced kinds.
    pub name: String,
    /// Its path in the text (`items[3]`).
    pub source: String,
    pub line: usize,
    pub node: &'a YamlNode,
    pub value: Value,
}

/// Which kind an object is, or why it is skipped.
pub(super) fn classify(source: &Source) -> Result<Kind, SkippedObject> {
    let node = source.node;
    let kind = node.text_at(&["kind"]).unwrap_or_default();
    let name = node.text_at(&["metadata", "name"]).unwrap_or_default();
    let name = match node.text_at(&["metadata", "namespace"]) {
        Some(ns) if !ns.is_empty() && !name.is_empty() => format!("{ns}/{name}"),
        _ => name.to_string(),
    };
    let skip = |why: Message| SkippedObject::new(kind, &name, why);
    if !matches!(node.value, YamlValue::Map(_)) {
        return Err(skip(Message::new("import-skip-not-a-mapping")));
    }
    if kind.is_empty() {
        return Err(skip(Message::new("import-cap-skip-no-kind")));
    }
    let Some(known) = Kind::ALL.into_iter().find(|k| k.name() == kind) else {
        return Err(skip(Message::new("import-cap-skip-not-read")));
    };
    let api = node.text_at(&["apiVersion"]).unwrap_or_default();
    let group = api.rsplit_once('/').map_or("", |(g, _)| g);
    if !api.is_empty() && group != known.group() {
        let expected = if known.group().is_empty() {
            "v1".to_string()
        } else {
            format!("{}/v1", known.group())
        };
        return Err(skip(
            Message::new("import-cap-skip-api-version")
                .arg("apiVersion", format!("{api:?}"))
                .arg("expected", expected)
                .arg("kind", kind),
        ));
    }
    Ok(known)
}

/// The error for `field` of the object at `source`: the path in the text, the
/// object and the line and column in the message.
fn fail(
    kind: Kind,
    name: &str,
    source: &str,
    node: &YamlNode,
    field: &str,
    value: &str,
    problem: Message,
) -> InputError {
    let at = node.node_at(field);
    let who = if name.is_empty() {
        format!("{} at line {}", kind.name(), node.line)
    } else {
        format!("{} {name}", kind.name())
    };
    let error = InputError::new(join_path(source, field), value, problem);
    let message = format!(
        "{who}: {} (line {}, column {})",
        error.message, at.line, at.column
    );
    error.said_as(message)
}

impl Object<'_> {
    /// An error about one of this object's fields.
    pub(super) fn error(&self, field: &str, value: &str, problem: Message) -> InputError {
        fail(
            self.kind,
            &self.name,
            &self.source,
            self.node,
            field,
            value,
            problem,
        )
    }

    pub(super) fn storage_class(&self) -> Option<&StorageClass> {
        match &self.value {
            Value::StorageClass(c) => Some(c),
            _ => None,
        }
    }

    pub(super) fn capacity(&self) -> Option<&CsiStorageCapacity> {
        match &self.value {
            Value::CsiStorageCapacity(c) => Some(c),
            _ => None,
        }
    }

    pub(super) fn claim(&self) -> Option<&PersistentVolumeClaim> {
        match &self.value {
            Value::PersistentVolumeClaim(c) => Some(c),
            _ => None,
        }
    }

    pub(super) fn volume(&self) -> Option<&PersistentVolume> {
        match &self.value {
            Value::PersistentVolume(v) => Some(v),
            _ => None,
        }
    }

    pub(super) fn pod(&self) -> Option<&Pod> {
        match &self.value {
            Value::Pod(p) => Some(&p.pod),
            _ => None,
        }
    }

    /// Moves the value into the cluster (or the pods).
    pub(super) fn into_place(self, cluster: &mut ClusterObjects, pods: &mut Vec<ImportedPod>) {
        match self.value {
            Value::Node(v) => cluster.nodes.push(v),
            Value::StorageClass(v) => cluster.storage_classes.push(v),
            Value::CsiDriver(v) => cluster.csi_drivers.push(v),
            Value::CsiStorageCapacity(v) => cluster.csi_storage_capacities.push(v),
            Value::PersistentVolumeClaim(v) => cluster.persistent_volume_claims.push(v),
            Value::PersistentVolume(v) => cluster.persistent_volumes.push(v),
            Value::Pod(v) => pods.push(v),
        }
    }
}

/// The quantity fields of an object, with their paths.
fn quantities(node: &YamlNode, kind: Kind) -> Vec<(String, &YamlNode)> {
    let fixed: &[&[&str]] = match kind {
        Kind::CsiStorageCapacity => &[&["capacity"], &["maximumVolumeSize"]],
        Kind::PersistentVolumeClaim => &[&["spec", "resources", "requests", "storage"]],
        Kind::PersistentVolume => &[&["spec", "capacity", "storage"]],
        _ => &[],
    };
    let mut out: Vec<(String, &YamlNode)> = fixed
        .iter()
        .filter_map(|path| Some((path.join("."), node.at_path(path)?)))
        .collect();
    if kind == Kind::Pod {
        const AT: [&str; 6] = [
            "ephemeral",
            "volumeClaimTemplate",
            "spec",
            "resources",
            "requests",
            "storage",
        ];
        for (i, volume) in node.items_at(&["spec", "volumes"]).iter().enumerate() {
            if let Some(at) = volume.at_path(&AT) {
                out.push((format!("spec.volumes[{i}].{}", AT.join(".")), at));
            }
        }
    }
    out
}

/// Reads an object of a known kind: required fields first, then the engine type.
pub(super) fn read<'a, R: TypeReader>(
    source: &Source<'a>,
    kind: Kind,
) -> Result<Object<'a>, InputError> {
    let node = source.node;
    let bare = node.text_at(&["metadata", "name"]).unwrap_or_default();
    let namespace = node
        .text_at(&["metadata", "namespace"])
        .filter(|n| !n.is_empty());
    let name = if kind.namespaced() && !bare.is_empty() {
        format!("{}/{bare}", namespace.unwrap_or("default"))
    } else {
        bare.to_string()
    };
    let fail = |field: &str, value: &str, problem: Message| {
        fail(kind, &name, &source.path, node, field, value, problem)
    };
    if bare.is_empty() {
        return Err(fail(
            "metadata.name",
            "",
            Message::new("error-import-no-name"),
        ));
    }
    let required: &[(&[&str], &str)] = match kind {
        Kind::StorageClass => &[(&["provisioner"], "error-import-no-provisioner")],
        Kind::CsiStorageCapacity => &[(&["storageClassName"], "error-import-no-storage-class")],
        Kind::PersistentVolumeClaim => &[(
            &["spec", "resources", "requests", "storage"],
            "error-import-no-storage-request",
        )],
        Kind::PersistentVolume => &[(&["spec", "capacity", "storage"], "error-import-no-capacity")],
        _ => &[],
    };
    for (path, id) in required {
        if node.text_at(path).is_none_or(str::is_empty) {
            let value = node.at_path(path).map_or("", YamlNode::written_text);
            return Err(fail(&path.join("."), value, Message::new(id)));
        }
    }
    // Quantities first, so every reader names the field of a bad one.
    for (path, at) in quantities(node, kind) {
        if let YamlValue::Scalar { text, .. } = &at.value {
            if let Err(e) = parse_quantity(text) {
                return Err(fail(&path, text, e.problem(text)));
            }
        }
    }
    let typed = |n: &YamlNode| -> Result<Value, crate::kernel::yaml::YamlError> {
        Ok(match kind {
            Kind::Node => Value::Node(R::read(n)?),
            Kind::StorageClass => Value::StorageClass(R::read(n)?),
            Kind::CsiDriver => Value::CsiDriver(R::read(n)?),
            Kind::CsiStorageCapacity => Value::CsiStorageCapacity(R::read(n)?),
            Kind::PersistentVolumeClaim => Value::PersistentVolumeClaim(R::read(n)?),
            Kind::PersistentVolume => Value::PersistentVolume(R::read(n)?),
            Kind::Pod => Value::Pod(ImportedPod {
                pod: R::read(n)?,
                phase: n.text_at(&["status", "phase"]).map(str::to_string),
                node_name: n
                    .text_at(&["spec", "nodeName"])
                    .filter(|n| !n.is_empty())
                    .map(str::to_string),
            }),
        })
    };
    let value = typed(node)
        .map_err(|e| fail(&e.path, node.node_at(&e.path).written_text(), e.problem()))?;
    Ok(Object {
        kind,
        name,
        source: source.path.clone(),
        line: node.line,
        node,
        value,
    })
}
