//! The shell around the labs: the app (header, navigation, scenario bar), the preset catalog and
//! gallery, share links, embedding, the support bundle panel and the worker's job runners. The
//! top layer below the crate root: it may import every lower layer, nothing imports it.

pub mod app;
pub mod bundle;
#[cfg(test)]
mod catalog_tests;
pub(crate) mod embed;
pub(crate) mod embed_button;
pub(crate) mod embed_dialog;
pub mod gallery;
pub mod jobs;
pub mod lab_shell;
pub mod scenario_actions;
pub(crate) mod share;
pub mod support_bundle;
pub mod theme;
