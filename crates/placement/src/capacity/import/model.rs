//! What a capacity import gives back ([`CapacityImport`] and its parts) and how it reads the
//! engine's types ([`TypeReader`]): what the import's files share, below all of them.

use crate::kernel::message::Message;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::capacity::FilterInput;
use crate::capacity::objects::{ClusterObjects, Pod};
use crate::kernel::import_text::{english, why};
use crate::kernel::missing::Missing;
use crate::kernel::yaml::{YamlError, YamlNode, from_node};

/// What [`import_kubectl`](crate::capacity::import::import_kubectl) made of the pasted objects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct CapacityImport {
    /// Nodes, StorageClasses, CSIDrivers, CSIStorageCapacities, claims and volumes,
    /// in the order they were pasted; valid for [`filter_nodes`](crate::capacity::filter_nodes).
    pub cluster: ClusterObjects,
    /// The pods, in the order they were pasted.
    pub pods: Vec<ImportedPod>,
    /// Every object used, with what was read from it.
    pub read: Vec<ReadObject>,
    /// Every object not used, with the reason.
    pub skipped: Vec<SkippedObject>,
    /// Fields that are set but not modelled, and references that lead nowhere.
    pub notes: Vec<String>,
    /// `notes` as messages (an id and arguments), in the same order, to say
    /// them in another language.
    #[serde(default)]
    pub note_messages: Vec<Message>,
    /// The kinds the pods' decisions need that the paste lacks, each with why
    /// and the `kubectl get …` that prints them (empty when nothing is lacking).
    pub missing: Vec<Missing>,
}

/// A pasted pod and where it stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ImportedPod {
    /// The pod (name, namespace, volumes).
    pub pod: Pod,
    /// `status.phase` (`Pending`, `Running`, …) when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub phase: Option<String>,
    /// `spec.nodeName`: the node it is already bound to, when present (as the
    /// cluster recorded it: the node may not be among the pasted ones).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub node_name: Option<String>,
}

/// An object that was used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReadObject {
    /// Its `kind`.
    pub kind: String,
    /// `namespace/name` for namespaced kinds, else the name.
    pub name: String,
    /// What was read, in words (`class fast, requests 10 GiB, unbound`).
    pub summary: String,
    /// `summary` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "summaryMessage")]
    pub summary_message: Message,
}

/// An object that was not used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SkippedObject {
    /// Its `kind` (empty when it has none).
    pub kind: String,
    /// Its name (`namespace/name` when it has a namespace; empty when it has none).
    pub name: String,
    /// Why it was not used.
    pub why: String,
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whyMessage")]
    pub why_message: Message,
}

impl SkippedObject {
    /// The object `kind` named `name`, not used for the reason `why`.
    pub(crate) fn new(kind: &str, name: &str, why: Message) -> SkippedObject {
        let (text, message) = self::why(why);
        SkippedObject {
            kind: kind.to_string(),
            name: name.to_string(),
            why: text,
            why_message: message,
        }
    }
}

impl CapacityImport {
    /// Says a note: its English text in `notes`, its message in `note_messages`.
    pub(crate) fn note(&mut self, message: Message) {
        self.notes.push(english(&message));
        self.note_messages.push(message);
    }

    /// The filter input for the pod at `index` (scoring off); `None` past the last pod.
    ///
    /// ```
    /// use placement::capacity::{filter_nodes, import::import_kubectl};
    /// let import = import_kubectl("apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec: {}\n").unwrap();
    /// let result = filter_nodes(&import.filter_input(0).unwrap()).unwrap();
    /// assert!(result.nodes.is_empty());
    /// assert!(import.filter_input(1).is_none());
    /// ```
    pub fn filter_input(&self, index: usize) -> Option<FilterInput> {
        Some(FilterInput {
            cluster: self.cluster.clone(),
            pod: self.pods.get(index)?.pod.clone(),
            scoring: None,
        })
    }

    /// The pod a user most likely asks about: the first `Pending` pod with a volume,
    /// else the first pod with a volume, else the first pod.
    pub fn interesting_pod(&self) -> Option<usize> {
        let with_volumes = |p: &&ImportedPod| !p.pod.spec.volumes.is_empty();
        let pending = self
            .pods
            .iter()
            .position(|p| with_volumes(&p) && p.phase.as_deref() == Some("Pending"));
        pending
            .or_else(|| self.pods.iter().position(|p| with_volumes(&p)))
            .or(if self.pods.is_empty() { None } else { Some(0) })
    }
}

/// How the import reads the engine types from the parsed YAML. Both readers give the
/// same import; they differ in the code they bring into a wasm build, so a program
/// picks the one whose serde_json reader it already has.
pub trait TypeReader {
    /// Reads a parsed object as `T`.
    fn read<T: DeserializeOwned>(node: &YamlNode) -> Result<T, YamlError>;
}

/// Through JSON text (`serde_json::from_str`, like the wasm package's inputs):
/// every error names its field. What [`import_kubectl`](crate::capacity::import::import_kubectl) uses.
pub struct ThroughText;

impl TypeReader for ThroughText {
    fn read<T: DeserializeOwned>(node: &YamlNode) -> Result<T, YamlError> {
        from_node(node)
    }
}

/// Through `serde_json::Value` (`serde_json::from_value`, like the playground's
/// inputs). Quantities and required fields are still named by field; any other
/// type error names the object.
pub struct ThroughValue;

impl TypeReader for ThroughValue {
    fn read<T: DeserializeOwned>(node: &YamlNode) -> Result<T, YamlError> {
        let value: serde_json::Value = from_node(node)?;
        crate::kernel::strict::from_value(value).map_err(|e| YamlError {
            message: e.to_string(),
            path: String::new(),
            line: node.line,
            column: node.column,
        })
    }
}
