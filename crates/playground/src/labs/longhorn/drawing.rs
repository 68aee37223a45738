//! Drawing on the placement map (issue #10): a click into a zone adds a node
//! there (empty zones too), a node dragged onto another zone moves there, and
//! on a focused node Alt+← / Alt+→ move it to the zone before or after. Each
//! is one edit of the drawing, so one undo takes it back, as with the forms.

use wasm_bindgen::JsCast;
use web_sys::{DragEvent, Element, HtmlElement, KeyboardEvent, MouseEvent};
use yew::prelude::*;

use super::draft::Draft;
use super::state::{action, Dispatch};
use crate::text::messages::text;

/// What the map may change: add a node in a zone, move a node to a zone
/// (zones by name; "" is the nodes without a zone).
#[derive(Clone, PartialEq)]
pub struct Drawing {
    pub add_node: Callback<String>,
    pub move_node: Callback<(String, String)>,
}

/// The lab's drawing callbacks: each emits one edit through `dispatch`, an undo step of its own.
pub fn for_lab(dispatch: &Dispatch) -> Drawing {
    Drawing {
        add_node: action(dispatch, |draft: &mut Draft, zone: String| {
            let id = zone_id(draft, &zone);
            draft.add_node(id);
        }),
        move_node: action(dispatch, |draft: &mut Draft, (node, zone): (String, String)| {
            let id = zone_id(draft, &zone);
            if let Some(n) = draft.nodes.iter_mut().find(|n| n.name == node) {
                n.zone = id;
            }
        }),
    }
}

fn zone_id(draft: &Draft, zone: &str) -> Option<u32> {
    draft.zones.iter().find(|z| z.name == zone).map(|z| z.id)
}

/// The zones the map draws: the drawing's, in order (empty ones too), then
/// any other zone a node of the scenario names ("" for no zone).
pub fn zones_to_draw(draft: &Draft, scenario: &placement::longhorn::Scenario) -> Vec<String> {
    let mut zones: Vec<String> = Vec::new();
    let names = draft.zones.iter().map(|z| z.name.as_str()).chain(scenario.nodes.iter().map(|n| n.zone.as_str()));
    for name in names {
        if !zones.iter().any(|z| z == name) {
            zones.push(name.to_string());
        }
    }
    zones
}

/// Alt+← / Alt+→ (and Alt+↑ / Alt+↓) on a focused node (its card, or its
/// square in the overview): the zone before or after; the element `focus_id`
/// keeps the focus once the node is drawn in its new zone.
pub fn node_keys(d: &Drawing, node: &str, zone: &str, zones: &[String], focus_id: String) -> Callback<KeyboardEvent> {
    let (node, move_node) = (node.to_string(), d.move_node.clone());
    let at = zones.iter().position(|z| z == zone);
    let zones = zones.to_vec();
    Callback::from(move |e: KeyboardEvent| {
        if !e.alt_key() {
            return;
        }
        let step: isize = match e.key().as_str() {
            "ArrowLeft" | "ArrowUp" => -1,
            "ArrowRight" | "ArrowDown" => 1,
            _ => return,
        };
        e.prevent_default();
        let Some(target) = at.and_then(|k| k.checked_add_signed(step)).and_then(|k| zones.get(k)) else { return };
        move_node.emit((node.clone(), target.clone()));
        focus_soon(focus_id.clone());
    })
}

/// Focuses the element `id` once the next render has drawn it.
pub fn focus_soon(id: String) {
    gloo::timers::callback::Timeout::new(0, move || {
        let found = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&id));
        if let Some(el) = found.and_then(|el| el.dyn_into::<HtmlElement>().ok()) {
            let _ = el.focus();
        }
    })
    .forget();
}

pub fn drag_start(node: &str) -> Callback<DragEvent> {
    let node = node.to_string();
    Callback::from(move |e: DragEvent| {
        if let Some(t) = e.data_transfer() {
            let _ = t.set_data("text/plain", &node);
            t.set_effect_allowed("move");
        }
    })
}

/// A zone accepts the drop (the browser refuses drops by default).
pub fn drag_over() -> Callback<DragEvent> {
    Callback::from(|e: DragEvent| e.prevent_default())
}

pub fn zone_drop(d: &Drawing, zone: &str) -> Callback<DragEvent> {
    let (zone, move_node) = (zone.to_string(), d.move_node.clone());
    Callback::from(move |e: DragEvent| {
        e.prevent_default();
        let node = e.data_transfer().and_then(|t| t.get_data("text/plain").ok()).unwrap_or_default();
        if !node.is_empty() {
            move_node.emit((node, zone.clone()));
        }
    })
}

/// A click on the zone itself (not on a node, a chip or a button) adds a node there.
pub fn zone_click(d: &Drawing, zone: &str) -> Callback<MouseEvent> {
    let (zone, add_node) = (zone.to_string(), d.add_node.clone());
    Callback::from(move |e: MouseEvent| {
        let on_something = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest(".map-node, .map-card, button, .chip").ok().flatten())
            .is_some();
        if !on_something {
            add_node.emit(zone.clone());
        }
    })
}

/// The keyboard's way to add a node in a zone (the click's twin).
pub fn add_node_button(d: &Drawing, z: usize, zone: &str, zone_name: &str) -> Html {
    let (zone, add_node) = (zone.to_string(), d.add_node.clone());
    html! {
        <button type="button" class="small map-add-node" id={format!("map-add-node-{z}")}
            aria-label={text("map-add-node-label", &[("zone", zone_name)])}
            onclick={Callback::from(move |_: MouseEvent| add_node.emit(zone.clone()))}>{ text("map-add-node", &[]) }</button>
    }
}
