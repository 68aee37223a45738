//! The discrete-event engine of the simulation.

use std::cmp::Reverse;
use std::collections::BTreeSet;

use super::types::*;
use crate::InputError;
use crate::capacity::objects::ClusterObjects;
use crate::capacity::objects::*;
use crate::capacity::publisher::{PoolReport, Segment, publish};
use crate::capacity::sentences::{Said, timeline};
use crate::kernel::message::Message;
use crate::kernel::quantity::Bytes;

mod prebind;
mod provisioning;
mod scheduling;
mod setup;
mod snapshot;
mod state;

use super::keys::pod_key;
use setup::new_run;
use state::{Ev, Pool, Run};

pub(super) const UNSCHEDULABLE_FLUSH: u64 = 300;
pub(super) const IMMEDIATE_RETRY: u64 = 30;
const EVENT_BUDGET: usize = 200_000;

fn fnv(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.bytes().chain([0u8]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

impl<'a> Run<'a> {
    fn push(&mut self, time: u64, ev: Ev) {
        if time <= self.input.horizon_seconds {
            self.seq += 1;
            self.heap.push(Reverse((time, ev.priority(), self.seq, ev)));
        }
    }

    /// Logs a verbatim message (an event message of the real systems).
    fn log(
        &mut self,
        kind: TimelineKind,
        pod: Option<usize>,
        node: Option<String>,
        message: String,
    ) {
        self.record(kind, pod, node, message, None);
    }

    /// Logs one of the playground's own sentences.
    fn say(&mut self, kind: TimelineKind, pod: Option<usize>, node: Option<String>, said: Said) {
        self.record(kind, pod, node, said.0, Some(said.1));
    }

    fn record(
        &mut self,
        kind: TimelineKind,
        pod: Option<usize>,
        node: Option<String>,
        message: String,
        sentence: Option<Message>,
    ) {
        let pod = pod
            .and_then(|p| self.input.workload.get(p))
            .map(|w| pod_key(&w.pod));
        self.timeline.push(TimelineEvent {
            time_seconds: self.now,
            kind,
            pod,
            node,
            message,
            sentence,
        });
    }

    fn driver_index(&self, name: &str) -> Option<usize> {
        self.index.drivers.get(name).copied()
    }

    fn class(&self, name: &str) -> Option<&'a StorageClass> {
        let input: &'a SimulationInput = self.input;
        self.index
            .classes
            .get(name)
            .and_then(|&i| input.storage_classes.get(i))
    }

    fn check_stale(&mut self, pool: usize) {
        let Some(p) = self.pools.get(pool) else {
            return;
        };
        let differs = self.tracking && p.publishes && p.published != p.free;
        match (differs, p.stale) {
            (true, None) => {
                let window = StaleWindow {
                    driver: self
                        .input
                        .drivers
                        .get(p.driver)
                        .map_or(String::new(), |d| d.publisher.driver.clone()),
                    segment: p.segment.describe(),
                    from_seconds: self.now,
                    to_seconds: None,
                    published: p.published,
                    real: p.free,
                };
                self.stale.push(window);
                let index = self.stale.len() - 1;
                if let Some(p) = self.pools.get_mut(pool) {
                    p.stale = Some(index);
                }
            }
            (false, Some(index)) => {
                if let Some(w) = self.stale.get_mut(index) {
                    w.to_seconds = Some(self.now);
                }
                if let Some(p) = self.pools.get_mut(pool) {
                    p.stale = None;
                }
            }
            _ => {}
        }
    }

    /// Publishes the pools (all of a driver, or one); returns whether anything changed.
    fn refresh(&mut self, pools: Vec<usize>) -> bool {
        if !self.tracking {
            return false;
        }
        let mut changed = false;
        for i in pools {
            let Some(p) = self.pools.get_mut(i) else {
                continue;
            };
            if p.publishes && p.published != p.free {
                let message = format!(
                    "{}: capacity {} → {}",
                    p.segment.describe(),
                    Bytes(p.published),
                    Bytes(p.free)
                );
                p.published = p.free;
                changed = true;
                self.log(TimelineKind::CapacityPublished, None, None, message);
            }
            self.check_stale(i);
        }
        changed
    }

    fn cluster_changed(&mut self) {
        // The pods marked unschedulable, in pod order (a scan of every pod
        // per change was changes × pods).
        for p in std::mem::take(&mut self.unschedulable_pods) {
            let Some(run) = self.pods.get_mut(p) else {
                continue;
            };
            if run.unschedulable {
                run.unschedulable = false;
                run.generation += 1;
                let generation = run.generation;
                self.push(self.now, Ev::Attempt { pod: p, generation });
            }
        }
    }

    fn arrive(&mut self, p: usize) {
        let Some(w) = self.input.workload.get(p) else {
            return;
        };
        let ns = w.pod.metadata.namespace().to_string();
        let mut created = Vec::new();
        for claim in &w.claims {
            let mut claim = claim.clone();
            claim.metadata.namespace.get_or_insert(ns.clone());
            created.push(claim);
        }
        for volume in &w.pod.spec.volumes {
            if let Some(e) = &volume.ephemeral {
                let mut metadata =
                    ObjectMeta::named(ephemeral_claim_name(&w.pod.metadata.name, &volume.name));
                metadata.namespace = Some(ns.clone());
                metadata.owner_references = vec![OwnerReference {
                    kind: "Pod".into(),
                    name: w.pod.metadata.name.clone(),
                    uid: w.pod.metadata.uid.clone().unwrap_or_default(),
                    controller: Some(true),
                }];
                created.push(PersistentVolumeClaim {
                    metadata,
                    spec: e.volume_claim_template.spec.clone(),
                    status: PhaseStatus::default(),
                });
            }
        }
        for claim in created {
            let index = self.claims.len();
            let immediate = self
                .class(claim.class_name())
                .filter(|c| c.binding_mode() == VolumeBindingMode::Immediate);
            if let Some(class) = immediate {
                if let Some(d) = self.driver_index(&class.provisioner) {
                    let delay = self
                        .input
                        .drivers
                        .get(d)
                        .map_or(0, |d| d.provisioning_seconds);
                    self.push(
                        self.now.saturating_add(delay),
                        Ev::ImmediateProvision { claim: index },
                    );
                }
            }
            let key = (
                claim.metadata.namespace().to_string(),
                claim.metadata.name.clone(),
            );
            self.claim_index.entry(key).or_insert(index);
            self.claims.push(claim);
            self.claim_owner.push(p);
            if let Some(run) = self.pods.get_mut(p) {
                run.claims.push(index);
            }
        }
        if let Some(run) = self.pods.get_mut(p) {
            run.arrived = true;
            self.waiting.insert(p);
            run.generation += 1;
            let generation = run.generation;
            self.push(self.now, Ev::Attempt { pod: p, generation });
        }
        self.say(TimelineKind::Arrived, Some(p), None, timeline::arrived());
    }

    fn partially_bound(&self, p: usize) -> bool {
        let Some(run) = self.pods.get(p) else {
            return false;
        };
        let bound = run
            .claims
            .iter()
            .filter(|&&c| self.claims.get(c).is_some_and(|c| c.is_fully_bound()))
            .count();
        bound > 0 && bound < run.claims.len()
    }

    fn fail(&mut self, p: usize, message: String) {
        let stuck_before = self.is_stuck(p);
        if let Some(run) = self.pods.get_mut(p) {
            run.last_failed = true;
            run.last_message = Some(message.clone());
        }
        if !stuck_before && self.is_stuck(p) {
            self.log(TimelineKind::Stuck, Some(p), None, message);
        }
    }

    fn is_stuck(&self, p: usize) -> bool {
        self.pods
            .get(p)
            .is_some_and(|r| r.running_at.is_none() && r.last_failed)
            && self.partially_bound(p)
    }

    /// Brings pod `p`'s place in the stuck count up to date.
    fn restate(&mut self, p: usize) {
        let stuck = self.waiting.contains(&p) && self.is_stuck(p);
        let Some(mark) = self.stuck_mark.get_mut(p) else {
            return;
        };
        if *mark != stuck {
            *mark = stuck;
            if stuck {
                self.stuck_waiting += 1;
            } else {
                self.stuck_waiting -= 1;
            }
        }
    }

    /// (pending, stuck) among the waiting pods, counted one by one: what the
    /// kept count must equal (checked in debug builds, so by every test).
    fn recount(&self) -> (u32, u32) {
        let stuck = self.waiting.iter().filter(|&&p| self.is_stuck(p)).count() as u32;
        ((self.waiting.len() as u32).saturating_sub(stuck), stuck)
    }

    fn count(&mut self) {
        let stuck = self.stuck_waiting;
        let point = CountPoint {
            time_seconds: self.now,
            // Saturating: a count off by a missed pod must not trap the module.
            pending: (self.waiting.len() as u32).saturating_sub(stuck),
            stuck,
            running: self.running,
        };
        debug_assert_eq!((point.pending, point.stuck), self.recount());
        match self.counts.last_mut() {
            Some(last)
                if (last.pending, last.stuck, last.running)
                    == (point.pending, point.stuck, point.running) => {}
            Some(last) if last.time_seconds == point.time_seconds => *last = point,
            _ => self.counts.push(point),
        }
    }

    /// Runs to the horizon; `progress(done, total)` hears each new simulated
    /// second, counted from `offset` out of `total`.
    fn run(
        mut self,
        progress: &mut dyn FnMut(u64, u64),
        offset: u64,
        total: u64,
    ) -> Result<SimulationRun, InputError> {
        let horizon = self.input.horizon_seconds;
        let mut reported = 0;
        for (p, w) in self.input.workload.iter().enumerate() {
            self.push(w.arrival_seconds, Ev::Arrive { pod: p });
        }
        for (i, change) in self.input.external_changes.iter().enumerate() {
            self.push(change.at_seconds, Ev::External(i));
        }
        for (d, driver) in self.input.drivers.iter().enumerate() {
            self.push(driver.poll_interval_seconds, Ev::Poll { driver: d });
        }
        for i in 0..self.pools.len() {
            self.check_stale(i);
        }
        let mut truncated = false;
        while let Some(Reverse((time, _, _, ev))) = self.heap.pop() {
            self.processed += 1;
            if self.processed > EVENT_BUDGET {
                truncated = true;
                break;
            }
            self.now = time;
            if time > reported {
                reported = time;
                progress(offset + time.min(horizon), total);
            }
            match ev {
                Ev::External(i) => self.external(i),
                Ev::Provision { pod, claim } => self.provision(pod, claim),
                Ev::BindTimeout { pod, generation } => self.bind_timeout(pod, generation),
                Ev::ImmediateProvision { claim } => self.immediate_provision(claim),
                Ev::Poll { driver } => {
                    let pools = self
                        .index
                        .driver_pools
                        .get(driver)
                        .cloned()
                        .unwrap_or_default()
                        .collect();
                    if self.refresh(pools) {
                        self.cluster_changed();
                    }
                    let interval = self
                        .input
                        .drivers
                        .get(driver)
                        .map_or(60, |d| d.poll_interval_seconds);
                    self.push(time.saturating_add(interval), Ev::Poll { driver });
                }
                Ev::Arrive { pod } => self.arrive(pod),
                Ev::Attempt { pod, generation } => self.attempt(pod, generation)?,
            }
            // The one pod an event can make stuck or not: its own, or its claim's.
            let touched = match ev {
                Ev::Provision { pod, .. }
                | Ev::BindTimeout { pod, .. }
                | Ev::Arrive { pod }
                | Ev::Attempt { pod, .. } => Some(pod),
                Ev::ImmediateProvision { claim } => self.claim_owner.get(claim).copied(),
                Ev::External(_) | Ev::Poll { .. } => None,
            };
            if let Some(p) = touched {
                self.restate(p);
            }
            self.count();
        }
        let pods: Vec<PodSummary> = (0..self.pods.len())
            .filter_map(|p| {
                let w = self.input.workload.get(p)?;
                let run = self.pods.get(p)?;
                let state = if !run.arrived {
                    PodState::NotArrived
                } else if run.running_at.is_some() {
                    PodState::Running
                } else if self.is_stuck(p) {
                    PodState::Stuck
                } else {
                    PodState::Pending
                };
                Some(PodSummary {
                    name: pod_key(&w.pod),
                    arrival_seconds: w.arrival_seconds,
                    attempts: run.attempts,
                    provisioning_failures: run.failures,
                    state,
                    node: run.node.clone(),
                    running_at_seconds: run.running_at,
                    last_message: run.last_message.clone(),
                })
            })
            .collect();
        let time_until_all_running = if pods.iter().all(|p| p.state == PodState::Running) {
            Some(
                pods.iter()
                    .filter_map(|p| p.running_at_seconds)
                    .max()
                    .unwrap_or(0),
            )
        } else {
            None
        };
        Ok(SimulationRun {
            tracking: self.tracking,
            total_attempts: pods.iter().map(|p| p.attempts).sum(),
            total_provisioning_failures: pods.iter().map(|p| p.provisioning_failures).sum(),
            pods,
            timeline: self.timeline,
            counts: self.counts,
            stale_windows: self.stale,
            time_until_all_running,
            truncated,
        })
    }

    fn external(&mut self, i: usize) {
        let Some(change) = self.input.external_changes.get(i) else {
            return;
        };
        let Some(d) = self.driver_index(&change.driver) else {
            return;
        };
        let (Some(at), Some(range)) = (self.index.pools.get(d), self.index.driver_pools.get(d))
        else {
            return;
        };
        let Some(pool) = at.get(&change.segment).map(|&i| range.start + i) else {
            return;
        };
        if let Some(p) = self.pools.get_mut(pool) {
            p.free = p.free.saturating_add(change.delta.0).max(0);
        }
        let free = self.pools.get(pool).map_or(0, |p| p.free);
        let segment = self
            .pools
            .get(pool)
            .map_or(String::new(), |p| p.segment.describe());
        let said = timeline::free_space_changed(&segment, change.delta.0, free);
        self.say(TimelineKind::ExternalChange, None, None, said);
        self.check_stale(pool);
    }
}

/// Runs the workload with capacity tracking on and off.
///
/// ```
/// use placement::capacity::{simulate_capacity, SimulationInput};
/// let input: SimulationInput = serde_json::from_str(r#"{
///   "nodes": [{"metadata": {"name": "n1", "labels": {"kubernetes.io/hostname": "n1"}}},
///             {"metadata": {"name": "n2", "labels": {"kubernetes.io/hostname": "n2"}}}],
///   "storageClasses": [{"metadata": {"name": "local"}, "provisioner": "local.csi",
///                       "volumeBindingMode": "WaitForFirstConsumer"}],
///   "drivers": [{"publisher": {"driver": "local.csi", "mode": "perNode"},
///                "pools": [{"segment": {"kubernetes.io/hostname": "n1"}, "free": "10Gi"},
///                          {"segment": {"kubernetes.io/hostname": "n2"}, "free": "100Gi"}]}],
///   "workload": [{"pod": {"metadata": {"name": "db"}, "spec": {"volumes": [
///       {"name": "data", "ephemeral": {"volumeClaimTemplate": {"spec": {"storageClassName": "local",
///        "resources": {"requests": {"storage": "50Gi"}}}}}}]}}}]
/// }"#).unwrap();
/// let sim = simulate_capacity(&input).unwrap();
/// assert_eq!(sim.on.pods[0].attempts, 1);
/// assert_eq!(sim.on.pods[0].node.as_deref(), Some("n2"));
/// assert_eq!(sim.on.total_provisioning_failures, 0);
/// assert!(sim.off.time_until_all_running.is_some());
/// ```
pub fn simulate_capacity(input: &SimulationInput) -> Result<CapacitySimulation, InputError> {
    simulate_capacity_with_progress(input, &mut |_, _| {})
}

/// [`simulate_capacity`], reporting `progress(done, total)` in simulated
/// seconds over both runs (tracking on, then off): `total` is twice the horizon.
/// The result is the same; the callback only observes.
///
/// ```
/// use placement::capacity::simulate::simulate_capacity_with_progress;
/// let input = serde_json::from_str(r#"{"nodes": [], "storageClasses": [], "drivers": [], "workload": [], "horizonSeconds": 100}"#).unwrap();
/// let mut last = (0, 0);
/// simulate_capacity_with_progress(&input, &mut |done, total| last = (done, total)).unwrap();
/// assert_eq!(last.1, 200);
/// ```
pub fn simulate_capacity_with_progress(
    input: &SimulationInput,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<CapacitySimulation, InputError> {
    let segments = super::check::validate(input)?;
    let total = input.horizon_seconds.saturating_mul(2);
    let on = new_run(input, &segments, true).run(progress, 0, total)?;
    let off = new_run(input, &segments, false).run(progress, input.horizon_seconds, total)?;
    progress(total, total);
    Ok(CapacitySimulation { on, off })
}
