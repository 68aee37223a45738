//! The capacity draft's former reading: its engine inputs built as JSON and read back
//! through serde. Kept as the reference the typed [`CapacityDraft::parse`] must equal.

use serde_json::{json, Value};

use super::*;

fn general(e: serde_json::Error) -> FieldErrors {
    single(String::new(), e.to_string())
}

impl CapacityDraft {
    /// The node labels are read as `parse` reads them; the objects are then built as JSON.
    fn node_json(&self, r: &mut Reader) -> Vec<Value> {
        self.nodes(r)
            .into_iter()
            .map(|n| json!({"metadata": {"name": n.metadata.name, "labels": n.metadata.labels}}))
            .collect()
    }

    fn class_json(&self, r: &mut Reader) -> Vec<Value> {
        let drivers: Vec<&str> = self.drivers.iter().map(|d| d.name.trim()).collect();
        self.classes
            .iter()
            .enumerate()
            .map(|(c, class)| {
                let provisioner = class.provisioner.trim();
                r.check_provisioner(c, provisioner, &drivers);
                let mut v = json!({"metadata": {"name": class.name.trim()}, "provisioner": provisioner,
                    "volumeBindingMode": match class.binding { Binding::Immediate => "Immediate",
                                                              Binding::WaitForFirstConsumer => "WaitForFirstConsumer" }});
                let zones = list(&class.zones);
                if !zones.is_empty() {
                    v["allowedTopologies"] = json!([{"matchLabelExpressions": [{"key": ZONE, "values": zones}]}]);
                }
                v
            })
            .collect()
    }

    /// The old `parse`: builds the inputs as JSON and reads them back through serde.
    pub(super) fn parse_via_json(&self) -> Result<Inputs, FieldErrors> {
        let mut r = Reader {
            errors: FieldErrors::new(),
        };
        let nodes = self.node_json(&mut r);
        let classes = self.class_json(&mut r);
        let class_names: Vec<&str> = self.classes.iter().map(|c| c.name.trim()).collect();
        let driver_names: Vec<&str> = self.drivers.iter().map(|d| d.name.trim()).collect();
        let mut pools = Vec::new(); // per driver: (segment labels, free, max)
        let mut sim_drivers = Vec::new();
        for (d, driver) in self.drivers.iter().enumerate() {
            let poll = r.seconds(format!("drivers[{d}].poll"), &driver.poll_seconds, 1);
            let mut mine = Vec::new();
            for (p, pool) in driver.pools.iter().enumerate() {
                let segment = r.labels(format!("drivers[{d}].pools[{p}].segment"), &pool.segment);
                if segment.is_empty()
                    && !r
                        .errors
                        .contains_key(&format!("drivers[{d}].pools[{p}].segment"))
                {
                    r.errors.insert(
                        format!("drivers[{d}].pools[{p}].segment"),
                        messages::text("cap-error-segment-required", &[]),
                    );
                }
                let free = r.amount(format!("drivers[{d}].pools[{p}].free"), &pool.free);
                let max = r.optional_amount(format!("drivers[{d}].pools[{p}].max"), &pool.max);
                mine.push((segment, free, max));
            }
            let settings = self.settings(d);
            sim_drivers.push(json!({"publisher": settings, "pollIntervalSeconds": poll,
                "pools": mine.iter().map(|(s, f, m)| {
                    let mut v = json!({"segment": s, "free": f});
                    if let Some(m) = m { v["maximumVolumeSize"] = json!(m); }
                    v
                }).collect::<Vec<_>>()}));
            pools.push(mine);
        }
        // The pod of the pod view.
        let pod_name = self.pod.name.trim().to_string();
        let mut volumes = Vec::new();
        let mut claims = Vec::new();
        let mut pvs = Vec::new();
        let mut sizes = Vec::new();
        for (v, vol) in self.pod.volumes.iter().enumerate() {
            let class = vol.class.trim();
            let name = vol.name.trim();
            let size = if vol.kind == VolumeKind::CsiInline {
                0
            } else {
                r.amount(format!("pod.volumes[{v}].size"), &vol.size)
            };
            sizes.push(size);
            if vol.kind == VolumeKind::CsiInline {
                if !driver_names.contains(&class) {
                    r.errors.insert(
                        format!("pod.volumes[{v}].class"),
                        messages::text("cap-error-unknown-driver", &[("driver", &format!("{class:?}"))]),
                    );
                }
                volumes.push(json!({"name": name, "csi": {"driver": class}}));
                continue;
            }
            if !class_names.contains(&class) {
                r.errors.insert(
                    format!("pod.volumes[{v}].class"),
                    messages::text("cap-error-unknown-class", &[("class", &format!("{class:?}"))]),
                );
            }
            let spec =
                json!({"storageClassName": class, "resources": {"requests": {"storage": size}}});
            let mut owners = json!([]);
            let claim_name = match vol.kind {
                VolumeKind::Ephemeral => {
                    volumes.push(
                        json!({"name": name, "ephemeral": {"volumeClaimTemplate": {"spec": spec}}}),
                    );
                    let uid = match vol.claim {
                        EphemeralClaim::OwnedByPod => Some(POD_UID),
                        EphemeralClaim::EarlierPod => Some(EARLIER_POD_UID),
                        EphemeralClaim::NoOwner => None,
                        EphemeralClaim::NotCreated => continue,
                    };
                    if let Some(uid) = uid {
                        owners = json!([{"apiVersion": "v1", "kind": "Pod", "name": pod_name,
                            "uid": uid, "controller": true}]);
                    }
                    format!("{pod_name}-{name}")
                }
                _ => {
                    volumes
                        .push(json!({"name": name, "persistentVolumeClaim": {"claimName": name}}));
                    name.to_string()
                }
            };
            let on = list(&vol.on_node);
            let mut claim = json!({"metadata": {"name": claim_name, "ownerReferences": owners}, "spec": spec});
            if !vol.claim_uid.trim().is_empty() {
                claim["metadata"]["uid"] = json!(vol.claim_uid.trim());
            }
            if !on.is_empty() {
                self.check_nodes_known(&mut r, v, &on);
                let pv = format!("pv-{claim_name}");
                let (provisioned, bound) = inputs::provisioned_pv(&mut r, v, vol);
                if bound {
                    claim["metadata"]["annotations"] =
                        json!({"pv.kubernetes.io/bind-completed": "yes"});
                    claim["spec"]["volumeName"] = json!(pv);
                }
                let mut claim_ref = json!({"name": claim_name, "namespace": "default"});
                if !provisioned.claim_uid.is_empty() {
                    claim_ref["uid"] = json!(provisioned.claim_uid);
                }
                pvs.push(json!({"metadata": {"name": pv}, "spec": {"capacity": {"storage": size},
                    "storageClassName": class, "claimRef": claim_ref,
                    "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [
                        {"key": HOSTNAME, "operator": "In", "values": on}]}]}}},
                    "status": {"phase": provisioned.phase}}));
            }
            claims.push(claim);
        }
        // The workload.
        let w = &self.workload;
        let WorkloadNumbers { count, per_pod, size, every, horizon, provisioning, bind_timeout } =
            self.workload_numbers(&mut r);
        if let Some(p) = provisioning {
            for driver in &mut sim_drivers {
                driver["provisioningSeconds"] = json!(p);
            }
        }
        let workload: Vec<Value> = (0..count)
            .map(|i| {
                let vols: Vec<Value> = (0..per_pod)
                    .map(|k| json!({"name": format!("v{k}"), "ephemeral": {"volumeClaimTemplate": {"spec": {
                        "storageClassName": w.class.trim(), "resources": {"requests": {"storage": size}}}}}}))
                    .collect();
                json!({"arrivalSeconds": i * every, "pod": {"metadata": {"name": format!("pod-{i}")}, "spec": {"volumes": vols}}})
            })
            .collect();
        let changes: Vec<Value> = self
            .changes
            .iter()
            .enumerate()
            .map(|(k, c)| {
                let at = r.seconds(format!("changes[{k}].at"), &c.at_seconds, 0);
                let segment = r.labels(format!("changes[{k}].segment"), &c.segment);
                let consumed = r.amount(format!("changes[{k}].consumed"), &c.consumed);
                json!({"atSeconds": at, "driver": c.driver.trim(), "segment": segment, "delta": -consumed})
            })
            .collect();
        if !r.errors.is_empty() {
            return Err(r.errors);
        }
        let cluster_json = json!({"nodes": nodes, "storageClasses": classes,
            "csiDrivers": self.drivers.iter().map(|d| json!({"metadata": {"name": d.name.trim()},
                "spec": {"storageCapacity": d.storage_capacity}})).collect::<Vec<_>>(),
            "persistentVolumeClaims": claims, "persistentVolumes": pvs});
        let mut cluster: ClusterObjects = crate::platform::scenario::from_value(cluster_json).map_err(general)?;
        self.publish_capacities(&mut cluster, &pools, &sizes);
        let pod = crate::platform::scenario::from_value(
            json!({"metadata": {"name": pod_name, "namespace": "default", "uid": POD_UID},
            "spec": {"volumes": volumes}}),
        )
        .map_err(general)?;
        let mut simulation = json!({"nodes": nodes, "storageClasses": classes,
            "drivers": sim_drivers, "workload": workload, "externalChanges": changes, "horizonSeconds": horizon});
        if let Some(t) = bind_timeout {
            simulation["bindTimeoutSeconds"] = json!(t);
        }
        let simulation = crate::platform::scenario::from_value(simulation).map_err(general)?;
        Ok(Inputs {
            filter: FilterInput {
                cluster,
                pod,
                scoring: None,
            },
            simulation,
        })
    }

}
