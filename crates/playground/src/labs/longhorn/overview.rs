//! The placement map's overview for large clusters (issue #10): from
//! [`OVERVIEW_FROM`] nodes on, each zone draws its nodes as small squares —
//! the node's number of replicas, a pattern and a symbol for a node that is
//! down, cordoned or has disks that take no replicas, every square labelled
//! with a whole sentence — instead of a card per node (100 cards are
//! ~2,700 px). A square opens its node's card under the zone's row; the
//! arrow keys move between squares (one of them in the Tab order, as in the
//! rollout grid); Alt+←/→ moves the node to another zone, as on its card.

use std::collections::HashMap;
use std::rc::Rc;

use placement::kernel::message::Message;
use placement::longhorn::{disk_takes_replicas, Node, ReplicaState, Scenario, ScheduleResult};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use super::drawing;
use super::map::{node_card, zone_html, MapProps, Marks, Placed};
use super::labels::slug;
use crate::text::messages::{render, text};

/// From this many nodes on, the map opens as the overview.
pub const OVERVIEW_FROM: usize = 40;

/// What a node's square shows and says.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NodeSummary {
    /// Replicas on the node's disks after the run (what-if ghosts not counted).
    pub replicas: usize,
    /// Replicas (and ghosts) on the node that carry a mark: changed by the last edit, or by a what-if.
    pub marked: usize,
    /// Not ready, or its instance manager / engine image not ready.
    pub down: bool,
    pub cordoned: bool,
    /// `allowScheduling` off, or eviction requested (which needs scheduling off).
    pub scheduling_off: bool,
    /// Eviction requested: its replicas are being moved away (the card's badge says so too).
    pub evicting: bool,
    /// Disks that take no replicas (scheduling off, evicting, or `Schedulable` not `True`).
    pub unschedulable_disks: usize,
    /// The selected replica is on this node.
    pub selected: bool,
}

/// Every node's summary, by name (linear in nodes, disks and replicas).
pub fn summaries<'a>(
    scenario: &'a Scenario,
    result: &ScheduleResult,
    marks: &Marks,
    selected: Option<&(usize, String)>,
) -> HashMap<&'a str, NodeSummary> {
    let mut out: HashMap<&str, NodeSummary> = scenario
        .nodes
        .iter()
        .map(|n| {
            let summary = NodeSummary {
                down: !n.ready || !n.engine_ready,
                cordoned: n.cordoned,
                scheduling_off: !n.allow_scheduling || n.eviction_requested,
                evicting: n.eviction_requested,
                unschedulable_disks: n.disks.iter().filter(|d| !disk_takes_replicas(d, &scenario.settings)).count(),
                ..NodeSummary::default()
            };
            (n.name.as_str(), summary)
        })
        .collect();
    for (k, v) in result.volumes.iter().enumerate() {
        for r in &v.replicas {
            let Some(s) = r.node.as_deref().and_then(|n| out.get_mut(n)) else { continue };
            let on_disk = r.disk.is_some() && r.state != ReplicaState::Unscheduled;
            if on_disk {
                s.replicas += 1;
                if marks.chips.contains_key(&(v.name.clone(), r.name.clone())) {
                    s.marked += 1;
                }
            }
            if selected.is_some_and(|(sk, sn)| *sk == k && *sn == r.name) {
                s.selected = true;
            }
        }
    }
    for g in &marks.ghosts {
        if let Some(s) = out.get_mut(g.node.as_str()) {
            s.marked += 1;
        }
    }
    out
}

/// The square's name for screen readers and its tooltip: one sentence,
/// "node-042: 3 replicas, 1 unschedulable disk." (`node` may carry the
/// node's mark). A node in several states is named by the one that keeps
/// the most replicas away: down, then evicting, then scheduling disabled, then cordoned
/// (the square's pattern and frame show each; its card, the rest).
pub fn square_label(node: &str, s: &NodeSummary) -> String {
    let id = if s.down {
        "map-square-label-down"
    } else if s.evicting {
        "map-square-label-evicting"
    } else if s.scheduling_off {
        "map-square-label-off"
    } else if s.cordoned {
        "map-square-label-cordoned"
    } else {
        "map-square-label"
    };
    render(
        &Message::new(id)
            .arg("node", node)
            .arg("replicas", s.replicas)
            .arg("disks", s.unschedulable_disks)
            .arg("marked", s.marked),
    )
}

/// Where a key moves the focusable square, `(zone row, position)`: → and ←
/// to the next and previous square, on into the next or previous zone; ↓
/// and ↑ to the same position in the next or previous zone with nodes;
/// Home and End to the zone's ends, Ctrl+Home and Ctrl+End to the first and
/// last node. `None`: not a key that moves.
pub fn square_move(key: &str, ctrl: bool, at: (usize, usize), lens: &[usize]) -> Option<(usize, usize)> {
    let (r, k) = at;
    let end = |row: usize| lens[row].saturating_sub(1);
    let next_row = lens.iter().enumerate().skip(r + 1).find(|&(_, &n)| n > 0).map(|(row, _)| row);
    let prev_row = lens.iter().enumerate().take(r).rev().find(|&(_, &n)| n > 0).map(|(row, _)| row);
    let first_row = lens.iter().position(|&n| n > 0)?;
    let last_row = lens.iter().rposition(|&n| n > 0)?;
    match key {
        "ArrowRight" if k < end(r) => Some((r, k + 1)),
        "ArrowRight" => Some(next_row.map_or(at, |row| (row, 0))),
        "ArrowLeft" if k > 0 => Some((r, k - 1)),
        "ArrowLeft" => Some(prev_row.map_or(at, |row| (row, end(row)))),
        "ArrowDown" => Some(next_row.map_or(at, |row| (row, k.min(end(row))))),
        "ArrowUp" => Some(prev_row.map_or(at, |row| (row, k.min(end(row))))),
        "Home" if ctrl => Some((first_row, 0)),
        "End" if ctrl => Some((last_row, end(last_row))),
        "Home" => Some((r, 0)),
        "End" => Some((r, end(r))),
        _ => None,
    }
}

/// A square's id: `map-square-<node>` on the lab's map, `<map id>-square-<node>` on another.
pub fn square_id(map: &str, node: &str) -> String {
    if map == "placement-map" {
        format!("map-square-{}", slug(node))
    } else {
        format!("{map}-square-{}", slug(node))
    }
}

/// The overview's state: the node whose card is open, and the square the
/// arrow keys moved to (else the selected replica's node, else the first).
#[derive(Clone, PartialEq)]
pub struct OverviewState {
    expanded: UseStateHandle<Option<String>>,
    active: UseStateHandle<Option<String>>,
}

/// The overview's state; when the selected replica's node changes, its
/// square becomes the focusable one and is scrolled into view within its
/// zone (not the page: the why panel is what the selection scrolls to).
#[hook]
pub fn use_overview_state(map: &str, selected_node: Option<String>) -> OverviewState {
    let state = OverviewState { expanded: use_state_eq(|| None), active: use_state_eq(|| None) };
    let active = state.active.clone();
    use_effect_with((map.to_string(), selected_node), move |(map, node)| {
        if let Some(node) = node {
            active.set(None);
            scroll_into_zone(square_id(map, node));
        }
    });
    // A card opened from a square low on the screen would open out of sight:
    // bring its bottom into view (a card taller than the window shows its top).
    use_effect_with(((*state.expanded).clone(), map.to_string()), |(open, map)| {
        if open.is_some() {
            reveal_card(format!("{map}-card"));
        }
    });
    state
}

/// Scrolls the page so the open card is in view, if it is not.
fn reveal_card(id: String) {
    gloo::timers::callback::Timeout::new(0, move || {
        let window = web_sys::window();
        let height = window.as_ref().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64()).unwrap_or(0.0);
        let Some(card) = window.and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&id)) else { return };
        let rect = card.get_bounding_client_rect();
        if rect.bottom() > height {
            card.scroll_into_view_with_bool(rect.height() > height);
        }
    })
    .forget();
}

/// Scrolls the square's zone row (a box of its own) so the square is in it.
fn scroll_into_zone(id: String) {
    gloo::timers::callback::Timeout::new(0, move || {
        let document = web_sys::window().and_then(|w| w.document());
        let Some(square) = document.and_then(|d| d.get_element_by_id(&id)).and_then(|e| e.dyn_into::<HtmlElement>().ok()) else {
            return;
        };
        let Some(row) = square.parent_element() else { return };
        let (top, height) = (square.offset_top(), square.offset_height());
        if top < row.scroll_top() {
            row.set_scroll_top(top);
        } else if top + height > row.scroll_top() + row.client_height() {
            row.set_scroll_top(top + height - row.client_height());
        }
    })
    .forget();
}

/// The node a selected replica is on (placed or not, when the result names one).
pub fn selected_node(result: &ScheduleResult, selected: Option<&(usize, String)>) -> Option<String> {
    let (k, name) = selected?;
    result.volumes.get(*k)?.replicas.iter().find(|r| &r.name == name)?.node.clone()
}

/// The overview: a line that says how to read and use it, then each zone
/// with a row of squares and the open card under it.
pub(super) fn overview(props: &MapProps, placed: &Placed, state: &OverviewState) -> Html {
    let summaries = summaries(&props.scenario, &props.result, &props.marks, props.selected.as_ref());
    let rows: Vec<Vec<&Node>> =
        props.zones.iter().map(|z| props.scenario.nodes.iter().filter(|n| &n.zone == z).collect()).collect();
    let lens: Vec<usize> = rows.iter().map(Vec::len).collect();
    // Shared by every square's key handler: built once per render, not per square.
    let grid = Rc::new(Grid { names: rows.iter().map(|ns| ns.iter().map(|n| n.name.clone()).collect()).collect(), lens: lens.clone() });
    let find = |name: &str| rows.iter().enumerate().find_map(|(r, ns)| ns.iter().position(|n| n.name == name).map(|k| (r, k)));
    let selected = summaries.iter().find(|(_, s)| s.selected).map(|(n, _)| n.to_string());
    let active = (*state.active).as_deref().and_then(find).or_else(|| selected.as_deref().and_then(find))
        .or_else(|| lens.iter().position(|&n| n > 0).map(|r| (r, 0)));
    let hint_id = format!("{}-overview-hint", props.id);
    let count = Message::new("map-overview-hint").arg("count", props.scenario.nodes.len());
    let square = |r: usize, k: usize, n: &Node| {
        let s = summaries.get(n.name.as_str()).cloned().unwrap_or_default();
        square_html(props, state, n, &s, active == Some((r, k)), &grid, (r, k))
    };
    html! {
        <>
        <p class="hint" id={hint_id.clone()}>{ render(&count) }
            if props.drawing.is_some() { { " " }{ text("map-overview-drawing-hint", &[]) } }</p>
        <div class="map-overview" role="group" aria-describedby={hint_id}>
            { for props.zones.iter().enumerate().map(|(z, zone)| zone_html(props, z, zone, |nodes| {
                let open = nodes.iter().find(|n| (*state.expanded).as_deref() == Some(n.name.as_str()));
                html! {
                    <>
                    if !nodes.is_empty() {
                        <div class="map-squares">{ for nodes.iter().enumerate().map(|(k, n)| square(z, k, n)) }</div>
                    }
                    if let Some(n) = open { { card_html(props, placed, state, n) } }
                    </>
                }
            })) }
        </div>
        </>
    }
}

/// The squares' node names by zone row, and each row's length (what the arrow keys move over).
struct Grid {
    names: Vec<Vec<String>>,
    lens: Vec<usize>,
}

/// One square: a button that opens (or closes) the node's card.
fn square_html(
    props: &MapProps,
    state: &OverviewState,
    n: &Node,
    s: &NodeSummary,
    active: bool,
    grid: &Rc<Grid>,
    at: (usize, usize),
) -> Html {
    let id = square_id(&props.id, &n.name);
    let mark = props.marks.nodes.get(&n.name);
    let shown = match mark {
        Some(m) => text("map-node-with-mark", &[("node", &n.name), ("mark", &m.text)]),
        None => n.name.clone(),
    };
    let label = square_label(&shown, s);
    let open = (*state.expanded).as_deref() == Some(n.name.as_str());
    let onclick = {
        let (expanded, active, name) = (state.expanded.clone(), state.active.clone(), n.name.clone());
        Callback::from(move |_: MouseEvent| {
            active.set(Some(name.clone()));
            expanded.set((!open).then(|| name.clone()));
        })
    };
    let alt_keys = props.drawing.as_ref().map(|d| drawing::node_keys(d, &n.name, &n.zone, &props.zones, id.clone()));
    let (grid, map, active_state, expanded) = (grid.clone(), props.id.to_string(), state.active.clone(), state.expanded.clone());
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.alt_key() {
            if let Some(keys) = &alt_keys {
                keys.emit(e);
            }
            return;
        }
        if e.key() == "Escape" && open {
            expanded.set(None);
            return;
        }
        if let Some((r, k)) = square_move(&e.key(), e.ctrl_key() || e.meta_key(), at, &grid.lens) {
            e.prevent_default();
            let name = grid.names[r][k].clone();
            drawing::focus_soon(square_id(&map, &name));
            active_state.set(Some(name));
        }
    });
    let class = classes!(
        "map-square",
        (s.down || s.scheduling_off).then_some("striped"),
        s.cordoned.then_some("cordoned"),
        (s.unschedulable_disks > 0).then_some("has-unschedulable"),
        (s.marked > 0).then_some("marked"),
        s.selected.then_some("selected"),
        open.then_some("open"),
        mark.map(|m| m.class),
    );
    html! {
        <button type="button" {class} key={n.name.clone()} id={id.clone()} tabindex={if active { "0" } else { "-1" }}
            title={label.clone()} aria-label={label} aria-expanded={open.to_string()}
            aria-controls={open.then(|| format!("{}-card", props.id))} aria-current={s.selected.then_some("true")}
            aria-keyshortcuts={props.drawing.is_some().then_some("Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown")}
            {onclick} {onkeydown}>
            <span class="square-count">{ s.replicas }</span>
            if s.unschedulable_disks > 0 { <span class="square-flag" aria-hidden="true">{ format!("!{}", s.unschedulable_disks) }</span> }
            if s.marked > 0 { <span class="square-flag" aria-hidden="true">{ "*" }</span> }
        </button>
    }
}

/// The open node's card under its zone's row, with a close button; Escape
/// in it closes it too, and the focus goes back to the node's square.
fn card_html(props: &MapProps, placed: &Placed, state: &OverviewState, n: &Node) -> Html {
    let square = square_id(&props.id, &n.name);
    let close = {
        let (expanded, square) = (state.expanded.clone(), square.clone());
        move || {
            expanded.set(None);
            drawing::focus_soon(square.clone());
        }
    };
    let onkeydown = {
        let close = close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                close();
            }
        })
    };
    let onclick = Callback::from(move |_: MouseEvent| close());
    html! {
        <div class="map-card" id={format!("{}-card", props.id)} role="group"
            aria-label={text("map-card-label", &[("node", &n.name)])} {onkeydown}>
            <button type="button" class="secondary small map-card-close" id={format!("{}-card-close", props.id)}
                aria-label={text("map-card-close-label", &[("node", &n.name)])} {onclick}>{ text("map-card-close", &[]) }</button>
            { node_card(props, placed, n) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labs::longhorn::map::{Ghost, Mark};

    fn cluster() -> (Scenario, ScheduleResult) {
        let scenario: Scenario = serde_json::from_str(
            r#"{
              "nodes": [
                {"name": "n1", "disks": [
                  {"name": "a", "storageMaximum": "100Gi", "storageAvailable": "100Gi"},
                  {"name": "b", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "allowScheduling": false}]},
                {"name": "n2", "cordoned": true, "disks": [{"name": "a", "storageMaximum": "100Gi", "storageAvailable": "100Gi"}]},
                {"name": "n3", "ready": false, "disks": [
                  {"name": "a", "storageMaximum": "100Gi", "storageAvailable": "100Gi", "evictionRequested": true},
                  {"name": "b", "storageMaximum": "100Gi", "storageAvailable": "5Gi"}]}
              ],
              "volumes": [{"name": "v", "size": "10Gi", "numberOfReplicas": 2}]
            }"#,
        )
        .unwrap();
        let result = placement::longhorn::schedule_replicas(&scenario).unwrap();
        (scenario, result)
    }

    #[test]
    fn a_summary_counts_replicas_states_and_disks_that_take_none() {
        let (scenario, result) = cluster();
        let s = summaries(&scenario, &result, &Marks::default(), None);
        // Every replica on a disk is counted on its node, and only there.
        let placed: usize = s.values().map(|x| x.replicas).sum();
        let on_disks = result.volumes[0].replicas.iter().filter(|r| r.disk.is_some() && r.state != ReplicaState::Unscheduled).count();
        assert_eq!(placed, on_disks);
        assert_eq!(s["n1"].unschedulable_disks, 1, "disk b has scheduling off");
        assert!(!s["n1"].down && !s["n1"].cordoned && !s["n1"].scheduling_off);
        assert!(s["n2"].cordoned);
        assert_eq!(s["n2"].unschedulable_disks, 0);
        assert!(s["n3"].down);
        // a: evicting; b: 5 GiB free of 100 fails Fits(0, 0) (minimal available 25 %).
        assert_eq!(s["n3"].unschedulable_disks, 2);
        assert_eq!(s["n3"].replicas, 0, "a node that is down gets no replica");
    }

    #[test]
    fn the_selected_replica_and_marks_land_on_their_node() {
        let (scenario, result) = cluster();
        let r = &result.volumes[0].replicas[0];
        let node = r.node.clone().unwrap();
        let mut marks = Marks::default();
        marks.chips.insert(("v".into(), r.name.clone()), Mark { text: "moved".into(), class: "changed" });
        marks.ghosts.push(Ghost { volume: 0, replica: "old".into(), node: "n3".into(), disk: "a".into(), mark: Mark { text: "x".into(), class: "ghost-moved" } });
        let s = summaries(&scenario, &result, &marks, Some(&(0, r.name.clone())));
        assert!(s[node.as_str()].selected);
        assert_eq!(s.values().filter(|x| x.selected).count(), 1);
        assert_eq!(s[node.as_str()].marked, 1);
        assert_eq!(s["n3"].marked, 1, "a ghost marks the node it was on");
        assert_eq!(selected_node(&result, Some(&(0, r.name.clone()))), Some(node));
        assert_eq!(selected_node(&result, Some(&(0, "nope".into()))), None);
    }

    #[test]
    fn the_label_is_one_sentence_with_plurals_and_only_the_states_that_hold() {
        let mut s = NodeSummary { replicas: 3, unschedulable_disks: 1, ..NodeSummary::default() };
        assert_eq!(square_label("node-042", &s), "node-042: 3 replicas, 1 unschedulable disk.");
        s = NodeSummary { replicas: 1, ..NodeSummary::default() };
        assert_eq!(square_label("n", &s), "n: 1 replica.");
        s = NodeSummary { replicas: 0, down: true, cordoned: true, scheduling_off: true, evicting: false, unschedulable_disks: 2, marked: 2, selected: true };
        assert_eq!(square_label("n", &s), "n is down: 0 replicas, 2 unschedulable disks, 2 replicas marked.");
        s.down = false;
        assert_eq!(square_label("n", &s), "n has scheduling disabled: 0 replicas, 2 unschedulable disks, 2 replicas marked.");
        s.evicting = true;
        assert_eq!(square_label("n", &s), "n is being evicted: 0 replicas, 2 unschedulable disks, 2 replicas marked.");
        s = NodeSummary { replicas: 2, cordoned: true, marked: 1, ..NodeSummary::default() };
        assert_eq!(square_label("n", &s), "n is cordoned: 2 replicas, 1 replica marked.");
    }

    #[test]
    fn keys_move_across_zones_skip_empty_ones_and_jump_to_the_ends() {
        let lens = [3, 0, 2];
        assert_eq!(square_move("ArrowRight", false, (0, 1), &lens), Some((0, 2)));
        assert_eq!(square_move("ArrowRight", false, (0, 2), &lens), Some((2, 0)), "on into the next zone with nodes");
        assert_eq!(square_move("ArrowRight", false, (2, 1), &lens), Some((2, 1)), "the last node stays");
        assert_eq!(square_move("ArrowLeft", false, (2, 0), &lens), Some((0, 2)));
        assert_eq!(square_move("ArrowLeft", false, (0, 0), &lens), Some((0, 0)));
        assert_eq!(square_move("ArrowDown", false, (0, 2), &lens), Some((2, 1)), "same position, clamped");
        assert_eq!(square_move("ArrowUp", false, (2, 1), &lens), Some((0, 1)));
        assert_eq!(square_move("ArrowUp", false, (0, 1), &lens), Some((0, 1)));
        assert_eq!(square_move("Home", false, (0, 2), &lens), Some((0, 0)));
        assert_eq!(square_move("End", false, (0, 0), &lens), Some((0, 2)));
        assert_eq!(square_move("End", true, (0, 0), &lens), Some((2, 1)));
        assert_eq!(square_move("Home", true, (2, 1), &lens), Some((0, 0)));
        assert_eq!(square_move("Enter", false, (0, 0), &lens), None);
        assert_eq!(square_move("ArrowRight", false, (0, 0), &[0, 0]), None);
    }

    #[test]
    fn every_node_is_reached_by_arrow_right_from_the_first() {
        let lens = [25, 25, 0, 25, 25];
        let mut at = (0, 0);
        let mut seen = 1;
        while let Some(next) = square_move("ArrowRight", false, at, &lens).filter(|&n| n != at) {
            at = next;
            seen += 1;
        }
        assert_eq!((seen, at), (100, (4, 24)));
    }
}
