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
use std::collections::BTreeSet;

use super::PlanInput;
#[cfg(doc)]
use super::parse_fleet_yaml;
use super::targets::{Cluster, ClusterGroup, sort_and_validate_checked};
use crate::InputError;
use crate::kernel::pasted_json::pasted;

mod deployments;
mod mappings;
mod missing;
mod model;
mod object;
mod pasted_objects;
mod reader;
mod targeting;

pub use crate::kernel::yaml::MAX_IMPORT_BYTES;
pub use model::{
    FleetImport, FleetImportOptions, ImportedTarget, NotTargeted, ReadObject, SkippedObject,
};

use model::Targeting;
use object::Object;
use pasted_objects::Pasted;
use reader::Reader;

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
    let pasted = Pasted::sort(&documents, &mut reader)?;
    let chosen = pasted.chosen_bundle(options)?;
    let mut source = read_source(&mut reader, &pasted, chosen)?;
    let namespace = match chosen {
        Some(c) => pasted.bundles[c].namespace.to_string(),
        None => pasted.busiest_namespace(),
    };
    // Inserted, not collected: a collected set is sorted first (see kernel::sort).
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    seen.extend(
        pasted
            .clusters
            .iter()
            .chain(&pasted.groups)
            .map(|o| o.namespace),
    );
    let bundle = chosen.map(|c| &pasted.bundles[c]);
    let mapped = mappings::mapped_namespaces(
        &mut reader,
        &pasted.mappings,
        &pasted.namespaces,
        bundle,
        &seen,
    )?;
    let mut read_namespaces = vec![namespace.clone()];
    read_namespaces.extend(mapped.namespaces.iter().cloned());
    // The namespace it is in (`in`) is added per object.
    let why_elsewhere = if !mapped.namespaces.is_empty() {
        crate::kernel::missing::about_names("import-fleet-skip-elsewhere-mapped", &read_namespaces)
    } else if chosen.is_some() {
        Message::new("import-fleet-skip-elsewhere-bundle").arg("namespace", &namespace)
    } else {
        Message::new("import-fleet-skip-elsewhere-most").arg("namespace", &namespace)
    };
    let read_groups = reader.in_namespace(
        &pasted.groups,
        &read_namespaces,
        &why_elsewhere,
        Reader::group,
    )?;
    let read_clusters = reader.in_namespace(
        &pasted.clusters,
        &read_namespaces,
        &why_elsewhere,
        Reader::cluster,
    )?;
    let has_clusters = !read_clusters.is_empty();
    let (mut targeted, not_targeted, cluster_groups) =
        read_targets(&mut reader, &mut source.plan, read_clusters, read_groups)?;
    note_gaps(&mut reader, &source, &cluster_groups, has_clusters);
    let bundle_id = source.name.strip_prefix("Bundle ").map(str::to_string);
    let version = deployments::read_deployments(
        &mut reader,
        &pasted.deployments,
        bundle_id.as_deref(),
        &mut targeted,
        &cluster_groups,
        &source.plan.strategy,
    )?;
    let input = PlanInput {
        rollout_strategy: source.plan.strategy,
        clusters: targeted,
        cluster_groups,
    };
    // What the engine checks again (each cluster's labels were checked as
    // they were read); named by object, not by list index.
    sort_and_validate_checked(&input.clusters, &input.cluster_groups).map_err(|e| InputError {
        path: format!("{} {}", source.name, e.path).trim().to_string(),
        ..e
    })?;
    let mut import = FleetImport {
        input,
        paused: source.plan.paused,
        version,
        source: source.name,
        namespace: if has_clusters || !pasted.groups.is_empty() {
            namespace
        } else {
            String::new()
        },
        mapped_namespaces: mapped.namespaces,
        bundles: pasted.bundles.iter().map(Object::id).collect(),
        targets: source.plan.listed,
        not_targeted,
        read: reader.read,
        skipped: reader.skipped,
        notes: reader.notes.texts,
        note_messages: reader.notes.messages,
        missing: Vec::new(),
    };
    import.missing = missing::missing_kinds(&import, has_clusters);
    if let Some(m) = missing::unpasted_namespaces(&mapped.unpasted, &mapped.by) {
        import.missing.push(m);
    }
    Ok(import)
}

/// Where the strategy and targets come from: `Bundle <id>`, `fleet.yaml`, or
/// nothing (empty), and what was read from it.
struct Source {
    name: String,
    plan: Targeting,
}

/// Reads the chosen Bundle, else the first fleet.yaml; the other Bundles and
/// fleet.yaml documents are skipped with the reason.
fn read_source(
    reader: &mut Reader,
    pasted: &Pasted,
    chosen: Option<usize>,
) -> Result<Source, InputError> {
    if let Some(c) = chosen {
        let bundle = &pasted.bundles[c];
        for (i, other) in pasted.bundles.iter().enumerate() {
            if i != c {
                let why = Message::new("import-fleet-skip-other-bundle").arg("bundle", bundle.id());
                reader.skip("Bundle", &other.id(), why);
            }
        }
        let plan = reader.bundle(bundle)?;
        for document in &pasted.fleet_yamls {
            let why =
                Message::new("import-fleet-skip-yaml-bundle-pasted").arg("bundle", bundle.id());
            reader.skip("fleet.yaml", &format!("at line {}", document.line), why);
        }
        return Ok(Source {
            name: format!("Bundle {}", bundle.id()),
            plan,
        });
    }
    let Some((first, rest)) = pasted.fleet_yamls.split_first() else {
        return Ok(Source {
            name: String::new(),
            plan: Targeting::default(),
        });
    };
    let plan = reader.fleet_yaml(first)?;
    for document in rest {
        let why = Message::new("import-fleet-skip-other-yaml").arg("line", first.line);
        reader.skip("fleet.yaml", &format!("at line {}", document.line), why);
    }
    Ok(Source {
        name: "fleet.yaml".into(),
        plan,
    })
}

/// Which of the read clusters are targets (each read one listed with its
/// labels and whether it is a target), and each read group with how many
/// targets it holds. Returns the targets, the others with the reason, and
/// the groups.
fn read_targets(
    reader: &mut Reader,
    plan: &mut Targeting,
    read_clusters: Vec<(Cluster, &Object)>,
    read_groups: Vec<(ClusterGroup, &Object)>,
) -> Result<(Vec<Cluster>, Vec<NotTargeted>, Vec<ClusterGroup>), InputError> {
    let (all, cluster_objects): (Vec<Cluster>, Vec<&Object>) = read_clusters.into_iter().unzip();
    let (cluster_groups, group_objects): (Vec<ClusterGroup>, Vec<&Object>) =
        read_groups.into_iter().unzip();
    let (decided, groups_of) = plan.decide(&all, &cluster_groups, reader)?;
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
        reader
            .read
            .push(ReadObject::new("ClusterGroup", o.id(), what));
    }
    Ok((targeted, not_targeted, cluster_groups))
}

/// Notes on what is missing for the rollout to be the cluster's: a
/// partition's group that was not pasted, no clusters, no bundle.
fn note_gaps(
    reader: &mut Reader,
    source: &Source,
    cluster_groups: &[ClusterGroup],
    has_clusters: bool,
) {
    for (i, p) in source.plan.strategy.partitions.iter().enumerate() {
        if let Some(g) = &p.cluster_group {
            if !cluster_groups.iter().any(|cg| &cg.name == g) {
                reader.notes.push(
                    Message::new("import-fleet-partition-group-not-pasted")
                        .arg(
                            "field",
                            format!("rolloutStrategy.partitions[{i}].clusterGroup"),
                        )
                        .arg("group", format!("{g:?}")),
                );
            }
        }
    }
    if !has_clusters {
        reader.notes.push(Message::new(if source.name.is_empty() {
            "import-fleet-no-bundle-defaults"
        } else {
            "import-fleet-no-clusters"
        }));
    } else if source.name.is_empty() {
        reader
            .notes
            .push(Message::new("import-fleet-no-bundle-every-cluster"));
    }
}
