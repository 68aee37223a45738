//! What the user edits on the rollout page, exactly as typed: the fleet builder
//! ([`fleet`]), the strategy form and the scenario; and how it becomes the
//! engine's input (or field errors keyed like the engine's paths). The children
//! never import this file: it composes them.

pub use crate::text::units::FieldErrors;

use placement::fleet::{PartitionSpec, RolloutEvent, RolloutInput, RolloutStrategy, Start};
use placement::kernel::int_or_percent::IntOrPercent;
use serde::{Deserialize, Serialize};

use super::selector::{format_optional, parse_selector};

mod fleet;
mod start;

pub use fleet::{
    cluster_name, BehaviorKind, ClusterDraft, FleetDraft, GroupDraft, ImportedFleet, LabelRule, MAX_CLUSTERS,
};
pub use start::{parse_version, StartDraft, StartField};

/// A manual partition as typed (empty text: criterion not set).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PartitionDraft {
    pub name: String,
    pub max_unavailable: String,
    pub cluster_name: String,
    pub cluster_selector: String,
    pub cluster_group: String,
    pub cluster_group_selector: String,
}

/// The strategy form: every `rolloutStrategy` field as typed (empty: not set).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StrategyDraft {
    pub max_unavailable: String,
    pub max_unavailable_partitions: String,
    pub auto_partition_size: String,
    pub auto_partition_threshold: String,
    pub max_new: String,
    pub partitions: Vec<PartitionDraft>,
}

/// Initial deployment, or an update of a deployed version, or carrying on
/// from each cluster's starting BundleDeployment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scenario {
    Initial,
    /// No update: the clusters' starting BundleDeployments (set per cluster,
    /// or imported) against the bundle's version.
    AsTheyStand,
    Update,
    /// Initial deployment, then an update at round `UPDATE_ROUND`.
    InitialThenUpdate,
}

/// The round of the update in [`Scenario::InitialThenUpdate`].
pub const UPDATE_ROUND: u32 = 6;

/// The whole page's input as typed, plus the YAML text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RolloutDraft {
    pub preset: String,
    pub fleet: FleetDraft,
    pub strategy: StrategyDraft,
    pub scenario: Scenario,
    /// The bundle's current version as typed (empty: 1); below the clusters'
    /// starting versions it is a rollback.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub version: String,
    /// The fleet.yaml text; follows the form, and the form follows it when it parses.
    pub yaml: String,
}

/// The parsed draft.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    pub input: RolloutInput,
}

/// A percentage typed with spaces before its `%` (`13 %`), as Fleet reads it
/// (`13%`); `None` when there is nothing to tidy. Fleet's parser refuses
/// `13 %`: the form tidies it and says so (the strategy form's note), the
/// fleet.yaml view never does.
pub fn tidied(text: &str) -> Option<String> {
    let t = text.trim();
    let number = t.strip_suffix('%')?;
    (number.trim_end() != number && !number.trim().is_empty()).then(|| format!("{}%", number.trim()))
}

/// Reads an int-or-percent field: empty → not set; digits → integer; else the
/// string as written (a space before `%` tidied away, [`tidied`]). Fleet reads
/// it only when a reconcile reaches it, so the engine reports it then (the
/// controller's own error text) or warns that it is never read (#37).
pub fn parse_int_or_percent(text: &str) -> Result<Option<IntOrPercent>, String> {
    let tidy = tidied(text);
    let t = tidy.as_deref().unwrap_or(text).trim();
    if t.is_empty() {
        return Ok(None);
    }
    let value = match t.parse::<i64>() {
        Ok(i) => IntOrPercent::Int(i),
        Err(_) => IntOrPercent::Str(t.to_string()),
    };
    Ok(Some(value))
}

fn parse_count(text: &str) -> Result<Option<i64>, String> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    // Negative numbers are accepted as Fleet accepts them; the engine warns.
    let n: i64 = t
        .parse()
        .map_err(|_| format!("{t:?} is not a whole number"))?;
    Ok(Some(n))
}

fn format_int_or_percent(v: &Option<IntOrPercent>) -> String {
    v.as_ref().map(|v| v.to_string()).unwrap_or_default()
}

impl StrategyDraft {
    /// The strategy, or every field's error (keys: `rolloutStrategy.<field>`).
    pub fn parse(&self, errors: &mut FieldErrors) -> RolloutStrategy {
        let mut strategy = RolloutStrategy::default();
        let mut iop = |key: &str, text: &str| match parse_int_or_percent(text) {
            Ok(v) => v,
            Err(m) => {
                errors.insert(format!("rolloutStrategy.{key}"), m);
                None
            }
        };
        strategy.max_unavailable = iop("maxUnavailable", &self.max_unavailable);
        strategy.max_unavailable_partitions =
            iop("maxUnavailablePartitions", &self.max_unavailable_partitions);
        // autoPartitionSize: an integer ≤ 0 turns partitioning off (negative too, with a warning).
        strategy.auto_partition_size = iop("autoPartitionSize", &self.auto_partition_size);
        let mut bad: Vec<(String, String)> = Vec::new();
        let partitions: Vec<PartitionSpec> = self
            .partitions
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let key = |f: &str| format!("rolloutStrategy.partitions[{i}].{f}");
                let max_unavailable = iop(
                    &format!("partitions[{i}].maxUnavailable"),
                    &p.max_unavailable,
                );
                let mut selector = |k: &str, text: &str| {
                    parse_selector(text).unwrap_or_else(|m| {
                        bad.push((key(k), m));
                        None
                    })
                };
                PartitionSpec {
                    name: p.name.trim().to_string(),
                    max_unavailable,
                    cluster_name: Some(p.cluster_name.trim().to_string()).filter(|s| !s.is_empty()),
                    cluster_group: Some(p.cluster_group.trim().to_string())
                        .filter(|s| !s.is_empty()),
                    cluster_selector: selector("clusterSelector", &p.cluster_selector),
                    cluster_group_selector: selector(
                        "clusterGroupSelector",
                        &p.cluster_group_selector,
                    ),
                }
            })
            .collect();
        errors.extend(bad);
        strategy.partitions = partitions;
        let mut count = |key: &str, text: &str| match parse_count(text) {
            Ok(v) => v,
            Err(m) => {
                errors.insert(format!("rolloutStrategy.{key}"), m);
                None
            }
        };
        strategy.auto_partition_threshold =
            count("autoPartitionThreshold", &self.auto_partition_threshold);
        strategy.max_new = count("maxNew", &self.max_new);
        strategy
    }

    /// The form for a strategy (from YAML or a preset).
    pub fn from_strategy(s: &RolloutStrategy) -> StrategyDraft {
        StrategyDraft {
            max_unavailable: format_int_or_percent(&s.max_unavailable),
            max_unavailable_partitions: format_int_or_percent(&s.max_unavailable_partitions),
            auto_partition_size: format_int_or_percent(&s.auto_partition_size),
            auto_partition_threshold: s
                .auto_partition_threshold
                .map(|v| v.to_string())
                .unwrap_or_default(),
            max_new: s.max_new.map(|v| v.to_string()).unwrap_or_default(),
            partitions: s
                .partitions
                .iter()
                .map(|p| PartitionDraft {
                    name: p.name.clone(),
                    max_unavailable: format_int_or_percent(&p.max_unavailable),
                    cluster_name: p.cluster_name.clone().unwrap_or_default(),
                    cluster_selector: format_optional(&p.cluster_selector),
                    cluster_group: p.cluster_group.clone().unwrap_or_default(),
                    cluster_group_selector: format_optional(&p.cluster_group_selector),
                })
                .collect(),
        }
    }
}

impl RolloutDraft {
    /// Turns the draft into the simulation's input, or every field's error.
    pub fn parse(&self) -> Result<Parsed, FieldErrors> {
        let mut errors = FieldErrors::new();
        let strategy = self.strategy.parse(&mut errors);
        let (clusters, cluster_groups) = self.fleet.build(&mut errors);
        let version = match parse_version(&self.version) {
            Ok(0) if self.version.trim().is_empty() => None,
            Ok(0) => {
                errors.insert("version".into(), "must be at least 1 (empty: 1)".into());
                None
            }
            Ok(v) => Some(v),
            Err(m) => {
                errors.insert("version".into(), m);
                None
            }
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        let paused = self.fleet.imported.as_ref().is_some_and(|i| i.paused);
        let (start, events) = match self.scenario {
            Scenario::Initial | Scenario::AsTheyStand => (Start::Empty, vec![]),
            Scenario::Update => (Start::Deployed, vec![RolloutEvent::Update { round: 1 }]),
            Scenario::InitialThenUpdate => (
                Start::Empty,
                vec![RolloutEvent::Update {
                    round: UPDATE_ROUND,
                }],
            ),
        };
        let input = RolloutInput {
            rollout_strategy: strategy,
            clusters,
            cluster_groups,
            default_behavior: Some(self.fleet.default_behavior.behavior()),
            paused,
            start,
            version,
            events,
            max_rounds: Some(2_000),
            name_limit: Some(5),
            timeline: Some(true),
        };
        Ok(Parsed { input })
    }
}

/// Maps an engine error path onto the form's field key.
pub fn field_key(path: &str) -> String {
    if path.starts_with("clusters[") && path.ends_with(".name") {
        return "fleet.pattern".into();
    }
    if path.starts_with("clusters[") {
        return "fleet".into();
    }
    // Selector paths go to the selector field.
    for field in ["clusterSelector", "clusterGroupSelector"] {
        if let Some(i) = path.find(&format!(".{field}")) {
            return path[..i + field.len() + 1].to_string();
        }
    }
    path.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strategy_form_round_trips() {
        let s: RolloutStrategy = serde_json::from_str(
            r#"{"maxUnavailable": "10%", "maxNew": 5, "autoPartitionSize": 40, "partitions": [
                {"name": "a", "clusterSelector": {"matchLabels": {"env": "dev"}}, "clusterGroup": "g"}]}"#,
        )
        .unwrap();
        let mut errors = FieldErrors::new();
        assert_eq!(StrategyDraft::from_strategy(&s).parse(&mut errors), s);
        assert!(errors.is_empty());
    }

    #[test]
    fn engine_paths_map_to_fields() {
        assert_eq!(field_key("clusters[3].name"), "fleet.pattern");
        assert_eq!(
            field_key("rolloutStrategy.partitions[0].clusterSelector.matchLabels[\"x\"]"),
            "rolloutStrategy.partitions[0].clusterSelector"
        );
        assert_eq!(
            field_key("rolloutStrategy.maxNew"),
            "rolloutStrategy.maxNew"
        );
    }
}
