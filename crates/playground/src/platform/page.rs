//! One page of the playground as its code describes it: a lab (or the gallery) with its render,
//! its presets' saved states, its texts and its saved-draft reader. A lab names only this; the
//! shell wraps it in a [`crate::shell::bundle::Bundle`] with the shell's lab-only parts, and the
//! bundle's binary (`src/bin/<lab>.rs`) starts that.

use yew::Html;

/// A page: what a lab (or the gallery) hands the shell.
pub struct Page {
    /// The lab's id (`#/longhorn`), also the bundle's file name (`longhorn.js`).
    pub lab: &'static str,
    /// Renders the lab.
    pub render: fn() -> Html,
    /// The state of the lab's preset with this id, as the lab autosaves it
    /// (JSON text): "Embed this" names an unchanged preset by its id.
    pub preset_state: fn(&str) -> Option<String>,
    /// The page's own texts of this bundle (`locales/<lang>/<file>`), with
    /// their English built in: a bundle carries its own page's English only.
    pub texts: crate::text::i18n::PageTexts,
    /// Fetches the chunk that reads the lab's saved draft (a [`crate::split_value!`] the lab's
    /// init reads with `storage::load_saved`), for a lab whose reader is a chunk: the shell
    /// awaits it before a first render that has saved work to open
    /// ([`crate::shell::lab_shell`]).
    pub saved_reader: Option<fn() -> crate::platform::split::Load<()>>,
}
