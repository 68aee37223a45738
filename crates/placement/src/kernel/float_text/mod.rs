//! Floats as text without core's float machinery: reading decimal text
//! exactly as `str::parse::<f64>` does ([`parse_f64`]) and writing exactly
//! as `format!("{x}")` and `format!("{x:.N}")` do ([`shortest`], [`fixed`]).
//!
//! Why our own: core's parser carries a 10 KB table of 128-bit powers of
//! five and its formatter (Grisu with a Dragon4 fallback) 12 KB of code and
//! tables. Random bits do not compress, so every wasm bundle that parsed or
//! printed one float paid 12–13 KB gzip for the parser and about 6 for the
//! formatter — the playground's shell included, which parses only catalog
//! variant keys. The replacements are small and exact: the tests compare
//! them with std on random and hand-picked values, bit for bit and
//! character for character.

mod big;
mod parse;
mod write;

pub use parse::parse_f64;
pub use write::{fixed, shortest};
