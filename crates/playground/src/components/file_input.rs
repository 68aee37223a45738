//! Files into the import panels: picked with a file input or dropped on the
//! panel. A file over the limit is refused before it is read; a dropped file
//! stops at the panel (it is objects to import, not a scenario for the page).

use wasm_bindgen_futures::JsFuture;
use web_sys::{DragEvent, Event, File, HtmlInputElement};
use yew::{Callback, TargetCast};

use crate::i18n::{self, Value};
use crate::messages::text_with;

/// Reads `file` as text, or says why not (over `limit` bytes, unreadable).
pub fn read_text(file: File, limit: usize, done: Callback<Result<String, String>>) {
    if file.size() > limit as f64 {
        done.emit(Err(text_with(
            "shell-file-too-large",
            &[
                ("file", Value::Text(file.name())),
                ("bytes", i18n::number(file.size())),
                ("limit", i18n::number((limit >> 20) as f64)),
            ],
        )));
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|v| v.as_string());
        done.emit(text.ok_or_else(|| crate::messages::text("shell-file-unreadable", &[("file", &file.name())])));
    });
}

/// `onchange` of a file input: the picked file (the input is cleared, so
/// picking the same file again reads it again).
pub fn on_pick(on_file: Callback<File>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            on_file.emit(file);
        }
        input.set_value("");
    })
}

/// A file dropped on an import panel whose body is a part (fetched when first shown),
/// numbered so that the same file dropped again is read again.
#[derive(Clone, PartialEq)]
pub struct Dropped {
    pub count: u32,
    pub file: File,
}

impl Dropped {
    /// The drop after `last`.
    pub fn next(last: Option<&Dropped>, file: File) -> Dropped {
        Dropped { count: last.map_or(1, |d| d.count + 1), file }
    }
}

/// `ondragover` of a drop zone: accept the drop here, not on the page.
pub fn on_drag_over() -> Callback<DragEvent> {
    Callback::from(|e: DragEvent| {
        e.prevent_default();
        e.stop_propagation();
    })
}

/// `ondrop` of a drop zone: the dropped file, kept from the page's scenario import.
pub fn on_drop(on_file: Callback<File>) -> Callback<DragEvent> {
    Callback::from(move |e: DragEvent| {
        e.prevent_default();
        e.stop_propagation();
        if let Some(file) = e
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|f| f.get(0))
        {
            on_file.emit(file);
        }
    })
}
