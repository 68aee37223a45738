//! # placement-wasm — the placement engine for JavaScript
//!
//! The only crate that knows JavaScript. Every function takes and returns plain
//! JSON-compatible objects; inputs are checked by the engine and any problem is
//! thrown as a JS `Error` whose message starts with the field path, and which
//! carries `path` and `value` properties:
//!
//! ```js
//! import init, { simulateBalance } from "placement-playground";
//! await init();
//! try {
//!   simulateBalance({ replicaSize: "0", nodes: [] });
//! } catch (e) {
//!   e.path;    // "replicaSize"
//!   e.message; // "replicaSize: must be greater than 0 (got \"0\")"
//! }
//! ```
//!
//! TypeScript declarations come from the engine's types (tsify) and are part of
//! the generated package.

mod capacity;
mod convert;
mod fleet;
mod json_path;
mod longhorn;

use wasm_bindgen::prelude::*;

pub use capacity::{filter_nodes, simulate_capacity};
pub use fleet::{cluster_state_at, fleet_limit, parse_fleet_yaml, plan_partitions, simulate_rollout, strategy_to_yaml};
pub use longhorn::{balance_score, default_longhorn_settings, schedule_replicas, simulate_balance, what_if};

/// The engine package's version (the workspace version).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
