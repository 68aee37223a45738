//! Redaction: a scenario's names replaced by stable pseudonyms (`node-1`,
//! `disk-1`, `volume-1`, `replica-1`), numbered in order of first appearance,
//! the same name always the same pseudonym. It works on the scenario, before
//! anything is computed, so the engine's reasons, answers and fixes made
//! from it name only pseudonyms; recorded free text (a condition's message,
//! a disk's recorded reason) has every name in it replaced too.

use std::collections::HashMap;

use super::name_trie::NameTrie;

use crate::longhorn::{Replica, Scenario};

/// The pseudonyms given so far, by kind.
#[derive(Clone, Debug, Default)]
pub struct Pseudonyms {
    /// Original → pseudonym.
    given: HashMap<String, String>,
    /// How many of each kind were given (`node` → 3).
    counts: HashMap<&'static str, usize>,
    /// The originals in the order they were given.
    originals: Vec<String>,
    /// The originals, for replacing them in free text.
    trie: NameTrie,
}

impl Pseudonyms {
    /// The pseudonym of `name` as a `kind` (`node`), given on first use; an
    /// empty name stays empty.
    pub fn of(&mut self, kind: &'static str, name: &str) -> String {
        if name.is_empty() {
            return String::new();
        }
        if let Some(p) = self.given.get(name) {
            return p.clone();
        }
        let n = self.counts.entry(kind).or_insert(0);
        *n += 1;
        let pseudonym = format!("{kind}-{n}");
        self.given.insert(name.to_string(), pseudonym.clone());
        self.remember(name);
        pseudonym
    }

    /// `text` with every name given a pseudonym replaced by it, in one pass
    /// (the longest name matching at a place wins, so `worker-10` is not read
    /// as `worker-1` and a pseudonym written is never replaced again).
    pub fn in_text(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(c) = rest.chars().next() {
            match self.trie.longest_prefix(rest) {
                Some((index, len)) => {
                    out.push_str(&self.given[&self.originals[index]]);
                    rest = &rest[len..];
                }
                None => {
                    out.push(c);
                    rest = &rest[c.len_utf8()..];
                }
            }
        }
        out
    }

    /// Gives each of `names` not named yet a pseudonym of `kind` that sorts as
    /// the name does (`cluster-01` … `cluster-12`, numbered in byte order),
    /// for a system whose decision follows the names' order (Fleet sorts its
    /// targets by name, then namespace).
    pub fn ordered<'a>(&mut self, kind: &'static str, names: impl IntoIterator<Item = &'a str>) {
        let mut fresh: Vec<&str> = names
            .into_iter()
            .filter(|n| !n.is_empty() && !self.given.contains_key(*n))
            .collect();
        crate::kernel::sort::sort_by(&mut fresh, |a, b| a.as_bytes().cmp(b.as_bytes()));
        fresh.dedup();
        let width = fresh.len().to_string().len();
        for (i, name) in fresh.into_iter().enumerate() {
            self.give(name, format!("{kind}-{:0width$}", i + 1));
        }
    }

    /// Gives `name` the pseudonym `pseudonym` unless it has one (a name derived
    /// from another, as a generic ephemeral claim's `<pod>-<volume>`, keeps its form).
    pub fn give(&mut self, name: &str, pseudonym: String) {
        if !name.is_empty() && !self.given.contains_key(name) {
            self.given.insert(name.to_string(), pseudonym);
            self.remember(name);
        }
    }

    fn remember(&mut self, name: &str) {
        self.trie.insert(name, self.originals.len());
        self.originals.push(name.to_string());
    }

    /// `value` with every string equal to a name replaced by its pseudonym,
    /// throughout, and the names in an annotation's free text (a node's
    /// `csi.volume.kubernetes.io/nodeid` JSON, a last-applied configuration)
    /// replaced where they stand. Map keys stay: they are label and annotation keys.
    fn in_json(&self, value: &mut serde_json::Value, free_text: bool) {
        match value {
            serde_json::Value::String(s) => match self.given.get(s.as_str()) {
                Some(p) => *s = p.clone(),
                None if free_text => *s = self.in_text(s),
                None => {}
            },
            serde_json::Value::Array(items) => {
                items.iter_mut().for_each(|v| self.in_json(v, free_text))
            }
            serde_json::Value::Object(map) => {
                for (key, v) in map.iter_mut() {
                    // Annotations and a BundleDeployment's recorded messages are free text.
                    self.in_json(
                        v,
                        free_text || key == "annotations" || key == "bundleDeployment",
                    );
                }
            }
            _ => {}
        }
    }

    /// Every original name and its pseudonym, in the order they were given.
    pub fn pairs(&self) -> impl Iterator<Item = (&str, &str)> {
        self.originals
            .iter()
            .map(|o| (o.as_str(), self.given[o].as_str()))
    }
}

/// `scenario` with its node, disk, volume and replica names replaced by
/// pseudonyms (nodes first, in order, each node's disks after it; then the
/// volumes with their replicas), and the pseudonyms given.
pub fn longhorn(scenario: &Scenario) -> (Scenario, Pseudonyms) {
    let mut names = Pseudonyms::default();
    let mut out = scenario.clone();
    for node in &mut out.nodes {
        node.name = names.of("node", &node.name);
        for disk in &mut node.disks {
            disk.name = names.of("disk", &disk.name);
        }
    }
    for volume in &mut out.volumes {
        volume.name = names.of("volume", &volume.name);
    }
    for volume in &mut out.volumes {
        for replica in &mut volume.replicas {
            redact_replica(replica, &mut names);
        }
    }
    // Free text last: every name has its pseudonym by now.
    for volume in &mut out.volumes {
        volume.attached_node = volume.attached_node.as_deref().map(|n| names.of("node", n));
        volume.data_source = volume.data_source.as_deref().map(|s| names.in_text(s));
        if let Some(recorded) = &mut volume.recorded_scheduled {
            recorded.reason = names.in_text(&recorded.reason);
            recorded.message = names.in_text(&recorded.message);
        }
    }
    for disk in out.nodes.iter_mut().flat_map(|n| n.disks.iter_mut()) {
        disk.schedulable_reason = disk.schedulable_reason.as_deref().map(|r| names.in_text(r));
    }
    (out, names)
}

/// `input` with its node, namespace, pod, claim, volume (PV) and
/// CSIStorageCapacity names replaced by pseudonyms. Every string equal to one
/// of them is replaced wherever it is (a label value such as
/// `kubernetes.io/hostname`, a PV's `claimRef`, the selected-node
/// annotation), so every reference keeps pointing where it did; a generic
/// ephemeral claim named `<pod>-<volume>` keeps that form.
pub fn capacity(
    input: &crate::capacity::filter::FilterInput,
) -> Result<(crate::capacity::filter::FilterInput, Pseudonyms), crate::InputError> {
    let mut names = Pseudonyms::default();
    // `default` is a namespace name like any other: an object without a namespace is in it
    // (`ObjectMeta::namespace`), so it is written out and redacted with the objects that name it.
    let mut input = input.clone();
    let claims = input.cluster.persistent_volume_claims.iter_mut().map(|o| &mut o.metadata);
    let capacities = input.cluster.csi_storage_capacities.iter_mut().map(|o| &mut o.metadata);
    for meta in claims.chain(capacities).chain(std::iter::once(&mut input.pod.metadata)) {
        if meta.namespace.as_deref().unwrap_or_default().is_empty() {
            meta.namespace = Some("default".into());
        }
    }
    let c = &input.cluster;
    for node in &c.nodes {
        names.of("node", &node.metadata.name);
    }
    let metas = c
        .persistent_volume_claims
        .iter()
        .map(|o| &o.metadata)
        .chain(c.csi_storage_capacities.iter().map(|o| &o.metadata))
        .chain(c.persistent_volumes.iter().map(|o| &o.metadata))
        .chain(std::iter::once(&input.pod.metadata));
    for meta in metas {
        names.of("namespace", meta.namespace.as_deref().unwrap_or_default());
    }
    let pod = names.of("pod", &input.pod.metadata.name);
    for volume in input
        .pod
        .spec
        .volumes
        .iter()
        .filter(|v| v.ephemeral.is_some())
    {
        names.give(
            &format!("{}-{}", input.pod.metadata.name, volume.name),
            format!("{pod}-{}", volume.name),
        );
    }
    for claim in &c.persistent_volume_claims {
        names.of("claim", &claim.metadata.name);
    }
    for volume in &c.persistent_volumes {
        names.of("volume", &volume.metadata.name);
    }
    for capacity in &c.csi_storage_capacities {
        names.of("capacity", &capacity.metadata.name);
    }
    let redacted = names.through_json(&input)?;
    Ok((redacted, names))
}

/// `input` with its cluster and cluster group names and namespaces replaced
/// by pseudonyms, throughout (a partition's `clusterName`, a group's name
/// in a selector, a recorded BundleDeployment's messages).
pub fn fleet(
    input: &crate::fleet::simulate::RolloutInput,
) -> Result<(crate::fleet::simulate::RolloutInput, Pseudonyms), crate::InputError> {
    let mut names = Pseudonyms::default();
    names.ordered("cluster", input.clusters.iter().map(|c| c.name.as_str()));
    names.ordered(
        "group",
        input.cluster_groups.iter().map(|g| g.name.as_str()),
    );
    // Fleet's default namespace is named like any other, so the order between namespaces stays.
    let mut input = input.clone();
    for namespace in input
        .clusters
        .iter_mut()
        .map(|c| &mut c.namespace)
        .chain(input.cluster_groups.iter_mut().map(|g| &mut g.namespace))
    {
        namespace.get_or_insert_with(|| crate::fleet::targets::DEFAULT_NAMESPACE.to_string());
    }
    let namespaces = input.clusters.iter().filter_map(|c| c.namespace.as_deref());
    names.ordered(
        "namespace",
        namespaces.chain(
            input
                .cluster_groups
                .iter()
                .filter_map(|g| g.namespace.as_deref()),
        ),
    );
    let redacted = names.through_json(&input)?;
    Ok((redacted, names))
}

impl Pseudonyms {
    /// `input` written as JSON, redacted ([`Self::in_json`]) and read back.
    fn through_json<T: serde::Serialize + serde::de::DeserializeOwned>(
        &self,
        input: &T,
    ) -> Result<T, crate::InputError> {
        let not_redacted = |e: serde_json::Error| {
            crate::InputError::new(
                "input",
                "",
                crate::kernel::message::Message::new("error-redact").arg("problem", e.to_string()),
            )
        };
        let mut value = serde_json::to_value(input).map_err(not_redacted)?;
        self.in_json(&mut value, false);
        serde_json::from_value(value).map_err(not_redacted)
    }
}

fn redact_replica(replica: &mut Replica, names: &mut Pseudonyms) {
    replica.name = names.of("replica", &replica.name);
    replica.node = replica.node.as_deref().map(|n| names.of("node", n));
    replica.disk = replica.disk.as_deref().map(|d| names.of("disk", d));
    replica.linked_clone_src_replica_name = replica
        .linked_clone_src_replica_name
        .as_deref()
        .map(|r| names.of("replica", r));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_name_is_the_same_pseudonym_and_text_is_replaced_in_one_pass() {
        let mut names = Pseudonyms::default();
        assert_eq!(names.of("node", "worker-1"), "node-1");
        assert_eq!(names.of("node", "worker-10"), "node-2");
        assert_eq!(names.of("node", "worker-1"), "node-1");
        assert_eq!(names.of("volume", "node-1"), "volume-1");
        // `node-1` (an original volume name) written by a replacement is never replaced again.
        assert_eq!(
            names.in_text("worker-10, worker-1 and node-1"),
            "node-2, node-1 and volume-1"
        );
    }
}
