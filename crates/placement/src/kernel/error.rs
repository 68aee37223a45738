//! Errors for bad input, always naming the field path and the value.

use std::fmt;

use super::error_text::english;
use super::message::{Message, MessageArg};

/// Shortens each text argument of an error's problem to [`MAX_ARG_CHARS`]:
/// an argument can quote the input (an unknown key, a name), and a 1 MB key
/// must not make a 1 MB error in any language.
pub fn bound_args(problem: &mut Message) {
    for arg in problem.args.values_mut() {
        if let MessageArg::Text(text) = arg {
            if text.chars().nth(MAX_ARG_CHARS).is_some() {
                *text = shorten(text, MAX_ARG_CHARS);
            }
        }
    }
}

/// How long a text argument of an error's problem may be: long enough for
/// serde's lists of expected fields (the Longhorn settings' list, each setting
/// by both its names, passed 1,000 characters in December 2026), short enough
/// that hostile input (a 1 MB key) makes a small error.
pub const MAX_ARG_CHARS: usize = 2000;

/// A bad input: which field, what value, and what is wrong with it.
///
/// Every public entry point of the engine validates its input before deciding
/// anything and reports the first problem it meets as an `InputError`. The
/// path uses the input's own field names (`nodes[1].disks[0].storageMaximum`),
/// so a user can find the field in the JSON they wrote.
///
/// ```
/// use placement::InputError;
/// use placement::kernel::message::Message;
/// let e = InputError::new("nodes[1].disks[0].storageMaximum", "-5Gi", Message::new("error-not-negative"));
/// assert_eq!(e.problem.id, "error-not-negative");
/// assert_eq!(
///     e.to_string(),
///     "nodes[1].disks[0].storageMaximum: must not be negative (got \"-5Gi\")"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(serde::Serialize))]
pub struct InputError {
    /// Field path in the input, e.g. `volumes[0].size`.
    pub path: String,
    /// The offending value as the user wrote it (rendered as text), at most
    /// [`MAX_VALUE_CHARS`] characters: a longer one ends with `…`.
    pub value: String,
    /// What is wrong, in English words (the [`problem`](Self::problem) said in English).
    pub message: String,
    /// What is wrong as a message: an id of `locales/<lang>/errors.ftl` and its
    /// arguments, for a host that shows errors in another language.
    pub problem: Message,
}

impl InputError {
    /// Creates an error for the field at `path` holding `value` (shortened
    /// to [`MAX_VALUE_CHARS`] characters: a 1 MB value makes a small error);
    /// its English message is the `problem`'s text in
    /// [`ERROR_TEXTS`](super::error_text::ERROR_TEXTS).
    ///
    /// ```
    /// use placement::InputError;
    /// use placement::kernel::message::Message;
    /// let e = InputError::new("name", "x".repeat(1000), Message::new("error-duplicate"));
    /// assert_eq!(e.message, "is a duplicate");
    /// assert_eq!(e.value.chars().count(), 101);
    /// assert!(e.value.ends_with('…'));
    /// ```
    pub fn new(path: impl Into<String>, value: impl fmt::Display, mut problem: Message) -> Self {
        bound_args(&mut problem);
        InputError {
            path: path.into(),
            value: shorten(&value.to_string(), MAX_VALUE_CHARS),
            message: english(&problem),
            problem,
        }
    }

    /// The same error with its English message written around the problem's
    /// text (a position in a pasted text, the object it is in): the problem,
    /// which a host renders in its language, stays the same.
    pub fn said_as(mut self, message: impl Into<String>) -> Self {
        self.message = message.into();
        self
    }

    /// Prefixes the path with a parent field, e.g. `disks[0]` + `storageMaximum`.
    ///
    /// ```
    /// use placement::InputError;
    /// # use placement::kernel::message::Message;
    /// let e = InputError::new("size", "0", Message::new("error-greater-than-zero")).within("volumes[2]");
    /// assert_eq!(e.path, "volumes[2].size");
    /// ```
    pub fn within(mut self, parent: &str) -> Self {
        self.path = join_path(parent, &self.path);
        self
    }
}

/// How many characters of a value an error echoes.
pub const MAX_VALUE_CHARS: usize = 100;

/// `text` cut to `max` characters (never inside a character), with `…`
/// appended when anything was cut.
///
/// ```
/// use placement::kernel::error::shorten;
/// assert_eq!(shorten("échoué", 3), "éch…");
/// assert_eq!(shorten("short", 10), "short");
/// ```
pub fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// Joins a parent path and a child path with a dot, leaving out empty parts and
/// not putting a dot before an index (`a` + `[0]` = `a[0]`).
///
/// ```
/// use placement::kernel::error::join_path;
/// assert_eq!(join_path("nodes[0]", "disks"), "nodes[0].disks");
/// assert_eq!(join_path("nodes", "[0]"), "nodes[0]");
/// assert_eq!(join_path("", "size"), "size");
/// ```
pub fn join_path(parent: &str, child: &str) -> String {
    match (parent.is_empty(), child.is_empty()) {
        (true, _) => child.to_string(),
        (_, true) => parent.to_string(),
        _ if child.starts_with('[') => format!("{parent}{child}"),
        _ => format!("{parent}.{child}"),
    }
}

/// The first `line L, column C` (or `line L column C`) in a text.
pub fn position_in(text: &str) -> Option<(u32, u32)> {
    let mut rest = text;
    while let Some(at) = rest.find("line ") {
        rest = &rest[at + "line ".len()..];
        let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
        let line_len = digits(rest);
        let after = &rest[line_len..];
        let Some(after) = after
            .strip_prefix(", column ")
            .or_else(|| after.strip_prefix(" column "))
        else {
            continue;
        };
        let column_len = digits(after);
        if let (Ok(line), Ok(column)) = (rest[..line_len].parse(), after[..column_len].parse()) {
            return Some((line, column));
        }
    }
    None
}

impl fmt::Display for InputError {
    /// `path: message (got "value")`; without the value when there is none
    /// (a syntax error, a missing field).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)?;
        if !self.value.is_empty() {
            write!(f, " (got {:?})", self.value)?;
        }
        Ok(())
    }
}

impl std::error::Error for InputError {}

#[cfg(test)]
mod tests {
    use super::{InputError, MAX_ARG_CHARS, Message, MessageArg, position_in};

    #[test]
    fn a_huge_key_makes_a_small_error_in_every_language() {
        let key = "k".repeat(1 << 20);
        let e = InputError::new(
            "spec",
            "",
            Message::new("error-unknown-field-none").arg("field", key.as_str()),
        );
        let MessageArg::Text(field) = &e.problem.args["field"] else {
            panic!("a text argument")
        };
        assert_eq!(
            field.chars().count(),
            MAX_ARG_CHARS + 1,
            "shortened, with its ellipsis"
        );
        assert!(field.ends_with('…'));
        assert!(
            e.message.len() < 2 * MAX_ARG_CHARS,
            "the English message is small too: {} bytes",
            e.message.len()
        );
    }

    #[test]
    fn reads_the_position_wherever_the_engine_wrote_it() {
        assert_eq!(position_in("line 3, column 5: unknown field"), Some((3, 5)));
        assert_eq!(position_in("line 3 column 5: unknown field"), Some((3, 5)));
        assert_eq!(
            position_in("PersistentVolumeClaim a: has no request (line 40, column 7)"),
            Some((40, 7))
        );
        assert_eq!(position_in("the pipeline 3 is fine"), None);
        assert_eq!(position_in("must not be negative"), None);
    }
}
