//! The imports' sentences as messages (issue #11): for every import fixture of
//! the engine's tests (Longhorn, capacity and Fleet pastes, and a support
//! bundle of all three), each note, skipped object's why, missing kind's why and
//! bundle fact carries a message, and that message rendered in English from
//! `locales/en/imports.ftl` says exactly the English text the engine wrote.

#[path = "../../placement/tests/engine/support_bundle_common/mod.rs"]
#[allow(dead_code)]
mod support_bundle_common;

use std::path::{Path, PathBuf};

use placement::bundle::{import_support_bundle, SupportBundleImport, SupportBundleOptions};
use placement::kernel::message::{Message, MessageArg};
use playground::text::i18n::{Catalog, Locale, Value, CATALOG_FILES};

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
                MessageArg::Number(n) if name.ends_with("TenThousandths") => {
                    let shown = format!("{:.4}", *n as f64 / 10_000.0);
                    let shown = shown.trim_end_matches('0').trim_end_matches('.').to_string();
                    Value::Number { value: *n as f64 / 10_000.0, shown }
                }
                MessageArg::Number(n) => Value::Number { value: *n as f64, shown: n.to_string() },
                MessageArg::List(list) => {
                    let separator = catalog.format("message-list-separator", &[]).expect("the list separator");
                    Value::Text(list.iter().map(|m| render(catalog, m)).collect::<Vec<_>>().join(&separator))
                }
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
    if let Some(version) = &import.version {
        said.extend(notes("version.why", &version.why, &version.why_messages));
    }
    said
}

fn capacity(import: &placement::capacity::import::CapacityImport) -> Said {
    let mut said = notes("notes", &import.notes, &import.note_messages);
    said.extend(import.skipped.iter().map(|s| (format!("skipped {}", s.name), s.why.clone(), s.why_message.clone())));
    said.extend(missing("missing", &import.missing));
    said.extend(import.read.iter().map(|r| (format!("read {} {}", r.kind, r.name), r.summary.clone(), r.summary_message.clone())));
    said
}

fn fleet(import: &placement::fleet::FleetImport) -> Said {
    let mut said = notes("notes", &import.notes, &import.note_messages);
    said.extend(import.skipped.iter().map(|s| (format!("skipped {}", s.name), s.why.clone(), s.why_message.clone())));
    said.extend(missing("missing", &import.missing));
    said.extend(import.read.iter().map(|r| (format!("read {} {}", r.kind, r.name), r.what.clone(), r.what_message.clone())));
    said.extend(import.not_targeted.iter().map(|n| (format!("notTargeted {}", n.name), n.why.clone(), n.why_message.clone())));
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
    // Older than, one of, and after the releases modelled: each says which release is followed.
    for (version, api) in [("v1.10.1", "longhorn.io/v1beta2"), ("v1.11.0", "longhorn.io/v1beta1"), ("v1.13.0", "longhorn.io/v1beta2")] {
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
    // A Longhorn 1.2 bundle (no current-longhorn-version setting, objects at v1beta1) says how
    // its version was inferred (issue #39).
    let files: Vec<_> = support_bundle_common::bundle_files("v1.2.3", "longhorn.io/v1beta1")
        .into_iter()
        .filter(|f| !f.name.ends_with("settings.yaml"))
        .collect();
    let import = import_support_bundle(&support_bundle_common::zip(&files)[..], &SupportBundleOptions::default(), &mut |_, _| {}).unwrap();
    assert!(import.facts.note_messages.iter().any(|m| m.id == "bundle-version-from-api-version"));
    sentences += check(&catalog, "support bundle without the version setting", bundle(&import));
    for id in ["import-fleet-read-cluster-target", "import-fleet-read-bundle", "import-cap-read-claim-bound", "import-cap-read-pod"] {
        assert!(seen_ids(&fixtures).contains(id), "no fixture reads as {id}");
    }
    assert!(imports >= 25, "only {imports} fixtures imported");
    assert!(sentences >= 150, "only {sentences} sentences checked");
}

/// The ids of every read summary the fixtures give.
fn seen_ids(fixtures: &Path) -> std::collections::BTreeSet<String> {
    let mut ids = std::collections::BTreeSet::new();
    for path in files(fixtures) {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(fixtures).unwrap().display().to_string();
        if name.starts_with("kubectl/capacity") {
            if let Ok(i) = placement::capacity::import::import_kubectl(&text) {
                ids.extend(i.read.iter().map(|r| r.summary_message.id.clone()));
            }
        } else if name.starts_with("kubectl/fleet") {
            if let Ok(i) = placement::fleet::import_fleet_objects(&text) {
                ids.extend(i.read.iter().map(|r| r.what_message.id.clone()));
                ids.extend(i.not_targeted.iter().map(|n| n.why_message.id.clone()));
            }
        }
    }
    ids
}

/// The read summaries and not-targeted reasons of every shape (the
/// `not-targeted.yaml` fixture): each says in English, from the catalog, what
/// the engine wrote.
#[test]
fn every_read_summary_and_not_targeted_why_renders_in_english_as_the_engine_wrote_it() {
    let catalog = english();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../placement/tests/fixtures");
    let fleet_paste = std::fs::read_to_string(fixtures.join("kubectl/fleet/not-targeted.yaml")).unwrap();
    let import = placement::fleet::import_fleet_objects(&fleet_paste).unwrap();
    let said = fleet(&import);
    let ids: Vec<&str> = said.iter().map(|(_, _, m)| m.id.as_str()).collect();
    for id in ["import-fleet-read-cluster-target-paused", "import-fleet-read-cluster-not-target", "import-fleet-read-bundle-restricted-paused",
        "import-fleet-read-group-no-selector", "import-fleet-not-target-restricted", "import-fleet-not-target-do-not-deploy"] {
        assert!(ids.contains(&id), "{id} not said: {ids:?}");
    }
    check(&catalog, "built Fleet paste", said);
}

/// `limit()`'s every branch, built: its message in English from the catalog
/// is the engine's `explanation`, and a partition-size sentence quoting it
/// (a list argument of one message) is the engine's text too.
#[test]
fn every_branch_of_limit_renders_in_english_as_the_engine_wrote_it() {
    use placement::kernel::int_or_percent::{limit, IntOrPercent};
    let catalog = english();
    let s = |v: &str| IntOrPercent::Str(v.into());
    let cases: Vec<(i64, Option<IntOrPercent>, &str)> = vec![
        (0, Some(s("10%")), "fleet-limit-no-count"),
        (10, Some(IntOrPercent::Int(3)), "fleet-limit-number"),
        (10, Some(IntOrPercent::Int(15)), "fleet-limit-number-clamped"),
        (10, Some(IntOrPercent::Int(-3)), "fleet-limit-number-clamped"),
        (10, Some(s("5")), "fleet-limit-string"),
        (10, Some(s("15")), "fleet-limit-string-unclamped"),
        (10, Some(s("0%")), "fleet-limit-percent-zero"),
        (57, Some(s("10%")), "fleet-limit-percent"),
        (3, Some(s("33.4%")), "fleet-limit-percent"),
        (3, Some(s("11.11%")), "fleet-limit-percent-at-least-one"),
        (4, Some(s("10%")), "fleet-limit-percent-at-least-one"),
        (10, Some(s("150%")), "fleet-limit-percent-at-most"),
        (10, None, "fleet-limit-percent-default"),
        (1_000_000, Some(s("25%")), "fleet-limit-percent"),
    ];
    for (count, value, id) in cases {
        let l = limit(count, &[value.as_ref()]).unwrap();
        assert_eq!(l.explanation_message.id, id, "{value:?} of {count}");
        assert_eq!(render(&catalog, &l.explanation_message), l.explanation, "{id}");
    }
    // The partition size quotes the limit as a message of its own.
    let input: placement::fleet::RolloutInput = serde_json::from_value(serde_json::json!({
        "rolloutStrategy": {"autoPartitionThreshold": 2, "autoPartitionSize": "30%"},
        "clusters": (0..5).map(|i| serde_json::json!({"name": format!("c-{i}")})).collect::<Vec<_>>()})).unwrap();
    let sim = placement::fleet::simulate_rollout(&input).unwrap();
    let size = sim.explanation_messages.iter().position(|m| m.id == "fleet-partitions-size").expect("a partition size sentence");
    assert!(matches!(sim.explanation_messages[size].args["explanation"], MessageArg::List(_)));
    assert_eq!(render(&catalog, &sim.explanation_messages[size]), sim.explanation[size]);
    assert_eq!(sim.explanation[size], "partition size: autoPartitionSize 30% of 5 → floor(1.5) = 1");
}
