//! What the page's address asks for, read by hand-written rules so a docs
//! author's mistake is a visible sentence, never silently ignored:
//! `?embed=1&lab=balance&preset=docs-example&readonly=1&view=split&lang=en`,
//! and the fragment's `#/<lab>?preset=<id>` or `#/<lab>?s=<shared scenario>`,
//! with `why=<key>`: the selected replica, cluster or node whose why is open.
//!
//! Pure (no browser): [`Address::parse`] takes the query and the fragment as
//! text; `app` reads them from the window once and shows [`Address::problems`].
//! [`live`] keeps the address in step with the page after that (the open why,
//! the preset while unchanged, Back and Forward).

pub mod live;

use placement::kernel::message::Message;

/// What an embedded lab shows (`view=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The result and its explanation only: the default of a read-only embed.
    Result,
    /// The inputs beside the result: the default otherwise.
    Split,
}

impl View {
    /// Its value in the address.
    pub fn as_str(self) -> &'static str {
        match self {
            View::Result => "result",
            View::Split => "split",
        }
    }
}

/// The languages the playground's texts exist in (`lang=`): each has its
/// catalog in `locales/<lang>/` (see [`crate::text::i18n`]).
pub const LANGS: &[&str] = &["en", "ja", "uk"];

/// Every query parameter the playground reads.
const PARAMETERS: &[&str] = &["embed", "lab", "preset", "readonly", "view", "lang", "scenario", "lesson", "step"];

/// The page's address, read: what to show and how, and what could not be followed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Address {
    /// `embed=1`: the lab alone, for an iframe.
    pub embed: bool,
    /// `readonly=1`: nothing can be edited.
    pub read_only: bool,
    /// `view=` as given (`None`: the default for the mode, see [`Address::view`]).
    pub view_asked: Option<View>,
    /// `lang=` (one of [`LANGS`]), when the address asks for a language.
    pub lang: Option<&'static str>,
    /// The preset asked for, from the query or the fragment (its raw id).
    pub preset: Option<String>,
    /// `scenario=host`: a host page (web/mount.js) hands the scenario in.
    pub host_scenario: bool,
    /// The fragment's `why=` (decoded): the selection whose why the lab opens.
    pub why: Option<String>,
    /// Each parameter that was refused or ignored, as a sentence to show.
    pub problems: Vec<Message>,
}

/// A query or fragment parameter list (`a=1&b=2`) as (name, value) pairs.
fn pairs(query: &str) -> Vec<(&str, &str)> {
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| pair.split_once('=').unwrap_or((pair, "")))
        .collect()
}

/// The lab named by a fragment (`#/balance?s=…` → `balance`), if any.
pub fn fragment_lab(hash: &str) -> Option<&str> {
    let route = hash.trim_start_matches('#').trim_start_matches('/');
    let id = route.split(['?', '/']).next().unwrap_or_default();
    (!id.is_empty()).then_some(id)
}

/// `readonly=1` / `embed=1` style switches: "1" on, "0" off, else a problem.
fn switch(name: &str, value: &str, problems: &mut Vec<Message>) -> bool {
    match value {
        "1" => true,
        "0" => false,
        _ => {
            problems.push(Message::new("shell-address-switch").arg("name", name).arg("value", value));
            false
        }
    }
}

impl Address {
    /// Reads `query` (`?embed=1&…`, with or without the `?`) and `hash`
    /// (`#/balance?preset=…`). `lab_ids` are the labs that exist.
    pub fn parse(query: &str, hash: &str, lab_ids: &[&str]) -> Address {
        let mut address = Address::default();
        let problems = &mut address.problems;
        let mut query_lab = None;
        let mut query_preset = None;
        for (name, value) in pairs(query.trim_start_matches('?')) {
            match name {
                "embed" => address.embed = switch(name, value, problems),
                "readonly" => address.read_only = switch(name, value, problems),
                "lab" => query_lab = Some(value),
                "preset" => query_preset = Some(decode(value)),
                "view" => address.view_asked = read_view(value, problems),
                "lang" => match LANGS.iter().find(|l| **l == value) {
                    Some(lang) => address.lang = Some(lang),
                    None => problems.push(Message::new("shell-address-lang").arg("value", value).arg("languages", LANGS.join(", "))),
                },
                // The Learn page's frame (`?embed=1&lesson=balance&step=4`): read by its route.
                "lesson" | "step" => {}
                "scenario" if value == "host" => address.host_scenario = true,
                "scenario" => problems.push(Message::new("shell-address-scenario").arg("value", value)),
                _ => problems.push(Message::new("shell-address-unknown").arg("name", name).arg("parameters", PARAMETERS.join(", "))),
            }
        }
        let (hash_preset, shared) = fragment_requests(hash);
        address.why = fragment_why(hash);
        let hash_lab = fragment_lab(hash);
        if let Some(lab) = query_lab {
            if !lab_ids.contains(&lab) && lab != crate::platform::lab_list::GALLERY && lab != crate::platform::lab_list::LEARN {
                problems.push(Message::new("shell-address-no-lab").arg("lab", lab).arg("labs", lab_ids.join(", lab=")));
            } else if hash_lab.is_some_and(|h| h != lab) {
                problems.push(Message::new("shell-address-two-labs").arg("lab", lab).arg("fragment", hash_lab.unwrap_or_default()));
            }
        }
        if query_preset.is_some() && hash_preset.is_some() {
            problems.push(Message::new("shell-address-preset-twice"));
        }
        let preset = hash_preset.or(query_preset);
        if let Some(id) = &preset {
            if shared || address.host_scenario {
                let id_of = if shared { "shell-address-preset-and-shared" } else { "shell-address-preset-and-host" };
                problems.push(Message::new(id_of).arg("preset", id.as_str()));
            } else {
                address.preset = Some(id.clone());
            }
        }
        if address.view_asked.is_some() && !address.embed {
            problems.push(Message::new("shell-address-view-not-embedded"));
            address.view_asked = None;
        }
        address
    }

    /// What an embedded lab shows: as asked, else the result alone when read-only.
    pub fn view(&self) -> View {
        match self.view_asked {
            Some(view) => view,
            None if self.embed && self.read_only => View::Result,
            None => View::Split,
        }
    }
}

fn read_view(value: &str, problems: &mut Vec<Message>) -> Option<View> {
    match value {
        "result" => Some(View::Result),
        "split" => Some(View::Split),
        _ => {
            problems.push(Message::new("shell-address-view").arg("value", value));
            None
        }
    }
}

/// The fragment's `preset=` (decoded) and whether it holds a shared scenario (`s=`).
fn fragment_requests(hash: &str) -> (Option<String>, bool) {
    let Some((_, query)) = hash.split_once('?') else {
        return (None, false);
    };
    let found = pairs(query);
    let preset = found.iter().find(|(k, _)| *k == "preset").map(|(_, v)| decode(v));
    (preset, found.iter().any(|(k, _)| *k == "s"))
}

/// The fragment's `why=` (decoded), if it names something.
pub fn fragment_why(hash: &str) -> Option<String> {
    let (_, query) = hash.split_once('?')?;
    pairs(query).iter().find(|(k, _)| *k == "why").map(|(_, v)| decode(v)).filter(|v| !v.is_empty())
}

/// Percent-decoding of a parameter value (ids are plain ASCII; anything else
/// is shown as written, so a message quotes what the author typed).
fn decode(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (b'+', _) => {
                out.push(b' ');
                i += 1;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| value.to_string())
}

// ---- the page's address, read once at start ----------------------------------------------------

/// A parameter of the page's query string (`?embed=1&lab=balance`).
pub fn query_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.to_string())
}

thread_local! {
    /// The page's address, read once at start (see [`crate::platform::address`]).
    static ADDRESS: Address = {
        let (search, hash) = page_address();
        let ids: Vec<&str> = crate::platform::lab_list::LABS.iter().map(|l| l.id).collect();
        Address::parse(&search, &hash, &ids)
    };
}

/// The page's query and fragment, as the browser has them.
#[cfg(target_arch = "wasm32")]
fn page_address() -> (String, String) {
    let location = web_sys::window().map(|w| w.location());
    let part = |f: fn(&web_sys::Location) -> Result<String, wasm_bindgen::JsValue>| {
        location.as_ref().and_then(|l| f(l).ok()).unwrap_or_default()
    };
    (part(web_sys::Location::search), part(web_sys::Location::hash))
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    /// The address a native render pretends to be at (the build's prerendered answers,
    /// crates/prerender): there is no browser to ask, and a browser call would panic.
    static NATIVE_ADDRESS: std::cell::RefCell<(String, String)> = const { std::cell::RefCell::new((String::new(), String::new())) };
}

#[cfg(not(target_arch = "wasm32"))]
fn page_address() -> (String, String) {
    NATIVE_ADDRESS.with(|a| a.borrow().clone())
}

/// Natively (the build's prerendering): the query and fragment this thread's page is at. Read once,
/// like a page's address, so it must come before anything reads the address on this thread.
#[cfg(not(target_arch = "wasm32"))]
pub fn set_native_address(search: &str, hash: &str) {
    NATIVE_ADDRESS.with(|a| *a.borrow_mut() = (search.to_string(), hash.to_string()));
}

#[cfg(test)]
thread_local! {
    /// Native tests of the reducers set read-only with [`set_read_only`]
    /// (there is no page address outside a browser).
    static READ_ONLY: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Reads the page's address (what it asks for, and the problems found in it).
pub fn with_address<T>(f: impl FnOnce(&Address) -> T) -> T {
    ADDRESS.with(f)
}

/// `?embed=1`: the lab alone, for an iframe on a docs page.
pub fn embedded() -> bool {
    with_address(|a| a.embed)
}

/// `?readonly=1`: nothing can be edited (the labs ignore edits and disable
/// their editors); selections, explanations and scrubbers stay live.
pub fn read_only() -> bool {
    #[cfg(test)]
    if let Some(on) = READ_ONLY.with(|r| r.get()) {
        return on;
    }
    with_address(|a| a.read_only)
}

/// Native tests of the reducers: read-only on or off for this thread.
#[cfg(test)]
pub fn set_read_only(on: bool) {
    READ_ONLY.with(|r| r.set(Some(on)));
}

/// What the lab shows: the result alone (`view=result`, the default of a
/// read-only embed) or the inputs beside it.
pub fn view() -> View {
    with_address(|a| a.view())
}

/// A read-only embed showing the result (the default of `?embed=1&readonly=1`): the compact
/// view, the answer and the picture with the details behind a button (`components::compact`).
pub fn compact() -> bool {
    embedded() && read_only() && view() == View::Result
}

/// The lab is shown for reading, not editing (read-only, or the result alone):
/// its intro says what to look at rather than what to edit.
pub fn reading() -> bool {
    read_only() || view() == View::Result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The address's first problem, in English.
    fn said(a: &Address) -> String {
        crate::text::messages::render(&a.problems[0])
    }

    const LABS: &[&str] = &["longhorn", "balance", "capacity", "rollout"];

    fn parse(query: &str, hash: &str) -> Address {
        Address::parse(query, hash, LABS)
    }

    #[test]
    fn a_docs_author_address_is_read_whole() {
        let a = parse("?embed=1&lab=balance&preset=docs-example&readonly=1", "");
        assert!(a.embed && a.read_only && a.problems.is_empty(), "{a:?}");
        assert_eq!(a.preset.as_deref(), Some("docs-example"));
        assert_eq!(a.view(), View::Result, "read-only embeds show the result");
        let split = parse("embed=1&lab=balance&readonly=1&view=split&lang=en", "");
        assert_eq!((split.view(), split.lang), (View::Split, Some("en")));
        assert!(split.problems.is_empty());
        assert_eq!(parse("embed=1&lab=rollout", "").view(), View::Split);
        let hash = parse("embed=1&readonly=1", "#/longhorn?preset=docs-balance");
        assert_eq!(hash.preset.as_deref(), Some("docs-balance"));
        assert!(hash.problems.is_empty());
        assert_eq!(parse("", "#/rollout?preset=storm%2D5").preset.as_deref(), Some("storm-5"));
    }

    #[test]
    fn every_refused_parameter_is_a_sentence_naming_it() {
        let cases = [
            ("embed=1&readonly=yes", "readonly=yes is not understood"),
            ("embed=yes", "embed=yes is not understood"),
            ("embed=1&view=full", "view=full is not understood"),
            ("embed=1&lang=de", "lang=de is not available"),
            ("embed=1&colour=red", "parameter “colour” is not one the playground reads"),
            ("embed=1&lab=nowhere", "There is no lab “nowhere”"),
            ("view=result", "view= applies to an embedded lab"),
            ("embed=1&scenario=file", "scenario=file is not understood"),
            ("embed=1&scenario=host&preset=stale", "preset=stale was ignored: the address also carries the host page's scenario"),
        ];
        for (query, expected) in cases {
            let a = parse(query, "");
            assert_eq!(a.problems.len(), 1, "{query}: {:?}", a.problems);
            let said = said(&a);
            assert!(said.contains(expected), "{query}: {said}");
            assert!(said.ends_with('.'), "a whole sentence: {said}");
        }
        let both = parse("embed=1&lab=balance&preset=x", "#/balance?s=abc");
        assert_eq!(both.preset, None);
        assert!(said(&both).contains("the shared scenario (s=), which is shown"));
        let twice = parse("embed=1&preset=a", "#/balance?preset=b");
        assert_eq!(twice.preset.as_deref(), Some("b"));
        assert!(said(&twice).contains("names a preset twice"));
        let labs = parse("embed=1&lab=balance", "#/longhorn");
        assert!(said(&labs).contains("lab=balance and the fragment #/longhorn name different labs"));
    }

    #[test]
    fn the_fragment_names_the_open_why() {
        let a = parse("", "#/longhorn?preset=docs-balance&why=0%2Fpvc-r1");
        assert_eq!((a.preset.as_deref(), a.why.as_deref()), (Some("docs-balance"), Some("0/pvc-r1")));
        assert!(a.problems.is_empty(), "{a:?}");
        assert_eq!(parse("", "#/rollout?why=").why, None);
        assert_eq!(parse("why=x", "#/rollout").why, None, "only the fragment carries it");
    }

    #[test]
    fn the_fragment_names_the_lab() {
        assert_eq!(fragment_lab("#/balance?s=x"), Some("balance"));
        assert_eq!(fragment_lab("#/"), None);
        assert_eq!(fragment_lab(""), None);
    }
}
