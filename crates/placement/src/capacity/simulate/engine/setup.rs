//! A run's starting state: one pool per driver and topology segment, its
//! free space published as it starts, and an empty clock, queue and log.

use super::*;

/// The run of `input` with capacity tracking on or off, before any event.
pub(super) fn new_run<'a>(
    input: &'a SimulationInput,
    segments: &[Vec<Segment>],
    tracking: bool,
) -> Run<'a> {
    let mut pools = Vec::new();
    let mut node_pool = HashMap::new();
    for (d, driver) in input.drivers.iter().enumerate() {
        let publishes = input.storage_classes.iter().any(|c| {
            c.provisioner == driver.publisher.driver
                && c.binding_mode() != VolumeBindingMode::Immediate
        });
        for segment in segments.get(d).map_or(&[][..], Vec::as_slice) {
            let spec = driver.pools.iter().find(|p| p.segment == segment.labels);
            let free = spec.map_or(driver.default_free.map_or(0, |b| b.0), |p| p.free.0);
            for n in &segment.nodes {
                if let Some(node) = input.nodes.iter().find(|x| &x.metadata.name == n) {
                    node_pool.insert((d, node.metadata.name.as_str()), pools.len());
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
        claims: Vec::new(),
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
        running: 0,
        stale: Vec::new(),
        processed: 0,
    }
}
