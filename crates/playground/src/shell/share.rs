//! Sharing scenarios (see [`crate::platform::scenario`] for the document format): a
//! link that carries the document compressed in the URL fragment, and files
//! to export and import (picker or drop), in JSON or YAML.
//!
//! Opening a document writes its state where the lab autosaves, then the lab
//! starts as it always does. The work it replaces is kept under
//! `<storage key>.previous`, one click from coming back. A bad document (cut or
//! altered link, a newer format, another program's file) is refused with a
//! message and the current work is left untouched.

use wasm_bindgen::prelude::*;

use crate::platform::lab_list;
use crate::text::messages;
use crate::platform::scenario::{self, Format};
use crate::platform::storage;

/// Largest document read from a file or a link.
pub const MAX_DOCUMENT_BYTES: f64 = 5.0 * 1024.0 * 1024.0;
/// Where a notice waits across the reload that shows an imported scenario.
const NOTICE_KEY: &str = "placement-playground.notice";

#[wasm_bindgen(module = "/js/share.js")]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn decompress(text: &str, max_bytes: f64) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = readFile)]
    async fn read_file(file: &web_sys::File, max_bytes: f64) -> Result<JsValue, JsValue>;
}

/// What the user is told after a scenario opened.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A link or file could not be opened; nothing changed.
    Refused(String),
    /// A scenario replaced the lab's work (`what`: the whole sentence that says which,
    /// "Opened the shared scenario."); `previous_kept` when there was work to keep.
    Opened { what: String, previous_kept: bool },
}

/// The current lab's state as a document.
pub fn document(lab: &lab_list::Lab, format: Format) -> Result<String, String> {
    let state: serde_json::Value = storage::get(lab.storage_key)
        .and_then(|text| serde_json::from_str(&text).ok())
        .ok_or_else(|| messages::text("shell-share-nothing-yet", &[]))?;
    Ok(scenario::write(lab, &state, format))
}

fn previous_key(lab: &lab_list::Lab) -> String {
    format!("{}.previous", lab.storage_key)
}

/// Writes an accepted state where its lab will find it, keeping the work it
/// replaces; true when there was other work to keep.
pub fn store(lab: &lab_list::Lab, state: &serde_json::Value) -> Result<bool, String> {
    let text = state.to_string();
    let current = storage::get(lab.storage_key);
    let keep = current.as_ref().is_some_and(|c| *c != text);
    if let Some(current) = current.filter(|_| keep) {
        storage::set(&previous_key(lab), &current)
            .map_err(|e| messages::text("shell-scenario-not-opened", &[("problem", &e)]))?;
    }
    storage::set(lab.storage_key, &text)
        .map_err(|e| messages::text("shell-scenario-not-opened", &[("problem", &e)]))?;
    Ok(keep)
}

/// Keeps the lab's current work as the earlier work (before something replaces
/// it, such as a preset a link asks for); true when there was work to keep.
pub fn keep_current(lab: &lab_list::Lab) -> bool {
    storage::get(lab.storage_key)
        .is_some_and(|current| storage::set(&previous_key(lab), &current).is_ok())
}

/// Swaps the lab's work with the work an opened scenario replaced.
pub fn restore_previous(lab: &lab_list::Lab) -> Result<(), String> {
    let previous = storage::get(&previous_key(lab)).ok_or_else(|| messages::text("shell-no-earlier-work", &[]))?;
    if let Some(current) = storage::get(lab.storage_key) {
        storage::set(&previous_key(lab), &current)?;
    }
    storage::set(lab.storage_key, &previous)
}

/// A notice left for the next start (after the reload that shows an import).
pub fn leave_notice(notice: &Notice) {
    if let (
        Notice::Opened {
            what,
            previous_kept,
        },
        Some(session),
    ) = (
        notice,
        web_sys::window().and_then(|w| w.session_storage().ok().flatten()),
    ) {
        let _ = session.set_item(NOTICE_KEY, &format!("{}|{what}", u8::from(*previous_kept)));
    }
}

/// The notice left by [`leave_notice`], once.
pub fn take_notice() -> Option<Notice> {
    let session = web_sys::window()?.session_storage().ok().flatten()?;
    let text = session.get_item(NOTICE_KEY).ok().flatten()?;
    let _ = session.remove_item(NOTICE_KEY);
    let (kept, what) = text.split_once('|')?;
    Some(Notice::Opened {
        what: what.to_string(),
        previous_kept: kept == "1",
    })
}

/// A link that opens the current lab's state.
pub async fn link(lab: &lab_list::Lab) -> Result<String, String> {
    let state: serde_json::Value = storage::get(lab.storage_key)
        .and_then(|text| serde_json::from_str(&text).ok())
        .ok_or_else(|| messages::text("shell-share-nothing-yet", &[]))?;
    // The why open now opens with the link ("this replica").
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    let why = crate::platform::address::fragment_why(&hash);
    crate::platform::export::link_to(lab, &state, why.as_deref()).await
}

/// A URL fragment's route and shared scenario (`#/lab?s=…`: `#/lab` and the packed text).
fn link_in(hash: &str) -> Option<(&str, &str)> {
    let (route, query) = hash.split_once('?')?;
    Some((route, query.split('&').find_map(|p| p.strip_prefix("s="))?))
}

/// Whether the address carries a shared scenario (`#/lab?s=…`), which [`open_link`] opens.
pub fn has_link() -> bool {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    link_in(&hash).is_some()
}

/// Opens the scenario in the URL fragment (`#/lab?s=…`), if any: stores its
/// state and removes it from the address, so a reload keeps later edits.
/// `None` when the address holds none.
pub async fn open_link() -> Option<Notice> {
    let window = web_sys::window()?;
    let hash = window.location().hash().unwrap_or_default();
    let (route, packed) = link_in(&hash)?;
    // A link to a replica's why keeps its `why=` (the lab opens it).
    let why = crate::platform::address::fragment_why(&hash);
    let route = crate::platform::address::live::compose(route, None, why.as_deref());
    Some(match open_packed(&window, &route, packed).await {
        Ok(previous_kept) => Notice::Opened {
            what: messages::text("shell-opened-shared", &[]),
            previous_kept,
        },
        Err(e) => Notice::Refused(e),
    })
}

async fn open_packed(window: &web_sys::Window, route: &str, packed: &str) -> Result<bool, String> {
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(route));
    }
    let text = decompress(packed, MAX_DOCUMENT_BYTES)
        .await
        .map_err(|e| {
            messages::text("shell-link-cut-short", &[("problem", &describe(e))])
        })?
        .as_string()
        .unwrap_or_default();
    let (lab, state) = read_document(text)
        .await
        .map_err(|e| messages::text("shell-link-not-opened", &[("problem", &e)]))?;
    store(lab, &state)
}

/// Reads a scenario file (JSON or YAML) and stores it; returns its lab and
/// the notice to show once it is open.
pub async fn import_file(file: web_sys::File) -> Result<(&'static lab_list::Lab, Notice), String> {
    let text = read_file(&file, MAX_DOCUMENT_BYTES)
        .await
        .map_err(describe)?
        .as_string()
        .unwrap_or_default();
    let (lab, state) = read_document(text).await?;
    let previous_kept = store(lab, &state)?;
    let what = messages::text("shell-opened-file", &[("file", &file.name())]);
    Ok((
        lab,
        Notice::Opened {
            what,
            previous_kept,
        },
    ))
}

/// [`scenario::read`] for the page: JSON here, YAML in the import bundle's
/// worker (the YAML parser is in no page's first load; the first YAML
/// document fetches that bundle, as the first paste does).
pub async fn read_document(
    text: String,
) -> Result<(&'static lab_list::Lab, serde_json::Value), String> {
    let value = if scenario::is_json(&text) {
        scenario::parse_json(&text)?
    } else {
        let json = crate::platform::import_job::run("scenario-yaml", text).await?;
        serde_json::from_str(&json)
            .map_err(|e| messages::text("shell-worker-result-unreadable", &[("problem", &e.to_string())]))?
    };
    scenario::read_value(value)
}

/// Offers the current lab's state as `placement-<lab>.json` or `.yaml`.
pub fn export(lab: &lab_list::Lab, format: Format) -> Result<(), String> {
    let name = format!("placement-{}.{}", lab.id, format.extension());
    crate::platform::export::download(&name, &document(lab, format)?, format.mime());
    Ok(())
}

pub(crate) fn describe(error: JsValue) -> String {
    js_sys::Reflect::get(&error, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| error.as_string())
        .unwrap_or_else(|| messages::text("shell-unknown-error", &[]))
}

/// Checks a scenario document's text for `lab` and stores it (in memory: an
/// embedded lab never touches local storage).
pub(crate) async fn store_document(lab: &str, text: String) -> Result<(), String> {
    if text.len() as f64 > MAX_DOCUMENT_BYTES {
        return Err(crate::text::messages::text_with("shell-embed-scenario-too-large", &[
            ("bytes", crate::text::i18n::number(text.len() as f64)),
            ("limit", crate::text::i18n::number(MAX_DOCUMENT_BYTES)),
        ]));
    }
    let (target, state) = read_document(text).await?;
    if target.id != lab {
        return Err(crate::text::messages::text("shell-embed-other-lab", &[("lab", target.id), ("shown", lab)]));
    }
    store(target, &state).map(|_| ())
}
