//! The capacity lesson's picture: each node with the VolumeBinding filter's
//! verdict (a sign and a word as well as a colour) and, once no prediction is
//! open, the engine's one sentence why; then the CSIStorageCapacity objects
//! the driver published, with their capacity and maximum volume size.

use placement::capacity::answer::CapacityAnswer;
use placement::capacity::{FilterInput, FilterResult};
use placement::walk::{ChoiceKind, Focus};
use serde_json::Value;
use yew::prelude::*;

use super::picture::{focus_mark, name_or_button};
use crate::text::messages::{bytes_up, text};

#[derive(Properties, PartialEq)]
pub struct PictureProps {
    /// The scenario drawn (a `FilterInput`).
    pub scenario: Value,
    pub result: FilterResult,
    pub answer: CapacityAnswer,
    pub focus: Option<Focus>,
    pub picking: Option<ChoiceKind>,
    pub on_pick: Option<Callback<String>>,
}

#[function_component]
pub fn CapacityPicture(p: &PictureProps) -> Html {
    let Ok(input) = placement::kernel::strict::from_str::<FilterInput>(&p.scenario.to_string()) else {
        return html! {};
    };
    let open = p.picking.is_some();
    html! {
        <figure class="learn-picture" id="learn-picture">
            <figcaption>{ text("learn-cap-caption", &[]) }</figcaption>
            <ul class="learn-nodes">
                { for p.result.nodes.iter().map(|v| {
                    let why = p.answer.nodes.iter().find(|a| a.node == v.node).map(|a| a.answer.clone());
                    let (sign, word) = if v.passes { ("✓ ", "learn-cap-passes") } else { ("✕ ", "learn-cap-fails") };
                    html! {
                        <li key={v.node.clone()} class={classes!("learn-node", (!open && v.passes).then_some("wins"))} data-node={v.node.clone()}>
                            <p class="node-head">
                                { name_or_button(ChoiceKind::Node, p.picking, &v.node, v.node.clone(), &p.on_pick) }
                                if !open { <span class="mark"><span aria-hidden="true">{ sign }</span>{ text(word, &[]) }</span> }
                                { focus_mark(&p.focus, ChoiceKind::Node, &v.node) }
                            </p>
                            if let (false, Some(why)) = (open, why) {
                                <p class="node-why">{ crate::components::marked::engine_message(&why) }</p>
                            }
                        </li>
                    }
                }) }
            </ul>
            <ul class="learn-capacities">
                { for input.cluster.csi_storage_capacities.iter().map(|c| {
                    let capacity = c.capacity.map_or_else(|| text("learn-cap-none", &[]), |b| bytes_up(b.0));
                    let line = match c.maximum_volume_size {
                        Some(max) => text("learn-cap-object-max", &[("name", &c.metadata.name), ("capacity", &capacity), ("maximum", &bytes_up(max.0))]),
                        None => text("learn-cap-object", &[("name", &c.metadata.name), ("capacity", &capacity)]),
                    };
                    html! { <li key={c.metadata.name.clone()}>{ line }</li> }
                }) }
            </ul>
        </figure>
    }
}
