//! "Import objects": paste or drop what kubectl prints for Fleet's Bundles,
//! clusters and cluster groups (or a fleet.yaml), and the lab takes its
//! clusters, groups and rollout strategy. Names and labels from the pasted
//! objects are shown as text (Yew escapes it), never as markup. A failed
//! import leaves the current work as it was.

use placement::fleet::import::MAX_IMPORT_BYTES;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::components::{file_input, MissingKinds, PasteBox};
use crate::import_job::{use_import_runner, ImportRequest};

use super::draft::RolloutDraft;
use super::imported::{apply_import, PageImport, TargetRead};
use super::Edit;
use crate::i18n::{number, Value};
use crate::messages::{notes, said, text, text_with};

/// The command whose output the panel reads.
pub const COMMAND: &str =
    "kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io -A -o yaml";

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
    Imported(Box<PageImport>),
    Failed(String),
}

/// What a finished read does (a paste's, or a support bundle's left for this
/// lab): only a success changes the draft.
fn finished(
    outcome: &UseStateHandle<Outcome>,
    edit: &Callback<Edit>,
    current: &std::rc::Rc<std::cell::RefCell<RolloutDraft>>,
) -> Callback<Result<PageImport, String>> {
    let (outcome, edit, current) = (outcome.clone(), edit.clone(), current.clone());
    Callback::from(move |result: Result<PageImport, String>| {
        let result =
            result.and_then(|import| apply_import(&current.borrow(), &import).map(|d| (import, d)));
        match result {
            Ok((import, next)) => {
                edit.emit(Edit::Import(Box::new(next)));
                outcome.set(Outcome::Imported(Box::new(import)));
            }
            Err(e) => outcome.set(Outcome::Failed(e)),
        }
    })
}

#[function_component]
pub fn ImportPanel(props: &ImportProps) -> Html {
    let text = use_state(String::new);
    let outcome = use_state(|| Outcome::None);
    let runner = use_import_runner("fleet");
    // The latest draft: an import read in the worker merges into what is there when it ends.
    let current = use_mut_ref(|| props.draft.clone());
    *current.borrow_mut() = props.draft.clone();
    crate::support_bundle::use_bundle_import("rollout", finished(&outcome, &props.edit, &current));
    // Runs the import of `text` with `bundle`; only a success changes the draft.
    let run = {
        let outcome = outcome.clone();
        let edit = props.edit.clone();
        let runner = runner.clone();
        let current = current.clone();
        Callback::from(move |(text, bundle): (String, Option<String>)| {
            runner.start(
                ImportRequest { text, bundle },
                finished(&outcome, &edit, &current),
            );
        })
    };
    let on_input = {
        let text = text.clone();
        Callback::from(move |value: String| text.set(value))
    };
    let on_import = {
        let text = text.clone();
        let run = run.clone();
        Callback::from(move |()| run.emit(((*text).clone(), None)))
    };
    // A file (picked or dropped) is read, shown in the text area and imported.
    let load = {
        let text = text.clone();
        let outcome = outcome.clone();
        let run = run.clone();
        Callback::from(move |file: web_sys::File| {
            let (text, outcome, run) = (text.clone(), outcome.clone(), run.clone());
            let done = Callback::from(move |content: Result<String, String>| match content {
                Ok(content) => {
                    text.set(content.clone());
                    run.emit((content, None));
                }
                Err(e) => outcome.set(Outcome::Failed(e)),
            });
            file_input::read_text(file, MAX_IMPORT_BYTES, done);
        })
    };
    // Dropped here, a file is objects to import, not a scenario for the page.
    let ondragover = file_input::on_drag_over();
    let ondrop = file_input::on_drop(load.clone());
    let on_bundle = {
        let text = text.clone();
        let run = run.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            else {
                return;
            };
            run.emit(((*text).clone(), Some(select.value())));
        })
    };
    let error = match &*outcome {
        Outcome::Failed(message) => Some(crate::messages::text("ro-import-failed", &[("error", message)])),
        _ => None,
    };
    html! {
        <details class="lh-import rollout-import" id="fleet-import-panel" {ondragover} {ondrop}>
            <summary id="fleet-import-toggle">{ crate::messages::text("ro-import-heading", &[]) }</summary>
            <p class="hint">{ crate::messages::text("ro-import-hint", &[]) }</p>
            <pre class="import-command"><code>{ COMMAND }</code></pre>
            <p class="hint" id="fleet-import-mappings-hint">{ crate::messages::text("ro-import-mappings-hint", &[]) }</p>
            <PasteBox id="fleet-import" label={crate::messages::text("ro-import-label", &[])} text={(*text).clone()} {on_input} {on_import} on_file={load}
                placeholder="apiVersion: v1\nitems:\n- apiVersion: fleet.cattle.io/v1alpha1\n  kind: Cluster\n  …"
                reading={runner.status()} {error}>
                if let Outcome::Imported(import) = &*outcome { { summary(import, on_bundle.clone()) } }
            </PasteBox>
        </details>
    }
}

fn summary(import: &PageImport, on_bundle: Callback<Event>) -> Html {
    let from = if import.source.is_empty() {
        text("ro-import-from-none", &[])
    } else if import.paused {
        text("ro-import-from-paused", &[("source", &import.source)])
    } else {
        text("ro-import-from", &[("source", &import.source)])
    };
    let count = number(import.clusters as f64);
    let targets = if import.namespace.is_empty() {
        text_with("ro-import-targets", &[("count", count)])
    } else if import.mapped_namespaces.is_empty() {
        text_with("ro-import-targets-in", &[("count", count), ("namespace", Value::Text(import.namespace.clone()))])
    } else {
        text_with("ro-import-targets-in-mapped", &[
            ("count", count),
            ("namespace", Value::Text(import.namespace.clone())),
            ("mapped", Value::Text(import.mapped_namespaces.join(", "))),
        ])
    };
    let groups = text_with("ro-import-groups", &[("count", number(import.cluster_groups as f64))]);
    html! {
        <div class="import-summary" id="fleet-import-summary">
            <MissingKinds missing={import.missing.clone()} />
            <p>{ text("ro-import-summary", &[("targets", &targets), ("groups", &groups), ("from", &from)]) }</p>
            if import.bundles.len() > 1 {
                <span class="field">
                    <label for="fleet-import-bundle">{ "Bundle" }</label>
                    <select id="fleet-import-bundle" onchange={on_bundle}>
                        { for import.bundles.iter().map(|b| html! {
                            <option value={b.clone()} selected={import.source == format!("Bundle {b}")}>{ b.clone() }</option>
                        }) }
                    </select>
                </span>
            }
            if !import.targets.is_empty() {
                <p>{ text_with("ro-import-targets-read", &[("count", number(import.targets.len() as f64))]) }</p>
                <ul id="fleet-import-targets">
                    { for import.targets.iter().map(target) }
                </ul>
            }
            if !import.not_targeted.is_empty() {
                <p>{ text_with("ro-import-not-targets", &[("count", number(import.not_targeted.len() as f64))]) }</p>
                <ul id="fleet-import-not-targeted">
                    { for import.not_targeted.iter().map(|n| html! {
                        <li><code>{ n.name.clone() }</code>{ ": " }{ said(&n.why_message, &n.why) }</li>
                    }) }
                </ul>
            }
            if !import.skipped.is_empty() {
                <p>{ text_with("ro-import-skipped", &[("count", number(import.skipped.len() as f64))]) }</p>
                <ul id="fleet-import-skipped">
                    { for import.skipped.iter().map(|k| html! {
                        <li><code>{ k.kind.clone() }</code>{ " " }<code>{ k.name.clone() }</code>{ ": " }{ said(&k.why_message, &k.why) }</li>
                    }) }
                </ul>
            }
            if !import.notes.is_empty() {
                <details id="fleet-import-notes-box">
                    <summary>{ text_with("ro-import-notes", &[("count", number(import.notes.len() as f64))]) }</summary>
                    <ul id="fleet-import-notes">
                        { for notes(&import.notes, &import.note_messages).into_iter().map(|n| html! { <li>{ n }</li> }) }
                    </ul>
                </details>
            }
            <details id="fleet-import-read-box">
                <summary>{ text_with("ro-import-read", &[("count", number(import.read.len() as f64))]) }</summary>
                <ul id="fleet-import-read">
                    { for import.read.iter().map(|r| html! {
                        <li><code>{ r.kind.clone() }</code>{ " " }<code>{ r.name.clone() }</code>{ ": " }{ said(&r.what_message, &r.what) }</li>
                    }) }
                </ul>
            </details>
        </div>
    }
}

/// A target as read: its field, its criteria and the clusters it decided.
fn target(t: &TargetRead) -> Html {
    let criteria = if t.criteria.is_empty() {
        text("ro-import-no-criteria", &[])
    } else {
        t.criteria.join("; ")
    };
    let decided = match (t.do_not_deploy, t.clusters) {
        (true, n) => text_with("ro-import-keeps", &[("count", number(n as f64))]),
        (false, n) => text_with("ro-import-decided", &[("count", number(n as f64))]),
    };
    html! {
        <li><code>{ t.field.clone() }</code>{ ": " }<code>{ criteria }</code>{ " " }{ decided }</li>
    }
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
        apply_import(&current, &PageImport::from(&import)).unwrap()
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
