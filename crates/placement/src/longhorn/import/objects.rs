//! The Longhorn objects the import reads: `Node`, `Volume`, `Replica` and
//! `Setting` (see the [module documentation](super) for the fields).

use super::model::RecordedReplica;
use super::read::{Reader, Subject, condition, object_name, recorded_condition, skipped, word};
use crate::kernel::error::{MAX_VALUE_CHARS, shorten};
use crate::kernel::import_text::why;
use crate::kernel::message::Message;
use crate::kernel::quantity::Bytes;
use crate::kernel::yaml::YamlNode;
use crate::longhorn::input::{
    AntiAffinityOverride, DataEngine, DataLocality, Disk, DiskType, Node, Replica,
    ReplicaAutoBalance, Scenario, Settings, TopologyTerm, Volume,
};

impl Reader {
    pub(super) fn node(&mut self, object: &YamlNode) -> Node {
        let name = object_name(object).to_string();
        let what = Subject::object("Node", &name);
        let label = |key: &str| object.text_at(&["metadata", "labels", key]);
        let zone = object
            .text_at(&["status", "zone"])
            .filter(|z| !z.is_empty())
            .or_else(|| label("topology.kubernetes.io/zone"))
            .unwrap_or_default()
            .to_string();
        let region = object
            .text_at(&["status", "region"])
            .filter(|r| !r.is_empty())
            .or_else(|| label("topology.kubernetes.io/region"))
            .unwrap_or_default()
            .to_string();
        let conditions = object.at_path(&["status", "conditions"]);
        let ready = match condition(conditions, "Ready") {
            Some(c) => c.text_at(&["status"]) == Some("True"),
            None => {
                self.notes
                    .push(what.message("import-lh-no-ready-condition"));
                true
            }
        };
        let cordoned = condition(conditions, "Schedulable")
            .is_some_and(|c| c.text_at(&["status"]) == Some("False"));
        let disk_status = object.at_path(&["status", "diskStatus"]);
        let spec_disks = object.entries_at(&["spec", "disks"]);
        let mut disks: Vec<Disk> = Vec::new();
        for (disk_name, spec) in spec_disks {
            if disk_name.trim().is_empty() {
                self.notes.push(what.message("import-lh-disk-without-name"));
            } else if disks.iter().any(|d| &d.name == disk_name) {
                self.notes.push(
                    what.message("import-lh-disk-twice")
                        .arg("disk", disk_name.as_str()),
                );
            } else {
                disks.push(self.disk(&name, disk_name, spec, disk_status));
            }
        }
        for (disk_name, _) in object.entries_at(&["status", "diskStatus"]) {
            if !spec_disks.iter().any(|(k, _)| k == disk_name) {
                self.notes.push(
                    what.message("import-lh-disk-status-only")
                        .arg("disk", disk_name.as_str()),
                );
            }
        }
        Node {
            tags: self.strings(object, &["spec", "tags"], &what),
            allow_scheduling: self.boolean(object, &["spec", "allowScheduling"], true, &what),
            eviction_requested: self.boolean(object, &["spec", "evictionRequested"], false, &what),
            engine_ready: true,
            name,
            zone,
            region,
            ready,
            cordoned,
            disks,
        }
    }

    /// A disk of node `node` from its `spec.disks` entry and its
    /// `status.diskStatus` entry.
    fn disk(
        &mut self,
        node: &str,
        disk_name: &str,
        spec: &YamlNode,
        disk_status: Option<&YamlNode>,
    ) -> Disk {
        let dw = Subject::Disk {
            node: node.to_string(),
            disk: disk_name.to_string(),
        };
        let st = disk_status.and_then(|s| s.get(disk_name));
        let ready = match st {
            Some(st) => match condition(st.get("conditions"), "Ready") {
                Some(c) => c.text_at(&["status"]) == Some("True"),
                None => true,
            },
            None => {
                self.notes.push(dw.message("import-lh-no-disk-status"));
                false
            }
        };
        let (maximum, available, scheduled) = match st {
            Some(st) => (
                self.bytes(st, &["storageMaximum"], &dw),
                self.bytes(st, &["storageAvailable"], &dw),
                self.bytes(st, &["storageScheduled"], &dw),
            ),
            None => (Bytes(0), Bytes(0), Bytes(0)),
        };
        if let Some(uuid) = st
            .and_then(|s| s.text_at(&["diskUUID"]))
            .filter(|u| !u.is_empty())
        {
            self.disk_uuids
                .insert((node.to_string(), uuid.to_string()), disk_name.to_string());
        }
        let disk_type = self
            .choice::<DiskType>(spec, &["diskType"], &dw)
            .or_else(|| {
                st.and_then(|s| s.text_at(&["type"]))
                    .and_then(|t| word(t).ok())
            })
            .unwrap_or_default();
        let reserved = self.bytes(spec, &["storageReserved"], &dw);
        if reserved.0 > maximum.0 && st.is_some() {
            self.notes.push(
                dw.message("import-lh-reserved-over-maximum")
                    .arg("reserved", reserved.0)
                    .arg("maximum", maximum.0),
            );
        }
        let reserved = Bytes(reserved.0.min(maximum.0));
        Disk {
            name: disk_name.to_string(),
            storage_maximum: maximum,
            storage_available: available,
            storage_reserved: reserved,
            storage_scheduled: scheduled,
            tags: self.strings(spec, &["tags"], &dw),
            allow_scheduling: self.boolean(spec, &["allowScheduling"], true, &dw),
            eviction_requested: self.boolean(spec, &["evictionRequested"], false, &dw),
            ready,
            disk_type,
            filesystem_type: st
                .and_then(|s| s.text_at(&["filesystemType"]))
                .filter(|t| !t.is_empty())
                .map(str::to_string),
            schedulable: super::scheduling_state::recorded_schedulable(st),
            schedulable_reason: super::scheduling_state::recorded_schedulable_reason(st),
        }
    }

    /// The volume of `object`, or `None` (listed as skipped) when it has no
    /// size; a node it is attached to that `scenario` lacks is recorded, not kept.
    pub(super) fn volume(&mut self, object: &YamlNode, scenario: &Scenario) -> Option<Volume> {
        let name = object_name(object).to_string();
        let what = Subject::object("Volume", &name);
        let size = self.bytes(object, &["spec", "size"], &what);
        if size.0 <= 0 {
            self.left_out_volumes.insert(name.clone());
            self.skipped.push(skipped(
                "Volume",
                &name,
                Message::new("import-lh-skip-volume-no-size"),
            ));
            return None;
        }
        let attached = object
            .text_at(&["status", "currentNodeID"])
            .filter(|n| !n.trim().is_empty())
            .map(str::to_string);
        let attached = match attached {
            Some(node) if !self.node_index.contains_key(&node) => {
                self.notes.push(
                    what.message("import-lh-attached-node-not-pasted")
                        .arg("node", &node),
                );
                self.unknown_node(&node);
                self.recorded(&name).attached_node = Some(node);
                None
            }
            attached => attached,
        };
        let mut number_of_replicas = self.int(object, &["spec", "numberOfReplicas"], 3, &what);
        if !(1..=20).contains(&number_of_replicas) {
            self.notes.push(
                what.message("import-lh-replica-count-range")
                    .arg("count", number_of_replicas),
            );
            number_of_replicas = 3;
        }
        let data_locality = self.choice(object, &["spec", "dataLocality"], &what);
        let locality = data_locality.unwrap_or(scenario.settings.default_data_locality);
        if locality == DataLocality::StrictLocal && number_of_replicas != 1 {
            self.notes.push(
                what.message("import-lh-strict-local-count")
                    .arg("count", number_of_replicas),
            );
            number_of_replicas = 1;
        }
        let (clone_mode, data_source) = self.clone_fields(object, &what);
        Some(Volume {
            size,
            clone_mode,
            data_source,
            number_of_replicas,
            actual_size: self.bytes(object, &["status", "actualSize"], &what),
            node_selector: self.strings(object, &["spec", "nodeSelector"], &what),
            disk_selector: self.strings(object, &["spec", "diskSelector"], &what),
            data_locality,
            attached_node: attached,
            replica_soft_anti_affinity: self
                .choice(object, &["spec", "replicaSoftAntiAffinity"], &what)
                .unwrap_or_default(),
            replica_zone_soft_anti_affinity: self
                .choice::<AntiAffinityOverride>(
                    object,
                    &["spec", "replicaZoneSoftAntiAffinity"],
                    &what,
                )
                .unwrap_or_default(),
            replica_disk_soft_anti_affinity: self
                .choice::<AntiAffinityOverride>(
                    object,
                    &["spec", "replicaDiskSoftAntiAffinity"],
                    &what,
                )
                .unwrap_or_default(),
            data_engine: self
                .choice::<DataEngine>(object, &["spec", "dataEngine"], &what)
                .unwrap_or_default(),
            replica_auto_balance: self
                .choice(object, &["spec", "replicaAutoBalance"], &what)
                .unwrap_or_default(),
            offline_rebuilding: self
                .choice(object, &["spec", "offlineRebuilding"], &what)
                .unwrap_or_default(),
            last_degraded_at: self.time(object, &["status", "lastDegradedAt"], &what),
            backing_image: None,
            topology_requirement: self.topology_requirement(object),
            replicas: Vec::new(),
            recorded_scheduled: recorded_condition(object, "Scheduled"),
            name,
        })
    }

    /// `spec.topologyRequirement` (longhorn-manager master): `[{zone, region}]`.
    fn topology_requirement(&mut self, object: &YamlNode) -> Vec<TopologyTerm> {
        object
            .items_at(&["spec", "topologyRequirement"])
            .iter()
            .map(|term| TopologyTerm {
                zone: term.text_at(&["zone"]).unwrap_or_default().to_string(),
                region: term.text_at(&["region"]).unwrap_or_default().to_string(),
            })
            .collect()
    }

    /// Adds the replica of `object` to its volume in `scenario`; one on a
    /// node or disk that was not pasted is recorded instead. Returns the
    /// name of its volume when that volume was not pasted.
    pub(super) fn replica(&mut self, object: &YamlNode, scenario: &mut Scenario) -> Option<String> {
        let name = object_name(object).to_string();
        let what = Subject::object("Replica", &name);
        let volume_name = object.text_at(&["spec", "volumeName"]).unwrap_or_default();
        let Some(&v) = self.volume_index.get(volume_name) else {
            let left_out = self.left_out_volumes.contains(volume_name);
            let message = if left_out {
                Message::new("import-lh-skip-replica-volume-left-out").arg("volume", volume_name)
            } else {
                Message::new("import-lh-skip-replica-volume-not-pasted")
                    .arg("volume", format!("{volume_name:?}"))
            };
            self.skipped.push(skipped("Replica", &name, message));
            return (!left_out && !volume_name.trim().is_empty()).then(|| volume_name.to_string());
        };
        let node = object
            .text_at(&["spec", "nodeID"])
            .filter(|n| !n.trim().is_empty())
            .map(str::to_string);
        let disk_id = object
            .text_at(&["spec", "diskID"])
            .filter(|d| !d.trim().is_empty());
        let failed_at = self.time(object, &["spec", "failedAt"], &what);
        let mut disk = None;
        if let Some(node_name) = &node {
            let known = self.node_index.get(node_name).map(|&n| &scenario.nodes[n]);
            let found = known.and_then(|n| {
                let id = disk_id?;
                let by_uuid = self.disk_uuids.get(&(node_name.clone(), id.to_string()));
                by_uuid
                    .cloned()
                    .or_else(|| n.disks.iter().any(|d| d.name == id).then(|| id.to_string()))
            });
            if found.is_none() {
                let id = disk_id.unwrap_or_default();
                let (why, why_message) = why(match (known, disk_id) {
                    (None, _) => {
                        Message::new("import-lh-recorded-node-not-pasted").arg("node", node_name)
                    }
                    (Some(_), None) => {
                        Message::new("import-lh-recorded-no-disk-id").arg("node", node_name)
                    }
                    (Some(_), Some(_)) => Message::new("import-lh-recorded-unknown-disk")
                        .arg("node", node_name)
                        .arg("disk", id),
                });
                let note = format!("{}-note", why_message.id);
                self.notes.push(
                    why_message.args.iter().fold(
                        Message::new(&note)
                            .arg("replica", &name)
                            .arg("volume", volume_name),
                        |m, (k, v)| m.arg(k, v.clone()),
                    ),
                );
                if known.is_none() {
                    self.unknown_node(node_name);
                }
                self.recorded(volume_name).replicas.push(RecordedReplica {
                    name,
                    node: node_name.clone(),
                    disk_id: id.to_string(),
                    failed_at,
                    why,
                    why_message,
                });
                return None;
            }
            disk = found;
        }
        let mut rebuild_retry_count = self.int(object, &["spec", "rebuildRetryCount"], 0, &what);
        if rebuild_retry_count < 0 {
            self.notes.push(
                what.message("import-lh-rebuild-retry-negative")
                    .arg("count", rebuild_retry_count),
            );
            rebuild_retry_count = 0;
        }
        let replica = Replica {
            node,
            disk,
            failed_at,
            healthy_at: self.time(object, &["spec", "healthyAt"], &what),
            eviction_requested: self.boolean(object, &["spec", "evictionRequested"], false, &what),
            rebuild_retry_count,
            linked_clone_src_replica_name: object
                .text_at(&["spec", "linkedCloneSrcReplicaName"])
                .filter(|s| !s.is_empty())
                .map(str::to_string),
            name,
        };
        if self.replicas_read.insert((v, replica.name.clone())) {
            scenario.volumes[v].replicas.push(replica);
        } else {
            self.notes.push(what.message("import-lh-listed-twice"));
        }
        None
    }

    pub(super) fn setting(&mut self, object: &YamlNode, settings: &mut Settings) {
        let name = object_name(object).to_string();
        let Some(value_node) = object.get("value") else {
            self.notes
                .push(Message::new("import-lh-setting-no-value").arg("name", &name));
            return;
        };
        let raw = value_node
            .scalar_text()
            .unwrap_or_default()
            .trim()
            .to_string();
        // Longhorn ≥ 1.10 writes data-engine specific values as JSON: {"v1":"true","v2":"false"}
        // (the webhook turns a single value into one per engine). The scheduler reads the v1
        // value of every setting but fast-replica-rebuild-enabled, read per engine below.
        // serde_json reads it: its 128-level limit keeps a hostile value from nesting deep.
        let per_engine = raw
            .starts_with('{')
            .then(|| serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&raw).ok())
            .flatten();
        let engine_value = |engine: &str| match &per_engine {
            Some(map) => map.get(engine).map(engine_text),
            None => Some(raw.clone()),
        };
        let value = engine_value("v1").unwrap_or_else(|| raw.clone());
        let shown = shorten(&raw, MAX_VALUE_CHARS);
        // One sentence per expectation (`…-boolean`, `…-percentage`, …), so a translation words each whole.
        let bad = |reader: &mut Reader, expected: &str| {
            let id = format!("import-lh-setting-not-{expected}");
            reader.note(
                value_node,
                Message::new(&id)
                    .arg("name", &name)
                    .arg("value", format!("{shown:?}")),
            );
        };
        let flag = |reader: &mut Reader, slot: &mut bool| match value.to_ascii_lowercase().as_str()
        {
            "true" => *slot = true,
            "false" => *slot = false,
            _ => bad(reader, "boolean"),
        };
        // The ranges Longhorn accepts (the engine refuses others).
        let number = |reader: &mut Reader, slot: &mut i64, max: i64| match value.parse::<i64>() {
            Ok(v) if (0..=max).contains(&v) => *slot = v,
            Ok(_) if max == 100 => bad(reader, "percentage"),
            Ok(_) => bad(reader, "non-negative"),
            Err(_) => bad(reader, "whole-number"),
        };
        match name.as_str() {
            // Before 1.10 the v2 value had its own setting.
            "v2-data-engine-fast-replica-rebuilding" => {
                flag(self, &mut settings.fast_replica_rebuild_enabled.v2)
            }
            "replica-soft-anti-affinity" => flag(self, &mut settings.replica_soft_anti_affinity),
            "replica-zone-soft-anti-affinity" => {
                flag(self, &mut settings.replica_zone_soft_anti_affinity)
            }
            "replica-disk-soft-anti-affinity" => {
                flag(self, &mut settings.replica_disk_soft_anti_affinity)
            }
            "allow-empty-node-selector-volume" => {
                flag(self, &mut settings.allow_empty_node_selector_volume)
            }
            "allow-empty-disk-selector-volume" => {
                flag(self, &mut settings.allow_empty_disk_selector_volume)
            }
            "disable-scheduling-on-cordoned-node" => {
                flag(self, &mut settings.disable_scheduling_on_cordoned_node)
            }
            "allow-volume-creation-with-degraded-availability" => flag(
                self,
                &mut settings.allow_volume_creation_with_degraded_availability,
            ),
            "offline-replica-rebuilding" => flag(self, &mut settings.offline_replica_rebuilding),
            "storage-minimal-available-percentage" => number(
                self,
                &mut settings.storage_minimal_available_percentage,
                100,
            ),
            "storage-over-provisioning-percentage" => number(
                self,
                &mut settings.storage_over_provisioning_percentage,
                i64::MAX,
            ),
            "replica-replenishment-wait-interval" => number(
                self,
                &mut settings.replica_replenishment_wait_interval,
                i64::MAX,
            ),
            "replica-auto-balance-disk-pressure-percentage" => number(
                self,
                &mut settings.replica_auto_balance_disk_pressure_percentage,
                100,
            ),
            "replica-auto-balance" => match word::<ReplicaAutoBalance>(&value) {
                Ok(v) => settings.replica_auto_balance = v,
                Err(_) => bad(self, "auto-balance"),
            },
            "default-data-locality" => match word::<DataLocality>(&value) {
                Ok(v) => settings.default_data_locality = v,
                Err(_) => bad(self, "data-locality"),
            },
            "fast-replica-rebuild-enabled" => {
                let slot = &mut settings.fast_replica_rebuild_enabled;
                for (engine, flag) in [("v1", &mut slot.v1), ("v2", &mut slot.v2)] {
                    match engine_value(engine)
                        .map(|v| v.to_ascii_lowercase())
                        .as_deref()
                    {
                        Some("true") => *flag = true,
                        Some("false") => *flag = false,
                        Some(_) => bad(self, "boolean-per-engine"),
                        None => {}
                    }
                }
            }
            "default-engine-image" => {
                self.default_engine_image = Some(value.clone()).filter(|v| !v.is_empty())
            }
            "current-longhorn-version" => {
                self.longhorn_version = Some(value.clone()).filter(|v| !v.is_empty())
            }
            _ => self.skipped.push(skipped(
                "Setting",
                &name,
                Message::new("import-lh-skip-setting-not-read"),
            )),
        }
    }
}

/// One engine's value of a data-engine specific setting value (`{"v1":"true","v2":"false"}`),
/// as text: a string as it is, anything else as JSON.
fn engine_text(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}
