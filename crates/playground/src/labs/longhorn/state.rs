//! The lab's state: the drawing, its field errors, the last valid scenario
//! with its result, and what the last edit changed; the edits that change it
//! (from the forms, the map, a preset, undo and redo) and the callbacks the
//! views dispatch them with. Below every view, which imports it; `mod.rs`
//! holds the state and hands the dispatcher down.

use std::rc::Rc;

use placement::longhorn::{changes_between, ResultChanges, Scenario, ScheduleResult};
use yew::prelude::*;

use super::draft::{Draft, FieldErrors};

/// One edit of the drawing and where it comes from: an edit of the scenario
/// shown, another scenario (a preset, an import, a support bundle), or undo /
/// redo. Another scenario starts a new baseline, and so does an undo or redo
/// across the start of one, so "what changed" never compares two unrelated
/// scenarios.
pub struct Edit(Box<dyn FnOnce(&mut Draft)>, Origin);

/// Where an edit comes from, for "what changed".
#[derive(Clone, Copy, PartialEq)]
enum Origin {
    Edit,
    Scenario,
    History,
}

impl Edit {
    /// An edit of the scenario shown.
    pub fn of(f: impl FnOnce(&mut Draft) + 'static) -> Edit {
        Edit(Box::new(f), Origin::Edit)
    }

    /// Another scenario replaces the one shown: an undo step of its own, never
    /// grouped with typing just before it (else one undo would cross the start
    /// and take back the typing too, landing on a draft no start names).
    pub fn open(f: impl FnOnce(&mut Draft) + 'static) -> Edit {
        crate::platform::history::own_step();
        Edit(Box::new(f), Origin::Scenario)
    }

    /// Undo or redo back to `draft`.
    pub(super) fn history(draft: Rc<Draft>) -> Edit {
        Edit(Box::new(move |d| *d = (*draft).clone()), Origin::History)
    }
}

/// The drawing, its field errors, and the last valid scenario with its result
/// (kept, dimmed, while a field is invalid).
#[derive(Clone, PartialEq)]
pub struct LabState {
    pub draft: Rc<Draft>,
    pub errors: Rc<FieldErrors>,
    pub scenario: Option<Rc<Scenario>>,
    pub result: Option<Rc<ScheduleResult>>,
    /// What the last edit changed in the result (none before the first edit).
    pub changes: Option<Rc<ResultChanges>>,
    /// Each start of another scenario in this page: the draft before and the
    /// one opened (an undo or redo across one starts a new baseline too).
    starts: Rc<Vec<(Rc<Draft>, Rc<Draft>)>>,
}

impl LabState {
    pub(super) fn new(draft: Draft) -> LabState {
        match draft.evaluate() {
            Ok((scenario, result)) => LabState {
                draft: Rc::new(draft),
                errors: Rc::default(),
                scenario: Some(Rc::new(scenario)),
                result: Some(Rc::new(result)),
                changes: None,
                starts: Rc::default(),
            },
            Err(errors) => LabState {
                draft: Rc::new(draft),
                errors: Rc::new(errors),
                scenario: None,
                result: None,
                changes: None,
                starts: Rc::default(),
            },
        }
    }

    /// Whether going from the shown draft to `next` by `origin` opens another scenario.
    fn opens(&self, next: &Draft, origin: Origin) -> bool {
        match origin {
            Origin::Edit => false,
            Origin::Scenario => true,
            Origin::History => self.starts.iter().any(|(before, opened)| {
                (**before == *self.draft && **opened == *next) || (**opened == *self.draft && **before == *next)
            }),
        }
    }
}

impl Reducible for LabState {
    type Action = Edit;

    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        if crate::platform::address::read_only() {
            return self;
        }
        let mut draft = (*self.draft).clone();
        (edit.0)(&mut draft);
        if draft == *self.draft {
            return self;
        }
        // An edited preset is the user's own scenario: the preset picker says so (as in every lab).
        if edit.1 == Origin::Edit {
            draft.preset.clear();
        }
        let opens = self.opens(&draft, edit.1);
        let draft = Rc::new(draft);
        let mut starts = self.starts.clone();
        if edit.1 == Origin::Scenario {
            Rc::make_mut(&mut starts).push((self.draft.clone(), draft.clone()));
        }
        Rc::new(match draft.evaluate() {
            Ok((scenario, result)) => LabState {
                draft,
                errors: Rc::default(),
                scenario: Some(Rc::new(scenario)),
                starts,
                changes: self
                    .result
                    .as_ref()
                    .filter(|_| !opens)
                    .map(|before| Rc::new(changes_between(before, &result))),
                result: Some(Rc::new(result)),
            },
            Err(errors) => LabState {
                draft,
                errors: Rc::new(errors),
                starts,
                // Another scenario that does not run yet has nothing to compare.
                scenario: if opens { None } else { self.scenario.clone() },
                result: if opens { None } else { self.result.clone() },
                changes: if opens { None } else { self.changes.clone() },
            },
        })
    }
}

/// The lab's dispatcher (compares equal across renders, so memoised children stay put).
pub type Dispatch = UseReducerDispatcher<LabState>;

/// A callback that applies `f` with the emitted value to the drawing.
pub fn edit<T: 'static>(d: &Dispatch, f: impl Fn(&mut Draft, T) + 'static) -> Callback<T> {
    let d = d.clone();
    let f = Rc::new(f);
    Callback::from(move |value: T| {
        let f = f.clone();
        d.dispatch(Edit::of(move |draft| f(draft, value)));
    })
}

/// Like [`edit`], for a click (a button, an action on the map): when it
/// changes the draft, the change is an undo step of its own, never grouped
/// with typing or a preset loaded just before (`history::own_step`); a click
/// that changes nothing leaves the history as it was.
pub fn action<T: 'static>(d: &Dispatch, f: impl Fn(&mut Draft, T) + 'static) -> Callback<T> {
    edit(d, move |draft: &mut Draft, value: T| {
        let before = draft.clone();
        f(draft, value);
        if *draft != before {
            crate::platform::history::own_step();
        }
    })
}

/// The errors under `prefix` (`nodes[3]`), for a memoised child.
pub fn errors_under(errors: &FieldErrors, prefix: &str) -> FieldErrors {
    // Inserted, not collected: a collected map is sorted first (see placement::kernel::sort).
    let mut under = FieldErrors::new();
    under.extend(
        errors
            .range(prefix.to_string()..)
            .take_while(|(k, _)| k.starts_with(prefix))
            .filter(|(k, _)| k[prefix.len()..].starts_with(['.', '[']))
            .map(|(k, v)| (k.clone(), v.clone())),
    );
    under
}

#[cfg(test)]
mod baseline_tests {
    use super::*;
    use crate::labs::longhorn::presets;

    /// Issue #33: opening a preset was compared with the unrelated scenario
    /// before it ("5 replicas changed … 5 gone"); an edit of the scenario shown is.
    #[test]
    fn opening_another_scenario_starts_a_new_baseline() {
        crate::platform::address::set_read_only(false);
        let state = Rc::new(LabState::new(presets::three_zones()));
        let opened = state.clone().reduce(Edit::open(|d: &mut Draft| *d = presets::tag_mismatch()));
        assert!(opened.result.is_some() && opened.changes.is_none());
        let edited = opened.reduce(Edit::of(|d: &mut Draft| d.nodes[0].ready = false));
        assert!(edited.changes.is_some());
    }

    /// Issue #33: undo back across a preset load showed a summary comparing the
    /// two presets; undo and redo across it start a new baseline, and undo within
    /// one scenario still says what changed.
    #[test]
    fn undo_or_redo_across_a_preset_starts_a_new_baseline() {
        crate::platform::address::set_read_only(false);
        let state = Rc::new(LabState::new(presets::three_zones()));
        let edited = state.reduce(Edit::of(|d: &mut Draft| d.volumes[0].replicas = "4".into()));
        assert!(edited.changes.is_some(), "an edit of the scenario says what changed");
        let opened = edited.clone().reduce(Edit::open(|d: &mut Draft| *d = presets::anti_affinity()));
        let again = opened.clone().reduce(Edit::of(|d: &mut Draft| d.volumes[0].replicas = "2".into()));
        assert!(again.changes.is_some());
        let undone = again.reduce(Edit::history(opened.draft.clone()));
        assert!(undone.changes.is_some(), "undo within the preset's own history says what changed");
        let across = undone.reduce(Edit::history(edited.draft.clone()));
        assert_eq!(*across.draft, *edited.draft);
        assert!(across.changes.is_none(), "undo back across the preset compares no presets");
        let redone = across.reduce(Edit::history(opened.draft.clone()));
        assert!(redone.changes.is_none(), "redo across it neither");
        let edited_again = redone.reduce(Edit::of(|d: &mut Draft| d.nodes[0].ready = false));
        assert!(edited_again.changes.is_some());
    }
}

#[cfg(test)]
mod read_only_tests {
    use super::*;
    use crate::labs::longhorn::presets;

    #[test]
    fn the_reducer_ignores_edits_when_read_only() {
        crate::labs::assert_reducer_ignores_edits_when_read_only(
            LabState::new(presets::three_zones()),
            || vec![Edit::of(|d: &mut Draft| *d = presets::docs_balance())],
        );
    }
}
