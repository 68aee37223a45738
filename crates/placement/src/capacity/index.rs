//! The capacity index: CSIStorageCapacity objects by class and by the nodes they reach.
//!
//! The scheduler's own loop walks every CSIStorageCapacity for every claim on
//! every node. Here, nodes are grouped by the values of the label keys that
//! the `nodeTopology` selectors use (their *signature*), each selector is
//! matched once per signature (only against signatures carrying one of its
//! `matchLabels` pairs when it has any), and the result is kept per
//! `(signature, class)` in input order. A claim's check on a node is then a
//! scan of the few objects of its class that reach that node; the first one
//! whose limit is large enough is the one the scheduler would find.

use std::collections::{BTreeSet, HashMap};

use super::objects::{CsiStorageCapacity, Node};
use crate::kernel::labels::Labels;

/// CSIStorageCapacity objects pre-matched against nodes.
#[derive(Clone, Debug, Default)]
pub struct CapacityIndex {
    node_signature: Vec<u32>,
    by_class_signature: HashMap<String, HashMap<u32, Vec<u32>>>,
    per_class: HashMap<String, usize>,
    signatures: usize,
}

impl CapacityIndex {
    /// Builds the index over `nodes` and `capacities` (selectors assumed valid).
    pub fn build(nodes: &[Node], capacities: &[CsiStorageCapacity]) -> Self {
        let mut keys: BTreeSet<&str> = BTreeSet::new();
        for cap in capacities {
            if let Some(sel) = &cap.node_topology {
                keys.extend(sel.match_labels.keys().map(String::as_str));
                keys.extend(sel.match_expressions.iter().map(|r| r.key.as_str()));
            }
        }
        let mut ids: HashMap<Vec<Option<&str>>, u32> = HashMap::new();
        let mut projected: Vec<Labels> = Vec::new();
        let mut node_signature = Vec::with_capacity(nodes.len());
        for node in nodes {
            let signature: Vec<Option<&str>> = keys
                .iter()
                .map(|k| node.metadata.labels.get(*k).map(String::as_str))
                .collect();
            let next = projected.len() as u32;
            let id = *ids.entry(signature).or_insert_with_key(|sig| {
                projected.push(
                    keys.iter()
                        .zip(sig)
                        .filter_map(|(k, v)| v.map(|v| (k.to_string(), v.to_string())))
                        .collect(),
                );
                next
            });
            node_signature.push(id);
        }
        let mut postings: HashMap<(&str, &str), Vec<u32>> = HashMap::new();
        for (id, labels) in projected.iter().enumerate() {
            for (k, v) in labels {
                postings
                    .entry((k.as_str(), v.as_str()))
                    .or_default()
                    .push(id as u32);
            }
        }
        let all: Vec<u32> = (0..projected.len() as u32).collect();
        let mut by_class_signature: HashMap<String, HashMap<u32, Vec<u32>>> = HashMap::new();
        let mut per_class: HashMap<String, usize> = HashMap::new();
        for (i, cap) in capacities.iter().enumerate() {
            *per_class.entry(cap.storage_class_name.clone()).or_default() += 1;
            let Some(selector) = &cap.node_topology else {
                continue;
            };
            let candidates: &[u32] = if selector.match_labels.is_empty() {
                &all
            } else {
                selector
                    .match_labels
                    .iter()
                    .map(|(k, v)| {
                        postings
                            .get(&(k.as_str(), v.as_str()))
                            .map_or(&[][..], Vec::as_slice)
                    })
                    .min_by_key(|list| list.len())
                    .unwrap_or(&[])
            };
            for &sig in candidates {
                if projected
                    .get(sig as usize)
                    .is_some_and(|labels| selector.matches(labels))
                {
                    by_class_signature
                        .entry(cap.storage_class_name.clone())
                        .or_default()
                        .entry(sig)
                        .or_default()
                        .push(i as u32);
                }
            }
        }
        CapacityIndex {
            node_signature,
            by_class_signature,
            per_class,
            signatures: projected.len(),
        }
    }

    /// Indices (into the capacity list, ascending) of the objects of `class`
    /// whose `nodeTopology` matches node number `node`.
    pub fn reaching(&self, node: usize, class: &str) -> &[u32] {
        let Some(&sig) = self.node_signature.get(node) else {
            return &[];
        };
        self.by_class_signature
            .get(class)
            .and_then(|by_sig| by_sig.get(&sig))
            .map_or(&[], Vec::as_slice)
    }

    /// How many objects exist for `class` in total.
    pub fn objects_of_class(&self, class: &str) -> usize {
        self.per_class.get(class).copied().unwrap_or(0)
    }

    /// Number of distinct node signatures (groups of nodes the selectors cannot tell apart).
    pub fn signatures(&self) -> usize {
        self.signatures
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::capacity::objects::ObjectMeta;
    use crate::kernel::labels::LabelSelector;

    fn node(name: &str, zone: &str) -> Node {
        let mut metadata = ObjectMeta::named(name);
        metadata.labels.insert("zone".into(), zone.into());
        Node { metadata }
    }

    fn cap(name: &str, class: &str, topology: Option<LabelSelector>) -> CsiStorageCapacity {
        CsiStorageCapacity {
            metadata: ObjectMeta::named(name),
            storage_class_name: class.into(),
            node_topology: topology,
            ..Default::default()
        }
    }

    #[test]
    fn nil_matches_nothing_empty_matches_all() {
        let nodes = vec![node("a", "1"), node("b", "2"), node("c", "1")];
        let zone1 = LabelSelector {
            match_labels: [("zone".into(), "1".into())].into(),
            ..Default::default()
        };
        let caps = vec![
            cap("nil", "fast", None),
            cap("all", "fast", Some(LabelSelector::default())),
            cap("z1", "fast", Some(zone1)),
            cap("other", "slow", Some(LabelSelector::default())),
        ];
        let index = CapacityIndex::build(&nodes, &caps);
        assert_eq!(index.reaching(0, "fast"), &[1, 2]);
        assert_eq!(index.reaching(1, "fast"), &[1]);
        assert_eq!(index.reaching(2, "fast"), &[1, 2]);
        assert_eq!(index.reaching(2, "slow"), &[3]);
        assert_eq!(index.reaching(9, "slow"), &[] as &[u32]);
        assert_eq!(index.objects_of_class("fast"), 3);
        assert_eq!(index.signatures(), 2);
    }
}
