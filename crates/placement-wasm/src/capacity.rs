//! Kubernetes storage capacity tracking for JavaScript.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use placement::capacity::answer::{CapacityAnswer, CapacityEdit};
use placement::capacity::{
    self, CapacityImport, CapacitySimulation, CheckBindingsInput, CheckBindingsResult, FilterInput,
    FilterOptions, FilterResult, SimulationInput,
};

use crate::convert::{from_js, input_error, prefix_path, text_error, to_js, Args};

/// Runs PreFilter, Filter and (when `scoring` is given) Score of the
/// scheduler's VolumeBinding plugin for one pod: per node the verdict, the
/// plugin's reasons, each claim's check with the CSIStorageCapacity objects
/// considered, the score, and the `0/N nodes are available: …` event message
/// when no node passes. `options.explain` asks for less: `'summary'` (each
/// node's verdict, reasons and score, without its claim checks) or `'none'`
/// (no per-node rows: the feasible, selected and tied nodes and the event);
/// left out, `'full'`.
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
/// filterNodes(input, { explain: 'none' }).nodes; // [] — many pods of one cluster: ask for less
/// ```
#[wasm_bindgen(js_name = filterNodes)]
pub fn filter_nodes(
    #[wasm_bindgen(unchecked_param_type = "FilterInput")] input: JsValue,
    #[wasm_bindgen(unchecked_param_type = "FilterOptions | undefined")] options: JsValue,
) -> Result<Ts<FilterResult>, JsValue> {
    let args = Args::of("filterNodes");
    let input = args.object(1, "input", input)?;
    let options: FilterOptions = args.options(2, options)?;
    let input: FilterInput = from_js(input)?;
    let result = capacity::filter_nodes_with(&input, &options).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&result)?))
}

/// The answer first: the pod's sentence and each node's (why it passes or
/// fails, with the deciding number: the largest CSIStorageCapacity reaching
/// it against the claim's request, the PV or class that rules it out), as
/// messages (`{ id, args }`). For `node` (a node's name, optional) the
/// smallest edits that make it pass (`nodes[i].changes`), and when no node
/// passes, those of the node closest to passing (`closestNode`,
/// `podChanges`); each edit is proven by filtering the edited input again.
/// An unknown `node` throws with `path: 'node'`.
///
/// ```js
/// const answer = explainCapacity(input, 'node-2');
/// answer.nodes[1].answer;  // { id: 'capacity-node-fails-capacity', args: { limitBytes: 21474836480, … } }
/// filterNodes(applyCapacityEdit(input, answer.nodes[1].changes[0].edit)).feasibleNodes; // includes node-2
/// ```
#[wasm_bindgen(js_name = explainCapacity)]
pub fn explain_capacity(
    #[wasm_bindgen(unchecked_param_type = "FilterInput")] input: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] node: JsValue,
) -> Result<Ts<CapacityAnswer>, JsValue> {
    let args = Args::of("explainCapacity");
    let input = args.object(1, "input", input)?;
    let node = if node.is_undefined() || node.is_null() { None } else { Some(args.text(2, "node", node)?) };
    let input: FilterInput = from_js(input)?;
    let answer = capacity::answer::explain_capacity(&input, node.as_deref()).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&answer)?))
}

/// Applies a suggested edit (`explainCapacity(…).nodes[i].changes[j].edit`:
/// `raise-capacity`, `add-capacity`, `claim-request`, `node-labels`,
/// `class-allow-topology`, `class-wait-for-first-consumer`) to a filter input and returns the
/// edited input; run `filterNodes` on it to see the node pass.
#[wasm_bindgen(js_name = applyCapacityEdit)]
pub fn apply_capacity_edit(
    #[wasm_bindgen(unchecked_param_type = "FilterInput")] input: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CapacityEdit")] edit: JsValue,
) -> Result<Ts<FilterInput>, JsValue> {
    let args = Args::of("applyCapacityEdit");
    let input = args.object(1, "input", input)?;
    let edit = args.object(2, "edit", edit)?;
    let mut input: FilterInput = from_js(input)?;
    let edit: CapacityEdit = from_js(edit).map_err(|e| prefix_path(e, "edit"))?;
    edit.apply(&mut input);
    Ok(Ts::new_unchecked(to_js(&input)?))
}

/// After Filter: Reserve and one `checkBindings` of PreBind. Given the cluster
/// the scheduler filtered on, the pod, the node it was assumed on (`node`, which
/// must pass Filter) and the claims, volumes (and nodes) as the API server has
/// them later (`later`), answers `allBound`, `waiting` or `error` with the
/// scheduler's message (`binding volumes: provisioning failed for PVC "data"`,
/// `… selectedNode annotation reset …`, `… node affinity doesn't match node …`,
/// `… ClaimRef got reset …`, `… could not find v1.PersistentVolumeClaim …`), and
/// `binding volumes: context deadline exceeded` once `elapsedSeconds` reaches
/// `bindTimeoutSeconds` (default 600). Also returns Reserve's plan
/// (`staticBindings`, `provisions`) and each claim's check.
///
/// ```js
/// const r = checkBindings({ cluster, pod, node: 'n1', later: { persistentVolumeClaims, persistentVolumes } });
/// r.status;  // "waiting"
/// r.message; // undefined until an error
/// ```
#[wasm_bindgen(js_name = checkBindings)]
pub fn check_bindings(
    #[wasm_bindgen(unchecked_param_type = "CheckBindingsInput")] input: JsValue,
) -> Result<Ts<CheckBindingsResult>, JsValue> {
    let input = Args::of("checkBindings").object(1, "input", input)?;
    let input: CheckBindingsInput = from_js(input)?;
    let result = capacity::check_bindings(&input).map_err(input_error)?;
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
pub fn simulate_capacity(
    #[wasm_bindgen(unchecked_param_type = "SimulationInput")] input: JsValue,
) -> Result<Ts<CapacitySimulation>, JsValue> {
    let input = Args::of("simulateCapacity").object(1, "input", input)?;
    let input: SimulationInput = from_js(input)?;
    let simulation = capacity::simulate_capacity(&input).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&simulation)?))
}

/// Reads what `kubectl get nodes,storageclasses,csidrivers,csistoragecapacities,pvc,pv,pods -A -o yaml`
/// (or `-o json`) printed — a `List`, several `---` documents or one object —
/// into the capacity engine's input: `cluster` (for `filterNodes`) and `pods`
/// (each with its `phase` and `nodeName`), with every object used and what was
/// read from it (`read`), every object not used and why (`skipped`: other kinds,
/// other API groups, objects that reference nothing pasted) and the fields set
/// but not modelled (`notes`, one per kind and field). Errors throw an `Error`
/// with `path` (the field in the text: `items[3].spec.resources.requests.storage`,
/// or `line L, column C` for text that is not YAML), `value`, and `line` and
/// `column` properties.
///
/// ```js
/// const { cluster, pods, read, skipped, notes } = importCapacityObjects(kubectlOutput);
/// filterNodes({ cluster, pod: pods[0].pod }).eventMessage;
/// ```
#[wasm_bindgen(js_name = importCapacityObjects)]
pub fn import_capacity_objects(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Ts<CapacityImport>, JsValue> {
    let text = Args::of("importCapacityObjects").text(1, "text", text)?;
    let import = capacity::import_kubectl(&text).map_err(text_error)?;
    Ok(Ts::new_unchecked(to_js(&import)?))
}
