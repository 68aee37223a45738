//! The fleet builder's clusters: named from a pattern, labelled by rules
//! spread over the fleet, edited one by one, or imported; and the cluster
//! groups.

use crate::text::messages::{text, text_with};
use placement::kernel::float_text::parse_f64;
use super::*;
use crate::labs::rollout::selector::parse_selector_as_written;

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
