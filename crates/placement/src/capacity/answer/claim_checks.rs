//! Small lookups the answer's sentences and its changes share: the claim that failed a node, the
//! largest capacity considered, whether a node passes.

use crate::capacity::filter::{
    CapacityCheck, ClaimCheck, ClaimOutcome, FilterInput, NodeVerdict, Scheduler,
};

/// Whether node number `node` passes the filter for `input`'s pod (false for invalid input).
pub(crate) fn passes(input: &FilterInput, node: usize) -> bool {
    Scheduler::new(&input.cluster, None).is_ok_and(|s| s.plan(&input.pod, node).is_some())
}

/// The claim check that failed the node, with its capacity check.
pub(crate) fn failing_claim(v: &NodeVerdict) -> Option<(&ClaimCheck, Option<&CapacityCheck>)> {
    v.claims
        .iter()
        .find(|c| {
            !matches!(
                c.outcome,
                ClaimOutcome::Bound
                    | ClaimOutcome::StaticMatch
                    | ClaimOutcome::Provisionable
                    | ClaimOutcome::NotChecked
            )
        })
        .map(|c| (c, c.capacity.as_ref()))
}

/// The considered object with the largest limit (the first of equals), and that limit.
pub(crate) fn largest(check: &CapacityCheck) -> Option<(&str, i64)> {
    let mut best: Option<(&str, i64)> = None;
    for c in &check.considered {
        if let Some(limit) = c.limit {
            if best.is_none_or(|(_, b)| limit > b) {
                best = Some((c.name.as_str(), limit));
            }
        }
    }
    best
}
