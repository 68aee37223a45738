//! Autosave of each lab's draft in the browser's local storage.

use gloo::storage::{LocalStorage, Storage};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// Loads a saved draft; anything unreadable (old format, hand-edited) is ignored.
pub fn load<T: DeserializeOwned>(key: &str) -> Option<T> {
    LocalStorage::get(key).ok()
}

/// Saves a draft; a full or disabled storage only loses the autosave, never the page.
pub fn save<T: Serialize>(key: &str, value: &T) {
    if let Err(e) = LocalStorage::set(key, value) {
        web_sys::console::warn_1(&format!("autosave failed: {e}").into());
    }
}
