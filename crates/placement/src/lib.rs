//! # placement — the engine of Placement Playground
//!
//! Pure, deterministic models of three placement decisions, each returning its
//! explanation as data:
//!
//! - [`longhorn`]: Longhorn (SUSE Storage) replica scheduling — anti-affinity
//!   tiers, disk checks, the balance score;
//! - [`capacity`]: the Kubernetes scheduler's volume-binding filter with
//!   CSIStorageCapacity objects;
//! - [`fleet`]: Fleet's rollout strategy, reconcile by reconcile;
//! - [`report`]: a case report of a scenario, above the domains, and its redaction.
//!
//! Above them, [`walk`] steps through a lab's scenario as a lesson or a story.
//!
//! They share a small [`kernel`]: Kubernetes quantities, labels and selectors,
//! and the [`InputError`] that names the field path of any bad input.
//!
//! The crate has no I/O, no clock, no randomness and no JavaScript: the same
//! input always gives the same output, on every target.
//!
//! ```
//! use placement::longhorn::balance::balance_score;
//! // The docs example: node A after placing 100 GiB on it.
//! let score = balance_score(&[900.0, 1300.0]);
//! assert!((score - 0.3636).abs() < 1e-3);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bundle;
pub mod capacity;
pub mod fleet;
pub mod kernel;
pub mod longhorn;
pub mod report;
pub mod walk;

pub use kernel::error::InputError;
