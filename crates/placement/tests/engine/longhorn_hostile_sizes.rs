//! Hostile sizes in one dimension each: the work stays linear in it. Each of
//! these cost the old code a product of two input sizes (a scan of the
//! replicas per disk and per name tried, of the earlier names per name, of
//! the backing images per volume): in this debug build the old code took
//! 1.3, 3.3 and 4.6 s, the new one 0.4, 1.2 and 0.3 s (mostly scheduling
//! and reading the input). No timing is asserted (that lives in the
//! benchmarks); a regression to a product shows as a test that takes many
//! times longer.


use crate::longhorn_common::*;
use placement::longhorn::ReplicaState;
use placement::longhorn::balance::{BalanceInput, simulate_balance};
use serde_json::{Value, json};

/// `n` nodes with one disk each.
fn nodes(n: usize) -> Vec<Value> {
    (0..n).map(|i| node(&format!("n{i}"), "")).collect()
}

#[test]
fn a_volume_with_thousands_of_failed_replicas_is_scheduled() {
    let n = 6_000;
    // Every node holds a failed replica that may not be reused (it ran out of
    // rebuild retries), named the way new ones are named (`<volume>-r-<k>`):
    // each search sees every disk with a replica on it, and each new
    // replica's name is found past all of them.
    let replicas: Vec<Value> = (0..n)
        .map(|i| {
            json!({"name": format!("v-r-{}", i + 1), "node": format!("n{i}"), "disk": "d",
                         "failedAt": i, "rebuildRetryCount": 5})
        })
        .collect();
    let result = run(json!({
        "nodes": nodes(n),
        "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 3, "attachedNode": "n0", "replicas": replicas}],
    }));
    let v = &result.volumes[0];
    let new: Vec<&str> = v
        .replicas
        .iter()
        .filter(|r| r.state == ReplicaState::New)
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(
        new,
        [
            format!("v-r-{}", n + 1),
            format!("v-r-{}", n + 2),
            format!("v-r-{}", n + 3)
        ]
    );
}

#[test]
fn many_volumes_and_backing_images_are_checked_by_name() {
    let n = 20_000;
    let images: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("img-{i}")}))
        .collect();
    let volumes: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("v{i}"), "size": "1Mi", "numberOfReplicas": 1, "backingImage": format!("img-{i}")}))
        .collect();
    let result = run(json!({"nodes": nodes(3), "backingImages": images, "volumes": volumes}));
    assert_eq!(result.volumes.len(), n);
}

#[test]
fn a_balance_over_many_nodes_checks_duplicates_by_name() {
    let n = 20_000;
    let nodes: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("n{i}"), "disks": [{"name": "d", "usable": "10Gi"}]}))
        .collect();
    let mut input = json!({"replicaSize": "1Gi", "nodes": nodes});
    let balance: BalanceInput = serde_json::from_value(input.clone()).unwrap();
    assert!(simulate_balance(&balance).is_ok());
    input["nodes"][n - 1]["name"] = json!("n0");
    let balance: BalanceInput = serde_json::from_value(input).unwrap();
    let e = simulate_balance(&balance).unwrap_err();
    assert_eq!(e.path, format!("nodes[{}].name", n - 1));
}
