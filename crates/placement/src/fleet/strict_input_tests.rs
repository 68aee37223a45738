//! kernel/strict.rs and kernel/json_path.rs on Fleet's input types: arrays are refused where an
//! object is expected at any depth (structs, internally tagged enums, a tagged enum inside a
//! tagged enum's variant), and the error is named at the array's own path. Here, not in the
//! kernel, because the kernel does not import the domains (scripts/check-layers.mjs).

use crate::fleet::{PlanInput, RolloutInput, RolloutStrategy};
use crate::kernel::json_path::error_path;
use crate::kernel::strict::{ARRAY_FOR_OBJECT, from_str, from_value};

#[test]
fn arrays_are_refused_for_structs_at_any_depth() {
    let e = from_str::<RolloutStrategy>(r#"["10%", 1]"#).unwrap_err();
    assert!(e.to_string().starts_with(ARRAY_FOR_OBJECT), "{e}");
    let e = from_str::<RolloutStrategy>(r#"{"partitions":[["a"]]}"#).unwrap_err();
    assert!(e.to_string().starts_with(ARRAY_FOR_OBJECT), "{e}");
    let e = from_value::<RolloutStrategy>(serde_json::json!({"partitions": [["a"]]}));
    assert!(e.unwrap_err().to_string().starts_with(ARRAY_FOR_OBJECT));
}

#[test]
fn internally_tagged_enums_refuse_arrays() {
    let e =
        from_str::<RolloutInput>(r#"{"clusters":[],"defaultBehavior":["ready",2]}"#).unwrap_err();
    assert!(e.to_string().starts_with(ARRAY_FOR_OBJECT), "{e}");
    let e = from_str::<RolloutInput>(r#"{"clusters":[],"events":[["update",1]]}"#).unwrap_err();
    assert!(e.to_string().starts_with(ARRAY_FOR_OBJECT), "{e}");
    // A tagged enum in a tagged enum's variant (read from serde's buffer).
    let text = r#"{"clusters":[],"events":[{"action":"setBehavior","round":1,"cluster":"a","behavior":["offline"]}]}"#;
    let e = from_str::<RolloutInput>(text).unwrap_err();
    assert!(e.to_string().starts_with(ARRAY_FOR_OBJECT), "{e}");
}

#[test]
fn objects_lists_and_values_still_read() {
    let input: RolloutInput = from_str(
        r#"{"clusters":[{"name":"a","labels":{"x":"y"}}],"defaultBehavior":{"kind":"ready","afterRounds":2},
            "events":[{"action":"setBehavior","round":1,"cluster":"a","behavior":{"kind":"offline"}}]}"#,
    )
    .unwrap();
    assert_eq!(input.clusters.len(), 1);
    assert_eq!(input.events.len(), 1);
}

#[test]
fn arrays_refused_for_objects_are_named_at_their_own_path() {
    let text = r#"{"rolloutStrategy":{"partitions":[["a",1]]}}"#;
    let e = from_str::<PlanInput>(text).unwrap_err();
    assert_eq!(error_path(text, &e), "rolloutStrategy.partitions[0]");
    let text = r#"{"clusters":[],"rolloutStrategy":[1]}"#;
    let e = from_str::<PlanInput>(text).unwrap_err();
    assert_eq!(error_path(text, &e), "rolloutStrategy");
}
