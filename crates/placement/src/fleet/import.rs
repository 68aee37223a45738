//! From what `kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io
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
//! A bundle targets the clusters and groups of its own namespace and of the
//! namespaces its BundleNamespaceMappings bring in (`getNamespacesForBundle`
//! in Fleet's `target/builder.go`: a mapping in the bundle's namespace whose
//! `bundleSelector` matches the bundle's labels brings in the namespaces its
//! `namespaceSelector` matches, by the labels of pasted `Namespace` objects,
//! or `kubernetes.io/metadata.name` alone for a namespace not pasted); one
//! cluster name may then be in several namespaces, each a target of its own
//! ([`FleetImport::mapped_namespaces`]). The others are listed in
//! [`FleetImport::skipped`]. With several Bundles the
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

use crate::kernel::import_text;
use crate::kernel::message::Message;
use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

#[cfg(doc)]
use super::parse_fleet_yaml;
use super::strategy::PartitionSpec;
use super::targets::{sort_and_validate_checked, Cluster, ClusterGroup, DEFAULT_NAMESPACE};
use super::PlanInput;
use crate::kernel::missing::Missing;
use crate::kernel::pasted_json::pasted;
use crate::kernel::yaml::{error_at, YamlNode, YamlValue};
use crate::InputError;

mod deployments;
mod mappings;
mod missing;
mod object;
mod reader;
mod targeting;

pub use crate::kernel::yaml::MAX_IMPORT_BYTES;

use object::Object;
use reader::Reader;
use targeting::Targeting;

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
    /// The bundle's current version when BundleDeployments were pasted (their
    /// state is in the targets' `bundleDeployment`): what `simulate_rollout`'s
    /// `version` takes. See the notes for how deployment IDs became versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub version: Option<u32>,
    /// Where the strategy and targets came from: `Bundle <namespace>/<name>`,
    /// `fleet.yaml`, or empty when neither was pasted.
    pub source: String,
    /// The namespace whose clusters and groups were read (empty without clusters).
    pub namespace: String,
    /// The namespaces the Bundle's BundleNamespaceMappings bring in besides
    /// `namespace`, sorted: their clusters and groups were read too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub mapped_namespaces: Vec<String>,
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
    /// `notes` as messages (an id and arguments), in the same order, to say
    /// them in another language.
    #[serde(default)]
    pub note_messages: Vec<Message>,
    /// The kinds the rollout needs that the paste lacks (clusters for a
    /// Bundle, a Bundle for clusters, the cluster groups named), each with
    /// why and the `kubectl get …` that prints them.
    pub missing: Vec<Missing>,
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
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whyMessage")]
    pub why_message: Message,
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
    /// `what` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whatMessage")]
    pub what_message: Message,
}

impl ReadObject {
    /// The object `name` of `kind`, what was read of it said by `what` (its English derived).
    pub(crate) fn new(kind: &str, name: String, what: Message) -> ReadObject {
        ReadObject { kind: kind.into(), name, what: import_text::english(&what), what_message: what }
    }
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
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whyMessage")]
    pub why_message: Message,
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
    let documents = pasted(
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
            _ => return Err(document.error_here(Message::new("error-import-not-an-object-or-fleet-yaml"))),
        }
    }
    if objects.is_empty() && fleet_yamls.is_empty() {
        return Err(error_at(
            1,
            1,
            Message::new("error-import-no-objects-fleet"),
        ));
    }
    let (mut clusters, mut groups, mut bundles) = (Vec::new(), Vec::new(), Vec::new());
    let (mut deployments, mut mappings, mut namespace_objects) =
        (Vec::new(), Vec::new(), Vec::new());
    for node in objects {
        let Some(object) = Object::new(node) else {
            reader.skip("", "", Message::new("import-skip-not-a-mapping"));
            continue;
        };
        if object.kind.is_empty() {
            reader.skip("", &object.id(), Message::new("import-skip-no-kind"));
            continue;
        }
        if object.kind == "Namespace" && object.api == "v1" {
            namespace_objects.push(object);
            continue;
        }
        if !object.api.starts_with("fleet.cattle.io/") {
            let id = if object.kind == "Cluster" {
                "import-fleet-skip-other-cluster"
            } else {
                "import-fleet-skip-not-fleet"
            };
            reader.skip(object.kind, &object.id(), Message::new(id).arg("apiVersion", format!("{:?}", object.api)));
            continue;
        }
        match object.kind {
            "BundleDeployment" => deployments.push(object),
            "BundleNamespaceMapping" => mappings.push(object),
            "Cluster" | "ClusterGroup" | "Bundle" => {
                if object.name.is_empty() {
                    let node = node.get("metadata").unwrap_or(node);
                    return Err(object.error("metadata.name", node, Message::new("error-required")));
                }
                match object.kind {
                    "Cluster" => clusters.push(object),
                    "ClusterGroup" => groups.push(object),
                    _ => bundles.push(object),
                }
            }
            kind => reader.skip(kind, &object.id(), Message::new(other_fleet_kind(kind))),
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
                        if bundle_ids.is_empty() {
                            Message::new("error-unknown-bundle-none")
                        } else {
                            Message::new("error-unknown-bundle").arg("bundles", bundle_ids.join(", "))
                        },
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
                reader.skip("Bundle", &other.id(), Message::new("import-fleet-skip-other-bundle").arg("bundle", bundle.id()));
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
                Message::new("import-fleet-skip-yaml-bundle-pasted").arg("bundle", bundle.id()),
            );
        }
    } else if let Some((first, rest)) = fleet_yamls.split_first() {
        plan = reader.fleet_yaml(first)?;
        source = "fleet.yaml".into();
        for document in rest {
            reader.skip(
                "fleet.yaml",
                &format!("at line {}", document.line),
                Message::new("import-fleet-skip-other-yaml").arg("line", first.line),
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
    // Inserted, not collected: a collected set is sorted first (see kernel::sort).
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    seen.extend(clusters.iter().chain(&groups).map(|o| o.namespace));
    let bundle = chosen.map(|c| &bundles[c]);
    let mapped =
        mappings::mapped_namespaces(&mut reader, &mappings, &namespace_objects, bundle, &seen)?;
    let mut read_namespaces = vec![namespace.clone()];
    read_namespaces.extend(mapped.namespaces.iter().cloned());
    // The namespace it is in (`in`) is added per object.
    let why_elsewhere = if !mapped.namespaces.is_empty() {
        crate::kernel::missing::about_names("import-fleet-skip-elsewhere-mapped", &read_namespaces)
    } else if source.starts_with("Bundle") {
        Message::new("import-fleet-skip-elsewhere-bundle").arg("namespace", &namespace)
    } else {
        Message::new("import-fleet-skip-elsewhere-most").arg("namespace", &namespace)
    };
    let read_groups =
        reader.in_namespace(&groups, &read_namespaces, &why_elsewhere, Reader::group)?;
    let group_objects: Vec<&Object> = read_groups.iter().map(|(_, o)| *o).collect();
    let cluster_groups: Vec<ClusterGroup> = read_groups.into_iter().map(|(g, _)| g).collect();
    let read_clusters =
        reader.in_namespace(&clusters, &read_namespaces, &why_elsewhere, Reader::cluster)?;
    let cluster_objects: Vec<&Object> = read_clusters.iter().map(|(_, o)| *o).collect();
    let all: Vec<Cluster> = read_clusters.into_iter().map(|(c, _)| c).collect();
    // Which clusters are targets.
    let (decided, groups_of) = plan.decide(&all, &cluster_groups, &mut reader)?;
    // How many targets each group holds, from the groups decide matched.
    let mut held = vec![0usize; cluster_groups.len()];
    for (of, why) in groups_of.iter().zip(&decided) {
        if why.is_none() {
            of.iter().for_each(|&g| held[g] += 1);
        }
    }
    let mut targeted = Vec::new();
    let mut not_targeted = Vec::new();
    for ((cluster, o), why) in all.into_iter().zip(&cluster_objects).zip(decided) {
        let id = match (&why, cluster.paused) {
            (None, false) => "import-fleet-read-cluster-target",
            (None, true) => "import-fleet-read-cluster-target-paused",
            (Some(_), false) => "import-fleet-read-cluster-not-target",
            (Some(_), true) => "import-fleet-read-cluster-not-target-paused",
        };
        let what = Message::new(id).arg("labels", cluster.labels.len());
        match why {
            None => targeted.push(cluster),
            Some(why) => not_targeted.push(NotTargeted {
                name: cluster.name.clone(),
                why: import_text::english(&why),
                why_message: why,
            }),
        }
        reader.read.push(ReadObject::new("Cluster", o.id(), what));
    }
    for ((g, o), &n) in cluster_groups.iter().zip(&group_objects).zip(&held) {
        let what = match &g.selector {
            None => Message::new("import-fleet-read-group-no-selector"),
            Some(_) => Message::new("import-fleet-read-group").arg("count", n),
        };
        reader.read.push(ReadObject::new("ClusterGroup", o.id(), what));
    }
    for (i, p) in plan.strategy.partitions.iter().enumerate() {
        if let Some(g) = &p.cluster_group {
            if !cluster_groups.iter().any(|cg| &cg.name == g) {
                reader.notes.push(
                    Message::new("import-fleet-partition-group-not-pasted")
                        .arg("field", format!("rolloutStrategy.partitions[{i}].clusterGroup"))
                        .arg("group", format!("{g:?}")),
                );
            }
        }
    }
    if cluster_objects.is_empty() {
        reader.notes.push(Message::new(if source.is_empty() {
            "import-fleet-no-bundle-defaults"
        } else {
            "import-fleet-no-clusters"
        }));
    } else if source.is_empty() {
        reader.notes.push(Message::new("import-fleet-no-bundle-every-cluster"));
    }
    let bundle_id = source.strip_prefix("Bundle ").map(str::to_string);
    let version = deployments::read_deployments(
        &mut reader,
        &deployments,
        bundle_id.as_deref(),
        &mut targeted,
        &cluster_groups,
        &plan.strategy,
    )?;
    let input = PlanInput {
        rollout_strategy: plan.strategy,
        clusters: targeted,
        cluster_groups,
    };
    // What the engine checks again (each cluster's labels were checked as
    // they were read); named by object, not by list index.
    sort_and_validate_checked(&input.clusters, &input.cluster_groups).map_err(|e| {
        InputError {
            path: format!("{source} {}", e.path).trim().to_string(),
            ..e
        }
    })?;
    let mut import = FleetImport {
        input,
        paused,
        version,
        source,
        namespace: if cluster_objects.is_empty() && groups.is_empty() {
            String::new()
        } else {
            namespace
        },
        mapped_namespaces: mapped.namespaces,
        bundles: bundle_ids,
        targets: plan.listed,
        not_targeted,
        read: reader.read,
        skipped: reader.skipped,
        notes: reader.notes.texts,
        note_messages: reader.notes.messages,
        missing: Vec::new(),
    };
    import.missing = missing::missing_kinds(&import, !cluster_objects.is_empty());
    if let Some(m) = missing::unpasted_namespaces(&mapped.unpasted, &mapped.by) {
        import.missing.push(m);
    }
    Ok(import)
}

/// Why a Fleet object of another kind is not used.
/// (the id of the sentence).
fn other_fleet_kind(kind: &str) -> &'static str {
    match kind {
        "GitRepo" | "HelmOp" => "import-fleet-skip-makes-bundles",
        "Content" => "import-fleet-skip-content",
        _ => "import-fleet-skip-not-used",
    }
}
