//! The case report of the lab's scenario (issue 35): the engine's
//! [`placement::report::longhorn::case_report`], shown, printed, exported as
//! Markdown and shared by link; with "Redact names", all three are made from
//! the scenario the engine redacted ([`placement::report::redact::longhorn`]),
//! so no original name is in any of them. A chunk of its own
//! (`longhorn_report`, src/bin/longhorn.rs), fetched on the first opening.

use std::rc::Rc;

use placement::longhorn::Scenario;
use placement::report::{longhorn::case_report, redact, CaseReport};
use yew::prelude::*;

use super::draft::Draft;
use crate::components::case_report::{markdown, view};
use crate::text::messages::text;

/// The scenario to report on, and how to close the report.
#[derive(Properties, PartialEq)]
pub struct CaseReportProps {
    pub scenario: Rc<Scenario>,
    pub on_close: Callback<()>,
}

crate::split_part!(
    /// The report: a chunk of its own (`longhorn_report`), fetched when it is first opened.
    pub CaseReportPart(pub CASE_REPORT: CaseReportProps) => case_report_part
);

/// The report's view (the chunk's entry).
pub fn case_report_part(props: &CaseReportProps) -> Html {
    html! { <CaseReportView scenario={props.scenario.clone()} on_close={props.on_close.clone()} /> }
}

/// The scenario as reported (redacted or not) and its report, or the engine's refusal.
struct Reported {
    scenario: Scenario,
    report: Result<CaseReport, String>,
}

fn reported(scenario: &Scenario, redacted: bool) -> Reported {
    let scenario = if redacted { redact::longhorn(scenario).0 } else { scenario.clone() };
    let report = case_report(&scenario).map_err(|e| crate::text::error_messages::error_text(&e));
    Reported { scenario, report }
}

/// What the last export did, said in the status line.
#[derive(Clone, PartialEq)]
enum Status {
    None,
    Said(String),
}

#[function_component]
fn CaseReportView(props: &CaseReportProps) -> Html {
    let redacted = use_state(|| false);
    let status = use_state(|| Status::None);
    let current = use_memo((props.scenario.clone(), *redacted), |(s, r)| reported(s, *r));
    let title = crate::platform::lab_list::lab_title("longhorn");
    use_effect_with((), |_| {
        crate::components::case_report::add_style();
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
    let text_md = current.report.as_ref().ok().map(|r| markdown(r, &title)).unwrap_or_default();
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
        let md = text_md.clone();
        Callback::from(move |_: MouseEvent| crate::platform::export::download("case-report-longhorn.md", &md, "text/markdown"))
    };
    let on_link = {
        let (current, status) = (current.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            let state = serde_json::to_value(Draft::from_scenario(&current.scenario)).unwrap_or_default();
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let said = match crate::platform::export::link_to(&crate::platform::lab_list::LONGHORN, &state, None).await {
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
                Ok(report) => view(report, &title),
                Err(problem) => html! { <p class="notice" role="alert">{ problem.clone() }</p> },
            } }
        </section>
    }
}
