//! The inputs of the native fuzzer (`tests/engine/fuzz.rs`): arbitrary JSON, JSON
//! mutated from a good input, texts mutated from fixtures, hostile texts, and
//! the regression cases' recipes (`tests/fuzz-regressions/`, shared with the
//! Node harness) that can be built natively.

use proptest::prelude::*;
use serde_json::{Map, Value};

/// Any JSON value (a few levels, a few dozen nodes), with the strings that
/// matter here: quantities, percentages, multi-byte characters.
pub fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        prop_oneof![
            Just("10Gi".to_string()),
            Just("-1".to_string()),
            Just("10%".to_string()),
            Just("échoué".to_string()),
            ".{0,20}",
        ]
        .prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(("[a-zA-Z]{1,12}", inner), 0..6)
                .prop_map(|entries| Value::Object(entries.into_iter().collect())),
        ]
    })
}

/// One change to a JSON value: at the `slot`-th field or item (modulo their
/// number), `kind` says what happens, with `replacement` as the new value.
#[derive(Clone, Debug)]
struct Change {
    slot: usize,
    kind: u8,
    replacement: Value,
}

/// `good` with one to three changes.
pub fn mutated_json(good: Value) -> impl Strategy<Value = Value> {
    let change =
        (any::<usize>(), 0u8..5, arbitrary_json()).prop_map(|(slot, kind, replacement)| Change {
            slot,
            kind,
            replacement,
        });
    prop::collection::vec(change, 1..4).prop_map(move |changes| {
        let mut value = good.clone();
        for change in changes {
            apply(&mut value, change);
        }
        value
    })
}

/// Paths (object keys and array indexes) of every field and item, in order.
fn slots(value: &Value) -> Vec<Vec<Value>> {
    let mut found = Vec::new();
    let mut stack = vec![(value, Vec::new())];
    while let Some((v, path)) = stack.pop() {
        let children: Vec<(Value, &Value)> = match v {
            Value::Object(map) => map
                .iter()
                .map(|(k, c)| (Value::from(k.as_str()), c))
                .collect(),
            Value::Array(items) => items
                .iter()
                .enumerate()
                .map(|(i, c)| (Value::from(i), c))
                .collect(),
            _ => Vec::new(),
        };
        for (key, child) in children {
            let mut child_path = path.clone();
            child_path.push(key);
            found.push(child_path.clone());
            stack.push((child, child_path));
        }
    }
    found
}

fn apply(value: &mut Value, change: Change) {
    let all = slots(value);
    if all.is_empty() {
        *value = change.replacement;
        return;
    }
    let path = &all[change.slot % all.len()];
    let (last, parent_path) = path.split_last().unwrap();
    let mut parent = &mut *value;
    for key in parent_path {
        parent = match key {
            Value::String(k) => &mut parent[k.as_str()],
            _ => &mut parent[key.as_u64().unwrap() as usize],
        };
    }
    let slot = match last {
        Value::String(k) => &mut parent[k.as_str()],
        _ => &mut parent[last.as_u64().unwrap() as usize],
    };
    match change.kind {
        0 => *slot = change.replacement,
        1 => *slot = Value::Array(vec![slot.take()]),
        2 => {
            if let Value::Object(map) = slot {
                *slot = Value::Array(map.values().cloned().collect());
            } else {
                *slot = Value::Null;
            }
        }
        3 => {
            if let Value::Object(map) = parent {
                map.insert("unknownField".into(), change.replacement);
            }
        }
        _ => match parent {
            Value::Object(map) => {
                if let Value::String(k) = last {
                    map.remove(k);
                }
            }
            Value::Array(items) => {
                let i = last.as_u64().unwrap() as usize;
                let copy = items[i].clone();
                items.push(copy);
            }
            _ => {}
        },
    }
}

const TOKENS: &[&str] = &[
    "é",
    "échoué",
    "\t",
    "\0",
    "\r",
    "\"",
    "'",
    "[",
    "]",
    "{",
    "}",
    ":",
    ": ",
    "- ",
    "#",
    "&a",
    "*a",
    "!!str",
    "|",
    ">",
    "---\n",
    "\n",
    "\n  ",
    "null",
    "-1",
    "1e999",
    "NaN",
    ".inf",
    "0x1",
    "99999999999999999999",
    "[[[[[[[[[[",
    "- - - - - ",
    "{\"a\":{\"a\":",
];

/// A fixture with one to three edits: a span cut, doubled or cut off, a token put in.
pub fn mutated_text(fixtures: Vec<&'static str>) -> impl Strategy<Value = String> {
    let edit = (0u8..4, any::<usize>(), 1usize..200, any::<usize>());
    (0..fixtures.len(), prop::collection::vec(edit, 1..4)).prop_map(move |(which, edits)| {
        let mut text = fixtures[which].to_string();
        for (kind, at, span, token) in edits {
            let at = boundary(&text, at % (text.len() + 1));
            let end = boundary(&text, (at + span).min(text.len()));
            text = match kind {
                0 => format!("{}{}", &text[..at], &text[end..]),
                1 => format!("{}{}{}", &text[..end], &text[at..end], &text[end..]),
                2 => format!(
                    "{}{}{}",
                    &text[..at],
                    TOKENS[token % TOKENS.len()],
                    &text[at..]
                ),
                _ => text[..at].to_string(),
            };
        }
        text
    })
}

/// The char boundary at or before `at`.
fn boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Whether the YAML reader (which every text entry point uses) is fuzzed with
/// the texts that once broke it (deep nesting, a block scalar's less-indented
/// multi-byte line) and the regression cases marked `"needs": "yaml"`: it is,
/// since the reader became saphyr-parser with depth and alias limits (issue #13).
pub const YAML_HARDENED: bool = true;

/// Texts no entry point should want: multi-byte characters, arrays for
/// objects, JSON nested thousands of levels deep inside a YAML string.
pub fn hostile_texts() -> Vec<String> {
    let setting = |value: &str| {
        format!(
            "apiVersion: longhorn.io/v1beta2\nkind: Setting\nmetadata:\n  name: replica-soft-anti-affinity\nvalue: '{value}'\n"
        )
    };
    let mut texts: Vec<String> = [
        "",
        " ",
        "\t",
        "null",
        "~",
        "[]",
        "{}",
        "- [\"10%\", 1]",
        "---",
        "...",
        "\u{0}",
        "\u{feff}a: 1",
        ":",
        "? a\n: b",
        "&a [1]\n",
        "*a",
        "a: [1\n",
        "a: \"x\n",
        "kind: List\nitems: 5\n",
        "{\"kind\":\"List\",\"items\":[[1]]}",
        "rolloutStrategy: [1, 2]\n",
        "rolloutStrategy:\n  partitions: [[1]]\n",
        "[[1, 2]]",
        "[\"a\", {\"b\": []}]",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    texts.push(setting(&format!(
        "{}1{}",
        "{\"v1\":".repeat(3000),
        "}".repeat(3000)
    )));
    if YAML_HARDENED {
        texts.extend(yaml_hostile_texts());
    }
    texts
}

/// The texts that broke the YAML reader itself: nesting thousands of levels
/// deep, a block scalar's less-indented multi-byte line.
pub fn yaml_hostile_texts() -> Vec<String> {
    let depth = 3000;
    vec![
        "a: |\n  ok\n é\n".to_string(),
        "a: |\n    ok\n  échoué\n".to_string(),
        format!("{}{}", "[".repeat(depth), "]".repeat(depth)),
        format!("{}1{}", "{\"a\":".repeat(depth), "}".repeat(depth)),
        format!("{}x", "- ".repeat(depth)),
    ]
}

/// The input text of a regression case (`{ function, args: [recipe…] }`)
/// for the native entry point of that name; `None` when a recipe needs
/// JavaScript (a BigInt, a Symbol, a cycle, NaN…).
pub fn native_input(case: &Value) -> Option<String> {
    if case["needs"] == "yaml" && !YAML_HARDENED {
        return None;
    }
    let args = case["args"].as_array()?;
    match case["function"].as_str()? {
        "importLonghornObjects"
        | "importCapacityObjects"
        | "importFleetObjects"
        | "parseFleetYaml" => text(args.first()?),
        "whatIf" | "fleetLimit" => {
            Some(Value::Array(args.iter().map(json).collect::<Option<_>>()?).to_string())
        }
        "clusterStateAt" | "version" | "defaultLonghornSettings" => None,
        _ => Some(json(args.first()?)?.to_string()),
    }
}

/// A text recipe built natively.
fn text(recipe: &Value) -> Option<String> {
    if let Some(text) = recipe.as_str() {
        return Some(text.to_string());
    }
    let field = |name: &str| recipe[name].as_str().unwrap_or_default();
    let count = |name: &str| recipe[name].as_u64().unwrap_or(0) as usize;
    match recipe["$"].as_str()? {
        "nest" => Some(format!(
            "{}{}{}{}{}",
            field("prefix"),
            field("open").repeat(count("depth")),
            field("inner"),
            field("close").repeat(count("depth")),
            field("suffix")
        )),
        "repeat" => Some(field("text").repeat(count("times"))),
        "indent-map" => Some(
            (0..count("depth"))
                .map(|i| format!("{}a:", " ".repeat(i)))
                .collect::<Vec<_>>()
                .join("\n"),
        ),
        _ => None,
    }
}

/// A JSON recipe built natively: plain JSON, with deep nesting and repeats.
fn json(recipe: &Value) -> Option<Value> {
    match recipe {
        Value::Array(items) => Some(Value::Array(items.iter().map(json).collect::<Option<_>>()?)),
        Value::Object(map) if map.contains_key("$") => match map["$"].as_str()? {
            "repeat" => text(recipe).map(Value::String),
            _ => None,
        },
        Value::Object(map) => {
            let entries = map.iter().map(|(k, v)| Some((k.clone(), json(v)?)));
            Some(Value::Object(
                entries.collect::<Option<Map<String, Value>>>()?,
            ))
        }
        other => Some(other.clone()),
    }
}
