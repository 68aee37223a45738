//! What a paste lacks for a decision, in the user's terms: the kinds, why the
//! decision needs them, and the `kubectl get …` that prints them. The three
//! kubectl imports (Longhorn, capacity, Fleet) return a list of these beside
//! their result, so a partial paste says what to fetch instead of leaving
//! the user with notes on single objects.

use serde::{Deserialize, Serialize};

use super::import_text::english;
use super::message::Message;

/// Kinds a decision needs that the paste does not hold.
///
/// ```
/// use placement::kernel::{message::Message, missing::Missing};
/// let m = Missing::new(
///     &["replicas.longhorn.io"],
///     Message::new("import-lh-missing-replicas"),
///     "kubectl -n longhorn-system get replicas.longhorn.io -o yaml",
/// );
/// assert_eq!(m.kinds, ["replicas.longhorn.io"]);
/// assert!(m.why.starts_with("No replica was pasted."));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Missing {
    /// The resources as `kubectl get` names them (`nodes.longhorn.io`, `storageclasses`).
    pub kinds: Vec<String>,
    /// Why the decision needs them: whole sentences, naming the objects concerned.
    pub why: String,
    /// `why` as a message (an id and arguments), to say it in another language.
    #[serde(default, rename = "whyMessage")]
    pub why_message: Message,
    /// The command whose output holds them; paste its output with the rest.
    pub command: String,
}

impl Missing {
    /// The kinds, why they are needed, and the command that prints them.
    pub fn new(kinds: &[&str], why: Message, command: impl Into<String>) -> Missing {
        Missing {
            kinds: kinds.iter().map(|k| k.to_string()).collect(),
            why: english(&why),
            why_message: why,
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

/// A sentence about names, for [`names`]' English without gluing: `{id}-one`
/// with `name` for a single name, else `id` with `others` (all but the last,
/// joined by `, `) and `last`, so each language joins the last as it does.
///
/// ```
/// use placement::kernel::missing::about_names;
/// let m = about_names("x", &["a", "b", "c"]);
/// assert_eq!((m.id.as_str(), m.text("others"), m.text("last")), ("x", Some("a, b"), Some("c")));
/// assert_eq!(about_names("x", &["a"]).id, "x-one");
/// ```
pub fn about_names<S: AsRef<str>>(id: &str, items: &[S]) -> Message {
    match items {
        [rest @ .., last] if !rest.is_empty() => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            Message::new(id)
                .arg("others", rest.join(", "))
                .arg("last", last.as_ref())
        }
        [.., last] => Message::new(&format!("{id}-one")).arg("name", last.as_ref()),
        [] => Message::new(&format!("{id}-one")).arg("name", ""),
    }
}
