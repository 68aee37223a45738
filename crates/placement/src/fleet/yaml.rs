//! fleet.yaml in and out: parse the `rolloutStrategy` block (with line and column
//! in errors) and write it back as YAML.

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use super::strategy::{PartitionSpec, RolloutStrategy};
use crate::InputError;
use crate::kernel::int_or_percent::IntOrPercent;
use crate::kernel::labels::LabelSelector;
use crate::kernel::yaml::{YamlError, YamlNode};

/// The part of a `fleet.yaml` the rollout needs. Other top-level keys
/// (`defaultNamespace`, `helm`, `targetCustomizations`, …) are accepted and
/// ignored; inside `rolloutStrategy` unknown fields are errors.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct FleetYaml {
    /// The `rolloutStrategy` block (absent: all defaults).
    #[serde(default)]
    pub rollout_strategy: RolloutStrategy,
}

/// Parses a fleet.yaml (or a JSON document, which is YAML too): its
/// `rolloutStrategy` with the values as written (Fleet reads each when a
/// reconcile reaches it). Syntax and type errors carry line and column.
///
/// ```
/// use placement::fleet::parse_fleet_yaml;
/// let f = parse_fleet_yaml("defaultNamespace: demo\nrolloutStrategy:\n  maxUnavailable: 10%\n  maxNew: 5\n").unwrap();
/// assert_eq!(f.rollout_strategy.max_new, Some(5));
/// let e = parse_fleet_yaml("rolloutStrategy:\n  maxUnavailble: 10%\n").unwrap_err();
/// assert!(e.message.contains("line 2"), "{}", e.message);
/// ```
pub fn parse_fleet_yaml(text: &str) -> Result<FleetYaml, InputError> {
    if text.trim().is_empty() {
        return Ok(FleetYaml::default());
    }
    let node = crate::kernel::yaml::parse_yaml(text).map_err(yaml_error)?;
    fleet_yaml_from_node(&node)
}

/// [`parse_fleet_yaml`] on an already parsed document (one of several `---`
/// documents, or a Bundle's `spec`, whose `rolloutStrategy` has the same shape).
///
/// ```
/// use placement::fleet::yaml::fleet_yaml_from_node;
/// use placement::kernel::yaml::parse_yaml;
/// let spec = parse_yaml("rolloutStrategy:\n  maxNew: 5\nresources: []\n").unwrap();
/// assert_eq!(fleet_yaml_from_node(&spec).unwrap().rollout_strategy.max_new, Some(5));
/// ```
pub fn fleet_yaml_from_node(node: &YamlNode) -> Result<FleetYaml, InputError> {
    // The values are kept as written: Fleet reads them only when a reconcile
    // reaches them (`fleet::targets::partition`).
    crate::kernel::yaml::from_node(node).map_err(yaml_error)
}

fn yaml_error(e: YamlError) -> InputError {
    let path = if e.path.is_empty() {
        "fleet.yaml".to_string()
    } else {
        e.path.clone()
    };
    let message = format!("line {}, column {}: {}", e.line, e.column, e.message);
    InputError::new(path, "", e.problem()).said_as(message)
}

/// Writes a `rolloutStrategy:` block that [`parse_fleet_yaml`] reads back equal.
///
/// ```
/// use placement::fleet::{parse_fleet_yaml, strategy_to_yaml, RolloutStrategy};
/// let s: RolloutStrategy = serde_json::from_str(r#"{"maxUnavailable": "5", "partitions": [
///     {"name": "canary", "clusterSelector": {"matchLabels": {"env": "dev"}}}]}"#).unwrap();
/// let text = strategy_to_yaml(&s);
/// assert!(text.starts_with("rolloutStrategy:\n  maxUnavailable: \"5\"\n"));
/// assert_eq!(parse_fleet_yaml(&text).unwrap().rollout_strategy, s);
/// ```
pub fn strategy_to_yaml(s: &RolloutStrategy) -> String {
    let mut out = String::from("rolloutStrategy:");
    let mut any = false;
    let mut field = |out: &mut String, key: &str, v: &Option<IntOrPercent>| {
        if let Some(v) = v {
            let _ = write!(out, "\n  {key}: {}", int_or_percent(v));
            any = true;
        }
    };
    field(&mut out, "maxUnavailable", &s.max_unavailable);
    field(
        &mut out,
        "maxUnavailablePartitions",
        &s.max_unavailable_partitions,
    );
    field(&mut out, "autoPartitionSize", &s.auto_partition_size);
    if let Some(t) = s.auto_partition_threshold {
        let _ = write!(out, "\n  autoPartitionThreshold: {t}");
        any = true;
    }
    if let Some(n) = s.max_new {
        let _ = write!(out, "\n  maxNew: {n}");
        any = true;
    }
    if !s.partitions.is_empty() {
        out.push_str("\n  partitions:");
        for p in &s.partitions {
            partition(&mut out, p);
        }
        any = true;
    }
    if !any {
        out.push_str(" {}");
    }
    out.push('\n');
    out
}

fn partition(out: &mut String, p: &PartitionSpec) {
    let mut lines: Vec<String> = Vec::new();
    if !p.name.is_empty() {
        lines.push(format!("name: {}", quote(&p.name)));
    }
    if let Some(v) = &p.max_unavailable {
        lines.push(format!("maxUnavailable: {}", int_or_percent(v)));
    }
    if let Some(v) = &p.cluster_name {
        lines.push(format!("clusterName: {}", quote(v)));
    }
    if let Some(v) = &p.cluster_group {
        lines.push(format!("clusterGroup: {}", quote(v)));
    }
    if let Some(sel) = &p.cluster_selector {
        lines.push(format!("clusterSelector:{}", selector(sel, 8)));
    }
    if let Some(sel) = &p.cluster_group_selector {
        lines.push(format!("clusterGroupSelector:{}", selector(sel, 8)));
    }
    if lines.is_empty() {
        out.push_str("\n    - {}");
        return;
    }
    for (i, l) in lines.iter().enumerate() {
        out.push_str(if i == 0 { "\n    - " } else { "\n      " });
        out.push_str(l);
    }
}

fn selector(sel: &LabelSelector, indent: usize) -> String {
    if sel.is_empty() {
        return " {}".into();
    }
    let pad = " ".repeat(indent);
    let mut s = String::new();
    if !sel.match_labels.is_empty() {
        let _ = write!(s, "\n{pad}matchLabels:");
        for (k, v) in &sel.match_labels {
            let _ = write!(s, "\n{pad}  {}: {}", quote(k), quote(v));
        }
    }
    if !sel.match_expressions.is_empty() {
        let _ = write!(s, "\n{pad}matchExpressions:");
        for r in &sel.match_expressions {
            let _ = write!(
                s,
                "\n{pad}  - key: {}\n{pad}    operator: {}",
                quote(&r.key),
                r.operator
            );
            if !r.values.is_empty() {
                let values: Vec<String> = r.values.iter().map(|v| quote(v)).collect();
                let _ = write!(s, "\n{pad}    values: [{}]", values.join(", "));
            }
        }
    }
    s
}

fn int_or_percent(v: &IntOrPercent) -> String {
    match v {
        IntOrPercent::Int(i) => i.to_string(),
        IntOrPercent::Str(s) => quote(s),
    }
}

/// A YAML double-quoted scalar.
fn quote(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            '\t' => q.push_str("\\t"),
            '\r' => q.push_str("\\r"),
            c if (c as u32) < 0x20
                || c == '\u{7f}'
                || c == '\u{85}'
                || c == '\u{2028}'
                || c == '\u{2029}' =>
            {
                let _ = write!(q, "\\u{:04x}", c as u32);
            }
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docs_example_parses() {
        let f = parse_fleet_yaml(
            "rolloutStrategy:\n  maxUnavailable: 0\n  maxUnavailablePartitions: 0\n  partitions:\n    - name: demoRollout\n      clusterSelector:\n        matchLabels:\n          stage: demoRollout\n    - name: stable\n      clusterSelector:\n        matchLabels:\n          stage: stable\n",
        )
        .unwrap();
        let s = f.rollout_strategy;
        assert_eq!(s.max_unavailable, Some(IntOrPercent::Int(0)));
        assert_eq!(s.partitions.len(), 2);
        assert_eq!(
            parse_fleet_yaml(&strategy_to_yaml(&s))
                .unwrap()
                .rollout_strategy,
            s
        );
    }

    #[test]
    fn errors_have_line_and_column() {
        let e = parse_fleet_yaml("rolloutStrategy:\n  maxNew: [1\n").unwrap_err();
        assert_eq!(e.path, "fleet.yaml");
        assert!(
            e.message.starts_with("line 2, column 11: unclosed ["),
            "{e}"
        );
        let e = parse_fleet_yaml("rolloutStrategy:\n  maxNew: lots\n").unwrap_err();
        assert_eq!(e.path, "rolloutStrategy.maxNew");
        assert!(e.message.starts_with("line 2, column 11: "), "{e}");
        // Kept as written: Fleet reads it when a reconcile reaches it (#37).
        let kept = parse_fleet_yaml("rolloutStrategy:\n  maxUnavailable: ten\n").unwrap();
        assert_eq!(
            kept.rollout_strategy.max_unavailable,
            Some(IntOrPercent::Str("ten".into()))
        );
        // Fleet accepts a negative maxNew (no BundleDeployment is created): so does the parser.
        let ok = parse_fleet_yaml("rolloutStrategy:\n  maxNew: -1\n").unwrap();
        assert_eq!(ok.rollout_strategy.max_new, Some(-1));
    }

    #[test]
    fn empty_strategy_round_trips() {
        let s = RolloutStrategy::default();
        assert_eq!(
            parse_fleet_yaml(&strategy_to_yaml(&s))
                .unwrap()
                .rollout_strategy,
            s
        );
    }
}
