//! What a Fleet paste lacks for the rollout, in the user's terms: the kinds,
//! why, and the `kubectl get …` that prints them.

use super::{FleetImport, DEFAULT_NAMESPACE};
use crate::kernel::missing::{names, Missing};

/// The kinds the rollout needs that `import` lacks (`clusters_read`: a
/// `clusters.fleet.cattle.io` object of the namespace was read).
pub(super) fn missing_kinds(import: &FleetImport, clusters_read: bool) -> Vec<Missing> {
    let namespace = if import.namespace.is_empty() {
        DEFAULT_NAMESPACE
    } else {
        import.namespace.as_str()
    };
    let mut missing = Vec::new();
    if !import.source.is_empty() && !clusters_read {
        missing.push(Missing::new(
            &["clusters.fleet.cattle.io"],
            format!(
                "No Fleet cluster of namespace {namespace} was pasted. The strategy and targets of {source} are \
                 read, but a rollout needs the clusters they target.",
                source = import.source
            ),
            format!("kubectl get clusters.fleet.cattle.io -n {namespace} -o yaml"),
        ));
    }
    if import.source.is_empty() && clusters_read {
        missing.push(Missing::new(
            &["bundles.fleet.cattle.io"],
            format!(
                "No Bundle (or fleet.yaml) was pasted. Every cluster of namespace {namespace} is taken as a target \
                 and the rollout strategy keeps its defaults; the Bundle holds the real ones."
            ),
            format!("kubectl get bundles.fleet.cattle.io -n {namespace} -o yaml"),
        ));
    }
    let groups = missing_groups(import);
    if !groups.is_empty() {
        missing.push(Missing::new(
            &["clustergroups.fleet.cattle.io"],
            format!(
                "The strategy or targets name cluster groups that were not pasted: {groups}. A partition or \
                 target naming a group that is not there matches no cluster.",
                groups = names(&groups)
            ),
            format!(
                "kubectl get clustergroups.fleet.cattle.io -n {namespace} {} -o yaml",
                groups.join(" ")
            ),
        ));
    }
    missing
}

/// Cluster groups the partitions and targets name that are not in the input.
fn missing_groups(import: &FleetImport) -> Vec<&str> {
    let named = import
        .input
        .rollout_strategy
        .partitions
        .iter()
        .filter_map(|p| p.cluster_group.as_deref())
        .chain(
            import
                .targets
                .iter()
                .filter_map(|t| t.criteria.cluster_group.as_deref()),
        );
    let mut groups: Vec<&str> = Vec::new();
    for group in named {
        let pasted = import.input.cluster_groups.iter().any(|g| g.name == group);
        if !pasted && !group.trim().is_empty() && !groups.contains(&group) {
            groups.push(group);
        }
    }
    groups
}

/// The Namespace objects a BundleNamespaceMapping's `namespaceSelector` needs
/// to decide: `unpasted` namespaces, looked at by the mappings `by`.
pub(super) fn unpasted_namespaces(unpasted: &[String], by: &[String]) -> Option<Missing> {
    if unpasted.is_empty() {
        return None;
    }
    Some(Missing::new(
        &["namespaces"],
        format!(
            "BundleNamespaceMapping {by} selects namespaces by labels, and the Namespace objects of {unpasted} \
             were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every \
             namespace has, so their clusters may be targets that the import left out.",
            by = names(by),
            unpasted = names(unpasted)
        ),
        format!("kubectl get namespaces {} -o yaml", unpasted.join(" ")),
    ))
}
