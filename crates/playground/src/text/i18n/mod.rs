//! The page's language: which one (`?lang=`, the saved choice, the browser's
//! languages, English), its Fluent catalog, and formatting a message of it.
//!
//! Catalogs are Fluent files, `locales/<lang>/*.ftl` (terms in
//! `locales/GLOSSARY.md`). English is built in; another language's catalog is
//! fetched before the first render of a page in that language, so an English
//! page loads no other language. A message missing from a catalog falls back
//! to English, then to its id.

mod dates;
mod locale;
pub(crate) mod plural;
pub mod resolve;

use std::collections::HashMap;

use fluent_syntax::ast::{Entry, Pattern};

pub use dates::date_time;
pub use locale::Locale;
pub use resolve::Value;

/// The page's language: `?lang=` first (already checked by the address),
/// then the choice saved from the menu, then the browser's languages in
/// order, else English.
pub fn choose(asked: Option<&str>, saved: Option<&str>, browser: &[String]) -> Locale {
    asked
        .and_then(Locale::from_tag)
        .or_else(|| saved.and_then(Locale::from_tag))
        .or_else(|| browser.iter().find_map(|t| Locale::from_tag(t)))
        .unwrap_or(Locale::En)
}

/// The catalog files of every language, `locales/<lang>/<file>`: the one list
/// that the page fetches (for a language other than English) and the catalogs
/// test checks; `scripts/build` ships every `*.ftl`. `errors.ftl` holds the
/// engine's input errors, whose English the engine writes itself
/// (`InputError::message`), so English needs no copy of it in the bundles;
/// `imports.ftl`, the imports' notes, likewise (the engine writes their English).
pub const CATALOG_FILES: &[&str] = &[
    "engine.ftl",
    "errors.ftl",
    "imports.ftl",
    "shell.ftl",
    "gallery.ftl",
    "longhorn.ftl",
    "balance.ftl",
    "capacity.ftl",
    "rollout.ftl",
    "presets-longhorn.ftl",
    "presets-balance.ftl",
    "presets-capacity.ftl",
    "presets-rollout.ftl",
    // The case report's (components/case_report_panel.rs), in no page's first load: the report
    // fetches it, in English and in the page's language, when it is first opened.
    "report.ftl",
    // The stories' (labs/learn/stories.rs), in no page's first load: the story player fetches it,
    // in English and in the page's language, when a story is first opened.
    "story.ftl",
    // The Learn page's own, and the words of every page that walks through steps
    // (lessons, stories: components/step_controls.rs, placement::walk's sentences).
    "learn.ftl",
    "walk.ftl",
    // A Longhorn or rollout lesson's texts, in no first load: the Learn page fetches them, in
    // English and in the page's language, when such a lesson first opens (labs/learn/lessons.rs).
    "learn-longhorn.ftl",
    "learn-rollout.ftl",
    // The page skeleton's (web/skeleton.js), which no bundle builds in: scripts/skeleton-texts.mjs
    // writes it into dist/site/skeleton-texts.js.
    "skeleton.ftl",
];

/// The case report's catalog file: no bundle builds it in; the report fetches it, in English
/// and the page's language, when it is first opened (`components/case_report_panel.rs`).
pub const REPORT_FILE: &str = "report.ftl";

/// The stories' catalog file: no bundle builds it in; the story player fetches it, in English
/// and the page's language, when a story is first opened (`labs/learn/stories.rs`).
pub const STORY_FILE: &str = "story.ftl";

/// The Learn page's Longhorn texts (the tiers lesson, the Longhorn picture), fetched like
/// [`REPORT_FILE`] when a Longhorn walk first opens.
pub const LEARN_LONGHORN_FILE: &str = "learn-longhorn.ftl";

/// The rollout lesson's texts, fetched like [`REPORT_FILE`] when the lesson first opens.
pub const LEARN_ROLLOUT_FILE: &str = "learn-rollout.ftl";

/// The catalog files no bundle builds in, each fetched by what shows its texts.
pub const LATER_FILES: &[&str] = &[REPORT_FILE, LEARN_LONGHORN_FILE, LEARN_ROLLOUT_FILE, STORY_FILE];

/// The files every page fetches for a language other than English; a page
/// adds its own ([`PageTexts::files`]).
pub const SHARED_FILES: &[&str] = &["engine.ftl", "errors.ftl", "imports.ftl", "shell.ftl"];

/// The English catalog `file` (`"shell.ftl"`) as the bundles build it in: without its
/// translators' comments (`build.rs` writes the copies).
#[macro_export]
#[doc(hidden)]
macro_rules! english_catalog {
    ($file:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/en/", $file))
    };
}

/// The English catalog every bundle has built in: the shell's sentences and
/// the engine's few that are no domain's; a bundle adds its page's and its
/// engine domains' with [`add_english`].
const ENGLISH: &[&str] = &[
    crate::english_catalog!("engine-common.ftl"),
    crate::english_catalog!("shell.ftl"),
];

/// The English of the engine's sentences of one domain (`"longhorn"`,
/// `"balance"`, `"capacity"`, `"fleet"`): the part of `engine.ftl` whose ids
/// start with it, which `build.rs` writes.
#[macro_export]
#[doc(hidden)]
macro_rules! engine_english {
    ($domain:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/en/engine-", $domain, ".ftl"))
    };
}

/// A bundle's own page texts: its catalog files (the same names in every
/// language's folder) with their English, built into that bundle only — the
/// page's own file first, then the presets it names (a lab's own; the
/// gallery's, every lab's).
pub struct PageTexts {
    pub files: &'static [PageFile],
    /// The English of the engine domains the page shows ([`engine_english!`]);
    /// other languages fetch `engine.ftl` whole.
    pub engine: &'static [&'static str],
}

/// One catalog file of a page and its English.
pub struct PageFile {
    pub name: &'static str,
    pub english: &'static str,
}

/// A [`PageFile`] with its English built in: `page_file!("longhorn.ftl")`.
#[macro_export]
#[doc(hidden)]
macro_rules! page_file {
    ($file:literal) => {
        $crate::text::i18n::PageFile { name: $file, english: $crate::english_catalog!($file) }
    };
}

/// A language's messages and terms, parsed once (the text lives as long as the page).
pub struct Catalog {
    locale: Locale,
    messages: HashMap<&'static str, Pattern<&'static str>>,
    terms: HashMap<&'static str, Pattern<&'static str>>,
}

impl Catalog {
    /// Parses the catalog's files; entries with syntax errors are left out
    /// (the catalog test refuses them before they ship).
    pub fn parse(locale: Locale, files: &[&str]) -> Catalog {
        let mut catalog = Catalog { locale, messages: HashMap::new(), terms: HashMap::new() };
        for text in files {
            catalog.add(Box::leak(text.to_string().into_boxed_str()));
        }
        catalog
    }

    /// Adds a file's messages and terms (a later one of the same id wins).
    fn add(&mut self, text: &'static str) {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(partial, _)| partial);
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    if let Some(value) = m.value {
                        self.messages.insert(m.id.name, value);
                    }
                }
                Entry::Term(t) => {
                    self.terms.insert(t.id.name, t.value);
                }
                _ => {}
            }
        }
    }

    /// The message `id` with `args`, if the catalog has it.
    pub fn format(&self, id: &str, args: &[(&str, Value)]) -> Option<String> {
        Some(resolve::format(self, self.messages.get(id)?, args))
    }

    /// The ids of its messages.
    pub fn ids(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.messages.keys().copied()
    }

    /// The catalog's language.
    pub fn locale(&self) -> Locale {
        self.locale
    }
}

impl resolve::Scope for Catalog {
    fn message(&self, id: &str) -> Option<&Pattern<&'static str>> {
        self.messages.get(id)
    }
    fn term(&self, id: &str) -> Option<&Pattern<&'static str>> {
        self.terms.get(id)
    }
    fn plural(&self, n: f64) -> &'static str {
        self.locale.plural(n)
    }
}

thread_local! {
    // Native unit tests start no bundle, so they get every page's English at once.
    static ENGLISH_CATALOG: std::cell::RefCell<Catalog> = std::cell::RefCell::new(english_at_start());
    static CURRENT: std::cell::RefCell<Option<Catalog>> = const { std::cell::RefCell::new(None) };
}

/// The English a bundle starts with: the shared files (its page's are added
/// by [`add_english`]); in native unit tests, every page's.
#[cfg(not(test))]
fn english_at_start() -> Catalog {
    Catalog::parse(Locale::En, ENGLISH)
}

#[cfg(test)]
fn english_at_start() -> Catalog {
    english()
}

/// The page's language (English until another catalog is [`install`]ed).
pub fn locale() -> Locale {
    CURRENT.with(|c| c.borrow().as_ref().map_or(Locale::En, Catalog::locale))
}

/// Makes `catalog` the page's language.
pub fn install(catalog: Catalog) {
    CURRENT.with(|c| *c.borrow_mut() = Some(catalog));
}

/// The message `id` in the page's language, else in English, else `None`.
pub fn format(id: &str, args: &[(&str, Value)]) -> Option<String> {
    CURRENT
        .with(|c| c.borrow().as_ref().and_then(|catalog| catalog.format(id, args)))
        .or_else(|| ENGLISH_CATALOG.with(|english| english.borrow().format(id, args)))
}

/// Adds a bundle's own page texts to the built-in English (at start).
pub fn add_english(text: &'static str) {
    ENGLISH_CATALOG.with(|english| english.borrow_mut().add(text));
}

/// Adds a catalog file fetched after the start (a part's own texts, in no first load): `english`
/// to the built-in English, `page` (the same file in the page's language) to the page's catalog.
pub fn add_later(english: &str, page: Option<&str>) {
    let leak = |text: &str| -> &'static str { Box::leak(text.to_string().into_boxed_str()) };
    ENGLISH_CATALOG.with(|catalog| catalog.borrow_mut().add(leak(english)));
    if let Some(page) = page {
        CURRENT.with(|c| {
            if let Some(catalog) = c.borrow_mut().as_mut() {
                catalog.add(leak(page));
            }
        });
    }
}

/// A number argument, shown as the page's language writes numbers.
pub fn number(n: f64) -> Value {
    Value::Number { value: n, shown: locale().number(n) }
}

/// The whole English catalog, every page's texts included (for tests and tools).
pub fn english() -> Catalog {
    let mut catalog = Catalog::parse(Locale::En, ENGLISH);
    for text in [
        crate::engine_english!("longhorn"),
        crate::engine_english!("balance"),
        crate::engine_english!("capacity"),
        crate::engine_english!("fleet"),
        crate::english_catalog!("gallery.ftl"),
        crate::english_catalog!("longhorn.ftl"),
        crate::english_catalog!("balance.ftl"),
        crate::english_catalog!("capacity.ftl"),
        crate::english_catalog!("rollout.ftl"),
        crate::english_catalog!("presets-longhorn.ftl"),
        crate::english_catalog!("presets-balance.ftl"),
        crate::english_catalog!("presets-capacity.ftl"),
        crate::english_catalog!("presets-rollout.ftl"),
        crate::english_catalog!("report.ftl"),
        crate::english_catalog!("learn-longhorn.ftl"),
        crate::english_catalog!("learn-rollout.ftl"),
        crate::english_catalog!("story.ftl"),
    ] {
        catalog.add(text);
    }
    catalog
}

