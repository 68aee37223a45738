//! The playground bundle of the balance lab.

/// The `balance` bundle: the lab's page with the lab-only shell.
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::balance::PAGE,
    lab_shell: Some(&playground::shell::lab_shell::LAB_SHELL),
};

playground::bundle!(BUNDLE, jobs: playground::shell::jobs::balance, values {
    scenario: playground::shell::scenario_actions::SCENARIO_ACTIONS[playground::shell::scenario_actions::ScenarioActions] => playground::shell::scenario_actions::ACTIONS as load_scenario_actions,
});
