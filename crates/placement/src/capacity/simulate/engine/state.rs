//! A run's state: its events, pools, pods and lookups. Below the engine's files (the start in
//! setup.rs builds it, the others step it), so none of them imports the engine's own file.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet, BinaryHeap, HashMap};

use crate::capacity::objects::{PersistentVolume, PersistentVolumeClaim};
use crate::capacity::publisher::Segment;
use crate::capacity::simulate::types::*;
use crate::kernel::labels::Labels;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Ev {
    External(usize),
    Provision { pod: usize, claim: usize },
    ImmediateProvision { claim: usize },
    Poll { driver: usize },
    Arrive { pod: usize },
    Attempt { pod: usize, generation: u32 },
    BindTimeout { pod: usize, generation: u32 },
}

impl Ev {
    pub(super) fn priority(&self) -> u8 {
        match self {
            Ev::External(_) => 0,
            Ev::Provision { .. } | Ev::ImmediateProvision { .. } => 1,
            Ev::Poll { .. } => 2,
            Ev::Arrive { .. } => 3,
            Ev::Attempt { .. } | Ev::BindTimeout { .. } => 4,
        }
    }
}

pub(super) struct Pool {
    pub(super) driver: usize,
    pub(super) segment: Segment,
    pub(super) free: i64,
    pub(super) max: Option<i64>,
    pub(super) published: i64,
    pub(super) stale: Option<usize>,
    /// Whether the driver has a class it publishes objects for (not Immediate).
    pub(super) publishes: bool,
}

#[derive(Default)]
pub(super) struct PodRun {
    pub(super) arrived: bool,
    pub(super) attempts: u32,
    pub(super) failures: u32,
    pub(super) generation: u32,
    pub(super) running_at: Option<u64>,
    pub(super) node: Option<String>,
    pub(super) last_message: Option<String>,
    pub(super) unschedulable: bool,
    pub(super) pending_claims: BTreeSet<usize>,
    /// Claims whose provisioning is under way (it goes on after a PreBind timeout).
    pub(super) in_flight: BTreeSet<usize>,
    pub(super) binding_failed: bool,
    pub(super) last_failed: bool,
    pub(super) claims: Vec<usize>,
}

pub(super) struct Run<'a> {
    pub(super) input: &'a SimulationInput,
    pub(super) tracking: bool,
    pub(super) pools: Vec<Pool>,
    pub(super) node_pool: HashMap<(usize, &'a str), usize>,
    /// Lookups by name, each built once: a scan per event made a run
    /// quadratic in the nodes, pools or changes on hostile sizes.
    pub(super) index: Index<'a>,
    pub(super) claims: Vec<PersistentVolumeClaim>,
    /// Claim index → the pod that created it.
    pub(super) claim_owner: Vec<usize>,
    /// (namespace, name) → index in `claims`, the first claim of that name.
    pub(super) claim_index: HashMap<(String, String), usize>,
    pub(super) volumes: Vec<PersistentVolume>,
    /// Claim index → index in `volumes` of the volume provisioned for it.
    pub(super) claim_volume: HashMap<usize, usize>,
    pub(super) pods: Vec<PodRun>,
    pub(super) heap: BinaryHeap<Reverse<(u64, u8, u64, Ev)>>,
    pub(super) seq: u64,
    pub(super) now: u64,
    pub(super) timeline: Vec<TimelineEvent>,
    pub(super) counts: Vec<CountPoint>,
    /// Pods that arrived and do not run yet (each count looks only at these).
    pub(super) waiting: BTreeSet<usize>,
    /// Pods whose `unschedulable` mark is set: a cluster change retries them.
    pub(super) unschedulable_pods: BTreeSet<usize>,
    /// Per pod: counted among the stuck waiting pods (kept up to date after
    /// each event for the pod it touched: a recount of every waiting pod per
    /// event was events × pods).
    pub(super) stuck_mark: Vec<bool>,
    /// How many waiting pods are stuck.
    pub(super) stuck_waiting: u32,
    /// Pods that run.
    pub(super) running: u32,
    pub(super) stale: Vec<StaleWindow>,
    pub(super) processed: usize,
}

/// The input's nodes, drivers, storage classes and pools by name (the first
/// of a name, as a scan finds it): positions, in one map type (each hash
/// table type is code of its own in the wasm module).
pub(super) struct Index<'a> {
    pub(super) nodes: HashMap<&'a str, usize>,
    pub(super) drivers: HashMap<&'a str, usize>,
    pub(super) classes: HashMap<&'a str, usize>,
    /// Per driver: the position of each of its segments (the same as its
    /// pool's within `driver_pools`).
    pub(super) pools: Vec<BTreeMap<Labels, usize>>,
    /// Per driver: its pools, one per segment (a poll refreshes these).
    pub(super) driver_pools: Vec<std::ops::Range<usize>>,
}
