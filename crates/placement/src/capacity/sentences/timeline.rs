//! The simulation timeline's own sentences (`simulate_capacity`). Event
//! messages of the real systems (FailedScheduling, ProvisioningFailed,
//! `Successfully assigned …`) stay verbatim and get no message.

// Each builder is named for the sentence it writes; its English is in the body.
#![allow(missing_docs)]

use super::Said;
use crate::kernel::message::Message;
use crate::kernel::quantity::Bytes;

/// Every message id built here (the catalogs must have each).
pub const MESSAGE_IDS: &[&str] = &[
    "capacity-sim-arrived",
    "capacity-sim-scheduled-waiting",
    "capacity-sim-volume-created",
    "capacity-sim-binding-failed",
    "capacity-sim-immediate-created",
    "capacity-sim-free-space-changed",
    "capacity-sim-bind-timeout",
    "capacity-sim-running",
];

pub fn arrived() -> Said {
    (
        "pod and claims created".into(),
        Message::new("capacity-sim-arrived"),
    )
}

pub fn scheduled_waiting(node: &str, volumes: usize) -> Said {
    (
        format!("scheduled on {node}; waiting for {volumes} volume(s) to be provisioned"),
        Message::new("capacity-sim-scheduled-waiting")
            .arg("node", node)
            .arg("count", volumes),
    )
}

pub fn volume_created(claim: &str, size: i64) -> Said {
    (
        format!("volume for claim {claim} ({}) created", Bytes(size)),
        Message::new("capacity-sim-volume-created")
            .arg("claim", claim)
            .arg("sizeBytes", size),
    )
}

pub fn binding_failed(backoff: u64) -> Said {
    (
        format!("binding failed: back to the queue in {backoff} s"),
        Message::new("capacity-sim-binding-failed").arg("backoff", backoff),
    )
}

pub fn immediate_created(claim: &str, size: i64, segment: &str) -> Said {
    (
        format!(
            "Immediate claim {claim}: the driver created {} in segment {segment}",
            Bytes(size)
        ),
        Message::new("capacity-sim-immediate-created")
            .arg("claim", claim)
            .arg("sizeBytes", size)
            .arg("segment", segment),
    )
}

pub fn free_space_changed(segment: &str, delta: i64, free: i64) -> Said {
    (
        format!(
            "{segment}: real free space changed by {} to {} (not published yet)",
            Bytes(delta),
            Bytes(free)
        ),
        Message::new("capacity-sim-free-space-changed")
            .arg("segment", segment)
            .arg("deltaBytes", delta)
            .arg("freeBytes", free),
    )
}

/// `error` is the scheduler's timeout message (verbatim).
pub fn bind_timeout(timeout: u64, volumes: usize, error: &str, backoff: u64) -> Said {
    (
        format!(
            "PreBind waited bindTimeoutSeconds ({timeout} s) for {volumes} volume(s) and failed with \"{error}\"; \
             the pod goes back to the queue in {backoff} s while the provisioning goes on."
        ),
        Message::new("capacity-sim-bind-timeout")
            .arg("timeout", timeout)
            .arg("count", volumes)
            .arg("error", error)
            .arg("backoff", backoff),
    )
}

pub fn running() -> Said {
    (
        "all volumes bound: the pod runs".into(),
        Message::new("capacity-sim-running"),
    )
}
