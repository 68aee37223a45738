//! The Longhorn version of a bundle without a `current-longhorn-version` setting (issue #39): a
//! Longhorn 1.2 bundle has none, and scheduling it with the current balance algorithm misleads.
//!
//! What the bundle's Longhorn objects still say, most precise first:
//! - an `EngineImage`'s version: `status.version` (longhorn-manager
//!   k8s/pkg/apis/longhorn/*/engineimage.go, `EngineImageStatus` inlines `EngineVersionDetails`),
//!   else the tag of `spec.image` (`longhornio/longhorn-engine:v1.2.3`); the newest one, as an
//!   upgrade deploys the new engine image beside the old ones it keeps for attached volumes;
//! - the objects' `apiVersion`: `longhorn.io/v1beta2` arrived in Longhorn v1.3.0 (and v1beta1
//!   was then served as a conversion), so objects all `longhorn.io/v1beta1` come from before v1.3.

use crate::kernel::message::Message;
use crate::kernel::yaml::{YamlNode, pasted_documents};

/// A version inferred from the objects, and the note that says how.
#[derive(Debug, PartialEq)]
pub struct Inferred {
    /// A version to show and to choose the algorithm by (`v1.2.3`, or `v1.2` from the API
    /// version: any version before v1.3 implies the same algorithm).
    pub version: String,
    /// How it was inferred (a whole sentence as a message).
    pub note: Message,
}

/// Infers the Longhorn version from `text` (the bundle's Longhorn objects as `---` documents).
pub fn infer(text: &str) -> Option<Inferred> {
    let documents = pasted_documents(text, "").ok()?;
    let objects: Vec<&YamlNode> = documents
        .iter()
        .flat_map(|d| {
            if d.is_list_like() {
                d.items_at(&["items"]).iter().collect()
            } else {
                vec![d]
            }
        })
        .collect();
    let newest_engine = objects
        .iter()
        .filter(|o| o.text_at(&["kind"]) == Some("EngineImage"))
        .filter_map(|o| {
            engine_image_version(o)
                .map(|(v, key)| (key, v, o.text_at(&["spec", "image"]).unwrap_or_default()))
        })
        .max_by(|a, b| a.0.cmp(&b.0));
    if let Some((_, version, image)) = newest_engine {
        let note = Message::new("bundle-version-from-engine-image")
            .arg("version", &version)
            .arg("image", image);
        return Some(Inferred { version, note });
    }
    let api = |v: &str| {
        objects
            .iter()
            .any(|o| o.text_at(&["apiVersion"]) == Some(v))
    };
    (api("longhorn.io/v1beta1") && !api("longhorn.io/v1beta2")).then(|| Inferred {
        version: "v1.2".to_string(),
        note: Message::new("bundle-version-from-api-version").arg("api", "longhorn.io/v1beta1"),
    })
}

/// An engine image's version (`status.version`, else `spec.image`'s tag) and its sort key;
/// none when it is not a `vMAJOR.MINOR…` version.
fn engine_image_version(image: &YamlNode) -> Option<(String, (u32, u32, u32))> {
    let version = image
        .text_at(&["status", "version"])
        .filter(|v| !v.is_empty())
        .or_else(|| {
            image
                .text_at(&["spec", "image"])
                .and_then(|i| i.rsplit_once(':'))
                .map(|(_, tag)| tag)
        })?;
    let mut numbers = version
        .trim_start_matches('v')
        .split(['.', '-'])
        .map(|n| n.parse::<u32>().ok());
    let major = numbers.next().flatten()?;
    let minor = numbers.next().flatten()?;
    let patch = numbers.next().flatten().unwrap_or(0);
    Some((version.to_string(), (major, minor, patch)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const V123: &str = "apiVersion: longhorn.io/v1beta1\nkind: EngineImage\nmetadata: {name: ei-1}\n\
        spec: {image: longhornio/longhorn-engine:v1.2.3}\nstatus: {state: deployed}\n";

    #[test]
    fn the_newest_engine_image_names_the_version() {
        let text = format!(
            "{V123}---\napiVersion: longhorn.io/v1beta1\nkind: EngineImage\nmetadata: {{name: ei-0}}\nspec: {{image: longhornio/longhorn-engine:v1.1.2}}\nstatus: {{version: v1.1.2}}\n"
        );
        let inferred = infer(&text).unwrap();
        assert_eq!(inferred.version, "v1.2.3");
        assert_eq!(inferred.note.id, "bundle-version-from-engine-image");
    }

    #[test]
    fn a_list_of_objects_all_v1beta1_is_before_v1_3() {
        let text = "apiVersion: v1\nkind: List\nitems:\n- apiVersion: longhorn.io/v1beta1\n  kind: Node\n  metadata: {name: n1}\n";
        let inferred = infer(text).unwrap();
        assert_eq!(inferred.version, "v1.2");
        assert_eq!(inferred.note.id, "bundle-version-from-api-version");
    }

    #[test]
    fn v1beta2_objects_without_an_engine_image_say_nothing() {
        assert_eq!(
            infer("apiVersion: longhorn.io/v1beta2\nkind: Node\nmetadata: {name: n1}\n"),
            None
        );
        assert_eq!(infer("not: [yaml"), None);
    }
}
