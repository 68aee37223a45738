//! Pasted kubectl output can be megabytes, and reading 16 MiB takes the engine
//! about two seconds: beyond [`INLINE_BYTES`] an import runs in the lab's Web
//! Worker (job kind `import`), so the page stays responsive, says what it is
//! reading, and can cancel. Smaller pastes are read at once, on the page.

use std::cell::RefCell;
use std::rc::Rc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use crate::worker::{parse_output, Job, JobEvent};

/// Larger pastes are read in the worker.
pub const INLINE_BYTES: usize = 256 * 1024;

/// What an import job reads: the pasted text, and for Fleet the Bundle to use.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct ImportRequest {
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bundle: Option<String>,
}

impl ImportRequest {
    pub fn text(text: String) -> ImportRequest {
        ImportRequest { text, bundle: None }
    }
}

/// A panel's import runner (see [`use_import_runner`]).
pub struct ImportRunner<T> {
    /// Bytes being read in the worker, while it reads.
    pub reading: Option<usize>,
    inline: fn(&ImportRequest) -> Result<T, String>,
    state: UseStateHandle<Option<usize>>,
    job: Rc<RefCell<Option<Job>>>,
}

impl<T> Clone for ImportRunner<T> {
    fn clone(&self) -> Self {
        ImportRunner {
            reading: self.reading,
            inline: self.inline,
            state: self.state.clone(),
            job: self.job.clone(),
        }
    }
}

impl<T: DeserializeOwned + 'static> ImportRunner<T> {
    /// Reads `request` and calls `done` with the import or the message; a
    /// read still running is dropped (its worker stopped) for the new one.
    pub fn start(&self, request: ImportRequest, done: Callback<Result<T, String>>) {
        self.job.borrow_mut().take();
        if request.text.len() <= INLINE_BYTES {
            self.state.set(None);
            done.emit((self.inline)(&request));
            return;
        }
        let bytes = request.text.len();
        let input = serde_json::to_string(&request).unwrap_or_default();
        let (state, job) = (self.state.clone(), self.job.clone());
        let on_event = Callback::from(move |event: JobEvent| {
            let result = match event {
                JobEvent::Progress { .. } => return,
                JobEvent::Done(json) => parse_output::<T>(&json),
                JobEvent::Failed(message) => Err(message),
            };
            job.borrow_mut().take();
            state.set(None);
            done.emit(result);
        });
        match Job::start("import", input, on_event.clone()) {
            Ok(job) => {
                *self.job.borrow_mut() = Some(job);
                self.state.set(Some(bytes));
            }
            Err(e) => on_event.emit(JobEvent::Failed(format!("the worker did not start: {e}"))),
        }
    }

    /// Stops a read in the worker; nothing changes.
    pub fn cancel(&self) {
        if let Some(job) = self.job.borrow_mut().take() {
            job.cancel();
        }
        self.state.set(None);
    }

    /// "Reading 8.4 MB…" with a Cancel button, while the worker reads.
    pub fn status(&self) -> Html {
        let Some(bytes) = self.reading else {
            return html! {};
        };
        let runner = self.clone();
        let cancel = Callback::from(move |_: MouseEvent| runner.cancel());
        html! {
            <p class="notice import-reading" id="import-reading" role="status">
                { format!("Reading {:.1} MB in the background; the page stays usable. ", bytes as f64 / 1e6) }
                <progress></progress>
                <button type="button" class="small secondary" id="import-cancel" onclick={cancel}>{ "Cancel" }</button>
            </p>
        }
    }
}

/// An import runner for a panel: `inline` reads small pastes on the page; the
/// lab's worker job `import` reads large ones (the same function, in
/// [`crate::jobs`]).
#[hook]
pub fn use_import_runner<T: 'static>(
    inline: fn(&ImportRequest) -> Result<T, String>,
) -> ImportRunner<T> {
    let state = use_state(|| None::<usize>);
    let job = use_mut_ref(|| None::<Job>);
    ImportRunner {
        reading: *state,
        inline,
        state,
        job,
    }
}
