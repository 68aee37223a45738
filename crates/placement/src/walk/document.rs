//! A walk document as written (YAML or JSON), read with the engine's YAML
//! reader so every shape error names its field (`steps[3].edits[0].path`).
//! The format is documented in `docs/walks.md`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a walk is for: a lesson teaches (narration from the engine's facts,
/// checkpoints), a story shows (captions may be typed text, notes for a speaker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WalkKind {
    /// A guided lesson.
    Lesson,
    /// A story (a demo, a case).
    Story,
}

/// The lab whose scenario a walk steps through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lab {
    /// Longhorn replica scheduling: a `longhorn::Scenario`.
    Longhorn,
    /// The balance score: a `longhorn::balance::BalanceInput`.
    Balance,
    /// Storage capacity tracking: a `capacity::FilterInput`.
    Capacity,
    /// A Fleet rollout: a `fleet::RolloutInput`.
    Rollout,
}

impl Lab {
    /// The lab's id, as the playground's addresses name it.
    pub fn id(self) -> &'static str {
        match self {
            Lab::Longhorn => "longhorn",
            Lab::Balance => "balance",
            Lab::Capacity => "capacity",
            Lab::Rollout => "rollout",
        }
    }
}

/// The real systems' versions the engine follows for `lab` (docs/fidelity.md,
/// "The versions followed"), for a walk's `verifiedAgainst` line.
pub fn verified_against(lab: Lab) -> &'static [&'static str] {
    match lab {
        Lab::Longhorn | Lab::Balance => &["longhorn-manager v1.12.1"],
        Lab::Capacity => &["kube-scheduler 1.33"],
        Lab::Rollout => &["fleet v0.16"],
    }
}

/// A whole walk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Walk {
    /// Lesson or story.
    pub kind: WalkKind,
    /// The walk's id in addresses (`#/learn/<id>/<step>`).
    pub id: String,
    /// The lab.
    pub lab: Lab,
    /// Message id of the title.
    pub title: String,
    /// Message id of the one-line summary.
    pub summary: String,
    /// How long it takes, in minutes.
    #[serde(default)]
    pub minutes: u32,
    /// The real systems' versions the steps were checked against.
    #[serde(default)]
    pub verified_against: Vec<String>,
    /// The lab's scenario before the first step: the engine input of the lab.
    pub start: Value,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// One step: edits of the previous step's scenario, then what is said about it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    /// Applied in order to the previous step's scenario.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub edits: Vec<Edit>,
    /// What the lab's picture shows (a round, a volume).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<View>,
    /// The narration: a message whose arguments are facts of the result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub narration: Option<Narration>,
    /// A caption typed by a person (recorded stories only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caption_text: Option<String>,
    /// Speaker notes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    /// What to highlight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub focus: Option<Focus>,
    /// Numbers of the narration the learner can drag: each an input field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scrub: Vec<Scrub>,
    /// A question or a task.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checkpoint: Option<Checkpoint>,
}

/// One change of a scenario.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Edit {
    /// What it does.
    pub op: EditOp,
    /// Where ([`super::path::Path`]).
    pub path: String,
    /// The new value (`set`, `insert`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<Value>,
}

/// The kinds of [`Edit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EditOp {
    /// Replace the value at the path (an object's field may be new).
    Set,
    /// Remove the field or list item at the path.
    Remove,
    /// Insert into a list before the item at the path (`[-]`: at the end).
    Insert,
}

/// What the picture shows at a step.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct View {
    /// Rollout: the round shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// Longhorn: the volume selected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume: Option<String>,
}

/// A message id and its arguments, each a fact ([`super::facts`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Narration {
    /// The message id (`locales/<lang>/learn.ftl`).
    pub id: String,
    /// Argument name → fact.
    #[serde(default)]
    pub args: BTreeMap<String, String>,
}

/// What a step highlights.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Focus {
    /// Its kind.
    pub kind: ChoiceKind,
    /// Its name (`B/B2` for a disk).
    pub name: String,
}

/// The things a picture lets one point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChoiceKind {
    /// A node.
    Node,
    /// A disk, `node/disk`.
    Disk,
    /// A replica.
    Replica,
    /// A Fleet cluster.
    Cluster,
    /// A pod.
    Pod,
    /// A rollout partition.
    Partition,
}

/// A number of the narration the learner can drag: the input field it sets.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Scrub {
    /// The narration argument shown as the number (an `input.` fact of the same path).
    pub arg: String,
    /// The scenario field it sets.
    pub path: String,
    /// Smallest value.
    pub min: i64,
    /// Largest value.
    pub max: i64,
    /// One arrow-key step.
    pub step: i64,
}

/// A question (predict) or a task; exactly one.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Checkpoint {
    /// Click the one you think wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predict: Option<Predict>,
    /// Change the scenario until the goal holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task: Option<Task>,
}

/// A prediction: which of the choices the engine picks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Predict {
    /// What the learner clicks.
    pub choices: ChoiceKind,
    /// The fact naming the right one.
    pub answer: String,
}

/// A task: a goal over facts, a hint, and a solution that meets it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Task {
    /// Message id saying what to do.
    pub prompt: String,
    /// `fact op value` ([`super::goal`]), e.g. `winner.disk == A1`.
    pub goal: String,
    /// Message id of the hint, shown after two tries.
    pub hint: String,
    /// Edits of the step's scenario that meet the goal ("show me").
    pub solution: Vec<Edit>,
}
