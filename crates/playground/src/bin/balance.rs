//! The playground bundle of the balance lab.

playground::bundle!(playground::labs::balance::BUNDLE, jobs: playground::shell::jobs::balance, values {
    scenario: playground::shell::scenario_actions::SCENARIO_ACTIONS[playground::shell::scenario_actions::ScenarioActions] => playground::shell::scenario_actions::ACTIONS as load_scenario_actions,
});
