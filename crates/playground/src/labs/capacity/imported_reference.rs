//! The conversion as the page did it before the import worker made the
//! draft's parts (`from_engine`, put together by `imported::to_draft`): kept as
//! the reference the new one must equal (tests only).
//!
//! - nodes keep their labels (the zone in its own field);
//! - each provisioner becomes a driver (capacity tracking as its CSIDriver says; off
//!   without one, which gives the same verdicts); its CSIStorageCapacity objects become
//!   pools, one per `nodeTopology.matchLabels` segment, and their keys the driver's
//!   topology keys (`kubernetes.io/hostname` alone = per node);
//! - the pod (the first pending one with volumes, or the one asked for) keeps its
//!   PVC, ephemeral and CSI inline volumes; a bound claim is "already provisioned"
//!   on the nodes its PV accepts;
//! - what the draft has no place for (other pods, static PVs, selectors other than
//!   zones, per-class capacities) is left out with a note.

use std::collections::BTreeMap;

use placement::capacity::filter::pv_accepts;
use placement::capacity::import::CapacityImport;
use placement::capacity::objects::{
    ObjectMeta, PersistentVolume, PersistentVolumeClaim, Volume, VolumeBindingMode, NO_PROVISIONER,
};

use super::draft::{
    Binding, CapacityDraft, DraftClass, DraftDriver, DraftNode, DraftPod, DraftPool, DraftVolume,
    EphemeralClaim, VolumeKind, HOSTNAME, ZONE,
};
use crate::text::amount_input::parse_amount;
use crate::text::units::{Amount, Unit};
use crate::text::messages::{text, text_with};

/// The draft made from an import, and what could not be carried over.
pub struct Converted {
    pub draft: CapacityDraft,
    pub notes: Vec<String>,
}

/// Bytes as an amount the user can read and edit: TiB or GiB (the shorter) from 1 TiB, GiB
/// from 1 GiB, MiB below, zero and less "0" GiB; the fraction's first decimals
/// (⌊rest × 10^d / 2^k⌋ in one division), d leaving a cut under 0.11 byte.
pub fn amount(bytes: i64) -> Amount {
    let write = |unit: Unit, shift: u32, digits: usize| {
        let bytes = bytes.max(0) as u128;
        let first = ((bytes & ((1 << shift) - 1)) * 10u128.pow(digits as u32)) >> shift;
        let full = format!("{first:0digits$}");
        let fraction = full.trim_end_matches('0');
        let whole = (bytes >> shift).to_string();
        let text = if fraction.is_empty() { whole } else { format!("{whole}.{fraction}") };
        Amount { text, unit }
    };
    if bytes >= 1 << 40 {
        let (tib, gib) = (write(Unit::TiB, 40, 13), write(Unit::GiB, 30, 10));
        return if gib.text.len() < tib.text.len() { gib } else { tib };
    }
    if bytes > 0 && bytes < 1 << 30 { write(Unit::MiB, 20, 7) } else { write(Unit::GiB, 30, 10) }
}

fn labels_text(labels: &BTreeMap<String, String>) -> String {
    labels
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The import as a draft for the pod at `pod` (default: the import's most interesting
/// pod); the workload settings are kept from `current`.
pub fn to_draft(import: &CapacityImport, pod: Option<usize>, current: &CapacityDraft) -> Converted {
    let mut notes = Vec::new();
    let cluster = &import.cluster;
    let nodes: Vec<DraftNode> = cluster
        .nodes
        .iter()
        .map(|n| {
            let mut labels = n.metadata.labels.clone();
            let zone = labels.remove(ZONE).unwrap_or_default();
            if let Some(host) = labels.remove(HOSTNAME) {
                if host != n.metadata.name {
                    notes.push(text("cap-note-hostname-differs", &[
                        ("node", &n.metadata.name),
                        ("label", &format!("{HOSTNAME}={host}")),
                    ]));
                }
            }
            DraftNode {
                name: n.metadata.name.clone(),
                zone,
                labels: labels_text(&labels),
            }
        })
        .collect();
    let classes: Vec<DraftClass> = cluster
        .storage_classes
        .iter()
        .map(|c| {
            let mut zones = String::new();
            match c.allowed_topologies.as_slice() {
                [] => {}
                [term] if term.match_label_expressions.len() == 1
                    && term.match_label_expressions[0].key == ZONE =>
                {
                    zones = term.match_label_expressions[0].values.join(", ");
                }
                _ => notes.push(text("cap-note-class-topologies", &[("class", &c.metadata.name), ("key", ZONE)])),
            }
            DraftClass {
                name: c.metadata.name.clone(),
                provisioner: c.provisioner.clone(),
                binding: match c.binding_mode() {
                    VolumeBindingMode::Immediate => Binding::Immediate,
                    VolumeBindingMode::WaitForFirstConsumer => Binding::WaitForFirstConsumer,
                },
                zones,
            }
        })
        .collect();
    let chosen = pod.or_else(|| import.interesting_pod());
    let (pod, volume_notes) = match chosen.and_then(|i| import.pods.get(i)) {
        Some(p) => {
            let (mut pod, notes) = pod_draft(import, &p.pod.metadata, &p.pod.spec.volumes);
            pod.node_name = p.node_name.clone();
            (pod, notes)
        }
        None => (
            DraftPod {
                name: "pod".into(),
                node_name: None,
                volumes: Vec::new(),
            },
            vec![text("cap-note-no-pod", &[])],
        ),
    };
    notes.extend(volume_notes);
    if import.pods.len() > 1 {
        notes.push(text_with("cap-note-other-pods", &[
            ("pod", crate::text::i18n::Value::Text(pod.name.clone())),
            ("count", crate::text::i18n::number((import.pods.len() - 1) as f64)),
        ]));
    }
    let unclaimed: Vec<&str> = cluster
        .persistent_volumes
        .iter()
        .filter(|v| v.spec.claim_ref.is_none())
        .map(|v| v.metadata.name.as_str())
        .collect();
    if !unclaimed.is_empty() {
        notes.push(text("cap-note-unclaimed-pvs", &[("volumes", &unclaimed.join(", "))]));
    }
    let mut pod = pod;
    let pod_name = pod.name.clone();
    pod.volumes.retain(|v| {
        let known = v.kind == VolumeKind::CsiInline || classes.iter().any(|c| c.name == v.class);
        if !known {
            notes.push(text("cap-note-class-not-pasted", &[("pod", &pod_name), ("volume", &v.name), ("class", &v.class)]));
        }
        known
    });
    let drivers = drivers(import, &classes, &pod, &mut notes);
    let mut workload = current.workload.clone();
    if classes.is_empty() {
        workload.class.clear();
        notes.push(text("cap-note-no-class", &[]));
    }
    if !classes.iter().any(|c| c.name == workload.class.trim()) {
        if let Some(c) = classes
            .iter()
            .find(|c| c.binding == Binding::WaitForFirstConsumer)
            .or(classes.first())
        {
            workload.class = c.name.clone();
        }
    }
    Converted {
        draft: CapacityDraft {
            nodes,
            drivers,
            classes,
            pod,
            workload,
            changes: Vec::new(),
        },
        notes,
    }
}

fn claim<'a>(
    import: &'a CapacityImport,
    ns: &str,
    name: &str,
) -> Option<&'a PersistentVolumeClaim> {
    import
        .cluster
        .persistent_volume_claims
        .iter()
        .find(|c| c.metadata.name == name && c.metadata.namespace() == ns)
}

/// The nodes a bound claim's volume is reachable from, or why the draft
/// cannot say (the note's message id, and the volume's name).
/// The claim's UID, the PV's claimRef UID and its phase as the draft keeps them, written again
/// here (a reference does not borrow the code it checks): the UIDs only when the claimRef names
/// one, the phase only when it is not Bound.
fn pv_binding_fields(claim: &PersistentVolumeClaim, pv: &PersistentVolume) -> (String, String, String) {
    let phase = match pv.status.phase.as_deref() {
        Some("Bound") | None => String::new(),
        Some(other) => other.to_string(),
    };
    match pv.spec.claim_ref.as_ref().and_then(|r| r.uid.as_deref()).filter(|u| !u.is_empty()) {
        Some(ref_uid) => (claim.metadata.uid.as_deref().unwrap_or("").to_string(), ref_uid.to_string(), phase),
        None => (String::new(), String::new(), phase),
    }
}

/// The volume pre-bound to a claim that is not fully bound, written again from
/// `FindMatchingVolume` (pv_helpers.go): the volumes of the claim's class whose claimRef is the
/// claim's (name, namespace as written, a UID when it has one), the first large enough, of the
/// claim's volume mode and not being deleted. The note, and the volume with the nodes it is
/// drawn on when the draft draws it (a phase other than Bound, no selected node, a pasted node
/// it reaches).
fn pre_bound<'a>(import: &'a CapacityImport, c: &PersistentVolumeClaim, pod: &str) -> Option<(String, Option<(&'a PersistentVolume, String)>)> {
    let claim_uid = c.metadata.uid.as_deref().unwrap_or("");
    let candidates: Vec<&PersistentVolume> = import
        .cluster
        .persistent_volumes
        .iter()
        .filter(|pv| pv.class_name() == c.class_name())
        .filter(|pv| match &pv.spec.claim_ref {
            Some(r) => {
                let uid = r.uid.as_deref().unwrap_or("");
                r.name == c.metadata.name && r.namespace.as_deref() == Some(c.metadata.namespace()) && (uid.is_empty() || uid == claim_uid)
            }
            None => false,
        })
        .collect();
    let first = *candidates.first()?;
    let mode = |m: Option<&str>| m.unwrap_or("Filesystem").to_string();
    let taken = candidates.into_iter().find(|pv| {
        pv.size() >= c.request().unwrap_or(0)
            && mode(pv.spec.volume_mode.as_deref()) == mode(c.spec.volume_mode.as_deref())
            && pv.metadata.deletion_timestamp.is_none()
    });
    let args = |pv: &PersistentVolume| vec![("pod", pod.to_string()), ("claim", c.metadata.name.clone()), ("pv", pv.metadata.name.clone())];
    let say = |id: &str, args: Vec<(&str, String)>| {
        let args: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
        text(id, &args)
    };
    let passed_over = |pv: &PersistentVolume| Some((say("cap-note-pre-bound-passed-over", args(pv)), None));
    let Some(pv) = taken else { return passed_over(first) };
    if c.selected_node().is_some() {
        return passed_over(pv);
    }
    let phase = pv.status.phase.clone().unwrap_or_default();
    let mut with_phase = args(pv);
    with_phase.push(("phase", format!("{phase:?}")));
    if phase.is_empty() || phase == "Bound" {
        return Some((say("cap-note-pre-bound-binding", with_phase), None));
    }
    let nodes: Vec<&str> = import.cluster.nodes.iter().filter(|n| pv_accepts(pv, &n.metadata.labels)).map(|n| n.metadata.name.as_str()).collect();
    if nodes.is_empty() {
        return passed_over(pv);
    }
    Some((say("cap-note-pre-bound", with_phase), Some((pv, nodes.join(", ")))))
}

fn provisioned_on(
    import: &CapacityImport,
    claim: &PersistentVolumeClaim,
) -> Result<String, (&'static str, String)> {
    let pv_name = claim.volume_name();
    let pv = import
        .cluster
        .persistent_volumes
        .iter()
        .find(|v| v.metadata.name == pv_name)
        .ok_or_else(|| ("cap-note-bound-pv-not-pasted", pv_name.to_string()))?;
    let nodes: Vec<&str> = import
        .cluster
        .nodes
        .iter()
        .filter(|n| pv_accepts(pv, &n.metadata.labels))
        .map(|n| n.metadata.name.as_str())
        .collect();
    if nodes.is_empty() {
        return Err(("cap-note-bound-pv-unreachable", pv_name.to_string()));
    }
    Ok(nodes.join(", "))
}

/// How the lab draws a pasted claim's owner (`metav1.IsControlledBy` on the pod's UID).
fn ephemeral_claim_state(claim: &PersistentVolumeClaim, pod: &ObjectMeta) -> EphemeralClaim {
    if claim.metadata.is_controlled_by(pod) {
        EphemeralClaim::OwnedByPod
    } else if claim.metadata.controller().is_some() {
        EphemeralClaim::EarlierPod
    } else {
        EphemeralClaim::NoOwner
    }
}

fn pod_draft(
    import: &CapacityImport,
    pod: &ObjectMeta,
    volumes: &[Volume],
) -> (DraftPod, Vec<String>) {
    let (name, ns) = (pod.name.as_str(), pod.namespace());
    let mut notes = Vec::new();
    let mut out: Vec<DraftVolume> = Vec::new();
    for volume in volumes {
        let (draft_name, kind, claim) = if let Some(source) = &volume.persistent_volume_claim {
            let Some(c) = claim(import, ns, &source.claim_name) else {
                notes.push(text("cap-note-claim-not-pasted", &[("pod", name), ("volume", &volume.name), ("claim", &source.claim_name)]));
                continue;
            };
            (source.claim_name.clone(), VolumeKind::Claim, Some(c))
        } else if let Some(source) = &volume.ephemeral {
            let existing = claim(import, ns, &format!("{name}-{}", volume.name));
            let template = PersistentVolumeClaim {
                spec: source.volume_claim_template.spec.clone(),
                ..Default::default()
            };
            match existing {
                Some(c) => (volume.name.clone(), VolumeKind::Ephemeral, Some(c)),
                None => {
                    out.push(DraftVolume {
                        name: volume.name.clone(),
                        kind: VolumeKind::Ephemeral,
                        class: template.class_name().to_string(),
                        size: amount(template.request().unwrap_or(0)),
                        on_node: String::new(),
                        claim: EphemeralClaim::NotCreated, claim_uid: String::new(), pv_claim_uid: String::new(), pv_phase: String::new(),
                    });
                    continue;
                }
            }
        } else if let Some(csi) = &volume.csi {
            out.push(DraftVolume {
                name: volume.name.clone(),
                kind: VolumeKind::CsiInline,
                class: csi.driver.clone(),
                size: Amount::gib("0"),
                on_node: String::new(),
                claim: EphemeralClaim::OwnedByPod, claim_uid: String::new(), pv_claim_uid: String::new(), pv_phase: String::new(),
            });
            continue;
        } else {
            continue;
        };
        let Some(c) = claim else { continue };
        if out.iter().any(|v| v.name == draft_name) {
            notes.push(text("cap-note-claim-twice", &[("pod", name), ("volume", &volume.name), ("claim", &draft_name)]));
            continue;
        }
        let mut provisioned = match import.cluster.persistent_volumes.iter().find(|v| c.is_fully_bound() && v.metadata.name == c.volume_name()) {
            Some(pv) => pv_binding_fields(c, pv),
            None => Default::default(),
        };
        let on_node = if c.is_fully_bound() {
            match provisioned_on(import, c) {
                Ok(nodes) => nodes,
                Err((why, pv)) => {
                    // One whole sentence per reason (cap-note-bound-pv-*).
                    notes.push(crate::text::messages::text(why, &[("pod", name), ("volume", &volume.name), ("claim", &c.metadata.name), ("pv", &pv)]));
                    continue;
                }
            }
        } else {
            if !c.volume_name().is_empty() {
                notes.push(text("cap-note-not-bind-completed", &[("pod", name), ("claim", &c.metadata.name), ("pv", c.volume_name())]));
            }
            if let Some(node) = c.selected_node() {
                notes.push(text("cap-note-selected-node", &[("pod", name), ("claim", &c.metadata.name), ("node", node)]));
            }
            match pre_bound(import, c, name) {
                Some((note, drawn)) => {
                    notes.push(note);
                    match drawn {
                        Some((pv, nodes)) => {
                            provisioned = pv_binding_fields(c, pv);
                            nodes
                        }
                        None => String::new(),
                    }
                }
                None => String::new(),
            }
        };
        out.push(DraftVolume {
            name: draft_name,
            kind,
            class: c.class_name().to_string(),
            size: amount(c.request().unwrap_or(0)),
            on_node,
            claim: ephemeral_claim_state(c, pod), claim_uid: provisioned.0, pv_claim_uid: provisioned.1, pv_phase: provisioned.2,
        });
    }
    (
        DraftPod {
            name: name.to_string(),
            node_name: None,
            volumes: out,
        },
        notes,
    )
}

/// One driver per provisioner (CSIDriver objects first, then classes' provisioners,
/// then the pod's CSI inline drivers), with pools from the CSIStorageCapacity objects.
fn drivers(
    import: &CapacityImport,
    classes: &[DraftClass],
    pod: &DraftPod,
    notes: &mut Vec<String>,
) -> Vec<DraftDriver> {
    let cluster = &import.cluster;
    let mut names: Vec<String> = cluster
        .csi_drivers
        .iter()
        .map(|d| d.metadata.name.clone())
        .collect();
    let inline = pod
        .volumes
        .iter()
        .filter(|v| v.kind == VolumeKind::CsiInline)
        .map(|v| v.class.clone());
    for name in classes.iter().map(|c| c.provisioner.clone()).chain(inline) {
        if name != NO_PROVISIONER && !names.contains(&name) {
            names.push(name);
        }
    }
    let node_labels = |name: &str| -> BTreeMap<String, String> {
        let Some(n) = cluster.nodes.iter().find(|n| n.metadata.name == name) else {
            return BTreeMap::new();
        };
        n.metadata.labels.clone()
    };
    names
        .into_iter()
        .map(|name| {
            let tracking = cluster
                .csi_drivers
                .iter()
                .find(|d| d.metadata.name == name)
                .is_some_and(|d| d.spec.storage_capacity == Some(true));
            let mine: Vec<&str> = classes
                .iter()
                .filter(|c| c.provisioner == name)
                .map(|c| c.name.as_str())
                .collect();
            let mut keys: Vec<String> = Vec::new();
            let mut pools: Vec<(BTreeMap<String, String>, i64, Option<i64>)> = Vec::new();
            let mut covered: Vec<&str> = Vec::new();
            for cap in cluster
                .csi_storage_capacities
                .iter()
                .filter(|c| mine.contains(&c.storage_class_name.as_str()))
            {
                let segment = match &cap.node_topology {
                    Some(s) if s.match_expressions.is_empty() && !s.match_labels.is_empty() => {
                        s.match_labels.clone()
                    }
                    _ => {
                        notes.push(text("cap-note-capacity-topology", &[("capacity", &cap.metadata.name)]));
                        continue;
                    }
                };
                covered.push(cap.storage_class_name.as_str());
                for key in segment.keys() {
                    if !keys.contains(key) {
                        keys.push(key.clone());
                    }
                }
                let free = cap.capacity.map_or(0, |b| b.0);
                let max = cap.maximum_volume_size.map(|b| b.0);
                match pools.iter().find(|(s, _, _)| *s == segment) {
                    Some((_, f, m)) if *f != free || *m != max => notes.push(text("cap-note-segment-shared", &[
                        ("capacity", &cap.metadata.name),
                        ("segment", &labels_text(&segment)),
                    ])),
                    Some(_) => {}
                    None => pools.push((segment, free, max)),
                }
            }
            if tracking {
                for class in classes.iter().filter(|c| {
                    c.provisioner == name
                        && c.binding == Binding::WaitForFirstConsumer
                        && !covered.contains(&c.name.as_str())
                }) {
                    notes.push(text("cap-note-class-no-capacity", &[("class", &class.name)]));
                }
            }
            // The lab subtracts the pod's provisioned volumes from their pools; the
            // pasted capacities already did, so they are added back.
            let pools = pools
                .into_iter()
                .map(|(segment, free, max)| {
                    let in_segment = |node: &str| {
                        let labels = node_labels(node);
                        segment.iter().all(|(k, v)| labels.get(k) == Some(v))
                    };
                    let used: i64 = pod
                        .volumes
                        .iter()
                        .filter(|v| {
                            v.kind != VolumeKind::CsiInline
                                && mine.contains(&v.class.as_str())
                                && v.on_node.split(',').map(str::trim).any(in_segment)
                        })
                        .filter_map(|v| parse_amount(&v.size.text, v.size.unit).ok())
                        .sum();
                    DraftPool {
                        segment: labels_text(&segment),
                        free: amount(free.saturating_add(used)),
                        max: max.map_or(
                            Amount {
                                text: String::new(),
                                unit: Unit::GiB,
                            },
                            amount,
                        ),
                    }
                })
                .collect();
            DraftDriver {
                per_node: keys == [HOSTNAME],
                topology_keys: keys.join(", "),
                storage_capacity: tracking,
                poll_seconds: "60".into(),
                pools,
                name,
            }
        })
        .collect()
}
