//! From a JSON value to block-style YAML that people read and edit, and that
//! [`super::parse_yaml`] (or any YAML 1.2 reader) reads back as the same value.
//!
//! A string is written plain when no reader could take it for anything else
//! (`500 GiB`, `node-a`); otherwise it is double-quoted with JSON escapes,
//! which YAML's double-quoted style shares (`"true"`, `"10"`, `"a: b"`, `""`).

use serde_json::Value;

/// Writes `value` as YAML (block style, two-space indent, a final newline).
///
/// ```
/// use placement::kernel::yaml::{from_yaml_str, to_yaml};
/// let value = serde_json::json!({
///     "name": "node-a", "usable": "500 GiB", "replicas": 3, "tags": ["ssd", "true"], "labels": {}
/// });
/// let text = to_yaml(&value);
/// assert_eq!(text, "labels: {}\nname: node-a\nreplicas: 3\ntags:\n- ssd\n- \"true\"\nusable: 500 GiB\n");
/// assert_eq!(from_yaml_str::<serde_json::Value>(&text).unwrap(), value);
/// ```
pub fn to_yaml(value: &Value) -> String {
    let mut out = String::new();
    match value {
        Value::Object(map) if !map.is_empty() => mapping(&mut out, map, 0, false),
        Value::Array(items) if !items.is_empty() => sequence(&mut out, items, 0),
        scalar => {
            out.push_str(&inline(scalar));
            out.push('\n');
        }
    }
    out
}

/// `after_dash`: the mapping is a sequence item, its first entry sits after "- ".
fn mapping(
    out: &mut String,
    map: &serde_json::Map<String, Value>,
    indent: usize,
    after_dash: bool,
) {
    for (i, (key, value)) in map.iter().enumerate() {
        if i > 0 || !after_dash {
            push_indent(out, indent);
        }
        out.push_str(&string(key));
        out.push(':');
        nested(out, value, indent);
    }
}

fn sequence(out: &mut String, items: &[Value], indent: usize) {
    for item in items {
        push_indent(out, indent);
        out.push('-');
        match item {
            Value::Object(map) if !map.is_empty() => {
                out.push(' ');
                mapping(out, map, indent + 2, true);
            }
            Value::Array(inner) if !inner.is_empty() => {
                out.push('\n');
                sequence(out, inner, indent + 2);
            }
            scalar => {
                out.push(' ');
                out.push_str(&inline(scalar));
                out.push('\n');
            }
        }
    }
}

/// A mapping value: on the key's line if it is a scalar or empty, else below.
fn nested(out: &mut String, value: &Value, indent: usize) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            out.push('\n');
            mapping(out, map, indent + 2, false);
        }
        // Sequences under a key sit at the key's indent, as kubectl writes them.
        Value::Array(items) if !items.is_empty() => {
            out.push('\n');
            sequence(out, items, indent);
        }
        scalar => {
            out.push(' ');
            out.push_str(&inline(scalar));
            out.push('\n');
        }
    }
}

fn push_indent(out: &mut String, indent: usize) {
    out.extend(std::iter::repeat_n(' ', indent));
}

/// A scalar, or an empty collection, on one line.
fn inline(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => string(s),
        Value::Array(_) => "[]".into(),
        Value::Object(_) => "{}".into(),
    }
}

/// A string, plain where that is safe, else double-quoted.
fn string(text: &str) -> String {
    if is_safe_plain(text) {
        text.to_string()
    } else {
        // JSON's string escapes are valid in YAML's double-quoted style.
        serde_json::Value::String(text.to_string()).to_string()
    }
}

/// True when every YAML reader takes `text`, written plain, as this string.
fn is_safe_plain(text: &str) -> bool {
    let Some(first) = text.chars().next() else {
        return false;
    };
    let reserved = matches!(
        text.to_ascii_lowercase().as_str(),
        "~" | "null" | "true" | "false" | "yes" | "no" | "on" | "off" | "y" | "n"
    );
    // Anything a reader might take for a number (1e3, 0x1f, .5, +1, 1_000, 12:30).
    let numeric_start = first.is_ascii_digit() || matches!(first, '.' | '+' | '-');
    let looks_numeric = numeric_start
        && text.chars().all(|c| {
            c.is_ascii_hexdigit()
                || matches!(c, '.' | '+' | '-' | '_' | ':' | 'x' | 'o' | 'X' | 'O')
        });
    !reserved
        && !looks_numeric
        && !"-?:,[]{}#&*!|>'\"%@`".contains(first)
        && !first.is_whitespace()
        && !text.ends_with(char::is_whitespace)
        && !text.ends_with(':')
        && !text.contains(": ")
        && !text.contains(" #")
        && !text.chars().any(|c| c.is_control() || c == '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::super::from_yaml_str;
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    fn round_trip(value: &Value) -> Value {
        let text = to_yaml(value);
        from_yaml_str::<Value>(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    #[test]
    fn writes_nested_blocks_as_kubectl_does() {
        let value = json!({"items": [{"name": "a", "disks": [{"size": "1 GiB"}], "tags": []}, [1, 2], null]});
        let text = to_yaml(&value);
        assert_eq!(
            text,
            "items:\n- disks:\n  - size: 1 GiB\n  name: a\n  tags: []\n-\n  - 1\n  - 2\n- null\n"
        );
        assert_eq!(round_trip(&value), value);
    }

    #[test]
    fn quotes_what_would_read_as_something_else() {
        for s in [
            "",
            "true",
            "No",
            "~",
            "10",
            "1e3",
            "0x1f",
            ".5",
            "-",
            "- a",
            "a: b",
            "a #b",
            "#",
            "key:",
            " lead",
            "trail ",
            "line\nbreak",
            "tab\there",
            "{x}",
            "[x]",
            "*alias",
            "&anchor",
            "!tag",
            "'q'",
            "\"q\"",
            "%p",
            "@at",
            "`tick",
            "|",
            ">",
            "12:30",
            "1_000",
        ] {
            let text = to_yaml(&json!(s));
            assert!(text.starts_with('"'), "{s:?} written as {text:?}");
            assert_eq!(round_trip(&json!(s)), json!(s));
        }
        for s in [
            "500 GiB",
            "node-a",
            "a:b",
            "é ü",
            "path/to.x",
            "10%",
            "v1.11",
        ] {
            assert_eq!(to_yaml(&json!(s)), format!("{s}\n"));
        }
    }

    fn arbitrary_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            // Quarters are exact in binary and short in decimal: serde_json reads them back exactly.
            (-4_000_000i64..4_000_000).prop_map(|n| json!(n as f64 / 4.0)),
            "\\PC{0,12}".prop_map(Value::String),
            "[a-z0-9 :#\\-'\"]{0,8}".prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 48, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
                prop::collection::btree_map("[a-zA-Z0-9 :#\\-]{0,6}", inner, 0..5)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn any_value_reads_back_equal(value in arbitrary_value()) {
            prop_assert_eq!(round_trip(&value), value);
        }
    }
}
