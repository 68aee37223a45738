//! The browser plumbing every page shares, below the components and the labs: the page's address,
//! local storage, scenario documents, undo history, Web Worker jobs, split chunks and the panic
//! banner. It imports only [`crate::text`].

pub mod address;
pub mod catalog;
pub(crate) mod export;
pub mod history;
pub(crate) mod import_job;
pub mod language;
pub mod lab_list;
pub mod page;
pub(crate) mod panic_banner;
pub(crate) mod scenario;
pub mod split;
pub(crate) mod storage;
pub(crate) mod style;
pub mod worker;
