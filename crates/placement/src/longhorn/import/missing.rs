//! What a partial paste lacks for scheduling, and what it still tells: the
//! placement the cluster recorded for replicas (and the node a volume is
//! attached to) whose nodes were not pasted. The engine's scenario never
//! names a node that is not in it; those facts live here instead.

use super::Import;
use super::model::RecordedPlacement;
use super::read::Reader;
use crate::kernel::message::Message;
use crate::kernel::missing::{Missing, about_names};

/// How `kubectl` is told to print Longhorn's objects.
const GET: &str = "kubectl -n longhorn-system get";

impl Reader {
    /// Records a fact about `volume` that the scenario cannot hold.
    pub(super) fn recorded(&mut self, volume: &str) -> &mut RecordedPlacement {
        let at = match self.recorded_index.get(volume) {
            Some(&at) => at,
            None => {
                self.recorded.push(RecordedPlacement {
                    volume: volume.to_string(),
                    ..RecordedPlacement::default()
                });
                self.recorded_index
                    .insert(volume.to_string(), self.recorded.len() - 1);
                self.recorded.len() - 1
            }
        };
        &mut self.recorded[at]
    }

    /// Remembers a node an object names that was not pasted.
    pub(super) fn unknown_node(&mut self, node: &str) {
        if self.unknown_node_set.insert(node.to_string()) {
            self.unknown_nodes.push(node.to_string());
        }
    }
}

/// What the paste in `import` lacks for the scheduler, given the kinds seen
/// (`replicas`: Replica objects pasted; `orphans`: volumes named by replicas
/// that were not pasted; `settings`: Setting objects pasted).
pub(super) fn missing_kinds(
    import: &Import,
    reader: &Reader,
    replicas: usize,
    orphans: &[String],
    settings: usize,
) -> Vec<Missing> {
    let scenario = &import.scenario;
    let mut missing = Vec::new();
    let has_volumes = !scenario.volumes.is_empty();
    if scenario.nodes.is_empty() && (has_volumes || replicas > 0) {
        missing.push(Missing::new(
            &["nodes.longhorn.io"],
            Message::new("import-lh-missing-nodes"),
            format!("{GET} nodes.longhorn.io -o yaml"),
        ));
    } else if !reader.unknown_nodes.is_empty() {
        missing.push(Missing::new(
            &["nodes.longhorn.io"],
            about_names("import-lh-missing-named-nodes", &reader.unknown_nodes),
            format!(
                "{GET} nodes.longhorn.io {} -o yaml",
                reader.unknown_nodes.join(" ")
            ),
        ));
    }
    if !orphans.is_empty() {
        missing.push(Missing::new(
            &["volumes.longhorn.io"],
            about_names("import-lh-missing-volumes", orphans),
            format!("{GET} volumes.longhorn.io {} -o yaml", orphans.join(" ")),
        ));
    }
    if has_volumes && replicas == 0 {
        missing.push(Missing::new(
            &["replicas.longhorn.io"],
            Message::new("import-lh-missing-replicas"),
            format!("{GET} replicas.longhorn.io -o yaml"),
        ));
    }
    if has_volumes && settings == 0 {
        missing.push(Missing::new(
            &["settings.longhorn.io"],
            Message::new("import-lh-missing-settings"),
            format!("{GET} settings.longhorn.io -o yaml"),
        ));
    }
    missing
}
