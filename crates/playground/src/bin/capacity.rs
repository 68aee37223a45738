//! The playground bundle of the capacity lab.

use playground::labs::capacity::{explain, import, prebind_view, report, saved, workload_view};

// The workload tab and the import panel share one chunk (both read the worker's results);
// the PreBind view, opened under the pod's answer, is a chunk of its own, and so are the
// readers of a saved draft and of an import's answer (labs::capacity::saved). The writer of the
// Learn page's request ("Explain this as a lesson", labs::capacity::explain) is in the workload
// tab's chunk: both write the cluster's objects as JSON, and a serializer two chunks share would
// move into the first load (measured: +2.3 KB gzip as a chunk of its own).
/// The `capacity` bundle: the lab's page with the lab-only shell.
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::capacity::PAGE,
    lab_shell: Some(&playground::shell::lab_shell::LAB_SHELL),
};

playground::bundle!(BUNDLE, jobs: playground::shell::jobs::capacity, parts {
    capacity_parts: workload_view::WORKLOAD[workload_view::WorkloadViewProps] => workload_view::workload as load_workload,
    capacity_parts: import::IMPORT_BODY[import::ImportBodyProps] => import::body as load_import_body,
    capacity_prebind: prebind_view::PREBIND[prebind_view::PreBindProps] => prebind_view::prebind as load_prebind,
    capacity_report: report::CASE_REPORT[report::CaseReportProps] => report::case_report_part as load_case_report,
}, values {
    scenario: playground::shell::scenario_actions::SCENARIO_ACTIONS[playground::shell::scenario_actions::ScenarioActions] => playground::shell::scenario_actions::ACTIONS as load_scenario_actions,
    capacity_reader: saved::SAVED_READER[saved::SavedReader] => saved::read_saved as load_saved_reader,
    capacity_reader: saved::IMPORT_READER[saved::ImportReader] => saved::read_import as load_import_reader,
    capacity_parts: explain::EXPLAIN_REQUEST[fn(&placement::capacity::FilterInput) -> String] => explain::request as load_explain_request,
});
