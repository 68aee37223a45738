//! Keyboard moves shared by the labs: the arrow keys in a tab list.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// Where an arrow key moves in a list of `len` items from `at` (`None`: not a move key).
pub fn step(key: &str, at: usize, len: usize) -> Option<usize> {
    if len == 0 {
        return None;
    }
    match key {
        "ArrowRight" | "ArrowDown" => Some((at + 1) % len),
        "ArrowLeft" | "ArrowUp" => Some((at + len - 1) % len),
        "Home" => Some(0),
        "End" => Some(len - 1),
        _ => None,
    }
}

/// The `onkeydown` of a `role="tablist"`: the arrow keys, Home and End move
/// to another tab and select it (as a click does), the ARIA tabs pattern.
pub fn tablist_keydown() -> Callback<KeyboardEvent> {
    Callback::from(|e: KeyboardEvent| {
        let Some(list) = e.current_target().and_then(|t| t.dyn_into::<HtmlElement>().ok()) else {
            return;
        };
        let Ok(tabs) = list.query_selector_all("[role=tab]") else {
            return;
        };
        let tabs: Vec<HtmlElement> = (0..tabs.length())
            .filter_map(|i| tabs.item(i)?.dyn_into::<HtmlElement>().ok())
            .collect();
        let active = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element());
        let Some(at) = tabs
            .iter()
            .position(|t| active.as_ref().is_some_and(|a| a == t.as_ref() as &web_sys::Element))
        else {
            return;
        };
        if let Some(next) = step(&e.key(), at, tabs.len()) {
            e.prevent_default();
            let _ = tabs[next].focus();
            tabs[next].click();
        }
    })
}

/// A tab's `tabindex`: only the selected tab is in the Tab order (roving).
pub fn tab_index(selected: bool) -> &'static str {
    if selected {
        "0"
    } else {
        "-1"
    }
}

#[cfg(test)]
mod tests {
    use super::step;

    #[test]
    fn arrows_wrap_around_and_home_end_jump() {
        assert_eq!(step("ArrowRight", 2, 3), Some(0));
        assert_eq!(step("ArrowLeft", 0, 3), Some(2));
        assert_eq!(step("ArrowDown", 0, 3), Some(1));
        assert_eq!(step("Home", 2, 3), Some(0));
        assert_eq!(step("End", 0, 3), Some(2));
        assert_eq!(step("a", 0, 3), None);
        assert_eq!(step("ArrowRight", 0, 0), None);
    }
}
