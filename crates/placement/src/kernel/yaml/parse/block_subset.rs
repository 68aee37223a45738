//! A direct reader for the block YAML that `kubectl get -o yaml` and most
//! hand-written manifests are made of: two-space-style indented mappings and
//! `- ` sequences, one-line plain, single- and double-quoted scalars, `|` and
//! `|-` block scalars, `[]`, `{}`, comments and `---` between documents.
//!
//! It reads line by line, with no events and no token queue, and builds the
//! same [`YamlNode`] tree (values and positions) as the conformant parser:
//! `tests/engine/yaml_block_subset.rs` proves it over the YAML test suite (valid and
//! invalid cases), the fixtures and generated documents. On anything outside
//! the subset — anchors, tags, flow collections, multi-line scalars, folded
//! scalars, empty values, tabs, duplicate keys, errors of any kind — it
//! answers `None` and the conformant parser reads the text, so a text is
//! never read differently, only faster.

use std::collections::HashSet;

use crate::kernel::yaml::scratch::Scratch;
use crate::kernel::yaml::{MAX_DEPTH, YamlNode, YamlText, YamlValue};

/// The documents of `text` when it is all within the subset; `None` sends
/// it to the conformant parser.
pub(super) fn documents(text: &str) -> Option<Vec<YamlNode>> {
    if !plain_printable(text.as_bytes()) {
        return None;
    }
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        line: 1,
        line_start: 0,
        line_end: 0,
        scratch: Scratch::default(),
    };
    reader.line_end = reader.find_line_end();
    let mut documents = Vec::new();
    // Whether a `---` opened a document that has no node yet.
    let mut opened = false;
    while let Some(indent) = reader.next_content_line() {
        if reader.document_marker() {
            if opened || reader.rest_of_line() != "---" {
                return None; // an empty document, `--- value`, or `...`
            }
            opened = true;
            reader.next_line();
            continue;
        }
        if indent != 0 || (!documents.is_empty() && !opened) {
            return None;
        }
        documents.push(reader.collection(0, 0)?);
        opened = false;
        if reader.next_content_line().is_some() && !reader.document_marker() {
            return None;
        }
    }
    (!opened).then_some(documents)
}

/// Nesting deeper than this is left to the conformant reader (and its limit).
const DEPTH: usize = MAX_DEPTH - 1;

/// YAML allows longer implicit keys in no context.
const MAX_KEY: usize = 1024;

/// No tab, carriage return, byte order mark or other character whose
/// handling differs by context (control characters, C1 controls, U+FFFE/F):
/// those texts go to the conformant parser.
fn plain_printable(bytes: &[u8]) -> bool {
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' | 0x20..=0x7E => {}
            0xC2 if bytes.get(i + 1).is_some_and(|&b| b < 0xA0) => return false,
            0xEF if matches!(
                bytes.get(i + 1..i + 3),
                Some([0xBB, 0xBF] | [0xBF, 0xBE | 0xBF])
            ) =>
            {
                return false;
            }
            0x80.. => {}
            _ => return false,
        }
        i += 1;
    }
    true
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    /// 1-based line number of `pos`.
    line: usize,
    line_start: usize,
    /// Where the line of `pos` ends (its `\n`, or the end of the text):
    /// found once per line, not once per question about the line.
    line_end: usize,
    /// The values of the collections being read.
    scratch: Scratch,
}

/// Where the first `: ` and the first ` #` of a line's rest stand (bytes
/// from its start), found in one pass: a key ends at the first, a plain
/// value or key may not hold either.
struct Marks {
    colon_space: Option<usize>,
    space_hash: Option<usize>,
}

impl<'a> Reader<'a> {
    /// The end of the line that starts at `line_start`.
    fn find_line_end(&self) -> usize {
        self.bytes[self.line_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.bytes.len(), |i| self.line_start + i)
    }

    fn rest_of_line(&self) -> &'a str {
        &self.text[self.pos..self.line_end]
    }

    /// The [`Marks`] of the rest of the line: one loop over its bytes (a
    /// `str::find` per question set up a substring searcher each time).
    fn marks(&self) -> Marks {
        let rest = &self.bytes[self.pos..self.line_end];
        let mut marks = Marks {
            colon_space: None,
            space_hash: None,
        };
        for (i, pair) in rest.windows(2).enumerate() {
            match pair {
                [b':', b' '] if marks.colon_space.is_none() => marks.colon_space = Some(i),
                [b' ', b'#'] if marks.space_hash.is_none() => marks.space_hash = Some(i),
                _ => continue,
            }
            if marks.colon_space.is_some() && marks.space_hash.is_some() {
                break;
            }
        }
        marks
    }

    fn next_line(&mut self) {
        self.pos = (self.line_end + 1).min(self.bytes.len());
        self.line += 1;
        self.line_start = self.pos;
        self.line_end = self.find_line_end();
    }

    /// From the start of a line: skips blank lines and comment lines and
    /// stands at the first character of the next line with content; its
    /// indentation, or `None` at the end of the text.
    fn next_content_line(&mut self) -> Option<usize> {
        // Back to the line's start when standing after its indentation.
        if self.bytes[self.line_start..self.pos]
            .iter()
            .all(|&b| b == b' ')
        {
            self.pos = self.line_start;
        }
        loop {
            if self.pos >= self.bytes.len() {
                return None;
            }
            let indent = self.bytes[self.pos..]
                .iter()
                .take_while(|&&b| b == b' ')
                .count();
            match self.bytes.get(self.pos + indent) {
                None | Some(b'\n') | Some(b'#') => self.next_line(),
                Some(_) => {
                    self.pos += indent;
                    return Some(indent);
                }
            }
        }
    }

    /// At the start of a line: `---` or `...` followed by a space or its end.
    fn document_marker(&self) -> bool {
        self.pos == self.line_start
            && matches!(
                self.bytes.get(self.pos..self.pos + 3),
                Some(b"---" | b"...")
            )
            && matches!(self.bytes.get(self.pos + 3), None | Some(b' ' | b'\n'))
    }

    /// `-` followed by a space or the end of the line: a sequence item.
    fn at_item(&self) -> bool {
        self.bytes.get(self.pos) == Some(&b'-')
            && matches!(self.bytes.get(self.pos + 1), None | Some(b' ' | b'\n'))
    }

    /// Where `pos` stands: 1-based line and column (in characters).
    fn position(&self) -> (usize, usize) {
        let column = self.text[self.line_start..self.pos].chars().count() + 1;
        (self.line, column)
    }

    fn node(&self, value: YamlValue, (line, column): (usize, usize)) -> YamlNode {
        YamlNode {
            value,
            line,
            column,
        }
    }

    /// The block collection at `pos` (column `column`): a sequence or a mapping.
    fn collection(&mut self, column: usize, depth: usize) -> Option<YamlNode> {
        if depth >= DEPTH {
            return None;
        }
        if self.at_item() {
            self.sequence(column, depth)
        } else {
            self.mapping(column, depth)
        }
    }

    /// From the next content line: whether it continues the collection at
    /// `column` (`Some(true)`), ends it (`Some(false)`), or is indented
    /// deeper, which the subset does not read (`None`).
    fn continues(&mut self, column: usize) -> Option<bool> {
        match self.next_content_line() {
            Some(indent) if indent > column => None,
            Some(indent) if indent == column && !self.document_marker() => Some(true),
            _ => Some(false),
        }
    }

    fn sequence(&mut self, column: usize, depth: usize) -> Option<YamlNode> {
        let start = self.position();
        let mark = self.scratch.items_mark();
        loop {
            self.pos += 1; // the `-`
            self.skip_spaces();
            let item = if self.at_line_end() {
                self.next_line();
                match self.next_content_line() {
                    Some(indent) if indent > column && !self.document_marker() => {
                        self.collection(indent, depth + 1)?
                    }
                    _ => return None, // an empty item
                }
            } else {
                let inner = self.pos - self.line_start;
                if self.at_item() || self.key_ahead() {
                    self.collection(inner, depth + 1)?
                } else {
                    self.value(column)?
                }
            };
            self.scratch.push_item(item);
            // A key in the same column ends an indentless sequence (and is
            // the parent's to judge).
            if !self.continues(column)? || !self.at_item() {
                break;
            }
        }
        let items = self.scratch.items_since(mark);
        Some(self.node(YamlValue::Seq(items), start))
    }

    fn mapping(&mut self, column: usize, depth: usize) -> Option<YamlNode> {
        let start = self.position();
        let mark = self.scratch.entries_mark();
        let mut seen: Option<HashSet<YamlText>> = None;
        loop {
            let (key, plain, colon) = self.key()?;
            if (plain && key == "<<") || self.scratch.is_duplicate_key(mark, &mut seen, &key) {
                return None;
            }
            self.skip_spaces();
            let value = if self.at_line_end() || self.bytes[self.pos] == b'#' {
                self.next_line();
                match self.next_content_line() {
                    Some(indent) if indent > column => self.collection(indent, depth + 1)?,
                    Some(indent) if indent == column && self.at_item() => {
                        // An indentless sequence: the parser places it after
                        // its first `- ` (where the line ends, after a lone `-`).
                        let after = self.bytes[self.pos + 1..]
                            .iter()
                            .take_while(|&&b| b == b' ')
                            .count();
                        if after > 0
                            && matches!(self.bytes.get(self.pos + 1 + after), None | Some(b'\n'))
                        {
                            return None;
                        }
                        let at = (self.line, indent + 2 + after);
                        let mut sequence = self.sequence(column, depth + 1)?;
                        (sequence.line, sequence.column) = at;
                        sequence
                    }
                    // Nothing: null, placed at the `:`.
                    _ => self.node(YamlValue::Null, colon),
                }
            } else {
                self.value(column)?
            };
            self.scratch.push_entry(key, value);
            if !self.continues(column)? {
                break;
            }
            if self.at_item() {
                return None; // an item after the entries of a mapping
            }
        }
        let entries = self.scratch.entries_since(mark);
        Some(self.node(YamlValue::Map(entries), start))
    }

    fn skip_spaces(&mut self) {
        while self.bytes.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
    }

    fn at_line_end(&self) -> bool {
        matches!(self.bytes.get(self.pos), None | Some(b'\n'))
    }

    /// After a value: spaces, then the end of the line or a comment; moves
    /// to the next line.
    fn end_of_line(&mut self) -> Option<()> {
        let before = self.pos;
        self.skip_spaces();
        let comment = self.bytes.get(self.pos) == Some(&b'#') && self.pos > before;
        (self.at_line_end() || comment).then(|| self.next_line())
    }

    /// Whether a `key:` starts at `pos` (read again by [`key`](Self::key)).
    fn key_ahead(&mut self) -> bool {
        let (pos, line, line_start, line_end) =
            (self.pos, self.line, self.line_start, self.line_end);
        let found = self.key().is_some();
        (self.pos, self.line, self.line_start, self.line_end) = (pos, line, line_start, line_end);
        found
    }

    /// A mapping key and its `:` (followed by a space or the line's end):
    /// the key's text, whether it was plain, and where the `:` stands.
    /// `pos` ends after the `:`.
    fn key(&mut self) -> Option<(YamlText, bool, (usize, usize))> {
        let (key, plain) = match self.bytes.get(self.pos)? {
            b'"' => (self.double_quoted()?.into(), false),
            b'\'' => (self.single_quoted()?.into(), false),
            _ => {
                let rest = self.rest_of_line();
                let marks = self.marks();
                let end = marks
                    .colon_space
                    .or_else(|| rest.ends_with(':').then(|| rest.len() - 1))?;
                let key = &rest[..end];
                // `key` holds ` #` when the line's first one ends within it.
                let comment = marks.space_hash.is_some_and(|i| i + 2 <= end);
                if !plain_start(key) || comment || key.ends_with(' ') {
                    return None;
                }
                self.pos += end;
                (YamlText::from(key), true)
            }
        };
        let colon = self.bytes.get(self.pos) == Some(&b':')
            && matches!(self.bytes.get(self.pos + 1), None | Some(b' ' | b'\n'));
        if !colon || key.len() > MAX_KEY {
            return None;
        }
        let at = self.position();
        self.pos += 1;
        Some((key, plain, at))
    }

    /// A value written on the line of its key or `-`; `parent` is the
    /// column of the collection holding it.
    fn value(&mut self, parent: usize) -> Option<YamlNode> {
        let at = self.position();
        let value = match self.bytes[self.pos] {
            b'"' => YamlValue::Scalar {
                text: self.double_quoted()?.into(),
                plain: false,
            },
            b'\'' => YamlValue::Scalar {
                text: self.single_quoted()?.into(),
                plain: false,
            },
            b'|' => return self.literal(parent),
            b'[' | b'{' => self.empty_flow()?,
            _ => {
                let rest = self.rest_of_line();
                let marks = self.marks();
                let text = rest[..marks.space_hash.unwrap_or(rest.len())].trim_end_matches(' ');
                // `text` holds `: ` when the line's first one ends within it.
                let colon = marks.colon_space.is_some_and(|i| i + 2 <= text.len());
                if !plain_start(text) || colon || text.ends_with(':') {
                    return None;
                }
                self.pos += text.len();
                YamlValue::Scalar {
                    text: YamlText::from(text),
                    plain: true,
                }
            }
        };
        self.end_of_line()?;
        Some(self.node(value, at))
    }

    /// `[]` or `{}`.
    fn empty_flow(&mut self) -> Option<YamlValue> {
        let value = match self.bytes.get(self.pos..self.pos + 2)? {
            b"[]" => YamlValue::Seq(Vec::new()),
            b"{}" => YamlValue::Map(Vec::new()),
            _ => return None,
        };
        self.pos += 2;
        Some(value)
    }

    /// A `"…"` on one line, unescaped.
    fn double_quoted(&mut self) -> Option<String> {
        self.pos += 1;
        let mut out = String::new();
        loop {
            let run = self.pos;
            while !matches!(self.bytes.get(self.pos), None | Some(b'"' | b'\\' | b'\n')) {
                self.pos += 1;
            }
            out.push_str(&self.text[run..self.pos]);
            match self.bytes.get(self.pos)? {
                b'"' => {
                    self.pos += 1;
                    return Some(out);
                }
                b'\\' => {
                    self.pos += 1;
                    out.push(self.escape()?);
                }
                _ => return None, // continued on the next line
            }
        }
    }

    /// The escapes of a double-quoted scalar but the line-continuing one.
    fn escape(&mut self) -> Option<char> {
        let c = *self.bytes.get(self.pos)?;
        self.pos += 1;
        let digits = match c {
            b'x' => 2,
            b'u' => 4,
            b'U' => 8,
            _ => {
                return Some(match c {
                    b'0' => '\0',
                    b'a' => '\u{7}',
                    b'b' => '\u{8}',
                    b't' => '\t',
                    b'n' => '\n',
                    b'v' => '\u{b}',
                    b'f' => '\u{c}',
                    b'r' => '\r',
                    b'e' => '\u{1b}',
                    b' ' => ' ',
                    b'"' => '"',
                    b'/' => '/',
                    b'\\' => '\\',
                    b'N' => '\u{85}',
                    b'_' => '\u{a0}',
                    b'L' => '\u{2028}',
                    b'P' => '\u{2029}',
                    _ => return None,
                });
            }
        };
        let hex = self.text.get(self.pos..self.pos + digits)?;
        if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        self.pos += digits;
        char::from_u32(u32::from_str_radix(hex, 16).ok()?)
    }

    /// A `'…'` on one line, `''` read as `'`.
    fn single_quoted(&mut self) -> Option<String> {
        self.pos += 1;
        let mut out = String::new();
        loop {
            let run = self.pos;
            while !matches!(self.bytes.get(self.pos), None | Some(b'\'' | b'\n')) {
                self.pos += 1;
            }
            out.push_str(&self.text[run..self.pos]);
            if self.bytes.get(self.pos) != Some(&b'\'') {
                return None;
            }
            if self.bytes.get(self.pos + 1) == Some(&b'\'') {
                out.push('\'');
                self.pos += 2;
            } else {
                self.pos += 1;
                return Some(out);
            }
        }
    }

    /// A `|` or `|-` block scalar whose lines are all indented alike or
    /// deeper, with no blank line among them; ends at the start of the
    /// line after it. The parser places it at its first line's text.
    fn literal(&mut self, parent: usize) -> Option<YamlNode> {
        self.pos += 1;
        let keep_last_break = match self.bytes.get(self.pos) {
            Some(b'-') => {
                self.pos += 1;
                false
            }
            _ => true,
        };
        if !self.at_line_end() {
            return None;
        }
        self.next_line();
        let indent = self.bytes[self.pos..]
            .iter()
            .take_while(|&&b| b == b' ')
            .count();
        if indent <= parent || matches!(self.bytes.get(self.pos + indent), None | Some(b'\n')) {
            return None; // too little indented, or a blank first line
        }
        let at = (self.line, indent + 1);
        let mut text = String::new();
        loop {
            let line = self.rest_of_line();
            let spaces = line.bytes().take_while(|&b| b == b' ').count();
            if spaces == line.len() {
                // An empty line: inside the scalar or after it? (A line of
                // spaces may hold text, past the indentation.)
                let next = self.text[self.pos..]
                    .split('\n')
                    .find(|l| l.bytes().any(|b| b != b' '));
                let inside =
                    next.is_some_and(|l| l.len() - l.trim_start_matches(' ').len() >= indent);
                if inside || !line.is_empty() {
                    return None;
                }
                break;
            }
            if spaces < indent {
                break;
            }
            if self.line_end == self.bytes.len() {
                return None; // no line break after the last line
            }
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&line[indent..]);
            self.next_line();
            if self.pos >= self.bytes.len() {
                break;
            }
        }
        if keep_last_break {
            text.push('\n');
        }
        Some(self.node(
            YamlValue::Scalar {
                text: text.into(),
                plain: false,
            },
            at,
        ))
    }
}

/// Whether a plain scalar may start so in block context: not with an
/// indicator, and `-`, `?`, `:` only before a non-space.
fn plain_start(text: &str) -> bool {
    let mut bytes = text.bytes();
    match bytes.next() {
        None => false,
        Some(b'-' | b'?' | b':') => bytes.next().is_some_and(|b| b != b' '),
        Some(first) => !b",[]{}#&*!|>'\"%@`".contains(&first),
    }
}
