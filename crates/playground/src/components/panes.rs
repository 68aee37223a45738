//! The two panes of every lab — the editor and the result — and how the
//! answer stays in view: on wide screens the result pane is sticky beside the
//! editor (CSS); on narrow ones (< 980 px, embeds included) the result comes
//! first and an Edit / Result switch shows one pane at a time.
//!
//! Each lab marks its panes with the classes `edit-pane` and `result-pane`
//! (the result pane also has the id [`RESULT_ID`], the skip link's target) and
//! puts [`columns_class`] on the element holding both.

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::text::messages::text;

/// The id of every lab's result pane: the skip link and [`show_result`] go there.
pub const RESULT_ID: &str = "lab-result";

/// The event a page sends itself to bring the result pane forward (the skip
/// link in the shell, a selection in the editor); every lab's [`use_pane`] listens.
const SHOW_RESULT: &str = "placement-playground:show-result";

/// Which pane a narrow screen shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pane {
    Result,
    Edit,
}

/// The pane a narrow screen shows (the result first), switched by
/// [`pane_switch`] and by [`show_result`].
#[hook]
pub fn use_pane() -> UseStateHandle<Pane> {
    let pane = use_state_eq(|| Pane::Result);
    {
        let pane = pane.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, SHOW_RESULT, move |_| pane.set(Pane::Result))
            });
            move || drop(listener)
        });
    }
    pane
}

/// The class for the element holding both panes.
pub fn columns_class(pane: Pane) -> &'static str {
    match pane {
        Pane::Result => "showing-result",
        Pane::Edit => "showing-edit",
    }
}

/// The Edit / Result switch (shown on narrow screens only, by CSS; not at all
/// when the page shows the result alone).
pub fn pane_switch(pane: &UseStateHandle<Pane>) -> Html {
    if crate::platform::address::view() == crate::platform::address::View::Result {
        return html! {};
    }
    let button = |which: Pane, id: &str, label: String| {
        let pane = pane.clone();
        html! {
            <button type="button" id={id.to_string()} class="secondary" aria-pressed={(*pane == which).to_string()}
                aria-controls={RESULT_ID} onclick={move |_| pane.set(which)}>{ label }</button>
        }
    };
    html! {
        <div class="pane-switch" role="group" aria-label={text("shell-pane-switch-label", &[])}>
            { button(Pane::Result, "show-result", text("shell-pane-result", &[])) }
            { button(Pane::Edit, "show-editor", if crate::platform::address::read_only() { text("shell-pane-inputs", &[]) } else { text("shell-pane-edit", &[]) }) }
        </div>
    }
}

/// Brings the result pane forward (on a narrow screen showing the editor, it
/// switches to the result); what to do there runs after the page has drawn it.
pub fn show_result(then: impl FnOnce() + 'static) {
    if let Some(w) = web_sys::window() {
        if let Ok(event) = web_sys::Event::new(SHOW_RESULT) {
            let _ = w.dispatch_event(&event);
        }
    }
    // The switch re-renders first; a zero timeout runs after it.
    Timeout::new(0, then).forget();
}

/// The skip link, first on the page: to the lab's result (never through the
/// URL fragment, which names the lab).
pub fn skip_link() -> Html {
    let onclick = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        show_result(|| {
            focus_and_scroll(&format!("#{RESULT_ID}"));
        });
    });
    html! {
        <a class="skip-link" href={format!("#{RESULT_ID}")} {onclick}>{ text("shell-skip-to-result", &[]) }</a>
    }
}

/// Scrolls the element at `selector` into view and focuses its heading (its
/// first `[data-heading]`, `h2` or `h3`, else itself), made focusable by
/// script only (`tabindex=-1`). Returns the element.
pub fn focus_and_scroll(selector: &str) -> Option<Element> {
    let document = web_sys::window()?.document()?;
    let target = document.query_selector(selector).ok()??;
    let heading = target
        .query_selector("[data-heading], h2, h3")
        .ok()
        .flatten()
        .unwrap_or_else(|| target.clone());
    if !heading.has_attribute("tabindex") {
        let _ = heading.set_attribute("tabindex", "-1");
    }
    // In a frame the page is the host's: moving focus or scrolling into view would scroll the
    // host page too (issue 39: 0 → 595 px on a click), and a frame as tall as its content has
    // nothing of its own to scroll. So there focus moves without scrolling, and nothing scrolls.
    let embedded = crate::platform::address::embedded();
    if let Some(h) = heading.dyn_ref::<HtmlElement>() {
        if embedded {
            focus_without_scrolling(h);
        } else {
            let _ = h.focus();
        }
    }
    if !embedded {
        target.scroll_into_view_with_bool(true);
    }
    Some(target)
}

/// `element.focus({ preventScroll: true })`.
fn focus_without_scrolling(element: &HtmlElement) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
    if let Ok(focus) = js_sys::Reflect::get(element, &"focus".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
        let _ = focus.call1(element, &options);
    }
}
