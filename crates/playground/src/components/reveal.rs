//! Selecting anything that has a "why" (a replica, a cluster cell, a node, a
//! disk) shows its explanation: the result pane comes forward, the
//! explanation scrolls into view, focus moves to its heading, and the
//! shell's live region announces it. Without this a click far from its
//! explanation looks like it did nothing.

use web_sys::Element;
use yew::prelude::*;

/// The id of the shell's polite live region.
pub const ANNOUNCER_ID: &str = "announcer";

/// The live region every page has (rendered once by the shell).
pub fn announcer() -> Html {
    html! { <div id={ANNOUNCER_ID} class="sr-only" role="status" aria-live="polite" aria-atomic="true"></div> }
}

/// Shows the explanation at `selector` once the page has drawn it: see the module.
pub fn reveal(selector: &str) {
    let selector = selector.to_string();
    super::panes::show_result(move || {
        if let Some(target) = super::panes::focus_and_scroll(&selector) {
            announce(&announcement(&target));
        }
    });
}

/// What the live region says: the element's `data-announce`, else its
/// heading and its first paragraph (the answer), as whole sentences.
fn announcement(target: &Element) -> String {
    if let Some(text) = target.get_attribute("data-announce") {
        return text;
    }
    let text_of = |selector: &str| {
        target
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.text_content())
            .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
            .unwrap_or_default()
    };
    let heading = text_of("[data-heading], h2, h3");
    let first = text_of("p");
    match (heading.is_empty(), first.is_empty()) {
        (false, false) => format!("{}. {first}", heading.trim_end_matches('.')),
        (false, true) => heading,
        _ => first,
    }
}

/// Says `text` through the live region (cleared first, so the same text
/// twice is announced twice).
pub fn announce(text: &str) {
    let Some(region) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(ANNOUNCER_ID))
    else {
        return;
    };
    region.set_text_content(None);
    let text = text.to_string();
    gloo::timers::callback::Timeout::new(50, move || region.set_text_content(Some(&text)))
        .forget();
}

/// Reveals `selector` after each render in which `selected` changed to
/// something (not on the first render: a restored selection stays quiet).
#[hook]
pub fn use_reveal_on_select<T: PartialEq + Clone + 'static>(selected: Option<T>, selector: String) {
    let first = use_mut_ref(|| true);
    use_effect_with(selected, move |selected| {
        let was_first = std::mem::replace(&mut *first.borrow_mut(), false);
        if selected.is_some() && !was_first {
            reveal(&selector);
        }
    });
}
