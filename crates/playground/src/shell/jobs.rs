//! The jobs a worker can run: one runner per lab, and [`imports`], the runner
//! of the kubectl-import bundle. Each reads JSON input and writes JSON output;
//! a bundle links only its own runner, so the lab bundles carry no import code.

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::text::error_messages::encode;
use crate::platform::import_job::ImportRequest;
use crate::labs::longhorn::import::PageImport;
use crate::labs::capacity::imported::PageImport as CapacityImport;
use crate::labs::rollout::imported::PageImport as RolloutImport;
use crate::platform::worker::Progress;

/// A lab's job runner: `(kind, JSON input, progress)` → JSON output or an error.
pub use crate::platform::worker::JobRunner;

/// For labs without jobs.
pub fn none(kind: &str, _input: &str, _progress: Progress) -> Result<String, String> {
    Err(unknown(kind))
}

/// The import bundle's jobs (`src/bin/import.rs`, fetched by a worker when
/// a page first reads YAML or pasted objects, see `import_job`): `longhorn`,
/// `capacity` and `fleet` read an `ImportRequest` (see `import_job`) for that
/// lab; `scenario-yaml` reads a scenario file's YAML into its JSON value and
/// `fleet-yaml` a fleet.yaml into its `FleetYaml`. The YAML parser is in this
/// bundle only, so no page's first load carries it.
pub fn imports(kind: &str, input: &str, _progress: Progress) -> Result<String, String> {
    match kind {
        "longhorn" => write(&PageImport::from(import_longhorn(&read(input)?)?)),
        "capacity" => write(&CapacityImport::from(&import_capacity(&read(input)?)?)),
        "fleet" => write(&RolloutImport::from(&import_fleet(&read(input)?)?)),
        "scenario-yaml" => write(&crate::platform::scenario::parse_yaml(
            &read::<ImportRequest>(input)?.text,
        )?),
        "fleet-yaml" => write(&parse_fleet_yaml(&read(input)?)?),
        other => Err(unknown(other)),
    }
}

/// Reads a fleet.yaml (the rollout lab's editor): errors say the field, line
/// and column.
pub fn parse_fleet_yaml(request: &ImportRequest) -> Result<placement::fleet::FleetYaml, String> {
    placement::fleet::parse_fleet_yaml(&request.text)
        .map_err(|e| encode(&e, &format!("{}: {}", e.path, e.message)))
}

/// Reads Longhorn objects (the Longhorn lab's import).
pub fn import_longhorn(request: &ImportRequest) -> Result<placement::longhorn::Import, String> {
    placement::longhorn::import_kubectl(&request.text).map_err(|e| encode(&e, &e.to_string()))
}

/// Reads Kubernetes objects (the capacity lab's import) through
/// `serde_json::Value`, as the lab did before imports moved to their own
/// bundle (`ThroughText` reads the same; see `capacity::import`).
pub fn import_capacity(
    request: &ImportRequest,
) -> Result<placement::capacity::import::CapacityImport, String> {
    placement::capacity::import::import_kubectl_with::<placement::capacity::import::ThroughValue>(
        &request.text,
    )
    .map_err(|e| encode(&e, &e.to_string()))
}

/// Reads Fleet objects (the rollout lab's import).
pub fn import_fleet(request: &ImportRequest) -> Result<placement::fleet::FleetImport, String> {
    let options = placement::fleet::import::FleetImportOptions {
        bundle: request.bundle.clone(),
    };
    placement::fleet::import_fleet_objects_with(&request.text, &options).map_err(|e| encode(&e, &e.to_string()))
}

/// The balance lab's job: `balance`.
pub fn balance(kind: &str, input: &str, progress: Progress) -> Result<String, String> {
    match kind {
        "balance" => {
            let input: placement::longhorn::balance::BalanceInput = read(input)?;
            progress(0, 1);
            let output = placement::longhorn::balance::simulate_balance(&input)
                .map_err(|e| encode(&e, &e.to_string()))?;
            progress(1, 1);
            write(&output)
        }
        other => Err(unknown(other)),
    }
}

/// The storage capacity lab's job: `capacity`.
pub fn capacity(kind: &str, input: &str, progress: Progress) -> Result<String, String> {
    match kind {
        "capacity" => {
            let input: placement::capacity::SimulationInput = read(input)?;
            let output =
                placement::capacity::simulate::simulate_capacity_with_progress(&input, progress)
                    .map_err(|e| encode(&e, &e.to_string()))?;
            write(&output)
        }
        other => Err(unknown(other)),
    }
}

/// The rollout lab's job: `rollout`.
pub fn rollout(kind: &str, input: &str, progress: Progress) -> Result<String, String> {
    match kind {
        "rollout" => {
            let input: placement::fleet::RolloutInput = read(input)?;
            let output = placement::fleet::simulate_rollout_with_progress(&input, progress)
                .map_err(|e| encode(&e, &e.to_string()))?;
            write(&output)
        }
        other => Err(unknown(other)),
    }
}

fn unknown(kind: &str) -> String {
    format!("unknown job kind {kind:?}")
}

/// Reads with serde_json's text reader, the one reader the playground uses
/// for every type (see [`crate::platform::scenario::from_value`]).
fn read<T: DeserializeOwned>(input: &str) -> Result<T, String> {
    serde_json::from_str(input).map_err(|e| format!("bad job input: {e}"))
}

fn write<T: Serialize>(output: &T) -> Result<String, String> {
    serde_json::to_string(output).map_err(|e| format!("could not write the job output: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_a_job_and_reports_progress() {
        let mut seen = Vec::new();
        let input = r#"{"replicaSize": "1Gi", "nodes": [{"name": "A", "disks": [{"name": "a", "usable": "2Gi"}]}]}"#;
        let output = balance("balance", input, &mut |d, t| seen.push((d, t))).unwrap();
        assert!(
            output.contains(r#""winner":{"node":"A","disk":"a"}"#),
            "{output}"
        );
        assert_eq!(seen, vec![(0, 1), (1, 1)]);
    }

    #[test]
    fn runs_a_rollout_with_progress_per_round() {
        let clusters: Vec<String> = (0..100)
            .map(|i| format!(r#"{{"name": "c-{i:03}"}}"#))
            .collect();
        let input = format!(
            r#"{{"rolloutStrategy": {{"maxUnavailable": "10%"}}, "defaultBehavior": {{"kind": "notReady"}}, "clusters": [{}]}}"#,
            clusters.join(",")
        );
        let mut seen = Vec::new();
        let output = rollout("rollout", &input, &mut |d, t| seen.push((d, t))).unwrap();
        let sim: placement::fleet::RolloutSimulation = serde_json::from_str(&output).unwrap();
        assert_eq!(sim.rounds[0].created, 50);
        assert_eq!(sim.rounds[1].created, 50);
        assert_eq!(seen.first(), Some(&(1, 1000)));
        let last = sim.rounds.len() as u64;
        assert_eq!(seen.last(), Some(&(last, last)));
        let bad = rollout(
            "rollout",
            r#"{"rolloutStrategy": {"maxUnavailable": "lots"}, "clusters": [{"name": "a"}]}"#,
            &mut |_, _| {},
        );
        assert!(bad
            .unwrap_err()
            .contains("rolloutStrategy.maxUnavailable: invalid maxUnavailable"));
    }

    #[test]
    fn bad_kind_and_input_are_errors() {
        assert!(balance("nope", "{}", &mut |_, _| {})
            .unwrap_err()
            .contains("unknown job kind"));
        assert!(capacity("balance", "{}", &mut |_, _| {})
            .unwrap_err()
            .contains("unknown job kind"));
        assert!(none("rollout", "{}", &mut |_, _| {})
            .unwrap_err()
            .contains("unknown job kind"));
        assert!(balance("balance", "{", &mut |_, _| {})
            .unwrap_err()
            .contains("bad job input"));
    }

    #[test]
    fn runs_a_capacity_simulation() {
        let input = r#"{"nodes": [{"metadata": {"name": "n1", "labels": {"kubernetes.io/hostname": "n1"}}}],
            "storageClasses": [{"metadata": {"name": "local"}, "provisioner": "local.csi", "volumeBindingMode": "WaitForFirstConsumer"}],
            "drivers": [{"publisher": {"driver": "local.csi", "mode": "perNode"}, "pools": [{"segment": {"kubernetes.io/hostname": "n1"}, "free": "10Gi"}]}],
            "workload": []}"#;
        let output = capacity("capacity", input, &mut |_, _| {}).unwrap();
        let sim: placement::capacity::CapacitySimulation = serde_json::from_str(&output).unwrap();
        assert!(sim.on.tracking && !sim.off.tracking);
        assert!(capacity("capacity", r#"{"nodes": []}"#, &mut |_, _| {})
            .unwrap_err()
            .contains("bad job input"));
    }

    #[test]
    fn a_longhorn_import_crosses_as_the_drawing_and_its_reports() {
        // The page gets the drawing the worker made from the engine's scenario, not the scenario.
        let text = include_str!("../../../placement/tests/fixtures/longhorn-list.yaml");
        let request = ImportRequest::text(text.to_string());
        let input = serde_json::to_string(&request).unwrap();
        let output = imports("longhorn", &input, &mut |_, _| {}).unwrap();
        let back: PageImport = crate::platform::worker::parse_output(&output).unwrap();
        let import = import_longhorn(&request).unwrap();
        assert_eq!(back.draft, crate::labs::longhorn::import::PageImport::from(import.clone()).draft);
        assert_eq!(back.nodes, import.scenario.nodes.len());
        assert!(back.nodes > 0 && back.volumes > 0 && back.replicas > 0, "{back:?}");
        assert_eq!((back.skipped, back.notes, back.recorded), (import.skipped, import.notes, import.recorded));
    }

    #[test]
    fn an_import_reads_the_same_through_the_worker() {
        // The worker's JSON output reads back as the engine's import.
        let text = include_str!("../../../placement/tests/fixtures/kubectl/capacity/list.yaml");
        let request = ImportRequest::text(text.to_string());
        let input = serde_json::to_string(&request).unwrap();
        let output = imports("capacity", &input, &mut |_, _| {}).unwrap();
        // The capacity lab gets its draft's parts and the import's reports, made in the worker.
        let back: CapacityImport = crate::platform::worker::parse_output(&output).unwrap();
        let import = import_capacity(&request).unwrap();
        assert_eq!(back, CapacityImport::from(&import));
        assert_eq!((back.nodes.len(), back.pods.len()), (import.cluster.nodes.len(), import.pods.len()));
        assert!(!back.drivers.is_empty() && back.pods.iter().any(|p| !p.draft.volumes.is_empty()), "{back:?}");
        assert_eq!((&back.read, &back.skipped), (&import.read, &import.skipped));
        // The messages cross the worker beside the English: one per note, one per skipped object.
        assert!(!back.note_messages.is_empty());
        assert_eq!(back.note_messages.len(), back.notes.len());
        assert!(back.skipped.iter().all(|s| !s.why_message.id.is_empty()));

        let text = include_str!("../../../placement/tests/fixtures/kubectl/fleet/list.yaml");
        let request = ImportRequest::text(text.to_string());
        let output = imports(
            "fleet",
            &serde_json::to_string(&request).unwrap(),
            &mut |_, _| {},
        )
        .unwrap();
        // The rollout lab gets its draft parts and the import's reports, made in the worker.
        let back: RolloutImport = crate::platform::worker::parse_output(&output).unwrap();
        let import = import_fleet(&request).unwrap();
        assert_eq!(back, RolloutImport::from(&import));
        assert_eq!(back.fleet.as_ref().unwrap().imported.clusters.len(), import.input.clusters.len());
        assert!(back.strategy.is_some() && back.groups.as_ref().is_some_and(|g| !g.is_empty()), "{back:?}");
        assert_eq!((back.skipped, back.notes, back.read), (import.skipped, import.notes, import.read));

        let err = imports("longhorn", r#"{"text": "kind: [1\n"}"#, &mut |_, _| {}).unwrap_err();
        assert!(err.contains("line 1"), "{err}");
        // YAML the pages read: a scenario file, fleet.yaml.
        let request =
            |text: &str| serde_json::to_string(&ImportRequest::text(text.into())).unwrap();
        let scenario = "apiVersion: placement-playground/v1\nkind: Scenario\nversion: 2\nlab: balance\nstate: {a: &x 1, b: *x}\n";
        let output = imports("scenario-yaml", &request(scenario), &mut |_, _| {}).unwrap();
        let value: serde_json::Value = serde_json::from_str(&output).unwrap();
        assert_eq!(value["state"], serde_json::json!({"a": 1, "b": 1}));
        let err = imports("scenario-yaml", &request("state: [1\n"), &mut |_, _| {}).unwrap_err();
        assert!(
            err.starts_with("not valid YAML: line 1 column 8: unclosed ["),
            "{err}"
        );
        let output = imports(
            "fleet-yaml",
            &request("rolloutStrategy:\n  maxNew: 3\n"),
            &mut |_, _| {},
        )
        .unwrap();
        let fleet: placement::fleet::FleetYaml = serde_json::from_str(&output).unwrap();
        assert_eq!(fleet.rollout_strategy.max_new, Some(3));
        let err = imports(
            "fleet-yaml",
            &request("rolloutStrategy:\n  maxNew: x\n"),
            &mut |_, _| {},
        )
        .unwrap_err();
        // An engine error crosses encoded; the page says it (here in English).
        let said = crate::text::error_messages::from_worker(&err);
        assert!(said.starts_with("rolloutStrategy.maxNew: line 2, column 11: "), "{said}");
        // The lab runners no longer import: that code is in the import bundle only.
        assert!(capacity("import", &input, &mut |_, _| {})
            .unwrap_err()
            .contains("unknown job kind"));
        assert!(imports("capacity-import", "{}", &mut |_, _| {})
            .unwrap_err()
            .contains("unknown job kind"));
    }
}
