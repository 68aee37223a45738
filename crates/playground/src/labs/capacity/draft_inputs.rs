//! The capacity draft's pieces as the engine's values: its nodes, classes, drivers, pod and
//! workload, each read with its field errors.

use super::*;

/// A claim spec asking `size` bytes of `class`.
fn claim_spec(class: &str, size: i64) -> PvcSpec {
    PvcSpec {
        storage_class_name: Some(class.into()),
        resources: StorageResources {
            requests: StorageQuantity {
                storage: Some(Bytes(size)),
            },
        },
        ..PvcSpec::default()
    }
}

/// A generic ephemeral volume with this claim template spec.
fn ephemeral_volume(name: &str, spec: PvcSpec) -> Volume {
    Volume {
        name: name.into(),
        ephemeral: Some(EphemeralVolumeSource {
            volume_claim_template: ClaimTemplate { spec },
        }),
        ..Volume::default()
    }
}

/// What the draft says of an already provisioned claim's PersistentVolume: its claimRef's UID
/// (empty: none) and its phase.
pub(super) struct ProvisionedPv<'a> {
    pub(super) claim_uid: &'a str,
    pub(super) phase: &'a str,
}

/// The PersistentVolume of an already provisioned claim, reachable from the `on` nodes, its
/// claimRef naming the claim (with `pv.claim_uid` when one is given).
fn provisioned_volume(name: String, claim: &str, class: &str, size: i64, on: Vec<String>, pv: &ProvisionedPv) -> PersistentVolume {
    let reachable_from = NodeSelectorRequirement {
        key: HOSTNAME.into(),
        operator: NodeSelectorOperator::In,
        values: on,
    };
    PersistentVolume {
        metadata: ObjectMeta::named(name),
        spec: PvSpec {
            capacity: StorageQuantity {
                storage: Some(Bytes(size)),
            },
            storage_class_name: Some(class.into()),
            node_affinity: Some(VolumeNodeAffinity {
                required: Some(NodeSelector {
                    node_selector_terms: vec![NodeSelectorTerm {
                        match_expressions: vec![reachable_from],
                        match_fields: Vec::new(),
                    }],
                }),
            }),
            claim_ref: Some(ClaimRef {
                name: claim.into(),
                namespace: Some("default".into()),
                uid: (!pv.claim_uid.is_empty()).then(|| pv.claim_uid.into()),
            }),
            ..PvSpec::default()
        },
        status: PhaseStatus {
            phase: Some(pv.phase.into()),
        },
    }
}

/// The provisioned PV's phase as typed (empty: `Bound`), an error on `pod.volumes[v].pvPhase`
/// when it is not a PersistentVolume phase; and its claimRef UID. The claim is bound to the PV
/// (`volumeName`, bind-completed) only when the PV is `Bound` and names the claim
/// (`IsVolumeBoundToClaim`); otherwise the PV is pre-bound and the claim is unbound.
pub(super) fn provisioned_pv<'a>(r: &mut Reader, v: usize, vol: &'a DraftVolume) -> (ProvisionedPv<'a>, bool) {
    let phase = match vol.pv_phase.trim() {
        "" => "Bound",
        typed => typed,
    };
    if !PV_PHASES.contains(&phase) {
        r.errors.insert(
            format!("pod.volumes[{v}].pvPhase"),
            messages::text("cap-error-pv-phase", &[("got", &format!("{phase:?}")), ("phases", &PV_PHASES.join(", "))]),
        );
    }
    let pv = ProvisionedPv { claim_uid: vol.pv_claim_uid.trim(), phase };
    let bound = phase == "Bound" && (pv.claim_uid.is_empty() || pv.claim_uid == vol.claim_uid.trim());
    (pv, bound)
}

impl CapacityDraft {
    pub(super) fn nodes(&self, r: &mut Reader) -> Vec<Node> {
        self.nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let mut labels = r.labels(format!("nodes[{i}].labels"), &n.labels);
                labels.insert(HOSTNAME.into(), n.name.trim().into());
                if !n.zone.trim().is_empty() {
                    labels.insert(ZONE.into(), n.zone.trim().into());
                }
                Node {
                    metadata: ObjectMeta {
                        labels,
                        ..ObjectMeta::named(n.name.trim())
                    },
                }
            })
            .collect()
    }

    pub(super) fn storage_classes(&self, r: &mut Reader) -> Vec<StorageClass> {
        let drivers: Vec<&str> = self.drivers.iter().map(|d| d.name.trim()).collect();
        self.classes
            .iter()
            .enumerate()
            .map(|(c, class)| {
                let provisioner = class.provisioner.trim();
                r.check_provisioner(c, provisioner, &drivers);
                let zones = list(&class.zones);
                let allowed_topologies = if zones.is_empty() {
                    Vec::new()
                } else {
                    vec![TopologySelectorTerm {
                        match_label_expressions: vec![TopologySelectorLabelRequirement {
                            key: ZONE.into(),
                            values: zones,
                        }],
                    }]
                };
                StorageClass {
                    metadata: ObjectMeta::named(class.name.trim()),
                    provisioner: provisioner.into(),
                    volume_binding_mode: Some(match class.binding {
                        Binding::Immediate => VolumeBindingMode::Immediate,
                        Binding::WaitForFirstConsumer => VolumeBindingMode::WaitForFirstConsumer,
                    }),
                    allowed_topologies,
                }
            })
            .collect()
    }

    /// Each driver's pools as (segment labels, free, max) and its simulated driver.
    pub(super) fn drivers(&self, r: &mut Reader) -> (Vec<Vec<DraftPoolValues>>, Vec<SimDriver>) {
        let mut pools = Vec::new();
        let mut sim_drivers = Vec::new();
        for (d, driver) in self.drivers.iter().enumerate() {
            let poll = r.seconds(format!("drivers[{d}].poll"), &driver.poll_seconds, 1);
            let mut mine = Vec::new();
            for (p, pool) in driver.pools.iter().enumerate() {
                let key = format!("drivers[{d}].pools[{p}].segment");
                let segment = r.labels(key.clone(), &pool.segment);
                if segment.is_empty() && !r.errors.contains_key(&key) {
                    r.errors.insert(key, messages::text("cap-error-segment-required", &[]));
                }
                let free = r.amount(format!("drivers[{d}].pools[{p}].free"), &pool.free);
                let max = r.optional_amount(format!("drivers[{d}].pools[{p}].max"), &pool.max);
                mine.push((segment, free, max));
            }
            sim_drivers.push(SimDriver {
                publisher: self.settings(d),
                poll_interval_seconds: poll,
                provisioning_seconds: DEFAULT_PROVISIONING_SECONDS,
                refresh_after_provisioning: true,
                pools: mine
                    .iter()
                    .map(|(segment, free, max)| PoolSpec {
                        segment: segment.clone(),
                        free: Bytes(*free),
                        maximum_volume_size: max.map(Bytes),
                    })
                    .collect(),
                default_free: None,
            });
            pools.push(mine);
        }
        (pools, sim_drivers)
    }

    /// The pod of the pod view with its claims and bound volumes, and each volume's size.
    pub(super) fn pod(&self, r: &mut Reader) -> (Pod, Vec<PersistentVolumeClaim>, Vec<PersistentVolume>, Vec<i64>) {
        let class_names: Vec<&str> = self.classes.iter().map(|c| c.name.trim()).collect();
        let driver_names: Vec<&str> = self.drivers.iter().map(|d| d.name.trim()).collect();
        let pod_name = self.pod.name.trim().to_string();
        let (mut volumes, mut claims, mut pvs, mut sizes) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for (v, vol) in self.pod.volumes.iter().enumerate() {
            let class = vol.class.trim();
            let name = vol.name.trim();
            if vol.kind == VolumeKind::CsiInline {
                sizes.push(0);
                if !driver_names.contains(&class) {
                    r.errors.insert(
                        format!("pod.volumes[{v}].class"),
                        messages::text("cap-error-unknown-driver", &[("driver", &format!("{class:?}"))]),
                    );
                }
                volumes.push(Volume {
                    name: name.into(),
                    csi: Some(CsiVolumeSource { driver: class.into() }),
                    ..Volume::default()
                });
                continue;
            }
            let size = r.amount(format!("pod.volumes[{v}].size"), &vol.size);
            sizes.push(size);
            if !class_names.contains(&class) {
                r.errors.insert(
                    format!("pod.volumes[{v}].class"),
                    messages::text("cap-error-unknown-class", &[("class", &format!("{class:?}"))]),
                );
            }
            let spec = claim_spec(class, size);
            let mut owners = Vec::new();
            let claim_name = match vol.kind {
                VolumeKind::Ephemeral => {
                    volumes.push(ephemeral_volume(name, spec.clone()));
                    let uid = match vol.claim {
                        EphemeralClaim::OwnedByPod => Some(POD_UID),
                        EphemeralClaim::EarlierPod => Some(EARLIER_POD_UID),
                        EphemeralClaim::NoOwner => None,
                        EphemeralClaim::NotCreated => continue,
                    };
                    if let Some(uid) = uid {
                        owners.push(OwnerReference {
                            kind: "Pod".into(),
                            name: pod_name.clone(),
                            uid: uid.into(),
                            controller: Some(true),
                        });
                    }
                    ephemeral_claim_name(&pod_name, name)
                }
                _ => {
                    volumes.push(Volume {
                        name: name.into(),
                        persistent_volume_claim: Some(PvcVolumeSource { claim_name: name.into() }),
                        ..Volume::default()
                    });
                    name.to_string()
                }
            };
            let uid = vol.claim_uid.trim();
            let mut claim = PersistentVolumeClaim {
                metadata: ObjectMeta {
                    owner_references: owners,
                    uid: (!uid.is_empty()).then(|| uid.into()),
                    ..ObjectMeta::named(&claim_name)
                },
                spec,
                status: PhaseStatus::default(),
            };
            let on = list(&vol.on_node);
            if !on.is_empty() {
                self.check_nodes_known(r, v, &on);
                let pv_name = format!("pv-{claim_name}");
                let (pv, bound) = provisioned_pv(r, v, vol);
                if bound {
                    claim.metadata.annotations.insert(ANN_BIND_COMPLETED.into(), "yes".into());
                    claim.spec.volume_name = Some(pv_name.clone());
                }
                pvs.push(provisioned_volume(pv_name, &claim_name, class, size, on, &pv));
            }
            claims.push(claim);
        }
        let pod = Pod {
            metadata: ObjectMeta {
                namespace: Some("default".into()),
                uid: Some(POD_UID.into()),
                ..ObjectMeta::named(pod_name)
            },
            spec: PodSpec { volumes },
        };
        (pod, claims, pvs, sizes)
    }

    /// An error on volume `v` when one of the nodes it is on is not in the draft.
    pub(super) fn check_nodes_known(&self, r: &mut Reader, v: usize, on: &[String]) {
        if let Some(unknown) = on
            .iter()
            .find(|o| !self.nodes.iter().any(|n| n.name.trim() == o.as_str()))
        {
            r.errors.insert(
                format!("pod.volumes[{v}].onNode"),
                messages::text("cap-error-unknown-node", &[("node", &format!("{unknown:?}"))]),
            );
        }
    }

    /// The workload's numbers as typed, with their limits checked; no class at all (an import
    /// without StorageClasses) is no workload to run, not an error.
    pub(super) fn workload_numbers(&self, r: &mut Reader) -> WorkloadNumbers {
        let class_names: Vec<&str> = self.classes.iter().map(|c| c.name.trim()).collect();
        let w = &self.workload;
        let count = r.seconds("workload.pods".into(), &w.pods, 1);
        let per_pod = r.seconds("workload.volumes".into(), &w.volumes, 1);
        let size = r.amount("workload.size".into(), &w.size);
        let every = r.seconds("workload.every".into(), &w.every_seconds, 0);
        let horizon = r.seconds("workload.horizon".into(), &w.horizon_seconds, 1);
        // Binding time and PreBind's patience: empty keeps the engine's defaults.
        let provisioning = r.optional_seconds("workload.provisioning", &w.provisioning_seconds, 0);
        let bind_timeout = r.optional_seconds("workload.bindTimeout", &w.bind_timeout_seconds, 1);
        if count > 500 {
            r.errors
                .insert("workload.pods".into(), text_with("cap-error-at-most-pods", &[("max", i18n::number(500.0))]));
        }
        if per_pod > 20 {
            r.errors.insert(
                "workload.volumes".into(),
                text_with("cap-error-at-most-volumes", &[("max", i18n::number(20.0))]),
            );
        }
        let no_class = w.class.trim().is_empty() && class_names.is_empty();
        if !no_class && !class_names.contains(&w.class.trim()) {
            r.errors.insert(
                "workload.class".into(),
                messages::text("cap-error-unknown-class", &[("class", &format!("{:?}", w.class.trim()))]),
            );
        }
        WorkloadNumbers {
            count: if no_class { 0 } else { count.min(500) },
            per_pod: per_pod.min(20),
            size,
            every,
            horizon,
            provisioning,
            bind_timeout,
        }
    }

    /// The workload's pods.
    pub(super) fn workload(&self, n: &WorkloadNumbers) -> Vec<WorkloadPod> {
        let (class, size, every) = (self.workload.class.trim(), n.size, n.every);
        (0..n.count)
            .map(|i| WorkloadPod {
                arrival_seconds: i * every,
                pod: Pod {
                    metadata: ObjectMeta::named(format!("pod-{i}")),
                    spec: PodSpec {
                        volumes: (0..n.per_pod)
                            .map(|k| ephemeral_volume(&format!("v{k}"), claim_spec(class, size)))
                            .collect(),
                    },
                },
                claims: Vec::new(),
            })
            .collect()
    }

    pub(super) fn external_changes(&self, r: &mut Reader) -> Vec<ExternalChange> {
        self.changes
            .iter()
            .enumerate()
            .map(|(k, c)| ExternalChange {
                at_seconds: r.seconds(format!("changes[{k}].at"), &c.at_seconds, 0),
                driver: c.driver.trim().into(),
                segment: r.labels(format!("changes[{k}].segment"), &c.segment),
                delta: Bytes(-r.amount(format!("changes[{k}].consumed"), &c.consumed)),
            })
            .collect()
    }

    /// What each publisher has out: a pool's free space minus the pod's volumes already on it.
    pub(super) fn publish_capacities(&self, cluster: &mut ClusterObjects, pools: &[Vec<DraftPoolValues>], sizes: &[i64]) {
        for (d, driver) in self.drivers.iter().enumerate() {
            if !driver.storage_capacity {
                continue;
            }
            let settings = self.settings(d);
            let segs = segments(&settings, &cluster.nodes);
            let objects = publish(&settings, &cluster.storage_classes, &segs, |i| {
                let seg = &segs[i];
                let pool = pools[d].iter().find(|(s, _, _)| *s == seg.labels);
                let used: i64 = self
                    .pod
                    .volumes
                    .iter()
                    .zip(sizes)
                    .filter(|(v, _)| {
                        list(&v.on_node).iter().any(|o| seg.nodes.contains(o))
                            && self.classes.iter().any(|c| {
                                c.name.trim() == v.class.trim()
                                    && c.provisioner.trim() == driver.name.trim()
                            })
                    })
                    .map(|(_, s)| *s)
                    .sum();
                PoolReport {
                    capacity: Some(pool.map_or(0, |p| p.1).saturating_sub(used).max(0)),
                    maximum_volume_size: pool.and_then(|p| p.2),
                }
            });
            cluster.csi_storage_capacities.extend(objects);
        }
    }
}
