//! The support bundle panel: the reader's status (progress, Cancel), a
//! refusal, or the summary with one button per lab. It is its own wasm
//! bundle (`src/bin/support_bundle.rs`), which a lab page loads on the first
//! bundle opened ([`super::open`]) and which renders into the page's
//! [`super::place`]; a second bundle opened replaces the first.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use web_sys::{Element, File};
use yew::prelude::*;

use super::{handoff_key, view, BundleRead};
use crate::platform::worker::{parse_output, Job, JobEvent};

thread_local! {
    /// The panel on the page, once a bundle was opened.
    static PANEL: RefCell<Option<yew::AppHandle<BundlePanel>>> = const { RefCell::new(None) };
    /// How many bundles were opened (a new one starts a new read).
    static OPENED: Cell<u32> = const { Cell::new(0) };
}

/// What the panel needs before its first bundle: the panic banner and the
/// page's language (the same choice and catalogs as the page's; the panel's
/// texts are in shell.ftl, whose English every bundle has built in); a host page hears of
/// its storage writes as of the page's.
pub async fn start() {
    crate::platform::panic_banner::install();
    // Its storage writes, like the page's, tell a host page of an embedded lab.
    crate::platform::storage::on_change(crate::shell::embed::note_change);
    crate::platform::language::load_page_language(&[]).await;
}

/// Shows `file` read in the panel in `root`, on the page of `lab`.
pub fn show(file: File, lab: String, root: Element) {
    let opened = OPENED.with(|o| {
        o.set(o.get() + 1);
        o.get()
    });
    let props = BundlePanelProps { lab: lab.into(), file, opened };
    PANEL.with(|panel| {
        let mut panel = panel.borrow_mut();
        match panel.as_mut() {
            Some(app) => app.update(props),
            None => {
                skip_page_app_numbers(&root);
                *panel = Some(yew::Renderer::with_root_and_props(root, props).render());
            }
        }
    });
}

/// Yew marks each element it listens on with its app's number, counted from
/// 1 in each wasm module, and every app on the page looks at every event
/// under its root (the page's app: the whole body) for its own number. The
/// panel's first app would be numbered as the page's is and have the page run
/// its own handlers for the panel's clicks: this uses up the numbers the
/// page's app has before the panel's app takes one (Yew 0.23,
/// `dom_bundle/subtree_root.rs`: `__yew_subtree_id`).
fn skip_page_app_numbers(root: &Element) {
    let number = |e: &Element| js_sys::Reflect::get(e, &"__yew_subtree_id".into()).ok().and_then(|n| n.as_f64());
    let mut taken = Vec::new();
    let mut above = root.parent_element();
    while let Some(element) = above {
        taken.extend(number(&element));
        above = element.parent_element();
    }
    let Some(document) = root.owner_document() else {
        return;
    };
    // A detached element's empty app shows the next number; the panel takes the one after.
    while let Ok(probe) = document.create_element("div") {
        yew::Renderer::<Nothing>::with_root(probe.clone()).render();
        match number(&probe) {
            Some(n) if taken.contains(&(n + 1.0)) => continue,
            _ => break,
        }
    }
}

#[function_component]
fn Nothing() -> Html {
    Html::default()
}

/// Stores `lab`'s import (JSON text) and opens the lab; for the Longhorn lab
/// `algorithm` sets the drawing's disk choice.
fn hand_over(lab: &str, import: &str, algorithm: &str, current: &str) -> Result<(), String> {
    let mut text = import.to_string();
    if lab == "longhorn" {
        let mut value: serde_json::Value =
            serde_json::from_str(import).map_err(|e| e.to_string())?;
        value["draft"]["algorithm"] = algorithm.into();
        text = value.to_string();
    }
    crate::platform::storage::set(&handoff_key(lab), &text)?;
    crate::shell::app::open_lab(lab, current);
    Ok(())
}

/// What the reader shows.
#[derive(Clone, PartialEq)]
enum State {
    Idle,
    Reading { name: String, done: u64, total: u64 },
    Failed { name: String, message: String },
    Read(Rc<BundleRead>),
}

#[derive(Properties, PartialEq)]
pub struct BundlePanelProps {
    /// The lab on the page.
    pub lab: AttrValue,
    /// The support bundle to read.
    pub file: File,
    /// Its number among the bundles opened on this page.
    pub opened: u32,
}

/// The reader's status, error or summary, between the header and the lab.
#[function_component]
pub fn BundlePanel(props: &BundlePanelProps) -> Html {
    let state = use_state(|| State::Idle);
    let job = use_mut_ref(|| None::<Job>);
    {
        let (state, job, file) = (state.clone(), job.clone(), props.file.clone());
        use_effect_with(props.opened, move |_| read_file(file, &state, &job));
    }
    let cancel = {
        let (state, job) = (state.clone(), job.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(job) = job.borrow_mut().take() {
                job.cancel();
            }
            state.set(State::Idle);
        })
    };
    let close = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.set(State::Idle))
    };
    let lab = props.lab.clone();
    let open = Callback::from(
        move |(target, import, algorithm): (String, String, String)| {
            if let Err(e) = hand_over(&target, &import, &algorithm, &lab) {
                web_sys::console::error_1(&format!("The lab could not be opened: {e}").into());
            }
        },
    );
    match &*state {
        State::Idle => html! {},
        State::Reading { name, done, total } => view::reading(name, *done, *total, cancel),
        State::Failed { name, message } => view::failed(name, message, close),
        State::Read(read) => html! { <view::Summary read={read.clone()} {open} {close} /> },
    }
}

/// Starts reading `file` in a worker with the import bundle.
fn read_file(file: File, state: &UseStateHandle<State>, job: &Rc<RefCell<Option<Job>>>) {
    job.borrow_mut().take();
    let name = file.name();
    let (state_for_events, job_for_events, label) = (state.clone(), job.clone(), name.clone());
    let on_event = Callback::from(move |event: JobEvent| {
        let next = match event {
            JobEvent::Progress { done, total } => State::Reading {
                name: label.clone(),
                done,
                total,
            },
            JobEvent::Done(json) => match parse_output::<BundleRead>(&json) {
                Ok(read) => State::Read(Rc::new(read)),
                Err(message) => State::Failed {
                    name: label.clone(),
                    message,
                },
            },
            JobEvent::Failed(message) => State::Failed {
                name: label.clone(),
                message,
            },
        };
        if !matches!(next, State::Reading { .. }) {
            job_for_events.borrow_mut().take();
        }
        state_for_events.set(next);
    });
    match Job::start_file("import", "support-bundle", file, on_event) {
        Ok(started) => {
            *job.borrow_mut() = Some(started);
            state.set(State::Reading {
                name,
                done: 0,
                total: 0,
            });
        }
        Err(message) => state.set(State::Failed {
            name,
            message: crate::text::messages::text("shell-bundle-worker-not-started", &[("problem", &message)]),
        }),
    }
}
