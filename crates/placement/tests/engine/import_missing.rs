//! A partial paste says what it lacks, in the user's terms, and still shows
//! what it can: the Longhorn volume's recorded placement without its nodes,
//! a pod and its claims without nodes or classes, a Bundle without clusters.
//! Each import's output is still accepted by its engine entry point.

use placement::capacity::filter_nodes;
use placement::capacity::import::import_kubectl as import_capacity;
use placement::fleet::import::import_fleet_objects;
use placement::fleet::plan_partitions;
use placement::longhorn::import::import_kubectl as import_longhorn;
use placement::longhorn::schedule_replicas;

const LONGHORN_WITHOUT_NODES: &str = include_str!("../fixtures/longhorn-without-nodes.yaml");
const LONGHORN_LIST: &str = include_str!("../fixtures/longhorn-list.yaml");
const CLAIMS_WITHOUT_NODES: &str =
    include_str!("../fixtures/kubectl/capacity/without-nodes-or-classes.yaml");
const BUNDLE_WITHOUT_CLUSTERS: &str =
    include_str!("../fixtures/kubectl/fleet/bundle-without-clusters.yaml");
const FLEET_LIST: &str = include_str!("../fixtures/kubectl/fleet/list.yaml");
const VOLUME: &str = "pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18";

#[test]
fn longhorn_volumes_and_replicas_without_nodes() {
    let import = import_longhorn(LONGHORN_WITHOUT_NODES).unwrap();
    // The scenario names no node: the engine takes it.
    let v = &import.scenario.volumes[0];
    assert_eq!(v.name, VOLUME);
    assert_eq!(v.attached_node, None);
    assert!(v.replicas.is_empty());
    schedule_replicas(&import.scenario).unwrap();
    // What is missing, with the command to run.
    assert_eq!(import.missing.len(), 1, "{:?}", import.missing);
    assert_eq!(import.missing[0].kinds, ["nodes.longhorn.io"]);
    assert_eq!(
        import.missing[0].command,
        "kubectl -n longhorn-system get nodes.longhorn.io -o yaml"
    );
    // What the cluster recorded: the attached node and the three replicas.
    assert_eq!(import.recorded.len(), 1);
    let recorded = &import.recorded[0];
    assert_eq!(recorded.volume, VOLUME);
    assert_eq!(recorded.attached_node.as_deref(), Some("worker-1"));
    let nodes: Vec<&str> = recorded.replicas.iter().map(|r| r.node.as_str()).collect();
    assert_eq!(nodes, ["worker-1", "worker-2", "worker-3"]);
    assert!(recorded.replicas.iter().all(|r| !r.disk_id.is_empty()));
    assert!(recorded.replicas[0].why.contains("worker-1 was not pasted"));
    // The settings are read all the same.
    let full = import_longhorn(LONGHORN_LIST).unwrap();
    assert_eq!(import.scenario.settings, full.scenario.settings);
}

#[test]
fn longhorn_replicas_on_a_node_not_pasted_name_that_node() {
    // The list without worker-3 (its Node object is the third item).
    let start = LONGHORN_LIST
        .match_indices("- apiVersion: longhorn.io/v1beta2\n  kind: Node")
        .nth(2)
        .unwrap()
        .0;
    let end = LONGHORN_LIST
        .find("- apiVersion: longhorn.io/v1beta2\n  kind: Volume")
        .unwrap();
    let text = format!("{}{}", &LONGHORN_LIST[..start], &LONGHORN_LIST[end..]);
    let import = import_longhorn(&text).unwrap();
    schedule_replicas(&import.scenario).unwrap();
    assert_eq!(import.missing.len(), 1, "{:?}", import.missing);
    assert_eq!(
        import.missing[0].command,
        "kubectl -n longhorn-system get nodes.longhorn.io worker-3 -o yaml"
    );
    assert_eq!(import.scenario.volumes[0].replicas.len(), 2);
    assert_eq!(import.recorded[0].replicas[0].node, "worker-3");
    assert_eq!(import.recorded[0].attached_node, None);
}

#[test]
fn a_complete_longhorn_paste_lacks_nothing() {
    let import = import_longhorn(LONGHORN_LIST).unwrap();
    assert!(import.missing.is_empty(), "{:?}", import.missing);
    assert!(import.recorded.is_empty(), "{:?}", import.recorded);
}

#[test]
fn capacity_pods_and_claims_without_nodes_or_classes() {
    let import = import_capacity(CLAIMS_WITHOUT_NODES).unwrap();
    let commands: Vec<&str> = import.missing.iter().map(|m| m.command.as_str()).collect();
    assert_eq!(
        commands,
        [
            "kubectl get nodes -o yaml",
            "kubectl get storageclasses topo-fast -o yaml"
        ]
    );
    // Both claims stay: the unbound one of a class not pasted is unbound immediate (issue #14).
    assert_eq!(import.cluster.persistent_volume_claims.len(), 2);
    for i in 0..import.pods.len() {
        filter_nodes(&import.filter_input(i).unwrap()).unwrap();
    }
}

#[test]
fn a_complete_capacity_paste_lacks_nothing() {
    let import = import_capacity(include_str!("../fixtures/kubectl/capacity/list.yaml")).unwrap();
    assert!(import.missing.is_empty(), "{:?}", import.missing);
}

#[test]
fn fleet_bundle_without_clusters() {
    let import = import_fleet_objects(BUNDLE_WITHOUT_CLUSTERS).unwrap();
    assert_eq!(import.missing.len(), 2, "{:?}", import.missing);
    assert_eq!(import.missing[0].kinds, ["clusters.fleet.cattle.io"]);
    assert_eq!(
        import.missing[1].command,
        "kubectl get clustergroups.fleet.cattle.io -n fleet-default canary production-eu -o yaml"
    );
    assert_eq!(
        import.missing[0].command,
        "kubectl get clusters.fleet.cattle.io -n fleet-default -o yaml"
    );
    // The strategy and targets are read all the same.
    assert!(!import.targets.is_empty());
    plan_partitions(&import.input).unwrap();
}

#[test]
fn fleet_clusters_without_a_bundle_and_a_missing_group() {
    let import = import_fleet_objects(FLEET_LIST).unwrap();
    assert!(import.missing.is_empty(), "{:?}", import.missing);
    let clusters: String = FLEET_LIST.replace("kind: Bundle", "kind: GitRepo");
    let import = import_fleet_objects(&clusters).unwrap();
    assert_eq!(import.missing[0].kinds, ["bundles.fleet.cattle.io"]);
    assert_eq!(
        import.missing[0].command,
        "kubectl get bundles.fleet.cattle.io -n fleet-default -o yaml"
    );
}
