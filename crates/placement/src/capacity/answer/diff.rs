//! What an edit changed: the nodes whose verdict flipped, and one summary
//! sentence (the lab's "what changed" line).

use std::collections::HashMap;

use serde::Serialize;

use crate::capacity::filter::FilterResult;
use crate::kernel::message::Message;

/// The nodes whose verdict flipped between two filter results, and the summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct VerdictChanges {
    /// Nodes (present in both results) that fail before and pass after.
    pub now_pass: Vec<String>,
    /// Nodes that pass before and fail after.
    pub now_fail: Vec<String>,
    /// One sentence: nothing changed, one node flipped, or how many did.
    pub summary: Message,
}

/// Compares the verdicts of `before` and `after` node by node (nodes added or
/// removed by the edit are not counted; the pod's selected node is named
/// when only it changed).
///
/// ```
/// use placement::capacity::answer::verdict_changes;
/// use placement::capacity::FilterResult;
/// let result = |passes: bool| -> FilterResult { serde_json::from_value(serde_json::json!({
///   "prefilter": {"status": "success", "claims": []}, "feasibleNodes": [], "tiedNodes": [],
///   "nodes": [{"node": "n1", "passes": passes, "reasons": [], "claims": []}]})).unwrap() };
/// let changes = verdict_changes(&result(false), &result(true));
/// assert_eq!(changes.now_pass, vec!["n1".to_string()]);
/// assert_eq!(changes.summary.id, "capacity-diff-now-passes");
/// assert_eq!(verdict_changes(&result(true), &result(true)).summary.id, "capacity-diff-nothing");
/// ```
pub fn verdict_changes(before: &FilterResult, after: &FilterResult) -> VerdictChanges {
    let old: HashMap<&str, bool> = before
        .nodes
        .iter()
        .map(|n| (n.node.as_str(), n.passes))
        .collect();
    let mut now_pass = Vec::new();
    let mut now_fail = Vec::new();
    for n in &after.nodes {
        match old.get(n.node.as_str()) {
            Some(false) if n.passes => now_pass.push(n.node.clone()),
            Some(true) if !n.passes => now_fail.push(n.node.clone()),
            _ => {}
        }
    }
    let summary = match (now_pass.as_slice(), now_fail.as_slice()) {
        ([], []) if before.selected_node != after.selected_node => {
            Message::new("capacity-diff-pod")
                .arg("before", before.selected_node.as_deref().unwrap_or("none"))
                .arg("after", after.selected_node.as_deref().unwrap_or("none"))
        }
        ([], []) => Message::new("capacity-diff-nothing"),
        ([one], []) => Message::new("capacity-diff-now-passes").arg("node", one),
        ([], [one]) => Message::new("capacity-diff-now-fails").arg("node", one),
        (pass, fail) => Message::new("capacity-diff-many")
            .arg("count", pass.len() + fail.len())
            .arg("pass", pass.len())
            .arg("fail", fail.len()),
    };
    VerdictChanges {
        now_pass,
        now_fail,
        summary,
    }
}
