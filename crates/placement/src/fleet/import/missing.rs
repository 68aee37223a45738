//! What a Fleet paste lacks for the rollout, in the user's terms: the kinds,
//! why, and the `kubectl get …` that prints them.

use super::FleetImport;
use crate::fleet::targets::DEFAULT_NAMESPACE;
use crate::kernel::message::Message;
use crate::kernel::missing::{Missing, about_names};

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
            Message::new("import-fleet-missing-clusters")
                .arg("namespace", namespace)
                .arg("source", &import.source),
            format!("kubectl get clusters.fleet.cattle.io -n {namespace} -o yaml"),
        ));
    }
    if import.source.is_empty() && clusters_read {
        missing.push(Missing::new(
            &["bundles.fleet.cattle.io"],
            Message::new("import-fleet-missing-bundle").arg("namespace", namespace),
            format!("kubectl get bundles.fleet.cattle.io -n {namespace} -o yaml"),
        ));
    }
    let groups = missing_groups(import);
    if !groups.is_empty() {
        missing.push(Missing::new(
            &["clustergroups.fleet.cattle.io"],
            about_names("import-fleet-missing-groups", &groups),
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
        mappings_and_namespaces(by, unpasted),
        format!("kubectl get namespaces {} -o yaml", unpasted.join(" ")),
    ))
}

/// The sentence naming the mappings `by` and the namespaces `unpasted`: one
/// id per shape (one or several of each), so each list is joined as the
/// language joins it.
fn mappings_and_namespaces(by: &[String], unpasted: &[String]) -> Message {
    let why = about_names("import-fleet-missing-namespaces", unpasted);
    match by {
        [rest @ .., last] if !rest.is_empty() => {
            let id = format!("{}-mappings", why.id);
            why.args
                .into_iter()
                .fold(Message::new(&id), |m, (k, v)| m.arg(&k, v))
                .arg("mappingOthers", rest.join(", "))
                .arg("mappingLast", last)
        }
        _ => why.arg("mapping", by.first().map_or("", String::as_str)),
    }
}
