//! Notes beside a filter result: what the input says that the scheduler reads otherwise
//! than a reader of the Kubernetes documentation might expect.

use std::collections::HashMap;

use super::Scheduler;
use super::volumes::match_fields_messages;
use crate::capacity::objects::*;
use crate::kernel::message::Message;

impl<'a> Scheduler<'a> {
    /// One note per `matchFields` requirement of a PV's node affinity, per CSIStorageCapacity of a
    /// class not in the input, per unbound claim of the pod whose class is not in the input, and
    /// per PV pre-bound to an unbound claim of the pod under another UID.
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
                        .arg(
                            "capacity",
                            format!("{}/{}", cap.metadata.namespace(), cap.metadata.name),
                        )
                        .arg("class", format!("{:?}", cap.storage_class_name)),
                );
            }
        }
        let ns = pod.metadata.namespace();
        let pre_bound = pre_bound_by_claim(&self.cluster.persistent_volumes);
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
            if let Some(named) = pre_bound
                .get(&(ns, name.as_str()))
                .filter(|_| !pvc.is_fully_bound())
            {
                notes.extend(other_uid_notes(pvc, named));
            }
        }
        notes
    }
}

/// `IsVolumeBoundToClaim`: a PV whose claimRef names an unbound claim of the pod (name and
/// namespace) with a non-empty UID that is not the claim's is not the claim's volume, and the
/// claim's why would not otherwise say why the volume that names it is not offered. The PVs
/// by the claim they name, once (a scan per claim would be claims × volumes).
fn pre_bound_by_claim(
    volumes: &[PersistentVolume],
) -> HashMap<(&str, &str), Vec<&PersistentVolume>> {
    let mut by_claim: HashMap<(&str, &str), Vec<&PersistentVolume>> = HashMap::new();
    for pv in volumes {
        if let Some(r) = &pv.spec.claim_ref {
            if r.uid.as_deref().is_some_and(|u| !u.is_empty()) {
                by_claim
                    .entry((r.namespace.as_deref().unwrap_or(""), r.name.as_str()))
                    .or_default()
                    .push(pv);
            }
        }
    }
    by_claim
}

fn other_uid_notes(pvc: &PersistentVolumeClaim, named: &[&PersistentVolume]) -> Vec<Message> {
    let claim = format!("{}/{}", pvc.metadata.namespace(), pvc.metadata.name);
    named
        .iter()
        .filter(|pv| !pv.is_bound_to(pvc))
        .map(|pv| {
            let uid = pv
                .spec
                .claim_ref
                .as_ref()
                .and_then(|r| r.uid.as_deref())
                .unwrap_or("");
            let message = match pvc.metadata.uid.as_deref().filter(|u| !u.is_empty()) {
                Some(own) => {
                    Message::new("import-cap-filter-claim-ref-other-uid").arg("claimUid", own)
                }
                None => Message::new("import-cap-filter-claim-ref-uid-claim-has-none"),
            };
            message
                .arg("name", &pv.metadata.name)
                .arg("claim", &claim)
                .arg("uid", uid)
        })
        .collect()
}

/// The note for an unbound claim whose StorageClass is not in the input.
fn unknown_class_note(ns: &str, claim: &str, class: &str) -> Message {
    Message::new("import-cap-filter-claim-class-missing")
        .arg("claim", format!("{ns}/{claim}"))
        .arg("class", format!("{class:?}"))
}
