//! One scheduling cycle: filter with what is published, pick a node, bind or ask for provisioning.

use std::collections::BTreeSet;

use super::{Ev, Run, UNSCHEDULABLE_FLUSH, fnv, pod_key};
use crate::InputError;
use crate::capacity::filter::{PodVerdicts, Scheduler, event_message};
use crate::capacity::objects::*;
use crate::capacity::sentences::timeline;
use crate::capacity::simulate::types::*;

impl Run<'_> {
    pub(super) fn attempt(&mut self, p: usize, generation: u32) -> Result<(), InputError> {
        let Some(run) = self.pods.get(p) else {
            return Ok(());
        };
        if run.generation != generation
            || run.running_at.is_some()
            || !run.pending_claims.is_empty()
        {
            return Ok(());
        }
        let Some(w) = self.input.workload.get(p) else {
            return Ok(());
        };
        let attempt = run.attempts;
        if let Some(run) = self.pods.get_mut(p) {
            run.attempts += 1;
        }
        let cluster = self.snapshot(&w.pod);
        let scheduler = Scheduler::new(&cluster, self.input.scoring.as_ref())?;
        let verdicts = scheduler
            .verdicts(&w.pod)
            .map_err(|e| e.within(&format!("workload[{p}]")))?;
        let nodes = &self.input.nodes;
        let feasible: Vec<(usize, i64)> = match &verdicts {
            PodVerdicts::Rejected(message) => {
                let message = event_message(nodes.len(), Some(message), Vec::<Vec<&str>>::new());
                self.unschedulable(p, message);
                return Ok(());
            }
            PodVerdicts::Skipped => (0..nodes.len()).map(|i| (i, 0)).collect(),
            PodVerdicts::Filtered(v) => v
                .iter()
                .enumerate()
                .filter(|(_, (r, _))| r.passes())
                .map(|(i, (_, s))| (i, s.unwrap_or(0)))
                .collect(),
        };
        if feasible.is_empty() {
            let message = match &verdicts {
                PodVerdicts::Filtered(v) => {
                    event_message(nodes.len(), None, v.iter().map(|(r, _)| r.messages()))
                }
                _ => event_message(nodes.len(), None, Vec::<Vec<&str>>::new()),
            };
            self.unschedulable(p, message);
            return Ok(());
        }
        let best = feasible.iter().map(|(_, s)| *s).max().unwrap_or(0);
        let pod_name = pod_key(&w.pod);
        let attempt_text = attempt.to_string();
        let Some(&(chosen, _)) =
            feasible
                .iter()
                .filter(|(_, s)| *s == best)
                .min_by_key(|(i, _)| {
                    fnv(&[
                        &pod_name,
                        &attempt_text,
                        nodes.get(*i).map_or("", |n| &n.metadata.name),
                    ])
                })
        else {
            return Ok(());
        };
        let node_name = nodes
            .get(chosen)
            .map_or(String::new(), |n| n.metadata.name.clone());
        let plan = scheduler.plan(&w.pod, chosen).unwrap_or_default();
        drop(scheduler);
        // PreBind: static bindings now, provisioning requests with the selected-node annotation.
        let ns = w.pod.metadata.namespace();
        for (claim, pv) in &plan.static_bindings {
            if let Some(c) = self
                .claim_named(ns, claim)
                .and_then(|i| self.claims.get_mut(i))
            {
                c.spec.volume_name = Some(pv.clone());
                c.metadata
                    .annotations
                    .insert(ANN_BIND_COMPLETED.into(), "yes".into());
            }
        }
        let mut pending = BTreeSet::new();
        for claim in &plan.provisions {
            let Some(index) = self.claim_named(ns, claim) else {
                continue;
            };
            if let Some(c) = self.claims.get_mut(index) {
                c.metadata
                    .annotations
                    .insert(ANN_SELECTED_NODE.into(), node_name.clone());
            }
            pending.insert(index);
            // A provisioning still under way from an attempt that timed out in PreBind is
            // not asked for again: the annotation is already there.
            if self
                .pods
                .get(p)
                .is_some_and(|r| r.in_flight.contains(&index))
            {
                continue;
            }
            let delay = self
                .claims
                .get(index)
                .and_then(|c| self.class(c.class_name()))
                .and_then(|class| self.driver_index(&class.provisioner))
                .and_then(|d| self.input.drivers.get(d))
                .map_or(0, |d| d.provisioning_seconds);
            self.push(
                self.now.saturating_add(delay),
                Ev::Provision {
                    pod: p,
                    claim: index,
                },
            );
            if let Some(run) = self.pods.get_mut(p) {
                run.in_flight.insert(index);
            }
        }
        if let Some(run) = self.pods.get_mut(p) {
            run.node = Some(node_name.clone());
            run.pending_claims = pending.clone();
            if !pending.is_empty() {
                let timeout = self
                    .input
                    .bind_timeout_seconds
                    .unwrap_or(crate::capacity::bindings::DEFAULT_BIND_TIMEOUT_SECONDS);
                let generation = run.generation;
                self.push(
                    self.now.saturating_add(timeout),
                    Ev::BindTimeout { pod: p, generation },
                );
            }
        }
        if pending.is_empty() {
            let message = format!("Successfully assigned {pod_name} to {node_name}");
            self.log(
                TimelineKind::Scheduled,
                Some(p),
                Some(node_name.clone()),
                message,
            );
        } else {
            let said = timeline::scheduled_waiting(&node_name, pending.len());
            self.say(
                TimelineKind::Scheduled,
                Some(p),
                Some(node_name.clone()),
                said,
            );
        }
        if pending.is_empty() {
            self.running(p);
        }
        Ok(())
    }

    pub(super) fn unschedulable(&mut self, p: usize, message: String) {
        self.log(
            TimelineKind::FailedScheduling,
            Some(p),
            None,
            message.clone(),
        );
        self.fail(p, message);
        if let Some(run) = self.pods.get_mut(p) {
            run.unschedulable = true;
            self.unschedulable_pods.insert(p);
            run.generation += 1;
            let generation = run.generation;
            self.push(
                self.now.saturating_add(UNSCHEDULABLE_FLUSH),
                Ev::Attempt { pod: p, generation },
            );
        }
    }

    pub(super) fn running(&mut self, p: usize) {
        if let Some(run) = self.pods.get_mut(p) {
            run.running_at = Some(self.now);
            if self.waiting.remove(&p) {
                self.running += 1;
            }
            run.last_failed = false;
            let node = run.node.clone();
            self.say(TimelineKind::Running, Some(p), node, timeline::running());
        }
    }
}
