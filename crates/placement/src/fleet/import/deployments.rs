//! BundleDeployments: where a live rollout stands. Each one is matched to its
//! target by the labels Fleet puts on it (`BundleDeploymentLabels` in
//! `internal/cmd/controller/target/target.go`), and its deployment IDs become
//! bundle versions the simulation starts from.

use std::collections::BTreeMap;

use super::ReadObject;
use super::object::Object;
use super::reader::Reader;
use crate::InputError;
use crate::fleet::simulate::StartDeployment;
use crate::fleet::strategy::RolloutStrategy;
use crate::fleet::targets::{Cluster, ClusterGroup, partition, target_order};
use crate::kernel::message::Message;
use crate::kernel::yaml::YamlNode;

const BUNDLE_NAME: &str = "fleet.cattle.io/bundle-name";
const BUNDLE_NAMESPACE: &str = "fleet.cattle.io/bundle-namespace";
const CLUSTER_NAME: &str = "fleet.cattle.io/cluster";
const CLUSTER_NAMESPACE: &str = "fleet.cattle.io/cluster-namespace";

/// One BundleDeployment as read: its target and its raw deployment IDs.
struct Read {
    id: String,
    target: usize,
    staged: String,
    deployed: String,
    applied: String,
    ready: bool,
    modified: bool,
    error: Option<String>,
    /// The conditions' messages and the per-resource status, as the start takes them.
    report: StartDeployment,
}

/// The manifest part of a deployment ID (`<manifestID>:<options hash>`): the
/// options hash differs per cluster when customizations differ, so versions
/// are told apart by the manifest.
fn manifest(id: &str) -> &str {
    id.split_once(':').map_or(id, |(m, _)| m)
}

/// Reads the BundleDeployments of `bundle` (`namespace/name`) into the
/// targets' starting state; returns the bundle's current version, or `None`
/// when no BundleDeployment of it was pasted.
pub(super) fn read_deployments(
    reader: &mut Reader,
    objects: &[Object],
    bundle: Option<&str>,
    targets: &mut [Cluster],
    groups: &[ClusterGroup],
    strategy: &RolloutStrategy,
) -> Result<Option<u32>, InputError> {
    // Targets by name (a chain per name: one name may be in several namespaces).
    let mut by_name: BTreeMap<&str, usize> = BTreeMap::new();
    let mut same_name = vec![usize::MAX; targets.len()];
    for (i, c) in targets.iter().enumerate() {
        if let Some(previous) = by_name.insert(c.name.as_str(), i) {
            same_name[i] = previous;
        }
    }
    let find = |ns: &str, name: &str| {
        let mut at = by_name.get(name).copied().unwrap_or(usize::MAX);
        while at != usize::MAX && targets[at].namespace() != ns {
            at = same_name[at];
        }
        (at != usize::MAX).then_some(at)
    };
    let mut read = Vec::new();
    for o in objects {
        let labels = o.labels()?;
        let label = |k: &str| labels.get(k).map(String::as_str).unwrap_or_default();
        let owner = format!("{}/{}", label(BUNDLE_NAMESPACE), label(BUNDLE_NAME));
        let Some(bundle) = bundle else {
            reader.skip(
                o.kind,
                &o.id(),
                Message::new("import-fleet-skip-deployment-no-bundle"),
            );
            continue;
        };
        if owner != bundle {
            reader.skip(
                o.kind,
                &o.id(),
                Message::new("import-fleet-skip-deployment-other-bundle")
                    .arg("owner", &owner)
                    .arg("bundle", bundle),
            );
            continue;
        }
        let (ns, name) = (label(CLUSTER_NAMESPACE), label(CLUSTER_NAME));
        let Some(target) = find(ns, name) else {
            reader.skip(
                o.kind,
                &o.id(),
                Message::new("import-fleet-skip-deployment-not-target")
                    .arg("cluster", format!("{ns}/{name}")),
            );
            continue;
        };
        read.push(read_one(o, target)?);
    }
    if read.is_empty() {
        return Ok(None);
    }
    let (version, numbers, listed) = number_versions(&read, targets, groups, strategy);
    let number = |id: &str| {
        if id.is_empty() {
            0
        } else {
            numbers.get(manifest(id)).map_or(0, |&v| v as u32)
        }
    };
    for r in &read {
        let start = StartDeployment {
            staged_deployment_id: number(&r.staged),
            deployment_id: number(&r.deployed),
            applied_deployment_id: number(&r.applied),
            ready: r.ready,
            modified: r.modified,
            error: r.error.clone(),
            ..r.report.clone()
        };
        let id = match (r.ready, r.error.is_some()) {
            (true, false) => "import-fleet-read-deployment-ready",
            (false, false) => "import-fleet-read-deployment-not-ready",
            (true, true) => "import-fleet-read-deployment-ready-failed",
            (false, true) => "import-fleet-read-deployment-not-ready-failed",
        };
        let what = Message::new(id)
            .arg("cluster", &targets[r.target].name)
            .arg("staged", u64::from(start.staged_deployment_id))
            .arg("deployed", u64::from(start.deployment_id))
            .arg("applied", u64::from(start.applied_deployment_id));
        reader
            .read
            .push(ReadObject::new("BundleDeployment", r.id.clone(), what));
        targets[r.target].bundle_deployment = Some(start);
    }
    // The versions as `<manifest> = version <n>`, each a message of a list argument.
    let versions: Vec<Message> = listed
        .iter()
        .enumerate()
        .map(|(i, m)| {
            Message::new("import-fleet-deployment-version")
                .arg("manifest", m.to_string())
                .arg("version", i + 1)
        })
        .collect();
    reader
        .notes
        .push(Message::new("import-fleet-deployments-read").arg("versions", versions));
    Ok(Some(version))
}

fn read_one(o: &Object, target: usize) -> Result<Read, InputError> {
    let spec = o.node.get("spec");
    let status = o.node.get("status");
    let text = |parent: Option<&crate::kernel::yaml::YamlNode>, key: &str, field: &str| match parent
    {
        Some(p) => o.string(p, key, field).map(Option::unwrap_or_default),
        None => Ok(String::new()),
    };
    let flag = |key: &str, field: &str| match status {
        Some(s) => o.flag(s, key, field),
        None => Ok(false),
    };
    let conditions = status
        .map(|s| s.items_at(&["conditions"]))
        .unwrap_or_default();
    let condition = |kind: &str| {
        conditions
            .iter()
            .find(|c| c.text_at(&["type"]) == Some(kind))
    };
    let message = |c: &YamlNode| {
        c.text_at(&["message"])
            .filter(|m| !m.is_empty())
            .map(str::to_string)
    };
    let deployed = condition("Deployed");
    let failed = deployed.filter(|c| c.text_at(&["status"]) == Some("False"));
    // The Deployed condition False: the agent could not apply (ErrApplied).
    let error = failed.map(|c| c.text_at(&["message"]).unwrap_or_default().to_string());
    let report = StartDeployment {
        deployed_message: deployed.filter(|_| failed.is_none()).and_then(message),
        installed_message: condition("Installed").and_then(message),
        monitored_message: condition("Monitored").and_then(message),
        modified_status: status_list(o, status, "modifiedStatus")?,
        non_ready_status: status_list(o, status, "nonReadyStatus")?,
        ..StartDeployment::default()
    };
    Ok(Read {
        id: o.id(),
        target,
        staged: text(spec, "stagedDeploymentID", "spec.stagedDeploymentID")?,
        deployed: text(spec, "deploymentID", "spec.deploymentID")?,
        applied: text(status, "appliedDeploymentID", "status.appliedDeploymentID")?,
        ready: flag("ready", "status.ready")?,
        // Go's zero value: a status without nonModified: true is Modified.
        modified: !flag("nonModified", "status.nonModified")?,
        error,
        report,
    })
}

/// `status.<key>`, a list of Fleet's per-resource status (the Ready message
/// shows the first four of each), with the field named on a wrong shape.
fn status_list<T: serde::de::DeserializeOwned>(
    o: &Object,
    status: Option<&YamlNode>,
    key: &str,
) -> Result<Vec<T>, InputError> {
    let Some(node) = status.and_then(|s| s.get(key)) else {
        return Ok(Vec::new());
    };
    crate::kernel::yaml::from_node::<Option<Vec<T>>>(node)
        .map(Option::unwrap_or_default)
        .map_err(|e| {
            o.error(
                &crate::kernel::error::join_path(&format!("status.{key}"), &e.path),
                node.node_at(&e.path),
                e.problem(),
            )
        })
}

/// Numbers the manifests: the others 1, 2, … in the order met (targets in
/// Fleet's order), the bundle's current one last. The current one is the
/// staged manifest of the first BundleDeployment in the first partition.
/// Returns the current version, manifest → version, and the manifests in
/// version order.
fn number_versions<'r>(
    read: &'r [Read],
    targets: &[Cluster],
    groups: &[ClusterGroup],
    strategy: &RolloutStrategy,
) -> (u32, BTreeMap<&'r str, usize>, Vec<&'r str>) {
    let order = target_order(targets);
    let mut read_of = vec![usize::MAX; targets.len()];
    for (k, r) in read.iter().enumerate() {
        read_of[r.target] = k;
    }
    // The reads in target order, with their target's position.
    let in_order: Vec<(usize, &Read)> = order
        .iter()
        .enumerate()
        .filter_map(|(pos, &id)| read.get(read_of[id]).map(|r| (pos, r)))
        .collect();
    let sorted: Vec<&Cluster> = order.iter().map(|&i| &targets[i]).collect();
    let first_partition: Vec<usize> = partition(strategy, &sorted, groups)
        .ok()
        .and_then(|p| p.partitions.into_iter().find(|p| !p.members.is_empty()))
        .map(|p| p.members)
        .unwrap_or_default();
    let staged_in = |members: &[usize]| {
        in_order
            .iter()
            .find(|(pos, r)| {
                !r.staged.is_empty() && (members.is_empty() || members.binary_search(pos).is_ok())
            })
            .map(|(_, r)| manifest(&r.staged))
    };
    let current = staged_in(&first_partition)
        .or_else(|| staged_in(&[]))
        .unwrap_or_default();
    let mut numbers = BTreeMap::new();
    let mut listed = Vec::new();
    for (_, r) in &in_order {
        for id in [&r.applied, &r.deployed, &r.staged] {
            let m = manifest(id);
            if !m.is_empty() && m != current && !numbers.contains_key(m) {
                listed.push(m);
                numbers.insert(m, listed.len());
            }
        }
    }
    let version = listed.len() as u32 + 1;
    if !current.is_empty() {
        listed.push(current);
        numbers.insert(current, listed.len());
    }
    (version, numbers, listed)
}
