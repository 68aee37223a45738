//! The page reads every type from JSON text, never from a `serde_json::Value`
//! (`serde_json::from_value`): a second reader of each type — one list reader
//! of 2–5 KB per list type — held 83–104 KB of code in the larger labs (issue
//! #15). A `Value` the page built is read through `scenario::from_value`,
//! which reads its text. The page's tests may use either.

use std::path::Path;

mod source_scan;
use source_scan::{page_code, sources};

#[test]
fn the_page_reads_json_only_from_text() {
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    assert!(files.len() > 50, "the playground's sources: {}", files.len());
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (line, code) in page_code(&text) {
            if code.contains("serde_json::from_value") || code.contains("value::from_value") {
                found.push(format!("{}:{line}: {}", file.display(), code.trim()));
            }
        }
    }
    assert!(found.is_empty(), "read it from text (scenario::from_value) instead:\n{}", found.join("\n"));
}

#[test]
fn the_scan_sees_page_code_and_skips_comments_and_tests() {
    let text = "fn a() { serde_json::from_value(v) }\n// serde_json::from_value in a comment\n#[cfg(test)]\nfn helper()\nwhere T: X,\n{\n    let s = format!(\"{e}\");\n    serde_json::from_value(v);\n}\nfn b() { serde_json::from_value(w) }\n#[cfg(test)]\nuse serde_json::from_value;\nfn c() { serde_json::from_value(x) }\n#[cfg(test)]\nmod tests {\n    serde_json::from_value(v);\n}\n";
    let code: Vec<usize> = page_code(text).into_iter().filter(|(_, l)| l.contains("from_value")).map(|(n, _)| n).collect();
    assert_eq!(code, vec![1, 10, 13]);
}
