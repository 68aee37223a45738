//! Every lab of the playground, in navigation order: its id, title and storage keys, known to
//! every page (the navigation, the scenario documents, autosave) without linking any lab's code.

use crate::text::messages::text;

/// The presets gallery's id (`#/gallery`): a page of the shell, not a lab.
pub const GALLERY: &str = "gallery";

/// The Learn section's id (`#/learn`): a page of its own bundle, not a lab.
pub const LEARN: &str = "learn";

/// Where a lab leaves the scenario it asks the Learn page to explain as a lesson
/// ("Explain this as a lesson"): `{"lab": "balance", "scenario": <engine input>}`.
pub const EXPLAIN_KEY: &str = "placement-playground.learn.explain";

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

/// A lab's name in the page's language (navigation, titles, notices).
pub fn lab_title(id: &str) -> String {
    match id {
        "longhorn" => text("shell-lab-longhorn", &[]),
        "balance" => text("shell-lab-balance", &[]),
        "capacity" => text("shell-lab-capacity", &[]),
        "rollout" => text("shell-lab-rollout", &[]),
        GALLERY => text("shell-lab-gallery", &[]),
        LEARN => text("shell-lab-learn", &[]),
        other => other.to_string(),
    }
}
