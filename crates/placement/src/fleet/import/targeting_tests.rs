//! `members` (each cluster's groups matched once) against the reference that
//! went through the engine's manual partitioning, on generated fleets.

use super::{Target, groups_of, members, members_by_partition};
use crate::fleet::strategy::PartitionSpec;
use crate::fleet::targets::{Cluster, ClusterGroup};
use crate::kernel::labels::{LabelSelector, Labels};
use proptest::prelude::*;

/// Selectors that match some of the generated labels, none, or all.
const SELECTORS: [&str; 6] = [
    r#"{}"#,
    r#"{"matchLabels": {"env": "prod"}}"#,
    r#"{"matchLabels": {"env": "prod", "region": "eu"}}"#,
    r#"{"matchExpressions": [{"key": "region", "operator": "In", "values": ["us", "eu"]}]}"#,
    r#"{"matchExpressions": [{"key": "env", "operator": "NotIn", "values": ["dev"]}]}"#,
    r#"{"matchExpressions": [{"key": "stage", "operator": "DoesNotExist"}]}"#,
];

fn selector() -> impl Strategy<Value = Option<LabelSelector>> {
    prop::option::of((0..SELECTORS.len()).prop_map(|i| serde_json::from_str(SELECTORS[i]).unwrap()))
}

fn labels() -> impl Strategy<Value = Labels> {
    let pair = (
        prop::sample::select(vec!["env", "region", "stage", "name"]),
        prop::sample::select(vec!["prod", "dev", "eu", "us", "canary"]),
    );
    prop::collection::vec(pair, 0..4).prop_map(|kv| {
        kv.into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    })
}

fn name() -> impl Strategy<Value = Option<String>> {
    prop::option::of(
        prop::sample::select(vec!["", "c0", "c1", "g0", "g1", "prod"]).prop_map(String::from),
    )
}

fn fleet() -> impl Strategy<Value = (Vec<Cluster>, Vec<ClusterGroup>, Vec<Target>)> {
    let namespace = prop::sample::select(vec!["fleet-default", "other"]);
    let clusters = prop::collection::vec((labels(), namespace.clone()), 0..12).prop_map(|cs| {
        let named = cs.into_iter().enumerate().map(|(i, (labels, ns))| {
            let mut c = Cluster::new(format!("c{i}"), labels);
            c.namespace = Some(ns.to_string());
            c
        });
        named.collect()
    });
    let groups = prop::collection::vec((labels(), selector(), namespace), 0..4).prop_map(|gs| {
        let made = gs
            .into_iter()
            .enumerate()
            .map(|(i, (labels, selector, ns))| ClusterGroup {
                name: format!("g{i}"),
                namespace: Some(ns.to_string()),
                labels,
                selector,
            });
        made.collect()
    });
    let target = (name(), selector(), name(), selector()).prop_map(|(n, cs, g, gs)| Target {
        spec: PartitionSpec {
            cluster_name: n,
            cluster_selector: cs,
            cluster_group: g,
            cluster_group_selector: gs,
            ..PartitionSpec::default()
        },
        do_not_deploy: false,
        field: String::new(),
    });
    (clusters, groups, prop::collection::vec(target, 0..4))
}

proptest! {
    #[test]
    fn members_equal_the_partition_reference((clusters, groups, targets) in fleet()) {
        let of = groups_of(&clusters, &groups);
        let fast = members(&targets, &clusters, &groups, &of);
        let reference = members_by_partition(&targets, &clusters, &groups).unwrap();
        prop_assert_eq!(fast, reference);
        for (c, of) in clusters.iter().zip(&of) {
            let held: Vec<usize> = (0..groups.len()).filter(|&g| groups[g].holds(c)).collect();
            prop_assert_eq!(&held, of);
        }
    }
}
