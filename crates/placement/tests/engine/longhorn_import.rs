//! `import_kubectl` on what `kubectl -n longhorn-system get nodes.longhorn.io,
//! volumes.longhorn.io,replicas.longhorn.io,settings.longhorn.io -o yaml`
//! prints: the `List`, several `---` documents, `-o json`, other kinds, broken
//! references and broken YAML; then the imported scenario scheduled. Engine
//! images (`engineimages.longhorn.io`) are in `longhorn_engine_image.rs`, instance
//! managers (`instancemanagers.longhorn.io`) in `longhorn_instance_manager.rs`.

use placement::longhorn::import::{Import, import_kubectl, parse_rfc3339};
use placement::longhorn::{DiskType, ReplicaAutoBalance, ReplicaState, schedule_replicas};

const LIST: &str = include_str!("../fixtures/longhorn-list.yaml");
const DOCUMENTS: &str = include_str!("../fixtures/longhorn-documents.yaml");
const JSON: &str = include_str!("../fixtures/longhorn-list.json");
const EXTRAS: &str = include_str!("../fixtures/longhorn-extras.yaml");

const VOLUME: &str = "pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18";

fn import(text: &str) -> Import {
    import_kubectl(text).unwrap_or_else(|e| panic!("import failed: {e}"))
}

/// What every form of the three-node fixture must give.
fn check_three_nodes(import: &Import) {
    let s = &import.scenario;
    let names: Vec<&str> = s.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["worker-1", "worker-2", "worker-3"]);
    let zones: Vec<&str> = s.nodes.iter().map(|n| n.zone.as_str()).collect();
    assert_eq!(zones, ["zone-a", "zone-b", "zone-c"]);
    let n2 = &s.nodes[1];
    assert_eq!(n2.region, "eu-west");
    assert_eq!(n2.tags, ["ssd"]);
    assert!(n2.ready && !n2.cordoned && n2.allow_scheduling && !n2.eviction_requested);
    let disk = &n2.disks[0];
    assert_eq!(disk.name, "default-disk-fd0000000000");
    assert_eq!(disk.storage_maximum.0, 105_089_261_568);
    assert_eq!(disk.storage_available.0, 90_194_313_216);
    assert_eq!(disk.storage_reserved.0, 31_526_778_470);
    assert_eq!(disk.storage_scheduled.0, 10 << 30);
    assert!(disk.ready && disk.allow_scheduling);
    assert_eq!(disk.disk_type, DiskType::Filesystem);
    assert_eq!(disk.filesystem_type.as_deref(), Some("ext2/ext3"));

    assert_eq!(s.volumes.len(), 1);
    let v = &s.volumes[0];
    assert_eq!(v.name, VOLUME);
    assert_eq!(v.size.0, 10 << 30);
    assert_eq!(v.actual_size.0, 2 << 30);
    assert_eq!(v.number_of_replicas, 3);
    assert_eq!(v.attached_node.as_deref(), Some("worker-1"));
    assert_eq!(v.last_degraded_at, parse_rfc3339("2024-11-05T14:02:11Z"));
    let replicas: Vec<(&str, Option<&str>, Option<&str>)> = v
        .replicas
        .iter()
        .map(|r| (r.name.as_str(), r.node.as_deref(), r.disk.as_deref()))
        .collect();
    assert_eq!(
        replicas,
        [
            (
                format!("{VOLUME}-r-1a2b3c4d").as_str(),
                Some("worker-1"),
                Some("default-disk-fd0000000000")
            ),
            (
                format!("{VOLUME}-r-5e6f7a8b").as_str(),
                Some("worker-2"),
                Some("default-disk-fd0000000000")
            ),
            (
                format!("{VOLUME}-r-9c0d1e2f").as_str(),
                Some("worker-3"),
                Some("default-disk-fd0000000000")
            ),
        ]
    );
    assert_eq!(v.replicas[0].failed_at, None);
    assert_eq!(
        v.replicas[2].failed_at,
        parse_rfc3339("2024-11-05T14:02:11Z")
    );
    assert_eq!(
        v.replicas[2].healthy_at,
        parse_rfc3339("2024-11-04T10:02:26Z")
    );
    assert_eq!(v.replicas[2].rebuild_retry_count, 1);

    assert_eq!(
        s.settings.replica_auto_balance,
        ReplicaAutoBalance::BestEffort
    );
    assert_eq!(s.settings.storage_minimal_available_percentage, 25);
    assert!(!s.settings.replica_soft_anti_affinity && s.settings.replica_zone_soft_anti_affinity);
    // The latest timestamp: worker-3's Ready condition, after the replica failed.
    assert_eq!(s.now, parse_rfc3339("2024-11-05T14:20:40Z").unwrap());
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.starts_with("now = 2024-11-05T14:20:40Z")),
        "{:?}",
        import.notes
    );

    let ignored: Vec<(&str, &str)> = import
        .skipped
        .iter()
        .map(|s| (s.kind.as_str(), s.name.as_str()))
        .collect();
    assert_eq!(
        ignored,
        [
            ("Setting", "backup-target"),
            ("Setting", "default-replica-count")
        ]
    );
}

#[test]
fn a_list_as_kubectl_get_prints_it() {
    let import = import(LIST);
    check_three_nodes(&import);
    // No EngineImage in the list: the nodes are taken as engine-ready, and a
    // note says so.
    assert!(import.scenario.nodes.iter().all(|n| n.engine_ready));
    assert_eq!(import.notes.len(), 2, "{:?}", import.notes);
    assert!(
        import.notes[1].starts_with("engine images: no EngineImage pasted")
            && import.notes[1]
                .ends_with("add engineimages.longhorn.io to the kubectl get to check it"),
        "{:?}",
        import.notes
    );
}

#[test]
fn several_documents_give_the_same_scenario() {
    assert_eq!(import(DOCUMENTS), import(LIST));
}

#[test]
fn json_gives_the_same_scenario() {
    assert_eq!(import(JSON), import(LIST));
}

#[test]
fn a_list_followed_by_more_documents() {
    let import = import(&format!("{LIST}---\n{EXTRAS}"));
    let skipped: Vec<(&str, &str)> = import
        .skipped
        .iter()
        .map(|s| (s.kind.as_str(), s.name.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [
            ("Node", "worker-1"),
            ("Setting", "backup-target"),
            ("Setting", "default-replica-count"),
            ("Replica", "pvc-0000aaaa-r-11112222"),
        ]
    );
    assert!(
        import.skipped[0].why.contains("\"v1\" is not longhorn.io"),
        "{:?}",
        import.skipped[0]
    );
    assert!(import.skipped[3].why.contains("pvc-0000aaaa"));
    // The EngineImage is read: the volume's image is deployed on all three nodes.
    // The (v1) InstanceManager is read too, but the volume is v1, so readiness
    // follows the engine image and no instance-manager note appears.
    assert!(import.scenario.nodes.iter().all(|n| n.engine_ready));
    assert!(
        !import.notes.iter().any(|n| n.contains("engine")),
        "{:?}",
        import.notes
    );
    // The replica on a replaced disk is left out, with a note naming the UUID.
    let v = &import.scenario.volumes[0];
    assert_eq!(v.replicas.len(), 3);
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.contains("deadbeef-0000-4000-8000-000000000000") && n.contains("worker-2")),
        "{:?}",
        import.notes
    );
    // The 1.10 form of a setting: the v1 value is read.
    assert!(!import.scenario.settings.replica_disk_soft_anti_affinity);
    // The three-node cluster still schedules.
    schedule_replicas(&import.scenario).unwrap();
}

#[test]
fn the_imported_scenario_schedules_sensibly() {
    let import = import(LIST);
    let result = schedule_replicas(&import.scenario).unwrap();
    let v = &result.volumes[0];
    assert_eq!(v.condition.status, "True", "{:?}", v.condition);
    // The wait (600 s from 14:02:11) is over at 14:20:40: the third replica goes
    // back to worker-3, the only node in a zone without a replica.
    let placed: Vec<(&str, ReplicaState)> = v
        .replicas
        .iter()
        .filter(|r| r.state != ReplicaState::Failed)
        .map(|r| (r.node.as_deref().unwrap_or("-"), r.state))
        .collect();
    assert_eq!(placed.len(), 3, "{:?}", v.replicas);
    assert_eq!(placed.iter().filter(|(n, _)| *n == "worker-1").count(), 1);
    assert_eq!(placed.iter().filter(|(n, _)| *n == "worker-2").count(), 1);
    assert_eq!(placed.iter().filter(|(n, _)| *n == "worker-3").count(), 1);
    assert!(placed
        .iter()
        .any(|(n, s)| *n == "worker-3" && matches!(s, ReplicaState::Reused | ReplicaState::New)));

    // Three minutes after the failure, with worker-3 down, the volume waits for
    // the failed replica rather than doubling up in another zone.
    let mut early = import.scenario.clone();
    early.now = parse_rfc3339("2024-11-05T14:05:00Z").unwrap();
    early.nodes[2].ready = false;
    let result = schedule_replicas(&early).unwrap();
    let wait = result.volumes[0]
        .replenishment
        .expect("a replenishment wait");
    assert_eq!(wait.remaining, 600 - 169);
}

#[test]
fn cordoned_not_ready_and_unprobed() {
    let text = r#"
apiVersion: longhorn.io/v1beta2
kind: Node
metadata:
  name: n1
  labels:
    topology.kubernetes.io/zone: z9
spec:
  allowScheduling: false
  evictionRequested: true
  disks:
    new-disk:
      allowScheduling: true
      diskType: block
      path: /dev/nvme1n1
      storageReserved: 0
      tags: [fast]
status:
  conditions:
  - {type: Ready, status: "False", reason: KubernetesNodeNotReady}
  - {type: Schedulable, status: "False", reason: KubernetesNodeCordoned}
  zone: ""
"#;
    let import = import(text);
    let n = &import.scenario.nodes[0];
    assert_eq!(n.zone, "z9");
    assert!(!n.ready && n.cordoned && !n.allow_scheduling && n.eviction_requested);
    let d = &n.disks[0];
    assert_eq!(
        (d.disk_type, d.tags.as_slice(), d.ready),
        (DiskType::Block, ["fast".to_string()].as_slice(), false)
    );
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.contains("new-disk") && n.contains("not probed"))
    );
    assert_eq!(import.scenario.now, 0);
}

#[test]
fn bad_values_become_notes() {
    let text = r#"
kind: Volume
apiVersion: longhorn.io/v1beta2
metadata: {name: v}
spec:
  size: 1Gi
  numberOfReplicas: three
  dataLocality: somewhere
---
kind: Setting
apiVersion: longhorn.io/v1beta2
metadata: {name: storage-minimal-available-percentage}
value: "a quarter"
---
kind: Volume
apiVersion: longhorn.io/v1beta2
metadata: {name: w}
spec:
  size: lots
"#;
    let import = import(text);
    let v = &import.scenario.volumes[0];
    assert_eq!(
        (v.size.0, v.number_of_replicas, v.data_locality),
        (1 << 30, 3, None)
    );
    assert_eq!(
        import
            .scenario
            .settings
            .storage_minimal_available_percentage,
        25
    );
    assert_eq!(import.notes.len(), 4, "{:?}", import.notes);
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.contains("spec.size \"lots\"") && n.contains("line 19")),
        "{:?}",
        import.notes
    );
    // A volume without a size has nothing to place: it is left out, not kept at 0.
    assert_eq!(import.scenario.volumes.len(), 1);
    let w = import.skipped.iter().find(|k| k.name == "w").unwrap();
    assert!(w.why.contains("spec.size"), "{w:?}");
    schedule_replicas(&import.scenario).unwrap();
}

#[test]
fn bad_yaml_is_an_error_with_line_and_column() {
    let err = import_kubectl("apiVersion: v1\nitems:\n- kind: [Node\n").unwrap_err();
    assert!(err.to_string().starts_with("line 3, column "), "{err}");
    let err = import_kubectl("apiVersion: v1\nkind: List\n\titems: []\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 3, column 1: tabs cannot indent YAML; use spaces"
    );
    let err = import_kubectl("just some words pasted by mistake").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("line 1, column 1: expected a Kubernetes object"),
        "{err}"
    );
    let err = import_kubectl("  \n# nothing\n").unwrap_err();
    assert!(err.to_string().contains("no objects found"), "{err}");
    // Items that are not a sequence: at the value, not where the List starts.
    let err = import_kubectl("apiVersion: v1\nkind: List\nitems: 5\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 3, column 8: items of a List must be a sequence of objects"
    );
    let err = import_kubectl("{\"kind\": \"List\", \"items\": null}").unwrap_err();
    assert_eq!(err.path, "line 1, column 27");
    assert!(
        import_kubectl("kind: List\nitems:\n")
            .unwrap_err()
            .to_string()
            .contains("no objects found")
    );
    // Broken JSON, on its line.
    let err = import_kubectl(
        "{\n  \"kind\": \"List\",\n  \"items\": [\n    {\"kind\": \"Node\" \"x\"}\n  ]\n}\n",
    )
    .unwrap_err();
    assert!(err.to_string().starts_with("line 4, column "), "{err}");
}

#[test]
fn rfc3339_times() {
    assert_eq!(parse_rfc3339("2024-11-05T14:02:11Z"), Some(1_730_815_331));
    assert_eq!(
        parse_rfc3339("2024-11-05T15:02:11+01:00"),
        Some(1_730_815_331)
    );
    assert_eq!(
        parse_rfc3339("2024-11-05T14:02:11.999999Z"),
        Some(1_730_815_331)
    );
    assert_eq!(parse_rfc3339("2000-02-29T00:00:00Z"), Some(951_782_400));
    assert_eq!(parse_rfc3339("1900-02-29T00:00:00Z"), None);
    assert_eq!(parse_rfc3339("2024-11-05"), None);
    assert_eq!(parse_rfc3339("2024-11-05T14:02:11"), None);
}

#[test]
fn a_huge_paste_is_refused_with_the_limit() {
    let text = "#".repeat(placement::longhorn::import::MAX_IMPORT_BYTES + 1);
    let err = placement::longhorn::import_kubectl(&text).unwrap_err();
    assert_eq!(err.path, "text");
    assert!(
        err.message
            .contains("too large to import: the limit is 16 MiB"),
        "{err}"
    );
}

/// The `current-longhorn-version` setting (longhorn-manager `upgrade/util/util.go`
/// `CreateOrUpdateLonghornVersionSetting` writes the running manager's version into it) chooses
/// the scenario's release (issue #37): a patch release the engine models is followed exactly,
/// another version keeps the default release and says so, a version before v1.11 also takes
/// the most-usable disk choice.
#[test]
fn the_current_longhorn_version_setting_chooses_the_scenario_s_release() {
    use placement::longhorn::input::{Algorithm, LonghornVersion};
    let with = |version: &str| {
        import(&format!(
            "{LIST}---\napiVersion: longhorn.io/v1beta2\nkind: Setting\n\
             metadata: {{name: current-longhorn-version, namespace: longhorn-system}}\nvalue: {version}\n"
        ))
    };
    let pasted = with("v1.11.1");
    assert_eq!(pasted.scenario.longhorn_version, LonghornVersion::V1_11_1);
    assert_eq!(pasted.scenario.algorithm, Algorithm::Balance);
    let version = pasted.version.as_ref().expect("the version said");
    assert_eq!(version.recorded, "v1.11.1");
    let ids: Vec<&str> = version.why_messages.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(
        ids,
        ["import-lh-version-setting", "import-lh-release-exact"]
    );
    assert_eq!(
        version.why,
        [
            "The cluster records Longhorn v1.11.1 in its current-longhorn-version setting.",
            "The scenario follows the scheduler of Longhorn v1.11.1, the cluster's release."
        ]
    );
    // Read, so no longer among the settings not read.
    assert!(
        !pasted
            .skipped
            .iter()
            .any(|s| s.name == "current-longhorn-version")
    );

    let newer = with("v1.13.0");
    assert_eq!(newer.scenario.longhorn_version, LonghornVersion::V1_12_1);
    assert_eq!(
        newer.version.unwrap().why[1],
        "Longhorn v1.13.0 is not one of the releases modelled: the scenario follows v1.12.1, the default."
    );
    let older = with("v1.9.2");
    assert_eq!(
        (older.scenario.longhorn_version, older.scenario.algorithm),
        (LonghornVersion::V1_12_1, Algorithm::MostUsable)
    );
    assert_eq!(
        older.version.unwrap().why_messages[1].id,
        "import-lh-release-older"
    );

    // Without the setting (or with it empty) the paste says no version and keeps the defaults.
    for text in [
        LIST.to_string(),
        format!(
            "{LIST}---\napiVersion: longhorn.io/v1beta2\nkind: Setting\nmetadata: {{name: current-longhorn-version}}\nvalue: \"\"\n"
        ),
    ] {
        let none = import(&text);
        assert_eq!(none.version, None);
        assert_eq!(none.scenario.longhorn_version, LonghornVersion::V1_12_1);
    }
}
