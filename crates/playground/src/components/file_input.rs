//! Files into the import panels: picked with a file input or dropped on the
//! panel. A file over the limit is refused before it is read; a dropped file
//! stops at the panel (it is objects to import, not a scenario for the page).

use wasm_bindgen_futures::JsFuture;
use web_sys::{DragEvent, Event, File, HtmlInputElement};
use yew::{hook, use_effect_with, use_state, Callback, TargetCast};

use crate::text::i18n::{self, Value};
use crate::text::messages::text_with;

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
        done.emit(text.ok_or_else(|| crate::text::messages::text("shell-file-unreadable", &[("file", &file.name())])));
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

/// An import panel (a `<details>`) whose body is a part: whether the body is mounted (first
/// opened, a file dropped on the closed panel, or a support bundle left an import for the lab),
/// the last file dropped, and its handlers. The panel lights up while a file is over it.
pub struct DropPanel {
    pub shown: bool,
    pub dropped: Option<Dropped>,
    /// The drop-over highlight's class, while a file is dragged over the panel.
    pub over: Option<&'static str>,
    pub ontoggle: Callback<Event>,
    pub ondragover: Callback<DragEvent>,
    pub ondragleave: Callback<DragEvent>,
    pub ondrop: Callback<DragEvent>,
}

/// The state and handlers of `lab`'s import panel ([`DropPanel`]).
#[hook]
pub fn use_drop_panel(lab: &'static str) -> DropPanel {
    let shown = use_state(|| crate::components::bundle_import::import_waiting(lab));
    let dropped = use_state(|| None::<Dropped>);
    let over = use_state(|| false);
    let ondragover = {
        let (over, accept) = (over.clone(), on_drag_over());
        Callback::from(move |e: DragEvent| {
            accept.emit(e);
            over.set(true);
        })
    };
    let ondragleave = {
        let over = over.clone();
        Callback::from(move |_: DragEvent| over.set(false))
    };
    let ondrop = {
        let (over, shown, dropped) = (over.clone(), shown.clone(), dropped.clone());
        let take = on_drop(Callback::from(move |file| {
            dropped.set(Some(Dropped::next(dropped.as_ref(), file)));
            shown.set(true);
        }));
        Callback::from(move |e: DragEvent| {
            over.set(false);
            take.emit(e);
        })
    };
    DropPanel {
        shown: *shown,
        dropped: (*dropped).clone(),
        over: (*over).then_some("drop-over"),
        ontoggle: super::disclosure::on_first_open(&shown),
        ondragover,
        ondragleave,
        ondrop,
    }
}

/// In an import panel's body: reads each file dropped on the panel (the last one when the body
/// mounts, then every later one) with `read`.
#[hook]
pub fn use_dropped(dropped: Option<Dropped>, read: Callback<File>) {
    use_effect_with(dropped, move |dropped| {
        if let Some(dropped) = dropped {
            read.emit(dropped.file.clone());
        }
    });
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
