//! From a [`YamlNode`] tree to any serde type: the tree is written as JSON text
//! and read with serde_json, so a type has one reader in the wasm whether its
//! input came as JSON or as YAML. Errors are mapped back to the field path and
//! the YAML line and column.
//!
//! Plain scalars take their YAML 1.2 meaning (`5` is a number, `true` a
//! boolean, `~` null) and types are not coerced: `version: 2` where a string
//! is expected is an error, as it is for the Kubernetes API server.

use std::cell::Cell;
use std::fmt::Write;

use super::{MAX_DEPTH, YamlError, YamlNode, YamlValue, parse_yaml};
use crate::kernel::json_path;

/// Reads a parsed YAML tree as `T`; errors carry the field path and position.
///
/// ```
/// use placement::kernel::yaml::{from_node, parse_yaml};
/// let node = parse_yaml("size: 4Gi\nreplicas: three\n").unwrap();
/// #[derive(serde::Deserialize, Debug)]
/// struct V { size: String, replicas: u32 }
/// let err = from_node::<V>(&node).unwrap_err();
/// assert_eq!(err.path, "replicas");
/// assert_eq!((err.line, err.column), (2, 11));
/// ```
pub fn from_node<T: serde::de::DeserializeOwned>(node: &YamlNode) -> Result<T, YamlError> {
    let text = json_text(node)?;
    let read = crate::kernel::strict::from_str(&text).map_err(|e| read_error(node, &text, &e));
    keep_text(text);
    read
}

/// The tree as JSON text, in the text kept from the last read. Apart from
/// [`from_node`], which is made once per type read, so that its code is not.
fn json_text(node: &YamlNode) -> Result<String, YamlError> {
    let mut json = JsonText {
        text: TEXT.with(Cell::take),
        path: Vec::new(),
    };
    json.write(node, 0)?;
    Ok(json.text)
}

/// Keeps `text`'s memory for the next [`json_text`].
fn keep_text(mut text: String) {
    if text.capacity() <= KEPT_TEXT {
        text.clear();
        TEXT.with(|kept| kept.set(text));
    }
}

/// serde_json's error about `text` (the JSON of `node`) as a [`YamlError`]
/// at the field's path and YAML position.
fn read_error(node: &YamlNode, text: &str, e: &serde_json::Error) -> YamlError {
    let path = json_path::error_path(text, e);
    let (line, column) = position_of(node, &path).unwrap_or((node.line, node.column));
    YamlError {
        message: json_path::without_position(&e.to_string()),
        path,
        line,
        column,
    }
}

thread_local! {
    /// The JSON text of the last object read, kept for the next: an import
    /// reads thousands of objects of a few KB each, and a text grown anew
    /// for each was reallocated about ten times per object.
    static TEXT: Cell<String> = const { Cell::new(String::new()) };
}

/// The largest text kept for the next read (a larger one is freed).
const KEPT_TEXT: usize = 1 << 20;

/// The tree as one line of JSON. Positions are looked up in the tree only
/// when serde_json reports an error ([`position_of`]), so a read that
/// succeeds builds no path per value.
struct JsonText<'a> {
    text: String,
    /// The keys and indexes from the root to the value being written, for
    /// the path of a nesting error.
    path: Vec<Step<'a>>,
}

enum Step<'a> {
    Key(&'a str),
    Index(usize),
}

impl<'a> JsonText<'a> {
    /// `depth`: collections above `node`. Trees from [`super::parse_documents`]
    /// are never deeper than [`MAX_DEPTH`]; a tree built by hand may be.
    fn write(&mut self, node: &'a YamlNode, depth: usize) -> Result<(), YamlError> {
        if depth > MAX_DEPTH {
            return Err(YamlError {
                message: format!(
                    "nesting deeper than {MAX_DEPTH} levels at line {}",
                    node.line
                ),
                path: self.path_text(),
                line: node.line,
                column: node.column,
            });
        }
        match &node.value {
            YamlValue::Null => self.text.push_str("null"),
            YamlValue::Scalar { text, plain: true } => self.plain(text),
            YamlValue::Scalar { text, plain: false } => self.string(text),
            YamlValue::Seq(items) => {
                self.text.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.text.push(',');
                    }
                    self.path.push(Step::Index(i));
                    self.write(item, depth + 1)?;
                    self.path.pop();
                }
                self.text.push(']');
            }
            YamlValue::Map(entries) => {
                self.text.push('{');
                for (i, (key, value)) in entries.iter().enumerate() {
                    if i > 0 {
                        self.text.push(',');
                    }
                    self.string(key);
                    self.text.push(':');
                    self.path.push(Step::Key(key));
                    self.write(value, depth + 1)?;
                    self.path.pop();
                }
                self.text.push('}');
            }
        }
        Ok(())
    }

    fn path_text(&self) -> String {
        let mut path = String::new();
        for step in &self.path {
            match step {
                Step::Key(key) if path.is_empty() => path.push_str(key),
                Step::Key(key) => {
                    path.push('.');
                    path.push_str(key);
                }
                Step::Index(i) => {
                    let _ = write!(path, "[{i}]");
                }
            }
        }
        path
    }

    fn plain(&mut self, text: &str) {
        match text {
            "" | "~" | "null" | "Null" | "NULL" => self.text.push_str("null"),
            "true" | "True" | "TRUE" => self.text.push_str("true"),
            "false" | "False" | "FALSE" => self.text.push_str("false"),
            _ if is_json_number(text) => self.text.push_str(text.strip_prefix('+').unwrap_or(text)),
            _ => self.string(text),
        }
    }

    fn string(&mut self, text: &str) {
        self.text.push('"');
        // Runs that need no escape are copied whole.
        let mut run = 0;
        for (i, b) in text.bytes().enumerate() {
            if b == b'"' || b == b'\\' || b < 0x20 {
                self.text.push_str(&text[run..i]);
                match b {
                    b'"' => self.text.push_str("\\\""),
                    b'\\' => self.text.push_str("\\\\"),
                    b'\n' => self.text.push_str("\\n"),
                    b'\r' => self.text.push_str("\\r"),
                    b'\t' => self.text.push_str("\\t"),
                    _ => {
                        let _ = write!(self.text, "\\u{:04x}", b);
                    }
                }
                run = i + 1;
            }
        }
        self.text.push_str(&text[run..]);
        self.text.push('"');
    }
}

/// Where `path` (or its nearest ancestor) stood in the YAML: the first value
/// in document order whose path, written as serde_json's errors write it,
/// is `path` (keys may hold dots, so two values can share one).
fn position_of(root: &YamlNode, path: &str) -> Option<(usize, usize)> {
    let mut path = path;
    loop {
        if let Some(found) = find(root, &mut String::new(), path, 0) {
            return Some(found);
        }
        let cut = path.rfind(['.', '['])?;
        path = &path[..cut];
    }
}

/// Pre-order search for the value at `target`, descending only where the
/// path so far is a prefix of it (so the search stays within one branch,
/// but for keys that share a prefix).
fn find(node: &YamlNode, here: &mut String, target: &str, depth: usize) -> Option<(usize, usize)> {
    if here == target {
        return Some((node.line, node.column));
    }
    if !target.starts_with(here.as_str()) || depth > MAX_DEPTH {
        return None;
    }
    let length = here.len();
    let children: Box<dyn Iterator<Item = (String, &YamlNode)>> = match &node.value {
        YamlValue::Seq(items) => {
            Box::new(items.iter().enumerate().map(|(i, n)| (format!("[{i}]"), n)))
        }
        YamlValue::Map(entries) => Box::new(entries.iter().map(|(k, n)| {
            (
                if length == 0 {
                    k.to_string()
                } else {
                    format!(".{k}")
                },
                n,
            )
        })),
        _ => return None,
    };
    for (step, child) in children {
        here.push_str(&step);
        let found = find(child, here, target, depth + 1);
        here.truncate(length);
        if found.is_some() {
            return found;
        }
    }
    None
}

/// A YAML number JSON can carry: optional sign, digits, optional fraction and exponent.
fn is_json_number(text: &str) -> bool {
    let unsigned = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(i) => (&unsigned[..i], Some(&unsigned[i + 1..])),
        None => (unsigned, None),
    };
    let (whole, fraction) = match mantissa.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (mantissa, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(whole)
        && (whole == "0" || !whole.starts_with('0'))
        && fraction.is_none_or(digits)
        && exponent.is_none_or(|e| digits(e.strip_prefix(['-', '+']).unwrap_or(e)))
        && crate::kernel::float_text::parse_f64(text).is_some_and(f64::is_finite)
}

/// Parses one YAML document and reads it as `T`.
pub fn from_yaml_str<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    let node = parse_yaml(text)?;
    from_node(&node)
}

#[cfg(test)]
mod tests {
    use super::super::parse_documents;
    use super::from_yaml_str;
    use serde::Deserialize;
    use std::collections::BTreeMap;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    struct Partition {
        name: String,
        #[serde(default)]
        max_unavailable: Option<serde_json::Value>,
        #[serde(default)]
        cluster_selector: Option<BTreeMap<String, BTreeMap<String, String>>>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    struct Strategy {
        #[serde(default)]
        max_unavailable: Option<serde_json::Value>,
        #[serde(default)]
        partitions: Vec<Partition>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct FleetYaml {
        rollout_strategy: Strategy,
    }

    #[test]
    fn reads_a_fleet_yaml() {
        let text = "# fleet.yaml\nnamespace: app\nrolloutStrategy:\n  maxUnavailable: 10%   # ten percent\n  partitions:\n  - name: canary\n    maxUnavailable: 0\n    clusterSelector:\n      matchLabels: {env: \"staging\", 'tier': web}\n  - name: rest\n    maxUnavailable: \"5\"\n";
        #[derive(Debug, Deserialize)]
        #[serde(rename_all = "camelCase")]
        struct Doc {
            namespace: String,
            rollout_strategy: Strategy,
        }
        let doc: Doc = from_yaml_str(text).unwrap();
        assert_eq!(doc.namespace, "app");
        let s = doc.rollout_strategy;
        assert_eq!(s.max_unavailable, Some(serde_json::json!("10%")));
        assert_eq!(s.partitions[0].max_unavailable, Some(serde_json::json!(0)));
        assert_eq!(
            s.partitions[1].max_unavailable,
            Some(serde_json::json!("5"))
        );
        let selector = s.partitions[0].cluster_selector.as_ref().unwrap();
        assert_eq!(selector["matchLabels"]["env"], "staging");
        assert_eq!(selector["matchLabels"]["tier"], "web");
    }

    #[test]
    fn errors_name_the_field_and_position() {
        let text =
            "rolloutStrategy:\n  partitions:\n  - name: a\n  - name: b\n    maxUnavailble: 1\n";
        let err = from_yaml_str::<FleetYaml>(text).unwrap_err();
        assert_eq!(err.path, "rolloutStrategy.partitions[1].maxUnavailble");
        assert_eq!((err.line, err.column), (5, 20));
        assert!(
            err.message.contains("unknown field `maxUnavailble`"),
            "{}",
            err.message
        );

        let err =
            from_yaml_str::<FleetYaml>("rolloutStrategy:\n  partitions:\n  - maxUnavailable: 1\n")
                .unwrap_err();
        assert_eq!(err.path, "rolloutStrategy.partitions[0]");
        assert!(err.message.contains("missing field `name`"));
        assert_eq!((err.line, err.column), (3, 5));

        let err = from_yaml_str::<FleetYaml>("rolloutStrategy: [1, 2\n").unwrap_err();
        assert_eq!((err.line, err.column), (1, 18));
        assert!(err.message.contains("unclosed ["));
    }

    #[test]
    fn syntax_errors() {
        let cases = [
            ("a: 1\n  b: 2\n", 2, 4, "check the indentation"),
            ("a: 1\na: 2\n", 2, 1, "duplicate key \"a\""),
            ("a: \"open\n", 1, 4, "unclosed quote"),
            ("a: *x\n", 1, 4, "not defined before it"),
            (
                "apiVersion: v1\n\titems: []\n",
                2,
                1,
                "tabs cannot indent YAML",
            ),
            (
                "a: {b: 1\n",
                1,
                4,
                "unclosed {: expected , or } at line 2, column 1",
            ),
            ("a:\n  - 1\n  b: 2\n", 3, 3, "expected a `- ` item"),
            ("h: plain text: no\n", 1, 14, "quote a value holding"),
            ("[a]: 1\n", 1, 1, "a mapping key must be a scalar"),
        ];
        for (text, line, column, message) in cases {
            let err = super::super::parse_yaml(text).unwrap_err();
            assert!(err.message.contains(message), "{text:?}: {}", err.message);
            assert_eq!(
                (err.line, err.column),
                (line, column),
                "{text:?}: {}",
                err.message
            );
        }
    }

    #[test]
    fn scalars_and_block_scalars() {
        let text = "a: |\n  line 1\n    indented\n\n  line 3\nb: >-\n  folded\n  text\n\n  para\nc: 'it''s'\nd: \"tab\\t\\u00e9\"\ne: ~\nf: 1.5\ng: -7\nh: \"plain text: no\"\ni: x # comment\nj: \"# not a comment\"\nk:\nl: [ ]\nm: {}\n";
        let value: BTreeMap<String, serde_json::Value> = from_yaml_str(text).unwrap();
        assert_eq!(value["a"], "line 1\n  indented\n\nline 3\n");
        assert_eq!(value["b"], "folded text\npara");
        assert_eq!(value["c"], "it's");
        assert_eq!(value["d"], "tab\té");
        assert_eq!(value["e"], serde_json::Value::Null);
        assert_eq!(value["f"], 1.5);
        assert_eq!(value["g"], -7);
        assert_eq!(value["h"], "plain text: no");
        assert_eq!(value["i"], "x");
        assert_eq!(value["j"], "# not a comment");
        assert_eq!(value["k"], serde_json::Value::Null);
        assert_eq!(value["l"], serde_json::json!([]));
        assert_eq!(value["m"], serde_json::json!({}));
    }

    #[test]
    fn kubectl_list_output() {
        let text = "apiVersion: v1\nitems:\n- apiVersion: longhorn.io/v1beta2\n  kind: Node\n  metadata:\n    annotations:\n      note: \"a long value that\n        goes on\"\n    labels:\n      topology.kubernetes.io/zone: zone-a\n    name: worker-1\n  spec:\n    disks:\n      default-disk-1:\n        allowScheduling: true\n        tags: []\n    tags:\n    - ssd\nkind: List\n";
        let value: serde_json::Value = from_yaml_str(text).unwrap();
        let node = &value["items"][0];
        assert_eq!(
            node["metadata"]["labels"]["topology.kubernetes.io/zone"],
            "zone-a"
        );
        assert_eq!(
            node["metadata"]["annotations"]["note"],
            "a long value that goes on"
        );
        assert_eq!(
            node["spec"]["disks"]["default-disk-1"]["allowScheduling"],
            true
        );
        assert_eq!(node["spec"]["tags"], serde_json::json!(["ssd"]));
        assert_eq!(value["kind"], "List");
    }

    #[test]
    fn documents_and_nested_sequences() {
        let docs = parse_documents("---\na: 1\n---\n- - x\n  - y\n- z\n...\n").unwrap();
        assert_eq!(docs.len(), 2);
        let second: serde_json::Value = super::from_node(&docs[1]).unwrap();
        assert_eq!(second, serde_json::json!([["x", "y"], "z"]));
        assert!(parse_documents("# only a comment\n").unwrap().is_empty());
    }

    #[test]
    fn json_over_several_lines() {
        let text = "{\n  \"rolloutStrategy\": {\n    \"partitions\": [{\"name\": \"a\"},\n      {\"name\": \"b\", \"bad\": 1}]\n  }\n}\n";
        let err = from_yaml_str::<FleetYaml>(text).unwrap_err();
        assert_eq!(err.path, "rolloutStrategy.partitions[1].bad");
        assert_eq!((err.line, err.column), (4, 28));
        let ok: serde_json::Value = from_yaml_str("[1,\n 2]").unwrap();
        assert_eq!(ok, serde_json::json!([1, 2]));
        // An unclosed collection is reported where it opens, with where the parser gave up.
        let err = super::super::parse_yaml("{\"a\": [1,\n  2}\n").unwrap_err();
        assert_eq!((err.line, err.column), (1, 7), "{err}");
        assert!(err.message.contains("at line 2, column 4"), "{err}");
    }

    #[test]
    fn plain_scalars_keep_their_yaml_type() {
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct S {
            a: String,
            c: Option<String>,
        }
        let s: S = from_yaml_str("a: \"5\"\nc: null\n").unwrap();
        assert_eq!((s.a.as_str(), s.c), ("5", None));
        // As for the Kubernetes API server, a plain 5 is not a string.
        let err = from_yaml_str::<S>("a: 5\n").unwrap_err();
        assert_eq!(err.path, "a");
        assert!(
            err.message.contains("invalid type: integer `5`"),
            "{}",
            err.message
        );
        let v: serde_json::Value =
            from_yaml_str("a: 007\nb: 1.5e3\nc: .5\nd: -1\ne: 1e999\n").unwrap();
        assert_eq!(
            v,
            serde_json::json!({"a": "007", "b": 1500.0, "c": ".5", "d": -1, "e": "1e999"})
        );
    }

    #[test]
    fn numbers_for_json() {
        for ok in ["0", "-1", "+2", "1.5", "1e3", "2E-4", "10.0"] {
            assert!(super::is_json_number(ok), "{ok}");
        }
        for bad in ["", "01", ".5", "5.", "1e", "0x10", "inf", "1_000", "-"] {
            assert!(!super::is_json_number(bad), "{bad}");
        }
    }
}
