//! The worker's end: a support bundle `File` read a slice at a time with
//! `FileReaderSync` (workers may read synchronously), through
//! [`placement::bundle`], into the page's [`BundleRead`](super::summary::BundleRead). Only the import
//! bundle (`src/bin/import.rs`) exports it as `run_file_job`.

use placement::bundle::{import_support_bundle_with, BundleSource, SupportBundleOptions};
use placement::capacity::import::ThroughValue;
use wasm_bindgen::JsValue;

use super::summary::summarize;

/// A `File` (a `Blob`) read by byte ranges.
struct BlobSource {
    blob: web_sys::Blob,
    reader: web_sys::FileReaderSync,
}

impl BundleSource for BlobSource {
    fn size(&self) -> u64 {
        self.blob.size() as u64
    }
    fn read_at(&self, offset: u64, len: usize) -> Result<Vec<u8>, String> {
        let describe = |e: JsValue| e.as_string().unwrap_or_else(|| format!("{e:?}"));
        let slice = self
            .blob
            .slice_with_f64_and_f64(offset as f64, (offset + len as u64) as f64)
            .map_err(describe)?;
        let buffer = self.reader.read_as_array_buffer(&slice).map_err(describe)?;
        Ok(js_sys::Uint8Array::new(&buffer).to_vec())
    }
}

/// Runs the file job `kind` (`support-bundle`) on `file`; `progress(done,
/// total)` counts the compressed bytes inflated.
pub fn run_file_job(
    kind: &str,
    file: web_sys::File,
    progress: &js_sys::Function,
) -> Result<String, JsValue> {
    if kind != "support-bundle" {
        return Err(JsValue::from_str(&format!(
            "This worker has no file job named {kind:?}."
        )));
    }
    let reader = web_sys::FileReaderSync::new()?;
    let name = file.name();
    let source = BlobSource {
        blob: file.into(),
        reader,
    };
    let mut report = |done: u64, total: u64| {
        let _ = progress.call2(
            &JsValue::NULL,
            &(done as f64).into(),
            &(total as f64).into(),
        );
    };
    let bundle = import_support_bundle_with::<ThroughValue, _>(
        &source,
        &SupportBundleOptions::default(),
        &mut report,
    )
    .map_err(|e| JsValue::from_str(&bundle_error(&e)))?;
    serde_json::to_string(&summarize(&name, &bundle)).map_err(|e| JsValue::from_str(&e.to_string()))
}

/// A refused bundle in one sentence: the engine's message, with the entry
/// it concerns when it is about one.
pub fn bundle_error(e: &placement::InputError) -> String {
    if e.path == "bundle" {
        e.message.clone()
    } else if e.value.is_empty() {
        format!("{}: {}", e.path, e.message)
    } else {
        format!("The entry {:?}: {}", e.value, e.message)
    }
}
