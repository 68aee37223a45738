//! Formats a Fluent pattern (parsed by `fluent-syntax`) with arguments.
//!
//! This is the part of Fluent the catalogs use — text, variables, message and
//! term references (terms with literal named arguments), and selectors on a number's
//! plural category, an exact number or a text — without `fluent-bundle`'s
//! resolver, its plural-rule tables and its memoizer (about 50 KB gzip in every
//! lab's first load; see docs/i18n.md, "How it works"). Plural categories come from the
//! caller (the browser's `Intl.PluralRules`). A native test formats every
//! catalog message with `fluent-bundle` and with this module and compares them.

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use placement::kernel::float_text::parse_f64;

/// An argument's value: a text, or a number with the text it is shown as
/// (formatted for the locale) and the value its plural category is chosen by.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Number { value: f64, shown: String },
}

/// What a pattern is resolved against: the catalog's entries and the locale's
/// plural rule.
pub trait Scope {
    /// The value of the message `id` (a reference `{ other-message }`).
    fn message(&self, id: &str) -> Option<&Pattern<&'static str>>;
    /// The value of the term `-id` (a reference `{ -term }`).
    fn term(&self, id: &str) -> Option<&Pattern<&'static str>>;
    /// The plural category of `n` (`one`, `few`, `many`, `other`, …).
    fn plural(&self, n: f64) -> &'static str;
}

/// References nest at most this deep: a catalog that refers to itself in a
/// loop shows the reference instead of overflowing the stack.
const MAX_DEPTH: usize = 8;

/// The pattern's text with `args` in place; a missing argument or entry shows
/// as Fluent shows it (`{$name}`, `{-term}`), so nothing is silently dropped.
pub fn format(scope: &dyn Scope, pattern: &Pattern<&str>, args: &[(&str, Value)]) -> String {
    let mut out = String::new();
    write_pattern(scope, pattern, args, 0, &mut out);
    out
}

fn write_pattern(scope: &dyn Scope, pattern: &Pattern<&str>, args: &[(&str, Value)], depth: usize, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => write_expression(scope, expression, args, depth, out),
        }
    }
}

fn write_expression(scope: &dyn Scope, expression: &Expression<&str>, args: &[(&str, Value)], depth: usize, out: &mut String) {
    match expression {
        Expression::Inline(inline) => write_inline(scope, inline, args, depth, out),
        Expression::Select { selector, variants } => {
            let chosen = selected(scope, selector, args, variants.iter().map(|v| &v.key))
                .or_else(|| variants.iter().position(|v| v.default))
                .unwrap_or(0);
            if let Some(variant) = variants.get(chosen) {
                write_pattern(scope, &variant.value, args, depth, out);
            }
        }
    }
}

/// The index of the variant whose key matches the selector's value: a text
/// by its name; a number by an equal number key, else by its plural category.
fn selected<'k>(
    scope: &dyn Scope,
    selector: &InlineExpression<&str>,
    args: &[(&str, Value)],
    keys: impl Iterator<Item = &'k VariantKey<&'k str>> + Clone,
) -> Option<usize> {
    let value = match selector {
        InlineExpression::VariableReference { id } => lookup(args, id.name)?.clone(),
        InlineExpression::StringLiteral { value } => Value::Text((*value).to_string()),
        InlineExpression::NumberLiteral { value } => Value::Number { value: parse_f64(value)?, shown: (*value).to_string() },
        _ => return None,
    };
    match value {
        Value::Text(text) => keys.clone().position(|k| matches!(k, VariantKey::Identifier { name } if *name == text)),
        Value::Number { value, .. } => {
            let exact = keys.clone().position(|k| matches!(k, VariantKey::NumberLiteral { value: v } if parse_f64(v) == Some(value)));
            let category = scope.plural(value);
            exact.or_else(|| keys.clone().position(|k| matches!(k, VariantKey::Identifier { name } if *name == category)))
        }
    }
}

fn lookup<'a>(args: &'a [(&str, Value)], name: &str) -> Option<&'a Value> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}

fn write_inline(scope: &dyn Scope, inline: &InlineExpression<&str>, args: &[(&str, Value)], depth: usize, out: &mut String) {
    match inline {
        InlineExpression::StringLiteral { value } => out.push_str(value),
        InlineExpression::NumberLiteral { value } => out.push_str(value),
        InlineExpression::VariableReference { id } => match lookup(args, id.name) {
            Some(Value::Text(text)) => out.push_str(text),
            Some(Value::Number { shown, .. }) => out.push_str(shown),
            None => out.push_str(&format!("{{${}}}", id.name)),
        },
        InlineExpression::MessageReference { id, attribute: None } => match scope.message(id.name) {
            Some(pattern) if depth < MAX_DEPTH => write_pattern(scope, pattern, args, depth + 1, out),
            _ => out.push_str(&format!("{{{}}}", id.name)),
        },
        InlineExpression::TermReference { id, attribute: None, arguments } => match scope.term(id.name) {
            Some(pattern) if depth < MAX_DEPTH => {
                // A term sees only the arguments it is given, by name.
                let named: Vec<(&str, Value)> = arguments
                    .iter()
                    .flat_map(|a| &a.named)
                    .filter_map(|n| Some((n.name.name, argument(&n.value)?)))
                    .collect();
                write_pattern(scope, pattern, &named, depth + 1, out);
            }
            _ => out.push_str(&format!("{{-{}}}", id.name)),
        },
        InlineExpression::Placeable { expression } => write_expression(scope, expression, args, depth, out),
        // Attributes and functions are not used by the catalogs (the catalog test refuses them).
        _ => out.push_str("{???}"),
    }
}

/// A term argument's value (Fluent allows only literals there).
fn argument(value: &InlineExpression<&str>) -> Option<Value> {
    match value {
        InlineExpression::StringLiteral { value } => Some(Value::Text((*value).to_string())),
        InlineExpression::NumberLiteral { value } => Some(Value::Number { value: parse_f64(value)?, shown: (*value).to_string() }),
        _ => None,
    }
}
