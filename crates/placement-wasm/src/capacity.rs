//! Kubernetes storage capacity tracking for JavaScript.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use placement::capacity::{self, CapacitySimulation, FilterInput, FilterResult, SimulationInput};

use crate::convert::{from_js, input_error, to_js};

/// Runs PreFilter, Filter and (when `scoring` is given) Score of the
/// scheduler's VolumeBinding plugin for one pod: per node the verdict, the
/// plugin's reasons, each claim's check with the CSIStorageCapacity objects
/// considered, the score, and the `0/N nodes are available: …` event message
/// when no node passes.
///
/// ```js
/// const result = filterNodes({
///   cluster: {
///     nodes: [{ metadata: { name: 'n1', labels: { zone: 'a' } } }],
///     storageClasses: [{ metadata: { name: 'fast' }, provisioner: 'csi.example.com',
///                        volumeBindingMode: 'WaitForFirstConsumer' }],
///     csiDrivers: [{ metadata: { name: 'csi.example.com' }, spec: { storageCapacity: true } }],
///     csiStorageCapacities: [{ metadata: { name: 'a' }, storageClassName: 'fast',
///                              nodeTopology: { matchLabels: { zone: 'a' } }, capacity: '10Gi' }],
///     persistentVolumeClaims: [{ metadata: { name: 'data' },
///       spec: { storageClassName: 'fast', resources: { requests: { storage: '20Gi' } } } }],
///   },
///   pod: { metadata: { name: 'web' }, spec: { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }] } },
/// });
/// result.eventMessage; // "0/1 nodes are available: 1 node(s) did not have enough free storage."
/// ```
#[wasm_bindgen(js_name = filterNodes)]
pub fn filter_nodes(input: Ts<FilterInput>) -> Result<Ts<FilterResult>, JsValue> {
    let input: FilterInput = from_js(input.js_value())?;
    let result = capacity::filter_nodes(&input).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&result)?))
}

/// Runs a workload over time twice — capacity tracking on and off — with
/// the drivers' capacity publishers, provisioning and retries: per run the
/// pods' outcomes, the timeline, pod counts over time, the stale windows and
/// the totals (attempts, provisioning failures).
///
/// ```js
/// const sim = simulateCapacity({ nodes, storageClasses, drivers, workload });
/// sim.on.totalAttempts < sim.off.totalAttempts; // usually
/// ```
#[wasm_bindgen(js_name = simulateCapacity)]
pub fn simulate_capacity(input: Ts<SimulationInput>) -> Result<Ts<CapacitySimulation>, JsValue> {
    let input: SimulationInput = from_js(input.js_value())?;
    let simulation = capacity::simulate_capacity(&input).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&simulation)?))
}
