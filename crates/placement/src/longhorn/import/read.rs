//! The typed readers of the import: a YAML node's fields as booleans, whole
//! numbers, byte counts, string lists, enum words and RFC 3339 times, with a
//! note for every value that cannot be read.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::Skipped;
use super::model::RecordedPlacement;
use super::time::parse_rfc3339;
use crate::kernel::import_text::{Notes, why};
use crate::kernel::message::Message;
use crate::kernel::quantity::{Bytes, parse_quantity};
use crate::kernel::yaml::{YamlNode, YamlValue};

/// An object's `metadata.name` (empty when it has none).
pub(super) fn object_name(object: &YamlNode) -> &str {
    object.text_at(&["metadata", "name"]).unwrap_or_default()
}

/// The `status` of the condition of `type` in `conditions` (a list, or the
/// older map keyed by type).
pub(super) fn condition<'a>(conditions: Option<&'a YamlNode>, kind: &str) -> Option<&'a YamlNode> {
    let conditions = conditions?;
    match &conditions.value {
        YamlValue::Seq(list) => list.iter().find(|c| c.text_at(&["type"]) == Some(kind)),
        _ => conditions.get(kind),
    }
}

/// The condition of `type` in an object's `status.conditions` as recorded
/// (`status`, `reason`, `message` verbatim), when it has one with a status.
pub(super) fn recorded_condition(
    object: &YamlNode,
    kind: &str,
) -> Option<crate::longhorn::input::RecordedCondition> {
    let found = condition(object.at_path(&["status", "conditions"]), kind)?;
    let text = |field: &str| found.text_at(&[field]).unwrap_or_default().to_string();
    let status = text("status");
    (!status.is_empty()).then(|| crate::longhorn::input::RecordedCondition {
        status,
        reason: text("reason"),
        message: text("message"),
    })
}

/// An enum value written as a word (`best-effort`), read with its serde names.
pub(super) fn word<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    serde_json::from_str(&format!("\"{}\"", text.escape_default()))
}

/// The conditions of a list or of a map keyed by type.
pub(super) fn conditions(node: Option<&YamlNode>) -> Vec<&YamlNode> {
    match node.map(|n| &n.value) {
        Some(YamlValue::Seq(list)) => list.iter().collect(),
        Some(YamlValue::Map(map)) => map.iter().map(|(_, c)| c).collect(),
        _ => Vec::new(),
    }
}

/// What a note is about: an object (`Node n1`) or a disk of a node
/// (`Node n1, disk d1`); its message names it by arguments, not by a
/// fragment of English, so a translation can place the names.
pub(super) enum Subject {
    /// An object: its kind (`Node`, `Volume`, …) and name.
    Object { kind: &'static str, name: String },
    /// A disk of a node.
    Disk { node: String, disk: String },
}

impl Subject {
    /// The object `kind` named `name`.
    pub(super) fn object(kind: &'static str, name: &str) -> Subject {
        Subject::Object {
            kind,
            name: name.to_string(),
        }
    }

    /// The message `id` about this subject (a disk's id ends in `-disk`).
    pub(super) fn message(&self, id: &str) -> Message {
        match self {
            Subject::Object { kind, name } => Message::new(id).arg("kind", *kind).arg("name", name),
            Subject::Disk { node, disk } => Message::new(&format!("{id}-disk"))
                .arg("node", node)
                .arg("disk", disk),
        }
    }
}

/// An object that was not used: its kind, its name and why (a message).
pub(super) fn skipped(kind: &str, name: &str, message: Message) -> Skipped {
    let (why, why_message) = why(message);
    Skipped {
        kind: kind.to_string(),
        name: name.to_string(),
        why,
        why_message,
    }
}

#[derive(Default)]
pub(super) struct Reader {
    pub(super) skipped: Vec<Skipped>,
    pub(super) notes: Notes,
    pub(super) latest: Option<i64>,
    /// (node, disk UUID) → disk name.
    pub(super) disk_uuids: BTreeMap<(String, String), String>,
    /// The `default-engine-image` setting's value, when pasted.
    pub(super) default_engine_image: Option<String>,
    /// The `current-longhorn-version` setting's value, when pasted and not empty.
    pub(super) longhorn_version: Option<String>,
    /// Node name → index in the scenario's nodes (lookups in constant time,
    /// so that tens of thousands of objects read in linear time).
    pub(super) node_index: HashMap<String, usize>,
    /// Volume name → index in the scenario's volumes.
    pub(super) volume_index: HashMap<String, usize>,
    /// (volume index, replica name) of the replicas read.
    pub(super) replicas_read: HashSet<(usize, String)>,
    /// Placement recorded for nodes that were not pasted, per volume.
    pub(super) recorded: Vec<RecordedPlacement>,
    /// Volume name → index in `recorded`.
    pub(super) recorded_index: HashMap<String, usize>,
    /// Nodes that volumes and replicas name but that were not pasted, in the
    /// order first named (and as a set, to add each once in constant time).
    pub(super) unknown_nodes: Vec<String>,
    pub(super) unknown_node_set: HashSet<String>,
    /// Volumes left out (so their replicas are not called orphans).
    pub(super) left_out_volumes: HashSet<String>,
}

impl Reader {
    /// Records the timestamps of an object for `now`.
    pub(super) fn times_in(&mut self, object: &YamlNode) {
        let mut seen = Vec::new();
        if let Some(t) = object.text_at(&["metadata", "creationTimestamp"]) {
            seen.push(t);
        }
        let mut all = conditions(object.at_path(&["status", "conditions"]));
        for (_, disk) in object.entries_at(&["status", "diskStatus"]) {
            all.extend(conditions(disk.get("conditions")));
        }
        for c in all {
            seen.extend(
                ["lastTransitionTime", "lastProbeTime"]
                    .iter()
                    .filter_map(|k| c.text_at(&[k])),
            );
        }
        for t in seen {
            if let Some(s) = parse_rfc3339(t) {
                self.saw(s);
            }
        }
    }

    pub(super) fn saw(&mut self, seconds: i64) {
        self.latest = Some(self.latest.map_or(seconds, |l| l.max(seconds)));
    }

    /// An RFC 3339 time at `path`; `""` or absent = none.
    pub(super) fn time(&mut self, object: &YamlNode, path: &[&str], what: &Subject) -> Option<i64> {
        let node = object.at_path(path)?;
        let text = node.scalar_text()?.trim();
        if text.is_empty() {
            return None;
        }
        match parse_rfc3339(text) {
            Some(s) if s >= 0 => {
                self.saw(s);
                Some(s)
            }
            Some(_) => {
                self.note(
                    node,
                    what.message("import-lh-time-before-1970")
                        .arg("field", path.join("."))
                        .arg("value", format!("{text:?}")),
                );
                None
            }
            None => {
                self.note(
                    node,
                    what.message("import-lh-time-invalid")
                        .arg("field", path.join("."))
                        .arg("value", format!("{text:?}")),
                );
                None
            }
        }
    }

    /// A note on the value at `node`: its message ends with the line (` (line { $line })`,
    /// a text: a position is written in plain digits in every language).
    pub(super) fn note(&mut self, node: &YamlNode, message: Message) {
        self.notes.push(message.arg("line", node.line.to_string()));
    }

    /// The `objects` of `kind` worth reading: one without a text at
    /// `required` is skipped (`why`), and a second copy of a name is left out
    /// with a note, as `kubectl get` prints each object once.
    pub(super) fn kept<'a>(
        &mut self,
        kind: &str,
        objects: &[&'a YamlNode],
        required: &[&str],
        why: Message,
    ) -> Vec<&'a YamlNode> {
        let name = |o: &YamlNode| object_name(o).to_string();
        let mut kept: Vec<&YamlNode> = Vec::new();
        let mut names: HashSet<&str> = HashSet::new();
        for &object in objects {
            if object.text_at(required).is_none_or(|t| t.trim().is_empty()) {
                self.skipped.push(skipped(kind, &name(object), why.clone()));
            } else if !names.insert(object_name(object)) {
                self.notes.push(
                    Message::new("import-lh-listed-twice")
                        .arg("kind", kind)
                        .arg("name", name(object)),
                );
            } else {
                kept.push(object);
            }
        }
        kept
    }

    pub(super) fn boolean(
        &mut self,
        object: &YamlNode,
        path: &[&str],
        default: bool,
        what: &Subject,
    ) -> bool {
        let Some(node) = object.at_path(path) else {
            return default;
        };
        match node.scalar_text() {
            None => default,
            Some(t) if t.eq_ignore_ascii_case("true") => true,
            Some(t) if t.eq_ignore_ascii_case("false") => false,
            Some(t) => {
                self.note(
                    node,
                    what.message("import-lh-not-boolean")
                        .arg("field", path.join("."))
                        .arg("value", format!("{t:?}"))
                        .arg("default", default.to_string()),
                );
                default
            }
        }
    }

    pub(super) fn int(
        &mut self,
        object: &YamlNode,
        path: &[&str],
        default: i64,
        what: &Subject,
    ) -> i64 {
        let Some(node) = object.at_path(path) else {
            return default;
        };
        match node.scalar_text() {
            None => default,
            Some(t) => t.trim().parse().unwrap_or_else(|_| {
                self.note(
                    node,
                    what.message("import-lh-not-whole-number")
                        .arg("field", path.join("."))
                        .arg("value", format!("{t:?}"))
                        .arg("default", default),
                );
                default
            }),
        }
    }

    /// Bytes as an integer or a quantity string (`spec.size: "10737418240"`).
    pub(super) fn bytes(&mut self, object: &YamlNode, path: &[&str], what: &Subject) -> Bytes {
        let Some(node) = object.at_path(path) else {
            return Bytes(0);
        };
        match node.scalar_text() {
            None => Bytes(0),
            Some(t) => match parse_quantity(t) {
                Ok(v) if v >= 0 => Bytes(v),
                Ok(_) => {
                    self.note(
                        node,
                        what.message("import-lh-bytes-negative")
                            .arg("field", path.join("."))
                            .arg("value", format!("{t:?}")),
                    );
                    Bytes(0)
                }
                Err(e) => {
                    self.note(
                        node,
                        what.message("import-lh-not-bytes")
                            .arg("field", path.join("."))
                            .arg("value", format!("{t:?}"))
                            .arg("detail", e.to_string()),
                    );
                    Bytes(0)
                }
            },
        }
    }

    pub(super) fn strings(
        &mut self,
        object: &YamlNode,
        path: &[&str],
        what: &Subject,
    ) -> Vec<String> {
        let node = object.at_path(path);
        if let Some(n) = node.filter(|n| !matches!(n.value, YamlValue::Seq(_) | YamlValue::Null)) {
            self.note(
                n,
                what.message("import-lh-not-a-list")
                    .arg("field", path.join(".")),
            );
        }
        node.map_or(&[][..], YamlNode::items)
            .iter()
            .filter_map(YamlNode::scalar_text)
            .map(str::to_string)
            .collect()
    }

    /// A kebab-case enum value (`best-effort`) read through serde.
    pub(super) fn choice<T: serde::de::DeserializeOwned + Default>(
        &mut self,
        object: &YamlNode,
        path: &[&str],
        what: &Subject,
    ) -> Option<T> {
        let node = object.at_path(path)?;
        let text = node.scalar_text()?;
        if text.is_empty() {
            return None;
        }
        match word::<T>(text) {
            Ok(v) => Some(v),
            Err(_) => {
                self.note(
                    node,
                    what.message("import-lh-unknown-value")
                        .arg("field", path.join("."))
                        .arg("value", format!("{text:?}")),
                );
                None
            }
        }
    }
}
