//! The typed `parse` gives exactly what the former JSON-built one gave: equal inputs for
//! every preset, the same field errors for drafts with errors.

use super::*;
use crate::labs::capacity::presets::PRESETS;

fn assert_same_reading(draft: &CapacityDraft, what: &str) {
    match (draft.parse(), draft.parse_via_json()) {
        (Ok(typed), Ok(json)) => {
            assert_eq!(typed.filter, json.filter, "filter input of {what}");
            assert_eq!(typed.simulation, json.simulation, "simulation input of {what}");
        }
        (Err(typed), Err(json)) => assert_eq!(typed, json, "field errors of {what}"),
        (typed, json) => panic!(
            "{what}: typed {:?} but JSON {:?}",
            typed.err(),
            json.err()
        ),
    }
}

#[test]
fn every_preset_reads_as_through_json() {
    for preset in PRESETS {
        assert_same_reading(&preset.draft(), preset.id);
    }
}

#[test]
fn presets_with_every_optional_field_read_as_through_json() {
    for preset in PRESETS {
        let mut draft = preset.draft();
        draft.workload.provisioning_seconds = "12".into();
        draft.workload.bind_timeout_seconds = "30".into();
        for driver in &mut draft.drivers {
            for pool in &mut driver.pools {
                pool.max = Amount::gib("3");
            }
        }
        for (i, volume) in draft.pod.volumes.iter_mut().enumerate() {
            volume.claim = EphemeralClaim::ALL[i % EphemeralClaim::ALL.len()];
            volume.claim_uid = format!("uid-{i}");
            volume.pv_claim_uid = if i % 2 == 0 { format!("uid-{i}") } else { "uid-old".into() };
            volume.pv_phase = PV_PHASES[i % PV_PHASES.len()].into();
        }
        draft.changes.push(DraftChange {
            at_seconds: "40".into(),
            driver: "  x ".into(),
            segment: "a=b".into(),
            consumed: Amount::gib("1"),
        });
        assert_same_reading(&draft, &format!("{} with every optional field", preset.id));
    }
}

#[test]
fn drafts_with_errors_give_the_same_field_errors() {
    let edits: &[(&str, fn(&mut CapacityDraft))] = &[
        ("bad labels", |d| d.nodes[0].labels = "nope".into()),
        ("unknown provisioner", |d| d.classes[0].provisioner = "ghost".into()),
        ("poll 0", |d| d.drivers[0].poll_seconds = "0".into()),
        ("empty segment", |d| d.drivers[0].pools.push(DraftPool {
            segment: String::new(),
            free: Amount::gib("x"),
            max: Amount::gib("-"),
        })),
        ("unknown class and node", |d| d.pod.volumes.push(DraftVolume {
            name: "w".into(),
            kind: VolumeKind::Claim,
            class: "ghost".into(),
            size: Amount::gib("lots"),
            on_node: "nowhere".into(),
            claim: EphemeralClaim::OwnedByPod, claim_uid: String::new(), pv_claim_uid: String::new(), pv_phase: String::new(),
        })),
        ("a PV phase that is none", |d| d.pod.volumes.push(DraftVolume {
            name: "p".into(),
            kind: VolumeKind::Claim,
            class: d.classes[0].name.clone(),
            size: Amount::gib("1"),
            on_node: d.nodes[0].name.clone(),
            claim: EphemeralClaim::OwnedByPod, claim_uid: "u".into(), pv_claim_uid: "v".into(), pv_phase: "bound".into(),
        })),
        ("unknown inline driver", |d| d.pod.volumes.push(DraftVolume {
            name: "i".into(),
            kind: VolumeKind::CsiInline,
            class: "ghost".into(),
            size: Amount::gib(""),
            on_node: String::new(),
            claim: EphemeralClaim::NotCreated, claim_uid: String::new(), pv_claim_uid: String::new(), pv_phase: String::new(),
        })),
        ("workload limits", |d| {
            d.workload.pods = "501".into();
            d.workload.volumes = "21".into();
            d.workload.class = "ghost".into();
            d.workload.every_seconds = "-3".into();
            d.workload.horizon_seconds = "soon".into();
            d.workload.provisioning_seconds = "99999999".into();
            d.workload.bind_timeout_seconds = "0".into();
        }),
        ("bad change", |d| d.changes.push(DraftChange {
            at_seconds: "x".into(),
            driver: "d".into(),
            segment: "=".into(),
            consumed: Amount::gib("?"),
        })),
    ];
    for preset in PRESETS {
        for (what, edit) in edits {
            let mut draft = preset.draft();
            if draft.nodes.is_empty() || draft.classes.is_empty() || draft.drivers.is_empty() {
                continue;
            }
            edit(&mut draft);
            assert_same_reading(&draft, &format!("{} with {what}", preset.id));
        }
    }
}
