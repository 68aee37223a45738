//! The imports' sentences as messages (issue #11): for every import fixture of
//! the engine's tests (Longhorn, capacity and Fleet pastes, and a support
//! bundle of all three), each note, skipped object's why, missing kind's why and
//! bundle fact carries a message, and that message rendered in English from
//! `locales/en/imports.ftl` says exactly the English text the engine wrote.

#[path = "../../placement/tests/support_bundle_common/mod.rs"]
#[allow(dead_code)]
mod support_bundle_common;

use std::path::{Path, PathBuf};

use placement::bundle::{import_support_bundle, SupportBundleImport, SupportBundleOptions};
use placement::kernel::message::{Message, MessageArg};
use playground::i18n::{Catalog, Locale, Value, CATALOG_FILES};

/// The English catalogs, as the page reads them.
fn english() -> Catalog {
    let texts: Vec<String> = CATALOG_FILES
        .iter()
        .map(|file| {
            let path = format!("{}/../../locales/en/{file}", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
        })
        .collect();
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    Catalog::parse(Locale::En, &texts)
}

/// The message in English, numbers in plain digits as the engine writes them.
fn render(catalog: &Catalog, message: &Message) -> String {
    let args: Vec<(&str, Value)> = message
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                MessageArg::Text(t) => Value::Text(t.clone()),
                MessageArg::Number(n) => Value::Number { value: *n as f64, shown: n.to_string() },
            };
            (name.as_str(), value)
        })
        .collect();
    catalog.format(&message.id, &args).unwrap_or_else(|| panic!("no English message {}", message.id))
}

/// What one import said: (where, the English text, its message).
type Said = Vec<(String, String, Message)>;

fn check(catalog: &Catalog, what: &str, said: Said) -> usize {
    for (at, text, message) in &said {
        assert!(!message.id.is_empty(), "{what}: {at} has no message for {text:?}");
        assert_eq!(&render(catalog, message), text, "{what}: {at} ({})", message.id);
    }
    said.len()
}

/// Notes beside their messages, one for one.
fn notes(at: &str, texts: &[String], messages: &[Message]) -> Said {
    assert_eq!(texts.len(), messages.len(), "{at}: a message per note");
    texts.iter().zip(messages).enumerate().map(|(i, (t, m))| (format!("{at}[{i}]"), t.clone(), m.clone())).collect()
}

fn missing(at: &str, list: &[placement::kernel::missing::Missing]) -> Said {
    list.iter().enumerate().map(|(i, m)| (format!("{at}[{i}]"), m.why.clone(), m.why_message.clone())).collect()
}

fn longhorn(import: &placement::longhorn::Import) -> Said {
    let mut said = notes("notes", &import.notes, &import.note_messages);
    said.extend(import.skipped.iter().map(|s| (format!("skipped {}", s.name), s.why.clone(), s.why_message.clone())));
    said.extend(missing("missing", &import.missing));
    for placement in &import.recorded {
        said.extend(placement.replicas.iter().map(|r| (format!("recorded {}", r.name), r.why.clone(), r.why_message.clone())));
    }
    said
}

fn capacity(import: &placement::capacity::import::CapacityImport) -> Said {
    let mut said = notes("notes", &import.notes, &import.note_messages);
    said.extend(import.skipped.iter().map(|s| (format!("skipped {}", s.name), s.why.clone(), s.why_message.clone())));
    said.extend(missing("missing", &import.missing));
    said
}

fn fleet(import: &placement::fleet::FleetImport) -> Said {
    let mut said = notes("notes", &import.notes, &import.note_messages);
    said.extend(import.skipped.iter().map(|s| (format!("skipped {}", s.name), s.why.clone(), s.why_message.clone())));
    said.extend(missing("missing", &import.missing));
    said
}

fn bundle(import: &SupportBundleImport) -> Said {
    let facts = &import.facts;
    let mut said = notes("facts.notes", &facts.notes, &facts.note_messages);
    said.push(("facts.algorithmReason".into(), facts.algorithm_reason.clone(), facts.algorithm_reason_message.clone()));
    said.extend(import.skipped.iter().map(|s| (format!("skipped {:?}", s.examples), s.why.clone(), s.why_message.clone())));
    said.extend(import.longhorn.import.iter().flat_map(longhorn));
    said.extend(import.capacity.import.iter().flat_map(capacity));
    said.extend(import.fleet.import.iter().flat_map(fleet));
    said
}

/// Every file under `dir`, sorted.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(files(&path));
        } else {
            out.push(path);
        }
    }
    out.sort();
    out
}

#[test]
fn every_fixture_s_sentences_render_in_english_as_the_engine_wrote_them() {
    let catalog = english();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../placement/tests/fixtures");
    let (mut imports, mut sentences) = (0, 0);
    for path in files(&fixtures) {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(&fixtures).unwrap().display().to_string();
        // A fixture the import refuses (the `bad` ones) says nothing to check.
        let said = if name.starts_with("kubectl/capacity") {
            placement::capacity::import::import_kubectl(&text).ok().map(|i| capacity(&i))
        } else if name.starts_with("kubectl/fleet") {
            placement::fleet::import_fleet_objects(&text).ok().map(|i| fleet(&i))
        } else {
            placement::longhorn::import_kubectl(&text).ok().map(|i| longhorn(&i))
        };
        if let Some(said) = said {
            imports += 1;
            sentences += check(&catalog, &name, said);
        }
    }
    for (version, api) in [("v1.10.1", "longhorn.io/v1beta2"), ("v1.11.0", "longhorn.io/v1beta1")] {
        let bytes = support_bundle_common::zip(&support_bundle_common::bundle_files(version, api));
        let import = import_support_bundle(&bytes[..], &SupportBundleOptions::default(), &mut |_, _| {}).unwrap();
        imports += 1;
        sentences += check(&catalog, &format!("support bundle {version}"), bundle(&import));
    }
    // A support bundle without metadata.yaml says so in a fact note.
    let files: Vec<_> = support_bundle_common::bundle_files("v1.10.1", "longhorn.io/v1beta2")
        .into_iter()
        .filter(|f| !f.name.ends_with("metadata.yaml"))
        .collect();
    let import = import_support_bundle(&support_bundle_common::zip(&files)[..], &SupportBundleOptions::default(), &mut |_, _| {}).unwrap();
    assert_eq!(import.facts.note_messages[0].id, "bundle-no-metadata");
    sentences += check(&catalog, "support bundle without metadata", bundle(&import));
    assert!(imports >= 25, "only {imports} fixtures imported");
    assert!(sentences >= 150, "only {sentences} sentences checked");
}
