//! What a paste lacks for a decision, in the user's terms: the kinds, why the
//! decision needs them, and the `kubectl get …` that prints them. The three
//! kubectl imports (Longhorn, capacity, Fleet) return a list of these beside
//! their result, so a partial paste says what to fetch instead of leaving
//! the user with notes on single objects.

use serde::{Deserialize, Serialize};

/// Kinds a decision needs that the paste does not hold.
///
/// ```
/// use placement::kernel::missing::Missing;
/// let m = Missing::new(
///     &["nodes.longhorn.io"],
///     "The scheduler places replicas on the disks of Longhorn nodes, and no node was pasted.",
///     "kubectl -n longhorn-system get nodes.longhorn.io -o yaml",
/// );
/// assert_eq!(m.kinds, ["nodes.longhorn.io"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Missing {
    /// The resources as `kubectl get` names them (`nodes.longhorn.io`, `storageclasses`).
    pub kinds: Vec<String>,
    /// Why the decision needs them: whole sentences, naming the objects concerned.
    pub why: String,
    /// The command whose output holds them; paste its output with the rest.
    pub command: String,
}

impl Missing {
    /// The kinds, why they are needed, and the command that prints them.
    pub fn new(kinds: &[&str], why: impl Into<String>, command: impl Into<String>) -> Missing {
        Missing {
            kinds: kinds.iter().map(|k| k.to_string()).collect(),
            why: why.into(),
            command: command.into(),
        }
    }
}

/// Names for a sentence: `a`, `a and b`, `a, b and c`.
///
/// ```
/// use placement::kernel::missing::names;
/// assert_eq!(names(&["a", "b", "c"]), "a, b and c");
/// assert_eq!(names(&["a"]), "a");
/// ```
pub fn names<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
    }
}
