//! The shared kernel: what every domain needs from Kubernetes.
//!
//! - [`error`]: [`InputError`](error::InputError), a bad input with its field path;
//! - [`error_text`]: the ids and English texts of input errors;
//! - [`import_text`]: the ids and English texts of the imports' notes, skipped objects and missing kinds;
//! - [`explain`]: how much of each decision a result explains (none / summary / full);
//! - [`go_text`]: values as Go's `%q` and `json.Marshal` print them (upstream error texts);
//! - [`float_text`]: decimal text to `f64` as `str::parse` reads it, without its 10 KB table;
//! - [`int_or_percent`]: Kubernetes int-or-string (`5`, `"5"`, `"10%"`) and Fleet's `limit()`;
//! - [`quantity`]: Kubernetes resource quantities (`"4Gi"`, `"1.5Ti"`, `"500M"`) as bytes;
//! - [`json_path`]: the field path at a position of a JSON text (for errors);
//! - [`pasted_json`]: `kubectl -o json` output read into the YAML tree in one linear pass;
//! - [`labels`]: labels and label selectors (`matchLabels`, `matchExpressions`);
//! - [`message`]: a user-visible sentence as data (message id + named arguments);
//! - [`missing`]: what a kubectl paste lacks for a decision, and the command to fetch it;
//! - [`score`]: scores that may be `+∞`, written as `null` in JSON;
//! - [`sort`]: one stable sort, compiled once (std's sorts are copied per element type and comparator);
//! - [`strict`]: typed reading of JSON input that refuses an array where an object is expected;
//! - [`yaml`]: a small YAML reader with field paths and line/column errors.

pub mod error;
pub mod error_text;
pub mod explain;
pub mod float_text;
pub mod go_text;
pub mod import_text;
pub mod int_or_percent;
pub mod json_path;
pub mod labels;
pub mod message;
pub mod missing;
pub mod pasted_json;
pub mod quantity;
pub mod score;
pub mod sort;
pub mod strict;
pub mod yaml;
