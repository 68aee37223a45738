//! A suggested change's Apply button, and what a read-only page shows instead: an embed that
//! cannot be edited has no button that does nothing (issue 39), only a pointer to the full
//! playground, where the change can be tried ("Open in Placement Playground", the frame's link).

use yew::prelude::*;

use crate::text::messages::text;

/// The Apply button of one suggested change (`label`: its accessible name, which says the
/// change); nothing on a read-only page.
pub fn apply_button(label: String, caption: String, onclick: Callback<MouseEvent>) -> Html {
    if crate::platform::address::read_only() {
        return html! {};
    }
    html! { <>{ " " }<button type="button" class="small apply-change" aria-label={label} {onclick}>{ caption }</button></> }
}

/// Below a read-only embed's suggested changes: where they can be tried (the frame's link).
pub fn read_only_note() -> Html {
    if !(crate::platform::address::read_only() && crate::platform::address::embedded()) {
        return html! {};
    }
    html! { <p class="hint read-only-changes">{ text("shell-read-only-changes", &[]) }</p> }
}
