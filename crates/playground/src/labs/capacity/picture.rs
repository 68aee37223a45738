//! The capacity map (issue #10): nodes grouped by zone, each zone's
//! CSIStorageCapacity objects (of the classes the pod's delayed claims ask
//! for) as bars against the largest request, and each node's verdict by
//! colour, icon and word. A node is a button: it shows that node's why.

use std::collections::BTreeMap;

use placement::capacity::answer::CapacityAnswer;
use placement::capacity::{CsiStorageCapacity, FilterInput};
use placement::kernel::quantity::Bytes;
use yew::prelude::*;

use super::draft::ZONE;
use crate::text::messages::text;
use placement::kernel::float_text::fixed;

#[derive(Properties, PartialEq)]
pub struct MapProps {
    pub input: FilterInput,
    pub answer: CapacityAnswer,
    /// The node whose why is shown.
    pub selected: String,
    pub on_select: Callback<String>,
    /// The classes of the pod's claims decided per node, and their largest request.
    pub classes: Vec<String>,
    pub request: Option<i64>,
}

/// One zone: its nodes (index, name) and the objects reaching any of them.
struct Zone<'a> {
    name: String,
    nodes: Vec<(usize, &'a str)>,
    objects: Vec<&'a CsiStorageCapacity>,
}

fn zones<'a>(input: &'a FilterInput, classes: &[String]) -> Vec<Zone<'a>> {
    let mut by_zone: BTreeMap<String, Vec<(usize, &str)>> = BTreeMap::new();
    for (i, n) in input.cluster.nodes.iter().enumerate() {
        let zone = n.metadata.labels.get(ZONE).cloned().unwrap_or_default();
        by_zone.entry(zone).or_default().push((i, n.metadata.name.as_str()));
    }
    let nodes = &input.cluster.nodes;
    by_zone
        .into_iter()
        .map(|(name, members)| {
            let objects = input.cluster.csi_storage_capacities.iter()
                .filter(|k| classes.contains(&k.storage_class_name))
                .filter(|k| k.node_topology.as_ref().is_some_and(|t| {
                    members.iter().any(|(i, _)| nodes.get(*i).is_some_and(|n| t.matches(&n.metadata.labels)))
                }))
                .collect();
            Zone { name, nodes: members, objects }
        })
        .collect()
}

fn gib(bytes: i64) -> String {
    format!("{}", Bytes(bytes))
}

#[function_component]
pub fn CapacityMap(props: &MapProps) -> Html {
    let request = props.request;
    let zones = zones(&props.input, &props.classes);
    let scale = zones.iter().flat_map(|z| &z.objects).filter_map(|k| limit(k)).chain(request).max().unwrap_or(1).max(1) as f64;
    let percent = |bytes: i64| format!("{}%", fixed((bytes as f64 / scale * 100.0).clamp(0.0, 100.0), 1));
    let caption = match request {
        Some(r) => text("cap-map-caption-request", &[("request", &gib(r))]),
        None => text("cap-map-caption", &[]),
    };
    html! {
        <figure class="capacity-map" id="capacity-map" aria-labelledby="capacity-map-caption">
            <figcaption id="capacity-map-caption" class="hint">{ caption }</figcaption>
            <div class="map-zones">
            { for zones.iter().map(|z| {
                let zone_label = if z.name.is_empty() { text("cap-map-no-zone", &[]) } else { text("cap-map-zone", &[("zone", &z.name)]) };
                html! {
                <section class="map-zone" aria-label={zone_label.clone()}>
                    <h4>{ zone_label }</h4>
                    if request.is_some() {
                        if z.objects.is_empty() {
                            <p class="map-none">{ text("cap-map-no-capacity", &[]) }</p>
                        }
                        <ul class="map-bars">{ for z.objects.iter().map(|k| {
                            let name = format!("{}/{}", k.metadata.namespace(), k.metadata.name);
                            let offered = limit(k);
                            let fits = offered.zip(request).is_some_and(|(l, r)| l >= r);
                            let label = match offered {
                                Some(l) if fits => text("cap-map-bar-fits", &[("object", &name), ("offered", &gib(l))]),
                                Some(l) => text("cap-map-bar-short", &[("object", &name), ("offered", &gib(l))]),
                                None => text("cap-map-bar-no-size", &[("object", &name)]),
                            };
                            html! {
                                <li class={classes!("map-bar-row", if fits { "fits" } else { "short" })}>
                                    <span class="map-bar-text">{ format!("{} {} · {}", if fits { "✓" } else { "✗" }, k.metadata.name,
                                        offered.map_or_else(|| text("cap-map-no-size", &[]), gib)) }</span>
                                    <span class="map-bar" role="img" aria-label={label}>
                                        <span class="map-fill" style={format!("width: {}", percent(offered.unwrap_or(0)))}></span>
                                        if let Some(r) = request {
                                            <span class="map-request" style={format!("left: {}", percent(r))}></span>
                                        }
                                    </span>
                                </li>
                            }
                        }) }</ul>
                    }
                    <ul class="map-nodes">{ for z.nodes.iter().map(|(i, name)| {
                        let passes = props.answer.nodes.get(*i).is_some_and(|n| n.passes);
                        let selected = props.selected == *name;
                        let onclick = { let (on, name) = (props.on_select.clone(), name.to_string()); move |_| on.emit(name.clone()) };
                        html! {
                            <li>
                                <button type="button" class={classes!("map-node", if passes { "passes" } else { "fails" }, selected.then_some("selected"))}
                                    data-node={name.to_string()} aria-pressed={selected.to_string()}
                                    aria-label={if passes { text("cap-map-node-passes", &[("node", name)]) } else { text("cap-map-node-fails", &[("node", name)]) }} {onclick}>
                                    <span class="map-icon" aria-hidden="true">{ if passes { "✓" } else { "✗" } }</span>
                                    <span class="map-node-name">{ *name }</span>{ " " }
                                    <span class="map-verdict">{ if passes { text("cap-passes", &[]) } else { text("cap-fails", &[]) } }</span>
                                </button>
                            </li>
                        }
                    }) }</ul>
                </section>
            }}) }
            </div>
        </figure>
    }
}

/// What an object offers the check: `maximumVolumeSize`, else `capacity`.
fn limit(k: &CsiStorageCapacity) -> Option<i64> {
    k.maximum_volume_size.or(k.capacity).map(|b| b.0)
}
