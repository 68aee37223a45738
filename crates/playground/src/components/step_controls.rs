//! The controls of anything walked through step by step — the Learn section's
//! lessons, and stories: Back, Next and Restart, "Step n of N", the minutes
//! it takes, a progress bar, and the furthest step reached kept in
//! localStorage. Stateless: the page owns the step and hands `on_go` in.
//! Its words are in `walk.ftl`, which every page that walks loads.

use std::collections::BTreeMap;

use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::platform::storage;
use crate::text::messages::text;

#[derive(Properties, PartialEq)]
pub struct StepControlsProps {
    /// The step shown, from 0.
    pub index: usize,
    /// How many steps.
    pub count: usize,
    /// How long the whole walk takes, in minutes (0: not said).
    #[prop_or_default]
    pub minutes: u32,
    /// Goes to a step (0-based).
    pub on_go: Callback<usize>,
}

/// The step a key leads to from `index` of `count`, for a page that lets the
/// keyboard (or a presentation clicker's PageDown / PageUp) turn the steps.
pub fn key_step(key: &str, index: usize, count: usize) -> Option<usize> {
    match key {
        "PageDown" if index + 1 < count => Some(index + 1),
        "PageUp" if index > 0 => Some(index - 1),
        _ => None,
    }
}

/// Back, the count, the progress, Next and Restart.
#[function_component]
pub fn StepControls(p: &StepControlsProps) -> Html {
    let (index, count) = (p.index, p.count.max(1));
    let go = |to: usize| {
        let on_go = p.on_go.clone();
        Callback::from(move |_: MouseEvent| on_go.emit(to))
    };
    let onkeydown = {
        let on_go = p.on_go.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(to) = key_step(&e.key(), index, count) {
                e.prevent_default();
                on_go.emit(to);
            }
        })
    };
    let n = (index + 1).to_string();
    let total = count.to_string();
    html! {
        <nav class="step-controls" aria-label={text("walk-steps-label", &[])} {onkeydown}>
            <button type="button" id="step-back" disabled={index == 0} onclick={go(index.saturating_sub(1))}>
                <span aria-hidden="true">{ "← " }</span>{ text("walk-back", &[]) }
            </button>
            <span class="step-count" id="step-count" aria-live="polite">{ text("walk-step-of", &[("n", &n), ("count", &total)]) }</span>
            <progress id="step-progress" max={total.clone()} value={n.clone()} aria-label={text("walk-progress", &[("n", &n), ("count", &total)])}></progress>
            if p.minutes > 0 {
                <span class="step-minutes" id="step-minutes">{ text("walk-minutes", &[("minutes", &p.minutes.to_string())]) }</span>
            }
            <button type="button" id="step-next" class="primary" disabled={index + 1 >= count} onclick={go(index + 1)}>
                { text("walk-next", &[]) }<span aria-hidden="true">{ " →" }</span>
            </button>
            <button type="button" id="step-restart" disabled={index == 0} onclick={go(0)}>{ text("walk-restart", &[]) }</button>
        </nav>
    }
}

/// The furthest step reached of each walk, kept under `key` (a JSON object
/// of walk id → step, from 0).
pub fn progress(key: &str) -> BTreeMap<String, usize> {
    storage::get(key)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Remembers that `walk` reached `step` (only ever further).
pub fn remember(key: &str, walk: &str, step: usize) {
    let mut all = progress(key);
    let furthest = all.get(walk).copied().unwrap_or(0).max(step);
    all.insert(walk.to_string(), furthest);
    if let Ok(text) = serde_json::to_string(&all) {
        let _ = storage::set(key, &text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clicker_turns_steps_within_the_walk() {
        assert_eq!(key_step("PageDown", 0, 3), Some(1));
        assert_eq!(key_step("PageDown", 2, 3), None);
        assert_eq!(key_step("PageUp", 0, 3), None);
        assert_eq!(key_step("PageUp", 2, 3), Some(1));
        assert_eq!(key_step("Enter", 1, 3), None);
    }
}
