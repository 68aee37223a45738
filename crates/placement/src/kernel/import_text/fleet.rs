//! The sentences of the Fleet import (`fleet::import`): ids and English texts.

/// Id and English text of each sentence.
pub const TEXTS: &[(&str, &str)] = &[
    (
        "import-fleet-unmodelled-metadata",
        "{ $field }: not used to plan a rollout; ignored (first seen in { $object })",
    ),
    (
        "import-fleet-unmodelled-agent",
        "{ $field }: an agent or connection setting, not part of the rollout; ignored (first seen in { $object })",
    ),
    (
        "import-fleet-unmodelled-other",
        "{ $field }: not modelled; ignored (first seen in { $object })",
    ),
    (
        "import-fleet-unmodelled-other-yaml",
        "{ $field }: not modelled; ignored",
    ),
    (
        "import-fleet-unmodelled-strategy",
        "{ $field }: not a rolloutStrategy field the engine knows; ignored (first seen in { $object })",
    ),
    (
        "import-fleet-unmodelled-strategy-yaml",
        "{ $field }: not a rolloutStrategy field the engine knows; ignored",
    ),
    (
        "import-fleet-unmodelled-partition",
        "{ $field }: not a partition field the engine knows; ignored (first seen in { $object })",
    ),
    (
        "import-fleet-unmodelled-partition-yaml",
        "{ $field }: not a partition field the engine knows; ignored",
    ),
    (
        "import-fleet-unmodelled-customization",
        "{ $field }: a per-cluster customization (Helm values, namespace, …), not part of the rollout; ignored (first seen in { $object })",
    ),
    (
        "import-fleet-unmodelled-customization-yaml",
        "{ $field }: a per-cluster customization (Helm values, namespace, …), not part of the rollout; ignored",
    ),
    (
        "import-fleet-status-cluster",
        "Cluster status: the agent's last report (readiness, bundle counts) — the lab simulates the agents, choose their behavior there; not read",
    ),
    (
        "import-fleet-status-group",
        "ClusterGroup status: membership counts — recomputed from spec.selector; not read",
    ),
    (
        "import-fleet-status-bundle",
        "Bundle status: the controller's last report (summary, partitions) — the lab simulates the rollout from the start; not read",
    ),
    (
        "import-fleet-bundle-resources",
        "Bundle { $field }: the manifests are not needed to plan the rollout; ignored ({ $object })",
    ),
    (
        "import-fleet-bundle-option",
        "Bundle { $field }: a deployment option, not part of the rollout; ignored ({ $object })",
    ),
    (
        "import-fleet-yaml-option",
        "fleet.yaml { $field }: a deployment option, not part of the rollout; ignored",
    ),
    (
        "import-fleet-yaml-no-override-targets",
        "fleet.yaml has no overrideTargets: which clusters are targets comes from its GitRepo's spec.targets, which a fleet.yaml does not hold; every pasted cluster is taken as a target (except those a doNotDeploy customization takes)",
    ),
    (
        "import-fleet-skip-other-cluster",
        "apiVersion { $apiVersion }: a Rancher or Cluster API cluster, not a Fleet one; paste clusters.fleet.cattle.io",
    ),
    (
        "import-fleet-skip-not-fleet",
        "apiVersion { $apiVersion } is not fleet.cattle.io: only Fleet's own objects are read",
    ),
    (
        "import-fleet-skip-makes-bundles",
        "makes the Bundles: paste the Bundle (kubectl get bundles) for its targets and rolloutStrategy",
    ),
    (
        "import-fleet-skip-content",
        "the bundle's manifests are not needed to plan the rollout",
    ),
    ("import-fleet-skip-not-used", "not used to plan a rollout"),
    (
        "import-fleet-skip-other-bundle",
        "another Bundle: { $bundle } is used (choose one with the bundle option)",
    ),
    (
        "import-fleet-skip-yaml-bundle-pasted",
        "a Bundle was pasted too: Bundle { $bundle } is what Fleet made of a fleet.yaml, and it is used",
    ),
    (
        "import-fleet-skip-other-yaml",
        "another fleet.yaml: the one at line { $line } is used",
    ),
    (
        "import-fleet-skip-elsewhere-mapped",
        "in namespace { $in }: the bundle targets its own namespace and those its BundleNamespaceMappings bring in, { $others } and { $last }",
    ),
    (
        "import-fleet-skip-elsewhere-mapped-one",
        "in namespace { $in }: the bundle targets its own namespace and those its BundleNamespaceMappings bring in, { $name }",
    ),
    (
        "import-fleet-skip-elsewhere-bundle",
        "in namespace { $in }: the bundle only targets its own namespace, { $namespace }",
    ),
    (
        "import-fleet-skip-elsewhere-most",
        "in namespace { $in }: the import reads the namespace with most clusters, { $namespace }",
    ),
    (
        "import-fleet-partition-group-not-pasted",
        "{ $field } names cluster group { $group }, which is not among the pasted objects: the partition matches no cluster",
    ),
    (
        "import-fleet-no-bundle-defaults",
        "no Bundle and no fleet.yaml: the rollout strategy keeps its defaults",
    ),
    (
        "import-fleet-no-clusters",
        "no clusters.fleet.cattle.io objects: the strategy and targets are read, but there are no clusters to target",
    ),
    (
        "import-fleet-no-bundle-every-cluster",
        "no Bundle and no fleet.yaml: every cluster is taken as a target and the rollout strategy keeps its defaults",
    ),
    (
        "import-fleet-skip-mapping-no-bundle",
        "no Bundle was pasted: a BundleNamespaceMapping brings namespaces to the Bundles it selects",
    ),
    (
        "import-fleet-skip-namespace-no-bundle",
        "read only for BundleNamespaceMappings, and no Bundle was pasted",
    ),
    (
        "import-fleet-skip-mapping-elsewhere",
        "in namespace { $in }: only the mappings in Bundle { $bundle }'s namespace apply to it",
    ),
    (
        "import-fleet-skip-mapping-invalid",
        "{ $field }: { $error }; Fleet skips an invalid BundleNamespaceMapping",
    ),
    (
        "import-fleet-skip-deployment-no-bundle",
        "no Bundle was pasted: a BundleDeployment only says where a Bundle's rollout stands",
    ),
    (
        "import-fleet-skip-deployment-other-bundle",
        "belongs to Bundle { $owner }, not { $bundle }",
    ),
    (
        "import-fleet-skip-deployment-not-target",
        "its cluster { $cluster } is not among the targets",
    ),
    (
        "import-fleet-deployments-read",
        "BundleDeployments read: the rollout starts where they stand. Deployment IDs are told apart by their manifest part (before ':'); Fleet does not order them, so the import numbers them in the order met and gives the bundle's current one, taken from the first partition's staged BundleDeployments (every reconcile stages that partition), the highest: { $versions }.",
    ),
    (
        "import-fleet-target-no-criteria",
        "{ $source }: { $field } sets none of clusterName, clusterSelector, clusterGroup, clusterGroupSelector: it matches no cluster",
    ),
    (
        "import-fleet-target-group-not-pasted",
        "{ $source }: { $field } names cluster group { $group }, which is not among the pasted objects: it matches no cluster",
    ),
    (
        "import-fleet-clusters-not-targets",
        "{ $count } of { $total } pasted clusters are not targets of { $source } (see notTargeted): they are left out of the rollout",
    ),
    (
        "import-fleet-missing-clusters",
        "No Fleet cluster of namespace { $namespace } was pasted. The strategy and targets of { $source } are read, but a rollout needs the clusters they target.",
    ),
    (
        "import-fleet-missing-bundle",
        "No Bundle (or fleet.yaml) was pasted. Every cluster of namespace { $namespace } is taken as a target and the rollout strategy keeps its defaults; the Bundle holds the real ones.",
    ),
    (
        "import-fleet-missing-groups",
        "The strategy or targets name cluster groups that were not pasted: { $others } and { $last }. A partition or target naming a group that is not there matches no cluster.",
    ),
    (
        "import-fleet-missing-groups-one",
        "The strategy or targets name cluster groups that were not pasted: { $name }. A partition or target naming a group that is not there matches no cluster.",
    ),
    (
        "import-fleet-missing-namespaces",
        "BundleNamespaceMapping { $mapping } selects namespaces by labels, and the Namespace objects of { $others } and { $last } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.",
    ),
    (
        "import-fleet-missing-namespaces-mappings",
        "BundleNamespaceMapping { $mappingOthers } and { $mappingLast } selects namespaces by labels, and the Namespace objects of { $others } and { $last } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.",
    ),
    (
        "import-fleet-missing-namespaces-one",
        "BundleNamespaceMapping { $mapping } selects namespaces by labels, and the Namespace objects of { $name } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.",
    ),
    (
        "import-fleet-missing-namespaces-one-mappings",
        "BundleNamespaceMapping { $mappingOthers } and { $mappingLast } selects namespaces by labels, and the Namespace objects of { $name } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.",
    ),
    (
        "import-fleet-deployment-version",
        "{ $manifest } = version { $version }",
    ),
    (
        "import-fleet-read-cluster-target",
        "{ $labels ->\n    [one] { $labels } label\n   *[other] { $labels } labels\n}, a target",
    ),
    (
        "import-fleet-read-cluster-target-paused",
        "{ $labels ->\n    [one] { $labels } label\n   *[other] { $labels } labels\n}, paused, a target",
    ),
    (
        "import-fleet-read-cluster-not-target",
        "{ $labels ->\n    [one] { $labels } label\n   *[other] { $labels } labels\n}, not a target",
    ),
    (
        "import-fleet-read-cluster-not-target-paused",
        "{ $labels ->\n    [one] { $labels } label\n   *[other] { $labels } labels\n}, paused, not a target",
    ),
    (
        "import-fleet-read-group-no-selector",
        "no spec.selector: selects no cluster",
    ),
    (
        "import-fleet-read-group",
        "selects { $count } of the targets",
    ),
    (
        "import-fleet-read-mapping-matches-none",
        "selects the Bundle; its namespaceSelector matches none of the namespaces pasted or holding pasted clusters",
    ),
    (
        "import-fleet-read-mapping-brings",
        "selects the Bundle and brings in namespaces { $others } and { $last }",
    ),
    (
        "import-fleet-read-mapping-brings-one",
        "selects the Bundle and brings in namespace { $name }",
    ),
    (
        "import-fleet-read-mapping-other-bundle",
        "its bundleSelector does not match the labels of Bundle { $bundle }: it brings in no namespace",
    ),
    (
        "import-fleet-read-mapping-unset",
        "bundleSelector or namespaceSelector is not set: it matches nothing (as in Fleet)",
    ),
    (
        "import-fleet-read-namespace-brought",
        "labels, for the BundleNamespaceMappings: brought in",
    ),
    (
        "import-fleet-read-namespace-not-brought",
        "labels, for the BundleNamespaceMappings: not brought in",
    ),
    (
        "import-fleet-read-bundle",
        "rolloutStrategy, { $targets ->\n    [one] { $targets } target\n   *[other] { $targets } targets\n}",
    ),
    (
        "import-fleet-read-bundle-paused",
        "rolloutStrategy, { $targets ->\n    [one] { $targets } target\n   *[other] { $targets } targets\n}, paused",
    ),
    (
        "import-fleet-read-bundle-restricted",
        "rolloutStrategy, { $targets ->\n    [one] { $targets } target\n   *[other] { $targets } targets\n}, { $restrictions ->\n    [one] { $restrictions } target restriction\n   *[other] { $restrictions } target restrictions\n}",
    ),
    (
        "import-fleet-read-bundle-restricted-paused",
        "rolloutStrategy, { $targets ->\n    [one] { $targets } target\n   *[other] { $targets } targets\n}, { $restrictions ->\n    [one] { $restrictions } target restriction\n   *[other] { $restrictions } target restrictions\n}, paused",
    ),
    (
        "import-fleet-read-yaml",
        "rolloutStrategy, { $customizations } targetCustomizations",
    ),
    (
        "import-fleet-read-yaml-overrides",
        "rolloutStrategy, { $customizations } targetCustomizations, { $overrides } overrideTargets",
    ),
    (
        "import-fleet-read-deployment-ready",
        "cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, ready",
    ),
    (
        "import-fleet-read-deployment-not-ready",
        "cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, not ready",
    ),
    (
        "import-fleet-read-deployment-ready-failed",
        "cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, ready, apply failed",
    ),
    (
        "import-fleet-read-deployment-not-ready-failed",
        "cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, not ready, apply failed",
    ),
    (
        "import-fleet-not-target-restricted",
        "matches none of the target restrictions",
    ),
    (
        "import-fleet-not-target-do-not-deploy",
        "the first target it matches, { $field }, says doNotDeploy",
    ),
    ("import-fleet-not-target-no-match", "matches no target"),
];
