//! After Filter: Reserve (`AssumePodVolumes`) and PreBind (`BindPodVolumes`, which polls
//! `checkBindings` every second until every claim is bound, an error, or `bindTimeoutSeconds`).
//!
//! Given the cluster the scheduler filtered on, the pod and the node it was assumed on, and the
//! claims and volumes as the API server has them later, [`check_bindings`] answers what
//! `checkBindings` answers then: all bound, keep waiting, or an error with upstream's message
//! (`binding volumes: …`, which sends the pod back to the scheduling queue).
//!
//! Faithfulness notes (`pkg/scheduler/framework/plugins/volumebinding/binder.go`):
//!
//! - static bindings are checked first, in the order `FindPodVolumes` made them, then the
//!   claims to provision; the first claim not bound yet, or the first problem, ends the check;
//! - the objects' `resourceVersion` comparison (an API object older than the one the scheduler
//!   wrote means "wait") is not modelled: the later state is taken as the newest;
//! - a bound PV that is not found among the later volumes is an error for a static binding
//!   and "wait" for a provisioned claim (the cache may not have it yet);
//! - the poll interval is one second; waiting at `elapsedSeconds ≥ bindTimeoutSeconds` is the
//!   timeout (`binding volumes: context deadline exceeded`).

use crate::kernel::message::Message;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::filter::{Scheduler, pv_accepts};
use super::objects::ClusterObjects;
use super::objects::*;
use super::sentences::{Said, prebind as said};
use crate::InputError;

/// `VolumeBindingArgs.bindTimeoutSeconds` default.
pub const DEFAULT_BIND_TIMEOUT_SECONDS: u64 = 600;
/// The message of a PreBind that waited `bindTimeoutSeconds`.
pub const MSG_BIND_TIMEOUT: &str = "binding volumes: context deadline exceeded";

/// The claims, volumes and nodes as the API server has them after Reserve.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct LaterObjects {
    /// The nodes now; absent = the nodes of `cluster`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub nodes: Option<Vec<Node>>,
    /// The claims now (a claim not listed was deleted).
    #[serde(default)]
    pub persistent_volume_claims: Vec<PersistentVolumeClaim>,
    /// The volumes now (a volume not listed is not in the scheduler's cache).
    #[serde(default)]
    pub persistent_volumes: Vec<PersistentVolume>,
}

/// What `checkBindings` asks.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CheckBindingsInput {
    /// The cluster as Filter and Reserve saw it.
    pub cluster: ClusterObjects,
    /// The pod.
    pub pod: Pod,
    /// The node the pod was assumed on (Reserve), which must pass Filter.
    pub node: String,
    /// The API state PreBind reads.
    pub later: LaterObjects,
    /// Seconds since PreBind started waiting (default 0).
    #[serde(default)]
    pub elapsed_seconds: u64,
    /// `VolumeBindingArgs.bindTimeoutSeconds` (default 600).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub bind_timeout_seconds: Option<u64>,
    /// The pod was deleted meanwhile.
    #[serde(default)]
    pub pod_deleted: bool,
}

/// Where PreBind stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum BindingStatus {
    /// Every claim is bound: PreBind succeeds and the pod is bound to the node.
    AllBound,
    /// A claim is not bound yet: PreBind polls again in a second.
    Waiting,
    /// PreBind fails with `message`: Unreserve, and the pod goes back to the queue.
    Error,
}

/// What one claim showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum BindingOutcome {
    /// Bound (`volumeName` and `bind-completed`), nothing wrong.
    Bound,
    /// Not bound yet, or its new volume not in the cache yet.
    Waiting,
    /// The problem that fails PreBind.
    Failed,
    /// Not looked at: the check ended at an earlier claim.
    NotChecked,
}

/// One claim of the plan as PreBind found it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct BindingCheck {
    /// `namespace/name` of the claim.
    pub claim: String,
    /// The volume of a static binding.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub volume: Option<String>,
    /// The outcome.
    pub outcome: BindingOutcome,
    /// In words.
    pub detail: String,
    /// `detail` as a sentence of the catalogs.
    pub detail_message: Message,
}

/// The answer of `checkBindings`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct CheckBindingsResult {
    /// All bound, waiting, or error.
    pub status: BindingStatus,
    /// PreBind's error message when `status` is `error`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub message: Option<String>,
    /// The whole answer in one sentence.
    pub explanation: String,
    /// `explanation` as a sentence of the catalogs (PreBind's error quoted verbatim in it).
    pub explanation_message: Message,
    /// Reserve's static bindings `(claim, volume)`: the PV gets the claim's `claimRef`.
    pub static_bindings: Vec<(String, String)>,
    /// Reserve's claims to provision: each gets `volume.kubernetes.io/selected-node`.
    pub provisions: Vec<String>,
    /// Per claim of the plan, static bindings first.
    pub checks: Vec<BindingCheck>,
    /// The timeout used.
    pub bind_timeout_seconds: u64,
}

/// One step of `checkBindings`: `Ok(true)` bound, `Ok(false)` wait, `Err` fails PreBind.
type Step = Result<bool, String>;

struct Later<'a> {
    claims: HashMap<(&'a str, &'a str), &'a PersistentVolumeClaim>,
    volumes: HashMap<&'a str, &'a PersistentVolume>,
    labels: &'a crate::kernel::labels::Labels,
    node: &'a str,
}

impl Later<'_> {
    fn affinity(&self, pv: &PersistentVolume) -> Result<(), String> {
        if pv_accepts(pv, self.labels) {
            return Ok(());
        }
        Err(format!(
            "pv {:?} node affinity doesn't match node {:?}: no matching NodeSelectorTerms",
            pv.metadata.name, self.node
        ))
    }

    fn claim(&self, key: &str) -> Option<&PersistentVolumeClaim> {
        let (ns, name) = key.split_once('/')?;
        self.claims.get(&(ns, name)).copied()
    }

    fn static_binding(&self, claim: &str, volume: &str) -> (Step, Said) {
        let Some(pv) = self.volumes.get(volume) else {
            let e =
                format!("failed to check binding: could not find v1.PersistentVolume {volume:?}");
            return (Err(e), said::volume_gone(volume));
        };
        let Some(pvc) = self.claim(claim) else {
            let e = format!(
                "failed to check binding: could not find v1.PersistentVolumeClaim {claim:?}"
            );
            return (Err(e), said::claim_deleted(claim));
        };
        if let Err(e) = self.affinity(pv) {
            return (Err(e), said::affinity_lost(volume, self.node));
        }
        if pv
            .spec
            .claim_ref
            .as_ref()
            .is_none_or(|r| r.uid.as_deref().unwrap_or("").is_empty())
        {
            let e = format!("ClaimRef got reset for pv {volume:?}");
            return (Err(e), said::volume_taken_back(volume));
        }
        if !pvc.is_fully_bound() {
            return (Ok(false), said::waiting_pv_controller(claim, volume));
        }
        (Ok(true), said::bound_to_volume(claim, volume))
    }

    fn provision(&self, claim: &str) -> (Step, Said) {
        let Some(pvc) = self.claim(claim) else {
            let e = format!(
                "failed to check provisioning pvc: could not find v1.PersistentVolumeClaim {claim:?}"
            );
            return (Err(e), said::claim_deleted(claim));
        };
        let name = &pvc.metadata.name;
        if pvc.metadata.annotations.is_empty() {
            let e = format!("selectedNode annotation reset for PVC {name:?}");
            return (Err(e), said::no_annotations(claim));
        }
        match pvc.selected_node() {
            Some(n) if n == self.node => {}
            other => {
                let e = format!("provisioning failed for PVC {name:?}");
                return (Err(e), said::selected_changed(claim, other));
            }
        }
        let volume = pvc.volume_name();
        if !volume.is_empty() {
            let Some(pv) = self.volumes.get(volume) else {
                return (Ok(false), said::volume_not_cached(claim, volume));
            };
            if let Err(e) = self.affinity(pv) {
                return (Err(e), said::volume_unreachable(volume, self.node));
            }
        }
        if !pvc.is_fully_bound() {
            return (Ok(false), said::waiting_provisioning(claim));
        }
        (Ok(true), said::bound_to_new_volume(claim, volume))
    }
}

fn answer(
    status: BindingStatus,
    message: Option<String>,
    (explanation, explanation_message): Said,
    timeout: u64,
) -> CheckBindingsResult {
    CheckBindingsResult {
        status,
        message,
        explanation,
        explanation_message,
        static_bindings: Vec::new(),
        provisions: Vec::new(),
        checks: Vec::new(),
        bind_timeout_seconds: timeout,
    }
}

/// Runs Reserve and one `checkBindings` of PreBind on the later state (see the [module](self)).
///
/// ```
/// use placement::capacity::bindings::{check_bindings, BindingStatus, CheckBindingsInput};
/// let input: CheckBindingsInput = serde_json::from_str(r#"{
///   "cluster": {
///     "nodes": [{"metadata": {"name": "n1"}}],
///     "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
///                         "volumeBindingMode": "WaitForFirstConsumer"}],
///     "persistentVolumeClaims": [{"metadata": {"name": "data"}, "spec": {"storageClassName": "fast"}}]
///   },
///   "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}},
///   "node": "n1",
///   "later": {"persistentVolumeClaims": [{"metadata": {"name": "data", "annotations": {}}, "spec": {"storageClassName": "fast"}}]}
/// }"#).unwrap();
/// let result = check_bindings(&input).unwrap();
/// assert_eq!(result.status, BindingStatus::Error);
/// assert_eq!(result.message.as_deref(), Some("binding volumes: selectedNode annotation reset for PVC \"data\""));
/// ```
pub fn check_bindings(input: &CheckBindingsInput) -> Result<CheckBindingsResult, InputError> {
    let timeout = input
        .bind_timeout_seconds
        .unwrap_or(DEFAULT_BIND_TIMEOUT_SECONDS);
    let scheduler = Scheduler::new(&input.cluster, None).map_err(|e| e.within("cluster"))?;
    let later_cluster = ClusterObjects {
        nodes: input.later.nodes.clone().unwrap_or_default(),
        persistent_volume_claims: input.later.persistent_volume_claims.clone(),
        persistent_volumes: input.later.persistent_volumes.clone(),
        ..ClusterObjects::default()
    };
    super::validate::validate_cluster(&later_cluster).map_err(|e| e.within("later"))?;
    let Some(index) = input
        .cluster
        .nodes
        .iter()
        .position(|n| n.metadata.name == input.node)
    else {
        return Err(InputError::new(
            "node",
            &input.node,
            Message::new("error-capacity-unknown-node"),
        ));
    };
    let plan = match scheduler.verdicts(&input.pod)? {
        super::filter::PodVerdicts::Skipped => {
            return Ok(answer(
                BindingStatus::AllBound,
                None,
                said::no_claim(),
                timeout,
            ));
        }
        super::filter::PodVerdicts::Rejected(message) => {
            return Err(InputError::new(
                "pod",
                &input.pod.metadata.name,
                Message::new("error-prefilter-rejects").arg("reason", message),
            ));
        }
        super::filter::PodVerdicts::Filtered(_) => {
            scheduler.plan(&input.pod, index).ok_or_else(|| {
                InputError::new("node", &input.node, Message::new("error-filter-rejects"))
            })?
        }
    };
    let ns = input.pod.metadata.namespace();
    let mut result = answer(
        BindingStatus::AllBound,
        None,
        said::already_bound(),
        timeout,
    );
    result.static_bindings = plan
        .static_bindings
        .iter()
        .map(|(c, v)| (format!("{ns}/{c}"), v.clone()))
        .collect();
    result.provisions = plan
        .provisions
        .iter()
        .map(|c| format!("{ns}/{c}"))
        .collect();
    if result.static_bindings.is_empty() && result.provisions.is_empty() {
        return Ok(result);
    }
    run_checks(input, ns, &mut result);
    Ok(result)
}

/// The body of `checkBindings` on the later state, then the timeout.
fn run_checks(input: &CheckBindingsInput, ns: &str, result: &mut CheckBindingsResult) {
    let pod = format!("{ns}/{}", input.pod.metadata.name);
    let nodes = input.later.nodes.as_ref().unwrap_or(&input.cluster.nodes);
    let Some(node) = nodes.iter().find(|n| n.metadata.name == input.node) else {
        let e = format!(
            "failed to get node {:?}: node {:?} not found",
            input.node, input.node
        );
        let explained = said::node_deleted(&e, &input.node);
        return fail(result, e, explained);
    };
    if input.pod_deleted {
        let e = format!(
            "pod does not exist any more: pod {:?} not found",
            input.pod.metadata.name
        );
        let explained = said::pod_deleted(&e, &pod);
        return fail(result, e, explained);
    }
    let later = Later {
        claims: input
            .later
            .persistent_volume_claims
            .iter()
            .map(|c| ((c.metadata.namespace(), c.metadata.name.as_str()), c))
            .collect(),
        volumes: input
            .later
            .persistent_volumes
            .iter()
            .map(|v| (v.metadata.name.as_str(), v))
            .collect(),
        labels: &node.metadata.labels,
        node: &input.node,
    };
    let steps = result
        .static_bindings
        .iter()
        .map(|(c, v)| (c.clone(), Some(v.clone())))
        .chain(result.provisions.iter().map(|c| (c.clone(), None)))
        .collect::<Vec<_>>();
    let mut stopped: Option<Step> = None;
    for (claim, volume) in steps {
        if stopped.is_some() {
            let (detail, detail_message) = said::not_checked();
            result.checks.push(BindingCheck {
                claim,
                volume,
                outcome: BindingOutcome::NotChecked,
                detail,
                detail_message,
            });
            continue;
        }
        let (step, (detail, detail_message)) = match &volume {
            Some(v) => later.static_binding(&claim, v),
            None => later.provision(&claim),
        };
        let outcome = match &step {
            Ok(true) => BindingOutcome::Bound,
            Ok(false) => BindingOutcome::Waiting,
            Err(_) => BindingOutcome::Failed,
        };
        result.checks.push(BindingCheck {
            claim,
            volume,
            outcome,
            detail,
            detail_message,
        });
        if !matches!(step, Ok(true)) {
            stopped = Some(step);
        }
    }
    let (elapsed, timeout) = (input.elapsed_seconds, result.bind_timeout_seconds);
    match stopped {
        None => {
            result.status = BindingStatus::AllBound;
            (result.explanation, result.explanation_message) = said::all_bound(&pod, &input.node);
        }
        Some(Err(e)) => {
            result.status = BindingStatus::Error;
            result.message = Some(format!("binding volumes: {e}"));
            (result.explanation, result.explanation_message) = said::fails(&e);
        }
        Some(Ok(_)) if elapsed >= timeout => {
            result.status = BindingStatus::Error;
            result.message = Some(MSG_BIND_TIMEOUT.into());
            (result.explanation, result.explanation_message) =
                said::timeout(elapsed, timeout, MSG_BIND_TIMEOUT);
        }
        Some(Ok(_)) => {
            result.status = BindingStatus::Waiting;
            (result.explanation, result.explanation_message) =
                said::waiting(timeout, timeout - elapsed);
        }
    }
}

fn fail(result: &mut CheckBindingsResult, error: String, (explanation, message): Said) {
    result.status = BindingStatus::Error;
    result.message = Some(format!("binding volumes: {error}"));
    result.explanation = explanation;
    result.explanation_message = message;
}
