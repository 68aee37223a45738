//! A Longhorn cluster prepared once (read and checked) and then scheduled
//! many times — its own volumes, other volumes, what-if actions — without
//! carrying the scenario across the JS boundary on every call. A schedule's
//! `volumes[i].steps` (under `full`, 96% of the result's JSON) and its
//! `disksAfter` (every disk of the cluster: 98% of the rest) stay here until
//! JS reads them (see `prepared.rs`).

use wasm_bindgen::prelude::*;

use placement::longhorn::{
    self, DiskScheduled, Scenario, ScheduleOptions, ScheduleResult, Step, Volume, WhatIf,
};

use crate::convert::{from_js, input_error, prefix_path, to_js, to_js_objects, Args};
use crate::prepared::{handle, no_part, part_of, Kept, Method};

/// The scenario and the parts of the results JS has not read yet.
struct PreparedCluster {
    scenario: Scenario,
    parts: Kept<Part>,
}

/// A part of a schedule returned to JS, not read yet.
enum Part {
    /// One volume's `steps`.
    Steps(Vec<Step>),
    /// The result's `disksAfter`.
    DisksAfter(Vec<DiskScheduled>),
}

impl PreparedCluster {
    /// `result` as JS, each volume's `steps` (unless all are empty: explain
    /// `none`) and `disksAfter` read from here on first access. Written with
    /// the rest, the 4,000 disks' `disksAfter` of a 1,000-node cluster took a
    /// quarter of a `summary` call (issue #15).
    fn deferred(&mut self, mut result: ScheduleResult) -> Result<JsValue, JsValue> {
        let mut parts = Vec::new();
        let mut paths = Vec::new();
        if result.volumes.iter().any(|v| !v.steps.is_empty()) {
            let steps = result.volumes.iter_mut().map(|v| std::mem::take(&mut v.steps));
            parts.extend(steps.map(Part::Steps));
            paths.push("volumes[].steps");
        }
        if !result.disks_after.is_empty() {
            parts.push(Part::DisksAfter(std::mem::take(&mut result.disks_after)));
            paths.push("disksAfter");
        }
        let value = to_js(&result)?;
        if parts.is_empty() {
            return Ok(value);
        }
        Ok(self.parts.keep(&value, parts, &paths.join(",")))
    }
}

#[wasm_bindgen(typescript_custom_section)]
const PREPARED_LONGHORN_TS: &str = r#"
/** A Longhorn scenario read and checked once (`prepareLonghornCluster`); call `free()` when done. */
export interface PreparedLonghornCluster {
  /** `scheduleReplicas(scenario, options)`: the same result; each `volumes[i].steps` and `disksAfter` are fetched from the handle on first read (read them before `free()`). */
  scheduleReplicas(options?: ScheduleOptions): ScheduleResult;
  /** `scheduleReplicas({ ...scenario, volumes }, options)`: other volumes on the prepared nodes and settings; `steps` and `disksAfter` fetched on first read, as above. */
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
        ("#part", schedule_part),
        ("#release", release_parts),
    ];
    let prepared = PreparedCluster {
        scenario,
        parts: Kept::default(),
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

/// `#part`: part `index` of result `id` (a volume's steps or the disks after), once.
fn schedule_part(
    prepared: &mut PreparedCluster,
    id: JsValue,
    index: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let (id, index) = part_of(&id, &index);
    match prepared.parts.take(id, index) {
        Some(Part::Steps(steps)) => to_js_objects(&steps),
        Some(Part::DisksAfter(disks)) => to_js_objects(&disks),
        None => Err(no_part("PreparedLonghornCluster")),
    }
}

/// `#release`: JS collected result `id` before reading all its parts.
fn release_parts(
    prepared: &mut PreparedCluster,
    id: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    prepared.parts.release(&id)
}
