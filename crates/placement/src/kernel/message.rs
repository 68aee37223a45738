//! A user-visible sentence as data: a message id and named arguments.
//!
//! The engine has no locale data. Each sentence it wants shown (an answer,
//! a suggested change, a change summary) is a [`Message`]: the id names one
//! whole sentence in the playground's catalog (and, later, its Fluent
//! translations), the arguments fill its named placeholders. No sentence is
//! glued from fragments, so a translation can reorder every part.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One whole sentence: an id (`longhorn-placed-only-zone`, …) and its arguments
/// (the default, with an empty id, stands for no sentence).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Message {
    /// The sentence's id; the catalog holds its text with `{name}` placeholders.
    pub id: String,
    /// The placeholders' values by name, in name order.
    pub args: BTreeMap<String, MessageArg>,
}

/// An argument: text (a name, a setting), a number (bytes, counts, percentages)
/// or whole sentences of their own (a list of messages, each said in the
/// reader's language and joined by the catalog's `message-list-separator`; a
/// list of one is a sentence part such as `limit()`'s arithmetic).
///
/// In JSON it is the plain value: a string, a number or an array of messages
/// (serialized by hand: serde's untagged enums buffer every value and cost
/// kilobytes of wasm in every bundle that reads a message).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), serde(untagged))]
pub enum MessageArg {
    /// A name or any text shown as it is.
    Text(String),
    /// A whole number; which unit it has is the message's to say (`…Bytes` names are bytes,
    /// `…TenThousandths` names a decimal in units of 1/10 000).
    Number(i64),
    /// Messages said in the same language, joined by `message-list-separator`.
    List(Vec<Message>),
}

impl Serialize for MessageArg {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            MessageArg::Text(s) => serializer.serialize_str(s),
            MessageArg::Number(n) => serializer.serialize_i64(*n),
            MessageArg::List(list) => list.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for MessageArg {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Arg;
        impl<'de> serde::de::Visitor<'de> for Arg {
            type Value = MessageArg;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string, an integer or a list of messages")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<MessageArg, E> {
                Ok(MessageArg::Text(v.to_string()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<MessageArg, E> {
                Ok(MessageArg::Text(v))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<MessageArg, E> {
                Ok(MessageArg::Number(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<MessageArg, E> {
                Ok(MessageArg::from(v))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<MessageArg, E> {
                // JavaScript numbers arrive as floats: a whole one is the integer.
                if v.fract() == 0.0 && v.abs() < 9.0e15 {
                    Ok(MessageArg::Number(v as i64))
                } else {
                    Err(E::invalid_value(serde::de::Unexpected::Float(v), &self))
                }
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<MessageArg, A::Error> {
                let mut list = Vec::new();
                while let Some(m) = seq.next_element::<Message>()? {
                    list.push(m);
                }
                Ok(MessageArg::List(list))
            }
        }
        deserializer.deserialize_any(Arg)
    }
}

impl From<&str> for MessageArg {
    fn from(s: &str) -> Self {
        MessageArg::Text(s.to_string())
    }
}

impl From<String> for MessageArg {
    fn from(s: String) -> Self {
        MessageArg::Text(s)
    }
}

impl From<&String> for MessageArg {
    fn from(s: &String) -> Self {
        MessageArg::Text(s.clone())
    }
}

impl From<i64> for MessageArg {
    fn from(n: i64) -> Self {
        MessageArg::Number(n)
    }
}

impl From<usize> for MessageArg {
    fn from(n: usize) -> Self {
        MessageArg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u64> for MessageArg {
    fn from(n: u64) -> Self {
        MessageArg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<Message> for MessageArg {
    fn from(m: Message) -> Self {
        MessageArg::List(vec![m])
    }
}

impl From<Vec<Message>> for MessageArg {
    fn from(list: Vec<Message>) -> Self {
        MessageArg::List(list)
    }
}

impl Message {
    /// A message without arguments yet.
    pub fn new(id: &str) -> Self {
        Message {
            id: id.to_string(),
            args: BTreeMap::new(),
        }
    }

    /// Adds the argument `name`.
    pub fn arg(mut self, name: &str, value: impl Into<MessageArg>) -> Self {
        self.args.insert(name.to_string(), value.into());
        self
    }

    /// The text argument `name`, if any.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.args.get(name) {
            Some(MessageArg::Text(s)) => Some(s),
            _ => None,
        }
    }

    /// The number argument `name`, if any.
    pub fn number(&self, name: &str) -> Option<i64> {
        match self.args.get(name) {
            Some(MessageArg::Number(n)) => Some(*n),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_serialize_as_plain_values_by_name() {
        let m = Message::new("x").arg("replica", "v-r-1").arg("bytes", 5i64);
        assert_eq!(
            serde_json::to_string(&m).unwrap(),
            r#"{"id":"x","args":{"bytes":5,"replica":"v-r-1"}}"#
        );
        assert_eq!(m.text("replica"), Some("v-r-1"));
        assert_eq!(m.number("bytes"), Some(5));
        let nested = Message::new("y").arg(
            "items",
            vec![Message::new("a"), Message::new("b").arg("n", 1i64)],
        );
        let json = serde_json::to_string(&nested).unwrap();
        assert_eq!(
            json,
            r#"{"id":"y","args":{"items":[{"id":"a","args":{}},{"id":"b","args":{"n":1}}]}}"#
        );
        assert_eq!(serde_json::from_str::<Message>(&json).unwrap(), nested);
    }
}

/// A sentence the engine says in English and as a [`Message`], side by side
/// until a result splits them into its English field and its `…Messages` one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The English the engine has always written.
    pub text: String,
    /// The same sentence as a message of `locales/<lang>/engine.ftl`.
    pub message: Message,
}

impl Said {
    /// `text` and its `message`.
    pub fn new(text: impl Into<String>, message: Message) -> Said {
        Said {
            text: text.into(),
            message,
        }
    }

    /// The English texts and the messages of `said`, in order.
    pub fn split(said: Vec<Said>) -> (Vec<String>, Vec<Message>) {
        said.into_iter().map(|s| (s.text, s.message)).unzip()
    }
}
