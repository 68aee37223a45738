//! BundleDeployment states, the bundle summary, display state and Ready message (spec §5).

use serde::{Deserialize, Serialize};

use crate::kernel::sort;

mod resource_status;
pub use resource_status::{ModifiedStatus, NonReadyStatus, ResourceSummary};

/// Fleet's `BundleState`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum BundleState {
    /// Applied, ready and up to date.
    Ready,
    /// Applied but not ready.
    NotReady,
    /// Deployed (promoted) but not applied yet by the agent.
    WaitApplied,
    /// The agent failed to apply the deployment.
    ErrApplied,
    /// Staged but not promoted: the rollout holds it back.
    OutOfSync,
    /// No BundleDeployment yet.
    Pending,
    /// Drift from the applied resources (not produced by the simulation).
    Modified,
}

/// All states, in the order of [`BundleState::index`].
pub const ALL_STATES: [BundleState; 7] = [
    BundleState::Ready,
    BundleState::NotReady,
    BundleState::WaitApplied,
    BundleState::ErrApplied,
    BundleState::OutOfSync,
    BundleState::Pending,
    BundleState::Modified,
];

impl BundleState {
    /// Fleet's `StateRank`: the display state is the highest-ranked non-ready one.
    ///
    /// ```
    /// use placement::fleet::state::BundleState::*;
    /// assert!(ErrApplied.rank() > WaitApplied.rank());
    /// assert!(Pending.rank() > NotReady.rank());
    /// ```
    pub fn rank(self) -> u8 {
        match self {
            BundleState::ErrApplied => 7,
            BundleState::WaitApplied => 6,
            BundleState::Modified => 5,
            BundleState::OutOfSync => 4,
            BundleState::Pending => 3,
            BundleState::NotReady => 2,
            BundleState::Ready => 1,
        }
    }

    /// Position in [`ALL_STATES`].
    pub fn index(self) -> usize {
        match self {
            BundleState::Ready => 0,
            BundleState::NotReady => 1,
            BundleState::WaitApplied => 2,
            BundleState::ErrApplied => 3,
            BundleState::OutOfSync => 4,
            BundleState::Pending => 5,
            BundleState::Modified => 6,
        }
    }

    /// The name as Fleet writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            BundleState::Ready => "Ready",
            BundleState::NotReady => "NotReady",
            BundleState::WaitApplied => "WaitApplied",
            BundleState::ErrApplied => "ErrApplied",
            BundleState::OutOfSync => "OutOfSync",
            BundleState::Pending => "Pending",
            BundleState::Modified => "Modified",
        }
    }
}

/// A BundleDeployment's fields that decide its state; versions are bundle
/// versions (1, 2, …), 0 meaning "none yet".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Bd {
    /// `spec.stagedDeploymentID`.
    pub staged: u32,
    /// `spec.deploymentID` (what the agent is asked to apply).
    pub deployed: u32,
    /// `status.appliedDeploymentID`.
    pub applied: u32,
    /// `status.ready`.
    pub ready: bool,
    /// The last apply of `deployed` failed.
    pub error: bool,
    /// `status.nonModified` is false: resources were changed on the cluster
    /// after the apply (drift). Fleet's `Ready` ignores it, so a modified
    /// BundleDeployment is still available.
    pub modified: bool,
}

impl Bd {
    /// A new BundleDeployment: staged at `version`, nothing deployed or applied.
    pub fn new(version: u32) -> Self {
        Bd {
            staged: version,
            deployed: 0,
            applied: 0,
            ready: false,
            error: false,
            modified: false,
        }
    }

    /// Fleet's `isUnavailable`: applied ≠ deployed, or not ready. Drift
    /// (`modified`) plays no part: the agent's `Ready` is "no non-ready
    /// resources", and modified resources are reported apart.
    pub fn is_unavailable(&self) -> bool {
        self.applied != self.deployed || !self.ready
    }

    /// Fleet's `upToDate` against the desired version.
    pub fn up_to_date(&self, desired: u32) -> bool {
        self.staged == desired && self.deployed == desired && self.applied == desired
    }

    /// The state of the BundleDeployment itself (per-cluster view).
    pub fn state(&self) -> BundleState {
        self.state_against(self.deployed)
    }

    /// The state in the bundle summary of Fleet ≥ 0.16: judged against the
    /// target's *desired* deployment, so held-back clusters show `WaitApplied`.
    pub fn bundle_state(&self, desired: u32) -> BundleState {
        self.state_against(desired)
    }

    /// `GetDeploymentState` on Fleet's `effectiveDeployment`
    /// (`internal/cmd/controller/target/target.go`): `spec.deploymentID` is
    /// replaced by the wanted one, so OutOfSync compares *wanted* with staged.
    fn state_against(&self, wanted: u32) -> BundleState {
        if self.applied != wanted {
            if self.error {
                BundleState::ErrApplied
            } else {
                BundleState::WaitApplied
            }
        } else if !self.ready {
            BundleState::NotReady
        } else if wanted != self.staged {
            BundleState::OutOfSync
        } else if self.modified {
            BundleState::Modified
        } else {
            BundleState::Ready
        }
    }
}

/// Per-state counts (the numeric part of Fleet's `BundleSummary`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct StateCounts {
    /// Ready targets.
    pub ready: u64,
    /// NotReady targets.
    pub not_ready: u64,
    /// WaitApplied targets.
    pub wait_applied: u64,
    /// ErrApplied targets.
    pub err_applied: u64,
    /// OutOfSync targets.
    pub out_of_sync: u64,
    /// Pending targets (no BundleDeployment).
    pub pending: u64,
    /// Modified targets.
    pub modified: u64,
    /// All targets (Fleet's `desiredReady`).
    pub desired_ready: u64,
}

impl StateCounts {
    /// The count of one state.
    pub fn get(&self, s: BundleState) -> u64 {
        match s {
            BundleState::Ready => self.ready,
            BundleState::NotReady => self.not_ready,
            BundleState::WaitApplied => self.wait_applied,
            BundleState::ErrApplied => self.err_applied,
            BundleState::OutOfSync => self.out_of_sync,
            BundleState::Pending => self.pending,
            BundleState::Modified => self.modified,
        }
    }

    fn slot(&mut self, s: BundleState) -> &mut u64 {
        match s {
            BundleState::Ready => &mut self.ready,
            BundleState::NotReady => &mut self.not_ready,
            BundleState::WaitApplied => &mut self.wait_applied,
            BundleState::ErrApplied => &mut self.err_applied,
            BundleState::OutOfSync => &mut self.out_of_sync,
            BundleState::Pending => &mut self.pending,
            BundleState::Modified => &mut self.modified,
        }
    }

    /// Counts one more target in state `s`.
    pub fn add(&mut self, s: BundleState) {
        let slot = self.slot(s);
        *slot = slot.saturating_add(1);
        self.desired_ready = self.desired_ready.saturating_add(1);
    }

    /// Counts one target less in state `s`.
    pub fn remove(&mut self, s: BundleState) {
        let slot = self.slot(s);
        *slot = slot.saturating_sub(1);
        self.desired_ready = self.desired_ready.saturating_sub(1);
    }
}

/// One of the first ten non-ready targets listed in the summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct NonReadyResource {
    /// `namespace/name` of the cluster.
    pub name: String,
    /// Its state.
    pub state: BundleState,
    /// Its message (`MessageFromDeployment`: the `Deployed` condition's
    /// message, else `Installed`'s, else `Monitored`'s), empty when none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub message: String,
    /// Its BundleDeployment's `status.modifiedStatus`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub modified_status: Vec<ModifiedStatus>,
    /// Its BundleDeployment's `status.nonReadyStatus`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub non_ready_status: Vec<NonReadyStatus>,
}

impl NonReadyResource {
    /// A listed target with its message and no per-resource status.
    pub fn new(name: impl Into<String>, state: BundleState, message: impl Into<String>) -> Self {
        NonReadyResource {
            name: name.into(),
            state,
            message: message.into(),
            modified_status: Vec::new(),
            non_ready_status: Vec::new(),
        }
    }
}

/// How many non-ready targets the summary lists.
pub const NON_READY_LISTED: usize = 10;

/// The bundle summary: counts and the first ten non-ready targets (target order).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct BundleSummary {
    /// Per-state counts.
    #[serde(flatten)]
    pub counts: StateCounts,
    /// The first ten non-ready targets in target order.
    pub non_ready_resources: Vec<NonReadyResource>,
}

impl BundleSummary {
    /// The display state: the worst-ranked state among the listed non-ready
    /// targets; `None` when all are ready (Fleet leaves the field empty).
    ///
    /// ```
    /// use placement::fleet::state::*;
    /// let mut s = BundleSummary::default();
    /// assert_eq!(s.display_state(), None);
    /// s.non_ready_resources.push(NonReadyResource::new("fleet-default/a", BundleState::NotReady, ""));
    /// s.non_ready_resources.push(NonReadyResource::new("fleet-default/b", BundleState::Pending, ""));
    /// assert_eq!(s.display_state(), Some(BundleState::Pending));
    /// ```
    pub fn display_state(&self) -> Option<BundleState> {
        self.non_ready_resources
            .iter()
            .map(|r| r.state)
            .max_by_key(|s| s.rank())
    }

    /// The Ready condition's message as Fleet's `ReadyMessage`
    /// (`internal/cmd/controller/summary/summary.go`): for each non-ready state
    /// with a count > 0, **one** piece naming the first listed target in that
    /// state, `State(count) [Cluster ns/name]` (`: message` when it has one),
    /// followed by that target's first four `modifiedStatus` and first four
    /// `nonReadyStatus` entries as their `String()`s; all pieces sorted as
    /// strings and joined by `"; "`. A state none of whose targets is among the
    /// ten listed gives no piece.
    ///
    /// ```
    /// use placement::fleet::state::*;
    /// let mut s = BundleSummary::default();
    /// s.counts.add(BundleState::WaitApplied);
    /// s.counts.add(BundleState::WaitApplied);
    /// s.counts.add(BundleState::Pending);
    /// for (name, state) in [("c", BundleState::WaitApplied), ("b", BundleState::WaitApplied), ("a", BundleState::Pending)] {
    ///     s.non_ready_resources.push(NonReadyResource::new(format!("fleet-default/{name}"), state, ""));
    /// }
    /// assert_eq!(s.ready_message(), "Pending(1) [Cluster fleet-default/a]; WaitApplied(2) [Cluster fleet-default/c]");
    /// ```
    pub fn ready_message(&self) -> String {
        let mut pieces: Vec<String> = Vec::new();
        for &state in &READY_MESSAGE_STATES {
            if self.counts.get(state) == 0 {
                continue;
            }
            let Some(r) = self.non_ready_resources.iter().find(|r| r.state == state) else {
                continue;
            };
            let mut piece = format!(
                "{}({}) [Cluster {}",
                state.as_str(),
                self.counts.get(state),
                r.name
            );
            if !r.message.is_empty() {
                piece.push_str(": ");
                piece.push_str(&r.message);
            }
            piece.push(']');
            pieces.push(piece);
            // `for i, m := range … { if i > 3 { break } … }`: the first four of each.
            pieces.extend(r.modified_status.iter().take(4).map(ModifiedStatus::text));
            pieces.extend(r.non_ready_status.iter().take(4).map(NonReadyStatus::text));
        }
        sort::sort(&mut pieces);
        pieces.join("; ")
    }
}

/// The states `ReadyMessage` reports (every state but Ready).
const READY_MESSAGE_STATES: [BundleState; 6] = [
    BundleState::OutOfSync,
    BundleState::NotReady,
    BundleState::WaitApplied,
    BundleState::ErrApplied,
    BundleState::Pending,
    BundleState::Modified,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bd_states_first_rule_wins() {
        let mut bd = Bd::new(1);
        assert_eq!(bd.state(), BundleState::NotReady); // nothing deployed, nothing applied
        bd.deployed = 1;
        assert_eq!(bd.state(), BundleState::WaitApplied);
        bd.error = true;
        assert_eq!(bd.state(), BundleState::ErrApplied);
        bd.error = false;
        bd.applied = 1;
        assert_eq!(bd.state(), BundleState::NotReady);
        bd.ready = true;
        assert_eq!(bd.state(), BundleState::Ready);
        bd.staged = 2;
        assert_eq!(bd.state(), BundleState::OutOfSync);
        // v0.16+: the bundle view judges against the desired version.
        assert_eq!(bd.bundle_state(2), BundleState::WaitApplied);
        assert!(!bd.is_unavailable());
        assert!(!bd.up_to_date(2));
    }
}
