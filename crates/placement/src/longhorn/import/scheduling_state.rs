//! What the import reads for the states the scheduler needs beyond the plain
//! objects: a volume's backing image (`BackingImage` objects with their node
//! and disk selectors) and each disk's `Schedulable` condition as recorded.

use super::read::{Reader, Subject, condition, object_name};
use crate::kernel::message::Message;
use crate::kernel::yaml::YamlNode;
use crate::longhorn::checks::fits;
use crate::longhorn::input::{BackingImage, Disk, Scenario};

impl Reader {
    /// A `BackingImage`: `spec.nodeSelector` and `spec.diskSelector`.
    pub(super) fn backing_image(&mut self, object: &YamlNode) -> BackingImage {
        let name = object_name(object).to_string();
        let what = Subject::object("BackingImage", &name);
        BackingImage {
            node_selector: self.strings(object, &["spec", "nodeSelector"], &what),
            disk_selector: self.strings(object, &["spec", "diskSelector"], &what),
            name,
        }
    }

    /// A volume's `spec.backingImage` is kept when its `BackingImage` was
    /// pasted; otherwise a note says the image's selectors are not applied.
    pub(super) fn link_backing_images(
        &mut self,
        volume_objects: &[&YamlNode],
        scenario: &mut Scenario,
    ) {
        for (volume, object) in scenario.volumes.iter_mut().zip(volume_objects) {
            let Some(image) = object
                .text_at(&["spec", "backingImage"])
                .filter(|i| !i.is_empty())
            else {
                continue;
            };
            if scenario.backing_images.iter().any(|b| b.name == image) {
                volume.backing_image = Some(image.to_string());
            } else {
                self.notes.push(
                    Message::new("import-lh-backing-image-not-pasted")
                        .arg("volume", &volume.name)
                        .arg("image", image),
                );
            }
        }
    }
}

/// A disk's `Schedulable` condition as `status.diskStatus.<disk>.conditions` records it.
pub(super) fn recorded_schedulable(disk_status: Option<&YamlNode>) -> Option<bool> {
    condition(disk_status?.get("conditions"), "Schedulable")
        .and_then(|c| c.text_at(&["status"]))
        .map(|status| status == "True")
}

/// The reason of a disk's recorded `Schedulable=False` condition
/// (`DiskPressure`, `DiskNotReady`, …); `None` when `True` or not recorded.
pub(super) fn recorded_schedulable_reason(disk_status: Option<&YamlNode>) -> Option<String> {
    let schedulable = condition(disk_status?.get("conditions"), "Schedulable")?;
    (schedulable.text_at(&["status"]) != Some("True"))
        .then(|| {
            schedulable
                .text_at(&["reason"])
                .unwrap_or_default()
                .to_string()
        })
        .filter(|reason| !reason.is_empty())
}

/// A note for every disk whose recorded `Schedulable` condition disagrees with
/// `Ready` and `Fits(0, 0)` on its numbers and the pasted settings (the
/// condition is taken as recorded: the node controller may not have caught up).
pub(super) fn schedulable_notes(scenario: &Scenario) -> Vec<Message> {
    let mut notes = Vec::new();
    for node in &scenario.nodes {
        for disk in &node.disks {
            let Some(recorded) = disk.schedulable else {
                continue;
            };
            let derived = derived_schedulable(disk, scenario);
            if derived != recorded {
                notes.push(
                    Message::new("import-lh-schedulable-disagrees")
                        .arg("node", &node.name)
                        .arg("disk", &disk.name)
                        .arg("recorded", if recorded { "True" } else { "False" })
                        .arg("derived", if derived { "True" } else { "False" }),
                );
            }
        }
    }
    notes
}

fn derived_schedulable(disk: &Disk, scenario: &Scenario) -> bool {
    disk.ready && fits(disk, disk.storage_scheduled.0, 0, 0, 0, &scenario.settings).fits
}
