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

use super::read::{Reader, object_name};
use crate::kernel::message::Message;
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
            self.notes
                .push(Message::new("import-lh-no-engine-image").arg("resource", RESOURCE));
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
            self.notes.push(
                Message::new("import-lh-engine-image-not-pasted")
                    .arg("image", &needed)
                    .arg("pasted", pasted.join(", ")),
            );
            return;
        };
        let ei = object_name(object);
        let state_node = object.at_path(&["status", "state"]);
        let state = state_node
            .and_then(YamlNode::scalar_text)
            .unwrap_or_default();
        if !matches!(state, "deployed" | "deploying") {
            for node in &mut scenario.nodes {
                node.engine_ready = false;
                let message = if state.is_empty() {
                    Message::new("import-lh-engine-image-no-state")
                } else {
                    Message::new("import-lh-engine-image-state").arg("state", state)
                };
                self.note(
                    state_node.unwrap_or(object),
                    message
                        .arg("node", &node.name)
                        .arg("image", &needed)
                        .arg("engineImage", ei),
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
            let (at, message) = match entry {
                Some(v) => (
                    v,
                    Message::new("import-lh-engine-image-not-deployed")
                        .arg("deployed", v.scalar_text().unwrap_or("null")),
                ),
                None => (
                    map_node.or_else(|| object.get("status")).unwrap_or(object),
                    Message::new("import-lh-engine-image-not-in-map"),
                ),
            };
            self.note(
                at,
                message
                    .arg("node", n)
                    .arg("image", &needed)
                    .arg("engineImage", ei)
                    .arg("state", state),
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
                            Message::new("import-lh-volume-other-image")
                                .arg("volume", *volume)
                                .arg("image", *image)
                                .arg("chosen", &chosen)
                                .arg("most", most)
                                .arg("total", named.len()),
                        );
                    }
                }
            }
            return Some(chosen);
        }
        if let Some(image) = default {
            self.notes
                .push(Message::new("import-lh-engine-image-default").arg("image", &image));
            return Some(image);
        }
        if let [only] = images {
            let (image, _) = image(only)?;
            self.notes.push(
                Message::new("import-lh-engine-image-only")
                    .arg("engineImage", object_name(only))
                    .arg("image", image),
            );
            return Some(image.to_string());
        }
        self.notes
            .push(Message::new("import-lh-engine-image-unknown").arg("count", images.len()));
        None
    }
}
