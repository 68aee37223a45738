//! "Import from kubectl": paste what kubectl printed for Longhorn's nodes,
//! volumes, replicas, settings, engine images and instance managers, and the
//! drawing becomes that cluster.
//! Names in pasted objects are shown as text (Yew escapes it), never as markup.

use placement::kernel::message::Message;
use placement::kernel::missing::Missing;
use placement::longhorn::import::{format_rfc3339, ImportedVersion, RecordedPlacement, Skipped, MAX_IMPORT_BYTES};
use placement::longhorn::Import;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use super::draft::Draft;
use crate::text::i18n::number;
use crate::text::messages::{notes, said, text, text_with};
use crate::components::file_input::Dropped;
use crate::components::{file_input, Filled, MissingKinds, PasteBox};
use crate::platform::import_job::{use_import_runner, Answer, ImportAnswer, ImportRequest, Reading};

/// The command whose output the panel reads.
pub const COMMAND: &str = "kubectl -n longhorn-system get nodes.longhorn.io,volumes.longhorn.io,replicas.longhorn.io,settings.longhorn.io,engineimages.longhorn.io,instancemanagers.longhorn.io,backingimages.longhorn.io -o yaml";

/// What the page gets of an import: the drawing, made from the engine's
/// scenario in the worker, and the import's reports. The page never reads the
/// engine's `Scenario` from JSON, so that type's reader is not in the page's
/// wasm (issue #15: about 15 KB gzip); the worker's jobs and the support
/// bundle reader write this.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PageImport {
    pub draft: Draft,
    /// How many nodes, volumes and replicas the scenario has.
    pub nodes: usize,
    pub volumes: usize,
    pub replicas: usize,
    pub missing: Vec<Missing>,
    pub recorded: Vec<RecordedPlacement>,
    pub skipped: Vec<Skipped>,
    pub notes: Vec<String>,
    pub note_messages: Vec<Message>,
    /// The Longhorn version the paste records and the release the drawing follows, said.
    #[serde(default)]
    pub version: Option<ImportedVersion>,
}

/// An import's answer as the page keeps it: the drawing it made, and the
/// answer's text for the summary.
struct Imported {
    draft: Draft,
    answer: Answer,
}

/// An import's answer: its drawing now (read by the lab's reader chunk,
/// [`super::saved`]), the rest when its summary is shown.
impl ImportAnswer for Imported {
    fn read(json: String) -> Reading<Imported> {
        Box::pin(async move {
            let read = crate::platform::split::fetch(&super::saved::IMPORT_READER).await.map_err(crate::platform::split::LoadFailed::message)?;
            Ok(Imported { draft: read(&json)?, answer: Answer::new(&json) })
        })
    }
}

impl From<Import> for PageImport {
    fn from(import: Import) -> PageImport {
        let s = &import.scenario;
        PageImport {
            draft: Draft::from_scenario(s),
            nodes: s.nodes.len(),
            volumes: s.volumes.len(),
            replicas: s.volumes.iter().map(|v| v.replicas.len()).sum(),
            missing: import.missing,
            recorded: import.recorded,
            skipped: import.skipped,
            notes: import.notes,
            note_messages: import.note_messages,
            version: import.version,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    /// Called with the imported drawing.
    pub on_import: Callback<Draft>,
}

/// What the last click did.
#[derive(Clone, PartialEq)]
enum Outcome {
    None,
    Imported(Answer),
    Failed(String),
}

/// The panel: its toggle and the drops on it are the page's own; its body (the paste box, the
/// reading and the summary) is a chunk of its own (`longhorn_import`, src/bin/longhorn.rs),
/// mounted when the panel is first opened, a file is first dropped on it or a support bundle
/// left an import for this lab.
#[function_component]
pub fn ImportPanel(props: &ImportProps) -> Html {
    let panel = file_input::use_drop_panel("longhorn");
    html! {
        <details class={classes!("lh-import", panel.over)} id="import-panel" ondragover={panel.ondragover}
            ondragleave={panel.ondragleave} ondrop={panel.ondrop} ontoggle={panel.ontoggle}>
            <summary id="import-toggle">{ crate::text::messages::text("lh-import-heading", &[]) }</summary>
            if panel.shown {
                <ImportBodyPart on_import={props.on_import.clone()} dropped={panel.dropped} />
            }
        </details>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct ImportBodyProps {
    /// Called with the imported drawing.
    pub on_import: Callback<Draft>,
    /// The last file dropped on the panel.
    pub dropped: Option<Dropped>,
}

crate::split_part!(
    ImportBodyPart(pub IMPORT_BODY: ImportBodyProps) => body
);

/// The panel's body, once its chunk is on the page.
pub fn body(props: &ImportBodyProps) -> Html {
    html! { <ImportBody ..props.clone() /> }
}

#[function_component]
fn ImportBody(props: &ImportBodyProps) -> Html {
    let filled = use_state(Filled::default);
    let outcome = use_state(|| Outcome::None);
    let runner = use_import_runner("longhorn");
    let done = {
        let outcome = outcome.clone();
        let on_import = props.on_import.clone();
        Callback::from(move |result: Result<Imported, String>| match result {
            Ok(Imported { draft, answer }) => {
                on_import.emit(draft);
                outcome.set(Outcome::Imported(answer));
            }
            Err(e) => outcome.set(Outcome::Failed(e)),
        })
    };
    crate::components::bundle_import::use_bundle_import("longhorn", done.clone());
    let on_import = {
        let (runner, done) = (runner.clone(), done.clone());
        Callback::from(move |text: String| runner.start(ImportRequest::text(text), done.clone()))
    };
    // A picked or dropped file: its text goes into the text area and is imported.
    let on_file = {
        let (filled, outcome, runner) = (filled.clone(), outcome.clone(), runner.clone());
        Callback::from(move |file: web_sys::File| {
            let (filled, outcome, runner, done) =
                (filled.clone(), outcome.clone(), runner.clone(), done.clone());
            let read = Callback::from(move |content: Result<String, String>| match content {
                Ok(content) => {
                    filled.set(filled.next(&content));
                    runner.start(ImportRequest::text(content), done.clone());
                }
                Err(e) => outcome.set(Outcome::Failed(e)),
            });
            file_input::read_text(file, MAX_IMPORT_BYTES, read);
        })
    };
    file_input::use_dropped(props.dropped.clone(), on_file.clone());
    let error = match &*outcome {
        Outcome::Failed(message) => Some(crate::text::messages::text("lh-import-failed", &[("error", message)])),
        _ => None,
    };
    html! {
        <>
            <p class="hint">{ crate::text::messages::text("lh-import-hint", &[]) }</p>
            <pre class="import-command"><code>{ COMMAND }</code></pre>
            <PasteBox id="import" label={crate::text::messages::text("lh-import-label", &[])} filled={(*filled).clone()} {on_import} {on_file}
                placeholder="apiVersion: v1\nitems:\n- apiVersion: longhorn.io/v1beta2\n  kind: Node\n  …"
                reading={runner.status()} {error}>
                if let Outcome::Imported(answer) = &*outcome { <ImportSummary answer={answer.clone()} /> }
            </PasteBox>
        </>
    }
}

/// An import's answer, for its summary.
#[derive(Properties, PartialEq)]
struct ImportSummaryProps {
    answer: Answer,
}

/// What is missing, how many objects came, the recorded placement, what was skipped and why.
/// A component of its own, so that the answer (megabytes, maybe) is read once per import, not
/// on every draw of the panel (an `Answer` is equal only to itself).
#[function_component]
fn ImportSummary(props: &ImportSummaryProps) -> Html {
    let import = match props.answer.read::<PageImport>() {
        Ok(import) => import,
        Err(e) => return html! { <p class="notice import-error" id="import-summary">{ e }</p> },
    };
    html! {
        <div class="import-summary" id="import-summary">
            <MissingKinds missing={import.missing.clone()} />
            <p>{ text_with("lh-import-summary", &[("nodes", number(import.nodes as f64)),
                ("volumes", number(import.volumes as f64)), ("replicas", number(import.replicas as f64))]) }</p>
            // Which release the drawing follows now, and why: the version picker shows it.
            if let Some(version) = &import.version {
                <p id="import-release" data-recorded={version.recorded.clone()}>
                    { notes(&version.why, &version.why_messages).join(" ") }
                </p>
            }
            if !import.recorded.is_empty() {
                <div class="recorded-placement" id="import-recorded">
                    <p>{ text("lh-import-recorded", &[]) }</p>
                    { for import.recorded.iter().map(recorded) }
                </div>
            }
            if !import.skipped.is_empty() {
                <p>{ text_with("lh-import-skipped", &[("count", number(import.skipped.len() as f64))]) }</p>
                <ul id="import-skipped">
                    { for import.skipped.iter().map(|k| html! {
                        <li><code>{ k.kind.clone() }</code>{ " " }<code>{ k.name.clone() }</code>{ ": " }{ said(&k.why_message, &k.why) }</li>
                    }) }
                </ul>
            }
            if !import.notes.is_empty() {
                <p>{ text("lh-import-notes", &[]) }</p>
                <ul id="import-notes">
                    { for notes(&import.notes, &import.note_messages).into_iter().map(|n| html! { <li>{ n }</li> }) }
                </ul>
            }
        </div>
    }
}

/// One volume's placement as the cluster recorded it.
fn recorded(r: &RecordedPlacement) -> Html {
    let attached = match &r.attached_node {
        Some(node) => text("lh-import-attached", &[("volume", &r.volume), ("node", node)]),
        None => text("lh-import-not-pasted", &[("volume", &r.volume)]),
    };
    if r.replicas.is_empty() {
        return html! { <p id={format!("import-recorded-{}", r.volume)}>{ attached }</p> };
    }
    html! {
        <table class="recorded-volume" id={format!("import-recorded-{}", r.volume)}>
            <caption>{ attached }</caption>
            <thead><tr><th>{ text("lh-whatif-replica", &[]) }</th><th>{ text("lh-col-node", &[]) }</th><th>{ text("lh-import-disk-uuid", &[]) }</th><th>{ text("lh-col-state", &[]) }</th></tr></thead>
            <tbody>
                { for r.replicas.iter().map(|replica| {
                    let state = match replica.failed_at {
                        Some(t) => text("lh-import-failed-at", &[("time", &format_rfc3339(t))]),
                        None => text("lh-import-not-failed", &[]),
                    };
                    html! {
                        <tr title={said(&replica.why_message, &replica.why)}>
                            <td><code>{ replica.name.clone() }</code></td>
                            <td><code>{ replica.node.clone() }</code></td>
                            <td><code>{ replica.disk_id.clone() }</code></td>
                            <td>{ state }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}
