//! A Longhorn cluster prepared once (read and checked) and then scheduled
//! many times — its own volumes, other volumes, what-if actions — without
//! carrying the scenario across the JS boundary on every call. A schedule's
//! `volumes[i].steps` (under `full`, 96% of the result's JSON) stay here
//! until JS reads them (see `prepared.rs`).

use wasm_bindgen::prelude::*;

use placement::longhorn::{self, Scenario, ScheduleOptions, ScheduleResult, Step, Volume, WhatIf};

use crate::convert::{from_js, input_error, prefix_path, to_js, to_js_objects, Args};
use crate::prepared::{handle, no_part, part_of, Kept, Method};

/// The scenario and the steps of the results JS has not read yet.
struct PreparedCluster {
    scenario: Scenario,
    steps: Kept<Vec<Step>>,
}

impl PreparedCluster {
    /// `result` as JS, each volume's `steps` read from here on first access.
    fn deferred(&mut self, mut result: ScheduleResult) -> Result<JsValue, JsValue> {
        if result.volumes.iter().all(|v| v.steps.is_empty()) {
            return to_js(&result); // explain 'none': nothing worth keeping
        }
        let steps = result.volumes.iter_mut().map(|v| std::mem::take(&mut v.steps)).collect();
        let value = to_js(&result)?;
        Ok(self.steps.keep(&value, steps, "volumes", "steps"))
    }
}

#[wasm_bindgen(typescript_custom_section)]
const PREPARED_LONGHORN_TS: &str = r#"
/** A Longhorn scenario read and checked once (`prepareLonghornCluster`); call `free()` when done. */
export interface PreparedLonghornCluster {
  /** `scheduleReplicas(scenario, options)`: the same result; each `volumes[i].steps` is fetched from the handle on first read (read it before `free()`). */
  scheduleReplicas(options?: ScheduleOptions): ScheduleResult;
  /** `scheduleReplicas({ ...scenario, volumes }, options)`: other volumes on the prepared nodes and settings; `steps` fetched on first read, as above. */
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
    const METHODS: &[(&str, Method<PreparedCluster>)] = &[
        ("scheduleReplicas", schedule_replicas),
        ("scheduleVolumes", schedule_volumes),
        ("explainVolume", explain_volume),
        ("whatIf", what_if),
        ("#part", steps_part),
        ("#release", release_steps),
    ];
    let prepared = PreparedCluster {
        scenario,
        steps: Kept::default(),
    };
    Ok(handle("PreparedLonghornCluster", prepared, METHODS))
}

fn schedule_replicas(
    prepared: &mut PreparedCluster,
    options: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let options: ScheduleOptions =
        Args::of("PreparedLonghornCluster.scheduleReplicas").options(1, options)?;
    let result =
        longhorn::schedule_replicas_with(&prepared.scenario, &options).map_err(input_error)?;
    prepared.deferred(result)
}

fn schedule_volumes(
    prepared: &mut PreparedCluster,
    volumes: JsValue,
    options: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedLonghornCluster.scheduleVolumes");
    let volumes = args.array(1, "volumes", volumes)?;
    let options: ScheduleOptions = args.options(2, options)?;
    let volumes: Vec<Volume> = from_js(volumes).map_err(|e| prefix_path(e, "volumes"))?;
    // The prepared volumes step aside for the call, and come back whatever it answers.
    let scenario = &mut prepared.scenario;
    let own = std::mem::replace(&mut scenario.volumes, volumes);
    let result = longhorn::schedule_replicas_with(scenario, &options);
    scenario.volumes = own;
    prepared.deferred(result.map_err(input_error)?)
}

fn explain_volume(
    prepared: &mut PreparedCluster,
    volume: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let volume = Args::of("PreparedLonghornCluster.explainVolume").text(1, "volume", volume)?;
    // One volume's full steps, the per-item call for a host that schedules in summary: written
    // as the deferred steps are (serde-wasm-bindgen), not as JSON text.
    to_js_objects(&longhorn::explain_volume(&prepared.scenario, &volume).map_err(input_error)?)
}

fn what_if(
    prepared: &mut PreparedCluster,
    action: JsValue,
    options: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedLonghornCluster.whatIf");
    let action = args.object(1, "action", action)?;
    let options: ScheduleOptions = args.options(2, options)?;
    let action: WhatIf = from_js(action).map_err(|e| prefix_path(e, "action"))?;
    to_js(&longhorn::what_if_with(&prepared.scenario, &action, &options).map_err(input_error)?)
}

/// `#part`: the steps of volume `index` of result `id`, once.
fn steps_part(
    prepared: &mut PreparedCluster,
    id: JsValue,
    index: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let (id, index) = part_of(&id, &index);
    match prepared.steps.take(id, index) {
        Some(steps) => to_js_objects(&steps),
        None => Err(no_part("PreparedLonghornCluster")),
    }
}

/// `#release`: JS collected result `id` before reading all its steps.
fn release_steps(
    prepared: &mut PreparedCluster,
    id: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    prepared.steps.release(&id)
}
