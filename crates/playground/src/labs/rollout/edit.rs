//! The rollout lab's edits: each one a change of the draft, applied by the
//! reducer (and ignored in read-only mode).

use placement::fleet::FleetEdit;

use super::draft::{
    BehaviorKind, GroupDraft, LabelRule, PartitionDraft, RolloutDraft, Scenario, StartDraft, StrategyDraft,
};
use super::presets;

/// One edit of the draft.
pub enum Edit {
    Preset(String),
    Pattern(String),
    Count(String),
    RuleAdd,
    RuleRemove(usize),
    RulePercent(usize, String),
    RuleLabels(usize, String),
    Rest(String),
    Override(String, String),
    ClearOverride(String),
    Behavior(String, Option<BehaviorKind>),
    /// A cluster's namespace (empty: the default, or as imported).
    Namespace(String, String),
    /// A cluster's starting BundleDeployment (`None`: it has none).
    Start(String, Option<StartDraft>),
    /// The bundle's current version.
    Version(String),
    DefaultBehavior(BehaviorKind),
    GroupAdd,
    GroupRemove(usize),
    Group(usize, GroupField, String),
    Strategy(StrategyField, String),
    PartitionAdd,
    PartitionRemove(usize),
    Partition(usize, PartitionField, String),
    Scenario(Scenario),
    Yaml(String),
    /// The draft made from pasted objects (see `import::apply_import`).
    Import(Box<RolloutDraft>),
    /// Back from imported clusters to the generated ones.
    UseGenerated,
    /// The engine's suggested strategy edit: exactly the fields it names, as Fleet reads them.
    Fix(FleetEdit),
}

#[derive(Clone, Copy, PartialEq)]
pub enum GroupField {
    Name,
    Namespace,
    Labels,
    Selector,
}

#[derive(Clone, Copy, PartialEq)]
pub enum StrategyField {
    MaxUnavailable,
    MaxUnavailablePartitions,
    AutoPartitionSize,
    AutoPartitionThreshold,
    MaxNew,
}

#[derive(Clone, Copy, PartialEq)]
pub enum PartitionField {
    Name,
    MaxUnavailable,
    ClusterName,
    ClusterSelector,
    ClusterGroup,
    ClusterGroupSelector,
}

pub(super) fn apply(draft: &mut RolloutDraft, edit: Edit) {
    let f = &mut draft.fleet;
    match edit {
        Edit::Preset(id) => {
            if let Some(p) = presets::preset(&id) {
                *draft = p;
            }
        }
        Edit::Pattern(t) => f.pattern = t,
        Edit::Count(t) => f.count = t,
        Edit::RuleAdd => f.rules.push(LabelRule {
            percent: "10".into(),
            labels: "env=staging".into(),
        }),
        Edit::RuleRemove(i) => {
            if i < f.rules.len() {
                f.rules.remove(i);
            }
        }
        Edit::RulePercent(i, t) => {
            if let Some(r) = f.rules.get_mut(i) {
                r.percent = t;
            }
        }
        Edit::RuleLabels(i, t) => {
            if let Some(r) = f.rules.get_mut(i) {
                r.labels = t;
            }
        }
        Edit::Rest(t) => f.rest = t,
        Edit::Override(name, t) => {
            f.overrides.insert(name, t);
        }
        Edit::ClearOverride(name) => {
            f.overrides.remove(&name);
        }
        Edit::Behavior(name, kind) => match kind {
            Some(k) => {
                f.behaviors.insert(name, k);
            }
            None => {
                f.behaviors.remove(&name);
            }
        },
        Edit::Namespace(name, t) => {
            if t.trim().is_empty() {
                f.namespaces.remove(&name);
            } else {
                f.namespaces.insert(name, t);
            }
        }
        Edit::Start(name, start) => match start {
            Some(s) => {
                f.starts.insert(name, s);
            }
            None => {
                f.starts.remove(&name);
            }
        },
        Edit::Version(t) => draft.version = t,
        Edit::DefaultBehavior(k) => f.default_behavior = k,
        Edit::GroupAdd => {
            let name = (1..)
                .map(|i| format!("group-{i}"))
                .find(|n| !f.groups.iter().any(|g| &g.name == n))
                .unwrap_or_default();
            f.groups.push(GroupDraft {
                name,
                namespace: String::new(),
                labels: String::new(),
                selector: "env=prod".into(),
            });
        }
        Edit::GroupRemove(i) => {
            if i < f.groups.len() {
                f.groups.remove(i);
            }
        }
        Edit::Group(i, field, t) => {
            if let Some(g) = f.groups.get_mut(i) {
                match field {
                    GroupField::Name => g.name = t,
                    GroupField::Namespace => g.namespace = t,
                    GroupField::Labels => g.labels = t,
                    GroupField::Selector => g.selector = t,
                }
            }
        }
        Edit::Strategy(field, t) => {
            let s = &mut draft.strategy;
            match field {
                StrategyField::MaxUnavailable => s.max_unavailable = t,
                StrategyField::MaxUnavailablePartitions => s.max_unavailable_partitions = t,
                StrategyField::AutoPartitionSize => s.auto_partition_size = t,
                StrategyField::AutoPartitionThreshold => s.auto_partition_threshold = t,
                StrategyField::MaxNew => s.max_new = t,
            }
        }
        Edit::PartitionAdd => {
            let n = draft.strategy.partitions.len();
            draft.strategy.partitions.push(PartitionDraft {
                name: format!("partition-{}", n + 1),
                cluster_selector: "env=prod".into(),
                ..PartitionDraft::default()
            });
        }
        Edit::PartitionRemove(i) => {
            if i < draft.strategy.partitions.len() {
                draft.strategy.partitions.remove(i);
            }
        }
        Edit::Partition(i, field, t) => {
            if let Some(p) = draft.strategy.partitions.get_mut(i) {
                match field {
                    PartitionField::Name => p.name = t,
                    PartitionField::MaxUnavailable => p.max_unavailable = t,
                    PartitionField::ClusterName => p.cluster_name = t,
                    PartitionField::ClusterSelector => p.cluster_selector = t,
                    PartitionField::ClusterGroup => p.cluster_group = t,
                    PartitionField::ClusterGroupSelector => p.cluster_group_selector = t,
                }
            }
        }
        Edit::Scenario(sc) => draft.scenario = sc,
        Edit::Import(imported) => *draft = *imported,
        Edit::UseGenerated => {
            f.imported = None;
            f.overrides.clear();
            f.behaviors.clear();
            f.namespaces.clear();
            f.starts.clear();
            draft.version.clear();
            if draft.scenario == Scenario::AsTheyStand {
                draft.scenario = Scenario::Initial;
            }
        }
        Edit::Fix(fix) => apply_fix(&mut draft.strategy, &fix),
        Edit::Yaml(_) => {}
    }
}

/// The strategy form's fields a suggested edit sets, each to its value as
/// Fleet reads it (`13%`): what a person types into the fields it names.
pub fn apply_fix(s: &mut StrategyDraft, fix: &FleetEdit) {
    let labels = |l: &placement::kernel::labels::Labels| l.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(",");
    match fix {
        FleetEdit::MaxUnavailable { value } => s.max_unavailable = value.to_string(),
        FleetEdit::MaxUnavailablePartitions { value } => s.max_unavailable_partitions = value.to_string(),
        FleetEdit::PartitionMaxUnavailable { partition, value } => {
            if let Some(p) = s.partitions.get_mut(*partition) {
                p.max_unavailable = value.to_string();
            }
        }
        FleetEdit::MaxUnavailableWithPartitions { value, partitions } => {
            s.max_unavailable = value.to_string();
            for &p in partitions {
                if let Some(p) = s.partitions.get_mut(p) {
                    p.max_unavailable = value.to_string();
                }
            }
        }
        FleetEdit::PartitionSelector { partition, labels: l } => {
            if let Some(p) = s.partitions.get_mut(*partition) {
                p.cluster_selector = labels(l);
            }
        }
        FleetEdit::AddPartition { name, labels: l } => s.partitions.push(PartitionDraft {
            name: name.clone(),
            cluster_selector: labels(l),
            ..PartitionDraft::default()
        }),
    }
}
