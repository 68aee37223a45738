//! The case report of the lab's scenario (issue 35): the engine's
//! [`placement::report::longhorn::case_report`] in the report panel every lab
//! shares (`components::case_report_panel`); with "Redact names" it
//! is made from the scenario the engine redacted
//! ([`placement::report::redact::longhorn`]), and so is its link. A chunk of
//! its own (`longhorn_report`, src/bin/longhorn.rs), fetched on the first opening.

use std::rc::Rc;

use placement::longhorn::Scenario;
use placement::report::{longhorn::case_report, redact};
use yew::prelude::*;

use super::draft::Draft;
use crate::components::case_report::Words;
use crate::components::case_report_panel::{CaseReportPanel, Reportable, Reported};

/// The scenario to report on.
#[derive(PartialEq)]
pub struct LonghornCase(pub Rc<Scenario>);

impl Reportable for LonghornCase {
    const LAB: &'static crate::platform::lab_list::Lab = &crate::platform::lab_list::LONGHORN;
    const WORDS: Words = Words::LONGHORN;

    fn reported(&self, redacted: bool) -> Reported {
        let scenario = if redacted { redact::longhorn(&self.0).0 } else { (*self.0).clone() };
        Reported {
            report: case_report(&scenario).map_err(|e| crate::text::error_messages::error_text(&e)),
            link: serde_json::to_value(Draft::from_scenario(&scenario)).unwrap_or_default(),
        }
    }
}

/// The scenario to report on, and how to close the report.
#[derive(Properties, PartialEq)]
pub struct CaseReportProps {
    pub scenario: Rc<Scenario>,
    pub on_close: Callback<()>,
}

crate::split_part!(
    /// The report: a chunk of its own (`longhorn_report`), fetched when it is first opened.
    pub CaseReportPart(pub CASE_REPORT: CaseReportProps) => case_report_part
);

/// The report's view (the chunk's entry).
pub fn case_report_part(props: &CaseReportProps) -> Html {
    let source = Rc::new(LonghornCase(props.scenario.clone()));
    html! { <CaseReportPanel<LonghornCase> {source} on_close={props.on_close.clone()} /> }
}
