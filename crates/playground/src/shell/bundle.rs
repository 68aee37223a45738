//! One bundle of the playground: a page ([`Page`]: a lab, or the gallery) and the shell's lab-only
//! parts it links, if any. Each bundle's binary (`src/bin/<lab>.rs`) names its own: a lab's with
//! [`crate::shell::lab_shell::LAB_SHELL`], the gallery's ([`crate::shell::gallery::BUNDLE`]) with
//! none, so the gallery's wasm links none of the lab-only shell.

use crate::platform::page::Page;
use yew::prelude::*;

use crate::platform::history::HistoryLink;
use crate::shell::share;

/// A page and the lab-only shell it shows (its worker jobs are named by its binary's
/// [`crate::bundle!`], as a chunk of their own). It reads as its page (`bundle.lab`,
/// `bundle.render`, …).
pub struct Bundle {
    /// The page: the lab (or the gallery) the bundle shows.
    pub page: &'static Page,
    /// The shell's lab-only parts ([`crate::shell::lab_shell::LAB_SHELL`] for a lab, none
    /// for the gallery): a compile-time choice, so a bundle links only the
    /// shell it shows.
    pub lab_shell: Option<&'static LabShell>,
}

impl std::ops::Deref for Bundle {
    type Target = Page;
    fn deref(&self) -> &Page {
        self.page
    }
}

impl PartialEq for Bundle {
    fn eq(&self, other: &Self) -> bool {
        self.lab == other.lab
    }
}

/// What a lab's page adds to the shell (see `shell::lab_shell`).
pub struct LabShell {
    /// Opens what the address or the host page hands the lab, then renders
    /// the app with the notice to show.
    pub open: fn(&'static Bundle),
    /// The header's scenario bar, with the notice the start left.
    pub scenario_bar: fn(&'static Bundle, Option<share::Notice>) -> Html,
    /// The support bundle panel, between the header and the lab.
    pub bundle_panel: fn(&'static str) -> Html,
    /// Wraps the page (header and lab) in the undo history's link, where
    /// the scenario bar's Undo and Redo meet the lab's history.
    pub frame: fn(HistoryLink, Html) -> Html,
    /// An embedded lab's "Open in Placement Playground ↗": the full
    /// playground on the frame's scenario (its preset, else a share link).
    pub open_full: fn(&'static Bundle) -> Callback<MouseEvent>,
}
