//! The playground bundle of the Learn section (issue 34): its page, loaded
//! only when `#/learn` is opened, without the lab-only shell; the stories
//! (issue 35) a part of it, fetched when a story is first opened.

use playground::labs::learn::stories;

use playground::labs::learn::{longhorn_view, rollout_view};

/// The `learn` bundle: the lessons, no scenario bar (a lesson's scenario is its steps').
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::learn::PAGE,
    lab_shell: None,
};

// The Longhorn and rollout pictures are chunks (`learn.learn_longhorn.wasm`,
// `learn.learn_rollout.wasm`), fetched when a step of such a lesson is first drawn: neither is in
// the Learn page's first load (docs/performance.md).
playground::bundle!(BUNDLE, parts {
    learn_longhorn: longhorn_view::LONGHORN_PICTURE[longhorn_view::PictureProps] => longhorn_view::longhorn_picture as load_longhorn_picture,
    learn_story: stories::STORY_PART[stories::StoryProps] => stories::story_part as load_story,
    learn_rollout: rollout_view::ROLLOUT_PICTURE[rollout_view::PictureProps] => rollout_view::rollout_picture as load_rollout_picture,
});
