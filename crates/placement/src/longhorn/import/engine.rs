//! Engine images: a node is a scheduling candidate only if the volume's engine
//! image is ready on it — the `EngineImage` whose `spec.image` the volume
//! names is in state `deployed` or `deploying` and its
//! `status.nodeDeploymentMap` marks the node `true` (longhorn-manager's
//! `CheckEngineImageReadiness`). The engine keeps one `engine_ready` per node,
//! so the import decides it for one image: the one the pasted v1 volumes name
//! (the most named one when they differ), else the `default-engine-image`
//! setting's, else the only pasted `EngineImage`'s. When most pasted volumes
//! are v2, readiness follows the instance managers instead
//! (`instance_manager.rs`) and this is not used.

use std::collections::{BTreeMap, HashMap};

use super::read::{object_name, Reader};
use crate::kernel::yaml::YamlNode;
use crate::longhorn::input::{DataEngine, Scenario};

/// What `kubectl get` needs in its list to print the engine images.
const RESOURCE: &str = "engineimages.longhorn.io";

/// A non-empty `spec.image` and its node.
fn image(object: &YamlNode) -> Option<(&str, &YamlNode)> {
    let node = object.at_path(&["spec", "image"])?;
    let text = node.scalar_text()?.trim();
    (!text.is_empty()).then_some((text, node))
}

impl Reader {
    /// Sets each node's `engine_ready` from the pasted `EngineImage` objects
    /// (`kept`: each with a `spec.image`) and the image the v1 volumes name
    /// (`volumes`: the objects of `scenario.volumes`, in the same order);
    /// every decision that is not plain is a note.
    pub(super) fn engine_readiness(
        &mut self,
        kept: &[&YamlNode],
        volumes: &[&YamlNode],
        scenario: &mut Scenario,
    ) {
        if scenario.nodes.is_empty() {
            return;
        }
        if kept.is_empty() {
            self.notes.push(format!(
                "engine images: no EngineImage pasted, so every node is taken as engine-ready \
                 (engine image deployed); add {RESOURCE} to the kubectl get to check it"
            ));
            return;
        }
        let Some(needed) = self.needed_image(kept, volumes, scenario) else {
            return;
        };
        let Some(object) = kept
            .iter()
            .find(|o| image(o).is_some_and(|(i, _)| i == needed))
        else {
            let pasted: Vec<String> = kept
                .iter()
                .filter_map(|o| image(o).map(|(i, _)| format!("{} ({i})", object_name(o))))
                .collect();
            self.notes.push(format!(
                "engine image {needed}: no pasted EngineImage has it as spec.image (pasted: {}); \
                 every node is taken as engine-ready",
                pasted.join(", ")
            ));
            return;
        };
        let ei = object_name(object);
        let state_node = object.at_path(&["status", "state"]);
        let state = state_node
            .and_then(YamlNode::scalar_text)
            .unwrap_or_default();
        if !matches!(state, "deployed" | "deploying") {
            let why = if state.is_empty() {
                "has no state".to_string()
            } else {
                format!("is in state {state}")
            };
            for node in &mut scenario.nodes {
                node.engine_ready = false;
                self.note(
                    state_node.unwrap_or(object),
                    &format!(
                        "Node {}: engine image {needed} {why} (EngineImage {ei} status.state); \
                         taken as not engine-ready",
                        node.name
                    ),
                );
            }
            return;
        }
        // The map's entries by node name: one lookup per node, not one scan.
        let map_node = object.at_path(&["status", "nodeDeploymentMap"]);
        let mut deployed: HashMap<&str, &YamlNode> = HashMap::new();
        for (name, value) in map_node.map_or(&[][..], YamlNode::entries) {
            deployed.entry(name.as_str()).or_insert(value);
        }
        for node in &mut scenario.nodes {
            let entry = deployed.get(node.name.as_str()).copied();
            if entry
                .and_then(YamlNode::scalar_text)
                .is_some_and(|v| v.eq_ignore_ascii_case("true"))
            {
                continue;
            }
            node.engine_ready = false;
            let n = &node.name;
            let (at, found) = match entry {
                Some(v) => (
                    v,
                    format!(
                        "status.nodeDeploymentMap.{n} is {}",
                        v.scalar_text().unwrap_or("null")
                    ),
                ),
                None => (
                    map_node.or_else(|| object.get("status")).unwrap_or(object),
                    format!("status.nodeDeploymentMap has no {n}"),
                ),
            };
            self.note(
                at,
                &format!(
                    "Node {n}: engine image {needed} is not deployed on node {n} \
                     (EngineImage {ei}: {found}, state {state}); taken as not engine-ready"
                ),
            );
        }
    }

    /// The image whose readiness the nodes take; `None`, with a note, when it
    /// cannot be told (the nodes then stay engine-ready).
    fn needed_image(
        &mut self,
        images: &[&YamlNode],
        volumes: &[&YamlNode],
        scenario: &Scenario,
    ) -> Option<String> {
        let named: Vec<(&str, &str, &YamlNode)> = scenario
            .volumes
            .iter()
            .zip(volumes)
            .filter(|(v, _)| v.data_engine == DataEngine::V1)
            .filter_map(|(v, o)| image(o).map(|(i, at)| (v.name.as_str(), i, at)))
            .collect();
        let default = self.default_engine_image.clone();
        if !named.is_empty() {
            let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
            for (_, image, _) in &named {
                *counts.entry(image).or_default() += 1;
            }
            let most = counts.values().copied().max().unwrap_or_default();
            // Byte order first; the default engine image wins a tie it is in.
            let tied: Vec<&str> = counts
                .iter()
                .filter(|(_, c)| **c == most)
                .map(|(i, _)| *i)
                .collect();
            let chosen = default
                .filter(|d| tied.contains(&d.as_str()))
                .unwrap_or_else(|| tied[0].to_string());
            if counts.len() > 1 {
                for (volume, image, at) in &named {
                    if *image != chosen {
                        self.note(
                            at,
                            &format!(
                                "Volume {volume}: spec.image {image} differs from {chosen}, which \
                                 {most} of the {} v1 volumes name; node engine readiness follows \
                                 {chosen} (one per node), so this volume's own image is not checked",
                                named.len()
                            ),
                        );
                    }
                }
            }
            return Some(chosen);
        }
        if let Some(image) = default {
            self.notes.push(format!(
                "engine images: no pasted v1 volume names an image (spec.image); readiness \
                 follows the default-engine-image setting, {image}"
            ));
            return Some(image);
        }
        if let [only] = images {
            let (image, _) = image(only)?;
            self.notes.push(format!(
                "engine images: no pasted v1 volume names an image (spec.image) and no \
                 default-engine-image setting was pasted; readiness follows EngineImage {} \
                 ({image}), the only one pasted",
                object_name(only)
            ));
            return Some(image.to_string());
        }
        self.notes.push(format!(
            "engine images: readiness could not be told: no pasted v1 volume names an image \
             (spec.image), no default-engine-image setting was pasted and {} EngineImages \
             were; every node is taken as engine-ready",
            images.len()
        ));
        None
    }
}
