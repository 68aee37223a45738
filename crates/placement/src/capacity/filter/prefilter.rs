//! PreFilter: find the pod's claims, reject or classify them.

use super::MSG_UNBOUND_IMMEDIATE;
use super::{
    ClaimKind, Classified, PodClaim, PodClaimInfo, PreFilterOutcome, PreFilterStatus, Scheduler,
};
use crate::capacity::objects::*;
use crate::capacity::sentences;

impl<'a> Scheduler<'a> {
    /// PreFilter: classifies the pod's claims or rejects the pod.
    pub(super) fn prefilter(&self, pod: &'a Pod) -> (PreFilterOutcome, Option<Classified<'a>>) {
        let ns = pod.metadata.namespace();
        let mut infos = Vec::new();
        let mut found: Vec<PodClaim<'a>> = Vec::new();
        let mut rejection: Option<String> = None;
        for (position, volume) in pod.spec.volumes.iter().enumerate() {
            let (claim_name, ephemeral) = if let Some(src) = &volume.persistent_volume_claim {
                (src.claim_name.clone(), false)
            } else if volume.ephemeral.is_some() {
                (ephemeral_claim_name(&pod.metadata.name, &volume.name), true)
            } else {
                if let Some(csi) = &volume.csi {
                    let (why, why_message) = sentences::why_csi_inline();
                    infos.push(PodClaimInfo {
                        volume: volume.name.clone(),
                        claim: csi.driver.clone(),
                        kind: ClaimKind::CsiInline,
                        storage_class: String::new(),
                        request: None,
                        why,
                        why_message: Some(why_message),
                    });
                }
                continue;
            };
            let mut info = PodClaimInfo {
                volume: volume.name.clone(),
                claim: claim_name.clone(),
                kind: ClaimKind::Unknown,
                storage_class: String::new(),
                request: None,
                why: String::new(),
                why_message: None,
            };
            if rejection.is_some() {
                let (why, message) = sentences::why_not_examined();
                info.why = why;
                info.why_message = Some(message);
                infos.push(info);
                continue;
            }
            let Some(pvc) = self.claims.get(&(ns, claim_name.as_str())).copied() else {
                let message = if ephemeral {
                    format!(
                        "waiting for ephemeral volume controller to create the persistentvolumeclaim {claim_name:?}"
                    )
                } else {
                    format!("persistentvolumeclaim {claim_name:?} not found")
                };
                info.why = message.clone();
                rejection = Some(message);
                infos.push(info);
                continue;
            };
            info.storage_class = pvc.class_name().to_string();
            info.request = pvc.request();
            let problem = if pvc.status.phase.as_deref() == Some("Lost") {
                Some(format!(
                    "persistentvolumeclaim {:?} bound to non-existent persistentvolume {:?}",
                    pvc.metadata.name,
                    pvc.volume_name()
                ))
            } else if pvc.metadata.deletion_timestamp.is_some() {
                Some(format!(
                    "persistentvolumeclaim {:?} is being deleted",
                    pvc.metadata.name
                ))
            } else if ephemeral && !owned_by(pvc, pod) {
                Some(format!(
                    "PVC {}/{} was not created for pod {}/{} (pod is not owner)",
                    pvc.metadata.namespace(),
                    pvc.metadata.name,
                    ns,
                    pod.metadata.name
                ))
            } else {
                None
            };
            if let Some(message) = problem {
                info.why = message.clone();
                rejection = Some(message);
                infos.push(info);
                continue;
            }
            found.push(PodClaim {
                position,
                volume: &volume.name,
                pvc,
            });
            infos.push(info);
        }
        if let Some(message) = rejection {
            return (
                PreFilterOutcome {
                    status: PreFilterStatus::Unschedulable,
                    message: Some(message),
                    claims: infos,
                },
                None,
            );
        }
        if found.is_empty() {
            return (
                PreFilterOutcome {
                    status: PreFilterStatus::Skip,
                    message: None,
                    claims: infos,
                },
                None,
            );
        }
        let mut classified = Classified {
            bound: Vec::new(),
            delayed: Vec::new(),
        };
        let mut immediate = false;
        for claim in &found {
            let pvc = claim.pvc;
            let (kind, (why, message)) = if pvc.is_fully_bound() {
                (ClaimKind::Bound, sentences::why_bound(pvc.volume_name()))
            } else {
                let class = self.classes.get(pvc.class_name());
                let delayed = class
                    .is_some_and(|c| c.binding_mode() == VolumeBindingMode::WaitForFirstConsumer);
                if delayed && pvc.volume_name().is_empty() {
                    (ClaimKind::Delayed, sentences::why_delayed())
                } else if delayed {
                    (ClaimKind::UnboundImmediate, sentences::why_pre_bound())
                } else if pvc.class_name().is_empty() {
                    (ClaimKind::UnboundImmediate, sentences::why_no_class())
                } else if class.is_none() {
                    (
                        ClaimKind::UnboundImmediate,
                        sentences::why_class_missing(pvc.class_name()),
                    )
                } else {
                    (ClaimKind::UnboundImmediate, sentences::why_immediate())
                }
            };
            if let Some(info) = infos.iter_mut().find(|i| i.volume == claim.volume) {
                info.kind = kind;
                info.why = why;
                info.why_message = Some(message);
            }
            match kind {
                ClaimKind::Bound => classified.bound.push(*claim),
                ClaimKind::Delayed => classified.delayed.push(*claim),
                _ => immediate = true,
            }
        }
        if immediate {
            return (
                PreFilterOutcome {
                    status: PreFilterStatus::Unschedulable,
                    message: Some(MSG_UNBOUND_IMMEDIATE.into()),
                    claims: infos,
                },
                None,
            );
        }
        (
            PreFilterOutcome {
                status: PreFilterStatus::Success,
                message: None,
                claims: infos,
            },
            Some(classified),
        )
    }
}

/// `ephemeral.VolumeIsForPod` (component-helpers/storage/ephemeral): same namespace, and the
/// claim's controller owner reference carries the pod's UID (`metav1.IsControlledBy`).
/// A claim without a controller owner is not the pod's.
fn owned_by(pvc: &PersistentVolumeClaim, pod: &Pod) -> bool {
    pvc.metadata.namespace() == pod.metadata.namespace()
        && pvc.metadata.is_controlled_by(&pod.metadata)
}
