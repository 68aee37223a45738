//! One cluster name in several namespaces, brought in by BundleNamespaceMappings
//! (issue #14). Upstream, rancher/fleet:
//!
//! - `getNamespacesForBundle` (`internal/cmd/controller/target/builder.go`): the
//!   bundle's namespace plus, for each BundleNamespaceMapping listed *in the
//!   bundle's namespace* that `Matches` the bundle (its `bundleSelector` on the
//!   bundle's labels), every namespace its `namespaceSelector` selects; a
//!   `sets.String`, listed sorted.
//! - `newBundleMapping` (`target/mapping.go`): a mapping without a
//!   `bundleSelector` or a `namespaceSelector` matches nothing (`noMatch`).
//! - `Manager.Targets` (`builder.go`): clusters are listed namespace by
//!   namespace in that order, then `sort.Slice` by `Cluster.Name` alone; each
//!   target's BundleDeployment is found by the cluster's own namespace.

use placement::fleet::*;

const MAPPED: &str = include_str!("../fixtures/kubectl/fleet/namespace-mappings.yaml");

fn names(import: &FleetImport) -> Vec<String> {
    let mut v: Vec<String> = import
        .input
        .clusters
        .iter()
        .map(|c| format!("{}/{}", c.namespace(), c.name))
        .collect();
    v.sort();
    v
}

#[test]
fn a_mapping_in_the_bundles_namespace_brings_in_the_namespaces_it_selects() {
    let i = import_fleet_objects(MAPPED).unwrap();
    assert_eq!(i.namespace, "fleet-default");
    assert_eq!(i.mapped_namespaces, ["fleet-eu"]);
    assert_eq!(
        names(&i),
        ["fleet-default/edge", "fleet-eu/core", "fleet-eu/edge"]
    );
    let skipped = |name: &str| {
        i.skipped
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.why.clone())
    };
    assert_eq!(
        skipped("fleet-us/apex").unwrap(),
        "in namespace fleet-us: the bundle targets its own namespace and those its BundleNamespaceMappings bring in, fleet-default and fleet-eu"
    );
    // A mapping in another namespace does not apply (mappings are listed in the bundle's namespace).
    assert!(
        skipped("fleet-us/elsewhere")
            .unwrap()
            .contains("only the mappings in Bundle fleet-default/web's namespace")
    );
    let read = |name: &str| i.read.iter().find(|r| r.name == name).unwrap().what.clone();
    assert_eq!(
        read("fleet-default/eu"),
        "selects the Bundle and brings in namespace fleet-eu"
    );
    // newBundleMapping: no namespaceSelector → noMatch.
    assert!(read("fleet-default/half").contains("matches nothing"));
    assert!(read("fleet-us").ends_with("not brought in"));
    assert!(read("fleet-eu").ends_with(": brought in"));
    // The group of fleet-eu holds the clusters of fleet-eu only.
    assert_eq!(read("fleet-eu/prod"), "selects 2 of the targets");
    assert!(i.missing.is_empty(), "{:#?}", i.missing);
}

#[test]
fn each_namesake_has_its_own_bundle_deployment_and_fleets_order() {
    let i = import_fleet_objects(MAPPED).unwrap();
    let edge = |ns: &str| {
        i.input
            .clusters
            .iter()
            .find(|c| c.name == "edge" && c.namespace() == ns)
            .and_then(|c| c.bundle_deployment.clone())
            .unwrap()
    };
    assert_ne!(
        edge("fleet-default").deployment_id,
        edge("fleet-eu").deployment_id
    );
    let input: RolloutInput = serde_json::from_value(serde_json::json!({
        "rolloutStrategy": i.input.rollout_strategy,
        "clusters": i.input.clusters,
        "clusterGroups": i.input.cluster_groups,
        "version": i.version,
        "maxRounds": 8,
    }))
    .unwrap();
    let s = simulate_rollout(&input).unwrap();
    // Sorted by name; the two "edge" in namespace order (fleet-default < fleet-eu).
    let order: Vec<String> = s
        .clusters
        .iter()
        .map(|c| format!("{}/{}", c.namespace, c.name))
        .collect();
    assert_eq!(
        order,
        ["fleet-eu/core", "fleet-default/edge", "fleet-eu/edge"]
    );
    // The answer names one namesake by namespace/name (the lab's grid does).
    let eu = explain_cluster(&input, &s, "fleet-eu/edge", 1).unwrap();
    let default = explain_cluster(&input, &s, "fleet-default/edge", 1).unwrap();
    assert_eq!(eu.cluster, "fleet-eu/edge");
    assert_ne!(eu.answer, default.answer);
    assert!(explain_cluster(&input, &s, "fleet-us/edge", 1).is_none());
    // autoPartitionSize 2 cuts the sorted list: core and the first edge, then the second edge.
    assert_eq!(s.partitions.len(), 2);
    assert_eq!(s.partitions[0].count, 2);
    assert_eq!(s.partitions[1].count, 1);
}

#[test]
fn without_namespace_objects_only_the_name_label_is_known() {
    // Drop the Namespace objects: fleet-eu's region label is unknown.
    let text = MAPPED
        .replace("- apiVersion: v1\n  kind: Namespace\n  metadata: {name: fleet-eu, labels: {region: eu}}\n", "")
        .replace("- apiVersion: v1\n  kind: Namespace\n  metadata: {name: fleet-us, labels: {region: us}}\n", "");
    let i = import_fleet_objects(&text).unwrap();
    assert!(i.mapped_namespaces.is_empty());
    assert_eq!(names(&i), ["fleet-default/edge"]);
    let m = i
        .missing
        .iter()
        .find(|m| m.kinds == ["namespaces"])
        .expect("namespaces missing");
    assert_eq!(
        m.command,
        "kubectl get namespaces fleet-eu fleet-us -o yaml"
    );
    assert!(
        m.why
            .contains("BundleNamespaceMapping fleet-default/eu selects namespaces by labels"),
        "{}",
        m.why
    );
    // A selector on kubernetes.io/metadata.name needs no Namespace object: every namespace has it.
    let by_name = text.replace(
        "namespaceSelector: {matchLabels: {region: eu}}",
        "namespaceSelector: {matchExpressions: [{key: kubernetes.io/metadata.name, operator: In, values: [fleet-eu, fleet-us]}]}",
    );
    let i = import_fleet_objects(&by_name).unwrap();
    assert_eq!(i.mapped_namespaces, ["fleet-eu", "fleet-us"]);
    assert_eq!(names(&i).len(), 4);
    assert!(i.missing.is_empty(), "{:#?}", i.missing);
}

#[test]
fn a_mapping_whose_bundle_selector_misses_brings_in_nothing() {
    let text = MAPPED.replace(
        "bundleSelector: {matchLabels: {app: web}}",
        "bundleSelector: {matchLabels: {app: db}}",
    );
    let i = import_fleet_objects(&text).unwrap();
    assert!(i.mapped_namespaces.is_empty());
    assert_eq!(names(&i), ["fleet-default/edge"]);
    let eu = i
        .read
        .iter()
        .find(|r| r.name == "fleet-default/eu")
        .unwrap();
    assert!(
        eu.what
            .contains("does not match the labels of Bundle fleet-default/web"),
        "{}",
        eu.what
    );
    // Without a Bundle, mappings and namespaces are not used.
    let text = MAPPED.replacen("kind: Bundle\n", "kind: Bundlex\n", 1);
    let i = import_fleet_objects(&text).unwrap();
    assert!(
        i.skipped
            .iter()
            .any(|s| s.name == "fleet-default/eu" && s.why.contains("no Bundle was pasted"))
    );
}

#[test]
fn the_same_name_twice_in_one_mapped_namespace_is_refused() {
    let text = MAPPED.replace(
        "metadata: {name: core, namespace: fleet-eu",
        "metadata: {name: edge, namespace: fleet-eu",
    );
    let e = import_fleet_objects(&text).unwrap_err();
    assert_eq!(e.path, "Cluster fleet-eu/edge: metadata.name");
    assert!(
        e.message
            .contains("a second Cluster with this name in namespace fleet-eu"),
        "{e}"
    );
}
