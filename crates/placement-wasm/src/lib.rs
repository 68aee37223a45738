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

//!
//! The package is one wasm module per domain (features `longhorn`, `fleet`,
//! `capacity`; all on by default), so a host loads only the domain it uses.

#[cfg(feature = "bundle")]
mod bundle;
#[cfg(feature = "capacity")]
mod capacity;
#[cfg(feature = "capacity")]
mod capacity_prepared;
#[cfg(any(feature = "longhorn", feature = "fleet"))]
mod columns;
mod convert;
#[cfg(feature = "fleet")]
mod fleet;
#[cfg(feature = "fleet")]
mod fleet_columns;
#[cfg(feature = "fleet")]
mod fleet_prepared;
#[cfg(feature = "longhorn")]
mod longhorn;
#[cfg(feature = "longhorn")]
mod longhorn_columns;
#[cfg(feature = "longhorn")]
mod longhorn_prepared;
#[cfg(any(feature = "longhorn", feature = "fleet", feature = "capacity"))]
mod prepared;

use wasm_bindgen::prelude::*;

#[cfg(feature = "bundle")]
pub use bundle::import_support_bundle;
#[cfg(feature = "capacity")]
pub use capacity_prepared::prepare_capacity_cluster;
#[cfg(feature = "capacity")]
pub use capacity::{check_bindings, filter_nodes, import_capacity_objects, simulate_capacity};
#[cfg(feature = "fleet")]
pub use fleet::import_fleet_objects;
#[cfg(feature = "fleet")]
pub use fleet_prepared::prepare_fleet_rollout;
#[cfg(feature = "fleet")]
pub use fleet::{
    cluster_state_at, fleet_limit, parse_fleet_yaml, plan_partitions, simulate_rollout,
    strategy_to_yaml,
};
#[cfg(feature = "longhorn")]
pub use longhorn_prepared::prepare_longhorn_cluster;
#[cfg(feature = "longhorn")]
pub use longhorn::{
    balance_score, default_longhorn_settings, explain_volume, schedule_replicas, simulate_balance,
    what_if,
};

/// The engine package's version (the workspace version).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
