//! From pasted text to the objects in it, each with the path it has in the text
//! (`items[3]`, `documents[1]`, or the root) and its position.

use crate::InputError;
use crate::kernel::message::Message;
use crate::kernel::pasted_json::pasted;
pub use crate::kernel::yaml::MAX_IMPORT_BYTES;
use crate::kernel::yaml::{YamlNode, YamlValue, error_at};

/// One object of the paste and where it stood.
pub(super) struct Source<'a> {
    /// The object's path in the text: `items[3]`, `documents[1].items[0]`, `documents[2]`, or `""`.
    pub path: String,
    /// The object.
    pub node: &'a YamlNode,
}

/// Parses the text into documents; refuses texts over [`MAX_IMPORT_BYTES`].
pub(super) fn parse(text: &str) -> Result<Vec<YamlNode>, InputError> {
    pasted(
        text,
        "export fewer objects, e.g. one namespace's claims and pods",
    )
}

/// The objects of the documents, `List`s flattened, with their paths.
pub(super) fn objects(documents: &[YamlNode]) -> Result<Vec<Source<'_>>, InputError> {
    let several = documents.len() > 1;
    let mut out = Vec::new();
    for (d, document) in documents.iter().enumerate() {
        let base = if several {
            format!("documents[{d}]")
        } else {
            String::new()
        };
        match &document.value {
            YamlValue::Null => {}
            YamlValue::Map(_) if document.is_list_like() => out.extend(
                document
                    .list_items()?
                    .iter()
                    .enumerate()
                    .map(|(i, node)| Source {
                        path: crate::kernel::error::join_path(&base, &format!("items[{i}]")),
                        node,
                    }),
            ),
            YamlValue::Map(_) => out.push(Source {
                path: base,
                node: document,
            }),
            _ => return Err(document.error_here(Message::new("error-import-not-an-object"))),
        }
    }
    if out.is_empty() {
        return Err(error_at(
            1,
            1,
            Message::new("error-import-no-objects-capacity"),
        ));
    }
    Ok(out)
}
