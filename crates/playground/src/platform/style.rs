//! Styles that arrive with a part (a chunk) rather than in `styles.css`, which
//! every page loads first: a part adds its own once, when it is first shown.

/// Adds `css` to the page as the `<style id=…>` named `id`, once (the CSP
/// allows inline styles, not scripts).
pub fn add_once(id: &str, css: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id(id).is_some() {
        return;
    }
    if let (Ok(style), Some(head)) = (document.create_element("style"), document.head()) {
        style.set_id(id);
        style.set_text_content(Some(css));
        let _ = head.append_child(&style);
    }
}
