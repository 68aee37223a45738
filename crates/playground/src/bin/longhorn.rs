//! The playground bundle of the Longhorn lab.

use playground::labs::longhorn::{cluster, export, import, report, saved, settings, volumes, whatif, why};

/// The `longhorn` bundle: the lab's page with the lab-only shell.
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::longhorn::PAGE,
    lab_shell: Some(&playground::shell::lab_shell::LAB_SHELL),
};

playground::bundle!(BUNDLE, parts {
    longhorn_why: why::WHY_DETAILS[why::SelectedWhyProps] => why::why_details as load_why_details,
    longhorn_cluster: cluster::CLUSTER_EDITOR[cluster::ClusterProps] => cluster::cluster_editor as load_cluster_editor,
    longhorn_volumes: volumes::VOLUMES_EDITOR[volumes::VolumesProps] => volumes::volumes_editor as load_volumes_editor,
    longhorn_settings: settings::SETTINGS_EDITOR[settings::SettingsProps] => settings::settings_editor as load_settings_editor,
    longhorn_settings: export::SETTINGS_EXPORT[export::SettingsExportProps] => export::settings_export as load_settings_export,
    longhorn_whatif: whatif::WHATIF_OUTCOME[whatif::WhatIfOutcomeProps] => whatif::whatif_outcome as load_whatif_outcome,
    longhorn_import: import::IMPORT_BODY[import::ImportBodyProps] => import::body as load_import_body,
    longhorn_report: report::CASE_REPORT[report::CaseReportProps] => report::case_report_part as load_case_report,
}, values {
    scenario: playground::shell::scenario_actions::SCENARIO_ACTIONS[playground::shell::scenario_actions::ScenarioActions] => playground::shell::scenario_actions::ACTIONS as load_scenario_actions,
    longhorn_reader: saved::SAVED_READER[saved::SavedReader] => saved::read_saved as load_saved_reader,
    longhorn_reader: saved::IMPORT_READER[saved::ImportReader] => saved::read_import as load_import_reader,
});
