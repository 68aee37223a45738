//! The app shell: header, navigation between labs, and hash routing (`#/balance`).

use gloo::events::EventListener;
use yew::prelude::*;

use crate::labs::LABS;
use crate::Bundle;

/// The lab named by the URL fragment, or the first lab.
fn current_lab() -> &'static str {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let id = hash.trim_start_matches('#').trim_start_matches('/');
    let id = id.split(['?', '/']).next().unwrap_or_default();
    LABS.iter().find(|lab| lab.id == id).unwrap_or(&LABS[0]).id
}

#[derive(Properties)]
pub struct AppProps {
    /// The bundle this page runs: it renders one lab.
    pub bundle: &'static Bundle,
}

impl PartialEq for AppProps {
    fn eq(&self, other: &Self) -> bool {
        self.bundle.lab == other.bundle.lab
    }
}

#[function_component]
pub fn App(props: &AppProps) -> Html {
    let lab = props.bundle.lab;
    {
        // Another lab lives in another bundle: load the page again, and
        // web/boot.js starts that lab's bundle (each lab autosaves its work).
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    if current_lab() != lab {
                        if let Some(w) = web_sys::window() {
                            let _ = w.location().reload();
                        }
                    }
                })
            });
            move || drop(listener)
        });
    }
    html! {
        <>
            <header class="site-header">
                <a class="brand" href="#/">
                    <img src="favicon.svg" alt="" width="28" height="28" />
                    <span>{ "Placement Playground" }</span>
                </a>
                <nav class="lab-nav" aria-label="Labs">
                    { for LABS.iter().map(|l| html! {
                        <a href={format!("#/{}", l.id)}
                           class={classes!((l.id == lab).then_some("active"))}
                           aria-current={(l.id == lab).then_some("page")}>
                            { l.title }
                        </a>
                    }) }
                </nav>
            </header>
            <main class="lab">{ (props.bundle.render)() }</main>
            <footer class="site-footer">
                { "Decisions follow the real schedulers and controllers; where their docs differ, the lab says so. " }
                { "Everything runs in your browser." }
            </footer>
        </>
    }
}
