//! The preset catalog (platform/catalog.rs) against what it lists: each lab's presets, the
//! gallery's texts and docs/embedding.md. Here, in the shell, because they read every lab.

use std::collections::BTreeSet;

use crate::platform::catalog::Source::{FleetDocs, KubernetesDocs, LonghornDocs, RealWorld};
use crate::platform::catalog::*;
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
fn the_embedding_doc_s_table_lists_every_preset_id_and_an_alias_names_a_preset() {
    // docs/embedding.md, "Preset ids": the ids a docs page's link may name.
    let doc = include_str!("../../../../docs/embedding.md");
    for p in PRESETS {
        let row = format!("| `{}` | `{}`", p.lab, p.id);
        assert!(doc.contains(&row), "docs/embedding.md's table lacks {row}");
    }
    for (lab, alias, id) in ALIASES {
        assert_eq!(find(lab, alias).map(|p| p.id), Some(*id));
        assert!(find(lab, id).is_some() && find(lab, alias).is_some());
    }
}

/// The English built into `bundle` (its page's files).
fn built_in(bundle: &crate::platform::page::Page) -> crate::text::i18n::Catalog {
    let files: Vec<&str> = bundle.texts.files.iter().map(|f| f.english).collect();
    crate::text::i18n::Catalog::parse(crate::text::i18n::Locale::En, &files)
}

#[test]
fn every_preset_s_title_and_caption_are_english_built_into_its_lab_and_the_gallery() {
    let gallery = built_in(&crate::shell::gallery::PAGE);
    for p in PRESETS {
        let lab = built_in(match p.lab {
            "longhorn" => &longhorn::PAGE,
            "balance" => &balance::PAGE,
            "capacity" => &capacity::PAGE,
            "rollout" => &rollout::PAGE,
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
