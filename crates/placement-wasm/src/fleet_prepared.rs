//! A Fleet rollout prepared once (read, validated, simulated) and then
//! scrubbed (`clusterStateAt`, `explainCluster`) and re-run with another
//! strategy, without carrying the clusters or the simulation across the JS
//! boundary on every call. A simulation's `clusters` (four fifths of a large
//! one's JSON) stay here until JS reads them (see `prepared.rs`).

use std::rc::Rc;

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use placement::fleet::{self, ClusterResult, RolloutInput, RolloutSimulation, RolloutStrategy};

use crate::convert::{from_js, input_error, prefix_path, to_js, to_js_objects, Args};
use crate::fleet::no_cluster_at;
use crate::prepared::{handle, no_part, part_of, Kept, Method};

/// The input, its simulation and — once asked for — the same simulation with
/// every cluster's timeline (what scrubbing replays).
struct PreparedRollout {
    input: RolloutInput,
    simulation: RolloutSimulation,
    with_timelines: Option<RolloutSimulation>,
    /// Results returned whose `clusters` are `simulation.clusters`, not read yet.
    pending: Vec<u32>,
    /// The `clusters` of earlier simulations whose results JS has not read yet.
    kept: Kept<Rc<Vec<ClusterResult>>>,
}

impl PreparedRollout {
    fn timelines(&mut self) -> Result<&RolloutSimulation, JsValue> {
        if self.input.timeline == Some(true) {
            return Ok(&self.simulation);
        }
        if self.with_timelines.is_none() {
            let input = RolloutInput {
                timeline: Some(true),
                ..self.input.clone()
            };
            self.with_timelines = Some(fleet::simulate_rollout(&input).map_err(input_error)?);
        }
        Ok(self.with_timelines.as_ref().expect("set above"))
    }
}

/// What a simulation returned to JS carries: `clusters: false` leaves the
/// per-cluster list out (four fifths of a large simulation's JSON), for
/// `cluster(index)` to read one at a time.
#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ResultOptions {
    #[serde(default)]
    clusters: Option<bool>,
}

impl PreparedRollout {
    /// The simulation as JS, with or without its clusters (the list steps
    /// aside while the rest is written: no copy). With them, the list is
    /// fetched from here on first read. The rest (at 100,000 clusters 6.7 MB
    /// of JSON: the rounds) is written by serde-wasm-bindgen too: 88 instead
    /// of 179 ms, measured interleaved (README, issue #15).
    fn simulation_js(&mut self, options: &ResultOptions) -> Result<JsValue, JsValue> {
        let clusters = std::mem::take(&mut self.simulation.clusters);
        let written = to_js_objects(&self.simulation);
        let lazy = options.clusters != Some(false) && !clusters.is_empty();
        self.simulation.clusters = clusters;
        if !lazy {
            return written;
        }
        let id = self.kept.reserve();
        self.pending.push(id);
        Ok(self.kept.defer(&written?, id, "", "clusters"))
    }

    /// The simulation is replaced: results not read yet keep the old clusters.
    fn replace(&mut self, simulation: RolloutSimulation) {
        let old = std::mem::replace(&mut self.simulation, simulation);
        self.with_timelines = None;
        if self.pending.is_empty() {
            return;
        }
        let clusters = Rc::new(old.clusters);
        for id in self.pending.drain(..) {
            self.kept.insert(id, vec![clusters.clone()]);
        }
    }
}

#[wasm_bindgen(typescript_custom_section)]
const PREPARED_ROLLOUT_TS: &str = r#"
/** A Fleet rollout read and simulated once (`prepareFleetRollout`); call `free()` when done. */
export interface PreparedFleetRollout {
  /** The simulation: what `simulateRollout(input)` returns, its `clusters` fetched from the handle on first read (read it before `free()`); with `{ clusters: false }` its `clusters` is `[]` (read them with `cluster`). */
  simulation(options?: { clusters?: boolean }): RolloutSimulation;
  /** `simulation().clusters[index]`, alone. */
  cluster(index: number): ClusterResult;
  /** `clusterStateAt(simulateRollout({ ...input, timeline: true }), cluster, round)`, without the simulation crossing over. */
  clusterStateAt(cluster: number, round: number): ClusterSnapshot | undefined;
  /** `explainCluster(input, cluster, round)` on the prepared simulation. */
  explainCluster(cluster: string, round: number): ClusterAnswer | undefined;
  /** Runs the rollout again with another `rolloutStrategy` and returns its simulation (`clusters` fetched on first read, as `simulation()`'s); later calls answer for it. A refused strategy leaves the handle as it was. */
  setStrategy(strategy: RolloutStrategy, options?: { clusters?: boolean }): RolloutSimulation;
  /** Releases the prepared rollout; any later call throws an Error saying the handle was freed. */
  free(): void;
}
"#;

/// Reads and simulates a rollout (what `simulateRollout` takes) once, for
/// scrubbing its rounds (`clusterStateAt`, `explainCluster`) and re-running
/// it with other strategies (`setStrategy`). Errors are those of `simulateRollout`.
///
/// ```js
/// const rollout = prepareFleetRollout(input);
/// rollout.clusterStateAt(0, 3).state; // as the slider moves
/// rollout.setStrategy({ maxUnavailable: '25%' }).outcome;
/// rollout.free();
/// ```
#[wasm_bindgen(js_name = prepareFleetRollout, unchecked_return_type = "PreparedFleetRollout")]
pub fn prepare_fleet_rollout(
    #[wasm_bindgen(unchecked_param_type = "RolloutInput")] input: JsValue,
) -> Result<JsValue, JsValue> {
    let input = Args::of("prepareFleetRollout").object(1, "input", input)?;
    let input: RolloutInput = from_js(input)?;
    let simulation = fleet::simulate_rollout(&input).map_err(input_error)?;
    let prepared = PreparedRollout {
        input,
        simulation,
        with_timelines: None,
        pending: Vec::new(),
        kept: Kept::default(),
    };
    const METHODS: &[(&str, Method<PreparedRollout>)] = &[
        ("simulation", current_simulation),
        ("cluster", one_cluster),
        ("clusterStateAt", cluster_state_at),
        ("explainCluster", explain_cluster),
        ("setStrategy", set_strategy),
        ("#part", clusters_part),
        ("#release", release_clusters),
    ];
    Ok(handle("PreparedFleetRollout", prepared, METHODS))
}

fn current_simulation(
    prepared: &mut PreparedRollout,
    options: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let options: ResultOptions = Args::of("PreparedFleetRollout.simulation").options(1, options)?;
    prepared.simulation_js(&options)
}

fn one_cluster(
    prepared: &mut PreparedRollout,
    index: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let index =
        Args::of("PreparedFleetRollout.cluster").whole_number(1, "index", index, INDEX_RANGE)?
            as usize;
    let clusters = &prepared.simulation.clusters;
    match clusters.get(index) {
        Some(cluster) => to_js(cluster),
        None => Err(no_cluster_at("index", index, clusters.len())),
    }
}

const INDEX_RANGE: (f64, f64) = (0.0, u32::MAX as f64);

fn cluster_state_at(
    prepared: &mut PreparedRollout,
    cluster: JsValue,
    round: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedFleetRollout.clusterStateAt");
    let cluster = args.whole_number(1, "cluster", cluster, INDEX_RANGE)? as usize;
    let round = args.whole_number(2, "round", round, INDEX_RANGE)? as u32;
    let simulation = prepared.timelines()?;
    if cluster >= simulation.clusters.len() {
        return Err(no_cluster_at("cluster", cluster, simulation.clusters.len()));
    }
    match fleet::cluster_state_at(simulation, cluster, round) {
        Some(snapshot) => to_js(&snapshot),
        None => Ok(JsValue::UNDEFINED),
    }
}

fn explain_cluster(
    prepared: &mut PreparedRollout,
    cluster: JsValue,
    round: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedFleetRollout.explainCluster");
    let cluster = args.text(1, "cluster", cluster)?;
    let round = args.whole_number(2, "round", round, INDEX_RANGE)? as u32;
    let strategy = prepared.input.rollout_strategy.clone();
    let simulation = prepared.timelines()?;
    match fleet::explain_cluster(&strategy, simulation, &cluster, round) {
        Some(answer) => to_js(&answer),
        None => Ok(JsValue::UNDEFINED),
    }
}

fn set_strategy(
    prepared: &mut PreparedRollout,
    strategy: JsValue,
    options: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedFleetRollout.setStrategy");
    let strategy = args.object(1, "strategy", strategy)?;
    let options: ResultOptions = args.options(2, options)?;
    let strategy: RolloutStrategy = from_js(strategy).map_err(|e| prefix_path(e, "strategy"))?;
    let old = std::mem::replace(&mut prepared.input.rollout_strategy, strategy);
    match fleet::simulate_rollout(&prepared.input) {
        Ok(simulation) => {
            prepared.replace(simulation);
            prepared.simulation_js(&options)
        }
        Err(mut e) => {
            prepared.input.rollout_strategy = old;
            // The strategy is the argument: its fields' paths start there.
            if let Some(rest) = e.path.strip_prefix("rolloutStrategy") {
                e.path = format!("strategy{rest}");
            }
            Err(input_error(e))
        }
    }
}

/// `#part`: the `clusters` of result `id`, once.
fn clusters_part(
    prepared: &mut PreparedRollout,
    id: JsValue,
    index: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let (id, index) = part_of(&id, &index);
    if let Some(at) = prepared.pending.iter().position(|&p| p == id) {
        prepared.pending.swap_remove(at);
        return to_js_objects(&prepared.simulation.clusters);
    }
    match prepared.kept.take(id, index) {
        Some(clusters) => to_js_objects(&*clusters),
        None => Err(no_part("PreparedFleetRollout")),
    }
}

/// `#release`: JS collected result `id` before reading its clusters.
fn release_clusters(
    prepared: &mut PreparedRollout,
    id: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let id = part_of(&id, &JsValue::UNDEFINED).0;
    prepared.pending.retain(|&p| p != id);
    prepared.kept.release(id);
    Ok(JsValue::UNDEFINED)
}
