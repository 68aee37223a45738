//! The placement map: zones → nodes → disks with the replicas on them, the
//! replicas no disk took in a row of their own, and marks in words. Drawn as
//! cards ([`super::map`]) or, for a large cluster, as the squares of
//! [`super::overview`]; this file composes the two and neither imports it.

use yew::prelude::*;

use super::map::{chip_html, node_card, placed, zone_html, MapProps};
use super::overview;
use crate::text::messages::text;

/// The map: the unplaced replicas, then each zone with its nodes — as cards,
/// or, from [`overview::OVERVIEW_FROM`] nodes on, as an overview of small
/// squares (a button shows every card again; the choice stays while the map does).
#[function_component]
pub fn PlacementMap(props: &MapProps) -> Html {
    let show_all = use_state_eq(|| false);
    let overview_state =
        overview::use_overview_state(&props.id, overview::selected_node(&props.result, props.selected.as_ref()));
    let placed = placed(&props.result, &props.marks);
    let large = props.scenario.nodes.len() >= overview::OVERVIEW_FROM;
    let toggle = {
        let show_all = show_all.clone();
        Callback::from(move |_: MouseEvent| show_all.set(!*show_all))
    };
    html! {
        <div class={classes!("placement-map", props.drawing.is_some().then_some("drawable"))} id={props.id.clone()}>
            if large {
                <div class="map-view-toggle">
                    <button type="button" class="secondary small" id={format!("{}-show-all", props.id)}
                        aria-pressed={(*show_all).to_string()} onclick={toggle}>{ text("map-overview-toggle", &[]) }</button>
                </div>
            }
            if !placed.pending.is_empty() {
                <div class="map-pending" id={format!("{}-pending", props.id)}>
                    <span class="map-pending-title">{ text("map-pending", &[]) }</span>
                    <span class="chips">{ for placed.pending.iter().map(|c| chip_html(props, c)) }</span>
                </div>
            }
            if large && !*show_all {
                { overview::overview(props, &placed, &overview_state) }
            } else {
                { for props.zones.iter().enumerate().map(|(z, zone)| zone_html(props, z, zone, |nodes| html! {
                    { for nodes.iter().map(|n| node_card(props, &placed, n)) }
                })) }
            }
        </div>
    }
}
