//! The capacity reference's own matching and scoring (Kubernetes'
//! semantics), so the engine's `matches`, `allowed_topologies_match`,
//! `class_score` and `node_score` are checked, not reused.

use placement::capacity::affinity::{
    NodeSelector, NodeSelectorOperator, NodeSelectorRequirement, TopologySelectorTerm,
};
use placement::capacity::score::ShapePoint;
use placement::capacity::*;
use placement::kernel::labels::{LabelSelector, SelectorOperator};

/// `nodeaffinity`: terms ORed; a term's requirements ANDed; an empty term matches nothing.
pub fn node_selector_matches(sel: &NodeSelector, node: &Node) -> bool {
    let labels = &node.metadata.labels;
    sel.node_selector_terms.iter().any(|t| {
        let fields = t
            .match_fields
            .iter()
            .map(|r| (r, Some(node.metadata.name.as_str())));
        let exprs = t
            .match_expressions
            .iter()
            .map(|r| (r, labels.get(&r.key).map(String::as_str)));
        let mut reqs = exprs.chain(fields).peekable();
        reqs.peek().is_some() && reqs.all(|(r, v)| requirement_holds(r, v))
    })
}

fn requirement_holds(r: &NodeSelectorRequirement, value: Option<&str>) -> bool {
    let listed = |v: &str| r.values.iter().any(|x| x == v);
    let number = |v: &str| v.parse::<i64>().ok();
    let bound = r.values.first().and_then(|b| number(b));
    match r.operator {
        NodeSelectorOperator::In => value.is_some_and(listed),
        NodeSelectorOperator::NotIn => !value.is_some_and(listed),
        NodeSelectorOperator::Exists => value.is_some(),
        NodeSelectorOperator::DoesNotExist => value.is_none(),
        NodeSelectorOperator::Gt => {
            matches!((value.and_then(number), bound), (Some(v), Some(b)) if v > b)
        }
        NodeSelectorOperator::Lt => {
            matches!((value.and_then(number), bound), (Some(v), Some(b)) if v < b)
        }
    }
}

/// A metav1.LabelSelector: every matchLabels pair and every expression.
pub fn label_selector_matches(
    sel: &LabelSelector,
    labels: &std::collections::BTreeMap<String, String>,
) -> bool {
    sel.match_labels
        .iter()
        .all(|(k, v)| labels.get(k) == Some(v))
        && sel.match_expressions.iter().all(|e| {
            let value = labels.get(&e.key);
            match e.operator {
                SelectorOperator::In => value.is_some_and(|v| e.values.contains(v)),
                SelectorOperator::NotIn => !value.is_some_and(|v| e.values.contains(v)),
                SelectorOperator::Exists => value.is_some(),
                SelectorOperator::DoesNotExist => value.is_none(),
            }
        })
}

/// A StorageClass's allowedTopologies: none = anywhere; else some term whose
/// every requirement lists the node's value.
pub fn allowed_topologies(terms: &[TopologySelectorTerm], node: &Node) -> bool {
    terms.is_empty()
        || terms.iter().any(|t| {
            !t.match_label_expressions.is_empty()
                && t.match_label_expressions.iter().all(|r| {
                    node.metadata
                        .labels
                        .get(&r.key)
                        .is_some_and(|v| r.values.contains(v))
                })
        })
}

/// The VolumeBinding scorer: utilisation through the broken-linear shape
/// (scores ×10), one score per class.
pub fn class_score(shape: &[ShapePoint], requested: i64, capacity: i64) -> i64 {
    let p = if capacity == 0 || requested > capacity {
        100
    } else {
        requested * 100 / capacity
    };
    for (i, point) in shape.iter().enumerate() {
        if p <= point.utilization {
            if i == 0 {
                return point.score * 10;
            }
            let prev = &shape[i - 1];
            return prev.score * 10
                + (point.score * 10 - prev.score * 10) * (p - prev.utilization)
                    / (point.utilization - prev.utilization);
        }
    }
    shape.last().map_or(0, |p| p.score * 10)
}

/// The node's score: the classes' mean, rounded half away from zero.
pub fn node_score(class_scores: &[i64]) -> i64 {
    if class_scores.is_empty() {
        return 0;
    }
    let n = class_scores.len() as i64;
    let sum: i64 = class_scores.iter().sum();
    (2 * sum + n) / (2 * n)
}

pub fn pv_ok(pv: &PersistentVolume, node: &Node) -> bool {
    match pv
        .spec
        .node_affinity
        .as_ref()
        .and_then(|a| a.required.as_ref())
    {
        None => true,
        // CheckNodeAffinity builds a node of the labels alone: no name for matchFields.
        Some(s) => {
            let labels_only = Node {
                metadata: ObjectMeta {
                    labels: node.metadata.labels.clone(),
                    ..ObjectMeta::default()
                },
            };
            node_selector_matches(s, &labels_only)
        }
    }
}
