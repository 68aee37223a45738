//! The cluster editor: replica size, nodes and their candidate disks.

use yew::prelude::*;

use super::draft::{BalanceDraft, FieldErrors};
use super::Edit;
use crate::components::{AmountField, TextField};
use crate::units::Unit;

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
        <section class="panel editor" aria-label="Cluster">
            <h2>{ "Cluster" }</h2>
            <div class="replica-size">
                <AmountField id="replica-size" label="Replica size" value={draft.replica_size.text.clone()}
                    unit={draft.replica_size.unit} error={error("replicaSize")}
                    on_input={d.reform(Edit::ReplicaSize)} on_unit={d.reform(Edit::ReplicaUnit)} />
            </div>
            <p class="hint">{ "Usable storage of a disk = available − reserved − scheduled. Only candidate disks \
                              (those that passed the scheduler's checks) belong here." }</p>
            { for draft.nodes.iter().enumerate().map(|(i, node)| html! {
                <fieldset class="node-card" key={i}>
                    <legend class="sr-only">{ format!("Node {}", node.name) }</legend>
                    <div class="node-head">
                        <TextField id={format!("node-{i}-name")} label="Node" value={node.name.clone()}
                            error={error(&format!("nodes[{i}].name"))}
                            on_input={d.reform(move |v| Edit::NodeName(i, v))} />
                        <button type="button" class="icon-button" title="Remove node"
                            aria-label={format!("Remove node {}", node.name)}
                            onclick={d.reform(move |_| Edit::RemoveNode(i))}>{ "✕" }</button>
                    </div>
                    <table class="disk-rows">
                        <thead><tr><th>{ "Disk" }</th><th>{ "Usable" }</th><th></th></tr></thead>
                        <tbody>
                        { for node.disks.iter().enumerate().map(|(j, disk)| html! {
                            <tr key={j}>
                                <td><TextField id={format!("disk-{i}-{j}-name")} label="Disk name" hide_label=true
                                    value={disk.name.clone()} error={error(&format!("nodes[{i}].disks[{j}].name"))}
                                    on_input={d.reform(move |v| Edit::DiskName(i, j, v))} /></td>
                                <td><AmountField id={format!("disk-{i}-{j}-usable")} label={format!("Usable storage of {}", disk.name)}
                                    hide_label=true value={disk.usable.text.clone()} unit={disk.usable.unit}
                                    error={error(&format!("nodes[{i}].disks[{j}].usable"))}
                                    on_input={d.reform(move |v| Edit::DiskUsable(i, j, v))}
                                    on_unit={d.reform(move |u: Unit| Edit::DiskUnit(i, j, u))} /></td>
                                <td><button type="button" class="icon-button" title="Remove disk"
                                    aria-label={format!("Remove disk {}", disk.name)}
                                    onclick={d.reform(move |_| Edit::RemoveDisk(i, j))}>{ "✕" }</button></td>
                            </tr>
                        }) }
                        </tbody>
                    </table>
                    <button type="button" class="small" onclick={d.reform(move |_| Edit::AddDisk(i))}>{ "+ disk" }</button>
                </fieldset>
            }) }
            <div class="editor-actions">
                <button type="button" id="add-node" onclick={d.reform(|_| Edit::AddNode)}>{ "+ node" }</button>
                <button type="button" id="reset" class="secondary" onclick={d.reform(|_| Edit::Reset)}>
                    { "Reset to the docs example" }
                </button>
            </div>
        </section>
    }
}
