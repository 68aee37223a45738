//! Reading the project's Rust sources in tests: which files, and which of their lines ship (not
//! comments, not test items). Used by `one_reader.rs` and `one_sort.rs`.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, into `out`.
pub fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the source folder") {
        let path = entry.expect("a source entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The lines of a source file that ship (page code, engine code): not comments and not in an
/// item under `#[cfg(test)]` (the test module, test helpers). An item ends
/// where its braces close (braces inside strings come in pairs in our code).
pub fn page_code(text: &str) -> Vec<(usize, &str)> {
    let mut code = Vec::new();
    let (mut in_test, mut depth, mut opened) = (false, 0i64, false);
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed == "#[cfg(test)]" {
            (in_test, depth, opened) = (true, 0, false);
            continue;
        }
        if in_test {
            depth += line.matches('{').count() as i64 - line.matches('}').count() as i64;
            opened |= line.contains('{');
            if (opened && depth <= 0) || (!opened && trimmed.ends_with(';')) {
                in_test = false;
            }
            continue;
        }
        if !trimmed.starts_with("//") {
            code.push((i + 1, line));
        }
    }
    code
}
