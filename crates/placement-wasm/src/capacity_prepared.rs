//! A capacity cluster prepared once (read, validated, indexed) and asked
//! about many pods: `prepareCapacityCluster(objects).filterNodes(pod)`. A
//! result's `nodes` (every node's verdict with its claims: under `full`, most
//! of the result's JSON on a large cluster) stay here until JS reads them
//! (see `prepared.rs`).

use std::rc::Rc;

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use placement::capacity::{
    ClusterObjects, FilterOptions, FilterResult, NodeVerdict, Pod, Scheduler, ScoringSettings,
};

use crate::convert::{from_js, input_error, prefix_path, to_js, Args};
use crate::prepared::{handle, no_part, part_of, Kept, Method};

self_cell::self_cell!(
    /// The cluster's objects and the scheduler that indexes them.
    struct IndexedCluster {
        owner: ClusterObjects,
        #[covariant]
        dependent: Scheduler,
    }
);

/// The indexed cluster, the latest result's `nodes` and, for each result
/// whose `nodes` JS has not read yet, the question it answered.
struct PreparedScheduler {
    cluster: IndexedCluster,
    asked: Kept<Rc<Question>>,
    latest: Option<(Rc<Question>, Vec<NodeVerdict>)>,
}

/// What a filter was asked: the pod and the options.
struct Question {
    pod: Pod,
    options: FilterOptions,
}

impl PreparedScheduler {
    /// The filter's answer to `question`, reduced to what its options ask for.
    fn filter(&self, question: &Question) -> Result<FilterResult, JsValue> {
        let scheduler = self.cluster.borrow_dependent();
        let mut result = scheduler.filter(&question.pod).map_err(input_error)?;
        question.options.reduce(&mut result);
        Ok(result)
    }

    /// The answer to `question` as JS, its `nodes` fetched from here on first
    /// access. Written with the rest, 5,000 nodes' verdicts took three
    /// quarters of a `filterNodes` call under `full` (issue #15); a host that
    /// reads `feasibleNodes` and the event never pays for them. Only the
    /// latest result's `nodes` are kept as they are; an older result keeps
    /// its question and filters the pod again when read (the cluster never
    /// changes, so the answer is the same): a host filtering pods in a loop
    /// would otherwise keep megabytes per result until the results are
    /// collected, which a synchronous loop never lets happen.
    fn answer(&mut self, question: Question) -> Result<JsValue, JsValue> {
        let mut result = self.filter(&question)?;
        if result.nodes.is_empty() {
            return to_js(&result); // explain 'none' or a cluster without nodes
        }
        let question = Rc::new(question);
        self.latest = Some((question.clone(), std::mem::take(&mut result.nodes)));
        let value = to_js(&result)?;
        Ok(self.asked.keep(&value, vec![question], "nodes"))
    }

    /// The `nodes` that answer `question`: the latest result's, or filtered again.
    fn nodes(&mut self, question: &Rc<Question>) -> Result<Vec<NodeVerdict>, JsValue> {
        match self.latest.take() {
            Some((latest, nodes)) if Rc::ptr_eq(&latest, question) => Ok(nodes),
            latest => {
                self.latest = latest;
                Ok(self.filter(question)?.nodes)
            }
        }
    }
}

/// The options of `prepareCapacityCluster`.
#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct PrepareOptions {
    /// `StorageCapacityScoring`, as `filterNodes`' `input.scoring`.
    #[serde(default)]
    scoring: Option<ScoringSettings>,
}

#[wasm_bindgen(typescript_custom_section)]
const PREPARED_CAPACITY_TS: &str = r#"
/** A capacity cluster read and indexed once (`prepareCapacityCluster`); call `free()` when done. */
export interface PreparedCapacityCluster {
  /** `filterNodes({ cluster, pod, scoring }, options)` on the prepared cluster: the same result; its `nodes` are fetched from the handle on first read (read them before `free()`). */
  filterNodes(pod: Pod, options?: FilterOptions): FilterResult;
  /** Releases the prepared cluster; any later call throws an Error saying the handle was freed. */
  free(): void;
}
"#;

/// Reads, validates and indexes a cluster's objects (what `filterNodes`
/// takes as `input.cluster`) once, for many `filterNodes(pod)` calls that
/// carry only the pod. `options.scoring` is `input.scoring`. Errors are
/// those of `filterNodes`, with paths from the objects (`nodes[2].metadata.name`).
///
/// ```js
/// const cluster = prepareCapacityCluster(objects);
/// for (const pod of pods) cluster.filterNodes(pod, { explain: 'none' }).feasibleNodes;
/// cluster.free();
/// ```
#[wasm_bindgen(js_name = prepareCapacityCluster, unchecked_return_type = "PreparedCapacityCluster")]
pub fn prepare_capacity_cluster(
    #[wasm_bindgen(unchecked_param_type = "ClusterObjects")] objects: JsValue,
    #[wasm_bindgen(unchecked_param_type = "{ scoring?: ScoringSettings } | undefined")]
    options: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("prepareCapacityCluster");
    let objects = args.object(1, "objects", objects)?;
    let options: PrepareOptions = args.options(2, options)?;
    let objects: ClusterObjects = from_js(objects)?;
    let scoring = options.scoring;
    let cluster =
        IndexedCluster::try_new(objects, |objects| Scheduler::new(objects, scoring.as_ref()))
            // The scoring's errors are under `scoring`: the argument is `options`.
            .map_err(|e| {
                input_error(if e.path.starts_with("scoring") {
                    e.within("options")
                } else {
                    e
                })
            })?;
    const METHODS: &[(&str, Method<PreparedScheduler>)] = &[
        ("filterNodes", filter_nodes),
        ("#part", nodes_part),
        ("#release", release_nodes),
    ];
    let prepared = PreparedScheduler {
        cluster,
        asked: Kept::default(),
        latest: None,
    };
    Ok(handle("PreparedCapacityCluster", prepared, METHODS))
}

fn filter_nodes(
    prepared: &mut PreparedScheduler,
    pod: JsValue,
    options: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let args = Args::of("PreparedCapacityCluster.filterNodes");
    let pod = args.object(1, "pod", pod)?;
    let options: FilterOptions = args.options(2, options)?;
    let pod: Pod = from_js(pod).map_err(|e| prefix_path(e, "pod"))?;
    prepared.answer(Question { pod, options })
}

/// `#part`: the `nodes` of result `id`, once (JSON text: serde-wasm-bindgen
/// is not in this module, whose size budget it would pass).
fn nodes_part(
    prepared: &mut PreparedScheduler,
    id: JsValue,
    index: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let (id, index) = part_of(&id, &index);
    let Some(question) = prepared.asked.take(id, index) else {
        return Err(no_part("PreparedCapacityCluster"));
    };
    to_js(&prepared.nodes(&question)?)
}

/// `#release`: JS collected result `id` before reading its `nodes`.
fn release_nodes(
    prepared: &mut PreparedScheduler,
    id: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    prepared.asked.release(&id)
}
