//! Writes the English catalogs the bundles build in (`locales/en/*.ftl`) without their
//! comments into `OUT_DIR/en/`: the comments are notes for translators (what an argument is,
//! which term the glossary uses), about a tenth of each file, and a page has no use for them.
//! A Fluent comment is a line that starts with `#` in its first column; an indented `#` is
//! part of a message's text and stays, and so does every other line (blank lines included).
use std::{env, fs, path::Path};

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
        let kept: String = text.lines().filter(|line| !line.starts_with('#')).flat_map(|line| [line, "\n"]).collect();
        fs::write(out.join(path.file_name().expect("a file name")), kept).expect("write the catalog");
    }
}
