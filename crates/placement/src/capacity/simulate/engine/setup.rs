//! A run's starting state: one pool per driver and topology segment, its
//! free space published as it starts, and an empty clock, queue and log.

use std::collections::{BTreeMap, BTreeSet, BinaryHeap, HashMap, HashSet};

use super::state::{Index, PodRun, Pool, Run};
use crate::capacity::objects::VolumeBindingMode;
use crate::capacity::publisher::Segment;
use crate::capacity::simulate::keys::segment_positions;
use crate::capacity::simulate::types::*;
use crate::kernel::labels::Labels;

/// The run of `input` with capacity tracking on or off, before any event.
pub(super) fn new_run<'a>(
    input: &'a SimulationInput,
    segments: &[Vec<Segment>],
    tracking: bool,
) -> Run<'a> {
    let mut index = Index {
        nodes: HashMap::new(),
        drivers: HashMap::new(),
        classes: HashMap::new(),
        pools: Vec::new(),
        driver_pools: Vec::new(),
    };
    for (i, node) in input.nodes.iter().enumerate() {
        index.nodes.entry(node.metadata.name.as_str()).or_insert(i);
    }
    for (d, driver) in input.drivers.iter().enumerate() {
        index
            .drivers
            .entry(driver.publisher.driver.as_str())
            .or_insert(d);
    }
    for (i, class) in input.storage_classes.iter().enumerate() {
        index
            .classes
            .entry(class.metadata.name.as_str())
            .or_insert(i);
    }
    // Drivers with a class they publish capacity objects for (not Immediate).
    let publishing: HashSet<&str> = input
        .storage_classes
        .iter()
        .filter(|c| c.binding_mode() != VolumeBindingMode::Immediate)
        .map(|c| c.provisioner.as_str())
        .collect();
    let mut pools = Vec::new();
    let mut node_pool = HashMap::new();
    for (d, driver) in input.drivers.iter().enumerate() {
        let publishes = publishing.contains(driver.publisher.driver.as_str());
        // The map type `publisher::segments` uses (each map type is code of
        // its own in the wasm module).
        let mut specs: BTreeMap<Labels, usize> = BTreeMap::new();
        for (j, spec) in driver.pools.iter().enumerate() {
            specs.entry(spec.segment.clone()).or_insert(j);
        }
        let driver_segments = segments.get(d).map_or(&[][..], Vec::as_slice);
        index.pools.push(segment_positions(driver_segments));
        index
            .driver_pools
            .push(pools.len()..pools.len() + driver_segments.len());
        for segment in driver_segments {
            let spec = specs
                .get(&segment.labels)
                .and_then(|&j| driver.pools.get(j));
            let free = spec.map_or(driver.default_free.map_or(0, |b| b.0), |p| p.free.0);
            for n in &segment.nodes {
                if let Some((&name, _)) = index.nodes.get_key_value(n.as_str()) {
                    node_pool.insert((d, name), pools.len());
                }
            }
            pools.push(Pool {
                driver: d,
                segment: segment.clone(),
                free,
                max: spec.and_then(|p| p.maximum_volume_size).map(|b| b.0),
                published: free,
                stale: None,
                publishes,
            });
        }
    }
    Run {
        input,
        tracking,
        pools,
        node_pool,
        index,
        claims: Vec::new(),
        claim_owner: Vec::new(),
        claim_index: HashMap::new(),
        volumes: Vec::new(),
        claim_volume: HashMap::new(),
        pods: (0..input.workload.len())
            .map(|_| PodRun::default())
            .collect(),
        heap: BinaryHeap::new(),
        seq: 0,
        now: 0,
        timeline: Vec::new(),
        counts: Vec::new(),
        waiting: BTreeSet::new(),
        unschedulable_pods: BTreeSet::new(),
        stuck_mark: vec![false; input.workload.len()],
        stuck_waiting: 0,
        running: 0,
        stale: Vec::new(),
        processed: 0,
    }
}
