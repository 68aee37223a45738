//! "Explain this as a lesson" (issue 34) for a lab whose engine input is `T`:
//! the button hands the input the lab ran to the Learn page
//! ([`crate::platform::lab_list::EXPLAIN_KEY`]), which turns it into a
//! generated walk-through (`placement::walk::explain_as_walk`), and opens it.
//! A lab draws it inside one of its parts (`labs/<lab>/explain.rs`: the
//! Longhorn why details, the rollout inspector's), so the button, the
//! hand-over and the input's JSON writer come with that part's chunk and the
//! lab's first load carries only the button's words.

use std::rc::Rc;

use yew::prelude::*;

use crate::text::messages::text;

/// Writes the Learn page's request for an input: `{"lab": …, "scenario": …}`.
pub type Writer<T> = fn(&T) -> String;

#[derive(Properties)]
pub struct ExplainLessonProps<T: 'static> {
    /// The engine input the lab ran (none while the draft has errors).
    pub input: Option<Rc<T>>,
    /// The lab's request writer.
    pub writer: Writer<T>,
    /// The button's message id (the lab's catalog).
    pub label: &'static str,
}

// The writer is the lab's one function: the input and the label say whether anything changed.
impl<T: 'static> PartialEq for ExplainLessonProps<T> {
    fn eq(&self, other: &Self) -> bool {
        let same_input = match (&self.input, &other.input) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        same_input && self.label == other.label
    }
}

/// The button, and what stopped it if something did (the storage refused).
#[function_component]
pub fn ExplainLesson<T: 'static>(p: &ExplainLessonProps<T>) -> Html {
    let problem = use_state(|| None::<String>);
    if crate::platform::address::embedded() {
        return html! {};
    }
    let onclick = {
        let (input, writer, problem) = (p.input.clone(), p.writer, problem.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(input) = input.as_deref() else { return };
            problem.set(open_lesson(&writer(input)).err());
        })
    };
    html! {
        <p class="explain-lesson">
            <button type="button" id="explain-lesson" class="small secondary" disabled={p.input.is_none()} {onclick}>
                { text(p.label, &[]) }
            </button>
            if let Some(problem) = &*problem {
                <span class="notice" role="alert" id="explain-problem">{ problem.clone() }</span>
            }
        </p>
    }
}

fn open_lesson(request: &str) -> Result<(), String> {
    crate::platform::storage::set(crate::platform::lab_list::EXPLAIN_KEY, request)?;
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash("#/learn/explain/1");
    }
    Ok(())
}

/// A lab's "Explain this as a lesson" over its engine input `$input`:
/// `explain_view` (which the lab draws inside one of its parts,
/// so that it comes with that part's chunk) and `request`, the Learn page's
/// request `{"lab": $lab, "scenario": …}`.
#[macro_export]
#[doc(hidden)]
macro_rules! explain_view {
    ($input:ty, $lab:literal, $label:literal) => {
        /// The shared button with this lab's writer and words, for `input`, the
        /// engine input the lab ran (none: nothing to explain).
        pub fn explain_view(input: Option<::std::rc::Rc<$input>>) -> ::yew::Html {
            let writer: $crate::components::explain_lesson::Writer<$input> = request;
            ::yew::html! {
                <$crate::components::explain_lesson::ExplainLesson<$input> {input} {writer} label={$label} />
            }
        }

        /// The Learn page's request for `input`.
        pub fn request(input: &$input) -> String {
            ::serde_json::json!({ "lab": $lab, "scenario": input }).to_string()
        }
    };
}
