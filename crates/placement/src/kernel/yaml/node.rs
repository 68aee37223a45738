//! The tree the YAML reader builds ([`YamlNode`]), its error ([`YamlError`]) and its bounds:
//! the types every part of the reader shares, below all of them.

use std::fmt;

/// The deepest nesting of collections a document may have (Kubernetes
/// objects nest about 15 deep): deeper is an error, not a stack overflow.
/// It stays below serde_json's own limit of 128, which reads the tree next.
pub const MAX_DEPTH: usize = 100;

/// What the aliases (`*name`) of one text may copy in all, counted as values
/// plus bytes of text: a guard against alias bombs ("billion laughs"), far
/// above what a hand-written file repeats.
pub const MAX_ALIAS_COPY: usize = 1 << 20;

/// The text of a key or scalar in the tree. Kubernetes objects are mostly
/// short keys and short values (`apiVersion`, `Ready`, `True`, a name): up to
/// 24 bytes are kept inline, so reading a 10 MB paste does not allocate (and
/// later free) a string per key and value, which was the most of the time.
pub type YamlText = compact_str::CompactString;

/// A YAML value with its position (1-based line and column).
#[derive(Clone, Debug, PartialEq)]
pub struct YamlNode {
    /// The value.
    pub value: YamlValue,
    /// Line of the value's first character.
    pub line: usize,
    /// Column of the value's first character.
    pub column: usize,
}

/// The values of a [`YamlNode`].
#[derive(Clone, Debug, PartialEq)]
pub enum YamlValue {
    /// `~`, `null`, or nothing.
    Null,
    /// A scalar as written; `plain` is false for quoted and block scalars,
    /// which are always strings.
    Scalar {
        /// The text (unquoted, unescaped).
        text: YamlText,
        /// Written without quotes, so `5`, `true` or `null` take their YAML meaning.
        plain: bool,
    },
    /// A sequence.
    Seq(Vec<YamlNode>),
    /// A mapping, keys in the order written.
    Map(Vec<(YamlText, YamlNode)>),
}

/// A YAML error: what, where (1-based line and column) and at which field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    /// What went wrong.
    pub message: String,
    /// Field path (`rolloutStrategy.partitions[1].maxUnavailable`), empty at the top.
    pub path: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

impl YamlError {
    /// What went wrong as a problem of an [`InputError`](crate::InputError):
    /// serde's shapes get their ids, the YAML reader's own words stay verbatim.
    pub fn problem(&self) -> crate::kernel::message::Message {
        crate::kernel::error_text::from_serde(&self.message)
    }
}

impl fmt::Display for YamlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} column {}: ", self.line, self.column)?;
        if !self.path.is_empty() {
            write!(f, "{}: ", self.path)?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for YamlError {}

pub(super) fn error(message: impl Into<String>, line: usize, column: usize) -> YamlError {
    YamlError {
        message: message.into(),
        path: String::new(),
        line,
        column,
    }
}
