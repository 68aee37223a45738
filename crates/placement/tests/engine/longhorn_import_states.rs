//! Issue #14: the import reads what upstream objects carry for the new states —
//! a volume's backing image, a disk's Schedulable condition, a replica's
//! nodeID and the data-engine specific fast-replica-rebuild-enabled.

use placement::longhorn::{SkipCause, Step, import_kubectl, schedule_replicas};

const PASTE: &str = r#"
apiVersion: v1
kind: List
items:
- apiVersion: longhorn.io/v1beta2
  kind: Node
  metadata: {name: n1}
  spec:
    disks:
      d1: {allowScheduling: true, tags: [nvme]}
      d2: {allowScheduling: true}
  status:
    conditions: [{type: Ready, status: "True"}]
    diskStatus:
      d1:
        diskUUID: uuid-1
        storageMaximum: 107374182400
        storageAvailable: 107374182400
        conditions: [{type: Ready, status: "True"}, {type: Schedulable, status: "True"}]
      d2:
        diskUUID: uuid-2
        storageMaximum: 107374182400
        storageAvailable: 107374182400
        conditions: [{type: Ready, status: "True"}, {type: Schedulable, status: "False", reason: DiskPressure}]
- apiVersion: longhorn.io/v1beta2
  kind: Volume
  metadata: {name: v}
  spec: {size: "1073741824", numberOfReplicas: 2, backingImage: img}
- apiVersion: longhorn.io/v1beta2
  kind: Volume
  metadata: {name: w}
  spec: {size: "1073741824", numberOfReplicas: 1, backingImage: absent}
- apiVersion: longhorn.io/v1beta2
  kind: BackingImage
  metadata: {name: img}
  spec: {diskSelector: [nvme], nodeSelector: []}
- apiVersion: longhorn.io/v1beta2
  kind: Replica
  metadata: {name: v-r-1}
  spec: {volumeName: v, nodeID: n1, diskID: uuid-1, healthyAt: "2026-01-01T00:00:00Z", failedAt: ""}
- apiVersion: longhorn.io/v1beta2
  kind: Setting
  metadata: {name: fast-replica-rebuild-enabled}
  value: '{"v1":"true","v2":"false"}'
"#;

#[test]
fn backing_images_disk_conditions_replica_nodes_and_per_engine_settings_are_read() {
    let import = import_kubectl(PASTE).unwrap();
    let s = &import.scenario;
    // BackingImage spec.diskSelector / spec.nodeSelector, linked by Volume spec.backingImage.
    assert_eq!(s.backing_images.len(), 1);
    assert_eq!(s.backing_images[0].disk_selector, ["nvme"]);
    assert_eq!(s.volumes[0].backing_image.as_deref(), Some("img"));
    assert_eq!(s.volumes[1].backing_image, None);
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.starts_with("Volume w: its backing image absent was not pasted"))
    );
    // diskStatus.<disk>.conditions[Schedulable], taken as recorded, with a note where the numbers disagree.
    let disks: Vec<Option<bool>> = s.nodes[0].disks.iter().map(|d| d.schedulable).collect();
    assert_eq!(disks, [Some(true), Some(false)]);
    assert!(import.notes.iter().any(|n| n.starts_with(
        "Node n1, disk d2: its Schedulable condition is False as recorded, but Ready and Fits(0, 0) on its numbers say True"
    )));
    // types/setting.go: fast-replica-rebuild-enabled is data-engine specific.
    let fast = s.settings.fast_replica_rebuild_enabled;
    assert_eq!((fast.v1, fast.v2), (true, false));
    // A replica with spec.nodeID is already scheduled; the scheduler reports it so.
    let result = schedule_replicas(s).unwrap();
    let v = &result.volumes[0];
    assert!(v.steps.iter().any(|step| matches!(step,
        Step::Skip(k) if k.replica == "v-r-1" && k.cause == SkipCause::AlreadyScheduled)));
    // The second replica needs a disk other than d1 (hard node anti-affinity keeps n1 out
    // anyway) and finds none; the volume is detached and rebuilds nothing, and with one
    // replica placed reconcileVolumeCondition resets Scheduled to True.
    assert_eq!(
        v.condition.message,
        placement::longhorn::DEGRADED_AVAILABILITY_RESET
    );
}

#[test]
fn a_single_value_applies_to_both_engines_and_the_old_v2_setting_is_read() {
    // The setting webhook turns a single value into one per engine (GetSettingValidValue).
    let single = "apiVersion: longhorn.io/v1beta2\nkind: Setting\nmetadata: {name: fast-replica-rebuild-enabled}\nvalue: \"false\"\n";
    let fast = import_kubectl(single)
        .unwrap()
        .scenario
        .settings
        .fast_replica_rebuild_enabled;
    assert_eq!((fast.v1, fast.v2), (false, false));
    let old = "apiVersion: longhorn.io/v1beta2\nkind: Setting\nmetadata: {name: v2-data-engine-fast-replica-rebuilding}\nvalue: \"false\"\n";
    let fast = import_kubectl(old)
        .unwrap()
        .scenario
        .settings
        .fast_replica_rebuild_enabled;
    assert_eq!((fast.v1, fast.v2), (true, false));
}
