//! Placement Playground: the Yew app.
//!
//! The app is built as one bundle per lab (`src/bin/<lab>.rs`): each bundle
//! holds the shell, the shared components, its own lab and the engine code
//! that lab uses, so the first load carries one lab, not all of them. The
//! shell's navigation lists every lab; opening another lab loads its bundle
//! (`web/boot.js` picks it from the URL fragment). The presets gallery
//! ([`gallery`], `#/gallery`) is one more bundle, with the shell and the
//! preset list ([`catalog`]) only.
//!
//! It calls the engine (`placement`) directly, with no JS round trip. See
//! ARCHITECTURE.md for the code map.

mod address;
pub mod app;
pub mod catalog;
mod components;
mod embed;
mod embed_dialog;
mod error_messages;
pub mod gallery;
pub mod history;
pub mod i18n;
mod import_job;
mod messages;
pub mod jobs;
pub mod labs;
mod panic_banner;
mod scenario;
mod share;
mod storage;
pub mod support_bundle;
mod units;
pub mod worker;

use yew::Html;

/// One bundle of the playground: its lab and the jobs its Web Worker runs.
pub struct Bundle {
    /// The lab's id (`#/longhorn`), also the bundle's file name (`longhorn.js`).
    pub lab: &'static str,
    /// Renders the lab.
    pub render: fn() -> Html,
    /// Runs a worker job of this lab: `(kind, JSON input, progress)` → JSON output.
    pub jobs: jobs::JobRunner,
    /// The state of the lab's preset with this id, as the lab autosaves it
    /// (JSON text): "Embed this" names an unchanged preset by its id.
    pub preset_state: fn(&str) -> Option<String>,
    /// The page's own texts of this bundle (`locales/<lang>/<file>`), with
    /// their English built in: a bundle carries its own page's English only.
    pub texts: i18n::PageTexts,
}

impl PartialEq for Bundle {
    fn eq(&self, other: &Self) -> bool {
        self.lab == other.lab
    }
}

/// Starts a bundle: in a page, renders the shell with its lab; in the Web
/// Worker (no window), only registers the bundle for [`worker`] jobs.
pub fn start(bundle: &'static Bundle) {
    for file in bundle.texts.files {
        i18n::add_english(file.english);
    }
    for engine in bundle.texts.engine {
        i18n::add_english(engine);
    }
    worker::register(bundle);
    if web_sys::window().is_none() {
        return;
    }
    panic_banner::install();
    // A shared scenario in the address (or from the host page of a mounted
    // lab) is stored before the lab starts, so the lab opens it exactly as it
    // opens its own autosave; a requested preset (`?preset=<id>`) is loaded
    // by the lab after that, as an edit (undoable).
    wasm_bindgen_futures::spawn_local(async move {
        i18n::load_page_language(bundle.texts.files).await;
        if app::embedded() && app::with_address(|a| a.host_scenario) {
            let refused = embed::open_host_scenario(bundle.lab).await.err();
            render(bundle, None);
            embed::start_bridge(bundle, refused.or_else(first_problem));
            return;
        }
        // A preset asked for by a link replaces the lab's work: keep that work.
        let preset_notice = match catalog::open_request(bundle.lab) {
            Ok(Some(preset)) => labs::find(bundle.lab).map(|lab| share::Notice::Opened {
                what: messages::text("shell-opened-preset", &[("title", &preset.title_text())]),
                previous_kept: share::keep_current(lab),
            }),
            Ok(None) => None,
            Err(message) => Some(share::Notice::Refused(message)),
        };
        let notice = match share::open_link().await {
            Some(notice) => Some(notice),
            None => share::take_notice(),
        }
        .or(preset_notice);
        let refused = match &notice {
            Some(share::Notice::Refused(message)) => Some(message.clone()),
            _ => None,
        };
        render(bundle, notice);
        if app::embedded() {
            // A host page (mount()) learns of a refused link, preset or parameter.
            embed::start_bridge(bundle, refused.or_else(first_problem));
        }
    });
}

/// The address's first problem, for a host page.
fn first_problem() -> Option<String> {
    app::with_address(|a| a.problems.first().map(messages::render))
}

thread_local! {
    /// The app on the page, so a host page's new scenario can start it again.
    static APP: std::cell::RefCell<Option<yew::AppHandle<app::App>>> = const { std::cell::RefCell::new(None) };
}

/// Renders the shell with the bundle's lab, which opens its stored state;
/// an app already on the page goes first.
fn render(bundle: &'static Bundle, notice: Option<share::Notice>) {
    if let Some(old) = APP.with(|a| a.borrow_mut().take()) {
        old.destroy();
    }
    let handle = yew::Renderer::<app::App>::with_props(app::AppProps { bundle, notice }).render();
    APP.with(|a| *a.borrow_mut() = Some(handle));
    remove_skeleton();
}

/// The page's skeleton (`web/skeleton.js`: header, heading and panes drawn before the wasm
/// arrived) goes once the app is on the page, not when the wasm starts: a Japanese or Ukrainian
/// page fetches its catalogs first, and the skeleton stays in view meanwhile.
fn remove_skeleton() {
    if let Some(skeleton) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("loading")) {
        skeleton.remove();
    }
}

/// The `main` and the worker entry of a bundle binary:
/// `playground::bundle!(playground::labs::longhorn::BUNDLE);`
#[macro_export]
macro_rules! bundle {
    ($bundle:path) => {
        fn main() {
            $crate::start(&$bundle)
        }

        $crate::job_entry!($bundle.jobs);
    };
}

/// The worker entry alone, for a bundle with no page:
/// `playground::job_entry!(playground::jobs::imports);` (see `web/worker.js`).
#[macro_export]
macro_rules! job_entry {
    ($runner:expr) => {
        /// Runs one job in the Web Worker (see `web/worker.js`).
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn run_job(
            kind: &str,
            input: &str,
            progress: &js_sys::Function,
        ) -> Result<String, wasm_bindgen::JsValue> {
            $crate::worker::run_with($runner, kind, input, progress)
        }
    };
}
