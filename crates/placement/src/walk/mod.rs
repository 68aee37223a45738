//! # Walks: lessons and stories over a lab's scenario
//!
//! A layer above the domains (nothing in them imports it): a walk is a
//! document of steps over one lab's scenario. Each step edits the previous
//! step's scenario (so step k is the start plus the edits of steps 1..=k, and
//! going back is exact), says something whose numbers are facts of the
//! engine's result for that step (never typed into the text), may point at a
//! node, disk, replica, pod, cluster or partition, and may ask the learner to
//! predict the engine's pick or to change the scenario until a goal holds.
//! The format and the facts of each lab: `docs/walks.md`.
//!
//! ```
//! use placement::walk::{evaluate, read_walk};
//! let walk = read_walk(r#"
//! kind: lesson
//! id: tiny
//! lab: balance
//! title: t
//! summary: s
//! start: {replicaSize: 100Gi, nodes: [{name: A, disks: [{name: A1, usable: 900Gi}, {name: A2, usable: 100Gi}]},
//!                                    {name: B, disks: [{name: B1, usable: 600Gi}, {name: B2, usable: 700Gi}]}]}
//! steps:
//!   - narration: {id: n, args: {winner: winner.disk}}
//!   - edits: [{op: set, path: "nodes[name=A].disks[name=A1].usable", value: 2000Gi}]
//!     narration: {id: n, args: {winner: winner.disk}}
//! "#).unwrap();
//! let steps = evaluate(&walk).unwrap();
//! assert_eq!(steps[0].narration.as_ref().unwrap().text("winner"), Some("B2"));
//! assert_eq!(steps[1].narration.as_ref().unwrap().text("winner"), Some("A1"));
//! ```

pub mod document;
pub mod edit;
pub mod evaluate;
pub mod explain;
pub mod facts;
pub mod goal;
pub mod lab;
pub mod path;
pub mod validate;

pub use document::{
    Checkpoint, ChoiceKind, Edit, EditOp, Focus, Lab, Narration, Predict, Scrub, Step, Task, View,
    Walk, WalkKind, verified_against,
};
pub use evaluate::{
    CheckpointOutcome, Reveal, StepOutcome, TaskCheck, apply_edits, check_task, evaluate, narrate,
    reveal, scenario_at,
};
pub use explain::explain_as_walk;
pub use lab::{LabResult, LabRun, explain_choice, run};
pub use validate::{check_walk, read_walk};
