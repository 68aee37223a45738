//! A panic shows a banner instead of a blank page.
//!
//! The release build aborts on panic, so the page cannot carry on; the banner
//! tells the user what happened and that their work is in local storage.

use wasm_bindgen::JsCast;

/// Installs the panic hook (once, at start).
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = format!("Placement Playground stopped: {info}");
        web_sys::console::error_1(&message.clone().into());
        show(&message);
    }));
}

fn show(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(banner) = document.create_element("div") else {
        return;
    };
    banner.set_id("panic-banner");
    banner.set_attribute("role", "alert").ok();
    // Text, never HTML: the message may contain user input.
    banner.set_text_content(Some(&format!(
        "{message}. Your work is kept in this browser's storage: reload the page to continue."
    )));
    if let Some(body) = document.body() {
        body.prepend_with_node_1(banner.unchecked_ref()).ok();
    }
}
