//! The Fleet import skips the engine's per-cluster checks (name, labels) in
//! `sort_and_validate`, since it checks each label as it reads it: these
//! tests show the full check passes on every import that succeeds — the
//! fixtures and generated clusters with valid and invalid labels — so
//! skipping it changes no result.

use placement::fleet::import::import_fleet_objects;
use placement::fleet::targets::sort_and_validate;
use proptest::prelude::*;

fn fleet_fixtures() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/kubectl/fleet");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("fixtures") {
        let path = entry.expect("entry").path();
        let text = std::fs::read_to_string(&path).expect("fixture");
        out.push((path.display().to_string(), text));
    }
    out
}

#[test]
fn the_full_check_passes_on_every_imported_fixture() {
    for (name, text) in fleet_fixtures() {
        if let Ok(import) = import_fleet_objects(&text) {
            let input = &import.input;
            assert!(
                sort_and_validate(&input.clusters, &input.cluster_groups).is_ok(),
                "{name}"
            );
        }
    }
}

fn cluster_yaml(names: &[(String, String)]) -> String {
    let mut text = String::new();
    for (i, (key, value)) in names.iter().enumerate() {
        text.push_str(&format!(
            "apiVersion: fleet.cattle.io/v1alpha1\nkind: Cluster\nmetadata:\n  name: c{i}\n  \
             namespace: fleet-default\n  labels:\n    {key:?}: {value:?}\n---\n"
        ));
    }
    text.push_str("rolloutStrategy:\n  maxUnavailable: 10%\n");
    text
}

proptest! {
    #[test]
    fn an_import_fails_exactly_when_a_label_is_invalid(
        labels in prop::collection::vec(("[a-z./_-]{0,6}[A-Za-z0-9]{0,3}", "[a-z0-9._ -]{0,5}"), 1..5)
    ) {
        let text = cluster_yaml(&labels);
        let import = import_fleet_objects(&text);
        let valid = labels.iter().all(|(k, v)| {
            placement::kernel::labels::validate_key(k).is_ok()
                && placement::kernel::labels::validate_value(v).is_ok()
        });
        prop_assert_eq!(import.is_ok(), valid, "{:?}", import.as_ref().err());
        if let Ok(import) = import {
            prop_assert!(sort_and_validate(&import.input.clusters, &import.input.cluster_groups).is_ok());
        }
    }
}
