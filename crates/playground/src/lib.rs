//! Placement Playground: the Yew app.
//!
//! The app is built as one bundle per lab (`src/bin/<lab>.rs`): each bundle
//! holds the shell, the shared components, its own lab and the engine code
//! that lab uses, so the first load carries one lab, not all of them. The
//! shell's navigation lists every lab; opening another lab loads its bundle
//! (`web/boot.js` picks it from the URL fragment). The presets gallery
//! ([`gallery`], `#/gallery`) is one more bundle, with the shell and the
//! preset list ([`catalog`]) only. What only a lab's page has (the scenario
//! bar, the support bundle panel, shared links, the host page's bridge) is
//! the bundle's compile-time choice ([`Bundle::lab_shell`], see
//! [`lab_shell`]), not a run-time `if`: the gallery's wasm does not link it.
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
pub mod lab_shell;
mod panic_banner;
mod scenario;
pub mod scenario_actions;
mod share;
pub mod split;
mod storage;
pub mod theme;
pub mod support_bundle;
mod units;
pub mod worker;

use yew::Html;

/// One bundle of the playground: its lab (its worker jobs are named by its binary's
/// [`bundle!`], as a chunk of their own).
pub struct Bundle {
    /// The lab's id (`#/longhorn`), also the bundle's file name (`longhorn.js`).
    pub lab: &'static str,
    /// Renders the lab.
    pub render: fn() -> Html,
    /// The state of the lab's preset with this id, as the lab autosaves it
    /// (JSON text): "Embed this" names an unchanged preset by its id.
    pub preset_state: fn(&str) -> Option<String>,
    /// The page's own texts of this bundle (`locales/<lang>/<file>`), with
    /// their English built in: a bundle carries its own page's English only.
    pub texts: i18n::PageTexts,
    /// The shell's lab-only parts ([`lab_shell::LAB_SHELL`] for a lab, none
    /// for the gallery): a compile-time choice, so a bundle links only the
    /// shell it shows.
    pub lab_shell: Option<&'static lab_shell::LabShell>,
    /// Fetches the chunk that reads the lab's saved draft (a [`split_value!`] the lab's init
    /// reads with `storage::load_saved`), for a lab whose reader is a chunk: the shell
    /// awaits it before a first render that has saved work to open ([`lab_shell`]).
    pub saved_reader: Option<fn() -> split::Load<()>>,
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
    wasm_bindgen_futures::spawn_local(async move {
        i18n::load_page_language(bundle.texts.files).await;
        match bundle.lab_shell {
            // A lab opens what its address or host page hands it first.
            Some(shell) => (shell.open)(bundle),
            None => render(bundle, None),
        }
    });
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

/// The `main` and the worker entry of a bundle binary, and the split points of its parts
/// ([`split`]), of its other split code and of its worker jobs:
/// ```text
/// playground::bundle!(playground::gallery::BUNDLE);
/// playground::bundle!(playground::labs::rollout::BUNDLE, jobs: playground::jobs::rollout, parts {
///     rollout_job: job_result::JOB_RESULT[job_result::JobResultProps] => job_result::job_result as load_job_result,
/// }, values {
///     rollout_reader: saved::SAVED_READER[saved::SavedReader] => saved::read_saved as load_saved_reader,
/// });
/// ```
/// Each part (a view, its props in brackets) and each value (code that draws nothing, its
/// type in brackets: [`split_value!`]) becomes the chunk named first; entries naming one
/// chunk share it. A bundle's `jobs` runner is the chunk `jobs` (`<bundle>.jobs.wasm`): only
/// its Web Worker runs jobs, so the worker fetches that chunk on its first job and the page
/// never does.
#[macro_export]
macro_rules! bundle {
    (@page $bundle:path;
        { $($chunk:ident: $slot:path [$props:ty] => $view:path as $loader:ident),* $(,)? }
        { $($vchunk:ident: $vslot:path [$vty:ty] => $value:path as $vloader:ident),* $(,)? }) => {
        $(
            #[::wasm_split_helpers::wasm_split($chunk, fallible)]
            fn $loader() -> ::std::result::Result<$crate::split::View<$props>, $crate::split::LoadFailed> {
                ::std::result::Result::Ok($view)
            }
        )*
        $(
            #[::wasm_split_helpers::wasm_split($vchunk, fallible)]
            fn $vloader() -> ::std::result::Result<$vty, $crate::split::LoadFailed> {
                ::std::result::Result::Ok($value)
            }
        )*

        fn main() {
            $( $slot.with(|slot| slot.set_loader(|| ::std::boxed::Box::pin($loader()))); )*
            $( $vslot.with(|slot| slot.set_loader(|| ::std::boxed::Box::pin($vloader()))); )*
            $crate::start(&$bundle)
        }
    };
    ($bundle:path, jobs: $jobs:path $(, parts { $($parts:tt)* })? $(, values { $($values:tt)* })? $(,)?) => {
        $crate::bundle!(@page $bundle; { $($($parts)*)? } { $($($values)*)? });

        #[::wasm_split_helpers::wasm_split(jobs, fallible)]
        fn load_jobs() -> ::std::result::Result<$crate::jobs::JobRunner, $crate::split::LoadFailed> {
            ::std::result::Result::Ok($jobs)
        }

        /// Runs one job in the Web Worker (see `web/worker.js`), its runner fetched
        /// on the first job.
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub async fn run_job(
            kind: String,
            input: String,
            progress: js_sys::Function,
        ) -> Result<String, wasm_bindgen::JsValue> {
            let runner = load_jobs().await.map_err($crate::worker::jobs_not_fetched)?;
            $crate::worker::run_with(runner, &kind, &input, &progress)
        }
    };
    ($bundle:path $(, parts { $($parts:tt)* })? $(, values { $($values:tt)* })? $(,)?) => {
        $crate::bundle!(@page $bundle; { $($($parts)*)? } { $($($values)*)? });
        $crate::job_entry!($crate::jobs::none);
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
