//! Longhorn replica scheduling for JavaScript.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use placement::longhorn::balance::{self, BalanceInput, BalanceSimulation};
use placement::longhorn::{
    self, Edit, Import, Scenario, ScheduleOptions, ScheduleResult, Settings, VolumeResult, WhatIf,
    WhatIfResult,
};

use crate::convert::{from_js, input_error, prefix_path, text_error, to_js, Args};
use crate::longhorn_columns::{schedule_js, volume_js};

/// `BalanceScore(X) = (max X − min X) / mean X`; `Infinity` for an empty list or a mean ≤ 0.
///
/// ```js
/// balanceScore([1000, 1200]); // 0.1818…
/// ```
#[wasm_bindgen(js_name = balanceScore)]
pub fn balance_score(
    #[wasm_bindgen(unchecked_param_type = "number[]")] values: JsValue,
) -> Result<f64, JsValue> {
    let values = Args::of("balanceScore").array(1, "values", values)?;
    // NaN and ±Infinity are refused by name as the array is read.
    let values: Vec<f64> = from_js(values)?;
    Ok(balance::balance_score(&values))
}

/// Runs Longhorn's balance pick (node stage, then disk stage cluster-wide) and
/// returns every scored candidate with its vector and the formula's terms, the
/// winner, the tie set and the fallback flag.
#[wasm_bindgen(js_name = simulateBalance)]
pub fn simulate_balance(
    #[wasm_bindgen(unchecked_param_type = "BalanceInput")] input: JsValue,
) -> Result<Ts<BalanceSimulation>, JsValue> {
    let input = Args::of("simulateBalance").object(1, "input", input)?;
    let input: BalanceInput = from_js(input)?;
    let simulation = balance::simulate_balance(&input).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&simulation)?))
}

/// Schedules the replicas of every volume in the scenario, one volume after
/// another, and explains each decision (nodes, tiers, disks with `Fits`
/// numbers, the balance tables, ties, fallback) and each volume's `Scheduled`
/// condition exactly as Longhorn writes it. `options.explain` asks for less:
/// `'summary'` (each step's outcome and reasons, without the per-node and
/// per-disk rows) or `'none'` (no steps); left out, a scenario of up to 25
/// volumes is explained in full and a larger one in summary (`result.explain`
/// says which). `explainVolume` gives one volume's full explanation.
///
/// ```js
/// const result = scheduleReplicas({
///   settings: { 'replica-soft-anti-affinity': false },
///   nodes: [{ name: 'n1', zone: 'a', disks: [{ name: 'd1', storageMaximum: '1Ti', storageAvailable: '900Gi' }] }],
///   volumes: [{ name: 'pvc-1', size: '10Gi', numberOfReplicas: 3 }],
/// }, { explain: 'summary' });
/// result.volumes[0].condition.message; // "precheck new replica failed: …" or ""
/// ```
#[wasm_bindgen(js_name = scheduleReplicas)]
pub fn schedule_replicas(
    #[wasm_bindgen(unchecked_param_type = "Scenario")] scenario: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ScheduleOptions | undefined")] options: JsValue,
) -> Result<Ts<ScheduleResult>, JsValue> {
    let args = Args::of("scheduleReplicas");
    let scenario = args.object(1, "scenario", scenario)?;
    let options: ScheduleOptions = args.options(2, options)?;
    let scenario: Scenario = from_js(scenario)?;
    let result = longhorn::schedule_replicas_with(&scenario, &options).map_err(input_error)?;
    Ok(Ts::new_unchecked(schedule_js(result)?))
}

/// One volume's full explanation (its `steps` with every node and disk), as
/// the run of the whole scenario decides it: for a host that schedules many
/// volumes with `explain: 'summary'` and shows one in detail.
///
/// ```js
/// const volume = explainVolume(scenario, 'pvc-1');
/// volume.steps[0].disks; // every disk with its verdict
/// ```
#[wasm_bindgen(js_name = explainVolume)]
pub fn explain_volume(
    #[wasm_bindgen(unchecked_param_type = "Scenario")] scenario: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] volume: JsValue,
) -> Result<Ts<VolumeResult>, JsValue> {
    let args = Args::of("explainVolume");
    let scenario = args.object(1, "scenario", scenario)?;
    let volume = args.text(2, "volume", volume)?;
    let scenario: Scenario = from_js(scenario)?;
    let result = longhorn::explain_volume(&scenario, &volume).map_err(input_error)?;
    Ok(Ts::new_unchecked(volume_js(result)?))
}

/// Longhorn's scheduling settings with their default values, keyed by their
/// camelCase names (the setting names such as `replica-soft-anti-affinity`
/// are accepted as input too).
#[wasm_bindgen(js_name = defaultLonghornSettings)]
pub fn default_longhorn_settings() -> Result<Ts<Settings>, JsValue> {
    Ok(Ts::new_unchecked(to_js(&longhorn::default_settings())?))
}

/// Applies a change the engine suggested (`answers[i].changes[j].edit` of a
/// volume result: free bytes on a disk, a storage percentage, soft
/// anti-affinity) to a scenario and returns the edited scenario; run
/// `scheduleReplicas` on it to see the replica scheduled.
#[wasm_bindgen(js_name = applyLonghornEdit)]
pub fn apply_longhorn_edit(
    #[wasm_bindgen(unchecked_param_type = "Scenario")] scenario: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Edit")] edit: JsValue,
) -> Result<Ts<Scenario>, JsValue> {
    let args = Args::of("applyLonghornEdit");
    let scenario = args.object(1, "scenario", scenario)?;
    let edit = args.object(2, "edit", edit)?;
    let mut scenario: Scenario = from_js(scenario)?;
    let edit: Edit = from_js(edit).map_err(|e| prefix_path(e, "edit"))?;
    edit.apply(&mut scenario);
    Ok(Ts::new_unchecked(to_js(&scenario)?))
}

/// Schedules the scenario, applies the action (fail, cordon or evict a node)
/// and schedules again: before, after, and — for a failed node — after the
/// replenishment wait. `options.explain` as for `scheduleReplicas` (the same
/// level for the three results).
#[wasm_bindgen(js_name = whatIf)]
pub fn what_if(
    #[wasm_bindgen(unchecked_param_type = "Scenario")] scenario: JsValue,
    #[wasm_bindgen(unchecked_param_type = "WhatIf")] action: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ScheduleOptions | undefined")] options: JsValue,
) -> Result<Ts<WhatIfResult>, JsValue> {
    let args = Args::of("whatIf");
    let scenario = args.object(1, "scenario", scenario)?;
    let action = args.object(2, "action", action)?;
    let options: ScheduleOptions = args.options(3, options)?;
    let scenario: Scenario = from_js(scenario)?;
    let action: WhatIf = from_js(action).map_err(|e| prefix_path(e, "action"))?;
    let result = longhorn::what_if_with(&scenario, &action, &options).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&result)?))
}

/// Reads what `kubectl -n longhorn-system get nodes.longhorn.io,volumes.longhorn.io,replicas.longhorn.io,settings.longhorn.io,engineimages.longhorn.io,instancemanagers.longhorn.io,backingimages.longhorn.io -o yaml`
/// (or `-o json`) printed — a `List` or several `---` documents — into a
/// scenario for `scheduleReplicas`, with the objects it did not use
/// (`skipped`: kind, name, why) and the values it could not map (`notes`);
/// a node's `engineReady` comes from the volumes' `EngineImage` (v1) or the
/// node's v2 `InstanceManager` (when most volumes are v2).
/// `now` is the latest timestamp in the objects. Text that is not YAML throws
/// an `Error` whose message starts `line L, column C:`, with `line` and
/// `column` properties.
///
/// ```js
/// const { scenario, skipped, notes } = importLonghornObjects(kubectlOutput);
/// scheduleReplicas(scenario).volumes[0].condition;
/// ```
#[wasm_bindgen(js_name = importLonghornObjects)]
pub fn import_longhorn_objects(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Ts<Import>, JsValue> {
    let text = Args::of("importLonghornObjects").text(1, "text", text)?;
    let import = longhorn::import_kubectl(&text).map_err(text_error)?;
    Ok(Ts::new_unchecked(to_js(&import)?))
}

/// Writes settings (camelCase or Longhorn names; omitted = default) as a
/// `kind: List` of `longhorn.io/v1beta2` `Setting` objects in
/// `longhorn-system`, values as strings, ready for `kubectl apply -f`;
/// `importLonghornObjects` reads them back equal. A value out of range
/// throws an `Error` whose `path` is the setting's name.
///
/// ```js
/// const yaml = longhornSettingsToYaml({ 'replica-soft-anti-affinity': true });
/// importLonghornObjects(yaml).scenario.settings.replicaSoftAntiAffinity; // true
/// ```
#[wasm_bindgen(js_name = longhornSettingsToYaml)]
pub fn longhorn_settings_to_yaml(
    #[wasm_bindgen(unchecked_param_type = "Settings")] settings: JsValue,
) -> Result<String, JsValue> {
    let settings = Args::of("longhornSettingsToYaml").object(1, "settings", settings)?;
    let settings: Settings = from_js(settings)?;
    settings.validate().map_err(input_error)?;
    Ok(longhorn::settings_to_yaml(&settings))
}
