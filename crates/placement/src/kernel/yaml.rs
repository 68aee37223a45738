//! The YAML reader for what people paste and write: `kubectl get -o yaml`
//! output, Helm-rendered manifests, `fleet.yaml`, scenario files.
//!
//! A conformant YAML 1.2 parser ([`saphyr_parser`], which passes the YAML test
//! suite: see `tests/engine/yaml_test_suite.rs`) reads the text; [`parse_documents`]
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

mod access;
mod de;
mod emit;
mod node;
mod parse;
mod pasted;
pub(crate) mod scratch;

pub use de::{from_node, from_yaml_str};
pub use emit::to_yaml;
pub use node::{MAX_ALIAS_COPY, MAX_DEPTH, YamlError, YamlNode, YamlText, YamlValue};
pub use parse::{parse_block_subset, parse_documents, parse_documents_conformant, parse_yaml};
pub use pasted::{MAX_IMPORT_BYTES, error_at, pasted_documents};
