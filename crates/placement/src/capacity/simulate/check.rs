//! Checks of the simulation input: every problem names its field.

use crate::kernel::message::Message;
use std::collections::HashSet;

use super::engine::pod_key;
use super::types::*;
use crate::capacity::objects::*;
use crate::capacity::publisher::{segments, Segment};
use crate::capacity::validate::{validate_cluster, validate_pod};
use crate::capacity::ClusterObjects;
use crate::kernel::quantity::Bytes;
use crate::InputError;

const MAX_HORIZON: u64 = 30 * 24 * 3600;

/// Validates the input and returns each driver's segments.
pub(super) fn validate(input: &SimulationInput) -> Result<Vec<Vec<Segment>>, InputError> {
    if input.horizon_seconds == 0 || input.horizon_seconds > MAX_HORIZON {
        return Err(InputError::new(
            "horizonSeconds",
            input.horizon_seconds,
            Message::new("error-range").arg("min", 1i64).arg("max", MAX_HORIZON as i64),
        ));
    }
    if input.bind_timeout_seconds == Some(0) {
        return Err(InputError::new(
            "bindTimeoutSeconds",
            0,
            Message::new("error-bind-timeout"),
        ));
    }
    let cluster = ClusterObjects {
        nodes: input.nodes.clone(),
        storage_classes: input.storage_classes.clone(),
        ..ClusterObjects::default()
    };
    validate_cluster(&cluster)?;
    if let Some(s) = &input.scoring {
        s.validate().map_err(|e| e.within("scoring"))?;
    }
    let mut names = HashSet::new();
    let mut all_segments = Vec::new();
    for (i, d) in input.drivers.iter().enumerate() {
        let at = format!("drivers[{i}]");
        let name = &d.publisher.driver;
        if name.is_empty() || !names.insert(name.clone()) {
            let why = if name.is_empty() {
                Message::new("error-not-empty")
            } else {
                Message::new("error-duplicate")
            };
            return Err(InputError::new("publisher.driver", name, why).within(&at));
        }
        if d.poll_interval_seconds == 0 {
            return Err(
                InputError::new("pollIntervalSeconds", 0, Message::new("error-at-least-one")).within(&at),
            );
        }
        if d.default_free.is_some_and(|b| b.0 < 0) {
            return Err(InputError::new(
                "defaultFree",
                d.default_free.map_or(0, |b| b.0),
                Message::new("error-not-negative"),
            )
            .within(&at));
        }
        let segs = segments(&d.publisher, &input.nodes);
        let mut seen = HashSet::new();
        for (j, pool) in d.pools.iter().enumerate() {
            let pat = format!("{at}.pools[{j}]");
            if !segs.iter().any(|s| s.labels == pool.segment) {
                return Err(InputError::new(
                    "segment",
                    format!("{:?}", pool.segment),
                    Message::new("error-segment-no-node"),
                )
                .within(&pat));
            }
            if !seen.insert(pool.segment.clone()) {
                return Err(InputError::new(
                    "segment",
                    format!("{:?}", pool.segment),
                    Message::new("error-duplicate"),
                )
                .within(&pat));
            }
            if pool.free.0 < 0 {
                return Err(
                    InputError::new("free", pool.free.0, Message::new("error-not-negative")).within(&pat)
                );
            }
            if pool.maximum_volume_size.is_some_and(|m| m.0 < 0) {
                return Err(InputError::new(
                    "maximumVolumeSize",
                    pool.maximum_volume_size.map_or(0, |m| m.0),
                    Message::new("error-not-negative"),
                )
                .within(&pat));
            }
        }
        all_segments.push(segs);
    }
    for (i, class) in input.storage_classes.iter().enumerate() {
        let p = class.provisioner.as_str();
        if !p.is_empty() && p != NO_PROVISIONER && !names.contains(p) {
            return Err(
                InputError::new("provisioner", p, Message::new("error-unknown-driver"))
                    .within(&format!("storageClasses[{i}]")),
            );
        }
    }
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
        let ns = w.pod.metadata.namespace();
        let mut specs: Vec<(String, String, &PvcSpec)> = Vec::new();
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
            if c.metadata.name.is_empty() {
                return Err(InputError::new("metadata.name", "", Message::new("error-not-empty"))
                    .within(&format!("{at}.claims[{j}]")));
            }
            if let Some(cl) = c.metadata.annotations.get(ANN_BETA_STORAGE_CLASS) {
                if !classes.contains(cl.as_str()) {
                    return Err(InputError::new(
                        format!("metadata.annotations[{ANN_BETA_STORAGE_CLASS:?}]"),
                        cl,
                        Message::new("error-unknown-storage-class"),
                    )
                    .within(&format!("{at}.claims[{j}]")));
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
        for (path, key, spec) in specs {
            let at = format!("{at}.{path}");
            if !claims.insert(key.clone()) {
                return Err(
                    InputError::new("metadata.name", key, Message::new("error-duplicate-claim")).within(&at),
                );
            }
            if let Some(class) = spec.storage_class_name.as_deref().filter(|c| !c.is_empty()) {
                if !classes.contains(class) {
                    return Err(InputError::new(
                        "spec.storageClassName",
                        class,
                        Message::new("error-unknown-storage-class"),
                    )
                    .within(&at));
                }
            }
            if let Some(Bytes(v)) = spec.resources.requests.storage {
                if v < 0 {
                    return Err(InputError::new(
                        "spec.resources.requests.storage",
                        v,
                        Message::new("error-not-negative"),
                    )
                    .within(&at));
                }
            }
            if let Some(selector) = &spec.selector {
                selector
                    .validate()
                    .map_err(|e| e.within("spec.selector").within(&at))?;
            }
        }
    }
    for (i, change) in input.external_changes.iter().enumerate() {
        let at = format!("externalChanges[{i}]");
        let Some(d) = input
            .drivers
            .iter()
            .position(|d| d.publisher.driver == change.driver)
        else {
            return Err(InputError::new(
                "driver",
                &change.driver,
                Message::new("error-unknown-driver"),
            )
            .within(&at));
        };
        if !all_segments
            .get(d)
            .is_some_and(|segs| segs.iter().any(|s| s.labels == change.segment))
        {
            return Err(InputError::new(
                "segment",
                format!("{:?}", change.segment),
                Message::new("error-segment-not-driver"),
            )
            .within(&at));
        }
    }
    Ok(all_segments)
}
