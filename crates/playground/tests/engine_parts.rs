//! A lab builds in the English of its engine domains only (`build.rs` splits
//! `engine.ftl` by id prefix; `i18n::PageTexts::engine` names a lab's parts),
//! which takes 4.5–7 KB gzip off each first load (issue #15). That holds only
//! while each engine domain says its own messages: an id of another domain
//! would show as the bare id on an English page. This reads the engine's
//! source and checks that every `engine.ftl` id it names starts with the
//! domain of its folder (the Longhorn folder also says the balance score's,
//! `balance-`; the kernel's only ids are Fleet's `limit()`), and that each lab
//! builds in the parts of the domains it shows.

mod source_scan;
use source_scan::{page_code, sources};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}


/// The ids of `engine.ftl`'s messages.
fn engine_ids() -> BTreeSet<String> {
    let text = std::fs::read_to_string(root().join("locales/en/engine.ftl")).expect("engine.ftl");
    text.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// The string literals of the shipped code under `dir` that are `engine.ftl` ids.
fn ids_named_under(dir: &Path, ids: &BTreeSet<String>) -> BTreeSet<String> {
    let mut files = Vec::new();
    sources(dir, &mut files);
    let mut named = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file");
        let shipped: Vec<&str> = page_code(&text).into_iter().map(|(_, line)| line).collect();
        for literal in shipped.join("\n").split('"').skip(1).step_by(2) {
            if ids.contains(literal) {
                named.insert(literal.to_string());
            }
        }
    }
    named
}

#[test]
fn each_engine_domain_says_its_own_messages() {
    let ids = engine_ids();
    assert!(ids.len() > 200, "read {} ids", ids.len());
    let engine = root().join("crates/placement/src");
    for (folder, prefixes) in [
        ("longhorn", &["longhorn-", "balance-"][..]),
        ("capacity", &["capacity-"][..]),
        ("fleet", &["fleet-"][..]),
        ("kernel", &["fleet-limit-"][..]),
        ("bundle", &[][..]),
    ] {
        for id in ids_named_under(&engine.join(folder), &ids) {
            assert!(
                prefixes.iter().any(|p| id.starts_with(p)),
                "crates/placement/src/{folder} names {id:?}, which a lab showing {folder} does not build in"
            );
        }
    }
}

#[test]
fn each_lab_builds_in_the_english_of_the_domains_it_shows() {
    for (lab, parts) in [
        ("longhorn", &["longhorn", "balance"][..]),
        ("balance", &["balance", "longhorn"][..]),
        ("capacity", &["capacity"][..]),
        ("rollout", &["fleet"][..]),
    ] {
        let text = std::fs::read_to_string(
            root().join(format!("crates/playground/src/labs/{lab}/mod.rs")),
        )
        .expect("the lab's module");
        for part in parts {
            assert!(
                text.contains(&format!("crate::engine_english!(\"{part}\")")),
                "the {lab} lab does not build in the English of {part}"
            );
        }
    }
}
