//! A pasted object: the fields every kind has, its fields read one by one, and
//! errors that name the object, the field path, the value and where it stood.

use crate::InputError;
use crate::fleet::targets::DEFAULT_NAMESPACE;
use crate::kernel::labels::{LabelSelector, Labels, validate_key, validate_value};
use crate::kernel::message::Message;
use crate::kernel::yaml::{YamlNode, YamlValue, from_node};

/// A pasted object with the fields every kind has.
pub(super) struct Object<'a> {
    pub(super) node: &'a YamlNode,
    pub(super) kind: &'a str,
    pub(super) api: &'a str,
    pub(super) name: &'a str,
    pub(super) namespace: &'a str,
}

impl<'a> Object<'a> {
    pub(super) fn new(node: &'a YamlNode) -> Option<Object<'a>> {
        if !matches!(node.value, YamlValue::Map(_)) {
            return None;
        }
        Some(Object {
            node,
            kind: node.text_at(&["kind"]).unwrap_or_default(),
            api: node.text_at(&["apiVersion"]).unwrap_or_default(),
            name: node.text_at(&["metadata", "name"]).unwrap_or_default(),
            namespace: node
                .text_at(&["metadata", "namespace"])
                .unwrap_or(DEFAULT_NAMESPACE),
        })
    }

    /// `<namespace>/<name>` (for a fleet.yaml: where it starts).
    pub(super) fn id(&self) -> String {
        if self.kind == "fleet.yaml" {
            return format!("at line {}", self.node.line);
        }
        format!("{}/{}", self.namespace, self.name)
    }

    /// An error at `field` (a path in the object) standing at `node`.
    pub(super) fn error(&self, field: &str, node: &YamlNode, problem: Message) -> InputError {
        let who = if self.kind == "fleet.yaml" {
            self.kind.to_string()
        } else if self.name.is_empty() {
            format!("{} (line {})", self.kind, self.node.line)
        } else {
            format!("{} {}", self.kind, self.id())
        };
        let error = InputError::new(format!("{who}: {field}"), node.written_text(), problem);
        let message = format!(
            "line {}, column {}: {}",
            node.line, node.column, error.message
        );
        error.said_as(message)
    }

    /// An engine error whose path is below `base` (a path in the object).
    pub(super) fn engine_error(&self, base: &str, below: &YamlNode, e: InputError) -> InputError {
        let node = below.node_at(&e.path);
        let field = crate::kernel::error::join_path(base, &e.path);
        let mut error = self.error(&field, node, e.problem);
        if !e.value.is_empty() {
            error.value = e.value;
        }
        error
    }

    /// The value of `key` in `parent`; `None` when it is absent or has nothing
    /// after the key (a written `null` is a value, which the caller refuses).
    fn value<'n>(&self, parent: &'n YamlNode, key: &str) -> Option<&'n YamlNode> {
        parent
            .get(key)
            .filter(|n| !matches!(n.value, YamlValue::Null))
    }

    /// A string (any scalar) at `key` of `parent`.
    pub(super) fn string(
        &self,
        parent: &YamlNode,
        key: &str,
        field: &str,
    ) -> Result<Option<String>, InputError> {
        match self.value(parent, key) {
            None => Ok(None),
            Some(n) => match &n.value {
                YamlValue::Scalar { text, .. } => Ok(Some(text.to_string())),
                _ => Err(self.error(field, n, Message::new("error-must-be-string"))),
            },
        }
    }

    /// `true` or `false` at `key` of `parent` (absent: false).
    pub(super) fn flag(
        &self,
        parent: &YamlNode,
        key: &str,
        field: &str,
    ) -> Result<bool, InputError> {
        match self.value(parent, key).map(|n| (n, &n.value)) {
            None => Ok(false),
            Some((_, YamlValue::Scalar { text, plain: true })) if text == "true" => Ok(true),
            Some((_, YamlValue::Scalar { text, plain: true })) if text == "false" => Ok(false),
            Some((n, _)) => Err(self.error(field, n, Message::new("error-must-be-boolean"))),
        }
    }

    /// `metadata.labels`, checked as the API server checks them.
    pub(super) fn labels(&self) -> Result<Labels, InputError> {
        let mut labels = Labels::new();
        let Some(node) = self
            .node
            .get("metadata")
            .and_then(|m| self.value(m, "labels"))
        else {
            return Ok(labels);
        };
        let YamlValue::Map(entries) = &node.value else {
            return Err(self.error(
                "metadata.labels",
                node,
                Message::new("error-import-labels-mapping"),
            ));
        };
        for (k, v) in entries {
            // Formatted on an error only: a paste can hold 100,000 labels.
            let field = || format!("metadata.labels[{k:?}]");
            let YamlValue::Scalar { text, .. } = &v.value else {
                return Err(self.error(&field(), v, Message::new("error-must-be-string")));
            };
            validate_key(k).map_err(|e| self.error(&field(), v, e.problem))?;
            validate_value(text).map_err(|e| self.error(&field(), v, e.problem))?;
            labels.insert(k.to_string(), text.to_string());
        }
        Ok(labels)
    }

    /// A label selector at `key` of `parent`, validated.
    pub(super) fn selector(
        &self,
        parent: &YamlNode,
        key: &str,
        field: &str,
    ) -> Result<Option<LabelSelector>, InputError> {
        let Some(selector) = self.selector_as_written(parent, key, field)? else {
            return Ok(None);
        };
        if let Err(e) = selector.validate() {
            let node = self.value(parent, key).unwrap_or(parent);
            return Err(self.engine_error(field, node, e));
        }
        Ok(Some(selector))
    }

    /// A label selector at `key` of `parent`, read but not validated: a
    /// ClusterGroup's selector, which Fleet logs and skips when invalid.
    pub(super) fn selector_as_written(
        &self,
        parent: &YamlNode,
        key: &str,
        field: &str,
    ) -> Result<Option<LabelSelector>, InputError> {
        let Some(node) = self.value(parent, key) else {
            return Ok(None);
        };
        let selector: LabelSelector = from_node(node).map_err(|e| {
            let inner = node.node_at(&e.path);
            self.error(
                &crate::kernel::error::join_path(field, &e.path),
                inner,
                e.problem(),
            )
        })?;
        Ok(Some(selector))
    }
}
