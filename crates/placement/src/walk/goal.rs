//! A task's goal: `fact op value`, e.g. `winner.disk == A1` or
//! `diskStage.candidates[name=B/B1].score < 1`, checked on the learner's
//! scenario by running the engine, never by comparing inputs.

use super::facts::{self, FactValue, Sources};

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `==`: the same text, or the same number.
    Eq,
    /// `!=`.
    Ne,
    /// `<` (numbers).
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
}

/// A parsed goal.
#[derive(Clone, Debug, PartialEq)]
pub struct Goal {
    /// The fact compared.
    pub fact: String,
    /// How.
    pub op: Op,
    /// With what, as written.
    pub value: String,
}

const OPS: [(&str, Op); 6] = [
    (" == ", Op::Eq),
    (" != ", Op::Ne),
    (" <= ", Op::Le),
    (" >= ", Op::Ge),
    (" < ", Op::Lt),
    (" > ", Op::Gt),
];

impl Goal {
    /// Reads `fact op value` (spaces around the operator); `None` if it is not one.
    ///
    /// ```
    /// use placement::walk::goal::{Goal, Op};
    /// let g = Goal::parse("winner.disk == A1").unwrap();
    /// assert_eq!((g.fact.as_str(), g.op, g.value.as_str()), ("winner.disk", Op::Eq, "A1"));
    /// assert!(Goal::parse("winner.disk = A1").is_none());
    /// ```
    pub fn parse(text: &str) -> Option<Goal> {
        let (at, sign, op) = OPS
            .iter()
            .filter_map(|(sign, op)| text.find(sign).map(|at| (at, *sign, *op)))
            .min_by_key(|(at, _, _)| *at)?;
        let fact = text[..at].trim();
        let value = text[at + sign.len()..].trim();
        if value.is_empty() || !facts::parses(fact) {
            return None;
        }
        if matches!(op, Op::Lt | Op::Le | Op::Gt | Op::Ge)
            && crate::kernel::float_text::parse_f64(value).is_none()
        {
            return None;
        }
        Some(Goal {
            fact: fact.to_string(),
            op,
            value: value.to_string(),
        })
    }

    /// Whether the goal holds, and the fact's value (`None`: the fact names
    /// nothing in this result, so the goal does not hold).
    pub fn check(&self, sources: &Sources) -> (bool, Option<FactValue>) {
        let Some(actual) = facts::resolve(&self.fact, sources) else {
            return (false, None);
        };
        let wanted = crate::kernel::float_text::parse_f64(&self.value);
        let held = match (self.op, actual.as_number(), wanted) {
            (Op::Eq, Some(a), Some(w)) => a == w,
            (Op::Ne, Some(a), Some(w)) => a != w,
            (Op::Eq, _, _) => actual.as_text() == self.value,
            (Op::Ne, _, _) => actual.as_text() != self.value,
            (Op::Lt, Some(a), Some(w)) => a < w,
            (Op::Le, Some(a), Some(w)) => a <= w,
            (Op::Gt, Some(a), Some(w)) => a > w,
            (Op::Ge, Some(a), Some(w)) => a >= w,
            _ => false,
        };
        (held, Some(actual))
    }
}
