//! A whole sentence of the catalogs with some of its arguments marked up
//! (`<strong>`, `<code>`): the message is formatted once, with each marked
//! argument as a placeholder, and the placeholders become elements. So a
//! translation can move the marked parts anywhere in its sentence.

use yew::prelude::*;

use crate::text::i18n::Value;

/// The placeholder of the marked argument at `index` (private-use characters,
/// which no catalog text or argument holds).
fn placeholder(index: usize) -> String {
    format!("\u{E000}{index}\u{E001}")
}

/// The message `id` with `plain` arguments as text and `marked` ones as `wrap(value)`.
pub fn marked(id: &str, plain: &[(&str, &str)], marked: &[(&str, &str)], wrap: fn(String) -> Html) -> Html {
    let mut args: Vec<(&str, Value)> = plain.iter().map(|(n, v)| (*n, Value::Text((*v).to_string()))).collect();
    args.extend(marked.iter().enumerate().map(|(i, (n, _))| (*n, Value::Text(placeholder(i)))));
    let text = crate::text::messages::text_with(id, &args);
    html! { <>{ for split(&text).into_iter().map(|part| match part {
        Part::Text(t) => html! { { t } },
        Part::Marked(i) => marked.get(i).map_or_else(|| html! {}, |(_, v)| wrap((*v).to_string())),
    }) }</> }
}

/// The arguments that quote the real systems verbatim (kube-scheduler's
/// event and PreFilter messages, PreBind's errors), by message id: they stay
/// English inside the translated sentence, in a `<span lang="en">`.
const VERBATIM_ARGS: &[(&str, &str)] = &[
    ("capacity-pod-rejected", "message"),
    ("capacity-pod-none", "event"),
    ("capacity-node-prefilter", "message"),
    ("capacity-node-fails", "reasons"),
    ("capacity-outside-claim-problem", "message"),
    ("capacity-prebind-fails", "error"),
    ("capacity-prebind-timeout", "error"),
    ("capacity-prebind-node-deleted", "error"),
    ("capacity-prebind-pod-deleted", "error"),
    ("capacity-sim-bind-timeout", "error"),
];

/// An engine message in the page's language, its verbatim arguments (see
/// `VERBATIM_ARGS`) marked `lang="en"`.
pub fn engine_message(message: &placement::kernel::message::Message) -> Html {
    let verbatim: Vec<&str> = VERBATIM_ARGS.iter().filter(|(id, _)| *id == message.id).map(|(_, arg)| *arg).collect();
    if verbatim.is_empty() {
        return html! { { crate::text::messages::render(message) } };
    }
    let mut quoted = Vec::new();
    let args: Vec<(&str, Value)> = crate::text::messages::arguments(message)
        .into_iter()
        .map(|(name, value)| match value {
            Value::Text(t) if verbatim.contains(&name) => {
                quoted.push(t);
                (name, Value::Text(placeholder(quoted.len() - 1)))
            }
            other => (name, other),
        })
        .collect();
    let text = crate::text::messages::text_with(&message.id, &args);
    html! { <>{ for split(&text).into_iter().map(|part| match part {
        Part::Text(t) => html! { { t } },
        Part::Marked(i) => quoted.get(i).map_or_else(|| html! {}, |v| html! { <span lang="en">{ v.clone() }</span> }),
    }) }</> }
}

/// An engine message (its arguments shown as [`crate::text::messages::render`]
/// shows them) with the arguments named in `parts` replaced by elements (a
/// scrubbable number in a lesson's narration), wherever the translation puts them.
pub fn message_with_parts(message: &placement::kernel::message::Message, parts: Vec<(&str, Html)>) -> Html {
    let args: Vec<(&str, Value)> = crate::text::messages::arguments(message)
        .into_iter()
        .map(|(name, value)| match parts.iter().position(|(n, _)| *n == name) {
            Some(i) => (name, Value::Text(placeholder(i))),
            None => (name, value),
        })
        .collect();
    let text = crate::text::messages::text_with(&message.id, &args);
    html! { <>{ for split(&text).into_iter().map(|part| match part {
        Part::Text(t) => html! { { t } },
        Part::Marked(i) => parts.get(i).map_or_else(|| html! {}, |(_, h)| h.clone()),
    }) }</> }
}

#[derive(Debug, PartialEq)]
enum Part {
    Text(String),
    Marked(usize),
}

/// The formatted text cut at its placeholders.
fn split(text: &str) -> Vec<Part> {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('\u{E000}') {
        let after = &rest[start + '\u{E000}'.len_utf8()..];
        let Some(end) = after.find('\u{E001}') else { break };
        let Ok(index) = after[..end].parse::<usize>() else { break };
        if start > 0 {
            parts.push(Part::Text(rest[..start].to_string()));
        }
        parts.push(Part::Marked(index));
        rest = &after[end + '\u{E001}'.len_utf8()..];
    }
    if !rest.is_empty() {
        parts.push(Part::Text(rest.to_string()));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_become_marked_parts_in_the_translation_s_order() {
        let text = format!("a {} b {} c", placeholder(1), placeholder(0));
        assert_eq!(
            split(&text),
            vec![Part::Text("a ".into()), Part::Marked(1), Part::Text(" b ".into()), Part::Marked(0), Part::Text(" c".into())]
        );
        assert_eq!(split(&placeholder(0)), vec![Part::Marked(0)]);
        assert_eq!(split("plain"), vec![Part::Text("plain".into())]);
    }
}
