//! A panic shows a banner instead of a blank page.
//!
//! The release build aborts on panic, so the page cannot carry on; the banner
//! tells the user what happened and that their work is in local storage.

use wasm_bindgen::JsCast;

use crate::text::messages::text;

/// Installs the panic hook (once, at start).
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = text("shell-panic-stopped", &[("problem", &info.to_string())]);
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
    banner.set_text_content(Some(&text("shell-panic-banner", &[("message", message)])));
    if let Some(body) = document.body() {
        body.prepend_with_node_1(banner.unchecked_ref()).ok();
    }
}
