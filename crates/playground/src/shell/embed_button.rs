//! The scenario bar's "Embed this" button: the dialog's code is the scenario actions' chunk
//! ([`crate::shell::scenario_actions`]), fetched on the first click.

use yew::prelude::*;

use crate::shell::bundle::Bundle;
use crate::text::messages::text;

#[derive(Properties, PartialEq)]
pub struct EmbedButtonProps {
    pub bundle: &'static Bundle,
    /// Said when the dialog's code could not be fetched.
    pub on_error: Callback<String>,
}

/// The button; the dialog's code is the scenario actions' chunk ([`crate::shell::scenario_actions`]).
#[function_component]
pub fn EmbedButton(props: &EmbedButtonProps) -> Html {
    let bundle = props.bundle;
    let on_error = props.on_error.clone();
    let open = Callback::from(move |_: MouseEvent| {
        let on_error = on_error.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match crate::shell::scenario_actions::actions().await {
                Ok(actions) => (actions.open_embed_dialog)(bundle).await,
                Err(e) => on_error.emit(e),
            }
        });
    });
    html! {
        <button type="button" id="scenario-embed" class="small" onclick={open} aria-haspopup="dialog"
            title={text("shell-embed-title", &[])}>{ text("shell-embed", &[]) }</button>
    }
}
