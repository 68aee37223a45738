//! From pasted text to the objects in it, each with the path it has in the text
//! (`items[3]`, `documents[1]`, or the root) and its position.

pub use crate::kernel::yaml::MAX_IMPORT_BYTES;
use crate::kernel::yaml::{pasted_documents, YamlNode, YamlValue};
use crate::InputError;

/// One object of the paste and where it stood.
pub(super) struct Source<'a> {
    /// The object's path in the text: `items[3]`, `documents[1].items[0]`, `documents[2]`, or `""`.
    pub path: String,
    /// The object.
    pub node: &'a YamlNode,
}

/// The error for a YAML syntax problem: its path is `line L, column C`.
pub(super) fn at_position(line: usize, column: usize, message: impl Into<String>) -> InputError {
    InputError::new(format!("line {line}, column {column}"), "", message)
}

/// Parses the text into documents; refuses texts over [`MAX_IMPORT_BYTES`].
pub(super) fn parse(text: &str) -> Result<Vec<YamlNode>, InputError> {
    pasted_documents(
        text,
        "export fewer objects, e.g. one namespace's claims and pods",
    )
}

/// The objects of the documents, `List`s flattened, with their paths.
pub(super) fn objects(documents: &[YamlNode]) -> Result<Vec<Source<'_>>, InputError> {
    let several = documents.len() > 1;
    let mut out = Vec::new();
    for (d, document) in documents.iter().enumerate() {
        let base = if several {
            format!("documents[{d}]")
        } else {
            String::new()
        };
        match &document.value {
            YamlValue::Null => {}
            YamlValue::Map(_) if is_list(document) => match child(document, "items") {
                Some(YamlNode {
                    value: YamlValue::Seq(items),
                    ..
                }) => out.extend(items.iter().enumerate().map(|(i, node)| Source {
                    path: crate::kernel::error::join_path(&base, &format!("items[{i}]")),
                    node,
                })),
                Some(YamlNode {
                    value: YamlValue::Null,
                    ..
                })
                | None => {}
                Some(other) => {
                    return Err(at_position(
                        other.line,
                        other.column,
                        "items of a List must be a sequence of objects",
                    ))
                }
            },
            YamlValue::Map(_) => out.push(Source {
                path: base,
                node: document,
            }),
            _ => {
                return Err(at_position(
                    document.line,
                    document.column,
                    "expected a Kubernetes object (a mapping with apiVersion and kind)",
                ))
            }
        }
    }
    if out.is_empty() {
        return Err(at_position(
            1,
            1,
            "no objects found: paste what kubectl get … -o yaml (or -o json) printed",
        ));
    }
    Ok(out)
}

/// `kind: List` (or `…List`), or an `items` sequence without a name of its own.
fn is_list(document: &YamlNode) -> bool {
    text(document, &["kind"]).is_some_and(|k| k.ends_with("List"))
        || (child(document, "items").is_some()
            && child(document, "metadata").is_none_or(|m| child(m, "name").is_none()))
}

/// The value of `key` in a mapping.
pub(super) fn child<'a>(node: &'a YamlNode, key: &str) -> Option<&'a YamlNode> {
    match &node.value {
        YamlValue::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

/// The node at a path of keys.
pub(super) fn descend<'a>(node: &'a YamlNode, path: &[&str]) -> Option<&'a YamlNode> {
    path.iter().try_fold(node, |n, key| child(n, key))
}

/// The scalar text at a path; `None` for null, collections or absence.
pub(super) fn text<'a>(node: &'a YamlNode, path: &[&str]) -> Option<&'a str> {
    match &descend(node, path)?.value {
        YamlValue::Scalar { text, plain }
            if !(*plain && matches!(text.as_str(), "~" | "null" | "Null" | "NULL")) =>
        {
            Some(text)
        }
        _ => None,
    }
}

/// Whether the value at a path is present and says something (not null, not empty).
pub(super) fn has_content(node: &YamlNode) -> bool {
    match &node.value {
        YamlValue::Null => false,
        YamlValue::Scalar { text, plain } => {
            !(*plain && matches!(text.as_str(), "~" | "null" | "Null" | "NULL" | ""))
        }
        YamlValue::Seq(items) => !items.is_empty(),
        YamlValue::Map(entries) => !entries.is_empty(),
    }
}

/// The keys of a mapping (none for anything else).
pub(super) fn keys(node: Option<&YamlNode>) -> impl Iterator<Item = (&str, &YamlNode)> {
    let entries: &[(String, YamlNode)] = match node.map(|n| &n.value) {
        Some(YamlValue::Map(entries)) => entries,
        _ => &[],
    };
    entries.iter().map(|(k, v)| (k.as_str(), v))
}
