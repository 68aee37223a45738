//! fleet.yaml parsed with the engine's own reader (`placement::kernel::yaml`,
//! small enough to live in the page).

/// Parses `text`; `done(Ok(json of FleetYaml))` or `done(Err(message with line and column))`.
pub fn parse(text: &str, done: impl FnOnce(Result<String, String>)) {
    let result = placement::fleet::parse_fleet_yaml(text)
        .map_err(|e| format!("{}: {}", e.path, e.message))
        .and_then(|parsed| serde_json::to_string(&parsed).map_err(|e| e.to_string()));
    done(result);
}
