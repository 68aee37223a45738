//! The case report of the lab's rollout (issue 35): the engine's
//! [`placement::report::fleet::case_report`] in the report panel every lab
//! shares (`components::case_report_panel`). With "Redact names" it
//! is made from the input the engine redacted ([`placement::report::redact::fleet`]),
//! and its link opens the same fleet under the same pseudonyms: the clusters
//! as an explicit list (a name pattern would make the original names again)
//! and every name in the draft replaced. A chunk of its own (`rollout_report`,
//! src/bin/rollout.rs), fetched on the first opening.

use std::rc::Rc;

use placement::fleet::targets::DEFAULT_NAMESPACE;
use placement::fleet::RolloutInput;
use placement::report::{fleet::case_report, redact};
use yew::prelude::*;

use super::draft::{ClusterDraft, ImportedFleet, RolloutDraft};
use crate::components::case_report::Words;
use crate::components::case_report_panel::{redact_words, CaseReportPanel, Reportable, Reported};
use crate::text::messages::text;

/// The rollout to report on: the simulated input and the draft it was made from.
#[derive(PartialEq)]
pub struct RolloutCase {
    pub input: Rc<RolloutInput>,
    pub draft: RolloutDraft,
}

impl Reportable for RolloutCase {
    const LAB: &'static crate::platform::lab_list::Lab = &crate::platform::lab_list::ROLLOUT;
    const WORDS: Words = Words::FLEET;

    fn reported(&self, redacted: bool) -> Reported {
        // The lab simulates one bundle, which it does not name.
        let bundle = text("report-fleet-bundle", &[]);
        let error = |e: &placement::InputError| crate::text::error_messages::error_text(e);
        if !redacted {
            return Reported {
                report: case_report(&self.input, &bundle).map_err(|e| error(&e)),
                link: serde_json::to_value(&self.draft).unwrap_or_default(),
            };
        }
        match redact::fleet(&self.input) {
            Ok((input, names)) => {
                let mut link = serde_json::to_value(explicit(&self.draft, &self.input)).unwrap_or_default();
                redact_words(&mut link, names.pairs());
                Reported { report: case_report(&input, &bundle).map_err(|e| error(&e)), link }
            }
            Err(e) => Reported { report: Err(error(&e)), link: serde_json::Value::Null },
        }
    }
}

/// `draft` with its clusters as the explicit list `input` has (labels as
/// generated or edited), not a preset's name and not a name pattern.
fn explicit(draft: &RolloutDraft, input: &RolloutInput) -> RolloutDraft {
    let mut draft = draft.clone();
    draft.preset.clear();
    if draft.fleet.imported.is_none() {
        draft.fleet.pattern = "cluster-#".into();
        draft.fleet.imported = Some(ImportedFleet {
            source: String::new(),
            namespace: String::new(),
            mapped_namespaces: Vec::new(),
            paused: input.paused,
            clusters: input
                .clusters
                .iter()
                // Fleet's default namespace is a name like the others: written, so it is redacted.
                .map(|c| ClusterDraft {
                    namespace: Some(c.namespace.clone().unwrap_or_else(|| DEFAULT_NAMESPACE.into())),
                    ..ClusterDraft::listed(c, None)
                })
                .collect(),
        });
    }
    for group in draft.fleet.groups.iter_mut().filter(|g| g.namespace.trim().is_empty()) {
        group.namespace = DEFAULT_NAMESPACE.into();
    }
    draft
}

/// The rollout to report on, and how to close the report.
#[derive(Properties, PartialEq)]
pub struct CaseReportProps {
    pub input: Rc<RolloutInput>,
    pub draft: RolloutDraft,
    pub on_close: Callback<()>,
}

crate::split_part!(
    /// The report: a chunk of its own (`rollout_report`), fetched when it is first opened.
    pub CaseReportPart(pub CASE_REPORT: CaseReportProps) => case_report_part
);

/// The report's view (the chunk's entry).
pub fn case_report_part(props: &CaseReportProps) -> Html {
    let source = Rc::new(RolloutCase { input: props.input.clone(), draft: props.draft.clone() });
    html! { <CaseReportPanel<RolloutCase> {source} on_close={props.on_close.clone()} /> }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(id: &str) -> RolloutCase {
        let draft = super::super::presets::preset(id).unwrap();
        let input = draft.parse().unwrap().input;
        RolloutCase { input: Rc::new(input), draft }
    }

    /// A stalled rollout of a generated fleet: the redacted report and its
    /// link name no original cluster; the link opens the same fleet under the
    /// pseudonyms, as an explicit list, and gives the redacted report again.
    #[test]
    fn the_redacted_link_of_a_generated_fleet_names_no_original_and_reopens_the_same_report() {
        for id in ["storm-5", "pct10-100-notready", "manual-strict"] {
            let case = case(id);
            let reported = case.reported(true);
            let report = reported.report.unwrap();
            let link = reported.link.to_string();
            let shown = format!("{report:?}");
            for c in &case.input.clusters {
                let quoted = format!("\"{}\"", c.name);
                assert!(!link.contains(&quoted), "{id}: {} in the link", c.name);
                assert!(!shown.contains(&format!("/{}\"", c.name)), "{id}: {} in the report", c.name);
            }
            let reopened: RolloutDraft = serde_json::from_value(reported.link).unwrap();
            let again = RolloutCase { input: Rc::new(reopened.parse().unwrap().input), draft: reopened }.reported(false).report.unwrap();
            assert_eq!(again.summary, report.summary, "{id}");
            assert_eq!(again.subjects[0].answer, report.subjects[0].answer, "{id}");
            assert_eq!(again.subjects[0].table, report.subjects[0].table, "{id}");
            assert_eq!(again.subjects[0].fixes, report.subjects[0].fixes, "{id}");
        }
    }

    #[test]
    fn a_stalled_rollout_says_which_clusters_wait_and_the_fix() {
        let report = case("storm-5").reported(false).report.unwrap();
        let subject = &report.subjects[0];
        assert!(!subject.ok);
        assert_eq!(subject.name, "The rollout's bundle");
        assert_eq!(subject.table.rows.len(), 200);
        assert!(!subject.fixes.is_empty(), "the engine proposes a change");
    }
}
