//! Undo and redo of a lab's edits: Ctrl+Z (⌘Z), Ctrl+Shift+Z / Ctrl+Y, and
//! the Undo / Redo buttons of the scenario bar.
//!
//! A lab keeps its own reducer; [`use_history`] watches the lab's draft (the
//! state it autosaves) and records every change. Undo hands an older draft
//! back through the lab's `restore` callback, which replaces the draft as any
//! edit does, so results, errors and the autosave follow by themselves.
//! Keystrokes in one field arrive as many edits: changes less than
//! [`GROUP_MS`] apart form one step, so one undo takes back a word, not a letter.
//! The steps survive a reload ([`persist`]).

pub mod persist;

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Changes closer together than this form one undo step.
pub const GROUP_MS: f64 = 800.0;
/// Steps kept; the oldest go first.
pub const MAX_STEPS: usize = 100;

thread_local! {
    /// Set by [`own_step`]: the next change is an undo step of its own.
    static OWN_STEP: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Makes the next change of the draft an undo step of its own, never grouped
/// with a change just before or after it: a click on a picture (a node added
/// on the map, moved to a zone) is one action even right after a preset
/// loaded or a field was typed in.
pub fn own_step() {
    OWN_STEP.with(|s| s.set(true));
}

/// Which way to move through the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Undo,
    Redo,
}

/// What the buttons show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HistoryStatus {
    pub can_undo: bool,
    pub can_redo: bool,
}

/// Connects the lab's history to the shell's buttons: provided by the app
/// above both, filled in by [`use_history`].
#[derive(Clone)]
pub struct HistoryLink {
    pub status: UseStateHandle<HistoryStatus>,
    step: Rc<RefCell<Option<Callback<Step>>>>,
}

impl PartialEq for HistoryLink {
    fn eq(&self, other: &Self) -> bool {
        self.status == other.status && Rc::ptr_eq(&self.step, &other.step)
    }
}

impl HistoryLink {
    /// Undoes or redoes in the lab on the page (nothing if none is there).
    pub fn go(&self, step: Step) {
        let callback = self.step.borrow().clone();
        if let Some(callback) = callback {
            callback.emit(step);
        }
    }
}

/// The app's end of the link.
#[hook]
pub fn use_history_link() -> HistoryLink {
    HistoryLink {
        status: use_state(HistoryStatus::default),
        step: (*use_memo((), |_| Rc::new(RefCell::new(None)))).clone(),
    }
}

/// The page under the link, where the scenario bar's Undo and Redo meet the
/// lab's history: a lab's page only ([`crate::shell::bundle::LabShell::frame`]).
pub fn provide(link: HistoryLink, page: Html) -> Html {
    html! { <ContextProvider<HistoryLink> context={link}>{ page }</ContextProvider<HistoryLink>> }
}

/// The recorded drafts around the present one.
struct Timeline<D> {
    past: Vec<D>,
    future: Vec<D>,
    /// The draft the lab shows now (as last seen).
    present: Option<D>,
    /// The drafts this history handed to the lab and has not seen arrive yet, oldest first: their
    /// arrival is not a new edit. More than one when a second undo or redo comes before the lab's
    /// draft of the first reaches [`Timeline::observe`]: Yew yields to the browser between the
    /// render (the field already shows the undone value) and its effects when a frame runs long,
    /// so on a slow machine a quick Ctrl+Shift+Z lands in between.
    pending: Vec<D>,
    last_change_ms: f64,
    /// The draft a restored history was recorded around, until the first draft is seen.
    restored: Option<D>,
}

impl<D: Clone + PartialEq> Timeline<D> {
    fn new() -> Self {
        Timeline {
            past: Vec::new(),
            future: Vec::new(),
            present: None,
            pending: Vec::new(),
            last_change_ms: f64::NEG_INFINITY,
            restored: None,
        }
    }

    /// A timeline with the steps kept before a reload.
    fn restored(steps: persist::Steps<D>) -> Self {
        Timeline {
            past: steps.past,
            future: steps.future,
            restored: Some(steps.present),
            ..Timeline::new()
        }
    }

    /// Takes note of the draft the lab now shows.
    fn observe(&mut self, draft: &D, now_ms: f64) {
        let previous = self.present.replace(draft.clone());
        if let Some(recorded) = self.restored.take().filter(|r| r != draft) {
            // The page opened other work than the history was recorded around (a
            // shared link, a file): that earlier draft is one undo away.
            self.past.push(recorded);
            self.future.clear();
        }
        if let Some(at) = self.pending.iter().position(|p| p == draft) {
            // Ours (an undo or redo arriving): those handed out before it are passed over.
            self.pending.drain(..=at);
            self.last_change_ms = f64::NEG_INFINITY;
            return;
        }
        // An edit: it changes what the lab was last handed, if that has not arrived yet.
        let previous = self.pending.drain(..).last().or(previous);
        let Some(previous) = previous.filter(|p| p != draft) else {
            return;
        };
        let own = OWN_STEP.with(|s| s.replace(false));
        let grouped = !own && now_ms - self.last_change_ms < GROUP_MS && !self.past.is_empty();
        if !grouped {
            self.past.push(previous);
            if self.past.len() > MAX_STEPS {
                self.past.remove(0);
            }
        }
        self.future.clear();
        self.last_change_ms = if own { f64::NEG_INFINITY } else { now_ms };
    }

    /// The draft to show after `step`, if there is one.
    fn step(&mut self, step: Step) -> Option<D> {
        // What the lab shows, or will once the draft last handed to it arrives.
        let present = self.pending.last().or(self.present.as_ref()).cloned()?;
        let (from, to) = match step {
            Step::Undo => (&mut self.past, &mut self.future),
            Step::Redo => (&mut self.future, &mut self.past),
        };
        // An entry equal to the present (typed, then deleted) is no step back.
        let target = std::iter::from_fn(|| from.pop()).find(|d| *d != present)?;
        to.push(present);
        self.pending.push(target.clone());
        self.last_change_ms = f64::NEG_INFINITY;
        Some(target)
    }

    /// [`step`](Self::step), unless the page is read-only (`?readonly=1`): nothing could be
    /// edited there, so nothing is undone or redone and the timeline stays as it is.
    fn step_if_editable(&mut self, step: Step) -> Option<D> {
        if crate::platform::address::read_only() {
            return None;
        }
        self.step(step)
    }

    fn status(&self) -> HistoryStatus {
        HistoryStatus {
            can_undo: !self.past.is_empty(),
            can_redo: !self.future.is_empty(),
        }
    }
}

/// Records the lab's `draft` on every change and answers undo and redo by
/// emitting an older (or newer) draft to `restore`. In read-only mode
/// (`?readonly=1`) nothing is undone: nothing can be edited. The steps are
/// kept across reloads as `persist` says.
#[hook]
pub fn use_history<D: Clone + PartialEq + 'static>(draft: &D, restore: Callback<D>, persist: persist::Persist<D>) {
    let timeline = use_mut_ref(|| (persist.restored)().map_or_else(Timeline::<D>::new, Timeline::restored));
    use_keep_on_leave(timeline.clone(), persist);
    let restore_ref = use_mut_ref(|| restore.clone());
    *restore_ref.borrow_mut() = restore;
    let link = use_context::<HistoryLink>();
    let publish = {
        let link = link.clone();
        move |status: HistoryStatus| {
            if let Some(link) = &link {
                if *link.status != status {
                    link.status.set(status);
                }
            }
        }
    };
    let go = {
        let timeline = timeline.clone();
        let publish = publish.clone();
        Callback::from(move |step: Step| {
            let target = timeline.borrow_mut().step_if_editable(step);
            publish(timeline.borrow().status());
            if let Some(target) = target {
                let restore = restore_ref.borrow().clone();
                restore.emit(target);
            }
        })
    };
    {
        let timeline = timeline.clone();
        use_effect_with(draft.clone(), move |draft| {
            timeline.borrow_mut().observe(draft, js_sys::Date::now());
            publish(timeline.borrow().status());
        });
    }
    use_effect_with((), move |_| {
        if let Some(link) = &link {
            *link.step.borrow_mut() = Some(go.clone());
        }
        let listener = web_sys::window().map(|w| {
            EventListener::new_with_options(
                &w,
                "keydown",
                EventListenerOptions::enable_prevent_default(),
                move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if let Some(step) = shortcut(e) {
                        e.prevent_default();
                        go.emit(step);
                    }
                },
            )
        });
        move || drop(listener)
    });
}

/// Writes the steps beside the autosave when the page is hidden or left (a
/// reload, a closed tab): once then, not on every keystroke. An embedded or
/// read-only lab keeps none (its storage is the page's memory, or nothing is edited).
#[hook]
fn use_keep_on_leave<D: Clone + PartialEq + 'static>(timeline: Rc<RefCell<Timeline<D>>>, persist: persist::Persist<D>) {
    use_effect_with((), move |_| {
        let keep = Rc::new(move || {
            let t = timeline.borrow();
            let Some(present) = t.present.as_ref() else {
                return;
            };
            let texts = |steps: &[D]| steps.iter().map(persist.text).collect::<Vec<_>>();
            let text = persist::write(&(persist.text)(present), &texts(&t.past), &texts(&t.future), persist::MAX_BYTES);
            if let Err(e) = crate::platform::storage::set(&persist::key_of(persist.key), &text) {
                web_sys::console::warn_1(&format!("undo history not kept: {e}").into());
            }
        });
        let kept = !(crate::platform::address::embedded() || crate::platform::address::read_only());
        let window = web_sys::window().filter(|_| kept);
        let listeners = window.and_then(|w| Some((w.document()?, w))).map(|(document, window)| {
            let on_hide = keep.clone();
            let hidden = EventListener::new(&document, "visibilitychange", move |_| {
                if web_sys::window().and_then(|w| w.document()).is_some_and(|d| d.hidden()) {
                    on_hide();
                }
            });
            let left = EventListener::new(&window, "pagehide", move |_| keep());
            (hidden, left)
        });
        move || drop(listeners)
    });
}

/// Ctrl+Z / ⌘Z undo; Ctrl+Shift+Z / ⌘⇧Z / Ctrl+Y redo. A text area (a YAML
/// or paste box) keeps the browser's own undo of its text.
fn shortcut(e: &web_sys::KeyboardEvent) -> Option<Step> {
    if !(e.ctrl_key() || e.meta_key()) || e.alt_key() {
        return None;
    }
    let in_text_area = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.tag_name().eq_ignore_ascii_case("textarea"));
    if in_text_area {
        return None;
    }
    match e.key().to_ascii_lowercase().as_str() {
        "z" if e.shift_key() => Some(Step::Redo),
        "z" => Some(Step::Undo),
        "y" if !e.shift_key() => Some(Step::Redo),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timeline(edits: &[(&'static str, f64)]) -> Timeline<&'static str> {
        let mut t = Timeline::new();
        for (draft, at) in edits {
            t.observe(draft, *at);
        }
        t
    }

    #[test]
    fn a_read_only_page_undoes_and_redoes_nothing() {
        let mut t = timeline(&[("a", 0.0), ("b", 1_000.0), ("c", 2_000.0)]);
        crate::platform::address::set_read_only(false);
        assert_eq!(t.step_if_editable(Step::Undo), Some("b"), "editable: the guard lets it through");
        t.observe(&"b", 2_100.0);
        crate::platform::address::set_read_only(true);
        assert_eq!(t.step_if_editable(Step::Undo), None);
        assert_eq!(t.step_if_editable(Step::Redo), None);
        // The timeline is untouched: both ways are still there once editing is back.
        let both = HistoryStatus { can_undo: true, can_redo: true };
        assert_eq!(t.status(), both);
        crate::platform::address::set_read_only(false);
        assert_eq!(t.step_if_editable(Step::Undo), Some("a"));
    }

    #[test]
    fn undo_and_redo_walk_the_recorded_drafts() {
        let mut t = timeline(&[("a", 0.0), ("b", 1_000.0), ("c", 2_000.0)]);
        assert_eq!(t.step(Step::Undo), Some("b"));
        t.observe(&"b", 2_100.0); // the lab shows what the history handed it
        assert_eq!(t.step(Step::Undo), Some("a"));
        t.observe(&"a", 2_200.0);
        assert_eq!(t.step(Step::Undo), None);
        assert_eq!(t.step(Step::Redo), Some("b"));
        t.observe(&"b", 2_300.0);
        assert_eq!(t.step(Step::Redo), Some("c"));
        t.observe(&"c", 2_400.0);
        assert_eq!(
            t.status(),
            HistoryStatus {
                can_undo: true,
                can_redo: false
            }
        );
    }

    #[test]
    fn quick_changes_form_one_step() {
        // "5" → "50" → "500" typed within GROUP_MS of each other.
        let mut t = timeline(&[
            ("x", 0.0),
            ("5", 5_000.0),
            ("50", 5_200.0),
            ("500", 5_900.0),
        ]);
        assert_eq!(t.step(Step::Undo), Some("x"));
        // A pause ends the group: the next change is its own step.
        let mut t = timeline(&[("x", 0.0), ("5", 5_000.0), ("50", 5_000.0 + GROUP_MS)]);
        assert_eq!(t.step(Step::Undo), Some("5"));
    }

    #[test]
    fn an_action_on_a_picture_is_its_own_step_even_right_after_another_change() {
        // A preset loaded ("p"), a node added on the map 100 ms later, then a field typed 100 ms later.
        let mut t = timeline(&[("x", 0.0), ("p", 5_000.0)]);
        own_step();
        t.observe(&"p+node", 5_100.0);
        t.observe(&"p+node+typed", 5_200.0);
        assert_eq!(t.step(Step::Undo), Some("p+node"));
        assert_eq!(t.step(Step::Undo), Some("p"));
        assert_eq!(t.step(Step::Undo), Some("x"));
    }

    #[test]
    fn an_edit_after_undo_drops_the_redo_steps() {
        let mut t = timeline(&[("a", 0.0), ("b", 1_000.0)]);
        assert_eq!(t.step(Step::Undo), Some("a"));
        t.observe(&"a", 1_100.0);
        t.observe(&"z", 1_200.0);
        assert!(!t.status().can_redo);
        // The restored draft's arrival did not group with the next edit.
        assert_eq!(t.step(Step::Undo), Some("a"));
    }

    #[test]
    fn a_redo_before_the_undone_draft_arrives_still_redoes() {
        // Yew may yield to the browser between the render of an undo and its effect: the redo
        // key lands while the history has not yet seen the undone draft (found under load in
        // the browser tests: the redo did nothing).
        let mut t = timeline(&[("a", 0.0), ("b", 1_000.0)]);
        assert_eq!(t.step(Step::Undo), Some("a"));
        assert_eq!(t.step(Step::Redo), Some("b"));
        // The late arrivals, in order, are ours: no new step, nothing dropped.
        t.observe(&"a", 1_100.0);
        t.observe(&"b", 1_110.0);
        assert_eq!(t.status(), HistoryStatus { can_undo: true, can_redo: false });
        assert_eq!(t.step(Step::Undo), Some("a"));
        // Yew may skip the intermediate draft altogether.
        let mut t = timeline(&[("a", 0.0), ("b", 1_000.0), ("c", 2_000.0)]);
        assert_eq!(t.step(Step::Undo), Some("b"));
        assert_eq!(t.step(Step::Undo), Some("a"));
        t.observe(&"a", 2_100.0);
        assert_eq!(t.step(Step::Redo), Some("b"));
        t.observe(&"b", 2_200.0);
        assert_eq!(t.step(Step::Redo), Some("c"));
    }

    #[test]
    fn an_edit_before_the_undone_draft_arrives_changes_the_undone_draft() {
        let mut t = timeline(&[("a", 0.0), ("b", 1_000.0)]);
        assert_eq!(t.step(Step::Undo), Some("a"));
        // The lab applied the undo and then the edit before the history saw either.
        t.observe(&"z", 1_100.0);
        assert!(!t.status().can_redo);
        assert_eq!(t.step(Step::Undo), Some("a"));
    }

    #[test]
    fn a_step_back_to_the_present_is_skipped() {
        // "ab" typed, then deleted back to "a" within one group: nothing changed.
        let mut t = timeline(&[("a", 0.0), ("ab", 1_000.0), ("a", 1_100.0)]);
        assert_eq!(t.step(Step::Undo), None);
        // Separate steps are each undone.
        let mut t = timeline(&[("a", 0.0), ("ab", 1_000.0), ("a", 2_000.0)]);
        assert_eq!(t.step(Step::Undo), Some("ab"));
    }

    #[test]
    fn a_restored_history_continues_where_the_reload_left_it() {
        let steps = |present| persist::Steps { present, past: vec!["a", "b"], future: vec!["d"] };
        let mut t = Timeline::restored(steps("c"));
        t.observe(&"c", 0.0); // the autosave the page opened with
        assert_eq!(t.status(), HistoryStatus { can_undo: true, can_redo: true });
        assert_eq!(t.step(Step::Undo), Some("b"));
        // Other work opened (a shared link): the draft the history was kept around is one undo away.
        let mut t = Timeline::restored(steps("c"));
        t.observe(&"linked", 0.0);
        assert!(!t.status().can_redo, "its redo steps led from another draft");
        assert_eq!(t.step(Step::Undo), Some("c"));
    }

    #[test]
    fn the_oldest_steps_go_past_the_limit() {
        let mut t = Timeline::new();
        for i in 0..(MAX_STEPS + 20) {
            t.observe(&i, i as f64 * 1_000.0);
        }
        assert_eq!(t.past.len(), MAX_STEPS);
    }
}
