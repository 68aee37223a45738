//! Every kubectl import runs in a Web Worker with the import bundle
//! (`src/bin/import.rs`, job runner [`crate::shell::jobs::imports`]): the readers of
//! the three labs' objects are code a page needs only when something is
//! pasted, so no lab bundle carries them, and the first import fetches them.
//! Pasted output can be megabytes, and reading it takes seconds (measured by
//! `benches/import.wasm-bench.mjs`): the page stays responsive throughout, and
//! a read that takes more than a moment (the first import fetches the bundle; a large paste takes
//! time) shows what it is reading, with Cancel.

use std::cell::RefCell;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::text::messages;

use crate::platform::worker::{Job, JobEvent};
#[cfg(doc)]
use crate::platform::worker::parse_output;

/// The worker-only bundle that reads pasted objects (`web/labs.js` WORKERS).
const IMPORT_BUNDLE: &str = "import";

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

    /// The request as JSON text in a JS string, escaped by the browser's
    /// `JSON.stringify`: a paste of megabytes is escaped many times faster
    /// than by serde_json in this size-optimised wasm, and the page's click
    /// stays a short task (the worker reads it as `ImportRequest`).
    fn to_js_json(&self) -> Result<JsValue, String> {
        let object = js_sys::Object::new();
        js_sys::Reflect::set(&object, &"text".into(), &JsValue::from_str(&self.text)).map_err(|e| format!("{e:?}"))?;
        if let Some(bundle) = &self.bundle {
            js_sys::Reflect::set(&object, &"bundle".into(), &JsValue::from_str(bundle)).map_err(|e| format!("{e:?}"))?;
        }
        js_sys::JSON::stringify(&object).map(JsValue::from).map_err(|e| format!("{e:?}"))
    }
}

/// An import job's answer kept as its JSON text, for a part of the page that
/// reads more of it than the page itself ([`ImportAnswer`]); equal only to
/// itself, so a view of it is redrawn only for another import.
#[derive(Clone)]
pub struct Answer(Rc<str>);

impl Answer {
    pub fn new(json: &str) -> Answer {
        Answer(json.into())
    }

    /// The answer read as `T` (the whole of it, or another part).
    pub fn read<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
        crate::platform::worker::parse_output(&self.0)
    }
}

impl PartialEq for Answer {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// A panel's import runner (see [`use_import_runner`]).
pub struct ImportRunner<T> {
    /// Bytes being read in the worker, while it reads.
    pub reading: Option<usize>,
    /// The import bundle's job kind: `longhorn`, `capacity` or `fleet`.
    kind: &'static str,
    state: UseStateHandle<Option<usize>>,
    job: Rc<RefCell<Option<Job>>>,
    /// Counts the reads started and cancelled: an answer still being read (its reader's chunk
    /// on the way) when a newer read starts or Cancel is clicked is dropped, not applied.
    generation: Rc<std::cell::Cell<u64>>,
    _answer: std::marker::PhantomData<fn() -> T>,
}

/// What a lab reads of an import job's answer (JSON text): usually all of it
/// ([`parse_output`]); a lab may read part of it and leave the rest to a part
/// of the page, whose chunk then carries that reader. The reading may wait for
/// a chunk (a lab whose draft reader is one, see `split::fetch`).
pub trait ImportAnswer: Sized + 'static {
    fn read(json: String) -> Reading<Self>;
}

/// An import answer being read.
pub type Reading<T> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<T, String>>>>;

impl<T> Clone for ImportRunner<T> {
    fn clone(&self) -> Self {
        ImportRunner {
            reading: self.reading,
            kind: self.kind,
            state: self.state.clone(),
            job: self.job.clone(),
            generation: self.generation.clone(),
            _answer: std::marker::PhantomData,
        }
    }
}

impl<T: ImportAnswer> ImportRunner<T> {
    /// Reads `request` and calls `done` with the import or the message; a
    /// read still running is dropped (its worker stopped) for the new one.
    pub fn start(&self, request: ImportRequest, done: Callback<Result<T, String>>) {
        self.job.borrow_mut().take();
        let mine = self.generation.get() + 1;
        self.generation.set(mine);
        let bytes = request.text.len();
        let input = request.to_js_json();
        let (state, job, generation) = (self.state.clone(), self.job.clone(), self.generation.clone());
        let on_event = Callback::from(move |event: JobEvent| {
            let (state, job, done, generation) = (state.clone(), job.clone(), done.clone(), generation.clone());
            let finish = move |result: Result<T, String>| {
                if generation.get() != mine {
                    return;
                }
                job.borrow_mut().take();
                state.set(None);
                done.emit(result);
            };
            match event {
                JobEvent::Progress { .. } => {}
                JobEvent::Done(json) => wasm_bindgen_futures::spawn_local(async move { finish(T::read(json).await) }),
                JobEvent::Failed(message) => finish(Err(message)),
            }
        });
        match input.and_then(|input| Job::start_in(IMPORT_BUNDLE, self.kind, input, on_event.clone())) {
            Ok(job) => {
                *self.job.borrow_mut() = Some(job);
                self.state.set(Some(bytes));
            }
            Err(e) => on_event.emit(JobEvent::Failed(messages::text("shell-worker-not-started", &[("problem", &e.to_string())]))),
        }
    }

    /// Stops a read in the worker; nothing changes.
    pub fn cancel(&self) {
        self.generation.set(self.generation.get() + 1);
        if let Some(job) = self.job.borrow_mut().take() {
            job.cancel();
        }
        self.state.set(None);
    }

    /// "Reading 8.4 MB…" with a Cancel button, while the worker reads. The
    /// style reveals it only after a moment, so a quick import does not flash it.
    pub fn status(&self) -> Html {
        let Some(bytes) = self.reading else {
            return html! {};
        };
        let runner = self.clone();
        let cancel = Callback::from(move |_: MouseEvent| runner.cancel());
        html! {
            <p class="notice import-reading" id="import-reading" role="status">
                { messages::text("shell-import-reading", &[("size", &size_text(bytes))]) }{ " " }
                <progress></progress>
                <button type="button" class="small secondary" id="import-cancel" onclick={cancel}>{ messages::text("shell-cancel", &[]) }</button>
            </p>
        }
    }
}

/// `8.4 MB`, `12 KB`: the size of a paste as the status names it (the
/// number as the page's language writes it).
pub(crate) fn size_text(bytes: usize) -> String {
    let locale = crate::text::i18n::locale();
    if bytes >= 1_000_000 {
        let tenths = (bytes as f64 / 1e5).round() / 10.0;
        let shown = locale.number(tenths);
        let shown = if tenths.fract() == 0.0 { format!("{shown}{}0", if locale.decimal_comma() { ',' } else { '.' }) } else { shown };
        format!("{shown} MB")
    } else {
        format!("{} KB", locale.number(bytes.div_ceil(1000) as f64))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn sizes_read_well() {
        assert_eq!(super::size_text(12_345_678), "12.3 MB");
        assert_eq!(super::size_text(1_000_000), "1.0 MB");
        assert_eq!(super::size_text(999_999), "1000 KB");
        assert_eq!(super::size_text(1), "1 KB");
    }
}

/// Runs one job of the import bundle on `text` in a fresh worker and waits
/// for its JSON output (`scenario-yaml`, `fleet-yaml`: YAML the page reads,
/// whose parser is in the import bundle only).
pub async fn run(kind: &'static str, text: String) -> Result<String, String> {
    let input = ImportRequest::text(text).to_js_json()?;
    let job: Rc<RefCell<Option<Job>>> = Rc::default();
    let mut started = Ok(());
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        let keep = job.clone();
        let on_event = Callback::from(move |event: JobEvent| {
            let (settle, value) = match event {
                JobEvent::Progress { .. } => return,
                JobEvent::Done(json) => (&resolve, json),
                JobEvent::Failed(message) => (&reject, message),
            };
            let _ = settle.call1(&wasm_bindgen::JsValue::NULL, &value.into());
            keep.borrow_mut().take();
        });
        match Job::start_in(IMPORT_BUNDLE, kind, input.clone(), on_event) {
            Ok(j) => *job.borrow_mut() = Some(j),
            Err(e) => started = Err(messages::text("shell-worker-not-started", &[("problem", &e.to_string())])),
        }
    });
    started?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map(|v| v.as_string().unwrap_or_default())
        .map_err(|e| e.as_string().unwrap_or_else(|| messages::text("shell-worker-failed", &[])))
}

/// An import runner for a panel: `kind` names the import bundle's job
/// (`longhorn`, `capacity`, `fleet`; see [`crate::shell::jobs::imports`]).
#[hook]
pub fn use_import_runner<T: 'static>(kind: &'static str) -> ImportRunner<T> {
    let state = use_state(|| None::<usize>);
    let job = use_mut_ref(|| None::<Job>);
    let generation = use_memo((), |_| std::cell::Cell::new(0));
    ImportRunner {
        reading: *state,
        kind,
        state,
        job,
        generation,
        _answer: std::marker::PhantomData,
    }
}
