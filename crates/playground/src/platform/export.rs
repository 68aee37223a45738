//! What leaves the page: text copied to the clipboard or offered as a file download
//! (js/share.js does the browser parts).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/js/share.js")]
extern "C" {
    async fn copy(text: &str) -> JsValue;
    #[wasm_bindgen(js_name = download)]
    fn download_file(name: &str, text: &str, mime: &str);
}

/// Copies text to the clipboard; false where the browser refuses.
pub async fn copy_text(text: &str) -> bool {
    copy(text).await.as_bool().unwrap_or(false)
}

/// Offers `text` as a file download named `name`, of `media_type` (`application/yaml`).
pub fn download(name: &str, text: &str, media_type: &str) {
    download_file(name, text, media_type);
}
