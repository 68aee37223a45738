//! A Longhorn cluster prepared once (read and checked) and then scheduled
//! many times — its own volumes, other volumes, what-if actions — without
//! carrying the scenario across the JS boundary on every call.

use wasm_bindgen::prelude::*;

use placement::longhorn::{self, Scenario, ScheduleOptions, Volume, WhatIf};

use crate::convert::{from_js, input_error, prefix_path, to_js, Args};
use crate::prepared::{handle, Method};

#[wasm_bindgen(typescript_custom_section)]
const PREPARED_LONGHORN_TS: &str = r#"
/** A Longhorn scenario read and checked once (`prepareLonghornCluster`); call `free()` when done. */
export interface PreparedLonghornCluster {
  /** `scheduleReplicas(scenario, options)`: the same result. */
  scheduleReplicas(options?: ScheduleOptions): ScheduleResult;
  /** `scheduleReplicas({ ...scenario, volumes }, options)`: other volumes on the prepared nodes and settings. */
  scheduleVolumes(volumes: Volume[], options?: ScheduleOptions): ScheduleResult;
  /** `explainVolume(scenario, volume)`. */
  explainVolume(volume: string): VolumeResult;
  /** `whatIf(scenario, action, options)`. */
  whatIf(action: WhatIf, options?: ScheduleOptions): WhatIfResult;
  /** Releases the prepared scenario; any later call throws an Error saying the handle was freed. */
  free(): void;
}
"#;

/// Reads and checks a scenario (what `scheduleReplicas` takes) once, for
/// many `scheduleReplicas`, `scheduleVolumes`, `explainVolume` and `whatIf`
/// calls that carry only what changes. Errors are those of `scheduleReplicas`.
///
/// ```js
/// const cluster = prepareLonghornCluster(scenario);
/// for (const volume of volumes) cluster.scheduleVolumes([volume], { explain: 'none' });
/// cluster.whatIf({ action: 'fail-node', node: 'n1' }).after;
/// cluster.free();
/// ```
#[wasm_bindgen(js_name = prepareLonghornCluster, unchecked_return_type = "PreparedLonghornCluster")]
pub fn prepare_longhorn_cluster(
    #[wasm_bindgen(unchecked_param_type = "Scenario")] scenario: JsValue,
) -> Result<JsValue, JsValue> {
    let scenario = Args::of("prepareLonghornCluster").object(1, "scenario", scenario)?;
    let scenario: Scenario = from_js(scenario)?;
    longhorn::check_scenario(&scenario).map_err(input_error)?;
    const METHODS: &[(&str, Method<Scenario>)] = &[
        ("scheduleReplicas", schedule_replicas),
        ("scheduleVolumes", schedule_volumes),
        ("explainVolume", explain_volume),
        ("whatIf", what_if),
    ];
    Ok(handle("PreparedLonghornCluster", scenario, METHODS))
}

fn schedule_replicas(
    scenario: &mut Scenario,
    options: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let options: ScheduleOptions =
        Args::of("PreparedLonghornCluster.scheduleReplicas").options(1, options)?;
    let result = longhorn::schedule_replicas_with(scenario, &options).map_err(input_error)?;
    to_js(&result)
}

fn schedule_volumes(
    scenario: &mut Scenario,
    volumes: JsValue,
    options: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedLonghornCluster.scheduleVolumes");
    let volumes = args.array(1, "volumes", volumes)?;
    let options: ScheduleOptions = args.options(2, options)?;
    let volumes: Vec<Volume> = from_js(volumes).map_err(|e| prefix_path(e, "volumes"))?;
    // The prepared volumes step aside for the call, and come back whatever it answers.
    let own = std::mem::replace(&mut scenario.volumes, volumes);
    let result = longhorn::schedule_replicas_with(scenario, &options);
    scenario.volumes = own;
    to_js(&result.map_err(input_error)?)
}

fn explain_volume(
    scenario: &mut Scenario,
    volume: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let volume = Args::of("PreparedLonghornCluster.explainVolume").text(1, "volume", volume)?;
    to_js(&longhorn::explain_volume(scenario, &volume).map_err(input_error)?)
}

fn what_if(
    scenario: &mut Scenario,
    action: JsValue,
    options: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedLonghornCluster.whatIf");
    let action = args.object(1, "action", action)?;
    let options: ScheduleOptions = args.options(2, options)?;
    let action: WhatIf = from_js(action).map_err(|e| prefix_path(e, "action"))?;
    to_js(&longhorn::what_if_with(scenario, &action, &options).map_err(input_error)?)
}
