//! From a [`YamlNode`] tree to any serde type, keeping the field path and the
//! position of the value an error is about.

use std::fmt;

use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};

use super::{YamlError, YamlNode, YamlValue};

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
pub fn from_node<T: de::DeserializeOwned>(node: &YamlNode) -> Result<T, YamlError> {
    T::deserialize(NodeDeserializer(node)).map_err(|e| {
        let mut segments = e.segments;
        segments.reverse();
        let mut path = String::new();
        for segment in segments {
            if !segment.starts_with('[') && !path.is_empty() {
                path.push('.');
            }
            path.push_str(&segment);
        }
        let (line, column) = e.position.unwrap_or((node.line, node.column));
        YamlError { message: e.message, path, line, column }
    })
}

/// The error while reading: message, path segments innermost first, position.
#[derive(Debug)]
pub struct DeError {
    message: String,
    segments: Vec<String>,
    position: Option<(usize, usize)>,
}

impl fmt::Display for DeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for DeError {}

impl de::Error for DeError {
    fn custom<T: fmt::Display>(message: T) -> Self {
        DeError { message: message.to_string(), segments: Vec::new(), position: None }
    }
}

/// Gives an error that has no position yet the position of `node`.
fn at<T>(node: &YamlNode, result: Result<T, DeError>) -> Result<T, DeError> {
    result.map_err(|mut e| {
        e.position.get_or_insert((node.line, node.column));
        e
    })
}

fn within(segment: String, mut e: DeError) -> DeError {
    e.segments.push(segment);
    e
}

/// What a plain scalar means in YAML 1.2's core schema.
enum Resolved<'a> {
    Null,
    Bool(bool),
    Int(i64),
    UInt(u64),
    Float(f64),
    Str(&'a str),
}

fn resolve(text: &str) -> Resolved<'_> {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Resolved::Null,
        "true" | "True" | "TRUE" => return Resolved::Bool(true),
        "false" | "False" | "FALSE" => return Resolved::Bool(false),
        _ => {}
    }
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        if let Ok(v) = text.parse::<i64>() {
            return Resolved::Int(v);
        }
        if let Ok(v) = text.trim_start_matches('+').parse::<u64>() {
            return Resolved::UInt(v);
        }
    }
    let looks_numeric = digits.bytes().next().is_some_and(|b| b.is_ascii_digit() || b == b'.')
        && digits.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'));
    if looks_numeric {
        if let Ok(v) = text.parse::<f64>() {
            return Resolved::Float(v);
        }
    }
    Resolved::Str(text)
}

struct NodeDeserializer<'a>(&'a YamlNode);

impl<'de> de::Deserializer<'de> for NodeDeserializer<'_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        let node = self.0;
        let result = match &node.value {
            YamlValue::Null => visitor.visit_unit(),
            YamlValue::Scalar { text, plain: false } => visitor.visit_str(text),
            YamlValue::Scalar { text, plain: true } => match resolve(text) {
                Resolved::Null => visitor.visit_unit(),
                Resolved::Bool(b) => visitor.visit_bool(b),
                Resolved::Int(i) => visitor.visit_i64(i),
                Resolved::UInt(u) => visitor.visit_u64(u),
                Resolved::Float(f) => visitor.visit_f64(f),
                Resolved::Str(s) => visitor.visit_str(s),
            },
            YamlValue::Seq(items) => visitor.visit_seq(SeqReader { items: items.iter(), index: 0 }),
            YamlValue::Map(entries) => visitor.visit_map(MapReader { entries: entries.iter(), value: None }),
        };
        at(node, result)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        match &self.0.value {
            // A plain `5` asked for as a string is the string "5".
            YamlValue::Scalar { text, .. } if !matches!(resolve(text), Resolved::Null) || !is_plain(self.0) => {
                at(self.0, visitor.visit_str(text))
            }
            _ => self.deserialize_any(visitor),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        self.deserialize_str(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        let is_null = match &self.0.value {
            YamlValue::Null => true,
            YamlValue::Scalar { text, plain: true } => matches!(resolve(text), Resolved::Null),
            _ => false,
        };
        if is_null {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, DeError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        let node = self.0;
        let result = match &node.value {
            YamlValue::Scalar { text, .. } => visitor.visit_enum(text.as_str().into_deserializer()),
            YamlValue::Map(entries) if entries.len() == 1 => {
                visitor.visit_enum(EnumReader { variant: &entries[0].0, value: &entries[0].1 })
            }
            _ => Err(de::Error::custom("expected an enum variant name, or a mapping with one key")),
        };
        at(node, result)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        visitor.visit_unit()
    }

    fn is_human_readable(&self) -> bool {
        true
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char bytes byte_buf unit
        unit_struct seq tuple tuple_struct map struct
    }
}

fn is_plain(node: &YamlNode) -> bool {
    matches!(node.value, YamlValue::Scalar { plain: true, .. })
}

struct SeqReader<'a> {
    items: std::slice::Iter<'a, YamlNode>,
    index: usize,
}

impl<'de> de::SeqAccess<'de> for SeqReader<'_> {
    type Error = DeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, DeError> {
        let Some(item) = self.items.next() else { return Ok(None) };
        let index = self.index;
        self.index += 1;
        seed.deserialize(NodeDeserializer(item)).map(Some).map_err(|e| within(format!("[{index}]"), e))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

struct MapReader<'a> {
    entries: std::slice::Iter<'a, (String, YamlNode)>,
    value: Option<(&'a str, &'a YamlNode)>,
}

impl<'de> de::MapAccess<'de> for MapReader<'_> {
    type Error = DeError;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, DeError> {
        let Some((key, value)) = self.entries.next() else { return Ok(None) };
        self.value = Some((key, value));
        seed.deserialize(key.as_str().into_deserializer())
            .map(Some)
            .map_err(|e: DeError| within(key.clone(), DeError { position: Some((value.line, value.column)), ..e }))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        let Some((key, value)) = self.value.take() else {
            return Err(de::Error::custom("a value without its key"));
        };
        seed.deserialize(NodeDeserializer(value)).map_err(|e| within(key.to_string(), e))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

struct EnumReader<'a> {
    variant: &'a str,
    value: &'a YamlNode,
}

impl<'de, 'a> de::EnumAccess<'de> for EnumReader<'a> {
    type Error = DeError;
    type Variant = NodeDeserializer<'a>;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self::Variant), DeError> {
        let variant = seed.deserialize(self.variant.into_deserializer())?;
        Ok((variant, NodeDeserializer(self.value)))
    }
}

impl<'de> de::VariantAccess<'de> for NodeDeserializer<'_> {
    type Error = DeError;

    fn unit_variant(self) -> Result<(), DeError> {
        de::Deserialize::deserialize(self)
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, DeError> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, DeError> {
        de::Deserializer::deserialize_any(self, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, _fields: &'static [&'static str], visitor: V) -> Result<V::Value, DeError> {
        de::Deserializer::deserialize_any(self, visitor)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{from_yaml_str, parse_documents};
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
        assert_eq!(s.partitions[1].max_unavailable, Some(serde_json::json!("5")));
        let selector = s.partitions[0].cluster_selector.as_ref().unwrap();
        assert_eq!(selector["matchLabels"]["env"], "staging");
        assert_eq!(selector["matchLabels"]["tier"], "web");
    }

    #[test]
    fn errors_name_the_field_and_position() {
        let text = "rolloutStrategy:\n  partitions:\n  - name: a\n  - name: b\n    maxUnavailble: 1\n";
        let err = from_yaml_str::<FleetYaml>(text).unwrap_err();
        assert_eq!(err.path, "rolloutStrategy.partitions[1].maxUnavailble");
        assert_eq!((err.line, err.column), (5, 20));
        assert!(err.message.contains("unknown field `maxUnavailble`"), "{}", err.message);

        let err = from_yaml_str::<FleetYaml>("rolloutStrategy:\n  partitions:\n  - maxUnavailable: 1\n").unwrap_err();
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
            ("a: 1\n  b: 2\n", 2, 3, "unexpected indentation"),
            ("a: 1\na: 2\n", 2, 1, "duplicate key"),
            ("a: \"open\n", 1, 4, "unterminated"),
            ("a: &x 1\n", 1, 4, "anchors"),
            ("a: !!str 1\n", 1, 4, "tags"),
            ("\ta: 1\n", 1, 1, "tabs"),
            ("a: {b: 1\n", 1, 4, "unclosed {"),
            ("a:\n  - 1\n  b: 2\n", 3, 3, "unexpected indentation"),
        ];
        for (text, line, column, message) in cases {
            let err = super::super::parse_yaml(text).unwrap_err();
            assert!(err.message.contains(message), "{text:?}: {}", err.message);
            assert_eq!((err.line, err.column), (line, column), "{text:?}: {}", err.message);
        }
    }

    #[test]
    fn scalars_and_block_scalars() {
        let text = "a: |\n  line 1\n    indented\n\n  line 3\nb: >-\n  folded\n  text\n\n  para\nc: 'it''s'\nd: \"tab\\t\\u00e9\"\ne: ~\nf: 1.5\ng: -7\nh: plain text: no\ni: x # comment\nj: \"# not a comment\"\nk:\nl: [ ]\nm: {}\n";
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
        assert_eq!(node["metadata"]["labels"]["topology.kubernetes.io/zone"], "zone-a");
        assert_eq!(node["metadata"]["annotations"]["note"], "a long value that goes on");
        assert_eq!(node["spec"]["disks"]["default-disk-1"]["allowScheduling"], true);
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
        let err = super::super::parse_yaml("{\"a\": [1,\n  2}\n").unwrap_err();
        assert_eq!(err.line, 2, "{err}");
    }

    #[test]
    fn strings_asked_for_keep_their_text() {
        #[derive(Deserialize)]
        struct S {
            a: String,
            b: String,
            c: Option<String>,
        }
        let s: S = from_yaml_str("a: 5\nb: true\nc: null\n").unwrap();
        assert_eq!((s.a.as_str(), s.b.as_str(), s.c), ("5", "true", None));
    }
}
