//! Bound volumes' node affinity and static PV matching (`FindMatchingVolume`).

use std::collections::HashSet;

use crate::capacity::objects::*;

/// `CheckNodeAffinity`: no affinity or no `required` accepts every node.
pub fn pv_accepts(
    pv: &PersistentVolume,
    node_name: &str,
    labels: &crate::kernel::labels::Labels,
) -> bool {
    match pv
        .spec
        .node_affinity
        .as_ref()
        .and_then(|a| a.required.as_ref())
    {
        None => true,
        Some(selector) => selector.matches(node_name, labels),
    }
}

fn volume_mode(mode: &Option<String>) -> &str {
    mode.as_deref().unwrap_or("Filesystem")
}

/// `FindMatchingVolume` on the scheduler path: a volume pre-bound to the claim, else the smallest fitting one.
pub(super) fn find_matching_volume<'v>(
    pvc: &PersistentVolumeClaim,
    candidates: &[&'v PersistentVolume],
    node_name: &str,
    labels: &crate::kernel::labels::Labels,
    excluded: &HashSet<&str>,
) -> Option<&'v PersistentVolume> {
    let requested = pvc.request().unwrap_or(0);
    let mut smallest: Option<&PersistentVolume> = None;
    for &pv in candidates {
        if excluded.contains(pv.metadata.name.as_str()) {
            continue;
        }
        let bound_here = pv.is_bound_to(pvc);
        if pv.spec.claim_ref.is_some() && !bound_here {
            continue;
        }
        if pv.size() < requested
            || volume_mode(&pv.spec.volume_mode) != volume_mode(&pvc.spec.volume_mode)
        {
            continue;
        }
        if pv.metadata.deletion_timestamp.is_some() {
            continue;
        }
        let affinity_ok = pv_accepts(pv, node_name, labels);
        if bound_here {
            return affinity_ok.then_some(pv);
        }
        if pv.status.phase.as_deref().unwrap_or("Available") != "Available" {
            continue;
        }
        if pvc
            .spec
            .selector
            .as_ref()
            .is_some_and(|s| !s.matches(&pv.metadata.labels))
        {
            continue;
        }
        if pv.class_name() != pvc.class_name() || !affinity_ok {
            continue;
        }
        if !pvc
            .spec
            .access_modes
            .iter()
            .all(|m| pv.spec.access_modes.contains(m))
        {
            continue;
        }
        if smallest.is_none_or(|s| s.size() > pv.size()) {
            smallest = Some(pv);
        }
    }
    smallest
}
