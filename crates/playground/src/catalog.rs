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

use crate::messages::text;

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

/// A preset's metadata.
#[derive(Debug, PartialEq, Eq)]
pub struct PresetInfo {
    /// The lab it opens (`longhorn`, `balance`, `capacity`, `rollout`).
    pub lab: &'static str,
    /// Its id within the lab (`docs-balance`), as in `#/<lab>?preset=<id>`.
    pub id: &'static str,
    /// Its English title, in the gallery and in the lab's preset picker
    /// (shown through [`PresetInfo::title_text`]: `shell-preset-<lab>-<id>-title`).
    pub title: &'static str,
    /// What to look at, in one to three sentences (plain text, English;
    /// shown through [`PresetInfo::caption_text`]: `shell-preset-<lab>-<id>-caption`).
    pub caption: &'static str,
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

    /// Its title in the page's language.
    pub fn title_text(&self) -> String {
        crate::i18n::format(&self.message_id("title"), &[]).unwrap_or_else(|| self.title.to_string())
    }

    /// Its caption in the page's language.
    pub fn caption_text(&self) -> String {
        crate::i18n::format(&self.message_id("caption"), &[]).unwrap_or_else(|| self.caption.to_string())
    }
}

const fn preset(
    lab: &'static str,
    id: &'static str,
    title: &'static str,
    source: Source,
    caption: &'static str,
) -> PresetInfo {
    PresetInfo {
        lab,
        id,
        title,
        caption,
        source,
    }
}

use Source::{FleetDocs, KubernetesDocs, LonghornDocs, RealWorld};

/// Every preset, grouped by lab in navigation order, each lab's in its picker's order.
pub const PRESETS: &[PresetInfo] = &[
    preset("longhorn", "three-zones", "Three-zone cluster", RealWorld,
        "Two volumes on six nodes in three zones. On the placement map each replica of a volume lands in a new zone \
         first; click a replica to see the zone tier win in the why panel."),
    preset("longhorn", "docs-balance", "Docs: nodes A/B balance example", LonghornDocs,
        "A1 900, A2 100, B1 600, B2 700 GiB usable and one 100 GiB replica. Node B wins; on B the docs pick B2, \
         while the real scheduler scores disks cluster-wide and ties B1 and B2 (see the why panel's score tables)."),
    preset("longhorn", "docs-space", "Docs: disk X/Y space check", LonghornDocs,
        "X has 1 of 4 GiB available, Y 2 of 8 GiB. The docs evaluate X at 25 % and Y at 10 %, but the setting is \
         cluster-wide: at 25 % both disks are dropped and the volume says disks are unavailable. Set \
         storage-minimal-available-percentage to 10 and both pass."),
    preset("longhorn", "tag-mismatch", "Tag mismatch", RealWorld,
        "The volume asks for node tag ssd and disk tag fast; only one node and one disk match, so only one of \
         three replicas can be placed. Read the volume's Scheduled condition and the node verdicts."),
    preset("longhorn", "insufficient-storage", "Insufficient storage", RealWorld,
        "A 400 GiB volume on 500 GiB disks that already have 200 GiB scheduled: every disk fails Fits. Click a \
         replica to see Fits with the numbers."),
    preset("longhorn", "anti-affinity", "Hard vs soft anti-affinity", RealWorld,
        "Two nodes, two volumes of three replicas: hard keeps node anti-affinity hard (one replica cannot be \
         placed), soft overrides it per volume and doubles up on a node."),
    preset("longhorn", "large", "Large cluster (100 nodes, 400 disks)", RealWorld,
        "100 nodes in four zones with four disks each and ten volumes: edit anything and every replica is placed \
         again at once."),
    preset("balance", "docs-example", "Docs: balance score example", LonghornDocs,
        "A1 900, A2 100, B1 600, B2 700 GiB and a 100 GiB replica. Node B wins the node stage; the docs score \
         disks per node (B2 wins, 0 vs 0.333), the real scheduler scores them cluster-wide and B1 and B2 tie."),
    preset("capacity", "tracking-off", "Tracking off → retries", KubernetesDocs,
        "Nine of ten nodes are nearly full and the driver publishes no capacity: the scheduler keeps picking full \
         nodes and provisioning keeps failing. Compare tracking on and off in the workload view."),
    preset("capacity", "stale", "Stale information", KubernetesDocs,
        "Someone else takes the free space on node-1 at 10 s, and the published number stays until the next poll. \
         Run the workload view and look at the shaded stale window."),
    preset("capacity", "multi-volume", "Multi-volume pod fails for good", KubernetesDocs,
        "Two 30 GiB volumes on nodes with 50 GiB each: the first is created on node-1, the second no longer fits \
         there, and the first pins the pod to node-1. Read the pod's 0/3 nodes are available event."),
    preset("capacity", "immediate", "Immediate class", KubernetesDocs,
        "A zonal driver and an Immediate class: the volume is created before the pod is scheduled, so the capacity \
         check never runs and the pod follows the volume."),
    preset("capacity", "csi-inline", "CSI inline volume skips the check", KubernetesDocs,
        "A CSI inline (ephemeral) volume is never capacity-checked, even on nodes without room: see every node's \
         verdict in the pod view."),
    preset("rollout", "defaults-200", "200 clusters, all defaults", FleetDocs,
        "4 partitions of 50; 50 deployments are created per reconcile and creation never waits for readiness."),
    preset("rollout", "pct25-230", "230 clusters at 25 %", FleetDocs,
        "autoPartitionSize 25 % of 230 → 57 per partition: 57 × 4 + 2. Count the rows of the grid."),
    preset("rollout", "pct10-50", "50 clusters at 10 %", FleetDocs,
        "Fewer than 200 clusters → one partition; all 50 are created at once, and an update goes 5 per round."),
    preset("rollout", "pct10-100-notready", "100 clusters at 10 %, none ready", FleetDocs,
        "50 are created, then the next 50 on the following reconcile even though none is ready."),
    preset("rollout", "pct10-100-update", "100 clusters at 10 %, update", FleetDocs,
        "An update is promoted 10 clusters at a time: step through the rounds."),
    preset("rollout", "partitions10-200", "200 clusters, 10 % partitions, 1 may fail", FleetDocs,
        "autoPartitionSize 10 %, maxUnavailablePartitions 1 → 10 partitions of 20; nothing is gated unless \
         maxUnavailable is lowered."),
    preset("rollout", "manual-strict", "Manual partitions, maxUnavailable 0", FleetDocs,
        "Strict partitions: the initial deployment proceeds, but the update at round 6 never starts on a healthy \
         cluster. The why panel says what it waits for."),
    preset("rollout", "storm-5", "Image-pull storm: 5 not ready", FleetDocs,
        "5 partitions × 40 at 10 % (4 allowed): 5 clusters never ready in the first partition block the rest."),
    preset("rollout", "storm-4", "Image-pull storm: 4 not ready", FleetDocs,
        "With 4 not ready the first partition is within its limit and the rollout goes on."),
    preset("rollout", "storm-drift", "The storm, but 5 drifted", RealWorld,
        "The same 5 clusters are ready but changed by hand (drift): they show Modified, yet Fleet counts only \
         unready or unapplied clusters as unavailable, so the rollout reaches every partition."),
    preset("rollout", "manual-unmatched", "Manual partitions, unmatched clusters", FleetDocs,
        "Clusters matching no partition are never deployed (the docs say they get extra partitions), and a \
         partition without criteria matches nothing."),
    preset("rollout", "offline-slot", "An offline cluster holds a slot", RealWorld,
        "Update with maxUnavailable 1: the offline cluster looks healthy until promoted, then never applies and \
         keeps the only slot."),
    preset("rollout", "live-rollback", "A rollback caught mid-way", RealWorld,
        "The bundle is back at version 1 while 6 clusters run 2 and one failed to apply it: each cluster \
         starts from its BundleDeployment, judged by Fleet's upToDate and isUnavailable, two at a time."),
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
    let title = crate::app::lab_title(lab);
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
    let Some(id) = crate::app::with_address(|a| a.preset.clone()) else {
        return Ok(None);
    };
    if !(crate::app::embedded() || crate::app::read_only()) {
        forget_request();
    }
    match find(lab, &id) {
        Some(preset) => {
            REQUESTED.with(|r| r.set(Some(preset)));
            Ok(Some(preset))
        }
        None if crate::labs::find(lab).is_some() => Err(unknown_message(lab, &id)),
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
    if !(crate::app::embedded() || crate::app::read_only()) {
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
    let shown = crate::app::with_address(|a| a.preset.clone())
        .filter(|_| crate::app::reading())
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
    use crate::labs::{self, balance, capacity, longhorn, rollout};

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
        let order: Vec<&str> = labs::LABS.iter().map(|l| l.id).collect();
        let mut seen: Vec<&str> = PRESETS.iter().map(|p| p.lab).collect();
        seen.dedup();
        assert_eq!(
            seen, order,
            "every lab has presets, listed together in navigation order"
        );
        for p in PRESETS {
            assert!(!p.title.is_empty() && !p.caption.is_empty(), "{}", p.id);
            let sentences = p.caption.matches(['.', ':', ';']).count();
            assert!(
                p.caption.len() <= 330 && sentences <= 6,
                "{}: caption too long",
                p.id
            );
            assert!(!p.caption.contains(['`', '<']), "{}: plain text only", p.id);
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
        let readme = include_str!("../../../README.md");
        for p in PRESETS {
            let row = format!("| `{}` | `{}`", p.lab, p.id);
            assert!(readme.contains(&row), "README's preset table lacks {row}");
        }
        for (lab, alias, id) in ALIASES {
            assert_eq!(find(lab, alias).map(|p| p.id), Some(*id));
            assert!(find(lab, id).is_some() && find(lab, alias).is_some());
        }
    }

    #[test]
    fn every_preset_s_title_and_caption_are_messages_with_the_same_english() {
        let english = crate::i18n::english();
        for p in PRESETS {
            assert_eq!(english.format(&p.message_id("title"), &[]).as_deref(), Some(p.title), "{}/{}", p.lab, p.id);
            assert_eq!(english.format(&p.message_id("caption"), &[]).as_deref(), Some(p.caption), "{}/{}", p.lab, p.id);
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
