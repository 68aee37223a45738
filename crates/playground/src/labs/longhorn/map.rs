//! The pieces of the placement map that both its views draw (the cards here,
//! the squares of [`super::overview`]): marks in words — what the last edit
//! changed, or what a what-if would do (a dashed ghost where a replica was,
//! with where it would go) —, the map's props, the chips of replicas (a
//! colour, letter and pattern per volume), a node's card and a zone's box.
//! The lab's own map can be drawn on (see [`Drawing`]).
//! [`super::placement_map`] composes them.

use std::collections::HashMap;
use std::rc::Rc;

use placement::kernel::quantity::format_bytes;
use placement::longhorn::{Node, ReplicaState, Scenario, ScheduleResult};
use yew::prelude::*;

use super::drawing::{self, Drawing};
use super::labels::{short, slug, state_label, volume_key};
use crate::text::messages::text;
use placement::kernel::float_text::fixed;

/// A word beside a chip (never colour alone) and the class that styles it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub text: String,
    pub class: &'static str,
}

/// A replica drawn where it *was*: dashed, with where it would go.
#[derive(Clone, Debug, PartialEq)]
pub struct Ghost {
    pub volume: usize,
    pub replica: String,
    pub node: String,
    pub disk: String,
    pub mark: Mark,
}

/// What the map marks: chips by (volume name, replica name), ghosts, and
/// nodes by name (a what-if's node).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    pub chips: HashMap<(String, String), Mark>,
    pub ghosts: Vec<Ghost>,
    pub nodes: HashMap<String, Mark>,
}

#[derive(Properties, PartialEq)]
pub struct MapProps {
    /// The element id (`placement-map`, `whatif-map`): ids of chips and nodes start with it.
    pub id: AttrValue,
    pub scenario: Rc<Scenario>,
    pub result: Rc<ScheduleResult>,
    /// The zones to draw, in order, empty ones included.
    pub zones: Rc<Vec<String>>,
    #[prop_or_default]
    pub marks: Rc<Marks>,
    #[prop_or_default]
    pub selected: Option<(usize, String)>,
    /// Chips are buttons that show a replica's why when this is set.
    #[prop_or_default]
    pub on_select: Option<Callback<(usize, String)>>,
    /// Adding and moving nodes on the map (the lab's own map, when editable).
    #[prop_or_default]
    pub drawing: Option<Drawing>,
}

/// One chip: a replica on a disk (or in the row of unplaced ones).
pub(super) struct Chip<'a> {
    pub volume: usize,
    pub name: &'a str,
    pub state: ReplicaState,
    pub mark: Option<&'a Mark>,
    pub ghost: bool,
}

/// The chips by (node, disk), the unplaced ones, and each disk's scheduled
/// storage after the run: what the node cards and the overview draw.
pub(super) struct Placed<'a> {
    pub on_disk: HashMap<(&'a str, &'a str), Vec<Chip<'a>>>,
    pub pending: Vec<Chip<'a>>,
    after: HashMap<(&'a str, &'a str), i64>,
}

pub(super) fn placed<'a>(result: &'a ScheduleResult, marks: &'a Marks) -> Placed<'a> {
    let mut on_disk: HashMap<(&str, &str), Vec<Chip>> = HashMap::new();
    let mut pending: Vec<Chip> = Vec::new();
    for (k, v) in result.volumes.iter().enumerate() {
        for r in &v.replicas {
            let chip = Chip {
                volume: k,
                name: &r.name,
                state: r.state,
                mark: marks.chips.get(&(v.name.clone(), r.name.clone())),
                ghost: false,
            };
            match (&r.node, &r.disk) {
                (Some(n), Some(d)) if r.state != ReplicaState::Unscheduled => {
                    on_disk.entry((n.as_str(), d.as_str())).or_default().push(chip)
                }
                _ => pending.push(chip),
            }
        }
    }
    for g in &marks.ghosts {
        let chip = Chip { volume: g.volume, name: &g.replica, state: ReplicaState::Healthy, mark: Some(&g.mark), ghost: true };
        on_disk.entry((g.node.as_str(), g.disk.as_str())).or_default().push(chip);
    }
    let after = result.disks_after.iter().map(|d| ((d.node.as_str(), d.disk.as_str()), d.after)).collect();
    Placed { on_disk, pending, after }
}

/// A node's card: its name (and mark), each disk with its fill and chips;
/// on the lab's map it can be dragged, or moved by Alt+arrow.
pub(super) fn node_card(props: &MapProps, placed: &Placed, n: &Node) -> Html {
    let scenario = &props.scenario;
    let down = !n.ready
        || (n.cordoned && scenario.settings.disable_scheduling_on_cordoned_node)
        || !n.allow_scheduling
        || n.eviction_requested
        || !n.engine_ready;
    let mark = props.marks.nodes.get(&n.name);
    let id = node_id(&props.id, &n.name);
    let keys = props.drawing.as_ref().map(|d| drawing::node_keys(d, &n.name, &n.zone, &props.zones, id.clone()));
    let drag = props.drawing.as_ref().map(|_| drawing::drag_start(&n.name));
    html! {
        <div class={classes!("map-node", down.then_some("down"), mark.map(|m| m.class))} key={n.name.clone()} {id}
            tabindex={keys.is_some().then_some("0")} draggable={drag.is_some().then_some("true")}
            role={keys.is_some().then_some("group")}
            aria-label={keys.as_ref().map(|_| text("map-node-label", &[("node", &n.name)]))}
            aria-keyshortcuts={keys.as_ref().map(|_| "Alt+ArrowLeft Alt+ArrowRight")}
            onkeydown={keys} ondragstart={drag}>
            <div class="map-node-name">{ &n.name }
                if let Some(m) = mark { <span class="map-node-mark">{ format!(" ({})", m.text) }</span> }
            </div>
            { for n.disks.iter().map(|d| {
                let scheduled = placed.after.get(&(n.name.as_str(), d.name.as_str())).copied().unwrap_or(d.storage_scheduled.0);
                let fill = (scheduled as f64 / d.storage_maximum.0.max(1) as f64 * 100.0).clamp(0.0, 100.0);
                html! {
                    <div class="map-disk" key={d.name.clone()}
                        title={text("lh-map-disk-title", &[("disk", &d.name),
                            ("scheduled", &format_bytes(scheduled as f64)), ("maximum", &format_bytes(d.storage_maximum.0 as f64))])}>
                        <span class="map-disk-name">{ &d.name }</span>
                        <span class="map-fill"><span style={format!("width:{}%", fixed(fill, 1))}></span></span>
                        <span class="chips">{ for placed.on_disk.get(&(n.name.as_str(), d.name.as_str())).into_iter().flatten().map(|c| chip_html(props, c)) }</span>
                    </div>
                }
            }) }
        </div>
    }
}

/// A zone: its name, its nodes drawn by `nodes` (cards or squares), a line
/// when it has none, and the "+ node" button; on the lab's map a click into
/// it adds a node and a node dropped on it moves there.
pub(super) fn zone_html(props: &MapProps, z: usize, zone: &str, nodes: impl FnOnce(&[&Node]) -> Html) -> Html {
    let in_zone: Vec<&Node> = props.scenario.nodes.iter().filter(|n| n.zone == zone).collect();
    let name = if zone.is_empty() { text("map-no-zone", &[]) } else { text("map-zone", &[("zone", zone)]) };
    let drop = props.drawing.as_ref().map(|d| drawing::zone_drop(d, zone));
    html! {
        <div class={classes!("map-zone", in_zone.is_empty().then_some("empty"))} key={zone.to_string()}
            id={format!("{}-zone-{z}", props.id)} data-zone={zone.to_string()}
            ondragover={drop.as_ref().map(|_| drawing::drag_over())} ondrop={drop}
            onclick={props.drawing.as_ref().map(|d| drawing::zone_click(d, zone))}>
            <div class="map-zone-name">{ name.clone() }</div>
            <div class="map-nodes">
                { nodes(&in_zone) }
                if in_zone.is_empty() {
                    <p class="hint">{ text("map-zone-empty", &[]) }</p>
                }
                if let Some(d) = &props.drawing {
                    { drawing::add_node_button(d, z, zone, &name) }
                }
            </div>
        </div>
    }
}

/// A node's id: `map-node-<name>` on the lab's map, `<map id>-node-<name>` on another.
pub fn node_id(map: &str, node: &str) -> String {
    if map == "placement-map" {
        format!("map-node-{}", slug(node))
    } else {
        format!("{map}-node-{}", slug(node))
    }
}

pub(super) fn chip_html(props: &MapProps, c: &Chip) -> Html {
    let label = format!("{} {}", volume_key(c.volume), short(c.name));
    let described = match c.mark {
        Some(m) => format!("{label}: {}, {} ({})", c.name, state_label(c.state), m.text),
        None => format!("{label}: {}, {}", c.name, state_label(c.state)),
    };
    let selected = props.selected.as_ref().is_some_and(|(k, n)| *k == c.volume && n == c.name);
    let class = classes!(
        "chip",
        format!("vol-c{}", c.volume % 8),
        format!("state-{:?}", c.state).to_ascii_lowercase(),
        selected.then_some("selected"),
        c.mark.map(|m| m.class),
        c.ghost.then_some("ghost"),
    );
    let marked = c.mark.map(|m| html! { <span class="chip-changed">{ format!(" ({})", m.text) }</span> });
    let id = format!("{}-{}{}", if props.id == "placement-map" { "chip".into() } else { format!("{}-chip", props.id) },
        if c.ghost { "ghost-" } else { "" }, slug(c.name));
    match (&props.on_select, c.ghost) {
        (Some(on_select), false) => {
            let (k, name, cb) = (c.volume, c.name.to_string(), on_select.clone());
            html! {
                <button type="button" {class} {id} title={format!("{} ({}) — show why", c.name, state_label(c.state))}
                    aria-label={described} onclick={Callback::from(move |_: MouseEvent| cb.emit((k, name.clone())))}>
                    { label }{ marked }
                </button>
            }
        }
        _ => html! {
            <span {class} {id} role="img" aria-label={described}>{ label }{ marked }</span>
        },
    }
}
