//! Writes the JSON Schemas of the engine's input formats into a directory:
//! `cargo run -p placement-wasm --features schema --bin schema -- OUT_DIR`.

use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out: PathBuf = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "schema".into())
        .into();
    std::fs::create_dir_all(&out)?;
    let schemas = [
        (
            "balance-input",
            schemars::schema_for!(placement::longhorn::balance::BalanceInput),
        ),
        (
            "longhorn-scenario",
            schemars::schema_for!(placement::longhorn::Scenario),
        ),
        (
            "longhorn-schedule-options",
            schemars::schema_for!(placement::longhorn::ScheduleOptions),
        ),
        (
            "longhorn-what-if",
            schemars::schema_for!(placement::longhorn::WhatIf),
        ),
        (
            "capacity-filter-input",
            schemars::schema_for!(placement::capacity::FilterInput),
        ),
        (
            "capacity-check-bindings-input",
            schemars::schema_for!(placement::capacity::CheckBindingsInput),
        ),
        (
            "capacity-filter-options",
            schemars::schema_for!(placement::capacity::FilterOptions),
        ),
        (
            "capacity-simulation-input",
            schemars::schema_for!(placement::capacity::SimulationInput),
        ),
        (
            "fleet-plan-input",
            schemars::schema_for!(placement::fleet::PlanInput),
        ),
        (
            "fleet-rollout-input",
            schemars::schema_for!(placement::fleet::RolloutInput),
        ),
    ];
    for (name, schema) in schemas {
        let path = out.join(format!("{name}.schema.json"));
        std::fs::write(&path, serde_json::to_string_pretty(&schema)? + "\n")?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
