//! The support bundle reader's views: reading (progress, Cancel), refused,
//! and the summary with one button per lab.

use std::rc::Rc;

use yew::prelude::*;

use super::{BundleRead, LabRead};
use crate::text::i18n::{self, Value};
use crate::text::messages::{text, text_with};

/// "12.3 MB", "412 KB".
fn size(bytes: u64) -> String {
    crate::platform::import_job::size_text(bytes as usize)
}

pub fn reading(name: &str, done: u64, total: u64, cancel: Callback<MouseEvent>) -> Html {
    let status = if total == 0 {
        text("shell-bundle-reading", &[("file", name)])
    } else {
        text("shell-bundle-reading-progress", &[("file", name), ("done", &size(done)), ("total", &size(total))])
    };
    html! {
        <section class="notice bundle-status" id="bundle-reading" role="status">
            <span>{ status }</span>
            <progress max={total.max(1).to_string()} value={done.to_string()}></progress>
            <button type="button" class="small secondary" id="bundle-cancel" onclick={cancel}>{ text("shell-cancel", &[]) }</button>
        </section>
    }
}

pub fn failed(name: &str, message: &str, close: Callback<MouseEvent>) -> Html {
    html! {
        <section class="notice bundle-status" id="bundle-error" role="alert">
            <span>{ text("shell-bundle-refused", &[("file", name)]) }{ " " }{ message }</span>
            <button type="button" class="icon-button" aria-label={text("shell-close", &[])} onclick={close}>{ "✕" }</button>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct SummaryProps {
    pub read: Rc<BundleRead>,
    /// (lab, import JSON, algorithm): open that lab with its import.
    pub open: Callback<(String, String, String)>,
    pub close: Callback<MouseEvent>,
}

/// What the bundle holds for each lab, with one click each.
#[function_component]
pub fn Summary(props: &SummaryProps) -> Html {
    let read = &props.read;
    let algorithm = use_state(|| read.algorithm.clone());
    let on_algorithm = {
        let algorithm = algorithm.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            algorithm.set(select.value());
        })
    };
    html! {
        <section class="bundle-summary" id="bundle-summary" aria-labelledby="bundle-summary-title">
            <div class="bundle-head">
                <h2 id="bundle-summary-title">{ text("shell-bundle-title", &[("file", &read.name)]) }</h2>
                <button type="button" class="icon-button" aria-label={text("shell-close", &[])} onclick={props.close.clone()}>{ "✕" }</button>
            </div>
            <ul class="bundle-facts">{ for read.facts.iter().map(|f| html! { <li>{ f.text() }</li> }) }</ul>
            <p id="bundle-algorithm">{ read.algorithm_reason.text() }</p>
            <label class="bundle-algorithm-choice">
                { text("shell-bundle-algorithm-label", &[]) }
                <select id="bundle-algorithm-select" onchange={on_algorithm}>
                    <option value="balance" selected={*algorithm == "balance"}>{ text("shell-bundle-algorithm-balance", &[]) }</option>
                    <option value="most-usable" selected={*algorithm == "most-usable"}>{ text("shell-bundle-algorithm-most-usable", &[]) }</option>
                </select>
            </label>
            <div class="bundle-labs">
                { for read.labs.iter().map(|lab| lab_card(lab, &algorithm, &props.open)) }
            </div>
            <details id="bundle-skipped-entries">
                <summary>{ text_with("shell-bundle-entries-not-read", &[("count", i18n::number(read.skipped.iter().map(|s| s.count).sum::<u64>() as f64))]) }</summary>
                <ul>{ for read.skipped.iter().map(|s| html! {
                    <li>{ crate::text::messages::said(&s.why_message, &s.why) }{ " " }{ text_with("shell-bundle-skipped-entries", &[
                        ("count", i18n::number(s.count as f64)),
                        ("size", Value::Text(size(s.bytes))),
                        ("examples", Value::Text(s.examples.join(", "))),
                    ]) }</li>
                }) }</ul>
            </details>
        </section>
    }
}

fn lab_card(lab: &LabRead, algorithm: &str, open: &Callback<(String, String, String)>) -> Html {
    let info = crate::platform::lab_list::find(&lab.lab);
    let title = info.map_or(lab.lab.clone(), |l| crate::platform::lab_list::lab_title(l.id));
    let onclick = lab.import.clone().map(|import| {
        let (open, id, algorithm) = (open.clone(), lab.lab.clone(), algorithm.to_string());
        Callback::from(move |_: MouseEvent| {
            open.emit((id.clone(), import.clone(), algorithm.clone()))
        })
    });
    let files = match lab.files.len() {
        0 => text("shell-bundle-no-files", &[]),
        n => text_with("shell-bundle-read-files", &[("count", i18n::number(n as f64))]),
    };
    html! {
        <article class="bundle-lab" id={format!("bundle-lab-{}", lab.lab)}>
            <h3>{ title.clone() }</h3>
            { for lab.found.iter().map(|f| html! { <p>{ f.text() }</p> }) }
            <p class="muted">{ files }</p>
            if let Some(error) = &lab.error { <p class="notice" role="alert">{ error }</p> }
            if let Some(onclick) = onclick {
                <button type="button" id={format!("bundle-open-{}", lab.lab)} {onclick}>{ text("shell-bundle-open-lab", &[("lab", &title)]) }</button>
            }
            if !lab.skipped.is_empty() {
                <details><summary>{ text_with("shell-bundle-objects-not-used", &[("count", i18n::number(lab.skipped.len() as f64))]) }</summary>
                    <ul>{ for lab.skipped.iter().map(|s| html! {
                        <li><code>{ s.kind.clone() }</code>{ " " }<code>{ s.name.clone() }</code>{ ": " }{ s.why.text() }</li>
                    }) }</ul></details>
            }
            if !lab.notes.is_empty() {
                <details><summary>{ text_with("shell-bundle-notes", &[("count", i18n::number(lab.notes.len() as f64))]) }</summary>
                    <ul>{ for lab.notes.iter().map(|s| html! { <li>{ s.text() }</li> }) }</ul></details>
            }
        </article>
    }
}
