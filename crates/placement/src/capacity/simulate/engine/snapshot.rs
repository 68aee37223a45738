//! What the scheduler sees when it tries a pod: the published capacity, and
//! of the claims and volumes only the pod's own. The filter reads no other
//! claim, and every volume of the simulation is provisioned for (and bound
//! to) one claim, so the verdicts are the same as with all of them, while an
//! attempt costs the cluster's size rather than the workload's.

use super::*;

impl Run<'_> {
    pub(super) fn snapshot(&self, pod: &Pod) -> ClusterObjects {
        let (claims, volumes) = self.objects_of(pod);
        let mut capacities = Vec::new();
        if self.tracking {
            for (d, driver) in self.input.drivers.iter().enumerate() {
                let pools: Vec<&Pool> = self.pools.iter().filter(|p| p.driver == d).collect();
                let segs: Vec<Segment> = pools.iter().map(|p| p.segment.clone()).collect();
                capacities.extend(publish(
                    &driver.publisher,
                    &self.input.storage_classes,
                    &segs,
                    |i| {
                        pools.get(i).map_or(PoolReport::default(), |p| PoolReport {
                            capacity: Some(p.published),
                            maximum_volume_size: p.max,
                        })
                    },
                ));
            }
        }
        ClusterObjects {
            nodes: self.input.nodes.clone(),
            storage_classes: self.input.storage_classes.clone(),
            csi_drivers: self
                .input
                .drivers
                .iter()
                .map(|d| CsiDriver {
                    metadata: ObjectMeta::named(d.publisher.driver.clone()),
                    spec: CsiDriverSpec {
                        storage_capacity: Some(self.tracking),
                    },
                })
                .collect(),
            csi_storage_capacities: capacities,
            persistent_volume_claims: claims,
            persistent_volumes: volumes,
        }
    }

    /// The claims `pod` names (persistentVolumeClaim or ephemeral) that exist,
    /// and the volumes provisioned for them.
    fn objects_of(&self, pod: &Pod) -> (Vec<PersistentVolumeClaim>, Vec<PersistentVolume>) {
        let ns = pod.metadata.namespace();
        let mut claims = Vec::new();
        let mut volumes = Vec::new();
        let mut seen = BTreeSet::new();
        for volume in &pod.spec.volumes {
            let name = if let Some(source) = &volume.persistent_volume_claim {
                source.claim_name.clone()
            } else if volume.ephemeral.is_some() {
                ephemeral_claim_name(&pod.metadata.name, &volume.name)
            } else {
                continue;
            };
            let Some(&index) = self.claim_index.get(&(ns.to_string(), name)) else {
                continue;
            };
            if !seen.insert(index) {
                continue;
            }
            if let Some(claim) = self.claims.get(index) {
                claims.push(claim.clone());
            }
            if let Some(v) = self
                .claim_volume
                .get(&index)
                .and_then(|&v| self.volumes.get(v))
            {
                volumes.push(v.clone());
            }
        }
        (claims, volumes)
    }

    /// The index of claim `name` in namespace `ns`.
    pub(super) fn claim_named(&self, ns: &str, name: &str) -> Option<usize> {
        self.claim_index
            .get(&(ns.to_string(), name.to_string()))
            .copied()
    }
}
