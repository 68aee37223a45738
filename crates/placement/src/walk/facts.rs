//! Facts: references into a step's engine result (or its scenario) that a
//! narration's arguments, a predict's answer and a task's goal are made of,
//! so that no number of a lesson is ever typed into its text.
//!
//! A fact is a [`Path`] into the result tree ([`super::lab::LabRun::tree`]:
//! the engine's own field names), `input.` and a path into the scenario, or
//! one of two functions around either: `len(…)` (how many items) and
//! `bytes(…)` (a quantity such as `600Gi` as a number of bytes).
//! The vocabulary of each lab is listed in `docs/walks.md`.

use serde_json::Value;

use super::path::Path;
use crate::kernel::float_text;
use crate::kernel::message::{Message, MessageArg};
use crate::kernel::quantity::parse_quantity;

/// Where a fact is read.
pub struct Sources<'a> {
    /// The step's scenario.
    pub scenario: &'a Value,
    /// The engine's result tree.
    pub result: &'a Value,
}

/// What a fact resolves to, before it becomes a message argument.
#[derive(Clone, Debug, PartialEq)]
pub enum FactValue {
    /// A name or other text.
    Text(String),
    /// A whole number (bytes, a count).
    Number(i64),
    /// A decimal (a score), kept as the engine computed it.
    Decimal(f64),
    /// A score of `+∞` (the engine writes `null`).
    Infinite,
    /// A sentence of the engine.
    Sentence(Message),
}

impl FactValue {
    /// As a message argument: decimals with four places, as the labs show scores.
    pub fn to_arg(&self) -> MessageArg {
        match self {
            FactValue::Text(t) => MessageArg::Text(t.clone()),
            FactValue::Number(n) => MessageArg::Number(*n),
            FactValue::Decimal(x) => MessageArg::Text(float_text::fixed(*x, 4)),
            FactValue::Infinite => MessageArg::Text("∞".into()),
            FactValue::Sentence(m) => MessageArg::List(vec![m.clone()]),
        }
    }

    /// As a number, when it is one (for `<` and `>` in goals).
    pub fn as_number(&self) -> Option<f64> {
        match self {
            FactValue::Number(n) => Some(*n as f64),
            FactValue::Decimal(x) => Some(*x),
            FactValue::Infinite => Some(f64::INFINITY),
            FactValue::Text(t) => float_text::parse_f64(t),
            FactValue::Sentence(_) => None,
        }
    }

    /// As text, for `==` against a name.
    pub fn as_text(&self) -> String {
        match self {
            FactValue::Text(t) => t.clone(),
            FactValue::Sentence(m) => m.id.clone(),
            other => match other.to_arg() {
                MessageArg::Number(n) => n.to_string(),
                MessageArg::Text(t) => t,
                MessageArg::List(_) => String::new(),
            },
        }
    }
}

/// Whether `fact` is written as a fact (the function and path parse); it may
/// still name nothing in a given result.
pub fn parses(fact: &str) -> bool {
    split(fact).is_some()
}

/// What `fact` names in `sources`, or `None` when it names nothing there.
pub fn resolve(fact: &str, sources: &Sources) -> Option<FactValue> {
    let (function, from_input, path) = split(fact)?;
    let root = if from_input {
        sources.scenario
    } else {
        sources.result
    };
    let value = path.get(root)?;
    match function {
        Function::Len => match value {
            Value::Array(list) => Some(FactValue::Number(list.len() as i64)),
            Value::Object(map) => Some(FactValue::Number(map.len() as i64)),
            _ => None,
        },
        Function::Bytes => match value {
            Value::String(text) => parse_quantity(text).ok().map(FactValue::Number),
            Value::Number(n) => n.as_i64().map(FactValue::Number),
            _ => None,
        },
        Function::Plain => plain(value),
    }
}

enum Function {
    Plain,
    Len,
    Bytes,
}

fn split(fact: &str) -> Option<(Function, bool, Path)> {
    let fact = fact.trim();
    let (function, inner) = if let Some(rest) = fact.strip_prefix("len(") {
        (Function::Len, rest.strip_suffix(')')?)
    } else if let Some(rest) = fact.strip_prefix("bytes(") {
        (Function::Bytes, rest.strip_suffix(')')?)
    } else {
        (Function::Plain, fact)
    };
    let (from_input, path) = match inner.strip_prefix("input.") {
        Some(rest) => (true, rest),
        None => (false, inner),
    };
    Some((function, from_input, Path::parse(path)?))
}

fn plain(value: &Value) -> Option<FactValue> {
    match value {
        Value::String(s) => Some(FactValue::Text(s.clone())),
        Value::Bool(b) => Some(FactValue::Text(b.to_string())),
        Value::Null => Some(FactValue::Infinite),
        Value::Number(n) => Some(match n.as_i64() {
            Some(i) => FactValue::Number(i),
            None => FactValue::Decimal(n.as_f64()?),
        }),
        Value::Object(map) if map.contains_key("id") && map.contains_key("args") => {
            // Read from its text: one reader of Message per bundle (see the playground's one_reader test).
            serde_json::from_str::<Message>(&value.to_string())
                .ok()
                .map(FactValue::Sentence)
        }
        Value::Array(list) => {
            let names: Option<Vec<&str>> = list.iter().map(Value::as_str).collect();
            names.map(|n| FactValue::Text(n.join(", ")))
        }
        Value::Object(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn facts_read_results_inputs_and_functions() {
        let result = json!({"winner": {"node": "B", "disk": "B2"}, "tie": ["B/B1", "B/B2"],
            "score": 0.36363636, "inf": null, "m": {"id": "x", "args": {"n": 1}}});
        let scenario =
            json!({"nodes": [{"name": "B", "disks": [{"name": "B1", "usable": "600Gi"}]}]});
        let s = Sources {
            scenario: &scenario,
            result: &result,
        };
        assert_eq!(
            resolve("winner.disk", &s),
            Some(FactValue::Text("B2".into()))
        );
        assert_eq!(resolve("len(tie)", &s), Some(FactValue::Number(2)));
        assert_eq!(
            resolve("score", &s).unwrap().to_arg(),
            MessageArg::Text("0.3636".into())
        );
        assert_eq!(resolve("inf", &s), Some(FactValue::Infinite));
        assert_eq!(
            resolve("bytes(input.nodes[name=B].disks[name=B1].usable)", &s),
            Some(FactValue::Number(600 << 30))
        );
        assert!(matches!(resolve("m", &s), Some(FactValue::Sentence(_))));
        assert_eq!(resolve("winner.zone", &s), None);
        assert!(!parses("len(tie"));
    }
}
