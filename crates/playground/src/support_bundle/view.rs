//! The support bundle reader's views: reading (progress, Cancel), refused,
//! and the summary with one button per lab.

use std::rc::Rc;

use yew::prelude::*;

use super::{BundleRead, LabRead};

/// "12.3 MB", "412 KB".
fn size(bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{:.1} MB", bytes as f64 / 1e6)
    } else {
        format!("{} KB", bytes.div_ceil(1000))
    }
}

pub fn reading(name: &str, done: u64, total: u64, cancel: Callback<MouseEvent>) -> Html {
    let text = if total == 0 {
        format!("Reading the support bundle {name} in the background; the page stays usable.")
    } else {
        format!(
            "Reading the support bundle {name} in the background: {} of {} of its YAML files are read; the page stays usable.",
            size(done),
            size(total)
        )
    };
    html! {
        <section class="notice bundle-status" id="bundle-reading" role="status">
            <span>{ text }</span>
            <progress max={total.max(1).to_string()} value={done.to_string()}></progress>
            <button type="button" class="small secondary" id="bundle-cancel" onclick={cancel}>{ "Cancel" }</button>
        </section>
    }
}

pub fn failed(name: &str, message: &str, close: Callback<MouseEvent>) -> Html {
    html! {
        <section class="notice bundle-status" id="bundle-error" role="alert">
            <span>{ format!("The support bundle {name} could not be opened, and nothing changed. {message}") }</span>
            <button type="button" class="icon-button" aria-label="Close" onclick={close}>{ "✕" }</button>
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
                <h2 id="bundle-summary-title">{ format!("Support bundle {}", read.name) }</h2>
                <button type="button" class="icon-button" aria-label="Close" onclick={props.close.clone()}>{ "✕" }</button>
            </div>
            <ul class="bundle-facts">{ for read.facts.iter().map(|f| html! { <li>{ f }</li> }) }</ul>
            <p id="bundle-algorithm">{ &read.algorithm_reason }</p>
            <label class="bundle-algorithm-choice">
                { "Disk choice in the replica scheduling lab" }
                <select id="bundle-algorithm-select" onchange={on_algorithm}>
                    <option value="balance" selected={*algorithm == "balance"}>{ "balance (Longhorn v1.11 and later)" }</option>
                    <option value="most-usable" selected={*algorithm == "most-usable"}>{ "most-usable (Longhorn before v1.11)" }</option>
                </select>
            </label>
            <div class="bundle-labs">
                { for read.labs.iter().map(|lab| lab_card(lab, &algorithm, &props.open)) }
            </div>
            <details id="bundle-skipped-entries">
                <summary>{ format!("Entries not read ({})", read.skipped.iter().map(|s| s.count).sum::<u64>()) }</summary>
                <ul>{ for read.skipped.iter().map(|s| html! {
                    <li>{ format!("{} ({} {}, {} compressed; for example {}.)", s.why, s.count,
                        if s.count == 1 { "entry" } else { "entries" }, size(s.bytes), s.examples.join(", ")) }</li>
                }) }</ul>
            </details>
        </section>
    }
}

fn lab_card(lab: &LabRead, algorithm: &str, open: &Callback<(String, String, String)>) -> Html {
    let info = crate::labs::find(&lab.lab);
    let title = info.map_or(lab.lab.as_str(), |l| l.title);
    let onclick = lab.import.clone().map(|import| {
        let (open, id, algorithm) = (open.clone(), lab.lab.clone(), algorithm.to_string());
        Callback::from(move |_: MouseEvent| {
            open.emit((id.clone(), import.clone(), algorithm.clone()))
        })
    });
    let files = match lab.files.len() {
        0 => "The bundle has no files of this lab's kinds.".to_string(),
        1 => "Read from 1 file of the bundle.".to_string(),
        n => format!("Read from {n} files of the bundle."),
    };
    html! {
        <article class="bundle-lab" id={format!("bundle-lab-{}", lab.lab)}>
            <h3>{ title }</h3>
            { for lab.found.iter().map(|f| html! { <p>{ f }</p> }) }
            <p class="muted">{ files }</p>
            if let Some(error) = &lab.error { <p class="notice" role="alert">{ error }</p> }
            if let Some(onclick) = onclick {
                <button type="button" id={format!("bundle-open-{}", lab.lab)} {onclick}>{ format!("Open in the {title} lab") }</button>
            }
            if !lab.skipped.is_empty() {
                <details><summary>{ format!("Objects not used ({})", lab.skipped.len()) }</summary>
                    <ul>{ for lab.skipped.iter().map(|s| html! { <li>{ s }</li> }) }</ul></details>
            }
            if !lab.notes.is_empty() {
                <details><summary>{ format!("Notes ({})", lab.notes.len()) }</summary>
                    <ul>{ for lab.notes.iter().map(|s| html! { <li>{ s }</li> }) }</ul></details>
            }
        </article>
    }
}
