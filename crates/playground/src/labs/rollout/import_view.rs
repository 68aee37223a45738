//! The body of the "Import objects" panel as it is drawn: the hint, the command, the paste
//! box and the summary of the last import. It is in the panel body's chunk
//! (`rollout_import`, src/bin/rollout.rs, see `import::PanelBody`), fetched when the panel is
//! first opened, a file is dropped on it or a support bundle left it an import.

use yew::prelude::*;

use super::imported::{PageImport, TargetRead};
use crate::components::{Filled, MissingKinds, PasteBox};
use crate::platform::import_job::Answer;
use crate::text::i18n::{number, Value};
use crate::text::messages::{notes, said, text, text_with};

#[derive(Properties, PartialEq)]
pub struct ImportBodyProps {
    /// The text of the file read last, for the text area.
    pub filled: Filled,
    /// Import clicked: the text area's text.
    pub on_import: Callback<String>,
    pub on_file: Callback<web_sys::File>,
    /// The read in progress (the import runner's status).
    pub reading: Html,
    /// Why the last import failed.
    pub error: Option<String>,
    /// What the last import read, when it succeeded.
    pub imported: Option<Answer>,
    /// Another of the pasted bundles chosen.
    pub on_bundle: Callback<Event>,
}

/// The body's view.
pub fn import_body(props: &ImportBodyProps) -> Html {
    html! {
        <>
            <p class="hint">{ text("ro-import-hint", &[]) }</p>
            <pre class="import-command"><code>{ COMMAND }</code></pre>
            <p class="hint" id="fleet-import-mappings-hint">{ text("ro-import-mappings-hint", &[]) }</p>
            <PasteBox id="fleet-import" label={text("ro-import-label", &[])} filled={props.filled.clone()}
                on_import={props.on_import.clone()} on_file={props.on_file.clone()}
                placeholder="apiVersion: v1\nitems:\n- apiVersion: fleet.cattle.io/v1alpha1\n  kind: Cluster\n  …"
                reading={props.reading.clone()} error={props.error.clone()}>
                if let Some(answer) = &props.imported {
                    <ImportSummary answer={answer.clone()} on_bundle={props.on_bundle.clone()} />
                }
            </PasteBox>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct ImportSummaryProps {
    answer: Answer,
    on_bundle: Callback<Event>,
}

/// The summary of an import, its answer read once per import: the panel is
/// drawn again on every edit of the lab (and every round while it plays), and
/// an answer can be megabytes.
#[function_component]
fn ImportSummary(props: &ImportSummaryProps) -> Html {
    let import = use_memo(props.answer.clone(), |answer| answer.read::<PageImport>());
    match &*import {
        Ok(import) => summary(import, props.on_bundle.clone()),
        Err(e) => html! { <p class="notice import-error" id="fleet-import-summary">{ e.clone() }</p> },
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

/// The command whose output the panel reads.
pub const COMMAND: &str =
    "kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io -A -o yaml";
