//! The pasted documents sorted by what they are (fleet.yaml documents and
//! Fleet objects by kind, the rest skipped with the reason), the Bundle to
//! use, and the namespace the rollout is read in.

use std::collections::BTreeMap;

use super::FleetImportOptions;
use super::object::Object;
use super::reader::Reader;
use crate::InputError;
use crate::fleet::targets::DEFAULT_NAMESPACE;
use crate::kernel::message::Message;
use crate::kernel::yaml::{YamlNode, YamlValue, error_at};

/// What was pasted, by what it is.
#[derive(Default)]
pub(super) struct Pasted<'a> {
    /// Documents without `kind` and `apiVersion`.
    pub(super) fleet_yamls: Vec<&'a YamlNode>,
    pub(super) clusters: Vec<Object<'a>>,
    pub(super) groups: Vec<Object<'a>>,
    pub(super) bundles: Vec<Object<'a>>,
    pub(super) deployments: Vec<Object<'a>>,
    pub(super) mappings: Vec<Object<'a>>,
    /// `v1` Namespaces (their labels select a mapping's namespaces).
    pub(super) namespaces: Vec<Object<'a>>,
}

impl<'a> Pasted<'a> {
    /// Sorts the documents; an object of no use is skipped with the reason.
    /// A Cluster, ClusterGroup or Bundle without a name is an error.
    pub(super) fn sort(documents: &'a [YamlNode], reader: &mut Reader) -> Result<Self, InputError> {
        let mut pasted = Pasted::default();
        let mut objects: Vec<&YamlNode> = Vec::new();
        for document in documents {
            match &document.value {
                YamlValue::Null => {}
                // Only a `kind: …List`: a fleet.yaml has no kind either, and may hold any key.
                YamlValue::Map(_) if document.is_list_object() => {
                    objects.extend(document.list_items()?)
                }
                YamlValue::Map(_)
                    if document.get("kind").is_none() && document.get("apiVersion").is_none() =>
                {
                    pasted.fleet_yamls.push(document)
                }
                YamlValue::Map(_) => objects.push(document),
                _ => {
                    return Err(document
                        .error_here(Message::new("error-import-not-an-object-or-fleet-yaml")));
                }
            }
        }
        if objects.is_empty() && pasted.fleet_yamls.is_empty() {
            return Err(error_at(
                1,
                1,
                Message::new("error-import-no-objects-fleet"),
            ));
        }
        for node in objects {
            pasted.add(node, reader)?;
        }
        Ok(pasted)
    }

    fn add(&mut self, node: &'a YamlNode, reader: &mut Reader) -> Result<(), InputError> {
        let Some(object) = Object::new(node) else {
            reader.skip("", "", Message::new("import-skip-not-a-mapping"));
            return Ok(());
        };
        if object.kind.is_empty() {
            reader.skip("", &object.id(), Message::new("import-skip-no-kind"));
            return Ok(());
        }
        if object.kind == "Namespace" && object.api == "v1" {
            self.namespaces.push(object);
            return Ok(());
        }
        if !object.api.starts_with("fleet.cattle.io/") {
            let id = if object.kind == "Cluster" {
                "import-fleet-skip-other-cluster"
            } else {
                "import-fleet-skip-not-fleet"
            };
            let why = Message::new(id).arg("apiVersion", format!("{:?}", object.api));
            reader.skip(object.kind, &object.id(), why);
            return Ok(());
        }
        match object.kind {
            "BundleDeployment" => self.deployments.push(object),
            "BundleNamespaceMapping" => self.mappings.push(object),
            "Cluster" | "ClusterGroup" | "Bundle" => {
                if object.name.is_empty() {
                    let node = node.get("metadata").unwrap_or(node);
                    return Err(object.error(
                        "metadata.name",
                        node,
                        Message::new("error-required"),
                    ));
                }
                match object.kind {
                    "Cluster" => self.clusters.push(object),
                    "ClusterGroup" => self.groups.push(object),
                    _ => self.bundles.push(object),
                }
            }
            kind => reader.skip(kind, &object.id(), Message::new(other_fleet_kind(kind))),
        }
        Ok(())
    }

    /// The Bundle whose strategy and targets are used: the one the options
    /// name (by `namespace/name` or name), else the first pasted.
    pub(super) fn chosen_bundle(
        &self,
        options: &FleetImportOptions,
    ) -> Result<Option<usize>, InputError> {
        let Some(wanted) = &options.bundle else {
            return Ok((!self.bundles.is_empty()).then_some(0));
        };
        if let Some(i) = self
            .bundles
            .iter()
            .position(|b| &b.id() == wanted || b.name == wanted)
        {
            return Ok(Some(i));
        }
        let why = if self.bundles.is_empty() {
            Message::new("error-unknown-bundle-none")
        } else {
            let ids: Vec<String> = self.bundles.iter().map(Object::id).collect();
            Message::new("error-unknown-bundle").arg("bundles", ids.join(", "))
        };
        Err(InputError::new("bundle", wanted, why))
    }

    /// Without a Bundle, the namespace with most clusters (most groups when
    /// there are no clusters), `fleet-default` first on a tie, then by name.
    pub(super) fn busiest_namespace(&self) -> String {
        let counted = if self.clusters.is_empty() {
            &self.groups
        } else {
            &self.clusters
        };
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for c in counted {
            *counts.entry(c.namespace).or_default() += 1;
        }
        counts
            .iter()
            .max_by_key(|(ns, n)| (**n, **ns == DEFAULT_NAMESPACE, std::cmp::Reverse(**ns)))
            .map(|(ns, _)| ns.to_string())
            .unwrap_or_default()
    }
}

/// Why a Fleet object of another kind is not used (the id of the sentence).
fn other_fleet_kind(kind: &str) -> &'static str {
    match kind {
        "GitRepo" | "HelmOp" => "import-fleet-skip-makes-bundles",
        "Content" => "import-fleet-skip-content",
        _ => "import-fleet-skip-not-used",
    }
}
