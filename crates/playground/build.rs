//! Writes the English catalogs the bundles build in (`locales/en/*.ftl`) without their
//! comments into `OUT_DIR/en/`: the comments are notes for translators (what an argument is,
//! which term the glossary uses), about a tenth of each file, and a page has no use for them.
//! A Fluent comment is a line that starts with `#` in its first column; an indented `#` is
//! part of a message's text and stays, and so does every other line (blank lines included).
//!
//! `engine.ftl` is also written in parts, one per engine domain (`engine-longhorn.ftl`,
//! `engine-balance.ftl`, `engine-capacity.ftl`, `engine-fleet.ftl`) and the rest
//! (`engine-common.ftl`): a lab builds in the English of the domains it shows only
//! (`i18n::PageTexts::engine`), the gallery none. An entry goes to the domain its id starts
//! with; the engine names its messages so (`tests/engine_parts.rs` checks that each domain's
//! code uses its own). Translators keep one `engine.ftl`, which Japanese and Ukrainian pages
//! fetch whole.
use std::{env, fs, path::Path};

/// The engine domains with a part of their own; other entries are common.
const ENGINE_DOMAINS: [&str; 4] = ["longhorn", "balance", "capacity", "fleet"];
/// Entries of a domain's prefix that every page needs.
const COMMON_ENTRIES: [&str; 1] = ["longhorn-zone-unnamed"];

fn main() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales/en");
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("en");
    fs::create_dir_all(&out).expect("OUT_DIR/en");
    println!("cargo:rerun-if-changed={}", locales.display());
    for entry in fs::read_dir(&locales).expect("locales/en") {
        let path = entry.expect("a file of locales/en").path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).expect("a catalog is UTF-8");
        let kept: String = text
            .lines()
            .filter(|line| !line.starts_with('#'))
            .flat_map(|line| [line, "\n"])
            .collect();
        if path.file_name().is_some_and(|n| n == "engine.ftl") {
            write_engine_parts(&kept, &out);
        }
        fs::write(out.join(path.file_name().expect("a file name")), kept)
            .expect("write the catalog");
    }
}

/// The domain of the entry that starts with `line` (an id at the line's start), if any.
fn domain_of(line: &str) -> &'static str {
    let id = line.split([' ', '=']).next().unwrap_or_default();
    let domain = ENGINE_DOMAINS
        .into_iter()
        .find(|d| id.strip_prefix(d).is_some_and(|rest| rest.starts_with('-')));
    match domain {
        Some(d) if !COMMON_ENTRIES.contains(&id) => d,
        _ => "common",
    }
}

/// Splits the catalog (comments gone) into its domains' parts: an entry is its first line
/// (not indented, not blank) and the lines after it up to the next such line.
fn write_engine_parts(catalog: &str, out: &Path) {
    let mut parts: Vec<(&str, String)> = ENGINE_DOMAINS
        .iter()
        .chain(&["common"])
        .map(|d| (*d, String::new()))
        .collect();
    let mut current = "common";
    for line in catalog.lines() {
        if line.chars().next().is_some_and(|c| !c.is_whitespace()) {
            current = domain_of(line);
        }
        let part = parts
            .iter_mut()
            .find(|(d, _)| *d == current)
            .expect("a known part");
        part.1.push_str(line);
        part.1.push('\n');
    }
    for (domain, text) in parts {
        fs::write(out.join(format!("engine-{domain}.ftl")), text).expect("write an engine part");
    }
}
