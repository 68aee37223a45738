//! Simulation properties: with fresh published data, tracking on never takes more
//! scheduling attempts than tracking off, and never hits ResourceExhausted.

use placement::capacity::{SimulationInput, simulate_capacity};
use proptest::prelude::*;
use serde_json::json;

fn workload(mode: &str, frees: &[u64], sizes: &[u64], gap: u64, scoring: bool) -> SimulationInput {
    let nodes: Vec<_> = (0..frees.len())
        .map(|i| {
            json!({"metadata": {"name": format!("n{i}"), "labels": {
                "kubernetes.io/hostname": format!("n{i}"),
                "topology.kubernetes.io/zone": format!("z{}", i % 3)}}})
        })
        .collect();
    let (pools, publisher): (Vec<_>, _) = if mode == "perNode" {
        (
            frees.iter().enumerate().map(|(i, f)| json!({"segment": {"kubernetes.io/hostname": format!("n{i}")}, "free": f * (1 << 30)})).collect(),
            json!({"driver": "d", "mode": "perNode"}),
        )
    } else {
        (
            frees.iter().take(3).enumerate().map(|(i, f)| json!({"segment": {"topology.kubernetes.io/zone": format!("z{i}")}, "free": f * (1 << 30)})).collect(),
            json!({"driver": "d"}),
        )
    };
    let pods: Vec<_> = sizes
        .iter()
        .enumerate()
        .map(|(i, s)| {
            json!({"arrivalSeconds": i as u64 * gap, "pod": {"metadata": {"name": format!("p{i}")}, "spec": {"volumes": [
                {"name": "d", "ephemeral": {"volumeClaimTemplate": {"spec": {"storageClassName": "wffc",
                    "resources": {"requests": {"storage": s * (1 << 30)}}}}}}]}}})
        })
        .collect();
    let mut input = json!({
        "nodes": nodes,
        "storageClasses": [{"metadata": {"name": "wffc"}, "provisioner": "d", "volumeBindingMode": "WaitForFirstConsumer"}],
        "drivers": [{"publisher": publisher, "pools": pools, "provisioningSeconds": 2}],
        "workload": pods,
        "horizonSeconds": 1800
    });
    if scoring {
        input["scoring"] = json!({});
    }
    serde_json::from_value(input).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn tracking_on_never_takes_more_attempts_for_a_pod(
        frees in prop::collection::vec(0u64..100, 1..8),
        size in 1u64..120,
        per_node in any::<bool>(),
        scoring in any::<bool>(),
    ) {
        let input = workload(if per_node { "perNode" } else { "central" }, &frees, &[size], 0, scoring);
        let sim = simulate_capacity(&input).unwrap();
        prop_assert_eq!(sim.on.total_provisioning_failures, 0);
        prop_assert!(sim.on.pods[0].attempts <= sim.off.pods[0].attempts,
            "on {} > off {}", sim.on.pods[0].attempts, sim.off.pods[0].attempts);
        prop_assert_eq!(sim.on.pods[0].state, sim.off.pods[0].state);
    }

    #[test]
    fn fresh_data_means_no_resource_exhausted(
        frees in prop::collection::vec(0u64..100, 1..8),
        sizes in prop::collection::vec(1u64..60, 1..6),
        per_node in any::<bool>(),
    ) {
        // Pods arrive one at a time, each after the previous provisioning and refresh.
        let input = workload(if per_node { "perNode" } else { "central" }, &frees, &sizes, 100, false);
        let sim = simulate_capacity(&input).unwrap();
        prop_assert_eq!(sim.on.total_provisioning_failures, 0);
        // Total attempts over several pods are NOT always lower with tracking on: the two runs
        // place pods differently, and a later pod can find no room after an earlier, different
        // placement (found by proptest: pools 56/0/12 GiB central, several pods). The per-pod
        // guarantee holds for one pod on the same state (the property above).
    }
}
