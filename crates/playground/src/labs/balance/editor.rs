//! The cluster editor: replica size, nodes and their candidate disks.

use yew::prelude::*;

use crate::text::messages::text;

use super::draft::{BalanceDraft, Edit, FieldErrors};
use crate::components::{AmountField, TextField};
use crate::text::units::Unit;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub draft: BalanceDraft,
    pub errors: FieldErrors,
    pub dispatch: Callback<Edit>,
}

#[function_component]
pub fn Editor(props: &EditorProps) -> Html {
    let d = props.dispatch.clone();
    let draft = &props.draft;
    let error = |key: &str| props.errors.get(key).cloned();
    html! {
        <section class="panel editor" aria-label={text("bal-cluster", &[])}>
            <h2>{ text("bal-cluster", &[]) }</h2>
            <div class="replica-size">
                <AmountField id="replica-size" label={text("bal-replica-size", &[])} value={draft.replica_size.text.clone()}
                    unit={draft.replica_size.unit} error={error("replicaSize")}
                    on_input={d.reform(Edit::ReplicaSize)} on_unit={d.reform(Edit::ReplicaUnit)} />
            </div>
            <p class="hint">{ text("bal-usable-hint", &[]) }</p>
            { for draft.nodes.iter().enumerate().map(|(i, node)| html! {
                <fieldset class="node-card" key={i}>
                    <legend class="sr-only">{ text("bal-node-legend", &[("node", &node.name)]) }</legend>
                    <div class="node-head">
                        <TextField id={format!("node-{i}-name")} label={text("bal-node", &[])} value={node.name.clone()}
                            error={error(&format!("nodes[{i}].name"))}
                            on_input={d.reform(move |v| Edit::NodeName(i, v))} />
                        <button type="button" class="icon-button" title={text("bal-remove-node-title", &[])}
                            aria-label={text("bal-remove-node", &[("node", &node.name)])}
                            onclick={d.reform(move |_| Edit::RemoveNode(i))}>{ "✕" }</button>
                    </div>
                    <table class="disk-rows">
                        <thead><tr><th>{ text("bal-disk", &[]) }</th><th>{ text("bal-usable", &[]) }</th><th><span class="sr-only">{ text("shell-col-actions", &[]) }</span></th></tr></thead>
                        <tbody>
                        { for node.disks.iter().enumerate().map(|(j, disk)| html! {
                            <tr key={j}>
                                <td><TextField id={format!("disk-{i}-{j}-name")} label={text("bal-disk-name", &[])} hide_label=true
                                    value={disk.name.clone()} error={error(&format!("nodes[{i}].disks[{j}].name"))}
                                    on_input={d.reform(move |v| Edit::DiskName(i, j, v))} /></td>
                                <td><AmountField id={format!("disk-{i}-{j}-usable")} label={text("bal-usable-of", &[("disk", &disk.name)])}
                                    hide_label=true value={disk.usable.text.clone()} unit={disk.usable.unit}
                                    error={error(&format!("nodes[{i}].disks[{j}].usable"))}
                                    on_input={d.reform(move |v| Edit::DiskUsable(i, j, v))}
                                    on_unit={d.reform(move |u: Unit| Edit::DiskUnit(i, j, u))} /></td>
                                <td><button type="button" class="icon-button" title={text("bal-remove-disk-title", &[])}
                                    aria-label={text("bal-remove-disk", &[("disk", &disk.name)])}
                                    onclick={d.reform(move |_| Edit::RemoveDisk(i, j))}>{ "✕" }</button></td>
                            </tr>
                        }) }
                        </tbody>
                    </table>
                    <button type="button" class="small" onclick={d.reform(move |_| Edit::AddDisk(i))}>{ text("bal-add-disk", &[]) }</button>
                </fieldset>
            }) }
            <div class="editor-actions">
                <button type="button" id="add-node" onclick={d.reform(|_| Edit::AddNode)}>{ text("bal-add-node", &[]) }</button>
            </div>
        </section>
    }
}
