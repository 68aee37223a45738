//! The playground bundle of the Learn section (issue 34): its page, loaded
//! only when `#/learn` is opened, without the lab-only shell; the stories
//! (issue 35) a part of it, fetched when a story is first opened.

use playground::labs::learn::stories;

use playground::labs::learn::longhorn_view;

/// The `learn` bundle: the lessons, no scenario bar (a lesson's scenario is its steps').
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::learn::PAGE,
    lab_shell: None,
};

// The Longhorn picture is a chunk (`learn.learn_longhorn.wasm`), fetched when a Longhorn step is
// first drawn: the first load stays within its budget (docs/performance.md).
playground::bundle!(BUNDLE, parts {
    learn_longhorn: longhorn_view::LONGHORN_PICTURE[longhorn_view::PictureProps] => longhorn_view::longhorn_picture as load_longhorn_picture,
    learn_story: stories::STORY_PART[stories::StoryProps] => stories::story_part as load_story,
});
