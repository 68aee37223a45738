//! The growth benchmark's cases: kubectl output made of the test fixtures'
//! objects copied `n` times (names numbered, `managedFields` left out as
//! `kubectl get` does), a support bundle of such lists, and simulation inputs
//! of `n` volumes, nodes, pods or clusters.

use serde_json::{Value, json};

use placement::kernel::yaml::to_yaml;

#[path = "../../tests/engine/support_bundle_common/mod.rs"]
#[allow(dead_code)]
mod bundle_common;

/// One case: a name, the unit of `n`, the first `n`, the input of size `n`
/// (text for the readers, JSON for the simulations, a zip for the support
/// bundle) and what is timed.
pub struct Case {
    pub name: &'static str,
    pub unit: &'static str,
    pub start: usize,
    pub make: fn(usize) -> Vec<u8>,
    pub run: fn(&[u8]),
}

/// The input as text (every input but the zip is UTF-8; checking it costs
/// well under 1 % of any reader).
fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8")
}

const LONGHORN: &str = include_str!("../../tests/fixtures/longhorn-list.json");
const CAPACITY: &str = include_str!("../../tests/fixtures/kubectl/capacity/list.json");
const FLEET: &str = include_str!("../../tests/fixtures/kubectl/fleet/list.json");

/// Short mode runs an eighth to half of the largest size (two doublings), the
/// full run a sixteenth to all of it (four): the largest is just under the
/// 16 MiB import limit.
pub fn readers(short: bool) -> Vec<Case> {
    let scale = |largest: usize| if short { largest / 32 } else { largest / 16 };
    vec![
        Case {
            name: "longhorn import, JSON",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: |n| longhorn_list(n).0.into(),
            run: |t| drop(placement::longhorn::import_kubectl(text(t)).expect("longhorn JSON")),
        },
        Case {
            name: "longhorn import, YAML",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: |n| longhorn_list(n).1.into(),
            run: |t| drop(placement::longhorn::import_kubectl(text(t)).expect("longhorn YAML")),
        },
        Case {
            name: "longhorn import, small nodes, JSON",
            unit: "nodes",
            start: scale(40_000),
            make: |n| small_nodes(n).0.into(),
            run: |t| {
                drop(placement::longhorn::import_kubectl(text(t)).expect("longhorn nodes JSON"))
            },
        },
        Case {
            name: "longhorn import, small nodes, YAML",
            unit: "nodes",
            start: scale(40_000),
            make: |n| small_nodes(n).1.into(),
            run: |t| {
                drop(placement::longhorn::import_kubectl(text(t)).expect("longhorn nodes YAML"))
            },
        },
        Case {
            name: "capacity import, JSON",
            unit: "nodes + capacities + claims + pods",
            start: scale(4_000),
            make: |n| capacity_list(n).0.into(),
            run: |t| {
                drop(placement::capacity::import::import_kubectl(text(t)).expect("capacity JSON"))
            },
        },
        Case {
            name: "capacity import, YAML",
            unit: "nodes + capacities + claims + pods",
            start: scale(4_000),
            make: |n| capacity_list(n).1.into(),
            run: |t| {
                drop(placement::capacity::import::import_kubectl(text(t)).expect("capacity YAML"))
            },
        },
        Case {
            name: "fleet import, JSON",
            unit: "clusters",
            start: scale(32_000),
            make: |n| fleet_list(n).0.into(),
            run: |t| {
                drop(placement::fleet::import::import_fleet_objects(text(t)).expect("fleet JSON"))
            },
        },
        Case {
            name: "fleet import, YAML",
            unit: "clusters",
            start: scale(32_000),
            make: |n| fleet_list(n).1.into(),
            run: |t| {
                drop(placement::fleet::import::import_fleet_objects(text(t)).expect("fleet YAML"))
            },
        },
        Case {
            name: "YAML reader, kubectl -o yaml",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: |n| longhorn_list(n).1.into(),
            run: |t| drop(placement::kernel::yaml::parse_documents(text(t)).expect("YAML")),
        },
        Case {
            name: "YAML reader, conformant parser alone",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: |n| longhorn_list(n).1.into(),
            run: |t| {
                drop(placement::kernel::yaml::parse_documents_conformant(text(t)).expect("YAML"))
            },
        },
        Case {
            name: "JSON reader, kubectl -o json",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: |n| longhorn_list(n).0.into(),
            run: |t| drop(placement::kernel::pasted_json::pasted(text(t), "").expect("JSON")),
        },
        Case {
            name: "support bundle import",
            unit: "nodes + volumes + replicas",
            start: scale(4_000),
            make: support_bundle,
            run: |zip| {
                let options = placement::bundle::SupportBundleOptions::default();
                let read = placement::bundle::import_support_bundle(zip, &options, &mut |_, _| {})
                    .expect("bundle");
                assert!(read.longhorn.import.is_some(), "{:?}", read.longhorn.error);
            },
        },
    ]
}

/// A support bundle of `longhorn_list(n)`, one YAML List per resource, deflated.
fn support_bundle(n: usize) -> Vec<u8> {
    use bundle_common::{File, ROOT, metadata, resource_files, zip};
    let mut files = vec![File::new(
        &format!("{ROOT}metadata.yaml"),
        metadata("Longhorn"),
    )];
    for (path, content) in resource_files(&longhorn_list(n).1) {
        files.push(File::new(&path, content));
    }
    zip(&files)
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
            number(item.pointer_mut("/metadata/name"), i);
            number(item.pointer_mut("/spec/volumeName"), i);
            if let Some(volumes) = item
                .pointer_mut("/spec/volumes")
                .and_then(Value::as_array_mut)
            {
                for v in volumes {
                    number(v.pointer_mut("/persistentVolumeClaim/claimName"), i);
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
fn number(value: Option<&mut Value>, i: usize) {
    if let Some(value) = value {
        if let Some(s) = value.as_str() {
            *value = Value::String(format!("{s}-{i}"));
        }
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

/// Clusters with name, namespace and labels only, JSON on one line (about 450
/// bytes a cluster).
fn fleet_list(n: usize) -> (String, String) {
    let mut list: Value = serde_json::from_str(FLEET).expect("fixture");
    for item in list["items"].as_array_mut().expect("items") {
        if item["kind"] == "Cluster" {
            if let Some(object) = item.as_object_mut() {
                object.remove("status");
                object.remove("spec");
            }
            if let Some(metadata) = item["metadata"].as_object_mut() {
                metadata.retain(|k, _| matches!(k.as_str(), "name" | "namespace" | "labels"));
            }
        }
    }
    let (pretty, yaml) = copied(&list.to_string(), &["Cluster"], n);
    let compact: Value = serde_json::from_str(&pretty).expect("JSON");
    (compact.to_string(), yaml)
}

/// `n` Longhorn nodes of one disk each, with only what the import reads (JSON
/// on one line: about 350 bytes a node).
fn small_nodes(n: usize) -> (String, String) {
    let items: Vec<Value> = (0..n)
        .map(|i| {
            json!({"apiVersion": "longhorn.io/v1beta2", "kind": "Node",
                "metadata": {"name": format!("node-{i}"), "namespace": "longhorn-system"},
                "spec": {"allowScheduling": true, "disks": {"d1": {"path": "/var/lib/longhorn"}}},
                "status": {"zone": format!("zone-{}", i % 3), "conditions": [{"type": "Ready", "status": "True"}],
                    "diskStatus": {"d1": {"storageMaximum": 1_000_000_000_000u64, "storageAvailable": 900_000_000_000u64, "diskUUID": format!("uuid-{i}")}}}})
        })
        .collect();
    let list = json!({"apiVersion": "v1", "kind": "List", "items": items});
    (list.to_string(), to_yaml(&list))
}

/// Short mode from an eighth to half of the largest size, the full run from a
/// sixteenth to all of it.
pub fn simulations(short: bool) -> Vec<Case> {
    let scale = |largest: usize| if short { largest / 32 } else { largest / 16 };
    vec![
        Case {
            name: "longhorn scheduleReplicas, summary",
            unit: "volumes × 3 replicas on 100 nodes",
            start: scale(2_000),
            make: |n| longhorn_volumes(n, 100, "summary").into(),
            run: schedule,
        },
        Case {
            name: "capacity simulateCapacity",
            unit: "pods on 200 nodes",
            start: scale(1_000),
            make: |n| capacity_workload(n).into(),
            run: |json| {
                let input = serde_json::from_slice(json).expect("workload");
                drop(placement::capacity::simulate_capacity(&input).expect("simulate"));
            },
        },
        Case {
            name: "fleet simulateRollout",
            unit: "clusters",
            start: scale(100_000),
            make: |n| fleet_clusters(n).into(),
            run: |json| {
                let input = serde_json::from_slice(json).expect("rollout");
                drop(placement::fleet::simulate_rollout(&input).expect("rollout"));
            },
        },
        Case {
            name: "longhorn scheduleReplicas, summary, nodes",
            unit: "nodes for 200 volumes × 3 replicas",
            start: scale(1_600),
            make: |n| longhorn_volumes(200, n, "summary").into(),
            run: schedule,
        },
        Case {
            name: "capacity simulateCapacity, nodes",
            unit: "nodes, each with a pool and an external change",
            start: scale(8_000),
            make: |n| capacity_nodes(n).into(),
            run: |json| {
                let input = serde_json::from_slice(json).expect("nodes");
                drop(placement::capacity::simulate_capacity(&input).expect("simulate"));
            },
        },
        Case {
            name: "capacity simulateCapacity, waiting pods",
            unit: "pods that never fit, retried for an hour",
            start: scale(2_000),
            make: |n| capacity_waiting(n).into(),
            run: |json| {
                let input = serde_json::from_slice(json).expect("waiting");
                drop(placement::capacity::simulate_capacity(&input).expect("simulate"));
            },
        },
        Case {
            name: "capacity filterNodes",
            unit: "nodes, each with its own capacity",
            start: scale(16_000),
            make: |n| filter_input(n).into(),
            run: |json| {
                let input = serde_json::from_slice(json).expect("filter input");
                drop(placement::capacity::filter_nodes(&input).expect("filter"));
            },
        },
    ]
}

fn schedule(json: &[u8]) {
    let (scenario, options) = serde_json::from_slice(json).expect("scenario");
    drop(placement::longhorn::schedule_replicas_with(&scenario, &options).expect("schedule"));
}

/// One pod with a claim of a WaitForFirstConsumer class on `n` nodes, each
/// with its own CSIStorageCapacity.
fn filter_input(n: usize) -> String {
    let host = |i: usize| format!("node-{i:05}");
    let nodes: Vec<Value> = (0..n)
        .map(|i| json!({"metadata": {"name": host(i), "labels": {"kubernetes.io/hostname": host(i)}}}))
        .collect();
    let capacities: Vec<Value> = (0..n)
        .map(|i| {
            json!({"metadata": {"name": format!("cap-{i}")}, "storageClassName": "local",
            "nodeTopology": {"matchLabels": {"kubernetes.io/hostname": host(i)}},
            "capacity": format!("{}Gi", 10 + i % 50)})
        })
        .collect();
    json!({
        "cluster": {
            "nodes": nodes,
            "storageClasses": [{"metadata": {"name": "local"}, "provisioner": "local.csi",
                                "volumeBindingMode": "WaitForFirstConsumer"}],
            "csiDrivers": [{"metadata": {"name": "local.csi"}, "spec": {"storageCapacity": true}}],
            "csiStorageCapacities": capacities,
            "persistentVolumeClaims": [{"metadata": {"name": "data"},
                "spec": {"storageClassName": "local", "resources": {"requests": {"storage": "20Gi"}}}}]
        },
        "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
    })
    .to_string()
}

/// `(scenario, options)`: `n` volumes of 3 replicas on `node_count` nodes × 4 disks in 3 zones.
fn longhorn_volumes(n: usize, node_count: usize, explain: &str) -> String {
    let nodes: Vec<Value> = (0..node_count)
        .map(|i| {
            let disks: Vec<Value> = (0..4)
                .map(|d| json!({"name": format!("disk-{d}"), "storageMaximum": "100Ti",
                                "storageAvailable": format!("{}Ti", 50 + (i * 7 + d * 13) % 50)}))
                .collect();
            json!({"name": format!("node-{i:05}"), "zone": format!("zone-{}", i % 3), "disks": disks})
        })
        .collect();
    let volumes: Vec<Value> = (0..n)
        .map(|v| json!({"name": format!("pvc-{v:05}"), "size": format!("{}Gi", 1 + v % 50), "numberOfReplicas": 3}))
        .collect();
    json!([{"nodes": nodes, "volumes": volumes}, {"explain": explain}]).to_string()
}

/// A `simulateCapacity` input on `nodes` nodes, each its own segment of a
/// local driver with a pool of `free`, and the given pods.
fn per_node_capacity(nodes: usize, free: &str, workload: Vec<Value>, horizon: usize) -> Value {
    let host = |i: usize| format!("node-{i:05}");
    let segment = |i: usize| json!({"kubernetes.io/hostname": host(i)});
    let node_list: Vec<Value> = (0..nodes)
        .map(|i| json!({"metadata": {"name": host(i), "labels": segment(i)}}))
        .collect();
    let pools: Vec<Value> = (0..nodes)
        .map(|i| json!({"segment": segment(i), "free": free}))
        .collect();
    json!({
        "nodes": node_list,
        "storageClasses": [{"metadata": {"name": "local"}, "provisioner": "local.csi",
                            "volumeBindingMode": "WaitForFirstConsumer"}],
        "drivers": [{"publisher": {"driver": "local.csi", "mode": "perNode"}, "pools": pools}],
        "workload": workload,
        "horizonSeconds": horizon,
    })
}

/// A pod with one ephemeral volume of the local class.
fn ephemeral_pod(name: String, arrival: usize, size: String) -> Value {
    json!({"arrivalSeconds": arrival, "pod": {"metadata": {"name": name},
        "spec": {"volumes": [{"name": "data", "ephemeral": {"volumeClaimTemplate": {"spec": {
            "storageClassName": "local", "resources": {"requests": {"storage": size}}}}}}]}}})
}

/// `n` pods with a 1–40 GiB ephemeral volume each on 200 nodes with a local
/// driver (per-node pools of 200 GiB), arriving 2 per second.
fn capacity_workload(n: usize) -> String {
    let workload = (0..n)
        .map(|p| ephemeral_pod(format!("pod-{p:05}"), p / 2, format!("{}Gi", 1 + p % 40)))
        .collect();
    per_node_capacity(200, "200Gi", workload, n + 600).to_string()
}

/// `n` nodes, each its own segment with a pool and an external change, and
/// ten pods: every lookup of a node, pool or segment must be a lookup (a scan
/// per change or segment was quadratic: 8,000 nodes took 4.5 s).
fn capacity_nodes(n: usize) -> String {
    let workload = (0..10)
        .map(|p| ephemeral_pod(format!("pod-{p}"), p, "10Gi".into()))
        .collect();
    let mut input = per_node_capacity(n, "100Gi", workload, 60);
    input["externalChanges"] = (0..n)
        .map(|i| {
            json!({"atSeconds": 5, "driver": "local.csi",
            "segment": {"kubernetes.io/hostname": format!("node-{i:05}")}, "delta": "-1Gi"})
        })
        .collect();
    input.to_string()
}

/// `n` pods whose volume fits no node, arriving over the first minute and
/// retried for an hour: every event used to recount every waiting pod.
fn capacity_waiting(n: usize) -> String {
    let workload = (0..n)
        .map(|p| ephemeral_pod(format!("pod-{p:05}"), p % 60, "20Gi".into()))
        .collect();
    per_node_capacity(10, "10Gi", workload, 3600).to_string()
}

/// An initial rollout to `n` clusters with the default strategy.
fn fleet_clusters(n: usize) -> String {
    let clusters: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("cluster-{i}"), "labels": {"env": if i % 10 == 0 { "canary" } else { "prod" }}}))
        .collect();
    json!({"clusters": clusters, "maxRounds": n / 50 + 10, "timeline": false}).to_string()
}
