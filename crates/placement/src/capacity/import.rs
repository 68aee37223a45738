//! From what `kubectl get nodes,storageclasses,csidrivers,csistoragecapacities,pvc,pv,pods -A -o yaml`
//! prints to the capacity engine's own input: [`ClusterObjects`](crate::capacity::ClusterObjects) and the pods.
//!
//! The text may be a `kind: List` (what `kubectl get` prints), several `---`
//! documents, a single object, or the same as JSON (`-o json`; JSON is YAML).
//! Each object of a kind the VolumeBinding plugin reads is read with the
//! engine's own types ([`objects`](super::objects)), so every field they know
//! is taken as the API server wrote it:
//!
//! - `Node` (`v1`): name and labels (the topology);
//! - `StorageClass` (`storage.k8s.io`): provisioner, `volumeBindingMode`, `allowedTopologies`;
//! - `CSIDriver`: `spec.storageCapacity`;
//! - `CSIStorageCapacity`: `storageClassName`, `nodeTopology`, `capacity`, `maximumVolumeSize`;
//! - `PersistentVolumeClaim`: class, `resources.requests.storage`, `volumeName`, access
//!   modes, volume mode, selector, the binding annotations, `status.phase`;
//! - `PersistentVolume`: `capacity.storage`, class, `nodeAffinity`, `claimRef`, access
//!   modes, volume mode, `status.phase`;
//! - `Pod`: its PVC, generic ephemeral and CSI inline volumes; `status.phase` and
//!   `spec.nodeName` are kept beside it ([`ImportedPod`]).
//!
//! What comes back besides the objects:
//!
//! - [`CapacityImport::read`]: each object used, with a one-line summary of what was read;
//! - [`CapacityImport::skipped`]: every object **not** used, with the reason (other
//!   kinds such as `Deployment`; a `Node` of another API group; a CSIStorageCapacity for
//!   a class that is not in the paste, which no claim can use);
//! - [`CapacityImport::notes`]: fields that are set but not modelled (one note per
//!   kind and field, with how many objects set it) and references that lead nowhere
//!   but that the scheduler itself handles (a pod's claim that is missing, a bound
//!   claim's missing volume, an unbound claim whose StorageClass is missing — kept, and
//!   unbound immediate as the scheduler takes it —, a PV whose `claimRef` names a claim that is missing — kept,
//!   as the scheduler keeps it, and never matched to another claim —, a class whose
//!   driver has no CSIDriver object, a pod's node that is missing);
//! - [`CapacityImport::missing`]: the kinds the decisions need that the paste lacks
//!   (no nodes, the classes of unbound claims, claims, volumes, pods),
//!   each with why and the `kubectl get …` that prints them.
//!
//! What comes back is always valid input for [`filter_nodes`](super::filter_nodes)
//! with each pod ([`CapacityImport::filter_input`]).
//!
//! `metadata` bookkeeping (`uid`, `resourceVersion`, `managedFields`, …) and `status`
//! blocks other than the phases are ignored without a note.
//!
//! Errors are [`InputError`]s. A text that is not YAML has the path `line L, column C`.
//! A missing or bad field has the path of the field in the text — `items[3]` in a
//! `List`, `documents[1]` among several documents (both counted from 0), nothing
//! before the field for a single object — and a message naming the object and its
//! line: a CSIStorageCapacity without `storageClassName`, a claim without a storage
//! request, a PV without `capacity.storage`, a StorageClass without a provisioner,
//! an object without a name, a quantity that is not one, and the same object twice.
//! Texts over [`MAX_IMPORT_BYTES`]
//! are refused with the limit. Nothing here panics.
//!
//! ```
//! use placement::capacity::import::import_kubectl;
//! let text = "
//! apiVersion: v1
//! kind: List
//! items:
//! - apiVersion: v1
//!   kind: Node
//!   metadata:
//!     name: n1
//!     labels:
//!       topology.kubernetes.io/zone: a
//! - apiVersion: apps/v1
//!   kind: Deployment
//!   metadata:
//!     name: web
//! ";
//! let import = import_kubectl(text).unwrap();
//! assert_eq!(import.cluster.nodes[0].metadata.labels["topology.kubernetes.io/zone"], "a");
//! assert_eq!(import.skipped[0].kind, "Deployment");
//!
//! let err = import_kubectl("apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec: {}\n").unwrap_err();
//! assert_eq!(err.path, "spec.resources.requests.storage");
//! ```

use crate::kernel::message::Message;
use std::collections::{HashMap, HashSet};

use super::objects::NO_PROVISIONER;
use super::validate::{validate_cluster, validate_pod};
use crate::InputError;
use crate::kernel::import_text::english;

mod fields;
mod missing;
mod model;
mod read;
mod source;
mod summary;

pub use model::{
    CapacityImport, ImportedPod, ReadObject, SkippedObject, ThroughText, ThroughValue, TypeReader,
};
pub use source::MAX_IMPORT_BYTES;

use read::{Kind, Object};

/// Reads `kubectl get … -o yaml` (or `-o json`) output into the capacity engine's input.
/// See the [module documentation](self) for what is read, skipped, noted and refused.
pub fn import_kubectl(text: &str) -> Result<CapacityImport, InputError> {
    import_kubectl_with::<ThroughText>(text)
}

/// [`import_kubectl`] with the given [`TypeReader`].
///
/// ```
/// use placement::capacity::import::{import_kubectl, import_kubectl_with, ThroughValue};
/// let text = "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n";
/// assert_eq!(import_kubectl_with::<ThroughValue>(text).unwrap(), import_kubectl(text).unwrap());
/// ```
pub fn import_kubectl_with<R: TypeReader>(text: &str) -> Result<CapacityImport, InputError> {
    let documents = source::parse(text)?;
    let sources = source::objects(&documents)?;
    let mut import = CapacityImport::default();
    let mut objects: Vec<Object> = Vec::new();
    for source in &sources {
        match read::classify(source) {
            Ok(kind) => objects.push(read::read::<R>(source, kind)?),
            Err(skipped) => import.skipped.push(skipped),
        }
    }
    check_duplicates(&objects)?;
    let mut notes = fields::Notes::default();
    for object in &objects {
        notes.object(object);
    }
    let classes = missing::claims_without_class(&objects, &mut import);
    let kept = leave_out_dangling(objects, &mut import);
    for note in notes_on_references(&kept, &import.skipped)
        .into_iter()
        .chain(notes.finish())
    {
        import.note(note);
    }
    assemble(&kept, &mut import);
    validate(&kept, &import)?;
    let mut notes_said = Vec::new();
    let node_names: HashSet<&str> = import
        .cluster
        .nodes
        .iter()
        .map(|n| n.metadata.name.as_str())
        .collect();
    for pod in &import.pods {
        let Some(node) = &pod.node_name else { continue };
        if !node_names.contains(node.as_str()) {
            let note = Message::new("import-cap-pod-node-not-pasted")
                .arg(
                    "pod",
                    format!("{}/{}", pod.pod.metadata.namespace(), pod.pod.metadata.name),
                )
                .arg("node", node);
            notes_said.push(note);
        }
    }
    for note in notes_said {
        import.note(note);
    }
    import.missing = missing::missing_kinds(&kept, &import, &classes);
    Ok(import)
}

/// The same object (kind, namespace, name) twice is an error.
fn check_duplicates(objects: &[Object]) -> Result<(), InputError> {
    let mut seen: HashMap<(Kind, String), &Object> = HashMap::new();
    for object in objects {
        if let Some(first) = seen.insert((object.kind, object.name.clone()), object) {
            return Err(object.error(
                "metadata.name",
                &object.name,
                if first.source.is_empty() {
                    Message::new("error-import-listed-twice-top").arg("line", first.line)
                } else {
                    Message::new("error-import-listed-twice")
                        .arg("source", &first.source)
                        .arg("line", first.line)
                },
            ));
        }
    }
    Ok(())
}

/// Leaves out CSIStorageCapacity objects of classes that are not in the paste
/// (listed as skipped: no claim can use them).
fn leave_out_dangling<'a>(
    objects: Vec<Object<'a>>,
    import: &mut CapacityImport,
) -> Vec<Object<'a>> {
    let classes: HashSet<String> = objects
        .iter()
        .filter_map(|o| o.storage_class().map(|c| c.metadata.name.clone()))
        .collect();
    let mut kept = Vec::new();
    for object in objects {
        let why = if let Some(cap) = object.capacity() {
            (!classes.contains(&cap.storage_class_name)).then(|| {
                Message::new("import-cap-skip-capacity-class")
                    .arg("class", format!("{:?}", cap.storage_class_name))
            })
        } else {
            None
        };
        match why {
            Some(why) => {
                import
                    .skipped
                    .push(SkippedObject::new(object.kind.name(), &object.name, why))
            }
            None => kept.push(object),
        }
    }
    kept
}

/// Notes for references the scheduler handles itself.
fn notes_on_references(objects: &[Object], skipped: &[SkippedObject]) -> Vec<Message> {
    let mut notes = Vec::new();
    // Every (kind, name) once, so that each reference is checked in constant time.
    let names: HashSet<(Kind, &str)> = objects.iter().map(|o| (o.kind, o.name.as_str())).collect();
    let named = |kind: Kind, name: &str| names.contains(&(kind, name));
    // Each pasted claim's UID, for the claimRefs that name a claim by its UID.
    let claim_uids: std::collections::HashMap<&str, &str> = objects
        .iter()
        .filter_map(|o| {
            Some((
                o.name.as_str(),
                o.claim()?.metadata.uid.as_deref().unwrap_or(""),
            ))
        })
        .collect();
    let skipped_claims: HashSet<&str> = skipped
        .iter()
        .filter(|s| s.kind == "PersistentVolumeClaim")
        .map(|s| s.name.as_str())
        .collect();
    for object in objects {
        if let Some(class) = object.storage_class() {
            let p = class.provisioner.as_str();
            if p != NO_PROVISIONER && !named(Kind::CsiDriver, p) {
                notes.push(
                    Message::new("import-cap-class-driver-not-pasted")
                        .arg("name", &object.name)
                        .arg("driver", format!("{p:?}")),
                );
            }
        }
        if let Some(claim) = object.claim() {
            let pv = claim.volume_name();
            if claim.is_fully_bound() && !named(Kind::PersistentVolume, pv) {
                notes.push(
                    Message::new("import-cap-claim-volume-not-pasted")
                        .arg("name", &object.name)
                        .arg("volume", format!("{pv:?}")),
                );
            }
        }
        if let Some(pv) = object.volume() {
            notes.extend(super::filter::match_fields_messages(pv));
        }
        if let Some(reference) = object.volume().and_then(|pv| pv.spec.claim_ref.as_ref()) {
            let key = format!("{}/{}", claim_ref_namespace(reference), reference.name);
            let wanted = reference.uid.as_deref().unwrap_or("");
            match claim_uids.get(key.as_str()) {
                None => notes.push(dangling_claim_ref_note(&object.name, &key, object.volume())),
                Some(uid) if !wanted.is_empty() && wanted != *uid => notes.push(
                    Message::new("import-cap-volume-claim-ref-other-uid")
                        .arg("name", &object.name)
                        .arg("claim", &key)
                        .arg("uid", wanted)
                        .arg("claimUid", *uid),
                ),
                Some(_) => {}
            }
        }
        if let Some(pod) = object.pod() {
            let ns = pod.metadata.namespace();
            for volume in &pod.spec.volumes {
                let claim = if let Some(source) = &volume.persistent_volume_claim {
                    source.claim_name.clone()
                } else if volume.ephemeral.is_some() {
                    super::objects::ephemeral_claim_name(&pod.metadata.name, &volume.name)
                } else {
                    continue;
                };
                let key = format!("{ns}/{claim}");
                if skipped_claims.contains(key.as_str()) {
                    notes.push(
                        Message::new("import-cap-pod-claim-left-out")
                            .arg("pod", &object.name)
                            .arg("volume", format!("{:?}", volume.name))
                            .arg("claim", &key),
                    );
                } else if !named(Kind::PersistentVolumeClaim, &key) {
                    notes.push(
                        Message::new("import-cap-pod-claim-not-pasted")
                            .arg("pod", &object.name)
                            .arg("volume", format!("{:?}", volume.name))
                            .arg("claim", &key),
                    );
                }
            }
        }
    }
    notes
}

/// The namespace of a `claimRef` as written: `IsVolumeBoundToClaim` compares it
/// exactly, so an absent one names no pasted claim.
fn claim_ref_namespace(reference: &super::objects::ClaimRef) -> &str {
    reference.namespace.as_deref().unwrap_or("")
}

/// The note for a PV whose `claimRef` names a claim that was not pasted: kept, never matched.
fn dangling_claim_ref_note(
    name: &str,
    claim: &str,
    volume: Option<&super::objects::PersistentVolume>,
) -> Message {
    let phase = volume
        .and_then(|pv| pv.status.phase.as_deref())
        .unwrap_or("Available");
    Message::new("import-cap-volume-claim-ref-not-pasted")
        .arg("name", name)
        .arg("claim", claim)
        .arg("phase", phase)
}

/// Puts the objects in their places and writes what was read.
fn assemble(objects: &[Object], import: &mut CapacityImport) {
    for object in objects {
        let summary = object.summary();
        import.read.push(ReadObject {
            kind: object.kind.name().into(),
            name: object.name.clone(),
            summary: english(&summary),
            summary_message: summary,
        });
        object
            .clone()
            .into_place(&mut import.cluster, &mut import.pods);
    }
}

/// Runs the engine's own checks; an error is mapped back to the object's place in the text.
fn validate(objects: &[Object], import: &CapacityImport) -> Result<(), InputError> {
    if let Err(e) = validate_cluster(&import.cluster) {
        let (collection, rest) = e.path.split_once('[').unwrap_or((e.path.as_str(), ""));
        let (index, field) = rest.split_once(']').unwrap_or(("", ""));
        let kind = Kind::of_collection(collection);
        let object = index
            .parse::<usize>()
            .ok()
            .and_then(|i| objects.iter().filter(|o| Some(o.kind) == kind).nth(i));
        return Err(match object {
            Some(o) => o.error(field.trim_start_matches('.'), &e.value, e.problem),
            None => e,
        });
    }
    for (object, pod) in objects
        .iter()
        .filter(|o| o.pod().is_some())
        .zip(&import.pods)
    {
        validate_pod(&pod.pod).map_err(|e| object.error(&e.path, &e.value, e.problem))?;
    }
    Ok(())
}
