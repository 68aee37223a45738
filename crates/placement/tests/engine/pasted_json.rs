//! The one-pass JSON road to the YAML tree gives exactly the tree (values and
//! positions) the YAML reader gives, on the kubectl fixtures and on random
//! JSON, pretty-printed and on one line; what is not strict JSON is left to
//! the YAML reader.

use placement::kernel::pasted_json::{json_document, pasted};
use placement::kernel::yaml::parse_yaml;
use proptest::prelude::*;
use serde_json::Value;

const FIXTURES: [&str; 3] = [
    include_str!("../fixtures/longhorn-list.json"),
    include_str!("../fixtures/kubectl/capacity/list.json"),
    include_str!("../fixtures/kubectl/fleet/list.json"),
];

fn same_tree_as_yaml(text: &str) {
    let fast = json_document(text).expect("strict JSON is read");
    assert_eq!(fast, parse_yaml(text).expect("JSON is YAML"), "{text:.200}");
}

#[test]
fn kubectl_json_fixtures_read_to_the_yaml_readers_tree() {
    for text in FIXTURES {
        same_tree_as_yaml(text);
        let value: Value = serde_json::from_str(text).unwrap();
        same_tree_as_yaml(&serde_json::to_string(&value).unwrap());
        same_tree_as_yaml(&format!(
            "\n\n  {}\n",
            serde_json::to_string_pretty(&value).unwrap()
        ));
    }
}

#[test]
fn what_is_not_strict_json_goes_to_the_yaml_reader() {
    for text in [
        "kind: Node\n",
        "{a: 1}",
        "[1, 2,]",
        "{\"a\": 1} x",
        "{\"a\": 1, \"a\": 2}",
        "{\"a\": 'x'}",
        "{\"a\": \"\\ud83d\\ude00\"}",
        "{\"a\": 01}",
        "{\"a\": tru}",
        "{\"a\": \"tab\there\"}",
        "\"just a string\"",
        "",
    ] {
        assert_eq!(json_document(text), None, "{text}");
    }
    // …which reads YAML as ever, and reports JSON mistakes as ever.
    assert_eq!(pasted("{a: 1}", "").unwrap()[0].text_at(&["a"]), Some("1"));
    let err = pasted("{\"a\": 1, \"a\": 2}", "").unwrap_err();
    assert!(err.message.contains("duplicate key"), "{err}");
}

/// Plain integers are told numbers without serde_json; whatever the fast
/// test takes, serde_json takes too, and so does the reader for anything else.
#[test]
fn numbers_are_what_serde_json_reads() {
    let words = [
        "0",
        "-0",
        "00",
        "-00",
        "01",
        "7",
        "-7",
        "10",
        "123456789012345678",
        "-123456789012345678",
        "1234567890123456789",
        "12345678901234567890",
        "-9223372036854775808",
        "99999999999999999999999",
        "1.5",
        "1.",
        ".5",
        "1e5",
        "1E+5",
        "1e-5",
        "1e400",
        "-",
        "--1",
        "+1",
        "1-",
        "0x10",
        "1_000",
        "١",
    ];
    for word in words {
        let expected = serde_json::from_str::<serde_json::Number>(word).is_ok();
        assert_eq!(
            json_document(&format!("[{word}]")).is_some(),
            expected,
            "{word}"
        );
        assert_eq!(
            json_document(&format!("{{\"n\": {word}}}")).is_some(),
            expected,
            "{word}"
        );
    }
}

#[test]
fn deep_nesting_is_left_to_the_yaml_reader() {
    let deep = format!("{}{}", "[".repeat(300), "]".repeat(300));
    assert_eq!(json_document(&deep), None);
    let fine = format!("{}{}", "[".repeat(100), "]".repeat(100));
    assert!(json_document(&fine).is_some());
}

#[test]
fn columns_count_characters_not_bytes() {
    let node = json_document("{\"é\": \"ü\", \"b\": [1]}").unwrap();
    let b = node.get("b").unwrap();
    assert_eq!((b.line, b.column), (1, 17));
    assert_eq!((b.items()[0].line, b.items()[0].column), (1, 18));
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-1e6f64..1e6).prop_map(Value::from),
        "[a-zA-Z0-9 _é\"\\\\/\n\t-]{0,12}".prop_map(Value::String),
    ];
    leaf.prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z\u{e9}]{1,6}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn random_json_reads_to_the_yaml_readers_tree(value in json_value()) {
        let document = serde_json::json!({ "items": [value] });
        for text in [serde_json::to_string(&document).unwrap(), serde_json::to_string_pretty(&document).unwrap()] {
            let fast = json_document(&text);
            prop_assert!(fast.is_some(), "{}", text);
            prop_assert_eq!(fast, Some(parse_yaml(&text).unwrap()), "{}", text);
        }
    }
}
