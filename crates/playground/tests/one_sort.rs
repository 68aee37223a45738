//! The engine, the page and the engine package sort with `placement::kernel::sort`, never with
//! std's sorts: each std sort call adds a copy of driftsort or ipnsort (3–4 KB of wasm) per element
//! type and comparator; 85 of them held 41 KB of the Longhorn lab's code (issue #15). Allowed:
//! tests, the quadratic reference the balance pick is tested against (in no bundle), and a line
//! right under `#[cfg(not(target_arch = "wasm32"))]` (std's speed natively, the same order).

use std::path::Path;

mod source_scan;
use source_scan::{page_code, sources};

const STD_SORTS: [&str; 5] = [
    ".sort()",
    ".sort_by(",
    ".sort_by_key(",
    ".sort_unstable",
    ".sort_by_cached_key(",
];

#[test]
fn shipped_code_sorts_with_kernel_sort() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["placement/src", "playground/src", "placement-wasm/src"] {
        sources(&crates.join(dir), &mut files);
    }
    assert!(files.len() > 100, "the sources: {}", files.len());
    let mut found = Vec::new();
    for file in files
        .iter()
        .filter(|f| !f.ends_with("longhorn/reference.rs"))
    {
        let text = std::fs::read_to_string(file).expect("a source file");
        let mut previous = "";
        for (line, code) in page_code(&text) {
            let native_only = previous.trim() == "#[cfg(not(target_arch = \"wasm32\"))]";
            if !native_only && STD_SORTS.iter().any(|s| code.contains(s)) {
                found.push(format!("{}:{line}: {}", file.display(), code.trim()));
            }
            previous = code;
        }
    }
    assert!(
        found.is_empty(),
        "sort with placement::kernel::sort instead:\n{}",
        found.join("\n")
    );
}
