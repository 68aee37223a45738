//! The Learn section (issue 34): guided lessons over the labs' scenarios, each
//! a walk file (`walks/lessons/*.yaml`, docs/walks.md) that the engine runs
//! step by step (`placement::walk`): the narration's numbers are facts of the
//! engine's result, the predictions and tasks are checked by running it. Its
//! own bundle (`src/bin/learn.rs`), loaded only when `#/learn` is opened. It
//! imports no lab: the pictures it shares with a lab live in `components/`.

mod balance_view;
mod capacity_view;
mod channel;
mod checkpoint;
mod engine_texts;
mod lesson;
mod lessons;
pub mod longhorn_view;
mod picture;
mod presenter;
pub mod rollout_view;
mod story_longhorn_view;
mod route;
pub mod stories;
mod story_files;

pub use lessons::{load, Lesson, EXPLAIN, LESSONS, PROGRESS_KEY};

use gloo::events::EventListener;
use yew::prelude::*;

use crate::components::step_controls;
use crate::text::messages::text;

/// The page's id in the address (`#/learn`) and its bundle's name.
pub const ID: &str = "learn";

/// The Learn page: the list of lessons, or a lesson at a step.
#[function_component]
pub fn LearnPage() -> Html {
    let route = use_state_eq(route::current);
    use_effect_with((), |_| {
        if crate::platform::address::embedded() {
            start_embed_bridge();
        }
    });
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|w| EventListener::new(&w, "hashchange", move |_| route.set(route::current())));
            move || drop(listener)
        });
    }
    if route.mode != route::Mode::Lesson {
        let story = route.lesson.clone().map(AttrValue::from);
        return html! { <stories::StoryPart {story} step={route.step} mode={route.mode} seconds={route.seconds} /> };
    }
    match &route.lesson {
        None => html! { <LessonList /> },
        Some(id) => html! { <lesson::LessonPage key={id.clone()} id={AttrValue::from(id.clone())} step={route.step} /> },
    }
}

/// Every lesson with its summary, length and how far the reader got.
#[function_component]
fn LessonList() -> Html {
    let progress = step_controls::progress(PROGRESS_KEY);
    html! {
        <div class="learn-list">
            <section class="lab-intro">
                <h1>{ text("learn-heading", &[]) }</h1>
                <p>{ text("learn-intro", &[]) }</p>
                <p><a href="#/learn/story" id="learn-stories">{ text("learn-stories-link", &[]) }</a></p>
            </section>
            <ul class="lesson-cards">
                { for LESSONS.iter().map(|w| {
                    let reached = progress.get(w.id).map(|s| s + 1).unwrap_or(0);
                    let facts = text("learn-card-facts", &[
                        ("steps", &w.steps.to_string()),
                        ("minutes", &w.minutes.to_string()),
                        ("reached", &reached.to_string()),
                    ]);
                    html! {
                        <li key={w.id}>
                            <a class="lesson-card" id={format!("lesson-{}", w.id)} href={route::href(w.id, 0)}>
                                <h2>{ text(w.title, &[]) }</h2>
                                <p>{ text(w.summary, &[]) }</p>
                                <p class="card-facts">{ facts }</p>
                            </a>
                        </li>
                    }
                }) }
            </ul>
        </div>
    }
}

/// The Learn page (its bundle is made by `src/bin/learn.rs`).
pub static PAGE: crate::platform::page::Page = crate::platform::page::Page {
    lab: ID,
    render: || yew::html! { <LearnPage /> },
    preset_state: |_| None,
    texts: crate::text::i18n::PageTexts {
        files: &[crate::page_file!("learn.ftl"), crate::page_file!("walk.ftl"), crate::page_file!("balance.ftl")],
        engine: &[crate::engine_english!("balance"), crate::engine_english!("capacity")],
    },
    saved_reader: None,
};

#[wasm_bindgen::prelude::wasm_bindgen(module = "/js/embed.js")]
extern "C" {
    #[wasm_bindgen(js_name = startBridge)]
    fn start_bridge_js(error: Option<String>, scenario_document: &wasm_bindgen::JsValue, set_scenario: &wasm_bindgen::JsValue);
}

/// In a frame, the host page's end of the embed bridge: the frame's height as it
/// changes (a lesson's steps differ in height). A lesson has no scenario to hand
/// a host: asking for one, or sending one, is refused with that said.
pub fn start_embed_bridge() {
    use wasm_bindgen::prelude::*;
    let refuse = || JsValue::from(js_sys::Error::new(&text("learn-embed-no-scenario", &[])));
    let document = Closure::<dyn Fn() -> Result<String, JsValue>>::new(move || Err(refuse()));
    let set = Closure::<dyn Fn(String) -> js_sys::Promise>::new(move |_: String| js_sys::Promise::reject(&refuse()));
    start_bridge_js(None, &document.into_js_value(), &set.into_js_value());
}
