//! Kubernetes labels and label selectors.
//!
//! A selector with no requirements (`{}`) matches every label set; whether a
//! *missing* selector matches nothing or everything depends on the object that
//! carries it, so that decision stays with the caller (`Option<LabelSelector>`).

use crate::kernel::message::Message;
use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::InputError;

mod go_error;

/// A label set: key → value, ordered by key so output is deterministic.
pub type Labels = BTreeMap<String, String>;

/// `metav1.LabelSelector`: all of `matchLabels` and all of `matchExpressions` must hold.
///
/// ```
/// use placement::kernel::labels::{LabelSelector, Labels};
/// let selector: LabelSelector = serde_json::from_str(
///     r#"{"matchLabels": {"env": "prod"},
///         "matchExpressions": [{"key": "tier", "operator": "NotIn", "values": ["db"]}]}"#,
/// ).unwrap();
/// selector.validate().unwrap();
/// let labels: Labels = [("env".into(), "prod".into())].into();
/// assert!(selector.matches(&labels)); // NotIn also holds when the key is absent
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct LabelSelector {
    /// Labels that must be present with exactly these values.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub match_labels: BTreeMap<String, String>,
    /// Set-based requirements.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub match_expressions: Vec<LabelSelectorRequirement>,
}

/// One set-based requirement of a [`LabelSelector`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct LabelSelectorRequirement {
    /// The label key the requirement applies to.
    pub key: String,
    /// How the key's value relates to `values`.
    pub operator: SelectorOperator,
    /// The values for `In` / `NotIn`; must be empty for `Exists` / `DoesNotExist`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub values: Vec<String>,
}

/// The operators of a label selector requirement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum SelectorOperator {
    /// The label is present and its value is one of `values`.
    In,
    /// The label is absent, or its value is none of `values`.
    NotIn,
    /// The label is present.
    Exists,
    /// The label is absent.
    DoesNotExist,
}

impl fmt::Display for SelectorOperator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SelectorOperator::In => "In",
            SelectorOperator::NotIn => "NotIn",
            SelectorOperator::Exists => "Exists",
            SelectorOperator::DoesNotExist => "DoesNotExist",
        })
    }
}

impl LabelSelector {
    /// Whether the selector has no requirement at all (`{}`), which matches everything.
    pub fn is_empty(&self) -> bool {
        self.match_labels.is_empty() && self.match_expressions.is_empty()
    }

    /// Whether `labels` satisfy every requirement.
    pub fn matches(&self, labels: &Labels) -> bool {
        self.match_labels
            .iter()
            .all(|(k, v)| labels.get(k) == Some(v))
            && self.match_expressions.iter().all(|r| r.matches(labels))
    }

    /// Checks keys, values and operator arity as the API server would.
    ///
    /// ```
    /// use placement::kernel::labels::LabelSelector;
    /// let bad: LabelSelector = serde_json::from_str(
    ///     r#"{"matchExpressions": [{"key": "env", "operator": "In"}]}"#).unwrap();
    /// let err = bad.validate().unwrap_err();
    /// assert_eq!(err.path, "matchExpressions[0].values");
    /// ```
    pub fn validate(&self) -> Result<(), InputError> {
        for (key, value) in &self.match_labels {
            let path = format!("matchLabels[{key:?}]");
            validate_key(key).map_err(|e| InputError {
                path: path.clone(),
                ..e
            })?;
            validate_value(value).map_err(|e| e.within(&path))?;
        }
        for (i, requirement) in self.match_expressions.iter().enumerate() {
            requirement
                .validate()
                .map_err(|e| e.within(&format!("matchExpressions[{i}]")))?;
        }
        Ok(())
    }
}

impl LabelSelectorRequirement {
    /// Whether `labels` satisfy this requirement.
    pub fn matches(&self, labels: &Labels) -> bool {
        let value = labels.get(&self.key);
        match self.operator {
            SelectorOperator::In => value.is_some_and(|v| self.values.contains(v)),
            SelectorOperator::NotIn => value.is_none_or(|v| !self.values.contains(v)),
            SelectorOperator::Exists => value.is_some(),
            SelectorOperator::DoesNotExist => value.is_none(),
        }
    }

    fn validate(&self) -> Result<(), InputError> {
        validate_key(&self.key)?;
        let needs_values = matches!(
            self.operator,
            SelectorOperator::In | SelectorOperator::NotIn
        );
        if needs_values && self.values.is_empty() {
            return Err(InputError::new(
                "values",
                "[]",
                Message::new("error-values-for-operator")
                    .arg("operator", self.operator.to_string()),
            ));
        }
        if !needs_values && !self.values.is_empty() {
            return Err(InputError::new(
                "values",
                format!("{:?}", self.values),
                Message::new("error-no-values-for-operator")
                    .arg("operator", self.operator.to_string()),
            ));
        }
        for (i, value) in self.values.iter().enumerate() {
            validate_value(value).map_err(|e| e.within(&format!("values[{i}]")))?;
        }
        Ok(())
    }
}

/// Checks a label key: an optional DNS-subdomain prefix and `/`, then a name of
/// at most 63 characters `[A-Za-z0-9]([-_.A-Za-z0-9]*[A-Za-z0-9])?`.
///
/// ```
/// use placement::kernel::labels::validate_key;
/// assert!(validate_key("topology.kubernetes.io/zone").is_ok());
/// assert!(validate_key("env").is_ok());
/// assert!(validate_key("-env").is_err());
/// assert!(validate_key("").is_err());
/// ```
pub fn validate_key(key: &str) -> Result<(), InputError> {
    let bad = |id: &str| Err(InputError::new("key", key, Message::new(id)));
    let (prefix, name) = match key.split_once('/') {
        Some((p, n)) => (Some(p), n),
        None => (None, key),
    };
    if let Some(prefix) = prefix {
        let dns_ok = !prefix.is_empty()
            && prefix.len() <= 253
            && prefix.split('.').all(|part| {
                !part.is_empty()
                    && part
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                    && !part.starts_with('-')
                    && !part.ends_with('-')
            });
        if !dns_ok {
            return bad("error-label-key-prefix");
        }
    }
    if name.is_empty() {
        return bad("error-label-key-empty-name");
    }
    if !is_label_token(name) {
        return bad("error-label-key-name");
    }
    Ok(())
}

/// Checks a label value: empty, or like a key's name part.
///
/// ```
/// use placement::kernel::labels::validate_value;
/// assert!(validate_value("").is_ok());
/// assert!(validate_value("us-east-1a").is_ok());
/// assert!(validate_value("a b").is_err());
/// ```
pub fn validate_value(value: &str) -> Result<(), InputError> {
    if value.is_empty() || is_label_token(value) {
        Ok(())
    } else {
        Err(InputError::new(
            "",
            value,
            Message::new("error-label-value"),
        ))
    }
}

fn is_label_token(text: &str) -> bool {
    let bytes = text.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= 63
        && bytes[0].is_ascii_alphanumeric()
        && bytes[bytes.len() - 1].is_ascii_alphanumeric()
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(pairs: &[(&str, &str)]) -> Labels {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn requirement(
        key: &str,
        operator: SelectorOperator,
        values: &[&str],
    ) -> LabelSelectorRequirement {
        LabelSelectorRequirement {
            key: key.into(),
            operator,
            values: values.iter().map(|v| v.to_string()).collect(),
        }
    }

    #[test]
    fn empty_selector_matches_everything() {
        assert!(LabelSelector::default().matches(&labels(&[])));
        assert!(LabelSelector::default().matches(&labels(&[("a", "b")])));
    }

    #[test]
    fn operators() {
        use SelectorOperator::*;
        let set = labels(&[("env", "prod")]);
        assert!(requirement("env", In, &["prod", "dev"]).matches(&set));
        assert!(!requirement("env", In, &["dev"]).matches(&set));
        assert!(!requirement("zone", In, &["a"]).matches(&set));
        assert!(requirement("zone", NotIn, &["a"]).matches(&set));
        assert!(!requirement("env", NotIn, &["prod"]).matches(&set));
        assert!(requirement("env", Exists, &[]).matches(&set));
        assert!(!requirement("zone", Exists, &[]).matches(&set));
        assert!(requirement("zone", DoesNotExist, &[]).matches(&set));
        assert!(!requirement("env", DoesNotExist, &[]).matches(&set));
    }

    #[test]
    fn match_labels_and_expressions_are_anded() {
        let selector = LabelSelector {
            match_labels: [("env".to_string(), "prod".to_string())].into(),
            match_expressions: vec![requirement("zone", SelectorOperator::Exists, &[])],
        };
        assert!(selector.matches(&labels(&[("env", "prod"), ("zone", "a")])));
        assert!(!selector.matches(&labels(&[("env", "prod")])));
        assert!(!selector.matches(&labels(&[("env", "dev"), ("zone", "a")])));
    }

    #[test]
    fn validation_names_the_field() {
        let selector = LabelSelector {
            match_labels: BTreeMap::new(),
            match_expressions: vec![
                requirement("env", SelectorOperator::In, &["ok"]),
                requirement("zone", SelectorOperator::Exists, &["a"]),
            ],
        };
        let err = selector.validate().unwrap_err();
        assert_eq!(err.path, "matchExpressions[1].values");
        assert!(err.message.contains("must be empty for operator Exists"));

        let selector = LabelSelector {
            match_labels: [("env".to_string(), "not ok!".to_string())].into(),
            match_expressions: vec![],
        };
        let err = selector.validate().unwrap_err();
        assert_eq!(err.path, "matchLabels[\"env\"]");
        assert_eq!(err.value, "not ok!");
    }

    #[test]
    fn key_rules() {
        assert!(validate_key("a".repeat(63).as_str()).is_ok());
        assert!(validate_key("a".repeat(64).as_str()).is_err());
        assert!(validate_key("example.com/").is_err());
        assert!(validate_key("Example.com/x").is_err());
        assert!(validate_key("/x").is_err());
        assert!(validate_key("a/b/c").is_err());
    }

    #[test]
    fn unknown_operator_is_rejected() {
        let err = serde_json::from_str::<LabelSelector>(
            r#"{"matchExpressions": [{"key": "a", "operator": "Gt", "values": ["1"]}]}"#,
        )
        .unwrap_err();
        assert!(err.to_string().contains("unknown variant"), "{err}");
    }
}
