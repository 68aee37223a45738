//! Malformed walk documents: each refusal names the field, and nothing panics
//! (deep, huge or hostile documents included).

use placement::InputError;
use placement::walk::{evaluate, read_walk};

const START: &str = "start: {replicaSize: 100Gi, nodes: [{name: A, disks: [{name: A1, usable: 900Gi}, {name: A2, usable: 100Gi}]}, {name: B, disks: [{name: B1, usable: 600Gi}, {name: B2, usable: 700Gi}]}]}";

fn doc(steps: &str) -> String {
    format!("kind: lesson\nid: t\nlab: balance\ntitle: t\nsummary: s\n{START}\nsteps:\n{steps}")
}

const SAY: &str = "    narration: {id: n, args: {w: winner.disk}}\n";

fn error_of(text: &str) -> InputError {
    match read_walk(text) {
        Err(e) => e,
        Ok(walk) => evaluate(&walk).expect_err("the document is refused"),
    }
}

#[test]
fn a_bad_edit_path_is_named_by_step_and_edit() {
    let steps = format!(
        "  - {SAY}  - {SAY}  - {SAY}  - edits: [{{op: set, path: 'nodes[name=A', value: 1Gi}}]\n{SAY}"
    );
    let e = error_of(&doc(&steps.replace("  - \n", "")));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[3].edits[0].path", "error-walk-path")
    );
}

#[test]
fn shape_errors_name_the_field() {
    let e = error_of(&doc(&format!(
        "  - edits: [{{op: set, path: replicaSize, value: 1Gi, extra: 1}}]\n{SAY}"
    )));
    assert_eq!(e.path, "steps[0].edits[0].extra");
    let e = error_of(&doc(&format!(
        "  - edits: [{{op: move, path: replicaSize}}]\n{SAY}"
    )));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].edits[0].op", "error-unknown-variant")
    );
    let e = error_of(&doc(&format!(
        "  - edits: [{{op: set, path: replicaSize}}]\n{SAY}"
    )));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].edits[0].value", "error-required")
    );
    let e = error_of(&doc(&format!("  - {SAY}")).replace("lab: balance", "lab: tetris"));
    assert_eq!(e.path, "lab");
    let e = error_of(&doc(&format!("  - {SAY}")).replace("id: t\n", "id: t\nminutes: many\n"));
    assert_eq!(e.path, "minutes");
    let e = error_of(&doc("  - focus: {kind: node, name: A}\n"));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].narration", "error-required")
    );
    let e = error_of(&doc("  - narration: {id: n, args: {w: 'len(x'}}\n"));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].narration.args.w", "error-walk-fact")
    );
}

#[test]
fn engine_and_fact_errors_name_the_step() {
    let e = error_of(&doc("  - narration: {id: n, args: {w: winner.zone}}\n"));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].narration.args.w", "error-walk-fact-missing")
    );
    let e = error_of(&doc(&format!(
        "  - {SAY}  - edits: [{{op: set, path: 'nodes[name=Z].disks[0].usable', value: 1Gi}}]\n{SAY}"
    )));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[1].edits[0].path", "error-walk-no-match")
    );
    let e = error_of(&doc(&format!(
        "  - edits: [{{op: set, path: 'nodes[1].name', value: A}}]\n{SAY}"
    )));
    assert_eq!(e.path, "steps[0].scenario.nodes[1].name");
    let e = error_of(&doc(&format!("  - {SAY}")).replace("usable: 900Gi", "usable: lots"));
    assert_eq!(e.path, "start.nodes[0].disks[0].usable");
}

#[test]
fn checkpoints_are_checked_against_the_engine() {
    let both = format!(
        "  - narration: {{id: n, args: {{w: winner.disk}}}}\n    checkpoint: {{predict: {{choices: disk, answer: diskStage.winner}}, task: {{prompt: p, goal: winner.disk == A1, hint: h, solution: [{{op: set, path: replicaSize, value: 1Gi}}]}}}}\n"
    );
    let e = error_of(&doc(&both));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].checkpoint", "error-walk-one-checkpoint")
    );
    let task = |goal: &str, value: &str| {
        format!(
            "  - narration: {{id: n, args: {{w: winner.disk}}}}\n    checkpoint: {{task: {{prompt: p, goal: '{goal}', hint: h, solution: [{{op: set, path: 'nodes[name=A].disks[name=A1].usable', value: {value}}}]}}}}\n"
        )
    };
    let e = error_of(&doc(&task("winner.disk == B2", "2000Gi")));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].checkpoint.task.goal", "error-walk-goal-met")
    );
    let e = error_of(&doc(&task("winner.disk == A1", "1Gi")));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        (
            "steps[0].checkpoint.task.solution",
            "error-walk-solution-fails"
        )
    );
    let e = error_of(&doc(&task("winner.disk = A1", "1Gi")));
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps[0].checkpoint.task.goal", "error-walk-goal")
    );
    assert!(evaluate(&read_walk(&doc(&task("winner.disk == A1", "2000Gi"))).unwrap()).is_ok());
}

#[test]
fn deep_huge_and_long_documents_are_refused_not_panicked() {
    let deep = doc(&format!("  - {SAY}")).replace(
        "start: {",
        &format!("start: {{x: {}1{},", "[".repeat(5000), "]".repeat(5000)),
    );
    assert!(read_walk(&deep).is_err());
    let huge = format!("{}\n# {}", doc(&format!("  - {SAY}")), "x".repeat(2 << 20));
    assert_eq!(
        read_walk(&huge).unwrap_err().problem.id,
        "error-walk-too-large"
    );
    let many = doc(&format!("  - {SAY}").repeat(201));
    let e = read_walk(&many).unwrap_err();
    assert_eq!(
        (e.path.as_str(), e.problem.id.as_str()),
        ("steps", "error-at-most")
    );
    let long_path = format!(
        "  - edits: [{{op: remove, path: '{}'}}]\n{SAY}",
        "a.".repeat(100) + "b"
    );
    assert_eq!(
        read_walk(&doc(&long_path)).unwrap_err().path,
        "steps[0].edits[0].path"
    );
    for garbage in ["", "[", "- 1", "kind: lesson", "{\"kind\": 5}", "\u{0}"] {
        assert!(read_walk(garbage).is_err(), "{garbage:?}");
    }
}
