//! The playground bundle of the capacity lab.

use playground::labs::capacity::{import, workload_view};

// One chunk for both parts: two chunks would share a third (the worker's result reader),
// whose file scripts/build does not name or copy yet.
playground::bundle!(playground::labs::capacity::BUNDLE, jobs: playground::jobs::capacity, parts {
    capacity_parts: workload_view::WORKLOAD[workload_view::WorkloadViewProps] => workload_view::workload as load_workload,
    capacity_parts: import::IMPORT_BODY[import::ImportBodyProps] => import::body as load_import_body,
});
