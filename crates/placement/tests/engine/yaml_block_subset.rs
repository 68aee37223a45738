//! The block subset reader (`kernel/yaml/parse/block_subset.rs`) against the
//! conformant parser: whenever it reads a text, its documents (values and
//! every position) are those of the conformant parser, and the parser does
//! not reject that text. Checked over every case of the YAML test suite,
//! valid and invalid, over every YAML fixture, over generated documents in
//! kubectl's style and over mutations of them (lines cut, indented, joined,
//! characters replaced), which mostly leave the subset.

use placement::kernel::yaml::{parse_block_subset, parse_documents_conformant, to_yaml};
use proptest::prelude::*;
use serde::Deserialize;
use serde_json::{Value, json};

#[derive(Deserialize)]
struct Case {
    id: String,
    yaml: String,
}

/// Whether the subset reads `text` (and then as the conformant parser does).
fn same_or_declined(text: &str) -> Result<bool, String> {
    let Some(fast) = parse_block_subset(text) else {
        return Ok(false);
    };
    match parse_documents_conformant(text) {
        Ok(reference) if reference == fast => Ok(true),
        Ok(reference) => Err(format!(
            "{text:?}: the subset read {fast:?}, the parser {reference:?}"
        )),
        Err(e) => Err(format!(
            "{text:?}: the subset read it, the parser refused it: {e}"
        )),
    }
}

#[test]
fn the_yaml_test_suite_is_read_alike_or_declined() {
    let cases: Vec<Case> =
        serde_json::from_str(include_str!("../yaml-test-suite/cases.json")).expect("cases.json");
    let mut read = 0;
    for case in &cases {
        match same_or_declined(&case.yaml) {
            Ok(taken) => read += usize::from(taken),
            Err(e) => panic!("{}: {e}", case.id),
        }
    }
    println!(
        "the block subset reads {read} of {} suite cases",
        cases.len()
    );
    assert!(read >= 20, "the subset reads only {read} suite cases");
}

/// Every YAML fixture (kubectl output, fleet.yaml files, bad ones too).
fn fixtures() -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures"
    ))];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("fixtures") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml" || e == "yml") {
                let text = std::fs::read_to_string(&path).expect("fixture text");
                found.push((path.display().to_string(), text));
            }
        }
    }
    found
}

#[test]
fn fixtures_are_read_alike() {
    let mut read = 0;
    let all = fixtures();
    for (path, text) in &all {
        match same_or_declined(text) {
            Ok(taken) => read += usize::from(taken),
            Err(e) => panic!("{path}: {e}"),
        }
    }
    println!("the block subset reads {read} of {} fixtures", all.len());
    // kubectl's own output is what the subset is for.
    for name in [
        "longhorn-list.yaml",
        "kubectl/capacity/list.yaml",
        "kubectl/fleet/list.yaml",
    ] {
        let (_, text) = all.iter().find(|(p, _)| p.ends_with(name)).expect(name);
        assert!(
            parse_block_subset(text).is_some(),
            "{name} is not read by the subset"
        );
    }
}

#[test]
fn kubectl_style_details() {
    let texts = [
        "a: 1\nb:\n  c: x # note\n  d: \"q\\u00e9 \\\"\"\n  e: 'it''s'\n",
        "items:\n- kind: Node\n  spec:\n    taints: []\n    tags:\n    - ssd\n- - nested\n  - items\n",
        "script: |\n  echo \"échoué\"\n    indented\n  # a line of the script\nnext: |-\n  kept\n",
        "---\na: 1\n---\n# second\nb: [ ]\n",
        "a:\n- 1\n- 2\nb: {}\n\n\n# end\n",
        "-   spaced: 1\n    also: 2\n-  x\n",
        "é: ü\n'ï': \"ö\"\n",
        "key: value with: colon\n",
        "a: |\n  x\n\n  y\n",
        "a: |\n  x\n\nb: 1\n",
        "a: b\n  c\n",
        "a:\nb: 1\n",
        "x:\n  ip: \n  a:   # c\n  b: 1\n  c: # d\n    e: 2\n",
        "- a:\n  b:\n- c:\n---\nd:\n",
        "- \n- x\n",
        "a: |\n  x",
    ];
    for text in texts {
        same_or_declined(text).unwrap();
    }
    assert!(parse_block_subset(texts[0]).is_some());
    assert!(parse_block_subset(texts[1]).is_some());
    assert!(parse_block_subset(texts[2]).is_some());
    assert!(
        parse_block_subset(texts[11]).is_some(),
        "empty values are null"
    );
}

/// The reader finds a line's first `: ` and first ` #` in one pass and
/// judges keys and plain values by where they stand: every order of the two,
/// overlapping (`: #`), inside a key, a value or a quoted scalar.
#[test]
fn colons_and_comment_marks_on_one_line() {
    let lines = [
        "a: b #c",
        "a: b #c: d",
        "a: x: y",
        "a: x #y: z",
        "a #b: c",
        "a#b: c",
        "k: v:w",
        "url: http://x/#frag",
        "a: #",
        "a: : b",
        "a:# b",
        "a b: c # d",
        "a: b  # c  ",
        "'q: r': s # t: u",
        "\"q #r\": 's #t' # u",
        "a: 'x' #: y",
        "- a: b # c: d",
        "- x #: y",
        "- x: y",
        "a: b:",
        "a:: b",
        "a :b",
        "a: b :c",
        "a: b#c",
        "a:  #c",
    ];
    let mut read = 0;
    for line in lines {
        for text in [
            format!("{line}\n"),
            format!("top:\n  {line}\n  z: 1\n"),
            format!("- {line}\n"),
        ] {
            read += usize::from(same_or_declined(&text).unwrap());
        }
    }
    assert!(read >= 30, "the subset reads only {read} of these lines");
    let read = |t: &str| {
        parse_block_subset(t).unwrap()[0]
            .get("a")
            .unwrap()
            .scalar_text()
            .map(str::to_string)
    };
    assert_eq!(read("a: x #y: z\n").as_deref(), Some("x"));
    assert_eq!(read("a: b#c\n").as_deref(), Some("b#c"));
    assert_eq!(read("a: b  # c  \n").as_deref(), Some("b"));
}

/// A kubectl-like object from generated parts.
fn object() -> impl Strategy<Value = Value> {
    let text = prop_oneof![
        "[a-z][a-z0-9.-]{0,12}",
        "[ -~]{0,16}",
        Just("true".to_string()),
        Just("".to_string()),
        "[a-zé#: '\"\\\\-]{1,10}",
        "[a-z ]{1,8}\n[a-z ]{0,8}\n?",
    ];
    let leaf = prop_oneof![
        text.prop_map(Value::String),
        any::<i32>().prop_map(Value::from),
        Just(Value::Null),
        Just(json!([])),
        Just(json!({})),
        any::<bool>().prop_map(Value::from),
    ];
    leaf.prop_recursive(5, 40, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 1..5).prop_map(Value::Array),
            prop::collection::btree_map("[a-zA-Z/.:-]{1,10}", inner, 1..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A mutation of a text at positions given as fractions of its length.
fn mutated(text: &str, kind: u8, at: f64, with: char) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let i = ((lines.len() as f64) * at) as usize % lines.len().max(1);
    let mut lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    match kind % 5 {
        0 => {
            lines.remove(i);
        }
        1 => lines[i].insert(0, ' '),
        2 => {
            let cut = lines[i].chars().count() / 2;
            lines[i] = lines[i].chars().take(cut).collect();
        }
        3 => {
            let chars: Vec<char> = lines[i].chars().collect();
            let j = ((chars.len() as f64) * at) as usize;
            lines[i] = chars[..j.min(chars.len())]
                .iter()
                .chain(std::iter::once(&with))
                .chain(chars.get(j + 1..).unwrap_or(&[]))
                .collect();
        }
        _ => lines.insert(i, "  # comment".to_string()),
    }
    lines.join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn generated_documents_are_read_alike(value in object()) {
        let text = to_yaml(&value);
        let taken = same_or_declined(&text).map_err(TestCaseError::fail)?;
        // What our emitter writes without multi-line strings is in the subset.
        if !text.contains("\\n") && !value.to_string().contains('\n') {
            let block = value.as_object().is_some_and(|o| !o.is_empty());
            prop_assert!(taken || !block, "{text:?} not read by the subset");
        }
    }

    #[test]
    fn mutated_documents_are_read_alike_or_declined(
        value in object(), kind in 0u8..5, at in 0.0f64..1.0,
        with in prop::sample::select(vec![' ', '-', ':', '#', '"', '\'', '|', '[', '&', 'é', '\t', 'x']),
    ) {
        let text = mutated(&to_yaml(&value), kind, at, with);
        same_or_declined(&text).map_err(TestCaseError::fail)?;
    }
}
