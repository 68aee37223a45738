//! The case report: one page a support engineer can send, built from a lab's
//! scenario (typically a support bundle or a paste) by running the domain's
//! engine and reading its explanation. It sits above the domains and decides
//! nothing itself: every verdict, reason and fix is the domain's own.
//!
//! A report is data, never prose: each subject (a volume) has its answer
//! first, the deciding numbers, a table of every check per node and disk
//! (kube-scheduler-simulator's nodes × checks, with the verdict and the
//! real system's reason verbatim), the smallest proven changes, and what the
//! cluster recorded beside what the engine computes (a difference is itself
//! a finding). Then the versions assumed and the objects it was computed
//! from. Sentences are [`Message`]s the page says in its language; reason
//! strings and recorded values stay verbatim.
//!
//! [`redact`] replaces the names of a scenario by stable pseudonyms before
//! the report is made, so everything derived from it (reasons, fixes, the
//! page's share link) is redacted alike.

use serde::{Deserialize, Serialize};

use crate::kernel::message::Message;

pub mod capacity;
pub mod fleet;
pub mod longhorn;
mod name_trie;
pub mod redact;

/// A case report of one lab's scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CaseReport {
    /// The lab (`longhorn`).
    pub lab: String,
    /// The answer for the whole scenario, in one sentence (how many subjects are fine).
    pub summary: Message,
    /// Each subject (a volume), in the scenario's order.
    pub subjects: Vec<Subject>,
    /// The versions and algorithm the engine assumed, one sentence each.
    pub versions: Vec<Message>,
    /// The objects it was computed from, by kind, names in the scenario's order.
    pub objects: Vec<ObjectList>,
}

/// One subject of the report: a volume.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Subject {
    /// Its name.
    pub name: String,
    /// Whether the engine finds it fine (every replica placed, no finding).
    pub ok: bool,
    /// The answer first, one sentence.
    pub answer: Message,
    /// Each replica's answer (the domain's own sentences), in order.
    pub details: Vec<Message>,
    /// The deciding numbers, one sentence each (formulas verbatim).
    pub deciding: Vec<Message>,
    /// Which decision the table shows (a sentence naming the replica), if any.
    pub table_of: Option<Message>,
    /// Every check per row.
    pub table: CheckTable,
    /// The smallest changes that would fix it (each proven by the domain),
    /// then what would help outside the scenario.
    pub fixes: Vec<Message>,
    /// What the cluster recorded beside what the engine computes.
    pub recorded: Vec<Finding>,
}

/// A table of checks: one row per node (and disk), one column per check in
/// the order the real system runs them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckTable {
    /// The checks' names, in order, as sentences (a check may name an object: a pod's claim).
    pub checks: Vec<Message>,
    /// The rows.
    pub rows: Vec<CheckRow>,
}

/// One row: a node (and disk) with every check's outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckRow {
    /// The node.
    pub node: String,
    /// The disk (empty for a node without disks, and in a lab whose rows are nodes).
    pub disk: String,
    /// One cell per check.
    pub cells: Vec<Cell>,
}

/// One check's outcome on one row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Cell {
    /// Passed, failed, not run (an earlier check failed), or chosen.
    pub verdict: Verdict,
    /// The reason the real system records, verbatim (empty: none recorded).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// What the check saw, as a sentence (the numbers of `Fits`, a node's state).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Message>,
}

/// A check's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The check passed.
    Passed,
    /// The check failed: the row goes no further.
    Failed,
    /// Not run: an earlier check failed.
    NotRun,
    /// The row was chosen.
    Chosen,
}

/// A fact the cluster recorded beside what the engine computes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    /// What is compared (a sentence naming the object and the field).
    pub about: Message,
    /// The recorded value, verbatim (empty: not recorded).
    pub recorded: String,
    /// The engine's value, verbatim.
    pub computed: String,
    /// Whether they agree.
    pub agrees: bool,
}

/// The objects of one kind the report was computed from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ObjectList {
    /// The kind as the cluster names it (`nodes.longhorn.io`).
    pub kind: String,
    /// The names.
    pub names: Vec<String>,
}
