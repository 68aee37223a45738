//! Stories (issue 35): walks of kind `story` (`walks/stories/*.yaml`,
//! docs/walks.md) played step by step at `#/learn/story/<story>/<step>`, and
//! their list at `#/learn/story`. A story's step is an edit of the scenario
//! before it, its caption said with the engine's facts; going back recomputes
//! the step before from the start, so it is exactly as it was. Everything
//! here is a part of the Learn bundle fetched when a story is first opened
//! (`src/bin/learn.rs`): the story files, this player, the Longhorn picture,
//! and with it their texts (`story.ftl`, fetched by
//! [`crate::platform::language::load_later`]). Steps are drawn by the
//! lessons' own `lesson::StepView` and `StepControls`.

use placement::walk::{self, Lab, Walk};
use yew::prelude::*;

use super::lesson::StepView;
use super::presenter::{Kiosk, Presenter, Speaker};
use super::route::{self, Mode};
use super::story_files::{load, STORIES};
use super::{engine_texts, story_longhorn_view};
use crate::components::step_controls::StepControls;
use crate::text::messages::text;

/// Which story and step the address asks for (none: the list), and how it is shown.
#[derive(Properties, PartialEq, Clone)]
pub struct StoryProps {
    pub story: Option<AttrValue>,
    /// From 0 (beyond the last: the last).
    pub step: usize,
    /// Read, presented, the speaker's window, or the kiosk loop.
    pub mode: Mode,
    /// The kiosk loop's seconds per step.
    #[prop_or(8)]
    pub seconds: u32,
}

crate::split_part!(
    /// The stories: fetched with their chunk when `#/learn/story…` is first opened.
    pub StoryPart(pub STORY_PART: StoryProps) => story_part
);

/// The part's view: the texts first, then the list or a story.
pub fn story_part(p: &StoryProps) -> Html {
    html! { <StoryRoot story={p.story.clone()} step={p.step} mode={p.mode} seconds={p.seconds} /> }
}

/// Whether the stories' texts are on the page.
#[derive(Clone, PartialEq)]
enum Texts {
    Loading,
    Ready,
    Failed(String),
}

/// The stories' styles, added when the part is first shown.
const STYLE: &str = include_str!("../../../css/story.css");

#[function_component]
fn StoryRoot(p: &StoryProps) -> Html {
    let texts = use_state(|| Texts::Loading);
    {
        let texts = texts.clone();
        use_effect_with((), move |_| {
            crate::platform::style::add_once("story-style", STYLE);
            wasm_bindgen_futures::spawn_local(async move {
                let mut loaded = crate::platform::language::load_later(crate::text::i18n::STORY_FILE).await;
                // The rollout stories draw the rollout lesson's picture, whose texts are fetched
                // with that lesson (`learn-rollout.ftl`), not built in.
                if loaded.is_ok() {
                    loaded = crate::platform::language::load_later(crate::text::i18n::LEARN_ROLLOUT_FILE).await;
                }
                // The presenter, the speaker window and the kiosk loop say Longhorn and Fleet
                // sentences too: their English is fetched once, before any story is drawn.
                if engine_texts::needed(Lab::Longhorn) {
                    if let Err(problem) = engine_texts::load().await {
                        web_sys::console::warn_1(&problem.into());
                    }
                }
                texts.set(match loaded {
                    Ok(()) => Texts::Ready,
                    Err(problem) => Texts::Failed(problem),
                });
            });
        });
    }
    match (&*texts, &p.story) {
        (Texts::Ready, story) if p.mode == Mode::Kiosk => {
            let playlist: Vec<String> = story.as_ref().map(|s| s.split(',').map(str::to_string).collect()).unwrap_or_default();
            html! { <Kiosk {playlist} seconds={p.seconds} /> }
        }
        (Texts::Ready, Some(id)) if p.mode == Mode::Present => html! { <Presenter id={id.clone()} step={p.step} /> },
        (Texts::Ready, Some(id)) if p.mode == Mode::Speaker => html! { <Speaker id={id.clone()} step={p.step} /> },
        (Texts::Loading, _) => html! { <p class="hint part-loading" aria-busy="true">{ text("shell-part-loading", &[]) }</p> },
        (Texts::Failed(problem), _) => html! {
            <div class="notice part-failed" role="alert">
                <p>{ crate::platform::split::LoadFailed.message() }</p>
                <p class="hint" lang="en">{ problem.clone() }</p>
            </div>
        },
        (Texts::Ready, None) => html! { <StoryList /> },
        (Texts::Ready, Some(id)) => html! { <StoryPage key={id.to_string()} id={id.clone()} step={p.step} /> },
    }
}

fn lab_name(lab: Lab) -> String {
    text(&format!("story-lab-{}", lab.id()), &[])
}

/// Every shipped story with its lab, length and summary.
#[function_component]
fn StoryList() -> Html {
    use_effect_with((), |_| set_title());
    let stories: Vec<Walk> = STORIES.iter().filter_map(|(_, source)| walk::read_walk(source).ok()).collect();
    html! {
        <div class="learn-list story-list">
            <section class="lab-intro">
                <h1>{ text("story-heading", &[]) }</h1>
                <p>{ text("story-intro", &[]) }</p>
                <p><a href="#/learn" id="story-lessons">{ text("story-lessons-link", &[]) }</a>{ " · " }
                    <a href={route::kiosk_href(8, &[])} id="story-kiosk">{ text("story-kiosk", &[]) }</a></p>
            </section>
            <ul class="lesson-cards">
                { for stories.iter().map(|s| {
                    let facts = text("story-card-facts", &[
                        ("lab", &lab_name(s.lab)),
                        ("steps", &s.steps.len().to_string()),
                        ("minutes", &s.minutes.to_string()),
                    ]);
                    html! {
                        <li key={s.id.clone()}>
                            <a class="lesson-card" id={format!("story-{}", s.id)} href={route::story_href(&s.id, 0)}>
                                <h2>{ text(&s.title, &[]) }</h2>
                                <p>{ text(&s.summary, &[]) }</p>
                                <p class="card-facts">{ facts }</p>
                            </a>
                        </li>
                    }
                }) }
            </ul>
        </div>
    }
}

fn set_title() {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let page = text("story-heading", &[]);
        document.set_title(&text("shell-page-title", &[("page", &page)]));
    }
}

#[derive(Properties, PartialEq)]
struct StoryPageProps {
    id: AttrValue,
    step: usize,
}

/// A story at a step: its title, the step controls, the step.
#[function_component]
fn StoryPage(p: &StoryPageProps) -> Html {
    let loaded = use_memo(p.id.clone(), |id| load(id));
    let lab = (*loaded).as_ref().ok().map(|(s, _)| s.lab);
    let texts = engine_texts::use_engine_texts(lab);
    use_effect_with((), |_| set_title());
    let (story, steps) = match &*loaded {
        Ok(pair) => pair.clone(),
        Err(e) => {
            return html! {
                <div class="lesson story">
                    <p><a href={route::story_href_list()}>{ text("story-all", &[]) }</a></p>
                    <p class="notice" role="alert" id="lesson-error">{ e.clone() }</p>
                </div>
            }
        }
    };
    if !texts {
        return html! { <p class="hint part-loading" aria-busy="true">{ text("shell-part-loading", &[]) }</p> };
    }
    let index = p.step.min(steps.len().saturating_sub(1));
    let on_go = {
        let id = p.id.to_string();
        Callback::from(move |to: usize| {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&route::story_href(&id, to));
            }
        })
    };
    let outcome = steps[index].clone();
    html! {
        <article class="lesson story" aria-labelledby="lesson-title" data-story={story.id.clone()} data-step={index.to_string()}>
            <header class="lesson-head">
                if !crate::platform::address::embedded() {
                    <p class="lesson-back"><a href={route::story_href_list()} id="all-stories">{ text("story-all", &[]) }</a></p>
                }
                <h1 id="lesson-title">{ text(&story.title, &[]) }</h1>
                if !crate::platform::address::embedded() {
                    <p><a href={route::mode_href(Mode::Present, &story.id, index)} id="present">{ text("story-present", &[]) }</a></p>
                }
                if !story.verified_against.is_empty() {
                    <p class="verified" id="verified-against">{ text("walk-verified-against", &[("versions", &story.verified_against.join(" / "))]) }</p>
                }
            </header>
            <StepControls {index} count={steps.len()} minutes={story.minutes} {on_go} />
            <StepView key={format!("{}-{index}", story.id)} walk={story.clone()} outcome={outcome.clone()} {index} extra={Some(story_longhorn_view::picture as super::lesson::ExtraPicture)} />
            <details class="story-scenario">
                <summary>{ text("story-scenario", &[]) }</summary>
                <pre id="step-scenario" lang="en">{ serde_json::to_string_pretty(&outcome.scenario).unwrap_or_default() }</pre>
            </details>
            if index + 1 == steps.len() && !crate::platform::address::embedded() {
                <p class="lesson-done" id="lesson-done">{ text("story-done", &[]) }{ " " }<a href={route::story_href_list()}>{ text("story-all", &[]) }</a></p>
            }
        </article>
    }
}
