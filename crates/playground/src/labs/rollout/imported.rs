//! What the page gets of a Fleet import: the lab's draft parts (clusters,
//! starts, groups, strategy), made in the import worker from the engine's
//! [`FleetImport`], and its reports. The page merges the parts into the
//! current draft ([`apply_import`]) and never reads the engine's `PlanInput`
//! from JSON, so that type's reader is not in the rollout lab's wasm (issue
//! #15); the worker's `fleet` job and the support bundle reader write this.

use std::collections::{BTreeMap, HashMap};

use placement::fleet::import::{FleetImport, ImportedTarget, NotTargeted, ReadObject, SkippedObject};
use placement::kernel::message::Message;
use placement::kernel::missing::Missing;
use serde::{Deserialize, Serialize};

use super::draft::{
    ClusterDraft, GroupDraft, ImportedFleet, RolloutDraft, Scenario, StartDraft, StrategyDraft,
    MAX_CLUSTERS,
};
use super::selector::{format_labels, format_optional};
use crate::text::i18n::number;
use crate::text::messages::text_with;

/// A Fleet import as the rollout lab uses it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PageImport {
    /// `Bundle <namespace>/<name>`, `fleet.yaml`, or empty.
    pub source: String,
    pub namespace: String,
    pub mapped_namespaces: Vec<String>,
    pub paused: bool,
    /// How many clusters and cluster groups were read.
    pub clusters: usize,
    pub cluster_groups: usize,
    /// The strategy, when a Bundle or fleet.yaml was pasted.
    pub strategy: Option<StrategyDraft>,
    /// The clusters, their starts and the version, when Cluster objects were pasted.
    pub fleet: Option<FleetParts>,
    /// The groups, when clusters or groups were pasted.
    pub groups: Option<Vec<GroupDraft>>,
    pub bundles: Vec<String>,
    pub targets: Vec<TargetRead>,
    pub not_targeted: Vec<NotTargeted>,
    pub read: Vec<ReadObject>,
    pub skipped: Vec<SkippedObject>,
    pub notes: Vec<String>,
    pub note_messages: Vec<Message>,
    pub missing: Vec<Missing>,
}

/// What the page reads of an import's answer: what [`apply_import`] merges
/// into the draft (the rest of the JSON skipped). The import panel's part
/// reads the whole answer ([`PageImport`]) for its summary, so that reader is
/// in the part's chunk, not in the page's first load (issue #15).
#[derive(Clone, Debug, Deserialize)]
pub struct ImportedParts {
    pub clusters: usize,
    pub strategy: Option<StrategyDraft>,
    pub fleet: Option<FleetParts>,
    pub groups: Option<Vec<GroupDraft>>,
}

/// The pasted clusters as the draft holds them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FleetParts {
    /// Each target's BundleDeployment (names in one namespace only).
    pub starts: BTreeMap<String, StartDraft>,
    pub imported: ImportedFleet,
    /// The bundle's version when BundleDeployments were pasted.
    pub version: Option<u32>,
}

/// A target as read: its field, its criteria (as the lab writes selectors),
/// and the clusters it decided.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetRead {
    pub field: String,
    pub criteria: Vec<String>,
    pub do_not_deploy: bool,
    pub clusters: u64,
}

impl From<&FleetImport> for PageImport {
    fn from(import: &FleetImport) -> PageImport {
        let input = &import.input;
        let has_clusters = import.read.iter().any(|r| r.kind == "Cluster");
        let groups = (has_clusters || !input.cluster_groups.is_empty()).then(|| {
            input
                .cluster_groups
                .iter()
                .map(|g| GroupDraft {
                    name: g.name.clone(),
                    namespace: g.namespace.clone().unwrap_or_default(),
                    labels: format_labels(&g.labels),
                    selector: format_optional(&g.selector),
                })
                .collect()
        });
        PageImport {
            strategy: (!import.source.is_empty())
                .then(|| StrategyDraft::from_strategy(&input.rollout_strategy)),
            fleet: has_clusters.then(|| fleet_parts(import)),
            groups,
            clusters: input.clusters.len(),
            cluster_groups: input.cluster_groups.len(),
            targets: import.targets.iter().map(target).collect(),
            source: import.source.clone(),
            namespace: import.namespace.clone(),
            mapped_namespaces: import.mapped_namespaces.clone(),
            paused: import.paused,
            bundles: import.bundles.clone(),
            not_targeted: import.not_targeted.clone(),
            read: import.read.clone(),
            skipped: import.skipped.clone(),
            notes: import.notes.clone(),
            note_messages: import.note_messages.clone(),
            missing: import.missing.clone(),
        }
    }
}

/// The clusters with their starts: pasted BundleDeployments set where each
/// target starts (a name in several namespaces keeps one per cluster).
fn fleet_parts(import: &FleetImport) -> FleetParts {
    let clusters = &import.input.clusters;
    // Counted in a map the capacity import's conversion has too, and the
    // starts inserted one by one (collecting sorts first): each other map or
    // sort would be more code in the import bundle.
    let mut count: HashMap<&str, usize> = HashMap::new();
    for c in clusters {
        *count.entry(c.name.as_str()).or_insert(0) += 1;
    }
    let namesake = |name: &str| count.get(name).is_some_and(|n| *n > 1);
    let mut starts = BTreeMap::new();
    for c in clusters.iter().filter(|c| !namesake(&c.name)) {
        if let Some(start) = &c.bundle_deployment {
            starts.insert(c.name.clone(), StartDraft::from_start(start));
        }
    }
    FleetParts {
        starts,
        imported: ImportedFleet {
            source: import.source.clone(),
            namespace: import.namespace.clone(),
            mapped_namespaces: import.mapped_namespaces.clone(),
            paused: import.paused,
            clusters: clusters
                .iter()
                .map(|c| ClusterDraft::listed(c, c.bundle_deployment.as_ref().filter(|_| namesake(&c.name)).map(StartDraft::from_start)))
                .collect(),
        },
        version: import.version,
    }
}

fn target(t: &ImportedTarget) -> TargetRead {
    let c = &t.criteria;
    let mut criteria = Vec::new();
    if let Some(name) = &c.cluster_name {
        criteria.push(format!("clusterName {name}"));
    }
    if c.cluster_selector.is_some() {
        criteria.push(format!("clusterSelector {}", format_optional(&c.cluster_selector)));
    }
    if let Some(group) = &c.cluster_group {
        criteria.push(format!("clusterGroup {group}"));
    }
    if c.cluster_group_selector.is_some() {
        criteria.push(format!("clusterGroupSelector {}", format_optional(&c.cluster_group_selector)));
    }
    TargetRead { field: t.field.clone(), criteria, do_not_deploy: t.do_not_deploy, clusters: t.clusters }
}

/// The draft after an import: the imported clusters (explicit, replacing the
/// generated ones), groups and strategy; what the import does not hold stays
/// as it was (no clusters pasted: the fleet stays; no Bundle or fleet.yaml:
/// the strategy stays).
pub fn apply_import(current: &RolloutDraft, import: &ImportedParts) -> Result<RolloutDraft, String> {
    if import.clusters > MAX_CLUSTERS {
        return Err(text_with("ro-import-too-many", &[
            ("count", number(import.clusters as f64)),
            ("max", number(MAX_CLUSTERS as f64)),
        ]));
    }
    let mut draft = current.clone();
    draft.preset.clear();
    if let Some(strategy) = &import.strategy {
        draft.strategy = strategy.clone();
    }
    if let Some(parts) = &import.fleet {
        let fleet = &mut draft.fleet;
        fleet.overrides.clear();
        fleet.behaviors.clear();
        fleet.namespaces.clear();
        fleet.starts = parts.starts.clone();
        fleet.imported = Some(parts.imported.clone());
        draft.version = parts.version.map(|v| v.to_string()).unwrap_or_default();
        if parts.version.is_some() {
            draft.scenario = Scenario::AsTheyStand;
        } else if draft.scenario == Scenario::AsTheyStand {
            draft.scenario = Scenario::Initial;
        }
    }
    if let Some(groups) = &import.groups {
        draft.fleet.groups = groups.clone();
    }
    draft.sync_yaml();
    Ok(draft)
}

/// What the page reads of `page` sent as the worker sends it (JSON text).
#[cfg(test)]
pub fn parts_of(page: &PageImport) -> ImportedParts {
    crate::platform::worker::parse_output(&serde_json::to_string(page).unwrap()).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labs::rollout::presets;

    /// The merge as the page did it from the engine's import, before the
    /// worker made the draft parts: the reference the new one must equal.
    mod reference {
        use std::collections::BTreeSet;

        use placement::fleet::import::FleetImport;

        use super::super::super::draft::{
            ClusterDraft, GroupDraft, ImportedFleet, RolloutDraft, Scenario, StartDraft,
            StrategyDraft, MAX_CLUSTERS,
        };
        use super::super::super::selector::{format_labels, format_optional};
        use crate::text::i18n::number;
        use crate::text::messages::text_with;

        /// The draft after an import: the imported clusters (explicit, replacing the
        /// generated ones), groups and strategy; what the import does not hold stays
        /// as it was (no clusters pasted: the fleet stays; no Bundle or fleet.yaml:
        /// the strategy stays).
        pub fn apply_import(current: &RolloutDraft, import: &FleetImport) -> Result<RolloutDraft, String> {
            let input = &import.input;
            if input.clusters.len() > MAX_CLUSTERS {
                return Err(text_with("ro-import-too-many", &[
                    ("count", number(input.clusters.len() as f64)),
                    ("max", number(MAX_CLUSTERS as f64)),
                ]));
            }
            let mut draft = current.clone();
            draft.preset.clear();
            if !import.source.is_empty() {
                draft.strategy = StrategyDraft::from_strategy(&input.rollout_strategy);
            }
            let has_clusters = import.read.iter().any(|r| r.kind == "Cluster");
            if has_clusters {
                let fleet = &mut draft.fleet;
                fleet.overrides.clear();
                fleet.behaviors.clear();
                fleet.namespaces.clear();
                // Pasted BundleDeployments: each target starts where it stands (a
                // name in several namespaces keeps one per cluster, below).
                let mut seen = BTreeSet::new();
                let namesakes: BTreeSet<&str> = input
                    .clusters
                    .iter()
                    .filter(|c| !seen.insert(c.name.as_str()))
                    .map(|c| c.name.as_str())
                    .collect();
                fleet.starts = input
                    .clusters
                    .iter()
                    .filter(|c| !namesakes.contains(c.name.as_str()))
                    .filter_map(|c| {
                        Some((
                            c.name.clone(),
                            StartDraft::from_start(c.bundle_deployment.as_ref()?),
                        ))
                    })
                    .collect();

                fleet.imported = Some(ImportedFleet {
                    source: import.source.clone(),
                    namespace: import.namespace.clone(),
                    mapped_namespaces: import.mapped_namespaces.clone(),
                    paused: import.paused,
                    clusters: input
                        .clusters
                        .iter()
                        .map(|c| ClusterDraft {
                            name: c.name.clone(),
                            namespace: c.namespace.clone(),
                            labels: c.labels.clone(),
                            paused: c.paused,
                            start: c
                                .bundle_deployment
                                .as_ref()
                                .filter(|_| namesakes.contains(c.name.as_str()))
                                .map(StartDraft::from_start),
                        })
                        .collect(),
                });
            }
            if has_clusters {
                draft.version = import.version.map(|v| v.to_string()).unwrap_or_default();
                if import.version.is_some() {
                    draft.scenario = Scenario::AsTheyStand;
                } else if draft.scenario == Scenario::AsTheyStand {
                    draft.scenario = Scenario::Initial;
                }
            }
            if has_clusters || !input.cluster_groups.is_empty() {
                draft.fleet.groups = input
                    .cluster_groups
                    .iter()
                    .map(|g| GroupDraft {
                        name: g.name.clone(),
                        namespace: g.namespace.clone().unwrap_or_default(),
                        labels: format_labels(&g.labels),
                        selector: format_optional(&g.selector),
                    })
                    .collect();
            }
            draft.sync_yaml();
            Ok(draft)
        }
    }

    #[test]
    fn the_page_merges_the_worker_parts_as_it_merged_the_engine_import() {
        let fixtures = [
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/list.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/list.json"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/fleet.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/live-rollout.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/namespace-mappings.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/not-targeted.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/documents.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/extras.yaml"),
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/bundle-without-clusters.yaml"),
        ];
        let mut live = presets::preset("storm-5").unwrap();
        live.scenario = Scenario::AsTheyStand;
        for text in fixtures {
            let import = placement::fleet::import_fleet_objects(text).unwrap();
            let page = parts_of(&PageImport::from(&import));
            for current in [presets::preset("storm-5").unwrap(), live.clone()] {
                assert_eq!(
                    apply_import(&current, &page),
                    reference::apply_import(&current, &import),
                    "{text}"
                );
            }
        }
        // Too many clusters: the same refusal.
        let mut import = placement::fleet::import_fleet_objects(fixtures[0]).unwrap();
        let one = import.input.clusters[0].clone();
        import.input.clusters = vec![one; MAX_CLUSTERS + 1];
        let current = presets::preset("storm-5").unwrap();
        assert_eq!(
            apply_import(&current, &parts_of(&PageImport::from(&import))),
            reference::apply_import(&current, &import)
        );
    }
}
