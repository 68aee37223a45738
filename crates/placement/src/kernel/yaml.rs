//! A small YAML reader for the YAML people paste: `fleet.yaml` and what
//! `kubectl get -o yaml` prints.
//!
//! It reads block mappings and sequences, plain, quoted and block (`|`, `>`)
//! scalars, single-line flow collections (`{a: 1}`, `[a, b]`), comments and
//! `---` documents into a [`YamlNode`] tree that remembers where every value
//! stood, and then into any serde type with [`from_yaml_str`]. Anchors,
//! aliases, tags and multi-line flow collections are refused with a clear error.
//! A general-purpose YAML library is several hundred kilobytes of wasm; this
//! is what the playground needs, at a fraction of it.
//!
//! The kubectl imports read the tree itself: [`YamlNode`]'s accessors
//! ([`get`](YamlNode::get), [`text_at`](YamlNode::text_at),
//! [`entries`](YamlNode::entries), [`items`](YamlNode::items),
//! [`node_at`](YamlNode::node_at), …) walk it without matching on
//! [`YamlValue`], and [`pasted_documents`] with
//! [`list_items`](YamlNode::list_items) turn a paste into its objects.
//!
//! ```
//! use placement::kernel::yaml::from_yaml_str;
//! #[derive(serde::Deserialize, Debug)]
//! struct Strategy { #[serde(rename = "maxUnavailable")] max_unavailable: String, partitions: Vec<String> }
//! let s: Strategy = from_yaml_str("maxUnavailable: 10%\npartitions:\n  - canary\n  - rest\n").unwrap();
//! assert_eq!(s.max_unavailable, "10%");
//! assert_eq!(s.partitions, ["canary", "rest"]);
//!
//! let err = from_yaml_str::<Strategy>("maxUnavailable: [1\n").unwrap_err();
//! assert_eq!((err.line, err.column), (1, 17));
//! ```

use std::fmt;

mod access;
mod de;
mod emit;
mod parse;
mod pasted;

pub use de::from_node;
pub use emit::to_yaml;
pub use parse::{parse_documents, parse_yaml};
pub use pasted::{error_at, pasted_documents, MAX_IMPORT_BYTES};

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
        text: String,
        /// Written without quotes, so `5`, `true` or `null` take their YAML meaning.
        plain: bool,
    },
    /// A sequence.
    Seq(Vec<YamlNode>),
    /// A mapping, keys in the order written.
    Map(Vec<(String, YamlNode)>),
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

/// Parses one YAML document and reads it as `T`.
pub fn from_yaml_str<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    let node = parse_yaml(text)?;
    from_node(&node)
}
