//! The capacity index: CSIStorageCapacity objects by class and by the nodes they reach.
//!
//! The scheduler's own loop walks every CSIStorageCapacity for every claim on
//! every node. Here, objects are grouped by class and by the set of label
//! keys their `nodeTopology` uses. Within a group, nodes are projected onto
//! those keys (nodes with the same values are indistinguishable to every
//! selector of the group), each selector is matched once per distinct
//! projection (only against projections carrying one of its `matchLabels`
//! pairs when it has any), and the matching objects are kept per projection in
//! input order. A claim's check on a node then scans, per group, the objects
//! that reach the node, and takes the lowest-numbered one that fits: exactly
//! the object the scheduler's loop would find first.

use std::collections::HashMap;

use super::objects::{CsiStorageCapacity, Node};
use crate::kernel::labels::Labels;
use crate::kernel::sort;

/// CSIStorageCapacity objects pre-matched against nodes.
#[derive(Clone, Debug, Default)]
pub struct CapacityIndex {
    /// `[key set][node]` → projection number.
    node_projection: Vec<Vec<u32>>,
    classes: HashMap<String, ClassIndex>,
}

#[derive(Clone, Debug, Default)]
struct ClassIndex {
    total: usize,
    /// (key set, projection → object numbers ascending).
    groups: Vec<(usize, HashMap<u32, Vec<u32>>)>,
}

struct KeySet {
    keys: Vec<String>,
    projections: Vec<Labels>,
    postings: HashMap<(String, String), Vec<u32>>,
}

impl CapacityIndex {
    /// Builds the index over `nodes` and `capacities` (selectors assumed valid).
    pub fn build(nodes: &[Node], capacities: &[CsiStorageCapacity]) -> Self {
        let mut keyset_ids: HashMap<Vec<String>, usize> = HashMap::new();
        let mut keysets: Vec<KeySet> = Vec::new();
        let mut node_projection: Vec<Vec<u32>> = Vec::new();
        let mut classes: HashMap<String, ClassIndex> = HashMap::new();
        let mut group_of: HashMap<(String, usize), usize> = HashMap::new();
        for (i, cap) in capacities.iter().enumerate() {
            let class = classes.entry(cap.storage_class_name.clone()).or_default();
            class.total += 1;
            let Some(selector) = &cap.node_topology else {
                continue;
            };
            let mut keys: Vec<String> = selector
                .match_labels
                .keys()
                .chain(selector.match_expressions.iter().map(|r| &r.key))
                .cloned()
                .collect();
            sort::sort(&mut keys);
            keys.dedup();
            let ks = match keyset_ids.get(&keys) {
                Some(&ks) => ks,
                None => {
                    let ks = keysets.len();
                    let (set, projection) = project(nodes, keys.clone());
                    keysets.push(set);
                    node_projection.push(projection);
                    keyset_ids.insert(keys, ks);
                    ks
                }
            };
            let Some(set) = keysets.get(ks) else { continue };
            let group = *group_of
                .entry((cap.storage_class_name.clone(), ks))
                .or_insert_with(|| {
                    class.groups.push((ks, HashMap::new()));
                    class.groups.len() - 1
                });
            let Some((_, lists)) = class.groups.get_mut(group) else {
                continue;
            };
            let all: Vec<u32>;
            let candidates: &[u32] = if selector.match_labels.is_empty() {
                all = (0..set.projections.len() as u32).collect();
                &all
            } else {
                selector
                    .match_labels
                    .iter()
                    .map(|(k, v)| {
                        set.postings
                            .get(&(k.clone(), v.clone()))
                            .map_or(&[][..], Vec::as_slice)
                    })
                    .min_by_key(|list| list.len())
                    .unwrap_or(&[])
            };
            for &p in candidates {
                if set
                    .projections
                    .get(p as usize)
                    .is_some_and(|labels| selector.matches(labels))
                {
                    lists.entry(p).or_default().push(i as u32);
                }
            }
        }
        CapacityIndex {
            node_projection,
            classes,
        }
    }

    fn lists(&self, node: usize, class: &str) -> impl Iterator<Item = &[u32]> + use<'_> {
        self.classes.get(class).into_iter().flat_map(move |c| {
            c.groups.iter().filter_map(move |(ks, lists)| {
                let p = self.node_projection.get(*ks)?.get(node)?;
                lists.get(p).map(Vec::as_slice)
            })
        })
    }

    /// The lowest-numbered object of `class` reaching node number `node` for which `fits` holds.
    pub fn first_fit(&self, node: usize, class: &str, fits: impl Fn(u32) -> bool) -> Option<u32> {
        self.lists(node, class)
            .filter_map(|list| list.iter().copied().find(|&i| fits(i)))
            .min()
    }

    /// Numbers (ascending) of the objects of `class` whose `nodeTopology` matches node number `node`.
    pub fn reaching(&self, node: usize, class: &str) -> Vec<u32> {
        let mut out: Vec<u32> = self.lists(node, class).flatten().copied().collect();
        // Natively std's sort: it runs for every node when a pod is explained, and on integers
        // std's is several times faster than the shared sort's comparisons through `dyn`. In
        // wasm the shared sort, so that no bundle carries a copy of std's. The order is the same:
        // equal numbers cannot be told apart.
        #[cfg(not(target_arch = "wasm32"))]
        out.sort_unstable();
        #[cfg(target_arch = "wasm32")]
        sort::sort(&mut out);
        out
    }

    /// How many objects exist for `class` in total.
    pub fn objects_of_class(&self, class: &str) -> usize {
        self.classes.get(class).map_or(0, |c| c.total)
    }
}

/// Distinct projections of the nodes onto `keys`, with postings, and each node's projection.
fn project(nodes: &[Node], keys: Vec<String>) -> (KeySet, Vec<u32>) {
    let mut ids: HashMap<Vec<Option<&str>>, u32> = HashMap::new();
    let mut projections: Vec<Labels> = Vec::new();
    let mut per_node = Vec::with_capacity(nodes.len());
    for node in nodes {
        let signature: Vec<Option<&str>> = keys
            .iter()
            .map(|k| node.metadata.labels.get(k).map(String::as_str))
            .collect();
        let next = projections.len() as u32;
        let id = *ids.entry(signature).or_insert_with_key(|sig| {
            // Inserted, not collected: a collected map is sorted first (see kernel::sort).
            let mut projection = Labels::new();
            projection.extend(
                keys.iter()
                    .zip(sig)
                    .filter_map(|(k, v)| v.map(|v| (k.clone(), v.to_string()))),
            );
            projections.push(projection);
            next
        });
        per_node.push(id);
    }
    let mut postings: HashMap<(String, String), Vec<u32>> = HashMap::new();
    for (id, labels) in projections.iter().enumerate() {
        for (k, v) in labels {
            postings
                .entry((k.clone(), v.clone()))
                .or_default()
                .push(id as u32);
        }
    }
    (
        KeySet {
            keys,
            projections,
            postings,
        },
        per_node,
    )
}

impl std::fmt::Debug for KeySet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "KeySet({:?}, {} projections)",
            self.keys,
            self.projections.len()
        )
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
        metadata.labels.insert("host".into(), name.into());
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

    fn labels(k: &str, v: &str) -> LabelSelector {
        LabelSelector {
            match_labels: [(k.into(), v.into())].into(),
            ..Default::default()
        }
    }

    #[test]
    fn nil_matches_nothing_empty_matches_all() {
        let nodes = vec![node("a", "1"), node("b", "2"), node("c", "1")];
        let caps = vec![
            cap("nil", "fast", None),
            cap("all", "fast", Some(LabelSelector::default())),
            cap("z1", "fast", Some(labels("zone", "1"))),
            cap("other", "slow", Some(LabelSelector::default())),
            cap("host-c", "fast", Some(labels("host", "c"))),
        ];
        let index = CapacityIndex::build(&nodes, &caps);
        assert_eq!(index.reaching(0, "fast"), [1, 2]);
        assert_eq!(index.reaching(1, "fast"), [1]);
        assert_eq!(index.reaching(2, "fast"), [1, 2, 4]);
        assert_eq!(index.reaching(2, "slow"), [3]);
        assert!(index.reaching(9, "slow").is_empty());
        assert!(index.reaching(0, "none").is_empty());
        assert_eq!(index.objects_of_class("fast"), 4);
        // first fit across groups is the lowest number, not the first group's
        assert_eq!(index.first_fit(2, "fast", |i| i != 1), Some(2));
        assert_eq!(index.first_fit(2, "fast", |i| i == 4), Some(4));
        assert_eq!(index.first_fit(1, "fast", |i| i == 4), None);
    }
}
