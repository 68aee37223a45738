//! "Import objects": paste or drop what kubectl prints for Fleet's Bundles,
//! clusters and cluster groups (or a fleet.yaml), and the lab takes its
//! clusters, groups and rollout strategy. Names and labels from the pasted
//! objects are shown as text (Yew escapes it), never as markup. A failed
//! import leaves the current work as it was.

use placement::fleet::import::MAX_IMPORT_BYTES;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::components::file_input::Dropped;
use crate::components::{file_input, Filled};
use crate::platform::import_job::{use_import_runner, Answer, ImportAnswer, ImportRequest, Reading};

use super::draft::RolloutDraft;
use super::import_view::{import_body, ImportBodyProps};
use super::imported::{apply_import, ImportedParts};
#[cfg(test)]
use super::imported::{parts_of, PageImport};
use super::Edit;

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    /// The current draft (what the import is merged into).
    pub draft: RolloutDraft,
    pub edit: Callback<Edit>,
}

/// What the last import did.
#[derive(Clone, PartialEq)]
enum Outcome {
    None,
    Imported(Answer),
    Failed(String),
}

/// An import's answer as the page keeps it: what it merges into the draft, and
/// the answer's text for the panel's summary.
struct Imported {
    parts: ImportedParts,
    answer: Answer,
}

/// An import's answer: what it merges now (read by the lab's reader chunk,
/// [`super::saved`]), the rest when the panel's summary is shown.
impl ImportAnswer for Imported {
    fn read(json: String) -> Reading<Imported> {
        Box::pin(async move {
            let read = crate::platform::split::fetch(&super::saved::IMPORT_READER).await.map_err(crate::platform::split::LoadFailed::message)?;
            Ok(Imported { parts: read(&json)?, answer: Answer::new(&json) })
        })
    }
}

/// What a finished read does (a paste's, or a support bundle's left for this
/// lab): only a success changes the draft.
fn finished(
    outcome: &UseStateHandle<Outcome>,
    edit: &Callback<Edit>,
    current: &std::rc::Rc<std::cell::RefCell<RolloutDraft>>,
) -> Callback<Result<Imported, String>> {
    let (outcome, edit, current) = (outcome.clone(), edit.clone(), current.clone());
    Callback::from(move |result: Result<Imported, String>| {
        let result = result.and_then(|import| {
            apply_import(&current.borrow(), &import.parts).map(|d| (import.answer, d))
        });
        match result {
            Ok((answer, next)) => {
                edit.emit(Edit::Import(Box::new(next)));
                outcome.set(Outcome::Imported(answer));
            }
            Err(e) => outcome.set(Outcome::Failed(e)),
        }
    })
}

/// The panel: its toggle and the drops on it are the page's own; its body (the paste box, the
/// import itself and the summary) is a chunk of its own (`rollout_import`, src/bin/rollout.rs),
/// mounted when the panel is first opened, a file is first dropped on it or a support bundle
/// left an import for this lab.
#[function_component]
pub fn ImportPanel(props: &ImportProps) -> Html {
    // Dropped here, a file is objects to import, not a scenario for the page.
    let panel = file_input::use_drop_panel("rollout");
    html! {
        <details class={classes!("lh-import", "rollout-import", panel.over)} id="fleet-import-panel" ondragover={panel.ondragover}
            ondragleave={panel.ondragleave} ondrop={panel.ondrop} ontoggle={panel.ontoggle}>
            <summary id="fleet-import-toggle">{ crate::text::messages::text("ro-import-heading", &[]) }</summary>
            if panel.shown {
                <PanelBodyPart draft={props.draft.clone()} edit={props.edit.clone()} dropped={panel.dropped} />
            }
        </details>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct PanelBodyProps {
    /// The current draft (what the import is merged into).
    pub draft: RolloutDraft,
    pub edit: Callback<Edit>,
    /// The last file dropped on the panel.
    pub dropped: Option<Dropped>,
}

crate::split_part!(
    PanelBodyPart(pub PANEL_BODY: PanelBodyProps) => panel_body
);

/// The panel's body, once its chunk is on the page.
pub fn panel_body(props: &PanelBodyProps) -> Html {
    html! { <PanelBody ..props.clone() /> }
}

#[function_component]
fn PanelBody(props: &PanelBodyProps) -> Html {
    let filled = use_state(Filled::default);
    // The text of the last import: choosing another of its bundles reads it again.
    let last = use_mut_ref(String::new);
    let outcome = use_state(|| Outcome::None);
    let runner = use_import_runner("fleet");
    // The latest draft: an import read in the worker merges into what is there when it ends.
    let current = use_mut_ref(|| props.draft.clone());
    *current.borrow_mut() = props.draft.clone();
    crate::components::bundle_import::use_bundle_import(
        "rollout",
        finished(&outcome, &props.edit, &current),
    );
    // Runs the import of `text` with `bundle`; only a success changes the draft.
    let run = {
        let outcome = outcome.clone();
        let edit = props.edit.clone();
        let runner = runner.clone();
        let current = current.clone();
        let last = last.clone();
        Callback::from(move |(text, bundle): (String, Option<String>)| {
            last.borrow_mut().clone_from(&text);
            runner.start(
                ImportRequest { text, bundle },
                finished(&outcome, &edit, &current),
            );
        })
    };
    let on_import = run.reform(|text: String| (text, None));
    // A file (picked or dropped) is read, shown in the text area and imported.
    let load = {
        let filled = filled.clone();
        let outcome = outcome.clone();
        let run = run.clone();
        Callback::from(move |file: web_sys::File| {
            let (filled, outcome, run) = (filled.clone(), outcome.clone(), run.clone());
            let done = Callback::from(move |content: Result<String, String>| match content {
                Ok(content) => {
                    filled.set(filled.next(&content));
                    run.emit((content, None));
                }
                Err(e) => outcome.set(Outcome::Failed(e)),
            });
            file_input::read_text(file, MAX_IMPORT_BYTES, done);
        })
    };
    file_input::use_dropped(props.dropped.clone(), load.clone());
    let on_bundle = {
        let run = run.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            else {
                return;
            };
            let text = last.borrow().clone();
            run.emit((text, Some(select.value())));
        })
    };
    let error = match &*outcome {
        Outcome::Failed(message) => Some(crate::text::messages::text("ro-import-failed", &[("error", message)])),
        _ => None,
    };
    let imported = match &*outcome {
        Outcome::Imported(answer) => Some(answer.clone()),
        _ => None,
    };
    import_body(&ImportBodyProps {
        filled: (*filled).clone(),
        on_import,
        on_file: load,
        reading: runner.status(),
        error,
        imported,
        on_bundle,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labs::rollout::draft::Scenario;
    use crate::labs::rollout::presets;
    use placement::fleet::{parse_fleet_yaml, RolloutStrategy};

    const LIST: &str = include_str!("../../../../placement/tests/fixtures/kubectl/fleet/list.yaml");
    const FLEET_YAML: &str =
        include_str!("../../../../placement/tests/fixtures/kubectl/fleet/fleet.yaml");

    fn imported(text: &str) -> RolloutDraft {
        let current = presets::preset("storm-5").unwrap();
        let import = placement::fleet::import_fleet_objects(text).unwrap();
        apply_import(&current, &parts_of(&PageImport::from(&import))).unwrap()
    }

    #[test]
    fn pasted_bundle_deployments_set_each_clusters_start_and_the_version() {
        let live =
            include_str!("../../../../placement/tests/fixtures/kubectl/fleet/live-rollout.yaml");
        let draft = imported(live);
        assert_eq!(draft.version, "2");
        assert_eq!(draft.scenario, Scenario::AsTheyStand);
        assert_eq!(draft.fleet.starts["b"].applied, "1");
        let input = draft.parse().unwrap().input;
        assert_eq!(input.version, Some(2));
        assert!(input.events.is_empty());
        let b = input.clusters.iter().find(|c| c.name == "b").unwrap();
        assert_eq!(b.bundle_deployment.as_ref().unwrap().deployment_id, 2);
        let s = placement::fleet::simulate_rollout(&input).unwrap();
        assert_eq!(
            s.rounds[0].status.ready_message,
            "WaitApplied(3) [Cluster fleet-default/b]"
        );
        // Back to the generated fleet: the live state goes with the imported clusters.
        let mut back = draft.clone();
        super::super::edit::apply(&mut back, Edit::UseGenerated);
        assert!(back.fleet.starts.is_empty() && back.version.is_empty());
        assert_eq!(back.scenario, Scenario::Initial);
    }

    #[test]
    fn a_kubectl_list_becomes_an_explicit_fleet() {
        let draft = imported(LIST);
        let fleet = draft.fleet.imported.as_ref().expect("explicit clusters");
        assert_eq!(fleet.source, "Bundle fleet-default/shop-apps-storefront");
        assert_eq!(fleet.clusters.len(), 5);
        assert!(fleet.clusters[4].paused);
        assert_eq!(
            draft.fleet.groups[1].selector,
            "env=prod, region=eu, stage=stable"
        );
        assert!(draft.preset.is_empty());
        // The draft parses to the imported clusters, and plans the imported partitions.
        let parsed = draft.parse().unwrap();
        assert_eq!(parsed.input.clusters[0].labels["stage"], "canary");
        assert_eq!(
            parsed.input.clusters[0].namespace.as_deref(),
            Some("fleet-default")
        );
        let names: Vec<&str> = parsed
            .input
            .rollout_strategy
            .partitions
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(names, ["canary", "europe", "america"]);
        // The strategy round-trips through the exported fleet.yaml.
        let exported = parse_fleet_yaml(&draft.yaml).unwrap().rollout_strategy;
        assert_eq!(exported, parsed.input.rollout_strategy);
        // Old drafts (without `imported`) still load; the imported one survives a save.
        let saved = serde_json::to_string(&draft).unwrap();
        assert_eq!(serde_json::from_str::<RolloutDraft>(&saved).unwrap(), draft);
        let mut old = serde_json::to_value(presets::preset("storm-5").unwrap()).unwrap();
        old["fleet"].as_object_mut().unwrap().remove("imported");
        assert!(serde_json::from_value::<RolloutDraft>(old)
            .unwrap()
            .fleet
            .imported
            .is_none());
    }

    #[test]
    fn a_fleet_yaml_alone_changes_only_the_strategy() {
        let before = presets::preset("storm-5").unwrap();
        let draft = imported(FLEET_YAML);
        assert_eq!(draft.fleet, before.fleet);
        let strategy: RolloutStrategy = parse_fleet_yaml(FLEET_YAML).unwrap().rollout_strategy;
        let mut errors = Default::default();
        assert_eq!(draft.strategy.parse(&mut errors), strategy);
        assert_eq!(
            parse_fleet_yaml(&draft.yaml).unwrap().rollout_strategy,
            strategy
        );
    }

    #[test]
    fn per_cluster_edits_apply_to_imported_clusters() {
        let mut draft = imported(LIST);
        draft
            .fleet
            .overrides
            .insert("prod-eu-1".into(), "env=prod, region=us".into());
        draft.fleet.behaviors.insert(
            "canary-1".into(),
            super::super::draft::BehaviorKind::NotReady,
        );
        let parsed = draft.parse().unwrap();
        assert_eq!(parsed.input.clusters[1].labels["region"], "us");
        assert_eq!(parsed.input.clusters[1].labels.len(), 2);
        assert!(parsed.input.clusters[0].behavior.is_some());
    }

    #[test]
    fn clusters_of_one_name_in_mapped_namespaces_keep_their_own_start() {
        // rancher/fleet target/builder.go getNamespacesForBundle: the mapping brings in fleet-eu.
        let mapped = include_str!(
            "../../../../placement/tests/fixtures/kubectl/fleet/namespace-mappings.yaml"
        );
        let draft = imported(mapped);
        let fleet = draft.fleet.imported.as_ref().unwrap();
        assert_eq!(fleet.mapped_namespaces, ["fleet-eu"]);
        assert!(draft.fleet.starts.is_empty(), "{:?}", draft.fleet.starts);
        let input = draft.parse().unwrap().input;
        let edge = |ns: &str| {
            input
                .clusters
                .iter()
                .find(|c| c.name == "edge" && c.namespace.as_deref() == Some(ns))
                .and_then(|c| c.bundle_deployment.clone())
                .unwrap()
        };
        assert_ne!(
            edge("fleet-default").deployment_id,
            edge("fleet-eu").deployment_id
        );
        // The grid names the namesakes by namespace (Fleet's order is pinned in
        // placement's fleet_namespace_mappings.rs).
        let s = placement::fleet::simulate_rollout(&input).unwrap();
        assert_eq!(
            super::super::progress::grid_names(&s),
            ["core", "fleet-default/edge", "fleet-eu/edge"]
        );
        // A save keeps both namesakes' starts.
        let saved = serde_json::to_string(&draft).unwrap();
        assert_eq!(serde_json::from_str::<RolloutDraft>(&saved).unwrap(), draft);
    }
}
