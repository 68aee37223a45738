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

use wasm_bindgen::JsValue;
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
/// an id the lab does not have is an `Err` with the message to show. In the
/// full playground the parameter is taken out of the address, so a reload
/// keeps later edits; an embed or a read-only page keeps it (a reload shows
/// the preset again). Called once, when a bundle starts.
pub fn open_request(lab: &str) -> Result<Option<&'static PresetInfo>, String> {
    let Some(id) = crate::platform::address::with_address(|a| a.preset.clone()) else {
        return Ok(None);
    };
    if !(crate::platform::address::embedded() || crate::platform::address::read_only()) {
        forget_request();
    }
    match find(lab, &id) {
        Some(preset) => {
            REQUESTED.with(|r| r.set(Some(preset)));
            Ok(Some(preset))
        }
        None if crate::platform::lab_list::find(lab).is_some() => Err(unknown_message(lab, &id)),
        None => Ok(None),
    }
}

/// Takes `preset=` out of the page's query and fragment.
fn forget_request() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let part = |text: String| split_request(&text).map_or(text, |(_, rest)| rest);
    let address = format!(
        "{}{}{}",
        location.pathname().unwrap_or_default(),
        part(location.search().unwrap_or_default()),
        part(location.hash().unwrap_or_default())
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
    }
}

/// The preset an embedded or read-only lab starts with (the address's): its
/// first state, not an edit, so read-only keeps it and undo has nothing to
/// take back. The full playground loads it as an edit instead
/// ([`use_requested_preset`]).
pub fn initial_preset(lab: &str) -> Option<&'static str> {
    if !(crate::platform::address::embedded() || crate::platform::address::read_only()) {
        return None;
    }
    take_requested(lab).map(|p| p.id)
}

/// A preset's draft as its lab autosaves it (for [`crate::Bundle::preset_state`]):
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

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::labs::{balance, capacity, longhorn, rollout};

    /// Every lab's presets, as the labs define them (their builders), in order.
    fn lab_presets() -> Vec<(&'static str, &'static str)> {
        let mut all = Vec::new();
        all.extend(
            longhorn::presets::PRESETS
                .iter()
                .map(|p| ("longhorn", p.id)),
        );
        all.extend(
            balance::draft::PRESETS
                .iter()
                .map(|(id, _)| ("balance", *id)),
        );
        all.extend(
            capacity::presets::PRESETS
                .iter()
                .map(|p| ("capacity", p.id)),
        );
        all.extend(rollout::presets::PRESETS.iter().map(|id| ("rollout", *id)));
        all
    }

    #[test]
    fn every_gallery_entry_is_a_preset_of_its_lab_and_every_preset_is_in_the_gallery() {
        for p in PRESETS {
            let real = match p.lab {
                "longhorn" => longhorn::presets::find(p.id).is_some(),
                "balance" => balance::draft::BalanceDraft::preset(p.id).is_some(),
                "capacity" => capacity::presets::find(p.id).is_some(),
                "rollout" => rollout::presets::preset(p.id).is_some(),
                other => panic!("{other} is not a lab with presets"),
            };
            assert!(real, "{}/{} is not a preset of its lab", p.lab, p.id);
        }
        let listed: BTreeSet<_> = PRESETS.iter().map(|p| (p.lab, p.id)).collect();
        assert_eq!(listed.len(), PRESETS.len(), "an id is listed twice");
        assert_eq!(listed, lab_presets().into_iter().collect());
        let in_order: Vec<_> = PRESETS.iter().map(|p| (p.lab, p.id)).collect();
        assert_eq!(
            in_order,
            lab_presets(),
            "the gallery lists them in the labs' order"
        );
    }

    #[test]
    fn grouped_by_lab_in_navigation_order_with_text_to_show() {
        let order: Vec<&str> = crate::platform::lab_list::LABS.iter().map(|l| l.id).collect();
        let mut seen: Vec<&str> = PRESETS.iter().map(|p| p.lab).collect();
        seen.dedup();
        assert_eq!(
            seen, order,
            "every lab has presets, listed together in navigation order"
        );
        let english = crate::text::i18n::english();
        for p in PRESETS {
            let title = english.format(&p.message_id("title"), &[]).unwrap_or_default();
            let caption = english.format(&p.message_id("caption"), &[]).unwrap_or_default();
            assert!(!title.is_empty() && !caption.is_empty(), "{}", p.id);
            let sentences = caption.matches(['.', ':', ';']).count();
            assert!(
                caption.len() <= 330 && sentences <= 6,
                "{}: caption too long",
                p.id
            );
            assert!(!caption.contains(['`', '<']), "{}: plain text only", p.id);
            assert!(
                p.id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}: an id fits in a URL as it is",
                p.id
            );
        }
        for source in [LonghornDocs, KubernetesDocs, FleetDocs, RealWorld] {
            assert!(PRESETS.iter().any(|p| p.source == source), "{source:?}");
        }
    }

    #[test]
    fn the_readme_table_lists_every_preset_id_and_an_alias_names_a_preset() {
        let readme = include_str!("../../../../README.md");
        for p in PRESETS {
            let row = format!("| `{}` | `{}`", p.lab, p.id);
            assert!(readme.contains(&row), "README's preset table lacks {row}");
        }
        for (lab, alias, id) in ALIASES {
            assert_eq!(find(lab, alias).map(|p| p.id), Some(*id));
            assert!(find(lab, id).is_some() && find(lab, alias).is_some());
        }
    }

    /// The English built into `bundle` (its page's files).
    fn built_in(bundle: &crate::Bundle) -> crate::text::i18n::Catalog {
        let files: Vec<&str> = bundle.texts.files.iter().map(|f| f.english).collect();
        crate::text::i18n::Catalog::parse(crate::text::i18n::Locale::En, &files)
    }

    #[test]
    fn every_preset_s_title_and_caption_are_english_built_into_its_lab_and_the_gallery() {
        let gallery = built_in(&crate::shell::gallery::BUNDLE);
        for p in PRESETS {
            let lab = built_in(match p.lab {
                "longhorn" => &longhorn::BUNDLE,
                "balance" => &balance::BUNDLE,
                "capacity" => &capacity::BUNDLE,
                "rollout" => &rollout::BUNDLE,
                other => panic!("{other} is not a lab with presets"),
            });
            for part in ["title", "caption"] {
                let id = p.message_id(part);
                assert!(lab.format(&id, &[]).is_some(), "the {} bundle lacks {id}", p.lab);
                assert!(gallery.format(&id, &[]).is_some(), "the gallery lacks {id}");
            }
        }
    }

    #[test]
    fn the_request_is_taken_out_of_the_fragment() {
        assert_eq!(
            split_request("#/longhorn?preset=docs-balance"),
            Some(("docs-balance".into(), "#/longhorn".into()))
        );
        assert_eq!(
            split_request("#/capacity?embed=1&preset=stale&x=2"),
            Some(("stale".into(), "#/capacity?embed=1&x=2".into()))
        );
        assert_eq!(split_request("#/capacity?s=abc"), None);
        assert_eq!(split_request("#/capacity"), None);
        assert_eq!(
            split_request("#/rollout?preset="),
            Some((String::new(), "#/rollout".into()))
        );
        assert_eq!(
            find("rollout", "storm-5").unwrap().href(),
            "#/rollout?preset=storm-5"
        );
        assert!(find("balance", "storm-5").is_none());
        assert!(unknown_message("capacity", "nope").starts_with(
            "There is no preset \"nope\" in the Storage capacity lab; your work is unchanged."
        ));
    }
}
