//! The English of the engine's Fleet and Longhorn sentences, fetched when a
//! lesson of those labs first opens in English (`locales/en/engine.ftl`,
//! which `scripts/build` ships for this page only). The Learn page builds in
//! the balance and capacity sentences only: the other two domains would add
//! some 10 KB gzip to a first load that most readers spend on one lesson.
//! A page in another language fetched the whole `engine.ftl` of its language
//! at start, English falls back on it, so there is nothing to fetch.

use std::cell::Cell;

use placement::walk::Lab;

use crate::text::i18n::{add_english, locale, Locale};

thread_local! {
    static LOADED: Cell<bool> = const { Cell::new(false) };
}

/// Whether a lesson of `lab` has to wait for [`load`] before it is said.
pub fn needed(lab: Lab) -> bool {
    matches!(lab, Lab::Rollout | Lab::Longhorn) && locale() == Locale::En && !LOADED.with(Cell::get)
}

/// Fetches the English engine catalog and adds it to the page's English.
pub async fn load() -> Result<(), String> {
    let text = crate::platform::language::fetch_text("locales/en/engine.ftl").await?;
    // Kept for the page's life, as the built-in English is.
    add_english(Box::leak(text.into_boxed_str()));
    LOADED.with(|l| l.set(true));
    Ok(())
}

/// Whether the engine's sentences a walk of `lab` says are on the page: at
/// once when built in or fetched before, else once [`load`] is done (a walk
/// then shows "Loading…" in its place). `None`: no walk yet, nothing to wait for.
#[yew::hook]
pub fn use_engine_texts(lab: Option<Lab>) -> bool {
    let ready = yew::use_state(|| !lab.is_some_and(needed));
    {
        let ready = ready.clone();
        yew::use_effect_with(lab, move |lab| {
            if lab.is_some_and(needed) {
                wasm_bindgen_futures::spawn_local(async move {
                    if let Err(problem) = load().await {
                        web_sys::console::warn_1(&problem.into());
                    }
                    ready.set(true);
                });
            }
        });
    }
    *ready
}
