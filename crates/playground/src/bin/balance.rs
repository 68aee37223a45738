//! The playground bundle of the balance lab.

playground::bundle!(playground::labs::balance::BUNDLE, jobs: playground::jobs::balance, values {
    scenario: playground::scenario_actions::SCENARIO_ACTIONS[playground::scenario_actions::ScenarioActions] => playground::scenario_actions::ACTIONS as load_scenario_actions,
});
