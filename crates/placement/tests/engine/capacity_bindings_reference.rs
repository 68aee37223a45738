//! A reference for `check_bindings` (issue #14): PreBind's `checkBindings`, written here from
//! kubernetes/kubernetes `pkg/scheduler/framework/plugins/volumebinding/binder.go` —
//! `BindPodVolumes` (poll `checkBindings` each second up to `bindTimeout`, then
//! `binding volumes: %w`) and `checkBindings` (node, then pod, then every static binding —
//! PV in the cache, PVC in the cache, `CheckNodeAffinity`, `ClaimRef` with a UID, fully
//! bound — then every claim to provision — PVC in the cache, annotations not nil,
//! `selected-node` equal to the node, its PV's node affinity when it names one (a PV not in
//! the cache yet is a wait), fully bound) — and from `findMatchingVolumes` for the plan's
//! order (claims sorted by increasing request; the ones without a PV are provisioned in that
//! order). `volume_binding.go` (`PreBind`) wraps the error for the framework.
//!
//! The reference does not use the engine's helpers: it knows the plan by construction (each
//! static claim has exactly one PV of its size; every provisioned claim asks more than any
//! PV holds) and decides each claim from the generated later state with its own code. A
//! property test over small generated states requires the engine's status, message and
//! per-claim outcomes to be the reference's.

use placement::capacity::bindings::{
    BindingOutcome, BindingStatus, CheckBindingsInput, check_bindings,
};
use proptest::prelude::*;
use serde_json::{Value, json};

/// What became of a statically bound claim and its PV after Reserve.
#[derive(Clone, Copy, Debug)]
struct StaticLater {
    claim_deleted: bool,
    /// The PV controller set `volumeName` on the claim.
    volume_name: bool,
    /// ... and `pv.kubernetes.io/bind-completed`.
    bind_completed: bool,
    pv_missing: bool,
    /// 0: the claimRef Reserve wrote, with a UID; 1: no UID; 2: no claimRef at all.
    claim_ref: u8,
    /// The PV now asks for zone b.
    pv_zone_b: bool,
}

/// What became of a claim to provision after Reserve.
#[derive(Clone, Copy, Debug)]
struct ProvisionLater {
    claim_deleted: bool,
    /// 0: `selected-node: n1`; 1: no annotations at all; 2: other annotations only;
    /// 3: `selected-node: n2`.
    annotations: u8,
    volume_name: bool,
    bind_completed: bool,
    /// 0: the new PV is in the cache, for any node; 1: for zone b only; 2: not in the cache.
    new_pv: u8,
}

#[derive(Clone, Debug)]
struct Case {
    /// Request of static claim i in GiB (distinct, 1..=4); PV `pv-i` holds exactly that.
    static_sizes: Vec<u64>,
    /// Request of claim to provision i in GiB (distinct, ≥ 100: no PV fits).
    provision_sizes: Vec<u64>,
    statics: Vec<StaticLater>,
    provisions: Vec<ProvisionLater>,
    /// The order of the pod's volumes: indices into statics then provisions.
    volume_order: Vec<usize>,
    node_deleted: bool,
    node_zone_b: bool,
    pod_deleted: bool,
    elapsed: u64,
    timeout: Option<u64>,
}

fn affinity(zone: &str) -> Value {
    json!({"required": {"nodeSelectorTerms": [{"matchExpressions": [
        {"key": "zone", "operator": "In", "values": [zone]}]}]}})
}

fn claim(name: &str, class: &str, gib: u64) -> Value {
    json!({"metadata": {"name": name}, "spec": {"storageClassName": class,
        "resources": {"requests": {"storage": format!("{gib}Gi")}}}})
}

/// The engine's input for a case.
fn input(case: &Case) -> CheckBindingsInput {
    let (mut claims, mut pvs, mut volumes) = (Vec::new(), Vec::new(), Vec::new());
    let (mut later_claims, mut later_pvs) = (Vec::new(), Vec::new());
    for (i, (&gib, s)) in case.static_sizes.iter().zip(&case.statics).enumerate() {
        claims.push(claim(&format!("s-{i}"), "local", gib));
        pvs.push(json!({"metadata": {"name": format!("pv-{i}")}, "spec": {
            "capacity": {"storage": format!("{gib}Gi")}, "storageClassName": "local",
            "nodeAffinity": affinity("a")}, "status": {"phase": "Available"}}));
        if !s.claim_deleted {
            let mut c = claim(&format!("s-{i}"), "local", gib);
            if s.volume_name {
                c["spec"]["volumeName"] = json!(format!("pv-{i}"));
            }
            if s.bind_completed {
                c["metadata"]["annotations"] = json!({"pv.kubernetes.io/bind-completed": "yes"});
            }
            later_claims.push(c);
        }
        if !s.pv_missing {
            let mut pv = json!({"metadata": {"name": format!("pv-{i}")}, "spec": {
                "capacity": {"storage": format!("{gib}Gi")}, "storageClassName": "local",
                "nodeAffinity": affinity(if s.pv_zone_b { "b" } else { "a" })}});
            match s.claim_ref {
                0 => {
                    pv["spec"]["claimRef"] = json!({"name": format!("s-{i}"), "namespace": "default", "uid": format!("uid-{i}")})
                }
                1 => {
                    pv["spec"]["claimRef"] =
                        json!({"name": format!("s-{i}"), "namespace": "default"})
                }
                _ => {}
            }
            later_pvs.push(pv);
        }
    }
    for (i, (&gib, p)) in case
        .provision_sizes
        .iter()
        .zip(&case.provisions)
        .enumerate()
    {
        claims.push(claim(&format!("p-{i}"), "fast", gib));
        if !p.claim_deleted {
            let mut c = claim(&format!("p-{i}"), "fast", gib);
            let mut annotations = serde_json::Map::new();
            match p.annotations {
                0 => drop(
                    annotations.insert("volume.kubernetes.io/selected-node".into(), json!("n1")),
                ),
                2 => drop(annotations.insert("example.com/note".into(), json!("x"))),
                3 => drop(
                    annotations.insert("volume.kubernetes.io/selected-node".into(), json!("n2")),
                ),
                _ => {}
            }
            if p.bind_completed && p.annotations != 1 {
                annotations.insert("pv.kubernetes.io/bind-completed".into(), json!("yes"));
            }
            if !annotations.is_empty() {
                c["metadata"]["annotations"] = Value::Object(annotations);
            }
            if p.volume_name {
                c["spec"]["volumeName"] = json!(format!("new-{i}"));
            }
            later_claims.push(c);
        }
        if p.new_pv != 2 {
            let mut pv = json!({"metadata": {"name": format!("new-{i}")}, "spec": {"storageClassName": "fast"}});
            if p.new_pv == 1 {
                pv["spec"]["nodeAffinity"] = affinity("b");
            }
            later_pvs.push(pv);
        }
    }
    let names: Vec<String> = (0..case.statics.len())
        .map(|i| format!("s-{i}"))
        .chain((0..case.provisions.len()).map(|i| format!("p-{i}")))
        .collect();
    for &k in &case.volume_order {
        volumes.push(
            json!({"name": format!("v{k}"), "persistentVolumeClaim": {"claimName": names[k]}}),
        );
    }
    let later_nodes = if case.node_deleted {
        json!([{"metadata": {"name": "n2", "labels": {"zone": "b"}}}])
    } else {
        json!([{"metadata": {"name": "n1", "labels": {"zone": if case.node_zone_b { "b" } else { "a" }}}}])
    };
    let mut input = json!({
        "cluster": {
            "nodes": [{"metadata": {"name": "n1", "labels": {"zone": "a"}}}],
            "storageClasses": [
                {"metadata": {"name": "local"}, "provisioner": "kubernetes.io/no-provisioner", "volumeBindingMode": "WaitForFirstConsumer"},
                {"metadata": {"name": "fast"}, "provisioner": "csi.example.com", "volumeBindingMode": "WaitForFirstConsumer"}],
            "persistentVolumeClaims": claims,
            "persistentVolumes": pvs,
        },
        "pod": {"metadata": {"name": "web"}, "spec": {"volumes": volumes}},
        "node": "n1",
        "later": {"nodes": later_nodes, "persistentVolumeClaims": later_claims, "persistentVolumes": later_pvs},
        "elapsedSeconds": case.elapsed,
        "podDeleted": case.pod_deleted,
    });
    if let Some(t) = case.timeout {
        input["bindTimeoutSeconds"] = json!(t);
    }
    serde_json::from_value(input).expect("generated input parses")
}

/// One step of checkBindings: bound, wait, or the error.
enum Step {
    Bound,
    Wait,
    Fail(String),
}

fn static_step(i: usize, s: &StaticLater, node_zone_b: bool) -> Step {
    if s.pv_missing {
        return Step::Fail(format!(
            "failed to check binding: could not find v1.PersistentVolume \"pv-{i}\""
        ));
    }
    if s.claim_deleted {
        return Step::Fail(format!(
            "failed to check binding: could not find v1.PersistentVolumeClaim \"default/s-{i}\""
        ));
    }
    if s.pv_zone_b != node_zone_b {
        return Step::Fail(format!(
            "pv \"pv-{i}\" node affinity doesn't match node \"n1\": no matching NodeSelectorTerms"
        ));
    }
    if s.claim_ref != 0 {
        return Step::Fail(format!("ClaimRef got reset for pv \"pv-{i}\""));
    }
    if s.volume_name && s.bind_completed {
        Step::Bound
    } else {
        Step::Wait
    }
}

fn provision_step(i: usize, p: &ProvisionLater, node_zone_b: bool) -> Step {
    if p.claim_deleted {
        return Step::Fail(format!(
            "failed to check provisioning pvc: could not find v1.PersistentVolumeClaim \"default/p-{i}\""
        ));
    }
    // Annotations "nil": none at all (bind-completed is only written with other annotations here).
    if p.annotations == 1 {
        return Step::Fail(format!("selectedNode annotation reset for PVC \"p-{i}\""));
    }
    if p.annotations != 0 {
        return Step::Fail(format!("provisioning failed for PVC \"p-{i}\""));
    }
    if p.volume_name {
        match p.new_pv {
            2 => return Step::Wait,
            1 if !node_zone_b => {
                return Step::Fail(format!(
                    "pv \"new-{i}\" node affinity doesn't match node \"n1\": no matching NodeSelectorTerms"
                ));
            }
            _ => {}
        }
    }
    if p.volume_name && p.bind_completed {
        Step::Bound
    } else {
        Step::Wait
    }
}

/// The reference: status, message and the outcome per claim of the plan (static first).
fn reference(case: &Case) -> (BindingStatus, Option<String>, Vec<BindingOutcome>) {
    let wrap = |e: String| Some(format!("binding volumes: {e}"));
    let planned = case.statics.len() + case.provisions.len();
    // volume_binding.go `PreBind`: nothing to bind (all bound, or no claim) returns at once,
    // before checkBindings looks at the node or the pod.
    if planned == 0 {
        return (BindingStatus::AllBound, None, Vec::new());
    }
    if case.node_deleted {
        let e = "failed to get node \"n1\": node \"n1\" not found".to_string();
        return (BindingStatus::Error, wrap(e), Vec::new());
    }
    if case.pod_deleted {
        let e = "pod does not exist any more: pod \"web\" not found".to_string();
        return (BindingStatus::Error, wrap(e), Vec::new());
    }
    // findMatchingVolumes sorts the claims by request: the plan's order.
    let mut statics: Vec<usize> = (0..case.statics.len()).collect();
    statics.sort_by_key(|&i| case.static_sizes[i]);
    let mut provisions: Vec<usize> = (0..case.provisions.len()).collect();
    provisions.sort_by_key(|&i| case.provision_sizes[i]);
    let steps = statics
        .iter()
        .map(|&i| static_step(i, &case.statics[i], case.node_zone_b))
        .chain(
            provisions
                .iter()
                .map(|&i| provision_step(i, &case.provisions[i], case.node_zone_b)),
        );
    let mut outcomes = Vec::with_capacity(planned);
    let mut end = None;
    for step in steps {
        if end.is_some() {
            outcomes.push(BindingOutcome::NotChecked);
            continue;
        }
        match step {
            Step::Bound => outcomes.push(BindingOutcome::Bound),
            Step::Wait => {
                outcomes.push(BindingOutcome::Waiting);
                end = Some(None);
            }
            Step::Fail(e) => {
                outcomes.push(BindingOutcome::Failed);
                end = Some(Some(e));
            }
        }
    }
    let timeout = case.timeout.unwrap_or(600);
    match end {
        None => (BindingStatus::AllBound, None, outcomes),
        Some(Some(e)) => (BindingStatus::Error, wrap(e), outcomes),
        Some(None) if case.elapsed >= timeout => (
            BindingStatus::Error,
            Some("binding volumes: context deadline exceeded".into()),
            outcomes,
        ),
        Some(None) => (BindingStatus::Waiting, None, outcomes),
    }
}

fn static_later() -> impl Strategy<Value = StaticLater> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        prop::bool::weighted(0.15),
        prop::sample::select(vec![0u8, 0, 0, 1, 2]),
        prop::bool::weighted(0.15),
    )
        .prop_map(
            |(claim_deleted, volume_name, bind_completed, pv_missing, claim_ref, pv_zone_b)| {
                StaticLater {
                    claim_deleted: claim_deleted && volume_name && bind_completed, // rare: all three
                    volume_name,
                    bind_completed,
                    pv_missing,
                    claim_ref,
                    pv_zone_b,
                }
            },
        )
}

fn provision_later() -> impl Strategy<Value = ProvisionLater> {
    (
        prop::bool::weighted(0.1),
        prop::sample::select(vec![0u8, 0, 0, 1, 2, 3]),
        any::<bool>(),
        any::<bool>(),
        0u8..3,
    )
        .prop_map(
            |(claim_deleted, annotations, volume_name, bind_completed, new_pv)| ProvisionLater {
                claim_deleted,
                annotations,
                volume_name,
                bind_completed,
                new_pv,
            },
        )
}

fn case() -> impl Strategy<Value = Case> {
    (
        Just(vec![1u64, 2, 3, 4]).prop_shuffle(),
        0usize..4,
        Just(vec![100u64, 101, 102]).prop_shuffle(),
        0usize..4,
    )
        .prop_flat_map(
            |(mut static_sizes, n_static, mut provision_sizes, n_provision)| {
                static_sizes.truncate(n_static);
                provision_sizes.truncate(n_provision.min(3));
                let n_provision = provision_sizes.len();
                let order: Vec<usize> = (0..n_static + n_provision).collect();
                (
                    Just(static_sizes),
                    Just(provision_sizes),
                    prop::collection::vec(static_later(), n_static),
                    prop::collection::vec(provision_later(), n_provision),
                    Just(order).prop_shuffle(),
                    prop::bool::weighted(0.05),
                    prop::bool::weighted(0.1),
                    prop::bool::weighted(0.05),
                    // The seconds waited: any, or right at the timeout, or one before it.
                    (0u64..700, 0u8..3),
                    prop::option::of(0u64..700),
                )
            },
        )
        .prop_map(
            |(
                static_sizes,
                provision_sizes,
                statics,
                provisions,
                volume_order,
                node_deleted,
                node_zone_b,
                pod_deleted,
                (any_elapsed, at),
                timeout,
            )| Case {
                elapsed: match at {
                    0 => any_elapsed,
                    1 => timeout.unwrap_or(600),
                    _ => timeout.unwrap_or(600).saturating_sub(1),
                },
                static_sizes,
                provision_sizes,
                statics,
                provisions,
                volume_order,
                node_deleted,
                node_zone_b,
                pod_deleted,
                timeout,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(512)))]

    /// binder.go `checkBindings` through `BindPodVolumes`: the engine answers as the reference.
    #[test]
    fn check_bindings_matches_the_reference(case in case()) {
        let result = check_bindings(&input(&case)).expect("the generated pod passes Filter on n1");
        // Reserve's plan: static bindings and provisions in findMatchingVolumes' size order.
        let mut statics: Vec<usize> = (0..case.statics.len()).collect();
        statics.sort_by_key(|&i| case.static_sizes[i]);
        let expected_bindings: Vec<(String, String)> =
            statics.iter().map(|i| (format!("default/s-{i}"), format!("pv-{i}"))).collect();
        prop_assert_eq!(&result.static_bindings, &expected_bindings);
        let mut provisions: Vec<usize> = (0..case.provisions.len()).collect();
        provisions.sort_by_key(|&i| case.provision_sizes[i]);
        let expected_provisions: Vec<String> = provisions.iter().map(|i| format!("default/p-{i}")).collect();
        prop_assert_eq!(&result.provisions, &expected_provisions);

        let (status, message, outcomes) = reference(&case);
        prop_assert_eq!(result.status, status, "{:?}", result);
        prop_assert_eq!(&result.message, &message);
        let engine: Vec<BindingOutcome> = result.checks.iter().map(|c| c.outcome).collect();
        prop_assert_eq!(engine, outcomes);
        prop_assert_eq!(result.bind_timeout_seconds, case.timeout.unwrap_or(600));
    }
}

/// The reference is not vacuous: each kind of answer comes out of the generator.
#[test]
fn the_reference_sees_every_answer() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut bound, mut waiting, mut errors, mut timeouts) = (0, 0, 0, 0);
    for _ in 0..400 {
        let case = case().new_tree(&mut runner).unwrap().current();
        match reference(&case) {
            (BindingStatus::AllBound, ..) => bound += 1,
            (BindingStatus::Waiting, ..) => waiting += 1,
            (_, Some(m), _) if m.ends_with("context deadline exceeded") => timeouts += 1,
            _ => errors += 1,
        }
    }
    assert!(
        bound > 10 && waiting > 10 && errors > 10 && timeouts > 5,
        "{bound} {waiting} {errors} {timeouts}"
    );
}
