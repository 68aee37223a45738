//! Pasted kubectl output: the one size limit every import shares, the
//! documents of the text with syntax errors as [`InputError`]s whose path is
//! `line L, column C`, and the `List`s that `kubectl get` prints.

use super::parse::written_documents;
use super::{YamlNode, YamlValue, parse_documents};
use crate::InputError;
use crate::kernel::message::Message;

/// The largest text an import reads (a few thousand objects fit well below it).
pub const MAX_IMPORT_BYTES: usize = 16 << 20;

/// The documents of pasted `text`; over [`MAX_IMPORT_BYTES`] it is refused with
/// the limit and `advice` (how to export fewer objects).
///
/// ```
/// use placement::kernel::yaml::pasted_documents;
/// let docs = pasted_documents("kind: Node\n---\nkind: Pod\n---\n", "").unwrap();
/// assert_eq!(docs.len(), 2, "an empty document is left out");
/// let err = pasted_documents("a: [1\n", "").unwrap_err();
/// assert_eq!(err.path, "line 1, column 4");
/// ```
pub fn pasted_documents(text: &str, advice: &str) -> Result<Vec<YamlNode>, InputError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(InputError::new(
            "text",
            format!("{} bytes", text.len()),
            Message::new("error-text-too-large")
                .arg("limitMib", MAX_IMPORT_BYTES >> 20)
                .arg("advice", advice),
        ));
    }
    parse_documents(text).map(written_documents).map_err(|e| {
        let problem = e.problem();
        let message = if e.path.is_empty() {
            e.message
        } else {
            format!("{}: {}", e.path, e.message)
        };
        error_at(e.line, e.column, problem).said_as(message)
    })
}

/// An error about the shape of the pasted text rather than a field of an
/// object: its path is `line L, column C` (1-based), its value empty.
///
/// ```
/// use placement::kernel::yaml::error_at;
/// use placement::kernel::message::Message;
/// let err = error_at(1, 1, Message::new("error-required"));
/// assert_eq!(err.to_string(), "line 1, column 1: is required");
/// ```
pub fn error_at(line: usize, column: usize, problem: Message) -> InputError {
    InputError::new(format!("line {line}, column {column}"), "", problem)
}

impl YamlNode {
    /// [`error_at`] where this node starts.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let node = parse_yaml("a:\n  - 1\n").unwrap();
    /// # use placement::kernel::message::Message;
    /// let err = node.get("a").unwrap().error_here(Message::new("error-required"));
    /// assert_eq!(err.path, "line 2, column 3");
    /// ```
    pub fn error_here(&self, problem: Message) -> InputError {
        error_at(self.line, self.column, problem)
    }

    /// Whether this is a `kind: List` document, or another `…List`
    /// (`PodList`, `NodeList`): what `kubectl get` prints for several objects.
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// assert!(parse_yaml("kind: List\nitems: []\n").unwrap().is_list_object());
    /// assert!(parse_yaml("{\"kind\": \"PodList\", \"items\": []}").unwrap().is_list_object());
    /// assert!(!parse_yaml("kind: Pod\n").unwrap().is_list_object());
    /// assert!(!parse_yaml("items: []\n").unwrap().is_list_object());
    /// ```
    pub fn is_list_object(&self) -> bool {
        self.text_at(&["kind"]).is_some_and(|k| k.ends_with("List"))
    }

    /// [`is_list_object`](Self::is_list_object), or a document with `items`
    /// and no `metadata.name` of its own (a List whose `kind` was lost, e.g.
    /// from `kubectl get -o json | jq '{items}'`).
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// assert!(parse_yaml("items: []\n").unwrap().is_list_like());
    /// assert!(parse_yaml("items: []\nmetadata: {}\n").unwrap().is_list_like());
    /// assert!(!parse_yaml("items: []\nmetadata: {name: shop}\n").unwrap().is_list_like());
    /// assert!(!parse_yaml("kind: Pod\n").unwrap().is_list_like());
    /// ```
    pub fn is_list_like(&self) -> bool {
        self.is_list_object()
            || (self.get("items").is_some()
                && self.get("metadata").is_none_or(|m| m.get("name").is_none()))
    }

    /// The `items` of a List: none when the key is missing or has nothing
    /// after it (`items:`); an error at the value when it is anything but a
    /// sequence (a written `null` included: kubectl prints `[]`).
    ///
    /// ```
    /// use placement::kernel::yaml::parse_yaml;
    /// let list = parse_yaml("kind: List\nitems:\n- kind: Node\n").unwrap();
    /// assert_eq!(list.list_items().unwrap().len(), 1);
    /// assert!(parse_yaml("kind: List\nitems:\n").unwrap().list_items().unwrap().is_empty());
    /// let err = parse_yaml("kind: List\nitems: {}\n").unwrap().list_items().unwrap_err();
    /// assert_eq!(err.to_string(), "line 2, column 8: items of a List must be a sequence of objects");
    /// ```
    pub fn list_items(&self) -> Result<&[YamlNode], InputError> {
        let Some(items) = self.get("items") else {
            return Ok(&[]);
        };
        match &items.value {
            YamlValue::Seq(list) => Ok(list),
            YamlValue::Null => Ok(&[]),
            _ => Err(items.error_here(Message::new("error-import-list-items"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse_yaml;

    #[test]
    fn list_items_edge_cases() {
        let items = |text: &str| parse_yaml(text).unwrap().list_items().map(<[_]>::len);
        assert_eq!(items("kind: List\n"), Ok(0));
        assert_eq!(items("kind: List\nitems:\n"), Ok(0));
        assert_eq!(items("{\"kind\": \"List\", \"items\": []}"), Ok(0));
        assert_eq!(items("{\"kind\": \"List\", \"items\": [{}, {}]}"), Ok(2));
        // A written null is a value, and not a sequence.
        let err = items("{\"kind\": \"List\", \"items\": null}").unwrap_err();
        assert_eq!(err.path, "line 1, column 27");
        assert!(items("kind: List\nitems: x\n").is_err());
        // Not a mapping: no items.
        assert_eq!(items("[1, 2]"), Ok(0));
    }

    #[test]
    fn lists_by_kind_or_by_shape() {
        let node = |text: &str| parse_yaml(text).unwrap();
        assert!(node("kind: NodeList\n").is_list_object());
        assert!(!node("kind: ~\nitems: []\nmetadata: {name: x}\n").is_list_like());
        assert!(!node("kind: \"\"\n").is_list_object());
        assert!(!node("kind: [List]\n").is_list_object());
        // `metadata.name: null` is still a name of its own.
        assert!(!node("items: []\nmetadata: {name: null}\n").is_list_like());
        assert!(node("items:\nmetadata:\n").is_list_like());
        assert!(!node("[1]").is_list_like());
    }
}
