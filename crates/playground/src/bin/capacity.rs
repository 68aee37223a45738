//! The playground bundle of the capacity lab.

use playground::labs::capacity::{import, workload_view};

playground::bundle!(playground::labs::capacity::BUNDLE, parts {
    capacity_workload: workload_view::WORKLOAD[workload_view::WorkloadViewProps] => workload_view::workload as load_workload,
    capacity_import: import::IMPORT_BODY[import::ImportBodyProps] => import::body as load_import_body,
});
