//! Autosave of each lab's draft.
//!
//! The full playground saves to the browser's local storage, so a reload or a
//! closed tab loses nothing. An embedded lab (`?embed=1`, `mount()`) keeps its
//! state in memory for the life of the page: a docs page shows its own
//! scenario every time, and never writes over the user's own work in the
//! playground (same origin) or over another embed on the same page.

use std::cell::RefCell;
use std::collections::HashMap;

use gloo::storage::{LocalStorage, Storage};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::platform::lab_list::Lab;

thread_local! {
    static MEMORY: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
    /// Who hears of a change to an embedded lab's state: the host page's bridge
    /// (`shell::embed::note_change`), named by the shell at start ([`on_change`]).
    static CHANGED: std::cell::Cell<Option<fn()>> = const { std::cell::Cell::new(None) };
}

/// Names who hears of each change to an embedded lab's stored state (the shell's bridge to
/// the host page): storage sits below the shell, so the shell hands it in.
pub fn on_change(hear: fn()) {
    CHANGED.with(|c| c.set(Some(hear)));
}

fn in_memory() -> bool {
    crate::platform::address::embedded()
}

/// The text stored at `key`.
pub fn get(key: &str) -> Option<String> {
    if in_memory() {
        MEMORY.with(|m| m.borrow().get(key).cloned())
    } else {
        LocalStorage::raw().get_item(key).ok().flatten()
    }
}

/// Stores `text` at `key`; the message says why the browser refused.
pub fn set(key: &str, text: &str) -> Result<(), String> {
    if in_memory() {
        let changed = MEMORY
            .with(|m| m.borrow_mut().insert(key.to_string(), text.to_string()))
            .is_none_or(|old| old != text);
        if changed {
            if let Some(hear) = CHANGED.with(std::cell::Cell::get) {
                hear();
            }
        }
        return Ok(());
    }
    LocalStorage::raw()
        .set_item(key, text)
        .map_err(|_| crate::text::messages::text("shell-storage-refused", &[]))
}

/// Loads a lab's saved draft. A draft saved by an older playground (under the
/// lab's legacy key) is migrated to the current format; anything unreadable
/// (hand-edited) is ignored and the lab starts fresh.
/// The lab's undo history kept beside it is read here too, by the same reader
/// ([`crate::platform::history::persist`]).
pub fn load_lab<T: DeserializeOwned + 'static>(lab: &Lab) -> Option<T> {
    if let Some(history) = get(&crate::platform::history::persist::key_of(lab.storage_key)) {
        crate::platform::history::persist::read::<T>(&history);
    }
    if let Some(text) = get(lab.storage_key) {
        return placement::kernel::strict::from_str(&text).ok();
    }
    let legacy: serde_json::Value = serde_json::from_str(&get(lab.legacy_key?)?).ok()?;
    crate::platform::scenario::from_value(crate::platform::scenario::migrate(1, legacy)).ok()
}

/// A lab's reader of its saved draft: [`load_lab`] of its draft type, as a chunk of its own
/// ([`crate::split_value!`]) for a lab whose draft reader is large (issue #15).
pub type SavedReader<T> = fn(&Lab) -> Option<T>;

/// Whether the lab has saved work to open (in the current format or an older one).
pub fn has_saved(lab: &Lab) -> bool {
    get(lab.storage_key).is_some() || lab.legacy_key.is_some_and(|key| get(key).is_some())
}

/// Loads a lab's saved draft with the reader in `slot`: the shell fetched it before the
/// page's first render when there was saved work ([`crate::platform::page::Page::saved_reader`]); `None`
/// when it could not be fetched (the shell then kept the work as the earlier work).
pub fn load_saved<T: 'static>(lab: &Lab, slot: &'static std::thread::LocalKey<crate::platform::split::Slot<SavedReader<T>>>) -> Option<T> {
    crate::platform::split::ready(slot).and_then(|read| read(lab))
}

/// Declares a lab's readers of its draft from JSON, in its `saved` module, as a chunk of their
/// own ([`crate::split_value!`]; the lab's bin names both in `bundle!`'s `values`):
/// `SAVED_READER` (`load_saved` of the draft) and `IMPORT_READER` (what the page reads of an
/// import's answer, `$read_import`): `draft_readers!(Draft, ImportedParts => read_import);`.
#[macro_export]
macro_rules! draft_readers {
    ($draft:ty, $import:ty => $read_import:path) => {
        /// The reader of a saved draft (`storage::load_lab` of the lab's draft).
        pub type SavedReader = $crate::platform::storage::SavedReader<$draft>;
        /// The reader of what the page reads of an import's answer.
        pub type ImportReader = fn(&str) -> ::std::result::Result<$import, String>;

        $crate::split_value!(pub SAVED_READER: SavedReader => read_saved);
        $crate::split_value!(pub IMPORT_READER: ImportReader => $read_import);

        /// Reads the lab's saved draft.
        pub fn read_saved(lab: &$crate::platform::lab_list::Lab) -> Option<$draft> {
            $crate::platform::storage::load_lab(lab)
        }
    };
}

/// Saves a draft; a full or disabled storage only loses the autosave, never the page.
pub fn save<T: Serialize>(key: &str, value: &T) {
    let saved = serde_json::to_string(value).map_err(|e| e.to_string()).and_then(|text| {
        // The address keeps a preset's name until the first edit.
        crate::platform::address::live::saved(&text);
        set(key, &text)
    });
    if let Err(e) = saved {
        web_sys::console::warn_1(&format!("autosave failed: {e}").into());
    }
}

/// Removes what is stored at `key`.
pub fn remove(key: &str) {
    if in_memory() {
        MEMORY.with(|m| m.borrow_mut().remove(key));
    } else {
        LocalStorage::delete(key);
    }
}
