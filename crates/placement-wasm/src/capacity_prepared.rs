//! A capacity cluster prepared once (read, validated, indexed) and asked
//! about many pods: `prepareCapacityCluster(objects).filterNodes(pod)`.

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use placement::capacity::{ClusterObjects, FilterOptions, Pod, Scheduler, ScoringSettings};

use crate::convert::{from_js, input_error, prefix_path, to_js, Args};
use crate::prepared::{handle, Method};

self_cell::self_cell!(
    /// The cluster's objects and the scheduler that indexes them.
    struct PreparedScheduler {
        owner: ClusterObjects,
        #[covariant]
        dependent: Scheduler,
    }
);

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
  /** `filterNodes({ cluster, pod, scoring }, options)` on the prepared cluster: the same result. */
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
    let prepared =
        PreparedScheduler::try_new(objects, |objects| Scheduler::new(objects, scoring.as_ref()))
            // The scoring's errors are under `scoring`: the argument is `options`.
            .map_err(|e| {
                input_error(if e.path.starts_with("scoring") {
                    e.within("options")
                } else {
                    e
                })
            })?;
    const METHODS: &[(&str, Method<PreparedScheduler>)] = &[("filterNodes", filter_nodes)];
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
    let mut result = prepared
        .borrow_dependent()
        .filter(&pod)
        .map_err(input_error)?;
    options.reduce(&mut result);
    to_js(&result)
}
