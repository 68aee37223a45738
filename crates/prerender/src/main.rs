//! Writes every preset's answer as the page first draws it, in every language, before any wasm
//! has run (issue 40): `prerender <locales dir> <out dir>` writes
//! `<out>/<lab>/<preset>.<lang>.html` (the full page's answer) and
//! `<out>/<lab>/<preset>.<lang>.readonly.html` (a read-only page's or embed's), each the answer
//! after the status the skeleton shows over it (`<p data-status hidden>`). `scripts/build` runs it
//! into `dist/site/prerender/`; `web/answer.js` shows the file the address names until
//! the lab's wasm replaces it, and `tests/browser/prerender.test.mjs` proves each equal to the
//! live page's answer.
//!
//! Each answer is the lab's own view (`prerendered_answer`) over the same engine run, rendered by
//! Yew's server renderer; each in a thread of its own, because a page's address and language are
//! per thread and read once, as in a browser tab.

use std::path::{Path, PathBuf};

use playground::platform::page::Page;
use playground::text::i18n::{self, Catalog, Locale};
use yew::prelude::*;

/// A lab whose answers are prerendered: its page (texts) and its answer view.
struct Lab {
    page: &'static Page,
    answer: fn(&str) -> Option<Html>,
}

const LABS: &[Lab] = &[
    Lab { page: &playground::labs::longhorn::PAGE, answer: playground::labs::longhorn::prerendered_answer },
    Lab { page: &playground::labs::rollout::PAGE, answer: playground::labs::rollout::prerendered_answer },
];

/// The two addresses a preset is prerendered for: the full page, and read-only (a read-only page or
/// embed, whose answer has no drawing hint and says the grid is for reading).
#[derive(Clone, Copy)]
enum Mode {
    Page,
    ReadOnly,
}

impl Mode {
    fn suffix(self) -> &'static str {
        match self {
            Mode::Page => "",
            Mode::ReadOnly => ".readonly",
        }
    }

    /// The query and fragment a browser would be at.
    fn address(self, lab: &str, preset: &str, lang: &str) -> (String, String) {
        match self {
            Mode::Page => (format!("?lang={lang}"), format!("#/{lab}?preset={preset}")),
            Mode::ReadOnly => (format!("?embed=1&lab={lab}&preset={preset}&readonly=1&lang={lang}"), String::new()),
        }
    }
}

#[derive(Properties, PartialEq)]
struct StaticProps {
    html: Html,
}

/// Draws what it is given: the answer's view, already made on this thread.
#[function_component]
fn Static(props: &StaticProps) -> Html {
    props.html.clone()
}

/// The language's catalog as a page of `page` fetches it (the shared files, then the page's own).
fn catalog(locales: &Path, locale: Locale, page: &Page) -> Result<Catalog, String> {
    let names = i18n::SHARED_FILES.iter().copied().chain(page.texts.files.iter().map(|f| f.name));
    let mut texts = Vec::new();
    for name in names {
        let path = locales.join(locale.code()).join(name);
        texts.push(std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    Ok(Catalog::parse(locale, &texts))
}

/// What the skeleton's status says over a prerendered answer (`skeleton.ftl`, a file no bundle
/// builds in: the page shows it before any catalog is loaded), carried in the answer's file so that
/// pages without one do not load it.
fn status(locales: &Path, locale: Locale) -> Result<String, String> {
    let path = locales.join(locale.code()).join("skeleton.ftl");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Catalog::parse(locale, &[&text]).format("skeleton-answer", &[]).ok_or_else(|| format!("{}: no skeleton-answer", path.display()))
}

/// `text` as HTML text.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// One answer's HTML, made on a fresh thread as a fresh page would make it; `None` when the lab
/// draws no answer for it first (a fleet simulated in the worker).
fn render(lab: &'static Lab, preset: &'static str, locale: Locale, mode: Mode, locales: PathBuf) -> Result<Option<String>, String> {
    let thread = std::thread::spawn(move || -> Result<Option<String>, String> {
        let (search, hash) = mode.address(lab.page.lab, preset, locale.code());
        playground::platform::address::set_native_address(&search, &hash);
        // The bundle's start (crates/playground/src/lib.rs): its page's English, then its language.
        for file in lab.page.texts.files {
            i18n::add_english(file.english);
        }
        for engine in lab.page.texts.engine {
            i18n::add_english(engine);
        }
        if locale != Locale::En {
            i18n::install(catalog(&locales, locale, lab.page)?);
        }
        let Some(html) = (lab.answer)(preset) else { return Ok(None) };
        let status = status(&locales, locale)?;
        let runtime = tokio::runtime::Builder::new_current_thread().build().map_err(|e| e.to_string())?;
        let rendering = yew::LocalServerRenderer::<Static>::with_props(StaticProps { html }).hydratable(false).render();
        let answer = tokio::task::LocalSet::new().block_on(&runtime, rendering);
        Ok(Some(format!("<p data-status hidden>{}</p>{answer}", escape(&status))))
    });
    thread.join().map_err(|_| format!("{} {preset} ({}) panicked", lab.page.lab, locale.code()))?
}

fn run(locales: PathBuf, out: PathBuf) -> Result<(), String> {
    let mut written = 0;
    for lab in LABS {
        let dir = out.join(lab.page.lab);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for preset in playground::platform::catalog::of_lab(lab.page.lab) {
            for locale in Locale::ALL {
                for mode in [Mode::Page, Mode::ReadOnly] {
                    let Some(html) = render(lab, preset.id, locale, mode, locales.clone())? else { continue };
                    let file = dir.join(format!("{}.{}{}.html", preset.id, locale.code(), mode.suffix()));
                    std::fs::write(&file, html).map_err(|e| format!("{}: {e}", file.display()))?;
                    written += 1;
                }
            }
        }
    }
    println!("prerendered {written} answers into {}", out.display());
    Ok(())
}

fn main() {
    let mut args = std::env::args_os().skip(1).map(PathBuf::from);
    let (Some(locales), Some(out)) = (args.next(), args.next()) else {
        eprintln!("usage: prerender <locales dir> <out dir>");
        std::process::exit(2);
    };
    if let Err(problem) = run(locales, out) {
        eprintln!("prerender: {problem}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every preset of both labs has an answer in every language, for the page and read-only, each
    /// after its status in that language; the live page's equality is the browser test's
    /// (tests/browser/prerender.test.mjs).
    #[test]
    fn every_preset_is_prerendered_in_every_language() {
        let locales = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales"));
        let out = std::env::temp_dir().join(format!("prerender-test-{}", std::process::id()));
        run(locales, out.clone()).unwrap();
        let read = |lab: &str, file: &str| std::fs::read_to_string(out.join(lab).join(file)).unwrap();
        for lab in LABS {
            let files = std::fs::read_dir(out.join(lab.page.lab)).unwrap().count();
            assert_eq!(files, playground::platform::catalog::of_lab(lab.page.lab).count() * 3 * 2, "{}", lab.page.lab);
        }
        let ja = read("longhorn", "three-zones.ja.html");
        assert!(ja.starts_with("<p data-status hidden>この答えは"), "{}", &ja[..200]);
        assert!(ja.contains(r#"id="volume-condition-pg-data" class="condition ok"><code>Scheduled=True</code>"#));
        // The full page draws on the map; read-only, it does not say so.
        assert!(ja.contains(r#"id="map-drawing-hint""#));
        assert!(!read("longhorn", "three-zones.ja.readonly.html").contains(r#"id="map-drawing-hint""#));
        let embed = read("rollout", "pct25-230.uk.readonly.html");
        assert!(embed.contains(r#"id="rollout-answer""#) && embed.contains(r#"id="rollout-grid""#));
        std::fs::remove_dir_all(&out).unwrap();
    }
}
