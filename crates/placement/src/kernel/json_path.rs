//! The field path at a position of a JSON text.
//!
//! serde_json reports where in the text it failed (line and column); walking
//! the text up to that position tells which field that was. This replaces a
//! path-tracking deserializer wrapper, which costs code for every type read,
//! for information only needed when something is wrong.
//!
//! ```
//! use placement::kernel::json_path::{error_path, path_at};
//! assert_eq!(path_at(r#"{"nodes":[{"name":"a"},{"size":-1}]}"#, 33), "nodes[1].size");
//! let text = r#"{"a":{"b":1}}"#;
//! let e = serde_json::from_str::<std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>>(text).unwrap_err();
//! assert_eq!(error_path(text, &e), "a.b");
//! ```

use crate::kernel::error::{MAX_VALUE_CHARS, shorten};

/// One level of nesting: the current key of an object, or index of an array.
enum Level {
    Object {
        key: Option<String>,
        expecting_key: bool,
    },
    Array {
        index: usize,
    },
}

/// The path (`nodes[1].disks[0].usable`) of the value being read at byte
/// `offset` of the single-line JSON `text`.
pub fn path_at(text: &str, offset: usize) -> String {
    let bytes = text.as_bytes();
    let end = offset.min(bytes.len());
    let mut stack: Vec<Level> = Vec::new();
    let mut i = 0;
    while i < end {
        match bytes[i] {
            b'{' => stack.push(Level::Object {
                key: None,
                expecting_key: true,
            }),
            b'[' => stack.push(Level::Array { index: 0 }),
            b'}' | b']' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Level::Array { index }) => *index += 1,
                Some(Level::Object { expecting_key, .. }) => *expecting_key = true,
                None => {}
            },
            b'"' => {
                let start = i + 1;
                i = skip_string(bytes, start);
                if let Some(Level::Object { key, expecting_key }) = stack.last_mut() {
                    if *expecting_key {
                        *key = Some(unescape(&text[start..i.min(bytes.len()).max(start)]));
                        *expecting_key = false;
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    render(&stack)
}

/// The index of the closing quote of a string starting at `start`.
fn skip_string(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i,
            _ => i += 1,
        }
    }
    bytes.len()
}

fn unescape(raw: &str) -> String {
    serde_json::from_str::<String>(&format!("\"{raw}\"")).unwrap_or_else(|_| raw.to_string())
}

/// Levels a path shows in full; a deeper one (nesting garbage, never a real
/// field) shows its first and last levels around `…`.
const MAX_LEVELS: usize = 32;

fn render(stack: &[Level]) -> String {
    let mut path = String::new();
    let skipped = stack.len().saturating_sub(MAX_LEVELS);
    for (depth, level) in stack.iter().enumerate() {
        if skipped > 0 && depth >= MAX_LEVELS / 2 && depth < MAX_LEVELS / 2 + skipped {
            if depth == MAX_LEVELS / 2 {
                path.push_str(&format!("…({skipped} levels)…"));
            }
            continue;
        }
        match level {
            Level::Object { key: Some(key), .. } => {
                if !path.is_empty() && !path.ends_with('…') {
                    path.push('.');
                }
                path.push_str(&shorten(key, MAX_VALUE_CHARS));
            }
            Level::Object { key: None, .. } => {}
            Level::Array { index } => path.push_str(&format!("[{index}]")),
        }
    }
    path
}

/// The field path a serde_json error is about. A missing field is reported
/// at the closing brace of its object, after the object's last key: the path
/// is then the object's own. (An array refused for an object by
/// [`strict`](crate::kernel::strict) is reported at its `[`: its own path.)
pub fn error_path(text: &str, error: &serde_json::Error) -> String {
    let path = path_at(text, offset_of(error.line(), error.column()));
    if error.to_string().starts_with("missing field") {
        parent_of(&path)
    } else {
        path
    }
}

/// `a.b[2].c` → `a.b[2]`; `a[1]` stays (an index is the object itself).
fn parent_of(path: &str) -> String {
    match path.rfind(['.', '[']) {
        Some(i) if path.as_bytes()[i] == b'.' => path[..i].to_string(),
        Some(_) => path.to_string(),
        None => String::new(),
    }
}

/// serde_json's message as a user should read it: without its " at line 1
/// column 57" suffix (a position in a text the caller never saw), its
/// recursion limit said in words, and quoted values (an unknown field's name,
/// a string of the wrong type) shortened to [`MAX_VALUE_CHARS`] characters.
///
/// ```
/// use placement::kernel::json_path::without_position;
/// let long = "k".repeat(1000);
/// let message = without_position(&format!("unknown field `{long}`, expected `name` at line 1 column 1009"));
/// assert_eq!(message, format!("unknown field `{}…`, expected `name`", "k".repeat(100)));
/// assert!(without_position("recursion limit exceeded at line 1 column 129").starts_with("nested more than 128 levels"));
/// ```
pub fn without_position(message: &str) -> String {
    let message = match message.rfind(" at line ") {
        Some(i) => &message[..i],
        None => message,
    };
    if message == "recursion limit exceeded" {
        return crate::kernel::error_text::english(&crate::kernel::message::Message::new(
            "error-too-deep",
        ));
    }
    shorten_quoted(message)
}

/// Every `` `…` `` or `"…"` part of `message` longer than [`MAX_VALUE_CHARS`]
/// characters, shortened.
fn shorten_quoted(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(4 * MAX_VALUE_CHARS));
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = rest.as_bytes()[open];
        out.push_str(&rest[..=open]);
        let inner = &rest[open + 1..];
        let Some(close) = closing_quote(inner, quote) else {
            rest = inner;
            break;
        };
        out.push_str(&shorten(&inner[..close], MAX_VALUE_CHARS));
        out.push(quote as char);
        rest = &inner[close + 1..];
    }
    out.push_str(&shorten(rest, 4 * MAX_VALUE_CHARS));
    out
}

/// The byte index of the quote closing a quoted part (`\"` does not close `"`).
fn closing_quote(text: &str, quote: u8) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if quote == b'"' => i += 2,
            b if b == quote => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// The byte offset of serde_json's (line, column) in a single-line text.
pub fn offset_of(line: usize, column: usize) -> usize {
    if line <= 1 {
        column.saturating_sub(1)
    } else {
        usize::MAX
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path_of_error<T: serde::de::DeserializeOwned + std::fmt::Debug>(text: &str) -> String {
        let e = serde_json::from_str::<T>(text).unwrap_err();
        path_at(text, offset_of(e.line(), e.column()))
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Disk {
        name: String,
        usable: u32,
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Node {
        name: String,
        disks: Vec<Disk>,
    }

    #[test]
    fn finds_nested_paths() {
        let text = r#"{"name":"A","disks":[{"name":"a","usable":1},{"name":"b","usable":-1}]}"#;
        assert_eq!(path_of_error::<Node>(text), "disks[1].usable");
        let text = r#"{"name":"A","disks":[{"name":"a","usable":1,"extra":true}]}"#;
        assert_eq!(path_of_error::<Node>(text), "disks[0].extra");
        let text = r#"{"name":7,"disks":[]}"#;
        assert_eq!(path_of_error::<Node>(text), "name");
        let text = r#"{"name":"A","disks":"x"}"#;
        assert_eq!(path_of_error::<Node>(text), "disks");
    }

    #[test]
    fn keys_with_escapes_and_strings_with_brackets() {
        let text = r#"{"name":"a,[{\"b","disks":[{"name":"}]","usable":"no"}]}"#;
        assert_eq!(path_of_error::<Node>(text), "disks[0].usable");
        assert_eq!(path_at(r#"{"a\"b":[1,2,"#, 13), "a\"b[2]");
    }

    #[test]
    fn long_keys_and_deep_paths_are_shortened() {
        let key = "k".repeat(500);
        let path = path_at(&format!(r#"{{"{key}":1"#), 600);
        assert_eq!(path, format!("{}…", "k".repeat(100)));
        let deep = "[".repeat(200);
        let path = path_at(&deep, 200);
        assert_eq!(
            path,
            format!("{}…(168 levels)…{}", "[0]".repeat(16), "[0]".repeat(16))
        );
    }

    #[test]
    fn top_level_and_out_of_range() {
        assert_eq!(path_at("[1,2]", 3), "[1]");
        assert_eq!(path_at("{}", 100), "");
        assert_eq!(offset_of(2, 5), usize::MAX);
    }
}
