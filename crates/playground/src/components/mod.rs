//! Small form controls shared by the labs.

mod fields;
pub mod file_input;
mod paste_box;
pub mod score_table;

pub use fields::{AmountField, TextField};
pub use paste_box::PasteBox;
