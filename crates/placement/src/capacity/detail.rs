//! How much of the filter's decision a result explains: every node's claim
//! checks list the CSIStorageCapacity objects considered, so a cluster of
//! thousands of nodes and capacities makes a large result per pod. A host
//! asking about many pods asks for less ([`Explain`]).

use serde::{Deserialize, Serialize};

use super::filter::{FilterInput, FilterResult, filter_nodes};
use crate::InputError;
pub use crate::kernel::explain::Explain;

/// The options of [`filter_nodes_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct FilterOptions {
    /// How much to explain; left out, everything (`full`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub explain: Option<Explain>,
}

/// [`filter_nodes`] with the explanation asked for: `full` is the whole
/// result; `summary` keeps every node's verdict, reasons and score and
/// leaves its `claims` empty; `none` leaves `nodes` empty. PreFilter's
/// outcome, the feasible, selected and tied nodes and the event message are
/// the same at every level.
///
/// ```
/// use placement::capacity::{filter_nodes_with, Explain, FilterInput, FilterOptions};
/// let input: FilterInput = serde_json::from_str(r#"{
///   "cluster": {"nodes": [{"metadata": {"name": "n1"}}],
///     "persistentVolumeClaims": [{"metadata": {"name": "data"}, "spec": {"storageClassName": "fast",
///       "resources": {"requests": {"storage": "1Gi"}}}}],
///     "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
///       "volumeBindingMode": "WaitForFirstConsumer"}]},
///   "pod": {"metadata": {"name": "web"},
///     "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}}
/// }"#).unwrap();
/// let at = |explain| filter_nodes_with(&input, &FilterOptions { explain: Some(explain) }).unwrap();
/// let (full, summary, none) = (at(Explain::Full), at(Explain::Summary), at(Explain::None));
/// assert_eq!(full.nodes[0].claims.len(), 1);
/// assert!(summary.nodes[0].claims.is_empty() && summary.nodes[0].passes);
/// assert!(none.nodes.is_empty());
/// assert_eq!(none.feasible_nodes, full.feasible_nodes);
/// ```
pub fn filter_nodes_with(
    input: &FilterInput,
    options: &FilterOptions,
) -> Result<FilterResult, InputError> {
    let mut result = filter_nodes(input)?;
    options.reduce(&mut result);
    Ok(result)
}

impl FilterOptions {
    /// Leaves in a full result what the explanation level asks for (see
    /// [`filter_nodes_with`]); for hosts that filter through a
    /// [`Scheduler`](super::filter::Scheduler) they keep.
    pub fn reduce(&self, result: &mut FilterResult) {
        match self.explain.unwrap_or_default() {
            Explain::Full => {}
            Explain::Summary => {
                for node in &mut result.nodes {
                    node.claims = Vec::new();
                }
            }
            Explain::None => result.nodes = Vec::new(),
        }
    }
}
