//! Support bundles built in the real layout (support_bundle_common): every
//! lab's import, the bundle's facts and the algorithm they choose, progress,
//! and each kind of bad input refused with its own sentence.

use crate::support_bundle_common;

use placement::InputError;
use placement::bundle::{SupportBundleImport, SupportBundleOptions, import_support_bundle};
use placement::longhorn::input::Algorithm;
use crate::support_bundle_common::{
    File, ROOT, bundle_files, longhorn_list, metadata, resource_files, zip,
};

fn read(bytes: &[u8]) -> SupportBundleImport {
    read_with(bytes, &SupportBundleOptions::default())
}

fn read_with(bytes: &[u8], options: &SupportBundleOptions) -> SupportBundleImport {
    import_support_bundle(bytes, options, &mut |_, _| {})
        .unwrap_or_else(|e| panic!("the bundle was refused: {e}"))
}

fn refused(bytes: &[u8]) -> InputError {
    import_support_bundle(bytes, &SupportBundleOptions::default(), &mut |_, _| {})
        .expect_err("the bundle was read")
}

fn sorted(names: impl Iterator<Item = String>) -> Vec<String> {
    let mut names: Vec<String> = names.collect();
    names.sort();
    names
}

#[test]
fn a_bundle_fills_every_lab_as_its_own_import_would() {
    let bundle = read(&zip(&bundle_files("v1.10.2", "longhorn.io/v1beta2")));

    let longhorn = bundle
        .longhorn
        .import
        .as_ref()
        .expect("the Longhorn lab's import");
    let mut expected = placement::longhorn::import_kubectl(&longhorn_list("v1.10.2"))
        .unwrap()
        .scenario;
    expected.algorithm = Algorithm::MostUsable;
    assert_eq!(longhorn.scenario, expected);
    assert!(bundle.longhorn.files.iter().all(|f| f.starts_with(&format!(
        "{ROOT}yamls/namespaced/longhorn-system/longhorn.io/v1beta2/"
    ))));

    let capacity = bundle
        .capacity
        .import
        .as_ref()
        .expect("the capacity lab's import");
    let direct = placement::capacity::import::import_kubectl(include_str!(
        "../fixtures/kubectl/capacity/list.yaml"
    ))
    .unwrap();
    assert_eq!(
        sorted(
            capacity
                .cluster
                .nodes
                .iter()
                .map(|n| n.metadata.name.clone())
        ),
        sorted(direct.cluster.nodes.iter().map(|n| n.metadata.name.clone()))
    );
    assert_eq!(
        sorted(capacity.pods.iter().map(|p| p.pod.metadata.name.clone())),
        sorted(direct.pods.iter().map(|p| p.pod.metadata.name.clone()))
    );
    assert_eq!(
        (capacity.read.len(), capacity.skipped.len()),
        (direct.read.len(), direct.skipped.len())
    );
    assert!(
        bundle
            .capacity
            .files
            .contains(&format!("{ROOT}yamls/namespaced/shop/v1/pods.yaml"))
    );
    assert!(bundle.capacity.files.contains(&format!(
        "{ROOT}yamls/cluster/storage.k8s.io/v1/storageclasses.yaml"
    )));

    let fleet = bundle
        .fleet
        .import
        .as_ref()
        .expect("the rollout lab's import");
    let direct =
        placement::fleet::import_fleet_objects(include_str!("../fixtures/kubectl/fleet/list.yaml"))
            .unwrap();
    assert_eq!(fleet.source, direct.source);
    assert_eq!(
        sorted(fleet.input.clusters.iter().map(|c| c.name.clone())),
        sorted(direct.input.clusters.iter().map(|c| c.name.clone()))
    );
    assert_eq!(fleet.version, direct.version);
    for namespace in ["fleet-default", "fleet-local"] {
        assert!(bundle.fleet.files.contains(&format!(
            "{ROOT}yamls/namespaced/{namespace}/fleet.cattle.io/v1alpha1/clusters.yaml"
        )));
    }

    let facts = &bundle.facts;
    assert_eq!(
        (
            facts.product.as_str(),
            facts.kubernetes_version.as_str(),
            facts.created_at.as_str(),
            facts.bundle_version.as_str()
        ),
        ("Longhorn", "v1.31.4+k3s1", "2026-11-30T10:15:00Z", "0.1.0")
    );
    assert_eq!(facts.issue_description, "volumes degraded after upgrade");
    assert_eq!(facts.longhorn_version.as_deref(), Some("v1.10.2"));
}

/// A live rollout's BundleDeployments sit in the clusters' own namespaces
/// (`cluster-fleet-default-a-0a1b2c/fleet.cattle.io/v1alpha1/bundledeployments.yaml`);
/// read from the bundle they give the rollout lab the same starting state as
/// the same objects pasted.
#[test]
fn a_live_rollouts_bundle_deployments_give_the_rollout_lab_its_starting_state() {
    let live = include_str!("../fixtures/kubectl/fleet/live-rollout.yaml");
    let items: Vec<serde_json::Value> = live
        .split("\n---\n")
        .map(|doc| placement::kernel::yaml::from_yaml_str(doc).expect("a fixture document"))
        .collect();
    let list = serde_json::json!({"apiVersion": "v1", "kind": "List", "items": items});
    let mut files = vec![File::new(
        &format!("{ROOT}metadata.yaml"),
        metadata("Rancher"),
    )];
    for (path, content) in resource_files(&placement::kernel::yaml::to_yaml(&list)) {
        files.push(File::new(&path, content));
    }
    let bundle = read(&zip(&files));

    assert!(bundle.fleet.files.contains(&format!(
        "{ROOT}yamls/namespaced/cluster-fleet-default-a-0a1b2c/fleet.cattle.io/v1alpha1/bundledeployments.yaml"
    )));
    let from_bundle = bundle.fleet.import.expect("the rollout lab's import");
    let pasted = placement::fleet::import_fleet_objects(live).unwrap();
    assert_eq!(from_bundle.version, Some(2));
    assert_eq!(from_bundle.version, pasted.version);
    let states = |i: &placement::fleet::FleetImport| {
        let mut s: Vec<_> = i
            .input
            .clusters
            .iter()
            .map(|c| (c.name.clone(), c.bundle_deployment.clone()))
            .collect();
        s.sort_by(|a, b| a.0.cmp(&b.0));
        s
    };
    assert_eq!(states(&from_bundle), states(&pasted));
    assert!(states(&from_bundle).iter().all(|(_, bd)| bd.is_some()));
    assert_eq!(
        from_bundle
            .read
            .iter()
            .filter(|r| r.kind == "BundleDeployment")
            .count(),
        4
    );
}

#[test]
fn logs_node_bundles_and_other_resources_are_skipped_uninflated_with_their_reasons() {
    let mut files = bundle_files("v1.11.0", "longhorn.io/v1beta2");
    // Damaged deflate data: reading it would fail the bundle.
    let mut damaged = File::stored(
        &format!("{ROOT}logs/longhorn-system/instance-manager-1/im.log"),
        vec![0xFF; 64],
    );
    damaged.deflate = false;
    files.push(damaged);
    let mut bytes = zip(&files);
    let at = bytes.windows(8).position(|w| w == [0xFF; 8]).unwrap();
    bytes[at] = 0; // the CRC no longer matches: only inflating it could tell
    let bundle = read(&bytes);
    let group = |why: &str| {
        bundle
            .skipped
            .iter()
            .find(|s| s.why.starts_with(why))
            .unwrap_or_else(|| panic!("no {why:?} group in {:#?}", bundle.skipped))
    };
    assert_eq!(group("Logs are not read").count, 3);
    assert_eq!(group("Node bundles").count, 1);
    assert_eq!(
        group("Node bundles").examples,
        [format!("{ROOT}nodes/worker-1.zip")]
    );
    assert_eq!(group("Resources no lab reads").count, 2);
    assert_eq!(
        group("Files other than yamls/").examples,
        [format!("{ROOT}bundleGenerationError.log")]
    );
    assert!(
        bundle.longhorn.error.is_none()
            && bundle.capacity.error.is_none()
            && bundle.fleet.error.is_none()
    );
}

#[test]
fn an_older_bundle_with_v1beta1_objects_reads_as_a_v1beta2_one() {
    let old = read(&zip(&bundle_files("v1.10.2", "longhorn.io/v1beta1")));
    let new = read(&zip(&bundle_files("v1.10.2", "longhorn.io/v1beta2")));
    assert!(
        old.longhorn
            .files
            .iter()
            .all(|f| f.contains("/longhorn.io/v1beta1/")),
        "{:?}",
        old.longhorn.files
    );
    assert_eq!(
        old.longhorn.import.unwrap().scenario,
        new.longhorn.import.unwrap().scenario
    );
}

#[test]
fn a_resource_at_two_versions_is_read_once_at_the_newer() {
    let mut files = bundle_files("v1.10.2", "longhorn.io/v1beta2");
    let older: Vec<File> = files
        .iter()
        .filter(|f| f.name.contains("/longhorn.io/v1beta2/"))
        .map(|f| {
            File::new(
                &f.name.replace("v1beta2", "v1beta1"),
                String::from_utf8(f.bytes.clone())
                    .unwrap()
                    .replace("v1beta2", "v1beta1"),
            )
        })
        .collect();
    let count = older.len() as u64;
    files.splice(1..1, older); // the older ones first in the zip
    let both = read(&zip(&files));
    let only = read(&zip(&bundle_files("v1.10.2", "longhorn.io/v1beta2")));
    assert_eq!(
        both.longhorn.import.unwrap().scenario,
        only.longhorn.import.unwrap().scenario
    );
    assert!(both.longhorn.files.iter().all(|f| f.contains("/v1beta2/")));
    let group = both
        .skipped
        .iter()
        .find(|s| s.why.contains("newer API version"))
        .expect("the older files are reported");
    assert_eq!(group.count, count);
}

#[test]
fn the_longhorn_version_chooses_the_algorithm_and_a_choice_overrides_it() {
    let before = read(&zip(&bundle_files("v1.10.2", "longhorn.io/v1beta2")));
    assert_eq!(before.facts.algorithm, Algorithm::MostUsable);
    assert_eq!(
        before.facts.algorithm_reason,
        "The most-usable algorithm is used: the bundle's Longhorn is v1.10.2, and Longhorn before v1.11 puts a replica on the disk with the most usable space."
    );
    let from = read(&zip(&bundle_files("v1.11.0", "longhorn.io/v1beta2")));
    assert_eq!(from.facts.algorithm, Algorithm::Balance);
    assert_eq!(
        from.longhorn.import.unwrap().scenario.algorithm,
        Algorithm::Balance
    );

    let options = SupportBundleOptions {
        algorithm: Some(Algorithm::Balance),
        ..Default::default()
    };
    let chosen = read_with(
        &zip(&bundle_files("v1.9.1", "longhorn.io/v1beta2")),
        &options,
    );
    assert_eq!(
        chosen.longhorn.import.unwrap().scenario.algorithm,
        Algorithm::Balance
    );
    assert_eq!(
        chosen.facts.algorithm_reason,
        "The balance algorithm is used, as chosen; the bundle's Longhorn v1.9.1 would use the most-usable algorithm."
    );

    let files: Vec<File> = bundle_files("v1.9.1", "longhorn.io/v1beta2")
        .into_iter()
        .filter(|f| !f.name.ends_with("settings.yaml"))
        .collect();
    let unknown = read(&zip(&files));
    assert_eq!(
        (
            unknown.facts.algorithm,
            unknown.facts.longhorn_version.clone()
        ),
        (Algorithm::Balance, None)
    );
    assert!(
        unknown
            .facts
            .algorithm_reason
            .contains("records no Longhorn version")
    );
}

/// A Longhorn 1.2 bundle has no `current-longhorn-version` setting (issue #39): its engine image's
/// version (longhorn-manager k8s/pkg/apis/longhorn/v1beta1/engineimage.go, `EngineImageSpec.Image`,
/// the status's inlined `EngineVersionDetails.Version`) — else its objects' v1beta1 API (v1beta2
/// arrived in v1.3.0) — says it is before v1.11, and a note says how it was inferred.
#[test]
fn a_bundle_without_the_version_setting_infers_it_from_its_engine_image_or_its_api_version() {
    let without_setting = |api: &str| -> Vec<File> {
        bundle_files("v1.2.3", api)
            .into_iter()
            .filter(|f| !f.name.ends_with("settings.yaml"))
            .collect()
    };
    let mut files = without_setting("longhorn.io/v1beta1");
    files.push(File::new(
        &format!("{ROOT}yamls/namespaced/longhorn-system/longhorn.io/v1beta1/engineimages.yaml"),
        "apiVersion: v1\nkind: List\nitems:\n- apiVersion: longhorn.io/v1beta1\n  kind: EngineImage\n  \
         metadata: {name: ei-d4c75fbc, namespace: longhorn-system}\n  \
         spec: {image: 'longhornio/longhorn-engine:v1.2.3'}\n  status: {state: deployed}\n",
    ));
    let old = read(&zip(&files));
    assert_eq!(
        (old.facts.algorithm, old.facts.longhorn_version.as_deref()),
        (Algorithm::MostUsable, Some("v1.2.3"))
    );
    assert_eq!(
        old.longhorn.import.unwrap().scenario.algorithm,
        Algorithm::MostUsable
    );
    assert!(
        old.facts
            .note_messages
            .iter()
            .any(|m| m.id == "bundle-version-from-engine-image"),
        "{:?}",
        old.facts.notes
    );
    assert!(
        old.facts
            .notes
            .iter()
            .any(|n| n.contains("longhornio/longhorn-engine:v1.2.3")),
        "{:?}",
        old.facts.notes
    );

    let api_only = read(&zip(&without_setting("longhorn.io/v1beta1")));
    assert_eq!(api_only.facts.algorithm, Algorithm::MostUsable);
    assert!(
        api_only
            .facts
            .note_messages
            .iter()
            .any(|m| m.id == "bundle-version-from-api-version")
    );
}

/// The bundle's Longhorn version reaches the Longhorn lab's scenario as its release (issue #37):
/// read from `current-longhorn-version` by the Longhorn import itself, or inferred from the
/// newest engine image (or the API version) when the setting is absent, with the note that
/// says how.
#[test]
fn the_bundle_s_longhorn_version_chooses_the_longhorn_lab_s_release() {
    use placement::longhorn::input::LonghornVersion;
    let set = read(&zip(&bundle_files("v1.11.1", "longhorn.io/v1beta2")));
    let import = set.longhorn.import.unwrap();
    assert_eq!(import.scenario.longhorn_version, LonghornVersion::V1_11_1);
    let ids: Vec<String> = import
        .version
        .unwrap()
        .why_messages
        .into_iter()
        .map(|m| m.id)
        .collect();
    assert_eq!(
        ids,
        ["import-lh-version-setting", "import-lh-release-exact"]
    );

    let mut files: Vec<File> = bundle_files("v1.11.1", "longhorn.io/v1beta2")
        .into_iter()
        .filter(|f| !f.name.ends_with("settings.yaml"))
        .collect();
    files.push(File::new(
        &format!("{ROOT}yamls/namespaced/longhorn-system/longhorn.io/v1beta2/engineimages.yaml"),
        "apiVersion: v1\nkind: List\nitems:\n- apiVersion: longhorn.io/v1beta2\n  kind: EngineImage\n  \
         metadata: {name: ei-b1c2, namespace: longhorn-system}\n  \
         spec: {image: 'longhornio/longhorn-engine:v1.11.2'}\n  status: {state: deployed, version: v1.11.2}\n",
    ));
    let inferred = read(&zip(&files));
    let import = inferred.longhorn.import.unwrap();
    assert_eq!(import.scenario.longhorn_version, LonghornVersion::V1_11_2);
    let version = import.version.unwrap();
    assert_eq!(version.recorded, "v1.11.2");
    let ids: Vec<&str> = version.why_messages.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "bundle-version-from-engine-image",
            "import-lh-release-exact"
        ]
    );

    let api_only: Vec<File> = bundle_files("v1.2.3", "longhorn.io/v1beta1")
        .into_iter()
        .filter(|f| !f.name.ends_with("settings.yaml"))
        .collect();
    let old = read(&zip(&api_only)).longhorn.import.unwrap();
    assert_eq!(old.scenario.longhorn_version, LonghornVersion::V1_12_1);
    let why = old.version.unwrap().why;
    assert_eq!(
        why[1],
        "Longhorn v1.2 is older than every release modelled: the scenario follows v1.12.1, the default, with the most-usable disk choice of Longhorn before v1.11."
    );
}

#[test]
fn progress_counts_the_inflated_bytes_up_to_the_total() {
    let bytes = zip(&bundle_files("v1.11.0", "longhorn.io/v1beta2"));
    let mut calls = Vec::new();
    let bundle = import_support_bundle(
        &bytes[..],
        &SupportBundleOptions::default(),
        &mut |done, total| calls.push((done, total)),
    )
    .unwrap();
    let total = calls[0].1;
    assert!(total > 10_000, "the YAML files' compressed bytes: {total}");
    assert!(
        calls
            .windows(2)
            .all(|w| w[0].0 <= w[1].0 && w[0].1 == w[1].1)
    );
    assert_eq!(*calls.last().unwrap(), (total, total));
    let files =
        bundle.longhorn.files.len() + bundle.capacity.files.len() + bundle.fleet.files.len();
    assert_eq!(
        calls.len(),
        2 + files,
        "the start, metadata.yaml and one call per file read"
    );
}

#[test]
fn a_file_that_is_not_a_zip_is_refused() {
    let e = refused(b"apiVersion: v1\nkind: List\n");
    assert!(e.message.starts_with("The file is not a zip file."), "{e}");
    assert!(
        refused(b"")
            .message
            .starts_with("The file is not a zip file.")
    );
}

#[test]
fn a_zip_that_is_not_a_support_bundle_is_refused() {
    let e = refused(&zip(&[
        File::new("README.md", "# hello\n"),
        File::new("src/main.rs", "fn main() {}\n"),
    ]));
    assert!(
        e.message
            .starts_with("The zip file is not a support bundle"),
        "{e}"
    );
}

#[test]
fn a_truncated_zip_is_refused() {
    let bytes = zip(&bundle_files("v1.11.0", "longhorn.io/v1beta2"));
    for cut in [bytes.len() - 10, bytes.len() / 2, 100] {
        let e = refused(&bytes[..cut]);
        assert!(
            e.message.starts_with("The zip file is truncated"),
            "cut at {cut}: {e}"
        );
    }
}

#[test]
fn an_encrypted_zip_is_refused() {
    let mut files = bundle_files("v1.11.0", "longhorn.io/v1beta2");
    files
        .iter_mut()
        .filter(|f| !f.name.ends_with('/'))
        .for_each(|f| f.flags = 1);
    let e = refused(&zip(&files));
    assert!(e.message.starts_with("The zip file is encrypted"), "{e}");
}

#[test]
fn an_entry_inflating_past_its_declared_size_is_refused_as_a_zip_bomb() {
    let mut files = bundle_files("v1.11.0", "longhorn.io/v1beta2");
    let mut bomb = File::new(
        &format!("{ROOT}yamls/namespaced/shop/v1/pods.yaml"),
        vec![b' '; 1 << 20],
    );
    bomb.declared_size = Some(1000);
    files.retain(|f| f.name != bomb.name);
    files.push(bomb);
    let e = refused(&zip(&files));
    assert_eq!(e.path, format!("{ROOT}yamls/namespaced/shop/v1/pods.yaml"));
    assert!(
        e.message
            .contains("inflates to more than the 1000 bytes its header declares (a zip bomb)"),
        "{e}"
    );
}

#[test]
fn a_lab_whose_files_declare_more_than_the_import_limit_gets_an_error_and_the_others_their_objects()
{
    let mut files = bundle_files("v1.11.0", "longhorn.io/v1beta2");
    let mut huge = File::new(
        &format!("{ROOT}yamls/namespaced/shop/v1/persistentvolumeclaims.yaml"),
        "items: []\n",
    );
    huge.declared_size = Some(3_000_000_000);
    files.retain(|f| f.name != huge.name);
    files.push(huge);
    let bundle = read(&zip(&files));
    assert_eq!(
        bundle.capacity.error.as_deref(),
        Some(
            "The bundle's Kubernetes storage objects take 2862 MiB once inflated, more than the 16 MiB an import reads, so none of them were inflated."
        )
    );
    assert!(bundle.capacity.import.is_none());
    assert!(bundle.longhorn.import.is_some() && bundle.fleet.import.is_some());
}

#[test]
fn entry_names_that_leave_the_bundle_are_refused() {
    for (name, why) in [
        (
            "supportbundle_x/../../etc/passwd",
            "climbs out of its folder with ..",
        ),
        ("/etc/passwd", "is an absolute path"),
        ("C:/Windows/win.ini", "is an absolute path"),
        ("supportbundle_x\\yamls\\a.yaml", "has a backslash"),
        (
            "supportbundle_x/yamls/a\u{1}.yaml",
            "has a control character",
        ),
    ] {
        let mut files = bundle_files("v1.11.0", "longhorn.io/v1beta2");
        files.push(File::new(name, "x"));
        let e = refused(&zip(&files));
        assert_eq!(e.value, name);
        assert!(e.message.contains(why), "{name}: {e}");
        assert!(e.message.ends_with("so the file is refused."), "{e}");
    }
}

#[test]
fn a_damaged_entry_is_refused_by_its_checksum() {
    let files = vec![File::stored(
        &format!("{ROOT}metadata.yaml"),
        support_bundle_common::metadata("Longhorn"),
    )];
    let mut bytes = zip(&files);
    let at = bytes.windows(11).position(|w| w == b"projectName").unwrap();
    bytes[at] = b'P';
    let e = refused(&bytes);
    assert!(
        e.message
            .contains("do not match its size or checksum (CRC-32)"),
        "{e}"
    );
}

#[test]
fn a_lab_file_that_is_not_yaml_names_the_file_and_its_own_line() {
    let mut files = bundle_files("v1.11.0", "longhorn.io/v1beta2");
    let name =
        format!("{ROOT}yamls/namespaced/fleet-default/fleet.cattle.io/v1alpha1/clusters.yaml");
    let file = files
        .iter_mut()
        .find(|f| f.name == name)
        .expect("the clusters file");
    file.bytes = b"apiVersion: v1\nkind: List\nitems: [\n".to_vec();
    let bundle = read(&zip(&files));
    let error = bundle.fleet.error.expect("the rollout lab's error");
    assert!(
        error.starts_with(&format!("{name}, line 4, column 1: ")),
        "{error}"
    );
    assert!(bundle.longhorn.import.is_some() && bundle.capacity.import.is_some());
}

#[test]
fn bundle_namespace_mappings_and_namespaces_reach_the_fleet_import() {
    // rancher/fleet target/builder.go getNamespacesForBundle: the mapping and the Namespace
    // labels decide which namespaces' clusters the Bundle targets.
    let mut files = vec![
        File::new(ROOT, ""),
        File::new(&format!("{ROOT}metadata.yaml"), metadata("Rancher")),
    ];
    let text = include_str!("../fixtures/kubectl/fleet/namespace-mappings.yaml");
    for (path, content) in resource_files(text) {
        files.push(File::new(&path, content));
    }
    let bundle = read(&zip(&files));
    let fleet = bundle
        .fleet
        .import
        .as_ref()
        .expect("the Fleet lab's import");
    assert_eq!(fleet.mapped_namespaces, ["fleet-eu"]);
    let targets = |i: &placement::fleet::FleetImport| {
        sorted(
            i.input
                .clusters
                .iter()
                .map(|c| format!("{}/{}", c.namespace(), c.name)),
        )
    };
    let pasted = placement::fleet::import_fleet_objects(text).unwrap();
    assert_eq!(targets(fleet), targets(&pasted));
    assert_eq!(
        targets(fleet),
        ["fleet-default/edge", "fleet-eu/core", "fleet-eu/edge"]
    );
}
