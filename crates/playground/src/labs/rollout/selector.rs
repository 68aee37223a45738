//! Labels and label selectors as one line of text, the way `kubectl -l` reads them:
//! `env=prod, tier in (web, api), !legacy, gpu`.

use crate::text::error_messages::problem_text;
use crate::text::messages::text as say;
use placement::kernel::labels::{
    validate_key, validate_value, LabelSelector, LabelSelectorRequirement, Labels, SelectorOperator,
};

/// `env=prod, tier=web` → labels; keys and values checked as the API server would.
pub fn parse_labels(text: &str) -> Result<Labels, String> {
    let mut labels = Labels::new();
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (key, value) = item
            .split_once('=')
            .ok_or_else(|| say("ro-error-not-key-value", &[("item", &format!("{item:?}"))]))?;
        let (key, value) = (key.trim(), value.trim());
        let key_quoted = format!("{key:?}");
        validate_key(key).map_err(|e| say("ro-error-label-key", &[("key", &key_quoted), ("problem", &problem_text(&e))]))?;
        validate_value(value).map_err(|e| say("ro-error-label-value", &[("key", &key_quoted), ("problem", &problem_text(&e))]))?;
        if labels.insert(key.to_string(), value.to_string()).is_some() {
            return Err(say("ro-error-label-twice", &[("key", &key_quoted)]));
        }
    }
    Ok(labels)
}

/// Labels back to text.
pub fn format_labels(labels: &Labels) -> String {
    labels
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Empty text → `None` (criterion not set); `{}` → the empty selector (matches
/// everything); otherwise requirements separated by commas, checked as the API
/// server checks them.
pub fn parse_selector(text: &str) -> Result<Option<LabelSelector>, String> {
    let selector = parse_selector_as_written(text)?;
    if let Some(s) = &selector {
        s.validate().map_err(|e| describe_selector_error(&e))?;
    }
    Ok(selector)
}

/// [`parse_selector`] without the API server's checks: a ClusterGroup's
/// selector, which Fleet logs and skips when it cannot use it (`env in ()`
/// is such a selector); the engine warns with Fleet's log line.
pub fn parse_selector_as_written(text: &str) -> Result<Option<LabelSelector>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let mut selector = LabelSelector::default();
    if text == "{}" {
        return Ok(Some(selector));
    }
    for item in split_top_level(text)? {
        let item = item.trim();
        if item.is_empty() {
            return Err(say("ro-error-empty-requirement", &[]));
        }
        let requirement = parse_requirement(item)?;
        match requirement {
            Requirement::Equals(k, v) => {
                if selector.match_labels.insert(k.clone(), v).is_some() {
                    return Err(say("ro-error-matched-twice", &[("key", &format!("{k:?}"))]));
                }
            }
            Requirement::Expression(r) => selector.match_expressions.push(r),
        }
    }
    Ok(Some(selector))
}

fn describe_selector_error(e: &placement::InputError) -> String {
    let message = problem_text(e);
    if e.value.is_empty() {
        message
    } else {
        say("ro-error-got", &[("problem", &message), ("value", &format!("{:?}", e.value))])
    }
}

enum Requirement {
    Equals(String, String),
    Expression(LabelSelectorRequirement),
}

fn split_top_level(text: &str) -> Result<Vec<&str>, String> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, ch) in text.char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth < 0 {
                    return Err(say("ro-error-unbalanced", &[]));
                }
            }
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err(say("ro-error-missing-paren", &[]));
    }
    parts.push(&text[start..]);
    Ok(parts)
}

fn parse_requirement(item: &str) -> Result<Requirement, String> {
    let expression = |key: &str, operator, values: Vec<String>| {
        Ok(Requirement::Expression(LabelSelectorRequirement {
            key: key.trim().to_string(),
            operator,
            values,
        }))
    };
    if let Some(key) = item.strip_prefix('!') {
        return expression(key, SelectorOperator::DoesNotExist, Vec::new());
    }
    if let Some((key, value)) = item.split_once("!=") {
        return expression(key, SelectorOperator::NotIn, vec![value.trim().to_string()]);
    }
    if let Some((key, value)) = item.split_once("==").or_else(|| item.split_once('=')) {
        return Ok(Requirement::Equals(
            key.trim().to_string(),
            value.trim().to_string(),
        ));
    }
    if let Some(open) = item.find('(') {
        let head = item[..open].trim();
        let close = item.rfind(')').ok_or_else(|| say("ro-error-missing-paren", &[]))?;
        if !item[close + 1..].trim().is_empty() {
            return Err(say("ro-error-after-paren", &[("item", &format!("{item:?}"))]));
        }
        let values: Vec<String> = item[open + 1..close]
            .split(',')
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
            .collect();
        let mut words = head.split_whitespace();
        let (key, op) = (
            words.next().unwrap_or_default(),
            words.next().unwrap_or_default(),
        );
        if words.next().is_some() {
            return Err(say("ro-error-cannot-read", &[("item", &format!("{item:?}"))]));
        }
        return match op {
            "in" => expression(key, SelectorOperator::In, values),
            "notin" => expression(key, SelectorOperator::NotIn, values),
            other => Err(say("ro-error-unknown-operator", &[("operator", &format!("{other:?}"))])),
        };
    }
    if item.contains(char::is_whitespace) {
        return Err(say("ro-error-cannot-read-forms", &[("item", &format!("{item:?}"))]));
    }
    expression(item, SelectorOperator::Exists, Vec::new())
}

/// A selector back to text (`{}` for the empty one).
pub fn format_selector(selector: &LabelSelector) -> String {
    if selector.is_empty() {
        return "{}".into();
    }
    let mut parts: Vec<String> = selector
        .match_labels
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    for r in &selector.match_expressions {
        parts.push(match r.operator {
            SelectorOperator::In => format!("{} in ({})", r.key, r.values.join(", ")),
            SelectorOperator::NotIn => format!("{} notin ({})", r.key, r.values.join(", ")),
            SelectorOperator::Exists => r.key.clone(),
            SelectorOperator::DoesNotExist => format!("!{}", r.key),
        });
    }
    parts.join(", ")
}

/// An optional selector back to text (empty when not set).
pub fn format_optional(selector: &Option<LabelSelector>) -> String {
    selector.as_ref().map(format_selector).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selectors_round_trip() {
        let s = parse_selector("env=prod, tier in (web, api), !legacy, gpu, zone!=a")
            .unwrap()
            .unwrap();
        assert_eq!(s.match_labels["env"], "prod");
        assert_eq!(s.match_expressions.len(), 4);
        assert_eq!(
            format_selector(&s),
            "env=prod, tier in (web, api), legacy, gpu, zone notin (a)"
                .replace("legacy, gpu", "!legacy, gpu")
        );
        assert_eq!(parse_selector(&format_selector(&s)).unwrap().unwrap(), s);
        assert_eq!(parse_selector("").unwrap(), None);
        assert_eq!(
            parse_selector("{}").unwrap(),
            Some(LabelSelector::default())
        );
    }

    #[test]
    fn malformed_selectors_are_errors() {
        assert!(parse_selector("tier in (a").unwrap_err().contains("')'"));
        assert!(parse_selector("tier on (a)")
            .unwrap_err()
            .contains("operator"));
        assert!(parse_selector("tier in ()").is_err());
        // A group's selector keeps it: Fleet skips such a group (#37).
        let kept = parse_selector_as_written("tier in ()").unwrap().unwrap();
        assert!(kept.match_expressions[0].values.is_empty());
        assert!(parse_selector("bad key!=x").is_err());
        assert!(parse_selector("a=1,,b=2").unwrap_err().contains("empty"));
    }

    #[test]
    fn labels_parse_and_check() {
        let l = parse_labels("env=prod, tier=web").unwrap();
        assert_eq!(format_labels(&l), "env=prod, tier=web");
        assert!(parse_labels("env").unwrap_err().contains("key=value"));
        assert!(parse_labels("env=a b").is_err());
        assert!(parse_labels("env=a, env=b").unwrap_err().contains("twice"));
    }
}
