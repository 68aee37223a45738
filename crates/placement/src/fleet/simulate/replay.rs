//! A cluster at any round, replayed from its timeline (the UI's scrubber).

use serde::{Deserialize, Serialize};

use super::output::{DeploymentView, RolloutSimulation, TimelineKind};
use crate::fleet::reconcile::Change;
use crate::fleet::state::{Bd, BundleState};

impl From<Change> for TimelineKind {
    fn from(c: Change) -> Self {
        match c {
            Change::Created => TimelineKind::Created,
            Change::Staged => TimelineKind::Staged,
            Change::Promoted => TimelineKind::Promoted,
            Change::Applied => TimelineKind::Applied,
            Change::Ready => TimelineKind::Ready,
            Change::NotReady => TimelineKind::NotReady,
            Change::Failed => TimelineKind::Failed,
            Change::Modified => TimelineKind::Modified,
            Change::Corrected => TimelineKind::Corrected,
        }
    }
}

/// A cluster's BundleDeployment and states at the end of `round` (0: the start),
/// replayed from its timeline — what a UI scrubber needs to colour a cell.
/// `None` when the index is out of range or timelines were not recorded.
///
/// ```
/// use placement::fleet::{simulate_rollout, cluster_state_at, RolloutInput};
/// let input: RolloutInput = serde_json::from_str(r#"{"clusters": [{"name": "a"}]}"#).unwrap();
/// let sim = simulate_rollout(&input).unwrap();
/// assert!(cluster_state_at(&sim, 0, 0).unwrap().deployment.is_none());
/// let end = cluster_state_at(&sim, 0, 1).unwrap();
/// assert_eq!(end.state, placement::fleet::BundleState::Ready);
/// ```
pub fn cluster_state_at(
    sim: &RolloutSimulation,
    cluster: usize,
    round: u32,
) -> Option<ClusterSnapshot> {
    let c = sim.clusters.get(cluster)?;
    if c.timeline.is_empty() && c.joined {
        return None;
    }
    let desired = sim
        .versions
        .iter()
        .take_while(|v| v[0] <= round)
        .last()
        .map_or(1, |v| v[1]);
    let mut snap = ClusterSnapshot {
        joined: false,
        paused: false,
        deployment: None,
        state: BundleState::Pending,
        deployment_state: None,
    };
    for ev in c.timeline.iter().take_while(|e| e.round <= round) {
        let bd = &mut snap.deployment;
        match ev.kind {
            TimelineKind::Joined => snap.joined = true,
            TimelineKind::Paused => snap.paused = true,
            TimelineKind::Resumed => snap.paused = false,
            TimelineKind::Created => {
                *bd = Some(DeploymentView {
                    staged: ev.version,
                    deployed: 0,
                    applied: 0,
                    ready: false,
                    error: false,
                    modified: false,
                })
            }
            TimelineKind::Staged => bd.iter_mut().for_each(|b| b.staged = ev.version),
            TimelineKind::Promoted => bd.iter_mut().for_each(|b| b.deployed = ev.version),
            TimelineKind::Applied => bd.iter_mut().for_each(|b| {
                b.applied = ev.version;
                b.ready = false;
                b.error = false;
                b.modified = false;
            }),
            TimelineKind::Ready => bd.iter_mut().for_each(|b| b.ready = true),
            TimelineKind::NotReady => bd.iter_mut().for_each(|b| b.ready = false),
            TimelineKind::Failed => bd.iter_mut().for_each(|b| b.error = true),
            TimelineKind::Modified => bd.iter_mut().for_each(|b| b.modified = true),
            TimelineKind::Corrected => bd.iter_mut().for_each(|b| b.modified = false),
        }
    }
    if let Some(v) = snap.deployment {
        let bd = Bd {
            staged: v.staged,
            deployed: v.deployed,
            applied: v.applied,
            ready: v.ready,
            error: v.error,
            modified: v.modified,
        };
        snap.state = bd.bundle_state(desired);
        snap.deployment_state = Some(bd.state());
    }
    Some(snap)
}

/// A cluster at one round, from [`cluster_state_at`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ClusterSnapshot {
    /// Whether it is a target by then.
    pub joined: bool,
    /// Paused.
    pub paused: bool,
    /// Its BundleDeployment.
    pub deployment: Option<DeploymentView>,
    /// State in the bundle summary.
    pub state: BundleState,
    /// State of the BundleDeployment.
    pub deployment_state: Option<BundleState>,
}
