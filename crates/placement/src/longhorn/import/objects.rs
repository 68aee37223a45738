//! The Longhorn objects the import reads: `Node`, `Volume`, `Replica` and
//! `Setting` (see the [module documentation](super) for the fields).

use super::read::{condition, object_name, word, Reader};
use super::Skipped;
use crate::kernel::quantity::Bytes;
use crate::kernel::error::{shorten, MAX_VALUE_CHARS};
use crate::kernel::yaml::YamlNode;
use crate::longhorn::input::{
    AntiAffinityOverride, DataEngine, DataLocality, Disk, DiskType, Node, Replica,
    ReplicaAutoBalance, Scenario, Settings, TopologyTerm, Volume,
};

impl Reader {
    pub(super) fn node(&mut self, object: &YamlNode) -> Node {
        let name = object_name(object).to_string();
        let what = format!("Node {name}");
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
                    .push(format!("{what}: no Ready condition; taken as ready"));
                true
            }
        };
        let cordoned = condition(conditions, "Schedulable")
            .is_some_and(|c| c.text_at(&["status"]) == Some("False"));
        let disk_status = object.at_path(&["status", "diskStatus"]);
        let spec_disks = object.entries_at(&["spec", "disks"]);
        let mut disks = Vec::new();
        for (disk_name, spec) in spec_disks {
            let dw = format!("{what}, disk {disk_name}");
            let st = disk_status.and_then(|s| s.get(disk_name));
            let ready = match st {
                Some(st) => match condition(st.get("conditions"), "Ready") {
                    Some(c) => c.text_at(&["status"]) == Some("True"),
                    None => true,
                },
                None => {
                    self.notes
                        .push(format!("{dw}: no status.diskStatus entry (not probed yet); taken as not ready, size 0"));
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
                    .insert((name.clone(), uuid.to_string()), disk_name.clone());
            }
            let disk_type = self
                .choice::<DiskType>(spec, &["diskType"], &dw)
                .or_else(|| {
                    st.and_then(|s| s.text_at(&["type"]))
                        .and_then(|t| word(t).ok())
                })
                .unwrap_or_default();
            disks.push(Disk {
                name: disk_name.clone(),
                storage_maximum: maximum,
                storage_available: available,
                storage_reserved: self.bytes(spec, &["storageReserved"], &dw),
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
            });
        }
        for (disk_name, _) in object.entries_at(&["status", "diskStatus"]) {
            if !spec_disks.iter().any(|(k, _)| k == disk_name) {
                self.notes.push(format!(
                    "{what}: status.diskStatus has disk {disk_name}, which spec.disks does not; left out"
                ));
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

    pub(super) fn volume(&mut self, object: &YamlNode) -> Volume {
        let name = object_name(object).to_string();
        let what = format!("Volume {name}");
        let size = self.bytes(object, &["spec", "size"], &what);
        let attached = object
            .text_at(&["status", "currentNodeID"])
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        Volume {
            size,
            number_of_replicas: self.int(object, &["spec", "numberOfReplicas"], 3, &what),
            actual_size: self.bytes(object, &["status", "actualSize"], &what),
            node_selector: self.strings(object, &["spec", "nodeSelector"], &what),
            disk_selector: self.strings(object, &["spec", "diskSelector"], &what),
            data_locality: self.choice(object, &["spec", "dataLocality"], &what),
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
            last_degraded_at: self.time(object, &["status", "lastDegradedAt"], &what),
            backing_image: None,
            topology_requirement: self.topology_requirement(object),
            replicas: Vec::new(),
            name,
        }
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

    pub(super) fn replica(&mut self, object: &YamlNode, scenario: &mut Scenario) {
        let name = object_name(object).to_string();
        let what = format!("Replica {name}");
        let volume_name = object.text_at(&["spec", "volumeName"]).unwrap_or_default();
        let Some(&v) = self.volume_index.get(volume_name) else {
            self.skipped.push(Skipped {
                kind: "Replica".into(),
                name,
                why: format!(
                    "its volume {volume_name:?} (spec.volumeName) is not among the pasted volumes"
                ),
            });
            return;
        };
        let node = object
            .text_at(&["spec", "nodeID"])
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        let disk_id = object
            .text_at(&["spec", "diskID"])
            .filter(|d| !d.is_empty());
        let mut disk = None;
        if let Some(node_name) = &node {
            let Some(n) = self.node_index.get(node_name).map(|&n| &scenario.nodes[n]) else {
                self.notes.push(format!(
                    "{what} (volume {volume_name}): its node {node_name} is not among the pasted nodes; the replica is left out"
                ));
                return;
            };
            match disk_id {
                Some(id) => {
                    if let Some(d) = self.disk_uuids.get(&(node_name.clone(), id.to_string())) {
                        disk = Some(d.clone());
                    } else if n.disks.iter().any(|d| d.name == id) {
                        disk = Some(id.to_string());
                    } else {
                        self.notes.push(format!(
                            "{what} (volume {volume_name}): disk UUID {id} is not a disk of node {node_name} \
                             (no status.diskStatus has that diskUUID); the replica is left out"
                        ));
                        return;
                    }
                }
                None => {
                    self.notes.push(format!(
                        "{what} (volume {volume_name}): on node {node_name} without spec.diskID; the replica is left out"
                    ));
                    return;
                }
            }
        }
        let replica = Replica {
            node,
            disk,
            failed_at: self.time(object, &["spec", "failedAt"], &what),
            healthy_at: self.time(object, &["spec", "healthyAt"], &what),
            eviction_requested: self.boolean(object, &["spec", "evictionRequested"], false, &what),
            rebuild_retry_count: self.int(object, &["spec", "rebuildRetryCount"], 0, &what),
            name,
        };
        if self.replicas_read.insert((v, replica.name.clone())) {
            scenario.volumes[v].replicas.push(replica);
        } else {
            self.notes
                .push(format!("{what}: listed twice; the second copy is left out"));
        }
    }

    pub(super) fn setting(&mut self, object: &YamlNode, settings: &mut Settings) {
        let name = object_name(object).to_string();
        let Some(value_node) = object.get("value") else {
            self.notes
                .push(format!("Setting {name}: no value; the default is kept"));
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
        let bad = |reader: &mut Reader, expected: &str| {
            reader.note(
                value_node,
                &format!("Setting {name}: value {shown:?} is not {expected}; the default is kept"),
            );
        };
        let flag = |reader: &mut Reader, slot: &mut bool| match value.to_ascii_lowercase().as_str()
        {
            "true" => *slot = true,
            "false" => *slot = false,
            _ => bad(reader, "true or false"),
        };
        let number = |reader: &mut Reader, slot: &mut i64| match value.parse::<i64>() {
            Ok(v) => *slot = v,
            Err(_) => bad(reader, "a whole number"),
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
            "storage-minimal-available-percentage" => {
                number(self, &mut settings.storage_minimal_available_percentage)
            }
            "storage-over-provisioning-percentage" => {
                number(self, &mut settings.storage_over_provisioning_percentage)
            }
            "replica-replenishment-wait-interval" => {
                number(self, &mut settings.replica_replenishment_wait_interval)
            }
            "replica-auto-balance-disk-pressure-percentage" => number(
                self,
                &mut settings.replica_auto_balance_disk_pressure_percentage,
            ),
            "replica-auto-balance" => match word::<ReplicaAutoBalance>(&value) {
                Ok(v) => settings.replica_auto_balance = v,
                Err(_) => bad(self, "disabled, least-effort or best-effort"),
            },
            "default-data-locality" => match word::<DataLocality>(&value) {
                Ok(v) => settings.default_data_locality = v,
                Err(_) => bad(self, "disabled, best-effort or strict-local"),
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
                        Some(_) => bad(self, "true or false for each data engine"),
                        None => {}
                    }
                }
            }
            "default-engine-image" => {
                self.default_engine_image = Some(value.clone()).filter(|v| !v.is_empty())
            }
            _ => self.skipped.push(Skipped {
                kind: "Setting".into(),
                name,
                why: "not a setting the replica scheduler reads".into(),
            }),
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
