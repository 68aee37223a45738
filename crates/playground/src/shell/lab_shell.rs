//! The parts of the shell only a lab's page has: the scenario bar (undo and
//! redo, share, Embed this, export, import, open a support bundle), the undo
//! history's link around the page, the support bundle panel, what the page
//! opens as it starts (a shared link, a requested preset, a scenario left by
//! an import or handed in by the host page of a mounted lab) and the host
//! page's bridge.
//!
//! A bundle chooses them at compile time ([`crate::shell::bundle::Bundle::lab_shell`]), not
//! the shell at run time: each lab's bundle names [`LAB_SHELL`], the presets
//! gallery's none, so the gallery's wasm links none of this code nor what it
//! reaches (share links and their compression, the scenario readers and
//! writers, the support bundle reader, the embed dialog). The gallery has no
//! scenario to share, import or hand to a host page: `mount()` embeds labs
//! only (`web/mount.js`), and an embedded gallery's "Open in Placement
//! Playground" is its plain address.

use yew::prelude::*;

use crate::platform::{address, lab_list};
use crate::platform::catalog;
use crate::shell::app::{self, render_with_saved_work};
use crate::shell::{embed, share};
use crate::text::messages;
use crate::shell::bundle::{Bundle, LabShell};

/// The lab-only shell every lab's bundle names.
pub static LAB_SHELL: LabShell = LabShell {
    open,
    scenario_bar,
    bundle_panel,
    frame: crate::platform::history::provide,
    open_full,
};

fn scenario_bar(bundle: &'static Bundle, notice: Option<share::Notice>) -> Html {
    html! { <app::ScenarioBar lab={bundle.lab} {bundle} {notice} /> }
}

fn bundle_panel(lab: &'static str) -> Html {
    crate::shell::support_bundle::place(lab)
}

/// Stores a shared scenario in the address (or from the host page of a
/// mounted lab) before the lab starts, so the lab opens it exactly as it
/// opens its own autosave; a requested preset (`?preset=<id>`) is loaded by
/// the lab after that, as an edit (undoable). Then renders the app.
fn open(bundle: &'static Bundle) {
    // An embedded lab's stored state changing tells the host page (storage cannot name the shell).
    crate::platform::storage::on_change(embed::note_change);
    wasm_bindgen_futures::spawn_local(open_then_render(bundle));
}

async fn open_then_render(bundle: &'static Bundle) {
    if address::embedded() && address::with_address(|a| a.host_scenario) {
        let refused = embed::open_host_scenario(bundle.lab).await.err();
        render_with_saved_work(bundle, None).await;
        embed::start_bridge(bundle, refused.or_else(first_problem));
        return;
    }
    // A preset asked for by a link replaces the lab's work: keep that work.
    let preset_notice = match catalog::open_request(bundle.lab) {
        Ok(Some(preset)) => {
            let state = (bundle.preset_state)(preset.id);
            let lab = lab_list::find(bundle.lab);
            // A reload of an unchanged preset's address opens what is already there: no notice.
            let unchanged = lab.is_some_and(|lab| state.is_some() && crate::platform::storage::get(lab.storage_key) == state);
            let full = !(address::embedded() || address::read_only());
            if full && !unchanged && address::live::entry_is_ours() {
                // Back or Forward to an entry this page wrote before an edit (a new page for the
                // browser after a reload): the autosave is the work, not the preset it began as.
                catalog::take_requested(bundle.lab);
                address::live::forget_preset();
                None
            } else {
                if full {
                    address::live::keep_preset(state);
                }
                lab.filter(|_| !unchanged).map(|lab| share::Notice::Opened {
                    what: messages::text("shell-opened-preset", &[("title", &preset.title_text())]),
                    previous_kept: share::keep_current(lab),
                })
            }
        }
        Ok(None) => None,
        Err(message) => Some(share::Notice::Refused(message)),
    };
    // The reader of a shared link is the scenario actions' chunk: fetched only for a link.
    let opened = if share::has_link() {
        match crate::shell::scenario_actions::actions().await {
            Ok(actions) => (actions.open_link)().await,
            Err(e) => Some(share::Notice::Refused(e)),
        }
    } else {
        None
    };
    let notice = opened.or_else(share::take_notice).or(preset_notice);
    let refused = match &notice {
        Some(share::Notice::Refused(message)) => Some(message.clone()),
        _ => None,
    };
    render_with_saved_work(bundle, notice).await;
    if address::embedded() {
        // A host page (mount()) learns of a refused link, preset or parameter.
        embed::start_bridge(bundle, refused.or_else(first_problem));
    }
}

/// The address's first problem, for a host page.
fn first_problem() -> Option<String> {
    address::with_address(|a| a.problems.first().map(messages::render))
}

/// Opens the full playground, editable, with the frame's scenario (its
/// preset's address, else a share link; the plain lab when too large).
fn open_full(bundle: &'static Bundle) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        e.prevent_default();
        wasm_bindgen_futures::spawn_local(async move {
            let url = match crate::shell::scenario_actions::actions().await {
                Ok(actions) => (actions.full_playground_url)(bundle).await,
                Err(_) => crate::shell::embed_dialog::plain_url(bundle),
            };
            if let Some(w) = web_sys::window() {
                let _ = w.open_with_url_and_target_and_features(&url, "_blank", "noopener");
            }
        });
    })
}
