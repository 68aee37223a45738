//! The simulation (spec §5): a workload over time, capacity tracking on vs off.
//!
//! Pools hold the real free space per segment; the publisher copies it into
//! CSIStorageCapacity objects every poll interval and after each provisioning;
//! the scheduler ([`Scheduler`](crate::capacity::filter::Scheduler)) sees only what is published; provisioning
//! consumes real space or fails with `ResourceExhausted`, which removes the
//! selected-node annotation and sends the pod back to the queue. The same
//! workload runs with tracking on (CSIDriver `storageCapacity: true`, objects
//! published) and off.
//!
//! Time is simulated whole seconds; events at the same second run in a fixed
//! order (external changes, provisioning, polls, arrivals, scheduling) and
//! then by creation order. Where the scheduler would pick at random among
//! equally good nodes, a fixed hash of (pod, attempt, node) picks instead.
//!
//! Modelling choices: a pod that finds no node waits for a cluster change
//! (published capacity, a volume created) or 300 s; after a failed
//! provisioning it retries after a backoff of 1 s doubling to 10 s. A pod is
//! **stuck** when some of its claims are provisioned, others are not, and its
//! last attempt failed (the seed's multi-volume case).
//! Immediate claims are provisioned by the driver at arrival, in the segment
//! with the most free space that fits (allowed topologies respected); the pod
//! then follows the volume.
//!
//! The entry point [`simulate_capacity`] has an example in its docs.

mod check;
mod engine;
mod keys;
mod types;

pub use engine::{simulate_capacity, simulate_capacity_with_progress};
pub use types::*;

/// Checks a simulation input without running it (the same errors [`simulate_capacity`] returns first).
pub fn validate_simulation(input: &SimulationInput) -> Result<(), crate::InputError> {
    check::validate(input).map(|_| ())
}
