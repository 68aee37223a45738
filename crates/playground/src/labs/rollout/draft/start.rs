//! A cluster's starting BundleDeployment as typed in the lab (versions as
//! text), and the bundle's version: how a live rollout is set up by hand or
//! comes in from pasted BundleDeployments.

use placement::fleet::state::{ModifiedStatus, NonReadyStatus};
use placement::fleet::StartDeployment;
use serde::{Deserialize, Serialize};

use super::FieldErrors;

/// A starting BundleDeployment as typed: deployment IDs are bundle versions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StartDraft {
    pub staged: String,
    pub deployed: String,
    pub applied: String,
    pub ready: bool,
    pub modified: bool,
    /// The failed apply's message; empty: the apply did not fail.
    pub error: String,
    /// The `Deployed` condition's message when it is not False (#37: the
    /// Ready message shows it whatever the condition's status).
    #[serde(default)]
    pub deployed_message: String,
    /// The `Installed` condition's message.
    #[serde(default)]
    pub installed_message: String,
    /// The `Monitored` condition's message.
    #[serde(default)]
    pub monitored_message: String,
    /// `status.modifiedStatus` and `status.nonReadyStatus`, as imported (the
    /// form shows their count; the Ready message lists four of each).
    #[serde(default)]
    pub modified_status: Vec<ModifiedStatus>,
    #[serde(default)]
    pub non_ready_status: Vec<NonReadyStatus>,
}

/// Which field of a [`StartDraft`] an edit changes.
#[derive(Clone, Copy, PartialEq)]
pub enum StartField {
    Staged,
    Deployed,
    Applied,
    Ready,
    Modified,
    Error,
    DeployedMessage,
    InstalledMessage,
    MonitoredMessage,
}

impl StartDraft {
    /// The form for a BundleDeployment (from an import).
    pub fn from_start(d: &StartDeployment) -> StartDraft {
        let version = |v: u32| if v == 0 { String::new() } else { v.to_string() };
        StartDraft {
            staged: version(d.staged_deployment_id),
            deployed: version(d.deployment_id),
            applied: version(d.applied_deployment_id),
            ready: d.ready,
            modified: d.modified,
            error: d.error.clone().unwrap_or_default(),
            deployed_message: d.deployed_message.clone().unwrap_or_default(),
            installed_message: d.installed_message.clone().unwrap_or_default(),
            monitored_message: d.monitored_message.clone().unwrap_or_default(),
            modified_status: d.modified_status.clone(),
            non_ready_status: d.non_ready_status.clone(),
        }
    }

    /// A copy with one field changed (`text` is "true"/"false" for the flags).
    pub fn with(&self, field: StartField, text: String) -> StartDraft {
        let mut d = self.clone();
        match field {
            StartField::Staged => d.staged = text,
            StartField::Deployed => d.deployed = text,
            StartField::Applied => d.applied = text,
            StartField::Ready => d.ready = text == "true",
            StartField::Modified => d.modified = text == "true",
            StartField::Error => d.error = text,
            StartField::DeployedMessage => d.deployed_message = text,
            StartField::InstalledMessage => d.installed_message = text,
            StartField::MonitoredMessage => d.monitored_message = text,
        }
        d
    }

    /// The engine's starting BundleDeployment, or errors keyed
    /// `fleet.starts.<cluster>.<field>`.
    pub fn parse(&self, cluster: &str, errors: &mut FieldErrors) -> StartDeployment {
        let mut version = |field: &str, text: &str| -> u32 {
            match parse_version(text) {
                Ok(v) => v,
                Err(m) => {
                    errors.insert(format!("fleet.starts.{cluster}.{field}"), m);
                    0
                }
            }
        };
        StartDeployment {
            staged_deployment_id: version("stagedDeploymentID", &self.staged),
            deployment_id: version("deploymentID", &self.deployed),
            applied_deployment_id: version("appliedDeploymentID", &self.applied),
            ready: self.ready,
            modified: self.modified,
            error: non_empty(&self.error),
            deployed_message: non_empty(&self.deployed_message),
            installed_message: non_empty(&self.installed_message),
            monitored_message: non_empty(&self.monitored_message),
            modified_status: self.modified_status.clone(),
            non_ready_status: self.non_ready_status.clone(),
        }
    }
}

/// Trimmed text, `None` when empty.
fn non_empty(text: &str) -> Option<String> {
    Some(text.trim().to_string()).filter(|t| !t.is_empty())
}

/// A version as typed: empty → 0 (none), else a whole number.
pub fn parse_version(text: &str) -> Result<u32, String> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(0);
    }
    t.parse::<u32>()
        .map_err(|_| format!("{t:?} is not a version (a whole number ≥ 0; empty: none)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_round_trips_through_the_form() {
        let d = StartDeployment {
            staged_deployment_id: 2,
            deployment_id: 1,
            applied_deployment_id: 3,
            ready: true,
            modified: false,
            error: Some("boom".into()),
            installed_message: Some("helm install failed".into()),
            non_ready_status: vec![NonReadyStatus { name: "web".into(), ..Default::default() }],
            ..StartDeployment::default()
        };
        let mut errors = FieldErrors::new();
        assert_eq!(StartDraft::from_start(&d).parse("c", &mut errors), d);
        assert!(errors.is_empty());
        let bad = StartDraft::from_start(&d).with(StartField::Applied, "x".into());
        bad.parse("c", &mut errors);
        assert!(errors["fleet.starts.c.appliedDeploymentID"].contains("not a version"));
    }
}
