//! Capacity-tracking filter benchmark: 1,000 pods on 5,000 nodes with 5,000
//! CSIStorageCapacity objects, indexed engine vs the straightforward reference
//! (tests/capacity_reference.rs), with equal verdicts checked on the pods the
//! reference runs. `cargo bench -p placement --bench capacity -- --short` is a quick pass.

use std::hint::black_box;
use std::time::Instant;

#[path = "../tests/engine/capacity_reference.rs"]
mod reference;

use placement::capacity::filter::{PodVerdicts, Scheduler};
use placement::capacity::*;
use placement::kernel::quantity::Bytes;

fn main() {
    let short = std::env::args().any(|a| a == "--short");
    let (nodes, objects) = (5_000, 5_000);
    let pods = if short { 100 } else { 1_000 };
    let reference_pods = if short { 2 } else { 10 };

    // Scenario 1: a random mix of topologies (nil, {}, zone, hostname, NotIn, Exists).
    let mut mixed = reference::random_input(0xC0FFEE, nodes, objects, 0);
    for driver in &mut mixed.cluster.csi_drivers {
        driver.spec.storage_capacity = Some(true);
    }
    run("mixed topologies", mixed, pods, reference_pods);

    // Scenario 2: a per-node publisher: one object per node (hostname), as local storage publishes.
    let mut per_node = reference::random_input(0xBEEF, nodes, 0, 0);
    for driver in &mut per_node.cluster.csi_drivers {
        driver.spec.storage_capacity = Some(true);
    }
    per_node.cluster.storage_classes[1]
        .allowed_topologies
        .clear();
    for i in 0..objects {
        let mut metadata = ObjectMeta::named(format!("csisc-{i}"));
        metadata.namespace = Some("kube-system".into());
        per_node
            .cluster
            .csi_storage_capacities
            .push(CsiStorageCapacity {
                metadata,
                storage_class_name: if i % 2 == 0 { "c0".into() } else { "c1".into() },
                node_topology: Some(placement::kernel::labels::LabelSelector {
                    match_labels: [(
                        "kubernetes.io/hostname".to_string(),
                        format!("n{}", i % nodes),
                    )]
                    .into(),
                    match_expressions: vec![],
                }),
                capacity: Some(Bytes(((i * 37) % 100) as i64 * (1 << 30))),
                maximum_volume_size: None,
            });
    }
    run("per-node objects", per_node, pods, reference_pods);
}

fn run(scenario: &str, mut input: FilterInput, pods: usize, reference_pods: usize) {
    let nodes = input.cluster.nodes.len();
    let objects = input.cluster.csi_storage_capacities.len();
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut pod_list = Vec::with_capacity(pods);
    for i in 0..pods {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let class = if state % 2 == 0 { "c0" } else { "c1" };
        let mut spec = PvcSpec {
            storage_class_name: Some(class.into()),
            ..Default::default()
        };
        spec.resources.requests.storage = Some(Bytes(((state >> 8) % 80) as i64 * (1 << 30)));
        input
            .cluster
            .persistent_volume_claims
            .push(PersistentVolumeClaim {
                metadata: ObjectMeta::named(format!("data-{i}")),
                spec,
                status: PhaseStatus::default(),
            });
        let volume = Volume {
            name: "data".into(),
            persistent_volume_claim: Some(PvcVolumeSource {
                claim_name: format!("data-{i}"),
            }),
            ..Default::default()
        };
        pod_list.push(Pod {
            metadata: ObjectMeta::named(format!("pod-{i}")),
            spec: PodSpec {
                volumes: vec![volume],
            },
        });
    }

    let start = Instant::now();
    let scheduler = Scheduler::new(&input.cluster, None).expect("valid cluster");
    let build = start.elapsed();

    let start = Instant::now();
    let mut feasible = 0usize;
    let mut verdicts = Vec::with_capacity(pods);
    for pod in &pod_list {
        let v = scheduler.verdicts(black_box(pod)).expect("valid pod");
        if let PodVerdicts::Filtered(nodes) = &v {
            feasible += nodes.iter().filter(|(r, _)| r.passes()).count();
        }
        verdicts.push(v);
    }
    let engine = start.elapsed();

    // The reference gets the same input the engine had, built before the clock
    // starts (one cluster, the pod swapped in), and is compared after it stops.
    let mut one = FilterInput {
        cluster: input.cluster.clone(),
        pod: pod_list[0].clone(),
        scoring: None,
    };
    let mut expected = Vec::with_capacity(reference_pods);
    let mut reference_time = std::time::Duration::ZERO;
    for pod in pod_list.iter().take(reference_pods) {
        one.pod = pod.clone();
        let start = Instant::now();
        expected.push(reference::reference_verdicts(black_box(&one)));
        reference_time += start.elapsed();
    }
    for (i, expected) in expected.into_iter().enumerate() {
        let got = match &verdicts[i] {
            PodVerdicts::Rejected(m) => Err(m.clone()),
            PodVerdicts::Skipped => Ok(None),
            PodVerdicts::Filtered(v) => {
                Ok(Some(v.iter().map(|(r, s)| (r.messages(), *s)).collect()))
            }
        };
        assert_eq!(got, expected, "pod {i}: engine and reference differ");
    }

    let start = Instant::now();
    let explained = scheduler.filter(&pod_list[0]).expect("valid pod");
    let explain = start.elapsed();

    // Equal work: the reference starts from the raw objects for every pod, so
    // the engine's per-pod time carries its share of building the index.
    let per_pod_engine = (build + engine).as_secs_f64() * 1e3 / pods as f64;
    let per_pod_reference = reference_time.as_secs_f64() * 1e3 / reference_pods as f64;
    println!("capacity filter, {scenario}: {nodes} nodes, {objects} CSIStorageCapacity objects:");
    println!("  index build: {:.1} ms", build.as_secs_f64() * 1e3);
    println!(
        "  indexed engine: {pods} pods in {:.1} ms + index build ({per_pod_engine:.3} ms per pod with its share of the build; {feasible} feasible node verdicts)",
        engine.as_secs_f64() * 1e3
    );
    println!(
        "  reference (objects × nodes per claim): {per_pod_reference:.1} ms per pod over {reference_pods} pods, verdicts equal; \
         {:.1}× the engine's time per pod",
        per_pod_reference / per_pod_engine.max(1e-9)
    );
    println!(
        "  one pod with full explanations: {:.1} ms ({} nodes)",
        explain.as_secs_f64() * 1e3,
        explained.nodes.len()
    );
}
