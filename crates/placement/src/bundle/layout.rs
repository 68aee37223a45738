//! Where things are in a support bundle, by path alone (nothing is inflated to
//! decide): support-bundle-kit (which Longhorn's Generate Support Bundle runs)
//! zips one folder, `supportbundle_<id>_<time>/`, holding `metadata.yaml`,
//! `yamls/cluster/<group>/<version>/<resource>.yaml`,
//! `yamls/namespaced/<namespace>/<group>/<version>/<resource>.yaml` (the core
//! group as `v1/` alone; each file a `kind: List` of one resource, at the
//! version the API server prefers), `logs/<namespace>/<pod>/<container>.log`
//! and `nodes/<node>.zip`.

use crate::InputError;
use crate::kernel::message::Message;

/// The lab an entry's objects are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lab {
    /// Longhorn replica scheduling.
    Longhorn,
    /// Kubernetes storage capacity tracking.
    Capacity,
    /// Fleet rollouts.
    Fleet,
}

/// One resource file under `yamls/`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceFile {
    /// The namespace, `None` for cluster-scoped resources.
    pub namespace: Option<String>,
    /// The API group, empty for the core group.
    pub group: String,
    /// The version (`v1`, `v1beta2`).
    pub version: String,
    /// The plural resource name (`volumes`).
    pub resource: String,
}

/// What an entry is, by its path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// `metadata.yaml`.
    Metadata,
    /// A resource file a lab reads.
    Read(Lab, ResourceFile),
    /// Anything else, with why it is not read (the id of a whole sentence).
    Skipped(&'static str),
    /// A folder entry: nothing to read or report.
    Folder,
}

/// The resources each lab reads: (lab, group, plural, namespaced).
const READ: &[(Lab, &str, &str, bool)] = &[
    (Lab::Longhorn, "longhorn.io", "nodes", true),
    (Lab::Longhorn, "longhorn.io", "volumes", true),
    (Lab::Longhorn, "longhorn.io", "replicas", true),
    (Lab::Longhorn, "longhorn.io", "settings", true),
    (Lab::Longhorn, "longhorn.io", "engineimages", true),
    (Lab::Longhorn, "longhorn.io", "instancemanagers", true),
    (Lab::Longhorn, "longhorn.io", "backingimages", true),
    (Lab::Capacity, "", "nodes", false),
    (Lab::Capacity, "", "persistentvolumes", false),
    (Lab::Capacity, "storage.k8s.io", "storageclasses", false),
    (Lab::Capacity, "storage.k8s.io", "csidrivers", false),
    (
        Lab::Capacity,
        "storage.k8s.io",
        "csistoragecapacities",
        true,
    ),
    (Lab::Capacity, "", "persistentvolumeclaims", true),
    (Lab::Capacity, "", "pods", true),
    (Lab::Fleet, "fleet.cattle.io", "bundles", true),
    (Lab::Fleet, "fleet.cattle.io", "clusters", true),
    (Lab::Fleet, "fleet.cattle.io", "clustergroups", true),
    (Lab::Fleet, "fleet.cattle.io", "bundledeployments", true),
    // What brings other namespaces' clusters to a Bundle, and those namespaces' labels.
    (
        Lab::Fleet,
        "fleet.cattle.io",
        "bundlenamespacemappings",
        true,
    ),
    (Lab::Fleet, "", "namespaces", false),
];

/// Refuses names that point outside the bundle or that no zip tool writes
/// for a support bundle: such a name could pass for another file.
pub fn check_name(index: usize, name: &str) -> Result<(), InputError> {
    let refuse = |id: &str| {
        Err(InputError::new(
            format!("entries[{index}].name"),
            name,
            Message::new(id),
        ))
    };
    if name.starts_with('/') || name.as_bytes().get(1) == Some(&b':') {
        return refuse("error-entry-absolute");
    }
    if name.contains('\\') {
        return refuse("error-entry-backslash");
    }
    if name.chars().any(char::is_control) {
        return refuse("error-entry-control");
    }
    if name.split('/').any(|part| part == "..") {
        return refuse("error-entry-climbs");
    }
    Ok(())
}

/// The bundle's folder inside the zip (`supportbundle_…/`, or empty when the
/// files are at the top): where `metadata.yaml` or `yamls/` is. `None` when
/// neither is there: the zip is not a support bundle.
pub fn root<'a>(names: impl Iterator<Item = &'a str>) -> Option<String> {
    let mut best: Option<&str> = None;
    for name in names {
        let prefix = if let Some(p) = name.strip_suffix("metadata.yaml") {
            p
        } else if let Some(at) = find_part(name, "yamls") {
            &name[..at]
        } else {
            continue;
        };
        if (prefix.is_empty() || prefix.ends_with('/'))
            && best.is_none_or(|b| prefix.len() < b.len())
        {
            best = Some(prefix);
        }
    }
    best.map(str::to_string)
}

fn find_part(name: &str, part: &str) -> Option<usize> {
    let mut at = 0;
    for piece in name.split('/') {
        if piece == part {
            return Some(at);
        }
        at += piece.len() + 1;
    }
    None
}

/// What the entry `name` (under `root`) is.
pub fn role(root: &str, name: &str) -> Role {
    if name.ends_with('/') {
        return Role::Folder;
    }
    let Some(path) = name.strip_prefix(root) else {
        return Role::Skipped("bundle-skip-outside");
    };
    if path == "metadata.yaml" {
        return Role::Metadata;
    }
    let parts: Vec<&str> = path.split('/').collect();
    match parts.first().copied() {
        Some("logs") => Role::Skipped("bundle-skip-logs"),
        Some("nodes") => Role::Skipped("bundle-skip-node-bundles"),
        Some("yamls") => resource_role(&parts[1..]),
        _ => Role::Skipped("bundle-skip-other-files"),
    }
}

fn resource_role(parts: &[&str]) -> Role {
    let (namespace, rest) = match parts {
        ["cluster", rest @ ..] => (None, rest),
        ["namespaced", ns, rest @ ..] => (Some(ns.to_string()), rest),
        _ => return Role::Skipped("bundle-skip-yamls-scope"),
    };
    let (group, version, file) = match rest {
        [version, file] => ("", *version, *file),
        [group, version, file] => (*group, *version, *file),
        _ => return Role::Skipped("bundle-skip-yamls-path"),
    };
    let Some(resource) = file.strip_suffix(".yaml") else {
        return Role::Skipped("bundle-skip-not-yaml");
    };
    let lab = READ.iter().find(|(_, g, r, namespaced)| {
        *g == group && *r == resource && *namespaced == namespace.is_some()
    });
    match lab {
        Some((lab, ..)) => Role::Read(
            *lab,
            ResourceFile {
                namespace,
                group: group.to_string(),
                version: version.to_string(),
                resource: resource.to_string(),
            },
        ),
        None => Role::Skipped("bundle-skip-not-read"),
    }
}

/// Orders Kubernetes API versions as the API server prefers them: GA over
/// beta over alpha, then the higher number (`v1` > `v1beta2` > `v1beta1`).
pub fn version_rank(version: &str) -> (u8, u32, u32) {
    let digits = |s: &str| -> u32 { s.parse().unwrap_or(0) };
    let Some(rest) = version.strip_prefix('v') else {
        return (0, 0, 0);
    };
    let split = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let (major, tail) = rest.split_at(split);
    if tail.is_empty() {
        (3, digits(major), 0)
    } else if let Some(n) = tail.strip_prefix("beta") {
        (2, digits(major), digits(n))
    } else if let Some(n) = tail.strip_prefix("alpha") {
        (1, digits(major), digits(n))
    } else {
        (0, digits(major), 0)
    }
}
