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
    let oninput = props.edit.reform(|e: InputEvent| {
        Edit::Yaml(e.target_unchecked_into::<HtmlTextAreaElement>().value())
    });
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
                <p class="hint">{ crate::text::messages::text("ro-yaml-hint", &[]) }</p>
            }
        </section>
    }
}

/// The engine's YAML error without the repeated path and the empty value:
/// `fleet.yaml (line 3 column 3): line 3, column 3: unknown field … (got "")`
/// → `line 3, column 3: unknown field …`.
pub fn tidy_error(message: &str) -> String {
    let mut m = message;
    if m.starts_with("fleet.yaml") {
        if let Some(i) = m.find("): ") {
            m = &m[i + 3..];
        } else if let Some(rest) = m.strip_prefix("fleet.yaml: ") {
            m = rest;
        }
    }
    m.strip_suffix(" (got \"\")").unwrap_or(m).to_string()
}

#[cfg(test)]
mod tests {
    use super::tidy_error;

    #[test]
    fn yaml_errors_read_well() {
        assert_eq!(
            tidy_error(
                "fleet.yaml (line 3 column 3): line 3, column 3: unknown field `x` (got \"\")"
            ),
            "line 3, column 3: unknown field `x`"
        );
        assert_eq!(
            tidy_error("rolloutStrategy.maxNew: must not be negative (got \"-1\")"),
            "rolloutStrategy.maxNew: must not be negative (got \"-1\")"
        );
    }
}
