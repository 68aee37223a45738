//! The shipped stories (`walks/stories/*.yaml`, docs/walks.md), read and
//! evaluated by the engine: what the story player, the presenter and the
//! kiosk loop show. In the stories' part only (`stories.rs`).

use std::rc::Rc;

use placement::walk::{self, WalkKind};

use super::lessons::Loaded;
use crate::text::messages::text;

/// The shipped stories, in the list's order: (id, walk file).
pub const STORIES: &[(&str, &str)] = &[
    ("longhorn-zone-outage", include_str!("../../../../../walks/stories/longhorn-zone-outage.yaml")),
    ("longhorn-disk-full", include_str!("../../../../../walks/stories/longhorn-disk-full.yaml")),
    ("capacity-stale", include_str!("../../../../../walks/stories/capacity-stale.yaml")),
    ("capacity-new-zone", include_str!("../../../../../walks/stories/capacity-new-zone.yaml")),
    ("rollout-storm", include_str!("../../../../../walks/stories/rollout-storm.yaml")),
    ("rollout-resume", include_str!("../../../../../walks/stories/rollout-resume.yaml")),
    ("balance-new-node", include_str!("../../../../../walks/stories/balance-new-node.yaml")),
    ("balance-filling", include_str!("../../../../../walks/stories/balance-filling.yaml")),
];

/// Reads and evaluates the shipped story `id`, or says why not (a field-named error).
pub fn load(id: &str) -> Loaded {
    let source = STORIES.iter().find(|(s, _)| *s == id).map(|(_, t)| *t);
    let source = source.ok_or_else(|| text("story-no-story", &[("story", id)]))?;
    let story = walk::read_walk(source).map_err(|e| crate::text::error_messages::error_text(&e))?;
    if story.kind != WalkKind::Story {
        return Err(text("story-no-story", &[("story", id)]));
    }
    let steps = walk::evaluate(&story).map_err(|e| crate::text::error_messages::error_text(&e))?;
    Ok((Rc::new(story), Rc::new(steps)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_shipped_story_loads_and_is_a_story() {
        assert!(super::STORIES.len() >= 8);
        for (id, _) in super::STORIES {
            let (story, steps) = super::load(id).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(story.id, *id);
            assert_eq!(steps.len(), story.steps.len());
        }
        assert!(super::load("balance").is_err(), "a lesson's id names no story");
    }
}
