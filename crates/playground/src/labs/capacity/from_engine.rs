//! From the engine's import of kubectl output ([`CapacityImport`]) to what the
//! lab's page gets ([`PageImport`]), made in the import worker: the draft's
//! nodes, classes and drivers, each pod's draft pod, and a note for everything
//! the draft cannot hold.
//!
//! - nodes keep their labels (the zone in its own field);
//! - each provisioner becomes a driver (capacity tracking as its CSIDriver says; off
//!   without one, which gives the same verdicts); its CSIStorageCapacity objects become
//!   pools, one per `nodeTopology.matchLabels` segment, and their keys the driver's
//!   topology keys (`kubernetes.io/hostname` alone = per node);
//! - a pod keeps its PVC, ephemeral and CSI inline volumes; a bound claim is
//!   "already provisioned" on the nodes its PV accepts (found once per node
//!   affinity, and sent once: `PageImport::node_sets`), and so is a claim not bound yet
//!   whose volume is pre-bound to it, with that volume's phase (`pre_bound`);
//! - every pod is converted here, so that the page shows another pod without a
//!   new read (2,000 pods with bound zonal volumes on 2,000 nodes: 22 ms native,
//!   beside 224 ms for the read itself);
//! - what the draft has no place for (other pods, static PVs, selectors other than
//!   zones, per-class capacities) is left out with a note (see `imported::to_draft`).

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};

use placement::capacity::filter::pv_accepts;
use placement::capacity::import::CapacityImport;
use placement::capacity::objects::{
    ObjectMeta, PersistentVolume, PersistentVolumeClaim, Volume, VolumeBindingMode,
    VolumeNodeAffinity, NO_PROVISIONER,
};
use placement::kernel::quantity::parse_quantity;

use super::draft::{
    Binding, DraftClass, DraftDriver, DraftNode, DraftPod, DraftPool, DraftVolume, EphemeralClaim,
    VolumeKind, HOSTNAME, ZONE,
};
use super::imported::{ImportedPod, PageImport};
use super::pre_bound::PreBound;
use crate::text::sentence::Sentence;
use crate::text::units::{Amount, Unit};

type Labels = BTreeMap<String, String>;
/// A bound claim's nodes (`a, b`: their place in the node sets), or the note's
/// message id and the volume's name.
type NodesOrWhy = Result<usize, (&'static str, String)>;
/// Pools whose segments have the same keys: the keys, and the pools by their values.
type PoolsByValues = (Vec<String>, HashMap<Vec<String>, usize>);

/// Bytes as an amount the user can read and edit (`30` GiB, `1.5` TiB, a provisioner's odd
/// byte count in GiB too), exact: [`crate::text::units::best_amount`].
pub fn amount(bytes: i64) -> Amount {
    crate::text::units::best_amount(bytes)
}

/// The bytes of an amount this module wrote (digits and a point): what
/// `units::parse_amount` reads from it, without that function's messages for
/// what a person typed, which would bring the catalogs' formatting into the
/// import bundle.
fn bytes_of(text: &str, unit: Unit) -> Option<i64> {
    if text.starts_with('-') {
        return None;
    }
    parse_quantity(&format!("{text}{}", unit.suffix())).ok()
}

fn labels_text(labels: &Labels) -> String {
    labels.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ")
}

impl From<&CapacityImport> for PageImport {
    fn from(import: &CapacityImport) -> PageImport {
        let cluster = &import.cluster;
        let mut cluster_notes = Vec::new();
        let nodes = nodes(import, &mut cluster_notes);
        let classes = classes(import, &mut cluster_notes);
        let mut driver_notes = Vec::new();
        let (drivers, pools) = drivers(import, &classes, &mut driver_notes);
        let objects = Objects::new(import);
        let mut pools_in = PoolsOfSets::default();
        let pods = import
            .pods
            .iter()
            .map(|p| {
                let (draft, on_node, notes) = objects.pod_draft(&p.pod.metadata, &p.pod.spec.volumes);
                ImportedPod {
                    namespace: p.pod.metadata.namespace().to_string(),
                    phase: p.phase.clone(),
                    volumes: p.pod.spec.volumes.len(),
                    node_name: p.node_name.clone(),
                    provisioned: provisioned(&draft, &on_node, &pools, &objects, &mut pools_in),
                    draft,
                    on_node,
                    notes,
                }
            })
            .collect();
        PageImport {
            nodes,
            classes,
            drivers,
            csi_drivers: cluster.csi_drivers.len(),
            capacities: cluster.csi_storage_capacities.len(),
            claims: cluster.persistent_volume_claims.len(),
            volumes: cluster.persistent_volumes.len(),
            unclaimed: cluster
                .persistent_volumes
                .iter()
                .filter(|v| v.spec.claim_ref.is_none())
                .map(|v| v.metadata.name.clone())
                .collect(),
            cluster_notes,
            driver_notes,
            pods,
            node_sets: objects.node_sets.into_inner(),
            interesting_pod: import.interesting_pod(),
            read: import.read.clone(),
            skipped: import.skipped.clone(),
            notes: import.notes.clone(),
            note_messages: import.note_messages.clone(),
            missing: import.missing.clone(),
        }
    }
}

fn nodes(import: &CapacityImport, notes: &mut Vec<Sentence>) -> Vec<DraftNode> {
    let nodes = import.cluster.nodes.iter().map(|n| {
        let labels = &n.metadata.labels;
        if let Some(host) = labels.get(HOSTNAME).filter(|host| **host != n.metadata.name) {
            notes.push(Sentence::texts("cap-note-hostname-differs", &[
                ("node", &n.metadata.name),
                ("label", &format!("{HOSTNAME}={host}")),
            ]));
        }
        // The zone has its own field; the hostname is the name.
        let more = labels.iter().filter(|(k, _)| *k != ZONE && *k != HOSTNAME);
        DraftNode {
            name: n.metadata.name.clone(),
            zone: labels.get(ZONE).cloned().unwrap_or_default(),
            labels: more.map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", "),
        }
    });
    nodes.collect()
}

fn classes(import: &CapacityImport, notes: &mut Vec<Sentence>) -> Vec<DraftClass> {
    let classes = import.cluster.storage_classes.iter().map(|c| {
        let mut zones = String::new();
        match c.allowed_topologies.as_slice() {
            [] => {}
            [term] if term.match_label_expressions.len() == 1
                && term.match_label_expressions[0].key == ZONE =>
            {
                zones = term.match_label_expressions[0].values.join(", ");
            }
            _ => notes.push(Sentence::texts("cap-note-class-topologies", &[("class", &c.metadata.name), ("key", ZONE)])),
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
    });
    classes.collect()
}

/// The volumes and nodes by name (the first of a name, as a search from the
/// start finds it), and each bound claim's nodes, found once.
struct Objects<'a> {
    import: &'a CapacityImport,
    volumes: HashMap<&'a str, usize>,
    nodes: HashMap<&'a str, usize>,
    /// By claim (its position): `provisioned_on`'s answer once asked.
    provisioned_on: RefCell<Vec<Option<NodesOrWhy>>>,
    /// The bound claims' node lists, one per node affinity (a zone's nodes are
    /// the list of many claims).
    node_sets: RefCell<Vec<String>>,
    /// Each node affinity met, and its node set.
    affinities: RefCell<Vec<(Option<&'a VolumeNodeAffinity>, Option<usize>)>>,
}

/// Each name's first position.
fn positions<'a>(names: impl Iterator<Item = &'a str>) -> HashMap<&'a str, usize> {
    let mut positions = HashMap::new();
    for (i, name) in names.enumerate() {
        positions.entry(name).or_insert(i);
    }
    positions
}

impl<'a> Objects<'a> {
    fn new(import: &'a CapacityImport) -> Objects<'a> {
        let cluster = &import.cluster;
        Objects {
            import,
            volumes: positions(cluster.persistent_volumes.iter().map(|v| v.metadata.name.as_str())),
            nodes: positions(cluster.nodes.iter().map(|n| n.metadata.name.as_str())),
            provisioned_on: RefCell::new(vec![None; cluster.persistent_volume_claims.len()]),
            node_sets: RefCell::default(),
            affinities: RefCell::default(),
        }
    }

    /// The claim `ns/name` and its position.
    fn claim(&self, ns: &str, name: &str) -> Option<(usize, &'a PersistentVolumeClaim)> {
        let claims = &self.import.cluster.persistent_volume_claims;
        claims.iter().enumerate().find(|(_, c)| c.metadata.name == name && c.metadata.namespace() == ns)
    }

    fn node_labels(&self, name: &str) -> Option<&'a Labels> {
        self.nodes.get(name).map(|&i| &self.import.cluster.nodes[i].metadata.labels)
    }

    /// The nodes the bound claim at `position` has its volume reachable from,
    /// or why the draft cannot say (the note's message id, and the volume's name).
    fn provisioned_on(&self, position: usize, claim: &PersistentVolumeClaim) -> NodesOrWhy {
        if let Some(known) = &self.provisioned_on.borrow()[position] {
            return known.clone();
        }
        let pv_name = claim.volume_name();
        let nodes = match self.volumes.get(pv_name) {
            None => Err(("cap-note-bound-pv-not-pasted", pv_name.to_string())),
            Some(&pv) => self
                .node_set(&self.import.cluster.persistent_volumes[pv])
                .ok_or_else(|| ("cap-note-bound-pv-unreachable", pv_name.to_string())),
        };
        self.provisioned_on.borrow_mut()[position] = Some(nodes.clone());
        nodes
    }

    /// Where the nodes the volume accepts are in the node sets (none: no pasted
    /// node). Volumes of one node affinity (a zone's, say) share the set.
    fn node_set(&self, pv: &'a PersistentVolume) -> Option<usize> {
        let affinity = pv.spec.node_affinity.as_ref();
        if let Some((_, set)) = self.affinities.borrow().iter().find(|(a, _)| *a == affinity) {
            return *set;
        }
        let cluster = &self.import.cluster;
        let nodes: Vec<&str> = cluster
            .nodes
            .iter()
            .filter(|n| pv_accepts(pv, &n.metadata.labels))
            .map(|n| n.metadata.name.as_str())
            .collect();
        let set = (!nodes.is_empty()).then(|| {
            let mut sets = self.node_sets.borrow_mut();
            sets.push(nodes.join(", "));
            sets.len() - 1
        });
        self.affinities.borrow_mut().push((affinity, set));
        set
    }

    /// The pod as the draft holds it, with its provisioned volumes' nodes left
    /// empty and said apart ((volume, node set)), and its notes.
    fn pod_draft(&self, pod: &ObjectMeta, volumes: &[Volume]) -> (DraftPod, Vec<(usize, usize)>, Vec<Sentence>) {
        let (name, ns) = (pod.name.as_str(), pod.namespace());
        let mut notes = Vec::new();
        let mut out: Vec<DraftVolume> = Vec::new();
        let mut on_nodes = Vec::new();
        for volume in volumes {
            let (draft_name, kind, claim) = if let Some(source) = &volume.persistent_volume_claim {
                let Some(c) = self.claim(ns, &source.claim_name) else {
                    notes.push(Sentence::texts("cap-note-claim-not-pasted", &[("pod", name), ("volume", &volume.name), ("claim", &source.claim_name)]));
                    continue;
                };
                (source.claim_name.clone(), VolumeKind::Claim, c)
            } else if let Some(source) = &volume.ephemeral {
                match self.claim(ns, &format!("{name}-{}", volume.name)) {
                    Some(c) => (volume.name.clone(), VolumeKind::Ephemeral, c),
                    None => {
                        let template = PersistentVolumeClaim {
                            spec: source.volume_claim_template.spec.clone(),
                            ..Default::default()
                        };
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
            if out.iter().any(|v| v.name == draft_name) {
                notes.push(Sentence::texts("cap-note-claim-twice", &[("pod", name), ("volume", &volume.name), ("claim", &draft_name)]));
                continue;
            }
            let (position, claim) = claim;
            let mut provisioned = (String::new(), String::new(), String::new());
            if claim.is_fully_bound() {
                provisioned = self.provisioned_fields(claim);
                match self.provisioned_on(position, claim) {
                    Ok(set) => on_nodes.push((out.len(), set)),
                    Err((why, pv)) => {
                        // One whole sentence per reason (cap-note-bound-pv-*).
                        notes.push(Sentence::texts(why, &[("pod", name), ("volume", &volume.name), ("claim", &claim.metadata.name), ("pv", &pv)]));
                        continue;
                    }
                }
            } else {
                if !claim.volume_name().is_empty() {
                    notes.push(Sentence::texts("cap-note-not-bind-completed", &[("pod", name), ("claim", &claim.metadata.name), ("pv", claim.volume_name())]));
                }
                if let Some(node) = claim.selected_node() {
                    notes.push(Sentence::texts("cap-note-selected-node", &[("pod", name), ("claim", &claim.metadata.name), ("node", node)]));
                }
                if let Some((pv, set)) = self.pre_bound(claim, name, &mut notes) {
                    provisioned = provisioned_fields(claim, pv);
                    on_nodes.push((out.len(), set));
                }
            }
            out.push(DraftVolume {
                name: draft_name,
                kind,
                class: claim.class_name().to_string(),
                size: amount(claim.request().unwrap_or(0)),
                on_node: String::new(),
                claim: ephemeral_claim_state(claim, pod), claim_uid: provisioned.0, pv_claim_uid: provisioned.1, pv_phase: provisioned.2,
            });
        }
        (DraftPod { name: name.to_string(), volumes: out, node_name: None }, on_nodes, notes)
    }

    /// The volume pre-bound to the claim (not fully bound) that the draft draws, and its node set;
    /// a note says what was drawn or left out, and why (see `pre_bound`).
    fn pre_bound(&self, claim: &PersistentVolumeClaim, pod: &str, notes: &mut Vec<Sentence>) -> Option<(&'a PersistentVolume, usize)> {
        // Asked only for claims not bound yet: a scan of the volumes, where an index by claim
        // (a map of its own type) cost the import bundle 0.7 KB gzip.
        let found = super::pre_bound::pre_bound(claim, self.import.cluster.persistent_volumes.iter())?;
        let (id, pv, drawn) = match found {
            PreBound::Drawn(pv) => match self.node_set(pv) {
                Some(set) => ("cap-note-pre-bound", pv, Some((pv, set))),
                None => ("cap-note-pre-bound-passed-over", pv, None),
            },
            PreBound::PassedOver(pv) => ("cap-note-pre-bound-passed-over", pv, None),
            PreBound::Binding(pv) => ("cap-note-pre-bound-binding", pv, None),
        };
        let phase = format!("{:?}", pv.status.phase.as_deref().unwrap_or(""));
        let mut args = vec![("pod", pod), ("claim", claim.metadata.name.as_str()), ("pv", pv.metadata.name.as_str())];
        if id != "cap-note-pre-bound-passed-over" {
            args.push(("phase", &phase));
        }
        notes.push(Sentence::texts(id, &args));
        drawn
    }

    /// A bound claim's UID and its volume's claimRef UID (both only when the claimRef has one:
    /// then they decide whether the volume is the claim's) and the volume's phase unless `Bound`.
    fn provisioned_fields(&self, claim: &PersistentVolumeClaim) -> (String, String, String) {
        let Some(pv) = self.volumes.get(claim.volume_name()).map(|&i| &self.import.cluster.persistent_volumes[i]) else {
            return Default::default();
        };
        provisioned_fields(claim, pv)
    }
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

/// A driver's classes and its pools' segments, to find the pools a node is in,
/// and their free bytes as published.
struct DriverPools {
    classes: Vec<String>,
    free: Vec<i64>,
    /// The pools by their segment's keys, then by the values at those keys.
    by_keys: Vec<PoolsByValues>,
}

impl DriverPools {
    fn new(classes: Vec<String>, segments: &[Labels], free: Vec<i64>) -> DriverPools {
        let mut by_keys: Vec<PoolsByValues> = Vec::new();
        for (i, segment) in segments.iter().enumerate() {
            let keys: Vec<String> = segment.keys().cloned().collect();
            let values: Vec<String> = segment.values().cloned().collect();
            match by_keys.iter_mut().find(|(k, _)| *k == keys) {
                Some((_, pools)) => {
                    pools.insert(values, i);
                }
                None => by_keys.push((keys, HashMap::from([(values, i)]))),
            }
        }
        DriverPools { classes, free, by_keys }
    }

    /// The pools whose segment the labels match.
    fn pools_of<'s>(&'s self, labels: &'s Labels) -> impl Iterator<Item = usize> + 's {
        self.by_keys.iter().filter_map(|(keys, pools)| {
            let values: Option<Vec<String>> = keys.iter().map(|k| labels.get(k).cloned()).collect();
            pools.get(&values?).copied()
        })
    }
}

/// One driver per provisioner (CSIDriver objects first, then classes'
/// provisioners; the pod's CSI inline drivers are added in the page), with
/// pools from the CSIStorageCapacity objects.
fn drivers(
    import: &CapacityImport,
    classes: &[DraftClass],
    notes: &mut Vec<Sentence>,
) -> (Vec<DraftDriver>, Vec<DriverPools>) {
    let cluster = &import.cluster;
    let mut names: Vec<String> = cluster.csi_drivers.iter().map(|d| d.metadata.name.clone()).collect();
    for name in classes.iter().map(|c| c.provisioner.clone()) {
        if name != NO_PROVISIONER && !names.contains(&name) {
            names.push(name);
        }
    }
    names
        .into_iter()
        .map(|name| {
            let tracking = cluster
                .csi_drivers
                .iter()
                .find(|d| d.metadata.name == name)
                .is_some_and(|d| d.spec.storage_capacity == Some(true));
            let mine: Vec<&str> = classes.iter().filter(|c| c.provisioner == name).map(|c| c.name.as_str()).collect();
            let mut keys: Vec<String> = Vec::new();
            let mut pools: Vec<(Labels, i64, Option<i64>)> = Vec::new();
            let mut covered: Vec<&str> = Vec::new();
            for cap in cluster.csi_storage_capacities.iter().filter(|c| mine.contains(&c.storage_class_name.as_str())) {
                let segment = match &cap.node_topology {
                    Some(s) if s.match_expressions.is_empty() && !s.match_labels.is_empty() => s.match_labels.clone(),
                    _ => {
                        notes.push(Sentence::texts("cap-note-capacity-topology", &[("capacity", &cap.metadata.name)]));
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
                    Some((_, f, m)) if *f != free || *m != max => notes.push(Sentence::texts("cap-note-segment-shared", &[
                        ("capacity", &cap.metadata.name),
                        ("segment", &labels_text(&segment)),
                    ])),
                    Some(_) => {}
                    None => pools.push((segment, free, max)),
                }
            }
            if tracking {
                for class in classes.iter().filter(|c| {
                    c.provisioner == name && c.binding == Binding::WaitForFirstConsumer && !covered.contains(&c.name.as_str())
                }) {
                    notes.push(Sentence::texts("cap-note-class-no-capacity", &[("class", &class.name)]));
                }
            }
            let segments: Vec<Labels> = pools.iter().map(|(s, _, _)| s.clone()).collect();
            let free: Vec<i64> = pools.iter().map(|(_, f, _)| *f).collect();
            let driver = DraftDriver {
                per_node: keys == [HOSTNAME],
                topology_keys: keys.join(", "),
                storage_capacity: tracking,
                poll_seconds: "60".into(),
                pools: pools
                    .into_iter()
                    .map(|(segment, free, max)| DraftPool {
                        segment: labels_text(&segment),
                        free: amount(free),
                        max: max.map_or(Amount { text: String::new(), unit: Unit::GiB }, amount),
                    })
                    .collect(),
                name,
            };
            (driver, DriverPools::new(mine.iter().map(|c| c.to_string()).collect(), &segments, free))
        })
        .unzip()
}

/// By node set, then by driver: the driver's pools that hold a node of the set.
#[derive(Default)]
struct PoolsOfSets(Vec<Vec<Option<Vec<usize>>>>);

impl PoolsOfSets {
    /// Each pool once, however many of the set's nodes it holds.
    fn get(&mut self, set: usize, d: usize, drivers: &[DriverPools], objects: &Objects) -> &[usize] {
        if self.0.len() <= set {
            self.0.resize(set + 1, Vec::new());
        }
        let by_driver = &mut self.0[set];
        if by_driver.len() < drivers.len() {
            by_driver.resize(drivers.len(), None);
        }
        by_driver[d].get_or_insert_with(|| {
            let no_labels = Labels::new();
            let mut pools: Vec<usize> = Vec::new();
            for node in objects.node_sets.borrow()[set].split(',').map(str::trim) {
                for pool in drivers[d].pools_of(objects.node_labels(node).unwrap_or(&no_labels)) {
                    if !pools.contains(&pool) {
                        pools.push(pool);
                    }
                }
            }
            pools
        })
    }
}

/// The free space of each pool that holds one of the nodes a provisioned
/// volume of the pod is on (`on_node`: (volume, node set)), with those
/// volumes' bytes added back: (driver, pool, free).
fn provisioned(
    pod: &DraftPod,
    on_node: &[(usize, usize)],
    drivers: &[DriverPools],
    objects: &Objects,
    pools_in: &mut PoolsOfSets,
) -> Vec<(usize, usize, Amount)> {
    let mut bytes: Vec<((usize, usize), i64)> = Vec::new();
    for &(v, set) in on_node {
        let v = &pod.volumes[v];
        let Some(size) = bytes_of(&v.size.text, v.size.unit) else { continue };
        for (d, _) in drivers.iter().enumerate().filter(|(_, d)| d.classes.contains(&v.class)) {
            for &pool in pools_in.get(set, d, drivers, objects) {
                match bytes.iter_mut().find(|(at, _)| *at == (d, pool)) {
                    Some((_, sum)) => *sum += size,
                    None => bytes.push(((d, pool), size)),
                }
            }
        }
    }
    bytes.iter().map(|&((d, p), used)| (d, p, amount(drivers[d].free[p].saturating_add(used)))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::amount_input::parse_amount;

    #[test]
    fn amounts_read_well_and_exactly() {
        assert_eq!(amount(30 << 30).text, "30");
        assert_eq!(amount(3 << 39).unit, Unit::TiB);
        assert_eq!(amount(3 << 39).text, "1.5");
        let odd = amount(97_323_433_260);
        assert_eq!(parse_amount(&odd.text, odd.unit), Ok(97_323_433_260));
        assert_eq!(amount(0).text, "0");
    }

    #[test]
    fn amounts_read_as_before() {
        let reference = crate::labs::capacity::imported_reference::amount;
        for bytes in [0, 1, 1 << 20, (1 << 20) + 1, (1 << 20) - 1, 30 << 30, 3 << 39, 97_323_433_260, 1_500_000_000_001, -5, i64::MAX, i64::MAX - (1 << 19)] {
            assert_eq!(amount(bytes), reference(bytes), "{bytes}");
            let a = amount(bytes);
            assert_eq!(bytes_of(&a.text, a.unit), parse_amount(&a.text, a.unit).ok(), "{bytes}");
        }
    }
}

/// See [`Objects::provisioned_fields`] (the import's reference writes its own).
pub(super) fn provisioned_fields(claim: &PersistentVolumeClaim, pv: &PersistentVolume) -> (String, String, String) {
    let ref_uid = pv.spec.claim_ref.as_ref().and_then(|r| r.uid.clone()).unwrap_or_default();
    let claim_uid = if ref_uid.is_empty() { String::new() } else { claim.metadata.uid.clone().unwrap_or_default() };
    let phase = pv.status.phase.clone().filter(|p| p != "Bound").unwrap_or_default();
    (claim_uid, ref_uid, phase)
}
