//! Long computations off the main thread.
//!
//! The page's own bundle, or a bundle with no page such as the kubectl
//! import's, runs in a module Web Worker (`web/worker.js`, told which bundle by
//! its URL): there `main` sees no window and renders nothing, and the worker
//! calls the bundle's `run_job`.
//! The page side ([`Job::start`]) posts `{ kind, input }` (JSON text) and gets
//! progress, the result (JSON text) or an error back. Cancelling terminates the
//! worker, so a runaway simulation never freezes the page.

use serde::de::DeserializeOwned;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::Callback;

/// Reports progress from inside a job: `(done, total)`.
pub type Progress<'a> = &'a mut dyn FnMut(u64, u64);

/// A bundle's job runner (`shell::jobs`): `(kind, JSON input, progress)` → JSON output or an error.
pub type JobRunner = fn(&str, &str, Progress) -> Result<String, String>;

thread_local! {
    static BUNDLE: std::cell::Cell<Option<&'static str>> = const { std::cell::Cell::new(None) };
}

/// Remembers the running bundle's name (its lab's id), the worker URL's for its jobs.
pub fn register(bundle: &'static str) {
    BUNDLE.with(|b| b.set(Some(bundle)));
}

/// Runs one job with `runner`: the bundle's (see the `bundle!` and
/// `job_entry!` macros).
pub fn run_with(
    runner: JobRunner,
    kind: &str,
    input: &str,
    progress: &js_sys::Function,
) -> Result<String, JsValue> {
    let mut report = |done: u64, total: u64| {
        let _ = progress.call2(
            &JsValue::NULL,
            &(done as f64).into(),
            &(total as f64).into(),
        );
    };
    runner(kind, input, &mut report).map_err(|e| JsValue::from_str(&e))
}

/// The error of a job whose runner's chunk (`<bundle>.jobs.wasm`, see [`crate::bundle!`])
/// could not be fetched, encoded as the worker's errors are (`error_messages::encode`)
/// so the page says it in its language where the job's result would be.
pub fn jobs_not_fetched(_: crate::platform::split::LoadFailed) -> JsValue {
    JsValue::from_str(&jobs_not_fetched_error())
}

fn jobs_not_fetched_error() -> String {
    let problem = placement::kernel::message::Message::new("shell-jobs-failed");
    let english = crate::text::messages::render(&problem);
    let error = placement::InputError { path: String::new(), value: String::new(), message: english.clone(), problem };
    crate::text::error_messages::encode(&error, &english)
}

/// What a running job reports to the page.
#[derive(Clone, Debug, PartialEq)]
pub enum JobEvent {
    Progress { done: u64, total: u64 },
    Done(String),
    Failed(String),
}

/// A job running in its own worker; dropping it or [`Job::cancel`] stops it.
pub struct Job {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl Job {
    /// Starts `kind` on `input` (JSON text) in a fresh worker running the
    /// page's own bundle.
    pub fn start(kind: &str, input: String, on_event: Callback<JobEvent>) -> Result<Job, String> {
        let bundle = BUNDLE.with(|b| b.get()).unwrap_or("longhorn");
        Job::start_in(bundle, kind, input.into(), on_event)
    }

    /// Starts `kind` in a fresh worker running `bundle` (one of `web/labs.js`'
    /// LABS or WORKERS): code the page itself never loads, such as the
    /// kubectl import's, is fetched only when a job needs it.
    /// `input` is JSON text as a JS string (an import's is made by the
    /// browser's `JSON.stringify`, see `import_job`).
    pub fn start_in(
        bundle: &str,
        kind: &str,
        input: JsValue,
        on_event: Callback<JobEvent>,
    ) -> Result<Job, String> {
        let job = Job::spawn(bundle, on_event)?;
        let message = js_sys::Object::new();
        js_sys::Reflect::set(&message, &"kind".into(), &kind.into()).map_err(describe)?;
        js_sys::Reflect::set(&message, &"input".into(), &input).map_err(describe)?;
        job.worker.post_message(&message).map_err(describe)?;
        Ok(job)
    }

    /// Starts the file job `kind` on `file` in a fresh worker running
    /// `bundle` (the File is passed, not copied: the worker reads it a slice
    /// at a time; see `run_file_job` in `web/worker.js`).
    pub fn start_file(
        bundle: &str,
        kind: &str,
        file: web_sys::File,
        on_event: Callback<JobEvent>,
    ) -> Result<Job, String> {
        let job = Job::spawn(bundle, on_event)?;
        let message = js_sys::Object::new();
        js_sys::Reflect::set(&message, &"kind".into(), &kind.into()).map_err(describe)?;
        js_sys::Reflect::set(&message, &"file".into(), &file).map_err(describe)?;
        job.worker.post_message(&message).map_err(describe)?;
        Ok(job)
    }

    /// A fresh worker running `bundle`, its events to `on_event`.
    fn spawn(bundle: &str, on_event: Callback<JobEvent>) -> Result<Job, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(&format!("worker.js?bundle={bundle}"), &options)
            .map_err(describe)?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(e) = read_event(&event.data()) {
                on_event.emit(e);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Ok(Job {
            worker,
            _on_message: on_message,
        })
    }

    /// Stops the job at once.
    pub fn cancel(self) {
        self.worker.terminate();
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

fn read_event(data: &JsValue) -> Option<JobEvent> {
    let get = |key: &str| {
        js_sys::Reflect::get(data, &key.into())
            .ok()
            .filter(|v| !v.is_undefined())
    };
    if let Some(result) = get("result").and_then(|v| v.as_string()) {
        return Some(JobEvent::Done(result));
    }
    if let Some(error) = get("error") {
        // An engine error the job encoded is said in the page's language.
        let message = error.as_string().unwrap_or_else(|| format!("{error:?}"));
        return Some(JobEvent::Failed(crate::text::error_messages::from_worker(&message)));
    }
    let done = get("done")?.as_f64()? as u64;
    let total = get("total")?.as_f64()? as u64;
    Some(JobEvent::Progress { done, total })
}

fn describe(error: JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}

/// Reads a job's JSON output.
pub fn parse_output<T: DeserializeOwned>(json: &str) -> Result<T, String> {
    placement::kernel::strict::from_str(json).map_err(|e| format!("could not read the worker's result: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_whose_code_was_not_fetched_says_so_in_the_page_language() {
        let error = jobs_not_fetched_error();
        let said = crate::text::error_messages::from_worker(&error);
        assert!(said.starts_with("The code that runs this computation could not be loaded."), "{said}");
    }
}
