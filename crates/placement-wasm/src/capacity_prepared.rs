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
use crate::prepared::{handle, part, release, Keeps, Kept, Latest, Method};

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
    latest: Latest<Question, Vec<NodeVerdict>>,
}

/// What a filter was asked: the pod and the options.
struct Question {
    pod: Pod,
    options: FilterOptions,
}

/// The filter's answer to `question`, reduced to what its options ask for.
fn filter(cluster: &IndexedCluster, question: &Question) -> Result<FilterResult, JsValue> {
    let scheduler = cluster.borrow_dependent();
    let mut result = scheduler.filter(&question.pod).map_err(input_error)?;
    question.options.reduce(&mut result);
    Ok(result)
}

impl PreparedScheduler {
    /// The answer to `question` as JS, its `nodes` fetched from here on first
    /// access ([`Latest`]: an older result filters its pod again, and the
    /// cluster never changes, so the answer is the same). Written with the
    /// rest, 5,000 nodes' verdicts took three quarters of a `filterNodes` call
    /// under `full` (issue #15); a host that reads `feasibleNodes` and the
    /// event never pays for them.
    fn answer(&mut self, question: Question) -> Result<JsValue, JsValue> {
        let mut result = filter(&self.cluster, &question)?;
        if result.nodes.is_empty() {
            return to_js(&result); // explain 'none' or a cluster without nodes
        }
        let question = Rc::new(question);
        self.latest.set(question.clone(), std::mem::take(&mut result.nodes));
        let value = to_js(&result)?;
        Ok(self.asked.keep(&value, vec![question], "nodes"))
    }
}

impl Keeps for PreparedScheduler {
    const KIND: &'static str = "PreparedCapacityCluster";
    type Part = Rc<Question>;

    fn kept(&mut self) -> &mut Kept<Rc<Question>> {
        &mut self.asked
    }

    /// The `nodes` of a result (JSON text: serde-wasm-bindgen is not in this
    /// module, whose size budget it would pass).
    fn write(&mut self, question: Rc<Question>) -> Result<JsValue, Option<JsValue>> {
        let cluster = &self.cluster;
        let nodes = self.latest.to(&question, |q| Ok(filter(cluster, q)?.nodes))?;
        Ok(to_js(&std::mem::take(nodes))?)
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
        ("#part", part::<PreparedScheduler>),
        ("#release", release::<PreparedScheduler>),
    ];
    let prepared = PreparedScheduler {
        cluster,
        asked: Kept::default(),
        latest: Latest::default(),
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
