//! A Fleet rollout prepared once (read, validated, simulated) and then
//! scrubbed (`clusterStateAt`, `explainCluster`) and re-run with another
//! strategy, without carrying the clusters or the simulation across the JS
//! boundary on every call. A simulation's `clusters` and `rounds` (nearly all
//! of a large one's JSON) stay here until JS reads them (see `prepared.rs`).

use std::rc::Rc;

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use placement::fleet::{self, RolloutInput, RolloutSimulation, RolloutStrategy};

use crate::convert::{from_js, input_error, prefix_path, to_js, to_js_objects, Args};
use crate::fleet::no_cluster_at;
use crate::fleet_columns::clusters_js;
use crate::prepared::{handle, part, release, Keeps, Kept, Latest, Method};

/// The input, its simulation and — once asked for — the same simulation with
/// every cluster's timeline (what scrubbing replays).
struct PreparedRollout {
    input: RolloutInput,
    simulation: RolloutSimulation,
    with_timelines: Option<RolloutSimulation>,
    /// The `clusters` and `rounds` of results returned to JS, not read yet.
    kept: Kept<Part>,
    /// The simulation of a replaced strategy last run again for a part of an
    /// older result (its other part is most likely read next).
    rerun: Latest<RolloutStrategy, RolloutSimulation>,
}

/// A part of a simulation returned to JS, not read yet: the current
/// simulation's, or one replaced since. Of a replaced one the strategy is
/// kept, not the simulation, which is run again if the part is read (the
/// input never changes but for its strategy, and the engine is
/// deterministic): a host re-running strategies in a loop without reading
/// the results would otherwise keep every simulation of the loop until the
/// garbage collector releases the results (10,000 clusters: a few MB each).
enum Part {
    Current(Which),
    Replaced(Rc<RolloutStrategy>, Which),
}

#[derive(Clone, Copy)]
enum Which {
    Clusters,
    Rounds,
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
    /// The simulation as JS, its two big lists stepped aside while the rest is
    /// written (no copy): `clusters` (unless `clusters: false`, which leaves
    /// `[]`) and `rounds` are fetched from here on first read. Written whole at
    /// 10,000 clusters, the rounds alone took about a third of `setStrategy`
    /// (issue #15); a host that shows the outcome and the partitions never
    /// pays for them.
    fn simulation_js(&mut self, options: &ResultOptions) -> Result<JsValue, JsValue> {
        let clusters = std::mem::take(&mut self.simulation.clusters);
        let rounds = std::mem::take(&mut self.simulation.rounds);
        let written = to_js_objects(&self.simulation);
        let mut keys = Vec::new();
        let mut parts = Vec::new();
        if options.clusters != Some(false) && !clusters.is_empty() {
            keys.push("clusters");
            parts.push(Part::Current(Which::Clusters));
        }
        if !rounds.is_empty() {
            keys.push("rounds");
            parts.push(Part::Current(Which::Rounds));
        }
        self.simulation.clusters = clusters;
        self.simulation.rounds = rounds;
        let written = written?;
        if parts.is_empty() {
            return Ok(written);
        }
        Ok(self.kept.keep(&written, parts, &keys.join(",")))
    }

    /// The simulation is replaced (it was run with `old`, the strategy before):
    /// results not read yet keep that strategy to run it again if read.
    fn replace(&mut self, simulation: RolloutSimulation, old: RolloutStrategy) {
        self.simulation = simulation;
        self.with_timelines = None;
        self.rerun.clear();
        let old = Rc::new(old);
        for part in self.kept.parts_mut() {
            if let Part::Current(which) = *part {
                *part = Part::Replaced(old.clone(), which);
            }
        }
    }
}

#[wasm_bindgen(typescript_custom_section)]
const PREPARED_ROLLOUT_TS: &str = r#"
/** A Fleet rollout read and simulated once (`prepareFleetRollout`); call `free()` when done. */
export interface PreparedFleetRollout {
  /** The simulation: what `simulateRollout(input)` returns, its `clusters` and `rounds` each fetched from the handle on first read (read them before `free()`); with `{ clusters: false }` its `clusters` is `[]` (read them with `cluster`). */
  simulation(options?: { clusters?: boolean }): RolloutSimulation;
  /** `simulation().clusters[index]`, alone. */
  cluster(index: number): ClusterResult;
  /** `clusterStateAt(simulateRollout({ ...input, timeline: true }), cluster, round)`, without the simulation crossing over. */
  clusterStateAt(cluster: number, round: number): ClusterSnapshot | undefined;
  /** `explainCluster(input, cluster, round)` on the prepared simulation. */
  explainCluster(cluster: string, round: number): ClusterAnswer | undefined;
  /** Runs the rollout again with another `rolloutStrategy` and returns its simulation (`clusters` and `rounds` fetched on first read, as `simulation()`'s); later calls answer for it. A refused strategy leaves the handle as it was. */
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
        kept: Kept::default(),
        rerun: Latest::default(),
    };
    const METHODS: &[(&str, Method<PreparedRollout>)] = &[
        ("simulation", current_simulation),
        ("cluster", one_cluster),
        ("clusterStateAt", cluster_state_at),
        ("explainCluster", explain_cluster),
        ("setStrategy", set_strategy),
        ("#part", part::<PreparedRollout>),
        ("#release", release::<PreparedRollout>),
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
    let input = prepared.input.clone();
    let simulation = prepared.timelines()?;
    match fleet::explain_cluster(&input, simulation, &cluster, round) {
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
            prepared.replace(simulation, old);
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

impl Keeps for PreparedRollout {
    const KIND: &'static str = "PreparedFleetRollout";
    type Part = Part;

    fn kept(&mut self) -> &mut Kept<Part> {
        &mut self.kept
    }

    /// A simulation's `clusters` or `rounds`: the current one's, or a replaced
    /// strategy's run again (once for both parts).
    fn write(&mut self, part: Part) -> Result<JsValue, Option<JsValue>> {
        let (simulation, which) = match part {
            Part::Current(which) => (&self.simulation, which),
            Part::Replaced(strategy, which) => {
                let input = &mut self.input;
                let again = |strategy: &RolloutStrategy| {
                    let current = std::mem::replace(&mut input.rollout_strategy, strategy.clone());
                    let simulation = fleet::simulate_rollout(input);
                    input.rollout_strategy = current;
                    simulation.map_err(input_error)
                };
                (&*self.rerun.to(&strategy, again)?, which)
            }
        };
        match which {
            Which::Clusters => Ok(clusters_js(&simulation.clusters)),
            Which::Rounds => Ok(to_js_objects(&simulation.rounds)?),
        }
    }
}
