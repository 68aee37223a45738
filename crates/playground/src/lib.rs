//! Placement Playground: the Yew app.
//!
//! The app is built as one bundle per lab (`src/bin/<lab>.rs`): each bundle
//! holds the shell, the shared components, its own lab and the engine code
//! that lab uses, so the first load carries one lab, not all of them. The
//! shell's navigation lists every lab; opening another lab loads its bundle
//! (`web/boot.js` picks it from the URL fragment). The presets gallery
//! ([`shell::gallery`], `#/gallery`) is one more bundle, with the shell and the
//! preset list ([`platform::catalog`]) only. What only a lab's page has (the scenario
//! bar, the support bundle panel, shared links, the host page's bridge) is
//! the bundle's compile-time choice ([`Bundle::lab_shell`], see
//! [`shell::lab_shell`]), not a run-time `if`: the gallery's wasm does not link it.
//!
//! It calls the engine (`placement`) directly, with no JS round trip. See
//! ARCHITECTURE.md for the code map.

mod components;
pub mod labs;
pub mod platform;
pub mod shell;
pub mod text;

pub use shell::bundle::Bundle;

/// Starts a bundle: in a page, renders the shell with its lab; in the Web
/// Worker (no window), only registers the bundle for [`platform::worker`] jobs.
pub fn start(bundle: &'static Bundle) {
    for file in bundle.texts.files {
        text::i18n::add_english(file.english);
    }
    for engine in bundle.texts.engine {
        text::i18n::add_english(engine);
    }
    platform::worker::register(bundle.lab);
    if web_sys::window().is_none() {
        return;
    }
    platform::panic_banner::install();
    wasm_bindgen_futures::spawn_local(async move {
        platform::language::load_page_language(bundle.texts.files).await;
        match bundle.lab_shell {
            // A lab opens what its address or host page hands it first.
            Some(shell) => (shell.open)(bundle),
            None => shell::app::render(bundle, None),
        }
    });
}

/// The `main` and the worker entry of a bundle binary, and the split points of its parts
/// ([`platform::split`]), of its other split code and of its worker jobs:
/// ```text
/// playground::bundle!(playground::shell::gallery::BUNDLE);
/// playground::bundle!(playground::labs::rollout::BUNDLE, jobs: playground::shell::jobs::rollout, parts {
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
            fn $loader() -> ::std::result::Result<$crate::platform::split::View<$props>, $crate::platform::split::LoadFailed> {
                ::std::result::Result::Ok($view)
            }
        )*
        $(
            #[::wasm_split_helpers::wasm_split($vchunk, fallible)]
            fn $vloader() -> ::std::result::Result<$vty, $crate::platform::split::LoadFailed> {
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
        fn load_jobs() -> ::std::result::Result<$crate::shell::jobs::JobRunner, $crate::platform::split::LoadFailed> {
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
            let runner = load_jobs().await.map_err($crate::platform::worker::jobs_not_fetched)?;
            $crate::platform::worker::run_with(runner, &kind, &input, &progress)
        }
    };
    ($bundle:path $(, parts { $($parts:tt)* })? $(, values { $($values:tt)* })? $(,)?) => {
        $crate::bundle!(@page $bundle; { $($($parts)*)? } { $($($values)*)? });
        $crate::job_entry!($crate::shell::jobs::none);
    };
}

/// The worker entry alone, for a bundle with no page:
/// `playground::job_entry!(playground::shell::jobs::imports);` (see `web/worker.js`).
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
            $crate::platform::worker::run_with($runner, kind, input, progress)
        }
    };
}
