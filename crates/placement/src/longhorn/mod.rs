//! Longhorn (SUSE Storage) replica scheduling.
//!
//! - [`balance`]: the v1.11+ balance pick among candidate disks.

pub mod balance;
