//! Clones in a paste: a volume's `spec.cloneMode` and `spec.dataSource`, and a
//! replica's `spec.linkedCloneSrcReplicaName`, kept only in forms the engine
//! accepts (a note says what was dropped and why).

use super::read::{Reader, Subject};
use crate::kernel::message::Message;
use crate::kernel::yaml::YamlNode;
use crate::longhorn::input::{CloneMode, Scenario, data_source_volume, is_valid_data_source};

impl Reader {
    /// `spec.cloneMode` and `spec.dataSource` of a Volume object.
    pub(super) fn clone_fields(
        &mut self,
        object: &YamlNode,
        what: &Subject,
    ) -> (CloneMode, Option<String>) {
        let data_source = object
            .text_at(&["spec", "dataSource"])
            .filter(|s| !s.is_empty())
            .map(str::to_string);
        let data_source = match data_source {
            Some(s) if !is_valid_data_source(&s) => {
                self.notes.push(
                    what.message("import-lh-data-source-invalid")
                        .arg("value", format!("{s:?}")),
                );
                None
            }
            other => other,
        };
        let mut mode = self
            .choice::<CloneMode>(object, &["spec", "cloneMode"], what)
            .unwrap_or_default();
        if mode != CloneMode::None && data_source.is_none() {
            self.notes
                .push(what.message("import-lh-clone-without-source"));
            mode = CloneMode::None;
        }
        (mode, data_source)
    }

    /// After every replica is read: a replica's source replica must be one of
    /// its source volume's pasted replicas when that volume was pasted;
    /// otherwise the link is dropped with a note.
    pub(super) fn link_clone_sources(&mut self, scenario: &mut Scenario) {
        let index: std::collections::HashMap<&str, usize> = scenario
            .volumes
            .iter()
            .enumerate()
            .map(|(i, v)| (v.name.as_str(), i))
            .collect();
        let mut dropped = Vec::new();
        for (v, volume) in scenario.volumes.iter().enumerate() {
            let Some(&s) = volume
                .data_source
                .as_deref()
                .and_then(data_source_volume)
                .and_then(|name| index.get(name))
            else {
                continue;
            };
            let source = &scenario.volumes[s];
            for (r, replica) in volume.replicas.iter().enumerate() {
                if let Some(src) = &replica.linked_clone_src_replica_name {
                    if !source.replicas.iter().any(|x| &x.name == src) {
                        dropped.push((v, r, source.name.clone(), src.clone()));
                    }
                }
            }
        }
        for (v, r, source, src) in dropped {
            let replica = &mut scenario.volumes[v].replicas[r];
            replica.linked_clone_src_replica_name = None;
            self.notes.push(
                Message::new("import-lh-clone-source-replica-not-pasted")
                    .arg("replica", &replica.name)
                    .arg("source", &src)
                    .arg("volume", &source),
            );
        }
    }
}
