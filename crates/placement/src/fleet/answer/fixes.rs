//! The strategy edits that let a waiting cluster get the bundle (issue #33).
//! Each candidate is proven by simulating the whole rollout again with the
//! edit: the cluster ends with the bundle's final version deployed. A number
//! is the smallest that does so (found by bisection over the field's range,
//! and one unit less simulated and seen to fail), written as Fleet reads it
//! (`13%`, never `13 %`), in the form the field has now (a percentage stays a
//! percentage). A rollout that will reach the cluster anyway gets none.

use serde::{Deserialize, Serialize};

use crate::fleet::simulate::{RolloutInput, RolloutSimulation, Wait, simulate_rollout};
use crate::fleet::strategy::PartitionSpec;
use crate::kernel::int_or_percent::{IntOrPercent, limit};
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
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
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
        let selector = |labels: &Labels| LabelSelector {
            match_labels: labels.clone(),
            match_expressions: Vec::new(),
        };
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
pub(super) fn suggest(
    input: &RolloutInput,
    sim: &RolloutSimulation,
    index: usize,
    cause: Cause,
) -> Vec<FleetChange> {
    let Some(target) = Target::new(input, sim, index) else {
        return Vec::new();
    };
    if target.reached(sim) {
        return Vec::new();
    }
    let strategy = &input.rollout_strategy;
    let own = |p: usize| {
        strategy
            .partitions
            .get(p)
            .and_then(|s| s.max_unavailable.as_ref())
    };
    let percent = strategy.max_unavailable.as_ref().is_none_or(is_percent);
    // Partitions up to the cluster's with an own maxUnavailable: with the strategy's, the fallback below.
    let last = sim.clusters[index]
        .partitions
        .first()
        .map_or(0, |&p| p as usize);
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
    let most = |f: &Field| {
        if matches!(f, Field::MaxUnavailablePartitions) {
            partitions
        } else {
            clusters
        }
    };
    let need = Need::read(sim, &cause);
    let mut found: Vec<FleetChange> = fields
        .iter()
        .filter_map(|f| target.smallest(input, f, most(f), need.guess(f)))
        .collect();
    if found.is_empty() && !with_own.is_empty() {
        let both = Field::Both(percent, with_own);
        let guess = need.guess(&both);
        found.extend(target.smallest(input, &both, clusters, guess));
    }
    // The smallest change first (see `size`); ties keep the fields' order above.
    crate::kernel::sort::sort_by_key(&mut found, |c| size(&c.edit, sim));
    found.truncate(MOST);
    found
}

/// What the records of the rollout's last reconciles say the blocked limit
/// must reach: a count of clusters (or partitions) over a scope, read off the
/// stop or the wait that holds the cluster. It is only where the search
/// starts (the search proves the value by simulating); with it the search
/// takes a few simulations instead of a bisection over the whole range.
struct Need {
    /// Clusters that must fit under maxUnavailable, and the count the limit is taken of.
    clusters: Option<(i64, i64)>,
    /// Unavailable partitions that must fit under maxUnavailablePartitions.
    partitions: Option<i64>,
}

impl Need {
    fn read(sim: &RolloutSimulation, cause: &Cause) -> Need {
        let count = |p: usize| {
            sim.partitions
                .get(p)
                .map_or(0, |x| i64::try_from(x.count).unwrap_or(i64::MAX))
        };
        let total = i64::try_from(sim.clusters.len()).unwrap_or(i64::MAX);
        let last = sim.rounds.iter().rev();
        match *cause {
            Cause::Stop(p) => {
                let stop = last
                    .filter_map(|r| r.stopped.as_ref())
                    .find(|x| x.index == p);
                Need {
                    clusters: stop.map(|x| {
                        (
                            i64::try_from(x.not_up_to_date_or_unavailable).unwrap_or(i64::MAX),
                            count(p),
                        )
                    }),
                    partitions: stop.map(|x| x.unavailable_partitions),
                }
            }
            Cause::PartitionLimit(p) => {
                let label = sim.partitions.get(p).map(|x| x.label.as_str());
                let unavailable = last.flat_map(|r| &r.waits).find_map(|w| match w {
                    Wait::PartitionLimit {
                        partition,
                        unavailable,
                        ..
                    } if Some(partition.as_str()) == label => Some(*unavailable),
                    _ => None,
                });
                Need {
                    clusters: unavailable.map(|u| (u.saturating_add(1), count(p))),
                    partitions: None,
                }
            }
            Cause::BundleLimit => {
                let unavailable = last.flat_map(|r| &r.waits).find_map(|w| match w {
                    Wait::BundleLimit { unavailable, .. } => Some(*unavailable),
                    _ => None,
                });
                Need {
                    clusters: unavailable.map(|u| (u.saturating_add(1), total)),
                    partitions: None,
                }
            }
            Cause::Unmatched => Need {
                clusters: None,
                partitions: None,
            },
        }
    }

    /// Where the search for `field`'s value starts: the need in the field's form
    /// (the smallest percentage whose limit of the scope reaches it), else 0.
    fn guess(&self, field: &Field) -> i64 {
        match (field, self.clusters, self.partitions) {
            (Field::MaxUnavailablePartitions, _, Some(n)) => n,
            (Field::MaxUnavailablePartitions, _, None) => 0,
            (_, Some((n, scope)), _) if field.percent() => (0..=100u32)
                .find(|&p| {
                    limit(scope, &[Some(&IntOrPercent::percent(p))]).is_ok_and(|l| l.value >= n)
                })
                .map_or(100, i64::from),
            (_, Some((n, _)), _) => n,
            (_, None, _) => 0,
        }
    }
}

/// How big a change is, for ordering the suggestions: how many more clusters
/// (or partitions) the limit lets be unavailable at once, as a share of what it
/// counts (in ten-thousandths: raising maxUnavailable from 10% to 13% of 200
/// clusters is 6 more of 200, 300; maxUnavailablePartitions from 0 to 1 of 5
/// partitions, 2,000); several fields set at once add up; a partition's
/// selector or a new partition is a whole change (10,000).
fn size(edit: &FleetEdit, sim: &RolloutSimulation) -> i64 {
    let total = i64::try_from(sim.clusters.len()).unwrap_or(i64::MAX);
    let partition = |p: usize| {
        sim.partitions.get(p).map_or((0, 0), |x| {
            (
                i64::try_from(x.count).unwrap_or(i64::MAX),
                x.max_unavailable.value,
            )
        })
    };
    let share = |count: i64, now: i64, value: &IntOrPercent| {
        let after = limit(count, &[Some(value)]).map_or(count, |l| l.value);
        after.saturating_sub(now).max(0).saturating_mul(10_000) / count.max(1)
    };
    let own = |p: usize, value: &IntOrPercent| {
        let (count, now) = partition(p);
        share(count, now, value)
    };
    match edit {
        FleetEdit::MaxUnavailable { value } => share(total, sim.max_unavailable.value, value),
        FleetEdit::PartitionMaxUnavailable { partition, value } => own(*partition, value),
        FleetEdit::MaxUnavailableWithPartitions { value, partitions } => {
            partitions.iter().map(|&p| own(p, value)).fold(
                share(total, sim.max_unavailable.value, value),
                i64::saturating_add,
            )
        }
        FleetEdit::MaxUnavailablePartitions { value } => {
            let count = i64::try_from(sim.partitions.len()).unwrap_or(i64::MAX);
            share(count, sim.max_unavailable_partitions.value, value)
        }
        FleetEdit::PartitionSelector { .. } | FleetEdit::AddPartition { .. } => 10_000,
    }
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
            Field::Partition(partition, _) => FleetEdit::PartitionMaxUnavailable {
                partition: *partition,
                value,
            },
            Field::MaxUnavailablePartitions => FleetEdit::MaxUnavailablePartitions { value },
            Field::Both(_, partitions) => FleetEdit::MaxUnavailableWithPartitions {
                value,
                partitions: partitions.clone(),
            },
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
            .find(|i| {
                i.name == c.name && i.namespace.as_deref().is_none_or(|ns| ns == c.namespace)
            })?
            .labels;
        Some(Target {
            name: &c.name,
            namespace: &c.namespace,
            labels,
        })
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
    /// that flips the cluster, with one less proven not to; the search starts
    /// at `guess` and doubles its step away from it, then bisects, so a good
    /// guess costs three simulations and a bad one a few more (never more
    /// than twice a bisection of the whole range).
    fn smallest(
        &self,
        input: &RolloutInput,
        field: &Field,
        most: i64,
        guess: i64,
    ) -> Option<FleetChange> {
        let high = if field.percent() { 100 } else { most.max(1) };
        let value = smallest_flipping(high, guess, &mut |n| self.flips(input, &field.edit(n)))?;
        let edit = field.edit(value);
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
                None => FleetEdit::AddPartition {
                    name: format!("{k}-{v}"),
                    labels,
                },
            };
            self.flips(input, &edit).then(|| FleetChange {
                message: say(&edit, input),
                edit,
            })
        })
    }
}

/// The smallest `n` in `0..=high` for which `flips(n)` holds, `flips` being
/// monotone; `None` when `high` does not flip. The answer is proven: it was
/// seen to flip, and `n − 1` seen not to (or `n` is 0).
fn smallest_flipping(high: i64, guess: i64, flips: &mut dyn FnMut(i64) -> bool) -> Option<i64> {
    if !flips(high) {
        return None;
    }
    // Invariant: `ok` flips; `fail` does not (−1: nothing below 0).
    let (mut fail, mut ok) = (-1, high);
    let (mut probe, mut step) = (guess.clamp(0, high), 1i64);
    while ok - fail > 1 && probe > fail && probe < ok {
        if flips(probe) {
            ok = probe;
            probe = probe.saturating_sub(step);
        } else {
            fail = probe;
            probe = probe.saturating_add(step);
        }
        step = step.saturating_mul(2);
    }
    while ok - fail > 1 {
        let mid = fail + (ok - fail) / 2;
        if flips(mid) {
            ok = mid;
        } else {
            fail = mid;
        }
    }
    Some(ok)
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
    let labels = |l: &Labels| {
        l.iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(",")
    };
    match edit {
        FleetEdit::MaxUnavailable { value } => Message::new("fleet-change-max-unavailable")
            .arg("value", value.to_string())
            .arg("current", current(strategy.max_unavailable.as_ref())),
        FleetEdit::PartitionMaxUnavailable { partition, value } => {
            Message::new("fleet-change-partition-max-unavailable")
                .arg("partition", partition_name(input, *partition))
                .arg("value", value.to_string())
                .arg(
                    "current",
                    current(
                        strategy
                            .partitions
                            .get(*partition)
                            .and_then(|p| p.max_unavailable.as_ref()),
                    ),
                )
        }
        FleetEdit::MaxUnavailableWithPartitions { value, partitions } => {
            let names: Vec<String> = partitions
                .iter()
                .map(|&p| partition_name(input, p))
                .collect();
            Message::new("fleet-change-max-unavailable-with-partitions")
                .arg("value", value.to_string())
                .arg("partitions", names.join(", "))
                .arg("current", current(strategy.max_unavailable.as_ref()))
        }
        FleetEdit::MaxUnavailablePartitions { value } => {
            Message::new("fleet-change-max-unavailable-partitions")
                .arg("value", value.to_string())
                .arg(
                    "current",
                    current(strategy.max_unavailable_partitions.as_ref()),
                )
        }
        FleetEdit::PartitionSelector {
            partition,
            labels: l,
        } => Message::new("fleet-change-partition-selector")
            .arg("partition", partition_name(input, *partition))
            .arg("selector", labels(l)),
        FleetEdit::AddPartition { name, labels: l } => Message::new("fleet-change-add-partition")
            .arg("partition", name)
            .arg("selector", labels(l)),
    }
}

#[cfg(test)]
mod tests {
    use super::smallest_flipping;

    /// Every boundary and guess in a small range: the answer is the boundary,
    /// proven (it and the value below were run), in at most two bisections'
    /// runs; an exact guess costs three (the top, the guess, the one below).
    #[test]
    fn the_search_finds_the_boundary_from_any_guess_in_few_runs() {
        let high = 10_000;
        for answer in [0, 1, 2, 34, 35, 4_999, 9_999, 10_000] {
            for guess in [0, 1, 33, 34, 35, 36, 200, 9_999, 10_000, 20_000] {
                let mut runs = Vec::new();
                let found = smallest_flipping(high, guess, &mut |n| {
                    runs.push(n);
                    n >= answer
                });
                assert_eq!(found, Some(answer), "guess {guess}");
                assert!(
                    answer == 0 || runs.contains(&(answer - 1)),
                    "{answer}: the value below was not run"
                );
                assert!(
                    runs.len() <= 2 * 15 + 1,
                    "{} runs for {answer} from {guess}",
                    runs.len()
                );
                if guess == answer && answer > 0 && answer < high {
                    assert_eq!(runs.len(), 3, "{runs:?}");
                }
            }
        }
        assert_eq!(smallest_flipping(100, 5, &mut |_| false), None);
    }
}
