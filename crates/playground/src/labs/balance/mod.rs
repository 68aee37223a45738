//! The balance lab: edit nodes, disks and a replica size; see Longhorn's
//! balance pick (node stage, then disk stage) with every term of the formula.

pub(crate) mod draft;
mod editor;
mod picture;
mod results;

use std::rc::Rc;

use placement::kernel::message::Message;
use placement::longhorn::balance::{balance_changes, BalanceSimulation};
use yew::prelude::*;

use crate::text::messages::text;

use crate::platform::storage;
use draft::{BalanceDraft, DraftDisk, DraftNode, Edit, FieldErrors};

const STORAGE_KEY: &str = crate::platform::lab_list::BALANCE.storage_key;

/// The draft, its field errors, and the last result of a valid draft (shown,
/// dimmed, while the user fixes a field).
#[derive(Clone, PartialEq)]
pub struct BalanceState {
    pub draft: BalanceDraft,
    pub errors: FieldErrors,
    pub result: Option<BalanceSimulation>,
    /// What the last edit changed in the pick (none before the first edit).
    pub changes: Option<Message>,
}

impl BalanceState {
    fn new(draft: BalanceDraft) -> BalanceState {
        let (errors, result) = match draft.evaluate() {
            Ok(sim) => (FieldErrors::new(), Some(sim)),
            Err(errors) => (errors, None),
        };
        BalanceState {
            draft,
            errors,
            result,
            changes: None,
        }
    }
}

impl Reducible for BalanceState {
    type Action = Edit;

    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        if crate::platform::address::read_only() {
            return self;
        }
        let mut draft = self.draft.clone();
        apply(&mut draft, edit);
        let next = match draft.evaluate() {
            Ok(sim) => BalanceState {
                draft,
                errors: FieldErrors::new(),
                changes: self.result.as_ref().map(|before| balance_changes(before, &sim)),
                result: Some(sim),
            },
            Err(errors) => BalanceState {
                draft,
                errors,
                result: self.result.clone(),
                changes: self.changes.clone(),
            },
        };
        Rc::new(next)
    }
}

fn apply(draft: &mut BalanceDraft, edit: Edit) {
    match edit {
        Edit::ReplicaSize(text) => draft.replica_size.text = text,
        Edit::ReplicaUnit(unit) => draft.replica_size.unit = unit,
        Edit::NodeName(i, name) => {
            if let Some(node) = draft.nodes.get_mut(i) {
                node.name = name;
            }
        }
        Edit::AddNode => {
            let name = draft.fresh_node_name();
            let disk = DraftDisk {
                name: format!("{name}1"),
                usable: draft::Amount::gib("500"),
            };
            draft.nodes.push(DraftNode {
                name,
                disks: vec![disk],
            });
        }
        Edit::RemoveNode(i) => {
            if i < draft.nodes.len() {
                draft.nodes.remove(i);
            }
        }
        Edit::DiskName(i, j, name) => {
            if let Some(disk) = draft.nodes.get_mut(i).and_then(|n| n.disks.get_mut(j)) {
                disk.name = name;
            }
        }
        Edit::DiskUsable(i, j, text) => {
            if let Some(disk) = draft.nodes.get_mut(i).and_then(|n| n.disks.get_mut(j)) {
                disk.usable.text = text;
            }
        }
        Edit::DiskUnit(i, j, unit) => {
            if let Some(disk) = draft.nodes.get_mut(i).and_then(|n| n.disks.get_mut(j)) {
                disk.usable.unit = unit;
            }
        }
        Edit::SetUsable(node, disk, bytes) => {
            let found = draft.nodes.iter_mut().filter(|n| n.name == node).flat_map(|n| n.disks.iter_mut()).find(|d| d.name == disk);
            if let Some(d) = found {
                d.usable.text = crate::text::units::field_text(bytes as f64, d.usable.unit);
            }
        }
        Edit::AddDisk(i) => {
            if let Some(node) = draft.nodes.get_mut(i) {
                let taken = |n: &str| node.disks.iter().any(|d| d.name == n);
                let name = (1..)
                    .map(|k| format!("{}{k}", node.name))
                    .find(|n| !taken(n))
                    .unwrap_or_default();
                node.disks.push(DraftDisk {
                    name,
                    usable: draft::Amount::gib("500"),
                });
            }
        }
        Edit::RemoveDisk(i, j) => {
            if let Some(node) = draft.nodes.get_mut(i) {
                if j < node.disks.len() {
                    node.disks.remove(j);
                }
            }
        }
        Edit::Restore(old) => *draft = old,
        Edit::Preset(id) => {
            if let Some(preset) = BalanceDraft::preset(&id) {
                *draft = preset;
            }
        }
    }
}

#[function_component]
pub fn BalanceLab() -> Html {
    let state = use_reducer(|| {
        let initial = crate::platform::catalog::initial_preset(crate::platform::lab_list::BALANCE.id).and_then(BalanceDraft::preset);
        BalanceState::new(initial.or_else(|| storage::load_lab(&crate::platform::lab_list::BALANCE)).unwrap_or_else(BalanceDraft::docs_example))
    });
    {
        let draft = state.draft.clone();
        use_effect_with(draft, |draft| storage::save(STORAGE_KEY, draft));
    }
    let dispatch = {
        let state = state.clone();
        Callback::from(move |edit: Edit| state.dispatch(edit))
    };
    crate::platform::history::use_history(&state.draft, dispatch.reform(Edit::Restore), crate::platform::history::persist::Persist {
        key: STORAGE_KEY,
        text: |d| serde_json::to_string(d).unwrap_or_default(),
        restored: crate::platform::history::persist::take,
    });
    let load_preset = dispatch.reform(Edit::Preset);
    crate::platform::catalog::use_requested_preset(crate::platform::lab_list::BALANCE.id, load_preset.clone());
    let showing = draft::PRESETS.iter().find(|(_, build)| build() == state.draft).map(|(id, _)| *id);
    let pane = crate::components::panes::use_pane();
    html! {
        <div class="balance-lab">
            <section class="lab-intro">
                <h1>{ text("bal-heading", &[]) }</h1>
                <p>
                    { crate::components::marked::marked("bal-intro", &[],
                        &[("formula", "BalanceScore(X) = (max X − min X) / mean X")], |f| html! { <code>{ f }</code> }) }
                    { " " }
                    { if crate::platform::address::reading() {
                        text("bal-intro-reading", &[])
                    } else {
                        text("bal-intro-editing", &[])
                    } }
                </p>
                { crate::platform::catalog::example_caption(crate::platform::lab_list::BALANCE.id) }
                if !crate::platform::address::read_only() {
                    <crate::components::PresetPicker lab={crate::platform::lab_list::BALANCE.id} current={showing}
                        on_load={load_preset} state_of={PAGE.preset_state} />
                }
            </section>
            { crate::components::panes::pane_switch(&pane) }
            <div class={classes!("lab-columns", crate::components::panes::columns_class(*pane))}>
                <fieldset class="lock edit-pane" disabled={crate::platform::address::read_only()}>
                    <editor::Editor draft={state.draft.clone()} errors={state.errors.clone()} dispatch={dispatch.clone()} />
                </fieldset>
                <results::Results result={state.result.clone()} stale={!state.errors.is_empty()} changes={state.changes.clone()}
                    on_usable={(!crate::platform::address::read_only()).then(|| dispatch.reform(|(n, d, b)| Edit::SetUsable(n, d, b)))} />
            </div>
            if !crate::platform::address::embedded() {
                <p class="explain-lesson">
                    <button type="button" id="explain-lesson" disabled={!state.errors.is_empty()} onclick={explain_as_lesson(&state.draft)}>
                        { text("bal-explain-lesson", &[]) }
                    </button>
                </p>
            }
        </div>
    }
}

/// "Explain this as a lesson": hands the draft's engine input to the Learn page
/// (`lab_list::EXPLAIN_KEY`), which turns it into a generated walk-through.
fn explain_as_lesson(draft: &BalanceDraft) -> Callback<MouseEvent> {
    let draft = draft.clone();
    Callback::from(move |_| {
        let Ok(input) = draft.parse() else { return };
        let request = format!("{{\"lab\":\"balance\",\"scenario\":{}}}", input_json(&input));
        if storage::set(crate::platform::lab_list::EXPLAIN_KEY, &request).is_ok() {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash("#/learn/explain/1");
            }
        }
    })
}

/// The engine input as JSON, written by hand: a serializer of `BalanceInput` would
/// be new code in the lab's first load for this one button.
fn input_json(input: &placement::longhorn::balance::BalanceInput) -> String {
    let quoted = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let nodes: Vec<String> = input
        .nodes
        .iter()
        .map(|n| {
            let disks: Vec<String> = n.disks.iter().map(|d| format!("{{\"name\":{},\"usable\":{}}}", quoted(&d.name), d.usable.0)).collect();
            format!("{{\"name\":{},\"disks\":[{}]}}", quoted(&n.name), disks.join(","))
        })
        .collect();
    format!("{{\"replicaSize\":{},\"nodes\":[{}]}}", input.replica_size.0, nodes.join(","))
}

/// The `balance` lab's page (its bundle, with the lab-only shell, is made by `src/bin/balance.rs`).
pub static PAGE: crate::platform::page::Page = crate::platform::page::Page {
    lab: "balance",
    render: || yew::html! { <BalanceLab /> },
    preset_state: |id| crate::platform::catalog::state_of(BalanceDraft::preset(id)),
    texts: crate::text::i18n::PageTexts {
        files: &[crate::page_file!("balance.ftl"), crate::page_file!("presets-balance.ftl")],
        engine: &[crate::engine_english!("balance"), crate::engine_english!("longhorn")],
    },
    saved_reader: None,
};

#[cfg(test)]
mod tests {
    #[test]
    fn the_input_handed_to_the_learn_page_is_the_engine_s_input() {
        let input = super::BalanceDraft::docs_example().parse().unwrap();
        let text = super::input_json(&input);
        let back: placement::longhorn::balance::BalanceInput = serde_json::from_str(&text).unwrap();
        assert_eq!(back, input);
    }

    #[test]
    fn the_draft_round_trips_through_scenario_documents() {
        crate::platform::scenario::assert_round_trip(
            &crate::platform::lab_list::BALANCE,
            &super::BalanceDraft::docs_example(),
        );
    }
}

#[cfg(test)]
mod read_only_tests {
    use super::*;

    #[test]
    fn the_reducer_ignores_edits_when_read_only() {
        crate::labs::assert_reducer_ignores_edits_when_read_only(
            BalanceState::new(BalanceDraft::docs_example()),
            || {
                vec![
                    Edit::AddNode,
                    Edit::ReplicaSize("7".into()),
                    Edit::RemoveNode(0),
                ]
            },
        );
    }
}
