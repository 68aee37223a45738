//! Presenting a story (issue 35): the presenter view (`#/learn/present/<story>/<step>`: no site
//! chrome, full screen on request, large type and pictures, the step's change listed, next and
//! back by the arrow keys, the space bar and a presentation clicker's PageDown / PageUp), the
//! speaker window it opens (`#/learn/speaker/…`: the step's caption and notes, the next step's
//! caption, a timer), the two kept on the same step both ways by [`Channel`]; and the kiosk
//! loop (`#/learn/kiosk[/<seconds>[/<story>,<story>…]]`: the stories one step after another
//! at an interval, with no controls, starting over after the last).

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Interval;
use placement::walk::{Edit, EditOp, StepOutcome, Walk};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::channel::Channel;
use super::lesson::{ExtraPicture, StepView};
use super::route::{self, Mode};
use super::story_files::{self, STORIES};
use super::story_longhorn_view;
use crate::components::marked::marked;
use crate::components::step_controls::StepControls;
use crate::text::messages::{render, text};

/// Which story and step a presenting view shows.
#[derive(Properties, PartialEq)]
pub struct PresentProps {
    pub id: AttrValue,
    pub step: usize,
}

/// While shown, the page has no site header or footer (`story.css`).
#[hook]
fn use_without_chrome() {
    use_effect_with((), |_| {
        let root = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element());
        if let Some(root) = &root {
            let _ = root.set_attribute("data-story-presenting", "");
        }
        move || {
            if let Some(root) = root {
                let _ = root.remove_attribute("data-story-presenting");
            }
        }
    });
}

/// Goes to `step` of `story` in `mode` (a new address: the page follows it).
fn go(mode: Mode, story: &str, step: usize) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(&route::mode_href(mode, story, step));
    }
}

/// The step a key of the whole page leads to: next by PageDown (a clicker), →, ↓ and the space
/// bar, back by PageUp, ← and ↑.
pub fn key_step(key: &str, index: usize, count: usize) -> Option<usize> {
    match key {
        "PageDown" | "ArrowRight" | "ArrowDown" | " " if index + 1 < count => Some(index + 1),
        "PageUp" | "ArrowLeft" | "ArrowUp" if index > 0 => Some(index - 1),
        _ => None,
    }
}

/// The keys of the whole page turn the steps, unless a field or a button has them.
#[hook]
fn use_page_keys(index: usize, count: usize, on_go: Callback<usize>) {
    use_effect_with((index, count), move |(index, count)| {
        let (index, count) = (*index, *count);
        let listener = web_sys::window().and_then(|w| w.document()).map(|d| {
            // Not passive: a turned step keeps the key from scrolling the page.
            EventListener::new_with_options(&d, "keydown", EventListenerOptions::enable_prevent_default(), move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                let own = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|t| {
                    matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT" | "BUTTON" | "A")
                });
                if own && event.key() == " " {
                    return;
                }
                if let Some(to) = key_step(&event.key(), index, count) {
                    event.prevent_default();
                    on_go.emit(to);
                }
            })
        });
        move || drop(listener)
    });
}

/// The other window's steps of this story followed, and this window's said.
#[hook]
fn use_synced(mode: Mode, id: &str, index: usize) {
    let channel = {
        let own = id.to_string();
        use_memo(own.clone(), move |_| {
            Channel::open(move |story, step| {
                if story == own && route::current().step != step {
                    go(mode, &story, step);
                }
            })
        })
    };
    use_effect_with((id.to_string(), index), move |(id, index)| {
        if let Some(channel) = channel.as_ref() {
            channel.send(id, *index);
        }
    });
}

/// A story loaded for presenting, or why not.
fn loaded_or_error(id: &AttrValue) -> Result<(Rc<Walk>, Rc<Vec<StepOutcome>>), Html> {
    story_files::load(id).map_err(|e| html! { <p class="notice" role="alert" id="lesson-error">{ e }</p> })
}

const LONGHORN: ExtraPicture = story_longhorn_view::picture;

/// What the presenter and the speaker window share: the story loaded (or why not), the step
/// shown, and going to a step, by the page's keys and by the other window too.
#[hook]
fn use_presented(mode: Mode, p: &PresentProps) -> (Rc<Result<(Rc<Walk>, Rc<Vec<StepOutcome>>), Html>>, usize, Callback<usize>) {
    let loaded = use_memo(p.id.clone(), loaded_or_error);
    let count = (*loaded).as_ref().map_or(1, |(_, steps)| steps.len());
    let index = p.step.min(count.saturating_sub(1));
    let on_go = {
        let id = p.id.to_string();
        Callback::from(move |to: usize| go(mode, &id, to))
    };
    use_page_keys(index, count, on_go.clone());
    use_synced(mode, &p.id, index);
    (loaded, index, on_go)
}

/// The presenter view.
#[function_component]
pub fn Presenter(p: &PresentProps) -> Html {
    use_without_chrome();
    let (loaded, index, on_go) = use_presented(Mode::Present, p);
    let (story, steps) = match &*loaded {
        Ok(pair) => pair.clone(),
        Err(problem) => return problem.clone(),
    };
    let open_speaker = {
        let href = route::mode_href(Mode::Speaker, &story.id, index);
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let _ = w.open_with_url_and_target_and_features(&href, "story-speaker", "width=720,height=640");
            }
        })
    };
    let full_screen = Callback::from(|_: MouseEvent| {
        if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let _ = root.request_fullscreen();
        }
    });
    let outcome = steps[index].clone();
    html! {
        <article class="lesson story presenter" aria-labelledby="lesson-title" data-story={story.id.clone()} data-step={index.to_string()}>
            <h1 id="lesson-title" class="presenter-title">{ text(&story.title, &[]) }</h1>
            <StepView key={format!("{}-{index}", story.id)} walk={story.clone()} outcome={outcome} {index} extra={Some(LONGHORN)} />
            { changes(&story.steps[index].edits, index) }
            <div class="presenter-controls">
                <StepControls {index} count={steps.len()} {on_go} />
                <button type="button" id="open-speaker" onclick={open_speaker}>{ text("story-speaker-open", &[]) }</button>
                <button type="button" id="full-screen" onclick={full_screen}>{ text("story-full-screen", &[]) }</button>
                <a href={route::story_href(&story.id, index)} id="leave-presenter">{ text("story-present-exit", &[]) }</a>
            </div>
        </article>
    }
}

fn code(value: String) -> Html {
    html! { <code lang="en">{ value }</code> }
}

/// What a step changed, each edit as the path and value it set (the engine input's own words).
fn changes(edits: &[Edit], index: usize) -> Html {
    if index == 0 {
        return html! {};
    }
    let items: Vec<Html> = edits
        .iter()
        .map(|edit| {
            let value = edit.value.as_ref().map(|v| v.to_string()).unwrap_or_default();
            let id = match edit.op {
                EditOp::Set => "story-change-set",
                EditOp::Remove => "story-change-remove",
                EditOp::Insert => "story-change-insert",
            };
            html! { <li>{ marked(id, &[], &[("path", &edit.path), ("value", &value)], code) }</li> }
        })
        .collect();
    html! {
        <section class="story-changes" id="story-changes" aria-labelledby="story-changes-title">
            <h2 id="story-changes-title">{ text("story-change-heading", &[]) }</h2>
            if items.is_empty() {
                <p>{ text("story-change-none", &[]) }</p>
            } else {
                <ul>{ for items }</ul>
            }
        </section>
    }
}

/// What a step says: its narration, or the caption a person typed.
fn caption(outcome: &StepOutcome) -> String {
    match (&outcome.narration, &outcome.caption_text) {
        (Some(message), _) => render(message),
        (None, Some(typed)) => typed.clone(),
        (None, None) => String::new(),
    }
}

/// Minutes and seconds, `mm:ss`.
fn clock(seconds: u32) -> String {
    format!("{:02}:{:02}", seconds / 60, seconds % 60)
}

/// The speaker window: the step's caption and notes, the next step's caption, a timer.
#[function_component]
pub fn Speaker(p: &PresentProps) -> Html {
    let (loaded, index, on_go) = use_presented(Mode::Speaker, p);
    let elapsed = use_state(|| 0u32);
    {
        let elapsed = elapsed.clone();
        use_effect_with((), move |_| {
            let mut seconds = 0u32;
            let timer = Interval::new(1000, move || {
                seconds = seconds.saturating_add(1);
                elapsed.set(seconds);
            });
            move || drop(timer)
        });
    }
    let (story, steps) = match &*loaded {
        Ok(pair) => pair.clone(),
        Err(problem) => return problem.clone(),
    };
    let notes = story.steps[index].notes.clone();
    let next = steps.get(index + 1).map(caption);
    html! {
        <article class="speaker" aria-labelledby="speaker-title" data-story={story.id.clone()} data-step={index.to_string()}>
            <h1 id="speaker-title">{ text("story-speaker-heading", &[("title", &text(&story.title, &[]))]) }</h1>
            <p class="speaker-timer" id="speaker-timer" role="timer">{ text("story-speaker-timer", &[("time", &clock(*elapsed))]) }</p>
            <StepControls {index} count={steps.len()} {on_go} />
            <section aria-labelledby="speaker-now"><h2 id="speaker-now">{ text("story-speaker-now", &[]) }</h2>
                <p id="speaker-caption">{ caption(&steps[index]) }</p></section>
            <section aria-labelledby="speaker-notes-title"><h2 id="speaker-notes-title">{ text("story-speaker-notes", &[]) }</h2>
                { match notes {
                    Some(notes) => html! { <p id="speaker-notes" lang="en">{ notes }</p> },
                    None => html! { <p id="speaker-notes">{ text("story-speaker-no-notes", &[]) }</p> },
                } }</section>
            <section aria-labelledby="speaker-next-title"><h2 id="speaker-next-title">{ text("story-speaker-next", &[]) }</h2>
                <p id="speaker-next">{ next.unwrap_or_else(|| text("story-speaker-last", &[])) }</p></section>
        </article>
    }
}

/// The kiosk loop's playlist and interval.
#[derive(Properties, PartialEq)]
pub struct KioskProps {
    /// Story ids (empty: every shipped story).
    pub playlist: Vec<String>,
    pub seconds: u32,
}

/// The stories of `playlist` that exist, loaded (all shipped ones for an empty list).
fn playlist(ids: &[String]) -> Vec<(Rc<Walk>, Rc<Vec<StepOutcome>>)> {
    let all: Vec<String> = STORIES.iter().map(|(id, _)| id.to_string()).collect();
    let ids = if ids.is_empty() { &all } else { ids };
    ids.iter().filter_map(|id| story_files::load(id).ok()).collect()
}

/// The kiosk loop: each story's steps in turn at the interval, from the first again after the last.
#[function_component]
pub fn Kiosk(p: &KioskProps) -> Html {
    use_without_chrome();
    let stories = use_memo(p.playlist.clone(), |ids| playlist(ids));
    let at = use_state(|| (0usize, 0usize));
    {
        let (at, stories) = (at.clone(), stories.clone());
        use_effect_with(p.seconds, move |seconds| {
            let mut here = (0usize, 0usize);
            let timer = Interval::new(seconds.saturating_mul(1000), move || {
                here = next_in_loop(&stories, here);
                at.set(here);
            });
            move || drop(timer)
        });
    }
    let Some((story, steps)) = stories.get(at.0) else {
        return html! { <p class="notice" role="alert" id="lesson-error">{ text("story-kiosk-empty", &[]) }</p> };
    };
    let index = at.1.min(steps.len().saturating_sub(1));
    let label = text("story-kiosk-label", &[
        ("title", &text(&story.title, &[])),
        ("step", &(index + 1).to_string()),
        ("steps", &steps.len().to_string()),
    ]);
    html! {
        <article class="lesson story presenter kiosk" aria-label={label.clone()} data-story={story.id.clone()} data-step={index.to_string()}>
            <p class="kiosk-label" id="step-count">{ label }</p>
            <StepView key={format!("{}-{index}", story.id)} walk={story.clone()} outcome={steps[index].clone()} {index} extra={Some(LONGHORN)} />
        </article>
    }
}

/// The step after `at` (story, step) in the loop: the story's next step, else the next story's
/// first, else the first story's.
pub fn next_in_loop(stories: &[(Rc<Walk>, Rc<Vec<StepOutcome>>)], at: (usize, usize)) -> (usize, usize) {
    let steps = stories.get(at.0).map_or(0, |(_, steps)| steps.len());
    if at.1 + 1 < steps {
        (at.0, at.1 + 1)
    } else if at.0 + 1 < stories.len() {
        (at.0 + 1, 0)
    } else {
        (0, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_turn_the_steps_within_the_story() {
        assert_eq!(key_step("PageDown", 0, 3), Some(1));
        assert_eq!(key_step(" ", 1, 3), Some(2));
        assert_eq!(key_step("ArrowRight", 2, 3), None);
        assert_eq!(key_step("PageUp", 2, 3), Some(1));
        assert_eq!(key_step("ArrowLeft", 0, 3), None);
        assert_eq!(key_step("Enter", 1, 3), None);
    }

    #[test]
    fn the_kiosk_loop_goes_through_every_step_and_wraps() {
        let ids = vec!["balance-new-node".to_string(), "balance-filling".to_string()];
        let stories = playlist(&ids);
        let total: usize = stories.iter().map(|(_, s)| s.len()).sum();
        let mut at = (0, 0);
        let mut seen = vec![at];
        for _ in 0..total {
            at = next_in_loop(&stories, at);
            seen.push(at);
        }
        assert_eq!(at, (0, 0), "after every step, the first again");
        assert_eq!(seen[3], (1, 0), "the second story after the first's three steps");
        assert_eq!(clock(125), "02:05");
    }
}
