//! The page's words: the language and its catalogs ([`i18n`]), the engine's messages and input
//! errors in that language, and amounts as typed and shown. The lowest layer: it imports nothing
//! of the playground.

pub(crate) mod amount_input;
#[cfg(test)]
pub(crate) mod english;
pub(crate) mod error_messages;
pub mod i18n;
pub(crate) mod messages;
pub mod sentence;
pub(crate) mod units;
