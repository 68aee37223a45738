//! The playground bundle of the capacity lab.

use playground::labs::capacity::{import, prebind_view, saved, workload_view};

// The workload tab and the import panel share one chunk (both read the worker's results);
// the PreBind view, opened under the pod's answer, is a chunk of its own, and so are the
// readers of a saved draft and of an import's answer (labs::capacity::saved).
/// The `capacity` bundle: the lab's page with the lab-only shell.
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::capacity::PAGE,
    lab_shell: Some(&playground::shell::lab_shell::LAB_SHELL),
};

playground::bundle!(BUNDLE, jobs: playground::shell::jobs::capacity, parts {
    capacity_parts: workload_view::WORKLOAD[workload_view::WorkloadViewProps] => workload_view::workload as load_workload,
    capacity_parts: import::IMPORT_BODY[import::ImportBodyProps] => import::body as load_import_body,
    capacity_prebind: prebind_view::PREBIND[prebind_view::PreBindProps] => prebind_view::prebind as load_prebind,
}, values {
    scenario: playground::shell::scenario_actions::SCENARIO_ACTIONS[playground::shell::scenario_actions::ScenarioActions] => playground::shell::scenario_actions::ACTIONS as load_scenario_actions,
    capacity_reader: saved::SAVED_READER[saved::SavedReader] => saved::read_saved as load_saved_reader,
    capacity_reader: saved::IMPORT_READER[saved::ImportReader] => saved::read_import as load_import_reader,
});
