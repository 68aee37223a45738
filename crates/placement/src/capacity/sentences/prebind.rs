//! PreBind's sentences (`check_bindings`): what each claim of Reserve's plan
//! showed, and the whole answer. PreBind's own error (`binding volumes: …`)
//! is quoted verbatim inside them as the `error` argument.

// Each builder is named for the sentence it writes; its English is in the body.
#![allow(missing_docs)]

use super::Said;
use crate::kernel::message::Message;

/// Every message id built here (the catalogs must have each).
pub const MESSAGE_IDS: &[&str] = &[
    "capacity-prebind-volume-gone",
    "capacity-prebind-claim-deleted",
    "capacity-prebind-affinity-lost",
    "capacity-prebind-volume-taken-back",
    "capacity-prebind-waiting-pv-controller",
    "capacity-prebind-bound-to-volume",
    "capacity-prebind-no-annotations",
    "capacity-prebind-selected-other",
    "capacity-prebind-selected-removed",
    "capacity-prebind-volume-not-cached",
    "capacity-prebind-volume-unreachable",
    "capacity-prebind-waiting-provisioning",
    "capacity-prebind-bound-to-new-volume",
    "capacity-prebind-not-checked",
    "capacity-prebind-no-claim",
    "capacity-prebind-already-bound",
    "capacity-prebind-all-bound",
    "capacity-prebind-fails",
    "capacity-prebind-timeout",
    "capacity-prebind-waiting",
    "capacity-prebind-node-deleted",
    "capacity-prebind-pod-deleted",
];

fn said(id: &str, text: String, args: &[(&str, &str)]) -> Said {
    let message = args
        .iter()
        .fold(Message::new(id), |m, (name, value)| m.arg(name, *value));
    (text, message)
}

// One claim of the plan.

pub fn volume_gone(volume: &str) -> Said {
    said(
        "capacity-prebind-volume-gone",
        format!("volume {volume} is gone"),
        &[("volume", volume)],
    )
}

pub fn claim_deleted(claim: &str) -> Said {
    said(
        "capacity-prebind-claim-deleted",
        format!("claim {claim} was deleted"),
        &[("claim", claim)],
    )
}

pub fn affinity_lost(volume: &str, node: &str) -> Said {
    said(
        "capacity-prebind-affinity-lost",
        format!("volume {volume}'s node affinity no longer accepts node {node}"),
        &[("volume", volume), ("node", node)],
    )
}

pub fn volume_taken_back(volume: &str) -> Said {
    said(
        "capacity-prebind-volume-taken-back",
        format!("the PV controller took volume {volume} back (its claimRef has no UID)"),
        &[("volume", volume)],
    )
}

pub fn waiting_pv_controller(claim: &str, volume: &str) -> Said {
    said(
        "capacity-prebind-waiting-pv-controller",
        format!("waiting for the PV controller to bind claim {claim} to volume {volume}"),
        &[("claim", claim), ("volume", volume)],
    )
}

pub fn bound_to_volume(claim: &str, volume: &str) -> Said {
    said(
        "capacity-prebind-bound-to-volume",
        format!("claim {claim} is bound to volume {volume}"),
        &[("claim", claim), ("volume", volume)],
    )
}

pub fn no_annotations(claim: &str) -> Said {
    said(
        "capacity-prebind-no-annotations",
        format!("claim {claim} has no annotations any more"),
        &[("claim", claim)],
    )
}

/// The claim's selected-node annotation names `other`, or was removed (`None`).
pub fn selected_changed(claim: &str, other: Option<&str>) -> Said {
    match other {
        Some(node) => said(
            "capacity-prebind-selected-other",
            format!("claim {claim}'s selected-node annotation names node {node}"),
            &[("claim", claim), ("node", node)],
        ),
        None => said(
            "capacity-prebind-selected-removed",
            format!(
                "claim {claim}'s selected-node annotation was removed (the provisioner gave up)"
            ),
            &[("claim", claim)],
        ),
    }
}

pub fn volume_not_cached(claim: &str, volume: &str) -> Said {
    said(
        "capacity-prebind-volume-not-cached",
        format!("claim {claim} names volume {volume}, which is not in the cache yet"),
        &[("claim", claim), ("volume", volume)],
    )
}

pub fn volume_unreachable(volume: &str, node: &str) -> Said {
    said(
        "capacity-prebind-volume-unreachable",
        format!("the new volume {volume} cannot be reached from node {node}"),
        &[("volume", volume), ("node", node)],
    )
}

pub fn waiting_provisioning(claim: &str) -> Said {
    said(
        "capacity-prebind-waiting-provisioning",
        format!("waiting for the volume of claim {claim} to be provisioned and bound"),
        &[("claim", claim)],
    )
}

pub fn bound_to_new_volume(claim: &str, volume: &str) -> Said {
    said(
        "capacity-prebind-bound-to-new-volume",
        format!("claim {claim} is bound to its new volume {volume}"),
        &[("claim", claim), ("volume", volume)],
    )
}

pub fn not_checked() -> Said {
    said(
        "capacity-prebind-not-checked",
        "not checked: checkBindings stopped at an earlier claim".into(),
        &[],
    )
}

// The whole answer.

pub fn no_claim() -> Said {
    said(
        "capacity-prebind-no-claim",
        "The pod uses no claim, so PreBind has nothing to bind and succeeds at once.".into(),
        &[],
    )
}

pub fn already_bound() -> Said {
    said(
        "capacity-prebind-already-bound",
        "Every claim of the pod was already bound at Reserve, so PreBind succeeds at once.".into(),
        &[],
    )
}

pub fn all_bound(pod: &str, node: &str) -> Said {
    said(
        "capacity-prebind-all-bound",
        format!(
            "Every claim of pod {pod} is bound, so PreBind succeeds and the pod is bound to node {node}."
        ),
        &[("pod", pod), ("node", node)],
    )
}

/// `error` is PreBind's error after `binding volumes: ` (verbatim).
pub fn fails(error: &str) -> Said {
    said(
        "capacity-prebind-fails",
        format!(
            "PreBind fails with \"binding volumes: {error}\": the pod's volumes are unreserved and the pod goes back to the scheduling queue."
        ),
        &[("error", error)],
    )
}

/// `error` is the scheduler's timeout message (verbatim).
pub fn timeout(elapsed: u64, timeout: u64, error: &str) -> Said {
    let (text, message) = said(
        "capacity-prebind-timeout",
        format!(
            "A claim is still not bound after {elapsed} s, which reaches bindTimeoutSeconds ({timeout} s), so PreBind fails with \"{error}\" and the pod goes back to the scheduling queue."
        ),
        &[("error", error)],
    );
    (
        text,
        message.arg("elapsed", elapsed).arg("timeout", timeout),
    )
}

pub fn waiting(timeout: u64, left: u64) -> Said {
    (
        format!(
            "A claim is not bound yet, so PreBind checks again in a second; it gives up at bindTimeoutSeconds ({timeout} s), {left} s from now."
        ),
        Message::new("capacity-prebind-waiting")
            .arg("timeout", timeout)
            .arg("left", left),
    )
}

/// PreBind fails because the node was deleted; `error` is its error (verbatim).
pub fn node_deleted(error: &str, node: &str) -> Said {
    said(
        "capacity-prebind-node-deleted",
        format!(
            "PreBind fails with \"binding volumes: {error}\" because node {node} was deleted; the pod goes back to the scheduling queue."
        ),
        &[("error", error), ("node", node)],
    )
}

/// PreBind fails because the pod was deleted; `error` is its error (verbatim).
pub fn pod_deleted(error: &str, pod: &str) -> Said {
    said(
        "capacity-prebind-pod-deleted",
        format!(
            "PreBind fails with \"binding volumes: {error}\" because pod {pod} was deleted; the pod goes back to the scheduling queue."
        ),
        &[("error", error), ("pod", pod)],
    )
}
