//! The YAML test suite (`tests/yaml-test-suite/`, see its README) through our
//! reader: every valid case parses to the suite's JSON (compared as JSON
//! values, one per document), every invalid case is an error. The cases we
//! cannot compare are listed below, each with its reason, and the test fails
//! if one of them starts to pass (so the lists stay true).

use placement::kernel::yaml::{from_node, parse_documents};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct Case {
    id: String,
    name: String,
    yaml: String,
    #[serde(default)]
    json: Option<String>,
    error: bool,
}

/// Valid YAML whose value JSON cannot hold, so our reader (which turns YAML
/// into JSON, with text keys as in Kubernetes objects) refuses it.
const NOT_JSON: &[(&str, &str)] = &[
    (
        "2JQS",
        "two empty keys in one mapping: a JSON object holds each key once",
    ),
    ("4FJ6", "sequences as keys"),
    ("6BFJ", "a flow sequence as a key"),
    ("6PBE", "sequences as keys"),
    ("9MMW", "a flow mapping as a key"),
    ("KK5P", "sequences and mappings as keys"),
    ("LX3P", "a flow sequence as a key"),
    ("M2N8/00", "a flow mapping as a key"),
    ("M2N8/01", "a flow sequence as a key"),
    ("M5DY", "sequences as keys"),
    ("Q9WF", "a mapping as a key"),
    ("RZP5", "a sequence as a key"),
    ("SBG9", "a flow sequence as a key"),
    ("V9D5", "a mapping as a key"),
    ("X38W", "a flow sequence as a key"),
    ("XW4D", "a sequence as a key"),
];

/// Valid YAML whose scalars we type differently from the suite's JSON: we
/// keep the number forms JSON has (`12`, `1.5`, `3.9e+11`) and read YAML-only
/// forms (`0o14`, `0x1C`, `.5`, `.inf`) as text.
const TYPED_AS_TEXT: &[(&str, &str)] = &[("C4HZ", "`color: 0xFFEEBB`, a hexadecimal integer")];

fn cases() -> Vec<Case> {
    let text = include_str!("../yaml-test-suite/cases.json");
    serde_json::from_str(text).expect("cases.json is valid JSON")
}

/// The suite's `in.json`: one JSON text per document.
fn expected(json: &str) -> Vec<Value> {
    serde_json::Deserializer::from_str(json)
        .into_iter::<Value>()
        .collect::<Result<_, _>>()
        .expect("in.json holds JSON texts")
}

/// What our reader makes of a case: its documents as JSON, or the error.
fn read(yaml: &str) -> Result<Vec<Value>, String> {
    let documents = parse_documents(yaml).map_err(|e| e.to_string())?;
    documents
        .iter()
        .map(|d| from_node::<Value>(d).map_err(|e| e.to_string()))
        .collect()
}

/// Equal as JSON values, where numbers are compared by value (`450.00`,
/// which we keep as a float, is the suite's `450`).
fn same(ours: &[Value], theirs: &[Value]) -> bool {
    fn equal(a: &Value, b: &Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
            (Value::Array(x), Value::Array(y)) => {
                x.len() == y.len() && x.iter().zip(y).all(|(a, b)| equal(a, b))
            }
            (Value::Object(x), Value::Object(y)) => {
                x.len() == y.len() && x.iter().all(|(k, a)| y.get(k).is_some_and(|b| equal(a, b)))
            }
            _ => a == b,
        }
    }
    ours.len() == theirs.len() && ours.iter().zip(theirs).all(|(a, b)| equal(a, b))
}

fn listed(list: &[(&str, &str)], id: &str) -> bool {
    list.iter().any(|(listed, _)| *listed == id)
}

#[test]
fn the_yaml_test_suite() {
    let cases = cases();
    assert_eq!(cases.len(), 402, "the suite release has 402 cases");
    let (mut valid_equal, mut valid_no_json, mut refused_invalid) = (0, 0, 0);
    let mut failures = Vec::new();
    for case in &cases {
        let got = read(&case.yaml);
        let skipped = listed(NOT_JSON, &case.id) || listed(TYPED_AS_TEXT, &case.id);
        let outcome = match (case.error, &got, &case.json) {
            (true, Err(_), _) => {
                refused_invalid += 1;
                continue;
            }
            (true, Ok(values), _) => format!("invalid YAML accepted as {values:?}"),
            (false, Ok(values), Some(json)) if same(values, &expected(json)) => {
                if skipped {
                    "listed as skipped, yet it reads as the suite's JSON".to_string()
                } else {
                    valid_equal += 1;
                    continue;
                }
            }
            (false, Ok(_), None) => {
                if skipped {
                    "listed as skipped, yet it parses".to_string()
                } else {
                    valid_no_json += 1;
                    continue;
                }
            }
            _ if skipped => continue,
            (false, Ok(values), Some(json)) => {
                format!("read as {values:?}, the suite says {:?}", expected(json))
            }
            (false, Err(e), _) => format!("valid YAML refused: {e}"),
        };
        failures.push(format!(
            "{} ({}): {outcome}\n{}",
            case.id, case.name, case.yaml
        ));
    }
    let skipped = NOT_JSON.len() + TYPED_AS_TEXT.len();
    println!(
        "YAML test suite: {valid_equal} valid cases read as the suite's JSON, {valid_no_json} valid \
         cases without JSON parsed, {refused_invalid} invalid cases refused, {skipped} skipped \
         ({} JSON cannot hold, {} typed as text)",
        NOT_JSON.len(),
        TYPED_AS_TEXT.len()
    );
    assert!(
        failures.is_empty(),
        "{} cases fail:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert_eq!(refused_invalid, 94, "every invalid case is an error");
    assert_eq!(
        valid_equal + valid_no_json + skipped,
        308,
        "every valid case is accounted for"
    );
}
