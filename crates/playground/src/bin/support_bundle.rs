//! The support bundle panel's bundle: no page and no worker jobs. A lab page
//! loads it on the first support bundle opened (`support_bundle::open`,
//! `js/support-bundle.js`) and it renders the panel
//! ([`playground::shell::support_bundle::panel`]) in the page's place for it, so no
//! page's first load carries the panel, its summary's reader or the
//! hand-over's JSON editing.

fn main() {}

/// Readies the panel (the panic banner, the page's language): once, before the first bundle.
#[wasm_bindgen::prelude::wasm_bindgen]
pub async fn start_panel() {
    playground::shell::support_bundle::panel::start().await
}

/// Reads `file` (a support bundle) in the panel rendered in `root`, on the page of `lab`.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn open_bundle(file: web_sys::File, lab: String, root: web_sys::Element) {
    playground::shell::support_bundle::panel::show(file, lab, root)
}
