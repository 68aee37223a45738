//! `kubectl get … -o json` output read in one pass: strict JSON straight into
//! the [`YamlNode`] tree the imports walk, with every value's line and
//! column, at the speed of a JSON reader (JSON is YAML too, but a YAML reader
//! pays for generality). Anything that is not strict JSON — YAML, or JSON with
//! a mistake — goes to the YAML reader, which reads it or reports the error
//! as it always has, so this is purely a faster road to the same tree.

use std::collections::HashSet;

use super::yaml::scratch::Scratch;
use super::yaml::{MAX_IMPORT_BYTES, YamlNode, YamlText, YamlValue, pasted_documents};
use crate::InputError;

/// Nesting deeper than this is left to the YAML reader (and its limits).
const MAX_DEPTH: usize = 200;

/// The documents of pasted text, as [`pasted_documents`] reads them: a
/// strict JSON text in one linear pass, anything else through the YAML reader.
///
/// ```
/// use placement::kernel::pasted_json::pasted;
/// let docs = pasted("{\"kind\": \"List\",\n \"items\": [{\"kind\": \"Node\"}]}", "").unwrap();
/// let item = &docs[0].get("items").unwrap().items()[0];
/// assert_eq!((item.line, item.column), (2, 12));
/// assert_eq!(pasted("kind: Node\n", "").unwrap()[0].text_at(&["kind"]), Some("Node"));
/// ```
pub fn pasted(text: &str, advice: &str) -> Result<Vec<YamlNode>, InputError> {
    if text.len() <= MAX_IMPORT_BYTES {
        if let Some(document) = json_document(text) {
            return Ok(vec![document]);
        }
    }
    pasted_documents(text, advice)
}

/// The tree of a strict JSON text (one value, whitespace around it), with
/// the positions the YAML reader gives; `None` when the text is not strict
/// JSON, has a key twice, or nests deeper than the YAML reader is asked to.
///
/// ```
/// use placement::kernel::pasted_json::json_document;
/// use placement::kernel::yaml::parse_yaml;
/// let text = "{\"a\": [1, \"x\\u00e9\", null, true, {}]}";
/// assert_eq!(json_document(text), Some(parse_yaml(text).unwrap()));
/// assert_eq!(json_document("a: 1"), None);
/// assert_eq!(json_document("{\"a\": 1, \"a\": 2}"), None);
/// ```
pub fn json_document(text: &str) -> Option<YamlNode> {
    let first = text.bytes().find(|b| !b.is_ascii_whitespace())?;
    if first != b'{' && first != b'[' {
        return None;
    }
    let mut reader = Reader {
        bytes: text.as_bytes(),
        text,
        pos: 0,
        line: 1,
        counted: 0,
        column: 1,
        scratch: Scratch::default(),
    };
    let node = reader.value(0)?;
    reader.skip_whitespace();
    (reader.pos == text.len()).then_some(node)
}

/// A cursor that knows its line, and its column in characters, by counting
/// only the characters it has not counted yet (linear, even on one line).
struct Reader<'a> {
    bytes: &'a [u8],
    text: &'a str,
    pos: usize,
    line: usize,
    /// The byte up to which `column` is counted.
    counted: usize,
    /// The 1-based column (in characters) of byte `counted`.
    column: usize,
    /// The values of the objects and arrays being read.
    scratch: Scratch,
}

impl Reader<'_> {
    fn skip_whitespace(&mut self) {
        while let Some(&b) = self.bytes.get(self.pos) {
            match b {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.counted = self.pos;
                    self.column = 1;
                }
                b' ' | b'\t' | b'\r' => self.pos += 1,
                _ => break,
            }
        }
    }

    /// A node at the current position.
    fn node(&mut self, value: YamlValue, start: usize) -> YamlNode {
        let skipped = &self.bytes[self.counted..start];
        self.column += skipped.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        self.counted = start;
        YamlNode {
            value,
            line: self.line,
            column: self.column,
        }
    }

    fn value(&mut self, depth: usize) -> Option<YamlNode> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.skip_whitespace();
        let start = self.pos;
        // The position first: the children move the column counter on.
        let mut node = self.node(YamlValue::Null, start);
        node.value = match *self.bytes.get(start)? {
            b'{' => self.object(depth)?,
            b'[' => self.array(depth)?,
            b'"' => YamlValue::Scalar {
                text: self.string()?,
                plain: false,
            },
            _ => YamlValue::Scalar {
                text: YamlText::from(self.literal()?),
                plain: true,
            },
        };
        Some(node)
    }

    fn object(&mut self, depth: usize) -> Option<YamlValue> {
        self.pos += 1;
        let mark = self.scratch.entries_mark();
        let mut keys: Option<HashSet<YamlText>> = None;
        self.skip_whitespace();
        if self.eat(b'}') {
            return Some(YamlValue::Map(Vec::new()));
        }
        loop {
            self.skip_whitespace();
            if self.bytes.get(self.pos) != Some(&b'"') {
                return None;
            }
            let key = self.string()?;
            self.skip_whitespace();
            if !self.eat(b':') {
                return None;
            }
            let value = self.value(depth + 1)?;
            if self.scratch.is_duplicate_key(mark, &mut keys, &key) {
                return None;
            }
            self.scratch.push_entry(key, value);
            self.skip_whitespace();
            if self.eat(b'}') {
                return Some(YamlValue::Map(self.scratch.entries_since(mark)));
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    fn array(&mut self, depth: usize) -> Option<YamlValue> {
        self.pos += 1;
        let mark = self.scratch.items_mark();
        self.skip_whitespace();
        if self.eat(b']') {
            return Some(YamlValue::Seq(Vec::new()));
        }
        loop {
            let item = self.value(depth + 1)?;
            self.scratch.push_item(item);
            self.skip_whitespace();
            if self.eat(b']') {
                return Some(YamlValue::Seq(self.scratch.items_since(mark)));
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        let here = self.bytes.get(self.pos) == Some(&byte);
        if here {
            self.pos += 1;
        }
        here
    }

    /// A string from its opening quote, unescaped; runs without escapes are
    /// copied whole.
    fn string(&mut self) -> Option<YamlText> {
        self.pos += 1;
        let mut out = YamlText::default();
        loop {
            let run = self.pos;
            while let Some(&b) = self.bytes.get(self.pos) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.pos += 1;
            }
            out.push_str(self.text.get(run..self.pos)?);
            match *self.bytes.get(self.pos)? {
                b'"' => {
                    self.pos += 1;
                    return Some(out);
                }
                b'\\' => {
                    self.pos += 1;
                    out.push(self.escape()?);
                }
                _ => return None, // a control character: not JSON
            }
        }
    }

    fn escape(&mut self) -> Option<char> {
        let c = *self.bytes.get(self.pos)?;
        self.pos += 1;
        Some(match c {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            // Surrogate pairs are left to the YAML reader.
            b'u' => char::from_u32(self.hex4()?)?,
            _ => return None,
        })
    }

    fn hex4(&mut self) -> Option<u32> {
        let digits = self.text.get(self.pos..self.pos + 4)?;
        self.pos += 4;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u32::from_str_radix(digits, 16).ok()
    }

    /// `true`, `false`, `null` or a number, as written.
    fn literal(&mut self) -> Option<&str> {
        let start = self.pos;
        while let Some(&b) = self.bytes.get(self.pos) {
            if !(b.is_ascii_alphanumeric() || matches!(b, b'-' | b'+' | b'.')) {
                break;
            }
            self.pos += 1;
        }
        let word = self.text.get(start..self.pos)?;
        let digits = word.strip_prefix('-').unwrap_or(word);
        let number = digits.starts_with(|c: char| c.is_ascii_digit())
            && (plain_integer(digits) || serde_json::from_str::<serde_json::Number>(word).is_ok());
        (matches!(word, "true" | "false" | "null") || number).then_some(word)
    }
}

/// Digits without a leading zero, short enough for any integer type: a
/// number serde_json reads (asked of it only for anything else, which costs
/// a deserializer per number).
fn plain_integer(digits: &str) -> bool {
    (digits == "0" || !digits.starts_with('0'))
        && digits.len() <= 18
        && digits.bytes().all(|b| b.is_ascii_digit())
}
