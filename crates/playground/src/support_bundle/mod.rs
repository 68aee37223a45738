//! Opening a support bundle on any lab: picked with the header's "Open
//! support bundle" or dropped anywhere on the page, it is read in a worker
//! with the import bundle ([`read`]: the File a slice at a time, only the
//! YAML files the labs read inflated), with progress and Cancel. The summary
//! lists what each lab gets, with one button per lab; the button stores that
//! lab's import and opens the lab, whose import panel takes it as if pasted
//! ([`use_bundle_import`]), with its read / skipped / notes reports. A bundle
//! that cannot be read says why, and nothing changes.

use std::cell::RefCell;
use std::rc::Rc;

use serde::de::DeserializeOwned;
use web_sys::File;
use yew::prelude::*;

use crate::worker::{parse_output, Job, JobEvent};

pub mod read;
mod summary;
mod view;

pub use summary::{BundleRead, LabRead, Sentence};

thread_local! {
    /// The page's bundle reader, for drops the scenario bar receives.
    static OPENER: RefCell<Option<Callback<File>>> = const { RefCell::new(None) };
}

/// Whether `file` is a zip (by name or type): a support bundle to open.
pub fn is_bundle(file: &File) -> bool {
    file.name().to_ascii_lowercase().ends_with(".zip")
        || matches!(
            file.type_().as_str(),
            "application/zip" | "application/x-zip-compressed"
        )
}

/// Opens `file` as a support bundle on this page; false when no reader is on the page.
pub fn open(file: File) -> bool {
    OPENER
        .with(|o| o.borrow().clone())
        .map(|open| open.emit(file))
        .is_some()
}

/// Where a lab's import waits for the lab to open.
fn handoff_key(lab: &str) -> String {
    format!("placement-playground.support-bundle.{lab}")
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
    crate::storage::set(&handoff_key(lab), &text)?;
    crate::app::open_lab(lab, current);
    Ok(())
}

/// In a lab's import panel: takes the import a support bundle left for
/// `lab` (once) and hands it to `done`, as a finished paste would.
#[hook]
pub fn use_bundle_import<T: DeserializeOwned + 'static>(
    lab: &'static str,
    done: Callback<Result<T, String>>,
) {
    use_effect_with((), move |_| {
        let key = handoff_key(lab);
        if let Some(text) = crate::storage::get(&key) {
            crate::storage::remove(&key);
            done.emit(parse_output::<T>(&text));
        }
    });
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
    pub lab: &'static str,
}

/// The reader's status, error or summary, between the header and the lab.
#[function_component]
pub fn BundlePanel(props: &BundlePanelProps) -> Html {
    let state = use_state(|| State::Idle);
    let job = use_mut_ref(|| None::<Job>);
    let start = {
        let (state, job) = (state.clone(), job.clone());
        Callback::from(move |file: File| read_file(file, &state, &job))
    };
    {
        let start = start.clone();
        use_effect_with((), move |_| {
            OPENER.with(|o| *o.borrow_mut() = Some(start));
            || OPENER.with(|o| *o.borrow_mut() = None)
        });
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
    let lab = props.lab;
    let open = Callback::from(
        move |(target, import, algorithm): (String, String, String)| {
            if let Err(e) = hand_over(&target, &import, &algorithm, lab) {
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
            message: crate::messages::text("shell-bundle-worker-not-started", &[("problem", &message)]),
        }),
    }
}
