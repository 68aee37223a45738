//! Longhorn (SUSE Storage) replica scheduling, as longhorn-manager's
//! `scheduler/replica_scheduler.go` (each release from v1.11.0 to v1.12.1, and master) decides it.
//!
//! - [`schedule_replicas`]: schedule the replicas of one or more volumes on a
//!   cluster and explain every decision: node eligibility, the anti-affinity
//!   tiers, the ordered disk checks with `Fits`, the balance (or older
//!   most-usable) pick, data locality, failed-replica reuse, the replenishment
//!   wait and the volume's `Scheduled` condition;
//! - [`schedule_replicas_with`]: the same with less explanation ([`Explain`]),
//!   and [`explain_volume`]: one volume's full explanation;
//! - [`what_if`]: the same after failing, cordoning or evicting a node;
//! - [`upgrade_changes`]: the same scenario at each later release, and the
//!   replicas whose outcome or reason differs;
//! - [`balance`]: the v1.11+ balance pick among candidate disks;
//! - [`import_kubectl`] reads `kubectl get … -o yaml` output into a scenario,
//!   [`settings_to_yaml`] writes the settings back as `settings.longhorn.io` objects.
//!
//! Where the docs page and the real scheduler differ, the engine follows the
//! real scheduler and says so ([`docs_notes`]).
//!
//! ```
//! use placement::longhorn::{schedule_replicas, Scenario};
//! let scenario: Scenario = serde_json::from_str(r#"{
//!   "settings": {"storage-minimal-available-percentage": 0},
//!   "nodes": [
//!     {"name": "A", "disks": [{"name": "A1", "storageMaximum": "1Ti", "storageAvailable": "900Gi"},
//!                             {"name": "A2", "storageMaximum": "1Ti", "storageAvailable": "100Gi"}]},
//!     {"name": "B", "disks": [{"name": "B1", "storageMaximum": "1Ti", "storageAvailable": "600Gi"},
//!                             {"name": "B2", "storageMaximum": "1Ti", "storageAvailable": "700Gi"}]}
//!   ],
//!   "volumes": [{"name": "v", "size": "100Gi", "numberOfReplicas": 1}]
//! }"#).unwrap();
//! let result = schedule_replicas(&scenario).unwrap();
//! let replica = &result.volumes[0].replicas[0];
//! assert_eq!((replica.node.as_deref(), replica.disk.as_deref()), (Some("B"), Some("B2")));
//! ```

pub mod answer;
pub mod balance;
mod checks;
mod detail;
pub mod diff;
pub mod explain;
pub mod export;
pub mod import;
pub mod input;
mod pick;
#[doc(hidden)]
pub mod reference;
mod schedule;
mod search;
pub mod upgrade;
mod validate;
mod whatif;

pub use answer::{Change, DiskFix, Edit, NodeFix, ReplicaAnswer};
pub use checks::{
    DISKS_UNAVAILABLE, ENGINE_IMAGE_NOT_READY, HARD_AFFINITY, INCOMPATIBLE_SIZE,
    INSUFFICIENT_STORAGE, MAX_EXT4_VOLUME_SIZE, NODES_UNAVAILABLE, PRECHECK_FAILED,
    REPLICA_ALREADY_SCHEDULED, SCHEDULING_FAILED, TAGS_NOT_FULFILLED, TEXT_LIMIT,
    TOPOLOGY_NOT_SATISFIED, UNUSED_FAILED_REPLICA, disk_takes_replicas,
};
pub use detail::{
    Explain, FULL_BY_DEFAULT, ScheduleOptions, check_scenario, explain_volume, schedule_replicas,
    schedule_replicas_with,
};
pub use diff::{ChangeKind, ReplicaChange, ResultChanges, changes_between};
pub use explain::*;
pub use export::{setting_values, settings_to_yaml};
pub use import::{Import, Skipped, import_kubectl};
pub use input::{
    Algorithm, AntiAffinityOverride, BackingImage, CloneMode, DataEngine, DataLocality, Disk,
    DiskType, LonghornVersion, Node, OfflineRebuilding, PerDataEngine, Replica, ReplicaAutoBalance,
    Scenario, Settings, TopologyTerm, Volume, VolumeReplicaAutoBalance, data_source_volume,
    default_settings, is_valid_data_source,
};
pub use schedule::{
    DEGRADED_AVAILABILITY_RESET, REASON_LOCAL_REPLICA_SCHEDULING_FAILURE,
    REASON_REPLICA_SCHEDULING_FAILURE, docs_notes, join_reasons,
};
pub use upgrade::{Outcome, ReleaseChanges, UpgradeChange, upgrade_changes};
pub use whatif::{WhatIf, WhatIfAction, WhatIfResult, what_if, what_if_with};
