//! A Longhorn cluster prepared once (read and checked) and then scheduled
//! many times — its own volumes, other volumes, what-if actions — without
//! carrying the scenario across the JS boundary on every call. A schedule's
//! `volumes[i].steps` (under `full`, 96% of the result's JSON) and its
//! `disksAfter` (every disk of the cluster: 98% of the rest) stay here until
//! JS reads them (see `prepared.rs`).
//!
//! Only the latest schedule's parts are kept as they are; an older result
//! keeps its question (which volumes, which options) and is scheduled again
//! when one of its parts is read — the scenario never changes and the engine
//! is deterministic, so the answer is the same. A host scheduling in a loop
//! without reading the parts would otherwise keep every result's steps (4 MB
//! each at 1,000 nodes × 4 disks) until the garbage collector releases the
//! results, which a synchronous loop never lets it do: the module's memory
//! grew by 3.8 MB a call, towards its 4 GB end.

use std::rc::Rc;

use wasm_bindgen::prelude::*;

use placement::longhorn::{
    self, DiskScheduled, Scenario, ScheduleOptions, ScheduleResult, Step, Volume, WhatIf,
};

use crate::convert::{from_js, input_error, prefix_path, to_js, Args};
use crate::longhorn_columns::{disks_after_js, steps_js, volume_js};
use crate::prepared::{handle, part, release, Keeps, Kept, Latest, Method};

/// The scenario, the latest schedule's parts and, for every result JS has
/// not read all of, which parts it has yet to read.
struct PreparedCluster {
    scenario: Scenario,
    parts: Kept<Part>,
    latest: Latest<Question, Answer>,
}

/// What a schedule was asked: the prepared volumes (`None`) or others, and the options.
struct Question {
    volumes: Option<Vec<Volume>>,
    options: ScheduleOptions,
}

/// A part of a schedule returned to JS, not read yet, and the question it answers.
struct Part {
    question: Rc<Question>,
    which: Which,
}

#[derive(Clone, Copy)]
enum Which {
    /// Volume `i`'s `steps`.
    Steps(usize),
    /// The result's `disksAfter`.
    DisksAfter,
}

/// The parts of one schedule, taken out as JS reads them.
struct Answer {
    steps: Vec<Vec<Step>>,
    disks_after: Vec<DiskScheduled>,
}

impl Answer {
    /// The parts of `result`, taken out of it.
    fn of(result: &mut ScheduleResult) -> Answer {
        Answer {
            steps: result.volumes.iter_mut().map(|v| std::mem::take(&mut v.steps)).collect(),
            disks_after: std::mem::take(&mut result.disks_after),
        }
    }
}

/// The schedule `question` asks for. The prepared volumes step aside for
/// other volumes, and come back whatever the run answers.
fn schedule(scenario: &mut Scenario, question: &Question) -> Result<ScheduleResult, JsValue> {
    let Some(volumes) = &question.volumes else {
        return longhorn::schedule_replicas_with(scenario, &question.options).map_err(input_error);
    };
    let own = std::mem::replace(&mut scenario.volumes, volumes.clone());
    let result = longhorn::schedule_replicas_with(scenario, &question.options);
    scenario.volumes = own;
    result.map_err(input_error)
}

impl PreparedCluster {
    /// Schedules `question` and returns the result as JS, each volume's
    /// `steps` (unless all are empty: explain `none`) and `disksAfter` read
    /// from here on first access ([`Latest`]: an older result is scheduled
    /// again, and the scenario never changes, so the answer is the same).
    /// Written with the rest, the 4,000 disks' `disksAfter` of a 1,000-node
    /// cluster took a quarter of a `summary` call (issue #15).
    fn answer(&mut self, question: Question) -> Result<JsValue, JsValue> {
        let mut result = schedule(&mut self.scenario, &question)?;
        let answer = Answer::of(&mut result);
        let mut which = Vec::new();
        let mut paths = Vec::new();
        if answer.steps.iter().any(|steps| !steps.is_empty()) {
            which.extend((0..answer.steps.len()).map(Which::Steps));
            paths.push("volumes[].steps");
        }
        if !answer.disks_after.is_empty() {
            which.push(Which::DisksAfter);
            paths.push("disksAfter");
        }
        let value = to_js(&result)?;
        if which.is_empty() {
            return Ok(value);
        }
        let question = Rc::new(question);
        self.latest.set(question.clone(), answer);
        let parts = which.into_iter().map(|which| Part {
            question: question.clone(),
            which,
        });
        Ok(self.parts.keep(&value, parts.collect(), &paths.join(",")))
    }
}

impl Keeps for PreparedCluster {
    const KIND: &'static str = "PreparedLonghornCluster";
    type Part = Part;

    fn kept(&mut self) -> &mut Kept<Part> {
        &mut self.parts
    }

    /// A volume's steps or the disks after the run.
    fn write(&mut self, Part { question, which }: Part) -> Result<JsValue, Option<JsValue>> {
        let scenario = &mut self.scenario;
        let answer = self.latest.to(&question, |q| Ok(Answer::of(&mut schedule(scenario, q)?)))?;
        Ok(match which {
            Which::Steps(i) => steps_js(std::mem::take(answer.steps.get_mut(i).ok_or(None)?)),
            Which::DisksAfter => Ok(disks_after_js(std::mem::take(&mut answer.disks_after))),
        }?)
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
        ("#part", part::<PreparedCluster>),
        ("#release", release::<PreparedCluster>),
    ];
    let prepared = PreparedCluster {
        scenario,
        parts: Kept::default(),
        latest: Latest::default(),
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
    prepared.answer(Question {
        volumes: None,
        options,
    })
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
    prepared.answer(Question {
        volumes: Some(volumes),
        options,
    })
}

fn explain_volume(
    prepared: &mut PreparedCluster,
    volume: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let volume = Args::of("PreparedLonghornCluster.explainVolume").text(1, "volume", volume)?;
    // One volume's full steps, the per-item call for a host that schedules in summary: written
    // as the deferred steps are (rows as columns, the rest as JSON text).
    volume_js(longhorn::explain_volume(&prepared.scenario, &volume).map_err(input_error)?)
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
