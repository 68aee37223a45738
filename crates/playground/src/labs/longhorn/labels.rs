//! Small words and ids the lab's views share: a replica's state in words, a
//! volume's key letter, a chip's short label, an id-safe slug. Below every
//! view (the result, the map, the overview, the why and what-if panels, the
//! volumes form), so none of them imports another for these.

use placement::longhorn::ReplicaState;

use crate::text::messages::text;

/// A replica's state, in words (the map's chips and the why panel use it too).
pub fn state_label(state: ReplicaState) -> String {
    let id = match state {
        ReplicaState::Healthy => "lh-state-existing",
        ReplicaState::Failed => "lh-state-failed",
        ReplicaState::Reused => "lh-state-reused",
        ReplicaState::New => "lh-state-new",
        ReplicaState::Unscheduled => "lh-state-unscheduled",
    };
    text(id, &[])
}

/// An id-safe form of a name.
pub fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// A volume's short label on the map, beside its colour and pattern (so the
/// colour is never the only cue): A, B, … Z, then 27, 28, …
pub fn volume_key(k: usize) -> String {
    match u8::try_from(k).ok().filter(|&k| k < 26) {
        Some(k) => char::from(b'A' + k).to_string(),
        None => (k + 1).to_string(),
    }
}

/// A chip's label: the replica's suffix (`r-1`, `old-2`).
pub fn short(name: &str) -> String {
    let parts: Vec<&str> = name.rsplitn(3, '-').collect();
    match parts.as_slice() {
        [n, kind, _] => format!("{kind}-{n}"),
        _ => name.to_string(),
    }
}
