//! Fleet rollout planning: partitions, limits and reconciles.
//!
//! Reproduces the Fleet controller (v0.16+, `internal/cmd/controller/target`)
//! as specified in `spec/fleet-rollout.md`; where the docs page says otherwise,
//! the code wins and the output says so.
//!
//! - [`limit`](crate::kernel::int_or_percent::limit()): int-or-percent → count;
//! - [`plan_partitions`]: targets sorted by name (bytes), automatic partitions
//!   (`Partition <start> - <end>`, `All`) or manual ones (criteria ANDed),
//!   each partition's maxUnavailable with its rounding explained;
//! - [`simulate_rollout`]: rounds of one reconcile (create ≤ maxNew, stage,
//!   promote within the bundle-wide and per-partition limits, partition check,
//!   stop rule) and one agent step (cluster behaviors), with bundle status,
//!   partition status entries and why the rollout waits;
//! - [`parse_fleet_yaml`] / [`strategy_to_yaml`]: the `rolloutStrategy` block of fleet.yaml;
//! - [`import_fleet_objects`]: Bundles, clusters and cluster groups as kubectl
//!   prints them (or a fleet.yaml) → the input of a rollout, with what was
//!   read, skipped and not modelled.
//!
//! ## Size of the output
//!
//! A round costs O(changes in the round + partitions reached), so a million
//! clusters simulate in seconds. Per-round records therefore hold counts, not
//! per-cluster lists: `createdNames` / `promotedNames` list only the first
//! `nameLimit` (default 20) names. The final state of every cluster is returned
//! once ([`RolloutSimulation::clusters`]); with timelines on (default up to
//! 100,000 clusters) each cluster carries its events (created, staged, promoted,
//! applied, ready, …, with round and version) and [`cluster_state_at`] replays
//! them to give its state at any round without storing clusters × rounds.
//!
//! ```
//! use placement::fleet::{simulate_rollout, RolloutInput};
//! // 100 clusters at 10 %: one partition "All"; 50 + 50 created, readiness is not awaited.
//! let clusters: Vec<String> = (0..100).map(|i| format!(r#"{{"name": "c-{i:03}"}}"#)).collect();
//! let input: RolloutInput = serde_json::from_str(&format!(
//!     r#"{{"rolloutStrategy": {{"maxUnavailable": "10%"}},
//!         "defaultBehavior": {{"kind": "notReady"}},
//!         "clusters": [{}]}}"#, clusters.join(","))).unwrap();
//! let sim = simulate_rollout(&input).unwrap();
//! assert_eq!(sim.partitions[0].name, "All");
//! assert_eq!(sim.rounds[0].created, 50);
//! assert_eq!(sim.rounds[1].created, 50);
//! assert!(sim.rounds[0].stopped.is_some()); // 100 not ready > 10, but creation goes on
//! ```

pub mod answer;
pub mod diff;
pub mod import;
mod input;
mod plan;
mod reconcile;
pub mod simulate;
pub mod state;
pub mod strategy;
#[cfg(test)]
mod strict_input_tests;
pub mod targets;
pub mod yaml;

pub use answer::{
    ClusterAnswer, FleetChange, FleetEdit, explain_cluster, explain_cluster_without_fixes,
};
pub use diff::{ClusterChange, RolloutChanges, rollout_changes};
pub use import::{FleetImport, import_fleet_objects, import_fleet_objects_with};
pub use plan::{PartitionInfo, PartitionPlan, PlanInput, PlannedPartition, plan_partitions};
pub use simulate::{
    Behavior, BundleStatus, ClusterResult, ClusterSnapshot, Outcome, PartitionRound, RolloutEvent,
    RolloutInput, RolloutSimulation, RoundRecord, Start, StartDeployment, Stop, TimelineEvent,
    TimelineKind, Wait, cluster_state_at, simulate_rollout, simulate_rollout_with_progress,
};
pub use state::{BundleState, BundleSummary, StateCounts};
pub use strategy::{PartitionSpec, RolloutStrategy};
pub use targets::{Cluster, ClusterGroup};
pub use yaml::{FleetYaml, parse_fleet_yaml, strategy_to_yaml};
