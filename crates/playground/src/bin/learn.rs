//! The playground bundle of the Learn section (issue 34): its page, loaded
//! only when `#/learn` is opened, without the lab-only shell; the stories
//! (issue 35) a part of it, fetched when a story is first opened.

use playground::labs::learn::stories;

/// The `learn` bundle: the lessons, no scenario bar (a lesson's scenario is its steps').
static BUNDLE: playground::Bundle = playground::Bundle {
    page: &playground::labs::learn::PAGE,
    lab_shell: None,
};

playground::bundle!(BUNDLE, parts {
    learn_story: stories::STORY_PART[stories::StoryProps] => stories::story_part as load_story,
});
