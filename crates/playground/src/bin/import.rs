//! The kubectl-import bundle: no page, only a Web Worker job runner
//! ([`playground::shell::jobs::imports`]). A lab fetches it when something is
//! pasted, so the readers of Longhorn, Kubernetes and Fleet objects are in no
//! lab's first load.

fn main() {}

playground::job_entry!(playground::shell::jobs::imports);

/// Runs a file job in the Web Worker (see `web/worker.js`): `support-bundle`.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn run_file_job(
    kind: &str,
    file: web_sys::File,
    progress: &js_sys::Function,
) -> Result<String, wasm_bindgen::JsValue> {
    playground::shell::support_bundle::read::run_file_job(kind, file, progress)
}
