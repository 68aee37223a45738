//! "Embed this": what the lab's current scenario is for a docs page — an
//! unchanged preset (by its id) or a share link — handed to the dialog of
//! web/embed-dialog.js, which writes the snippets; and the full playground's
//! address of an embed's scenario ("Open in Placement Playground ↗").

use crate::platform::lab_list;
use crate::platform::storage;
use crate::platform::catalog;
use crate::shell::share;
use crate::shell::bundle::Bundle;
use crate::text::messages::text;

/// How to show the lab's scenario elsewhere.
enum Shown {
    /// An unchanged preset (`preset=<id>`).
    Preset(&'static str),
    /// Any other scenario: a share link's fragment (`#/balance?s=…`).
    Link(String),
}

/// The preset the lab's scenario is, unchanged, if any.
pub fn unchanged_preset(bundle: &Bundle) -> Option<&'static catalog::PresetInfo> {
    let lab = lab_list::find(bundle.lab)?;
    // The lab autosaves its draft as it starts, so the stored text is the
    // draft's own serialization, comparable as text.
    let current = storage::get(lab.storage_key)?;
    catalog::of_lab(lab.id).find(|p| (bundle.preset_state)(p.id).as_ref() == Some(&current))
}

/// The playground's address (`https://playground.example/`).
fn base() -> String {
    web_sys::window()
        .map(|w| {
            let l = w.location();
            format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_default())
        })
        .unwrap_or_default()
}

/// How to show the lab's scenario elsewhere: its preset's id, else a share link.
async fn shown(bundle: &Bundle) -> Result<Shown, String> {
    if let Some(preset) = unchanged_preset(bundle) {
        return Ok(Shown::Preset(preset.id));
    }
    let lab = lab_list::find(bundle.lab).ok_or_else(|| text("shell-no-scenario", &[]))?;
    let link = share::link(lab).await?;
    Ok(Shown::Link(link[link.find('#').unwrap_or(0)..].to_string()))
}

/// The full playground, editable, on this scenario: its preset's address,
/// else a share link, else (too large for a link) the plain lab.
pub async fn full_playground_url(bundle: &Bundle) -> String {
    let plain = plain_url(bundle);
    match shown(bundle).await {
        Ok(Shown::Preset(id)) => format!("{plain}?preset={id}"),
        Ok(Shown::Link(fragment)) => format!("{}{fragment}", base()),
        Err(_) => plain,
    }
}

#[wasm_bindgen::prelude::wasm_bindgen(module = "/js/embed.js")]
extern "C" {
    /// Loads web/embed-dialog.js (on the first click) and opens the dialog.
    #[wasm_bindgen(js_name = openEmbedDialog)]
    fn open_embed_dialog(base: &str, lab: &str, title: &str, preset: &str, fragment: &str, error: &str, texts: &str);
}

/// The dialog's words in the page's language, as web/embed-dialog.js reads
/// them (a JSON object; the snippet labels are names and stay). Written by
/// the browser's `JSON.stringify`: `serde_json::Value` would add its code to
/// every page for one small object.
fn dialog_texts(preset: &str) -> String {
    let words = [
        ("title", text("shell-embed-dialog-title", &[])),
        ("close", text("shell-close", &[])),
        ("copy", text("shell-copy", &[])),
        ("copied", text("shell-copied", &[])),
        ("copy-embed-iframe", text("shell-embed-copy", &[("snippet", "HTML (iframe)")])),
        ("copy-embed-mount", text("shell-embed-copy", &[("snippet", "JavaScript: mount()")])),
        ("copy-embed-hugo", text("shell-embed-copy", &[("snippet", "Hugo shortcode")])),
        ("copy-embed-mdx", text("shell-embed-copy", &[("snippet", "Docusaurus / MDX")])),
        ("hint-iframe", text("shell-embed-hint-iframe", &[])),
        ("hint-mount", text("shell-embed-hint-mount", &[])),
        ("hint-hugo", text("shell-embed-hint-hugo", &[])),
        ("hint-mdx", text("shell-embed-hint-mdx", &[])),
        ("view-result", text("shell-embed-view-result", &[])),
        ("view-split", text("shell-embed-view-split", &[])),
        ("what-preset", text("shell-embed-what-preset", &[("preset", preset)])),
        ("what-link", text("shell-embed-what-link", &[])),
        ("read-only", text("shell-embed-read-only", &[])),
        ("show", text("shell-embed-show", &[])),
    ];
    let object = js_sys::Object::new();
    for (key, value) in words {
        let _ = js_sys::Reflect::set(&object, &key.into(), &value.into());
    }
    js_sys::JSON::stringify(&object).ok().and_then(|s| s.as_string()).unwrap_or_default()
}

/// Opens the dialog on the lab's current scenario (web/embed-dialog.js, fetched on the first
/// click so no lab's first load carries it); a scenario that cannot be shown is said in it.
pub async fn open(bundle: &'static Bundle) {
    let Some(lab) = lab_list::find(bundle.lab) else {
        return;
    };
    let (preset, fragment, error) = match shown(bundle).await {
        Ok(Shown::Preset(id)) => (id.to_string(), String::new(), String::new()),
        Ok(Shown::Link(fragment)) => (String::new(), fragment, String::new()),
        Err(e) => (String::new(), String::new(), e),
    };
    open_embed_dialog(&base(), lab.id, &crate::platform::lab_list::lab_title(lab.id), &preset, &fragment, &error, &dialog_texts(&preset));
}

/// The full playground on the plain lab (when its scenario cannot be named).
pub fn plain_url(bundle: &Bundle) -> String {
    format!("{}#/{}", base(), bundle.lab)
}

