//! A disk's bar as a slider (issue #10; shared by the balance lab and the
//! Learn section's pictures): drag it, or focus it and press the
//! arrow keys, to set the disk's usable storage. The drag shows its value as
//! it goes and makes one edit when it ends; each key press is one edit (the
//! history groups quick presses into one undo step, as it groups typing).

use web_sys::{HtmlElement, KeyboardEvent, PointerEvent};
use yew::prelude::*;

use crate::text::messages::text;
use crate::text::units::{field_text, in_unit, Unit};
use placement::kernel::float_text::fixed;

#[derive(Properties, PartialEq)]
pub struct SliderProps {
    /// `node/disk`.
    pub name: AttrValue,
    pub usable: i64,
    /// The replica's size (the striped part), in bytes.
    pub replica: i64,
    /// The track's end, in bytes (the same for every disk: one scale).
    pub max: i64,
    /// A key press's step, in bytes.
    pub step: i64,
    pub unit: Unit,
    /// Dimmed bar: the disk cannot win (too small, or on a node not chosen).
    pub muted: bool,
    /// Sets the disk's usable storage, in bytes.
    pub on_set: Callback<i64>,
}

/// The value a key press leads to, if the key moves the slider.
pub fn key_value(key: &str, now: i64, step: i64, max: i64) -> Option<i64> {
    let next = match key {
        "ArrowRight" | "ArrowUp" => now + step,
        "ArrowLeft" | "ArrowDown" => now - step,
        "PageUp" => now + 10 * step,
        "PageDown" => now - 10 * step,
        "Home" => 0,
        "End" => max,
        _ => return None,
    };
    Some(snap(next, step).clamp(0, max))
}

/// `bytes` to the nearest step.
fn snap(bytes: i64, step: i64) -> i64 {
    let step = step.max(1);
    (bytes + step / 2).div_euclid(step) * step
}

/// The value under the pointer: its place along the track. (The track by
/// reference: Yew delegates events, so `current_target` is not the track.)
fn pointer_value(e: &PointerEvent, track: &NodeRef, max: i64, step: i64) -> Option<i64> {
    let track: HtmlElement = track.cast()?;
    let r = track.get_bounding_client_rect();
    let at = ((f64::from(e.client_x()) - r.left()) / r.width().max(1.0)).clamp(0.0, 1.0);
    Some(snap((at * max as f64).round() as i64, step).clamp(0, max))
}

#[function_component]
pub fn UsableSlider(p: &SliderProps) -> Html {
    // The value while a drag is under way (shown, not yet an edit).
    let dragging = use_state_eq(|| None::<i64>);
    let track = use_node_ref();
    let shown = dragging.unwrap_or(p.usable);
    let pct = |bytes: i64| bytes.max(0) as f64 / p.max.max(1) as f64 * 100.0;
    let (max, step) = (p.max, p.step);
    let onpointerdown = {
        let (dragging, track) = (dragging.clone(), track.clone());
        Callback::from(move |e: PointerEvent| {
            if let Some(el) = track.cast::<HtmlElement>() {
                let _ = el.set_pointer_capture(e.pointer_id());
                let _ = el.focus();
            }
            e.prevent_default();
            dragging.set(pointer_value(&e, &track, max, step));
        })
    };
    let onpointermove = {
        let (dragging, track) = (dragging.clone(), track.clone());
        Callback::from(move |e: PointerEvent| {
            if dragging.is_some() {
                dragging.set(pointer_value(&e, &track, max, step));
            }
        })
    };
    // The drag's one edit, when it ends.
    let onpointerup = {
        let (dragging, track, on_set) = (dragging.clone(), track.clone(), p.on_set.clone());
        Callback::from(move |e: PointerEvent| {
            if let Some(value) = pointer_value(&e, &track, max, step).or(*dragging).filter(|_| dragging.is_some()) {
                on_set.emit(value);
            }
            dragging.set(None);
        })
    };
    let onpointercancel = {
        let dragging = dragging.clone();
        Callback::from(move |_: PointerEvent| dragging.set(None))
    };
    let onkeydown = {
        let (on_set, now) = (p.on_set.clone(), p.usable);
        Callback::from(move |e: KeyboardEvent| {
            if let Some(value) = key_value(&e.key(), now, step, max) {
                e.prevent_default();
                if value != now {
                    on_set.emit(value);
                }
            }
        })
    };
    let amount = |bytes: i64| format!("{} {}", in_unit(bytes as f64, p.unit), p.unit.label());
    let fill = shown.min(p.replica) as f64 / shown.max(1) as f64 * 100.0;
    html! {
        <span class={classes!("bar", "usable-slider", p.muted.then_some("muted"), dragging.is_some().then_some("dragging"))}
            role="slider" tabindex="0" data-slider={p.name.clone()} ref={track}
            aria-label={text("balance-slider-label", &[("disk", &p.name)])}
            aria-valuemin="0" aria-valuemax={field_text(max as f64, p.unit)} aria-valuenow={field_text(shown as f64, p.unit)}
            aria-valuetext={text("balance-slider-value", &[("amount", &amount(shown))])}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
            <span class="bar-usable" style={format!("width: {}%", fixed(pct(shown), 2))}>
                <span class="bar-replica" style={format!("width: {}%", fixed(fill, 2))}></span>
            </span>
        </span>
    }
}

/// The track's end and a key press's step for bars whose widest is `widest`
/// bytes: a quarter more than the widest, in round steps of about 1 % of it.
pub fn scale(widest: i64, unit: Unit) -> (i64, i64) {
    let unit_bytes = unit.bytes();
    let rough = widest.max(1) as f64 * 1.25 / 100.0 / unit_bytes;
    // Round steps of 1, 2 or 5 × 10ⁿ whole units (never a fraction of a unit).
    let step_units = if rough <= 1.0 {
        1.0
    } else {
        let magnitude = 10f64.powf(rough.log10().floor());
        [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * magnitude).find(|s| *s >= rough).unwrap_or(rough)
    };
    let step = (step_units * unit_bytes) as i64;
    let max = (widest.max(1) as f64 * 1.25 / step as f64).ceil() as i64 * step;
    (max, step)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GIB: i64 = 1 << 30;

    #[test]
    fn keys_move_by_a_step_ten_steps_or_to_the_ends_within_the_track() {
        assert_eq!(key_value("ArrowRight", 100 * GIB, 10 * GIB, 1200 * GIB), Some(110 * GIB));
        assert_eq!(key_value("ArrowDown", 100 * GIB, 10 * GIB, 1200 * GIB), Some(90 * GIB));
        assert_eq!(key_value("PageUp", 100 * GIB, 10 * GIB, 1200 * GIB), Some(200 * GIB));
        assert_eq!(key_value("PageDown", 50 * GIB, 10 * GIB, 1200 * GIB), Some(0));
        assert_eq!(key_value("End", 50 * GIB, 10 * GIB, 1200 * GIB), Some(1200 * GIB));
        assert_eq!(key_value("Home", 50 * GIB, 10 * GIB, 1200 * GIB), Some(0));
        assert_eq!(key_value("Tab", 50 * GIB, 10 * GIB, 1200 * GIB), None);
        // An odd value lands on the step grid.
        assert_eq!(key_value("ArrowRight", 104 * GIB, 10 * GIB, 1200 * GIB), Some(110 * GIB));
    }

    #[test]
    fn the_scale_ends_a_quarter_past_the_widest_in_whole_round_steps() {
        // The docs example: widest 900 GiB → steps of 20 GiB, track to 1,140 GiB.
        let (max, step) = scale(900 * GIB, Unit::GiB);
        assert_eq!(step, 20 * GIB);
        assert_eq!(max, 1140 * GIB);
        assert!(max >= 900 * GIB * 5 / 4);
        let (max, step) = scale(300 << 20, Unit::MiB);
        assert_eq!(step % (1 << 20), 0, "whole MiB");
        assert!(max >= (375 << 20));
    }
}
