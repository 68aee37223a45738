//! The fleet builder's clusters: named from a pattern, labelled by rules
//! spread over the fleet, edited one by one, or imported; and the cluster
//! groups.

use std::collections::BTreeMap;

use placement::fleet::{Behavior, Cluster, ClusterGroup};
use placement::kernel::float_text::parse_f64;
use placement::kernel::labels::Labels;
use serde::{Deserialize, Serialize};

use super::start::StartDraft;
use crate::labs::rollout::selector::{format_labels, parse_labels, parse_selector_as_written};
use crate::text::messages::{text, text_with};
use crate::text::units::FieldErrors;

/// The largest fleet the builder generates.
pub const MAX_CLUSTERS: usize = 10_000;

/// A share of the fleet that gets some labels: `10` % → `env=staging`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabelRule {
    pub percent: String,
    pub labels: String,
}

/// A cluster group as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GroupDraft {
    pub name: String,
    /// Empty: `fleet-default`. A group holds only clusters of its namespace.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub namespace: String,
    pub labels: String,
    pub selector: String,
}

/// How agents behave, as picked in a select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BehaviorKind {
    Ready,
    ReadyLater,
    NotReady,
    Offline,
    Error,
    Drifted,
}

impl BehaviorKind {
    pub const ALL: [BehaviorKind; 6] = [
        BehaviorKind::Ready,
        BehaviorKind::ReadyLater,
        BehaviorKind::NotReady,
        BehaviorKind::Offline,
        BehaviorKind::Error,
        BehaviorKind::Drifted,
    ];

    pub fn id(self) -> &'static str {
        match self {
            BehaviorKind::Ready => "ready",
            BehaviorKind::ReadyLater => "ready-later",
            BehaviorKind::NotReady => "not-ready",
            BehaviorKind::Offline => "offline",
            BehaviorKind::Error => "error",
            BehaviorKind::Drifted => "drifted",
        }
    }

    /// The behaviour in words, in the page's language.
    pub fn label(self) -> String {
        let id = match self {
            BehaviorKind::Ready => "ro-behavior-ready",
            BehaviorKind::ReadyLater => "ro-behavior-ready-later",
            BehaviorKind::NotReady => "ro-behavior-not-ready",
            BehaviorKind::Offline => "ro-behavior-offline",
            BehaviorKind::Error => "ro-behavior-error",
            BehaviorKind::Drifted => "ro-behavior-drifted",
        };
        crate::text::messages::text(id, &[])
    }

    pub fn from_id(id: &str) -> BehaviorKind {
        BehaviorKind::ALL
            .into_iter()
            .find(|k| k.id() == id)
            .unwrap_or(BehaviorKind::Ready)
    }

    pub fn behavior(self) -> Behavior {
        match self {
            BehaviorKind::Ready => Behavior::Ready { after_rounds: 0 },
            BehaviorKind::ReadyLater => Behavior::Ready { after_rounds: 2 },
            BehaviorKind::NotReady => Behavior::NotReady,
            BehaviorKind::Offline => Behavior::Offline,
            BehaviorKind::Error => Behavior::Error {
                message: "image pull failed".into(),
            },
            BehaviorKind::Drifted => Behavior::Drifted,
        }
    }
}

/// The fleet builder: N clusters from a name pattern, a label distribution,
/// per-cluster label edits and behaviors, cluster groups.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FleetDraft {
    /// `#` runs are the index, zero-padded (`c-###` → `c-000`, `c-001`, …).
    pub pattern: String,
    pub count: String,
    pub rules: Vec<LabelRule>,
    /// Labels of the clusters no rule took.
    pub rest: String,
    /// Cluster name → its labels as typed (replaces the generated ones).
    pub overrides: BTreeMap<String, String>,
    /// Cluster name → behavior.
    pub behaviors: BTreeMap<String, BehaviorKind>,
    /// Cluster name → its namespace as typed (empty: fleet-default, or as imported).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub namespaces: BTreeMap<String, String>,
    /// Cluster name → its BundleDeployment at the start (absent: none, or as `start` says).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub starts: BTreeMap<String, StartDraft>,
    pub default_behavior: BehaviorKind,
    pub groups: Vec<GroupDraft>,
    /// Clusters imported from kubectl output: used instead of the pattern while
    /// set (the pattern fields are kept for going back). Absent in older drafts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imported: Option<ImportedFleet>,
}

/// An explicit cluster list, as imported (names and labels as they were).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportedFleet {
    /// Where it came from: `Bundle fleet-default/app`, `fleet.yaml`, or empty.
    pub source: String,
    /// The namespace the clusters were read from.
    pub namespace: String,
    /// The namespaces the Bundle's BundleNamespaceMappings brought in besides it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mapped_namespaces: Vec<String>,
    /// The bundle's `spec.paused`.
    #[serde(default)]
    pub paused: bool,
    pub clusters: Vec<ClusterDraft>,
}

/// One imported cluster.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClusterDraft {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    #[serde(default)]
    pub labels: Labels,
    #[serde(default)]
    pub paused: bool,
    /// Its BundleDeployment at the start when its name is in several
    /// namespaces (a name's edits in `FleetDraft::starts` apply to all of them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<StartDraft>,
}

impl ClusterDraft {
    /// The engine's cluster as listed: its name, namespace, labels and `paused`, and `start`.
    pub fn listed(c: &Cluster, start: Option<StartDraft>) -> ClusterDraft {
        ClusterDraft { name: c.name.clone(), namespace: c.namespace.clone(), labels: c.labels.clone(), paused: c.paused, start }
    }
}

/// `c-###`, 7 → `c-007`; without `#` the index is appended.
pub fn cluster_name(pattern: &str, index: usize) -> String {
    let Some(start) = pattern.find('#') else {
        return format!("{pattern}{index}");
    };
    let width = pattern[start..].chars().take_while(|&c| c == '#').count();
    format!(
        "{}{:0width$}{}",
        &pattern[..start],
        index,
        &pattern[start + width..]
    )
}

/// The order in which clusters take label rules: spread over the fleet (a
/// low-discrepancy sequence), not the first N in name order.
fn spread_order(n: usize) -> Vec<usize> {
    let mut keys: Vec<(u64, usize)> = (0..n)
        .map(|i| ((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 11, i))
        .collect();
    placement::kernel::sort::sort(&mut keys);
    keys.into_iter().map(|(_, i)| i).collect()
}

impl FleetDraft {
    /// The cluster count, or an error for `fleet.count`.
    pub fn count(&self) -> Result<usize, String> {
        let t = self.count.trim();
        let n: i64 = t
            .parse()
            .map_err(|_| text("ro-error-not-whole", &[("value", &format!("{t:?}"))]))?;
        if n < 0 {
            return Err(text("ro-error-negative", &[("value", &n.to_string())]));
        }
        if n as usize > MAX_CLUSTERS {
            return Err(text_with("ro-error-too-many-clusters", &[("max", crate::text::i18n::number(MAX_CLUSTERS as f64))]));
        }
        Ok(n as usize)
    }

    /// The generated (or imported) clusters and groups (errors keyed `fleet.*` /
    /// `clusterGroups[i].*`).
    pub fn build(&self, errors: &mut FieldErrors) -> (Vec<Cluster>, Vec<ClusterGroup>) {
        let clusters = match &self.imported {
            Some(imported) => self.explicit(imported, errors),
            None => self.generate(errors),
        };
        (clusters, self.build_groups(errors))
    }

    /// The imported clusters, with per-cluster label edits and behaviors.
    fn explicit(&self, imported: &ImportedFleet, errors: &mut FieldErrors) -> Vec<Cluster> {
        imported
            .clusters
            .iter()
            .map(|c| {
                let mut cluster = Cluster::new(c.name.clone(), c.labels.clone());
                cluster.namespace = c.namespace.clone().filter(|n| !n.is_empty());
                cluster.paused = c.paused;
                if let Some(start) = &c.start {
                    cluster.bundle_deployment = Some(start.parse(&c.name, errors));
                }
                self.customize(&mut cluster, errors);
                cluster
            })
            .collect()
    }

    /// A label override, a behavior, a namespace and a starting
    /// BundleDeployment set for the cluster by name (clusters of one name in
    /// several namespaces share them).
    fn customize(&self, cluster: &mut Cluster, errors: &mut FieldErrors) {
        if let Some(ns) = self.namespaces.get(&cluster.name) {
            let ns = ns.trim();
            cluster.namespace = (!ns.is_empty()).then(|| ns.to_string());
        }
        if let Some(start) = self.starts.get(&cluster.name) {
            cluster.bundle_deployment = Some(start.parse(&cluster.name, errors));
        }
        if let Some(text) = self.overrides.get(&cluster.name) {
            cluster.labels = parse_labels(text).unwrap_or_else(|m| {
                errors.insert(format!("fleet.overrides.{}", cluster.name), m);
                Default::default()
            });
        }
        if let Some(kind) = self.behaviors.get(&cluster.name) {
            cluster.behavior = Some(kind.behavior());
        }
    }

    /// The clusters from the name pattern and the label rules.
    fn generate(&self, errors: &mut FieldErrors) -> Vec<Cluster> {
        let n = match self.count() {
            Ok(n) => n,
            Err(m) => {
                errors.insert("fleet.count".into(), m);
                0
            }
        };
        if self.pattern.trim().is_empty() {
            errors.insert("fleet.pattern".into(), "must not be empty".into());
        }
        let rest = parse_labels(&self.rest).unwrap_or_else(|m| {
            errors.insert("fleet.rest".into(), m);
            Default::default()
        });
        let mut assigned: Vec<Option<usize>> = vec![None; n];
        let order = spread_order(n);
        let mut next = 0usize;
        let mut rule_labels = Vec::new();
        let mut total = 0.0;
        for (r, rule) in self.rules.iter().enumerate() {
            let labels = parse_labels(&rule.labels).unwrap_or_else(|m| {
                errors.insert(format!("fleet.rules[{r}].labels"), m);
                Default::default()
            });
            rule_labels.push(labels);
            let pct: f64 = match parse_f64(rule.percent.trim().trim_end_matches('%').trim()) {
                Some(p) if (0.0..=100.0).contains(&p) => p,
                Some(p) => {
                    errors.insert(
                        format!("fleet.rules[{r}].percent"),
                        text("ro-error-percent-range", &[("value", &placement::kernel::float_text::shortest(p))]),
                    );
                    0.0
                }
                None => {
                    errors.insert(
                        format!("fleet.rules[{r}].percent"),
                        text("ro-error-not-percent", &[("value", &format!("{:?}", rule.percent))]),
                    );
                    0.0
                }
            };
            total += pct;
            if total > 100.0 + 1e-9 {
                errors.insert(
                    format!("fleet.rules[{r}].percent"),
                    text("ro-error-shares-over", &[]),
                );
            }
            let take = ((n as f64) * pct / 100.0).round() as usize;
            for &i in order.iter().skip(next).take(take) {
                assigned[i] = Some(r);
            }
            next += take;
        }
        let mut clusters = Vec::with_capacity(n);
        for (i, rule) in assigned.iter().enumerate() {
            let name = cluster_name(self.pattern.trim(), i);
            let labels = rule
                .map(|r| rule_labels[r].clone())
                .unwrap_or_else(|| rest.clone());
            let mut c = Cluster::new(name, labels);
            self.customize(&mut c, errors);
            clusters.push(c);
        }
        clusters
    }

    /// The cluster groups as typed.
    fn build_groups(&self, errors: &mut FieldErrors) -> Vec<ClusterGroup> {
        self.groups
            .iter()
            .enumerate()
            .map(|(g, group)| {
                let labels = parse_labels(&group.labels).unwrap_or_else(|m| {
                    errors.insert(format!("clusterGroups[{g}].labels"), m);
                    Default::default()
                });
                let selector = parse_selector_as_written(&group.selector).unwrap_or_else(|m| {
                    errors.insert(format!("clusterGroups[{g}].selector"), m);
                    None
                });
                if group.name.trim().is_empty() {
                    errors.insert(
                        format!("clusterGroups[{g}].name"),
                        text("ro-error-empty", &[]),
                    );
                }
                let namespace = group.namespace.trim();
                ClusterGroup {
                    name: group.name.trim().to_string(),
                    namespace: (!namespace.is_empty()).then(|| namespace.to_string()),
                    labels,
                    selector,
                }
            })
            .collect()
    }

    /// The labels a generated cluster has (override or rule), as text.
    pub fn labels_of(&self, clusters: &[Cluster], name: &str) -> String {
        if let Some(text) = self.overrides.get(name) {
            return text.clone();
        }
        clusters
            .iter()
            .find(|c| c.name == name)
            .map(|c| format_labels(&c.labels))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_patterns() {
        assert_eq!(cluster_name("c-###", 7), "c-007");
        assert_eq!(cluster_name("c-#-x", 12), "c-12-x");
        assert_eq!(cluster_name("edge-", 3), "edge-3");
    }

    #[test]
    fn label_rules_take_exact_shares_spread_over_the_fleet() {
        let fleet = FleetDraft {
            pattern: "c-###".into(),
            count: "230".into(),
            rules: vec![LabelRule { percent: "10".into(), labels: "env=staging".into() }],
            rest: "env=prod".into(),
            overrides: BTreeMap::new(),
            behaviors: BTreeMap::new(),
            namespaces: BTreeMap::new(),
            starts: BTreeMap::new(),
            default_behavior: BehaviorKind::Ready,
            groups: Vec::new(),
            imported: None,
        };
        let mut errors = FieldErrors::new();
        let (clusters, _) = fleet.build(&mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        let staging: Vec<usize> = clusters
            .iter()
            .enumerate()
            .filter(|(_, c)| c.labels["env"] == "staging")
            .map(|(i, _)| i)
            .collect();
        assert_eq!(staging.len(), 23);
        assert!(
            staging[0] < 50 && *staging.last().unwrap() > 180,
            "{staging:?}"
        );
    }
}
