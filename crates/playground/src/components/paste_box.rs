//! The body of the three "Import" panels: the text area for pasted objects,
//! the status region (reading, the error, the lab's own summary) and the
//! Import / Pick a file actions. Each lab keeps its panel, its drop zone and
//! what an import does; this is only what they show alike.
//!
//! The text area keeps its own text: the page reads it once, when Import is
//! clicked, and writes it only when a file is read into it ([`Filled`]). A
//! paste may be 16 MiB; bound to the page's state (`value` and `oninput`), each
//! keystroke and each render of the panel would copy all of it between the
//! browser and the wasm (Yew reads a bound text area's value back on every
//! render), a main-thread task of a few hundred milliseconds each.

use std::rc::Rc;

use web_sys::{File, HtmlTextAreaElement};
use yew::prelude::*;

use super::file_input;
use crate::text::messages::text;

/// The text a lab put into the text area last (a picked or dropped file's),
/// numbered so that reading the same file twice puts it there twice: the
/// text area shows it when it changes, and when the box is first drawn.
#[derive(Clone, Default)]
pub struct Filled {
    serial: u32,
    text: Rc<str>,
}

impl Filled {
    /// What the text area shows next: `text`.
    pub fn next(&self, text: &str) -> Filled {
        Filled { serial: self.serial.wrapping_add(1), text: text.into() }
    }
}

impl PartialEq for Filled {
    fn eq(&self, other: &Self) -> bool {
        self.serial == other.serial
    }
}

/// What a paste box shows and whom it tells.
#[derive(Properties, PartialEq)]
pub struct PasteBoxProps {
    /// The prefix of every element id: `{id}-text`, `{id}-status`,
    /// `{id}-error`, `{id}-button`, `{id}-file`.
    pub id: AttrValue,
    /// The text area's accessible name.
    pub label: AttrValue,
    pub placeholder: AttrValue,
    /// What the lab put into the text area last.
    pub filled: Filled,
    /// Import clicked: the text area's text.
    pub on_import: Callback<String>,
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
    let area = use_node_ref();
    {
        let area = area.clone();
        use_effect_with(props.filled.clone(), move |filled| {
            if let Some(el) = area.cast::<HtmlTextAreaElement>() {
                if filled.serial != 0 {
                    el.set_value(&filled.text);
                }
            }
        });
    }
    let onclick = {
        let area = area.clone();
        props.on_import.reform(move |_: MouseEvent| {
            area.cast::<HtmlTextAreaElement>().map(|el| el.value()).unwrap_or_default()
        })
    };
    html! {
        <>
            <div class="import-row">
                <textarea ref={area} id={id("text")} aria-label={props.label.clone()} rows="8" spellcheck="false"
                    aria-invalid={props.error.is_some().to_string()}
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
