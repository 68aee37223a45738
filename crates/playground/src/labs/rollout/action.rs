//! [`Action`]: everything the rollout page does, what its parts send to the reducer in mod.rs.

use std::rc::Rc;

use placement::fleet::RolloutSimulation;

use super::draft::{self, RolloutDraft};
use super::edit::Edit;

/// Everything the page does.
pub enum Action {
    Edit(Edit),
    /// Undo / redo: the whole draft as it was.
    Restore(Box<RolloutDraft>),
    Round(u32),
    Step(i64),
    Play(bool),
    Tick,
    Select(Option<String>),
    Dense(bool),
    JobProgress(u64, u64, u64),
    /// The worker's answer (JSON) to job `.0`, read by the `job_result` part.
    JobDone(u64, Rc<String>),
    /// Job `.0`'s simulation, read.
    JobRead(u64, Rc<RolloutSimulation>),
    JobFailed(u64, String),
    Cancel,
    /// The engine parsed YAML edit number `.0`.
    YamlParsed(u64, Result<draft::StrategyDraft, String>),
}
