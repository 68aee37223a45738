//! Pasted kubectl output: the one size limit every import shares, and the
//! documents of the text with syntax errors as [`InputError`]s whose path is
//! `line L, column C`.

use super::{parse_documents, YamlNode};
use crate::InputError;

/// The largest text an import reads (a few thousand objects fit well below it).
pub const MAX_IMPORT_BYTES: usize = 16 << 20;

/// The documents of pasted `text`; over [`MAX_IMPORT_BYTES`] it is refused with
/// the limit and `advice` (how to export fewer objects).
///
/// ```
/// use placement::kernel::yaml::pasted_documents;
/// let docs = pasted_documents("kind: Node\n---\nkind: Pod\n", "").unwrap();
/// assert_eq!(docs.len(), 2);
/// let err = pasted_documents("a: [1\n", "").unwrap_err();
/// assert_eq!(err.path, "line 1, column 4");
/// ```
pub fn pasted_documents(text: &str, advice: &str) -> Result<Vec<YamlNode>, InputError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(InputError::new(
            "text",
            format!("{} bytes", text.len()),
            format!(
                "is too large to import: the limit is {} MiB ({advice})",
                MAX_IMPORT_BYTES >> 20
            ),
        ));
    }
    parse_documents(text).map_err(|e| {
        let message = if e.path.is_empty() {
            e.message
        } else {
            format!("{}: {}", e.path, e.message)
        };
        InputError::new(format!("line {}, column {}", e.line, e.column), "", message)
    })
}
