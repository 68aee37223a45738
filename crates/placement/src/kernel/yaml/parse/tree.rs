//! Parser events → [`YamlNode`] trees, with an explicit stack (no recursion):
//! at most [`MAX_DEPTH`] nested collections, keys that are text and appear
//! once per mapping, aliases copied within [`MAX_ALIAS_COPY`], and YAML 1.1
//! merge keys (`<<: *defaults`, as Helm charts and kubectl users write them).

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use saphyr_parser::{Event, ScalarStyle, Span, Tag};

use crate::kernel::yaml::node::error;
use crate::kernel::yaml::{MAX_ALIAS_COPY, MAX_DEPTH, YamlError, YamlNode, YamlText, YamlValue};

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
    Map(MapFrame),
}

/// A mapping being read.
#[derive(Default)]
struct MapFrame {
    entries: Vec<(YamlText, YamlNode)>,
    /// The keys of `entries` once there are more than [`SCAN_KEYS`] (a
    /// ConfigMap can hold 100,000 keys); below that a scan is cheaper than
    /// a set, which costs an allocation per key.
    seen: Option<HashSet<YamlText>>,
    /// The key read, waiting for its value.
    key: Option<PendingKey>,
    /// The values of `<<` keys, merged in when the mapping closes.
    merges: Vec<YamlNode>,
}

enum PendingKey {
    Text(YamlText),
    /// A plain `<<`: its value is merged into the mapping.
    Merge,
}

/// Mappings with more keys than this find duplicates through a set.
const SCAN_KEYS: usize = 16;

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
            FrameKind::Map(MapFrame::default())
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
            FrameKind::Map(map) => YamlValue::Map(map.merged()?),
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
            FrameKind::Map(map) => map.add(node)?,
        }
        Ok(())
    }
}

impl MapFrame {
    /// A key, or the value of the key read before it.
    fn add(&mut self, node: YamlNode) -> Result<(), YamlError> {
        match self.key.take() {
            Some(PendingKey::Text(key)) => {
                self.remember(&key);
                self.entries.push((key, node));
            }
            Some(PendingKey::Merge) => self.merges.push(node),
            None if is_merge_key(&node) && self.merges.is_empty() => {
                self.key = Some(PendingKey::Merge);
            }
            None => {
                let (line, column) = (node.line, node.column);
                let text = key_text(node)?;
                if self.contains(&text) || (text == "<<" && !self.merges.is_empty()) {
                    return Err(error(format!("duplicate key {text:?}"), line, column));
                }
                self.key = Some(PendingKey::Text(text));
            }
        }
        Ok(())
    }

    /// Whether `key` is among the entries (or the key waiting for its value).
    fn contains(&mut self, key: &str) -> bool {
        if self.seen.is_none() && self.entries.len() >= SCAN_KEYS {
            self.seen = Some(self.entries.iter().map(|(k, _)| k.clone()).collect());
        }
        let pending = matches!(&self.key, Some(PendingKey::Text(k)) if k == key);
        pending
            || match &self.seen {
                Some(set) => set.contains(key),
                None => self.entries.iter().any(|(k, _)| k == key),
            }
    }

    /// Records a key written in `entries` in the set, once there is one.
    fn remember(&mut self, key: &str) {
        if let Some(set) = &mut self.seen {
            set.insert(YamlText::from(key));
        }
    }

    /// The entries, then those of the `<<` values that no entry has: the
    /// mapping's own keys win, and among merged mappings (`<<: [*a, *b]`)
    /// the earlier one wins, as YAML 1.1's merge key says. The merged
    /// values were counted toward [`MAX_ALIAS_COPY`] and the depth when they
    /// were read, so merging adds no work beyond moving them.
    fn merged(mut self) -> Result<Vec<(YamlText, YamlNode)>, YamlError> {
        let merges = std::mem::take(&mut self.merges);
        for source in merges {
            let sources = match source.value {
                YamlValue::Map(entries) => vec![entries],
                YamlValue::Seq(items) => items
                    .into_iter()
                    .map(|item| match item.value {
                        YamlValue::Map(entries) => Ok(entries),
                        _ => Err(not_mergeable(item.line, item.column)),
                    })
                    .collect::<Result<_, _>>()?,
                _ => return Err(not_mergeable(source.line, source.column)),
            };
            for (key, value) in sources.into_iter().flatten() {
                if !self.contains(&key) {
                    self.remember(&key);
                    self.entries.push((key, value));
                }
            }
        }
        Ok(self.entries)
    }
}

/// A plain `<<` key (a quoted `"<<"` is an ordinary key).
fn is_merge_key(node: &YamlNode) -> bool {
    matches!(&node.value, YamlValue::Scalar { text, plain: true } if text == "<<")
}

fn not_mergeable(line: usize, column: usize) -> YamlError {
    error(
        "the merge key << takes a mapping or a list of mappings (e.g. <<: *defaults)",
        line,
        column,
    )
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
fn key_text(node: YamlNode) -> Result<YamlText, YamlError> {
    match node.value {
        YamlValue::Scalar { text, .. } => Ok(text),
        YamlValue::Null => Ok(YamlText::default()),
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
        text: YamlText::from(text.as_ref()),
        plain,
    }
}

fn value_bytes(value: &YamlValue) -> usize {
    match value {
        YamlValue::Scalar { text, .. } => text.len(),
        _ => 0,
    }
}
