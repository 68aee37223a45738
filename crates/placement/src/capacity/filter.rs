//! PreFilter and Filter of the VolumeBinding plugin, with the capacity check and scoring.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::index::CapacityIndex;
use super::objects::ClusterObjects;
use super::objects::*;
use super::score::{ScoringSettings, class_score, node_score};
use super::sentences::{self, Said};
use super::validate::{validate_cluster, validate_pod};
use crate::InputError;
use crate::kernel::sort;

mod capacity;
mod notes;
mod prefilter;
mod types;
mod volumes;

pub use types::*;
use volumes::find_matching_volume;
pub use volumes::{match_fields_messages, match_fields_notes, pv_accepts};

#[derive(Clone, Copy)]
struct PodClaim<'a> {
    position: usize,
    volume: &'a str,
    pvc: &'a PersistentVolumeClaim,
}

struct Classified<'a> {
    bound: Vec<PodClaim<'a>>,
    delayed: Vec<PodClaim<'a>>,
}

struct NodeEval {
    reasons: Reasons,
    checks: Vec<(usize, ClaimCheck)>,
    /// (class, requested, capacity, claim, pv) of static bindings.
    statics: Vec<(String, i64, i64, String, String)>,
    /// (class, requested, capacity of the object found, claim) of dynamic provisions.
    provisions: Vec<(String, i64, Option<i64>, String)>,
}

/// A validated, indexed cluster that filters pods.
///
/// ```
/// use placement::capacity::{ClusterObjects, filter::{Scheduler, PodVerdicts}};
/// use placement::capacity::objects::Pod;
/// let cluster: ClusterObjects = serde_json::from_str(r#"{"nodes": [{"metadata": {"name": "n1"}}]}"#).unwrap();
/// let scheduler = Scheduler::new(&cluster, None).unwrap();
/// let pod: Pod = serde_json::from_str(r#"{"metadata": {"name": "p"}}"#).unwrap();
/// assert_eq!(scheduler.verdicts(&pod).unwrap(), PodVerdicts::Skipped);
/// ```
pub struct Scheduler<'a> {
    cluster: &'a ClusterObjects,
    classes: HashMap<&'a str, &'a StorageClass>,
    drivers: HashMap<&'a str, &'a CsiDriver>,
    claims: HashMap<(&'a str, &'a str), &'a PersistentVolumeClaim>,
    volumes: HashMap<&'a str, &'a PersistentVolume>,
    volumes_by_class: HashMap<&'a str, Vec<&'a PersistentVolume>>,
    index: CapacityIndex,
    scoring: Option<ScoringSettings>,
}

impl<'a> Scheduler<'a> {
    /// Validates the cluster (and the scoring shape) and builds the indexes.
    pub fn new(
        cluster: &'a ClusterObjects,
        scoring: Option<&ScoringSettings>,
    ) -> Result<Self, InputError> {
        validate_cluster(cluster)?;
        if let Some(s) = scoring {
            s.validate().map_err(|e| e.within("scoring"))?;
        }
        let mut volumes_by_class: HashMap<&str, Vec<&PersistentVolume>> = HashMap::new();
        for pv in &cluster.persistent_volumes {
            volumes_by_class
                .entry(pv.class_name())
                .or_default()
                .push(pv);
        }
        Ok(Scheduler {
            cluster,
            classes: cluster
                .storage_classes
                .iter()
                .map(|c| (c.metadata.name.as_str(), c))
                .collect(),
            drivers: cluster
                .csi_drivers
                .iter()
                .map(|d| (d.metadata.name.as_str(), d))
                .collect(),
            claims: cluster
                .persistent_volume_claims
                .iter()
                .map(|c| ((c.metadata.namespace(), c.metadata.name.as_str()), c))
                .collect(),
            volumes: cluster
                .persistent_volumes
                .iter()
                .map(|v| (v.metadata.name.as_str(), v))
                .collect(),
            volumes_by_class,
            index: CapacityIndex::build(&cluster.nodes, &cluster.csi_storage_capacities),
            scoring: scoring.cloned(),
        })
    }

    /// Filter on one node.
    fn evaluate(&self, claims: &Classified<'a>, node_index: usize, explain: bool) -> NodeEval {
        let mut eval = NodeEval {
            reasons: Reasons::default(),
            checks: Vec::new(),
            statics: Vec::new(),
            provisions: Vec::new(),
        };
        let Some(node) = self.cluster.nodes.get(node_index) else {
            return eval;
        };
        let name = node.metadata.name.as_str();
        let labels = &node.metadata.labels;
        let record = |eval: &mut NodeEval,
                      claim: &PodClaim,
                      outcome: ClaimOutcome,
                      detail: &dyn Fn() -> Said,
                      capacity: Option<CapacityCheck>| {
            if explain {
                let (detail, detail_message) = detail();
                eval.checks.push((
                    claim.position,
                    ClaimCheck {
                        volume: claim.volume.to_string(),
                        claim: claim.pvc.metadata.name.clone(),
                        outcome,
                        detail,
                        detail_message,
                        capacity,
                    },
                ));
            }
        };
        // Bound claims: stop at the first problem.
        for claim in &claims.bound {
            match self.volumes.get(claim.pvc.volume_name()) {
                None => {
                    eval.reasons.pv_not_exist = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::PvMissing,
                        &|| sentences::claim_pv_missing(claim.pvc.volume_name()),
                        None,
                    );
                    break;
                }
                Some(pv) if !pv_accepts(pv, labels) => {
                    eval.reasons.node_conflict = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::NodeConflict,
                        &|| sentences::claim_node_conflict(&pv.metadata.name, name),
                        None,
                    );
                    break;
                }
                Some(pv) => record(
                    &mut eval,
                    claim,
                    ClaimOutcome::Bound,
                    &|| sentences::claim_bound(&pv.metadata.name, name),
                    None,
                ),
            }
        }
        // Delayed claims.
        if !claims.delayed.is_empty() {
            let mut to_provision: Vec<PodClaim> = Vec::new();
            let mut to_match: Vec<PodClaim> = Vec::new();
            for claim in &claims.delayed {
                match claim.pvc.selected_node() {
                    Some(selected) if selected != name => {
                        eval.reasons.bind_conflict = true;
                        record(
                            &mut eval,
                            claim,
                            ClaimOutcome::SelectedOtherNode,
                            &|| sentences::claim_selected_other(selected),
                            None,
                        );
                        self.finish(&mut eval, claims, explain);
                        return eval;
                    }
                    Some(_) => to_provision.push(*claim),
                    None => to_match.push(*claim),
                }
            }
            sort::sort_by_key(&mut to_match, |c| c.pvc.request().unwrap_or(0));
            let mut chosen: HashSet<&str> = HashSet::new();
            for claim in &to_match {
                let candidates = self
                    .volumes_by_class
                    .get(claim.pvc.class_name())
                    .map_or(&[][..], Vec::as_slice);
                match find_matching_volume(claim.pvc, candidates, labels, &chosen) {
                    Some(pv) => {
                        chosen.insert(&pv.metadata.name);
                        eval.statics.push((
                            pv.class_name().to_string(),
                            claim.pvc.request().unwrap_or(0),
                            pv.size(),
                            claim.pvc.metadata.name.clone(),
                            pv.metadata.name.clone(),
                        ));
                        record(
                            &mut eval,
                            claim,
                            ClaimOutcome::StaticMatch,
                            &|| sentences::claim_static_match(&pv.metadata.name, pv.size()),
                            None,
                        );
                    }
                    None => to_provision.push(*claim),
                }
            }
            for claim in &to_provision {
                let Some(class) = self.classes.get(claim.pvc.class_name()).copied() else {
                    continue;
                };
                let provisioner = class.provisioner.as_str();
                if provisioner.is_empty() || provisioner == NO_PROVISIONER {
                    eval.reasons.bind_conflict = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::NoProvisioner,
                        &|| sentences::claim_no_provisioner(&class.metadata.name, provisioner),
                        None,
                    );
                    break;
                }
                if !super::affinity::allowed_topologies_match(&class.allowed_topologies, labels) {
                    eval.reasons.bind_conflict = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::TopologyNotAllowed,
                        &|| sentences::claim_topology(&class.metadata.name, name),
                        None,
                    );
                    break;
                }
                let (sufficient, found, check) =
                    self.capacity_check(claim.pvc, class, node_index, explain);
                if !sufficient {
                    eval.reasons.not_enough_space = true;
                    record(
                        &mut eval,
                        claim,
                        ClaimOutcome::NotEnoughCapacity,
                        &|| {
                            let request = claim.pvc.request().unwrap_or(0);
                            sentences::claim_no_room(&class.metadata.name, name, request)
                        },
                        check,
                    );
                    break;
                }
                eval.provisions.push((
                    class.metadata.name.clone(),
                    claim.pvc.request().unwrap_or(0),
                    found,
                    claim.pvc.metadata.name.clone(),
                ));
                record(
                    &mut eval,
                    claim,
                    ClaimOutcome::Provisionable,
                    &|| sentences::claim_provisionable(provisioner, name),
                    check,
                );
            }
        }
        self.finish(&mut eval, claims, explain);
        eval
    }

    /// Adds NotChecked entries for claims the node's evaluation did not reach.
    fn finish(&self, eval: &mut NodeEval, claims: &Classified<'a>, explain: bool) {
        if !explain {
            return;
        }
        let seen: HashSet<usize> = eval.checks.iter().map(|(p, _)| *p).collect();
        for claim in claims.bound.iter().chain(&claims.delayed) {
            if !seen.contains(&claim.position) {
                let (detail, detail_message) = sentences::claim_not_checked();
                eval.checks.push((
                    claim.position,
                    ClaimCheck {
                        volume: claim.volume.to_string(),
                        claim: claim.pvc.metadata.name.clone(),
                        outcome: ClaimOutcome::NotChecked,
                        detail,
                        detail_message,
                        capacity: None,
                    },
                ));
            }
        }
    }

    fn score(&self, eval: &NodeEval) -> Option<i64> {
        let settings = self.scoring.as_ref()?;
        let mut classes: BTreeMap<&str, (i64, i64)> = BTreeMap::new();
        if !eval.statics.is_empty() {
            for (class, requested, capacity, _, _) in &eval.statics {
                let entry = classes.entry(class).or_default();
                entry.0 = entry.0.saturating_add(*requested);
                entry.1 = entry.1.saturating_add(*capacity);
            }
        } else {
            for (class, requested, capacity, _) in &eval.provisions {
                let Some(capacity) = capacity else { continue };
                let entry = classes.entry(class).or_default();
                entry.0 = entry.0.saturating_add(*requested);
                entry.1 = *capacity; // the capacity of the pool, not a sum
            }
        }
        let scores: Vec<i64> = classes
            .values()
            .map(|(r, c)| class_score(settings, *r, *c))
            .collect();
        Some(node_score(&scores))
    }

    /// The fast path: verdicts without explanations (used by the simulation and the benchmark).
    pub fn verdicts(&self, pod: &'a Pod) -> Result<PodVerdicts, InputError> {
        validate_pod(pod).map_err(|e| e.within("pod"))?;
        let (outcome, classified) = self.prefilter(pod);
        let Some(classified) = classified else {
            return Ok(match outcome.message {
                Some(message) => PodVerdicts::Rejected(message),
                None => PodVerdicts::Skipped,
            });
        };
        Ok(PodVerdicts::Filtered(
            (0..self.cluster.nodes.len())
                .map(|i| {
                    let eval = self.evaluate(&classified, i, false);
                    let score = if eval.reasons.passes() {
                        self.score(&eval)
                    } else {
                        None
                    };
                    (eval.reasons, score)
                })
                .collect(),
        ))
    }

    /// What binding the pod to node number `node` would do: static bindings
    /// `(claim, pv)` and claims to provision; `None` when the node does not pass.
    pub fn plan(&self, pod: &'a Pod, node: usize) -> Option<NodePlan> {
        let (_, classified) = self.prefilter(pod);
        let eval = self.evaluate(&classified?, node, false);
        eval.reasons.passes().then(|| NodePlan {
            static_bindings: eval
                .statics
                .into_iter()
                .map(|(_, _, _, c, v)| (c, v))
                .collect(),
            provisions: eval.provisions.into_iter().map(|(_, _, _, c)| c).collect(),
        })
    }

    /// PreFilter and Filter (and Score) with full explanations.
    pub fn filter(&self, pod: &'a Pod) -> Result<FilterResult, InputError> {
        validate_pod(pod).map_err(|e| e.within("pod"))?;
        let (prefilter, classified) = self.prefilter(pod);
        let nodes = &self.cluster.nodes;
        let verdicts: Vec<NodeVerdict> = match (&classified, &prefilter.message) {
            (None, Some(message)) => nodes
                .iter()
                .map(|n| NodeVerdict {
                    node: n.metadata.name.clone(),
                    passes: false,
                    reasons: vec![message.clone()],
                    claims: vec![],
                    score: None,
                })
                .collect(),
            (None, None) => nodes
                .iter()
                .map(|n| NodeVerdict {
                    node: n.metadata.name.clone(),
                    passes: true,
                    reasons: vec![],
                    claims: vec![],
                    score: self.scoring.as_ref().map(|_| 0),
                })
                .collect(),
            (Some(classified), _) => nodes
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    let mut eval = self.evaluate(classified, i, true);
                    let passes = eval.reasons.passes();
                    let score = if passes { self.score(&eval) } else { None };
                    let claims = std::mem::take(&mut eval.checks)
                        .into_iter()
                        .map(|(_, c)| c)
                        .collect();
                    NodeVerdict {
                        node: n.metadata.name.clone(),
                        passes,
                        reasons: eval
                            .reasons
                            .messages()
                            .into_iter()
                            .map(String::from)
                            .collect(),
                        claims,
                        score,
                    }
                })
                .collect(),
        };
        let feasible_nodes: Vec<String> = verdicts
            .iter()
            .filter(|v| v.passes)
            .map(|v| v.node.clone())
            .collect();
        let best = verdicts
            .iter()
            .filter(|v| v.passes)
            .map(|v| v.score.unwrap_or(0))
            .max();
        let tied_nodes: Vec<String> = match best {
            Some(best) => verdicts
                .iter()
                .filter(|v| v.passes && v.score.unwrap_or(0) == best)
                .map(|v| v.node.clone())
                .collect(),
            None => vec![],
        };
        let event_message = if !feasible_nodes.is_empty() {
            None
        } else {
            Some(event_message(
                nodes.len(),
                prefilter.message.as_deref(),
                verdicts
                    .iter()
                    .map(|v| v.reasons.iter().map(String::as_str)),
            ))
        };
        let note_messages = self.notes(pod);
        Ok(FilterResult {
            notes: note_messages
                .iter()
                .map(|m| {
                    crate::kernel::import_text::english_in(
                        crate::kernel::import_text::capacity::FILTER_TEXTS.iter(),
                        m,
                    )
                })
                .collect(),
            note_messages,
            selected_node: tied_nodes.first().cloned(),
            prefilter,
            nodes: verdicts,
            feasible_nodes,
            tied_nodes,
            event_message,
        })
    }
}

/// The scheduler's FitError text as its FailedScheduling event prints it:
/// `0/N nodes are available: <count> <reason>, ….`, pieces sorted as strings (a
/// PreFilter rejection replaces the histogram), then the message of the
/// default PostFilter plugin, [`preemption_suffix`].
///
/// ```
/// use placement::capacity::filter::event_message;
/// let reasons = vec![vec!["node(s) did not have enough free storage"], vec!["node(s) had volume node affinity conflict"],
///                    vec!["node(s) did not have enough free storage"]];
/// assert_eq!(event_message(3, None, reasons.iter().map(|r| r.iter().copied())),
///     "0/3 nodes are available: 1 node(s) had volume node affinity conflict, 2 node(s) did not have enough free storage. \
///      preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.");
/// ```
pub fn event_message<'r, I, R>(nodes: usize, prefilter: Option<&str>, per_node: I) -> String
where
    I: IntoIterator<Item = R>,
    R: IntoIterator<Item = &'r str>,
{
    if nodes == 0 {
        return MSG_NO_NODES.to_string();
    }
    let fit_error = if let Some(message) = prefilter {
        format!("0/{nodes} nodes are available: {message}.")
    } else {
        let mut histogram: BTreeMap<&str, usize> = BTreeMap::new();
        for reasons in per_node {
            for reason in reasons {
                *histogram.entry(reason).or_default() += 1;
            }
        }
        let mut pieces: Vec<String> = histogram
            .into_iter()
            .map(|(r, n)| format!("{n} {r}"))
            .collect();
        sort::sort(&mut pieces);
        if pieces.is_empty() {
            format!("0/{nodes} nodes are available.")
        } else {
            format!("0/{nodes} nodes are available: {}.", pieces.join(", "))
        }
    };
    format!("{fit_error} {}", preemption_suffix(nodes))
}

/// What kube-scheduler's default PostFilter plugin, DefaultPreemption, adds to
/// the FitError (`FitError.Error()` in pkg/scheduler/framework/types.go appends
/// `Diagnosis.PostFilterMsg`, Kubernetes 1.33+): VolumeBinding rejects a node
/// (and PreFilter the pod) as `UnschedulableAndUnresolvable`, so
/// `nodesWherePreemptionMightHelp` finds no node where evicting pods could
/// help, every node gets "Preemption is not helpful for scheduling", and the
/// plugin prefixes its FitError with `preemption: `. (The DynamicResources
/// plugin's "no new claims to deallocate" is absent since 1.33: it is skipped
/// for pods without ResourceClaims.)
///
/// ```
/// assert_eq!(placement::capacity::filter::preemption_suffix(3),
///     "preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.");
/// ```
pub fn preemption_suffix(nodes: usize) -> String {
    format!(
        "preemption: 0/{nodes} nodes are available: {nodes} Preemption is not helpful for scheduling."
    )
}

/// Runs PreFilter, Filter and (optionally) Score of the VolumeBinding plugin for one pod.
///
/// ```
/// use placement::capacity::{filter_nodes, FilterInput};
/// let input: FilterInput = serde_json::from_str(r#"{
///   "cluster": {
///     "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}},
///               {"metadata": {"name": "n2", "labels": {"zone": "b"}}}],
///     "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
///                         "volumeBindingMode": "WaitForFirstConsumer"}],
///     "csiDrivers": [{"metadata": {"name": "csi.example.com"}, "spec": {"storageCapacity": true}}],
///     "csiStorageCapacities": [
///       {"metadata": {"name": "a"}, "storageClassName": "fast", "nodeTopology": {"matchLabels": {"zone": "a"}}, "capacity": "10Gi"},
///       {"metadata": {"name": "b"}, "storageClassName": "fast", "nodeTopology": {"matchLabels": {"zone": "b"}}, "capacity": "100Gi"}],
///     "persistentVolumeClaims": [{"metadata": {"name": "data"},
///       "spec": {"storageClassName": "fast", "resources": {"requests": {"storage": "20Gi"}}}}]
///   },
///   "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
/// }"#).unwrap();
/// let result = filter_nodes(&input).unwrap();
/// assert_eq!(result.feasible_nodes, vec!["n2".to_string()]);
/// assert_eq!(result.nodes[0].reasons, vec!["node(s) did not have enough free storage".to_string()]);
/// ```
pub fn filter_nodes(input: &FilterInput) -> Result<FilterResult, InputError> {
    let scheduler = Scheduler::new(&input.cluster, input.scoring.as_ref()).map_err(|e| {
        if e.path.starts_with("scoring") {
            e
        } else {
            e.within("cluster")
        }
    })?;
    scheduler.filter(&input.pod)
}
