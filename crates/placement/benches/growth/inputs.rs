//! The growth benchmark's cases: kubectl output made of the test fixtures'
//! objects copied `n` times (names numbered, `managedFields` left out as
//! `kubectl get` does), and simulation inputs of `n` volumes, pods or clusters.

use serde_json::{json, Value};

use placement::kernel::yaml::to_yaml;

/// One case: a name, the unit of `n`, the first `n`, the input of size `n`
/// (text for the readers, JSON for the simulations) and what is timed.
pub struct Case {
    pub name: &'static str,
    pub unit: &'static str,
    pub start: usize,
    pub make: fn(usize) -> String,
    pub run: fn(&str),
}

const LONGHORN: &str = include_str!("../../tests/fixtures/longhorn-list.json");
const CAPACITY: &str = include_str!("../../tests/fixtures/kubectl/capacity/list.json");
const FLEET: &str = include_str!("../../tests/fixtures/kubectl/fleet/list.json");

/// Short mode starts at a quarter of the largest size (two doublings), the
/// full run at a sixteenth (four): both end just under the 16 MiB import limit.
pub fn readers(short: bool) -> Vec<Case> {
    let scale = |largest: usize| if short { largest / 4 } else { largest / 16 };
    vec![
        Case {
            name: "longhorn import, JSON",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: |n| longhorn_list(n).0,
            run: |t| drop(placement::longhorn::import_kubectl(t).expect("longhorn JSON")),
        },
        Case {
            name: "longhorn import, YAML",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: |n| longhorn_list(n).1,
            run: |t| drop(placement::longhorn::import_kubectl(t).expect("longhorn YAML")),
        },
        Case {
            name: "capacity import, JSON",
            unit: "nodes + capacities + claims + pods",
            start: scale(4_000),
            make: |n| capacity_list(n).0,
            run: |t| drop(placement::capacity::import::import_kubectl(t).expect("capacity JSON")),
        },
        Case {
            name: "capacity import, YAML",
            unit: "nodes + capacities + claims + pods",
            start: scale(4_000),
            make: |n| capacity_list(n).1,
            run: |t| drop(placement::capacity::import::import_kubectl(t).expect("capacity YAML")),
        },
        Case {
            name: "fleet import, JSON",
            unit: "clusters",
            start: scale(10_000),
            make: |n| fleet_list(n).0,
            run: |t| drop(placement::fleet::import::import_fleet_objects(t).expect("fleet JSON")),
        },
        Case {
            name: "fleet import, YAML",
            unit: "clusters",
            start: scale(10_000),
            make: |n| fleet_list(n).1,
            run: |t| drop(placement::fleet::import::import_fleet_objects(t).expect("fleet YAML")),
        },
    ]
}

/// A `kind: List` of the fixture's objects, those of `kinds` copied `n` times;
/// as JSON (`kubectl -o json`, four-space indents) and as YAML.
fn copied(fixture: &str, kinds: &[&str], n: usize) -> (String, String) {
    let list: Value = serde_json::from_str(fixture).expect("fixture");
    let mut items = Vec::new();
    let mut templates = Vec::new();
    for item in list["items"].as_array().expect("items") {
        let mut item = item.clone();
        if let Some(metadata) = item["metadata"].as_object_mut() {
            metadata.remove("managedFields");
        }
        let kind = item["kind"].as_str().unwrap_or_default();
        if !kinds.contains(&kind) {
            items.push(item);
        } else if !templates.iter().any(|t: &Value| t["kind"] == kind) {
            templates.push(item);
        }
    }
    for i in 0..n {
        for template in &templates {
            let mut item = template.clone();
            number(&mut item["metadata"]["name"], i);
            number(&mut item["spec"]["volumeName"], i);
            if let Some(volumes) = item["spec"]["volumes"].as_array_mut() {
                for v in volumes {
                    number(&mut v["persistentVolumeClaim"]["claimName"], i);
                }
            }
            items.push(item);
        }
    }
    let list = json!({"apiVersion": "v1", "kind": "List", "items": items, "metadata": {"resourceVersion": ""}});
    let mut json = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b"    ");
    let mut serializer = serde_json::Serializer::with_formatter(&mut json, formatter);
    serde::Serialize::serialize(&list, &mut serializer).expect("JSON");
    (String::from_utf8(json).expect("UTF-8"), to_yaml(&list))
}

/// `name` → `name-i`, for a string that is there.
fn number(value: &mut Value, i: usize) {
    if let Some(s) = value.as_str() {
        *value = Value::String(format!("{s}-{i}"));
    }
}

fn longhorn_list(n: usize) -> (String, String) {
    // A node, a volume and a replica per copy: n/3 of each.
    copied(LONGHORN, &["Node", "Volume", "Replica"], n / 3)
}

fn capacity_list(n: usize) -> (String, String) {
    copied(
        CAPACITY,
        &["Node", "CSIStorageCapacity", "PersistentVolumeClaim", "Pod"],
        n / 4,
    )
}

fn fleet_list(n: usize) -> (String, String) {
    copied(FLEET, &["Cluster"], n)
}

pub fn simulations(_short: bool) -> Vec<Case> {
    Vec::new()
}
