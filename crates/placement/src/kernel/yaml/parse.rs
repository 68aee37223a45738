//! From YAML text to a [`YamlNode`] tree.

use std::collections::BTreeSet;

use super::{YamlError, YamlNode, YamlValue};

mod flow;

use flow::{flow_document, inline};

/// Parses a text holding exactly one document (a leading `---` is allowed).
///
/// ```
/// use placement::kernel::yaml::{parse_yaml, YamlValue};
/// let node = parse_yaml("a: 1\nb: [x, 'y z']\n").unwrap();
/// assert!(matches!(node.value, YamlValue::Map(_)));
/// assert!(parse_yaml("a: 1\n---\nb: 2\n").is_err());
/// ```
pub fn parse_yaml(text: &str) -> Result<YamlNode, YamlError> {
    let mut documents = parse_documents(text)?;
    match documents.len() {
        0 => Ok(YamlNode {
            value: YamlValue::Null,
            line: 1,
            column: 1,
        }),
        1 => Ok(documents.remove(0)),
        _ => Err(error(
            "expected one YAML document, found several (separated by ---)",
            documents[1].line,
            1,
        )),
    }
}

/// Parses every `---`-separated document (what `kubectl get -o yaml` of
/// several objects, or a concatenation of files, looks like).
///
/// ```
/// use placement::kernel::yaml::parse_documents;
/// assert_eq!(parse_documents("a: 1\n---\nb: 2\n").unwrap().len(), 2);
/// ```
pub fn parse_documents(text: &str) -> Result<Vec<YamlNode>, YamlError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut documents = Vec::new();
    let mut current: Vec<Line> = Vec::new();
    let mut saw_content = false;
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim_end();
        if trimmed == "---" || trimmed.starts_with("--- ") || trimmed == "..." {
            if saw_content {
                documents.push(Parser::new(std::mem::take(&mut current)).document()?);
            }
            current.clear();
            saw_content = false;
            if let Some(rest) = trimmed.strip_prefix("--- ") {
                if !strip_comment(rest).trim().is_empty() {
                    return Err(error(
                        "content after --- on the same line is not supported",
                        i + 1,
                        5,
                    ));
                }
            }
            continue;
        }
        if raw.starts_with('%') && !saw_content {
            continue; // %YAML / %TAG directives
        }
        let line = Line::new(i + 1, raw)?;
        saw_content |= !line.blank;
        current.push(line);
    }
    if saw_content {
        documents.push(Parser::new(current).document()?);
    }
    Ok(documents)
}

fn error(message: impl Into<String>, line: usize, column: usize) -> YamlError {
    YamlError {
        message: message.into(),
        path: String::new(),
        line,
        column,
    }
}

/// One line: its number, indentation, and content without the comment.
#[derive(Clone, Debug)]
struct Line {
    number: usize,
    indent: usize,
    content: String,
    raw: String,
    blank: bool,
}

impl Line {
    fn new(number: usize, raw: &str) -> Result<Line, YamlError> {
        let indent = raw.len() - raw.trim_start_matches(' ').len();
        if raw[indent..].starts_with('\t') && !raw.trim().is_empty() {
            return Err(error(
                "tabs cannot indent YAML; use spaces",
                number,
                indent + 1,
            ));
        }
        let content = strip_comment(&raw[indent..]).trim_end().to_string();
        Ok(Line {
            number,
            indent,
            blank: content.is_empty(),
            content,
            raw: raw.to_string(),
        })
    }

    fn column(&self) -> usize {
        self.indent + 1
    }
}

/// Cuts a `#` comment that starts the text or follows white space, outside quotes.
fn strip_comment(text: &str) -> &str {
    let bytes = text.as_bytes();
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match quote {
            Some(q) if b == q => {
                if q == b'\'' && bytes.get(i + 1) == Some(&b'\'') {
                    i += 1;
                } else {
                    quote = None;
                }
            }
            Some(b'"') if b == b'\\' => i += 1,
            Some(_) => {}
            None => {
                let at_token_start =
                    i == 0 || matches!(bytes[i - 1], b' ' | b':' | b'[' | b'{' | b',' | b'-');
                if (b == b'"' || b == b'\'') && at_token_start {
                    quote = Some(b);
                } else if b == b'#' && (i == 0 || bytes[i - 1] == b' ') {
                    return &text[..i];
                }
            }
        }
        i += 1;
    }
    text
}

struct Parser {
    lines: Vec<Line>,
    pos: usize,
}

impl Parser {
    fn new(lines: Vec<Line>) -> Parser {
        Parser { lines, pos: 0 }
    }

    fn document(mut self) -> Result<YamlNode, YamlError> {
        if let Some(first) = self.current().cloned() {
            if first.content.starts_with(['{', '[']) && inline(&first.content, 1, 1).is_err() {
                return flow_document(&self.lines);
            }
        }
        let node = self.block(0)?;
        self.skip_blank();
        if let Some(line) = self.lines.get(self.pos) {
            return Err(error(
                "unexpected content: check the indentation",
                line.number,
                line.column(),
            ));
        }
        Ok(node)
    }

    fn skip_blank(&mut self) {
        while self.lines.get(self.pos).is_some_and(|l| l.blank) {
            self.pos += 1;
        }
    }

    fn current(&mut self) -> Option<&Line> {
        self.skip_blank();
        self.lines.get(self.pos)
    }

    /// A node whose lines are indented at least `min_indent`.
    fn block(&mut self, min_indent: usize) -> Result<YamlNode, YamlError> {
        let Some(line) = self.current().cloned() else {
            let (number, column) = self.lines.last().map_or((1, 1), |l| (l.number, l.column()));
            return Ok(YamlNode {
                value: YamlValue::Null,
                line: number,
                column,
            });
        };
        if line.indent < min_indent {
            return Ok(YamlNode {
                value: YamlValue::Null,
                line: line.number,
                column: line.column(),
            });
        }
        if is_sequence_item(&line.content) {
            self.sequence(line.indent)
        } else if mapping_colon(&line.content).is_some() {
            self.mapping(line.indent)
        } else {
            self.pos += 1;
            let mut text = line.content.clone();
            if text.starts_with('"') && !closes_double_quote(&text) {
                text = self.quoted_continuation(text, line.indent);
            }
            let node = inline(&text, line.number, line.column())?;
            Ok(node)
        }
    }

    fn sequence(&mut self, indent: usize) -> Result<YamlNode, YamlError> {
        let first = self.lines[self.pos].clone();
        let mut items = Vec::new();
        while let Some(line) = self.current().cloned() {
            if line.indent != indent || !is_sequence_item(&line.content) {
                break;
            }
            let after = line.content[1..].trim_start();
            let offset = line.content.len() - after.len();
            let column = line.indent + offset + 1;
            if after.is_empty() {
                self.pos += 1;
                items.push(self.nested(indent, line.number, column)?);
            } else if is_sequence_item(after) || mapping_colon(after).is_some() {
                // "- key: value": the item is a block starting at the text after "- ".
                let item = &mut self.lines[self.pos];
                item.indent = column - 1;
                item.content = after.to_string();
                items.push(self.block(column - 1)?);
            } else {
                self.pos += 1;
                items.push(self.scalar_value(after, line.number, column, indent)?);
            }
        }
        self.reject_deeper(indent)?;
        Ok(YamlNode {
            value: YamlValue::Seq(items),
            line: first.number,
            column: first.column(),
        })
    }

    fn mapping(&mut self, indent: usize) -> Result<YamlNode, YamlError> {
        let first = self.lines[self.pos].clone();
        let mut entries: Vec<(String, YamlNode)> = Vec::new();
        // A set, not a scan of `entries`: a ConfigMap can hold 100,000 keys.
        let mut seen = BTreeSet::new();
        while let Some(line) = self.current().cloned() {
            if line.indent != indent || is_sequence_item(&line.content) {
                break;
            }
            let Some(colon) = mapping_colon(&line.content) else {
                return Err(error("expected `key: value`", line.number, line.column()));
            };
            let key = read_key(&line.content[..colon], line.number, line.column())?;
            if !seen.insert(key.clone()) {
                return Err(error(
                    format!("duplicate key {key:?}"),
                    line.number,
                    line.column(),
                ));
            }
            let rest = line.content[colon + 1..].trim_start();
            let column = line.indent + (line.content.len() - rest.len()) + 1;
            self.pos += 1;
            let value = if rest.is_empty() {
                match self.current() {
                    Some(next) if next.indent == indent && is_sequence_item(&next.content) => {
                        self.sequence(indent)?
                    }
                    _ => self.nested(indent, line.number, column)?,
                }
            } else {
                self.scalar_value(rest, line.number, column, indent)?
            };
            entries.push((key, value));
        }
        self.reject_deeper(indent)?;
        Ok(YamlNode {
            value: YamlValue::Map(entries),
            line: first.number,
            column: first.column(),
        })
    }

    /// The value of `key:` or `-` with nothing after it: a deeper block, or null.
    fn nested(&mut self, indent: usize, line: usize, column: usize) -> Result<YamlNode, YamlError> {
        match self.current() {
            Some(next) if next.indent > indent => self.block(indent + 1),
            _ => Ok(YamlNode {
                value: YamlValue::Null,
                line,
                column,
            }),
        }
    }

    /// A value written on the same line as its key or dash.
    fn scalar_value(
        &mut self,
        text: &str,
        line: usize,
        column: usize,
        indent: usize,
    ) -> Result<YamlNode, YamlError> {
        if text.starts_with('|') || text.starts_with('>') {
            return self.block_scalar(text, line, column, indent);
        }
        if text.starts_with('"') && !closes_double_quote(text) {
            let joined = self.quoted_continuation(text.to_string(), indent);
            return inline(&joined, line, column);
        }
        let node = inline(text, line, column)?;
        if let YamlValue::Scalar { plain: true, .. } = node.value {
            // A plain scalar may go on over more-indented lines.
            let mut text = text.to_string();
            while let Some(next) = self.lines.get(self.pos) {
                if next.blank || next.indent <= indent || mapping_colon(&next.content).is_some() {
                    break;
                }
                text.push(' ');
                text.push_str(next.content.trim());
                self.pos += 1;
            }
            return inline(&text, line, column);
        }
        Ok(node)
    }

    /// Joins the lines of a double-quoted scalar that goes on past its line.
    fn quoted_continuation(&mut self, mut text: String, indent: usize) -> String {
        while let Some(next) = self.lines.get(self.pos) {
            if next.indent <= indent && !next.blank {
                break;
            }
            let part = next.raw.trim();
            text.push(' ');
            text.push_str(part);
            self.pos += 1;
            if closes_double_quote(&text) {
                break;
            }
        }
        text
    }

    fn block_scalar(
        &mut self,
        header: &str,
        line: usize,
        column: usize,
        indent: usize,
    ) -> Result<YamlNode, YamlError> {
        let literal = header.starts_with('|');
        let mut chomp = ' ';
        let mut explicit: Option<usize> = None;
        for c in header[1..].chars() {
            match c {
                '-' | '+' => chomp = c,
                '1'..='9' => explicit = c.to_digit(10).map(|d| d as usize),
                _ => {
                    return Err(error(
                        format!("unexpected {c:?} after a block scalar indicator"),
                        line,
                        column,
                    ))
                }
            }
        }
        let mut raw_lines: Vec<&str> = Vec::new();
        let mut block_indent = explicit.map(|e| indent + e);
        while let Some(next) = self.lines.get(self.pos) {
            let blank = next.raw.trim().is_empty();
            let next_indent = next.raw.len() - next.raw.trim_start_matches(' ').len();
            if !blank && next_indent <= indent {
                break;
            }
            if !blank && block_indent.is_none() {
                block_indent = Some(next_indent);
            }
            raw_lines.push(&self.lines[self.pos].raw);
            self.pos += 1;
        }
        let cut = block_indent.unwrap_or(indent + 1);
        let mut body: Vec<String> = raw_lines
            .iter()
            .map(|l| {
                if l.len() >= cut {
                    l[cut..].to_string()
                } else {
                    String::new()
                }
            })
            .collect();
        let trailing_blank = body.iter().rev().take_while(|l| l.is_empty()).count();
        body.truncate(body.len() - trailing_blank);
        let mut text = if literal {
            body.join("\n")
        } else {
            fold(&body)
        };
        match chomp {
            '-' => {}
            '+' => {
                text.push('\n');
                text.push_str(&"\n".repeat(trailing_blank));
            }
            _ if !body.is_empty() => text.push('\n'),
            _ => {}
        }
        Ok(YamlNode {
            value: YamlValue::Scalar { text, plain: false },
            line,
            column,
        })
    }

    fn reject_deeper(&mut self, indent: usize) -> Result<(), YamlError> {
        match self.current() {
            Some(line) if line.indent > indent => {
                Err(error("unexpected indentation", line.number, line.column()))
            }
            _ => Ok(()),
        }
    }
}

/// Folded (`>`) lines: joined with spaces, an empty line is a newline.
fn fold(lines: &[String]) -> String {
    let mut text = String::new();
    let mut previous_empty = true;
    for line in lines {
        if line.is_empty() {
            text.push('\n');
            previous_empty = true;
        } else {
            if !previous_empty && !line.starts_with(' ') {
                text.push(' ');
            } else if !previous_empty {
                text.push('\n');
            }
            text.push_str(line);
            previous_empty = false;
        }
    }
    text
}

fn is_sequence_item(content: &str) -> bool {
    content == "-" || content.starts_with("- ")
}

/// The byte index of the colon that makes `content` a `key: value` entry.
fn mapping_colon(content: &str) -> Option<usize> {
    let bytes = content.as_bytes();
    if matches!(bytes.first(), Some(b'[' | b'{')) {
        return None;
    }
    let start = match bytes.first() {
        Some(&q @ (b'"' | b'\'')) => closing_quote(content, q)? + 1,
        _ => 0,
    };
    let mut i = start;
    while i < bytes.len() {
        if bytes[i] == b':' && (i + 1 == bytes.len() || bytes[i + 1] == b' ') {
            return Some(i);
        }
        if start > 0 {
            return None; // a quoted key must be followed by its colon
        }
        i += 1;
    }
    None
}

fn closing_quote(text: &str, quote: u8) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 1;
    while i < bytes.len() {
        if quote == b'"' && bytes[i] == b'\\' {
            i += 2;
            continue;
        }
        if bytes[i] == quote {
            if quote == b'\'' && bytes.get(i + 1) == Some(&b'\'') {
                i += 2;
                continue;
            }
            return Some(i);
        }
        i += 1;
    }
    None
}

fn closes_double_quote(text: &str) -> bool {
    closing_quote(text, b'"').is_some()
}

fn read_key(text: &str, line: usize, column: usize) -> Result<String, YamlError> {
    let text = text.trim();
    match inline(text, line, column)?.value {
        YamlValue::Scalar { text, .. } => Ok(text),
        YamlValue::Null => Ok(String::new()),
        _ => Err(error("a mapping key must be a scalar", line, column)),
    }
}
