//! Instance managers: a v2 (SPDK) volume's replicas run in the node's v2
//! instance manager, so for v2 volumes a node is a scheduling candidate only
//! if it has a v2 `InstanceManager` in state `running` (longhorn-manager's
//! `CheckInstanceManagersReadiness`), where v1 volumes need their engine image
//! deployed instead (see `engine.rs`). The engine keeps one `engine_ready`
//! per node, so the import decides it for one data engine: the one most
//! pasted volumes use (a tie, or no volume, goes to v1), and a note names
//! each volume of the other engine, whose own readiness is then not checked.

use std::collections::HashMap;

use super::read::{Reader, object_name};
use crate::kernel::message::Message;
use crate::kernel::yaml::YamlNode;
use crate::longhorn::input::{DataEngine, Scenario};

/// What `kubectl get` needs in its list to print the instance managers.
const RESOURCE: &str = "instancemanagers.longhorn.io";

/// An instance manager's `spec.dataEngine`; absent (older Longhorn) is v1.
fn is_v2(object: &YamlNode) -> bool {
    object
        .text_at(&["spec", "dataEngine"])
        .is_some_and(|e| e.trim().eq_ignore_ascii_case("v2"))
}

/// An instance manager's `status.currentState`, trimmed.
fn state(object: &YamlNode) -> Option<&str> {
    object.text_at(&["status", "currentState"]).map(str::trim)
}

impl Reader {
    /// The data engine whose readiness each node's `engine_ready` follows:
    /// the one most pasted volumes use (a tie, or no volume, goes to v1, the
    /// default engine). `volumes` are the objects of `scenario.volumes`, in the
    /// same order; each volume of the other engine gets a note, as its own
    /// readiness is then not checked.
    pub(super) fn readiness_data_engine(
        &mut self,
        volumes: &[&YamlNode],
        scenario: &Scenario,
    ) -> DataEngine {
        let total = scenario.volumes.len();
        let v2 = scenario
            .volumes
            .iter()
            .filter(|v| v.data_engine == DataEngine::V2)
            .count();
        let chosen = if v2 > total - v2 {
            DataEngine::V2
        } else {
            DataEngine::V1
        };
        // Without nodes there is no readiness to decide, so nothing to say.
        if scenario.nodes.is_empty() {
            return chosen;
        }
        let most = if chosen == DataEngine::V2 {
            v2
        } else {
            total - v2
        };
        // The volume's own engine names the sentence (the other engine is the one followed).
        let id = |own: DataEngine| match (own, most * 2 == total) {
            (DataEngine::V1, _) => "import-lh-volume-engine-v1",
            (DataEngine::V2, false) => "import-lh-volume-engine-v2",
            (DataEngine::V2, true) => "import-lh-volume-engine-v2-tie",
        };
        for (volume, object) in scenario.volumes.iter().zip(volumes) {
            if volume.data_engine == chosen {
                continue;
            }
            self.note(
                object.at_path(&["spec", "dataEngine"]).unwrap_or(object),
                Message::new(id(volume.data_engine))
                    .arg("name", &volume.name)
                    .arg("most", most)
                    .arg("total", total),
            );
        }
        chosen
    }

    /// Sets each node's `engine_ready` for v2 volumes from the pasted
    /// `InstanceManager` objects (`managers`, each with a `spec.nodeID`): a
    /// node is ready when one of its v2 instance managers is `running`. Every
    /// node taken as not ready gets a note naming its instance managers.
    pub(super) fn instance_manager_readiness(
        &mut self,
        managers: &[&YamlNode],
        scenario: &mut Scenario,
    ) {
        if scenario.nodes.is_empty() {
            return;
        }
        if managers.is_empty() {
            // Nothing to check against: say so rather than fail every node.
            let v2 = scenario
                .volumes
                .iter()
                .filter(|v| v.data_engine == DataEngine::V2)
                .count();
            let message = if v2 == scenario.volumes.len() {
                Message::new("import-lh-no-instance-manager-all")
            } else {
                Message::new("import-lh-no-instance-manager")
                    .arg("count", v2)
                    .arg("total", scenario.volumes.len())
            };
            self.notes.push(message.arg("resource", RESOURCE));
            return;
        }
        // The v2 instance managers of each node, grouped once (linear in nodes + managers).
        let mut by_node: HashMap<&str, Vec<&YamlNode>> = HashMap::new();
        for &m in managers.iter().filter(|m| is_v2(m)) {
            if let Some(node) = m.text_at(&["spec", "nodeID"]) {
                by_node.entry(node).or_default().push(m);
            }
        }
        for node in &mut scenario.nodes {
            let on_node: &[&YamlNode] = by_node.get(node.name.as_str()).map_or(&[], Vec::as_slice);
            if on_node.iter().any(|m| state(m) == Some("running")) {
                continue;
            }
            node.engine_ready = false;
            let n = &node.name;
            let Some(first) = on_node.first() else {
                self.notes.push(
                    Message::new("import-lh-node-no-v2-instance-manager")
                        .arg("node", n)
                        .arg("count", managers.len()),
                );
                continue;
            };
            let found: Vec<String> = on_node
                .iter()
                .map(|m| match state(m) {
                    Some(s) if !s.is_empty() => format!("{}: state {s}", object_name(m)),
                    _ => format!("{}: no status.currentState", object_name(m)),
                })
                .collect();
            self.note(
                first.at_path(&["status", "currentState"]).unwrap_or(first),
                Message::new("import-lh-node-no-running-instance-manager")
                    .arg("node", n)
                    .arg("managers", found.join(", ")),
            );
        }
    }
}
