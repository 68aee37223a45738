//! What a capacity paste lacks for the pods' decisions, in the user's terms:
//! the kinds, why, and the `kubectl get …` that prints them.

use std::collections::{BTreeMap, HashSet};

use super::CapacityImport;
use super::read::{Kind, Object};
use crate::kernel::message::Message;
use crate::kernel::missing::{Missing, about_names};

/// Notes unbound claims that name a StorageClass not in the paste. They are kept, as the
/// engine reads them as the scheduler does (`IsDelayBindingMode` answers false for a class
/// that is not found: the claim is unbound immediate and its pods are rejected); the classes
/// they name are returned (once each, in the order met) for the missing-kinds report.
pub(super) fn claims_without_class(objects: &[Object], import: &mut CapacityImport) -> Vec<String> {
    let classes: HashSet<&str> = objects
        .iter()
        .filter_map(|o| o.storage_class().map(|c| c.metadata.name.as_str()))
        .collect();
    let mut missing_classes: Vec<String> = Vec::new();
    let mut missing_seen: HashSet<String> = HashSet::new();
    for object in objects {
        let Some(class) = object
            .claim()
            .filter(|claim| !claim.is_fully_bound())
            .map(|claim| claim.class_name())
            .filter(|class| !class.is_empty() && !classes.contains(class))
        else {
            continue;
        };
        import.note(
            Message::new("import-cap-claim-class-not-pasted")
                .arg("name", &object.name)
                .arg("class", class),
        );
        if missing_seen.insert(class.to_string()) {
            missing_classes.push(class.to_string());
        }
    }
    missing_classes
}

/// The kinds the decisions need that the paste lacks (`objects`: what was
/// kept; `classes`: classes named by unbound claims that are not in the paste).
pub(super) fn missing_kinds(
    objects: &[Object],
    import: &CapacityImport,
    classes: &[String],
) -> Vec<Missing> {
    // Every (kind, name) once, so that each reference is checked in constant time.
    let pasted: HashSet<(Kind, &str)> = objects.iter().map(|o| (o.kind, o.name.as_str())).collect();
    let named = |kind: Kind, name: &str| pasted.contains(&(kind, name));
    let mut missing = Vec::new();
    let has_claims = !import.cluster.persistent_volume_claims.is_empty();
    let unknown_nodes: Vec<&str> = unique(
        import
            .pods
            .iter()
            .filter_map(|p| p.node_name.as_deref())
            .filter(|n| !named(Kind::Node, n)),
    );
    if import.cluster.nodes.is_empty() && (has_claims || !import.pods.is_empty()) {
        missing.push(Missing::new(
            &["nodes"],
            Message::new("import-cap-missing-nodes"),
            "kubectl get nodes -o yaml",
        ));
    } else if !unknown_nodes.is_empty() {
        missing.push(Missing::new(
            &["nodes"],
            about_names("import-cap-missing-named-nodes", &unknown_nodes),
            format!("kubectl get nodes {} -o yaml", unknown_nodes.join(" ")),
        ));
    }
    if !classes.is_empty() {
        missing.push(Missing::new(
            &["storageclasses"],
            about_names("import-cap-missing-classes", classes),
            format!("kubectl get storageclasses {} -o yaml", classes.join(" ")),
        ));
    }
    missing.extend(missing_claims(objects, import, &named));
    let volumes: Vec<&str> = unique(
        import
            .cluster
            .persistent_volume_claims
            .iter()
            .filter(|c| c.is_fully_bound() && !named(Kind::PersistentVolume, c.volume_name()))
            .map(|c| c.volume_name()),
    );
    if !volumes.is_empty() {
        missing.push(Missing::new(
            &["persistentvolumes"],
            about_names("import-cap-missing-volumes", &volumes),
            format!(
                "kubectl get persistentvolumes {} -o yaml",
                volumes.join(" ")
            ),
        ));
    }
    if import.pods.is_empty() && has_claims {
        missing.push(Missing::new(
            &["pods"],
            Message::new("import-cap-missing-pods"),
            "kubectl get pods -A -o yaml",
        ));
    }
    missing
}

/// Claims the pasted pods use that were not pasted, one entry per namespace
/// (`kubectl get` takes one namespace).
fn missing_claims(
    objects: &[Object],
    import: &CapacityImport,
    named: &dyn Fn(Kind, &str) -> bool,
) -> Vec<Missing> {
    let mut by_namespace: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let left_out: HashSet<&str> = import.skipped.iter().map(|s| s.name.as_str()).collect();
    let mut seen: HashSet<String> = HashSet::new();
    for pod in objects.iter().filter_map(Object::pod) {
        let ns = pod.metadata.namespace();
        for volume in &pod.spec.volumes {
            let claim = if let Some(source) = &volume.persistent_volume_claim {
                source.claim_name.clone()
            } else {
                // An ephemeral volume's claim is made by a controller: not missing.
                continue;
            };
            let key = format!("{ns}/{claim}");
            if !named(Kind::PersistentVolumeClaim, &key)
                && !left_out.contains(key.as_str())
                && seen.insert(key)
            {
                by_namespace.entry(ns).or_default().push(claim);
            }
        }
    }
    by_namespace
        .into_iter()
        .filter(|(_, claims)| !claims.is_empty())
        .map(|(ns, claims)| {
            Missing::new(
                &["persistentvolumeclaims"],
                about_names("import-cap-missing-claims", &claims).arg("namespace", ns),
                format!(
                    "kubectl get persistentvolumeclaims -n {ns} {} -o yaml",
                    claims.join(" ")
                ),
            )
        })
        .collect()
}

/// The items once each, in the order met.
fn unique<'a>(items: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut seen = HashSet::new();
    items.filter(|item| seen.insert(*item)).collect()
}
