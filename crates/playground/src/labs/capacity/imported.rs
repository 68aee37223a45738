//! What the page gets of a capacity import ([`PageImport`]): the lab's draft
//! parts, made in the import worker from the engine's `CapacityImport`
//! (`from_engine`), and the import's reports. The page puts a draft together
//! from them for the pod shown ([`to_draft`]) and never reads the engine's
//! import types from JSON, so their readers are not in the capacity lab's wasm
//! (issue #15); the worker's `capacity` job and the support bundle reader write this.
//!
//! Every pod's part is made in the worker, so choosing another pod needs no
//! new read. The notes cross as sentences ([`Sentence`]: the worker has no
//! catalog) and are said in the page's language when a pod is shown.

use placement::capacity::import::{ReadObject, SkippedObject};
use placement::capacity::objects::NO_PROVISIONER;
use placement::kernel::message::Message;
use placement::kernel::missing::Missing;
use serde::{Deserialize, Serialize};

use super::draft::{Binding, CapacityDraft, DraftClass, DraftDriver, DraftNode, DraftPod, VolumeKind};
use crate::text::messages::{text, text_with};
use crate::text::sentence::Sentence;
use crate::text::units::Amount;

/// A capacity import as the lab uses it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PageImport {
    /// The pasted nodes and StorageClasses, as the draft holds them.
    pub nodes: Vec<DraftNode>,
    pub classes: Vec<DraftClass>,
    /// One per CSIDriver and class provisioner, with its pools as published.
    pub drivers: Vec<DraftDriver>,
    /// How many CSIDriver, CSIStorageCapacity, claim and volume objects were read.
    pub csi_drivers: usize,
    pub capacities: usize,
    pub claims: usize,
    pub volumes: usize,
    /// The PersistentVolumes without a claim (the draft has no place for them).
    pub unclaimed: Vec<String>,
    /// What the draft could not hold of the nodes and classes, and of the drivers.
    pub cluster_notes: Vec<Sentence>,
    pub driver_notes: Vec<Sentence>,
    pub pods: Vec<ImportedPod>,
    /// The lists of nodes (`a, b`) the pods' provisioned volumes are on, each
    /// once: a zone's nodes are the list of many volumes.
    pub node_sets: Vec<String>,
    /// The pod shown first (the first pending one with volumes, …).
    pub interesting_pod: Option<usize>,
    pub read: Vec<ReadObject>,
    pub skipped: Vec<SkippedObject>,
    pub notes: Vec<String>,
    pub note_messages: Vec<Message>,
    pub missing: Vec<Missing>,
}

/// A pasted pod: how the summary names it, and the draft's pod made from it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportedPod {
    pub namespace: String,
    pub phase: Option<String>,
    /// How many volumes its spec has.
    pub volumes: usize,
    /// The node the cluster recorded it on.
    pub node_name: Option<String>,
    /// Its provisioned volumes' nodes are left empty in `draft`, and given by
    /// `on_node`: (volume, place in the node sets).
    pub draft: DraftPod,
    pub on_node: Vec<(usize, usize)>,
    /// What its volumes' conversion could not carry over.
    pub notes: Vec<Sentence>,
    /// The free space of each pool (driver, pool, free) that its provisioned
    /// volumes are in, with them added back: the pasted capacities already
    /// subtracted them, and the lab subtracts them again.
    pub provisioned: Vec<(usize, usize, Amount)>,
}

/// The draft made from an import, and what could not be carried over.
pub struct Converted {
    pub draft: CapacityDraft,
    pub notes: Vec<String>,
}

/// The import as a draft for the pod at `pod` (default: the import's most interesting
/// pod); the workload settings are kept from `current`.
pub fn to_draft(import: &PageImport, pod: Option<usize>, current: &CapacityDraft) -> Converted {
    let mut notes: Vec<String> = import.cluster_notes.iter().map(Sentence::text).collect();
    let classes = import.classes.clone();
    let chosen = pod.or(import.interesting_pod).and_then(|i| import.pods.get(i));
    let mut pod = match chosen {
        Some(p) => {
            notes.extend(p.notes.iter().map(Sentence::text));
            let mut pod = p.draft.clone();
            pod.node_name = p.node_name.clone();
            for &(v, set) in &p.on_node {
                if let (Some(volume), Some(nodes)) = (pod.volumes.get_mut(v), import.node_sets.get(set)) {
                    volume.on_node = nodes.clone();
                }
            }
            pod
        }
        None => {
            notes.push(text("cap-note-no-pod", &[]));
            DraftPod { name: "pod".into(), volumes: Vec::new(), node_name: None }
        }
    };
    if import.pods.len() > 1 {
        notes.push(text_with("cap-note-other-pods", &[
            ("pod", crate::text::i18n::Value::Text(pod.name.clone())),
            ("count", crate::text::i18n::number((import.pods.len() - 1) as f64)),
        ]));
    }
    if !import.unclaimed.is_empty() {
        notes.push(text("cap-note-unclaimed-pvs", &[("volumes", &import.unclaimed.join(", "))]));
    }
    let pod_name = pod.name.clone();
    pod.volumes.retain(|v| {
        let known = v.kind == VolumeKind::CsiInline || classes.iter().any(|c| c.name == v.class);
        if !known {
            notes.push(text("cap-note-class-not-pasted", &[("pod", &pod_name), ("volume", &v.name), ("class", &v.class)]));
        }
        known
    });
    let drivers = drivers(import, chosen, &pod);
    notes.extend(import.driver_notes.iter().map(Sentence::text));
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
        draft: CapacityDraft { nodes: import.nodes.clone(), drivers, classes, pod, workload, changes: Vec::new() },
        notes,
    }
}

/// The import's drivers with the pod's provisioned volumes added back to their
/// pools, then a driver for each of the pod's CSI inline volumes without one.
fn drivers(import: &PageImport, chosen: Option<&ImportedPod>, pod: &DraftPod) -> Vec<DraftDriver> {
    let mut drivers = import.drivers.clone();
    for (d, p, free) in chosen.map(|c| c.provisioned.as_slice()).unwrap_or_default() {
        if let Some(pool) = drivers.get_mut(*d).and_then(|d| d.pools.get_mut(*p)) {
            pool.free = free.clone();
        }
    }
    for v in pod.volumes.iter().filter(|v| v.kind == VolumeKind::CsiInline) {
        if v.class != NO_PROVISIONER && !drivers.iter().any(|d| d.name == v.class) {
            drivers.push(DraftDriver {
                name: v.class.clone(),
                storage_capacity: false,
                per_node: false,
                topology_keys: String::new(),
                poll_seconds: "60".into(),
                pools: Vec::new(),
            });
        }
    }
    drivers
}

#[cfg(test)]
mod tests {
    use super::*;
    use placement::capacity::filter_nodes;
    use placement::capacity::import::import_kubectl;

    use crate::labs::capacity::imported_reference as reference;

    const LIST: &str =
        include_str!("../../../../placement/tests/fixtures/kubectl/capacity/list.yaml");

    fn verdicts(result: &placement::capacity::FilterResult) -> Vec<(String, Vec<String>)> {
        result
            .nodes
            .iter()
            .map(|n| (n.node.clone(), n.reasons.clone()))
            .collect()
    }

    #[test]
    fn pods_and_claims_without_nodes_or_classes_become_a_draft_that_evaluates() {
        let text = include_str!(
            "../../../../placement/tests/fixtures/kubectl/capacity/without-nodes-or-classes.yaml"
        );
        let import = import_kubectl(text).unwrap();
        let page = PageImport::from(&import);
        let current = crate::labs::capacity::presets::PRESETS[0].draft();
        for pod in 0..import.pods.len() {
            let converted = to_draft(&page, Some(pod), &current);
            converted.draft.evaluate().unwrap();
            assert!(converted.draft.nodes.is_empty());
        }
        let converted = to_draft(&page, None, &current);
        let notes = converted.notes.join("\n");
        assert!(notes.contains("No StorageClass was pasted"), "{notes}");
    }

    #[test]
    fn the_list_becomes_a_draft_with_the_same_verdicts() {
        let import = import_kubectl(LIST).unwrap();
        let page = PageImport::from(&import);
        let current = super::super::presets::PRESETS[0].draft();
        let converted = to_draft(&page, None, &current);
        let d = &converted.draft;
        assert_eq!(d.nodes.len(), 4);
        assert_eq!(d.nodes[1].zone, "zone-a");
        assert!(d.nodes[1]
            .labels
            .contains("topology.topo.csi.example.com/zone=zone-a"));
        assert_eq!(d.drivers.len(), 2);
        let topo = &d.drivers[0];
        assert!(topo.storage_capacity && !topo.per_node);
        assert_eq!(topo.topology_keys, "topology.topo.csi.example.com/zone");
        assert_eq!(topo.pools.len(), 3);
        // zone-a: 50 GiB published; the pod's logs volume (10 GiB, zones a and b) is added back.
        assert_eq!(
            (topo.pools[0].free.text.as_str(), topo.pools[0].free.unit),
            ("60", crate::text::units::Unit::GiB)
        );
        assert_eq!(topo.pools[2].max.text, "100");
        assert!(!d.drivers[1].storage_capacity);
        assert_eq!(d.drivers[1].name, "rancher.io/local-path");
        assert_eq!(d.pod.name, "db-0");
        let vols: Vec<(&str, &str, &str)> = d
            .pod
            .volumes
            .iter()
            .map(|v| (v.name.as_str(), v.size.text.as_str(), v.on_node.as_str()))
            .collect();
        assert_eq!(
            vols,
            [
                ("data-db-0", "30", ""),
                ("logs-db-0", "10", "cp-1, worker-1, worker-2")
            ]
        );
        assert_eq!(d.workload.class, "topo-fast");
        let text = converted.notes.join("\n");
        assert!(
            text.contains("the other 1 pasted pod(s) are left out"),
            "{text}"
        );

        let (from_draft, _) = d.evaluate().unwrap_or_else(|e| panic!("{e:?}"));
        let direct = filter_nodes(&import.filter_input(0).unwrap()).unwrap();
        assert_eq!(verdicts(&from_draft), verdicts(&direct));
        assert_eq!(
            verdicts(&from_draft)[2].1,
            ["node(s) did not have enough free storage"]
        );
    }

    #[test]
    fn another_pod_and_missing_pieces_are_noted() {
        let import = import_kubectl(LIST).unwrap();
        let page = PageImport::from(&import);
        let current = super::super::presets::PRESETS[0].draft();
        let converted = to_draft(&page, Some(1), &current);
        assert_eq!(converted.draft.pod.name, "web-0");
        assert!(converted.draft.pod.volumes.is_empty());
        let pv_only = import_kubectl(include_str!(
            "../../../../placement/tests/fixtures/kubectl/capacity/pv.yaml"
        ))
        .unwrap();
        let converted = to_draft(&PageImport::from(&pv_only), None, &current);
        let text = converted.notes.join("\n");
        assert!(text.contains("No pod was pasted"), "{text}");
        assert!(text.contains("local-pv-worker-2 are left out"), "{text}");
    }


    #[test]
    fn a_volume_pre_bound_to_an_unbound_claim_is_drawn_with_its_phase_and_the_same_verdicts() {
        // kube-scheduler's FindMatchingVolume takes the volume whose claimRef names the claim
        // (issue 37): the draft keeps it on the claim, which stays unbound, and says so.
        let import = import_kubectl(include_str!(
            "../../../../placement/tests/fixtures/kubectl/capacity/pre-bound.yaml"
        ))
        .unwrap();
        let page = PageImport::from(&import);
        let current = super::super::presets::PRESETS[0].draft();
        let converted = to_draft(&page, None, &current);
        let volume = &converted.draft.pod.volumes[0];
        assert_eq!(
            (volume.on_node.as_str(), volume.pv_phase.as_str(), volume.pv_claim_uid.as_str()),
            ("worker-2", "Available", "")
        );
        let notes = converted.notes.join("\n");
        assert!(notes.contains("volume local-pv-db-0 (phase \"Available\") is pre-bound to it"), "{notes}");
        let (from_draft, _) = converted.draft.evaluate().unwrap_or_else(|e| panic!("{e:?}"));
        let direct = filter_nodes(&import.filter_input(0).unwrap()).unwrap();
        assert_eq!(verdicts(&from_draft), verdicts(&direct));
        assert_eq!(from_draft.feasible_nodes, ["worker-2"]);

        // Bound in its phase while the claim is not: left out, with the reason.
        let binding = include_str!("../../../../placement/tests/fixtures/kubectl/capacity/pre-bound.yaml")
            .replacen("  status:\n    phase: Available\n- apiVersion: v1\n  kind: Pod", "  status:\n    phase: Bound\n- apiVersion: v1\n  kind: Pod", 1);
        let import = import_kubectl(&binding).unwrap();
        let converted = to_draft(&PageImport::from(&import), None, &current);
        assert_eq!(converted.draft.pod.volumes[0].on_node, "");
        assert!(converted.notes.join("\n").contains("with phase \"Bound\" while the claim is not bound yet"), "{:?}", converted.notes);
    }

    /// Every fixture, and all of them as one paste.
    fn fixtures() -> Vec<String> {
        let mut texts: Vec<String> = [
            LIST,
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/list.json"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/documents.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/extras.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/node.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/pod.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/pv.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/pvc.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/csidriver.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/csistoragecapacity.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/storageclass.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/without-nodes-or-classes.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/capacity/pre-bound.yaml"),
        ]
        .map(String::from)
        .to_vec();
        // The files of nodes, pods, volumes, claims, drivers and capacities together.
        let one_kind: Vec<&str> = texts[4..10].iter().map(|t| t.trim_start_matches("---\n")).collect();
        texts.push(one_kind.join("\n---\n"));
        // What the fixtures have not: a hostname label that differs, per-node and
        // nested pools, a segment published twice, bound volumes on one node, a
        // zone and nowhere, claims used twice or not pasted, CSI inline volumes.
        texts.push(include_str!("../../../tests/fixtures/capacity-import-edges.yaml").to_string());
        texts
    }

    #[test]
    fn the_page_makes_the_draft_the_engine_import_made() {
        // The worker's parts, put together on the page, give the draft and the
        // notes the page made from the engine's import, for every pod.
        let presets = &crate::labs::capacity::presets::PRESETS;
        let mut notes = 0;
        for text in fixtures() {
            let import = import_kubectl(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            let page = PageImport::from(&import);
            let back: PageImport = serde_json::from_str(&serde_json::to_string(&page).unwrap()).unwrap();
            assert_eq!(back, page);
            let pods = (0..import.pods.len() + 1).map(Some).chain([None]);
            for (pod, preset) in pods.zip(presets.iter().cycle()) {
                let current = preset.draft();
                let new = to_draft(&page, pod, &current);
                let old = reference::to_draft(&import, pod, &current);
                assert_eq!(new.draft, old.draft, "pod {pod:?} of\n{text}");
                assert_eq!(new.notes, old.notes, "pod {pod:?} of\n{text}");
                notes += new.notes.len();
            }
        }
        assert!(notes > 20, "{notes}");
    }

}
