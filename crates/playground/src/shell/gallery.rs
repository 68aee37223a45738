//! The presets gallery (`#/gallery`): every preset of [`crate::platform::catalog`] as a
//! card, grouped by lab, each a link that opens its lab with the preset
//! loaded. Its bundle holds the shell and this page only: no lab, no engine.

use yew::prelude::*;

use crate::platform::catalog::{self, PresetInfo};
use crate::platform::lab_list::LABS;
use crate::text::messages::text;

/// The page's id in the address (`#/gallery`) and its bundle's name.
pub const ID: &str = "gallery";

fn card(p: &PresetInfo) -> Html {
    html! {
        <li key={p.id}>
            <a class="gallery-card" id={format!("card-{}-{}", p.lab, p.id)} href={p.href()}>
                <h3>{ p.title_text() }</h3>
                <p class="card-source">{ p.source.label() }</p>
                <p class="card-id">{ "preset=" }<code>{ p.id }</code></p>
                <p class="card-caption">{ p.caption_text() }</p>
            </a>
        </li>
    }
}

/// The gallery page.
#[function_component]
pub fn Gallery() -> Html {
    html! {
        <div class="gallery">
            <section class="lab-intro">
                <h1>{ text("gallery-heading", &[]) }</h1>
                <p>{ text("gallery-intro", &[]) }</p>
            </section>
            { for LABS.iter().map(|lab| html! {
                <section class="gallery-group" id={format!("gallery-{}", lab.id)} aria-labelledby={format!("gallery-{}-title", lab.id)}>
                    <h2 id={format!("gallery-{}-title", lab.id)}>{ crate::platform::lab_list::lab_title(lab.id) }</h2>
                    <ul class="gallery-cards">{ for catalog::of_lab(lab.id).map(card) }</ul>
                </section>
            }) }
        </div>
    }
}

/// The gallery page.
pub static PAGE: crate::platform::page::Page = crate::platform::page::Page {
    lab: ID,
    render: || yew::html! { <Gallery /> },
    preset_state: |_| None,
    texts: crate::text::i18n::PageTexts {
        files: &[
            crate::page_file!("gallery.ftl"),
            crate::page_file!("presets-longhorn.ftl"),
            crate::page_file!("presets-balance.ftl"),
            crate::page_file!("presets-capacity.ftl"),
            crate::page_file!("presets-rollout.ftl"),
        ],
        // The gallery shows no engine result.
        engine: &[],
    },
    saved_reader: None,
};

/// The `gallery` bundle: this page. No scenario to share, import or embed: the gallery's wasm
/// links none of the lab-only shell.
pub static BUNDLE: crate::shell::bundle::Bundle = crate::shell::bundle::Bundle { page: &PAGE, lab_shell: None };
