//! The topology editor: nodes with labels, drivers with their pools, storage classes.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::draft::*;
use super::{on_click, on_value, Edit};
use crate::components::{AmountField, TextField};
use crate::text::messages::text;
use crate::text::units::Unit;

/// Whether an error key belongs to a field the page renders (else it is listed on top).
pub fn is_field_key(key: &str) -> bool {
    [
        "nodes[",
        "drivers[",
        "classes[",
        "pod.",
        "workload.",
        "changes[",
    ]
    .iter()
    .any(|p| key.starts_with(p))
}

#[derive(Properties, PartialEq)]
pub struct TopologyProps {
    pub draft: CapacityDraft,
    pub errors: FieldErrors,
    pub dispatch: Callback<Edit>,
    /// Shows a node's verdict in the pod view (its name).
    pub on_verdict: Callback<String>,
}

/// A checkbox with a label.
pub fn checkbox(id: String, label: &str, checked: bool, on: Callback<bool>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    html! {
        <label class="check" for={id.clone()}>
            <input type="checkbox" id={id} {checked} {onchange} />{ " " }{ label }
        </label>
    }
}

/// A select of fixed options; emits the chosen index. `hide_label` keeps the label for screen readers only.
pub fn select(
    id: String,
    label: &str,
    hide_label: bool,
    options: &[String],
    selected: usize,
    on: Callback<usize>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(
            e.target_unchecked_into::<HtmlSelectElement>()
                .selected_index()
                .max(0) as usize,
        )
    });
    html! {
        <span class="field">
            <label for={id.clone()} class={classes!(hide_label.then_some("sr-only"))}>{ label }</label>
            <select id={id} {onchange}>
                { for options.iter().enumerate().map(|(i, o)| html! { <option selected={i == selected}>{ o.clone() }</option> }) }
            </select>
        </span>
    }
}

#[function_component]
pub fn Topology(props: &TopologyProps) -> Html {
    let d = &props.dispatch;
    let draft = &props.draft;
    let error = |key: String| props.errors.get(&key).cloned();
    html! {
        <section class="panel editor capacity-topology" aria-label={text("cap-topology", &[])}>
            <h2>{ text("cap-topology", &[]) }</h2>
            <h3>{ text("cap-nodes", &[]) }</h3>
            <p class="hint">{ text("cap-nodes-hint", &[]) }</p>
            <table class="rows node-rows">
                <thead><tr><th>{ text("cap-node", &[]) }</th><th>{ text("cap-zone", &[]) }</th><th>{ text("cap-more-labels", &[]) }</th><th><span class="sr-only">{ text("shell-col-actions", &[]) }</span></th></tr></thead>
                <tbody>
                { for draft.nodes.iter().enumerate().map(|(i, n)| html! {
                    <tr key={i}>
                        <td><TextField id={format!("node-{i}-name")} label={text("cap-node-name", &[])} hide_label=true value={n.name.clone()}
                            error={error(format!("nodes[{i}].name"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(n) = dr.nodes.get_mut(i) { n.name = v })} /></td>
                        <td><TextField id={format!("node-{i}-zone")} label={text("cap-zone", &[])} hide_label=true value={n.zone.clone()}
                            error={error(format!("nodes[{i}].zone"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(n) = dr.nodes.get_mut(i) { n.zone = v })} /></td>
                        <td><TextField id={format!("node-{i}-labels")} label={text("cap-labels", &[])} hide_label=true value={n.labels.clone()}
                            error={error(format!("nodes[{i}].labels"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(n) = dr.nodes.get_mut(i) { n.labels = v })} /></td>
                        <td class="node-actions"><button type="button" class="small verdict-link" id={format!("node-{i}-verdict")}
                            aria-label={text("cap-show-verdict", &[("node", &n.name)])}
                            onclick={let (on, name) = (props.on_verdict.clone(), n.name.clone()); move |_| on.emit(name.clone())}>{ text("cap-verdict", &[]) }</button>
                        <button type="button" class="icon-button" aria-label={text("cap-remove-node", &[("node", &n.name)])}
                            onclick={on_click(d, move |dr| if i < dr.nodes.len() { dr.nodes.remove(i); })}>{ "✕" }</button></td>
                    </tr>
                }) }
                </tbody>
            </table>
            <button type="button" id="add-node" class="small" onclick={on_click(d, |dr| {
                let name = (1..).map(|k| format!("node-{k}")).find(|n| !dr.nodes.iter().any(|x| &x.name == n)).unwrap_or_default();
                dr.nodes.push(DraftNode { name, zone: "a".into(), labels: String::new() });
            })}>{ text("cap-add-node", &[]) }</button>

            <h3>{ text("cap-drivers", &[]) }</h3>
            { for draft.drivers.iter().enumerate().map(|(di, drv)| html! {
                <fieldset class="node-card driver-card" key={di}>
                    <legend class="sr-only">{ text("cap-driver-legend", &[("driver", &drv.name)]) }</legend>
                    <div class="driver-head">
                        <TextField id={format!("driver-{di}-name")} label={text("cap-driver", &[])} value={drv.name.clone()}
                            error={error(format!("drivers[{di}].name"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.drivers.get_mut(di) { x.name = v })} />
                        { checkbox(format!("driver-{di}-capacity"), &text("cap-storage-capacity", &[]), drv.storage_capacity,
                            on_value(d, move |dr, v: bool| if let Some(x) = dr.drivers.get_mut(di) { x.storage_capacity = v })) }
                    </div>
                    <div class="driver-head">
                        { select(format!("driver-{di}-mode"), &text("cap-publishing", &[]), false, &[text("cap-publishing-central", &[]), text("cap-publishing-per-node", &[])], usize::from(drv.per_node),
                            on_value(d, move |dr, v: usize| if let Some(x) = dr.drivers.get_mut(di) { x.per_node = v == 1 })) }
                        <TextField id={format!("driver-{di}-keys")} label={text("cap-topology-keys", &[])} value={drv.topology_keys.clone()}
                            error={error(format!("drivers[{di}].keys"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.drivers.get_mut(di) { x.topology_keys = v })} />
                        <TextField id={format!("driver-{di}-poll")} label={text("cap-poll-interval", &[])} value={drv.poll_seconds.clone()}
                            error={error(format!("drivers[{di}].poll"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.drivers.get_mut(di) { x.poll_seconds = v })} />
                    </div>
                    <table class="rows pool-rows">
                        <thead><tr><th>{ text("cap-segment-header", &[]) }</th><th>{ text("cap-free", &[]) }</th><th>{ "maximumVolumeSize" }</th><th><span class="sr-only">{ text("shell-col-actions", &[]) }</span></th></tr></thead>
                        <tbody>
                        { for drv.pools.iter().enumerate().map(|(p, pool)| html! {
                            <tr key={p}>
                                <td><TextField id={format!("pool-{di}-{p}-segment")} label={text("cap-segment", &[])} hide_label=true value={pool.segment.clone()}
                                    error={error(format!("drivers[{di}].pools[{p}].segment"))}
                                    on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.drivers.get_mut(di).and_then(|x| x.pools.get_mut(p)) { x.segment = v })} /></td>
                                <td><AmountField id={format!("pool-{di}-{p}-free")} label={text("cap-free-of", &[("segment", &pool.segment)])} hide_label=true
                                    value={pool.free.text.clone()} unit={pool.free.unit} error={error(format!("drivers[{di}].pools[{p}].free"))}
                                    on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.drivers.get_mut(di).and_then(|x| x.pools.get_mut(p)) { x.free.text = v })}
                                    on_unit={on_value(d, move |dr, u: Unit| if let Some(x) = dr.drivers.get_mut(di).and_then(|x| x.pools.get_mut(p)) { x.free.unit = u })} /></td>
                                <td><AmountField id={format!("pool-{di}-{p}-max")} label={text("cap-max-of", &[("segment", &pool.segment)])} hide_label=true
                                    value={pool.max.text.clone()} unit={pool.max.unit} error={error(format!("drivers[{di}].pools[{p}].max"))}
                                    on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.drivers.get_mut(di).and_then(|x| x.pools.get_mut(p)) { x.max.text = v })}
                                    on_unit={on_value(d, move |dr, u: Unit| if let Some(x) = dr.drivers.get_mut(di).and_then(|x| x.pools.get_mut(p)) { x.max.unit = u })} /></td>
                                <td><button type="button" class="icon-button" aria-label={text("cap-remove-pool", &[("segment", &pool.segment)])}
                                    onclick={on_click(d, move |dr| if let Some(x) = dr.drivers.get_mut(di) { if p < x.pools.len() { x.pools.remove(p); } })}>{ "✕" }</button></td>
                            </tr>
                        }) }
                        </tbody>
                    </table>
                    <button type="button" class="small" onclick={on_click(d, move |dr| if let Some(x) = dr.drivers.get_mut(di) {
                        x.pools.push(DraftPool { segment: String::new(), free: Amount::gib("100"), max: Amount { text: String::new(), unit: Unit::GiB } });
                    })}>{ text("cap-add-pool", &[]) }</button>
                </fieldset>
            }) }

            <h3>{ text("cap-classes", &[]) }</h3>
            <table class="rows class-rows">
                <thead><tr><th>{ text("cap-class", &[]) }</th><th>{ text("cap-provisioner", &[]) }</th><th>{ text("cap-binding", &[]) }</th><th>{ text("cap-allowed-zones", &[]) }</th></tr></thead>
                <tbody>
                { for draft.classes.iter().enumerate().map(|(c, class)| html! {
                    <tr key={c}>
                        <td><TextField id={format!("class-{c}-name")} label={text("cap-class-name", &[])} hide_label=true value={class.name.clone()}
                            error={error(format!("classes[{c}].name"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.classes.get_mut(c) { x.name = v })} /></td>
                        <td><TextField id={format!("class-{c}-provisioner")} label={text("cap-provisioner", &[])} hide_label=true value={class.provisioner.clone()}
                            error={error(format!("classes[{c}].provisioner"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.classes.get_mut(c) { x.provisioner = v })} /></td>
                        <td>{ select(format!("class-{c}-binding"), &text("cap-binding-mode", &[]), true, &["Immediate".to_string(), "WaitForFirstConsumer".to_string()],
                            usize::from(class.binding == Binding::WaitForFirstConsumer),
                            on_value(d, move |dr, v: usize| if let Some(x) = dr.classes.get_mut(c) {
                                x.binding = if v == 1 { Binding::WaitForFirstConsumer } else { Binding::Immediate } })) }</td>
                        <td><TextField id={format!("class-{c}-zones")} label={text("cap-allowed-zones", &[])} hide_label=true value={class.zones.clone()}
                            error={error(format!("classes[{c}].zones"))}
                            on_input={on_value(d, move |dr, v: String| if let Some(x) = dr.classes.get_mut(c) { x.zones = v })} /></td>
                    </tr>
                }) }
                </tbody>
            </table>
            <button type="button" id="add-class" class="small" onclick={on_click(d, |dr| {
                let provisioner = dr.drivers.first().map(|x| x.name.clone()).unwrap_or_default();
                let name = (1..).map(|k| format!("class-{k}")).find(|n| !dr.classes.iter().any(|x| &x.name == n)).unwrap_or_default();
                dr.classes.push(DraftClass { name, provisioner, binding: Binding::WaitForFirstConsumer, zones: String::new() });
            })}>{ text("cap-add-class", &[]) }</button>
        </section>
    }
}
