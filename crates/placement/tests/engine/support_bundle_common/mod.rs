//! Support bundles built by the tests in the real layout (support-bundle-kit's:
//! `supportbundle_<id>_<time>/metadata.yaml`, `yamls/cluster/…`,
//! `yamls/namespaced/<ns>/…`, `logs/…`, `nodes/<node>.zip`), from the kubectl
//! fixtures split into one `kind: List` per resource and namespace, and a
//! small zip writer (stored or deflated entries) to pack them.

use std::collections::BTreeMap;

use placement::kernel::yaml::{from_yaml_str, to_yaml};
use serde_json::{Value, json};

pub const ROOT: &str = "supportbundle_0f3c9a1e_2026-11-30T10-15-00Z/";

/// One file to put in a zip.
pub struct File {
    pub name: String,
    pub bytes: Vec<u8>,
    pub deflate: bool,
    /// General purpose flags (bit 0: encrypted).
    pub flags: u16,
    /// The inflated size the headers declare (default: the true one).
    pub declared_size: Option<u32>,
}

impl File {
    pub fn new(name: &str, bytes: impl Into<Vec<u8>>) -> File {
        File {
            name: name.into(),
            bytes: bytes.into(),
            deflate: true,
            flags: 0,
            declared_size: None,
        }
    }
    pub fn stored(name: &str, bytes: impl Into<Vec<u8>>) -> File {
        File {
            deflate: false,
            ..File::new(name, bytes)
        }
    }
}

/// A zip of `files` (APPNOTE 6.3: local headers, central directory, end record).
pub fn zip(files: &[File]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    for file in files {
        let data = if file.deflate {
            miniz_oxide::deflate::compress_to_vec(&file.bytes, 6)
        } else {
            file.bytes.clone()
        };
        let crc = placement::bundle::zip::crc32(&file.bytes);
        let size = file.declared_size.unwrap_or(file.bytes.len() as u32);
        let method: u16 = if file.deflate { 8 } else { 0 };
        let offset = out.len() as u32;
        let header = |sig: u32| {
            let mut h = Vec::new();
            h.extend(sig.to_le_bytes());
            if sig == 0x0201_4b50 {
                h.extend(20u16.to_le_bytes()); // made by
            }
            h.extend(20u16.to_le_bytes());
            h.extend(file.flags.to_le_bytes());
            h.extend(method.to_le_bytes());
            h.extend([0u8; 4]); // time, date
            h.extend(crc.to_le_bytes());
            h.extend((data.len() as u32).to_le_bytes());
            h.extend(size.to_le_bytes());
            h.extend((file.name.len() as u16).to_le_bytes());
            h.extend(0u16.to_le_bytes()); // extra
            h
        };
        out.extend(header(0x0403_4b50));
        out.extend(file.name.as_bytes());
        out.extend(&data);
        central.extend(header(0x0201_4b50));
        central.extend([0u8; 6]); // comment length, disk, internal attributes
        central.extend([0u8; 4]); // external attributes
        central.extend(offset.to_le_bytes());
        central.extend(file.name.as_bytes());
    }
    let dir_offset = out.len() as u32;
    out.extend(&central);
    out.extend(0x0605_4b50u32.to_le_bytes());
    out.extend([0u8; 4]);
    out.extend((files.len() as u16).to_le_bytes());
    out.extend((files.len() as u16).to_le_bytes());
    out.extend((central.len() as u32).to_le_bytes());
    out.extend(dir_offset.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

/// `kind` → its plural resource name, as the API server names it.
fn plural(kind: &str) -> String {
    let lower = kind.to_lowercase();
    if let Some(stem) = lower.strip_suffix('y') {
        format!("{stem}ies")
    } else if lower.ends_with('s') {
        format!("{lower}es")
    } else {
        format!("{lower}s")
    }
}

/// The objects of a kubectl List fixture, as support-bundle-kit writes them:
/// one `kind: List` per resource and namespace, at
/// `yamls/cluster/<group>/<version>/<resource>.yaml` or
/// `yamls/namespaced/<namespace>/<group>/<version>/<resource>.yaml`.
pub fn resource_files(list: &str) -> BTreeMap<String, String> {
    let list: Value = from_yaml_str(list).expect("the fixture is YAML");
    let mut files: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for item in list["items"].as_array().expect("a List") {
        let api = item["apiVersion"].as_str().expect("apiVersion");
        let resource = plural(item["kind"].as_str().expect("kind"));
        let scope = match item["metadata"]["namespace"].as_str() {
            Some(ns) => format!("namespaced/{ns}"),
            None => "cluster".into(),
        };
        files
            .entry(format!("{ROOT}yamls/{scope}/{api}/{resource}.yaml"))
            .or_default()
            .push(item.clone());
    }
    files
        .into_iter()
        .map(|(path, items)| {
            let list = json!({"apiVersion": "v1", "items": items, "kind": "List", "metadata": {"resourceVersion": ""}});
            (path, to_yaml(&list))
        })
        .collect()
}

pub fn metadata(product: &str) -> String {
    format!(
        "bundleCreatedAt: \"2026-11-30T10:15:00Z\"\nbundleVersion: 0.1.0\nissueDescription: volumes degraded after upgrade\n\
         issueURL: https://github.com/longhorn/longhorn/issues/0\nkubernetesVersion: v1.31.4+k3s1\nprojectName: {product}\n\
         projectNamspaceUUID: 0f3c9a1e-2d7b-4c55-9a8e-3b1f6d2e4c70\n"
    )
}

/// The Longhorn fixture's objects with the `current-longhorn-version` setting.
pub fn longhorn_list(version: &str) -> String {
    let mut list: Value = from_yaml_str(include_str!("../../fixtures/longhorn-list.yaml")).unwrap();
    let items = list["items"].as_array_mut().unwrap();
    for item in items.iter_mut() {
        item["metadata"]["namespace"] = json!("longhorn-system");
    }
    items.push(json!({"apiVersion": "longhorn.io/v1beta2", "kind": "Setting",
        "metadata": {"name": "current-longhorn-version", "namespace": "longhorn-system"}, "value": version}));
    to_yaml(&list)
}

/// A bundle of the three labs' fixtures, with logs, a node bundle and
/// unrelated resources to skip; `longhorn_api` rewrites the Longhorn objects'
/// API version (`longhorn.io/v1beta1` for an older bundle).
pub fn bundle_files(version: &str, longhorn_api: &str) -> Vec<File> {
    let mut files = vec![
        File::new(ROOT, ""),
        File::new(&format!("{ROOT}metadata.yaml"), metadata("Longhorn")),
        File::new(
            &format!("{ROOT}bundleGenerationError.log"),
            "nothing failed\n",
        ),
        File::new(
            &format!("{ROOT}yamls/cluster/rbac.authorization.k8s.io/v1/clusterroles.yaml"),
            "apiVersion: v1\nitems: []\nkind: List\n",
        ),
        File::new(
            &format!("{ROOT}yamls/namespaced/longhorn-system/apps/v1/daemonsets.yaml"),
            "apiVersion: v1\nitems: []\nkind: List\n",
        ),
        File::stored(
            &format!("{ROOT}logs/longhorn-system/longhorn-manager-7xq2p/longhorn-manager.log"),
            "level=info msg=\"starting\"\n".repeat(200),
        ),
        File::stored(
            &format!("{ROOT}logs/kube-system/coredns-1/coredns.log"),
            "[INFO] plugin/reload\n".repeat(50),
        ),
        File::stored(
            &format!("{ROOT}nodes/worker-1.zip"),
            zip(&[File::new("journal.log", "kernel: ok\n")]),
        ),
    ];
    let longhorn = longhorn_list(version).replace("longhorn.io/v1beta2", longhorn_api);
    for text in [
        longhorn,
        include_str!("../../fixtures/kubectl/capacity/list.yaml").to_string(),
        include_str!("../../fixtures/kubectl/fleet/list.yaml").to_string(),
    ] {
        for (path, content) in resource_files(&text) {
            files.push(File::new(&path, content));
        }
    }
    files
}
