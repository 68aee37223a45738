//! Reading the objects of the kinds used: clusters, cluster groups, a Bundle's
//! or a fleet.yaml's rollout strategy and targets, with a note for each field
//! that does not change the rollout.

use crate::kernel::import_text::{Notes, why};
use crate::kernel::message::Message;
use std::collections::{BTreeSet, HashMap};

use super::model::{Target, Targeting};
use super::object::Object;
use super::{ReadObject, SkippedObject};
use crate::InputError;
use crate::fleet::strategy::{PartitionSpec, RolloutStrategy};
use crate::fleet::targets::{Cluster, ClusterGroup};
use crate::fleet::yaml::fleet_yaml_from_node;
use crate::kernel::yaml::{YamlNode, YamlText, YamlValue};

/// Why a target's other fields are not read.
/// Why a target's other fields are not read (the reason of an `import-fleet-unmodelled-…` note).
const CUSTOMIZATION: &str = "customization";

/// The fields of a target the rollout uses.
const TARGET_FIELDS: [&str; 6] = [
    "name",
    "clusterName",
    "clusterSelector",
    "clusterGroup",
    "clusterGroupSelector",
    "doNotDeploy",
];

/// The fields of `rolloutStrategy` and of its partitions.
const STRATEGY_FIELDS: [&str; 6] = [
    "maxUnavailable",
    "maxUnavailablePartitions",
    "autoPartitionSize",
    "autoPartitionThreshold",
    "maxNew",
    "partitions",
];
const PARTITION_FIELDS: [&str; 6] = [
    "name",
    "maxUnavailable",
    "clusterName",
    "clusterSelector",
    "clusterGroup",
    "clusterGroupSelector",
];

/// Metadata every object has and the rollout does not need (not worth a note).
const METADATA: [&str; 14] = [
    "name",
    "namespace",
    "labels",
    "annotations",
    "uid",
    "resourceVersion",
    "generation",
    "creationTimestamp",
    "managedFields",
    "finalizers",
    "ownerReferences",
    "generateName",
    "selfLink",
    "deletionGracePeriodSeconds",
];

/// What the import has read, skipped and noted so far.
#[derive(Default)]
pub(super) struct Reader {
    pub(super) read: Vec<ReadObject>,
    pub(super) skipped: Vec<SkippedObject>,
    pub(super) notes: Notes,
    /// Fields already noted.
    noted: BTreeSet<String>,
    /// The kinds whose `status` was noted (checked before the note's key is formatted).
    noted_status: BTreeSet<String>,
}

impl Reader {
    pub(super) fn skip(&mut self, kind: &str, name: &str, why: Message) {
        let (text, message) = self::why(why);
        self.skipped.push(SkippedObject {
            kind: kind.into(),
            name: name.into(),
            why: text,
            why_message: message,
        });
    }

    /// The objects of `namespaces` read with `read` (the others skipped, with
    /// why they are elsewhere); a second object with a name in a namespace is an error.
    pub(super) fn in_namespace<'o, T>(
        &mut self,
        objects: &'o [Object<'o>],
        namespaces: &[String],
        why_elsewhere: &Message,
        read: fn(&mut Reader, &Object) -> Result<T, InputError>,
    ) -> Result<Vec<(T, &'o Object<'o>)>, InputError> {
        let mut out: Vec<(T, &Object)> = Vec::new();
        // Each name's first object, so that a second one is found in linear time.
        let mut firsts: HashMap<(&str, &str), &Object> = HashMap::new();
        for o in objects {
            if !namespaces.iter().any(|n| n == o.namespace) {
                self.skip(
                    o.kind,
                    &o.id(),
                    why_elsewhere.clone().arg("in", o.namespace),
                );
                continue;
            }
            let namespace = o.namespace;
            if let Some(first) = firsts.get(&(namespace, o.name)) {
                return Err(o.error(
                    "metadata.name",
                    o.node.at_path(&["metadata", "name"]).unwrap_or(o.node),
                    Message::new("error-import-second-object")
                        .arg("kind", o.kind)
                        .arg("namespace", namespace)
                        .arg("line", first.node.line),
                ));
            }
            firsts.insert((namespace, o.name), o);
            out.push((read(self, o)?, o));
        }
        Ok(out)
    }

    /// A note about a field, once per `key`.
    pub(super) fn note_once(&mut self, key: String, message: Message) {
        if self.noted.insert(key) {
            self.notes.push(message);
        }
    }

    /// Notes the keys of a mapping's `entries` that are not `known` (once per
    /// field of the kind); `why` names the reason (`import-fleet-unmodelled-<why>`).
    fn unmodelled(
        &mut self,
        o: &Object,
        path: &str,
        entries: &[(YamlText, YamlNode)],
        known: &[&str],
        why: &str,
    ) {
        for (key, _) in entries {
            if !known.contains(&key.as_str()) {
                // Each cluster repeats its kind's fields: the note and its
                // words are made only for a field not noted yet.
                let field = format!("{} {path}.{key}", o.kind);
                if self.noted.contains(&field) {
                    continue;
                }
                let message = if o.kind == "fleet.yaml" {
                    Message::new(&format!("import-fleet-unmodelled-{why}-yaml"))
                } else {
                    Message::new(&format!("import-fleet-unmodelled-{why}")).arg("object", o.id())
                };
                self.note_once(field.clone(), message.arg("field", field));
            }
        }
    }

    /// Notes a `status` once per kind; `why` names the sentence (`import-fleet-status-<why>`).
    fn status(&mut self, o: &Object, why: &str) {
        if o.node.get("status").is_some() && !self.noted_status.contains(o.kind) {
            self.noted_status.insert(o.kind.to_string());
            self.note_once(
                format!("{} status", o.kind),
                Message::new(&format!("import-fleet-status-{why}")),
            );
        }
    }

    fn metadata(&mut self, o: &Object) {
        self.unmodelled(
            o,
            "metadata",
            o.node.entries_at(&["metadata"]),
            &METADATA,
            "metadata",
        );
    }

    pub(super) fn cluster(&mut self, o: &Object) -> Result<Cluster, InputError> {
        let labels = o.labels()?;
        let paused = match o.node.get("spec") {
            Some(spec) => o.flag(spec, "paused", "spec.paused")?,
            None => false,
        };
        self.metadata(o);
        self.unmodelled(
            o,
            "spec",
            o.node.entries_at(&["spec"]),
            &["paused"],
            "agent",
        );
        self.status(o, "cluster");
        let mut cluster = Cluster::new(o.name, labels);
        cluster.namespace = Some(o.namespace.to_string());
        cluster.paused = paused;
        Ok(cluster)
    }

    pub(super) fn group(&mut self, o: &Object) -> Result<ClusterGroup, InputError> {
        let labels = o.labels()?;
        let selector = match o.node.get("spec") {
            Some(spec) => o.selector_as_written(spec, "selector", "spec.selector")?,
            None => None,
        };
        self.metadata(o);
        self.unmodelled(
            o,
            "spec",
            o.node.entries_at(&["spec"]),
            &["selector"],
            "other",
        );
        self.status(o, "group");
        Ok(ClusterGroup {
            name: o.name.to_string(),
            namespace: Some(o.namespace.to_string()),
            labels,
            selector,
        })
    }

    /// `rolloutStrategy` at `path` read as a fleet.yaml's (unknown keys noted, not errors).
    fn strategy(&mut self, o: &Object, path: &[&str]) -> Result<RolloutStrategy, InputError> {
        let Some(node) = o.node.at_path(path) else {
            return Ok(RolloutStrategy::default());
        };
        let base = path.join(".");
        let mut kept = node.clone();
        if let YamlValue::Map(entries) = &mut kept.value {
            entries.retain(|(k, _)| STRATEGY_FIELDS.contains(&k.as_str()));
            for (k, v) in entries.iter_mut() {
                match &mut v.value {
                    YamlValue::Seq(parts) if k == "partitions" => {
                        for p in parts {
                            if let YamlValue::Map(fields) = &mut p.value {
                                fields.retain(|(k, _)| PARTITION_FIELDS.contains(&k.as_str()));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        self.unmodelled(o, &base, node.entries(), &STRATEGY_FIELDS, "strategy");
        for p in node.items_at(&["partitions"]) {
            self.unmodelled(
                o,
                &format!("{base}.partitions[]"),
                p.entries(),
                &PARTITION_FIELDS,
                "partition",
            );
        }
        let wrapper = YamlNode {
            line: node.line,
            column: node.column,
            value: YamlValue::Map(vec![("rolloutStrategy".into(), kept)]),
        };
        let parent = path[..path.len() - 1].join(".");
        fleet_yaml_from_node(&wrapper)
            .map(|f| f.rollout_strategy)
            .map_err(|e| o.engine_error(&parent, &wrapper, e))
    }

    /// A list of targets at `path`.
    fn targets(
        &mut self,
        o: &Object,
        path: &[&str],
        why_other: &str,
    ) -> Result<Vec<Target>, InputError> {
        let Some(node) = o.node.at_path(path) else {
            return Ok(Vec::new());
        };
        let base = path.join(".");
        let list = match &node.value {
            YamlValue::Null => return Ok(Vec::new()),
            YamlValue::Seq(list) => list,
            _ => return Err(o.error(&base, node, Message::new("error-targets-list"))),
        };
        let mut out = Vec::new();
        for (i, item) in list.iter().enumerate() {
            let field = format!("{base}[{i}]");
            if !matches!(item.value, YamlValue::Map(_)) {
                return Err(o.error(&field, item, Message::new("error-target-mapping")));
            }
            let at = |k: &str| format!("{field}.{k}");
            let spec = PartitionSpec {
                name: o.string(item, "name", &at("name"))?.unwrap_or_default(),
                max_unavailable: None,
                cluster_name: o.string(item, "clusterName", &at("clusterName"))?,
                cluster_selector: o.selector(item, "clusterSelector", &at("clusterSelector"))?,
                cluster_group: o.string(item, "clusterGroup", &at("clusterGroup"))?,
                cluster_group_selector: o.selector(
                    item,
                    "clusterGroupSelector",
                    &at("clusterGroupSelector"),
                )?,
            };
            let do_not_deploy = o.flag(item, "doNotDeploy", &at("doNotDeploy"))?;
            self.unmodelled(
                o,
                &format!("{base}[]"),
                item.entries(),
                &TARGET_FIELDS,
                why_other,
            );
            out.push(Target {
                spec,
                do_not_deploy,
                field,
            });
        }
        Ok(out)
    }

    pub(super) fn bundle(&mut self, o: &Object) -> Result<Targeting, InputError> {
        let strategy = self.strategy(o, &["spec", "rolloutStrategy"])?;
        let targets = self.targets(o, &["spec", "targets"], CUSTOMIZATION)?;
        let restrictions = self.targets(o, &["spec", "targetRestrictions"], "other")?;
        let paused = match o.node.get("spec") {
            Some(spec) => o.flag(spec, "paused", "spec.paused")?,
            None => false,
        };
        self.metadata(o);
        for (key, _) in o.node.entries_at(&["spec"]) {
            let id = match key.as_str() {
                "rolloutStrategy" | "targets" | "targetRestrictions" | "paused" => continue,
                "resources" => "import-fleet-bundle-resources",
                _ => "import-fleet-bundle-option",
            };
            self.note_once(
                format!("Bundle spec.{key}"),
                Message::new(id)
                    .arg("field", format!("spec.{key}"))
                    .arg("object", o.id()),
            );
        }
        self.status(o, "bundle");
        let id = match (restrictions.is_empty(), paused) {
            (true, false) => "import-fleet-read-bundle",
            (true, true) => "import-fleet-read-bundle-paused",
            (false, false) => "import-fleet-read-bundle-restricted",
            (false, true) => "import-fleet-read-bundle-restricted-paused",
        };
        let what = Message::new(id)
            .arg("targets", targets.len())
            .arg("restrictions", restrictions.len());
        self.read.push(ReadObject::new("Bundle", o.id(), what));
        Ok(Targeting {
            strategy,
            paused,
            targets,
            restrictions,
            targets_known: true,
            listed: Vec::new(),
            who: format!("Bundle {}", o.id()),
        })
    }

    pub(super) fn fleet_yaml(&mut self, node: &YamlNode) -> Result<Targeting, InputError> {
        let o = Object {
            node,
            kind: "fleet.yaml",
            api: "",
            name: "",
            namespace: "",
        };
        let o = &o;
        let strategy = self.strategy(o, &["rolloutStrategy"])?;
        let targets = self.targets(o, &["targetCustomizations"], CUSTOMIZATION)?;
        let overrides = self.targets(o, &["overrideTargets"], "other")?;
        for (key, _) in node.entries() {
            if matches!(
                key.as_str(),
                "rolloutStrategy" | "targetCustomizations" | "overrideTargets"
            ) {
                continue;
            }
            self.note_once(
                format!("fleet.yaml {key}"),
                Message::new("import-fleet-yaml-option").arg("field", key.as_str()),
            );
        }
        let what = if !overrides.is_empty() {
            Message::new("import-fleet-read-yaml-overrides").arg("overrides", overrides.len())
        } else {
            self.notes
                .push(Message::new("import-fleet-yaml-no-override-targets"));
            Message::new("import-fleet-read-yaml")
        };
        self.read.push(ReadObject::new(
            "fleet.yaml",
            o.id(),
            what.arg("customizations", targets.len()),
        ));
        // Fleet appends the GitRepo's (here: the override) targets after the customizations.
        let mut all_targets = targets;
        let known = !overrides.is_empty();
        let restrictions: Vec<Target> = overrides
            .iter()
            .map(|t| Target {
                spec: t.spec.clone(),
                do_not_deploy: t.do_not_deploy,
                field: t.field.clone(),
            })
            .collect();
        all_targets.extend(overrides);
        Ok(Targeting {
            strategy,
            paused: false,
            targets: all_targets,
            restrictions,
            targets_known: known,
            listed: Vec::new(),
            who: "fleet.yaml".into(),
        })
    }
}
