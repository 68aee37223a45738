//! Small form controls shared by the labs.

mod fields;

pub use fields::{AmountField, TextField};
