//! Choosing the page's language at start, fetching its catalog, and the
//! header's language menu.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::text::i18n::{choose, install, locale, Catalog, Locale, SHARED_FILES};

/// The saved choice of the language menu.
const SAVED: &str = "placement-playground:lang";

/// Chooses the page's language, fetches its catalog (English needs none):
/// the shared files and the page's own `page_files`, and sets `<html lang>`. A catalog that cannot be fetched leaves the page
/// in English and says so on the console: the labs work in any language.
pub async fn load_page_language(page_files: &[crate::text::i18n::PageFile]) {
    let asked = crate::platform::address::with_address(|a| a.lang);
    let saved = crate::platform::storage::get(SAVED);
    let browser: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages().iter().filter_map(|l| l.as_string()).collect())
        .unwrap_or_default();
    let chosen = choose(asked, saved.as_deref(), &browser);
    if chosen != Locale::En {
        // The language's files all at once (one round trip, not four).
        let urls: Vec<String> = SHARED_FILES
            .iter()
            .chain(page_files.iter().map(|f| &f.name))
            .map(|file| format!("locales/{}/{file}", chosen.code()))
            .collect();
        match fetch_texts(&urls).await {
            Ok(texts) => {
                let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
                install(Catalog::parse(chosen, &texts));
            }
            Err(problem) => web_sys::console::warn_1(&format!("The {} texts could not be loaded ({problem}), so the page is in English.", chosen.own_name()).into()),
        }
    }
    if let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = html.set_attribute("lang", locale().code());
    }
}

thread_local! {
    /// The catalog files fetched after the start ([`load_later`]), each once.
    static LOADED_LATER: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Fetches the catalog `file` (`"report.ftl"`) of a part whose texts are in no first load, in
/// English and, on a page in another language, in that one too, and adds them to the page's
/// catalogs; a second call for the same file does nothing. The problem, if it could not be
/// fetched (the part then says so, in the page's language, with Try again).
pub async fn load_later(file: &'static str) -> Result<(), String> {
    if LOADED_LATER.with(|l| l.borrow().contains(&file)) {
        return Ok(());
    }
    let mut urls = vec![format!("locales/en/{file}")];
    if locale() != Locale::En {
        urls.push(format!("locales/{}/{file}", locale().code()));
    }
    let texts = fetch_texts(&urls).await?;
    crate::text::i18n::add_later(&texts[0], texts.get(1).map(String::as_str));
    LOADED_LATER.with(|l| l.borrow_mut().push(file));
    Ok(())
}

/// Whether the catalog `file` was fetched by [`load_later`].
pub fn loaded_later(file: &str) -> bool {
    LOADED_LATER.with(|l| l.borrow().contains(&file))
}

/// Fetches one text file of the site (`walks/tiers.yaml`): its text, or the problem.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    let mut texts = fetch_texts(&[url.to_string()]).await?;
    texts.pop().ok_or_else(|| format!("{url}: nothing fetched"))
}

/// Fetches `urls` all at once (one round trip, not one per file): their texts, in order.
async fn fetch_texts(urls: &[String]) -> Result<Vec<String>, String> {
    let window = web_sys::window().ok_or("no window")?;
    let requests: js_sys::Array = urls.iter().map(|url| window.fetch_with_str(url)).collect();
    let responses = JsFuture::from(js_sys::Promise::all(&requests)).await.map_err(|e| format!("{e:?}"))?;
    let responses: js_sys::Array = responses.dyn_into().map_err(|_| "not a list of responses")?;
    let mut texts = Vec::new();
    for (url, response) in urls.iter().zip(responses.iter()) {
        let response: web_sys::Response = response.dyn_into().map_err(|_| format!("{url}: not a response"))?;
        if !response.ok() {
            return Err(format!("{url}: HTTP {}", response.status()));
        }
        let text = JsFuture::from(response.text().map_err(|e| format!("{url}: {e:?}"))?).await.map_err(|e| format!("{url}: {e:?}"))?;
        texts.push(text.as_string().unwrap_or_default());
    }
    Ok(texts)
}

/// The header's language menu: a choice is saved and the page opens again in
/// it (the lab's work is autosaved, so nothing is lost).
#[function_component]
pub fn LanguageMenu() -> Html {
    let current = locale();
    let onchange = Callback::from(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        let Some(chosen) = Locale::from_tag(&select.value()) else { return };
        let _ = crate::platform::storage::set(SAVED, chosen.code());
        reopen_in(chosen);
    });
    html! {
        <label class="language-menu">
            <span class="sr-only">{ "Language / 言語 / Мова" }</span>
            <select id="language-menu" {onchange}>
                { for Locale::ALL.iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={*l == current}>{ l.own_name() }</option>
                }) }
            </select>
        </label>
    }
}

/// Opens the page again with `lang=` set to `chosen` (other parameters and
/// the fragment kept).
fn reopen_in(chosen: Locale) {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let mut pairs: Vec<String> = search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .map(str::to_string)
        .collect();
    pairs.push(format!("lang={}", chosen.code()));
    let hash = location.hash().unwrap_or_default();
    let _ = location.assign(&format!("?{}{hash}", pairs.join("&")));
}
