//! Flow style: `{a: 1}`, `[x, 'y z']`, quoted scalars, and a whole document
//! in flow style over several lines (what `kubectl -o json` prints).

use std::collections::BTreeSet;

use super::{closing_quote, error, Line};
use crate::kernel::yaml::{YamlError, YamlNode, YamlValue};

/// A flow collection over several lines (JSON is YAML too): read as one line
/// with newlines as spaces, then every position mapped back to its line.
pub(super) fn flow_document(lines: &[Line]) -> Result<YamlNode, YamlError> {
    let first_number = lines.first().map_or(1, |l| l.number);
    let joined: String = lines
        .iter()
        .map(|l| l.raw.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    let starts: Vec<usize> = lines
        .iter()
        .scan(0, |offset, l| {
            let start = *offset;
            *offset += l.raw.chars().count() + 1;
            Some(start)
        })
        .collect();
    let place = |column: usize| -> (usize, usize) {
        let offset = column - 1;
        let index = starts.iter().rposition(|&s| s <= offset).unwrap_or(0);
        (first_number + index, offset - starts[index] + 1)
    };
    match inline(joined.trim_end(), 1, 1) {
        Ok(mut node) => {
            relocate(&mut node, &place);
            Ok(node)
        }
        Err(mut e) => {
            (e.line, e.column) = place(e.column);
            Err(e)
        }
    }
}

fn relocate(node: &mut YamlNode, place: &dyn Fn(usize) -> (usize, usize)) {
    (node.line, node.column) = place(node.column);
    match &mut node.value {
        YamlValue::Seq(items) => items.iter_mut().for_each(|n| relocate(n, place)),
        YamlValue::Map(entries) => entries.iter_mut().for_each(|(_, n)| relocate(n, place)),
        _ => {}
    }
}

/// A value that sits on one line: a quoted or plain scalar or a flow collection.
pub(super) fn inline(text: &str, line: usize, column: usize) -> Result<YamlNode, YamlError> {
    let mut flow = Flow {
        text,
        pos: 0,
        line,
        column,
    };
    let node = flow.value(false)?;
    flow.skip_spaces();
    if flow.pos < text.len() {
        return Err(flow.error("unexpected characters after the value"));
    }
    Ok(node)
}

/// A cursor over one line's flow syntax.
struct Flow<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    column: usize,
}

impl Flow<'_> {
    fn error(&self, message: &str) -> YamlError {
        error(
            message,
            self.line,
            self.column + self.text[..self.pos.min(self.text.len())].chars().count(),
        )
    }

    fn error_at(&self, at: usize, message: &str) -> YamlError {
        error(
            message,
            self.line,
            self.column + self.text[..at].chars().count(),
        )
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
    }

    fn node(&self, value: YamlValue, start: usize) -> YamlNode {
        YamlNode {
            value,
            line: self.line,
            column: self.column + self.text[..start].chars().count(),
        }
    }

    fn value(&mut self, in_flow: bool) -> Result<YamlNode, YamlError> {
        self.skip_spaces();
        let start = self.pos;
        match self.peek() {
            None => Ok(self.node(YamlValue::Null, start)),
            Some(b'"') => self.double_quoted(),
            Some(b'\'') => self.single_quoted(),
            Some(b'[') => self.flow_sequence(),
            Some(b'{') => self.flow_mapping(),
            Some(b'&' | b'*') => Err(self.error("anchors and aliases are not supported")),
            Some(b'!') => Err(self.error("tags are not supported")),
            Some(b'|' | b'>') if in_flow => {
                Err(self.error("block scalars cannot stand inside [ ] or { }"))
            }
            Some(_) => {
                let end = self.plain_end(in_flow);
                let text = self.text[start..end].trim_end().to_string();
                self.pos = end;
                Ok(self.node(YamlValue::Scalar { text, plain: true }, start))
            }
        }
    }

    fn plain_end(&self, in_flow: bool) -> usize {
        let bytes = self.text.as_bytes();
        let mut i = self.pos;
        while i < bytes.len() {
            let b = bytes[i];
            if in_flow && matches!(b, b',' | b']' | b'}') {
                break;
            }
            if in_flow
                && b == b':'
                && matches!(bytes.get(i + 1), None | Some(b' ' | b',' | b']' | b'}'))
            {
                break;
            }
            i += 1;
        }
        i
    }

    fn double_quoted(&mut self) -> Result<YamlNode, YamlError> {
        let start = self.pos;
        let mut text = String::new();
        let mut chars = self.text[start + 1..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos = start + 1 + i + 1;
                    return Ok(self.node(YamlValue::Scalar { text, plain: false }, start));
                }
                '\\' => {
                    let Some((_, escaped)) = chars.next() else {
                        break;
                    };
                    match escaped {
                        'n' => text.push('\n'),
                        'b' => text.push('\u{8}'),
                        'f' => text.push('\u{c}'),
                        't' => text.push('\t'),
                        'r' => text.push('\r'),
                        '0' => text.push('\0'),
                        ' ' | '"' | '\\' | '/' => text.push(escaped),
                        'u' | 'x' | 'U' => {
                            let len = match escaped {
                                'x' => 2,
                                'u' => 4,
                                _ => 8,
                            };
                            let hex: String = (0..len)
                                .filter_map(|_| chars.next().map(|(_, h)| h))
                                .collect();
                            let decoded =
                                u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32);
                            match decoded {
                                Some(ch) => text.push(ch),
                                None => {
                                    self.pos = start + 1 + i;
                                    return Err(self.error("invalid \\u escape"));
                                }
                            }
                        }
                        other => {
                            self.pos = start + 1 + i;
                            return Err(self.error(&format!("unknown escape \\{other}")));
                        }
                    }
                }
                _ => text.push(c),
            }
        }
        self.pos = start;
        Err(self.error("unterminated double-quoted string"))
    }

    fn single_quoted(&mut self) -> Result<YamlNode, YamlError> {
        let start = self.pos;
        let Some(end) = closing_quote(&self.text[start..], b'\'') else {
            return Err(self.error("unterminated single-quoted string"));
        };
        let text = self.text[start + 1..start + end].replace("''", "'");
        self.pos = start + end + 1;
        Ok(self.node(YamlValue::Scalar { text, plain: false }, start))
    }

    fn flow_sequence(&mut self) -> Result<YamlNode, YamlError> {
        let start = self.pos;
        self.pos += 1;
        let mut items = Vec::new();
        loop {
            self.skip_spaces();
            match self.peek() {
                Some(b']') => {
                    self.pos += 1;
                    return Ok(self.node(YamlValue::Seq(items), start));
                }
                None => {
                    return Err(
                        self.error_at(start, "unclosed [ (a flow sequence must end on its line)")
                    )
                }
                _ => {}
            }
            items.push(self.value(true)?);
            self.skip_spaces();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {}
                None => {
                    return Err(
                        self.error_at(start, "unclosed [ (a flow sequence must end on its line)")
                    )
                }
                _ => return Err(self.error("expected , or ]")),
            }
        }
    }

    fn flow_mapping(&mut self) -> Result<YamlNode, YamlError> {
        let start = self.pos;
        self.pos += 1;
        let mut entries: Vec<(String, YamlNode)> = Vec::new();
        let mut seen = BTreeSet::new();
        loop {
            self.skip_spaces();
            match self.peek() {
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(self.node(YamlValue::Map(entries), start));
                }
                None => {
                    return Err(
                        self.error_at(start, "unclosed { (a flow mapping must end on its line)")
                    )
                }
                _ => {}
            }
            let key = match self.value(true)?.value {
                YamlValue::Scalar { text, .. } => text,
                YamlValue::Null => String::new(),
                _ => return Err(self.error("a mapping key must be a scalar")),
            };
            self.skip_spaces();
            let value = if self.peek() == Some(b':') {
                self.pos += 1;
                self.value(true)?
            } else {
                self.node(YamlValue::Null, self.pos)
            };
            if !seen.insert(key.clone()) {
                return Err(self.error(&format!("duplicate key {key:?}")));
            }
            entries.push((key, value));
            self.skip_spaces();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {}
                None => {
                    return Err(
                        self.error_at(start, "unclosed { (a flow mapping must end on its line)")
                    )
                }
                _ => return Err(self.error("expected , or }")),
            }
        }
    }
}
