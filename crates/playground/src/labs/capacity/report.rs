//! The case report of the lab's pod (issue 35): the engine's
//! [`placement::report::capacity::case_report`] in the report panel every lab
//! shares (`components::case_report_panel`), with the node an
//! imported cluster recorded for the pod beside the filter's verdict. With
//! "Redact names" it is made from the input the engine redacted
//! ([`placement::report::redact::capacity`]), and its link opens the draft
//! with the same pseudonyms. A chunk of its own (`capacity_report`,
//! src/bin/capacity.rs), fetched on the first opening.

use std::rc::Rc;

use placement::report::{capacity::case_report, redact};
use yew::prelude::*;

use super::draft::CapacityDraft;
use crate::components::case_report::Words;
use crate::components::case_report_panel::{redact_words, CaseReportPanel, Reportable, Reported};

/// The draft to report on (its pod, against its cluster).
#[derive(PartialEq)]
pub struct CapacityCase(pub CapacityDraft);

impl Reportable for CapacityCase {
    const LAB: &'static crate::platform::lab_list::Lab = &crate::platform::lab_list::CAPACITY;
    const WORDS: Words = Words::CAPACITY;

    fn reported(&self, redacted: bool) -> Reported {
        let error = |e: &placement::InputError| crate::text::error_messages::error_text(e);
        let mut link = serde_json::to_value(&self.0).unwrap_or_default();
        // The button is off while the draft has errors; a draft that does not read has no report.
        let inputs = match self.0.parse() {
            Ok(inputs) => inputs,
            Err(errors) => {
                let problem = errors.iter().next().map(|(k, v)| format!("{k}: {v}")).unwrap_or_default();
                return Reported { report: Err(problem), link };
            }
        };
        let recorded = self.0.pod.node_name.as_deref();
        if !redacted {
            return Reported { report: case_report(&inputs.filter, recorded).map_err(|e| error(&e)), link };
        }
        match redact::capacity(&inputs.filter) {
            Ok((input, names)) => {
                let recorded = recorded.map(|n| names.in_text(n));
                redact_words(&mut link, names.pairs());
                Reported { report: case_report(&input, recorded.as_deref()).map_err(|e| error(&e)), link }
            }
            Err(e) => Reported { report: Err(error(&e)), link: serde_json::Value::Null },
        }
    }
}

/// The draft to report on, and how to close the report.
#[derive(Properties, PartialEq)]
pub struct CaseReportProps {
    pub draft: CapacityDraft,
    pub on_close: Callback<()>,
}

crate::split_part!(
    /// The report: a chunk of its own (`capacity_report`), fetched when it is first opened.
    pub CaseReportPart(pub CASE_REPORT: CaseReportProps) => case_report_part
);

/// The report's view (the chunk's entry).
pub fn case_report_part(props: &CaseReportProps) -> Html {
    let source = Rc::new(CapacityCase(props.draft.clone()));
    html! { <CaseReportPanel<CapacityCase> {source} on_close={props.on_close.clone()} /> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labs::capacity::imported::{to_draft, PageImport};

    const LIST: &str = include_str!("../../../../placement/tests/fixtures/kubectl/capacity/list.yaml");

    /// The fixture's draft with the pod `index` chosen, as the import panel makes it.
    fn imported(index: usize) -> CapacityDraft {
        let import = placement::capacity::import::import_kubectl(LIST).unwrap();
        to_draft(&PageImport::from(&import), Some(index), &super::super::presets::PRESETS[0].draft()).draft
    }

    #[test]
    fn an_imported_pod_has_its_recorded_node_beside_the_filter() {
        let draft = imported(1);
        assert_eq!(draft.pod.node_name.as_deref(), Some("worker-3"));
        let report = CapacityCase(draft).reported(false).report.unwrap();
        let recorded = &report.subjects[0].recorded;
        assert_eq!(recorded.len(), 1);
        assert_eq!((recorded[0].recorded.as_str(), recorded[0].agrees), ("worker-3", true));
        // A pending pod records no node.
        assert!(CapacityCase(imported(0)).reported(false).report.unwrap().subjects[0].recorded.is_empty());
    }

    /// Redacted: neither the report nor its link names a node, pod, claim or
    /// volume of the fixture, and the link's draft gives the redacted report again.
    #[test]
    fn the_redacted_link_names_no_original_and_reopens_the_same_report() {
        for index in 0..2 {
            let draft = imported(index);
            let reported = CapacityCase(draft.clone()).reported(true);
            let report = reported.report.unwrap();
            let link = reported.link.to_string();
            let shown = format!("{report:?}");
            for name in ["cp-1", "worker-1", "worker-2", "worker-3", "db-0", "web-0", "data-db-0", "logs-db-0", "pvc-8a1e3c5d-2b4f-4a6c-9e8d-7f6a5b4c3d2e"] {
                assert!(!link.contains(name), "{name} in the link {link}");
                assert!(!shown.contains(name), "{name} in the report {shown}");
            }
            let reopened: CapacityDraft = serde_json::from_value(reported.link).unwrap();
            let again = CapacityCase(reopened).reported(false).report.unwrap();
            // The same verdicts under the same pseudonyms (the draft names a provisioned PV
            // `pv-<claim>` itself, so a note may name the volume otherwise).
            let verdicts = |r: &placement::report::CaseReport| -> Vec<(String, Vec<placement::report::Verdict>)> {
                r.subjects[0].table.rows.iter().map(|row| (row.node.clone(), row.cells.iter().map(|c| c.verdict).collect())).collect()
            };
            assert_eq!(again.summary, report.summary);
            assert_eq!(again.subjects[0].answer.id, report.subjects[0].answer.id);
            assert_eq!(verdicts(&again), verdicts(&report));
            // The draft puts its pod in `default` (the engine's redaction names that namespace too).
            let recorded = |r: &placement::report::CaseReport| -> Vec<(String, String, bool)> {
                r.subjects[0].recorded.iter().map(|f| (f.recorded.clone(), f.computed.clone(), f.agrees)).collect()
            };
            assert_eq!(recorded(&again), recorded(&report));
        }
    }
}
