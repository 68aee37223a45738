//! The drawing to the engine's [`Scenario`] and back: field errors keyed by
//! the engine's paths, and byte amounts drawn so they read back exactly.

use super::*;

/// Bytes as an amount that reads back to exactly the same bytes, in the unit a person reads
/// them in (a support bundle's sizes: issue 39).
pub fn exact_amount(bytes: i64) -> Amount {
    crate::text::units::best_amount(bytes)
}

impl Draft {
    /// Turns the drawing into engine input, or every field's error at once.
    pub fn parse(&self) -> Result<Scenario, FieldErrors> {
        let mut errors = FieldErrors::new();
        let amount =
            |errors: &mut FieldErrors, key: String, a: &Amount| match parse_amount(&a.text, a.unit)
            {
                Ok(v) => v,
                Err(message) => {
                    errors.insert(key, message);
                    0
                }
            };
        let int = |errors: &mut FieldErrors, key: String, text: &str| match parse_int(text) {
            Ok(v) => v,
            Err(message) => {
                errors.insert(key, message);
                0
            }
        };
        let settings = self.settings.parse(&mut errors);
        for (k, zone) in self.zones.iter().enumerate() {
            let name = zone.name.trim();
            if name.is_empty() {
                errors.insert(format!("zones[{k}].name"), crate::text::messages::text("lh-error-not-empty", &[]));
            } else if self.zones[..k].iter().any(|z| z.name.trim() == name) {
                errors.insert(
                    format!("zones[{k}].name"),
                    crate::text::messages::text("lh-error-duplicate-zone", &[("name", &format!("{name:?}"))]),
                );
            }
        }
        let nodes = self
            .nodes
            .iter()
            .enumerate()
            .map(|(i, node)| Node {
                name: node.name.trim().to_string(),
                zone: self.zone_name(node.zone),
                region: String::new(),
                tags: split_tags(&node.tags),
                ready: node.ready,
                cordoned: node.cordoned,
                allow_scheduling: node.allow_scheduling,
                eviction_requested: node.eviction_requested,
                engine_ready: node.engine_ready,
                disks: node
                    .disks
                    .iter()
                    .enumerate()
                    .map(|(j, disk)| {
                        let p = format!("nodes[{i}].disks[{j}]");
                        Disk {
                            name: disk.name.trim().to_string(),
                            storage_maximum: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageMaximum"),
                                &disk.maximum,
                            )),
                            storage_available: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageAvailable"),
                                &disk.available,
                            )),
                            storage_reserved: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageReserved"),
                                &disk.reserved,
                            )),
                            storage_scheduled: Bytes(amount(
                                &mut errors,
                                format!("{p}.storageScheduled"),
                                &disk.scheduled,
                            )),
                            tags: split_tags(&disk.tags),
                            allow_scheduling: disk.allow_scheduling,
                            eviction_requested: disk.eviction_requested,
                            ready: disk.ready,
                            disk_type: disk.disk_type,
                            filesystem_type: disk.filesystem_type.clone(),
                            schedulable: disk.schedulable,
                            schedulable_reason: disk.schedulable_reason.clone(),
                        }
                    })
                    .collect(),
            })
            .collect();
        let volumes = self
            .volumes
            .iter()
            .enumerate()
            .map(|(k, v)| {
                let p = format!("volumes[{k}]");
                let size = amount(&mut errors, format!("{p}.size"), &v.size);
                if size == 0 && !errors.contains_key(&format!("{p}.size")) {
                    errors.insert(format!("{p}.size"), crate::text::messages::text("lh-error-greater-than-zero", &[]));
                }
                let count = int(&mut errors, format!("{p}.numberOfReplicas"), &v.replicas);
                let attached = v.attached_node.trim();
                let image = v.backing_image.trim();
                Volume {
                    name: v.name.trim().to_string(),
                    size: Bytes(size),
                    number_of_replicas: count,
                    actual_size: Bytes(amount(&mut errors, format!("{p}.actualSize"), &v.actual)),
                    node_selector: split_tags(&v.node_selector),
                    disk_selector: split_tags(&v.disk_selector),
                    data_locality: v.data_locality,
                    attached_node: (!attached.is_empty()).then(|| attached.to_string()),
                    replica_soft_anti_affinity: v.node_soft,
                    replica_zone_soft_anti_affinity: v.zone_soft,
                    replica_disk_soft_anti_affinity: v.disk_soft,
                    data_engine: v.data_engine,
                    backing_image: (!image.is_empty()).then(|| image.to_string()),
                    topology_requirement: parse_topology(&v.topology),
                    clone_mode: v.clone_mode,
                    data_source: (!v.data_source.trim().is_empty())
                        .then(|| v.data_source.trim().to_string()),
                    replica_auto_balance: v.replica_auto_balance,
                    offline_rebuilding: v.offline_rebuilding,
                    recorded_scheduled: v.recorded_scheduled.clone(),
                    last_degraded_at: (!v.last_degraded_at.is_empty()).then(|| {
                        int(
                            &mut errors,
                            format!("{p}.lastDegradedAt"),
                            &v.last_degraded_at.0,
                        )
                    }),
                    replicas: v
                        .existing
                        .iter()
                        .enumerate()
                        .map(|(r, rep)| {
                            let node = rep.node.trim();
                            let disk = rep.disk.trim();
                            Replica {
                                name: rep.name.trim().to_string(),
                                node: (!node.is_empty()).then(|| node.to_string()),
                                disk: (!disk.is_empty()).then(|| disk.to_string()),
                                failed_at: rep.failed.then(|| {
                                    int(
                                        &mut errors,
                                        format!("{p}.replicas[{r}].failedAt"),
                                        &rep.failed_at,
                                    )
                                }),
                                healthy_at: rep.healthy_at,
                                eviction_requested: rep.evicting,
                                linked_clone_src_replica_name: rep.linked_src.clone(),
                                rebuild_retry_count: if rep.retries.is_empty() {
                                    0
                                } else {
                                    int(
                                        &mut errors,
                                        format!("{p}.replicas[{r}].rebuildRetryCount"),
                                        &rep.retries.0,
                                    )
                                },
                            }
                        })
                        .collect(),
                }
            })
            .collect();
        let now = int(&mut errors, "now".into(), &self.now);
        let backing_images = self
            .backing_images
            .iter()
            .map(|b| BackingImage {
                name: b.name.trim().to_string(),
                node_selector: split_tags(&b.node_selector),
                disk_selector: split_tags(&b.disk_selector),
            })
            .collect();
        if errors.is_empty() {
            Ok(Scenario {
                settings,
                nodes,
                volumes,
                algorithm: self.algorithm,
                now,
                backing_images,
                longhorn_version: self.longhorn_version,
            })
        } else {
            Err(errors)
        }
    }

    /// The drawing of a whole scenario (an import from kubectl): zones from
    /// the nodes' zone names in order of appearance, byte fields exactly, in
    /// GiB or MiB. Regions are not drawn.
    pub fn from_scenario(scenario: &Scenario) -> Draft {
        let mut d = Draft::empty("");
        d.settings = DraftSettings::from(&scenario.settings);
        d.algorithm = scenario.algorithm;
        d.longhorn_version = scenario.longhorn_version;
        d.now = scenario.now.to_string();
        for node in &scenario.nodes {
            let zone = (!node.zone.is_empty()).then(|| {
                match d.zones.iter().find(|z| z.name == node.zone) {
                    Some(z) => z.id,
                    None => {
                        let id = d.take_id();
                        d.zones.push(DraftZone {
                            id,
                            name: node.zone.clone(),
                        });
                        id
                    }
                }
            });
            let disks = node
                .disks
                .iter()
                .map(|disk| DraftDisk {
                    id: d.take_id(),
                    name: disk.name.clone(),
                    maximum: exact_amount(disk.storage_maximum.0),
                    available: exact_amount(disk.storage_available.0),
                    reserved: exact_amount(disk.storage_reserved.0),
                    scheduled: exact_amount(disk.storage_scheduled.0),
                    tags: disk.tags.join(", "),
                    allow_scheduling: disk.allow_scheduling,
                    eviction_requested: disk.eviction_requested,
                    ready: disk.ready,
                    disk_type: disk.disk_type,
                    filesystem_type: disk.filesystem_type.clone(),
                    schedulable: disk.schedulable,
                    schedulable_reason: disk.schedulable_reason.clone(),
                })
                .collect();
            let id = d.take_id();
            d.nodes.push(DraftNode {
                id,
                name: node.name.clone(),
                zone,
                tags: node.tags.join(", "),
                ready: node.ready,
                cordoned: node.cordoned,
                allow_scheduling: node.allow_scheduling,
                eviction_requested: node.eviction_requested,
                engine_ready: node.engine_ready,
                disks,
            });
        }
        for v in &scenario.volumes {
            let existing = v
                .replicas
                .iter()
                .map(|r| DraftReplica {
                    id: d.take_id(),
                    name: r.name.clone(),
                    node: r.node.clone().unwrap_or_default(),
                    disk: r.disk.clone().unwrap_or_default(),
                    failed: r.failed_at.is_some(),
                    failed_at: r.failed_at.unwrap_or(scenario.now).to_string(),
                    evicting: r.eviction_requested,
                    retries: IntText::of(r.rebuild_retry_count),
                    healthy_at: r.healthy_at,
                    linked_src: r.linked_clone_src_replica_name.clone(),
                })
                .collect();
            let id = d.take_id();
            d.volumes.push(DraftVolume {
                id,
                name: v.name.clone(),
                size: exact_amount(v.size.0),
                actual: exact_amount(v.actual_size.0),
                replicas: v.number_of_replicas.to_string(),
                node_selector: v.node_selector.join(", "),
                disk_selector: v.disk_selector.join(", "),
                data_locality: v.data_locality,
                attached_node: v.attached_node.clone().unwrap_or_default(),
                node_soft: v.replica_soft_anti_affinity,
                zone_soft: v.replica_zone_soft_anti_affinity,
                disk_soft: v.replica_disk_soft_anti_affinity,
                data_engine: v.data_engine,
                existing,
                last_degraded_at: v.last_degraded_at.map(IntText::of).unwrap_or_default(),
                backing_image: v.backing_image.clone().unwrap_or_default(),
                topology: topology_text(&v.topology_requirement),
                clone_mode: v.clone_mode,
                data_source: v.data_source.clone().unwrap_or_default(),
                replica_auto_balance: v.replica_auto_balance,
                offline_rebuilding: v.offline_rebuilding,
                recorded_scheduled: v.recorded_scheduled.clone(),
            });
        }
        for b in &scenario.backing_images {
            let id = d.take_id();
            d.backing_images.push(DraftBackingImage {
                id,
                name: b.name.clone(),
                node_selector: b.node_selector.join(", "),
                disk_selector: b.disk_selector.join(", "),
            });
        }
        d
    }

    /// Parses and schedules; names, references and ranges the draft does not
    /// check are checked by the engine, whose error path is the field key.
    /// The result is a summary: the "why" panel asks the engine for the full
    /// explanation of the one volume it shows.
    pub fn evaluate(&self) -> Result<(Scenario, ScheduleResult), FieldErrors> {
        let scenario = self.parse()?;
        let summary = ScheduleOptions {
            explain: Some(Explain::Summary),
        };
        match schedule_replicas_with(&scenario, &summary) {
            Ok(result) => Ok((scenario, result)),
            Err(e) => Err(FieldErrors::from([(
                e.path,
                format!("{} (got {:?})", e.message, e.value),
            )])),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use placement::longhorn::import_kubectl;

    #[test]
    fn exact_amounts_read_back_to_the_same_bytes() {
        for bytes in [
            0,
            1,
            1 << 20,
            10 << 30,
            3 << 29,
            105_089_261_568,
            31_526_778_470,
            90_194_313_216,
            1 << 40,
        ] {
            let a = exact_amount(bytes);
            assert_eq!(parse_amount(&a.text, a.unit), Ok(bytes), "{a:?}");
        }
        assert_eq!(exact_amount(10 << 30), Amount::gib("10"));
        assert_eq!(exact_amount(3 << 29), Amount::gib("1.5"));
        assert_eq!(exact_amount(100 << 20).unit, Unit::MiB);
        assert_eq!(exact_amount(105_089_261_568).unit, Unit::GiB, "a disk's size in GiB, however odd");
    }

    #[test]
    fn an_imported_scenario_draws_and_parses_back_the_same() {
        let text = include_str!("../../../../../placement/tests/fixtures/longhorn-list.yaml");
        let mut scenario = import_kubectl(text).unwrap().scenario;
        let draft = Draft::from_scenario(&scenario);
        let zones: Vec<&str> = draft.zones.iter().map(|z| z.name.as_str()).collect();
        assert_eq!(zones, ["zone-a", "zone-b", "zone-c"]);
        // Regions are not drawn.
        scenario.nodes.iter_mut().for_each(|n| n.region.clear());
        assert_eq!(draft.parse(), Ok(scenario));
        let (_, result) = draft.evaluate().unwrap();
        assert_eq!(result.volumes[0].condition.status, "True");
    }

    #[test]
    fn retries_and_degraded_time_are_edited_as_text_and_stored_as_numbers() {
        let mut draft = Draft::empty("");
        let node = draft.add_node(None);
        draft.nodes[node].name = "n1".into();
        let volume = draft.add_volume();
        draft.add_replica(volume);
        let rep = &mut draft.volumes[volume].existing[0];
        rep.failed = true;
        rep.failed_at = "100".into();
        rep.retries = IntText("5".into());
        draft.volumes[volume].last_degraded_at = IntText("90".into());
        let scenario = draft.parse().unwrap();
        assert_eq!(scenario.volumes[0].replicas[0].rebuild_retry_count, 5);
        assert_eq!(scenario.volumes[0].last_degraded_at, Some(90));
        // Stored as numbers, as before they were editable; read back equal.
        let json = serde_json::to_value(&draft.volumes[volume]).unwrap();
        assert_eq!(json["last_degraded_at"], 90);
        assert_eq!(json["existing"][0]["retries"], 5);
        let back: DraftVolume = serde_json::from_value(json).unwrap();
        assert_eq!(back, draft.volumes[volume]);

        // Half-typed text is kept (and stored) with its field's error.
        draft.volumes[volume].existing[0].retries = IntText("x".into());
        draft.volumes[volume].last_degraded_at = IntText("1.5".into());
        let errors = draft.parse().unwrap_err();
        assert_eq!(
            errors["volumes[0].replicas[0].rebuildRetryCount"],
            "not a number: \"x\""
        );
        assert_eq!(
            errors["volumes[0].lastDegradedAt"],
            "must be a whole number (got 1.5)"
        );
        let json = serde_json::to_value(&draft.volumes[volume]).unwrap();
        assert_eq!(json["existing"][0]["retries"], "x");
        // Empty: no retries, and degraded since the earliest failure.
        draft.volumes[volume].existing[0].retries = IntText::default();
        draft.volumes[volume].last_degraded_at = IntText::default();
        let scenario = draft.parse().unwrap();
        assert_eq!(scenario.volumes[0].replicas[0].rebuild_retry_count, 0);
        assert_eq!(scenario.volumes[0].last_degraded_at, None);
        let json = serde_json::to_value(&draft.volumes[volume]).unwrap();
        assert!(json.get("last_degraded_at").is_none());
        // A negative count is the engine's to refuse, at the same field.
        draft.volumes[volume].existing[0].retries = IntText("-1".into());
        let errors = draft.evaluate().unwrap_err();
        assert!(
            errors.contains_key("volumes[0].replicas[0].rebuildRetryCount"),
            "{errors:?}"
        );
    }
}
