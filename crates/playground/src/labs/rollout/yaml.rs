//! The same strategy as fleet.yaml text. Edits that parse update the form; a
//! parse error shows its line and column here and leaves the form as it was.

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::Edit;

#[derive(Properties, PartialEq)]
pub struct YamlProps {
    pub text: String,
    pub error: Option<String>,
    pub edit: Callback<Edit>,
}

#[function_component]
pub fn YamlEditor(props: &YamlProps) -> Html {
    let oninput = props.edit.reform(|e: InputEvent| Edit::Yaml(e.target_unchecked_into::<HtmlTextAreaElement>().value()));
    let rows = props.text.lines().count().clamp(6, 24).to_string();
    html! {
        <section class={classes!("panel", "yaml", props.error.is_some().then_some("invalid"))} aria-labelledby="yaml-title">
            <h2 id="yaml-title"><label for="fleet-yaml">{ "fleet.yaml" }</label></h2>
            <textarea id="fleet-yaml" spellcheck="false" {rows} value={props.text.clone()} {oninput}
                aria-invalid={props.error.is_some().then_some("true")}
                aria-describedby={props.error.is_some().then_some("fleet-yaml-error")} />
            if let Some(e) = &props.error {
                <p class="field-error" id="fleet-yaml-error">{ e }</p>
            } else {
                <p class="hint">{ "Edits here update the form; other top-level keys of fleet.yaml are ignored." }</p>
            }
        </section>
    }
}
