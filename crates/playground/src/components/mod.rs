//! Small form controls shared by the labs.

pub mod apply;
pub mod bundle_import;
pub mod case_report;
pub mod case_report_panel;
pub mod compact;
pub mod disclosure;
pub mod explain_lesson;
mod fields;
pub mod file_input;
pub mod keys;
pub mod marked;
mod missing_kinds;
pub mod panes;
mod paste_box;
mod preset_picker;
pub mod reveal;
pub mod score_table;
pub mod scrub_number;
pub mod step_controls;
pub mod usable_slider;

pub use fields::{AmountField, TextField};
pub use missing_kinds::MissingKinds;
pub use paste_box::{Filled, PasteBox};
pub use preset_picker::PresetPicker;
