//! Parser events → [`YamlNode`] trees, with an explicit stack (no recursion):
//! at most [`MAX_DEPTH`] nested collections, keys that are text and appear
//! once per mapping, and aliases copied within [`MAX_ALIAS_COPY`].

use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};

use saphyr_parser::{Event, ScalarStyle, Span, Tag};

use super::error;
use crate::kernel::yaml::{YamlError, YamlNode, YamlValue, MAX_ALIAS_COPY, MAX_DEPTH};

/// A node and what copying it costs: its values plus the bytes of its text
/// ([`MAX_ALIAS_COPY`] counts these), and its height in nested collections.
struct Built {
    node: YamlNode,
    cost: usize,
    height: usize,
}

/// A collection being read.
struct Frame {
    line: usize,
    column: usize,
    anchor: usize,
    cost: usize,
    height: usize,
    kind: FrameKind,
}

enum FrameKind {
    Seq(Vec<YamlNode>),
    Map {
        entries: Vec<(String, YamlNode)>,
        /// A set, not a scan of `entries`: a ConfigMap can hold 100,000 keys.
        seen: BTreeSet<String>,
        key: Option<String>,
    },
}

/// Builds the documents of a stream from its events.
#[derive(Default)]
pub(super) struct Builder {
    documents: Vec<YamlNode>,
    stack: Vec<Frame>,
    /// Anchored nodes of the current document, by the parser's anchor id.
    anchors: HashMap<usize, Built>,
    /// What aliases have copied so far (values plus bytes of text).
    copied: usize,
}

impl Builder {
    pub(super) fn into_documents(self) -> Vec<YamlNode> {
        self.documents
    }

    /// Where the innermost collection still open starts.
    pub(super) fn innermost_open(&self) -> Option<(usize, usize)> {
        self.stack.last().map(|f| (f.line, f.column))
    }

    pub(super) fn event(&mut self, event: Event<'_>, span: Span) -> Result<(), YamlError> {
        let (line, column) = (span.start.line(), span.start.col() + 1);
        match event {
            Event::DocumentStart(_) => self.anchors.clear(),
            Event::Scalar(text, style, anchor, tag) => {
                let value = scalar(text, style, tag.as_deref(), span);
                let cost = 1 + value_bytes(&value);
                let node = YamlNode {
                    value,
                    line,
                    column,
                };
                self.add(anchor, cost, 0, node)?;
            }
            Event::SequenceStart(anchor, _) => self.open(anchor, line, column, false)?,
            Event::MappingStart(anchor, _) => self.open(anchor, line, column, true)?,
            Event::SequenceEnd | Event::MappingEnd => self.close()?,
            Event::Alias(id) => self.alias(id, line, column)?,
            Event::StreamStart | Event::StreamEnd | Event::DocumentEnd | Event::Nothing => {}
        }
        Ok(())
    }

    fn open(
        &mut self,
        anchor: usize,
        line: usize,
        column: usize,
        map: bool,
    ) -> Result<(), YamlError> {
        if self.stack.len() >= MAX_DEPTH {
            return Err(too_deep(line, column));
        }
        let kind = if map {
            FrameKind::Map {
                entries: Vec::new(),
                seen: BTreeSet::new(),
                key: None,
            }
        } else {
            FrameKind::Seq(Vec::new())
        };
        self.stack.push(Frame {
            line,
            column,
            anchor,
            cost: 1,
            height: 1,
            kind,
        });
        Ok(())
    }

    fn close(&mut self) -> Result<(), YamlError> {
        let Some(frame) = self.stack.pop() else {
            return Ok(());
        };
        let value = match frame.kind {
            FrameKind::Seq(items) => YamlValue::Seq(items),
            FrameKind::Map { entries, .. } => YamlValue::Map(entries),
        };
        let node = YamlNode {
            value,
            line: frame.line,
            column: frame.column,
        };
        self.add(frame.anchor, frame.cost, frame.height, node)
    }

    /// A copy of an anchored node where its alias stands: the copy counts
    /// toward [`MAX_ALIAS_COPY`] and toward the depth where it lands.
    fn alias(&mut self, id: usize, line: usize, column: usize) -> Result<(), YamlError> {
        let Some(anchored) = self.anchors.get(&id) else {
            return Err(error(
                "an alias (*name) refers to an anchor (&name) not defined before it",
                line,
                column,
            ));
        };
        if self.stack.len() + anchored.height > MAX_DEPTH {
            return Err(too_deep(line, column));
        }
        self.copied = self.copied.saturating_add(anchored.cost);
        if self.copied > MAX_ALIAS_COPY {
            return Err(error(
                format!(
                    "the aliases (*name) of this text would copy more than {MAX_ALIAS_COPY} values and characters; \
                     write the repeated parts out or alias smaller parts"
                ),
                line,
                column,
            ));
        }
        let (cost, height) = (anchored.cost, anchored.height);
        let mut node = anchored.node.clone();
        (node.line, node.column) = (line, column);
        self.add(0, cost, height, node)
    }

    /// A finished node: kept under its anchor, then placed in the open
    /// collection (as its item, its key or its value) or as a document.
    fn add(
        &mut self,
        anchor: usize,
        cost: usize,
        height: usize,
        node: YamlNode,
    ) -> Result<(), YamlError> {
        if anchor != 0 {
            let built = Built {
                node: node.clone(),
                cost,
                height,
            };
            self.anchors.insert(anchor, built);
        }
        let Some(frame) = self.stack.last_mut() else {
            self.documents.push(node);
            return Ok(());
        };
        frame.cost = frame.cost.saturating_add(cost);
        frame.height = frame.height.max(height + 1);
        match &mut frame.kind {
            FrameKind::Seq(items) => items.push(node),
            FrameKind::Map {
                entries,
                key: key @ Some(_),
                ..
            } => {
                entries.push((key.take().unwrap_or_default(), node));
            }
            FrameKind::Map { seen, key, .. } => {
                let text = key_text(&node)?;
                if !seen.insert(text.clone()) {
                    return Err(error(
                        format!("duplicate key {text:?}"),
                        node.line,
                        node.column,
                    ));
                }
                *key = Some(text);
            }
        }
        Ok(())
    }
}

pub(super) fn too_deep(line: usize, column: usize) -> YamlError {
    error(
        format!("nesting deeper than {MAX_DEPTH} levels at line {line}"),
        line,
        column,
    )
}

/// A mapping key as Kubernetes reads it: text. A null key (`? ` alone, `: v`)
/// is the empty text, `null: x` the text "null".
fn key_text(node: &YamlNode) -> Result<String, YamlError> {
    match &node.value {
        YamlValue::Scalar { text, .. } => Ok(text.clone()),
        YamlValue::Null => Ok(String::new()),
        YamlValue::Seq(_) | YamlValue::Map(_) => Err(error(
            "a mapping key must be a scalar (text), not a sequence or a mapping",
            node.line,
            node.column,
        )),
    }
}

/// A scalar event as a value: nothing written (an empty span) is null; the
/// core schema's `!!str` and the non-specific `!` make a plain scalar text,
/// `!!int`, `!!float`, `!!bool` and `!!null` make a quoted one take its meaning.
fn scalar(text: Cow<'_, str>, style: ScalarStyle, tag: Option<&Tag>, span: Span) -> YamlValue {
    let plain_style = style == ScalarStyle::Plain;
    if plain_style && tag.is_none() && span.start.index() == span.end.index() {
        return YamlValue::Null;
    }
    let plain = match tag {
        Some(t) if t.is_yaml_core_schema() => match t.suffix.as_str() {
            "str" => false,
            "int" | "float" | "bool" | "null" => true,
            _ => plain_style,
        },
        // The non-specific `!`: the parser writes it as handle "" and suffix "!".
        Some(t)
            if (t.handle.is_empty() && t.suffix == "!")
                || (t.handle == "!" && t.suffix.is_empty()) =>
        {
            false
        }
        _ => plain_style,
    };
    YamlValue::Scalar {
        text: text.into_owned(),
        plain,
    }
}

fn value_bytes(value: &YamlValue) -> usize {
    match value {
        YamlValue::Scalar { text, .. } => text.len(),
        _ => 0,
    }
}
