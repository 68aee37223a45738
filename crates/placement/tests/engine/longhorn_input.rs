//! Bad input: every problem is an error naming the field path and the value, never a panic.

use placement::InputError;
use placement::longhorn::{Scenario, WhatIf, WhatIfAction, schedule_replicas, what_if};
use serde_json::{Value, json};

fn parse(value: Value) -> Result<Scenario, String> {
    let text = value.to_string();
    let mut de = serde_json::Deserializer::from_str(&text);
    serde_path_to_error::deserialize(&mut de).map_err(|e| format!("{}: {}", e.path(), e.inner()))
}

fn invalid(value: Value) -> InputError {
    let scenario = parse(value).expect("parses");
    schedule_replicas(&scenario).expect_err("must be rejected")
}

fn base() -> Value {
    json!({
        "nodes": [{"name": "n", "disks": [{"name": "d", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]}],
        "volumes": [{"name": "v", "size": "1Gi", "numberOfReplicas": 1}]
    })
}

#[test]
fn negative_size() {
    let mut v = base();
    v["volumes"][0]["size"] = json!("-1Gi");
    let e = invalid(v);
    assert_eq!(e.path, "volumes[0].size");
    assert_eq!(e.value, (-(1i64 << 30)).to_string());
}

#[test]
fn zero_size_and_zero_replicas() {
    let mut v = base();
    v["volumes"][0]["size"] = json!(0);
    assert_eq!(invalid(v).path, "volumes[0].size");
    let mut v = base();
    v["volumes"][0]["numberOfReplicas"] = json!(0);
    let e = invalid(v);
    assert_eq!(
        (e.path.as_str(), e.value.as_str()),
        ("volumes[0].numberOfReplicas", "0")
    );
}

#[test]
fn non_numeric_and_malformed_quantities_name_the_field() {
    let mut v = base();
    v["volumes"][0]["size"] = json!("ten gigs");
    let e = parse(v).unwrap_err();
    assert!(e.starts_with("volumes[0].size"), "{e}");
    let mut v = base();
    v["nodes"][0]["disks"][0]["storageMaximum"] = json!("4 GiB");
    let e = parse(v).unwrap_err();
    assert!(e.starts_with("nodes[0].disks[0].storageMaximum"), "{e}");
    let mut v = base();
    v["nodes"][0]["disks"][0]["storageAvailable"] = json!(1.5);
    assert!(
        parse(v)
            .unwrap_err()
            .starts_with("nodes[0].disks[0].storageAvailable")
    );
}

#[test]
fn reserved_above_maximum() {
    let mut v = base();
    v["nodes"][0]["disks"][0]["storageReserved"] = json!("200Gi");
    let e = invalid(v);
    assert_eq!(e.path, "nodes[0].disks[0].storageReserved");
    assert_eq!(e.value, (200i64 << 30).to_string());
}

#[test]
fn negative_disk_numbers() {
    for field in [
        "storageMaximum",
        "storageAvailable",
        "storageReserved",
        "storageScheduled",
    ] {
        let mut v = base();
        v["nodes"][0]["disks"][0][field] = json!(-5);
        let e = invalid(v);
        assert_eq!(e.path, format!("nodes[0].disks[0].{field}"));
        assert_eq!(e.value, "-5");
    }
}

#[test]
fn percentages_out_of_range() {
    for (setting, value) in [
        ("storage-minimal-available-percentage", 101),
        ("storage-minimal-available-percentage", -1),
        ("storage-over-provisioning-percentage", -1),
        ("replica-auto-balance-disk-pressure-percentage", 150),
        ("replica-replenishment-wait-interval", -10),
    ] {
        let mut v = base();
        v["settings"] = json!({ setting: value });
        let e = invalid(v);
        assert_eq!(e.path, format!("settings.{setting}"));
        assert_eq!(e.value, value.to_string());
    }
}

#[test]
fn settings_accept_both_spellings_and_reject_unknown_names() {
    let a = parse(json!({"settings": {"replica-soft-anti-affinity": true}})).unwrap();
    let b = parse(json!({"settings": {"replicaSoftAntiAffinity": true}})).unwrap();
    assert_eq!(a.settings, b.settings);
    assert!(a.settings.replica_soft_anti_affinity);
    let e = parse(json!({"settings": {"replica-soft-anti-afinity": true}})).unwrap_err();
    assert!(e.contains("replica-soft-anti-afinity"), "{e}");
}

#[test]
fn duplicate_names() {
    let mut v = base();
    v["nodes"] = json!([{"name": "n"}, {"name": "n"}]);
    let e = invalid(v);
    assert_eq!((e.path.as_str(), e.value.as_str()), ("nodes[1].name", "n"));
    let mut v = base();
    v["nodes"][0]["disks"] = json!([
        {"name": "d", "storageMaximum": 1, "storageAvailable": 1},
        {"name": "d", "storageMaximum": 1, "storageAvailable": 1}
    ]);
    assert_eq!(invalid(v).path, "nodes[0].disks[1].name");
    let mut v = base();
    v["volumes"] = json!([{"name": "v", "size": 1}, {"name": "v", "size": 1}]);
    assert_eq!(invalid(v).path, "volumes[1].name");
    let mut v = base();
    v["volumes"][0]["replicas"] = json!([{"name": "r"}, {"name": "r"}]);
    assert_eq!(invalid(v).path, "volumes[0].replicas[1].name");
}

#[test]
fn replicas_on_unknown_nodes_or_disks() {
    let mut v = base();
    v["volumes"][0]["replicas"] = json!([{"name": "r", "node": "ghost", "disk": "d"}]);
    let e = invalid(v);
    assert_eq!(
        (e.path.as_str(), e.value.as_str()),
        ("volumes[0].replicas[0].node", "ghost")
    );
    let mut v = base();
    v["volumes"][0]["replicas"] = json!([{"name": "r", "node": "n", "disk": "ghost"}]);
    let e = invalid(v);
    assert_eq!(
        (e.path.as_str(), e.value.as_str()),
        ("volumes[0].replicas[0].disk", "ghost")
    );
    let mut v = base();
    v["volumes"][0]["replicas"] = json!([{"name": "r", "disk": "d"}]);
    assert_eq!(invalid(v).path, "volumes[0].replicas[0].disk");
}

#[test]
fn strict_local_needs_one_replica_and_attached_node_must_exist() {
    let mut v = base();
    v["volumes"][0]["numberOfReplicas"] = json!(3);
    v["volumes"][0]["dataLocality"] = json!("strict-local");
    assert_eq!(invalid(v).path, "volumes[0].numberOfReplicas");
    let mut v = base();
    v["volumes"][0]["attachedNode"] = json!("ghost");
    assert_eq!(invalid(v).path, "volumes[0].attachedNode");
}

#[test]
fn unknown_fields_are_rejected_with_their_path() {
    let mut v = base();
    v["nodes"][0]["disks"][0]["storageMax"] = json!(1);
    let e = parse(v).unwrap_err();
    assert!(e.contains("storageMax"), "{e}");
}

#[test]
fn what_if_on_an_unknown_node() {
    let scenario = parse(base()).unwrap();
    let e = what_if(
        &scenario,
        &WhatIf {
            action: WhatIfAction::FailNode,
            node: "ghost".into(),
        },
    )
    .unwrap_err();
    assert_eq!((e.path.as_str(), e.value.as_str()), ("node", "ghost"));
}

#[test]
fn extreme_numbers_do_not_panic() {
    let mut v = base();
    v["nodes"][0]["disks"][0] = json!({"name": "d", "storageMaximum": i64::MAX, "storageAvailable": i64::MAX,
        "storageScheduled": i64::MAX, "storageReserved": 0});
    v["volumes"][0]["size"] = json!(i64::MAX);
    v["volumes"][0]["actualSize"] = json!(i64::MAX);
    v["settings"] = json!({"storage-over-provisioning-percentage": i64::MAX, "replica-replenishment-wait-interval": i64::MAX});
    v["now"] = json!(i64::MIN);
    let scenario = parse(v).unwrap();
    let result = schedule_replicas(&scenario).unwrap();
    assert_eq!(result.volumes[0].condition.status, "False");
}
