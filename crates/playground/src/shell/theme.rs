//! The header's colour scheme menu (issue #39): follow the system (the default), light or dark.
//!
//! The choice is kept in local storage and shown as `data-theme` on `<html>`, which the
//! stylesheet's `color-scheme` follows (web/css/00-base.css). index.html's inline script applies
//! a kept choice before the first paint, so a dark page never flashes light; it reads the same
//! storage key as this file.

use yew::prelude::*;

use crate::text::messages::text;

/// The storage key; index.html's inline script reads it too.
const SAVED: &str = "placement-playground:theme";

/// The choices, as stored and as `data-theme`'s value ("system" removes the attribute).
const CHOICES: [(&str, &str); 3] = [
    ("system", "shell-theme-system"),
    ("light", "shell-theme-light"),
    ("dark", "shell-theme-dark"),
];

/// The kept choice, "system" when there is none or it is not one of CHOICES.
fn saved() -> &'static str {
    let kept = crate::platform::storage::get(SAVED).unwrap_or_default();
    CHOICES.iter().map(|(value, _)| *value).find(|value| *value == kept).unwrap_or("system")
}

/// Shows `choice` on `<html>`: the stylesheet picks the scheme from `data-theme`.
fn apply(choice: &str) {
    let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else {
        return;
    };
    let _ = if choice == "system" { root.remove_attribute("data-theme") } else { root.set_attribute("data-theme", choice) };
}

/// The menu: a native select, so it is keyboard-operable; its label is a page text.
#[function_component]
pub fn ThemeMenu() -> Html {
    let current = use_state(saved);
    let onchange = {
        let current = current.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let value = select.value();
            let Some((choice, _)) = CHOICES.iter().find(|(v, _)| *v == value) else { return };
            // A browser that refuses storage still shows the choice for this page.
            let _ = crate::platform::storage::set(SAVED, choice);
            apply(choice);
            current.set(choice);
        })
    };
    html! {
        <label class="theme-menu">
            <span class="sr-only">{ text("shell-theme-label", &[]) }</span>
            <select id="theme-menu" {onchange}>
                { for CHOICES.iter().map(|(value, id)| html! {
                    <option value={*value} selected={*value == *current}>{ text(id, &[]) }</option>
                }) }
            </select>
        </label>
    }
}
