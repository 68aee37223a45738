//! Inputs that show their own error beside them.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::text::units::Unit;
use crate::text::messages::text;

#[derive(Properties, PartialEq)]
pub struct TextFieldProps {
    pub id: AttrValue,
    pub label: AttrValue,
    pub value: AttrValue,
    #[prop_or_default]
    pub error: Option<String>,
    pub on_input: Callback<String>,
    #[prop_or_default]
    pub hide_label: bool,
}

/// A text input with an inline error message.
#[function_component]
pub fn TextField(props: &TextFieldProps) -> Html {
    let on_input = props.on_input.clone();
    let oninput = Callback::from(move |e: InputEvent| {
        on_input.emit(e.target_unchecked_into::<HtmlInputElement>().value());
    });
    let error_id = format!("{}-error", props.id);
    html! {
        <span class={classes!("field", props.error.is_some().then_some("invalid"))}>
            <label for={props.id.clone()} class={classes!(props.hide_label.then_some("sr-only"))}>{ &props.label }</label>
            <input id={props.id.clone()} type="text" value={props.value.clone()} {oninput}
                   aria-invalid={props.error.is_some().then_some("true")}
                   aria-describedby={props.error.is_some().then(|| error_id.clone())} />
            if let Some(error) = &props.error {
                <span class="field-error" id={error_id}>{ error }</span>
            }
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct AmountFieldProps {
    pub id: AttrValue,
    pub label: AttrValue,
    pub value: AttrValue,
    pub unit: Unit,
    #[prop_or_default]
    pub error: Option<String>,
    pub on_input: Callback<String>,
    pub on_unit: Callback<Unit>,
    #[prop_or_default]
    pub hide_label: bool,
    /// A value the engine takes but no real system reports (flagged, not refused).
    #[prop_or_default]
    pub note: Option<String>,
}

/// A number with a unit select (MiB, GiB, TiB) and an inline error message.
#[function_component]
pub fn AmountField(props: &AmountFieldProps) -> Html {
    let on_input = props.on_input.clone();
    let oninput = Callback::from(move |e: InputEvent| {
        on_input.emit(e.target_unchecked_into::<HtmlInputElement>().value());
    });
    let (on_unit, on_text) = (props.on_unit.clone(), props.on_input.clone());
    let (typed, from) = (props.value.to_string(), props.unit);
    // A new unit converts what is typed (1 GiB → 1024 MiB): the amount stays, the way it is written changes.
    let onchange = Callback::from(move |e: Event| {
        let to = Unit::from_label(&e.target_unchecked_into::<HtmlSelectElement>().value());
        if let Some(text) = crate::text::amount_input::converted(&typed, from, to) {
            on_text.emit(text);
        }
        on_unit.emit(to);
    });
    let error_id = format!("{}-error", props.id);
    let note_id = format!("{}-note", props.id);
    let described: Vec<&str> = [props.error.as_ref().map(|_| error_id.as_str()), props.note.as_ref().map(|_| note_id.as_str())]
        .into_iter()
        .flatten()
        .collect();
    let described = (!described.is_empty()).then(|| described.join(" "));
    html! {
        <span class={classes!("field", "amount", props.error.is_some().then_some("invalid"), props.note.is_some().then_some("flagged"))}>
            <label for={props.id.clone()} class={classes!(props.hide_label.then_some("sr-only"))}>{ &props.label }</label>
            <input id={props.id.clone()} type="text" inputmode="decimal" value={props.value.clone()} {oninput}
                   aria-invalid={props.error.is_some().then_some("true")}
                   aria-describedby={described} />
            <select aria-label={text("shell-unit-label", &[("field", &props.label)])} {onchange}>
                { for Unit::ALL.iter().map(|u| html! {
                    <option value={u.label()} selected={*u == props.unit}>{ u.label() }</option>
                }) }
            </select>
            if let Some(error) = &props.error {
                <span class="field-error" id={error_id}>{ error }</span>
            }
            if let Some(note) = &props.note {
                <span class="field-note" id={note_id}>{ note }</span>
            }
        </span>
    }
}
