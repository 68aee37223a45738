//! Provisioning: WaitForFirstConsumer claims for the selected node, Immediate claims where the driver likes.

use std::cmp::Reverse;

use super::{Ev, IMMEDIATE_RETRY, Run};
use crate::capacity::affinity::{
    NodeSelector, NodeSelectorOperator, NodeSelectorRequirement, NodeSelectorTerm,
    allowed_topologies_match,
};
use crate::capacity::objects::*;
use crate::capacity::publisher::Segment;
use crate::capacity::sentences::timeline;
use crate::capacity::simulate::types::*;
use crate::kernel::quantity::Bytes;

impl<'a> Run<'a> {
    /// Creates a PV of `size` in `pool` for claim number `claim` and binds them.
    pub(super) fn create_volume(&mut self, claim: usize, pool: usize, size: i64) {
        let Some(p) = self.pools.get_mut(pool) else {
            return;
        };
        p.free = p.free.saturating_sub(size);
        let terms = vec![NodeSelectorTerm {
            match_expressions: p
                .segment
                .labels
                .iter()
                .map(|(k, v)| NodeSelectorRequirement {
                    key: k.clone(),
                    operator: NodeSelectorOperator::In,
                    values: vec![v.clone()],
                })
                .collect(),
            match_fields: vec![],
        }];
        let Some(c) = self.claims.get_mut(claim) else {
            return;
        };
        let name = format!("pvc-{}-{}", c.metadata.namespace(), c.metadata.name);
        c.spec.volume_name = Some(name.clone());
        c.metadata
            .annotations
            .insert(ANN_BIND_COMPLETED.into(), "yes".into());
        c.status.phase = Some("Bound".into());
        self.claim_volume.insert(claim, self.volumes.len());
        self.volumes.push(PersistentVolume {
            metadata: ObjectMeta::named(name),
            spec: PvSpec {
                capacity: StorageQuantity {
                    storage: Some(Bytes(size)),
                },
                storage_class_name: Some(c.class_name().to_string()),
                node_affinity: Some(VolumeNodeAffinity {
                    required: Some(NodeSelector {
                        node_selector_terms: terms,
                    }),
                }),
                claim_ref: Some(ClaimRef {
                    name: c.metadata.name.clone(),
                    namespace: Some(c.metadata.namespace().into()),
                    uid: None,
                }),
                access_modes: c.spec.access_modes.clone(),
                volume_mode: c.spec.volume_mode.clone(),
            },
            status: PhaseStatus {
                phase: Some("Bound".into()),
            },
        });
        self.check_stale(pool);
    }

    pub(super) fn fits(&self, pool: usize, size: i64) -> bool {
        self.pools
            .get(pool)
            .is_some_and(|p| size <= p.free && p.max.is_none_or(|m| size <= m))
    }

    pub(super) fn provision(&mut self, p: usize, claim: usize) {
        let Some(c) = self.claims.get(claim) else {
            return;
        };
        let size = c.request().unwrap_or(0);
        let class_name = c.class_name().to_string();
        let claim_name = c.metadata.name.clone();
        let node = c.selected_node().unwrap_or("").to_string();
        let driver = self
            .class(&class_name)
            .and_then(|cl| self.driver_index(&cl.provisioner));
        let pool = driver.and_then(|d| self.node_pool.get(&(d, node.as_str())).copied());
        let refresh = driver
            .and_then(|d| self.input.drivers.get(d))
            .is_some_and(|d| d.refresh_after_provisioning);
        match pool {
            Some(pool) if self.fits(pool, size) => {
                self.create_volume(claim, pool, size);
                let said = timeline::volume_created(&claim_name, size);
                self.say(TimelineKind::Provisioned, Some(p), Some(node.clone()), said);
                if refresh {
                    self.refresh(vec![pool]);
                }
            }
            _ => {
                let why = match pool.and_then(|i| self.pools.get(i)) {
                    Some(pl) => format!(
                        "not enough space in segment {} for {} (free {}{})",
                        pl.segment.describe(),
                        Bytes(size),
                        Bytes(pl.free),
                        pl.max
                            .map_or(String::new(), |m| format!(", largest volume {}", Bytes(m)))
                    ),
                    None => format!("node {node} is in no topology segment of the driver"),
                };
                let message = format!(
                    "failed to provision volume with StorageClass {class_name:?}: rpc error: code = ResourceExhausted desc = {why}"
                );
                if let Some(c) = self.claims.get_mut(claim) {
                    c.metadata.annotations.remove(ANN_SELECTED_NODE);
                }
                if let Some(run) = self.pods.get_mut(p) {
                    run.failures += 1;
                    // Only a PreBind still waiting for the claim sees the failure.
                    run.binding_failed |= run.pending_claims.contains(&claim);
                }
                self.log(
                    TimelineKind::ProvisioningFailed,
                    Some(p),
                    Some(node),
                    message.clone(),
                );
                self.fail(p, message);
                if refresh {
                    if let Some(pool) = pool {
                        self.refresh(vec![pool]);
                    }
                }
            }
        }
        let Some(run) = self.pods.get_mut(p) else {
            return;
        };
        run.in_flight.remove(&claim);
        if !run.pending_claims.remove(&claim) {
            // PreBind gave up on this pod (bind timeout): the volume is there for its next attempt.
            self.cluster_changed();
            return;
        }
        if !run.pending_claims.is_empty() {
            return;
        }
        if run.binding_failed {
            run.binding_failed = false;
            let backoff = 1u64 << run.failures.saturating_sub(1).min(4);
            let backoff = backoff.min(10);
            run.generation += 1;
            let generation = run.generation;
            self.push(
                self.now.saturating_add(backoff),
                Ev::Attempt { pod: p, generation },
            );
            let said = timeline::binding_failed(backoff);
            self.say(TimelineKind::Rescheduled, Some(p), None, said);
        } else {
            self.running(p);
        }
        self.cluster_changed();
    }

    pub(super) fn immediate_provision(&mut self, claim: usize) {
        let Some(c) = self.claims.get(claim) else {
            return;
        };
        if c.is_fully_bound() {
            return;
        }
        let size = c.request().unwrap_or(0);
        let Some(class) = self.class(c.class_name()) else {
            return;
        };
        let Some(d) = self.driver_index(&class.provisioner) else {
            return;
        };
        let (at, nodes) = (&self.index.nodes, &self.input.nodes);
        let allowed = |seg: &Segment| {
            seg.nodes.iter().any(|n| {
                at.get(n.as_str())
                    .and_then(|&i| nodes.get(i))
                    .is_some_and(|node| {
                        allowed_topologies_match(&class.allowed_topologies, &node.metadata.labels)
                    })
            })
        };
        let best = (0..self.pools.len())
            .filter(|&i| {
                self.pools
                    .get(i)
                    .is_some_and(|p| p.driver == d && allowed(&p.segment))
                    && self.fits(i, size)
            })
            .max_by_key(|&i| (self.pools.get(i).map_or(0, |p| p.free), Reverse(i)));
        let claim_name = c.metadata.name.clone();
        let owner = self.claim_owner.get(claim).copied();
        match best {
            Some(pool) => {
                let segment = self
                    .pools
                    .get(pool)
                    .map_or(String::new(), |p| p.segment.describe());
                self.create_volume(claim, pool, size);
                let said = timeline::immediate_created(&claim_name, size, &segment);
                self.say(TimelineKind::Provisioned, owner, None, said);
                if self
                    .input
                    .drivers
                    .get(d)
                    .is_some_and(|d| d.refresh_after_provisioning)
                {
                    self.refresh(vec![pool]);
                }
                self.cluster_changed();
            }
            None => {
                let message = format!(
                    "failed to provision volume with StorageClass {:?}: rpc error: code = ResourceExhausted desc = no segment has room for {}",
                    class.metadata.name,
                    Bytes(size)
                );
                self.log(TimelineKind::ProvisioningFailed, owner, None, message);
                self.push(
                    self.now.saturating_add(IMMEDIATE_RETRY),
                    Ev::ImmediateProvision { claim },
                );
            }
        }
    }
}
