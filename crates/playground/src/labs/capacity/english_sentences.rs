//! Proof that the capacity engine's new messages say in English exactly what
//! its English texts say (issue #11): every message rendered from
//! `locales/en/engine.ftl` equals the `String` beside it, over every preset
//! (the filter, PreBind with every later state of each claim, both simulation
//! runs) and for every sentence builder with sample arguments. Byte arguments
//! are written as the engine writes bytes (`format_bytes`); the page writes
//! them in its own units and number format.

use placement::capacity::bindings::{check_bindings, CheckBindingsInput};
use placement::capacity::sentences::{self, prebind, timeline, Said};
use placement::capacity::simulate_capacity;

use super::prebind_view::{later_objects, plan, Later};
use super::presets::PRESETS;
use crate::text::english::same;
use crate::text::i18n::{english, Catalog};

#[test]
fn every_capacity_sentence_of_every_preset_is_its_text() {
    let catalog = english();
    let mut checked = 0;
    for preset in PRESETS {
        let Ok((result, simulation)) = preset.draft().evaluate() else { continue };
        let at = preset.id;
        for c in &result.prefilter.claims {
            match &c.why_message {
                Some(m) => checked += same(&catalog, &c.why, m, at),
                None => assert!(!c.why.is_empty(), "{at}: a verbatim why is PreFilter's message"),
            }
        }
        for check in result.nodes.iter().flat_map(|n| &n.claims) {
            checked += same(&catalog, &check.detail, &check.detail_message, at);
            if let Some(cap) = &check.capacity {
                assert_eq!(cap.skipped.is_some(), cap.skipped_message.is_some(), "{at}: skipped and its message");
                if let (Some(text), Some(m)) = (&cap.skipped, &cap.skipped_message) {
                    checked += same(&catalog, text, m, at);
                }
                for o in &cap.considered {
                    checked += same(&catalog, &o.explanation, &o.explanation_message, at);
                }
            }
        }
        checked += prebind_sentences(&catalog, preset.draft().parse().unwrap().filter, &result, at);
        let runs = simulate_capacity(&simulation).unwrap();
        for e in runs.on.timeline.iter().chain(&runs.off.timeline) {
            if let Some(m) = &e.sentence {
                checked += same(&catalog, &e.message, m, at);
            }
        }
    }
    assert!(checked > 500, "the presets reach the sentences ({checked} checked)");
}

/// PreBind on the selected node with each later state of each claim, and after a long wait.
fn prebind_sentences(
    catalog: &Catalog,
    filter: placement::capacity::FilterInput,
    result: &placement::capacity::FilterResult,
    at: &str,
) -> usize {
    let Some(node) = result.selected_node.clone() else { return 0 };
    let Some((statics, provisions)) = plan(&filter, &node) else { return 0 };
    let mut checked = 0;
    let claims = statics.len() + provisions.len();
    for choice in Later::choices(false).iter().chain(Later::choices(true)) {
        for elapsed in [0, 1000] {
            let input = CheckBindingsInput {
                cluster: filter.cluster.clone(),
                pod: filter.pod.clone(),
                node: node.clone(),
                later: later_objects(&filter, &node, &vec![*choice; claims]),
                elapsed_seconds: elapsed,
                bind_timeout_seconds: None,
                pod_deleted: elapsed > 0 && *choice == Later::Bound,
            };
            let Ok(r) = check_bindings(&input) else { continue };
            checked += same(catalog, &r.explanation, &r.explanation_message, at);
            for c in &r.checks {
                checked += same(catalog, &c.detail, &c.detail_message, at);
            }
        }
    }
    checked
}

#[test]
fn every_sentence_builder_says_its_text_in_english() {
    let catalog = english();
    let gib = 1i64 << 30;
    let all: Vec<Said> = vec![
        sentences::claim_pv_missing("pv-a"),
        sentences::claim_node_conflict("pv-a", "n1"),
        sentences::claim_bound("pv-a", "n1"),
        sentences::claim_selected_other("n2"),
        sentences::claim_static_match("pv-a", 30 * gib),
        sentences::claim_no_provisioner("local", "kubernetes.io/no-provisioner"),
        sentences::claim_topology("local", "n1"),
        sentences::claim_no_room("local", "n1", 3 * gib / 2),
        sentences::claim_provisionable("csi.example.com", "n1"),
        sentences::claim_not_checked(),
        sentences::skip_no_request(),
        sentences::skip_no_driver("csi.example.com"),
        sentences::skip_not_tracked("csi.example.com", Some(false)),
        sentences::skip_not_tracked("csi.example.com", None),
        sentences::object_unset(),
        sentences::object_limit("capacity", 10 * gib, 5 * gib),
        sentences::object_limit("maximumVolumeSize", 4 * gib, 5 * gib),
        sentences::why_csi_inline(),
        sentences::why_not_examined(),
        sentences::why_bound("pv-a"),
        sentences::why_delayed(),
        sentences::why_pre_bound(),
        sentences::why_no_class(),
        sentences::why_class_missing("gone"),
        sentences::why_immediate(),
        prebind::volume_gone("pv-a"),
        prebind::claim_deleted("default/a"),
        prebind::affinity_lost("pv-a", "n1"),
        prebind::volume_taken_back("pv-a"),
        prebind::waiting_pv_controller("default/a", "pv-a"),
        prebind::bound_to_volume("default/a", "pv-a"),
        prebind::no_annotations("default/a"),
        prebind::selected_changed("default/a", Some("n2")),
        prebind::selected_changed("default/a", None),
        prebind::volume_not_cached("default/a", "pv-a"),
        prebind::volume_unreachable("pv-a", "n1"),
        prebind::waiting_provisioning("default/a"),
        prebind::bound_to_new_volume("default/a", "pvc-a"),
        prebind::not_checked(),
        prebind::no_claim(),
        prebind::already_bound(),
        prebind::all_bound("default/db-0", "n1"),
        prebind::fails("provisioning failed for PVC \"a\""),
        prebind::timeout(600, 600, "context deadline exceeded"),
        prebind::waiting(600, 599),
        prebind::node_deleted("failed to get node \"n1\"", "n1"),
        prebind::pod_deleted("pod does not exist any more", "default/db-0"),
        timeline::arrived(),
        timeline::scheduled_waiting("n1", 2),
        timeline::volume_created("a", 20 * gib),
        timeline::binding_failed(2),
        timeline::immediate_created("a", 20 * gib, "topology.kubernetes.io/zone=z1"),
        timeline::free_space_changed("kubernetes.io/hostname=n1", -95 * gib, 0),
        timeline::bind_timeout(30, 1, "context deadline exceeded", 4),
        timeline::running(),
    ];
    let ids: std::collections::BTreeSet<&str> = all.iter().map(|(_, m)| m.id.as_str()).collect();
    for id in sentences::MESSAGE_IDS.iter().chain(prebind::MESSAGE_IDS).chain(timeline::MESSAGE_IDS) {
        assert!(ids.contains(id), "{id}: no builder call in this test");
    }
    for (text, message) in &all {
        same(&catalog, text, message, "builder");
    }
}
