//! A round's [`Wait`] and [`Stop`] as a sentence of the catalogs (`locales/<lang>/engine.ftl`,
//! issue #11): the same words as its `message` (the playground's test proves
//! the English equal), with the numbers as arguments so a translation can put
//! them where its grammar wants them. A method rather than a field: the
//! sentence is a function of the variant's own fields.

use super::{Stop, Wait};
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
];

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
            Wait::MaxNew { max_new, without_deployment, .. } => Message::new("fleet-wait-max-new")
                .arg("maxNew", *max_new)
                .arg("waiting", *without_deployment),
            Wait::BundleLimit { partition, waiting, unavailable, max_unavailable, .. }
            | Wait::PartitionLimit { partition, waiting, unavailable, max_unavailable, .. } => {
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
            Wait::Paused { partition, waiting, bundle_paused, .. } => Message::new(if *bundle_paused {
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
