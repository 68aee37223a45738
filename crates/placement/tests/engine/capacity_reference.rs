//! A straightforward reference of the VolumeBinding filter (every CSIStorageCapacity
//! walked for every claim on every node, as the scheduler's own loop does) and
//! property tests: the indexed engine gives equal verdicts and scores, and a
//! passing node always has a matching object with enough limit.
//!
//! The benchmark includes this file (`#[path]`) for `random_input` and `reference_verdicts`.
#![allow(dead_code)]

use std::collections::HashSet;

use placement::capacity::affinity::{
    NodeSelector, NodeSelectorOperator, NodeSelectorRequirement, NodeSelectorTerm,
};
use placement::capacity::affinity::{TopologySelectorLabelRequirement, TopologySelectorTerm};
use placement::capacity::filter::PodVerdicts;
use placement::capacity::score::{ScoringSettings, ShapePoint};
use placement::capacity::*;
use placement::kernel::labels::{LabelSelector, LabelSelectorRequirement, SelectorOperator};
use placement::kernel::quantity::Bytes;

const GI: i64 = 1 << 30;

/// Per node: reason messages and score; `None` = plugin skipped; `Err` = PreFilter rejection.
pub type Verdicts = Result<Option<Vec<(Vec<&'static str>, Option<i64>)>>, String>;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

fn meta(name: String) -> ObjectMeta {
    ObjectMeta::named(name)
}

/// `metadata.name In [node]` (or `NotIn`) as a `matchFields` term.
fn name_affinity(node: &str, not_in: bool) -> VolumeNodeAffinity {
    VolumeNodeAffinity {
        required: Some(NodeSelector {
            node_selector_terms: vec![NodeSelectorTerm {
                match_expressions: vec![],
                match_fields: vec![NodeSelectorRequirement {
                    key: "metadata.name".into(),
                    operator: if not_in {
                        NodeSelectorOperator::NotIn
                    } else {
                        NodeSelectorOperator::In
                    },
                    values: vec![node.into()],
                }],
            }],
        }),
    }
}

fn zone_affinity(zone: &str) -> VolumeNodeAffinity {
    VolumeNodeAffinity {
        required: Some(NodeSelector {
            node_selector_terms: vec![NodeSelectorTerm {
                match_expressions: vec![NodeSelectorRequirement {
                    key: "zone".into(),
                    operator: NodeSelectorOperator::In,
                    values: vec![zone.into()],
                }],
                match_fields: vec![],
            }],
        }),
    }
}

/// A random cluster and pod: `nodes` nodes, `capacities` CSIStorageCapacity objects.
pub fn random_input(
    seed: u64,
    nodes: usize,
    capacities: usize,
    claims_per_pod: usize,
) -> FilterInput {
    let mut rng = Rng(seed | 1);
    let zones = ["a", "b", "c"];
    let node_list: Vec<Node> = (0..nodes)
        .map(|i| {
            let mut m = meta(format!("n{i}"));
            m.labels
                .insert("kubernetes.io/hostname".into(), format!("n{i}"));
            if !rng.chance(10) {
                m.labels
                    .insert("zone".into(), zones[rng.below(3) as usize].into());
            }
            if rng.chance(50) {
                m.labels.insert("rack".into(), format!("r{}", rng.below(2)));
            }
            Node { metadata: m }
        })
        .collect();
    let class = |name: &str,
                 provisioner: &str,
                 mode: VolumeBindingMode,
                 allowed: Vec<TopologySelectorTerm>| StorageClass {
        metadata: meta(name.into()),
        provisioner: provisioner.into(),
        volume_binding_mode: Some(mode),
        allowed_topologies: allowed,
    };
    let ab = vec![TopologySelectorTerm {
        match_label_expressions: vec![TopologySelectorLabelRequirement {
            key: "zone".into(),
            values: vec!["a".into(), "b".into()],
        }],
    }];
    let storage_classes = vec![
        class("c0", "d0", VolumeBindingMode::WaitForFirstConsumer, vec![]),
        class(
            "c1",
            "d1",
            VolumeBindingMode::WaitForFirstConsumer,
            if rng.chance(50) { ab } else { vec![] },
        ),
        class("c2", "d0", VolumeBindingMode::Immediate, vec![]),
        class(
            "c3",
            "kubernetes.io/no-provisioner",
            VolumeBindingMode::WaitForFirstConsumer,
            vec![],
        ),
    ];
    let opt_in = |rng: &mut Rng| match rng.below(6) {
        0 => None,
        1 => Some(false),
        _ => Some(true),
    };
    let csi_drivers = vec![
        CsiDriver {
            metadata: meta("d0".into()),
            spec: CsiDriverSpec {
                storage_capacity: opt_in(&mut rng),
            },
        },
        CsiDriver {
            metadata: meta("d1".into()),
            spec: CsiDriverSpec {
                storage_capacity: opt_in(&mut rng),
            },
        },
    ];
    let csi_storage_capacities: Vec<CsiStorageCapacity> = (0..capacities)
        .map(|i| {
            let topology = match rng.below(8) {
                0 => None,
                1 => Some(LabelSelector::default()),
                2 | 3 => Some(LabelSelector {
                    match_labels: [("zone".to_string(), zones[rng.below(3) as usize].to_string())]
                        .into(),
                    match_expressions: vec![],
                }),
                4 | 5 => Some(LabelSelector {
                    match_labels: [(
                        "kubernetes.io/hostname".to_string(),
                        format!("n{}", rng.below(nodes as u64)),
                    )]
                    .into(),
                    match_expressions: vec![],
                }),
                6 => Some(LabelSelector {
                    match_labels: Default::default(),
                    match_expressions: vec![LabelSelectorRequirement {
                        key: "zone".into(),
                        operator: SelectorOperator::NotIn,
                        values: vec![zones[rng.below(3) as usize].into()],
                    }],
                }),
                _ => Some(LabelSelector {
                    match_labels: [("zone".to_string(), "a".to_string())].into(),
                    match_expressions: vec![LabelSelectorRequirement {
                        key: "rack".into(),
                        operator: SelectorOperator::Exists,
                        values: vec![],
                    }],
                }),
            };
            CsiStorageCapacity {
                metadata: meta(format!("cap{i}")),
                // "retired" is not in the input: the scheduler ignores its objects (issue #14).
                storage_class_name: ["c0", "c1", "c0", "c1", "c2", "retired"]
                    [rng.below(6) as usize]
                    .into(),
                node_topology: topology,
                capacity: (!rng.chance(10)).then(|| Bytes(rng.below(100) as i64 * GI)),
                maximum_volume_size: rng.chance(25).then(|| Bytes(rng.below(100) as i64 * GI)),
            }
        })
        .collect();
    let mut claims = Vec::new();
    let mut volumes = Vec::new();
    let mut pod_volumes = Vec::new();
    for i in 0..claims_per_pod {
        let mut m = meta(format!("claim{i}"));
        // "ghost" is not in the input: unbound, it is unbound immediate (issue #14).
        let class =
            ["c0", "c1", "c2", "c3", "c0", "c1", "", "c0", "c1", "ghost"][rng.below(10) as usize];
        let mut spec = PvcSpec {
            storage_class_name: Some(class.into()),
            resources: StorageResources {
                requests: StorageQuantity {
                    storage: (!rng.chance(10)).then(|| Bytes(rng.below(60) as i64 * GI)),
                },
            },
            ..Default::default()
        };
        match rng.below(10) {
            0 | 1 => {
                // bound, its PV present (with zone affinity) or missing
                let pv = format!("pv-bound{i}");
                spec.volume_name = Some(pv.clone());
                m.annotations
                    .insert("pv.kubernetes.io/bind-completed".into(), "yes".into());
                if !rng.chance(20) {
                    volumes.push(PersistentVolume {
                        metadata: meta(pv),
                        spec: PvSpec {
                            capacity: StorageQuantity {
                                storage: Some(Bytes(100 * GI)),
                            },
                            storage_class_name: Some(class.into()),
                            node_affinity: match rng.below(10) {
                                0 | 1 => None,
                                // matchFields sees no node name there (issue #14).
                                2 => Some(name_affinity(
                                    &format!("n{}", rng.below(nodes as u64)),
                                    rng.chance(50),
                                )),
                                _ => Some(zone_affinity(zones[rng.below(3) as usize])),
                            },
                            claim_ref: Some(ClaimRef {
                                name: format!("claim{i}"),
                                namespace: None,
                                uid: None,
                            }),
                            ..Default::default()
                        },
                        status: PhaseStatus {
                            phase: Some("Bound".into()),
                        },
                    });
                }
            }
            2 => {
                m.annotations.insert(
                    "volume.kubernetes.io/selected-node".into(),
                    format!("n{}", rng.below(nodes as u64)),
                );
            }
            _ => {}
        }
        claims.push(PersistentVolumeClaim {
            metadata: m,
            spec,
            status: PhaseStatus::default(),
        });
        pod_volumes.push(Volume {
            name: format!("v{i}"),
            persistent_volume_claim: Some(PvcVolumeSource {
                claim_name: format!("claim{i}"),
            }),
            ..Default::default()
        });
    }
    // A generic ephemeral volume whose claim is the pod's, another pod's, unowned, or missing.
    if rng.chance(30) {
        let owner = |uid: &str, controller: Option<bool>| OwnerReference {
            kind: "Pod".into(),
            name: "pod".into(),
            uid: uid.into(),
            controller,
        };
        let owners = match rng.below(5) {
            0 | 1 => Some(vec![owner("pod-uid", Some(true))]),
            2 => Some(vec![owner("earlier-pod-uid", Some(true))]),
            3 => Some(vec![owner("pod-uid", None)]),
            _ => None,
        };
        if let Some(owners) = owners {
            let mut m = meta("pod-scratch".into());
            m.owner_references = owners;
            claims.push(PersistentVolumeClaim {
                metadata: m,
                spec: PvcSpec {
                    storage_class_name: Some("c0".into()),
                    ..Default::default()
                },
                status: PhaseStatus::default(),
            });
        }
        pod_volumes.push(Volume {
            name: "scratch".into(),
            ephemeral: Some(EphemeralVolumeSource::default()),
            ..Default::default()
        });
    }
    for j in 0..rng.below(4) {
        volumes.push(PersistentVolume {
            metadata: meta(format!("pv-free{j}")),
            spec: PvSpec {
                capacity: StorageQuantity {
                    storage: Some(Bytes(rng.below(60) as i64 * GI)),
                },
                storage_class_name: Some(["c0", "c3"][rng.below(2) as usize].into()),
                node_affinity: Some(zone_affinity(zones[rng.below(3) as usize])),
                // Pre-bound or Released to a claim that is not in the input (issue #14): valid, never matched.
                claim_ref: rng.chance(25).then(|| ClaimRef {
                    name: format!("gone{j}"),
                    namespace: Some("shop".into()),
                    uid: None,
                }),
                ..Default::default()
            },
            // FindMatchingVolume takes an unbound volume only in phase Available
            // (issue #37): no phase, or Released, is never matched.
            status: PhaseStatus {
                phase: [Some("Available"), Some("Available"), Some("Released"), None]
                    [rng.below(4) as usize]
                    .map(Into::into),
            },
        });
    }
    FilterInput {
        cluster: ClusterObjects {
            nodes: node_list,
            storage_classes,
            csi_drivers,
            csi_storage_capacities,
            persistent_volume_claims: claims,
            persistent_volumes: volumes,
        },
        pod: Pod {
            metadata: ObjectMeta {
                uid: Some("pod-uid".into()),
                ..meta("pod".into())
            },
            spec: PodSpec {
                volumes: pod_volumes,
            },
        },
        scoring: match rng.below(4) {
            0 | 1 => None,
            2 => Some(ScoringSettings::default()),
            _ => Some(ScoringSettings {
                shape: [(10, 10), (60, 7), (90, 1)]
                    .iter()
                    .map(|&(utilization, score)| ShapePoint { utilization, score })
                    .collect(),
            }),
        },
    }
}

const NODE_CONFLICT: &str = "node(s) had volume node affinity conflict";
const BIND_CONFLICT: &str = "node(s) didn't find available persistent volumes to bind";
const NOT_ENOUGH: &str = "node(s) did not have enough free storage";
const PV_NOT_EXIST: &str =
    "node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)";

#[path = "capacity_reference/rules.rs"]
mod rules;
use rules::*;

/// The reference verdicts: `Err(message)` when PreFilter rejects, `Ok(None)` when skipped,
/// else per node its reason messages and score.
pub fn reference_verdicts(input: &FilterInput) -> Verdicts {
    let c = &input.cluster;
    let find_claim = |name: &str| {
        c.persistent_volume_claims
            .iter()
            .find(|p| p.metadata.name == name)
    };
    // First every claim must exist and an ephemeral one be the pod's (`podHasPVCs`), then
    // the claims are classified (`GetPodVolumeClaims`).
    let mut claims = Vec::new();
    for v in &input.pod.spec.volumes {
        let pod = &input.pod.metadata.name;
        let (name, ephemeral) = match (&v.persistent_volume_claim, &v.ephemeral) {
            (Some(src), _) => (src.claim_name.clone(), false),
            (None, Some(_)) => (format!("{pod}-{}", v.name), true),
            _ => continue,
        };
        let Some(claim) = find_claim(&name) else {
            return Err(if ephemeral {
                format!(
                    "waiting for ephemeral volume controller to create the persistentvolumeclaim {name:?}"
                )
            } else {
                format!("persistentvolumeclaim {name:?} not found")
            });
        };
        let pod_uid = input.pod.metadata.uid.clone().unwrap_or_default();
        let controller = claim
            .metadata
            .owner_references
            .iter()
            .find(|o| o.controller == Some(true));
        if ephemeral && controller.is_none_or(|o| o.uid != pod_uid) {
            return Err(format!(
                "PVC default/{name} was not created for pod default/{pod} (pod is not owner)"
            ));
        }
        claims.push(claim);
    }
    let mut bound = Vec::new();
    let mut delayed = Vec::new();
    for claim in claims {
        if claim.is_fully_bound() {
            bound.push(claim);
            continue;
        }
        let class = c
            .storage_classes
            .iter()
            .find(|s| s.metadata.name == claim.class_name());
        if class.is_some_and(|s| s.binding_mode() == VolumeBindingMode::WaitForFirstConsumer)
            && claim.volume_name().is_empty()
        {
            delayed.push(claim);
        } else {
            return Err("pod has unbound immediate PersistentVolumeClaims".into());
        }
    }
    if bound.is_empty() && delayed.is_empty() {
        return Ok(None);
    }
    let mut out = Vec::new();
    for node in &c.nodes {
        let (mut conflict, mut bind, mut space, mut missing) = (false, false, false, false);
        for claim in &bound {
            match c
                .persistent_volumes
                .iter()
                .find(|pv| pv.metadata.name == claim.volume_name())
            {
                None => {
                    missing = true;
                    break;
                }
                Some(pv) if !pv_ok(pv, node) => {
                    conflict = true;
                    break;
                }
                Some(_) => {}
            }
        }
        let mut statics: Vec<(String, i64, i64)> = Vec::new();
        let mut provisions: Vec<(String, i64, Option<i64>)> = Vec::new();
        'delayed: {
            if delayed.is_empty() {
                break 'delayed;
            }
            let mut provision: Vec<&PersistentVolumeClaim> = Vec::new();
            let mut matching: Vec<&PersistentVolumeClaim> = Vec::new();
            for claim in &delayed {
                match claim.selected_node() {
                    Some(n) if n != node.metadata.name => {
                        bind = true;
                        break 'delayed;
                    }
                    Some(_) => provision.push(claim),
                    None => matching.push(claim),
                }
            }
            matching.sort_by_key(|c| c.request().unwrap_or(0));
            let mut chosen: HashSet<&str> = HashSet::new();
            for claim in matching {
                let req = claim.request().unwrap_or(0);
                let best = c
                    .persistent_volumes
                    .iter()
                    .filter(|pv| !chosen.contains(pv.metadata.name.as_str()))
                    .filter(|pv| {
                        pv.class_name() == claim.class_name() && pv.spec.claim_ref.is_none()
                    })
                    .filter(|pv| {
                        pv.size() >= req && pv.status.phase.as_deref() == Some("Available")
                    })
                    .filter(|pv| pv_ok(pv, node))
                    .fold(None::<&PersistentVolume>, |best, pv| match best {
                        Some(b) if b.size() <= pv.size() => Some(b),
                        _ => Some(pv),
                    });
                match best {
                    Some(pv) => {
                        chosen.insert(&pv.metadata.name);
                        statics.push((pv.class_name().into(), req, pv.size()));
                    }
                    None => provision.push(claim),
                }
            }
            for claim in provision {
                let Some(class) = c
                    .storage_classes
                    .iter()
                    .find(|s| s.metadata.name == claim.class_name())
                else {
                    continue;
                };
                if class.provisioner.is_empty()
                    || class.provisioner == "kubernetes.io/no-provisioner"
                {
                    bind = true;
                    break;
                }
                if !allowed_topologies(&class.allowed_topologies, node) {
                    bind = true;
                    break;
                }
                let Some(req) = claim.request() else {
                    provisions.push((class.metadata.name.clone(), 0, None));
                    continue;
                };
                let opted_in = c
                    .csi_drivers
                    .iter()
                    .find(|d| d.metadata.name == class.provisioner)
                    .is_some_and(|d| d.spec.storage_capacity == Some(true));
                if !opted_in {
                    provisions.push((class.metadata.name.clone(), req, None));
                    continue;
                }
                // The scheduler's loop: every object, every time.
                let found = c.csi_storage_capacities.iter().find(|cap| {
                    let limit = cap.maximum_volume_size.or(cap.capacity);
                    cap.storage_class_name == class.metadata.name
                        && limit.is_some_and(|l| l.0 >= req)
                        && cap
                            .node_topology
                            .as_ref()
                            .is_some_and(|t| label_selector_matches(t, &node.metadata.labels))
                });
                match found {
                    Some(cap) => provisions.push((
                        class.metadata.name.clone(),
                        req,
                        Some(cap.capacity.map_or(0, |b| b.0)),
                    )),
                    None => {
                        space = true;
                        break;
                    }
                }
            }
        }
        let mut reasons = Vec::new();
        for (flag, message) in [
            (conflict, NODE_CONFLICT),
            (bind, BIND_CONFLICT),
            (space, NOT_ENOUGH),
            (missing, PV_NOT_EXIST),
        ] {
            if flag {
                reasons.push(message);
            }
        }
        let score = match (&input.scoring, reasons.is_empty()) {
            (Some(settings), true) => {
                let mut classes: std::collections::BTreeMap<String, (i64, i64)> =
                    Default::default();
                if !statics.is_empty() {
                    for (class, r, cap) in statics {
                        let e = classes.entry(class).or_default();
                        e.0 += r;
                        e.1 += cap;
                    }
                } else {
                    for (class, r, cap) in provisions {
                        let Some(cap) = cap else { continue };
                        let e = classes.entry(class).or_default();
                        e.0 += r;
                        e.1 = cap;
                    }
                }
                let scores: Vec<i64> = classes
                    .values()
                    .map(|(r, cap)| class_score(&settings.shape, *r, *cap))
                    .collect();
                Some(node_score(&scores))
            }
            _ => None,
        };
        out.push((reasons, score));
    }
    Ok(Some(out))
}

/// The engine's verdicts in the reference's shape.
pub fn engine_verdicts(input: &FilterInput) -> Verdicts {
    let scheduler = Scheduler::new(&input.cluster, input.scoring.as_ref()).expect("valid input");
    match scheduler.verdicts(&input.pod).expect("valid pod") {
        PodVerdicts::Rejected(m) => Err(m),
        PodVerdicts::Skipped => Ok(None),
        PodVerdicts::Filtered(v) => Ok(Some(
            v.into_iter().map(|(r, s)| (r.messages(), s)).collect(),
        )),
    }
}

#[test]
fn the_generator_exercises_every_outcome() {
    let mut seen = HashSet::new();
    for seed in 1..300u64 {
        let input = random_input(seed.wrapping_mul(0x9E37_79B9), 12, 15, 2);
        match reference_verdicts(&input) {
            Err(message) => {
                seen.insert("rejected");
                if message.ends_with("(pod is not owner)") {
                    seen.insert("ephemeral claim not the pod's");
                }
                if message.starts_with("waiting for ephemeral volume controller") {
                    seen.insert("ephemeral claim missing");
                }
            }
            Ok(None) => {
                seen.insert("skipped");
            }
            Ok(Some(v)) => {
                for (reasons, score) in v {
                    seen.extend(reasons);
                    if reasons_pass(score) {
                        seen.insert("scored");
                    }
                }
            }
        }
    }
    for outcome in [
        "rejected",
        "ephemeral claim not the pod's",
        "ephemeral claim missing",
        NODE_CONFLICT,
        BIND_CONFLICT,
        NOT_ENOUGH,
        PV_NOT_EXIST,
        "scored",
    ] {
        assert!(seen.contains(outcome), "{outcome} never generated");
    }
}

fn reasons_pass(score: Option<i64>) -> bool {
    score.is_some_and(|s| s > 0)
}

#[cfg(test)]
mod properties {
    #[allow(unused_imports)] // the benchmark includes this file without the test harness
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        #[test]
        fn index_gives_the_reference_verdicts(seed in any::<u64>(), nodes in 1usize..25, caps in 0usize..40, claims in 1usize..4) {
            let input = random_input(seed, nodes, caps, claims);
            prop_assert_eq!(engine_verdicts(&input), reference_verdicts(&input));
        }

        #[test]
        fn a_passing_node_has_a_matching_object_with_enough_limit(seed in any::<u64>(), nodes in 1usize..20, caps in 0usize..30) {
            let input = random_input(seed, nodes, caps, 1);
            let result = filter_nodes(&input).expect("valid input");
            for verdict in result.nodes.iter().filter(|v| v.passes) {
                let node = input.cluster.nodes.iter().find(|n| n.metadata.name == verdict.node).unwrap();
                for check in &verdict.claims {
                    let Some(capacity) = &check.capacity else { continue };
                    if capacity.skipped.is_some() {
                        continue;
                    }
                    let claim = input.cluster.persistent_volume_claims.iter().find(|c| c.metadata.name == check.claim).unwrap();
                    let class = input.cluster.storage_classes.iter().find(|c| c.metadata.name == claim.class_name()).unwrap();
                    let driver = input.cluster.csi_drivers.iter().find(|d| d.metadata.name == class.provisioner).unwrap();
                    prop_assert_eq!(driver.spec.storage_capacity, Some(true));
                    let chosen = capacity.chosen.as_deref().expect("an object was chosen");
                    let object = input.cluster.csi_storage_capacities.iter()
                        .find(|c| format!("default/{}", c.metadata.name) == chosen).unwrap();
                    prop_assert_eq!(&object.storage_class_name, &class.metadata.name);
                    prop_assert!(label_selector_matches(object.node_topology.as_ref().unwrap(), &node.metadata.labels));
                    let limit = object.maximum_volume_size.or(object.capacity).unwrap().0;
                    prop_assert!(limit >= claim.request().unwrap());
                }
            }
        }
    }

    #[test]
    fn large_random_inputs_agree() {
        for seed in 1..6u64 {
            let input = random_input(seed * 7919, 400, 600, 3);
            assert_eq!(
                engine_verdicts(&input),
                reference_verdicts(&input),
                "seed {seed}"
            );
        }
    }
}
