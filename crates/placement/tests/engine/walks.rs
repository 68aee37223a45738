//! Every shipped walk (`walks/**/*.yaml`) reads, validates and evaluates; each
//! narration argument equals the value recomputed here from the engine's typed
//! result, without the walk's fact reader; bad documents are refused with the
//! field named.

#[path = "walks/recompute.rs"]
mod recompute;
#[path = "walks/recompute_longhorn.rs"]
mod recompute_longhorn;
#[path = "walks/recompute_rollout.rs"]
mod recompute_rollout;

use std::path::{Path, PathBuf};

use placement::kernel::message::MessageArg;
use placement::walk::{self, CheckpointOutcome, Lab, Walk, evaluate, read_walk};

fn shipped() -> Vec<(PathBuf, Walk)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../walks");
    let mut files = Vec::new();
    for dir in ["lessons", "stories"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "yaml") {
                let text = std::fs::read_to_string(&path).unwrap();
                let walk = read_walk(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                files.push((path, walk));
            }
        }
    }
    files.sort_by(|a, b| a.0.cmp(&b.0));
    files
}

#[test]
fn every_shipped_walk_evaluates() {
    let walks = shipped();
    assert!(
        walks.iter().any(|(_, w)| w.id == "balance"),
        "the balance lesson is shipped"
    );
    for id in ["balance", "tiers", "capacity", "rollout"] {
        assert!(
            walks.iter().any(|(_, w)| w.id == id),
            "the {id} lesson is shipped"
        );
    }
    for (path, walk) in &walks {
        let steps = evaluate(walk).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if walk.kind == walk::WalkKind::Lesson {
            assert!(
                (6..=12).contains(&steps.len()),
                "{}: {} steps",
                path.display(),
                steps.len()
            );
            assert!(!walk.verified_against.is_empty(), "{}", path.display());
        }
        for (k, step) in steps.iter().enumerate() {
            if std::env::var_os("WALK_PRINT").is_some() {
                println!(
                    "{} step {k}: {:?} {:?}",
                    walk.id, step.narration, step.checkpoint
                );
            }
        }
    }
}

#[test]
fn every_narration_argument_is_the_engines_value() {
    for (path, walk) in shipped() {
        let steps = evaluate(&walk).unwrap();
        for (k, (step, outcome)) in walk.steps.iter().zip(&steps).enumerate() {
            let Some(narration) = &step.narration else {
                continue;
            };
            for (name, fact) in &narration.args {
                let expected =
                    recompute::fact(walk.lab, &outcome.scenario, fact).unwrap_or_else(|| {
                        panic!(
                            "{} step {k}: the test cannot recompute {fact}",
                            path.display()
                        )
                    });
                let said = outcome.narration.as_ref().unwrap().args.get(name).cloned();
                assert_eq!(
                    said,
                    Some(expected),
                    "{} step {k} argument {name} ({fact})",
                    path.display()
                );
            }
            if let Some(CheckpointOutcome::Predict { answer, .. }) = &outcome.checkpoint {
                let fact = &step
                    .checkpoint
                    .as_ref()
                    .unwrap()
                    .predict
                    .as_ref()
                    .unwrap()
                    .answer;
                let expected = recompute::fact(walk.lab, &outcome.scenario, fact);
                assert_eq!(
                    expected,
                    Some(MessageArg::Text(answer.clone())),
                    "{} step {k} predict",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn every_task_is_unmet_at_its_step_and_met_by_its_solution() {
    for (path, walk) in shipped() {
        let steps = evaluate(&walk).unwrap();
        for (k, outcome) in steps.iter().enumerate() {
            let Some(CheckpointOutcome::Task { solution, .. }) = &outcome.checkpoint else {
                continue;
            };
            let before = walk::check_task(&walk, k, &outcome.scenario).unwrap();
            assert!(!before.met, "{} step {k}", path.display());
            let mut solved = outcome.scenario.clone();
            walk::apply_edits(&mut solved, solution, "solution").unwrap();
            let after = walk::check_task(&walk, k, &solved).unwrap();
            assert!(
                after.met,
                "{} step {k}: {:?}",
                path.display(),
                after.message
            );
            assert_eq!(after.message.id, "walk-task-met");
        }
    }
}

#[test]
fn a_generated_walk_evaluates_for_every_shipped_start() {
    for (path, walk) in shipped() {
        let generated = walk::explain_as_walk(walk.lab, &walk.start).unwrap();
        let steps = evaluate(&generated).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(steps.len() >= 2, "{}", path.display());
        if walk.lab == Lab::Balance {
            let last = steps.last().unwrap().narration.as_ref().unwrap();
            assert_eq!(last.id, "walk-gen-balance-pick");
        }
    }
}

#[test]
fn every_partition_prediction_says_why_each_partition_wins_or_loses() {
    for (path, walk) in shipped() {
        let steps = evaluate(&walk).unwrap();
        for (k, outcome) in steps.iter().enumerate() {
            let Some(CheckpointOutcome::Predict { choices, answer }) = &outcome.checkpoint else {
                continue;
            };
            if *choices != walk::ChoiceKind::Partition {
                continue;
            }
            let names: Vec<&str> = outcome.run.tree["partitions"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|p| p["name"].as_str())
                .collect();
            assert!(names.len() >= 2, "{} step {k}", path.display());
            for name in names {
                let reveal = walk::reveal(outcome, name).unwrap();
                assert_eq!(reveal.right, name == answer, "{} step {k}", path.display());
                let why = reveal
                    .why_guess
                    .unwrap_or_else(|| panic!("{} step {k}: no why for {name}", path.display()));
                assert!(why.id.starts_with("fleet-cluster-"), "{}", why.id);
            }
        }
    }
}

#[test]
fn every_node_prediction_says_why_each_node_wins_or_loses() {
    for (path, walk) in shipped() {
        if walk.lab != Lab::Longhorn {
            continue;
        }
        let steps = evaluate(&walk).unwrap();
        for (k, outcome) in steps.iter().enumerate() {
            let Some(CheckpointOutcome::Predict { choices, answer }) = &outcome.checkpoint else {
                continue;
            };
            assert_eq!(
                *choices,
                walk::ChoiceKind::Node,
                "{} step {k}",
                path.display()
            );
            let right = walk::reveal(outcome, answer).unwrap();
            assert!(right.right, "{} step {k}", path.display());
            let why = right.why_answer.expect("the answer's why");
            assert!(why.id.starts_with("longhorn-placed-"), "{}", why.id);
            // A node that holds a replica already: its why is that replica's answer.
            let taken = outcome.run.tree["volumes"][0]["replicas"][0]["node"]
                .as_str()
                .unwrap();
            assert_ne!(taken, answer);
            let wrong = walk::reveal(outcome, taken).unwrap();
            assert!(!wrong.right);
            let why = wrong.why_guess.expect("the guess's why");
            assert_eq!(
                why.args.get("node"),
                Some(&MessageArg::Text(taken.to_string()))
            );
        }
    }
}

/// Issue 35: at least two stories of each lab ship; each is a story whose id
/// is its file's name, every step's scenario runs, and going back is exact
/// (step k's scenario is the start with the edits of steps 0..=k, whichever
/// step was shown before).
#[test]
fn every_lab_has_two_stories_and_each_step_runs_forward_and_back() {
    let stories: Vec<(PathBuf, Walk)> = shipped()
        .into_iter()
        .filter(|(path, _)| path.parent().is_some_and(|p| p.ends_with("stories")))
        .collect();
    for lab in [Lab::Longhorn, Lab::Balance, Lab::Capacity, Lab::Rollout] {
        let count = stories.iter().filter(|(_, w)| w.lab == lab).count();
        assert!(count >= 2, "{lab:?}: {count} stories");
    }
    for (path, story) in &stories {
        assert_eq!(story.kind, walk::WalkKind::Story, "{}", path.display());
        assert_eq!(
            path.file_stem().and_then(|s| s.to_str()),
            Some(story.id.as_str())
        );
        let steps = evaluate(story).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // Forward then back: each step's scenario recomputed matches the one evaluated.
        let order = (0..steps.len()).chain((0..steps.len()).rev());
        for k in order {
            let scenario = walk::scenario_at(story, k).unwrap();
            assert_eq!(scenario, steps[k].scenario, "{} step {k}", path.display());
            let run = walk::run(story.lab, &scenario)
                .unwrap_or_else(|e| panic!("{} step {k}: {e}", path.display()));
            assert_eq!(run.tree, steps[k].run.tree, "{} step {k}", path.display());
        }
        // A step's edits change its scenario (an edit that changes nothing is a mistake).
        for (k, step) in story.steps.iter().enumerate().skip(1) {
            if !step.edits.is_empty() {
                assert_ne!(
                    steps[k].scenario,
                    steps[k - 1].scenario,
                    "{} step {k}",
                    path.display()
                );
            }
        }
    }
}
