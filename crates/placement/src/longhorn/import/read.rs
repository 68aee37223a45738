//! The typed readers of the import: a YAML node's fields as booleans, whole
//! numbers, byte counts, string lists, enum words and RFC 3339 times, with a
//! note for every value that cannot be read.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::missing::RecordedPlacement;
use super::time::parse_rfc3339;
use super::Skipped;
use crate::kernel::quantity::{parse_quantity, Bytes};
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

#[derive(Default)]
pub(super) struct Reader {
    pub(super) skipped: Vec<Skipped>,
    pub(super) notes: Vec<String>,
    pub(super) latest: Option<i64>,
    /// (node, disk UUID) → disk name.
    pub(super) disk_uuids: BTreeMap<(String, String), String>,
    /// The `default-engine-image` setting's value, when pasted.
    pub(super) default_engine_image: Option<String>,
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
    pub(super) fn time(&mut self, object: &YamlNode, path: &[&str], what: &str) -> Option<i64> {
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
                    &format!(
                        "{what}: {path} {text:?} is before 1970, which the scheduler does not take; ignored",
                        path = path.join(".")
                    ),
                );
                None
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

    pub(super) fn note(&mut self, node: &YamlNode, message: &str) {
        self.notes.push(format!("{message} (line {})", node.line));
    }

    /// The `objects` of `kind` worth reading: one without a text at
    /// `required` is skipped (`why`), and a second copy of a name is left out
    /// with a note, as `kubectl get` prints each object once.
    pub(super) fn kept<'a>(
        &mut self,
        kind: &str,
        objects: &[&'a YamlNode],
        required: &[&str],
        why: &str,
    ) -> Vec<&'a YamlNode> {
        let name = |o: &YamlNode| object_name(o).to_string();
        let mut kept: Vec<&YamlNode> = Vec::new();
        let mut names: HashSet<&str> = HashSet::new();
        for &object in objects {
            if object.text_at(required).is_none_or(|t| t.trim().is_empty()) {
                self.skipped.push(Skipped {
                    kind: kind.into(),
                    name: name(object),
                    why: why.into(),
                });
            } else if !names.insert(object_name(object)) {
                self.notes.push(format!(
                    "{kind} {}: listed twice; the second copy is left out",
                    name(object)
                ));
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
        what: &str,
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
                    &format!(
                        "{what}: {} {t:?} is not true or false; {default} is used",
                        path.join(".")
                    ),
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
        what: &str,
    ) -> i64 {
        let Some(node) = object.at_path(path) else {
            return default;
        };
        match node.scalar_text() {
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
    pub(super) fn bytes(&mut self, object: &YamlNode, path: &[&str], what: &str) -> Bytes {
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
                        &format!(
                            "{what}: {path} {t:?} is negative; 0 is used",
                            path = path.join(".")
                        ),
                    );
                    Bytes(0)
                }
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

    pub(super) fn strings(&mut self, object: &YamlNode, path: &[&str], what: &str) -> Vec<String> {
        let node = object.at_path(path);
        if let Some(n) = node.filter(|n| !matches!(n.value, YamlValue::Seq(_) | YamlValue::Null)) {
            self.note(
                n,
                &format!("{what}: {} is not a list; ignored", path.join(".")),
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
        what: &str,
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
                    &format!(
                        "{what}: {} {text:?} is not a known value; the default is used",
                        path.join(".")
                    ),
                );
                None
            }
        }
    }
}
