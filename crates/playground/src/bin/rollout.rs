//! The playground bundle of the rollout lab.

use playground::labs::rollout::{builder, charts, import, inspector, job_result, report, saved, strategy};

/// The `rollout` bundle: the lab's page with the lab-only shell.
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::rollout::PAGE,
    lab_shell: Some(&playground::shell::lab_shell::LAB_SHELL),
};

playground::bundle!(BUNDLE, jobs: playground::shell::jobs::rollout, parts {
    rollout_job: job_result::JOB_RESULT[job_result::JobResultProps] => job_result::job_result as load_job_result,
    rollout_inputs: builder::BUILDER[builder::BuilderProps] => builder::builder as load_builder,
    rollout_inputs: strategy::STRATEGY_FORM[strategy::StrategyProps] => strategy::strategy_form as load_strategy_form,
    rollout_charts: charts::CHARTS[charts::ChartsProps] => charts::charts as load_charts,
    rollout_inspector: inspector::INSPECTOR_DETAILS[inspector::InspectorProps] => inspector::inspector_details as load_inspector_details,
    rollout_import: import::PANEL_BODY[import::PanelBodyProps] => import::panel_body as load_import_body,
    rollout_report: report::CASE_REPORT[report::CaseReportProps] => report::case_report_part as load_case_report,
}, values {
    scenario: playground::shell::scenario_actions::SCENARIO_ACTIONS[playground::shell::scenario_actions::ScenarioActions] => playground::shell::scenario_actions::ACTIONS as load_scenario_actions,
    rollout_reader: saved::SAVED_READER[saved::SavedReader] => saved::read_saved as load_saved_reader,
    rollout_reader: saved::IMPORT_READER[saved::ImportReader] => saved::read_import as load_import_reader,
    rollout_reader: saved::YAML_READER[saved::YamlReader] => saved::read_fleet_yaml as load_yaml_reader,
});
