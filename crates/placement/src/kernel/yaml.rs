//! The YAML reader for what people paste and write: `kubectl get -o yaml`
//! output, Helm-rendered manifests, `fleet.yaml`, scenario files.
//!
//! A conformant YAML 1.2 parser ([`saphyr_parser`], which passes the YAML test
//! suite: see `tests/yaml_test_suite.rs`) reads the text; [`parse_documents`]
//! assembles its events into a [`YamlNode`] tree that remembers where every
//! value stood, and [`from_yaml_str`] reads that into any serde type. Keys are
//! text, as in Kubernetes objects. Anchors and aliases work, bounded by
//! [`MAX_ALIAS_COPY`], and so do YAML 1.1 merge keys (`<<: *defaults`, the
//! mapping's own keys winning), which Helm charts and kubectl users write; nesting is bounded by [`MAX_DEPTH`], so no input
//! overflows the stack (every step over the tree is bounded by it too).
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
pub(crate) mod scratch;

pub use de::from_node;
pub use emit::to_yaml;
pub use parse::{parse_block_subset, parse_documents, parse_documents_conformant, parse_yaml};
pub use pasted::{error_at, pasted_documents, MAX_IMPORT_BYTES};

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

/// Parses one YAML document and reads it as `T`.
pub fn from_yaml_str<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    let node = parse_yaml(text)?;
    from_node(&node)
}
