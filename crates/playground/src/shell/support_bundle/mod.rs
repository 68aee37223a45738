//! Opening a support bundle on any lab: picked with the header's "Open
//! support bundle" or dropped anywhere on the page, it is read in a worker
//! with the import bundle ([`read`]: the File a slice at a time, only the
//! YAML files the labs read inflated), with progress and Cancel. The summary
//! lists what each lab gets, with one button per lab; the button stores that
//! lab's import and opens the lab, whose import panel takes it as if pasted
//! ([`use_bundle_import`]), with its read / skipped / notes reports. A bundle
//! that cannot be read says why, and nothing changes.
//!
//! The panel (status, refusal, summary: [`panel`]) is its own wasm bundle
//! (`src/bin/support_bundle.rs`), which a lab page loads on the first bundle
//! opened ([`open`]): a first render never shows it. The page keeps only the
//! place the panel renders in ([`place`]), [`is_bundle`], [`open`] and the
//! lab side of the hand-over ([`use_bundle_import`]).

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Element, File};
use yew::prelude::*;


pub mod panel;
pub mod read;
mod summary;
mod view;

pub use summary::{BundleRead, LabRead, Sentence};
pub use crate::components::bundle_import::{import_waiting, use_bundle_import};
pub(crate) use crate::components::bundle_import::handoff_key;

#[wasm_bindgen(module = "/js/support-bundle.js")]
extern "C" {
    /// Loads the panel's bundle (once) and shows `file` read in `root`.
    #[wasm_bindgen(js_name = openPanel)]
    fn open_panel(file: &File, lab: &str, root: &Element) -> js_sys::Promise;
}

/// The id of the element the panel renders in, between the header and the lab.
const PLACE: &str = "bundle-panel";

/// Where the panel renders, empty until a bundle is opened: the page's `lab`
/// rides along for the panel (a lab's button reloads the page when it names it).
pub fn place(lab: &'static str) -> Html {
    html! { <div id={PLACE} data-lab={lab}></div> }
}

/// Whether `file` is a zip (by name or type): a support bundle to open.
pub fn is_bundle(file: &File) -> bool {
    file.name().to_ascii_lowercase().ends_with(".zip")
        || matches!(
            file.type_().as_str(),
            "application/zip" | "application/x-zip-compressed"
        )
}

/// Opens `file` as a support bundle on this page (loading the panel on the
/// first one); false when the page has no place for the panel (an embedded lab).
pub fn open(file: File) -> bool {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(PLACE))
    else {
        return false;
    };
    let lab = root.get_attribute("data-lab").unwrap_or_default();
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(error) = JsFuture::from(open_panel(&file, &lab, &root)).await {
            web_sys::console::warn_1(&error);
            say_not_loaded(&root, &file.name(), &describe(&error));
        }
    });
    true
}

/// A panel that could not be loaded says so in its place, as a refused bundle does.
fn say_not_loaded(root: &Element, name: &str, problem: &str) {
    const ID: &str = "bundle-load-error";
    let Some(document) = root.owner_document() else {
        return;
    };
    if let Some(old) = document.get_element_by_id(ID) {
        old.remove();
    }
    let (Ok(section), Ok(span)) = (document.create_element("section"), document.create_element("span")) else {
        return;
    };
    section.set_id(ID);
    section.set_class_name("notice bundle-status");
    let _ = section.set_attribute("role", "alert");
    // Text, never HTML: the file's name is the user's.
    span.set_text_content(Some(&format!(
        "{} {}",
        crate::text::messages::text("shell-bundle-refused", &[("file", name)]),
        crate::text::messages::text("shell-bundle-panel-not-loaded", &[("problem", problem)]),
    )));
    let _ = section.append_child(&span);
    let _ = root.append_child(&section);
}

/// A JS error's message (a failed `import()` rejects with a TypeError).
fn describe(error: &JsValue) -> String {
    js_sys::Reflect::get(error, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}


