//! What the lessons' pictures share: a name that is a button while a
//! prediction asks for its kind, and the focus's mark (a sign and a word).

use placement::walk::{ChoiceKind, Focus};
use yew::prelude::*;

use crate::text::messages::text;

pub fn name_or_button(kind: ChoiceKind, picking: Option<ChoiceKind>, name: &str, shown: String, on_pick: &Option<Callback<String>>) -> Html {
    match (picking, on_pick) {
        (Some(k), Some(on_pick)) if k == kind => {
            let (on_pick, picked) = (on_pick.clone(), name.to_string());
            let id = format!("pick-{}", name.replace('/', "-"));
            html! { <button type="button" class="pick" {id} data-pick={name.to_string()} onclick={move |_| on_pick.emit(picked.clone())}>{ shown }</button> }
        }
        _ => html! { <span class="name">{ shown }</span> },
    }
}

pub fn focus_mark(focus: &Option<Focus>, kind: ChoiceKind, name: &str) -> Html {
    match focus {
        Some(f) if f.kind == kind && f.name == name => html! {
            <span class="focus-mark"><span aria-hidden="true">{ "◆ " }</span>{ text("learn-pic-focus", &[]) }</span>
        },
        _ => html! {},
    }
}

