//! The labs: one page each, listed in [`LABS`] in navigation order. Each lab
//! module defines the `BUNDLE` its binary (`src/bin/<lab>.rs`) starts.

pub mod balance;
pub mod capacity;
pub mod longhorn;
pub mod rollout;

/// A lab's entry in the navigation.
#[derive(Debug)]
pub struct Lab {
    /// The URL fragment id (`#/balance`).
    pub id: &'static str,
    /// The navigation label.
    pub title: &'static str,
    /// Where the lab autosaves its state (also what a shared scenario restores),
    /// in the current scenario format (`scenario::FORMAT_VERSION`).
    pub storage_key: &'static str,
    /// Where an older playground autosaved it (format 1), migrated on load.
    pub legacy_key: Option<&'static str>,
}

pub const LONGHORN: Lab = Lab {
    id: "longhorn",
    title: "Longhorn replica scheduling",
    storage_key: "placement-playground.longhorn.v2",
    legacy_key: Some("placement-playground.longhorn.v1"),
};
pub const BALANCE: Lab = Lab {
    id: "balance",
    title: "Longhorn balance score",
    storage_key: "placement-playground.balance.v2",
    legacy_key: Some("placement-playground.balance.v1"),
};
pub const CAPACITY: Lab = Lab {
    id: "capacity",
    title: "Storage capacity",
    storage_key: "placement-playground.capacity.v2",
    legacy_key: Some("placement-playground.capacity.v1"),
};
pub const ROLLOUT: Lab = Lab {
    id: "rollout",
    title: "Fleet rollout",
    storage_key: "placement-playground.rollout.v2",
    legacy_key: Some("placement-playground.rollout.v1"),
};

/// Every lab that exists, in navigation order.
pub const LABS: &[Lab] = &[LONGHORN, BALANCE, CAPACITY, ROLLOUT];

/// The lab with this id.
pub fn find(id: &str) -> Option<&'static Lab> {
    LABS.iter().find(|lab| lab.id == id)
}

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
    crate::shell::app::set_read_only(true);
    for (i, edit) in edits().into_iter().enumerate() {
        let after = state.clone().reduce(edit);
        assert!(*after == *state, "edit {i} changed the state under read-only");
    }
    crate::shell::app::set_read_only(false);
    for (i, edit) in edits().into_iter().enumerate() {
        let after = state.clone().reduce(edit);
        assert!(*after != *state, "edit {i} is not an edit: nothing changed");
    }
}
