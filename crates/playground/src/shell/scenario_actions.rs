//! What the scenario bar's buttons and a shared link do, as code a first render never runs:
//! making a share link, exporting a file, reading an opened file or link (JSON, or YAML through
//! the import bundle's worker), the "Embed this" dialog's scenario, and a host page's scenario.
//! It is a chunk of each lab's bundle (`scenario`, [`crate::split_value!`]; every lab's bin names
//! it in `bundle!`'s `values`), fetched when the pointer or the focus first enters the scenario
//! bar, on the first click at the latest, and before the first render of a page whose address
//! carries a shared link or whose host page hands it a scenario (issue #15).

use std::future::Future;
use std::pin::Pin;

use crate::platform::lab_list::Lab;
use crate::platform::scenario::Format;
use crate::shell::share::Notice;
use crate::platform::split::LoadFailed;
use crate::shell::bundle::Bundle;

/// An action that finishes later.
pub type Pending<T> = Pin<Box<dyn Future<Output = T>>>;

/// The scenario bar's actions, and the shell's that read a scenario (see the module's doc).
#[derive(Clone, Copy)]
pub struct ScenarioActions {
    /// A link that opens the lab's current scenario (`crate::shell::share::link`).
    pub link: fn(&'static Lab) -> Pending<Result<String, String>>,
    /// Offers the lab's current scenario as a file (`crate::shell::share::export`).
    pub export: fn(&'static Lab, Format) -> Result<(), String>,
    /// Reads and stores a scenario file (`crate::shell::share::import_file`).
    pub import_file: fn(web_sys::File) -> Pending<Result<(&'static Lab, Notice), String>>,
    /// Opens the shared link in the address (`crate::shell::share::open_link`).
    pub open_link: fn() -> Pending<Option<Notice>>,
    /// Opens the "Embed this" dialog; the message if it could not.
    pub open_embed_dialog: fn(&'static Bundle) -> Pending<()>,
    /// The full playground's address of the lab's scenario ("Open in Placement Playground").
    pub full_playground_url: fn(&'static Bundle) -> Pending<String>,
    /// Checks a host page's scenario document for a lab and stores it (`embed`).
    pub store_document: fn(&'static str, String) -> Pending<Result<(), String>>,
}

/// The actions, as the chunk holds them.
pub const ACTIONS: ScenarioActions = ScenarioActions {
    link: |lab| Box::pin(crate::shell::share::link(lab)),
    export: crate::shell::share::export,
    import_file: |file| Box::pin(crate::shell::share::import_file(file)),
    open_link: || Box::pin(crate::shell::share::open_link()),
    open_embed_dialog: |bundle| Box::pin(crate::shell::embed_dialog::open(bundle)),
    full_playground_url: |bundle| Box::pin(crate::shell::embed_dialog::full_playground_url(bundle)),
    store_document: |lab, text| Box::pin(crate::shell::share::store_document(lab, text)),
};

crate::split_value!(pub SCENARIO_ACTIONS: ScenarioActions => ACTIONS);

/// The actions, fetched with their chunk on the first call; the page's message when the chunk
/// could not be fetched (the next call tries again).
pub async fn actions() -> Result<ScenarioActions, String> {
    crate::platform::split::fetch(&SCENARIO_ACTIONS).await.map_err(LoadFailed::message)
}

/// Starts fetching the actions' chunk (the pointer or the focus entered the scenario bar), so
/// that a click finds them on the page.
pub fn prefetch() {
    if crate::platform::split::ready(&SCENARIO_ACTIONS).is_none() {
        wasm_bindgen_futures::spawn_local(async {
            let _ = crate::platform::split::fetch(&SCENARIO_ACTIONS).await;
        });
    }
}
