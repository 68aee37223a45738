//! [`Edit`]: one edit of the draft, and the callbacks that make one ([`on_value`], [`on_click`]);
//! what every part of the page sends to the reducer in mod.rs.

use std::rc::Rc;

use yew::prelude::*;

use super::draft::CapacityDraft;

/// A callback that applies `f(draft, value)` as an edit.
pub fn on_value<T: Clone + 'static>(
    dispatch: &Callback<Edit>,
    f: impl Fn(&mut CapacityDraft, T) + Clone + 'static,
) -> Callback<T> {
    let dispatch = dispatch.clone();
    Callback::from(move |value: T| {
        let f = f.clone();
        dispatch.emit(Edit::new(move |d| f(d, value.clone())))
    })
}

/// A click that applies `f(draft)`.
pub fn on_click(
    dispatch: &Callback<Edit>,
    f: impl Fn(&mut CapacityDraft) + Clone + 'static,
) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| dispatch.emit(Edit::new(f.clone())))
}

/// One edit of the draft: a change applied to a copy (out-of-range indexes are ignored by the closures).
#[derive(Clone)]
pub struct Edit(pub(super) Rc<dyn Fn(&mut CapacityDraft)>, pub(super) Origin);

/// Where an edit comes from, for "what changed" (issue #33): a summary
/// compares two drafts of one scenario's edit history only.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Origin {
    /// An edit of the scenario shown.
    Edit,
    /// Another scenario (a preset, an import, a support bundle): a new baseline.
    Scenario,
    /// Undo or redo: a new baseline when it crosses the start of a scenario.
    History,
}

impl Edit {
    pub fn new(f: impl Fn(&mut CapacityDraft) + 'static) -> Edit {
        Edit(Rc::new(f), Origin::Edit)
    }

    /// A whole other scenario (a preset, an import): no "what changed" against the one before,
    /// and an undo step of its own, never grouped with typing just before it (else one undo
    /// would cross the start and take back the typing too, landing on a draft no start names).
    pub fn scenario(draft: CapacityDraft) -> Edit {
        crate::platform::history::own_step();
        Edit(Rc::new(move |d| *d = draft.clone()), Origin::Scenario)
    }

    /// Undo or redo back to `draft`.
    pub(super) fn history(draft: CapacityDraft) -> Edit {
        Edit(Rc::new(move |d| *d = draft.clone()), Origin::History)
    }
}
