//! Notes beside a filter result: what the input says that the scheduler reads otherwise
//! than a reader of the Kubernetes documentation might expect.

use super::volumes::match_fields_messages;
use super::Scheduler;
use crate::capacity::objects::*;
use crate::kernel::message::Message;

impl<'a> Scheduler<'a> {
    /// One note per `matchFields` requirement of a PV's node affinity, per CSIStorageCapacity of a
    /// class not in the input, and per unbound claim of the pod whose class is not in the input.
    /// (Messages; their English is in the kernel's import texts.)
    pub(super) fn notes(&self, pod: &Pod) -> Vec<Message> {
        let mut notes: Vec<Message> = self
            .cluster
            .persistent_volumes
            .iter()
            .flat_map(match_fields_messages)
            .collect();
        for cap in &self.cluster.csi_storage_capacities {
            if !self.classes.contains_key(cap.storage_class_name.as_str()) {
                notes.push(
                    Message::new("import-cap-filter-capacity-class-missing")
                        .arg("capacity", format!("{}/{}", cap.metadata.namespace(), cap.metadata.name))
                        .arg("class", format!("{:?}", cap.storage_class_name)),
                );
            }
        }
        let ns = pod.metadata.namespace();
        for volume in &pod.spec.volumes {
            let name = match (&volume.persistent_volume_claim, &volume.ephemeral) {
                (Some(source), _) => source.claim_name.clone(),
                (None, Some(_)) => ephemeral_claim_name(&pod.metadata.name, &volume.name),
                _ => continue,
            };
            let Some(pvc) = self.claims.get(&(ns, name.as_str())) else {
                continue;
            };
            let class = pvc.class_name();
            if !pvc.is_fully_bound() && !class.is_empty() && !self.classes.contains_key(class) {
                notes.push(unknown_class_note(ns, &name, class));
            }
        }
        notes
    }
}

/// The note for an unbound claim whose StorageClass is not in the input.
fn unknown_class_note(ns: &str, claim: &str, class: &str) -> Message {
    Message::new("import-cap-filter-claim-class-missing").arg("claim", format!("{ns}/{claim}")).arg("class", format!("{class:?}"))
}
