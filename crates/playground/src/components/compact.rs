//! A read-only embed's compact view (issue 39): a docs page wants a lab's answer and its
//! picture — a rollout embed was 1,794 px tall — so the rest of the result (tables, numbers,
//! charts, what-ifs) waits behind one "Show details" button and is made only when asked for.
//! Every lab wraps its details in [`Details`], so all four behave alike; outside a compact
//! embed the details are shown as they always were.

use yew::prelude::*;

use crate::text::messages::text;

/// The id of the details' container, which the button controls.
pub const DETAILS_ID: &str = "lab-details";

#[derive(Properties, PartialEq)]
pub struct DetailsProps {
    pub children: Html,
}

/// A lab's details: behind a disclosure button in a compact embed, else as they are.
#[function_component]
pub fn Details(props: &DetailsProps) -> Html {
    let open = use_state(|| false);
    if !crate::platform::address::compact() {
        return props.children.clone();
    }
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    html! {
        <div class="compact-details">
            <button type="button" class="secondary details-toggle" id="show-details" aria-expanded={open.to_string()}
                aria-controls={DETAILS_ID} onclick={toggle}>
                { text(if *open { "shell-details-hide" } else { "shell-details-show" }, &[]) }
            </button>
            <div id={DETAILS_ID} hidden={!*open}>
                if *open { { props.children.clone() } }
            </div>
        </div>
    }
}
