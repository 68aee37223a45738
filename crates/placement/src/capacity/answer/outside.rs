//! Fixes that no edit of the filter's input can express as a real cluster
//! would accept them (issue #33): a PV's node affinity is immutable, a
//! node's hostname label is its identity, a missing PV or a claim made for
//! another pod is fixed with kubectl. Each is one sentence with the
//! kubectl-level change, and no edit.

use super::claim_checks::failing_claim;
use crate::capacity::filter::{
    ClaimKind, ClaimOutcome, FilterInput, FilterResult, NodeVerdict, PreFilterStatus,
};
use crate::kernel::message::Message;

/// The outside sentences for node `v` of `result`.
pub(crate) fn outside(input: &FilterInput, result: &FilterResult, v: &NodeVerdict) -> Vec<Message> {
    let base = |id: &str| Message::new(id).arg("node", &v.node);
    if result.prefilter.status == PreFilterStatus::Unschedulable {
        return prefilter(input, result, &base);
    }
    let Some((claim, check)) = failing_claim(v) else {
        return Vec::new();
    };
    let ns = input.pod.metadata.namespace();
    let pvc = input
        .cluster
        .persistent_volume_claims
        .iter()
        .find(|p| p.metadata.name == claim.claim && p.metadata.namespace() == ns);
    let pv = pvc.map_or("", |p| p.volume_name());
    let class = pvc.map_or("", |p| p.class_name());
    let with_claim = |id: &str| base(id).arg("claim", &claim.claim);
    let message = match claim.outcome {
        ClaimOutcome::PvMissing => with_claim("capacity-outside-pv-missing").arg("pv", pv),
        ClaimOutcome::NodeConflict => with_claim("capacity-outside-pv-affinity")
            .arg("pv", pv)
            .arg("allowed", allowed_nodes(input, pv)),
        ClaimOutcome::SelectedOtherNode => with_claim("capacity-outside-selected-node").arg(
            "selected",
            pvc.and_then(|p| p.selected_node()).unwrap_or_default(),
        ),
        ClaimOutcome::NoProvisioner => {
            with_claim("capacity-outside-no-provisioner").arg("class", class)
        }
        ClaimOutcome::NotEnoughCapacity
            if check.is_some_and(|c| {
                !c.considered.is_empty() && c.considered.iter().all(|k| k.limit.is_none())
            }) =>
        {
            with_claim("capacity-outside-capacity-unset").arg("class", class)
        }
        _ => return Vec::new(),
    };
    vec![message]
}

/// PreFilter's rejections other than an Immediate class (which an edit fixes).
fn prefilter(
    input: &FilterInput,
    result: &FilterResult,
    base: &dyn Fn(&str) -> Message,
) -> Vec<Message> {
    let ns = input.pod.metadata.namespace();
    let mut out = Vec::new();
    for info in &result.prefilter.claims {
        let pvc = input
            .cluster
            .persistent_volume_claims
            .iter()
            .find(|p| p.metadata.name == info.claim && p.metadata.namespace() == ns);
        let with_claim = |id: &str| base(id).arg("claim", &info.claim);
        let message = match (info.kind, pvc) {
            (ClaimKind::UnboundImmediate, Some(p)) if !p.volume_name().is_empty() => {
                with_claim("capacity-outside-prebound").arg("pv", p.volume_name())
            }
            (ClaimKind::UnboundImmediate, Some(p)) => {
                let class = input
                    .cluster
                    .storage_classes
                    .iter()
                    .find(|k| k.metadata.name == p.class_name());
                match class {
                    Some(_) => continue,
                    None => {
                        with_claim("capacity-outside-class-missing").arg("class", p.class_name())
                    }
                }
            }
            (ClaimKind::Unknown, _)
                if result
                    .prefilter
                    .message
                    .as_deref()
                    .is_some_and(|m| m.contains(&info.claim)) =>
            {
                with_claim("capacity-outside-claim-problem").arg(
                    "message",
                    result.prefilter.message.as_deref().unwrap_or_default(),
                )
            }
            _ => continue,
        };
        out.push(message);
    }
    out
}

/// The nodes a PV's node affinity names by hostname, else its terms as `key=value`.
fn allowed_nodes(input: &FilterInput, pv: &str) -> String {
    let terms = input
        .cluster
        .persistent_volumes
        .iter()
        .find(|p| p.metadata.name == pv)
        .and_then(|p| p.spec.node_affinity.as_ref()?.required.as_ref())
        .map_or(&[][..], |r| r.node_selector_terms.as_slice());
    terms
        .iter()
        .map(|t| {
            t.match_expressions
                .iter()
                .map(|e| match e.key.as_str() {
                    HOSTNAME => e.values.join(", "),
                    key => format!("{key}={}", e.values.join("|")),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("; ")
}

const HOSTNAME: &str = "kubernetes.io/hostname";
