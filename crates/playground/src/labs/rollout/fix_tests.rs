//! Issue #33 in the rollout lab: each suggestion applied as the user would
//! (its value typed into the form's fields) gives the cluster the bundle;
//! values print as Fleet reads them; the first screen's counts agree; "what
//! changed" stays within one scenario.

use std::rc::Rc;

use placement::fleet::{explain_cluster, simulate_rollout, FleetEdit};
use yew::Reducible;

use super::draft::{parse_int_or_percent, tidied, RolloutDraft};
use super::edit::{apply_fix, Edit};
use super::progress::states_at;
use super::{presets, Action, RolloutState};

fn preset(id: &str) -> RolloutDraft {
    presets::preset(id).expect("preset exists")
}

/// Whether the draft's rollout ends with cluster `name` on the bundle's final version.
fn reached(draft: &RolloutDraft, name: &str) -> bool {
    let sim = simulate_rollout(&draft.parse().unwrap().input).unwrap();
    let version = sim.versions.last().map_or(1, |v| v[1]);
    sim.clusters.iter().find(|c| c.name == name).and_then(|c| c.deployment).is_some_and(|d| d.deployed == version)
}

/// Every preset's waiting clusters: each suggestion, typed into the form
/// (the draft's text fields, as printed), gives the cluster the bundle; the
/// printed value has no space; a preset whose clusters wait gets at least one.
#[test]
fn every_suggestion_typed_into_the_form_gives_the_cluster_the_bundle() {
    let mut compared = 0;
    for id in presets::PRESETS {
        let draft = preset(id);
        let input = draft.parse().unwrap().input;
        let sim = simulate_rollout(&input).unwrap();
        let last = sim.rounds.len() as u32;
        // One waiting cluster per partition (and one unmatched): the suggestions differ by partition only.
        let mut seen = std::collections::BTreeSet::new();
        for c in sim.clusters.iter().filter(|c| !reached(&draft, &c.name)) {
            if !seen.insert(c.partitions.first().copied()) {
                continue;
            }
            let answer = explain_cluster(&input, &sim, &c.name, last).unwrap();
            for change in &answer.changes {
                let mut typed = draft.clone();
                apply_fix(&mut typed.strategy, &change.edit);
                assert!(reached(&typed, &c.name), "{id}: {:?} does not give {} the bundle", change.edit, c.name);
                let printed = crate::text::messages::render(&change.message);
                assert!(!printed.contains(" %"), "{id}: {printed}");
                compared += 1;
            }
        }
    }
    assert!(compared >= 8, "only {compared} suggestions followed");
}

/// Issue #33: storm-5 at round 1 suggested maxUnavailable 100 %; 13% is the
/// smallest that lets the rollout pass, and the sentence prints it as typed.
#[test]
fn storm_5_at_round_1_suggests_13_percent_as_fleet_reads_it() {
    let draft = preset("storm-5");
    let input = draft.parse().unwrap().input;
    let sim = simulate_rollout(&input).unwrap();
    let answer = explain_cluster(&input, &sim, "c-199", 1).unwrap();
    let first = &answer.changes[0];
    assert_eq!(first.edit, FleetEdit::MaxUnavailable { value: placement::kernel::int_or_percent::IntOrPercent::percent(13) });
    let sentence = crate::text::messages::render(&first.message);
    assert!(sentence.contains("13%") && !sentence.contains("13 %"), "{sentence}");
    let mut typed = draft.clone();
    typed.strategy.max_unavailable = "12%".into();
    assert!(!reached(&typed, "c-199"), "12% lets it pass too: 13% is not the smallest");
}

/// Issue #33: "13 %" is tidied to Fleet's "13%" by the form (a note says so).
#[test]
fn a_space_before_percent_is_tidied_and_said() {
    assert_eq!(tidied("13 %").as_deref(), Some("13%"));
    assert_eq!(tidied(" 13  % ").as_deref(), Some("13%"));
    assert_eq!(tidied("13%"), None);
    assert_eq!(tidied(" %"), None);
    let read = parse_int_or_percent("13 %").unwrap().unwrap();
    assert_eq!(read.to_string(), "13%");
    let mut draft = preset("storm-5");
    draft.strategy.max_unavailable = "13 %".into();
    draft.sync_yaml();
    assert!(draft.yaml.contains("maxUnavailable: \"13%\""), "{}", draft.yaml);
}

/// Issue #33: the legend's counts and the why panel's after-the-agents
/// counts come from one result, at every round of every preset.
#[test]
fn the_legend_and_the_end_of_round_counts_agree() {
    for id in presets::PRESETS {
        let draft = preset(id);
        let sim = simulate_rollout(&draft.parse().unwrap().input).unwrap();
        for r in &sim.rounds {
            let ready = states_at(&sim, r.round).iter().filter(|&&c| c == 0).count() as u64;
            assert_eq!(ready, r.end.ready, "{id} round {}", r.round);
        }
    }
}

/// Issue #33: a preset, and an undo or redo across it, start a new baseline;
/// an edit within a scenario says what changed.
#[test]
fn what_changed_stays_within_one_scenario() {
    crate::platform::address::set_read_only(false);
    let state = Rc::new(RolloutState::new(preset("storm-5")));
    let edited = state.reduce(Action::Edit(Edit::Strategy(super::edit::StrategyField::MaxUnavailable, "13%".into())));
    assert!(edited.changes.is_some(), "an edit of the scenario says what changed");
    let opened = edited.clone().reduce(Action::Edit(Edit::Preset("offline-slot".into())));
    assert!(opened.changes.is_none(), "a preset is not compared with the scenario before it");
    let undone = opened.clone().reduce(Action::Restore(Box::new(edited.draft.clone())));
    assert!(undone.changes.is_none(), "undo across the preset is not compared either");
    let redone = undone.reduce(Action::Restore(Box::new(opened.draft.clone())));
    assert!(redone.changes.is_none());
    let again = redone.reduce(Action::Edit(Edit::Strategy(super::edit::StrategyField::MaxUnavailable, "2".into())));
    assert!(again.changes.is_some(), "an edit of the new scenario says what changed");
}
