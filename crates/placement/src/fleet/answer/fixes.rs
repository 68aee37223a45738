//! The strategy edits that let a waiting cluster get the bundle (issue #33).
//! Each candidate is proven by simulating the whole rollout again with the
//! edit: the cluster ends with the bundle's final version deployed. A number
//! is the smallest that does so (found by bisection over the field's range,
//! and one unit less simulated and seen to fail), written as Fleet reads it
//! (`13%`, never `13 %`), in the form the field has now (a percentage stays a
//! percentage). A rollout that will reach the cluster anyway gets none.

use serde::{Deserialize, Serialize};

use crate::fleet::simulate::{simulate_rollout, RolloutInput, RolloutSimulation};
use crate::fleet::strategy::PartitionSpec;
use crate::kernel::int_or_percent::IntOrPercent;
use crate::kernel::labels::{LabelSelector, Labels};
use crate::kernel::message::Message;

/// A suggested edit of the rollout strategy and its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FleetChange {
    /// The edit ([`FleetEdit::apply`]).
    pub edit: FleetEdit,
    /// What to do, in one sentence, said from the edit (its field and value as Fleet reads it).
    pub message: Message,
}

/// An edit of the rollout strategy: one field of `rolloutStrategy` set to one value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", rename_all_fields = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum FleetEdit {
    /// Set the strategy's `maxUnavailable`.
    MaxUnavailable {
        /// The new value.
        value: IntOrPercent,
    },
    /// Set manual partition `partition`'s own `maxUnavailable`.
    PartitionMaxUnavailable {
        /// The partition's index in `rolloutStrategy.partitions`.
        partition: usize,
        /// The new value.
        value: IntOrPercent,
    },
    /// Set the strategy's `maxUnavailable` and the same value as the own
    /// `maxUnavailable` of these manual partitions (theirs would hold the
    /// rollout back alone: a partition's own value wins over the strategy's).
    MaxUnavailableWithPartitions {
        /// The new value.
        value: IntOrPercent,
        /// The partitions' indices in `rolloutStrategy.partitions`.
        partitions: Vec<usize>,
    },
    /// Set `maxUnavailablePartitions`.
    MaxUnavailablePartitions {
        /// The new value.
        value: IntOrPercent,
    },
    /// Give manual partition `partition`, which has no criterion (and so
    /// matches no cluster), the `clusterSelector` `matchLabels: labels`.
    PartitionSelector {
        /// The partition's index in `rolloutStrategy.partitions`.
        partition: usize,
        /// Its selector's `matchLabels`.
        labels: Labels,
    },
    /// Add a manual partition `name` after the others, selecting `matchLabels: labels`.
    AddPartition {
        /// Its name.
        name: String,
        /// Its selector's `matchLabels`.
        labels: Labels,
    },
}

impl FleetEdit {
    /// Applies the edit to `input` (a partition index out of range changes nothing).
    pub fn apply(&self, input: &mut RolloutInput) {
        let strategy = &mut input.rollout_strategy;
        let selector = |labels: &Labels| LabelSelector { match_labels: labels.clone(), match_expressions: Vec::new() };
        match self {
            FleetEdit::MaxUnavailable { value } => strategy.max_unavailable = Some(value.clone()),
            FleetEdit::PartitionMaxUnavailable { partition, value } => {
                if let Some(p) = strategy.partitions.get_mut(*partition) {
                    p.max_unavailable = Some(value.clone());
                }
            }
            FleetEdit::MaxUnavailableWithPartitions { value, partitions } => {
                strategy.max_unavailable = Some(value.clone());
                for p in partitions {
                    if let Some(p) = strategy.partitions.get_mut(*p) {
                        p.max_unavailable = Some(value.clone());
                    }
                }
            }
            FleetEdit::MaxUnavailablePartitions { value } => {
                strategy.max_unavailable_partitions = Some(value.clone())
            }
            FleetEdit::PartitionSelector { partition, labels } => {
                if let Some(p) = strategy.partitions.get_mut(*partition) {
                    p.cluster_selector = Some(selector(labels));
                }
            }
            FleetEdit::AddPartition { name, labels } => strategy.partitions.push(PartitionSpec {
                name: name.clone(),
                cluster_selector: Some(selector(labels)),
                ..PartitionSpec::default()
            }),
        }
    }
}

/// Why a cluster waits, as far as the strategy can change it.
pub(super) enum Cause {
    /// A partition before the cluster's stopped the rollout (its index).
    Stop(usize),
    /// Its partition (index) is at its own maxUnavailable.
    PartitionLimit(usize),
    /// The bundle is at its maxUnavailable.
    BundleLimit,
    /// It matches no manual partition.
    Unmatched,
}

/// Whether `value` is written as a percentage (a string integer is a count, as in `limit()`).
fn is_percent(value: &IntOrPercent) -> bool {
    matches!(value, IntOrPercent::Str(s) if s.trim_end().ends_with('%'))
}

/// At most this many suggestions are shown.
const MOST: usize = 3;

/// The proven edits that let cluster `index` of `sim` get the bundle, for `cause`.
pub(super) fn suggest(input: &RolloutInput, sim: &RolloutSimulation, index: usize, cause: Cause) -> Vec<FleetChange> {
    let Some(target) = Target::new(input, sim, index) else { return Vec::new() };
    if target.reached(sim) {
        return Vec::new();
    }
    let strategy = &input.rollout_strategy;
    let own = |p: usize| strategy.partitions.get(p).and_then(|s| s.max_unavailable.as_ref());
    let percent = strategy.max_unavailable.as_ref().is_none_or(is_percent);
    // Partitions up to the cluster's with an own maxUnavailable: with the strategy's, the fallback below.
    let last = sim.clusters[index].partitions.first().map_or(0, |&p| p as usize);
    let with_own: Vec<usize> = (0..=last).filter(|&p| own(p).is_some()).collect();
    let mut fields: Vec<Field> = Vec::new();
    match cause {
        Cause::Stop(p) | Cause::PartitionLimit(p) => {
            if let Some(value) = own(p) {
                fields.push(Field::Partition(p, is_percent(value)));
            }
            fields.push(Field::MaxUnavailable(percent));
            if matches!(cause, Cause::Stop(_)) {
                fields.push(Field::MaxUnavailablePartitions);
            }
        }
        Cause::BundleLimit => fields.push(Field::MaxUnavailable(percent)),
        Cause::Unmatched => return target.partition_for(input).into_iter().collect(),
    }
    let partitions = i64::try_from(sim.partitions.len()).unwrap_or(i64::MAX);
    let clusters = i64::try_from(sim.clusters.len()).unwrap_or(i64::MAX);
    let most = |f: &Field| if matches!(f, Field::MaxUnavailablePartitions) { partitions } else { clusters };
    let mut found: Vec<FleetChange> = fields.iter().filter_map(|f| target.smallest(input, f, most(f))).take(MOST).collect();
    if found.is_empty() && !with_own.is_empty() {
        found.extend(target.smallest(input, &Field::Both(percent, with_own), clusters));
    }
    found
}

/// A numeric field the search sets; the flag says whether it is written as a percentage.
enum Field {
    MaxUnavailable(bool),
    Partition(usize, bool),
    MaxUnavailablePartitions,
    /// The strategy's maxUnavailable and these partitions' own.
    Both(bool, Vec<usize>),
}

impl Field {
    fn percent(&self) -> bool {
        match self {
            Field::MaxUnavailable(p) | Field::Partition(_, p) | Field::Both(p, _) => *p,
            Field::MaxUnavailablePartitions => false,
        }
    }

    fn edit(&self, n: i64) -> FleetEdit {
        let value = if self.percent() {
            IntOrPercent::percent(u32::try_from(n).unwrap_or(100))
        } else {
            IntOrPercent::Int(n)
        };
        match self {
            Field::MaxUnavailable(_) => FleetEdit::MaxUnavailable { value },
            Field::Partition(partition, _) => FleetEdit::PartitionMaxUnavailable { partition: *partition, value },
            Field::MaxUnavailablePartitions => FleetEdit::MaxUnavailablePartitions { value },
            Field::Both(_, partitions) => FleetEdit::MaxUnavailableWithPartitions { value, partitions: partitions.clone() },
        }
    }
}

/// The cluster asked about, found again in each edited simulation.
struct Target<'a> {
    name: &'a str,
    namespace: &'a str,
    labels: &'a Labels,
}

impl<'a> Target<'a> {
    fn new(input: &'a RolloutInput, sim: &'a RolloutSimulation, index: usize) -> Option<Self> {
        let c = sim.clusters.get(index)?;
        let labels = &input
            .clusters
            .iter()
            .find(|i| i.name == c.name && i.namespace.as_deref().is_none_or(|ns| ns == c.namespace))?
            .labels;
        Some(Target { name: &c.name, namespace: &c.namespace, labels })
    }

    /// Whether the cluster ends with the bundle's final version deployed.
    fn reached(&self, sim: &RolloutSimulation) -> bool {
        let version = sim.versions.last().map_or(1, |v| v[1]);
        sim.clusters
            .iter()
            .find(|c| c.name == self.name && c.namespace == self.namespace)
            .and_then(|c| c.deployment)
            .is_some_and(|d| d.deployed == version)
    }

    /// Whether `input` with `edit` lets the cluster get the bundle (false for an input the edit made invalid).
    fn flips(&self, input: &RolloutInput, edit: &FleetEdit) -> bool {
        let mut edited = input.clone();
        edited.timeline = Some(false);
        edit.apply(&mut edited);
        simulate_rollout(&edited).is_ok_and(|sim| self.reached(&sim))
    }

    /// The smallest value of `field` in `0..=most` (percent: `0..=100`)
    /// that flips the cluster, with one less proven not to.
    fn smallest(&self, input: &RolloutInput, field: &Field, most: i64) -> Option<FleetChange> {
        let high = if field.percent() { 100 } else { most.max(1) };
        if !self.flips(input, &field.edit(high)) {
            return None;
        }
        // Invariant: `high` flips; every value below `low` was seen not to (or is below 0).
        let mut low = 0;
        let mut high = high;
        while low < high {
            let mid = low + (high - low) / 2;
            if self.flips(input, &field.edit(mid)) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        let edit = field.edit(high);
        let message = say(&edit, input);
        Some(FleetChange { edit, message })
    }

    /// A partition that takes the cluster: the empty one given a selector, else a new one;
    /// the selector is the first of the cluster's labels that lets it get the bundle.
    fn partition_for(&self, input: &RolloutInput) -> Option<FleetChange> {
        let partitions = &input.rollout_strategy.partitions;
        let empty = partitions.iter().position(PartitionSpec::has_no_criteria);
        self.labels.iter().take(MOST).find_map(|(k, v)| {
            let labels: Labels = [(k.clone(), v.clone())].into();
            let edit = match empty {
                Some(partition) => FleetEdit::PartitionSelector { partition, labels },
                None => FleetEdit::AddPartition { name: format!("{k}-{v}"), labels },
            };
            self.flips(input, &edit).then(|| FleetChange { message: say(&edit, input), edit })
        })
    }
}

/// `value` as Fleet reads it, or `none` when unset.
fn current(value: Option<&IntOrPercent>) -> String {
    value.map_or_else(|| "none".to_string(), IntOrPercent::to_string)
}

/// A partition's name as the strategy form shows it (its index when unnamed).
fn partition_name(input: &RolloutInput, p: usize) -> String {
    match input.rollout_strategy.partitions.get(p) {
        Some(s) if !s.name.is_empty() => s.name.clone(),
        _ => format!("partitions[{p}]"),
    }
}

/// The edit's sentence: the field, the value to type (as Fleet reads it) and the field's value now.
fn say(edit: &FleetEdit, input: &RolloutInput) -> Message {
    let strategy = &input.rollout_strategy;
    let labels = |l: &Labels| l.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(",");
    match edit {
        FleetEdit::MaxUnavailable { value } => Message::new("fleet-change-max-unavailable")
            .arg("value", value.to_string())
            .arg("current", current(strategy.max_unavailable.as_ref())),
        FleetEdit::PartitionMaxUnavailable { partition, value } => {
            Message::new("fleet-change-partition-max-unavailable")
                .arg("partition", partition_name(input, *partition))
                .arg("value", value.to_string())
                .arg("current", current(strategy.partitions.get(*partition).and_then(|p| p.max_unavailable.as_ref())))
        }
        FleetEdit::MaxUnavailableWithPartitions { value, partitions } => {
            let names: Vec<String> = partitions.iter().map(|&p| partition_name(input, p)).collect();
            Message::new("fleet-change-max-unavailable-with-partitions")
                .arg("value", value.to_string())
                .arg("partitions", names.join(", "))
                .arg("current", current(strategy.max_unavailable.as_ref()))
        }
        FleetEdit::MaxUnavailablePartitions { value } => Message::new("fleet-change-max-unavailable-partitions")
            .arg("value", value.to_string())
            .arg("current", current(strategy.max_unavailable_partitions.as_ref())),
        FleetEdit::PartitionSelector { partition, labels: l } => Message::new("fleet-change-partition-selector")
            .arg("partition", partition_name(input, *partition))
            .arg("selector", labels(l)),
        FleetEdit::AddPartition { name, labels: l } => Message::new("fleet-change-add-partition")
            .arg("partition", name)
            .arg("selector", labels(l)),
    }
}
