//! What a BundleDeployment's status says besides its IDs and flags: the
//! messages of its `Deployed`, `Installed` and `Monitored` conditions and the
//! agent's per-resource `modifiedStatus` / `nonReadyStatus`. They come from the
//! start (an imported or written BundleDeployment) and stay until the cluster's
//! agent applies a deployment again: the agent then rewrites its status, and the
//! simulation, which knows no resources, has none to report.

use crate::fleet::state::{Bd, ModifiedStatus, NonReadyStatus};

/// A BundleDeployment's reported status beyond [`Bd`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BdReport {
    /// The `Deployed` condition's message when the condition is not False
    /// (a False one is the apply error, [`Bd::error`]).
    pub deployed_message: String,
    /// The `Installed` condition's message.
    pub installed_message: String,
    /// The `Monitored` condition's message.
    pub monitored_message: String,
    /// `status.modifiedStatus`.
    pub modified_status: Vec<ModifiedStatus>,
    /// `status.nonReadyStatus`.
    pub non_ready_status: Vec<NonReadyStatus>,
}

impl BdReport {
    /// Whether it says nothing (then the engine keeps no report).
    pub fn is_empty(&self) -> bool {
        *self == BdReport::default()
    }
}

/// Fleet's `MessageFromDeployment` (`internal/cmd/controller/summary/summary.go`)
/// on the target's effective deployment (`spec.deploymentID` = `desired`): the
/// `Deployed` condition's message whatever its status; else, when the applied
/// ID is the deployment's, `Installed`'s (older Installed messages belong to a
/// superseded apply, v0.16+); else `Monitored`'s.
pub(crate) fn message_from_deployment(
    bd: &Bd,
    desired: u32,
    apply_error: &str,
    report: Option<&BdReport>,
) -> String {
    let deployed = if bd.error {
        apply_error
    } else {
        report.map_or("", |r| r.deployed_message.as_str())
    };
    if !deployed.is_empty() {
        return deployed.to_string();
    }
    let Some(report) = report else {
        return String::new();
    };
    if bd.applied == desired && !report.installed_message.is_empty() {
        return report.installed_message.clone();
    }
    report.monitored_message.clone()
}
