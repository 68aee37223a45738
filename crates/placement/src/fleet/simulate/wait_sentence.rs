//! A round's [`Wait`] and [`Stop`] as a sentence of the catalogs (`locales/<lang>/engine.ftl`,
//! issue #11): the same words as its `message` (the playground's test proves
//! the English equal), with the numbers as arguments so a translation can put
//! them where its grammar wants them. A method rather than a field: the
//! sentence is a function of the variant's own fields.

use super::output::{Stop, Wait};
use crate::kernel::message::Message;

/// Every message id [`Wait::sentence`] and [`Stop::sentence`] give.
pub const MESSAGE_IDS: &[&str] = &[
    "fleet-wait-max-new",
    "fleet-wait-max-new-zero",
    "fleet-wait-bundle-limit",
    "fleet-wait-partition-limit",
    "fleet-wait-paused-bundle",
    "fleet-wait-paused-clusters",
    "fleet-wait-unmatched",
    "fleet-stop",
    "fleet-outcome-complete",
    "fleet-outcome-complete-modified",
    "fleet-outcome-complete-unmatched",
    "fleet-outcome-complete-modified-unmatched",
    "fleet-outcome-stalled",
    "fleet-outcome-stalled-not-ready",
    "fleet-outcome-max-rounds",
];

/// A finished rollout's outcome: every target runs `version`, `modified` of them
/// drifted, `unmatched` targets match no partition.
pub(super) fn complete_sentence(version: u32, modified: u64, unmatched: u64) -> Message {
    let id = match (modified > 0, unmatched > 0) {
        (false, false) => "fleet-outcome-complete",
        (true, false) => "fleet-outcome-complete-modified",
        (false, true) => "fleet-outcome-complete-unmatched",
        (true, true) => "fleet-outcome-complete-modified-unmatched",
    };
    let m = Message::new(id).arg("version", u64::from(version));
    let m = if modified > 0 {
        m.arg("modified", modified)
    } else {
        m
    };
    if unmatched > 0 {
        m.arg("unmatched", unmatched)
    } else {
        m
    }
}

/// A stalled rollout whose last round has no stop or wait: the targets that never get ready.
pub(super) fn stalled_not_ready(not_ready: u64, wait_applied: u64, err_applied: u64) -> Message {
    Message::new("fleet-outcome-stalled-not-ready")
        .arg("notReady", not_ready)
        .arg("waitApplied", wait_applied)
        .arg("errApplied", err_applied)
}

impl Stop {
    /// Why the reconcile stopped (its `message` in the catalogs' words).
    pub fn sentence(&self) -> Message {
        Message::new("fleet-stop")
            .arg("partition", &self.partition)
            .arg("notUpToDate", self.not_up_to_date_or_unavailable)
            .arg("maxUnavailable", self.max_unavailable)
            .arg("partitions", self.unavailable_partitions)
            .arg("maxPartitions", self.max_unavailable_partitions)
            .arg("later", self.partitions_not_reached)
    }
}

impl Wait {
    /// The wait as a whole sentence (its `message` in the catalogs' words).
    pub fn sentence(&self) -> Message {
        match self {
            Wait::MaxNew { max_new, .. } if *max_new <= 0 => {
                Message::new("fleet-wait-max-new-zero").arg("maxNew", *max_new)
            }
            Wait::MaxNew {
                max_new,
                without_deployment,
                ..
            } => Message::new("fleet-wait-max-new")
                .arg("maxNew", *max_new)
                .arg("waiting", *without_deployment),
            Wait::BundleLimit {
                partition,
                waiting,
                unavailable,
                max_unavailable,
                ..
            }
            | Wait::PartitionLimit {
                partition,
                waiting,
                unavailable,
                max_unavailable,
                ..
            } => {
                let id = if matches!(self, Wait::BundleLimit { .. }) {
                    "fleet-wait-bundle-limit"
                } else {
                    "fleet-wait-partition-limit"
                };
                Message::new(id)
                    .arg("partition", partition)
                    .arg("waiting", *waiting)
                    .arg("unavailable", *unavailable)
                    .arg("maxUnavailable", *max_unavailable)
            }
            Wait::Paused {
                partition,
                waiting,
                bundle_paused,
                ..
            } => Message::new(if *bundle_paused {
                "fleet-wait-paused-bundle"
            } else {
                "fleet-wait-paused-clusters"
            })
            .arg("partition", partition)
            .arg("waiting", *waiting),
            Wait::Unmatched { clusters, .. } => {
                Message::new("fleet-wait-unmatched").arg("clusters", *clusters)
            }
        }
    }
}
