//! The reference rollout: every round recomputes everything from the raw
//! per-cluster state, in target order, as Fleet's `UpdatePartitions` does,
//! then runs the simulated agent. It writes the same records the engine
//! reports (status, partitions, waits, stop, outcome, clusters), each from
//! its definition, so a test can compare them whole.

use std::collections::BTreeMap;

use placement::fleet::state::{BundleState, BundleSummary, NonReadyResource};
use placement::fleet::*;
use placement::kernel::int_or_percent::IntOrPercent;

use super::fleet::*;

#[path = "ending.rs"]
mod ending;
#[path = "events.rs"]
mod events;

/// The selectors of a case in the reference's own terms, next to the
/// engine input that carries the same selectors as JSON.
#[derive(Debug)]
pub struct Selectors {
    /// Per manual partition: (clusterSelector, clusterGroupSelector).
    pub partitions: Vec<(Option<Vec<Req>>, Option<Vec<Req>>)>,
    /// Per cluster group: its selector (none: selects no cluster).
    pub groups: Vec<Option<Vec<Req>>>,
}

struct RefCluster<'a> {
    input: &'a Cluster,
    bd: Option<RefBd>,
    paused: bool,
    behavior: Behavior,
    ready_at: Option<u32>,
    joined: bool,
    /// The message of the last failed apply: the `Deployed` condition keeps it
    /// until the agent applies again, whatever the agent does meanwhile.
    apply_error: String,
}

/// What the reference reports: the engine's own output types, filled in
/// by the reference (cluster timelines are left empty).
pub struct RefRun {
    pub rounds: Vec<RoundRecord>,
    pub outcome: Option<Outcome>,
    pub clusters: Vec<ClusterResult>,
    pub start_partitions: Vec<(String, u64, i64, Option<String>, Option<String>)>,
    pub start_limits: (i64, i64),
    pub versions: Vec<[u32; 2]>,
    pub bundle_paused: Vec<(u32, bool)>,
}

struct Plan {
    /// Joined clusters (indices into the sorted clusters), sorted by name.
    targets: Vec<usize>,
    /// Partitions with members as cluster indices.
    parts: Vec<RefPartition>,
    unmatched: u64,
    max_unavailable: i64,
    max_unavailable_partitions: i64,
}

struct Sim<'a> {
    input: &'a RolloutInput,
    sel: &'a Selectors,
    cs: Vec<RefCluster<'a>>,
    idx: BTreeMap<&'a str, usize>,
    desired: u32,
    bundle_paused: bool,
}

impl<'a> Sim<'a> {
    fn plan(&self) -> Plan {
        let targets: Vec<usize> = (0..self.cs.len()).filter(|&i| self.cs[i].joined).collect();
        let strategy = &self.input.rollout_strategy;
        let mu = strategy.max_unavailable.as_ref();
        let mut parts = if strategy.partitions.is_empty() {
            auto_partition(
                targets.len(),
                strategy.auto_partition_size.as_ref(),
                strategy.auto_partition_threshold,
                mu,
            )
        } else {
            self.manual_partitions(&targets)
        };
        for p in &mut parts {
            for m in &mut p.members {
                *m = targets[*m];
            }
        }
        let covered = |i: &usize| parts.iter().any(|p| p.members.contains(i));
        let unmatched = targets.iter().filter(|i| !covered(i)).count() as u64;
        let zero = IntOrPercent::Int(0);
        Plan {
            max_unavailable: fleet_limit(targets.len() as i64, &[mu]),
            max_unavailable_partitions: fleet_limit(
                parts.len() as i64,
                &[strategy.max_unavailable_partitions.as_ref(), Some(&zero)],
            ),
            targets,
            parts,
            unmatched,
        }
    }

    fn manual_partitions(&self, targets: &[usize]) -> Vec<RefPartition> {
        let groups = &self.input.cluster_groups;
        let ts: Vec<Target> = targets
            .iter()
            .map(|&i| {
                let c = self.cs[i].input;
                Target {
                    name: &c.name,
                    labels: &c.labels,
                    groups: groups
                        .iter()
                        .zip(&self.sel.groups)
                        // A ClusterGroup selects clusters of its own namespace only.
                        .filter(|(g, _)| {
                            g.namespace.as_deref().unwrap_or("fleet-default")
                                == c.namespace.as_deref().unwrap_or("fleet-default")
                        })
                        .filter(|(_, s)| s.as_ref().is_some_and(|s| selector_matches(s, &c.labels)))
                        .map(|(g, _)| (g.name.as_str(), &g.labels))
                        .collect(),
                }
            })
            .collect();
        let strategy = &self.input.rollout_strategy;
        strategy
            .partitions
            .iter()
            .zip(&self.sel.partitions)
            .enumerate()
            .map(|(pi, (spec, (cs, gs)))| {
                let p = RefPartitionSpec {
                    spec,
                    cluster_selector: cs.as_deref(),
                    group_selector: gs.as_deref(),
                };
                let members: Vec<usize> = (0..ts.len())
                    .filter(|&t| partition_has(&p, &ts[t]))
                    .collect();
                RefPartition {
                    // status.partitions[].name stays empty for an unnamed partition;
                    // the views show it as `partitions[i] (unnamed)`.
                    name: spec.name.clone(),
                    label: if spec.name.is_empty() {
                        format!("partitions[{pi}] (unnamed)")
                    } else {
                        spec.name.clone()
                    },
                    max_unavailable: fleet_limit(
                        members.len() as i64,
                        &[
                            spec.max_unavailable.as_ref(),
                            strategy.max_unavailable.as_ref(),
                        ],
                    ),
                    members,
                }
            })
            .collect()
    }

    fn state(&self, i: usize) -> BundleState {
        target_state(self.cs[i].bd.as_ref(), self.desired)
    }

    fn unavailable(&self, i: usize) -> bool {
        is_unavailable(self.cs[i].bd.as_ref())
    }

    fn good(&self, i: usize) -> bool {
        let bd = self.cs[i].bd.as_ref();
        up_to_date(bd, self.desired) && !is_unavailable(bd)
    }

    fn is_paused(&self, i: usize) -> bool {
        self.cs[i].paused || self.bundle_paused
    }

    /// A staged deployment not yet promoted.
    fn out_of_sync(&self, i: usize) -> bool {
        self.cs[i]
            .bd
            .is_some_and(|b| b.staged != 0 && b.deployed != b.staged)
    }

    fn summary(&self, targets: &[usize]) -> BundleSummary {
        let counts = count_states(targets.iter().map(|&i| self.state(i)));
        let non_ready_resources = targets
            .iter()
            .filter(|&&i| self.state(i) != BundleState::Ready)
            .take(10)
            .map(|&i| {
                let c = &self.cs[i];
                let message = match c.bd {
                    Some(bd) if bd.deploy_failed => c.apply_error.clone(),
                    _ => String::new(),
                };
                NonReadyResource::new(
                    format!("{}/{}", c.input.namespace(), c.input.name),
                    self.state(i),
                    message,
                )
            })
            .collect();
        BundleSummary {
            counts,
            non_ready_resources,
        }
    }
}

/// Runs the reference for `rounds` rounds.
pub fn reference(input: &RolloutInput, sel: &Selectors, rounds: usize) -> RefRun {
    let default = input.default_behavior.clone().unwrap_or_default();
    let mut cs: Vec<RefCluster> = input
        .clusters
        .iter()
        .map(|c| RefCluster {
            input: c,
            bd: None,
            paused: c.paused,
            behavior: c.behavior.clone().unwrap_or_else(|| default.clone()),
            ready_at: None,
            joined: c.joins_at_round.is_none_or(|r| r <= 1),
            apply_error: String::new(),
        })
        .collect();
    cs.sort_by(|a, b| a.input.name.as_bytes().cmp(b.input.name.as_bytes()));
    let idx = cs
        .iter()
        .enumerate()
        .map(|(i, c)| (c.input.name.as_str(), i))
        .collect();
    let mut sim = Sim {
        input,
        sel,
        cs,
        idx,
        desired: 1,
        bundle_paused: input.paused,
    };
    let start = sim.plan();
    if input.start == Start::Deployed {
        for p in &start.parts {
            for &m in &p.members {
                let c = &mut sim.cs[m];
                c.bd = Some(RefBd {
                    staged: 1,
                    deployed: 1,
                    applied: 1,
                    ready: !matches!(c.behavior, Behavior::NotReady),
                    deploy_failed: false,
                    modified: matches!(c.behavior, Behavior::Drifted),
                });
            }
        }
    }
    let mut run = RefRun {
        rounds: Vec::new(),
        outcome: None,
        clusters: Vec::new(),
        start_partitions: start
            .parts
            .iter()
            .map(|p| {
                let name = |m: Option<&usize>| m.map(|&i| sim.cs[i].input.name.clone());
                (
                    p.name.clone(),
                    p.members.len() as u64,
                    p.max_unavailable,
                    name(p.members.first()),
                    name(p.members.last()),
                )
            })
            .collect(),
        start_limits: (start.max_unavailable, start.max_unavailable_partitions),
        versions: vec![[0, 1]],
        bundle_paused: vec![(0, input.paused)],
    };
    for round in 1..=rounds as u32 {
        let (texts, had_actions) = sim.apply_actions(round, &mut run);
        let mut rec = sim.reconcile(round, texts);
        sim.agent_step(round, &mut rec);
        let plan = sim.plan();
        rec.end = count_states(plan.targets.iter().map(|&i| sim.state(i)));
        let quiet = rec.created == 0
            && rec.promoted == 0
            && rec.staged == 0
            && rec.applied == 0
            && rec.became_ready == 0
            && rec.failed == 0
            && !had_actions;
        run.rounds.push(rec);
        if run.outcome.is_none() {
            run.outcome = sim.outcome(round, quiet, &plan, &run.rounds);
        }
    }
    let max_rounds = input.max_rounds.unwrap_or(1000);
    if run.outcome.is_none() && rounds as u32 == max_rounds {
        let message = format!("stopped after maxRounds = {max_rounds} rounds");
        run.outcome = Some(Outcome::MaxRounds {
            round: max_rounds,
            message,
        });
    }
    run.clusters = sim.cluster_results();
    run
}

impl Sim<'_> {
    /// One `UpdatePartitions`, with the status computed first (`resetStatus`).
    fn reconcile(&mut self, round: u32, events: Vec<String>) -> RoundRecord {
        let plan = self.plan();
        let summary = self.summary(&plan.targets);
        let max_new = self.input.rollout_strategy.max_new.unwrap_or(50);
        let mut bundle_unavailable = plan
            .targets
            .iter()
            .filter(|&&i| self.unavailable(i))
            .count() as i64;
        let mut partitions: Vec<PartitionRound> = plan
            .parts
            .iter()
            .map(|p| PartitionRound {
                name: p.name.clone(),
                label: p.label.clone(),
                count: p.members.len() as u64,
                max_unavailable: p.max_unavailable,
                unavailable: p.members.iter().filter(|&&i| self.unavailable(i)).count() as u64,
                summary: count_states(p.members.iter().map(|&i| self.state(i))),
                ..Default::default()
            })
            .collect();
        let (mut created, mut promoted, mut staged) = (Vec::new(), Vec::new(), 0u64);
        let (mut newly_created, mut unavailable_partitions) = (0i64, 0i64);
        let (mut waits, mut without, mut stopped) = (Vec::new(), 0u64, None);
        for (pi, p) in plan.parts.iter().enumerate() {
            let r = &mut partitions[pi];
            r.reached = true;
            for &i in &p.members {
                let c = &mut self.cs[i];
                if c.bd.is_none() && newly_created < max_new {
                    newly_created += 1;
                    c.bd = Some(RefBd {
                        staged: self.desired,
                        deployed: 0,
                        applied: 0,
                        ready: false,
                        deploy_failed: false,
                        modified: false,
                    });
                    created.push(c.input.name.clone());
                    r.created += 1;
                }
                if let Some(bd) = c.bd.as_mut() {
                    if bd.staged != self.desired {
                        bd.staged = self.desired;
                        r.staged += 1;
                        staged += 1;
                    }
                }
            }
            let mut part_unavailable = r.unavailable as i64;
            for &i in &p.members {
                let unavailable = self.unavailable(i);
                if self.cs[i].bd.is_some()
                    && !self.is_paused(i)
                    && self.out_of_sync(i)
                    && (bundle_unavailable < plan.max_unavailable || unavailable)
                    && (part_unavailable < p.max_unavailable || unavailable)
                {
                    if !unavailable {
                        bundle_unavailable += 1;
                        part_unavailable += 1;
                    }
                    let c = &mut self.cs[i];
                    if let Some(bd) = c.bd.as_mut() {
                        bd.deployed = bd.staged;
                    }
                    promoted.push(c.input.name.clone());
                    r.promoted += 1;
                }
            }
            without += p
                .members
                .iter()
                .filter(|&&i| self.cs[i].bd.is_none())
                .count() as u64;
            self.partition_waits(
                p,
                bundle_unavailable,
                part_unavailable,
                plan.max_unavailable,
                &mut waits,
            );
            r.not_up_to_date_or_unavailable =
                p.members.iter().filter(|&&i| !self.good(i)).count() as u64;
            r.partition_unavailable = r.not_up_to_date_or_unavailable as i64 > p.max_unavailable;
            if r.partition_unavailable {
                unavailable_partitions += 1;
            }
            if unavailable_partitions > plan.max_unavailable_partitions {
                let later = plan.parts.len() - (pi + 1);
                stopped = Some(Stop {
                    partition: p.label.clone(),
                    index: pi,
                    not_up_to_date_or_unavailable: r.not_up_to_date_or_unavailable,
                    max_unavailable: p.max_unavailable,
                    unavailable_partitions,
                    max_unavailable_partitions: plan.max_unavailable_partitions,
                    partitions_not_reached: later,
                    message: format!(
                        "stopped at {}: {} members not up to date or unavailable > maxUnavailable {}, so {} unavailable partitions > maxUnavailablePartitions {}; {} later partitions wait",
                        p.label,
                        r.not_up_to_date_or_unavailable,
                        p.max_unavailable,
                        unavailable_partitions,
                        plan.max_unavailable_partitions,
                        later
                    ),
                });
                break;
            }
        }
        if without > 0 && newly_created >= max_new {
            let message = if max_new == 0 {
                "maxNew is 0: no BundleDeployment is ever created".to_string()
            } else {
                format!(
                    "maxNew {max_new} BundleDeployments created; {without} members of reached partitions wait for the next reconcile"
                )
            };
            waits.insert(
                0,
                Wait::MaxNew {
                    max_new,
                    without_deployment: without,
                    message,
                },
            );
        }
        if plan.unmatched > 0 {
            waits.push(Wait::Unmatched {
                clusters: plan.unmatched,
                message: format!(
                    "{} targets match no partition: never deployed, counted as Pending",
                    plan.unmatched
                ),
            });
        }
        let limit = self.input.name_limit.unwrap_or(20) as usize;
        RoundRecord {
            round,
            version: self.desired,
            bundle_paused: self.bundle_paused,
            events,
            created: created.len() as u64,
            created_names: created.into_iter().take(limit).collect(),
            promoted: promoted.len() as u64,
            promoted_names: promoted.into_iter().take(limit).collect(),
            staged,
            applied: 0,
            became_ready: 0,
            failed: 0,
            status: BundleStatus {
                max_new,
                newly_created,
                unavailable: bundle_unavailable,
                max_unavailable: plan.max_unavailable,
                unavailable_partitions,
                max_unavailable_partitions: plan.max_unavailable_partitions,
                display_state: display_state(&summary.non_ready_resources),
                ready_message: ready_message(&summary.counts, &summary.non_ready_resources),
                summary,
            },
            partitions,
            stopped,
            waits,
            end: Default::default(),
        }
    }

    /// Why staged deployments of a reached partition are still not promoted.
    fn partition_waits(
        &self,
        p: &RefPartition,
        bundle: i64,
        part: i64,
        bundle_max: i64,
        waits: &mut Vec<Wait>,
    ) {
        let held = |paused: bool| {
            p.members
                .iter()
                .filter(|&&i| {
                    self.out_of_sync(i)
                        && self.is_paused(i) == paused
                        && (paused || !self.unavailable(i))
                })
                .count() as u64
        };
        let (waiting, paused) = (held(false), held(true));
        let name = p.label.clone();
        if waiting > 0 && bundle >= bundle_max {
            waits.push(Wait::BundleLimit {
                message: format!("{name}: {waiting} staged clusters wait: bundle unavailable {bundle} reached maxUnavailable {bundle_max}"),
                partition: name.clone(),
                waiting,
                unavailable: bundle,
                max_unavailable: bundle_max,
            });
        } else if waiting > 0 {
            waits.push(Wait::PartitionLimit {
                message: format!(
                    "{name}: {waiting} staged clusters wait: partition unavailable {part} reached its maxUnavailable {}",
                    p.max_unavailable
                ),
                partition: name.clone(),
                waiting,
                unavailable: part,
                max_unavailable: p.max_unavailable,
            });
        }
        if paused > 0 {
            let who = if self.bundle_paused {
                "bundle is"
            } else {
                "clusters are"
            };
            waits.push(Wait::Paused {
                message: format!(
                    "{name}: {paused} staged clusters are not promoted because the {who} paused"
                ),
                partition: name,
                waiting: paused,
                bundle_paused: self.bundle_paused,
            });
        }
    }
}
