//! The labs: one page each, listed in [`crate::platform::lab_list::LABS`] in navigation order. Each lab
//! module defines the `PAGE` its binary (`src/bin/<lab>.rs`) starts.

pub mod balance;
pub mod learn;
pub mod capacity;
pub mod longhorn;
pub mod rollout;

/// "Read-only is enforced in the reducers": with read-only on, every edit
/// `edits()` makes leaves `state` as it was; with it off, each changes it
/// (so the edits are real ones).
#[cfg(test)]
pub(crate) fn assert_reducer_ignores_edits_when_read_only<S>(
    state: S,
    edits: impl Fn() -> Vec<S::Action>,
) where
    S: yew::Reducible + PartialEq,
{
    let state = std::rc::Rc::new(state);
    crate::platform::address::set_read_only(true);
    for (i, edit) in edits().into_iter().enumerate() {
        let after = state.clone().reduce(edit);
        assert!(*after == *state, "edit {i} changed the state under read-only");
    }
    crate::platform::address::set_read_only(false);
    for (i, edit) in edits().into_iter().enumerate() {
        let after = state.clone().reduce(edit);
        assert!(*after != *state, "edit {i} is not an edit: nothing changed");
    }
}
