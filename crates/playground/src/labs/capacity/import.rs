//! "Import kubectl output": paste, pick or drop what kubectl printed for nodes,
//! storage classes, CSI drivers, CSIStorageCapacities, claims, volumes and pods,
//! and the lab becomes that cluster and pod. What was read, skipped and noted is
//! listed; an error leaves the current work as it was. Names from pasted objects
//! are shown as text (Yew escapes it), never as markup.

use std::rc::Rc;

use placement::capacity::import::MAX_IMPORT_BYTES;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::draft::CapacityDraft;
use super::imported::{to_draft, PageImport};
use super::Edit;
use crate::components::file_input::Dropped;
use crate::components::{file_input, Filled, MissingKinds, PasteBox};
use crate::text::i18n;
use crate::text::messages;
use crate::platform::import_job::{use_import_runner, ImportAnswer, ImportRequest, ImportRunner};

/// The command whose output the panel reads.
pub const COMMAND: &str =
    "kubectl get nodes,storageclasses,csidrivers,csistoragecapacities,pvc,pv,pods -A -o yaml";

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    /// The current draft (its workload settings are kept).
    pub draft: CapacityDraft,
    pub dispatch: Callback<Edit>,
}

/// What the last import did.
#[derive(Clone, PartialEq)]
enum Outcome {
    None,
    Imported {
        import: Rc<PageImport>,
        pod: Option<usize>,
        notes: Vec<String>,
    },
    Failed(String),
}

/// Imports `text` for `pod` (default: the most interesting one) into the lab, or says why not.
fn apply(
    import: Rc<PageImport>,
    pod: Option<usize>,
    current: &CapacityDraft,
    dispatch: &Callback<Edit>,
) -> Outcome {
    let converted = to_draft(&import, pod, current);
    if let Err(errors) = converted.draft.evaluate() {
        let list: Vec<String> = errors
            .iter()
            .map(|(k, v)| {
                if k.is_empty() {
                    v.clone()
                } else {
                    format!("{k}: {v}")
                }
            })
            .collect();
        return Outcome::Failed(messages::text("cap-import-cannot-show", &[("problems", &list.join("; "))]));
    }
    let draft = converted.draft;
    dispatch.emit(Edit::scenario(draft));
    Outcome::Imported {
        pod: pod.or(import.interesting_pod),
        import,
        notes: converted.notes,
    }
}

/// Imports `text` (on the page, or in the worker when large); the outcome lands in `outcome`.
fn run(
    runner: &ImportRunner<PageImport>,
    text: String,
    outcome: &UseStateHandle<Outcome>,
    current: &Rc<std::cell::RefCell<CapacityDraft>>,
    dispatch: &Callback<Edit>,
) {
    runner.start(
        ImportRequest::text(text),
        finished(outcome, current, dispatch),
    );
}

/// The worker's answer is read whole.
/// An import's answer, read by the lab's reader chunk ([`super::saved`]).
impl ImportAnswer for PageImport {
    fn read(json: String) -> crate::platform::import_job::Reading<PageImport> {
        Box::pin(async move {
            let read = crate::platform::split::fetch(&super::saved::IMPORT_READER)
                .await
                .map_err(crate::platform::split::LoadFailed::message)?;
            read(&json)
        })
    }
}

/// What a finished read does: a paste's, or a support bundle's left for this lab.
fn finished(
    outcome: &UseStateHandle<Outcome>,
    current: &Rc<std::cell::RefCell<CapacityDraft>>,
    dispatch: &Callback<Edit>,
) -> Callback<Result<PageImport, String>> {
    let (outcome, current, dispatch) = (outcome.clone(), current.clone(), dispatch.clone());
    Callback::from(move |result: Result<PageImport, String>| {
        outcome.set(match result {
            Ok(import) => apply(Rc::new(import), None, &current.borrow(), &dispatch),
            Err(e) => Outcome::Failed(e),
        })
    })
}

/// The panel: its toggle and the drops on it are the page's own; its body (the paste box,
/// the reading and the summary) is a chunk of its own (`capacity_import`,
/// src/bin/capacity.rs), mounted when the panel is first opened, a file is first dropped on
/// it or a support bundle left an import for this lab.
#[function_component]
pub fn ImportPanel(props: &ImportProps) -> Html {
    let panel = file_input::use_drop_panel("capacity");
    html! {
        <details class={classes!("cap-import", panel.over)} id="import-panel" ondragover={panel.ondragover}
            ondragleave={panel.ondragleave} ondrop={panel.ondrop} ontoggle={panel.ontoggle}>
            <summary id="import-toggle">{ messages::text("cap-import-toggle", &[]) }</summary>
            if panel.shown {
                <ImportBodyPart draft={props.draft.clone()} dispatch={props.dispatch.clone()} dropped={panel.dropped} />
            }
        </details>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct ImportBodyProps {
    /// The current draft (its workload settings are kept).
    pub draft: CapacityDraft,
    pub dispatch: Callback<Edit>,
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
    let runner = use_import_runner("capacity");
    // The latest draft, for imports that finish after a file was read.
    let current = use_mut_ref(|| props.draft.clone());
    *current.borrow_mut() = props.draft.clone();
    crate::components::bundle_import::use_bundle_import(
        "capacity",
        finished(&outcome, &current, &props.dispatch),
    );
    let on_import = {
        let (outcome, current, dispatch, runner) =
            (outcome.clone(), current.clone(), props.dispatch.clone(), runner.clone());
        Callback::from(move |text: String| run(&runner, text, &outcome, &current, &dispatch))
    };
    // A picked or dropped file: its text goes into the textarea and is imported.
    let read = {
        let (filled, outcome, current, dispatch, runner) = (
            filled.clone(),
            outcome.clone(),
            current.clone(),
            props.dispatch.clone(),
            runner.clone(),
        );
        Callback::from(move |file: web_sys::File| {
            let (filled, outcome, current, dispatch, runner) = (
                filled.clone(),
                outcome.clone(),
                current.clone(),
                dispatch.clone(),
                runner.clone(),
            );
            let done = Callback::from(move |content: Result<String, String>| match content {
                Ok(content) => {
                    filled.set(filled.next(&content));
                    run(&runner, content, &outcome, &current, &dispatch);
                }
                Err(e) => outcome.set(Outcome::Failed(e)),
            });
            file_input::read_text(file, MAX_IMPORT_BYTES, done);
        })
    };
    file_input::use_dropped(props.dropped.clone(), read.clone());
    let on_pod = {
        let (outcome, current, dispatch) =
            (outcome.clone(), current.clone(), props.dispatch.clone());
        Callback::from(move |e: Event| {
            let index = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse::<usize>()
                .ok();
            if let Outcome::Imported { import, .. } = &*outcome {
                outcome.set(apply(import.clone(), index, &current.borrow(), &dispatch));
            }
        })
    };
    let error = match &*outcome {
        Outcome::Failed(message) => {
            Some(messages::text("cap-import-not-imported", &[("error", message)]))
        }
        _ => None,
    };
    html! {
        <>
            <p class="hint">{ messages::text("cap-import-hint", &[]) }</p>
            <pre class="import-command"><code>{ COMMAND }</code></pre>
            <PasteBox id="import" label={messages::text("cap-import-label", &[])} filled={(*filled).clone()} {on_import} on_file={read}
                placeholder="apiVersion: v1\nitems:\n- apiVersion: v1\n  kind: Node\n  …"
                reading={runner.status()} {error}>
                if let Outcome::Imported { import, pod, notes } = &*outcome { { summary(import, *pod, notes, on_pod) } }
            </PasteBox>
        </>
    }
}

fn summary(
    import: &PageImport,
    pod: Option<usize>,
    notes: &[String],
    on_pod: Callback<Event>,
) -> Html {
    let count = |id: &str, n: usize| messages::text_with(id, &[("count", i18n::number(n as f64))]);
    html! {
        <div class="import-summary" id="import-summary">
            <MissingKinds missing={import.missing.clone()} />
            <p>{ messages::text("cap-imported", &[
                ("nodes", &count("cap-count-nodes", import.nodes.len())),
                ("classes", &count("cap-count-classes", import.classes.len())),
                ("drivers", &count("cap-count-drivers", import.csi_drivers)),
                ("capacities", &count("cap-count-capacities", import.capacities)),
                ("claims", &count("cap-count-claims", import.claims)),
                ("volumes", &count("cap-count-volumes", import.volumes)),
                ("pods", &count("cap-count-pods", import.pods.len())),
            ]) }</p>
            if import.pods.len() > 1 {
                <label>{ messages::text("cap-import-pod-shown", &[]) }{ " " }
                    <select id="import-pod" onchange={on_pod}>
                        { for import.pods.iter().enumerate().map(|(i, p)| {
                            let phase = p.phase.clone().unwrap_or_else(|| messages::text("cap-import-no-phase", &[]));
                            let label = messages::text_with("cap-import-pod-option", &[
                                ("pod", i18n::Value::Text(format!("{}/{}", p.namespace, p.draft.name))),
                                ("phase", i18n::Value::Text(phase)),
                                ("count", i18n::number(p.volumes as f64)),
                            ]);
                            html! { <option value={i.to_string()} selected={pod == Some(i)}>{ label }</option> }
                        }) }
                    </select>
                </label>
            }
            if let Some(recorded) = pod.and_then(|i| recorded_node(import, i)) {
                <p id="import-pod-node">{ recorded }</p>
            }
            <details>
                <summary>{ messages::text_with("cap-import-read", &[("count", i18n::number(import.read.len() as f64))]) }</summary>
                <ul id="import-read">
                    { for import.read.iter().map(|r| html! {
                        <li><code>{ r.kind.clone() }</code>{ " " }<code>{ r.name.clone() }</code>{ ": " }{ messages::said(&r.summary_message, &r.summary) }</li>
                    }) }
                </ul>
            </details>
            if !import.skipped.is_empty() {
                <p>{ messages::text_with("cap-import-not-used", &[("count", i18n::number(import.skipped.len() as f64))]) }</p>
                <ul id="import-skipped">
                    { for import.skipped.iter().map(|k| html! {
                        <li><code>{ k.kind.clone() }</code>{ " " }<code>{ k.name.clone() }</code>{ ": " }{ messages::said(&k.why_message, &k.why) }</li>
                    }) }
                </ul>
            }
            if !(import.notes.is_empty() && notes.is_empty()) {
                <p>{ messages::text("cap-import-notes", &[]) }</p>
                <ul id="import-notes">
                    { for messages::notes(&import.notes, &import.note_messages).into_iter().chain(notes.iter().cloned()).map(|n| html! { <li>{ n }</li> }) }
                </ul>
            }
        </div>
    }
}

/// Where the cluster recorded that the pod at `index` runs, when it does.
fn recorded_node(import: &PageImport, index: usize) -> Option<String> {
    let pod = import.pods.get(index)?;
    let node = pod.node_name.as_deref()?;
    let name = &pod.draft.name;
    Some(
        if import.nodes.iter().any(|n| n.name == node) {
            messages::text("cap-import-pod-node", &[("pod", name), ("node", node)])
        } else {
            messages::text("cap-import-pod-node-not-pasted", &[("pod", name), ("node", node)])
        },
    )
}
