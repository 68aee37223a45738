//! Scenario documents: a lab's whole state as a versioned JSON document, to
//! share as a link (compressed in the URL fragment) or as a file.
//!
//! ```json
//! { "apiVersion": "placement-playground/v1", "kind": "Scenario", "version": 1,
//!   "lab": "balance", "state": { … the lab's autosaved state … } }
//! ```
//!
//! Opening a document writes its state where the lab autosaves, then the lab
//! starts as it always does. A bad document (cut or altered link, a newer
//! format, another program's JSON) is refused with a message and the current
//! work is left untouched.

use gloo::storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::labs;

pub const API_VERSION: &str = "placement-playground/v1";
pub const KIND: &str = "Scenario";
/// The newest document format this playground reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// Longest link offered; beyond it, the file is the way to share.
pub const MAX_LINK_CHARS: usize = 8_000;
/// Largest document read from a file or a link.
pub const MAX_DOCUMENT_BYTES: f64 = 5.0 * 1024.0 * 1024.0;

#[wasm_bindgen(module = "/js/share.js")]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn compress(text: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn decompress(text: &str, max_bytes: f64) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_name = download)]
    fn download_file(name: &str, text: &str);
    #[wasm_bindgen(catch, js_name = readFile)]
    async fn read_file(file: &web_sys::File, max_bytes: f64) -> Result<JsValue, JsValue>;
    async fn copy(text: &str) -> JsValue;
}

/// The document's envelope.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScenarioDocument {
    pub api_version: String,
    pub kind: String,
    pub version: u32,
    pub lab: String,
    pub state: serde_json::Value,
}

/// The current lab's state as a document (pretty JSON).
pub fn document(lab: &labs::Lab) -> Result<String, String> {
    let state: serde_json::Value = LocalStorage::raw()
        .get_item(lab.storage_key)
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str(&text).ok())
        .ok_or("nothing to share yet: make an edit first")?;
    let doc = ScenarioDocument {
        api_version: API_VERSION.into(),
        kind: KIND.into(),
        version: FORMAT_VERSION,
        lab: lab.id.into(),
        state,
    };
    serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())
}

/// Checks a document and returns its lab and state; every refusal says why.
pub fn read(text: &str) -> Result<(&'static labs::Lab, serde_json::Value), String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let field = |name: &str| {
        value
            .get(name)
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string()
    };
    if field("apiVersion") != API_VERSION || field("kind") != KIND {
        return Err(format!(
            "not a Placement Playground scenario (apiVersion {:?}, kind {:?}; expected {API_VERSION:?}, {KIND:?})",
            field("apiVersion"),
            field("kind")
        ));
    }
    let version = value.get("version").and_then(|v| v.as_u64()).unwrap_or(0);
    if version > u64::from(FORMAT_VERSION) {
        return Err(format!(
            "this scenario was made by a newer Placement Playground (format version {version}; this one reads up to {FORMAT_VERSION})"
        ));
    }
    let doc: ScenarioDocument =
        serde_json::from_value(value).map_err(|e| format!("not a valid scenario: {e}"))?;
    let lab = labs::find(&doc.lab).ok_or_else(|| format!("unknown lab {:?}", doc.lab))?;
    if !doc.state.is_object() {
        return Err("the scenario's state is not an object".into());
    }
    Ok((lab, doc.state))
}

/// Writes an accepted state where its lab will find it.
pub fn store(lab: &labs::Lab, state: &serde_json::Value) -> Result<(), String> {
    LocalStorage::raw()
        .set_item(lab.storage_key, &state.to_string())
        .map_err(|_| {
            "the browser refused to store the scenario (storage full or disabled)".to_string()
        })
}

/// A link that opens the current lab's state.
pub async fn link(lab: &labs::Lab) -> Result<String, String> {
    let packed = compress(&document(lab)?)
        .await
        .map_err(describe)?
        .as_string()
        .unwrap_or_default();
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    let url = format!("{base}#/{}?s={packed}", lab.id);
    if url.len() > MAX_LINK_CHARS {
        return Err(format!(
            "this scenario is too large for a link ({} characters; the limit is {MAX_LINK_CHARS}): use Export and share the file",
            url.len()
        ));
    }
    Ok(url)
}

/// Opens the scenario in the URL fragment (`#/lab?s=…`), if any: stores its
/// state and removes it from the address, so a reload keeps later edits.
/// `Ok(false)` when the address holds none.
pub async fn open_link() -> Result<bool, String> {
    let Some(window) = web_sys::window() else {
        return Ok(false);
    };
    let hash = window.location().hash().unwrap_or_default();
    let Some((route, query)) = hash.split_once('?') else {
        return Ok(false);
    };
    let Some(packed) = query.split('&').find_map(|p| p.strip_prefix("s=")) else {
        return Ok(false);
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(route));
    }
    let text = decompress(packed, MAX_DOCUMENT_BYTES)
        .await
        .map_err(|e| {
            format!(
                "this link could not be opened ({}): it may have been cut short",
                describe(e)
            )
        })?
        .as_string()
        .unwrap_or_default();
    let (lab, state) = read(&text).map_err(|e| format!("this link could not be opened: {e}"))?;
    store(lab, &state)?;
    Ok(true)
}

/// Reads a scenario file and stores it; returns its lab.
pub async fn import_file(file: web_sys::File) -> Result<&'static labs::Lab, String> {
    let text = read_file(&file, MAX_DOCUMENT_BYTES)
        .await
        .map_err(describe)?
        .as_string()
        .unwrap_or_default();
    let (lab, state) = read(&text)?;
    store(lab, &state)?;
    Ok(lab)
}

/// Offers the current lab's state as `placement-<lab>.json`.
pub fn export(lab: &labs::Lab) -> Result<(), String> {
    download_file(&format!("placement-{}.json", lab.id), &document(lab)?);
    Ok(())
}

/// Copies text to the clipboard; false where the browser refuses.
pub async fn copy_text(text: &str) -> bool {
    copy(text).await.as_bool().unwrap_or(false)
}

#[wasm_bindgen(module = "/js/share.js")]
extern "C" {
    #[wasm_bindgen(js_name = download)]
    fn download_typed(name: &str, text: &str, media_type: &str);
}

/// Offers `text` as a file download named `name`, of `media_type` (`application/yaml`).
pub fn download(name: &str, text: &str, media_type: &str) {
    download_typed(name, text, media_type);
}

fn describe(error: JsValue) -> String {
    js_sys::Reflect::get(&error, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "unknown error".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(fields: &str) -> String {
        format!(r#"{{"apiVersion": "placement-playground/v1", "kind": "Scenario", {fields}}}"#)
    }

    #[test]
    fn reads_a_document() {
        let (lab, state) =
            read(&doc(r#""version": 1, "lab": "balance", "state": {"a": 1}"#)).unwrap();
        assert_eq!(lab.id, "balance");
        assert_eq!(state["a"], 1);
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        let err = |text: &str| read(text).unwrap_err();
        assert!(err("{").starts_with("not JSON"));
        assert!(err(r#"{"kind": "Pod"}"#).contains("not a Placement Playground scenario"));
        assert!(err(&doc(r#""version": 2, "lab": "balance", "state": {}"#))
            .contains("newer Placement Playground"));
        assert!(err(&doc(r#""version": 1, "lab": "nope", "state": {}"#)).contains("unknown lab"));
        assert!(
            err(&doc(r#""version": 1, "lab": "balance", "state": 5"#)).contains("not an object")
        );
        assert!(err(&doc(
            r#""version": 1, "lab": "balance", "state": {}, "x": 1"#
        ))
        .contains("unknown field"));
    }
}
