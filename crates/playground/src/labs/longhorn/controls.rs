//! The form controls the lab's editors share: a labelled checkbox and
//! selects, each with a stable id (the browser tests and the labels find them).

use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A labelled checkbox with a stable id.
pub fn checkbox(id: String, label: &str, checked: bool, on: Callback<bool>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        )
    });
    html! {
        <label class="check" for={id.clone()}>
            <input type="checkbox" id={id} {checked} {onchange} />{ label }
        </label>
    }
}

/// A select of `(value, label)` options with a stable id.
pub fn select(
    id: String,
    label: &str,
    options: Vec<(String, String)>,
    current: &str,
    on: Callback<String>,
) -> Html {
    labelled_select(id, label, false, options, current, on)
}

/// A select whose label only screen readers read (a table row already shows
/// its name beside it).
pub fn select_in_row(
    id: String,
    label: &str,
    options: Vec<(String, String)>,
    current: &str,
    on: Callback<String>,
) -> Html {
    labelled_select(id, label, true, options, current, on)
}

fn labelled_select(
    id: String,
    label: &str,
    hide_label: bool,
    options: Vec<(String, String)>,
    current: &str,
    on: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(e.target_unchecked_into::<HtmlSelectElement>().value())
    });
    html! {
        <span class="field">
            <label for={id.clone()} class={classes!(hide_label.then_some("sr-only"))}>{ label }</label>
            <select {id} {onchange}>
                { for options.into_iter().map(|(value, text)| { let selected = value == current; html! {
                    <option {selected} {value}>{ text }</option>
                } }) }
            </select>
        </span>
    }
}
