//! `import_fleet_objects` on what `kubectl get bundles,clusters.fleet.cattle.io,
//! clustergroups.fleet.cattle.io -A -o yaml` prints (as a `List`, as `---`
//! documents, as `-o json`), on a fleet.yaml, on kinds it does not use and on
//! bad input; then the imported rollout planned and simulated.

use placement::InputError;
use placement::fleet::import::{
    FleetImport, FleetImportOptions, MAX_IMPORT_BYTES, import_fleet_objects,
    import_fleet_objects_with,
};
use placement::fleet::{
    Outcome, RolloutInput, parse_fleet_yaml, plan_partitions, simulate_rollout, strategy_to_yaml,
};
use placement::kernel::int_or_percent::IntOrPercent;

const LIST: &str = include_str!("../fixtures/kubectl/fleet/list.yaml");
const DOCUMENTS: &str = include_str!("../fixtures/kubectl/fleet/documents.yaml");
const JSON: &str = include_str!("../fixtures/kubectl/fleet/list.json");
const FLEET_YAML: &str = include_str!("../fixtures/kubectl/fleet/fleet.yaml");
const EXTRAS: &str = include_str!("../fixtures/kubectl/fleet/extras.yaml");
const BAD_DUPLICATE: &str = include_str!("../fixtures/kubectl/fleet/bad-duplicate.yaml");
const BAD_STRATEGY: &str = include_str!("../fixtures/kubectl/fleet/bad-strategy.yaml");
const BAD_TRUNCATED: &str = include_str!("../fixtures/kubectl/fleet/bad-truncated.json");

fn import(text: &str) -> FleetImport {
    import_fleet_objects(text).unwrap_or_else(|e| panic!("import failed: {e}"))
}

fn has_note(import: &FleetImport, needle: &str) -> bool {
    import.notes.iter().any(|n| n.contains(needle))
}

fn error(text: &str) -> InputError {
    match import_fleet_objects(text) {
        Ok(i) => panic!("expected an error, got {:?}", i.source),
        Err(e) => e,
    }
}

/// The clusters and groups of the list without its Bundle (one document each).
fn clusters_and_groups() -> String {
    DOCUMENTS
        .split("\n---\n")
        .filter(|d| !d.starts_with("apiVersion: fleet.cattle.io/v1alpha1\nkind: Bundle"))
        .collect::<Vec<_>>()
        .join("\n---\n")
}

fn input(import: &FleetImport) -> RolloutInput {
    serde_json::from_value(serde_json::json!({
        "rolloutStrategy": import.input.rollout_strategy,
        "clusters": import.input.clusters,
        "clusterGroups": import.input.cluster_groups,
        "paused": import.paused,
    }))
    .unwrap()
}

#[test]
fn a_list_as_kubectl_prints_it() {
    let i = import(LIST);
    assert_eq!(i.source, "Bundle fleet-default/shop-apps-storefront");
    assert_eq!(i.namespace, "fleet-default");
    assert_eq!(i.bundles, ["fleet-default/shop-apps-storefront"]);
    assert!(!i.paused);
    // Clusters: the targets, in the order pasted, with namespace and labels.
    let names: Vec<&str> = i.input.clusters.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "canary-1",
            "prod-eu-1",
            "prod-eu-2",
            "prod-us-1",
            "prod-us-2"
        ]
    );
    let canary = &i.input.clusters[0];
    assert_eq!(canary.namespace(), "fleet-default");
    assert_eq!(canary.labels["stage"], "canary");
    assert_eq!(
        canary.labels["management.cattle.io/cluster-display-name"],
        "canary-1"
    );
    assert_eq!(canary.labels.len(), 7);
    assert!(!canary.paused && i.input.clusters[4].paused);
    assert!(canary.behavior.is_none() && canary.joins_at_round.is_none());
    // dev-1 matches no target restriction (env In [prod]).
    assert_eq!(i.not_targeted.len(), 1);
    assert_eq!(i.not_targeted[0].name, "dev-1");
    assert!(i.not_targeted[0].why.contains("target restrictions"));
    // Groups with their selectors and labels.
    let groups: Vec<&str> = i
        .input
        .cluster_groups
        .iter()
        .map(|g| g.name.as_str())
        .collect();
    assert_eq!(groups, ["canary", "production-eu", "production-us"]);
    let us = &i.input.cluster_groups[2];
    assert_eq!(us.labels["tier"], "prod");
    let selector = us.selector.as_ref().unwrap();
    assert_eq!(selector.match_labels["env"], "prod");
    assert_eq!(selector.match_expressions[0].values, ["us", "us-east"]);
    // The strategy.
    let s = &i.input.rollout_strategy;
    assert_eq!(s.max_unavailable, Some(IntOrPercent::Int(1)));
    assert_eq!(s.max_unavailable_partitions, Some(IntOrPercent::Int(0)));
    let partitions: Vec<&str> = s.partitions.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(partitions, ["canary", "europe", "america"]);
    assert_eq!(
        s.partitions[1].max_unavailable,
        Some(IntOrPercent::Str("50%".into()))
    );
    assert_eq!(s.partitions[0].cluster_group.as_deref(), Some("canary"));
    assert!(s.partitions[2].cluster_group_selector.is_some());
    // Targets: first match decides; restrictions count every match.
    let targets: Vec<(&str, &str, u64)> = i
        .targets
        .iter()
        .map(|t| (t.field.as_str(), t.criteria.name.as_str(), t.clusters))
        .collect();
    assert_eq!(
        targets,
        [
            ("spec.targets[0]", "eu-registry", 3),
            ("spec.targets[1]", "production", 2),
            ("spec.targetRestrictions[0]", "production", 5),
        ]
    );
    // What was read, and the other namespace skipped with its reason.
    assert_eq!(i.read.len(), 1 + 6 + 3);
    assert_eq!(i.read[0].kind, "Bundle");
    assert!(i.read[5].what.contains("paused"), "{:?}", i.read[5]);
    let skipped: Vec<(&str, &str)> = i
        .skipped
        .iter()
        .map(|s| (s.kind.as_str(), s.name.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [
            ("ClusterGroup", "fleet-local/default"),
            ("Cluster", "fleet-local/local")
        ]
    );
    assert!(
        i.skipped[1]
            .why
            .contains("its own namespace, fleet-default")
    );
}

#[test]
fn fields_not_modelled_are_noted_once_each() {
    let i = import(LIST);
    for field in [
        "Cluster spec.kubeConfigSecret:",
        "Cluster spec.agentAffinity:",
        "Cluster status:",
        "ClusterGroup status:",
        "Bundle status:",
        "Bundle spec.helm:",
        "Bundle spec.resources:",
        "Bundle spec.targets[].helm:",
    ] {
        let n = i.notes.iter().filter(|n| n.starts_with(field)).count();
        assert_eq!(n, 1, "{field} in {:#?}", i.notes);
    }
    // Metadata bookkeeping (uid, managedFields, …) is not worth a note.
    assert!(!has_note(&i, "managedFields"));
    assert!(!has_note(&i, "metadata.uid"));
}

#[test]
fn documents_and_json_give_the_same_import() {
    let list = import(LIST);
    assert_eq!(import(DOCUMENTS), list);
    assert_eq!(import(JSON), list);
}

#[test]
fn the_imported_list_plans_and_simulates() {
    let i = import(LIST);
    let plan = plan_partitions(&i.input).unwrap();
    assert!(plan.manual);
    let partitions: Vec<(&str, Vec<&str>, i64)> = plan
        .partitions
        .iter()
        .map(|p| {
            (
                p.name.as_str(),
                p.members.iter().map(String::as_str).collect(),
                p.max_unavailable.value,
            )
        })
        .collect();
    assert_eq!(
        partitions,
        [
            ("canary", vec!["canary-1"], 1),
            ("europe", vec!["prod-eu-1", "prod-eu-2"], 1),
            ("america", vec!["prod-us-1", "prod-us-2"], 1),
        ]
    );
    assert_eq!(
        plan.partitions[1].max_unavailable.explanation,
        "50% of 2 → floor(1) = 1"
    );
    assert!(plan.unmatched.is_empty() && plan.warnings.is_empty());
    assert_eq!(plan.max_unavailable.value, 1);
    // Created deployments are unavailable: europe (2 new > 1) stops the rollout in
    // round 1; the paused prod-us-2 is never promoted, so the rollout stalls.
    let sim = simulate_rollout(&input(&i)).unwrap();
    assert_eq!(sim.rounds[0].created, 3);
    let stop = sim.rounds[0].stopped.as_ref().unwrap();
    assert_eq!(stop.partition, "europe");
    assert_eq!(sim.rounds[1].created, 2);
    match &sim.outcome {
        Outcome::Stalled { message, .. } => assert!(message.contains("paused"), "{message}"),
        other => panic!("expected a stall, got {other:?}"),
    }
}

#[test]
fn a_fleet_yaml_with_the_clusters() {
    let text = format!("{FLEET_YAML}---\n{}", clusters_and_groups());
    let i = import(&text);
    assert_eq!(i.source, "fleet.yaml");
    assert_eq!(i.namespace, "fleet-default", "most clusters are there");
    assert!(!i.skipped.is_empty() && i.skipped.iter().all(|s| s.name.starts_with("fleet-local/")));
    // The strategy is what parse_fleet_yaml reads, and it exports back equal.
    let s = &i.input.rollout_strategy;
    assert_eq!(s, &parse_fleet_yaml(FLEET_YAML).unwrap().rollout_strategy);
    assert_eq!(s.max_new, Some(3));
    assert_eq!(s.auto_partition_threshold, Some(4));
    assert_eq!(
        &parse_fleet_yaml(&strategy_to_yaml(s))
            .unwrap()
            .rollout_strategy,
        s
    );
    // No overrideTargets: every cluster is a target but the one a doNotDeploy customization takes.
    assert_eq!(i.not_targeted.len(), 1);
    assert_eq!(i.not_targeted[0].name, "dev-1");
    assert!(i.not_targeted[0].why.contains("targetCustomizations[0]"));
    assert!(i.targets[0].do_not_deploy);
    assert_eq!((i.targets[0].clusters, i.targets[1].clusters), (1, 3));
    assert!(has_note(&i, "no overrideTargets"), "{:#?}", i.notes);
    for field in [
        "fleet.yaml helm:",
        "fleet.yaml dependsOn:",
        "fleet.yaml targetCustomizations[].helm:",
        "fleet.yaml targetCustomizations[].yaml:",
    ] {
        assert_eq!(
            i.notes.iter().filter(|n| n.starts_with(field)).count(),
            1,
            "{field}"
        );
    }
    // Automatic partitions of 2 (threshold 4), at most 3 created per reconcile.
    let plan = plan_partitions(&i.input).unwrap();
    let names: Vec<&str> = plan.partitions.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Partition 0 - 2", "Partition 2 - 4", "Partition 4 - 5"]
    );
    assert_eq!(plan.partitions[0].members, ["canary-1", "prod-eu-1"]);
    // maxNew 3, but the first partition's 2 new deployments (> maxUnavailable 1) stop the round.
    let sim = simulate_rollout(&input(&i)).unwrap();
    assert_eq!(sim.rounds[0].created, 2);
    assert_eq!(
        sim.rounds[0].stopped.as_ref().unwrap().partition,
        "Partition 0 - 2"
    );
}

#[test]
fn override_targets_decide_the_targets_of_a_fleet_yaml() {
    let fleet = "overrideTargets:\n- clusterGroup: production-us\n";
    let i = import(&format!("{fleet}---\n{}", clusters_and_groups()));
    let names: Vec<&str> = i.input.clusters.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["prod-us-1", "prod-us-2"]);
    assert_eq!(i.targets.len(), 1, "listed once: {:?}", i.targets);
    assert_eq!(i.targets[0].clusters, 2);
}

#[test]
fn other_kinds_are_skipped_with_the_reason() {
    let i = import(EXTRAS);
    let skipped: Vec<(&str, &str)> = i
        .skipped
        .iter()
        .map(|s| (s.kind.as_str(), s.name.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [
            ("GitRepo", "fleet-default/shop-apps"),
            ("ConfigMap", "fleet-default/storefront-notes"),
            ("Cluster", "fleet-default/prod-eu-1"),
            (
                "BundleDeployment",
                "cluster-fleet-default-canary-1-5b0d3a7e1c1f/shop-apps-storefront"
            ),
        ]
    );
    assert!(i.skipped[0].why.contains("paste the Bundle"));
    assert!(i.skipped[1].why.contains("not fleet.cattle.io"));
    assert!(i.skipped[2].why.contains("not a Fleet one"));
    // #14: BundleDeployments are read, but only those of the chosen Bundle.
    assert_eq!(
        i.skipped[3].why,
        "belongs to Bundle fleet-default/shop-apps-storefront, not fleet-default/shop-apps-checkout"
    );
    // The checkout bundle: paused, a target on a group that is not pasted, one without criteria.
    assert_eq!(i.source, "Bundle fleet-default/shop-apps-checkout");
    assert!(i.paused);
    assert!(i.targets[2].do_not_deploy);
    assert!(i.notes.iter().any(|n| n.contains("\"beta-testers\"")
        && n.contains("not among the pasted objects")
        && n.contains("matches no cluster")));
    assert!(
        has_note(&i, "spec.targets[2] sets none of"),
        "{:#?}",
        i.notes
    );
    assert!(
        has_note(&i, "no clusters.fleet.cattle.io"),
        "{:#?}",
        i.notes
    );
}

#[test]
fn several_bundles_the_first_or_the_chosen_one() {
    let text = format!("{LIST}---\n{EXTRAS}");
    let i = import(&text);
    assert_eq!(
        i.bundles,
        [
            "fleet-default/shop-apps-storefront",
            "fleet-default/shop-apps-checkout"
        ]
    );
    assert_eq!(i.source, "Bundle fleet-default/shop-apps-storefront");
    let other = i
        .skipped
        .iter()
        .find(|s| s.kind == "Bundle")
        .expect("the other bundle is listed");
    assert_eq!(other.name, "fleet-default/shop-apps-checkout");
    assert!(other.why.contains("shop-apps-storefront is used"));
    // Choosing the checkout bundle: only its production-eu group's clusters are targets.
    for wanted in ["shop-apps-checkout", "fleet-default/shop-apps-checkout"] {
        let options = FleetImportOptions {
            bundle: Some(wanted.into()),
        };
        let c = import_fleet_objects_with(&text, &options).unwrap();
        assert!(c.paused);
        let names: Vec<&str> = c.input.clusters.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["prod-eu-1", "prod-eu-2"]);
        assert!(c.not_targeted.iter().all(|n| n.why == "matches no target"));
        assert_eq!(
            c.input.rollout_strategy.max_unavailable,
            Some(IntOrPercent::Str("10%".into()))
        );
    }
    let e = import_fleet_objects_with(
        &text,
        &FleetImportOptions {
            bundle: Some("nope".into()),
        },
    )
    .unwrap_err();
    assert_eq!(e.path, "bundle");
    assert_eq!(e.value, "nope");
    assert!(e.message.contains("shop-apps-checkout"), "{e}");
}

#[test]
fn a_bundle_with_a_newer_strategy_field_is_read_with_a_note() {
    let text = "apiVersion: fleet.cattle.io/v1alpha1\nkind: Bundle\nmetadata:\n  name: b\n  namespace: ns\n\
                spec:\n  rolloutStrategy:\n    maxNew: 2\n    pauseBetweenPartitions: 5m\n    partitions:\n    - name: p\n      \
                clusterName: c\n      weight: 3\n";
    let i = import(text);
    assert_eq!(i.input.rollout_strategy.max_new, Some(2));
    assert_eq!(
        i.input.rollout_strategy.partitions[0]
            .cluster_name
            .as_deref(),
        Some("c")
    );
    assert!(
        i.notes
            .iter()
            .any(|n| n.starts_with("Bundle spec.rolloutStrategy.pauseBetweenPartitions:"))
    );
    assert!(
        i.notes
            .iter()
            .any(|n| n.starts_with("Bundle spec.rolloutStrategy.partitions[].weight:"))
    );
}

#[test]
fn a_partition_naming_a_missing_group_is_noted() {
    let text = format!(
        "apiVersion: fleet.cattle.io/v1alpha1\nkind: Bundle\nmetadata:\n  name: b\n  namespace: fleet-default\n\
         spec:\n  rolloutStrategy:\n    partitions:\n    - name: p\n      clusterGroup: nightly\n  targets:\n  - clusterSelector: {{}}\n---\n{}",
        clusters_and_groups()
    );
    let i = import(&text);
    assert_eq!(i.input.clusters.len(), 6, "{{}} selects every cluster");
    assert!(
        i.notes
            .iter()
            .any(|n| n.contains("partitions[0].clusterGroup") && n.contains("\"nightly\""))
    );
    let plan = plan_partitions(&i.input).unwrap();
    assert!(plan.partitions[0].members.is_empty());
    assert!(plan.warnings.iter().any(|w| w.contains("nightly")));
}

#[test]
fn malformed_yaml_and_json_name_line_and_column() {
    let e = error("kind: [Cluster\n");
    assert!(e.path.starts_with("line 1, column "), "{e}");
    let e = error(BAD_TRUNCATED);
    assert!(e.path.starts_with("line "), "{e}");
    let e = error("apiVersion: v1\nkind: List\nitems: 5\n");
    assert_eq!(e.path, "line 3, column 8");
    assert!(e.message.contains("sequence"));
    let e = error("just a string\n");
    assert!(e.message.contains("Kubernetes object"), "{e}");
    let e = error("\n# nothing\n");
    assert!(e.message.starts_with("no objects found"), "{e}");
}

#[test]
fn missing_and_malformed_fields_name_object_field_and_value() {
    // No name.
    let e =
        error("apiVersion: fleet.cattle.io/v1alpha1\nkind: Cluster\nmetadata:\n  namespace: ns\n");
    assert_eq!(e.path, "Cluster (line 1): metadata.name");
    assert_eq!(e.message, "line 4, column 3: is required");
    // A label value the API server would refuse.
    let e = error(
        "apiVersion: fleet.cattle.io/v1alpha1\nkind: Cluster\nmetadata:\n  name: c1\n  namespace: ns\n  labels:\n    env: not ok!\n",
    );
    assert_eq!(e.path, "Cluster ns/c1: metadata.labels[\"env\"]");
    assert_eq!(e.value, "not ok!");
    assert!(e.message.starts_with("line 7, column 10: "), "{e}");
    // A label that is not a string.
    let e = error(
        "apiVersion: fleet.cattle.io/v1alpha1\nkind: Cluster\nmetadata:\n  name: c1\n  labels:\n    gpu: [a]\n",
    );
    assert!(
        e.path
            .starts_with("Cluster fleet-default/c1: metadata.labels"),
        "{e}"
    );
    // A bad strategy value in a Bundle is kept as written: the Bundle exists in
    // the cluster and Fleet's limit() reads the value at each reconcile
    // (internal/cmd/controller/target/status.go, limit, rancher/fleet main), so
    // planning the imported rollout is what fails, with the controller's text.
    let mut imported = import(BAD_STRATEGY);
    let unread = plan_partitions(&imported.input).unwrap();
    assert_eq!(
        unread.warning_messages[0].id, "fleet-warning-unread-value",
        "no targets: never read"
    );
    imported
        .input
        .clusters
        .push(placement::fleet::Cluster::new("c1", Default::default()));
    let e = plan_partitions(&imported.input).unwrap_err();
    assert_eq!(e.path, "rolloutStrategy.maxUnavailable");
    assert_eq!(e.value, "ten");
    assert_eq!(
        e.message,
        "invalid maxUnavailable, must be int or percentage (ending with %): ten"
    );
    // A wrong type.
    let e = error(
        "apiVersion: fleet.cattle.io/v1alpha1\nkind: Cluster\nmetadata:\n  name: c1\nspec:\n  paused: \"yes\"\n",
    );
    assert_eq!(e.path, "Cluster fleet-default/c1: spec.paused");
    assert_eq!(e.value, "yes");
    assert!(e.message.starts_with("line 6, column 11: "), "{e}");
    // A bad selector operator in a ClusterGroup.
    let e = error(
        "apiVersion: fleet.cattle.io/v1alpha1\nkind: ClusterGroup\nmetadata:\n  name: g\n  namespace: ns\nspec:\n  selector:\n    matchExpressions:\n    - key: env\n      operator: Maybe\n",
    );
    assert_eq!(
        e.path,
        "ClusterGroup ns/g: spec.selector.matchExpressions[0].operator"
    );
    assert_eq!(e.value, "Maybe");
    assert!(e.message.starts_with("line 10, column 17: "), "{e}");
    // A selector the engine refuses (In without values).
    let e = error(
        "apiVersion: fleet.cattle.io/v1alpha1\nkind: Bundle\nmetadata:\n  name: b\nspec:\n  targets:\n  - clusterSelector:\n      matchExpressions:\n      - key: env\n        operator: In\n",
    );
    assert!(
        e.path
            .starts_with("Bundle fleet-default/b: spec.targets[0].clusterSelector"),
        "{e}"
    );
    assert!(e.message.starts_with("line "), "{e}");
    // Targets that are not a list.
    let e = error(
        "apiVersion: fleet.cattle.io/v1alpha1\nkind: Bundle\nmetadata:\n  name: b\nspec:\n  targets: everything\n",
    );
    assert_eq!(e.path, "Bundle fleet-default/b: spec.targets");
    assert_eq!(e.value, "everything");
    // A fleet.yaml error names the field, line and column (as parse_fleet_yaml does).
    // (#14: a negative maxNew is accepted, as Fleet accepts it; #37: so is a limit
    // Fleet cannot read, kept as written until a reconcile reaches it.)
    let kept = import("rolloutStrategy:\n  maxUnavailable: ten\n");
    assert_eq!(
        kept.input.rollout_strategy.max_unavailable,
        Some(IntOrPercent::Str("ten".into()))
    );
    let e = error("rolloutStrategy:\n  maxNew: lots\n");
    assert_eq!(e.path, "fleet.yaml: rolloutStrategy.maxNew");
    assert_eq!(e.value, "lots");
}

#[test]
fn duplicate_names_within_a_namespace_are_refused() {
    let e = error(BAD_DUPLICATE);
    assert_eq!(e.path, "Cluster fleet-default/edge-1: metadata.name");
    assert_eq!(e.value, "edge-1");
    assert!(
        e.message.starts_with("line 33, column 11: a second Cluster with this name in namespace fleet-default (the first is at line 3)"),
        "{e}"
    );
    // The same name in two namespaces is fine: only one namespace is read.
    let two: String =
        BAD_DUPLICATE.replacen("namespace: fleet-default", "namespace: fleet-local", 1);
    let two = two.replacen("namespace: fleet-local", "namespace: other", 1);
    let i = import(&two);
    assert_eq!(i.input.clusters.len(), 1);
    let group = "apiVersion: fleet.cattle.io/v1alpha1\nkind: ClusterGroup\nmetadata:\n  name: g\n  namespace: ns\n";
    let e = error(&format!("{group}---\n{group}"));
    assert_eq!(e.path, "ClusterGroup ns/g: metadata.name");
    assert!(e.message.contains("a second ClusterGroup"), "{e}");
}

#[test]
fn a_huge_paste_is_refused_with_the_limit() {
    let text = " ".repeat(MAX_IMPORT_BYTES + 1);
    let e = error(&text);
    assert_eq!(e.path, "text");
    assert!(e.message.contains("the limit is 16 MiB"), "{e}");
}

#[test]
fn cut_or_altered_pastes_never_panic() {
    for text in [LIST, JSON, FLEET_YAML, EXTRAS] {
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                let _ = import_fleet_objects(&text[..cut]);
            }
            cut += 211;
        }
    }
    // Values of the wrong shape in every place the import looks.
    for spec in [
        "spec: 5",
        "spec: {targets: [5]}",
        "spec: {targets: [{clusterSelector: 5}]}",
        "spec: {targetRestrictions: {a: 1}}",
        "spec: {rolloutStrategy: 7}",
        "spec: {rolloutStrategy: {partitions: [3]}}",
        "spec: {rolloutStrategy: {partitions: 3}}",
        "metadata: {name: [x]}",
        "metadata: {name: b, labels: 5}",
    ] {
        let text = format!(
            "apiVersion: fleet.cattle.io/v1alpha1\nkind: Bundle\nmetadata: {{name: b}}\n{spec}\n"
        );
        let _ = import_fleet_objects(&text);
    }
}
