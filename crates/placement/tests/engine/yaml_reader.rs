//! The YAML reader on what the old one got wrong (issue #13): the YAML that
//! kubectl, Helm and people write, input that used to panic or overflow the
//! stack, and alias bombs. How its time grows with the input: `benches/yaml.rs`.

use placement::kernel::yaml::{
    MAX_DEPTH, YamlNode, YamlValue, from_node, from_yaml_str, parse_documents, parse_yaml,
};
use serde_json::{Value, json};

fn value(text: &str) -> Value {
    from_yaml_str(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

#[test]
fn yaml_people_write_reads_as_json() {
    let cases: &[(&str, Value)] = &[
        // Anchors and aliases.
        (
            "defaults: &d {maxUnavailable: 10%}\ncanary: *d\n",
            json!({"defaults": {"maxUnavailable": "10%"}, "canary": {"maxUnavailable": "10%"}}),
        ),
        // Tags.
        (
            "a: !!str 5\nb: !!int \"7\"\nc: !custom x\n",
            json!({"a": "5", "b": 7, "c": "x"}),
        ),
        // Content on the --- line.
        ("--- text\n", json!("text")),
        // Multi-line flow collections.
        (
            "a: [1,\n  2,\n  3]\nb: {x: 1,\n  y: 2}\n",
            json!({"a": [1, 2, 3], "b": {"x": 1, "y": 2}}),
        ),
        // Tabs as separation.
        ("a:\t1\nb: [x,\ty]\n", json!({"a": 1, "b": ["x", "y"]})),
        // Explicit keys.
        ("? a\n: 1\n? b\n", json!({"a": 1, "b": null})),
        // Multi-line plain scalars.
        ("a: one\n  two\n\n  three\n", json!({"a": "one two\nthree"})),
        // A single-pair mapping in a flow sequence.
        ("[a: b]\n", json!([{"a": "b"}])),
        // `key : value`.
        ("key : value\n", json!({"key": "value"})),
        // Trailing comments.
        (
            "a: 1 # one\nb: [x] # list\n# end\n",
            json!({"a": 1, "b": ["x"]}),
        ),
        // Multi-line quoted scalars with blank lines.
        (
            "a: \"one\n\n  two\"\nb: 'x\n\n\n  y'\n",
            json!({"a": "one\ntwo", "b": "x\n\ny"}),
        ),
        // Numbers, booleans, null, quoted text.
        (
            "a: 3.9e+11\nb: -7\nc: true\nd: ~\ne: null\nf: \"true\"\ng: '5'\nh: 1.5\n",
            json!({"a": 3.9e11, "b": -7, "c": true, "d": null, "e": null, "f": "true", "g": "5", "h": 1.5}),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(&value(text), expected, "{text:?}");
    }
}

#[test]
fn a_block_scalar_ends_at_a_less_indented_line_without_panicking() {
    // The old reader sliced "échoué" at a byte inside "é" and panicked.
    let err = parse_yaml("script: |\n  echo ok\n échoué\n").unwrap_err();
    assert_eq!((err.line, err.column), (3, 2), "{err}");
    // A less-indented comment ends the scalar and is not part of it.
    let v = value("script: |\n    echo échoué\n  # a comment\nnext: 1\n");
    assert_eq!(v, json!({"script": "echo échoué\n", "next": 1}));
    // A ConfigMap script with multi-byte text throughout.
    let v = value("data:\n  run.sh: |\n    echo \"échoué\"\n      détail\n    fin\n");
    assert_eq!(v["data"]["run.sh"], "echo \"échoué\"\n  détail\nfin\n");
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let depth = MAX_DEPTH + 1;
    let texts = [
        "[".repeat(depth * 20),
        "- ".repeat(depth * 50) + "x\n",
        "{\"a\":".repeat(depth * 20) + "1",
        (0..depth * 3)
            .map(|i| format!("{}k:\n", "  ".repeat(i)))
            .collect::<String>(),
    ];
    for text in &texts {
        let err = parse_documents(text).unwrap_err();
        assert!(
            err.message
                .starts_with(&format!("nesting deeper than {MAX_DEPTH} levels at line")),
            "{}: {err}",
            &text[..20]
        );
    }
    // At the limit it reads.
    let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
    assert!(parse_yaml(&ok).is_ok());
    // An alias may not carry a deep anchor deeper than the limit.
    let half = MAX_DEPTH / 2 + 1;
    let text = format!(
        "a: &x {}1{}\nb: {}*x{}\n",
        "[".repeat(half),
        "]".repeat(half),
        "[".repeat(half),
        "]".repeat(half)
    );
    assert!(
        parse_yaml(&text)
            .unwrap_err()
            .message
            .starts_with("nesting deeper than")
    );
}

#[test]
fn a_tree_built_by_hand_too_deep_is_an_error_when_read() {
    let mut node = YamlNode {
        value: YamlValue::Null,
        line: 1,
        column: 1,
    };
    for _ in 0..MAX_DEPTH + 5 {
        node = YamlNode {
            value: YamlValue::Seq(vec![node]),
            line: 1,
            column: 1,
        };
    }
    let err = from_node::<Value>(&node).unwrap_err();
    assert!(err.message.starts_with("nesting deeper than"), "{err}");
    // Dropping it is fine at this depth; the reader never builds deeper ones.
}

#[test]
fn alias_bombs_are_refused() {
    let mut text = String::from(
        "a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n",
    );
    for i in 1..10 {
        let refs = vec![format!("*a{}", i - 1); 9].join(", ");
        text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    let err = parse_yaml(&text).unwrap_err();
    assert!(
        err.message
            .contains("aliases (*name) of this text would copy more than"),
        "{err}"
    );
    // A few aliases of small anchors are fine.
    let v = value("base: &b {x: 1}\nlist: [*b, *b, *b]\n");
    assert_eq!(v["list"], json!([{"x": 1}, {"x": 1}, {"x": 1}]));
    // An alias names an anchor defined before it.
    let err = parse_yaml("a: *nowhere\n").unwrap_err();
    assert!(err.message.contains("not defined before it"), "{err}");
}

#[test]
fn keys_are_text() {
    assert_eq!(
        value("1: a\ntrue: b\nnull: c\n"),
        json!({"1": "a", "true": "b", "null": "c"})
    );
    let err = parse_yaml("? [a, b]\n: c\n").unwrap_err();
    assert!(
        err.message.contains("a mapping key must be a scalar"),
        "{err}"
    );
    assert_eq!((err.line, err.column), (1, 3));
}

#[test]
fn merge_keys_merge_mappings_and_the_mappings_own_keys_win() {
    // One mapping merged; an own key (before or after `<<`) wins.
    let text = "defaults: &d {maxUnavailable: 10%, maxNew: 50}\n\
                canary:\n  maxNew: 5\n  <<: *d\n  autoPartitionSize: 25%\n";
    assert_eq!(
        value(text)["canary"],
        json!({"maxNew": 5, "maxUnavailable": "10%", "autoPartitionSize": "25%"})
    );
    // A list of mappings: the earlier one wins.
    let text = "a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  <<: [*a, *b]\n";
    assert_eq!(value(text)["c"], json!({"x": 1, "y": 1, "z": 2}));
    // Helm-style: a merged anchor inside a list item, read by kubectl users.
    let text = "base: &labels\n  app: shop\n  tier: web\nitems:\n- metadata:\n    labels:\n      <<: *labels\n      tier: api\n";
    assert_eq!(
        value(text)["items"][0]["metadata"]["labels"],
        json!({"app": "shop", "tier": "api"})
    );
    // A merged mapping that merges itself.
    let text = "a: &a {x: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: *b, z: 3}\n";
    assert_eq!(value(text)["c"], json!({"y": 2, "x": 1, "z": 3}));
    // A quoted "<<" is an ordinary key.
    assert_eq!(value("\"<<\": {x: 1}\n"), json!({"<<": {"x": 1}}));
}

#[test]
fn merge_keys_refuse_what_is_not_a_mapping_and_keep_the_limits() {
    for (text, at) in [
        ("a: {<<: 5}\n", (1, 9)),
        ("a: {<<: [{x: 1}, 2]}\n", (1, 18)),
        ("a:\n  <<:\n", (2, 5)),
    ] {
        let err = parse_yaml(text).unwrap_err();
        assert!(
            err.message.starts_with("the merge key << takes a mapping"),
            "{text:?}: {err}"
        );
        assert_eq!((err.line, err.column), at, "{text:?}");
    }
    // Two merge keys in one mapping are a duplicate key, as any other.
    let err = parse_yaml("a: &a {x: 1}\nb: {<<: *a, <<: *a}\n").unwrap_err();
    assert!(err.message.contains("duplicate key \"<<\""), "{err}");
    // An own key twice is still a duplicate.
    assert!(parse_yaml("a: &a {x: 1}\nb: {<<: *a, y: 1, y: 2}\n").is_err());
    // Merging copies through aliases, so alias bombs stay refused.
    let mut text = String::from(
        "m0: &m0 {k0: \"lol lol lol lol lol lol lol lol\", k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7}\n",
    );
    for i in 1..12 {
        let list = (0..9)
            .map(|_| format!("*m{}", i - 1))
            .collect::<Vec<_>>()
            .join(", ");
        text.push_str(&format!(
            "m{i}: &m{i} {{<<: *m{}, list: [{list}]}}\n",
            i - 1
        ));
    }
    let err = parse_yaml(&text).unwrap_err();
    assert!(
        err.message
            .contains("aliases (*name) of this text would copy more than"),
        "{err}"
    );
    // The depth limit holds for merged values.
    let half = MAX_DEPTH / 2 + 1;
    let text = format!(
        "a: &x {{k: {}1{}}}\nb: {}{{<<: *x}}{}\n",
        "[".repeat(half),
        "]".repeat(half),
        "[".repeat(half),
        "]".repeat(half)
    );
    assert!(
        parse_yaml(&text)
            .unwrap_err()
            .message
            .starts_with("nesting deeper than")
    );
}
