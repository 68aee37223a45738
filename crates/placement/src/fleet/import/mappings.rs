//! BundleNamespaceMappings: the namespaces beyond its own whose clusters a
//! Bundle targets. Fleet's `getNamespacesForBundle`
//! (`internal/cmd/controller/target/builder.go`) takes the bundle's namespace
//! and, for every BundleNamespaceMapping *in the bundle's namespace* whose
//! `bundleSelector` matches the bundle's labels, every Namespace its
//! `namespaceSelector` matches (`BundleMapping` in `target/mapping.go`: a
//! mapping without either selector matches nothing; an invalid one is logged
//! and skipped). The set is listed sorted, and `Manager.Targets` walks the
//! namespaces in that order before sorting the targets by cluster name.
//!
//! A namespace is matched by its labels. The API server gives every
//! namespace the label `kubernetes.io/metadata.name` (its name); a namespace
//! whose Namespace object was not pasted is taken with that label alone, and
//! when a selector looks at other labels the import says so
//! ([`Mapped::unpasted`]).

use std::collections::{BTreeMap, BTreeSet};

use super::ReadObject;
use super::object::Object;
use super::reader::Reader;
use crate::InputError;
use crate::kernel::labels::{LabelSelector, Labels};
use crate::kernel::message::Message;
use crate::kernel::missing::about_names;
use crate::kernel::sort;

/// The label the API server sets on every namespace.
const NAME_LABEL: &str = "kubernetes.io/metadata.name";

/// What the mappings brought in.
#[derive(Default)]
pub(super) struct Mapped {
    /// Namespaces the bundle's mappings bring in besides its own, sorted.
    pub(super) namespaces: Vec<String>,
    /// Namespaces of pasted clusters whose Namespace object was not pasted,
    /// while a mapping's `namespaceSelector` looks at labels other than
    /// `kubernetes.io/metadata.name`: whether they are brought in is unknown.
    pub(super) unpasted: Vec<String>,
    /// The mappings whose selectors looked at such labels, `<namespace>/<name>`.
    pub(super) by: Vec<String>,
}

/// A namespace as the mappings see it.
struct Namespace {
    labels: Labels,
    pasted: bool,
}

/// Reads the BundleNamespaceMappings and Namespaces for `bundle` (none: no
/// Bundle was pasted, and they are skipped); `seen` are the namespaces of the
/// pasted clusters and groups.
pub(super) fn mapped_namespaces(
    reader: &mut Reader,
    mappings: &[Object],
    namespace_objects: &[Object],
    bundle: Option<&Object>,
    seen: &BTreeSet<&str>,
) -> Result<Mapped, InputError> {
    let Some(bundle) = bundle else {
        for o in mappings {
            reader.skip(
                o.kind,
                &o.id(),
                Message::new("import-fleet-skip-mapping-no-bundle"),
            );
        }
        for o in namespace_objects {
            reader.skip(
                o.kind,
                o.name,
                Message::new("import-fleet-skip-namespace-no-bundle"),
            );
        }
        return Ok(Mapped::default());
    };
    let mut known: BTreeMap<String, Namespace> = BTreeMap::new();
    for o in namespace_objects {
        let mut labels = o.labels()?;
        labels.insert(NAME_LABEL.into(), o.name.to_string());
        known.insert(
            o.name.to_string(),
            Namespace {
                labels,
                pasted: true,
            },
        );
    }
    for ns in seen {
        known.entry(ns.to_string()).or_insert_with(|| Namespace {
            labels: Labels::from([(NAME_LABEL.to_string(), ns.to_string())]),
            pasted: false,
        });
    }
    let bundle_labels = bundle.labels()?;
    let mut brought: BTreeSet<String> = BTreeSet::new();
    let mut mapped = Mapped::default();
    for o in mappings {
        if o.namespace != bundle.namespace {
            let why = Message::new("import-fleet-skip-mapping-elsewhere")
                .arg("in", o.namespace)
                .arg("bundle", bundle.id());
            reader.skip(o.kind, &o.id(), why);
            continue;
        }
        let selectors = o
            .selector(o.node, "bundleSelector", "bundleSelector")
            .and_then(|b| {
                Ok((
                    b,
                    o.selector(o.node, "namespaceSelector", "namespaceSelector")?,
                ))
            });
        let what = match selectors {
            Err(e) => {
                let why = Message::new("import-fleet-skip-mapping-invalid")
                    .arg("field", &e.path)
                    .arg("error", &e.message);
                reader.skip(o.kind, &o.id(), why);
                continue;
            }
            Ok((Some(b), Some(n))) if b.matches(&bundle_labels) => {
                let matched: Vec<&String> = known
                    .iter()
                    .filter(|(_, ns)| n.matches(&ns.labels))
                    .map(|(k, _)| k)
                    .collect();
                let mut unsure = unsure_namespaces(&n, &known);
                unsure.retain(|ns| ns != bundle.namespace);
                if !unsure.is_empty() {
                    mapped.unpasted.extend(unsure);
                    mapped.by.push(o.id());
                }
                brought.extend(matched.iter().map(|s| s.to_string()));
                if matched.is_empty() {
                    Message::new("import-fleet-read-mapping-matches-none")
                } else {
                    about_names("import-fleet-read-mapping-brings", &matched)
                }
            }
            Ok((Some(_), Some(_))) => {
                Message::new("import-fleet-read-mapping-other-bundle").arg("bundle", bundle.id())
            }
            Ok(_) => Message::new("import-fleet-read-mapping-unset"),
        };
        reader.read.push(ReadObject::new(o.kind, o.id(), what));
    }
    for o in namespace_objects {
        let what = if brought.contains(o.name) {
            "import-fleet-read-namespace-brought"
        } else {
            "import-fleet-read-namespace-not-brought"
        };
        reader
            .read
            .push(ReadObject::new(o.kind, o.name.into(), Message::new(what)));
    }
    brought.remove(bundle.namespace);
    mapped.namespaces = brought.into_iter().collect();
    sort::sort(&mut mapped.unpasted);
    mapped.unpasted.dedup();
    Ok(mapped)
}

/// Namespaces without a pasted Namespace object that `selector` could match
/// or refuse on labels other than their name (which every namespace has).
fn unsure_namespaces(selector: &LabelSelector, known: &BTreeMap<String, Namespace>) -> Vec<String> {
    let other_keys = selector.match_labels.keys().any(|k| k != NAME_LABEL)
        || selector
            .match_expressions
            .iter()
            .any(|r| r.key != NAME_LABEL);
    if !other_keys {
        return Vec::new();
    }
    known
        .iter()
        .filter(|(_, ns)| !ns.pasted)
        .map(|(k, _)| k.clone())
        .collect()
}
