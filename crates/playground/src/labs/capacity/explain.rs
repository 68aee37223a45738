//! "Explain this as a lesson" (issue 34): the lab hands its pod's engine input
//! to the Learn page (`lab_list::EXPLAIN_KEY`), which turns it into a generated
//! walk-through ([`placement::walk::explain_as_walk`]). Writing a
//! [`FilterInput`] as JSON is serde code a first visit never runs, so it is
//! fetched on the button's first press, with the workload tab's chunk
//! (`capacity_parts`), which writes the same objects for the worker.

use placement::capacity::FilterInput;

crate::split_value!(pub EXPLAIN_REQUEST: fn(&FilterInput) -> String => request);

/// The Learn page's request for `input`: `{"lab": "capacity", "scenario": <FilterInput>}`.
pub fn request(input: &FilterInput) -> String {
    serde_json::json!({ "lab": "capacity", "scenario": input }).to_string()
}

/// Hands `input` to the Learn page and opens its generated lesson; the
/// chunk's or the storage's refusal, said, otherwise.
pub async fn open_lesson(input: FilterInput) -> Result<(), String> {
    let make = crate::platform::split::fetch(&EXPLAIN_REQUEST)
        .await
        .map_err(crate::platform::split::LoadFailed::message)?;
    crate::platform::storage::set(crate::platform::lab_list::EXPLAIN_KEY, &make(&input))?;
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash("#/learn/explain/1");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The request the Learn page reads back: the engine explains the very input the lab ran.
    #[test]
    fn the_request_is_read_back_into_the_same_walk_as_the_input() {
        let draft = super::super::presets::find("multi-volume").expect("preset").draft();
        let input = draft.parse().expect("the preset reads").filter;
        let request: serde_json::Value = serde_json::from_str(&request(&input)).expect("JSON");
        assert_eq!(request["lab"], "capacity");
        let walk = placement::walk::explain_as_walk(placement::walk::Lab::Capacity, &request["scenario"]).expect("walk");
        let direct = placement::walk::explain_as_walk(
            placement::walk::Lab::Capacity,
            &serde_json::to_value(&input).expect("value"),
        )
        .expect("walk");
        assert_eq!(walk, direct);
        assert!(walk.steps.len() >= 2, "{} steps", walk.steps.len());
    }
}
