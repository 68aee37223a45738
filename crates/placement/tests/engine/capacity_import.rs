//! `capacity::import_kubectl` on what `kubectl get nodes,storageclasses,csidrivers,
//! csistoragecapacities,pvc,pv,pods -A -o yaml` prints: the `List`, several `---`
//! documents, `-o json`, each kind alone, other kinds, broken references, bad
//! objects and broken YAML; then the imported pod filtered by the engine.

use placement::InputError;
use placement::capacity::affinity::NodeSelectorOperator;
use placement::capacity::import::{CapacityImport, MAX_IMPORT_BYTES, import_kubectl};
use placement::capacity::{VolumeBindingMode, filter_nodes};

const LIST: &str = include_str!("../fixtures/kubectl/capacity/list.yaml");
const JSON: &str = include_str!("../fixtures/kubectl/capacity/list.json");
const DOCUMENTS: &str = include_str!("../fixtures/kubectl/capacity/documents.yaml");
const EXTRAS: &str = include_str!("../fixtures/kubectl/capacity/extras.yaml");
const LOGS_PV: &str = "pvc-8a1e3c5d-2b4f-4a6c-9e8d-7f6a5b4c3d2e";
const ZONE_KEY: &str = "topology.topo.csi.example.com/zone";

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/kubectl/capacity/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn import(text: &str) -> CapacityImport {
    import_kubectl(text).unwrap_or_else(|e| panic!("import failed: {e}"))
}

fn error(text: &str) -> InputError {
    match import_kubectl(text) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e,
    }
}

fn notes(import: &CapacityImport) -> String {
    import.notes.join("\n")
}

#[test]
fn a_list_of_all_seven_kinds() {
    let i = import(LIST);
    let c = &i.cluster;
    let names: Vec<&str> = c.nodes.iter().map(|n| n.metadata.name.as_str()).collect();
    assert_eq!(names, ["cp-1", "worker-1", "worker-2", "worker-3"]);
    assert_eq!(c.nodes[2].metadata.labels[ZONE_KEY], "zone-b");
    assert_eq!(
        c.nodes[0].metadata.labels["node-role.kubernetes.io/control-plane"],
        ""
    );

    assert_eq!(c.storage_classes.len(), 2);
    let fast = &c.storage_classes[0];
    assert_eq!(fast.provisioner, "topo.csi.example.com");
    assert_eq!(fast.binding_mode(), VolumeBindingMode::WaitForFirstConsumer);
    assert_eq!(c.csi_drivers[0].spec.storage_capacity, Some(true));

    let caps: Vec<(&str, i64, Option<i64>)> = c
        .csi_storage_capacities
        .iter()
        .map(|k| {
            (
                k.node_topology.as_ref().unwrap().match_labels[ZONE_KEY].as_str(),
                k.capacity.unwrap().0 >> 30,
                k.maximum_volume_size.map(|m| m.0 >> 30),
            )
        })
        .collect();
    assert_eq!(
        caps,
        [
            ("zone-a", 50, None),
            ("zone-b", 20, None),
            ("zone-c", 120, Some(100))
        ]
    );
    assert!(c
        .csi_storage_capacities
        .iter()
        .all(|k| k.storage_class_name == "topo-fast" && k.metadata.namespace() == "kube-system"));

    let data = &c.persistent_volume_claims[0];
    assert_eq!(
        (data.metadata.name.as_str(), data.metadata.namespace()),
        ("data-db-0", "shop")
    );
    assert_eq!(data.request(), Some(30 << 30));
    assert!(!data.is_fully_bound());
    let logs = &c.persistent_volume_claims[1];
    assert!(logs.is_fully_bound());
    assert_eq!(logs.volume_name(), LOGS_PV);

    let pv = &c.persistent_volumes[0];
    assert_eq!(pv.size(), 10 << 30);
    assert!(pv.is_bound_to(logs));
    let term = &pv
        .spec
        .node_affinity
        .as_ref()
        .unwrap()
        .required
        .as_ref()
        .unwrap()
        .node_selector_terms[0];
    assert_eq!(term.match_expressions[0].operator, NodeSelectorOperator::In);
    assert_eq!(term.match_expressions[0].values, ["zone-a", "zone-b"]);

    let pods: Vec<(&str, Option<&str>, Option<&str>, usize)> = i
        .pods
        .iter()
        .map(|p| {
            (
                p.pod.metadata.name.as_str(),
                p.phase.as_deref(),
                p.node_name.as_deref(),
                p.pod.spec.volumes.len(),
            )
        })
        .collect();
    assert_eq!(
        pods,
        [
            ("db-0", Some("Pending"), None, 3),
            ("web-0", Some("Running"), Some("worker-3"), 2)
        ]
    );
    assert_eq!(i.interesting_pod(), Some(0));

    assert!(i.skipped.is_empty(), "{:?}", i.skipped);
    assert_eq!(i.read.len(), 15);
    let read = |name: &str| {
        i.read
            .iter()
            .find(|r| r.name == name)
            .map(|r| format!("{} {}", r.kind, r.summary))
            .unwrap_or_default()
    };
    assert_eq!(
        read("kube-system/csisc-wr6jd"),
        "CSIStorageCapacity class topo-fast, capacity 120 GiB, maximumVolumeSize 100 GiB, \
         nodeTopology topology.topo.csi.example.com/zone=zone-c"
    );
    assert_eq!(
        read("shop/data-db-0"),
        "PersistentVolumeClaim class topo-fast, requests 30 GiB, unbound"
    );
    assert_eq!(
        read("shop/db-0"),
        "Pod Pending, volumes data (claim data-db-0), logs (claim logs-db-0)"
    );
}

#[test]
fn unmodelled_fields_are_noted_once_per_kind_and_field() {
    let i = import(LIST);
    let text = notes(&i);
    for expected in [
        "Node spec.taints (1 object): not modelled",
        "StorageClass allowVolumeExpansion (2 objects), reclaimPolicy (2 objects): not modelled",
        "StorageClass parameters (1 object)",
        "CSIDriver spec.attachRequired (1 object), spec.fsGroupPolicy (1 object)",
        "Pod spec.nodeName (1 object)",
        "Pod spec.nodeSelector (1 object), spec.tolerations (2 objects)",
        "Pod volumes of other types (2 objects)",
        "StorageClass local-path: no CSIDriver \"rancher.io/local-path\" was pasted",
    ] {
        assert!(text.contains(expected), "{expected:?} not in\n{text}");
    }
    // Once per field kind: tolerations appear in one note although two pods set them.
    assert_eq!(text.matches("spec.tolerations").count(), 1);
    // Bookkeeping and status are ignored without a note.
    for quiet in [
        "managedFields",
        "uid",
        "resourceVersion",
        "status",
        "containers",
    ] {
        assert!(!text.contains(quiet), "{quiet} noted:\n{text}");
    }
}

#[test]
fn the_imported_pod_gets_the_expected_node_verdicts() {
    let i = import(LIST);
    let result = filter_nodes(&i.filter_input(0).unwrap()).unwrap();
    let verdicts: Vec<(&str, bool, Vec<&str>)> = result
        .nodes
        .iter()
        .map(|n| {
            (
                n.node.as_str(),
                n.passes,
                n.reasons.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        verdicts,
        [
            ("cp-1", true, vec![]),
            ("worker-1", true, vec![]),
            (
                "worker-2",
                false,
                vec!["node(s) did not have enough free storage"]
            ),
            (
                "worker-3",
                false,
                vec!["node(s) had volume node affinity conflict"]
            ),
        ]
    );
    assert_eq!(result.feasible_nodes, ["cp-1", "worker-1"]);
    // web-0 has no claims: the plugin is skipped and every node passes.
    let web = filter_nodes(&i.filter_input(1).unwrap()).unwrap();
    assert!(web.nodes.iter().all(|n| n.passes));
    assert!(i.filter_input(2).is_none());
}

#[test]
fn json_and_several_documents_import_the_same() {
    let list = import(LIST);
    assert_eq!(import(JSON), list);
    assert_eq!(import(DOCUMENTS), list);
}

#[test]
fn each_kind_alone() {
    let node = import(&fixture("node.yaml"));
    assert_eq!(node.cluster.nodes[0].metadata.name, "worker-1");
    assert_eq!(node.read[0].summary, "zone zone-a, 8 labels");

    let class = import(&fixture("storageclass.yaml"));
    assert_eq!(class.cluster.storage_classes[0].metadata.name, "topo-fast");
    assert!(notes(&class).contains("no CSIDriver \"topo.csi.example.com\" was pasted"));

    let driver = import(&fixture("csidriver.yaml"));
    assert_eq!(
        driver.cluster.csi_drivers[0].metadata.name,
        "topo.csi.example.com"
    );

    let cap = import(&fixture("csistoragecapacity.yaml"));
    assert_eq!(cap.cluster.csi_storage_capacities.len(), 1);
    assert_eq!(
        cap.cluster.csi_storage_capacities[0]
            .maximum_volume_size
            .unwrap()
            .0,
        100 << 30
    );

    let pvc = import(&fixture("pvc.yaml"));
    assert!(pvc.cluster.persistent_volume_claims[0].is_fully_bound());
    assert!(notes(&pvc).contains(&format!("its volume {LOGS_PV:?} was not pasted")));

    let pv = import(&fixture("pv.yaml"));
    let local = &pv.cluster.persistent_volumes[0];
    assert_eq!(local.size(), 368 << 30);
    assert_eq!(local.status.phase.as_deref(), Some("Available"));
    assert!(notes(&pv).contains("PersistentVolume spec.local (1 object)"));

    let pod = import(&fixture("pod.yaml"));
    assert_eq!(pod.pods.len(), 1);
    let text = notes(&pod);
    assert!(text.contains("volume \"data\" uses claim shop/data-db-0, which was not pasted"));
    // The engine says what the scheduler would: the claim is not found.
    let result = filter_nodes(&pod.filter_input(0).unwrap()).unwrap();
    assert!(result.prefilter.message.unwrap().contains("not found"));
}

#[test]
fn other_kinds_and_unusable_capacities_are_skipped_and_dangling_volumes_kept() {
    let i = import(&format!("{LIST}---\n{EXTRAS}"));
    let skipped: Vec<(&str, &str)> = i
        .skipped
        .iter()
        .map(|s| (s.kind.as_str(), s.name.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [
            ("Deployment", "kube-system/topo-csi-controller"),
            ("ConfigMap", "shop/kube-root-ca.crt"),
            ("Node", "longhorn-system/worker-1"),
            ("CSIStorageCapacity", "kube-system/csisc-zz9qp"),
        ]
    );
    assert!(i.skipped[0].why.contains("not a kind"));
    assert!(
        i.skipped[2]
            .why
            .contains("\"longhorn.io/v1beta2\" is not v1")
    );
    assert!(
        i.skipped[3]
            .why
            .contains("\"topo-archive\" is not among the pasted objects")
    );
    // A PV whose claimRef names a claim that was not pasted is kept, as the scheduler keeps
    // it (issue #14): read, with a note, and never matched to another claim.
    let pv = "pvc-0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5";
    assert!(
        i.read
            .iter()
            .any(|r| r.kind == "PersistentVolume" && r.name == pv)
    );
    assert!(i.notes.iter().any(|n| n.starts_with(&format!(
        "PersistentVolume {pv}: its claimRef names claim queue/data-mq-0, which was not pasted"
    ))));
    // Nothing is dropped silently: every object is read or skipped.
    assert_eq!(i.read.len() + i.skipped.len(), 15 + 5);
    // The verdicts are those of the List alone.
    let alone = filter_nodes(&import(LIST).filter_input(0).unwrap()).unwrap();
    assert_eq!(filter_nodes(&i.filter_input(0).unwrap()).unwrap(), alone);
}

#[test]
fn objects_without_a_kind_or_not_objects_are_skipped() {
    let i = import("kind: List\nitems:\n- a\n- [b]\n");
    assert_eq!(i.skipped.len(), 2);
    assert_eq!(i.skipped[0].why, "not an object (a mapping)");
    let i = import("metadata:\n  name: x\n");
    assert_eq!(i.skipped[0].why, "it has no kind");
}

#[test]
fn broken_yaml_names_line_and_column() {
    let e = error(&fixture("bad/syntax.yaml"));
    assert_eq!(e.path, "line 6, column 13");
    assert!(
        e.to_string().starts_with("line 6, column 13: unclosed {"),
        "{e}"
    );
    let e = error("{\n    \"apiVersion\": \"v1\",\n    \"kind\": \"Node\n}\n");
    assert!(e.path.starts_with("line "), "{e}");
}

#[test]
fn missing_required_fields_name_the_object_and_the_path() {
    let e = error(&fixture("bad/capacity-no-class.yaml"));
    assert_eq!(e.path, "items[1].storageClassName");
    assert!(
        e.message
            .starts_with("CSIStorageCapacity kube-system/csisc-4kq8z: has no storageClassName")
    );
    assert!(e.message.ends_with("(line 9, column 3)"), "{e}");

    let e = error(&fixture("bad/pvc-no-request.yaml"));
    assert_eq!(e.path, "items[3].spec.resources.requests.storage");
    assert!(
        e.message
            .starts_with("PersistentVolumeClaim shop/data-db-0: has no storage request")
    );
    assert!(e.message.contains("line 33"), "{e}");

    let e = error(
        "apiVersion: v1\nkind: PersistentVolume\nmetadata:\n  name: pv1\nspec:\n  capacity: {}\n",
    );
    assert_eq!(e.path, "spec.capacity.storage");
    let e = error("apiVersion: storage.k8s.io/v1\nkind: StorageClass\nmetadata:\n  name: fast\n");
    assert_eq!(e.path, "provisioner");
    let e = error(
        "apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Node\n  metadata:\n    uid: 1a\n",
    );
    assert_eq!(e.path, "items[0].metadata.name");
    assert!(e.message.starts_with("Node at line 4: has no name"), "{e}");
}

#[test]
fn bad_values_name_the_path_and_the_value() {
    let e = error(&fixture("bad/bad-quantity.json"));
    assert_eq!(e.path, "items[1].capacity");
    assert_eq!(e.value, "fifty gigs");
    assert!(e.message.contains("is not a Kubernetes quantity"), "{e}");
    assert!(e.message.contains("line 15, column 25"), "{e}");

    let e = error(
        "apiVersion: storage.k8s.io/v1\nkind: StorageClass\nmetadata:\n  name: fast\n\
         provisioner: x\nvolumeBindingMode: Sometimes\n",
    );
    assert_eq!(e.path, "volumeBindingMode");
    assert_eq!(e.value, "Sometimes");
    assert!(e.message.contains("WaitForFirstConsumer"), "{e}");

    // The engine's own checks, mapped back to the object's place in the text.
    let e = error(
        "apiVersion: v1\nitems:\n- apiVersion: v1\n  kind: Node\n  metadata:\n    name: n1\n    labels:\n      \"bad key!\": x\n",
    );
    assert_eq!(e.path, "items[0].metadata.labels[\"bad key!\"]");
    assert!(e.message.starts_with("Node n1: "), "{e}");
    let e = error(
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  volumes:\n  - name: a\n    emptyDir: {}\n  - name: a\n    emptyDir: {}\n",
    );
    assert_eq!(e.path, "spec.volumes[1].name");
    assert!(e.message.contains("is a duplicate"), "{e}");
    assert!(e.message.contains("line 9"), "{e}");
}

#[test]
fn errors_under_keys_with_dots_point_at_the_value() {
    // Label and annotation keys hold dots; the position is the value's, not the mapping's.
    let e = error(
        "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n  labels:\n    topology.kubernetes.io/zone: 5\n",
    );
    assert_eq!(e.path, "metadata.labels.topology.kubernetes.io/zone");
    assert_eq!(e.value, "5");
    assert!(e.message.ends_with("(line 6, column 34)"), "{e}");
    let e = error(
        "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n  labels:\n    topology.kubernetes.io/zone: \"-bad-\"\n",
    );
    assert_eq!(e.path, "metadata.labels[\"topology.kubernetes.io/zone\"]");
    assert!(e.message.ends_with("(line 6, column 34)"), "{e}");
}

#[test]
fn the_same_object_twice_is_an_error() {
    let e = error(&fixture("bad/duplicate.yaml"));
    assert_eq!(e.path, "documents[1].metadata.name");
    assert_eq!(e.value, "worker-1");
    assert!(
        e.message
            .contains("is listed twice (first at documents[0], line 1)"),
        "{e}"
    );
    // The same name in two namespaces is two objects.
    let claim = |ns: &str| {
        format!(
            "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: d\n  namespace: {ns}\n\
                 spec:\n  resources:\n    requests:\n      storage: 1Gi\n"
        )
    };
    let i = import(&format!("{}---\n{}", claim("a"), claim("b")));
    assert_eq!(i.cluster.persistent_volume_claims.len(), 2);
}

#[test]
fn an_unbound_claim_of_a_class_not_pasted_is_kept_unbound_immediate_and_the_class_is_missing() {
    // A pod and its claim, without nodes or classes: what a partial paste gives.
    let pod = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: db-0\n  namespace: shop\nspec:\n  volumes:\n  \
               - name: data\n    persistentVolumeClaim:\n      claimName: data-db-0\n";
    let i = import(&format!("{}---\n{pod}", fixture("bad/unknown-class.yaml")));
    // Kept, as the scheduler keeps it (issue #14), with a note instead of a skip.
    assert_eq!(i.cluster.persistent_volume_claims.len(), 1);
    assert!(i.skipped.iter().all(|s| s.name != "shop/data-db-0"));
    assert!(
        notes(&i).contains(
            "PersistentVolumeClaim shop/data-db-0: it is unbound and its StorageClass gold was not pasted."
        ),
        "{}",
        notes(&i)
    );
    let commands: Vec<&str> = i.missing.iter().map(|m| m.command.as_str()).collect();
    assert_eq!(
        commands,
        [
            "kubectl get nodes -o yaml",
            "kubectl get storageclasses gold -o yaml"
        ]
    );
    assert_eq!(i.missing[1].kinds, ["storageclasses"]);
    assert!(i.missing[1].why.contains("gold"), "{:?}", i.missing[1]);
    // The pod gets the scheduler's verdict: unbound immediate.
    let result = filter_nodes(&i.filter_input(0).unwrap()).unwrap();
    assert!(result.nodes.is_empty());
    assert_eq!(
        result.prefilter.message.as_deref(),
        Some("pod has unbound immediate PersistentVolumeClaims")
    );
}

#[test]
fn a_pod_on_a_node_not_pasted_keeps_it_as_recorded_and_names_it_missing() {
    let text = "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n---\napiVersion: v1\nkind: Pod\n\
                metadata:\n  name: web\nspec:\n  nodeName: n9\n";
    let i = import(text);
    assert_eq!(i.pods[0].node_name.as_deref(), Some("n9"));
    assert!(
        notes(&i).contains("runs on node n9 (spec.nodeName), which was not pasted"),
        "{}",
        notes(&i)
    );
    assert_eq!(i.missing.len(), 1, "{:?}", i.missing);
    assert_eq!(i.missing[0].command, "kubectl get nodes n9 -o yaml");
}

#[test]
fn empty_and_oversized_texts_are_refused() {
    assert!(error("").message.starts_with("no objects found"));
    assert!(
        error("# only a comment\n")
            .message
            .starts_with("no objects found")
    );
    assert!(
        error("just words")
            .message
            .starts_with("expected a Kubernetes object")
    );
    assert!(
        error("kind: List\nitems: 3\n")
            .message
            .contains("sequence of objects")
    );
    let huge = " ".repeat(MAX_IMPORT_BYTES + 1);
    let e = error(&huge);
    assert_eq!(e.path, "text");
    assert!(e.message.contains("the limit is 16 MiB"), "{e}");
}

#[test]
fn never_panics_on_cut_or_altered_text() {
    let lines: Vec<&str> = LIST.lines().collect();
    for cut in (0..lines.len()).step_by(7) {
        let _ = import_kubectl(&lines[..cut].join("\n"));
        let mut altered = lines.clone();
        altered[cut] = "  : ][ {";
        let _ = import_kubectl(&altered.join("\n"));
    }
    for cut in (0..JSON.len()).step_by(997) {
        let _ = import_kubectl(&JSON[..cut]);
    }
}

#[test]
fn both_type_readers_give_the_same_import() {
    use placement::capacity::import::{ThroughValue, import_kubectl_with};
    let extras = format!("{LIST}---\n{EXTRAS}");
    for text in [LIST, JSON, DOCUMENTS, extras.as_str()] {
        assert_eq!(
            import_kubectl_with::<ThroughValue>(text).unwrap(),
            import(text)
        );
    }
    // Quantities and required fields are named by field with either reader.
    for bad in [
        "bad/bad-quantity.json",
        "bad/pvc-no-request.yaml",
        "bad/duplicate.yaml",
    ] {
        let text = fixture(bad);
        assert_eq!(
            import_kubectl_with::<ThroughValue>(&text).unwrap_err(),
            error(&text),
            "{bad}"
        );
    }
    let ephemeral = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  volumes:\n  - name: scratch\n    ephemeral:\n      volumeClaimTemplate:\n        spec:\n          resources:\n            requests:\n              storage: 1 GB\n";
    let e = import_kubectl_with::<ThroughValue>(ephemeral).unwrap_err();
    assert_eq!(
        e.path,
        "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.resources.requests.storage"
    );
    assert_eq!(e.value, "1 GB");
    // Other type errors name the object with the Value reader.
    let text = "apiVersion: storage.k8s.io/v1\nkind: StorageClass\nmetadata:\n  name: fast\nprovisioner: x\nvolumeBindingMode: Sometimes\n";
    let e = import_kubectl_with::<ThroughValue>(text).unwrap_err();
    assert_eq!(e.path, "");
    assert!(
        e.message
            .starts_with("StorageClass fast: unknown variant `Sometimes`"),
        "{e}"
    );
}
