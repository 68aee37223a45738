//! The error `metav1.LabelSelectorAsSelector` returns for a selector the API
//! would refuse, word for word (apimachinery v0.36: `pkg/apis/meta/v1/helpers.go`,
//! `labels.NewRequirement` in `pkg/labels/selector.go`, the messages of
//! `pkg/api/validate/content`). Controllers log it: Fleet's
//! `ClusterGroupsForCluster` logs "invalid selector on clusterGroup" with it and
//! skips the group.

use super::{LabelSelector, SelectorOperator};
use crate::kernel::go_text::{json_strings, quote};

const KEY_FORMAT: &str = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const KEY_PROBLEM: &str = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const VALUE_PROBLEM: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const SUBDOMAIN_FORMAT: &str = "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*";
const SUBDOMAIN_PROBLEM: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";

impl LabelSelector {
    /// `LabelSelectorAsSelector`'s error text, `None` when it accepts the
    /// selector. Requirements are built `matchLabels` first, then
    /// `matchExpressions` in order, and the first failing one is reported
    /// (all of its problems, as an aggregate `[a, b]` when several). Go
    /// ranges over `matchLabels` in random map order, so with two bad
    /// `matchLabels` entries Fleet may log either; the playground takes them
    /// in key order.
    ///
    /// ```
    /// use placement::kernel::labels::LabelSelector;
    /// let s: LabelSelector = serde_json::from_str(
    ///     r#"{"matchExpressions": [{"key": "env", "operator": "In", "values": []}]}"#).unwrap();
    /// assert_eq!(s.go_selector_error().unwrap(),
    ///     "values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty");
    /// ```
    pub fn go_selector_error(&self) -> Option<String> {
        let labels = self
            .match_labels
            .iter()
            .map(|(k, v)| requirement_errors(k, None, std::slice::from_ref(v)));
        let expressions = self
            .match_expressions
            .iter()
            .map(|r| requirement_errors(&r.key, Some(r.operator), &r.values));
        labels
            .chain(expressions)
            .find(|errors| !errors.is_empty())
            .map(|errors| aggregate(&errors))
    }
}

/// `NewRequirement`'s field errors; `operator` None is `Equals` (a `matchLabels` entry).
fn requirement_errors(
    key: &str,
    operator: Option<SelectorOperator>,
    values: &[String],
) -> Vec<String> {
    let mut errors = Vec::new();
    let key_problems = label_key_problems(key);
    if !key_problems.is_empty() {
        errors.push(format!(
            "key: Invalid value: {}: {}",
            quote(key),
            key_problems.join("; ")
        ));
    }
    let arity = match operator {
        Some(SelectorOperator::In | SelectorOperator::NotIn) if values.is_empty() => {
            Some("for 'in', 'notin' operators, values set can't be empty")
        }
        Some(SelectorOperator::Exists | SelectorOperator::DoesNotExist) if !values.is_empty() => {
            Some("values set must be empty for exists and does not exist")
        }
        _ => None,
    };
    if let Some(problem) = arity {
        errors.push(format!(
            "values: Invalid value: {}: {problem}",
            json_strings(values)
        ));
    }
    for (i, value) in values.iter().enumerate() {
        let problems = label_value_problems(value);
        if !problems.is_empty() {
            errors.push(format!(
                "values[{i}][{key}]: Invalid value: {}: {}",
                quote(value),
                problems.join("; ")
            ));
        }
    }
    errors
}

/// `errors.NewAggregate(...).Error()`: one message alone, else `[a, b]` without repeats.
fn aggregate(errors: &[String]) -> String {
    let mut seen: Vec<&str> = Vec::new();
    for e in errors {
        if !seen.contains(&e.as_str()) {
            seen.push(e);
        }
    }
    match seen.as_slice() {
        [one] => one.to_string(),
        many => format!("[{}]", many.join(", ")),
    }
}

/// `RegexError(msg, format, examples…)`: Go's own spacing (`',  or '`) kept.
fn regex_error(problem: &str, format: &str, examples: &[&str]) -> String {
    let mut text = format!("{problem} (e.g. ");
    for (i, e) in examples.iter().enumerate() {
        if i > 0 {
            text.push_str(" or ");
        }
        text.push_str(&format!("'{e}', "));
    }
    text.push_str(&format!("regex used for validation is '{format}')"));
    text
}

fn key_regex_error() -> String {
    regex_error(KEY_PROBLEM, KEY_FORMAT, &["MyName", "my.name", "123-abc"])
}

/// `content.IsLabelKey`'s messages.
fn label_key_problems(key: &str) -> Vec<String> {
    let parts: Vec<&str> = key.split('/').collect();
    let mut problems = Vec::new();
    let name = match parts.as_slice() {
        [name] => *name,
        [prefix, name] => {
            if prefix.is_empty() {
                problems.push("prefix part must be non-empty".to_string());
            } else {
                if prefix.len() > 253 {
                    problems.push("prefix part must be no more than 253 bytes".to_string());
                }
                if !is_dns_subdomain(prefix) {
                    problems.push(format!(
                        "prefix part {}",
                        regex_error(SUBDOMAIN_PROBLEM, SUBDOMAIN_FORMAT, &["example.com"])
                    ));
                }
            }
            *name
        }
        _ => {
            return vec![format!(
                "a valid label key {} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
                key_regex_error()
            )];
        }
    };
    if name.is_empty() {
        problems.push("name part must be non-empty".to_string());
    } else if name.len() > 63 {
        problems.push("name part must be no more than 63 bytes".to_string());
    }
    if !is_token(name) {
        problems.push(format!("name part {}", key_regex_error()));
    }
    problems
}

/// `content.IsLabelValue`'s messages.
fn label_value_problems(value: &str) -> Vec<String> {
    let mut problems = Vec::new();
    if value.len() > 63 {
        problems.push("must be no more than 63 bytes".to_string());
    }
    if !value.is_empty() && !is_token(value) {
        problems.push(regex_error(
            VALUE_PROBLEM,
            &format!("({KEY_FORMAT})?"),
            &["MyValue", "my_value", "12345"],
        ));
    }
    problems
}

/// `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`, any length.
fn is_token(text: &str) -> bool {
    let b = text.as_bytes();
    match (b.first(), b.last()) {
        (Some(f), Some(l)) => {
            f.is_ascii_alphanumeric()
                && l.is_ascii_alphanumeric()
                && b.iter()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.'))
        }
        _ => false,
    }
}

/// The lowercase RFC 1123 subdomain pattern (the length is checked apart).
fn is_dns_subdomain(text: &str) -> bool {
    text.split('.').all(|part| {
        let b = part.as_bytes();
        !b.is_empty()
            && b.iter()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
            && b[0] != b'-'
            && b[b.len() - 1] != b'-'
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn selector(json: &str) -> LabelSelector {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn valid_selectors_give_no_error() {
        assert_eq!(
            selector(r#"{"matchLabels": {"a/b": "", "env": "x.y"}}"#).go_selector_error(),
            None
        );
        assert_eq!(selector("{}").go_selector_error(), None);
    }

    #[test]
    fn errors_read_as_apimachinery_writes_them() {
        let e = selector(
            r#"{"matchExpressions": [{"key": "gpu", "operator": "Exists", "values": ["a"]}]}"#,
        );
        assert_eq!(
            e.go_selector_error().unwrap(),
            r#"values: Invalid value: ["a"]: values set must be empty for exists and does not exist"#
        );
        let e = selector(r#"{"matchLabels": {"-env": "a b"}}"#);
        assert_eq!(
            e.go_selector_error().unwrap(),
            "[key: Invalid value: \"-env\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]'), \
             values[0][-env]: Invalid value: \"a b\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')]"
        );
        let e = selector(r#"{"matchLabels": {"/x": "1"}}"#);
        assert_eq!(
            e.go_selector_error().unwrap(),
            "key: Invalid value: \"/x\": prefix part must be non-empty"
        );
    }
}
