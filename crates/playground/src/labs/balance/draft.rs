//! What the user is editing on the balance page, exactly as typed, and how it
//! becomes the engine's input (or a list of field errors).

use placement::kernel::quantity::Bytes;
use placement::longhorn::balance::{
    simulate_balance, BalanceDisk, BalanceInput, BalanceNode, BalanceSimulation,
};
use serde::{Deserialize, Serialize};

use crate::text::amount_input::parse_amount;
use crate::text::units::Unit;
pub use crate::text::units::{Amount, FieldErrors};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftDisk {
    pub name: String,
    pub usable: Amount,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DraftNode {
    pub name: String,
    pub disks: Vec<DraftDisk>,
}

/// The lab's presets, (id, builder), in its preset picker as in every lab. Titles and captions are in [`crate::platform::catalog`], which the gallery reads.
pub const PRESETS: &[(&str, Build)] = &[("docs-example", BalanceDraft::docs_example)];

/// Builds a preset's draft.
pub type Build = fn() -> BalanceDraft;

/// The whole page's input as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BalanceDraft {
    pub replica_size: Amount,
    pub nodes: Vec<DraftNode>,
}

impl BalanceDraft {
    /// The docs' worked example: A1 900, A2 100, B1 600, B2 700 GiB, replica 100 GiB.
    pub fn docs_example() -> BalanceDraft {
        let node = |name: &str, disks: [(&str, &str); 2]| DraftNode {
            name: name.into(),
            disks: disks
                .iter()
                .map(|(d, u)| DraftDisk {
                    name: (*d).into(),
                    usable: Amount::gib(u),
                })
                .collect(),
        };
        BalanceDraft {
            replica_size: Amount::gib("100"),
            nodes: vec![
                node("A", [("A1", "900"), ("A2", "100")]),
                node("B", [("B1", "600"), ("B2", "700")]),
            ],
        }
    }

    /// The lab's preset with this id (see [`PRESETS`]).
    pub fn preset(id: &str) -> Option<BalanceDraft> {
        PRESETS
            .iter()
            .find(|(p, _)| *p == id)
            .map(|(_, build)| build())
    }

    /// A name for a new node that no node has yet (`C`, `D`, … then `node-N`).
    pub fn fresh_node_name(&self) -> String {
        let taken = |n: &str| self.nodes.iter().any(|node| node.name == n);
        ('A'..='Z')
            .map(String::from)
            .chain((1..).map(|i| format!("node-{i}")))
            .find(|n| !taken(n))
            .unwrap_or_default()
    }

    /// Turns the draft into engine input, or every field's error at once.
    pub fn parse(&self) -> Result<BalanceInput, FieldErrors> {
        let mut errors = FieldErrors::new();
        let mut amount = |key: String, a: &Amount| match parse_amount(&a.text, a.unit) {
            Ok(v) => v,
            Err(message) => {
                errors.insert(key, message);
                0
            }
        };
        let size = amount("replicaSize".into(), &self.replica_size);
        let nodes: Vec<BalanceNode> = self
            .nodes
            .iter()
            .enumerate()
            .map(|(i, node)| BalanceNode {
                name: node.name.trim().to_string(),
                disks: node
                    .disks
                    .iter()
                    .enumerate()
                    .map(|(j, disk)| BalanceDisk {
                        name: disk.name.trim().to_string(),
                        usable: Bytes(amount(
                            format!("nodes[{i}].disks[{j}].usable"),
                            &disk.usable,
                        )),
                    })
                    .collect(),
            })
            .collect();
        if size == 0 && !errors.contains_key("replicaSize") {
            errors.insert("replicaSize".into(), crate::text::messages::text("bal-error-size-zero", &[]));
        }
        if errors.is_empty() {
            Ok(BalanceInput {
                replica_size: Bytes(size),
                nodes,
            })
        } else {
            Err(errors)
        }
    }

    /// Parses and runs the balance pick; names (empty, duplicate) are checked
    /// by the engine, whose error path is the field key.
    pub fn evaluate(&self) -> Result<BalanceSimulation, FieldErrors> {
        let input = self.parse()?;
        simulate_balance(&input).map_err(|e| FieldErrors::from([(e.path, e.message)]))
    }
}

/// One edit of the draft.
pub enum Edit {
    ReplicaSize(String),
    ReplicaUnit(Unit),
    NodeName(usize, String),
    AddNode,
    RemoveNode(usize),
    DiskName(usize, usize, String),
    DiskUsable(usize, usize, String),
    DiskUnit(usize, usize, Unit),
    /// A disk's usable storage set on the picture: (node, disk, bytes), kept in the disk's unit.
    SetUsable(String, String, i64),
    AddDisk(usize),
    RemoveDisk(usize, usize),
    /// Undo / redo: the whole draft as it was.
    Restore(BalanceDraft),
    /// Load the preset with this id (`draft::PRESETS`).
    Preset(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docs_example_parses() {
        let input = BalanceDraft::docs_example().parse().unwrap();
        assert_eq!(input.replica_size, Bytes::gib(100));
        assert_eq!(input.nodes[1].disks[1].usable, Bytes::gib(700));
    }

    #[test]
    fn every_bad_field_is_reported() {
        let mut draft = BalanceDraft::docs_example();
        draft.replica_size.text = "0".into();
        draft.nodes[0].disks[1].usable.text = "-5".into();
        draft.nodes[1].disks[0].usable.text = "abc".into();
        let errors = draft.parse().unwrap_err();
        assert_eq!(errors["replicaSize"], "must be greater than 0");
        assert!(errors["nodes[0].disks[1].usable"].contains("negative"));
        assert!(errors["nodes[1].disks[0].usable"].contains("not a number"));
    }

    #[test]
    fn duplicate_names_come_from_the_engine() {
        let mut draft = BalanceDraft::docs_example();
        draft.nodes[1].name = "A".into();
        let errors = draft.evaluate().unwrap_err();
        assert!(errors["nodes[1].name"].contains("duplicate"));
    }

    #[test]
    fn fresh_names_skip_taken_ones() {
        assert_eq!(BalanceDraft::docs_example().fresh_node_name(), "C");
    }
}
