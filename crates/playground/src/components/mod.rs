//! Small form controls shared by the labs.

mod fields;
pub mod file_input;
pub mod score_table;

pub use fields::{AmountField, TextField};
