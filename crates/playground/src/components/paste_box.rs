//! The body of the three "Import" panels: the text area for pasted objects,
//! the status region (reading, the error, the lab's own summary) and the
//! Import / Pick a file actions. Each lab keeps its panel, its drop zone and
//! what an import does; this is only what they show alike.

use web_sys::{File, HtmlTextAreaElement};
use yew::prelude::*;

use super::file_input;
use crate::messages::text;

/// What a paste box shows and whom it tells.
#[derive(Properties, PartialEq)]
pub struct PasteBoxProps {
    /// The prefix of every element id: `{id}-text`, `{id}-status`,
    /// `{id}-error`, `{id}-button`, `{id}-file`.
    pub id: AttrValue,
    /// The text area's accessible name.
    pub label: AttrValue,
    pub placeholder: AttrValue,
    pub text: AttrValue,
    pub on_input: Callback<String>,
    pub on_import: Callback<()>,
    /// A picked file (the panel reads it, as it does a dropped one).
    pub on_file: Callback<File>,
    /// The read in progress (the import runner's status).
    pub reading: Html,
    /// Why the last import failed, whole ("Not imported — … unchanged. …").
    #[prop_or_default]
    pub error: Option<String>,
    /// The lab's summary of the last import.
    #[prop_or_default]
    pub children: Html,
}

#[function_component]
pub fn PasteBox(props: &PasteBoxProps) -> Html {
    let id = |part: &str| format!("{}-{part}", props.id);
    let oninput = props
        .on_input
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let onclick = props.on_import.reform(|_: MouseEvent| ());
    html! {
        <>
            <div class="import-row">
                <textarea id={id("text")} aria-label={props.label.clone()} rows="8" spellcheck="false"
                    value={props.text.clone()} {oninput} aria-invalid={props.error.is_some().to_string()}
                    aria-describedby={id("status")} placeholder={props.placeholder.clone()} />
                <div id={id("status")} aria-live="polite">
                    { props.reading.clone() }
                    if let Some(error) = &props.error {
                        <p class="notice import-error" role="alert" id={id("error")}>{ error.clone() }</p>
                    }
                    { props.children.clone() }
                </div>
            </div>
            <div class="import-actions">
                <button type="button" id={id("button")} {onclick}>{ text("shell-import", &[]) }</button>
                <label class="small file-button">
                    { text("shell-pick-file", &[]) }
                    <input type="file" id={id("file")} accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml"
                        onchange={file_input::on_pick(props.on_file.clone())} />
                </label>
                <span class="hint">{ text("shell-drop-here", &[]) }</span>
            </div>
        </>
    }
}
