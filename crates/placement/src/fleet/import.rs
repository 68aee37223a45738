//! From what `kubectl get bundles,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io
//! -A -o yaml` prints (or a `fleet.yaml`) to the input of a rollout.
//!
//! The text may be a `kind: List`, several `---` documents, single objects, or
//! the same as JSON (`-o json`; JSON is YAML). What is read:
//!
//! - `Cluster` (`fleet.cattle.io`): `metadata.name`, `metadata.namespace`,
//!   `metadata.labels`, `spec.paused`;
//! - `ClusterGroup`: name, namespace, labels and `spec.selector`;
//! - `Bundle`: `spec.rolloutStrategy` (read as [`parse_fleet_yaml`] reads a
//!   fleet.yaml's), `spec.targets`, `spec.targetRestrictions`, `spec.paused`;
//! - a `fleet.yaml` (a document without `apiVersion` and `kind`): its
//!   `rolloutStrategy`, `targetCustomizations` and `overrideTargets`.
//!
//! Which clusters are targets follows Fleet's bundle matching: a cluster is a
//! target when it matches a target restriction (when there are any) and the
//! first target it matches does not say `doNotDeploy`. A target's criteria are
//! matched as the engine matches a partition's ([`super::targets::partition`]):
//! all criteria set must hold, a target with none matches nothing, and a
//! `clusterGroup` that is not among the pasted groups matches nothing (with a
//! note). A fleet.yaml alone cannot say which clusters its GitRepo targets:
//! every pasted cluster is then taken as a target, except those a
//! `targetCustomizations` entry with `doNotDeploy: true` takes first.
//!
//! A bundle only targets the clusters and groups of its own namespace; the
//! others are listed in [`FleetImport::skipped`]. With several Bundles the
//! first is used unless [`FleetImportOptions::bundle`] names another.
//!
//! Objects of other kinds are listed in [`FleetImport::skipped`] with the
//! reason; fields that do not change the rollout (a cluster's agent settings,
//! a bundle's resources and Helm options, every `status`) are listed once
//! each in [`FleetImport::notes`]. Bad input is an [`InputError`]: broken
//! YAML or JSON names `line L, column C`; a missing or malformed field names
//! the object, the field path and the value, with the line and column at the
//! start of the message; two clusters (or groups) with one name in a
//! namespace are refused.
//!
//! ```
//! use placement::fleet::import::import_fleet_objects;
//! use placement::fleet::plan_partitions;
//! let text = "apiVersion: fleet.cattle.io/v1alpha1\nkind: Cluster\nmetadata:\n  name: edge-1\n  \
//!             namespace: fleet-default\n  labels:\n    env: prod\n---\n\
//!             rolloutStrategy:\n  maxUnavailable: 10%\n";
//! let import = import_fleet_objects(text).unwrap();
//! assert_eq!(import.input.clusters[0].labels["env"], "prod");
//! assert_eq!(plan_partitions(&import.input).unwrap().partitions[0].name, "All");
//! let err = import_fleet_objects("kind: [Cluster\n").unwrap_err();
//! assert!(err.to_string().starts_with("line 1, column "));
//! ```

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

#[cfg(doc)]
use super::parse_fleet_yaml;
use super::strategy::{PartitionSpec, RolloutStrategy};
use super::targets::{partition, sort_and_validate, Cluster, ClusterGroup, DEFAULT_NAMESPACE};
use super::yaml::fleet_yaml_from_node;
use super::PlanInput;
use crate::kernel::labels::{validate_key, validate_value, LabelSelector, Labels};
use crate::kernel::yaml::{error_at, from_node, pasted_documents, YamlNode, YamlValue};
use crate::InputError;

pub use crate::kernel::yaml::MAX_IMPORT_BYTES;

/// What [`import_fleet_objects`] made of the pasted objects.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FleetImport {
    /// The rollout strategy, the targeted clusters (in the order pasted) and
    /// the cluster groups: what `plan_partitions` (and, with `paused`,
    /// `simulate_rollout`) take.
    pub input: PlanInput,
    /// The bundle's `spec.paused`.
    pub paused: bool,
    /// Where the strategy and targets came from: `Bundle <namespace>/<name>`,
    /// `fleet.yaml`, or empty when neither was pasted.
    pub source: String,
    /// The namespace whose clusters and groups were read (empty without clusters).
    pub namespace: String,
    /// Every pasted Bundle as `<namespace>/<name>`, to choose another with [`FleetImportOptions::bundle`].
    pub bundles: Vec<String>,
    /// The targets, target restrictions and target customizations read, each
    /// with the clusters it decided.
    pub targets: Vec<ImportedTarget>,
    /// Pasted clusters of the namespace that are not targets, with the reason.
    pub not_targeted: Vec<NotTargeted>,
    /// The objects used, one line each.
    pub read: Vec<ReadObject>,
    /// Objects that were not used, with the reason.
    pub skipped: Vec<SkippedObject>,
    /// Fields that are not modelled (once per field) and other things to know.
    pub notes: Vec<String>,
}

/// A target (or target restriction) as read, and the clusters it decided.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ImportedTarget {
    /// Where it stood: `spec.targets[0]`, `spec.targetRestrictions[1]`,
    /// `targetCustomizations[0]`, `overrideTargets[0]`.
    pub field: String,
    /// Its name and criteria (`clusterName`, `clusterSelector`, `clusterGroup`,
    /// `clusterGroupSelector`), matched as a manual partition's are.
    pub criteria: PartitionSpec,
    /// `doNotDeploy`: the clusters it takes first are not targets.
    pub do_not_deploy: bool,
    /// Clusters it decided: for a target, those it matches first; for a
    /// restriction, those it matches.
    pub clusters: u64,
}

/// A pasted cluster that is not a target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct NotTargeted {
    /// The cluster's name.
    pub name: String,
    /// Why it is not a target.
    pub why: String,
}

/// An object that was used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ReadObject {
    /// Its `kind`.
    pub kind: String,
    /// `<namespace>/<name>` (`fleet.yaml` for a fleet.yaml).
    pub name: String,
    /// What was taken from it.
    pub what: String,
}

/// An object that was not used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SkippedObject {
    /// Its `kind` (empty when it has none).
    pub kind: String,
    /// `<namespace>/<name>`, or the name alone (empty when it has none).
    pub name: String,
    /// Why it was not used.
    pub why: String,
}

/// Choices for [`import_fleet_objects_with`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FleetImportOptions {
    /// The Bundle to use, `<namespace>/<name>` or its name alone (default: the first pasted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub bundle: Option<String>,
}

/// Reads `kubectl get … -o yaml` (or `-o json`) output and fleet.yaml documents
/// into a rollout, with the first Bundle. See the [module documentation](self).
pub fn import_fleet_objects(text: &str) -> Result<FleetImport, InputError> {
    import_fleet_objects_with(text, &FleetImportOptions::default())
}

/// [`import_fleet_objects`] with a choice of bundle.
///
/// ```
/// use placement::fleet::import::{import_fleet_objects_with, FleetImportOptions};
/// let text = "kind: Bundle\napiVersion: fleet.cattle.io/v1alpha1\nmetadata: {name: a, namespace: ns}\n\
///             spec: {rolloutStrategy: {maxNew: 1}}\n---\n\
///             kind: Bundle\napiVersion: fleet.cattle.io/v1alpha1\nmetadata: {name: b, namespace: ns}\n\
///             spec: {rolloutStrategy: {maxNew: 2}}\n";
/// let options = FleetImportOptions { bundle: Some("b".into()) };
/// let import = import_fleet_objects_with(text, &options).unwrap();
/// assert_eq!(import.source, "Bundle ns/b");
/// assert_eq!(import.input.rollout_strategy.max_new, Some(2));
/// assert_eq!(import.skipped[0].name, "ns/a");
/// ```
pub fn import_fleet_objects_with(
    text: &str,
    options: &FleetImportOptions,
) -> Result<FleetImport, InputError> {
    let documents = pasted_documents(
        text,
        "export fewer objects, e.g. one namespace: kubectl get … -n fleet-default",
    )?;
    let mut reader = Reader::default();
    let mut objects: Vec<&YamlNode> = Vec::new();
    let mut fleet_yamls: Vec<&YamlNode> = Vec::new();
    for document in &documents {
        match &document.value {
            YamlValue::Null => {}
            // Only a `kind: …List`: a fleet.yaml has no kind either, and may hold any key.
            YamlValue::Map(_) if document.is_list_object() => {
                objects.extend(document.list_items()?)
            }
            YamlValue::Map(_)
                if document.get("kind").is_none() && document.get("apiVersion").is_none() =>
            {
                fleet_yamls.push(document)
            }
            YamlValue::Map(_) => objects.push(document),
            _ => return Err(document.error_here(
                "expected a Kubernetes object (a mapping with apiVersion and kind) or a fleet.yaml",
            )),
        }
    }
    if objects.is_empty() && fleet_yamls.is_empty() {
        return Err(error_at(
            1,
            1,
            "no objects found: paste what kubectl get bundles,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io -A -o yaml printed, or a fleet.yaml",
        ));
    }
    let (mut clusters, mut groups, mut bundles) = (Vec::new(), Vec::new(), Vec::new());
    for node in objects {
        let Some(object) = Object::new(node) else {
            reader.skip("", "", "not an object (a mapping)");
            continue;
        };
        if object.kind.is_empty() {
            reader.skip("", &object.id(), "no kind");
            continue;
        }
        if !object.api.starts_with("fleet.cattle.io/") {
            let why = if object.kind == "Cluster" {
                format!("apiVersion {:?}: a Rancher or Cluster API cluster, not a Fleet one; paste clusters.fleet.cattle.io", object.api)
            } else {
                format!(
                    "apiVersion {:?} is not fleet.cattle.io: only Fleet's own objects are read",
                    object.api
                )
            };
            reader.skip(object.kind, &object.id(), &why);
            continue;
        }
        match object.kind {
            "Cluster" | "ClusterGroup" | "Bundle" => {
                if object.name.is_empty() {
                    let node = node.get("metadata").unwrap_or(node);
                    return Err(object.error("metadata.name", node, "is required"));
                }
                match object.kind {
                    "Cluster" => clusters.push(object),
                    "ClusterGroup" => groups.push(object),
                    _ => bundles.push(object),
                }
            }
            kind => reader.skip(kind, &object.id(), other_fleet_kind(kind)),
        }
    }
    // The bundle (or fleet.yaml) whose strategy and targets are used.
    let bundle_ids: Vec<String> = bundles.iter().map(Object::id).collect();
    let chosen = match &options.bundle {
        Some(wanted) => Some(
            bundles
                .iter()
                .position(|b| &b.id() == wanted || b.name == wanted)
                .ok_or_else(|| {
                    InputError::new(
                        "bundle",
                        wanted,
                        format!(
                            "no such Bundle among the pasted objects ({})",
                            if bundle_ids.is_empty() {
                                "none".to_string()
                            } else {
                                bundle_ids.join(", ")
                            }
                        ),
                    )
                })?,
        ),
        None if bundles.is_empty() => None,
        None => Some(0),
    };
    let mut plan = Targeting::default();
    let mut source = String::new();
    let mut paused = false;
    let mut namespace = None;
    if let Some(c) = chosen {
        let bundle = &bundles[c];
        for (i, other) in bundles.iter().enumerate() {
            if i != c {
                reader.skip(
                    "Bundle",
                    &other.id(),
                    &format!(
                        "another Bundle: {} is used (choose one with the bundle option)",
                        bundle.id()
                    ),
                );
            }
        }
        plan = reader.bundle(bundle)?;
        paused = plan.paused;
        source = format!("Bundle {}", bundle.id());
        namespace = Some(bundle.namespace.to_string());
        for document in &fleet_yamls {
            reader.skip(
                "fleet.yaml",
                &format!("at line {}", document.line),
                &format!("a Bundle was pasted too: {source} is what Fleet made of a fleet.yaml, and it is used"),
            );
        }
    } else if let Some((first, rest)) = fleet_yamls.split_first() {
        plan = reader.fleet_yaml(first)?;
        source = "fleet.yaml".into();
        for document in rest {
            reader.skip(
                "fleet.yaml",
                &format!("at line {}", document.line),
                &format!("another fleet.yaml: the one at line {} is used", first.line),
            );
        }
    }
    // The namespace: the bundle's, else the one with most clusters (fleet-default first on a tie).
    let namespace = namespace.unwrap_or_else(|| {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        // Groups count only when there are no clusters.
        let counted = if clusters.is_empty() {
            &groups
        } else {
            &clusters
        };
        for c in counted {
            *counts.entry(c.namespace).or_default() += 1;
        }
        counts
            .iter()
            .max_by_key(|(ns, n)| (**n, **ns == DEFAULT_NAMESPACE, std::cmp::Reverse(**ns)))
            .map(|(ns, _)| ns.to_string())
            .unwrap_or_default()
    });
    let why_elsewhere = if source.starts_with("Bundle") {
        "the bundle only targets its own namespace,"
    } else {
        "the import reads the namespace with most clusters,"
    };
    let read_groups = reader.in_namespace(&groups, &namespace, why_elsewhere, Reader::group)?;
    let group_objects: Vec<&Object> = read_groups.iter().map(|(_, o)| *o).collect();
    let cluster_groups: Vec<ClusterGroup> = read_groups.into_iter().map(|(g, _)| g).collect();
    let read_clusters =
        reader.in_namespace(&clusters, &namespace, why_elsewhere, Reader::cluster)?;
    let cluster_objects: Vec<&Object> = read_clusters.iter().map(|(_, o)| *o).collect();
    let all: Vec<Cluster> = read_clusters.into_iter().map(|(c, _)| c).collect();
    // Which clusters are targets.
    let decided = plan.decide(&all, &cluster_groups, &mut reader)?;
    let mut targeted = Vec::new();
    let mut not_targeted = Vec::new();
    for ((cluster, o), why) in all.into_iter().zip(&cluster_objects).zip(decided) {
        let labels = cluster.labels.len();
        let mut what = format!("{labels} label{}", if labels == 1 { "" } else { "s" });
        if cluster.paused {
            what.push_str(", paused");
        }
        match why {
            None => {
                what.push_str(", a target");
                targeted.push(cluster);
            }
            Some(why) => {
                what.push_str(", not a target");
                not_targeted.push(NotTargeted {
                    name: cluster.name.clone(),
                    why,
                });
            }
        }
        reader.read.push(ReadObject {
            kind: "Cluster".into(),
            name: o.id(),
            what,
        });
    }
    for (g, o) in cluster_groups.iter().zip(&group_objects) {
        let n = targeted
            .iter()
            .filter(|c| g.selector.as_ref().is_some_and(|s| s.matches(&c.labels)))
            .count();
        let what = match &g.selector {
            None => "no spec.selector: selects no cluster".to_string(),
            Some(_) => format!("selects {n} of the targets"),
        };
        reader.read.push(ReadObject {
            kind: "ClusterGroup".into(),
            name: o.id(),
            what,
        });
    }
    for (i, p) in plan.strategy.partitions.iter().enumerate() {
        if let Some(g) = &p.cluster_group {
            if !cluster_groups.iter().any(|cg| &cg.name == g) {
                reader.notes.push(format!(
                    "rolloutStrategy.partitions[{i}].clusterGroup names cluster group {g:?}, which is not among the pasted objects: the partition matches no cluster"
                ));
            }
        }
    }
    if cluster_objects.is_empty() {
        reader.notes.push(if source.is_empty() {
            "no Bundle and no fleet.yaml: the rollout strategy keeps its defaults".into()
        } else {
            "no clusters.fleet.cattle.io objects: the strategy and targets are read, but there are no clusters to target".into()
        });
    } else if source.is_empty() {
        reader.notes.push(
            "no Bundle and no fleet.yaml: every cluster is taken as a target and the rollout strategy keeps its defaults".into(),
        );
    }
    let input = PlanInput {
        rollout_strategy: plan.strategy,
        clusters: targeted,
        cluster_groups,
    };
    // What the engine checks again; named by object, not by list index.
    sort_and_validate(&input.clusters, &input.cluster_groups).map_err(|e| {
        InputError::new(
            format!("{source} {}", e.path).trim().to_string(),
            &e.value,
            e.message,
        )
    })?;
    Ok(FleetImport {
        input,
        paused,
        source,
        namespace: if cluster_objects.is_empty() && groups.is_empty() {
            String::new()
        } else {
            namespace
        },
        bundles: bundle_ids,
        targets: plan.listed,
        not_targeted,
        read: reader.read,
        skipped: reader.skipped,
        notes: reader.notes,
    })
}

/// Why a Fleet object of another kind is not used.
fn other_fleet_kind(kind: &str) -> &'static str {
    match kind {
        "GitRepo" | "HelmOp" => {
            "makes the Bundles: paste the Bundle (kubectl get bundles) for its targets and rolloutStrategy"
        }
        "BundleDeployment" => {
            "deployment state is not imported: the lab starts from no deployments (initial) or all deployed (update)"
        }
        "Content" => "the bundle's manifests are not needed to plan the rollout",
        _ => "not used to plan a rollout",
    }
}

/// `line L, column C: ` at the start of an engine message, if any.
fn strip_position(message: &str) -> &str {
    if let Some(rest) = message.strip_prefix("line ") {
        if let Some(i) = rest.find(": ") {
            if rest[..i].contains(", column ") {
                return &rest[i + 2..];
            }
        }
    }
    message
}

/// A pasted object with the fields every kind has.
struct Object<'a> {
    node: &'a YamlNode,
    kind: &'a str,
    api: &'a str,
    name: &'a str,
    namespace: &'a str,
}

impl<'a> Object<'a> {
    fn new(node: &'a YamlNode) -> Option<Object<'a>> {
        if !matches!(node.value, YamlValue::Map(_)) {
            return None;
        }
        Some(Object {
            node,
            kind: node.text_at(&["kind"]).unwrap_or_default(),
            api: node.text_at(&["apiVersion"]).unwrap_or_default(),
            name: node.text_at(&["metadata", "name"]).unwrap_or_default(),
            namespace: node
                .text_at(&["metadata", "namespace"])
                .unwrap_or(DEFAULT_NAMESPACE),
        })
    }

    /// `<namespace>/<name>` (for a fleet.yaml: where it starts).
    fn id(&self) -> String {
        if self.kind == "fleet.yaml" {
            return format!("at line {}", self.node.line);
        }
        format!("{}/{}", self.namespace, self.name)
    }

    /// An error at `field` (a path in the object) standing at `node`.
    fn error(&self, field: &str, node: &YamlNode, message: &str) -> InputError {
        let who = if self.kind == "fleet.yaml" {
            self.kind.to_string()
        } else if self.name.is_empty() {
            format!("{} (line {})", self.kind, self.node.line)
        } else {
            format!("{} {}", self.kind, self.id())
        };
        InputError::new(
            format!("{who}: {field}"),
            node.written_text(),
            format!("line {}, column {}: {}", node.line, node.column, message),
        )
    }

    /// An engine error whose path is below `base` (a path in the object).
    fn engine_error(&self, base: &str, below: &YamlNode, e: InputError) -> InputError {
        let node = below.node_at(&e.path);
        let field = crate::kernel::error::join_path(base, &e.path);
        let mut error = self.error(&field, node, strip_position(&e.message));
        if !e.value.is_empty() {
            error.value = e.value;
        }
        error
    }

    /// The value of `key` in `parent`; `None` when it is absent or has nothing
    /// after the key (a written `null` is a value, which the caller refuses).
    fn value<'n>(&self, parent: &'n YamlNode, key: &str) -> Option<&'n YamlNode> {
        parent
            .get(key)
            .filter(|n| !matches!(n.value, YamlValue::Null))
    }

    /// A string (any scalar) at `key` of `parent`.
    fn string(
        &self,
        parent: &YamlNode,
        key: &str,
        field: &str,
    ) -> Result<Option<String>, InputError> {
        match self.value(parent, key) {
            None => Ok(None),
            Some(n) => match &n.value {
                YamlValue::Scalar { text, .. } => Ok(Some(text.clone())),
                _ => Err(self.error(field, n, "must be a string")),
            },
        }
    }

    /// `true` or `false` at `key` of `parent` (absent: false).
    fn flag(&self, parent: &YamlNode, key: &str, field: &str) -> Result<bool, InputError> {
        match self.value(parent, key).map(|n| (n, &n.value)) {
            None => Ok(false),
            Some((_, YamlValue::Scalar { text, plain: true })) if text == "true" => Ok(true),
            Some((_, YamlValue::Scalar { text, plain: true })) if text == "false" => Ok(false),
            Some((n, _)) => Err(self.error(field, n, "must be true or false")),
        }
    }

    /// `metadata.labels`, checked as the API server checks them.
    fn labels(&self) -> Result<Labels, InputError> {
        let mut labels = Labels::new();
        let Some(node) = self
            .node
            .get("metadata")
            .and_then(|m| self.value(m, "labels"))
        else {
            return Ok(labels);
        };
        let YamlValue::Map(entries) = &node.value else {
            return Err(self.error(
                "metadata.labels",
                node,
                "must be a mapping of label keys to values",
            ));
        };
        for (k, v) in entries {
            let field = format!("metadata.labels[{k:?}]");
            let YamlValue::Scalar { text, .. } = &v.value else {
                return Err(self.error(&field, v, "must be a string"));
            };
            validate_key(k)
                .map_err(|e| self.error(&field, v, &format!("label key: {}", e.message)))?;
            validate_value(text).map_err(|e| self.error(&field, v, &e.message))?;
            labels.insert(k.clone(), text.clone());
        }
        Ok(labels)
    }

    /// A label selector at `key` of `parent`, validated.
    fn selector(
        &self,
        parent: &YamlNode,
        key: &str,
        field: &str,
    ) -> Result<Option<LabelSelector>, InputError> {
        let Some(node) = self.value(parent, key) else {
            return Ok(None);
        };
        let selector: LabelSelector = from_node(node).map_err(|e| {
            let inner = node.node_at(&e.path);
            self.error(
                &crate::kernel::error::join_path(field, &e.path),
                inner,
                &e.message,
            )
        })?;
        selector
            .validate()
            .map_err(|e| self.engine_error(field, node, e))?;
        Ok(Some(selector))
    }
}

/// Why a target's other fields are not read.
const CUSTOMIZATION: &str =
    "a per-cluster customization (Helm values, namespace, …), not part of the rollout";

/// The fields of a target the rollout uses.
const TARGET_FIELDS: [&str; 6] = [
    "name",
    "clusterName",
    "clusterSelector",
    "clusterGroup",
    "clusterGroupSelector",
    "doNotDeploy",
];

/// The fields of `rolloutStrategy` and of its partitions.
const STRATEGY_FIELDS: [&str; 6] = [
    "maxUnavailable",
    "maxUnavailablePartitions",
    "autoPartitionSize",
    "autoPartitionThreshold",
    "maxNew",
    "partitions",
];
const PARTITION_FIELDS: [&str; 6] = [
    "name",
    "maxUnavailable",
    "clusterName",
    "clusterSelector",
    "clusterGroup",
    "clusterGroupSelector",
];

/// Metadata every object has and the rollout does not need (not worth a note).
const METADATA: [&str; 14] = [
    "name",
    "namespace",
    "labels",
    "annotations",
    "uid",
    "resourceVersion",
    "generation",
    "creationTimestamp",
    "managedFields",
    "finalizers",
    "ownerReferences",
    "generateName",
    "selfLink",
    "deletionGracePeriodSeconds",
];

#[derive(Default)]
struct Reader {
    read: Vec<ReadObject>,
    skipped: Vec<SkippedObject>,
    notes: Vec<String>,
    /// Fields already noted.
    noted: BTreeSet<String>,
}

/// One target list entry as read.
struct Target {
    spec: PartitionSpec,
    do_not_deploy: bool,
    field: String,
}

/// The strategy and targeting of a bundle or fleet.yaml.
#[derive(Default)]
struct Targeting {
    strategy: RolloutStrategy,
    paused: bool,
    /// First-match targets (spec.targets, targetCustomizations).
    targets: Vec<Target>,
    /// A cluster must match one of these when there are any.
    restrictions: Vec<Target>,
    /// `false` for a fleet.yaml without overrideTargets: the GitRepo (not pasted) targets.
    targets_known: bool,
    /// What is reported in `FleetImport::targets`.
    listed: Vec<ImportedTarget>,
    /// Who to name in notes.
    who: String,
}

impl Reader {
    fn skip(&mut self, kind: &str, name: &str, why: &str) {
        self.skipped.push(SkippedObject {
            kind: kind.into(),
            name: name.into(),
            why: why.into(),
        });
    }

    /// The objects of `namespace` read with `read` (the others skipped); a
    /// second object with a name is an error.
    fn in_namespace<'o, T>(
        &mut self,
        objects: &'o [Object<'o>],
        namespace: &str,
        why_elsewhere: &str,
        read: fn(&mut Reader, &Object) -> Result<T, InputError>,
    ) -> Result<Vec<(T, &'o Object<'o>)>, InputError> {
        let mut out: Vec<(T, &Object)> = Vec::new();
        for o in objects {
            if o.namespace != namespace {
                let why = format!("in namespace {}: {why_elsewhere} {namespace}", o.namespace);
                self.skip(o.kind, &o.id(), &why);
                continue;
            }
            if let Some((_, first)) = out.iter().find(|(_, f)| f.name == o.name) {
                return Err(o.error(
                    "metadata.name",
                    o.node.at_path(&["metadata", "name"]).unwrap_or(o.node),
                    &format!(
                        "a second {} with this name in namespace {namespace} (the first is at line {})",
                        o.kind, first.node.line
                    ),
                ));
            }
            out.push((read(self, o)?, o));
        }
        Ok(out)
    }

    /// A note about a field, once per `key`.
    fn note_once(&mut self, key: String, message: String) {
        if self.noted.insert(key) {
            self.notes.push(message);
        }
    }

    /// Notes the keys of a mapping's `entries` that are not `known` (once per field of the kind).
    fn unmodelled(
        &mut self,
        o: &Object,
        path: &str,
        entries: &[(String, YamlNode)],
        known: &[&str],
        why: &str,
    ) {
        for (key, _) in entries {
            if !known.contains(&key.as_str()) {
                let field = format!("{} {path}.{key}", o.kind);
                let seen = if o.kind == "fleet.yaml" {
                    String::new()
                } else {
                    format!(" (first seen in {})", o.id())
                };
                self.note_once(field.clone(), format!("{field}: {why}; ignored{seen}"));
            }
        }
    }

    fn status(&mut self, o: &Object, why: &str) {
        if o.node.get("status").is_some() {
            self.note_once(
                format!("{} status", o.kind),
                format!("{} status: {why}; not read", o.kind),
            );
        }
    }

    fn metadata(&mut self, o: &Object) {
        self.unmodelled(
            o,
            "metadata",
            o.node.entries_at(&["metadata"]),
            &METADATA,
            "not used to plan a rollout",
        );
    }

    fn cluster(&mut self, o: &Object) -> Result<Cluster, InputError> {
        let labels = o.labels()?;
        let paused = match o.node.get("spec") {
            Some(spec) => o.flag(spec, "paused", "spec.paused")?,
            None => false,
        };
        self.metadata(o);
        self.unmodelled(
            o,
            "spec",
            o.node.entries_at(&["spec"]),
            &["paused"],
            "an agent or connection setting, not part of the rollout",
        );
        self.status(
            o,
            "the agent's last report (readiness, bundle counts) — the lab simulates the agents, choose their behavior there",
        );
        let mut cluster = Cluster::new(o.name, labels);
        cluster.namespace = Some(o.namespace.to_string());
        cluster.paused = paused;
        Ok(cluster)
    }

    fn group(&mut self, o: &Object) -> Result<ClusterGroup, InputError> {
        let labels = o.labels()?;
        let selector = match o.node.get("spec") {
            Some(spec) => o.selector(spec, "selector", "spec.selector")?,
            None => None,
        };
        self.metadata(o);
        self.unmodelled(
            o,
            "spec",
            o.node.entries_at(&["spec"]),
            &["selector"],
            "not modelled",
        );
        self.status(o, "membership counts — recomputed from spec.selector");
        Ok(ClusterGroup {
            name: o.name.to_string(),
            labels,
            selector,
        })
    }

    /// `rolloutStrategy` at `path` read as a fleet.yaml's (unknown keys noted, not errors).
    fn strategy(&mut self, o: &Object, path: &[&str]) -> Result<RolloutStrategy, InputError> {
        let Some(node) = o.node.at_path(path) else {
            return Ok(RolloutStrategy::default());
        };
        let base = path.join(".");
        let mut kept = node.clone();
        if let YamlValue::Map(entries) = &mut kept.value {
            entries.retain(|(k, _)| STRATEGY_FIELDS.contains(&k.as_str()));
            for (k, v) in entries.iter_mut() {
                match &mut v.value {
                    YamlValue::Seq(parts) if k == "partitions" => {
                        for p in parts {
                            if let YamlValue::Map(fields) = &mut p.value {
                                fields.retain(|(k, _)| PARTITION_FIELDS.contains(&k.as_str()));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        self.unmodelled(
            o,
            &base,
            node.entries(),
            &STRATEGY_FIELDS,
            "not a rolloutStrategy field the engine knows",
        );
        for p in node.items_at(&["partitions"]) {
            self.unmodelled(
                o,
                &format!("{base}.partitions[]"),
                p.entries(),
                &PARTITION_FIELDS,
                "not a partition field the engine knows",
            );
        }
        let wrapper = YamlNode {
            line: node.line,
            column: node.column,
            value: YamlValue::Map(vec![("rolloutStrategy".into(), kept)]),
        };
        let parent = path[..path.len() - 1].join(".");
        fleet_yaml_from_node(&wrapper)
            .map(|f| f.rollout_strategy)
            .map_err(|e| o.engine_error(&parent, &wrapper, e))
    }

    /// A list of targets at `path`.
    fn targets(
        &mut self,
        o: &Object,
        path: &[&str],
        why_other: &str,
    ) -> Result<Vec<Target>, InputError> {
        let Some(node) = o.node.at_path(path) else {
            return Ok(Vec::new());
        };
        let base = path.join(".");
        let list = match &node.value {
            YamlValue::Null => return Ok(Vec::new()),
            YamlValue::Seq(list) => list,
            _ => return Err(o.error(&base, node, "must be a list of targets")),
        };
        let mut out = Vec::new();
        for (i, item) in list.iter().enumerate() {
            let field = format!("{base}[{i}]");
            if !matches!(item.value, YamlValue::Map(_)) {
                return Err(o.error(&field, item, "must be a target (a mapping)"));
            }
            let at = |k: &str| format!("{field}.{k}");
            let spec = PartitionSpec {
                name: o.string(item, "name", &at("name"))?.unwrap_or_default(),
                max_unavailable: None,
                cluster_name: o.string(item, "clusterName", &at("clusterName"))?,
                cluster_selector: o.selector(item, "clusterSelector", &at("clusterSelector"))?,
                cluster_group: o.string(item, "clusterGroup", &at("clusterGroup"))?,
                cluster_group_selector: o.selector(
                    item,
                    "clusterGroupSelector",
                    &at("clusterGroupSelector"),
                )?,
            };
            let do_not_deploy = o.flag(item, "doNotDeploy", &at("doNotDeploy"))?;
            self.unmodelled(
                o,
                &format!("{base}[]"),
                item.entries(),
                &TARGET_FIELDS,
                why_other,
            );
            out.push(Target {
                spec,
                do_not_deploy,
                field,
            });
        }
        Ok(out)
    }

    fn bundle(&mut self, o: &Object) -> Result<Targeting, InputError> {
        let strategy = self.strategy(o, &["spec", "rolloutStrategy"])?;
        let targets = self.targets(o, &["spec", "targets"], CUSTOMIZATION)?;
        let restrictions = self.targets(o, &["spec", "targetRestrictions"], "not modelled")?;
        let paused = match o.node.get("spec") {
            Some(spec) => o.flag(spec, "paused", "spec.paused")?,
            None => false,
        };
        self.metadata(o);
        for (key, _) in o.node.entries_at(&["spec"]) {
            let why = match key.as_str() {
                "rolloutStrategy" | "targets" | "targetRestrictions" | "paused" => continue,
                "resources" => "the manifests are not needed to plan the rollout",
                _ => "a deployment option, not part of the rollout",
            };
            self.note_once(
                format!("Bundle spec.{key}"),
                format!("Bundle spec.{key}: {why}; ignored ({})", o.id()),
            );
        }
        self.status(
            o,
            "the controller's last report (summary, partitions) — the lab simulates the rollout from the start",
        );
        let mut what = format!(
            "rolloutStrategy, {} target{}",
            targets.len(),
            if targets.len() == 1 { "" } else { "s" }
        );
        if !restrictions.is_empty() {
            what.push_str(&format!(", {} target restrictions", restrictions.len()));
        }
        if paused {
            what.push_str(", paused");
        }
        self.read.push(ReadObject {
            kind: "Bundle".into(),
            name: o.id(),
            what,
        });
        Ok(Targeting {
            strategy,
            paused,
            targets,
            restrictions,
            targets_known: true,
            listed: Vec::new(),
            who: format!("Bundle {}", o.id()),
        })
    }

    fn fleet_yaml(&mut self, node: &YamlNode) -> Result<Targeting, InputError> {
        let o = Object {
            node,
            kind: "fleet.yaml",
            api: "",
            name: "",
            namespace: "",
        };
        let o = &o;
        let strategy = self.strategy(o, &["rolloutStrategy"])?;
        let targets = self.targets(o, &["targetCustomizations"], CUSTOMIZATION)?;
        let overrides = self.targets(o, &["overrideTargets"], "not modelled")?;
        for (key, _) in node.entries() {
            if matches!(
                key.as_str(),
                "rolloutStrategy" | "targetCustomizations" | "overrideTargets"
            ) {
                continue;
            }
            self.note_once(
                format!("fleet.yaml {key}"),
                format!("fleet.yaml {key}: a deployment option, not part of the rollout; ignored"),
            );
        }
        let mut what = format!("rolloutStrategy, {} targetCustomizations", targets.len());
        if !overrides.is_empty() {
            what.push_str(&format!(", {} overrideTargets", overrides.len()));
        } else {
            self.notes.push(
                "fleet.yaml has no overrideTargets: which clusters are targets comes from its GitRepo's spec.targets, which a fleet.yaml does not hold; every pasted cluster is taken as a target (except those a doNotDeploy customization takes)".into(),
            );
        }
        self.read.push(ReadObject {
            kind: "fleet.yaml".into(),
            name: o.id(),
            what,
        });
        // Fleet appends the GitRepo's (here: the override) targets after the customizations.
        let mut all_targets = targets;
        let known = !overrides.is_empty();
        let restrictions: Vec<Target> = overrides
            .iter()
            .map(|t| Target {
                spec: t.spec.clone(),
                do_not_deploy: t.do_not_deploy,
                field: t.field.clone(),
            })
            .collect();
        all_targets.extend(overrides);
        Ok(Targeting {
            strategy,
            paused: false,
            targets: all_targets,
            restrictions,
            targets_known: known,
            listed: Vec::new(),
            who: "fleet.yaml".into(),
        })
    }
}

impl Targeting {
    /// For each cluster: `None` when it is a target, else why not. Fills `listed`.
    fn decide(
        &mut self,
        clusters: &[Cluster],
        groups: &[ClusterGroup],
        reader: &mut Reader,
    ) -> Result<Vec<Option<String>>, InputError> {
        let who = self.who.clone();
        let refs: Vec<&Cluster> = clusters.iter().collect();
        // Membership as the engine decides it for partitions (criteria ANDed).
        let members = |list: &[Target]| -> Result<Vec<Vec<bool>>, InputError> {
            if list.is_empty() {
                return Ok(Vec::new());
            }
            let strategy = RolloutStrategy {
                partitions: list.iter().map(|t| t.spec.clone()).collect(),
                ..RolloutStrategy::default()
            };
            let p = partition(&strategy, &refs, groups)?;
            Ok(p.partitions
                .iter()
                .map(|part| {
                    let mut m = vec![false; clusters.len()];
                    for &i in &part.members {
                        if let Some(slot) = m.get_mut(i) {
                            *slot = true;
                        }
                    }
                    m
                })
                .collect())
        };
        for t in self.targets.iter().chain(&self.restrictions) {
            if t.spec.has_no_criteria() {
                reader.note_once(
                    format!("{who} {} criteria", t.field),
                    format!("{who}: {} sets none of clusterName, clusterSelector, clusterGroup, clusterGroupSelector: it matches no cluster", t.field),
                );
            }
            if let Some(g) = &t.spec.cluster_group {
                if !groups.iter().any(|cg| &cg.name == g) {
                    reader.note_once(
                        format!("{who} {} group", t.field),
                        format!("{who}: {}.clusterGroup names cluster group {g:?}, which is not among the pasted objects: it matches no cluster", t.field),
                    );
                }
            }
        }
        let target_members = members(&self.targets)?;
        let restriction_members = members(&self.restrictions)?;
        let mut first_counts = vec![0u64; self.targets.len()];
        let mut restriction_counts = vec![0u64; self.restrictions.len()];
        let mut out = Vec::with_capacity(clusters.len());
        for i in 0..clusters.len() {
            let restricted =
                !self.restrictions.is_empty() && !restriction_members.iter().any(|m| m[i]);
            for (r, m) in restriction_members.iter().enumerate() {
                if m[i] {
                    restriction_counts[r] += 1;
                }
            }
            let first = target_members.iter().position(|m| m[i]);
            if let (Some(f), false) = (first, restricted) {
                first_counts[f] += 1;
            }
            let why = if restricted {
                Some("matches none of the target restrictions".to_string())
            } else {
                match first {
                    Some(f) if self.targets[f].do_not_deploy => Some(format!(
                        "the first target it matches, {}, says doNotDeploy",
                        self.targets[f].field
                    )),
                    Some(_) => None,
                    None if !self.targets_known => None,
                    None => Some("matches no target".to_string()),
                }
            };
            out.push(why);
        }
        let list = |ts: &[Target], counts: &[u64]| -> Vec<ImportedTarget> {
            ts.iter()
                .zip(counts)
                .map(|(t, &n)| ImportedTarget {
                    field: t.field.clone(),
                    criteria: t.spec.clone(),
                    do_not_deploy: t.do_not_deploy,
                    clusters: n,
                })
                .collect()
        };
        self.listed = list(&self.targets, &first_counts);
        // A fleet.yaml's overrideTargets are both targets and restrictions: list them once.
        if self.who != "fleet.yaml" {
            self.listed
                .extend(list(&self.restrictions, &restriction_counts));
        }
        let excluded = out.iter().filter(|w| w.is_some()).count();
        if excluded > 0 {
            reader.notes.push(format!(
                "{excluded} of {} pasted clusters are not targets of {who} (see notTargeted): they are left out of the rollout",
                clusters.len()
            ));
        }
        Ok(out)
    }
}
