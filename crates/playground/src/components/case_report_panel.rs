//! The case report's panel, the same in every lab that has one (issue 35):
//! the lab's "Case report" button, and the report it opens — the engine's
//! [`CaseReport`] shown ([`super::case_report::view`]), copied and downloaded
//! as Markdown, printed alone, and shared by link; "Redact names" makes all
//! of them from the scenario the engine redacted, so no original name is in
//! any. A lab says what its scenario is and how it is reported
//! ([`Reportable`]); the panel is in the lab's report chunk, and its texts
//! (`report.ftl`) are fetched with it ([`crate::platform::language::load_later`]),
//! so neither is in a first load.

use std::rc::Rc;

use placement::report::CaseReport;
use yew::prelude::*;

use super::case_report::{markdown, view, Words};
use crate::platform::lab_list::Lab;
use crate::text::messages::text;

/// A lab's report: from what, redacted or not.
pub trait Reportable: PartialEq + 'static {
    /// The lab (its title, its link's route).
    const LAB: &'static Lab;
    /// How its report names rows and says "nothing to fix".
    const WORDS: Words;
    /// The report of the scenario, with its names redacted or not.
    fn reported(&self, redacted: bool) -> Reported;
}

/// A scenario as reported: the engine's report (or its refusal, said in the
/// page's language) and the lab's state its link opens (redacted with it).
pub struct Reported {
    pub report: Result<CaseReport, String>,
    pub link: serde_json::Value,
}

/// The scenario to report on, and how to close the report.
#[derive(Properties, PartialEq)]
pub struct PanelProps<T: Reportable> {
    pub source: Rc<T>,
    pub on_close: Callback<()>,
}

/// The catalog file of the report's texts (in `CATALOG_FILES`, built into no bundle).
const TEXTS: &str = crate::text::i18n::REPORT_FILE;

/// Whether the report's texts are on the page: fetched, being fetched, or not fetched (why).
#[derive(Clone, PartialEq)]
enum Texts {
    Loading,
    Ready,
    Failed(String),
}

/// The report, once its texts are on the page (a short line while they are
/// fetched; why not, with Try again, if they could not be).
#[function_component]
pub fn CaseReportPanel<T: Reportable>(props: &PanelProps<T>) -> Html {
    let texts = use_state(|| Texts::Loading);
    let attempt = use_state(|| 0u32);
    {
        let texts = texts.clone();
        use_effect_with(*attempt, move |_| {
            super::case_report::add_style();
            wasm_bindgen_futures::spawn_local(async move {
                texts.set(match crate::platform::language::load_later(TEXTS).await {
                    Ok(()) => Texts::Ready,
                    Err(problem) => Texts::Failed(problem),
                });
            });
        });
    }
    match &*texts {
        Texts::Ready => html! { <Report<T> source={props.source.clone()} on_close={props.on_close.clone()} /> },
        Texts::Loading => html! {
            <section class="panel case-report" id="case-report" aria-busy="true">
                <p class="hint part-loading">{ text("shell-part-loading", &[]) }</p>
            </section>
        },
        Texts::Failed(problem) => {
            let retry = {
                let (texts, attempt) = (texts.clone(), attempt.clone());
                Callback::from(move |_: MouseEvent| {
                    texts.set(Texts::Loading);
                    attempt.set(*attempt + 1);
                })
            };
            html! {
                <section class="panel case-report" id="case-report">
                    <div class="notice part-failed" role="alert">
                        <p>{ crate::platform::split::LoadFailed.message() }</p>
                        <p class="hint" lang="en">{ problem.clone() }</p>
                        <button type="button" class="small" onclick={retry}>{ text("shell-part-retry", &[]) }</button>
                    </div>
                </section>
            }
        }
    }
}

/// What the last export did, said in the status line.
#[derive(Clone, PartialEq)]
enum Status {
    None,
    Said(String),
}

#[function_component]
fn Report<T: Reportable>(props: &PanelProps<T>) -> Html {
    let redacted = use_state(|| false);
    let status = use_state(|| Status::None);
    let current = use_memo((props.source.clone(), *redacted), |(s, r)| s.reported(*r));
    let title = crate::platform::lab_list::lab_title(T::LAB.id);
    use_effect_with((), |_| {
        // Keyboard users land on the report's heading.
        if let Some(h) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("case-report-title")) {
            let _ = wasm_bindgen::JsCast::unchecked_ref::<web_sys::HtmlElement>(&h).focus();
        }
    });
    let on_redact = {
        let (redacted, status) = (redacted.clone(), status.clone());
        Callback::from(move |e: Event| {
            redacted.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().checked());
            status.set(Status::None);
        })
    };
    let text_md = current.report.as_ref().ok().map(|r| markdown(r, &title, T::WORDS)).unwrap_or_default();
    let on_copy = {
        let (md, status) = (text_md.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            let (md, status) = (md.clone(), status.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let id = if crate::platform::export::copy_text(&md).await { "report-copied" } else { "report-copy-failed" };
                status.set(Status::Said(text(id, &[])));
            });
        })
    };
    let on_download = {
        let (md, file) = (text_md.clone(), format!("case-report-{}.md", T::LAB.id));
        Callback::from(move |_: MouseEvent| crate::platform::export::download(&file, &md, "text/markdown"))
    };
    let on_link = {
        let (current, status) = (current.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            let (state, status) = (current.link.clone(), status.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let said = match crate::platform::export::link_to(T::LAB, &state, None).await {
                    Ok(link) if crate::platform::export::copy_text(&link).await => text("report-link-copied", &[("link", &link)]),
                    Ok(link) => text("report-link-not-copied", &[("link", &link)]),
                    Err(problem) => problem,
                };
                status.set(Status::Said(said));
            });
        })
    };
    let on_print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <section class="panel case-report" id="case-report" aria-labelledby="case-report-title" data-redacted={redacted.to_string()}>
            <div class="case-report-actions">
                <label class="check" for="case-report-redact">
                    <input type="checkbox" id="case-report-redact" checked={*redacted} onchange={on_redact} />{ text("report-redact", &[]) }
                </label>
                <button type="button" class="small" id="case-report-copy" onclick={on_copy}>{ text("report-copy-markdown", &[]) }</button>
                <button type="button" class="small secondary" id="case-report-download" onclick={on_download}>{ text("report-download-markdown", &[]) }</button>
                <button type="button" class="small secondary" id="case-report-link" onclick={on_link}>{ text("report-copy-link", &[]) }</button>
                <button type="button" class="small secondary" id="case-report-print" onclick={on_print}>{ text("report-print", &[]) }</button>
                <button type="button" class="small secondary" id="case-report-close" onclick={close}>{ text("report-close", &[]) }</button>
            </div>
            <p class="hint">{ text("report-redact-hint", &[]) }</p>
            <p class="case-report-status" id="case-report-status" role="status">{
                match &*status { Status::Said(s) => s.clone(), Status::None => String::new() }
            }</p>
            { match &current.report {
                Ok(report) => view(report, &title, T::WORDS),
                Err(problem) => html! { <p class="notice" role="alert">{ problem.clone() }</p> },
            } }
        </section>
    }
}

/// The lab's "Case report" button (its label, `label`, in the lab's own
/// catalog: the only text of the report in a first load) and, while open,
/// the report `part` makes with the callback that closes it. Closing gives
/// the focus back to the button.
pub fn report_bar(open: &UseStateHandle<bool>, disabled: bool, label: String, part: impl FnOnce(Callback<()>) -> Html) -> Html {
    let report = if **open && !disabled {
        let open = open.clone();
        part(Callback::from(move |()| {
            open.set(false);
            let _ = super::panes::focus_and_scroll("#case-report-open");
        }))
    } else {
        html! {}
    };
    let on_open = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            open.set(true);
            // On a phone the report is in the result pane: show it (the report focuses its heading).
            super::panes::show_result(|| {});
        })
    };
    html! {
        <>
            <div class="case-report-bar">
                <button type="button" class="small secondary" id="case-report-open" onclick={on_open}
                    {disabled} aria-expanded={open.to_string()}>{ label }</button>
            </div>
            { report }
        </>
    }
}

/// `value` (a lab's state as JSON) with every word that is an original name
/// replaced by its pseudonym (`pairs`, from the engine's redaction), in
/// values and map keys alike: a word is a run of the characters a
/// Kubernetes or Fleet name is made of, so `zone=worker-1,disk=a` has its
/// `worker-1` replaced and a name is never replaced inside a longer one.
pub fn redact_words<'a>(value: &mut serde_json::Value, pairs: impl IntoIterator<Item = (&'a str, &'a str)>) {
    let names: std::collections::HashMap<&str, &str> = pairs.into_iter().collect();
    redact_value(value, &names);
}

fn redact_value(value: &mut serde_json::Value, names: &std::collections::HashMap<&str, &str>) {
    match value {
        serde_json::Value::String(s) => *s = redact_text(s, names),
        serde_json::Value::Array(items) => items.iter_mut().for_each(|v| redact_value(v, names)),
        serde_json::Value::Object(map) => {
            let old = std::mem::take(map);
            for (key, mut v) in old {
                redact_value(&mut v, names);
                map.insert(redact_text(&key, names), v);
            }
        }
        _ => {}
    }
}

fn redact_text(text: &str, names: &std::collections::HashMap<&str, &str>) -> String {
    let is_name_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_');
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    // `None` ends the last word.
    for c in text.chars().map(Some).chain([None]) {
        if let Some(c) = c.filter(|c| is_name_char(*c)) {
            word.push(c);
            continue;
        }
        out.push_str(names.get(word.as_str()).copied().unwrap_or(&word));
        word.clear();
        out.extend(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_words_and_keys_are_replaced_never_a_part_of_a_longer_name() {
        let mut value = serde_json::json!({
            "nodes": [{"name": "worker-1", "labels": "zone=a, kubernetes.io/hostname=worker-1"}],
            "behaviors": {"worker-1": "ready", "worker-10": "stuck"},
            "pod": "default/app"
        });
        redact_words(&mut value, [("worker-1", "node-1"), ("default", "namespace-1"), ("app", "pod-1")]);
        assert_eq!(value, serde_json::json!({
            "nodes": [{"name": "node-1", "labels": "zone=a, kubernetes.io/hostname=node-1"}],
            "behaviors": {"node-1": "ready", "worker-10": "stuck"},
            "pod": "namespace-1/pod-1"
        }));
    }
}
