//! "Explain this as a lesson" (issue 34) in the rollout lab
//! ([`crate::components::explain_lesson`]), drawn in the inspector's details
//! (their chunk, `rollout_inspector`, fetched when a cluster is first
//! inspected): the lab's first load carries only the button's words.

crate::explain_view!(placement::fleet::RolloutInput, "rollout", "ro-explain-lesson");

#[cfg(test)]
mod tests {
    use super::*;
    use placement::walk::{self, Lab};

    /// The request the Learn page reads back: the engine explains the very input the lab ran.
    #[test]
    fn the_request_is_read_back_into_the_same_walk_as_the_input() {
        let draft = super::super::presets::preset("storm-5").expect("preset");
        let input = draft.parse().expect("the preset reads").input;
        let request: serde_json::Value = serde_json::from_str(&request(&input)).expect("JSON");
        assert_eq!(request["lab"], "rollout");
        let walk = walk::explain_as_walk(Lab::Rollout, &request["scenario"]).expect("walk");
        let direct = walk::explain_as_walk(Lab::Rollout, &serde_json::to_value(&input).expect("value")).expect("walk");
        assert_eq!(walk, direct);
        let steps = walk::evaluate(&walk).expect("steps");
        assert_eq!(steps.last().and_then(|s| s.narration.as_ref()).map(|n| n.id.as_str()), Some("walk-gen-rollout-outcome"));
    }
}
