//! From what `kubectl -n longhorn-system get nodes.longhorn.io,volumes.longhorn.io,
//! replicas.longhorn.io,settings.longhorn.io -o yaml` prints to a [`Scenario`].
//!
//! The text may be a `kind: List` (what `kubectl get` prints), several `---`
//! documents, or the same as JSON (`-o json`; JSON is YAML). Objects are read
//! as the `longhorn.io/v1beta2` CRDs write them:
//!
//! - `Node`: zone from `status.zone` (else the label
//!   `topology.kubernetes.io/zone`), region from `status.region`, `spec.tags`,
//!   `spec.allowScheduling`, `spec.evictionRequested`, ready from the `Ready`
//!   condition, cordoned from a `Schedulable` condition that is `False`; disks
//!   from `spec.disks` joined by name with `status.diskStatus` (sizes, disk
//!   `Ready` condition, `diskUUID`). A disk's `Schedulable` condition is not
//!   read: the engine decides it again from the sizes and the settings.
//! - `Volume`: `spec.size`, `numberOfReplicas`, selectors, `dataLocality`, the
//!   three anti-affinity overrides, `dataEngine`; `status.currentNodeID`,
//!   `status.actualSize` and `status.lastDegradedAt`.
//! - `Replica`: joined to its volume by `spec.volumeName`; `spec.diskID` (a
//!   disk UUID) is mapped back to the disk's name through the node's
//!   `status.diskStatus[*].diskUUID`; `failedAt`/`healthyAt` are RFC 3339
//!   times (`""` = never).
//! - `Setting`: the scheduling settings the [`Settings`] know, from their
//!   string `value`; every other setting is listed in [`Import::skipped`].
//!
//! Objects of other kinds are listed in [`Import::skipped`]; values that
//! cannot be mapped are left at their defaults (or, for a replica on an
//! unknown disk, left out) and described in [`Import::notes`]. A text that is
//! not YAML is an [`InputError`] whose path is `line L, column C`.
//!
//! The engine has no clock: the scenario's `now` is the latest timestamp in
//! the objects (creation times, condition transitions, `failedAt`,
//! `healthyAt`, `lastDegradedAt`), in seconds since 1970-01-01T00:00:00Z.
//!
//! ```
//! use placement::longhorn::import::import_kubectl;
//! let text = "apiVersion: longhorn.io/v1beta2\nkind: Node\nmetadata:\n  name: n1\n\
//!             spec:\n  allowScheduling: true\n  disks:\n    d1:\n      path: /var/lib/longhorn\n\
//!             status:\n  zone: z1\n  diskStatus:\n    d1:\n      storageMaximum: 1000\n      storageAvailable: 900\n";
//! let import = import_kubectl(text).unwrap();
//! assert_eq!(import.scenario.nodes[0].zone, "z1");
//! assert_eq!(import.scenario.nodes[0].disks[0].storage_available.0, 900);
//! let err = import_kubectl("kind: [Node\n").unwrap_err();
//! assert!(err.to_string().starts_with("line 1, column "));
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::input::{
    AntiAffinityOverride, DataEngine, DataLocality, Disk, DiskType, Node, Replica,
    ReplicaAutoBalance, Scenario, Settings, Volume,
};
use crate::kernel::quantity::{parse_quantity, Bytes};
use crate::kernel::yaml::{parse_yaml, pasted_documents, YamlNode, YamlValue};
use crate::InputError;

/// What [`import_kubectl`] made of the pasted objects.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Import {
    /// The cluster, volumes (with their replicas) and settings.
    pub scenario: Scenario,
    /// Objects that were not used, with the reason.
    pub skipped: Vec<Skipped>,
    /// Values that could not be mapped, and what was done instead.
    pub notes: Vec<String>,
}

/// An object that was not used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Skipped {
    /// Its `kind` (empty when it has none).
    pub kind: String,
    /// Its `metadata.name` (empty when it has none).
    pub name: String,
    /// Why it was not used.
    pub why: String,
}

pub use crate::kernel::yaml::MAX_IMPORT_BYTES;

/// Reads `kubectl get … -o yaml` (or `-o json`) output into a scenario.
/// See the [module documentation](self) for what is read from where.
pub fn import_kubectl(text: &str) -> Result<Import, InputError> {
    let documents = pasted_documents(
        text,
        "export fewer objects, e.g. one namespace's nodes, volumes, replicas and settings",
    )?;
    let mut objects = Vec::new();
    for document in &documents {
        match &document.value {
            YamlValue::Null => {}
            YamlValue::Map(_) if is_list(document) => {
                match get(document, "items").map(|n| &n.value) {
                    Some(YamlValue::Seq(items)) => objects.extend(items.iter()),
                    Some(YamlValue::Null) | None => {}
                    Some(_) => {
                        return Err(at(
                            document,
                            "items of a List must be a sequence of objects",
                        ))
                    }
                }
            }
            YamlValue::Map(_) => objects.push(document),
            _ => {
                return Err(at(
                    document,
                    "expected a Kubernetes object (a mapping with apiVersion and kind)",
                ))
            }
        }
    }
    if objects.is_empty() {
        return Err(InputError::new(
            "line 1, column 1",
            "",
            "no objects found: paste what kubectl get … -o yaml printed",
        ));
    }
    let mut reader = Reader::default();
    let (mut nodes, mut volumes, mut replicas, mut settings) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for object in objects {
        reader.times_in(object);
        let kind = text_at(object, &["kind"]).unwrap_or_default();
        let name = text_at(object, &["metadata", "name"]).unwrap_or_default();
        let api = text_at(object, &["apiVersion"]).unwrap_or_default();
        let skip = |why: &str| Skipped {
            kind: kind.to_string(),
            name: name.to_string(),
            why: why.to_string(),
        };
        if !matches!(object.value, YamlValue::Map(_)) {
            reader.skipped.push(skip("not an object (a mapping)"));
        } else if kind.is_empty() {
            reader.skipped.push(skip("no kind"));
        } else if name.is_empty() {
            reader.skipped.push(skip("no metadata.name"));
        } else if !api.starts_with("longhorn.io/") {
            reader.skipped.push(skip(&format!(
                "apiVersion {api:?} is not longhorn.io: only Longhorn's own objects are read"
            )));
        } else {
            match kind {
                "Node" => nodes.push(object),
                "Volume" => volumes.push(object),
                "Replica" => replicas.push(object),
                "Setting" => settings.push(object),
                _ => reader
                    .skipped
                    .push(skip("not used by the replica scheduler")),
            }
        }
    }
    let mut scenario = Scenario::default();
    for object in settings {
        reader.setting(object, &mut scenario.settings);
    }
    for object in nodes {
        let node = reader.node(object);
        if scenario.nodes.iter().any(|n| n.name == node.name) {
            reader.notes.push(format!(
                "Node {}: listed twice; the second copy is left out",
                node.name
            ));
        } else {
            scenario.nodes.push(node);
        }
    }
    for object in volumes {
        let volume = reader.volume(object);
        if scenario.volumes.iter().any(|v| v.name == volume.name) {
            reader.notes.push(format!(
                "Volume {}: listed twice; the second copy is left out",
                volume.name
            ));
        } else {
            scenario.volumes.push(volume);
        }
    }
    for object in replicas {
        reader.replica(object, &mut scenario);
    }
    if let Some(now) = reader.latest {
        scenario.now = now;
        reader.notes.push(format!(
            "now = {} ({now} s), the latest timestamp in the objects: the failed-replica wait is measured from it",
            format_rfc3339(now)
        ));
    }
    Ok(Import {
        scenario,
        skipped: reader.skipped,
        notes: reader.notes,
    })
}

fn is_list(document: &YamlNode) -> bool {
    text_at(document, &["kind"]).is_some_and(|k| k == "List" || k.ends_with("List"))
        || (get(document, "items").is_some()
            && get(document, "metadata").is_none_or(|m| get(m, "name").is_none()))
}

fn at(node: &YamlNode, message: &str) -> InputError {
    InputError::new(
        format!("line {}, column {}", node.line, node.column),
        "",
        message,
    )
}

/// The value of `key` in a mapping.
fn get<'a>(node: &'a YamlNode, key: &str) -> Option<&'a YamlNode> {
    match &node.value {
        YamlValue::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

fn get_path<'a>(node: &'a YamlNode, path: &[&str]) -> Option<&'a YamlNode> {
    path.iter().try_fold(node, |n, key| get(n, key))
}

/// A scalar's text (plain or quoted); `None` for null, collections, or absence.
fn scalar(node: &YamlNode) -> Option<&str> {
    match &node.value {
        YamlValue::Scalar { text, plain }
            if !(*plain && matches!(text.as_str(), "~" | "null" | "Null" | "NULL")) =>
        {
            Some(text)
        }
        _ => None,
    }
}

fn text_at<'a>(node: &'a YamlNode, path: &[&str]) -> Option<&'a str> {
    get_path(node, path).and_then(scalar)
}

fn entries(node: Option<&YamlNode>) -> &[(String, YamlNode)] {
    match node.map(|n| &n.value) {
        Some(YamlValue::Map(entries)) => entries,
        _ => &[],
    }
}

fn items(node: Option<&YamlNode>) -> &[YamlNode] {
    match node.map(|n| &n.value) {
        Some(YamlValue::Seq(items)) => items,
        _ => &[],
    }
}

/// The `status` of the condition of `type` in `conditions` (a list, or the
/// older map keyed by type).
fn condition<'a>(conditions: Option<&'a YamlNode>, kind: &str) -> Option<&'a YamlNode> {
    match conditions.map(|n| &n.value) {
        Some(YamlValue::Seq(list)) => list.iter().find(|c| text_at(c, &["type"]) == Some(kind)),
        Some(YamlValue::Map(map)) => map.iter().find(|(k, _)| k == kind).map(|(_, c)| c),
        _ => None,
    }
}

/// An enum value written as a word (`best-effort`), read with its serde names.
fn word<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    serde_json::from_str(&format!("\"{}\"", text.escape_default()))
}

/// The conditions of a list or of a map keyed by type.
fn conditions(node: Option<&YamlNode>) -> Vec<&YamlNode> {
    match node.map(|n| &n.value) {
        Some(YamlValue::Seq(list)) => list.iter().collect(),
        Some(YamlValue::Map(map)) => map.iter().map(|(_, c)| c).collect(),
        _ => Vec::new(),
    }
}

#[derive(Default)]
struct Reader {
    skipped: Vec<Skipped>,
    notes: Vec<String>,
    latest: Option<i64>,
    /// (node, disk UUID) → disk name.
    disk_uuids: BTreeMap<(String, String), String>,
}

impl Reader {
    /// Records the timestamps of an object for `now`.
    fn times_in(&mut self, object: &YamlNode) {
        let mut seen = Vec::new();
        if let Some(t) = text_at(object, &["metadata", "creationTimestamp"]) {
            seen.push(t);
        }
        let mut all = conditions(get_path(object, &["status", "conditions"]));
        for (_, disk) in entries(get_path(object, &["status", "diskStatus"])) {
            all.extend(conditions(get(disk, "conditions")));
        }
        for c in all {
            seen.extend(
                ["lastTransitionTime", "lastProbeTime"]
                    .iter()
                    .filter_map(|k| text_at(c, &[k])),
            );
        }
        for t in seen {
            if let Some(s) = parse_rfc3339(t) {
                self.saw(s);
            }
        }
    }

    fn saw(&mut self, seconds: i64) {
        self.latest = Some(self.latest.map_or(seconds, |l| l.max(seconds)));
    }

    /// An RFC 3339 time at `path`; `""` or absent = none.
    fn time(&mut self, object: &YamlNode, path: &[&str], what: &str) -> Option<i64> {
        let node = get_path(object, path)?;
        let text = scalar(node)?.trim();
        if text.is_empty() {
            return None;
        }
        match parse_rfc3339(text) {
            Some(s) => {
                self.saw(s);
                Some(s)
            }
            None => {
                self.note(
                    node,
                    &format!(
                        "{what}: {} {text:?} is not an RFC 3339 time; ignored",
                        path.join(".")
                    ),
                );
                None
            }
        }
    }

    fn note(&mut self, node: &YamlNode, message: &str) {
        self.notes.push(format!("{message} (line {})", node.line));
    }

    fn boolean(&mut self, object: &YamlNode, path: &[&str], default: bool, what: &str) -> bool {
        let Some(node) = get_path(object, path) else {
            return default;
        };
        match scalar(node) {
            None => default,
            Some(t) if t.eq_ignore_ascii_case("true") => true,
            Some(t) if t.eq_ignore_ascii_case("false") => false,
            Some(t) => {
                self.note(
                    node,
                    &format!(
                        "{what}: {} {t:?} is not true or false; {default} is used",
                        path.join(".")
                    ),
                );
                default
            }
        }
    }

    fn int(&mut self, object: &YamlNode, path: &[&str], default: i64, what: &str) -> i64 {
        let Some(node) = get_path(object, path) else {
            return default;
        };
        match scalar(node) {
            None => default,
            Some(t) => t.trim().parse().unwrap_or_else(|_| {
                self.note(
                    node,
                    &format!(
                        "{what}: {} {t:?} is not a whole number; {default} is used",
                        path.join(".")
                    ),
                );
                default
            }),
        }
    }

    /// Bytes as an integer or a quantity string (`spec.size: "10737418240"`).
    fn bytes(&mut self, object: &YamlNode, path: &[&str], what: &str) -> Bytes {
        let Some(node) = get_path(object, path) else {
            return Bytes(0);
        };
        match scalar(node) {
            None => Bytes(0),
            Some(t) => match parse_quantity(t) {
                Ok(v) => Bytes(v),
                Err(e) => {
                    self.note(
                        node,
                        &format!(
                            "{what}: {} {t:?} is not a byte count ({e}); 0 is used",
                            path.join(".")
                        ),
                    );
                    Bytes(0)
                }
            },
        }
    }

    fn strings(&mut self, object: &YamlNode, path: &[&str], what: &str) -> Vec<String> {
        let node = get_path(object, path);
        if let Some(n) = node.filter(|n| !matches!(n.value, YamlValue::Seq(_) | YamlValue::Null)) {
            self.note(
                n,
                &format!("{what}: {} is not a list; ignored", path.join(".")),
            );
        }
        items(node)
            .iter()
            .filter_map(scalar)
            .map(str::to_string)
            .collect()
    }

    /// A kebab-case enum value (`best-effort`) read through serde.
    fn choice<T: serde::de::DeserializeOwned + Default>(
        &mut self,
        object: &YamlNode,
        path: &[&str],
        what: &str,
    ) -> Option<T> {
        let node = get_path(object, path)?;
        let text = scalar(node)?;
        if text.is_empty() {
            return None;
        }
        match word::<T>(text) {
            Ok(v) => Some(v),
            Err(_) => {
                self.note(
                    node,
                    &format!(
                        "{what}: {} {text:?} is not a known value; the default is used",
                        path.join(".")
                    ),
                );
                None
            }
        }
    }

    fn node(&mut self, object: &YamlNode) -> Node {
        let name = text_at(object, &["metadata", "name"])
            .unwrap_or_default()
            .to_string();
        let what = format!("Node {name}");
        let status = get(object, "status");
        let label = |key: &str| {
            entries(get_path(object, &["metadata", "labels"]))
                .iter()
                .find(|(k, _)| k == key)
                .and_then(|(_, v)| scalar(v))
        };
        let zone = text_at(object, &["status", "zone"])
            .filter(|z| !z.is_empty())
            .or_else(|| label("topology.kubernetes.io/zone"))
            .unwrap_or_default()
            .to_string();
        let region = text_at(object, &["status", "region"])
            .filter(|r| !r.is_empty())
            .or_else(|| label("topology.kubernetes.io/region"))
            .unwrap_or_default()
            .to_string();
        let conditions = status.and_then(|s| get(s, "conditions"));
        let ready = match condition(conditions, "Ready") {
            Some(c) => text_at(c, &["status"]) == Some("True"),
            None => {
                self.notes
                    .push(format!("{what}: no Ready condition; taken as ready"));
                true
            }
        };
        let cordoned = condition(conditions, "Schedulable")
            .is_some_and(|c| text_at(c, &["status"]) == Some("False"));
        let disk_status = get_path(object, &["status", "diskStatus"]);
        let mut disks = Vec::new();
        for (disk_name, spec) in entries(get_path(object, &["spec", "disks"])) {
            let dw = format!("{what}, disk {disk_name}");
            let st = entries(disk_status)
                .iter()
                .find(|(k, _)| k == disk_name)
                .map(|(_, v)| v);
            let ready = match st {
                Some(st) => match condition(get(st, "conditions"), "Ready") {
                    Some(c) => text_at(c, &["status"]) == Some("True"),
                    None => true,
                },
                None => {
                    self.notes
                        .push(format!("{dw}: no status.diskStatus entry (not probed yet); taken as not ready, size 0"));
                    false
                }
            };
            let (maximum, available, scheduled) = match st {
                Some(st) => (
                    self.bytes(st, &["storageMaximum"], &dw),
                    self.bytes(st, &["storageAvailable"], &dw),
                    self.bytes(st, &["storageScheduled"], &dw),
                ),
                None => (Bytes(0), Bytes(0), Bytes(0)),
            };
            if let Some(uuid) = st
                .and_then(|s| text_at(s, &["diskUUID"]))
                .filter(|u| !u.is_empty())
            {
                self.disk_uuids
                    .insert((name.clone(), uuid.to_string()), disk_name.clone());
            }
            let disk_type = self
                .choice::<DiskType>(spec, &["diskType"], &dw)
                .or_else(|| {
                    st.and_then(|s| text_at(s, &["type"]))
                        .and_then(|t| word(t).ok())
                })
                .unwrap_or_default();
            disks.push(Disk {
                name: disk_name.clone(),
                storage_maximum: maximum,
                storage_available: available,
                storage_reserved: self.bytes(spec, &["storageReserved"], &dw),
                storage_scheduled: scheduled,
                tags: self.strings(spec, &["tags"], &dw),
                allow_scheduling: self.boolean(spec, &["allowScheduling"], true, &dw),
                eviction_requested: self.boolean(spec, &["evictionRequested"], false, &dw),
                ready,
                disk_type,
                filesystem_type: st
                    .and_then(|s| text_at(s, &["filesystemType"]))
                    .filter(|t| !t.is_empty())
                    .map(str::to_string),
            });
        }
        for (disk_name, _) in entries(disk_status) {
            if !entries(get_path(object, &["spec", "disks"]))
                .iter()
                .any(|(k, _)| k == disk_name)
            {
                self.notes.push(format!(
                    "{what}: status.diskStatus has disk {disk_name}, which spec.disks does not; left out"
                ));
            }
        }
        Node {
            tags: self.strings(object, &["spec", "tags"], &what),
            allow_scheduling: self.boolean(object, &["spec", "allowScheduling"], true, &what),
            eviction_requested: self.boolean(object, &["spec", "evictionRequested"], false, &what),
            engine_ready: true,
            name,
            zone,
            region,
            ready,
            cordoned,
            disks,
        }
    }

    fn volume(&mut self, object: &YamlNode) -> Volume {
        let name = text_at(object, &["metadata", "name"])
            .unwrap_or_default()
            .to_string();
        let what = format!("Volume {name}");
        let size = self.bytes(object, &["spec", "size"], &what);
        let attached = text_at(object, &["status", "currentNodeID"])
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        Volume {
            size,
            number_of_replicas: self.int(object, &["spec", "numberOfReplicas"], 3, &what),
            actual_size: self.bytes(object, &["status", "actualSize"], &what),
            node_selector: self.strings(object, &["spec", "nodeSelector"], &what),
            disk_selector: self.strings(object, &["spec", "diskSelector"], &what),
            data_locality: self.choice(object, &["spec", "dataLocality"], &what),
            attached_node: attached,
            replica_soft_anti_affinity: self
                .choice(object, &["spec", "replicaSoftAntiAffinity"], &what)
                .unwrap_or_default(),
            replica_zone_soft_anti_affinity: self
                .choice::<AntiAffinityOverride>(
                    object,
                    &["spec", "replicaZoneSoftAntiAffinity"],
                    &what,
                )
                .unwrap_or_default(),
            replica_disk_soft_anti_affinity: self
                .choice::<AntiAffinityOverride>(
                    object,
                    &["spec", "replicaDiskSoftAntiAffinity"],
                    &what,
                )
                .unwrap_or_default(),
            data_engine: self
                .choice::<DataEngine>(object, &["spec", "dataEngine"], &what)
                .unwrap_or_default(),
            last_degraded_at: self.time(object, &["status", "lastDegradedAt"], &what),
            replicas: Vec::new(),
            name,
        }
    }

    fn replica(&mut self, object: &YamlNode, scenario: &mut Scenario) {
        let name = text_at(object, &["metadata", "name"])
            .unwrap_or_default()
            .to_string();
        let what = format!("Replica {name}");
        let volume_name = text_at(object, &["spec", "volumeName"]).unwrap_or_default();
        let Some(v) = scenario.volumes.iter().position(|v| v.name == volume_name) else {
            self.skipped.push(Skipped {
                kind: "Replica".into(),
                name,
                why: format!(
                    "its volume {volume_name:?} (spec.volumeName) is not among the pasted volumes"
                ),
            });
            return;
        };
        let node = text_at(object, &["spec", "nodeID"])
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        let disk_id = text_at(object, &["spec", "diskID"]).filter(|d| !d.is_empty());
        let mut disk = None;
        if let Some(node_name) = &node {
            let Some(n) = scenario.nodes.iter().find(|n| &n.name == node_name) else {
                self.notes.push(format!(
                    "{what} (volume {volume_name}): its node {node_name} is not among the pasted nodes; the replica is left out"
                ));
                return;
            };
            match disk_id {
                Some(id) => {
                    if let Some(d) = self.disk_uuids.get(&(node_name.clone(), id.to_string())) {
                        disk = Some(d.clone());
                    } else if n.disks.iter().any(|d| d.name == id) {
                        disk = Some(id.to_string());
                    } else {
                        self.notes.push(format!(
                            "{what} (volume {volume_name}): disk UUID {id} is not a disk of node {node_name} \
                             (no status.diskStatus has that diskUUID); the replica is left out"
                        ));
                        return;
                    }
                }
                None => {
                    self.notes.push(format!(
                        "{what} (volume {volume_name}): on node {node_name} without spec.diskID; the replica is left out"
                    ));
                    return;
                }
            }
        }
        let replica = Replica {
            node,
            disk,
            failed_at: self.time(object, &["spec", "failedAt"], &what),
            healthy_at: self.time(object, &["spec", "healthyAt"], &what),
            eviction_requested: self.boolean(object, &["spec", "evictionRequested"], false, &what),
            rebuild_retry_count: self.int(object, &["spec", "rebuildRetryCount"], 0, &what),
            name,
        };
        let volume = &mut scenario.volumes[v];
        if volume.replicas.iter().any(|r| r.name == replica.name) {
            self.notes
                .push(format!("{what}: listed twice; the second copy is left out"));
        } else {
            volume.replicas.push(replica);
        }
    }

    fn setting(&mut self, object: &YamlNode, settings: &mut Settings) {
        let name = text_at(object, &["metadata", "name"])
            .unwrap_or_default()
            .to_string();
        let Some(value_node) = get(object, "value") else {
            self.notes
                .push(format!("Setting {name}: no value; the default is kept"));
            return;
        };
        let raw = scalar(value_node).unwrap_or_default().trim().to_string();
        // Longhorn ≥ 1.10 writes data-engine specific values as JSON: {"v1":"true","v2":"false"}.
        let value = if raw.starts_with('{') {
            // JSON is YAML: read it with the same reader.
            parse_yaml(&raw)
                .ok()
                .and_then(|m| get(&m, "v1").and_then(scalar).map(str::to_string))
                .unwrap_or_else(|| raw.clone())
        } else {
            raw.clone()
        };
        let bad = |reader: &mut Reader, expected: &str| {
            reader.note(
                value_node,
                &format!("Setting {name}: value {raw:?} is not {expected}; the default is kept"),
            );
        };
        let flag = |reader: &mut Reader, slot: &mut bool| match value.to_ascii_lowercase().as_str()
        {
            "true" => *slot = true,
            "false" => *slot = false,
            _ => bad(reader, "true or false"),
        };
        let number = |reader: &mut Reader, slot: &mut i64| match value.parse::<i64>() {
            Ok(v) => *slot = v,
            Err(_) => bad(reader, "a whole number"),
        };
        match name.as_str() {
            "replica-soft-anti-affinity" => flag(self, &mut settings.replica_soft_anti_affinity),
            "replica-zone-soft-anti-affinity" => {
                flag(self, &mut settings.replica_zone_soft_anti_affinity)
            }
            "replica-disk-soft-anti-affinity" => {
                flag(self, &mut settings.replica_disk_soft_anti_affinity)
            }
            "allow-empty-node-selector-volume" => {
                flag(self, &mut settings.allow_empty_node_selector_volume)
            }
            "allow-empty-disk-selector-volume" => {
                flag(self, &mut settings.allow_empty_disk_selector_volume)
            }
            "disable-scheduling-on-cordoned-node" => {
                flag(self, &mut settings.disable_scheduling_on_cordoned_node)
            }
            "storage-minimal-available-percentage" => {
                number(self, &mut settings.storage_minimal_available_percentage)
            }
            "storage-over-provisioning-percentage" => {
                number(self, &mut settings.storage_over_provisioning_percentage)
            }
            "replica-replenishment-wait-interval" => {
                number(self, &mut settings.replica_replenishment_wait_interval)
            }
            "replica-auto-balance-disk-pressure-percentage" => number(
                self,
                &mut settings.replica_auto_balance_disk_pressure_percentage,
            ),
            "replica-auto-balance" => match word::<ReplicaAutoBalance>(&value) {
                Ok(v) => settings.replica_auto_balance = v,
                Err(_) => bad(self, "disabled, least-effort or best-effort"),
            },
            "default-data-locality" => match word::<DataLocality>(&value) {
                Ok(v) => settings.default_data_locality = v,
                Err(_) => bad(self, "disabled, best-effort or strict-local"),
            },
            _ => self.skipped.push(Skipped {
                kind: "Setting".into(),
                name,
                why: "not a setting the replica scheduler reads".into(),
            }),
        }
    }
}

/// Seconds since 1970-01-01T00:00:00Z of an RFC 3339 time
/// (`2024-05-01T10:20:30Z`, `…30.123456789+02:00`); fractions are cut.
///
/// ```
/// use placement::longhorn::import::parse_rfc3339;
/// assert_eq!(parse_rfc3339("1970-01-01T00:00:00Z"), Some(0));
/// assert_eq!(parse_rfc3339("2024-03-01T00:00:00Z"), Some(1_709_251_200));
/// assert_eq!(parse_rfc3339("2024-03-01T02:00:00.5+02:00"), Some(1_709_251_200));
/// assert_eq!(parse_rfc3339("2024-02-30T00:00:00Z"), None);
/// assert_eq!(parse_rfc3339("yesterday"), None);
/// ```
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    let num = |range: std::ops::Range<usize>| -> Option<i64> {
        let part = b.get(range)?;
        if part.iter().all(u8::is_ascii_digit) {
            Some(part.iter().fold(0, |acc, d| acc * 10 + i64::from(d - b'0')))
        } else {
            None
        }
    };
    if b.len() < 20
        || b[4] != b'-'
        || b[7] != b'-'
        || !matches!(b[10], b'T' | b't' | b' ')
        || b[13] != b':'
        || b[16] != b':'
    {
        return None;
    }
    let (year, month, day) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (hour, minute, second) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&month)
        || day < 1
        || day > days_in_month(year, month)
        || hour > 23
        || minute > 59
        || second > 60
    {
        return None;
    }
    let mut i = 19;
    if b[i] == b'.' {
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return None;
        }
    }
    let offset = match b.get(i)? {
        b'Z' | b'z' if i + 1 == b.len() => 0,
        sign @ (b'+' | b'-') if i + 6 == b.len() && b[i + 3] == b':' => {
            let (h, m) = (num(i + 1..i + 3)?, num(i + 4..i + 6)?);
            if h > 23 || m > 59 {
                return None;
            }
            let minutes = h * 60 + m;
            if *sign == b'+' {
                minutes
            } else {
                -minutes
            }
        }
        _ => return None,
    };
    Some(
        days_from_epoch(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second
            - offset * 60,
    )
}

fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to the date (years 0..=9999).
fn days_from_epoch(year: i64, month: i64, day: i64) -> i64 {
    // Count whole years from year 0 (a leap year), then months, then days.
    let y = year - 1;
    let days_before_year = if year == 0 {
        0
    } else {
        366 + y * 365 + y / 4 - y / 100 + y / 400
    };
    let days_before_month: i64 = (1..month).map(|m| days_in_month(year, m)).sum();
    const DAYS_0000_TO_1970: i64 = 719_528;
    days_before_year + days_before_month + day - 1 - DAYS_0000_TO_1970
}

/// The RFC 3339 form (UTC) of seconds since 1970, for notes.
///
/// ```
/// use placement::longhorn::import::format_rfc3339;
/// assert_eq!(format_rfc3339(1_709_251_200), "2024-03-01T00:00:00Z");
/// ```
pub fn format_rfc3339(seconds: i64) -> String {
    let mut days = seconds.div_euclid(86_400);
    let rest = seconds.rem_euclid(86_400);
    let mut year = 1970;
    loop {
        let length = if is_leap(year) { 366 } else { 365 };
        if days < 0 {
            year -= 1;
            days += if is_leap(year) { 366 } else { 365 };
        } else if days >= length {
            days -= length;
            year += 1;
        } else {
            break;
        }
    }
    let mut month = 1;
    while days >= days_in_month(year, month) {
        days -= days_in_month(year, month);
        month += 1;
    }
    format!(
        "{year:04}-{month:02}-{:02}T{:02}:{:02}:{:02}Z",
        days + 1,
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}
