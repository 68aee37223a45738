//! Input checks: every problem is an [`InputError`] naming the field path.

use crate::kernel::message::Message;
use std::collections::{HashMap, HashSet};

use super::affinity::validate_allowed_topologies;
use super::objects::ClusterObjects;
use super::objects::Pod;
use crate::InputError;
use crate::kernel::labels::{Labels, validate_key, validate_value};
use crate::kernel::quantity::Bytes;

fn check_name(name: &str, seen: &mut HashSet<String>, key: String) -> Result<(), InputError> {
    if name.is_empty() {
        return Err(InputError::new(
            "metadata.name",
            name,
            Message::new("error-not-empty"),
        ));
    }
    if !seen.insert(key) {
        return Err(InputError::new(
            "metadata.name",
            name,
            Message::new("error-duplicate"),
        ));
    }
    Ok(())
}

fn check_size(path: &str, value: Option<Bytes>) -> Result<(), InputError> {
    match value {
        Some(Bytes(v)) if v < 0 => {
            Err(InputError::new(path, v, Message::new("error-not-negative")))
        }
        _ => Ok(()),
    }
}

fn check_labels(labels: &Labels) -> Result<(), InputError> {
    for (key, value) in labels {
        let path = format!("metadata.labels[{key:?}]");
        validate_key(key).map_err(|e| InputError {
            path: path.clone(),
            ..e
        })?;
        validate_value(value).map_err(|e| e.within(&path))?;
    }
    Ok(())
}

/// Checks names, sizes, selectors and references of a cluster's objects.
pub(crate) fn validate_cluster(c: &ClusterObjects) -> Result<(), InputError> {
    let mut seen = HashSet::new();
    for (i, node) in c.nodes.iter().enumerate() {
        let at = format!("nodes[{i}]");
        check_name(&node.metadata.name, &mut seen, node.metadata.name.clone())
            .map_err(|e| e.within(&at))?;
        check_labels(&node.metadata.labels).map_err(|e| e.within(&at))?;
    }
    let mut classes = HashSet::new();
    for (i, class) in c.storage_classes.iter().enumerate() {
        let at = format!("storageClasses[{i}]");
        check_name(
            &class.metadata.name,
            &mut classes,
            class.metadata.name.clone(),
        )
        .map_err(|e| e.within(&at))?;
        validate_allowed_topologies(&class.allowed_topologies)
            .map_err(|e| e.within("allowedTopologies").within(&at))?;
    }
    let mut seen = HashSet::new();
    for (i, driver) in c.csi_drivers.iter().enumerate() {
        check_name(
            &driver.metadata.name,
            &mut seen,
            driver.metadata.name.clone(),
        )
        .map_err(|e| e.within(&format!("csiDrivers[{i}]")))?;
    }
    let mut seen = HashSet::new();
    for (i, cap) in c.csi_storage_capacities.iter().enumerate() {
        let at = format!("csiStorageCapacities[{i}]");
        let key = format!("{}/{}", cap.metadata.namespace(), cap.metadata.name);
        check_name(&cap.metadata.name, &mut seen, key).map_err(|e| e.within(&at))?;
        if let Some(topology) = &cap.node_topology {
            topology
                .validate()
                .map_err(|e| e.within("nodeTopology").within(&at))?;
        }
        check_size("capacity", cap.capacity).map_err(|e| e.within(&at))?;
        check_size("maximumVolumeSize", cap.maximum_volume_size).map_err(|e| e.within(&at))?;
    }
    let mut claims = HashSet::new();
    for (i, pvc) in c.persistent_volume_claims.iter().enumerate() {
        let at = format!("persistentVolumeClaims[{i}]");
        let key = format!("{}/{}", pvc.metadata.namespace(), pvc.metadata.name);
        check_name(&pvc.metadata.name, &mut claims, key).map_err(|e| e.within(&at))?;
        check_size(
            "spec.resources.requests.storage",
            pvc.spec.resources.requests.storage,
        )
        .map_err(|e| e.within(&at))?;
        if let Some(selector) = &pvc.spec.selector {
            selector
                .validate()
                .map_err(|e| e.within("spec.selector").within(&at))?;
        }
    }
    let mut seen = HashSet::new();
    for (i, pv) in c.persistent_volumes.iter().enumerate() {
        let at = format!("persistentVolumes[{i}]");
        check_name(&pv.metadata.name, &mut seen, pv.metadata.name.clone())
            .map_err(|e| e.within(&at))?;
        check_size("spec.capacity.storage", pv.spec.capacity.storage).map_err(|e| e.within(&at))?;
        if let Some(required) = pv
            .spec
            .node_affinity
            .as_ref()
            .and_then(|a| a.required.as_ref())
        {
            required
                .validate()
                .map_err(|e| e.within("spec.nodeAffinity.required").within(&at))?;
        }
    }
    Ok(())
}

/// Checks a pod's volumes: non-empty unique names, one source each, claim names set.
pub(crate) fn validate_pod(pod: &Pod) -> Result<(), InputError> {
    if pod.metadata.name.is_empty() {
        return Err(InputError::new(
            "metadata.name",
            "",
            Message::new("error-not-empty"),
        ));
    }
    let mut names: HashMap<&str, ()> = HashMap::new();
    for (i, volume) in pod.spec.volumes.iter().enumerate() {
        let at = format!("spec.volumes[{i}]");
        if volume.name.is_empty() {
            return Err(InputError::new("name", "", Message::new("error-not-empty")).within(&at));
        }
        if names.insert(&volume.name, ()).is_some() {
            return Err(
                InputError::new("name", &volume.name, Message::new("error-duplicate")).within(&at),
            );
        }
        let sources = [
            volume.persistent_volume_claim.is_some(),
            volume.ephemeral.is_some(),
            volume.csi.is_some(),
        ];
        if sources.iter().filter(|s| **s).count() > 1 {
            return Err(InputError::new(
                "name",
                &volume.name,
                Message::new("error-one-volume-source"),
            )
            .within(&at));
        }
        if let Some(source) = &volume.persistent_volume_claim {
            if source.claim_name.is_empty() {
                return Err(InputError::new(
                    "persistentVolumeClaim.claimName",
                    "",
                    Message::new("error-not-empty"),
                )
                .within(&at));
            }
        }
        if let Some(source) = &volume.ephemeral {
            check_size(
                "ephemeral.volumeClaimTemplate.spec.resources.requests.storage",
                source.volume_claim_template.spec.resources.requests.storage,
            )
            .map_err(|e| e.within(&at))?;
        }
    }
    Ok(())
}
