//! Fuzzing every engine entry point natively: arbitrary texts, texts mutated
//! from the real fixtures, JSON inputs mutated from good ones (a field
//! replaced, removed, turned into an array, or added) and hostile texts (deep
//! nesting, odd tokens). Every call must give a result or an [`InputError`]
//! that names its field and echoes at most ~100 characters of the value — no
//! panic. How long a call takes is not asserted here (a loaded machine is no
//! proof either way): the growth benchmarks (`benches/growth.rs`) bound the
//! time of every reader and simulation as its input doubles, and a call that
//! never ends shows as a test that does not finish.
//!
//! The test command runs a short fixed-seed run (`FUZZ_CASES` cases per entry
//! point, default 48; seed `FUZZ_SEED`, default 20261201). A long run:
//! `FUZZ_CASES=5000 FUZZ_SEED=$RANDOM cargo test --release -p placement --test fuzz`.
//! The inputs that ever broke something are kept in `tests/fuzz-regressions/`
//! at the repository root and replayed by `regression_cases_replay`.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use placement::InputError;
use placement::capacity::{self, FilterInput, SimulationInput};
use placement::fleet::{self, PlanInput, RolloutInput, RolloutStrategy};
use placement::kernel::int_or_percent::{IntOrPercent, limit};
use placement::kernel::json_path::{error_path, without_position};
use placement::kernel::strict;
use placement::longhorn::balance::{self, BalanceInput};
use placement::longhorn::{self, Scenario, Settings, WhatIf};

const LONGHORN: &str = include_str!("../fixtures/longhorn-list.yaml");
const LONGHORN_JSON: &str = include_str!("../fixtures/longhorn-list.json");
const LONGHORN_EXTRAS: &str = include_str!("../fixtures/longhorn-extras.yaml");
const CAPACITY: &str = include_str!("../fixtures/kubectl/capacity/list.yaml");
const CAPACITY_JSON: &str = include_str!("../fixtures/kubectl/capacity/list.json");
const CAPACITY_EXTRAS: &str = include_str!("../fixtures/kubectl/capacity/extras.yaml");
const FLEET: &str = include_str!("../fixtures/kubectl/fleet/list.yaml");
const FLEET_JSON: &str = include_str!("../fixtures/kubectl/fleet/list.json");
const FLEET_YAML: &str = include_str!("../fixtures/kubectl/fleet/fleet.yaml");

/// An error as the wasm package would throw it: path, value, message.
struct Refused {
    path: String,
    value: String,
    message: String,
}

impl From<InputError> for Refused {
    fn from(e: InputError) -> Self {
        Refused {
            path: e.path,
            value: e.value,
            message: e.message,
        }
    }
}

/// Reads JSON text as the wasm package does (strictly, errors at their path).
fn read<T: DeserializeOwned>(text: &str) -> Result<T, Refused> {
    strict::from_str(text).map_err(|e| Refused {
        path: error_path(text, &e),
        value: String::new(),
        message: without_position(&e.to_string()),
    })
}

type Entry = fn(&str) -> Result<(), Refused>;

fn schedule(text: &str) -> Result<(), Refused> {
    longhorn::schedule_replicas(&read::<Scenario>(text)?)?;
    Ok(())
}

fn what_if(text: &str) -> Result<(), Refused> {
    let (scenario, action): (Scenario, WhatIf) = read(text)?;
    longhorn::what_if(&scenario, &action)?;
    Ok(())
}

fn simulate_balance(text: &str) -> Result<(), Refused> {
    balance::simulate_balance(&read::<BalanceInput>(text)?)?;
    Ok(())
}

fn balance_score(text: &str) -> Result<(), Refused> {
    let values: Vec<f64> = read(text)?;
    let _ = balance::balance_score(&values);
    Ok(())
}

fn settings_to_yaml(text: &str) -> Result<(), Refused> {
    let settings: Settings = read(text)?;
    settings.validate()?;
    let yaml = longhorn::settings_to_yaml(&settings);
    longhorn::import_kubectl(&yaml)
        .map(drop)
        .map_err(Refused::from)
}

fn filter_nodes(text: &str) -> Result<(), Refused> {
    capacity::filter_nodes(&read::<FilterInput>(text)?)?;
    Ok(())
}

fn check_bindings(text: &str) -> Result<(), Refused> {
    capacity::check_bindings(&read::<capacity::CheckBindingsInput>(text)?)?;
    Ok(())
}

/// A pod with a claim to provision on n1, and its claim later still waiting for the provisioner.
fn check_bindings_input() -> Value {
    json!({
        "cluster": {
            "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}}],
            "storageClasses": [{"metadata": {"name": "fast"}, "provisioner": "csi.example.com",
                                "volumeBindingMode": "WaitForFirstConsumer"}],
            "persistentVolumeClaims": [{"metadata": {"name": "data"}, "spec": {"storageClassName": "fast"}}]
        },
        "pod": {"metadata": {"name": "web"}, "spec": {"volumes": [{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}]}},
        "node": "n1",
        "later": {
            "persistentVolumeClaims": [{"metadata": {"name": "data", "annotations": {"volume.kubernetes.io/selected-node": "n1"}},
                                        "spec": {"storageClassName": "fast", "volumeName": "pvc-1"}}],
            "persistentVolumes": []
        },
        "elapsedSeconds": 10,
        "bindTimeoutSeconds": 600
    })
}

fn simulate_capacity(text: &str) -> Result<(), Refused> {
    capacity::simulate_capacity(&read::<SimulationInput>(text)?)?;
    Ok(())
}

fn plan_partitions(text: &str) -> Result<(), Refused> {
    fleet::plan_partitions(&read::<PlanInput>(text)?)?;
    Ok(())
}

fn simulate_rollout(text: &str) -> Result<(), Refused> {
    let simulation = fleet::simulate_rollout(&read::<RolloutInput>(text)?)?;
    // The replay of every cluster at a round past the end: never a panic.
    for cluster in [0, simulation.clusters.len().saturating_sub(1), usize::MAX] {
        let _ = fleet::cluster_state_at(&simulation, cluster, u32::MAX);
    }
    Ok(())
}

fn strategy_to_yaml(text: &str) -> Result<(), Refused> {
    let strategy: RolloutStrategy = read(text)?;
    fleet::parse_fleet_yaml(&format!("{}\n", fleet::strategy_to_yaml(&strategy)))?;
    Ok(())
}

fn fleet_limit(text: &str) -> Result<(), Refused> {
    let (count, values): (i64, Vec<Option<IntOrPercent>>) = read(text)?;
    let refs: Vec<Option<&IntOrPercent>> = values.iter().map(Option::as_ref).collect();
    limit(count, &refs)?;
    Ok(())
}

fn import_longhorn(text: &str) -> Result<(), Refused> {
    longhorn::import_kubectl(text)
        .map(drop)
        .map_err(Refused::from)
}

fn import_capacity(text: &str) -> Result<(), Refused> {
    capacity::import_kubectl(text)
        .map(drop)
        .map_err(Refused::from)
}

fn import_fleet(text: &str) -> Result<(), Refused> {
    fleet::import_fleet_objects(text)
        .map(drop)
        .map_err(Refused::from)
}

fn parse_fleet_yaml(text: &str) -> Result<(), Refused> {
    fleet::parse_fleet_yaml(text)
        .map(drop)
        .map_err(Refused::from)
}

/// The JSON entry points with a good input each (built from the fixtures).
fn json_entries() -> Vec<(&'static str, Entry, Value)> {
    let longhorn = longhorn::import_kubectl(LONGHORN).unwrap();
    let scenario = serde_json::to_value(&longhorn.scenario).unwrap();
    let capacity = capacity::import_kubectl(CAPACITY).unwrap();
    let filter = json!({"cluster": capacity.cluster, "pod": capacity.pods[0].pod});
    let fleet = fleet::import_fleet_objects(FLEET).unwrap();
    let plan = serde_json::to_value(&fleet.input).unwrap();
    let mut rollout = plan.clone();
    rollout["paused"] = json!(fleet.paused);
    rollout["defaultBehavior"] = json!({"kind": "ready", "afterRounds": 1});
    rollout["events"] = json!([{"action": "update", "round": 3}]);
    vec![
        ("scheduleReplicas", schedule as Entry, scenario.clone()),
        (
            "whatIf",
            what_if,
            json!([scenario, {"action": "fail-node", "node": "worker-2"}]),
        ),
        ("simulateBalance", simulate_balance, balance_input()),
        ("balanceScore", balance_score, json!([1000, 1200, 0.5])),
        (
            "longhornSettingsToYaml",
            settings_to_yaml,
            json!({"replica-soft-anti-affinity": true}),
        ),
        ("filterNodes", filter_nodes, filter),
        ("checkBindings", check_bindings, check_bindings_input()),
        ("simulateCapacity", simulate_capacity, capacity_simulation()),
        ("planPartitions", plan_partitions, plan),
        ("simulateRollout", simulate_rollout, rollout),
        (
            "strategyToYaml",
            strategy_to_yaml,
            json!({"maxUnavailable": "10%", "partitions": [{"name": "a", "clusterName": "x"}]}),
        ),
        ("fleetLimit", fleet_limit, json!([230, [null, "25%"]])),
    ]
}

/// The text entry points with the fixtures their texts are mutated from.
fn text_entries() -> Vec<(&'static str, Entry, Vec<&'static str>)> {
    vec![
        (
            "importLonghornObjects",
            import_longhorn as Entry,
            vec![LONGHORN, LONGHORN_JSON, LONGHORN_EXTRAS],
        ),
        (
            "importCapacityObjects",
            import_capacity,
            vec![CAPACITY, CAPACITY_JSON, CAPACITY_EXTRAS],
        ),
        (
            "importFleetObjects",
            import_fleet,
            vec![FLEET, FLEET_JSON, FLEET_YAML],
        ),
        ("parseFleetYaml", parse_fleet_yaml, vec![FLEET_YAML]),
    ]
}

fn balance_input() -> Value {
    json!({"replicaSize": "100Gi", "nodes": [
        {"name": "A", "disks": [{"name": "A1", "usable": "900Gi"}, {"name": "A2", "usable": "100Gi"}]},
        {"name": "B", "disks": [{"name": "B1", "usable": "600Gi"}, {"name": "B2", "usable": "700Gi"}]}]})
}

fn capacity_simulation() -> Value {
    json!({
        "nodes": [{"metadata": {"name": "n1", "labels": {"kubernetes.io/hostname": "n1"}}},
                  {"metadata": {"name": "n2", "labels": {"kubernetes.io/hostname": "n2"}}}],
        "storageClasses": [{"metadata": {"name": "local"}, "provisioner": "local.csi", "volumeBindingMode": "WaitForFirstConsumer"}],
        "drivers": [{"publisher": {"driver": "local.csi", "mode": "perNode", "topologyKeys": ["kubernetes.io/hostname"]},
            "pollIntervalSeconds": 60, "provisioningSeconds": 5, "refreshAfterProvisioning": true,
            "pools": [{"segment": {"kubernetes.io/hostname": "n1"}, "free": "10Gi"},
                      {"segment": {"kubernetes.io/hostname": "n2"}, "free": "100Gi", "maximumVolumeSize": "50Gi"}]}],
        "workload": [{"arrivalSeconds": 0, "pod": {"metadata": {"name": "db"}, "spec": {"volumes": [
            {"name": "data", "ephemeral": {"volumeClaimTemplate": {"spec": {"storageClassName": "local",
                "resources": {"requests": {"storage": "20Gi"}}}}}}]}}, "claims": []}],
        "externalChanges": [{"atSeconds": 10, "driver": "local.csi", "segment": {"kubernetes.io/hostname": "n2"}, "delta": "-60Gi"}],
        "horizonSeconds": 3600
    })
}

/// Calls `entry` and checks what the fuzzer promises: a result, or an error
/// that names a field (or the whole input) with a short value and message.
fn check(name: &str, entry: Entry, text: &str) -> Result<(), TestCaseError> {
    if let Err(e) = entry(text) {
        prop_assert!(!e.message.is_empty(), "{name}: an error without a message");
        prop_assert!(
            e.value.chars().count() <= 101,
            "{name}: value of {} characters",
            e.value.len()
        );
        let shown = format!("{}: {}", e.path, e.message);
        prop_assert!(
            shown.chars().count() < 2000,
            "{name}: a message of {} characters",
            shown.len()
        );
    }
    Ok(())
}

fn runner() -> TestRunner {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let config = Config {
        cases: env("FUZZ_CASES", 48) as u32,
        failure_persistence: None,
        ..Config::default()
    };
    let mut seed = [0u8; 32];
    seed[..8].copy_from_slice(&env("FUZZ_SEED", 20_261_201).to_le_bytes());
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed))
}

use crate::fuzz_common::{arbitrary_json, hostile_texts, mutated_json, mutated_text, native_input};

#[test]
fn json_entry_points_take_mutated_inputs() {
    for (name, entry, good) in json_entries() {
        runner()
            .run(&mutated_json(good), |value| {
                check(name, entry, &value.to_string())
            })
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn json_entry_points_take_arbitrary_json() {
    for (name, entry, _) in json_entries() {
        runner()
            .run(&arbitrary_json(), |value| {
                check(name, entry, &value.to_string())
            })
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn text_entry_points_take_mutated_fixtures_and_arbitrary_text() {
    for (name, entry, fixtures) in text_entries() {
        runner()
            .run(&mutated_text(fixtures), |text| check(name, entry, &text))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        runner()
            .run(&".{0,400}", |text| check(name, entry, &text))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn every_entry_point_takes_the_hostile_texts() {
    let entries = json_entries()
        .into_iter()
        .map(|(name, entry, _)| (name, entry))
        .chain(
            text_entries()
                .into_iter()
                .map(|(name, entry, _)| (name, entry)),
        );
    for (name, entry) in entries {
        for text in hostile_texts() {
            check(name, entry, &text)
                .unwrap_or_else(|e| panic!("{name} on {:?}: {e}", &text[..text.len().min(60)]));
        }
    }
}

#[test]
fn deep_json_is_refused_with_a_short_path_not_a_stack_overflow() {
    let deep = format!("{}1{}", "{\"a\":".repeat(100_000), "}".repeat(100_000));
    let Err(e) = read::<Value>(&format!("{{\"settings\":{deep}}}")) else {
        panic!("read")
    };
    assert!(
        e.message.starts_with("nested more than 128 levels"),
        "{}",
        e.message
    );
    assert!(e.path.starts_with("settings.a.a"), "{}", e.path);
    assert!(e.path.contains("levels)…"), "{}", e.path);
    assert!(e.path.len() < 200, "{}", e.path);
    let Err(e) = read::<Scenario>(&format!("{{\"nodes\":{}", "[".repeat(100_000))) else {
        panic!("read")
    };
    assert_eq!(
        (e.path.as_str(), e.message.as_str()),
        ("nodes[0]", "must be an object, not an array")
    );
}

#[test]
fn regression_cases_replay() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fuzz-regressions");
    let entries: Vec<(&str, Entry)> = json_entries()
        .into_iter()
        .map(|(name, entry, _)| (name, entry))
        .chain(
            text_entries()
                .into_iter()
                .map(|(name, entry, _)| (name, entry)),
        )
        .collect();
    let mut replayed = 0;
    for file in std::fs::read_dir(dir).unwrap() {
        let path = file.unwrap().path();
        let case: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let Some(text) = native_input(&case) else {
            continue; // a JS-only case (a BigInt, a Symbol, a cycle…)
        };
        let Some((name, entry)) = entries.iter().find(|(n, _)| case["function"] == *n) else {
            continue;
        };
        check(name, *entry, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        replayed += 1;
    }
    assert!(replayed > 0, "no regression case replayed natively");
}
