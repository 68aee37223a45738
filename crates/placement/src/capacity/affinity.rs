//! Node selectors (PV `nodeAffinity`) and topology selectors (StorageClass `allowedTopologies`).
//!
//! - A [`NodeSelector`] matches a node when **any** term matches; a term matches
//!   when it has at least one requirement and **all** its `matchExpressions`
//!   (on labels) and `matchFields` (on `metadata.name`) hold. `Gt`/`Lt` compare
//!   integers; a missing label fails them.
//! - `allowedTopologies` matches when empty, or when **any** term with at least
//!   one expression has **all** its keys present with one of the listed values.
//!
//! ```
//! use placement::capacity::affinity::NodeSelector;
//! use placement::kernel::labels::Labels;
//! let selector: NodeSelector = serde_json::from_str(r#"{"nodeSelectorTerms": [
//!     {"matchExpressions": [{"key": "topology.kubernetes.io/zone", "operator": "In", "values": ["a"]}]},
//!     {"matchExpressions": [{"key": "disks", "operator": "Gt", "values": ["3"]}]}
//! ]}"#).unwrap();
//! selector.validate().unwrap();
//! let labels: Labels = [("disks".to_string(), "4".to_string())].into();
//! assert!(selector.matches("n1", &labels));
//! assert!(!selector.matches("n1", &Labels::new()));
//! ```

use crate::kernel::message::Message;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::InputError;
use crate::kernel::labels::{Labels, validate_key, validate_value};

/// `v1.NodeSelector`: terms ORed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct NodeSelector {
    /// The terms; at least one.
    #[serde(default)]
    pub node_selector_terms: Vec<NodeSelectorTerm>,
}

/// `v1.NodeSelectorTerm`: requirements ANDed; an empty term matches no node.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct NodeSelectorTerm {
    /// Requirements on node labels.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub match_expressions: Vec<NodeSelectorRequirement>,
    /// Requirements on node fields (only `metadata.name`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub match_fields: Vec<NodeSelectorRequirement>,
}

/// `v1.NodeSelectorRequirement`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct NodeSelectorRequirement {
    /// Label key (or `metadata.name` in `matchFields`).
    pub key: String,
    /// The operator.
    pub operator: NodeSelectorOperator,
    /// Values: non-empty for In/NotIn, empty for Exists/DoesNotExist, one integer for Gt/Lt.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub values: Vec<String>,
}

/// Operators of a node selector requirement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum NodeSelectorOperator {
    /// Present with one of the values.
    In,
    /// Absent, or none of the values.
    NotIn,
    /// Present.
    Exists,
    /// Absent.
    DoesNotExist,
    /// Present and, as an integer, greater than the value.
    Gt,
    /// Present and, as an integer, less than the value.
    Lt,
}

impl fmt::Display for NodeSelectorOperator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// `v1.TopologySelectorTerm` of `allowedTopologies`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TopologySelectorTerm {
    /// Requirements ANDed; an empty term selects nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub match_label_expressions: Vec<TopologySelectorLabelRequirement>,
}

/// `v1.TopologySelectorLabelRequirement`: the label is present with one of the values.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TopologySelectorLabelRequirement {
    /// Label key.
    pub key: String,
    /// Allowed values, non-empty.
    #[serde(default)]
    pub values: Vec<String>,
}

impl NodeSelector {
    /// Whether the node (name, labels) matches any term.
    pub fn matches(&self, node_name: &str, labels: &Labels) -> bool {
        self.node_selector_terms
            .iter()
            .any(|t| t.matches(node_name, labels))
    }

    /// Checks the selector as the API server would (at least one term, operator arity).
    pub fn validate(&self) -> Result<(), InputError> {
        if self.node_selector_terms.is_empty() {
            return Err(InputError::new(
                "nodeSelectorTerms",
                "[]",
                Message::new("error-affinity-no-term"),
            ));
        }
        for (i, term) in self.node_selector_terms.iter().enumerate() {
            term.validate()
                .map_err(|e| e.within(&format!("nodeSelectorTerms[{i}]")))?;
        }
        Ok(())
    }
}

impl NodeSelectorTerm {
    /// Whether every requirement holds (and there is at least one).
    pub fn matches(&self, node_name: &str, labels: &Labels) -> bool {
        if self.match_expressions.is_empty() && self.match_fields.is_empty() {
            return false;
        }
        self.match_expressions
            .iter()
            .all(|r| r.matches(labels.get(&r.key).map(String::as_str)))
            && self
                .match_fields
                .iter()
                .all(|r| r.key == "metadata.name" && r.matches(Some(node_name)))
    }

    fn validate(&self) -> Result<(), InputError> {
        for (i, r) in self.match_expressions.iter().enumerate() {
            r.validate_expression()
                .map_err(|e| e.within(&format!("matchExpressions[{i}]")))?;
        }
        for (i, r) in self.match_fields.iter().enumerate() {
            r.validate_field()
                .map_err(|e| e.within(&format!("matchFields[{i}]")))?;
        }
        Ok(())
    }
}

impl NodeSelectorRequirement {
    /// Whether a value (`None` = label absent) satisfies the requirement.
    pub fn matches(&self, value: Option<&str>) -> bool {
        use NodeSelectorOperator::*;
        match self.operator {
            In => value.is_some_and(|v| self.values.iter().any(|x| x == v)),
            NotIn => value.is_none_or(|v| !self.values.iter().any(|x| x == v)),
            Exists => value.is_some(),
            DoesNotExist => value.is_none(),
            Gt | Lt => {
                let (Some(v), Some(bound)) = (value, self.values.first()) else {
                    return false;
                };
                match (v.parse::<i64>(), bound.parse::<i64>()) {
                    (Ok(v), Ok(b)) if self.operator == Gt => v > b,
                    (Ok(v), Ok(b)) => v < b,
                    _ => false,
                }
            }
        }
    }

    fn validate_expression(&self) -> Result<(), InputError> {
        use NodeSelectorOperator::*;
        validate_key(&self.key)?;
        let arity_error = |id: &str| {
            Err(InputError::new(
                "values",
                format!("{:?}", self.values),
                Message::new(id).arg("operator", self.operator.to_string()),
            ))
        };
        match self.operator {
            In | NotIn if self.values.is_empty() => {
                return arity_error("error-values-for-operator");
            }
            Exists | DoesNotExist if !self.values.is_empty() => {
                return arity_error("error-no-values-for-operator");
            }
            Gt | Lt => {
                if self.values.len() != 1 {
                    return arity_error("error-one-value-for-operator");
                }
                if self.values[0].parse::<i64>().is_err() {
                    return Err(InputError::new(
                        "values[0]",
                        &self.values[0],
                        Message::new("error-affinity-integer"),
                    ));
                }
            }
            _ => {}
        }
        if matches!(self.operator, In | NotIn) {
            for (i, v) in self.values.iter().enumerate() {
                validate_value(v).map_err(|e| e.within(&format!("values[{i}]")))?;
            }
        }
        Ok(())
    }

    fn validate_field(&self) -> Result<(), InputError> {
        if self.key != "metadata.name" {
            return Err(InputError::new(
                "key",
                &self.key,
                Message::new("error-match-fields-key"),
            ));
        }
        if !matches!(
            self.operator,
            NodeSelectorOperator::In | NodeSelectorOperator::NotIn
        ) {
            return Err(InputError::new(
                "operator",
                self.operator,
                Message::new("error-match-fields-operator"),
            ));
        }
        if self.values.len() != 1 {
            return Err(InputError::new(
                "values",
                format!("{:?}", self.values),
                Message::new("error-match-fields-one-value"),
            ));
        }
        Ok(())
    }
}

/// Whether a node's labels satisfy a class's `allowedTopologies` (empty = anywhere).
///
/// ```
/// use placement::capacity::affinity::{allowed_topologies_match, TopologySelectorTerm};
/// use placement::kernel::labels::Labels;
/// let terms: Vec<TopologySelectorTerm> = serde_json::from_str(r#"[{"matchLabelExpressions":
///     [{"key": "topology.kubernetes.io/zone", "values": ["a", "b"]}]}]"#).unwrap();
/// let zone_a: Labels = [("topology.kubernetes.io/zone".into(), "a".into())].into();
/// assert!(allowed_topologies_match(&terms, &zone_a));
/// assert!(!allowed_topologies_match(&terms, &Labels::new()));
/// assert!(allowed_topologies_match(&[], &Labels::new()));
/// ```
pub fn allowed_topologies_match(terms: &[TopologySelectorTerm], labels: &Labels) -> bool {
    if terms.is_empty() {
        return true;
    }
    terms.iter().any(|term| {
        !term.match_label_expressions.is_empty()
            && term
                .match_label_expressions
                .iter()
                .all(|r| labels.get(&r.key).is_some_and(|v| r.values.contains(v)))
    })
}

/// Checks `allowedTopologies` terms: valid keys, non-empty valid values.
pub fn validate_allowed_topologies(terms: &[TopologySelectorTerm]) -> Result<(), InputError> {
    for (i, term) in terms.iter().enumerate() {
        for (j, r) in term.match_label_expressions.iter().enumerate() {
            let path = format!("[{i}].matchLabelExpressions[{j}]");
            validate_key(&r.key).map_err(|e| e.within(&path))?;
            if r.values.is_empty() {
                return Err(
                    InputError::new("values", "[]", Message::new("error-non-empty")).within(&path),
                );
            }
            for (k, v) in r.values.iter().enumerate() {
                validate_value(v).map_err(|e| e.within(&format!("{path}.values[{k}]")))?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(key: &str, operator: NodeSelectorOperator, values: &[&str]) -> NodeSelectorRequirement {
        NodeSelectorRequirement {
            key: key.into(),
            operator,
            values: values.iter().map(|v| v.to_string()).collect(),
        }
    }

    fn labels(pairs: &[(&str, &str)]) -> Labels {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn gt_lt_compare_integers() {
        use NodeSelectorOperator::*;
        assert!(req("n", Gt, &["3"]).matches(Some("4")));
        assert!(!req("n", Gt, &["3"]).matches(Some("3")));
        assert!(req("n", Lt, &["3"]).matches(Some("-1")));
        assert!(!req("n", Lt, &["3"]).matches(Some("x")));
        assert!(!req("n", Lt, &["3"]).matches(None));
    }

    #[test]
    fn terms_or_expressions_and() {
        use NodeSelectorOperator::*;
        let selector = NodeSelector {
            node_selector_terms: vec![
                NodeSelectorTerm {
                    match_expressions: vec![req("zone", In, &["a"]), req("ssd", Exists, &[])],
                    match_fields: vec![],
                },
                NodeSelectorTerm {
                    match_expressions: vec![],
                    match_fields: vec![req("metadata.name", In, &["n9"])],
                },
                NodeSelectorTerm::default(),
            ],
        };
        assert!(selector.matches("n1", &labels(&[("zone", "a"), ("ssd", "1")])));
        assert!(!selector.matches("n1", &labels(&[("zone", "a")])));
        assert!(selector.matches("n9", &labels(&[])));
        // the empty term matches nothing
        let empty = NodeSelector {
            node_selector_terms: vec![NodeSelectorTerm::default()],
        };
        assert!(!empty.matches("n1", &labels(&[])));
    }

    #[test]
    fn validation_paths() {
        use NodeSelectorOperator::*;
        let s = NodeSelector {
            node_selector_terms: vec![NodeSelectorTerm {
                match_expressions: vec![req("zone", In, &["a"]), req("n", Gt, &["x"])],
                match_fields: vec![],
            }],
        };
        assert_eq!(
            s.validate().unwrap_err().path,
            "nodeSelectorTerms[0].matchExpressions[1].values[0]"
        );
        let s = NodeSelector {
            node_selector_terms: vec![NodeSelectorTerm {
                match_expressions: vec![],
                match_fields: vec![req("metadata.labels", In, &["a"])],
            }],
        };
        assert_eq!(
            s.validate().unwrap_err().path,
            "nodeSelectorTerms[0].matchFields[0].key"
        );
        assert_eq!(
            NodeSelector::default().validate().unwrap_err().path,
            "nodeSelectorTerms"
        );
    }

    #[test]
    fn allowed_topologies_empty_term_selects_nothing() {
        let terms = vec![TopologySelectorTerm::default()];
        assert!(!allowed_topologies_match(&terms, &labels(&[("a", "b")])));
        let bad = vec![TopologySelectorTerm {
            match_label_expressions: vec![TopologySelectorLabelRequirement {
                key: "zone".into(),
                values: vec![],
            }],
        }];
        assert_eq!(
            validate_allowed_topologies(&bad).unwrap_err().path,
            "[0].matchLabelExpressions[0].values"
        );
    }
}
