//! The labs: one page each, listed in [`LABS`] in navigation order. Each lab
//! module defines the `BUNDLE` its binary (`src/bin/<lab>.rs`) starts.

pub mod balance;
pub mod capacity;
pub mod longhorn;
pub mod rollout;

/// A lab's entry in the navigation.
pub struct Lab {
    /// The URL fragment id (`#/balance`).
    pub id: &'static str,
    /// The navigation label.
    pub title: &'static str,
}

/// Every lab that exists, in navigation order.
pub const LABS: &[Lab] = &[
    Lab { id: "longhorn", title: "Longhorn replica scheduling" },
    Lab { id: "balance", title: "Longhorn balance score" },
    Lab { id: "capacity", title: "Storage capacity" },
    Lab { id: "rollout", title: "Fleet rollout" },
];
