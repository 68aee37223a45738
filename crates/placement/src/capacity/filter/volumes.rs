//! Bound volumes' node affinity and static PV matching (`FindMatchingVolume`).

use std::collections::HashSet;

use crate::capacity::objects::*;

/// `CheckNodeAffinity` (component-helpers/storage/volume): no affinity or no `required`
/// accepts every node. The terms are matched against a node made of the labels alone, so a
/// `matchFields` requirement sees an empty `metadata.name` (see [`match_fields_notes`]).
pub fn pv_accepts(pv: &PersistentVolume, labels: &crate::kernel::labels::Labels) -> bool {
    match pv
        .spec
        .node_affinity
        .as_ref()
        .and_then(|a| a.required.as_ref())
    {
        None => true,
        Some(selector) => selector.matches("", labels),
    }
}

/// One note per `matchFields` requirement of a PV's required node affinity: what it does
/// there (never holds for `In`, holds on every node for `NotIn`), since [`pv_accepts`] sees
/// no node name.
///
/// ```
/// use placement::capacity::filter::match_fields_notes;
/// use placement::capacity::objects::PersistentVolume;
/// let pv: PersistentVolume = serde_json::from_str(r#"{"metadata": {"name": "local-1"}, "spec": {"nodeAffinity":
///   {"required": {"nodeSelectorTerms": [{"matchFields": [{"key": "metadata.name", "operator": "In", "values": ["n1"]}]}]}}}}"#).unwrap();
/// assert!(match_fields_notes(&pv)[0].ends_with("so this requirement never holds."));
/// ```
pub fn match_fields_notes(pv: &PersistentVolume) -> Vec<String> {
    use crate::kernel::import_text::{capacity::FILTER_TEXTS, english_in};
    match_fields_messages(pv)
        .iter()
        .map(|m| english_in(FILTER_TEXTS.iter(), m))
        .collect()
}

/// [`match_fields_notes`] as messages (an id and arguments), in the same order.
pub fn match_fields_messages(pv: &PersistentVolume) -> Vec<crate::kernel::message::Message> {
    let Some(required) = pv
        .spec
        .node_affinity
        .as_ref()
        .and_then(|a| a.required.as_ref())
    else {
        return Vec::new();
    };
    let mut notes = Vec::new();
    for (i, term) in required.node_selector_terms.iter().enumerate() {
        for (j, r) in term.match_fields.iter().enumerate() {
            let id = if r.matches(Some("")) {
                "import-cap-match-fields-always"
            } else {
                "import-cap-match-fields-never"
            };
            notes.push(
                crate::kernel::message::Message::new(id)
                    .arg("name", &pv.metadata.name)
                    .arg(
                        "field",
                        format!("nodeAffinity.required.nodeSelectorTerms[{i}].matchFields[{j}]"),
                    )
                    .arg(
                        "requirement",
                        format!("{} {} [{}]", r.key, r.operator, r.values.join(", ")),
                    ),
            );
        }
    }
    notes
}

fn volume_mode(mode: &Option<String>) -> &str {
    mode.as_deref().unwrap_or("Filesystem")
}

/// `FindMatchingVolume` on the scheduler path: a volume pre-bound to the claim, else the smallest fitting one.
pub(super) fn find_matching_volume<'v>(
    pvc: &PersistentVolumeClaim,
    candidates: &[&'v PersistentVolume],
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
        let affinity_ok = pv_accepts(pv, labels);
        if bound_here {
            return affinity_ok.then_some(pv);
        }
        // `volume.Status.Phase != v1.VolumeAvailable`: an absent phase is "" too.
        if pv.status.phase.as_deref() != Some("Available") {
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
