//! The engine's integration tests, one test binary: each file of this folder is a module
//! (`cargo test -p placement --test engine <module>::` runs one). One binary instead of one per
//! file: each binary linked the engine and proptest again, which was most of the native layer's
//! build time on a 2-core CI machine (see docs/testing.md). The helpers the files share are
//! modules here too (`crate::longhorn_common`, `crate::counted`, …).

mod counted;
mod fuzz_common;
mod longhorn_common;
mod support_bundle_common;

mod balance;
mod capacity_answer;
mod capacity_bindings_reference;
mod capacity_filter;
mod capacity_import;
mod capacity_properties;
mod capacity_reference;
mod capacity_simulate;
mod capacity_upstream_claim_ref;
mod capacity_upstream_rules;
mod error_ids;
mod fleet_answer;
mod fleet_answer_scale;
mod fleet_import;
mod fleet_import_checked;
mod fleet_live_rollout;
mod fleet_namespace_mappings;
mod fleet_reference;
mod fleet_scenarios;
mod fleet_upstream;
mod fleet_upstream_leniency;
mod fleet_upstream_properties;
mod fleet_upstream_ready_message;
mod fuzz;
mod import_missing;
mod import_runnable;
mod kernel_sort;
mod longhorn_answer;
mod longhorn_candidates_reference;
mod longhorn_engine_image;
mod longhorn_hostile_sizes;
mod longhorn_import;
mod longhorn_import_states;
mod longhorn_input;
mod longhorn_instance_manager;
mod longhorn_linked_clone;
mod longhorn_properties;
mod longhorn_release_rules;
mod longhorn_scheduler;
mod longhorn_search_reference;
mod longhorn_upstream_rules;
mod longhorn_volume_rules;
mod longhorn_whatif;
mod pasted_json;
mod report_capacity;
mod report_fleet;
mod report_longhorn;
mod support_bundle;
mod walks;
mod walks_errors;
mod yaml_block_subset;
mod yaml_reader;
mod yaml_test_suite;
