//! A sentence handed from a worker to the page: the worker has no catalog, so it hands over a
//! message id with its arguments (or the engine's message), which the page says in its
//! language. The support bundle's reader and the labs' imports write them.

use placement::kernel::message::Message;
use serde::{Deserialize, Serialize};

/// A sentence the worker says and the page shows in its language: the
/// worker has no catalog, so it hands over a message id of shell.ftl with
/// its arguments, the engine's own message (its notes, why an object was
/// skipped), or a text that stays as it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Sentence {
    Message { id: String, args: Vec<(String, Arg)> },
    /// The engine's message and the English it wrote beside it.
    Engine { message: Message, english: String },
    Verbatim(String),
}

/// An argument of a [`Sentence`]: counts choose the plural form.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Arg {
    Text(String),
    Count(u64),
    /// A time as the bundle wrote it (RFC 3339), shown in the page's date format.
    Time(String),
}

impl Sentence {
    pub(crate) fn new(id: &str, args: &[(&str, Arg)]) -> Sentence {
        let args = args.iter().map(|(n, a)| (n.to_string(), a.clone())).collect();
        Sentence::Message { id: id.into(), args }
    }

    /// A page sentence with text arguments (what `messages::text` says).
    pub fn texts(id: &str, args: &[(&str, &str)]) -> Sentence {
        let args = args.iter().map(|(n, a)| (n.to_string(), Arg::Text(a.to_string()))).collect();
        Sentence::Message { id: id.into(), args }
    }

    /// The sentence in the page's language.
    pub fn text(&self) -> String {
        match self {
            Sentence::Verbatim(text) => text.clone(),
            Sentence::Engine { message, english } => crate::text::messages::said(message, english),
            Sentence::Message { id, args } => {
                let args: Vec<(&str, crate::text::i18n::Value)> = args
                    .iter()
                    .map(|(n, a)| match a {
                        Arg::Text(t) => (n.as_str(), crate::text::i18n::Value::Text(t.clone())),
                        Arg::Count(c) => (n.as_str(), crate::text::i18n::number(*c as f64)),
                        Arg::Time(t) => (n.as_str(), crate::text::i18n::Value::Text(crate::text::i18n::date_time(crate::text::i18n::locale(), t))),
                    })
                    .collect();
                crate::text::messages::text_with(id, &args)
            }
        }
    }
}
