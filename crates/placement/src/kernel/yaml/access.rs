//! Reading a [`YamlNode`] tree without matching on [`YamlValue`] at every step:
//! the accessors the kubectl imports share.
//!
//! Absent and wrong-typed values come back as `None` or an empty slice. An
//! import decides for itself whether a null, missing or wrong-typed value is
//! an error; these methods only tell them apart where the difference matters:
//! [`get`](YamlNode::get) returns a null value (`a:`, `a: null`) as it
//! stands, while [`scalar_text`](YamlNode::scalar_text) has no text for it.

use super::{YamlNode, YamlText, YamlValue};

/// The plain scalars YAML reads as null.
const NULL_WORDS: [&str; 4] = ["~", "null", "Null", "NULL"];

impl YamlNode {
    /// The value of `key` when this is a mapping, null values included;
    /// `None` when the key is missing or this is not a mapping.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("a: 1\nb:\n").unwrap();
    /// assert_eq!(node.get("a").and_then(|a| a.scalar_text()), Some("1"));
    /// assert!(node.get("b").is_some_and(|b| b.is_null()));
    /// assert!(node.get("c").is_none());
    /// assert!(node.get("a").unwrap().get("x").is_none());
    /// ```
    pub fn get(&self, key: &str) -> Option<&YamlNode> {
        self.entries()
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// The node at a path of mapping keys (the node itself for an empty path);
    /// `None` as soon as a key is missing or a value on the way is not a mapping.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("metadata:\n  name: web\n").unwrap();
    /// assert_eq!(node.at_path(&["metadata", "name"]).unwrap().line, 2);
    /// assert!(node.at_path(&["metadata", "name", "x"]).is_none());
    /// assert_eq!(node.at_path(&[]), Some(&node));
    /// ```
    pub fn at_path(&self, path: &[&str]) -> Option<&YamlNode> {
        path.iter().try_fold(self, |node, key| node.get(key))
    }

    /// Whether this reads as null: nothing after the key (`a:`), or a plain
    /// `~`, `null`, `Null` or `NULL` (JSON's `null` too). A quoted `"null"` is
    /// a string.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("{\"a\": null, \"b\": \"null\", \"c\": 0}").unwrap();
    /// assert!(node.get("a").unwrap().is_null());
    /// assert!(!node.get("b").unwrap().is_null());
    /// assert!(!node.get("c").unwrap().is_null());
    /// assert!(parse_yaml("a:\n").unwrap().get("a").unwrap().is_null());
    /// ```
    pub fn is_null(&self) -> bool {
        match &self.value {
            YamlValue::Null => true,
            YamlValue::Scalar { text, plain } => *plain && NULL_WORDS.contains(&text.as_str()),
            YamlValue::Seq(_) | YamlValue::Map(_) => false,
        }
    }

    /// The text of a scalar that is not null, quoted or plain (`5` and `true`
    /// as written); `None` for null and for collections. An empty entry of a
    /// flow collection (`{a: }`) is null, as in YAML.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("{a: 5, b: 'x y', c: ~, d: [1], e: }").unwrap();
    /// let text = |k| node.get(k).unwrap().scalar_text();
    /// assert_eq!(text("a"), Some("5"));
    /// assert_eq!(text("b"), Some("x y"));
    /// assert_eq!(text("c"), None);
    /// assert_eq!(text("d"), None);
    /// assert_eq!(text("e"), None);
    /// ```
    pub fn scalar_text(&self) -> Option<&str> {
        match &self.value {
            YamlValue::Scalar { text, .. } if !self.is_null() => Some(text),
            _ => None,
        }
    }

    /// [`scalar_text`](Self::scalar_text) of the node at a path of keys
    /// ([`at_path`](Self::at_path)): `None` when it is missing, null or a collection.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("kind: Node\nmetadata: {name: n1, namespace: null, labels: {}}\n").unwrap();
    /// assert_eq!(node.text_at(&["kind"]), Some("Node"));
    /// assert_eq!(node.text_at(&["metadata", "name"]), Some("n1"));
    /// assert_eq!(node.text_at(&["metadata", "namespace"]), None);
    /// assert_eq!(node.text_at(&["metadata", "labels"]), None);
    /// assert_eq!(node.text_at(&["spec", "nodeName"]), None);
    /// ```
    pub fn text_at(&self, path: &[&str]) -> Option<&str> {
        self.at_path(path)?.scalar_text()
    }

    /// The text of a scalar as written, null words too (`null`, `~`); empty
    /// for nothing and for collections. What an error shows as the value.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("{a: null, b: 5Gi, c: [1], d: }").unwrap();
    /// let written = |k| node.get(k).unwrap().written_text();
    /// assert_eq!(written("a"), "null");
    /// assert_eq!(written("b"), "5Gi");
    /// assert_eq!(written("c"), "");
    /// assert_eq!(parse_yaml("d:\n").unwrap().get("d").unwrap().written_text(), "");
    /// ```
    pub fn written_text(&self) -> &str {
        match &self.value {
            YamlValue::Scalar { text, .. } => text,
            _ => "",
        }
    }

    /// Whether the value says something: not null, not an empty plain scalar,
    /// not an empty sequence or mapping. A quoted `""` says something (it was
    /// written on purpose).
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("{a: ~, b: [], c: {}, d: '', e: 0, f: [x]}").unwrap();
    /// let said: Vec<&str> = node.entries().iter()
    ///     .filter(|(_, v)| v.has_content())
    ///     .map(|(k, _)| k.as_str())
    ///     .collect();
    /// assert_eq!(said, ["d", "e", "f"]);
    /// ```
    pub fn has_content(&self) -> bool {
        match &self.value {
            YamlValue::Null => false,
            YamlValue::Scalar { text, plain } => !(self.is_null() || (*plain && text.is_empty())),
            YamlValue::Seq(items) => !items.is_empty(),
            YamlValue::Map(entries) => !entries.is_empty(),
        }
    }

    /// The entries of a mapping, keys in the order written; empty for
    /// anything else (null, a scalar, a sequence).
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("b: 1\na: [2]\n").unwrap();
    /// let keys: Vec<&str> = node.entries().iter().map(|(k, _)| k.as_str()).collect();
    /// assert_eq!(keys, ["b", "a"]);
    /// assert!(node.get("a").unwrap().entries().is_empty());
    /// ```
    pub fn entries(&self) -> &[(YamlText, YamlNode)] {
        match &self.value {
            YamlValue::Map(entries) => entries,
            _ => &[],
        }
    }

    /// The [`entries`](Self::entries) of the mapping at a path of keys; empty
    /// when it is missing or not a mapping.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("spec:\n  paused: true\n  foo: 1\n").unwrap();
    /// assert_eq!(node.entries_at(&["spec"]).len(), 2);
    /// assert!(node.entries_at(&["status"]).is_empty());
    /// ```
    pub fn entries_at(&self, path: &[&str]) -> &[(YamlText, YamlNode)] {
        self.at_path(path).map_or(&[], YamlNode::entries)
    }

    /// The items of a sequence; empty for anything else.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("[a, {b: 1}]").unwrap();
    /// assert_eq!(node.items().len(), 2);
    /// assert!(node.items()[0].items().is_empty());
    /// ```
    pub fn items(&self) -> &[YamlNode] {
        match &self.value {
            YamlValue::Seq(items) => items,
            _ => &[],
        }
    }

    /// The [`items`](Self::items) of the sequence at a path of keys; empty
    /// when it is missing or not a sequence.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("spec:\n  tags: [fast, ssd]\n  disks: {}\n").unwrap();
    /// assert_eq!(node.items_at(&["spec", "tags"]).len(), 2);
    /// assert!(node.items_at(&["spec", "disks"]).is_empty());
    /// assert!(node.items_at(&["spec", "none"]).is_empty());
    /// ```
    pub fn items_at(&self, path: &[&str]) -> &[YamlNode] {
        self.at_path(path).map_or(&[], YamlNode::items)
    }

    /// The node at an engine field path below this one (`a.b[2].c`,
    /// `labels["k.x"]`, or `labels.k.x` as serde errors write it): the deepest
    /// one that exists, so an error can point as close to its field as the
    /// text allows. Keys may hold dots: the longest key that fits wins.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("spec:\n  volumes:\n  - name: a\n  - name: b\nmetadata:\n  labels:\n    topology.kubernetes.io/zone: z\n").unwrap();
    /// assert_eq!(node.node_at("spec.volumes[1].name").written_text(), "b");
    /// assert_eq!(node.node_at("metadata.labels.topology.kubernetes.io/zone").line, 7);
    /// assert_eq!(node.node_at("metadata.labels[\"topology.kubernetes.io/zone\"]").line, 7);
    /// // Missing: the deepest node that exists.
    /// assert_eq!(node.node_at("spec.volumes[5].name").line, 3);
    /// assert_eq!(node.node_at(""), &node);
    /// ```
    pub fn node_at(&self, field_path: &str) -> &YamlNode {
        let mut node = self;
        let mut rest = field_path;
        loop {
            rest = rest.strip_prefix('.').unwrap_or(rest);
            if rest.is_empty() {
                return node;
            }
            if let Some(inner) = rest.strip_prefix('[') {
                let Some(end) = inner.find(']') else {
                    return node;
                };
                let token = &inner[..end];
                let next = match (&node.value, token.parse::<usize>()) {
                    (YamlValue::Seq(items), Ok(i)) => items.get(i),
                    _ => node.get(token.trim_matches('"')),
                };
                match next {
                    Some(n) => node = n,
                    None => return node,
                }
                rest = &inner[end + 1..];
                continue;
            }
            let found = node
                .entries()
                .iter()
                .filter(|(k, _)| {
                    rest.strip_prefix(k.as_str())
                        .is_some_and(|after| after.is_empty() || after.starts_with(['.', '[']))
                })
                .max_by_key(|(k, _)| k.len());
            match found {
                Some((k, v)) => {
                    node = v;
                    rest = &rest[k.len()..];
                }
                None => return node,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{parse_documents, parse_yaml};
    use super::*;

    fn yaml(text: &str) -> YamlNode {
        parse_yaml(text).unwrap()
    }

    #[test]
    fn get_tells_null_from_missing() {
        let node = yaml("a:\nb: null\nc: ~\nd: \"null\"\n");
        for key in ["a", "b", "c"] {
            let value = node.get(key).unwrap();
            assert!(value.is_null(), "{key}");
            assert_eq!(value.scalar_text(), None, "{key}");
            assert!(!value.has_content(), "{key}");
        }
        assert_eq!(node.get("d").unwrap().scalar_text(), Some("null"));
        assert!(node.get("d").unwrap().has_content());
        assert_eq!(node.get("e"), None);
        assert_eq!(node.text_at(&["e"]), None);
        // Through a null: nothing below it.
        assert_eq!(node.at_path(&["a", "x"]), None);
        assert!(node.entries_at(&["a"]).is_empty());
        assert!(node.items_at(&["a"]).is_empty());
    }

    #[test]
    fn wrong_types_are_empty_not_errors() {
        let node = yaml("s: text\nl: [1, 2]\nm: {k: v}\n");
        // Keys of something that is not a mapping.
        assert_eq!(node.get("s").unwrap().get("k"), None);
        assert_eq!(node.get("l").unwrap().get("0"), None);
        assert_eq!(node.text_at(&["s", "k"]), None);
        // Collections have no text.
        assert_eq!(node.text_at(&["l"]), None);
        assert_eq!(node.text_at(&["m"]), None);
        assert_eq!(node.get("l").unwrap().written_text(), "");
        // Entries of a sequence, items of a mapping.
        assert!(node.entries_at(&["l"]).is_empty());
        assert!(node.items_at(&["m"]).is_empty());
        assert!(node.items_at(&["s"]).is_empty());
        assert_eq!(node.entries_at(&["m"]).len(), 1);
        assert_eq!(node.items_at(&["l"]).len(), 2);
    }

    #[test]
    fn json_reads_like_yaml() {
        let node = yaml(
            r#"{"kind": "Node", "metadata": {"name": "n1", "namespace": null, "labels": {"a.b/c": "1"}},
               "spec": {"taints": [], "paused": false, "size": 10, "empty": ""}}"#,
        );
        assert_eq!(node.text_at(&["metadata", "name"]), Some("n1"));
        assert_eq!(node.text_at(&["metadata", "namespace"]), None);
        assert_eq!(node.text_at(&["spec", "paused"]), Some("false"));
        assert_eq!(node.text_at(&["spec", "size"]), Some("10"));
        assert_eq!(node.text_at(&["spec", "empty"]), Some(""));
        assert!(
            node.get("spec")
                .unwrap()
                .get("empty")
                .unwrap()
                .has_content()
        );
        assert!(
            !node
                .get("spec")
                .unwrap()
                .get("taints")
                .unwrap()
                .has_content()
        );
        assert_eq!(
            node.node_at("metadata.labels.a.b/c").written_text(),
            "1",
            "a serde path with a dotted key"
        );
        assert_eq!(
            node.node_at("metadata.labels[\"a.b/c\"]").written_text(),
            "1"
        );
    }

    #[test]
    fn empty_flow_entries_are_null() {
        // As in YAML, `{a: }` holds nothing, like `a:` in a block; `''` is text.
        let node = yaml("{a: , b: x, c: ''}");
        let a = node.get("a").unwrap();
        assert!(a.is_null());
        assert_eq!(a.scalar_text(), None);
        assert!(!a.has_content());
        assert_eq!(a.written_text(), "");
        assert_eq!(node.get("c").unwrap().scalar_text(), Some(""));
    }

    #[test]
    fn node_at_stops_at_the_deepest_node() {
        let node = yaml("a:\n  b:\n  - x\n  - {c: 1}\n  d.e: 2\n  d: {e: 3}\n");
        assert_eq!(node.node_at("a.b[1].c").written_text(), "1");
        assert_eq!(node.node_at("a.b[0]").written_text(), "x");
        // The longest key that fits.
        assert_eq!(node.node_at("a.d.e").written_text(), "2");
        assert_eq!(node.node_at("a[\"d\"].e").written_text(), "3");
        // Missing parts: where the path leaves the text.
        let b = node.node_at("a.b");
        assert_eq!(node.node_at("a.b[9].c"), b);
        assert_eq!(node.node_at("a.b[x]"), b);
        assert_eq!(node.node_at("a.b[1].c.z"), node.node_at("a.b[1].c"));
        assert_eq!(node.node_at("a.b[1"), b);
        assert_eq!(node.node_at("zz.y"), &node);
        // Null document: itself.
        let null = parse_documents("~\n").unwrap().remove(0);
        assert_eq!(null.node_at("a.b"), &null);
    }
}
