//! One volume's flow (§7), as the volume controller runs it: replicas without
//! a node (`reconcileVolumeCondition`), failed-replica reuse, the replenishment
//! wait and the precheck (`replenishReplicas`), then each new replica.

use crate::kernel::message::Message;
use std::collections::{BTreeSet, HashMap};

use super::condition::{ConditionFacts, detached_note, scheduled_condition};
use super::effective_anti_affinity;
use super::reuse::{reuse_enabled, try_reuse};
use super::{REASON_LOCAL_REPLICA_SCHEDULING_FAILURE, REASON_REPLICA_SCHEDULING_FAILURE};
use crate::longhorn::checks::{
    MAX_REBUILD_RETRY, REPLICA_ALREADY_SCHEDULED, SCHEDULING_FAILED, UNUSED_FAILED_REPLICA,
    VolumeFacts,
};
use crate::longhorn::explain::{
    ReplenishmentWait, ReplicaOutcome, ReplicaState, SkipCause, SkippedReplica, Step, VolumeResult,
};
use crate::longhorn::input::{Algorithm, DataLocality, LonghornVersion, Volume};
use crate::longhorn::pick::pick;
use crate::longhorn::search::clone::clone_note;
use crate::longhorn::search::{CloneSource, Rep, Scope, Search, VolCtx, search};
use crate::longhorn::validate::Cluster;

mod locality;

/// One volume's run: its replicas, steps and failures as they accumulate.
struct Flow<'a> {
    c: &'a Cluster<'a>,
    ctx: VolCtx<'a>,
    algorithm: Algorithm,
    /// Strict-local and attached: the attached node.
    hard_affinity: Option<usize>,
    /// Best-effort or strict-local without an attached node.
    awaiting_attachment: bool,
    reps: Vec<Rep>,
    steps: Vec<Step>,
    failures: BTreeSet<String>,
    precheck_failure: Option<Vec<String>>,
    placed: Vec<usize>,
    counter: usize,
    /// `status.currentNodeID` is empty in the input.
    detached: bool,
    /// Detached, but attached by a controller to rebuild (offline rebuilding,
    /// the volume's or the setting's, or a replica's eviction).
    offline: bool,
    /// Volume-level notes for the why (rules that change the answer).
    notes: Vec<Message>,
}

/// Runs one volume; returns its result and the disks of the replicas it placed.
pub(super) fn schedule_volume<'a>(
    c: &'a Cluster<'a>,
    volume: &'a Volume,
    algorithm: Algorithm,
    version: LonghornVersion,
    now: i64,
) -> (VolumeResult, Vec<usize>) {
    let locality = volume
        .data_locality
        .unwrap_or(c.settings.default_data_locality);
    let attached = volume
        .attached_node
        .as_deref()
        .and_then(|n| c.node_index.get(n).copied());
    let reps: Vec<Rep> = volume.replicas.iter().map(|r| existing(c, r)).collect();
    // The engine's RW replicas, as far as the input tells: a node, not failed.
    let healthy = reps
        .iter()
        .filter(|r| r.node.is_some() && r.failed_at.is_none())
        .count();
    let wanted = usize::try_from(volume.number_of_replicas).unwrap_or(0);
    let detached = volume.attached_node.is_none();
    // A detached volume is attached by a controller to rebuild: the volume
    // rebuilding controller (offline rebuilding) or the volume eviction
    // controller (a replica requests eviction).
    let offline = detached
        && (volume
            .offline_rebuilding
            .resolve(c.settings.offline_replica_rebuilding)
            || volume.replicas.iter().any(|r| r.eviction_requested));
    // A detached volume's robustness is unknown, never Degraded, unless the
    // rebuilding controller attaches it (offline rebuilding).
    let (wait, degraded) = if detached && !offline {
        (None, false)
    } else {
        replenishment_wait(c, volume, &reps, wanted, now)
    };
    let mut flow = Flow {
        c,
        ctx: VolCtx {
            volume,
            facts: VolumeFacts {
                size: volume.size.0,
                actual_size: volume.actual_size.0,
                data_engine: volume.data_engine,
                disk_selector: &volume.disk_selector,
                backing_image_disk_selector: volume
                    .backing_image
                    .as_deref()
                    .and_then(|name| c.backing_image(name))
                    .map(|bi| bi.disk_selector.as_slice()),
                version,
            },
            aa: effective_anti_affinity(c, volume),
            locality,
            attached,
            replenishing: degraded && wait.is_none_or(|w| w.remaining == 0),
            backing_image: volume
                .backing_image
                .as_deref()
                .and_then(|name| c.backing_image(name)),
            topology: (version.topology_rule() && !volume.topology_requirement.is_empty())
                .then_some(volume.topology_requirement.as_slice()),
            clone: CloneSource::of(c, volume, version),
        },
        algorithm,
        hard_affinity: attached.filter(|_| locality == DataLocality::StrictLocal),
        awaiting_attachment: locality != DataLocality::Disabled && attached.is_none(),
        reps,
        steps: Vec::new(),
        failures: BTreeSet::new(),
        precheck_failure: None,
        placed: Vec::new(),
        counter: 0,
        detached,
        offline,
        notes: Vec::new(),
    };
    flow.existing_replicas();
    let replenishment = if volume.replicas.is_empty() {
        flow.new_volume(wanted);
        None
    } else if detached && !offline {
        // replenishReplicas: `len(rs) != 0 && state != attached` → return.
        flow.notes.extend(detached_note(c, volume, &flow.reps));
        None
    } else {
        let note = offline
            .then(|| detached_note(c, volume, &flow.reps))
            .flatten();
        let wait = flow.replenish(wanted, wait.filter(|_| degraded));
        flow.notes.extend(note.map(|m| flow.offline_outcome(m)));
        flow.locality_migration(healthy, wanted);
        wait
    };
    let topology = topology_note(volume, version);
    let linked_clone = clone_note(c, &flow.ctx.clone);
    let (mut result, placed, notes) = flow.finish(replenishment);
    result.volume_notes = topology
        .iter()
        .chain(&linked_clone)
        .map(|(_, m)| m.clone())
        .collect();
    result.volume_notes.extend(notes);
    result.topology = topology.map(|(text, _)| text);
    result.linked_clone = linked_clone.map(|(text, _)| text);
    (result, placed)
}

/// What the volume's topology requirement does under `version`: the English
/// and the same as a message. The message names the terms as the volume
/// writes them (`zone=a`, `region=r`, `zone=a,region=r`, `*` for any node),
/// which read the same in every language.
fn topology_note(volume: &Volume, version: LonghornVersion) -> Option<(String, Message)> {
    if volume.topology_requirement.is_empty() {
        return None;
    }
    let (words, terms): (Vec<String>, Vec<String>) = volume
        .topology_requirement
        .iter()
        .map(|t| match (t.zone.as_str(), t.region.as_str()) {
            ("", "") => ("any node".to_string(), "*".to_string()),
            (zone, "") => (format!("zone {zone}"), format!("zone={zone}")),
            ("", region) => (format!("region {region}"), format!("region={region}")),
            (zone, region) => (
                format!("zone {zone} in region {region}"),
                format!("zone={zone},region={region}"),
            ),
        })
        .unzip();
    Some(match version {
        _ if version.topology_rule() => (
            format!(
                "Longhorn {}: the volume's topology requirement keeps its replicas on nodes in {} (getNodeCandidates, after the hard-affinity pin); no node there gives \"topology requirement cannot be satisfied\".",
                version.label(),
                words.join(" or ")
            ),
            Message::new("longhorn-topology-applied")
                .arg("version", version.label())
                .arg("terms", terms.join(" | ")),
        ),
        _ => (
            format!(
                "Longhorn {}: the volume's topology requirement is ignored; its scheduler has none (it exists on the master branch only — choose master to apply it).",
                version.label()
            ),
            Message::new("longhorn-topology-ignored").arg("version", version.label()),
        ),
    })
}

/// An input replica as the flow tracks it.
fn existing(c: &Cluster<'_>, r: &crate::longhorn::input::Replica) -> Rep {
    let node = r.node.as_deref().and_then(|n| c.node_index.get(n).copied());
    let disk = node
        .zip(r.disk.as_deref())
        .and_then(|(n, d)| c.disk_of(n, d));
    Rep {
        name: r.name.clone(),
        node,
        disk,
        failed_at: r.failed_at,
        healthy_at: r.healthy_at,
        evicting: r.eviction_requested,
        retry: r.rebuild_retry_count,
        in_pass: false,
        linked_src: r.linked_clone_src_replica_name.clone(),
        state: if r.failed_at.is_some() {
            ReplicaState::Failed
        } else if node.is_none() {
            ReplicaState::Unscheduled
        } else {
            ReplicaState::Healthy
        },
    }
}

/// The replenishment wait (`timeToReplacementReplica`) and whether the volume
/// is degraded (some but fewer healthy replicas than wanted).
fn replenishment_wait(
    c: &Cluster<'_>,
    volume: &Volume,
    reps: &[Rep],
    wanted: usize,
    now: i64,
) -> (Option<ReplenishmentWait>, bool) {
    let healthy = reps
        .iter()
        .filter(|r| r.failed_at.is_none() && r.node.is_some())
        .count();
    let degraded = healthy >= 1 && healthy < wanted;
    let degraded_at = volume
        .last_degraded_at
        .or_else(|| reps.iter().filter_map(|r| r.failed_at).min());
    let interval = c.settings.replica_replenishment_wait_interval;
    let wait = degraded_at.filter(|_| degraded).map(|t| {
        let until = t.saturating_add(interval);
        ReplenishmentWait {
            degraded_at: t,
            interval,
            until,
            remaining: until.saturating_sub(now).max(0),
        }
    });
    (wait, degraded)
}

fn skipped(replica: &str, cause: SkipCause, reason: &str, message: String) -> Step {
    Step::Skip(SkippedReplica {
        replica: replica.to_string(),
        cause,
        reason: reason.to_string(),
        message,
    })
}

impl<'a> Flow<'a> {
    /// The reason a failed `ScheduleReplica` writes: local when the replica
    /// carried the hard node affinity.
    fn failure_reason(&self) -> &'static str {
        if self.hard_affinity.is_some() {
            REASON_LOCAL_REPLICA_SCHEDULING_FAILURE
        } else {
            REASON_REPLICA_SCHEDULING_FAILURE
        }
    }

    /// `reconcileVolumeCondition` over the existing replicas: one with a node
    /// is skipped; one without is scheduled, unless it failed without ever
    /// being healthy (`ScheduleReplica` refuses it).
    fn existing_replicas(&mut self) {
        for i in 0..self.reps.len() {
            let r = &self.reps[i];
            if let Some(n) = r.node {
                let step = skipped(
                    &r.name,
                    SkipCause::AlreadyScheduled,
                    REPLICA_ALREADY_SCHEDULED,
                    format!(
                        "Replica {} already has node {}: the volume controller does not schedule it again (ScheduleReplica would refuse it with \"{REPLICA_ALREADY_SCHEDULED}\").",
                        r.name,
                        self.c.node_name(n)
                    ),
                );
                self.steps.push(step);
            } else if r.failed_at.is_some() && r.healthy_at.is_none() {
                let step = skipped(
                    &r.name,
                    SkipCause::UnusedFailedReplica,
                    UNUSED_FAILED_REPLICA,
                    format!(
                        "Replica {} failed before it was ever healthy and has no node: Longhorn does not schedule it, and the volume is not scheduled.",
                        r.name
                    ),
                );
                self.steps.push(step);
                self.failures.insert(UNUSED_FAILED_REPLICA.to_string());
            } else {
                self.schedule(i, None);
            }
        }
    }

    /// Schedules replica `i`, reusing `precheck` when it searched the same
    /// nodes (no hard affinity); without an attached node, best-effort and
    /// strict-local replicas wait instead.
    fn schedule(&mut self, i: usize, precheck: Option<Search>) {
        if self.awaiting_attachment {
            let name = self.reps[i].name.clone();
            let locality = match self.ctx.locality {
                DataLocality::StrictLocal => "strict-local",
                _ => "best-effort",
            };
            self.steps.push(skipped(
                &name,
                SkipCause::AwaitingAttachment,
                "",
                format!(
                    "Data locality is {locality} and the volume is not attached: replica {name} stays unscheduled until the volume is attached to a node (reconcileVolumeCondition waits; no reason is recorded)."
                ),
            ));
            return;
        }
        let found = match precheck {
            Some(found) if self.hard_affinity.is_none() => found,
            _ => {
                let scope = Scope::Normal {
                    hard_affinity: self.hard_affinity,
                };
                search(self.c, &self.ctx, &self.reps, &self.reps[i].name, scope)
            }
        };
        let mut decision = found.decision;
        let size = self.ctx.facts.size;
        match pick(
            self.c,
            self.algorithm,
            &found.candidates,
            size,
            &mut decision,
        ) {
            Some(d) => {
                let r = &mut self.reps[i];
                r.node = Some(self.c.disk_node(d));
                r.disk = Some(d);
                r.in_pass = true;
                if r.failed_at.is_none() {
                    r.state = ReplicaState::New;
                }
                self.placed.push(d);
            }
            None if found.reasons.is_empty() => {
                self.failures.insert(SCHEDULING_FAILED.to_string());
            }
            None => self
                .failures
                .extend(found.reasons.iter().map(|r| r.to_string())),
        }
        self.steps.push(Step::Schedule(Box::new(decision)));
    }

    /// `precheckCreateReplica` for a new replica named `name`: the candidate
    /// search without hard affinity (the volume controller creates the replica
    /// without it; the pin is set when it is scheduled).
    fn precheck(&mut self, name: &str) -> Option<Search> {
        let found = search(
            self.c,
            &self.ctx,
            &self.reps,
            name,
            Scope::Normal {
                hard_affinity: None,
            },
        );
        if found.candidates.is_empty() {
            self.precheck_failure = Some(found.decision.reasons.clone());
            self.steps.push(Step::Precheck(Box::new(found.decision)));
            None
        } else {
            Some(found)
        }
    }

    fn new_name(&mut self) -> String {
        // A set, not a scan per try: replicas named like the ones this makes
        // (`<volume>-r-1`, `-r-2`, …) would make the tries × the scan quadratic.
        let mut taken = HashMap::with_capacity(self.reps.len());
        for (i, r) in self.reps.iter().enumerate() {
            taken.insert(r.name.as_str(), i);
        }
        loop {
            self.counter += 1;
            let name = format!("{}-r-{}", self.ctx.volume.name, self.counter);
            if !taken.contains_key(name.as_str()) {
                return name;
            }
        }
    }

    /// A new volume: every replica passes the same precheck, then they are
    /// scheduled one after another.
    fn new_volume(&mut self, wanted: usize) {
        let name = self.new_name();
        let Some(first) = self.precheck(&name) else {
            return;
        };
        let start = self.reps.len();
        self.reps.push(unscheduled(name));
        for _ in 1..wanted {
            let name = self.new_name();
            self.reps.push(unscheduled(name));
        }
        self.schedule(start, Some(first));
        for i in start + 1..self.reps.len() {
            self.schedule(i, None);
        }
    }

    /// `replenishReplicas` for a volume with replicas: reuse a failed replica,
    /// else wait, else precheck and create a new one, until enough are usable.
    fn replenish(
        &mut self,
        wanted: usize,
        wait: Option<ReplenishmentWait>,
    ) -> Option<ReplenishmentWait> {
        let engine = self.ctx.facts.data_engine;
        for _ in 0..=wanted + self.reps.len() {
            let usable = self
                .reps
                .iter()
                .filter(|r| r.failed_at.is_none() && !r.evicting)
                .count();
            if usable >= wanted {
                break;
            }
            if self.reps.iter().any(|r| r.failed_at.is_some()) {
                let (decision, reused) =
                    try_reuse(self.c, &self.ctx, &self.reps, self.hard_affinity);
                self.steps.push(Step::Reuse(Box::new(decision)));
                if let Some(r) = reused.and_then(|i| self.reps.get_mut(i)) {
                    r.failed_at = None;
                    r.retry = r.retry.saturating_add(1);
                    r.state = ReplicaState::Reused;
                    continue;
                }
            }
            let hard_affinity = self.hard_affinity;
            let potentially = reuse_enabled(self.c, engine)
                && self.reps.iter().any(|r| {
                    hard_affinity.is_none_or(|a| r.node == Some(a)) && r.potentially_reusable()
                });
            if let Some(w) = wait.filter(|w| potentially && w.remaining > 0) {
                self.steps.push(Step::Wait(w));
                return Some(w);
            }
            let name = self.new_name();
            let Some(found) = self.precheck(&name) else {
                break;
            };
            self.reps.push(rebuilding(name));
            let i = self.reps.len() - 1;
            self.schedule(i, Some(found));
        }
        None
    }

    /// Offline rebuilding attaches the volume only when a replica can be
    /// reused or placed (`canReuseOrScheduleReplicas`): a failed precheck
    /// leaves it detached.
    fn offline_outcome(&self, note: Message) -> Message {
        if self.precheck_failure.is_some() {
            // The same arguments: what attached it, and how many replicas are missing.
            let mut nowhere = note;
            nowhere.id = format!("{}-nowhere", nowhere.id);
            nowhere
        } else {
            note
        }
    }

    /// The volume's result, the disks of the replicas placed and its notes.
    fn finish(
        self,
        replenishment: Option<ReplenishmentWait>,
    ) -> (VolumeResult, Vec<usize>, Vec<Message>) {
        let c = self.c;
        // Attached by the rebuilding controller unless nothing could be placed;
        // then replenishReplicas never ran and its precheck wrote nothing.
        let stays_detached = self.detached && !(self.offline && self.precheck_failure.is_none());
        let facts = ConditionFacts {
            volume: self.ctx.volume,
            reps: &self.reps,
            detached: stays_detached,
            precheck_failure: self
                .precheck_failure
                .clone()
                .filter(|_| !(self.detached && self.offline)),
            failures: &self.failures,
            failure_reason: self.failure_reason(),
        };
        let (condition, reset) = scheduled_condition(c, &facts);
        let mut notes = self.notes.clone();
        notes.extend(reset);
        let replicas = self
            .reps
            .iter()
            .map(|r| ReplicaOutcome {
                name: r.name.clone(),
                node: r.node.map(|n| c.node_name(n).to_string()),
                disk: r.disk.map(|d| c.disk_name(d).to_string()),
                state: r.state,
                eviction_requested: r.evicting,
                rebuild_retry_count: r.retry,
            })
            .collect();
        let result = VolumeResult {
            name: self.ctx.volume.name.clone(),
            anti_affinity: self.ctx.aa,
            data_locality: self.ctx.locality,
            replicas,
            steps: self.steps,
            condition,
            replenishment,
            topology: None,
            linked_clone: None,
            volume_notes: Vec::new(),
            answers: Vec::new(),
        };
        (result, self.placed, notes)
    }
}

fn unscheduled(name: String) -> Rep {
    Rep {
        name,
        node: None,
        disk: None,
        failed_at: None,
        healthy_at: None,
        evicting: false,
        retry: 0,
        in_pass: false,
        state: ReplicaState::Unscheduled,
        linked_src: None,
    }
}

/// A replica `createReplica` makes for a volume that already has replicas:
/// `rebuildRetryCount = FailedReplicaMaxRetryCount`, so if its rebuild fails
/// it is never potentially reusable.
fn rebuilding(name: String) -> Rep {
    Rep {
        retry: MAX_REBUILD_RETRY,
        ..unscheduled(name)
    }
}
