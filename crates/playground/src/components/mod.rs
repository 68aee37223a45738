//! Small form controls shared by the labs.

mod fields;
pub mod file_input;
mod missing_kinds;
mod paste_box;
pub mod score_table;

pub use fields::{AmountField, TextField};
pub use missing_kinds::MissingKinds;
pub use paste_box::PasteBox;
