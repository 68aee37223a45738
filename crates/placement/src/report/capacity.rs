//! The case report of a storage capacity scenario: the pod's answer, the
//! VolumeBinding plugin's checks per node and claim (kube-scheduler
//! `pkg/scheduler/framework/plugins/volumebinding`, `FindPodVolumes`), the
//! proven changes for the node closest to passing, and the node the cluster
//! recorded for the pod (`spec.nodeName`) beside the filter's verdict.

use super::{CaseReport, Cell, CheckRow, CheckTable, Finding, ObjectList, Subject, Verdict};
use crate::InputError;
use crate::capacity::answer::explain_capacity;
use crate::capacity::filter::{
    ClaimOutcome, FilterInput, FilterResult, NodeVerdict, PreFilterStatus,
};
use crate::kernel::message::Message;

/// The case report of `input`'s pod; `recorded_node` is the node the cluster
/// recorded it on (`spec.nodeName`), when it was.
pub fn case_report(
    input: &FilterInput,
    recorded_node: Option<&str>,
) -> Result<CaseReport, InputError> {
    let result = crate::capacity::filter_nodes(input)?;
    let answer = explain_capacity(input, None)?;
    let pod = pod_name(input);
    let mut deciding = Vec::new();
    if let Some(message) = result
        .prefilter
        .message
        .as_deref()
        .filter(|_| result.prefilter.status == PreFilterStatus::Unschedulable)
    {
        deciding.push(Message::new("report-cap-prefilter").arg("message", message));
    }
    if let Some(event) = &result.event_message {
        deciding.push(Message::new("report-cap-event").arg("event", event));
    }
    let recorded: Vec<Finding> = recorded_node
        .filter(|n| !n.is_empty())
        .map(|node| Finding {
            about: Message::new("report-cap-recorded-node").arg("pod", &pod),
            recorded: node.to_string(),
            computed: result.feasible_nodes.join(", "),
            agrees: result.feasible_nodes.iter().any(|n| n == node),
        })
        .into_iter()
        .collect();
    let passes = !result.feasible_nodes.is_empty();
    let mut fixes: Vec<Message> = answer
        .pod_changes
        .iter()
        .map(|c| c.message.clone())
        .collect();
    fixes.extend(answer.pod_outside.iter().cloned());
    let subject = Subject {
        ok: passes && recorded.iter().all(|f| f.agrees),
        answer: answer.pod.clone(),
        details: answer.nodes.iter().map(|n| n.answer.clone()).collect(),
        deciding,
        table_of: answer
            .closest_node
            .as_ref()
            .map(|n| Message::new("report-cap-table-closest").arg("node", n)),
        table: table(&result),
        fixes,
        recorded,
        name: pod,
    };
    Ok(CaseReport {
        lab: "capacity".into(),
        summary: Message::new("report-cap-summary")
            .arg("nodes", result.nodes.len())
            .arg("feasible", result.feasible_nodes.len()),
        subjects: vec![subject],
        versions: vec![Message::new("report-cap-version").arg(
            "scoring",
            if input.scoring.is_some() { "on" } else { "off" },
        )],
        objects: objects(input),
    })
}

/// `namespace/name` of the pod (its name alone without a namespace).
fn pod_name(input: &FilterInput) -> String {
    named(&input.pod.metadata)
}

/// `namespace/name`, or the name of an object without a namespace.
fn named(meta: &crate::capacity::objects::ObjectMeta) -> String {
    match meta.namespace.as_deref().unwrap_or_default() {
        "" => meta.name.clone(),
        ns => format!("{ns}/{}", meta.name),
    }
}

/// Nodes × (each claim, then the plugin's verdict with its reasons verbatim).
fn table(result: &FilterResult) -> CheckTable {
    if result.prefilter.status == PreFilterStatus::Unschedulable {
        return CheckTable::default();
    }
    let claims: Vec<&str> = result
        .prefilter
        .claims
        .iter()
        .map(|c| c.claim.as_str())
        .collect();
    let mut checks: Vec<Message> = claims
        .iter()
        .map(|c| Message::new("report-cap-check-claim").arg("claim", *c))
        .collect();
    checks.push(Message::new("report-cap-check-filter"));
    let rows = result
        .nodes
        .iter()
        .map(|v| row(result, v, &claims))
        .collect();
    CheckTable { checks, rows }
}

fn row(result: &FilterResult, v: &NodeVerdict, claims: &[&str]) -> CheckRow {
    let mut cells: Vec<Cell> = claims
        .iter()
        .map(|claim| match v.claims.iter().find(|c| c.claim == *claim) {
            Some(check) => Cell {
                verdict: match check.outcome {
                    ClaimOutcome::Bound
                    | ClaimOutcome::StaticMatch
                    | ClaimOutcome::Provisionable => Verdict::Passed,
                    ClaimOutcome::NotChecked => Verdict::NotRun,
                    _ => Verdict::Failed,
                },
                reason: String::new(),
                note: (!check.detail_message.id.is_empty()).then(|| check.detail_message.clone()),
            },
            // A CSI inline volume is never checked per node.
            None => Cell {
                verdict: Verdict::NotRun,
                reason: String::new(),
                note: None,
            },
        })
        .collect();
    let chosen = result.selected_node.as_deref() == Some(v.node.as_str());
    cells.push(Cell {
        verdict: match (v.passes, chosen) {
            (true, true) => Verdict::Chosen,
            (true, false) => Verdict::Passed,
            (false, _) => Verdict::Failed,
        },
        reason: v.reasons.join(", "),
        note: None,
    });
    CheckRow {
        node: v.node.clone(),
        disk: String::new(),
        cells,
    }
}

/// The input's objects by kind.
fn objects(input: &FilterInput) -> Vec<ObjectList> {
    let c = &input.cluster;
    let mut out = vec![
        ObjectList {
            kind: "nodes".into(),
            names: c.nodes.iter().map(|o| named(&o.metadata)).collect(),
        },
        ObjectList {
            kind: "storageclasses".into(),
            names: c
                .storage_classes
                .iter()
                .map(|o| named(&o.metadata))
                .collect(),
        },
        ObjectList {
            kind: "csidrivers".into(),
            names: c.csi_drivers.iter().map(|o| named(&o.metadata)).collect(),
        },
        ObjectList {
            kind: "csistoragecapacities".into(),
            names: c
                .csi_storage_capacities
                .iter()
                .map(|o| named(&o.metadata))
                .collect(),
        },
        ObjectList {
            kind: "persistentvolumeclaims".into(),
            names: c
                .persistent_volume_claims
                .iter()
                .map(|o| named(&o.metadata))
                .collect(),
        },
        ObjectList {
            kind: "persistentvolumes".into(),
            names: c
                .persistent_volumes
                .iter()
                .map(|o| named(&o.metadata))
                .collect(),
        },
        ObjectList {
            kind: "pods".into(),
            names: vec![pod_name(input)],
        },
    ];
    out.retain(|l| !l.names.is_empty());
    out
}
