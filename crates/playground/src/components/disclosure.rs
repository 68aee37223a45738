//! A `<details>` whose body is a part: mounted (and its chunk fetched) the first
//! time it is opened, and kept after it is closed (what was picked in it stays).

use yew::prelude::*;

/// The `ontoggle` of such a `<details>`: sets `shown` when it opens.
pub fn on_first_open(shown: &UseStateHandle<bool>) -> Callback<Event> {
    let shown = shown.clone();
    Callback::from(move |e: Event| {
        if e.target_unchecked_into::<web_sys::Element>().has_attribute("open") {
            shown.set(true);
        }
    })
}
