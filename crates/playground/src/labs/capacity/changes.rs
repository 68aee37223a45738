//! External changes of the workload view: storage consumed on a segment
//! behind the driver's back (another tenant, a manual volume), which the
//! published capacity only shows at the driver's next poll. Editable rows;
//! the simulation shows the stale window each one opens.

use yew::prelude::*;

use super::draft::{CapacityDraft, DraftChange, FieldErrors};
use super::{on_click, on_value, Edit};
use crate::components::{AmountField, TextField};
use crate::text::messages::text;
use crate::text::units::{Amount, Unit};

/// The rows, with "+ external change".
pub fn changes_editor(draft: &CapacityDraft, errors: &FieldErrors, d: &Callback<Edit>) -> Html {
    let error = |k: usize, field: &str| errors.get(&format!("changes[{k}].{field}")).cloned();
    html! {
        <div class="changes-editor" id="changes">
            <h3>{ text("cap-external-heading", &[]) }</h3>
            <p class="hint">{ text("cap-external-hint", &[]) }</p>
            if !draft.changes.is_empty() {
                <table class="rows change-rows">
                    <thead><tr><th>{ text("cap-external-at", &[]) }</th><th>{ text("cap-driver", &[]) }</th><th>{ text("cap-segment", &[]) }</th><th>{ text("cap-external-consumed", &[]) }</th><th><span class="sr-only">{ text("shell-col-actions", &[]) }</span></th></tr></thead>
                    <tbody>
                    { for draft.changes.iter().enumerate().map(|(k, c)| html! {
                        <tr key={k}>
                            <td><TextField id={format!("change-{k}-at")} label={text("cap-external-at", &[])} hide_label=true value={c.at_seconds.clone()}
                                error={error(k, "at")} on_input={on_value(d, move |dr, v: String| if let Some(c) = dr.changes.get_mut(k) { c.at_seconds = v })} /></td>
                            <td><TextField id={format!("change-{k}-driver")} label={text("cap-driver", &[])} hide_label=true value={c.driver.clone()}
                                error={error(k, "driver")} on_input={on_value(d, move |dr, v: String| if let Some(c) = dr.changes.get_mut(k) { c.driver = v })} /></td>
                            <td><TextField id={format!("change-{k}-segment")} label={text("cap-segment", &[])} hide_label=true value={c.segment.clone()}
                                error={error(k, "segment")} on_input={on_value(d, move |dr, v: String| if let Some(c) = dr.changes.get_mut(k) { c.segment = v })} /></td>
                            <td><AmountField id={format!("change-{k}-consumed")} label={text("cap-external-consumed", &[])} hide_label=true value={c.consumed.text.clone()}
                                unit={c.consumed.unit} error={error(k, "consumed")}
                                on_input={on_value(d, move |dr, v: String| if let Some(c) = dr.changes.get_mut(k) { c.consumed.text = v })}
                                on_unit={on_value(d, move |dr, u: Unit| if let Some(c) = dr.changes.get_mut(k) { c.consumed.unit = u })} /></td>
                            <td><button type="button" class="icon-button" aria-label={crate::text::messages::text_with("cap-external-remove", &[("number", crate::text::i18n::number((k + 1) as f64))])}
                                onclick={on_click(d, move |dr| if k < dr.changes.len() { dr.changes.remove(k); })}>{ "✕" }</button></td>
                        </tr>
                    }) }
                    </tbody>
                </table>
            }
            <button type="button" id="add-change" class="small" onclick={on_click(d, |dr| {
                let change = new_change(dr);
                dr.changes.push(change);
            })}>{ text("cap-external-add", &[]) }</button>
        </div>
    }
}

/// A new row: 10 GiB consumed at 10 s on the first pool of the first driver.
fn new_change(draft: &CapacityDraft) -> DraftChange {
    let driver = draft.drivers.first();
    DraftChange {
        at_seconds: "10".into(),
        driver: driver.map(|d| d.name.clone()).unwrap_or_default(),
        segment: driver
            .and_then(|d| d.pools.first())
            .map(|p| p.segment.clone())
            .unwrap_or_default(),
        consumed: Amount::gib("10"),
    }
}
