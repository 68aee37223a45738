//! Every lab's preset picker, one behaviour (issue 39: three labs had three): a menu labelled
//! "Preset" whose choice loads at once as an undo step of its own, names the preset while the
//! scenario is that preset ("Your own scenario" once it is edited or imported), shows the
//! preset's caption below, and keeps `preset=<id>` in the address until the first edit.

use yew::prelude::*;

use crate::text::messages::text;

#[derive(Properties)]
pub struct PresetPickerProps {
    /// The lab's id (`platform::lab_list`): its presets are the catalog's, in its order.
    pub lab: &'static str,
    /// The preset the scenario is, unchanged; `None` for the user's own.
    pub current: Option<&'static str>,
    /// Loads a preset by id (the lab's own path, the same as a link's `preset=`).
    pub on_load: Callback<String>,
    /// A preset's state as the lab autosaves it (`Page::preset_state`): the address keeps
    /// the preset while the autosave is that.
    pub state_of: fn(&str) -> Option<String>,
}

/// A lab hands the same `state_of` on every render (its `Page`'s): the props differ in the rest.
impl PartialEq for PresetPickerProps {
    fn eq(&self, other: &Self) -> bool {
        (self.lab, self.current, &self.on_load) == (other.lab, other.current, &other.on_load)
    }
}

#[function_component]
pub fn PresetPicker(props: &PresetPickerProps) -> Html {
    let current = props.current.and_then(|id| crate::platform::catalog::find(props.lab, id));
    // A select the user picked from ignores later `selected` attributes: its value is set.
    let menu = use_node_ref();
    {
        let menu = menu.clone();
        use_effect_with(current.map(|p| p.id), move |id| {
            if let Some(select) = menu.cast::<web_sys::HtmlSelectElement>() {
                select.set_value(id.unwrap_or_default());
            }
        });
    }
    let onchange = {
        let (lab, load, state_of) = (props.lab, props.on_load.clone(), props.state_of);
        Callback::from(move |e: Event| {
            let id = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if crate::platform::catalog::find(lab, &id).is_none() {
                return;
            }
            // Never grouped with typing just before it: one undo brings that work back.
            crate::platform::history::own_step();
            load.emit(id.clone());
            crate::platform::address::live::show_preset(lab, &id, state_of(&id));
        })
    };
    html! {
        <div class="preset-picker">
            <label for="preset">{ text("shell-preset-label", &[]) }</label>
            <select id="preset" ref={menu} {onchange} aria-describedby={current.map(|_| "preset-caption")}>
                if current.is_none() {
                    <option value="" selected=true>{ text("shell-preset-own", &[]) }</option>
                }
                { for crate::platform::catalog::of_lab(props.lab).map(|p| html! {
                    <option value={p.id} selected={current.is_some_and(|c| c.id == p.id)}>{ p.title_text() }</option>
                }) }
            </select>
            if let Some(p) = current {
                <p class="hint" id="preset-caption">{ p.caption_text() }</p>
            }
        </div>
    }
}
