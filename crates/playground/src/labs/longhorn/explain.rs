//! "Explain this as a lesson" (issue 34) in the Longhorn lab
//! ([`crate::components::explain_lesson`]), drawn in a replica's why details
//! (their chunk, `longhorn_why`, fetched when a replica is first selected):
//! the lab's first load carries only the button's words.

crate::explain_view!(placement::longhorn::Scenario, "longhorn", "lh-explain-lesson");

#[cfg(test)]
mod tests {
    use super::*;
    use placement::walk::{self, Lab};

    /// The request the Learn page reads back: the engine explains the very scenario the lab ran.
    #[test]
    fn the_request_is_read_back_into_the_same_walk_as_the_scenario() {
        let scenario = super::super::presets::three_zones().parse().expect("the preset reads");
        let request: serde_json::Value = serde_json::from_str(&request(&scenario)).expect("JSON");
        assert_eq!(request["lab"], "longhorn");
        let walk = walk::explain_as_walk(Lab::Longhorn, &request["scenario"]).expect("walk");
        let direct = walk::explain_as_walk(Lab::Longhorn, &serde_json::to_value(&scenario).expect("value")).expect("walk");
        assert_eq!(walk, direct);
        assert!(walk::evaluate(&walk).expect("steps").len() >= 2);
    }
}
