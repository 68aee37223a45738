//! The case report of the support-bundle fixture's capacity objects
//! (`tests/fixtures/kubectl/capacity/list.json`): each pod's answer, the
//! VolumeBinding checks per node and claim, the recorded `spec.nodeName`
//! beside the filter; and its redaction, with no original name left anywhere.

use placement::capacity::import::import_kubectl;
use placement::report::{Verdict, capacity::case_report, redact};

fn fixture() -> placement::capacity::import::CapacityImport {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/kubectl/capacity/list.json"
    ))
    .unwrap();
    import_kubectl(&text).unwrap()
}

/// Every name the redaction must hide: nodes, namespaces, pods, claims, PVs, capacities.
fn names(input: &placement::capacity::filter::FilterInput) -> Vec<String> {
    let c = &input.cluster;
    let mut out: Vec<String> = c.nodes.iter().map(|n| n.metadata.name.clone()).collect();
    for meta in c
        .persistent_volume_claims
        .iter()
        .map(|o| &o.metadata)
        .chain(c.persistent_volumes.iter().map(|o| &o.metadata))
        .chain(c.csi_storage_capacities.iter().map(|o| &o.metadata))
        .chain(std::iter::once(&input.pod.metadata))
    {
        out.push(meta.name.clone());
        out.extend(meta.namespace.clone());
    }
    out
}

#[test]
fn each_pod_has_its_answer_the_checks_per_node_and_claim_and_the_recorded_node() {
    let import = fixture();
    for (i, pod) in import.pods.iter().enumerate() {
        let input = import.filter_input(i).unwrap();
        let report = case_report(&input, pod.node_name.as_deref()).unwrap();
        let subject = &report.subjects[0];
        assert_eq!(subject.name, format!("shop/{}", pod.pod.metadata.name));
        assert!(
            subject.answer.id.starts_with("capacity-"),
            "{:?}",
            subject.answer
        );
        assert_eq!(subject.details.len(), input.cluster.nodes.len());
        for row in &subject.table.rows {
            assert_eq!(row.cells.len(), subject.table.checks.len());
            let filter = row.cells.last().unwrap();
            // The plugin's verdict carries its reasons verbatim when it fails.
            assert_eq!(
                filter.verdict == Verdict::Failed,
                !filter.reason.is_empty(),
                "{row:?}"
            );
        }
        match pod.node_name.as_deref() {
            Some(node) => {
                assert_eq!(subject.recorded.len(), 1);
                assert_eq!(subject.recorded[0].recorded, node);
            }
            None => assert!(subject.recorded.is_empty()),
        }
    }
}

#[test]
fn a_redacted_capacity_report_names_no_original_name_and_decides_alike() {
    let import = fixture();
    for (i, pod) in import.pods.iter().enumerate() {
        let input = import.filter_input(i).unwrap();
        let originals = names(&input);
        let (redacted, pseudonyms) = redact::capacity(&input).unwrap();
        let recorded = pod.node_name.as_deref().map(|n| pseudonyms.in_text(n));
        let report = case_report(&redacted, recorded.as_deref()).unwrap();
        let json =
            serde_json::to_string(&report).unwrap() + &serde_json::to_string(&redacted).unwrap();
        for original in &originals {
            assert!(
                !json.contains(original.as_str()),
                "{original} survives in {json}"
            );
        }
        let plain = case_report(&input, pod.node_name.as_deref()).unwrap();
        let verdicts = |r: &placement::report::CaseReport| -> Vec<Vec<Verdict>> {
            r.subjects[0]
                .table
                .rows
                .iter()
                .map(|row| row.cells.iter().map(|c| c.verdict).collect())
                .collect()
        };
        assert_eq!(verdicts(&plain), verdicts(&report));
        assert_eq!(plain.subjects[0].answer.id, report.subjects[0].answer.id);
        assert_eq!(plain.subjects[0].ok, report.subjects[0].ok);
    }
}

/// Claims without a namespace are in `default`, the pod's: redacted, `default` gets one
/// pseudonym, so the pod still finds its claims (the capacity lab's draft writes no namespace
/// on its claims; redacted, the pod once lost them: "persistentvolumeclaim not found").
#[test]
fn objects_without_a_namespace_stay_in_the_pods_after_redaction() {
    let import = fixture();
    for i in 0..import.pods.len() {
        let mut input = import.filter_input(i).unwrap();
        input.pod.metadata.namespace = Some("default".into());
        for claim in &mut input.cluster.persistent_volume_claims {
            claim.metadata.namespace = None;
        }
        for capacity in &mut input.cluster.csi_storage_capacities {
            capacity.metadata.namespace = None;
        }
        let plain = case_report(&input, None).unwrap();
        let (redacted, _) = redact::capacity(&input).unwrap();
        let report = case_report(&redacted, None).unwrap();
        assert_eq!(
            plain.subjects[0].answer.id, report.subjects[0].answer.id,
            "{:?}",
            report.subjects[0].answer
        );
        assert_eq!(plain.summary.args, report.summary.args);
    }
}
