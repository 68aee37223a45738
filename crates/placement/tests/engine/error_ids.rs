//! Every input error id the engine's sources name (`"error-…"` literals, in
//! `crates/placement` and `crates/placement-wasm`) is in
//! [`ERROR_TEXTS`](placement::kernel::error_text::ERROR_TEXTS), so it has an
//! English text here and (by the playground's catalogs test) a sentence in
//! every catalog; and every id there is used, so the catalogs hold no dead ones.

use std::collections::BTreeSet;
use std::path::Path;

use placement::kernel::error_text::ERROR_TEXTS;

fn sources(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            // error_text.rs names its ids in the table first: only its code counts.
            let code = text
                .find("pub fn english")
                .map_or(text.as_str(), |at| &text[at..]);
            out.push(code.to_string());
        }
    }
}

/// The `"error-…"` string literals of a source text.
fn ids_named(text: &str) -> Vec<String> {
    text.split("\"error-")
        .skip(1)
        .filter_map(|rest| {
            let end = rest.find('"')?;
            let id = &rest[..end];
            (!id.is_empty() && id.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'))
                .then(|| format!("error-{id}"))
        })
        .collect()
}

#[test]
fn every_error_id_in_the_sources_has_a_text_and_every_text_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = Vec::new();
    sources(&root.join("src"), &mut texts);
    sources(&root.join("../placement-wasm/src"), &mut texts);
    let named: BTreeSet<String> = texts.iter().flat_map(|t| ids_named(t)).collect();
    let known: BTreeSet<String> = ERROR_TEXTS.iter().map(|(id, _)| id.to_string()).collect();
    let unknown: Vec<_> = named.difference(&known).collect();
    assert!(
        unknown.is_empty(),
        "ids without a text in ERROR_TEXTS: {unknown:?}"
    );
    let unused: Vec<_> = known.difference(&named).collect();
    assert!(
        unused.is_empty(),
        "ids in ERROR_TEXTS that no source names: {unused:?}"
    );
}

#[test]
fn the_scan_finds_ids_in_any_position() {
    assert_eq!(
        ids_named(r#"x(Message::new("error-a-b")); refuse("error-c") "errors""#),
        ["error-a-b", "error-c"]
    );
}
