//! One bundle of the playground: a page ([`Page`]: a lab, or the gallery) and the shell's lab-only
//! parts it links, if any. Each bundle's binary (`src/bin/<lab>.rs`) names its own: a lab's with
//! [`crate::shell::lab_shell::LAB_SHELL`], the gallery's ([`crate::shell::gallery::BUNDLE`]) with
//! none, so the gallery's wasm links none of the lab-only shell.

use crate::platform::page::Page;
use crate::shell::lab_shell::LabShell;

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
