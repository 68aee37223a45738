//! A number inside a sentence that can be dragged (issue 34's scrubbable
//! numbers): drag it sideways, or focus it and press the arrow keys (Page
//! Up/Down: ten steps, Home/End: the ends); each change is handed up at once,
//! so the picture and the sentence follow live. It is a `role="slider"`
//! whose `aria-valuenow` and `aria-valuetext` say the value.

use web_sys::{HtmlElement, KeyboardEvent, PointerEvent};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScrubProps {
    /// The value now.
    pub value: i64,
    pub min: i64,
    pub max: i64,
    /// One arrow key's step (> 0).
    pub step: i64,
    /// The value as the sentence shows it (`600 GiB`).
    pub shown: AttrValue,
    /// What the number is, for a screen reader (`B1's usable storage`).
    pub label: AttrValue,
    pub on_change: Callback<i64>,
    #[prop_or_default]
    pub id: Option<AttrValue>,
}

/// The value a key leads to, if the key moves it.
pub fn key_value(key: &str, now: i64, min: i64, max: i64, step: i64) -> Option<i64> {
    let step = step.max(1);
    let next = match key {
        "ArrowRight" | "ArrowUp" => now.saturating_add(step),
        "ArrowLeft" | "ArrowDown" => now.saturating_sub(step),
        "PageUp" => now.saturating_add(step.saturating_mul(10)),
        "PageDown" => now.saturating_sub(step.saturating_mul(10)),
        "Home" => min,
        "End" => max,
        _ => return None,
    };
    Some(next.clamp(min, max))
}

/// Pixels of drag per step.
const PIXELS_PER_STEP: f64 = 4.0;

#[function_component]
pub fn ScrubNumber(p: &ScrubProps) -> Html {
    // Where a drag started: (pointer x, value then).
    let drag = use_mut_ref(|| None::<(f64, i64)>);
    let node = use_node_ref();
    let (min, max, step) = (p.min, p.max, p.step.max(1));
    let onpointerdown = {
        let (drag, node, value) = (drag.clone(), node.clone(), p.value);
        Callback::from(move |e: PointerEvent| {
            if let Some(el) = node.cast::<HtmlElement>() {
                let _ = el.set_pointer_capture(e.pointer_id());
                let _ = el.focus();
            }
            e.prevent_default();
            *drag.borrow_mut() = Some((f64::from(e.client_x()), value));
        })
    };
    let onpointermove = {
        let (drag, on_change, now) = (drag.clone(), p.on_change.clone(), p.value);
        Callback::from(move |e: PointerEvent| {
            let Some((x0, v0)) = *drag.borrow() else { return };
            let steps = ((f64::from(e.client_x()) - x0) / PIXELS_PER_STEP).round() as i64;
            let next = v0.saturating_add(steps.saturating_mul(step)).clamp(min, max);
            if next != now {
                on_change.emit(next);
            }
        })
    };
    let onpointerup = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| *drag.borrow_mut() = None)
    };
    let onkeydown = {
        let (on_change, now) = (p.on_change.clone(), p.value);
        Callback::from(move |e: KeyboardEvent| {
            if let Some(next) = key_value(&e.key(), now, min, max, step) {
                e.prevent_default();
                if next != now {
                    on_change.emit(next);
                }
            }
        })
    };
    html! {
        <span class="scrub-number" role="slider" tabindex="0" ref={node} id={p.id.clone()}
            aria-label={p.label.clone()} aria-valuemin={min.to_string()} aria-valuemax={max.to_string()}
            aria-valuenow={p.value.to_string()} aria-valuetext={p.shown.clone()}
            onpointercancel={onpointerup.clone()} {onpointerdown} {onpointermove} {onpointerup} {onkeydown}>
            { p.shown.clone() }
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_move_within_the_range() {
        assert_eq!(key_value("ArrowRight", 10, 0, 100, 5), Some(15));
        assert_eq!(key_value("ArrowDown", 3, 0, 100, 5), Some(0));
        assert_eq!(key_value("PageUp", 10, 0, 100, 5), Some(60));
        assert_eq!(key_value("End", 10, 0, 100, 5), Some(100));
        assert_eq!(key_value("Home", 10, 0, 100, 5), Some(0));
        assert_eq!(key_value("a", 10, 0, 100, 5), None);
        assert_eq!(key_value("ArrowUp", i64::MAX, 0, i64::MAX, 5), Some(i64::MAX));
    }
}
