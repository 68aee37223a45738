//! Fleet rollouts for JavaScript: partitions, the simulation, fleet.yaml in and out.

use placement::kernel::message::Message;
use tsify::Ts;
use wasm_bindgen::prelude::*;

use placement::fleet::{
    self, ClusterAnswer, ClusterResult, ClusterSnapshot, FleetYaml, PartitionPlan, PlanInput, RolloutInput,
    RolloutSimulation, RolloutStrategy,
};
use placement::kernel::int_or_percent::{IntOrPercent, Limit};

use crate::fleet_columns::clusters_js;
use crate::convert::{from_js, input_error, prefix_path, text_error, to_js, Args};

/// Forms the partitions as Fleet's controller does: targets sorted by name (bytes),
/// automatic chunks (`Partition 0 - 57`, …, or one `All`) or the manual ones, each
/// with its members and its maxUnavailable explained (`10% of 57 → floor(5.7) = 5`),
/// the bundle-wide limits, unmatched targets and warnings.
#[wasm_bindgen(js_name = planPartitions)]
pub fn plan_partitions(
    #[wasm_bindgen(unchecked_param_type = "PlanInput")] input: JsValue,
) -> Result<Ts<PartitionPlan>, JsValue> {
    let input = Args::of("planPartitions").object(1, "input", input)?;
    let input: PlanInput = from_js(input)?;
    let plan = fleet::plan_partitions(&input).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&plan)?))
}

/// Simulates the rollout round by round (one reconcile, then one agent step):
/// created, staged and promoted per round and partition, the bundle status, why
/// it waits or stops, the outcome and every cluster's final state (and timeline).
#[wasm_bindgen(js_name = simulateRollout)]
pub fn simulate_rollout(
    #[wasm_bindgen(unchecked_param_type = "RolloutInput")] input: JsValue,
) -> Result<Ts<RolloutSimulation>, JsValue> {
    let input = Args::of("simulateRollout").object(1, "input", input)?;
    let input: RolloutInput = from_js(input)?;
    let simulation = fleet::simulate_rollout(&input).map_err(input_error)?;
    Ok(Ts::new_unchecked(simulation_js(simulation)?))
}

/// A simulation as JS: its cluster list (nearly all of a large one) written
/// as columns (`fleet_columns`), the rest as JSON text, in serde's key order.
fn simulation_js(mut simulation: RolloutSimulation) -> Result<JsValue, JsValue> {
    let clusters = std::mem::take(&mut simulation.clusters);
    let written = to_js(&simulation)?;
    let _ = js_sys::Reflect::set(&written, &"clusters".into(), &clusters_js(&clusters));
    Ok(written)
}

/// Why cluster `cluster` (its name) is in its state at the end of `round`
/// (0: the start) of the rollout `input`, in one sentence (a message id and
/// named arguments), and — when a partition's unavailable members stopped the
/// rollout before the cluster's partition — the strategy edits that let it
/// pass. Simulates the rollout; `undefined` for a cluster not in the input
/// or a round past the end.
#[wasm_bindgen(js_name = explainCluster)]
pub fn explain_cluster(
    #[wasm_bindgen(unchecked_param_type = "RolloutInput")] input: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] cluster: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] round: JsValue,
) -> Result<Option<Ts<ClusterAnswer>>, JsValue> {
    let args = Args::of("explainCluster");
    let input = args.object(1, "input", input)?;
    let cluster = args.text(2, "cluster", cluster)?;
    let round = args.whole_number(3, "round", round, (0.0, f64::from(u32::MAX)))? as u32;
    let mut input: RolloutInput = from_js(input)?;
    input.timeline = Some(true);
    let simulation = fleet::simulate_rollout(&input).map_err(input_error)?;
    fleet::explain_cluster(&input, &simulation, &cluster, round)
        .map(|answer| to_js(&answer).map(Ts::new_unchecked))
        .transpose()
}

/// The state of cluster `cluster` (index into `simulation.clusters`) at the end of
/// `round` (0: the start), replayed from its timeline; `undefined` when the
/// simulation recorded no timelines. Only `simulation.clusters[cluster]` and
/// `simulation.versions` are read, so a call stays cheap on a large simulation.
#[wasm_bindgen(js_name = clusterStateAt)]
pub fn cluster_state_at(
    #[wasm_bindgen(unchecked_param_type = "RolloutSimulation")] simulation: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cluster: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] round: JsValue,
) -> Result<Option<Ts<ClusterSnapshot>>, JsValue> {
    let args = Args::of("clusterStateAt");
    let simulation = args.object(1, "simulation", simulation)?;
    let index_range = (0.0, f64::from(u32::MAX));
    let cluster = args.whole_number(2, "cluster", cluster, index_range)? as u32;
    let round = args.whole_number(3, "round", round, index_range)? as u32;
    let field =
        |name: &str| js_sys::Reflect::get(&simulation, &name.into()).unwrap_or(JsValue::UNDEFINED);
    let clusters = field("clusters");
    if !js_sys::Array::is_array(&clusters) {
        return Err(input_error(placement::InputError::new(
            "clusters",
            "",
            Message::new("error-cluster-list"),
        )));
    }
    let entry = js_sys::Array::from(&clusters).get(cluster);
    if entry.is_undefined() {
        let count = js_sys::Array::from(&clusters).length() as usize;
        return Err(no_cluster_at("cluster", cluster as usize, count));
    }
    let one: ClusterResult =
        from_js(entry).map_err(|e| prefix_path(e, &format!("clusters[{cluster}]")))?;
    let versions: Vec<[u32; 2]> =
        from_js(field("versions")).map_err(|e| prefix_path(e, "versions"))?;
    // The replay reads only the cluster and the versions: the rest stays empty.
    let view = RolloutSimulation {
        partitions: Vec::new(),
        explanation: Vec::new(),
        warnings: Vec::new(),
        explanation_messages: Vec::new(),
        warning_messages: Vec::new(),
        max_new: 0,
        max_unavailable: Limit {
            value: 0,
            explanation: String::new(),
            explanation_message: Default::default(),
        },
        max_unavailable_partitions: Limit {
            value: 0,
            explanation: String::new(),
            explanation_message: Default::default(),
        },
        rounds: Vec::new(),
        outcome: fleet::Outcome::Complete {
            round: 0,
            message: String::new(),
        },
        outcome_sentence: placement::kernel::message::Message::new("fleet-outcome-complete"),
        clusters: vec![one],
        versions,
        bundle_paused: Vec::new(),
    };
    match fleet::cluster_state_at(&view, 0, round) {
        Some(snapshot) => Ok(Some(Ts::new_unchecked(to_js(&snapshot)?))),
        None => Ok(None),
    }
}

/// Reads a fleet.yaml (only `rolloutStrategy` matters; other top-level keys are
/// ignored) and validates the strategy. Syntax and type errors carry `line` and
/// `column` properties and name them in the message.
#[wasm_bindgen(js_name = parseFleetYaml)]
pub fn parse_fleet_yaml(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Ts<FleetYaml>, JsValue> {
    let text = Args::of("parseFleetYaml").text(1, "text", text)?;
    let parsed = fleet::parse_fleet_yaml(&text).map_err(text_error)?;
    Ok(Ts::new_unchecked(to_js(&parsed)?))
}

/// Reads what `kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io
/// -A -o yaml` (or `-o json`) printed, and fleet.yaml documents, into a rollout:
/// `input` (strategy, targeted clusters with namespace, labels and — from their
/// BundleDeployments — the state each starts in, cluster groups) for
/// `planPartitions` and, with `paused` and `version` (the bundle's current
/// version, when BundleDeployments were pasted), `simulateRollout`; the targets with the
/// clusters each decided, clusters that are not targets, the objects `read`, the
/// objects `skipped` (kind, name, why) and `notes` on fields not modelled. With
/// several Bundles the first is used unless `options.bundle` names another
/// (`"namespace/name"` or the name). Errors name the object and field in `path`,
/// carry `value`, and `line` and `column` where the text has a position.
///
/// ```js
/// const { input, paused, version, notTargeted, skipped, notes } = importFleetObjects(kubectlOutput);
/// planPartitions(input).partitions;
/// simulateRollout({ ...input, paused, version });
/// ```
#[wasm_bindgen(js_name = importFleetObjects)]
pub fn import_fleet_objects(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    options: Option<Ts<fleet::import::FleetImportOptions>>,
) -> Result<Ts<fleet::FleetImport>, JsValue> {
    let args = Args::of("importFleetObjects");
    let text = args.text(1, "text", text)?;
    let options = options
        .map(|o| args.object(2, "options", o.js_value()))
        .transpose()?;
    let options: fleet::import::FleetImportOptions = match options {
        Some(o) => from_js(o).map_err(|e| prefix_path(e, "options"))?,
        None => Default::default(),
    };
    let import = fleet::import_fleet_objects_with(&text, &options).map_err(text_error)?;
    Ok(Ts::new_unchecked(to_js(&import)?))
}

/// Writes a strategy as the `rolloutStrategy:` block of a fleet.yaml; `parseFleetYaml`
/// reads it back equal. Values are written as given: Fleet reads each when a
/// reconcile reaches it, so `planPartitions` / `simulateRollout` report it then.
#[wasm_bindgen(js_name = strategyToYaml)]
pub fn strategy_to_yaml(
    #[wasm_bindgen(unchecked_param_type = "RolloutStrategy")] strategy: JsValue,
) -> Result<String, JsValue> {
    let strategy = Args::of("strategyToYaml").object(1, "strategy", strategy)?;
    let strategy: RolloutStrategy = from_js(strategy)?;
    Ok(fleet::strategy_to_yaml(&strategy))
}

/// Fleet's `limit(count, values…)`: the first value present (not `null`) as a
/// number of clusters, explained (`25% of 230 → floor(57.5) = 57`). An invalid
/// string throws the controller's own error text.
#[wasm_bindgen(js_name = fleetLimit)]
pub fn fleet_limit(
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    #[wasm_bindgen(unchecked_param_type = "(IntOrPercent | null)[]")] values: JsValue,
) -> Result<Ts<Limit>, JsValue> {
    let args = Args::of("fleetLimit");
    // JavaScript's safe integers: beyond them a count is not exact.
    let safe = 9_007_199_254_740_991.0;
    let count = args.whole_number(1, "count", count, (-safe, safe))?;
    let values = args.array(2, "values", values)?;
    let values: Vec<Option<IntOrPercent>> = from_js(values)?;
    let refs: Vec<Option<&IntOrPercent>> = values.iter().map(Option::as_ref).collect();
    let result = placement::kernel::int_or_percent::limit(count as i64, &refs).map_err(|e| {
        let i = values.iter().position(Option::is_some).unwrap_or(0);
        input_error(e.within(&format!("[{i}]")))
    })?;
    Ok(Ts::new_unchecked(to_js(&result)?))
}

/// The error for a cluster index past the end of a list of `count` clusters,
/// naming the argument that held it (`cluster`, `index`).
pub(crate) fn no_cluster_at(argument: &str, index: usize, count: usize) -> JsValue {
    let message = Message::new("error-cluster-index").arg("count", count);
    input_error(placement::InputError::new(argument, index, message))
}
