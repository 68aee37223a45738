//! From what `kubectl -n longhorn-system get nodes.longhorn.io,volumes.longhorn.io,
//! replicas.longhorn.io,settings.longhorn.io,engineimages.longhorn.io,
//! instancemanagers.longhorn.io,backingimages.longhorn.io -o yaml` prints to a [`Scenario`].
//!
//! The text may be a `kind: List` (what `kubectl get` prints), several `---`
//! documents, or the same as JSON (`-o json`; JSON is YAML). Objects are read
//! as the `longhorn.io/v1beta2` CRDs write them:
//!
//! - `Node`: zone from `status.zone` (else the label
//!   `topology.kubernetes.io/zone`), region from `status.region`, `spec.tags`,
//!   `spec.allowScheduling`, `spec.evictionRequested`, ready from the `Ready`
//!   condition, cordoned from a `Schedulable` condition that is `False`; disks
//!   from `spec.disks` joined by name with `status.diskStatus` (sizes, disk
//!   `Ready` condition, `diskUUID`) and the disk's `Schedulable` condition
//!   taken as recorded ([`Disk::schedulable`](super::Disk::schedulable)), with a
//!   note when `Ready` and `Fits(0, 0)` on its numbers say otherwise. The
//!   node's engine readiness comes from the `EngineImage` or, for v2
//!   volumes, the `InstanceManager` (below).
//! - `Volume`: `spec.size`, `numberOfReplicas`, selectors, `dataLocality`, the
//!   three anti-affinity overrides, `dataEngine`, `spec.image` (its engine
//!   image), `spec.backingImage` (kept when its `BackingImage` is pasted,
//!   else a note); `status.currentNodeID`, `status.actualSize` and
//!   `status.lastDegradedAt`.
//! - `BackingImage`: `spec.nodeSelector` and `spec.diskSelector`.
//! - `Replica`: joined to its volume by `spec.volumeName`; `spec.diskID` (a
//!   disk UUID) is mapped back to the disk's name through the node's
//!   `status.diskStatus[*].diskUUID`; `failedAt`/`healthyAt` are RFC 3339
//!   times (`""` = never).
//! - `Setting`: the scheduling settings the [`Settings`](super::Settings)
//!   know, and `default-engine-image`, from their string `value` (a
//!   data-engine specific JSON value gives its `v1` entry, except
//!   `fast-replica-rebuild-enabled`, read per engine; the pre-1.10
//!   `v2-data-engine-fast-replica-rebuilding` sets its v2 value); every other
//!   setting is listed in [`Import::skipped`]. `current-longhorn-version` chooses the
//!   scenario's release ([`Import::version`] says which and why; see `release.rs`).
//! - `EngineImage`: `spec.image`, `status.state` and
//!   `status.nodeDeploymentMap`. For v1 volumes a node is engine-ready ([`Node::engine_ready`](super::Node::engine_ready))
//!   when the image is in state `deployed` or `deploying` and the map marks
//!   the node `true`; a node missing from the map is not ready. The engine has
//!   one readiness per node, so it is decided for one image: the one the v1
//!   volumes name in `spec.image` (when they differ, the one most name — a
//!   tie goes to the `default-engine-image` setting, else to the first in
//!   byte order — and a note names each volume that names another); when no
//!   volume names one, the `default-engine-image` setting's, else the only
//!   pasted `EngineImage`'s. Every node taken as not ready gets a note with the
//!   image and the state. Without any `EngineImage` (or when the image cannot
//!   be told) every node stays engine-ready and a note says so.
//! - `InstanceManager`: `spec.nodeID`, `spec.dataEngine` (absent = v1) and
//!   `status.currentState`. For v2 volumes a node is engine-ready when it has
//!   a v2 instance manager in state `running`; a node with none, or none
//!   running, is not, with a note naming its instance managers and their
//!   states. Without any `InstanceManager` every node stays engine-ready and a
//!   note says so.
//!
//! As the engine has one readiness per node, it follows one data engine: the
//! one most pasted volumes use (a tie, or no volume, goes to v1), and a note
//! names each volume of the other engine, whose own readiness is not checked.
//!
//! Objects of other kinds are listed in [`Import::skipped`]; values that
//! cannot be mapped, or that Longhorn would not accept (a negative size, a
//! percentage over 100, a replica count outside 1–20), are left at their
//! defaults and described in [`Import::notes`]; a volume without a size is
//! skipped. A text that is not YAML is an [`InputError`] whose path is
//! `line L, column C`.
//!
//! The scenario is always valid input for
//! [`schedule_replicas`](super::schedule_replicas): it never names a node or
//! disk that was not pasted. A volume attached to such a node is taken as not
//! attached, and a replica on such a node (or an unknown disk) is left out;
//! both are kept in [`Import::recorded`], as the cluster recorded them, with a
//! note. [`Import::missing`] names the kinds the scheduler needs that the
//! paste lacks (no nodes, the nodes named but not pasted, the volumes of
//! pasted replicas, no replicas, no settings), each with the
//! `kubectl get …` that prints them.
//!
//! The engine has no clock: the scenario's `now` is the latest timestamp in
//! the objects (creation times, condition transitions, `failedAt`,
//! `healthyAt`, `lastDegradedAt`), in seconds since 1970-01-01T00:00:00Z.
//!
//! ```
//! use placement::longhorn::import::import_kubectl;
//! let text = "apiVersion: longhorn.io/v1beta2\nkind: Node\nmetadata:\n  name: n1\n\
//!             spec:\n  allowScheduling: true\n  disks:\n    d1:\n      path: /var/lib/longhorn\n\
//!             status:\n  zone: z1\n  diskStatus:\n    d1:\n      storageMaximum: 1000\n      storageAvailable: 900\n";
//! let import = import_kubectl(text).unwrap();
//! assert_eq!(import.scenario.nodes[0].zone, "z1");
//! assert_eq!(import.scenario.nodes[0].disks[0].storage_available.0, 900);
//! let err = import_kubectl("kind: [Node\n").unwrap_err();
//! assert!(err.to_string().starts_with("line 1, column "));
//! ```
//!
//! An engine image deployed on `n1` only: `n2` is not engine-ready.
//!
//! ```
//! use placement::longhorn::import::import_kubectl;
//! let text = r#"
//! apiVersion: v1
//! kind: List
//! items:
//! - {apiVersion: longhorn.io/v1beta2, kind: Node, metadata: {name: n1}}
//! - {apiVersion: longhorn.io/v1beta2, kind: Node, metadata: {name: n2}}
//! - apiVersion: longhorn.io/v1beta2
//!   kind: Volume
//!   metadata: {name: v}
//!   spec: {size: "1073741824", image: "longhornio/longhorn-engine:v1.9.1"}
//! - apiVersion: longhorn.io/v1beta2
//!   kind: EngineImage
//!   metadata: {name: ei-1}
//!   spec: {image: "longhornio/longhorn-engine:v1.9.1"}
//!   status: {state: deployed, nodeDeploymentMap: {n1: true, n2: false}}
//! "#;
//! let import = import_kubectl(text).unwrap();
//! let ready: Vec<bool> = import.scenario.nodes.iter().map(|n| n.engine_ready).collect();
//! assert_eq!(ready, [true, false]);
//! assert!(import.notes.iter().any(|n| n.starts_with(
//!     "Node n2: engine image longhornio/longhorn-engine:v1.9.1 is not deployed on node n2"
//! )));
//! ```

use crate::kernel::message::Message;
use std::collections::HashSet;

use super::input::{DataEngine, Scenario};
use crate::InputError;
use crate::kernel::pasted_json::pasted;
use crate::kernel::yaml::{YamlValue, error_at};
use read::{Reader, Subject, object_name, skipped};

mod clone;
mod engine;
mod instance_manager;
mod missing;
mod model;
mod objects;
mod read;
mod release;
mod scheduling_state;
mod time;

pub use model::{Import, ImportedVersion, RecordedPlacement, RecordedReplica, Skipped};
pub use release::{implied_algorithm, release_for, take_version};
pub use time::{format_rfc3339, parse_rfc3339};

pub use crate::kernel::yaml::MAX_IMPORT_BYTES;

/// Reads `kubectl get … -o yaml` (or `-o json`) output into a scenario.
/// See the [module documentation](self) for what is read from where.
pub fn import_kubectl(text: &str) -> Result<Import, InputError> {
    let documents = pasted(
        text,
        "export fewer objects, e.g. one namespace's nodes, volumes, replicas and settings",
    )?;
    let mut objects = Vec::new();
    for document in &documents {
        match &document.value {
            YamlValue::Null => {}
            YamlValue::Map(_) if document.is_list_like() => objects.extend(document.list_items()?),
            YamlValue::Map(_) => objects.push(document),
            _ => return Err(document.error_here(Message::new("error-import-not-an-object"))),
        }
    }
    if objects.is_empty() {
        return Err(error_at(
            1,
            1,
            Message::new("error-import-no-objects-longhorn"),
        ));
    }
    let mut reader = Reader::default();
    let (mut nodes, mut volumes, mut replicas, mut settings) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut engine_images, mut instance_managers) = (Vec::new(), Vec::new());
    let mut backing_images = Vec::new();
    for object in objects {
        reader.times_in(object);
        let kind = object.text_at(&["kind"]).unwrap_or_default();
        let name = object_name(object);
        let api = object.text_at(&["apiVersion"]).unwrap_or_default();
        let skip = |id: &str| skipped(kind, name, Message::new(id));
        if !matches!(object.value, YamlValue::Map(_)) {
            reader.skipped.push(skip("import-skip-not-a-mapping"));
        } else if kind.is_empty() {
            reader.skipped.push(skip("import-skip-no-kind"));
        } else if name.trim().is_empty() {
            reader.skipped.push(skip("import-skip-no-name"));
        } else if !api.starts_with("longhorn.io/") {
            let why =
                Message::new("import-lh-skip-not-longhorn").arg("apiVersion", format!("{api:?}"));
            reader.skipped.push(skipped(kind, name, why));
        } else {
            match kind {
                "Node" => nodes.push(object),
                "Volume" => volumes.push(object),
                "Replica" => replicas.push(object),
                "Setting" => settings.push(object),
                "EngineImage" => engine_images.push(object),
                "InstanceManager" => instance_managers.push(object),
                "BackingImage" => backing_images.push(object),
                _ => reader.skipped.push(skip("import-lh-skip-not-used")),
            }
        }
    }
    let mut scenario = Scenario::default();
    let settings_pasted = settings.len();
    for object in settings {
        reader.setting(object, &mut scenario.settings);
    }
    for object in nodes {
        let node = reader.node(object);
        if reader.node_index.contains_key(&node.name) {
            reader
                .notes
                .push(Subject::object("Node", &node.name).message("import-lh-listed-twice"));
        } else {
            reader
                .node_index
                .insert(node.name.clone(), scenario.nodes.len());
            scenario.nodes.push(node);
        }
    }
    // The objects of `scenario.volumes`, in the same order.
    let mut volume_objects = Vec::new();
    for object in volumes {
        let Some(volume) = reader.volume(object, &scenario) else {
            continue;
        };
        if reader.volume_index.contains_key(&volume.name) {
            reader
                .notes
                .push(Subject::object("Volume", &volume.name).message("import-lh-listed-twice"));
        } else {
            reader
                .volume_index
                .insert(volume.name.clone(), scenario.volumes.len());
            scenario.volumes.push(volume);
            volume_objects.push(object);
        }
    }
    let pasted = (replicas.len(), settings_pasted);
    let (mut orphans, mut orphan_set) = (Vec::new(), HashSet::new());
    for object in replicas {
        if let Some(volume) = reader.replica(object, &mut scenario) {
            if orphan_set.insert(volume.clone()) {
                orphans.push(volume);
            }
        }
    }
    reader.link_clone_sources(&mut scenario);
    let mut image_names = HashSet::new();
    for object in backing_images {
        let image = reader.backing_image(object);
        if !image_names.insert(image.name.clone()) {
            reader.notes.push(
                Subject::object("BackingImage", &image.name).message("import-lh-listed-twice"),
            );
        } else {
            scenario.backing_images.push(image);
        }
    }
    reader.link_backing_images(&volume_objects, &mut scenario);
    for note in scheduling_state::schedulable_notes(&scenario) {
        reader.notes.push(note);
    }
    if let Some(now) = reader.latest {
        scenario.now = now;
        reader.notes.push(
            Message::new("import-lh-now")
                .arg("time", format_rfc3339(now))
                .arg("seconds", now.to_string()),
        );
    }
    let engine_images = reader.kept(
        "EngineImage",
        &engine_images,
        &["spec", "image"],
        Message::new("import-lh-skip-engine-image-no-image"),
    );
    let instance_managers = reader.kept(
        "InstanceManager",
        &instance_managers,
        &["spec", "nodeID"],
        Message::new("import-lh-skip-instance-manager-no-node"),
    );
    // One readiness per node: v1 volumes need their engine image, v2 volumes
    // their node's instance manager.
    match reader.readiness_data_engine(&volume_objects, &scenario) {
        DataEngine::V1 => reader.engine_readiness(&engine_images, &volume_objects, &mut scenario),
        DataEngine::V2 => reader.instance_manager_readiness(&instance_managers, &mut scenario),
    }
    let mut import = Import {
        scenario,
        ..Import::default()
    };
    import.missing = missing::missing_kinds(&import, &reader, pasted.0, &orphans, pasted.1);
    import.recorded = reader.recorded;
    import.skipped = reader.skipped;
    import.notes = reader.notes.texts;
    import.note_messages = reader.notes.messages;
    if let Some(version) = reader.longhorn_version.take() {
        let how = Message::new(release::FROM_SETTING).arg("version", &version);
        take_version(&mut import, &version, how);
    }
    Ok(import)
}
