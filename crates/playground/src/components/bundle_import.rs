//! A lab's end of the support bundle's handoff: the panel (`shell::support_bundle`) leaves each
//! lab's import in storage; the lab's import panel takes it from there.

use yew::prelude::*;

/// Where a lab's import waits for the lab to open.
pub(crate) fn handoff_key(lab: &str) -> String {
    format!("placement-playground.support-bundle.{lab}")
}

/// Whether a support bundle left an import for `lab` that its import panel has not taken yet
/// (a lab whose import panel is a part fetches it for that).
pub fn import_waiting(lab: &str) -> bool {
    crate::platform::storage::get(&handoff_key(lab)).is_some()
}

/// In a lab's import panel: takes the import a support bundle left for
/// `lab` (once), reads it as the panel reads a paste's answer and hands it to `done`.
#[hook]
pub fn use_bundle_import<T: crate::platform::import_job::ImportAnswer>(
    lab: &'static str,
    done: Callback<Result<T, String>>,
) {
    use_effect_with((), move |_| {
        let key = handoff_key(lab);
        if let Some(text) = crate::platform::storage::get(&key) {
            crate::platform::storage::remove(&key);
            wasm_bindgen_futures::spawn_local(async move { done.emit(T::read(text).await) });
        }
    });
}
