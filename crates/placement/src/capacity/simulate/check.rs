//! Checks of the simulation input: every problem names its field.

use crate::kernel::message::Message;
use std::collections::{BTreeMap, HashMap, HashSet};

use super::keys::{pod_key, segment_positions};
use super::types::*;
use crate::InputError;
use crate::capacity::objects::ClusterObjects;
use crate::capacity::objects::*;
use crate::capacity::publisher::{Segment, segments};
use crate::capacity::validate::{validate_cluster, validate_pod};
use crate::kernel::labels::Labels;
use crate::kernel::quantity::Bytes;

const MAX_HORIZON: u64 = 30 * 24 * 3600;

/// Validates the input and returns each driver's segments.
pub(super) fn validate(input: &SimulationInput) -> Result<Vec<Vec<Segment>>, InputError> {
    check_run_settings(input)?;
    let cluster = ClusterObjects {
        nodes: input.nodes.clone(),
        storage_classes: input.storage_classes.clone(),
        ..ClusterObjects::default()
    };
    validate_cluster(&cluster)?;
    if let Some(s) = &input.scoring {
        s.validate().map_err(|e| e.within("scoring"))?;
    }
    let mut drivers: HashMap<&str, usize> = HashMap::new();
    let mut all_segments = Vec::new();
    for (i, d) in input.drivers.iter().enumerate() {
        let at = format!("drivers[{i}]");
        let name = d.publisher.driver.as_str();
        if name.is_empty() || drivers.insert(name, i).is_some() {
            let why = if name.is_empty() {
                Message::new("error-not-empty")
            } else {
                Message::new("error-duplicate")
            };
            return Err(InputError::new("publisher.driver", name, why).within(&at));
        }
        let segs = segments(&d.publisher, &input.nodes);
        check_driver(d, &segs).map_err(|e| e.within(&at))?;
        all_segments.push(segs);
    }
    for (i, class) in input.storage_classes.iter().enumerate() {
        let p = class.provisioner.as_str();
        if !p.is_empty() && p != NO_PROVISIONER && !drivers.contains_key(p) {
            return Err(
                InputError::new("provisioner", p, Message::new("error-unknown-driver"))
                    .within(&format!("storageClasses[{i}]")),
            );
        }
    }
    check_workload(input)?;
    check_external_changes(input, &drivers, &all_segments)?;
    Ok(all_segments)
}

/// The horizon and the bind timeout.
fn check_run_settings(input: &SimulationInput) -> Result<(), InputError> {
    if input.horizon_seconds == 0 || input.horizon_seconds > MAX_HORIZON {
        return Err(InputError::new(
            "horizonSeconds",
            input.horizon_seconds,
            Message::new("error-range")
                .arg("min", 1i64)
                .arg("max", MAX_HORIZON as i64),
        ));
    }
    if input.bind_timeout_seconds == Some(0) {
        return Err(InputError::new(
            "bindTimeoutSeconds",
            0,
            Message::new("error-bind-timeout"),
        ));
    }
    Ok(())
}

/// A driver's poll interval, default free space and pools (each on a segment
/// of its own that has nodes). Paths are relative to the driver.
fn check_driver(d: &SimDriver, segs: &[Segment]) -> Result<(), InputError> {
    if d.poll_interval_seconds == 0 {
        return Err(InputError::new(
            "pollIntervalSeconds",
            0,
            Message::new("error-at-least-one"),
        ));
    }
    if let Some(free) = d.default_free.filter(|b| b.0 < 0) {
        return Err(InputError::new(
            "defaultFree",
            free.0,
            Message::new("error-not-negative"),
        ));
    }
    // Segment lookups use the map type `publisher::segments` uses: each map
    // type is code of its own in the wasm module.
    let with_nodes = segment_positions(segs);
    let mut seen: BTreeMap<Labels, usize> = BTreeMap::new();
    for (j, pool) in d.pools.iter().enumerate() {
        let at = format!("pools[{j}]");
        let segment_error = |id| {
            InputError::new("segment", format!("{:?}", pool.segment), Message::new(id)).within(&at)
        };
        if !with_nodes.contains_key(&pool.segment) {
            return Err(segment_error("error-segment-no-node"));
        }
        if seen.insert(pool.segment.clone(), j).is_some() {
            return Err(segment_error("error-duplicate"));
        }
        if pool.free.0 < 0 {
            return Err(
                InputError::new("free", pool.free.0, Message::new("error-not-negative"))
                    .within(&at),
            );
        }
        if let Some(max) = pool.maximum_volume_size.filter(|m| m.0 < 0) {
            return Err(InputError::new(
                "maximumVolumeSize",
                max.0,
                Message::new("error-not-negative"),
            )
            .within(&at));
        }
    }
    Ok(())
}

/// Each workload's pod and its claims (listed ones and ephemeral volumes'):
/// pods and claims unique, storage classes known, sizes not negative.
fn check_workload(input: &SimulationInput) -> Result<(), InputError> {
    let classes: HashSet<&str> = input
        .storage_classes
        .iter()
        .map(|c| c.metadata.name.as_str())
        .collect();
    let mut pods = HashSet::new();
    let mut claims = HashSet::new();
    for (i, w) in input.workload.iter().enumerate() {
        let at = format!("workload[{i}]");
        validate_pod(&w.pod).map_err(|e| e.within("pod").within(&at))?;
        if !pods.insert(pod_key(&w.pod)) {
            return Err(InputError::new(
                "pod.metadata.name",
                &w.pod.metadata.name,
                Message::new("error-duplicate"),
            )
            .within(&at));
        }
        for (path, key, spec) in claim_specs(w, &classes).map_err(|e| e.within(&at))? {
            let at = format!("{at}.{path}");
            if !claims.insert(key.clone()) {
                return Err(InputError::new(
                    "metadata.name",
                    key,
                    Message::new("error-duplicate-claim"),
                )
                .within(&at));
            }
            check_claim_spec(spec, &classes).map_err(|e| e.within(&at))?;
        }
    }
    Ok(())
}

/// A workload's claims, listed then ephemeral: (path, `namespace/name`,
/// spec). A listed claim's name and beta storage-class annotation are
/// checked here.
fn claim_specs<'w>(
    w: &'w WorkloadPod,
    classes: &HashSet<&str>,
) -> Result<Vec<(String, String, &'w PvcSpec)>, InputError> {
    let ns = w.pod.metadata.namespace();
    let mut specs = Vec::new();
    for (j, c) in w.claims.iter().enumerate() {
        let cns = c
            .metadata
            .namespace
            .as_deref()
            .filter(|n| !n.is_empty())
            .unwrap_or(ns);
        specs.push((
            format!("claims[{j}]"),
            format!("{cns}/{}", c.metadata.name),
            &c.spec,
        ));
        let at = format!("claims[{j}]");
        if c.metadata.name.is_empty() {
            return Err(
                InputError::new("metadata.name", "", Message::new("error-not-empty")).within(&at),
            );
        }
        if let Some(cl) = c.metadata.annotations.get(ANN_BETA_STORAGE_CLASS) {
            if !classes.contains(cl.as_str()) {
                return Err(InputError::new(
                    format!("metadata.annotations[{ANN_BETA_STORAGE_CLASS:?}]"),
                    cl,
                    Message::new("error-unknown-storage-class"),
                )
                .within(&at));
            }
        }
    }
    for (j, v) in w.pod.spec.volumes.iter().enumerate() {
        if let Some(e) = &v.ephemeral {
            specs.push((
                format!("pod.spec.volumes[{j}].ephemeral.volumeClaimTemplate"),
                format!(
                    "{ns}/{}",
                    ephemeral_claim_name(&w.pod.metadata.name, &v.name)
                ),
                &e.volume_claim_template.spec,
            ));
        }
    }
    Ok(specs)
}

/// A claim's storage class (known when named), size and selector.
fn check_claim_spec(spec: &PvcSpec, classes: &HashSet<&str>) -> Result<(), InputError> {
    if let Some(class) = spec.storage_class_name.as_deref().filter(|c| !c.is_empty()) {
        if !classes.contains(class) {
            return Err(InputError::new(
                "spec.storageClassName",
                class,
                Message::new("error-unknown-storage-class"),
            ));
        }
    }
    if let Some(Bytes(v)) = spec.resources.requests.storage {
        if v < 0 {
            return Err(InputError::new(
                "spec.resources.requests.storage",
                v,
                Message::new("error-not-negative"),
            ));
        }
    }
    if let Some(selector) = &spec.selector {
        selector.validate().map_err(|e| e.within("spec.selector"))?;
    }
    Ok(())
}

/// Each external change names a driver and one of its segments.
fn check_external_changes(
    input: &SimulationInput,
    drivers: &HashMap<&str, usize>,
    all_segments: &[Vec<Segment>],
) -> Result<(), InputError> {
    let segments_of: Vec<BTreeMap<Labels, usize>> = all_segments
        .iter()
        .map(|segs| segment_positions(segs))
        .collect();
    for (i, change) in input.external_changes.iter().enumerate() {
        let at = format!("externalChanges[{i}]");
        let Some(&d) = drivers.get(change.driver.as_str()) else {
            return Err(InputError::new(
                "driver",
                &change.driver,
                Message::new("error-unknown-driver"),
            )
            .within(&at));
        };
        if !segments_of[d].contains_key(&change.segment) {
            return Err(InputError::new(
                "segment",
                format!("{:?}", change.segment),
                Message::new("error-segment-not-driver"),
            )
            .within(&at));
        }
    }
    Ok(())
}
