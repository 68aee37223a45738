//! What leaves the page: text copied to the clipboard or offered as a file download
//! (js/share.js does the browser parts).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/js/share.js")]
extern "C" {
    async fn copy(text: &str) -> JsValue;
    #[wasm_bindgen(js_name = download)]
    fn download_file(name: &str, text: &str, mime: &str);
    #[wasm_bindgen(catch)]
    async fn compress(text: &str) -> Result<JsValue, JsValue>;
}

/// Longest link offered; beyond it, the file is the way to share.
pub const MAX_LINK_CHARS: usize = 8_000;

/// A link that opens `state` in `lab` (the document compressed in the URL
/// fragment): the shell's share link of the lab's work, and a case report's
/// link of its redacted scenario.
pub async fn link_to(
    lab: &crate::platform::lab_list::Lab,
    state: &serde_json::Value,
    why: Option<&str>,
) -> Result<String, String> {
    use crate::text::{i18n, messages};
    let document = crate::platform::scenario::write(lab, state, crate::platform::scenario::Format::Json);
    let packed = compress(&document)
        .await
        .map_err(|e| {
            js_sys::Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
                .or_else(|| e.as_string())
                .unwrap_or_else(|| messages::text("shell-unknown-error", &[]))
        })?
        .as_string()
        .unwrap_or_default();
    // The full playground, editable, whatever mode (embed, read-only) this page is in.
    let base = web_sys::window()
        .map(|w| {
            let l = w.location();
            format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_default())
        })
        .unwrap_or_default();
    let route = format!("#/{}?s={packed}", lab.id);
    let url = format!("{base}{}", crate::platform::address::live::compose(&route, None, why));
    if url.len() > MAX_LINK_CHARS {
        return Err(messages::text_with(
            "shell-link-too-large",
            &[("length", i18n::number(url.len() as f64)), ("limit", i18n::number(MAX_LINK_CHARS as f64))],
        ));
    }
    Ok(url)
}

/// Copies text to the clipboard; false where the browser refuses.
pub async fn copy_text(text: &str) -> bool {
    copy(text).await.as_bool().unwrap_or(false)
}

/// Offers `text` as a file download named `name`, of `media_type` (`application/yaml`).
pub fn download(name: &str, text: &str, media_type: &str) {
    download_file(name, text, media_type);
}
