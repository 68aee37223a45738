//! Scenario documents: a lab's whole state as a versioned document, in JSON
//! or YAML, and the migrations that keep old documents opening.
//!
//! ```yaml
//! apiVersion: placement-playground/v1
//! kind: Scenario
//! version: 2
//! lab: balance
//! state:
//!   replicaSize: 20 GiB
//!   nodes: …            # the lab's autosaved state
//! ```
//!
//! `version` is the format of `state`. Every format change adds one step to
//! [`migrate`], so a link, a file or an autosave written by an older
//! playground opens in this one; a newer format is refused with a message.
//! This module is pure (no browser): [`crate::shell::share`] moves documents in and out.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::platform::lab_list;
use crate::text::messages::{text, text_with};

pub const API_VERSION: &str = "placement-playground/v1";
pub const KIND: &str = "Scenario";
/// The format this playground writes, and the newest it reads.
pub const FORMAT_VERSION: u32 = 2;

/// A scenario's text format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Json,
    Yaml,
}

impl Format {
    /// The file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Json => "json",
            Format::Yaml => "yaml",
        }
    }

    /// The MIME type of a download.
    pub fn mime(self) -> &'static str {
        match self {
            Format::Json => "application/json",
            Format::Yaml => "application/yaml",
        }
    }
}

/// The envelope, in the order it is written.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Envelope<'a> {
    api_version: &'a str,
    kind: &'a str,
    version: u32,
    lab: &'a str,
    state: &'a Value,
}

/// `state` of `lab` as a document in the current format.
pub fn write(lab: &lab_list::Lab, state: &Value, format: Format) -> String {
    let envelope = Envelope {
        api_version: API_VERSION,
        kind: KIND,
        version: FORMAT_VERSION,
        lab: lab.id,
        state,
    };
    match format {
        Format::Json => serde_json::to_string_pretty(&envelope).unwrap_or_default(),
        Format::Yaml => {
            let mut text = format!(
                "apiVersion: {API_VERSION}\nkind: {KIND}\nversion: {FORMAT_VERSION}\nlab: {}\nstate:",
                lab.id
            );
            match state {
                Value::Object(map) if !map.is_empty() => {
                    text.push('\n');
                    for line in placement::kernel::yaml::to_yaml(state).lines() {
                        text.push_str("  ");
                        text.push_str(line);
                        text.push('\n');
                    }
                }
                _ => text.push_str(" {}\n"),
            }
            text
        }
    }
}

/// Reads a document (JSON or YAML, told apart by its first character),
/// migrates it to the current format, and returns its lab and state. Every
/// refusal says why, with line and column for text that does not parse.
///
/// The page reads YAML in the import bundle's worker instead (see
/// `share::read_document`), so the YAML parser is in no page's first load;
/// this reads both at once, for the tests.
#[cfg(test)]
pub fn read(text: &str) -> Result<(&'static lab_list::Lab, Value), String> {
    let value = if is_json(text) {
        parse_json(text)?
    } else {
        parse_yaml(text)?
    };
    read_value(value)
}

/// Whether `text` is read as JSON: it starts with `{` (YAML otherwise).
pub fn is_json(text: &str) -> bool {
    text.trim_start().starts_with('{')
}

/// A JSON document as a value, or why not.
pub fn parse_json(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| crate::text::messages::text("shell-scenario-not-json", &[("problem", &e.to_string())]))
}

/// A YAML document as a value, or why not (with line and column).
pub fn parse_yaml(text: &str) -> Result<Value, String> {
    placement::kernel::yaml::from_yaml_str(text).map_err(|e| crate::text::messages::text("shell-scenario-not-yaml", &[("problem", &e.to_string())]))
}

/// [`read`] of a document already parsed.
pub fn read_value(value: Value) -> Result<(&'static lab_list::Lab, Value), String> {
    let field = |name: &str| value.get(name).and_then(Value::as_str).unwrap_or_default();
    if field("apiVersion") != API_VERSION || field("kind") != KIND {
        return Err(text("shell-scenario-not-ours", &[
            ("apiVersion", &format!("{:?}", field("apiVersion"))),
            ("kind", &format!("{:?}", field("kind"))),
            ("expectedApiVersion", &format!("{API_VERSION:?}")),
            ("expectedKind", &format!("{KIND:?}")),
        ]));
    }
    let Value::Object(mut envelope) = value else {
        return Err(text("shell-scenario-not-object", &[]));
    };
    if let Some(extra) = envelope
        .keys()
        .find(|k| !["apiVersion", "kind", "version", "lab", "state"].contains(&k.as_str()))
    {
        return Err(text("shell-scenario-unknown-field", &[("field", &format!("{extra:?}"))]));
    }
    let version = match envelope.get("version") {
        Some(Value::Number(n)) => n.as_u64().filter(|v| *v >= 1),
        _ => None,
    }
    .ok_or_else(|| {
        let got = envelope.get("version").map_or_else(|| text("shell-scenario-nothing", &[]), Value::to_string);
        text_with("shell-scenario-bad-version", &[
            ("max", crate::text::i18n::number(f64::from(FORMAT_VERSION))),
            ("got", crate::text::i18n::Value::Text(got)),
        ])
    })?;
    if version > u64::from(FORMAT_VERSION) {
        return Err(text_with("shell-scenario-newer", &[
            ("version", crate::text::i18n::number(version as f64)),
            ("max", crate::text::i18n::number(f64::from(FORMAT_VERSION))),
        ]));
    }
    let lab_id = envelope
        .get("lab")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let lab = lab_list::find(lab_id).ok_or_else(|| text("shell-scenario-unknown-lab", &[("lab", &format!("{lab_id:?}"))]))?;
    let state = envelope.remove("state").unwrap_or(Value::Null);
    if !state.is_object() {
        return Err(text("shell-scenario-state-not-object", &[]));
    }
    Ok((lab, migrate(version as u32, state)))
}

/// Reads `T` from a JSON value through its text. The page reads every type with serde_json's
/// text reader only, so each type's reader is in the wasm once: `serde_json::from_value` beside
/// it would add a second reader per type (a few KB of code per list type; issue #15). It reads
/// through the engine's `strict` wrapper, as the page's other reads do (`storage::load_lab`,
/// `worker::parse_output`): an array where an object belongs is refused, as the engine refuses it
/// in its inputs, and serde's positional reader of each struct is left out of the wasm.
pub fn from_value<T: serde::de::DeserializeOwned>(value: Value) -> Result<T, serde_json::Error> {
    placement::kernel::strict::from_str(&value.to_string())
}

/// Brings a state written in format `from` to [`FORMAT_VERSION`], one step at a time.
pub fn migrate(from: u32, mut state: Value) -> Value {
    for version in from..FORMAT_VERSION {
        state = match version {
            1 => amounts_as_text(state),
            _ => state,
        };
    }
    state
}

/// Version 1 → 2: a byte amount was `{"text": "500", "unit": "GiB"}`; it is
/// now the text a person writes, `"500 GiB"` (see [`crate::text::units::Amount`]).
fn amounts_as_text(state: Value) -> Value {
    match state {
        Value::Object(mut map) => match v1_amount(&map) {
            Some(text) => Value::String(text),
            None => {
                // In place: collecting the entries into a new map would sort them again, with a
                // sort compiled for this one element type (4 KB of wasm in every bundle).
                for value in map.values_mut() {
                    *value = amounts_as_text(value.take());
                }
                Value::Object(map)
            }
        },
        Value::Array(items) => Value::Array(items.into_iter().map(amounts_as_text).collect()),
        other => other,
    }
}

/// A version 1 amount: exactly `text` and `unit`, the unit one the labs offer.
fn v1_amount(map: &Map<String, Value>) -> Option<String> {
    if map.len() != 2 {
        return None;
    }
    let text = map.get("text")?.as_str()?;
    let unit = map.get("unit")?.as_str()?;
    crate::text::units::Unit::ALL
        .iter()
        .any(|u| u.label() == unit)
        .then(|| format!("{text} {unit}"))
}

/// Test support: `draft` → document (JSON and YAML) → draft gives it back equal.
#[cfg(test)]
pub fn assert_round_trip<T>(lab: &lab_list::Lab, draft: &T)
where
    T: Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let state = serde_json::to_value(draft).expect("a draft serializes");
    for format in [Format::Json, Format::Yaml] {
        let text = write(lab, &state, format);
        let (read_lab, read_state) = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(read_lab.id, lab.id);
        let back: T = serde_json::from_value(read_state).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(&back, draft, "{format:?} round trip of {}", lab.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn doc(fields: &str) -> String {
        format!(r#"{{"apiVersion": "placement-playground/v1", "kind": "Scenario", {fields}}}"#)
    }

    #[test]
    fn reads_what_it_writes_in_both_formats() {
        let state = json!({"replicaSize": "20 GiB", "nodes": [{"name": "a", "disks": [{"name": "a1", "usable": "500 GiB"}]}],
                           "labels": {"true": "10", "zone": ""}, "empty": []});
        for format in [Format::Json, Format::Yaml] {
            let text = write(&lab_list::BALANCE, &state, format);
            let (lab, read_back) = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(lab.id, "balance");
            assert_eq!(read_back, state, "{text}");
        }
    }

    #[test]
    fn yaml_reads_as_a_person_writes_it() {
        let text = write(
            &lab_list::BALANCE,
            &json!({"replicaSize": "20 GiB"}),
            Format::Yaml,
        );
        assert_eq!(
            text,
            "apiVersion: placement-playground/v1\nkind: Scenario\nversion: 2\nlab: balance\nstate:\n  replicaSize: 20 GiB\n"
        );
    }

    #[test]
    fn migrates_version_1_amounts() {
        let v1 = doc(
            r#""version": 1, "lab": "longhorn", "state": {"volumes": [{"size": {"text": "20", "unit": "GiB"},
               "actual": {"text": "", "unit": "MiB"}}], "note": {"text": "x", "unit": "parsecs"}}"#,
        );
        let (_, state) = read(&v1).unwrap();
        assert_eq!(state["volumes"][0]["size"], "20 GiB");
        assert_eq!(state["volumes"][0]["actual"], " MiB");
        // Only the labs' units are amounts.
        assert_eq!(state["note"], json!({"text": "x", "unit": "parsecs"}));
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        let err = |text: &str| read(text).unwrap_err();
        assert!(err("{").starts_with("not valid JSON"));
        assert!(
            err("a: [1\n").contains("line 1 column"),
            "{}",
            err("a: [1\n")
        );
        assert!(err(r#"{"kind": "Pod"}"#).contains("not a Placement Playground scenario"));
        assert!(err("apiVersion: v1\nkind: Pod\n").contains("not a Placement Playground scenario"));
        assert!(err(&doc(r#""version": 3, "lab": "balance", "state": {}"#))
            .contains("newer Placement Playground"));
        assert!(err(&doc(r#""version": 0, "lab": "balance", "state": {}"#))
            .contains("version must be a whole number"));
        assert!(
            err(&doc(r#""version": "2", "lab": "balance", "state": {}"#))
                .contains("version must be a whole number")
        );
        assert!(err(&doc(r#""version": 1, "lab": "nope", "state": {}"#)).contains("unknown lab"));
        assert!(
            err(&doc(r#""version": 1, "lab": "balance", "state": 5"#)).contains("not an object")
        );
        assert!(err(&doc(
            r#""version": 1, "lab": "balance", "state": {}, "x": 1"#
        ))
        .contains("unknown field \"x\""));
    }
}
