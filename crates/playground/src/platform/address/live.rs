//! The address kept in step with the page after it started (issue 39), the
//! way people expect from Grafana or Argo CD:
//! - the open why is in the fragment (`#/longhorn?why=0%2Fpvc-r1`): opening
//!   one pushes a history entry, so Back closes it instead of leaving the lab,
//!   and a link with `why=` opens that replica's (cluster's, node's) why;
//! - `preset=` stays in the address while the scenario is that preset, and
//!   goes with the first edit (a reload then keeps the edit).
//!
//! An embedded lab leaves its frame's address alone: a host page's Back is
//! the host's.

use std::cell::RefCell;

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::{embedded, fragment_why};

/// The state of every history entry the page wrote: the app's hash listener
/// leaves such an entry to this module instead of reloading the page.
const WRITTEN: &str = "placement-playground";
/// The state of an entry pushed when a why opened: closing that why goes
/// back, so no entry without a why is left behind it.
const PUSHED: &str = "placement-playground:why";

/// The preset the address names while the scenario is unchanged.
struct Kept {
    /// The preset's state as its lab autosaves it.
    state: String,
    /// The lab has saved that state once (before that, the lab's earlier work
    /// is saved on its way to the preset, which is no edit).
    shown: bool,
}

thread_local! {
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// Keeps the address's `preset=` while the lab's autosave is `state`
/// (the preset unchanged); without its state it goes at once.
pub fn keep_preset(state: Option<String>) {
    match state {
        Some(state) => KEPT.with(|k| *k.borrow_mut() = Some(Kept { state, shown: false })),
        None => forget_preset(),
    }
}

/// Tells the address of the lab's autosave: the first save that is not the
/// kept preset (after it was shown) drops `preset=` from the address.
pub fn saved(text: &str) {
    let edited = KEPT.with(|k| {
        let mut kept = k.borrow_mut();
        match kept.as_mut() {
            Some(p) if p.state == text => {
                p.shown = true;
                false
            }
            Some(p) if p.shown => {
                *kept = None;
                true
            }
            _ => false,
        }
    });
    if edited {
        forget_preset();
    }
}


/// A preset chosen in a lab's picker: the address names it (`#/<lab>?preset=<id>`) while the
/// scenario is that preset (its autosave `state`), as a link's preset is kept ([`keep_preset`]).
/// The scenario is another one, so an open why is no longer in the address, and the entry is
/// no why's (closing a why then goes back no further). An embedded lab leaves it alone.
pub fn show_preset(lab: &str, id: &str, state: Option<String>) {
    if embedded() {
        return;
    }
    let Some(state) = state else {
        return forget_preset();
    };
    let hash = Some(location_part(web_sys::Location::hash)).filter(|h| h.len() > 2).unwrap_or_else(|| format!("#/{lab}"));
    let search = compose(&location_part(web_sys::Location::search), None, None);
    write(&search, &compose(&hash, Some(id), None), Entry::Replace);
    KEPT.with(|k| *k.borrow_mut() = Some(Kept { state, shown: false }));
}

/// Takes `preset=` out of the page's query and fragment (the `why=` stays).
pub fn forget_preset() {
    KEPT.with(|k| k.borrow_mut().take());
    let (search, hash) = (location_part(web_sys::Location::search), location_part(web_sys::Location::hash));
    let why = fragment_why(&hash);
    let search = compose(&search, None, None);
    write(&search, &compose(&hash, None, why.as_deref()), Entry::Rewrite);
}

fn location_part(f: fn(&web_sys::Location) -> Result<String, JsValue>) -> String {
    web_sys::window().and_then(|w| f(&w.location()).ok()).unwrap_or_default()
}

fn entry_state() -> Option<String> {
    web_sys::window()?.history().ok()?.state().ok()?.as_string()
}

/// Whether the current history entry was written by the page (see `WRITTEN`).
pub fn entry_is_ours() -> bool {
    entry_state().is_some_and(|s| s.starts_with(WRITTEN))
}

enum Entry {
    Push,
    Replace,
    /// Replaced, keeping the entry's own state (pushed or not).
    Rewrite,
}

/// Writes `search` and `hash` as the page's address (its path kept).
fn write(search: &str, hash: &str, entry: Entry) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(history) = window.history() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let url = format!("{path}{search}{hash}");
    let state = match entry {
        Entry::Push => PUSHED.to_string(),
        Entry::Replace => WRITTEN.to_string(),
        Entry::Rewrite => entry_state().filter(|s| s.starts_with(WRITTEN)).unwrap_or_else(|| WRITTEN.to_string()),
    };
    let _ = match entry {
        Entry::Push => history.push_state_with_url(&JsValue::from_str(&state), "", Some(&url)),
        _ => history.replace_state_with_url(&JsValue::from_str(&state), "", Some(&url)),
    };
}

/// Shows `why` (a selection's key, `None`: no why open) in the address: see the module.
pub fn set_why(lab: &str, why: Option<&str>) {
    if embedded() {
        return;
    }
    let hash = Some(location_part(web_sys::Location::hash)).filter(|h| h.len() > 2).unwrap_or_else(|| format!("#/{lab}"));
    let now = fragment_why(&hash);
    if now.as_deref() == why {
        return;
    }
    let search = location_part(web_sys::Location::search);
    // A preset the fragment names stays (it goes with the first edit: [`saved`]).
    let preset = super::fragment_requests(&hash).0;
    let next = compose(&hash, preset.as_deref(), why);
    match (now.is_some(), why.is_some()) {
        (false, _) => write(&search, &next, Entry::Push),
        (true, true) => write(&search, &next, Entry::Rewrite),
        (true, false) if entry_state().as_deref() == Some(PUSHED) => {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let _ = history.back();
            }
        }
        (true, false) => write(&search, &next, Entry::Replace),
    }
}

/// Marks the entry the page opened on as the page's, so Back to it (from a
/// why) is followed, not reloaded (`app`'s hash listener).
fn adopt_entry() {
    if embedded() || entry_is_ours() {
        return;
    }
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::from_str(WRITTEN), "", None);
    }
}

/// A lab's hook: its selection (`selected`, as the key [`set_why`] writes) in
/// the address, and the address's selection handed to `open` when the lab has
/// mounted (a link's `why=`, after a requested preset loaded) and on Back and
/// Forward. The first render leaves the address as it is.
#[hook]
pub fn use_why_in_address(lab: &'static str, selected: Option<String>, open: Callback<Option<String>>) {
    let first = use_mut_ref(|| true);
    use_effect_with(selected, move |selected| {
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            set_why(lab, selected.as_deref());
        }
    });
    use_effect_with((), move |_| {
        adopt_entry();
        if let Some(why) = super::with_address(|a| a.why.clone()).filter(|_| !embedded()) {
            open.emit(Some(why));
        }
        let listener = (!embedded()).then(web_sys::window).flatten().map(|w| {
            EventListener::new(&w, "popstate", move |_| {
                let hash = location_part(web_sys::Location::hash);
                let why = fragment_why(&hash);
                // An older entry may still name a preset edited since (none is kept now): the
                // address says the present. A read-only page's preset is its own.
                if !super::read_only() && KEPT.with(|k| k.borrow().is_none()) {
                    let search = location_part(web_sys::Location::search);
                    let (search_now, hash_now) = (compose(&search, None, None), compose(&hash, None, why.as_deref()));
                    if search_now != search || hash_now != hash {
                        write(&search_now, &hash_now, Entry::Rewrite);
                    }
                }
                open.emit(why);
            })
        });
        move || drop(listener)
    });
}

/// `part` (a query `?a=1` or a fragment `#/lab?a=1`) with its `preset=` and
/// `why=` replaced by `preset` and `why` (percent-encoded), other parameters kept.
pub fn compose(part: &str, preset: Option<&str>, why: Option<&str>) -> String {
    let (route, query) = part.split_once('?').unwrap_or((part, ""));
    let mut pairs: Vec<String> = query
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("preset=") && !p.starts_with("why=") && *p != "preset" && *p != "why")
        .map(str::to_string)
        .collect();
    if let Some(id) = preset {
        pairs.push(format!("preset={}", encode(id)));
    }
    if let Some(key) = why {
        pairs.push(format!("why={}", encode(key)));
    }
    if pairs.is_empty() {
        route.to_string()
    } else {
        format!("{route}?{}", pairs.join("&"))
    }
}

/// Percent-encoding of a parameter value: what is not unreserved (RFC 3986) as `%XX`.
fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_why_and_the_preset_are_written_beside_other_parameters() {
        assert_eq!(compose("#/longhorn", None, Some("0/pvc r1")), "#/longhorn?why=0%2Fpvc%20r1");
        assert_eq!(compose("#/longhorn?preset=a&why=x", Some("a"), None), "#/longhorn?preset=a");
        assert_eq!(compose("#/rollout?why=c1", None, None), "#/rollout");
        assert_eq!(compose("#/rollout?x=1&preset=b", None, Some("c-2")), "#/rollout?x=1&why=c-2");
        assert_eq!(compose("?preset=a&lang=ja", None, None), "?lang=ja");
        assert_eq!(compose("?preset=a", None, None), "");
        assert_eq!(compose("", None, None), "");
        // What is written reads back as it was.
        let hash = compose("#/capacity", Some("stale"), Some("node-ä/1&2"));
        assert_eq!(fragment_why(&hash).as_deref(), Some("node-ä/1&2"));
    }
}
