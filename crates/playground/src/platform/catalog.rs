//! Every lab's presets by id, with their title, caption and source: the one
//! list the gallery shows and the labs' preset pickers label themselves from.
//! It holds text only (no drawing, no engine code), so the gallery bundle
//! stays small; each lab builds its presets from the ids (`labs/<lab>/presets.rs`).
//!
//! A link `#/<lab>?preset=<id>` opens a lab with a preset: [`open_request`]
//! takes the parameter out of the address when the bundle starts, and the lab
//! loads the preset as an edit (its preset picker's path) once its autosave is
//! loaded ([`take_requested`]). An unknown id is a message, and the work stays.

use std::cell::Cell;

use yew::prelude::*;

use crate::text::messages::text;

/// Where a preset comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A worked example of the Longhorn (SUSE Storage 1.12) "Scheduling" page.
    LonghornDocs,
    /// A case of the Kubernetes "Storage Capacity" page.
    KubernetesDocs,
    /// A scenario of the Fleet (Rancher Prime Continuous Delivery) "Rollout strategy" page.
    FleetDocs,
    /// A situation users run into, not taken from a docs page.
    RealWorld,
}

impl Source {
    /// How the gallery names it.
    pub fn label(self) -> String {
        match self {
            Source::LonghornDocs => text("shell-source-longhorn-docs", &[]),
            Source::KubernetesDocs => text("shell-source-kubernetes-docs", &[]),
            Source::FleetDocs => text("shell-source-fleet-docs", &[]),
            Source::RealWorld => text("shell-source-real-world", &[]),
        }
    }
}

/// A preset's metadata. Its title and caption are messages (`presets-<lab>.ftl`: the
/// English is built into the bundles that show them), not strings here: a lab's bundle would
/// otherwise carry every lab's English twice (issue #15).
#[derive(Debug, PartialEq, Eq)]
pub struct PresetInfo {
    /// The lab it opens (`longhorn`, `balance`, `capacity`, `rollout`).
    pub lab: &'static str,
    /// Its id within the lab (`docs-balance`), as in `#/<lab>?preset=<id>`.
    pub id: &'static str,
    /// Where it comes from.
    pub source: Source,
}

impl PresetInfo {
    /// The address that opens its lab with it.
    pub fn href(&self) -> String {
        format!("#/{}?preset={}", self.lab, self.id)
    }

    /// The message id of its title or caption (`part`): `shell-preset-<lab>-<id>-<part>`.
    pub fn message_id(&self, part: &str) -> String {
        format!("shell-preset-{}-{}-{part}", self.lab, self.id)
    }

    /// Its title in the page's language (a few words).
    pub fn title_text(&self) -> String {
        text(&self.message_id("title"), &[])
    }

    /// What to look at, in one to three sentences, in the page's language.
    pub fn caption_text(&self) -> String {
        text(&self.message_id("caption"), &[])
    }
}

const fn preset(lab: &'static str, id: &'static str, source: Source) -> PresetInfo {
    PresetInfo { lab, id, source }
}

use Source::{FleetDocs, KubernetesDocs, LonghornDocs, RealWorld};

/// Every preset, grouped by lab in navigation order, each lab's in its picker's order.
pub const PRESETS: &[PresetInfo] = &[
    preset("longhorn", "three-zones", RealWorld),
    preset("longhorn", "docs-balance", LonghornDocs),
    preset("longhorn", "docs-space", LonghornDocs),
    preset("longhorn", "tag-mismatch", RealWorld),
    preset("longhorn", "insufficient-storage", RealWorld),
    preset("longhorn", "anti-affinity", RealWorld),
    preset("longhorn", "large", RealWorld),
    preset("balance", "docs-example", LonghornDocs),
    preset("capacity", "tracking-off", KubernetesDocs),
    preset("capacity", "stale", KubernetesDocs),
    preset("capacity", "multi-volume", KubernetesDocs),
    preset("capacity", "immediate", KubernetesDocs),
    preset("capacity", "csi-inline", KubernetesDocs),
    preset("rollout", "defaults-200", FleetDocs),
    preset("rollout", "pct25-230", FleetDocs),
    preset("rollout", "pct10-50", FleetDocs),
    preset("rollout", "pct10-100-notready", FleetDocs),
    preset("rollout", "pct10-100-update", FleetDocs),
    preset("rollout", "partitions10-200", FleetDocs),
    preset("rollout", "manual-strict", FleetDocs),
    preset("rollout", "storm-5", FleetDocs),
    preset("rollout", "storm-4", FleetDocs),
    preset("rollout", "storm-drift", RealWorld),
    preset("rollout", "manual-unmatched", FleetDocs),
    preset("rollout", "offline-slot", RealWorld),
    preset("rollout", "live-rollback", RealWorld),
];

/// The presets of one lab, in its picker's order.
pub fn of_lab(lab: &str) -> impl Iterator<Item = &'static PresetInfo> + '_ {
    PRESETS.iter().filter(move |p| p.lab == lab)
}

/// Other ids that name a preset, as (lab, alias, id): the Longhorn lab's
/// `docs-balance` is the balance lab's `docs-example`, and docs authors write
/// both for either lab.
pub const ALIASES: &[(&str, &str, &str)] = &[("balance", "docs-balance", "docs-example")];

/// The preset `id` (or an alias of it, see [`ALIASES`]) of `lab`.
pub fn find(lab: &str, id: &str) -> Option<&'static PresetInfo> {
    let id = ALIASES
        .iter()
        .find(|(l, alias, _)| *l == lab && *alias == id)
        .map_or(id, |(_, _, real)| real);
    of_lab(lab).find(|p| p.id == id)
}

/// The `preset=` parameter of a URL fragment (`#/capacity?preset=stale&x=1`):
/// its value, and the fragment without it (`#/capacity?x=1`).
pub fn split_request(hash: &str) -> Option<(String, String)> {
    let (route, query) = hash.split_once('?')?;
    let mut id = None;
    let rest: Vec<&str> = query
        .split('&')
        .filter(|pair| match pair.strip_prefix("preset=") {
            Some(value) if id.is_none() => {
                id = Some(value.to_string());
                false
            }
            _ => !pair.is_empty(),
        })
        .collect();
    let id = id?;
    let address = if rest.is_empty() {
        route.to_string()
    } else {
        format!("{route}?{}", rest.join("&"))
    };
    Some((id, address))
}

/// The message for a preset id the lab does not have.
pub fn unknown_message(lab: &str, id: &str) -> String {
    let title = crate::platform::lab_list::lab_title(lab);
    text("shell-preset-unknown", &[("id", id), ("lab", &title)])
}

thread_local! {
    /// The preset the address asked for, until its lab takes it.
    static REQUESTED: Cell<Option<&'static PresetInfo>> = const { Cell::new(None) };
}

/// Reads the preset the address asks for (`#/<lab>?preset=<id>`, or
/// `?preset=<id>` in the query) and keeps it for the lab (`Ok(Some(preset))`);
/// an id the lab does not have is an `Err` with the message to show (and, in
/// the full playground, taken out of the address). A preset found stays in
/// the address while the scenario is unchanged: the shell hands its state to
/// [`crate::platform::address::live::keep_preset`], and the first edit drops it,
/// so a reload keeps later edits. Called once, when a bundle starts.
pub fn open_request(lab: &str) -> Result<Option<&'static PresetInfo>, String> {
    let Some(id) = crate::platform::address::with_address(|a| a.preset.clone()) else {
        return Ok(None);
    };
    let found = find(lab, &id);
    let full = !(crate::platform::address::embedded() || crate::platform::address::read_only());
    if full && found.is_none() {
        crate::platform::address::live::forget_preset();
    }
    match found {
        Some(preset) => {
            REQUESTED.with(|r| r.set(Some(preset)));
            Ok(Some(preset))
        }
        None if crate::platform::lab_list::find(lab).is_some() => Err(unknown_message(lab, &id)),
        None => Ok(None),
    }
}

/// The preset a lab starts with (the address's): its first state, not an edit, so read-only
/// keeps it and undo has nothing to take back. That is an embedded or read-only lab's, and the
/// full playground's when it has no saved work: its first render is then the preset's answer,
/// the one the build prerendered (issue 40), not the default scenario's for a frame before it.
/// Over saved work the full playground loads it as an edit instead ([`use_requested_preset`]),
/// so that undo brings the work back.
pub fn initial_preset(lab: &str) -> Option<&'static str> {
    let reading = crate::platform::address::embedded() || crate::platform::address::read_only();
    if !reading && crate::platform::lab_list::find(lab).is_none_or(crate::platform::storage::has_saved) {
        return None;
    }
    take_requested(lab).map(|p| p.id)
}

/// A preset's draft as its lab autosaves it (for [`crate::platform::page::Page::preset_state`]):
/// the same serializer as the autosave, so an unchanged preset is the same text.
pub fn state_of<T: serde::Serialize>(draft: Option<T>) -> Option<String> {
    draft.and_then(|d| serde_json::to_string(&d).ok())
}

/// A lab shown for reading says which example it is and what to look at
/// (the address's preset, with its caption).
pub fn example_caption(lab: &str) -> Html {
    let shown = crate::platform::address::with_address(|a| a.preset.clone())
        .filter(|_| crate::platform::address::reading())
        .and_then(|id| find(lab, &id));
    match shown {
        Some(p) => html! {
            <p class="example-caption" id="example-caption"><strong>{ p.title_text() }</strong>{ ". " }{ p.caption_text() }</p>
        },
        None => html! {},
    }
}

/// The preset the address asked `lab` to load, once: the lab loads it as an
/// edit after its autosave (see [`open_request`]).
pub fn take_requested(lab: &str) -> Option<&'static PresetInfo> {
    REQUESTED.with(|r| r.take()).filter(|p| p.lab == lab)
}

/// A lab's hook: once mounted (its autosave loaded), loads the preset the
/// address asked for through `load`, the lab's own preset path.
#[hook]
pub fn use_requested_preset(lab: &'static str, load: Callback<String>) {
    use_effect_with((), move |_| {
        if let Some(preset) = take_requested(lab) {
            load.emit(preset.id.to_string());
        }
    });
}
