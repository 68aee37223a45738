//! The first lines of the why panel: the engine's answer for the selected
//! replica (one sentence), then what would change it — each suggestion a
//! button that applies the engine's edit to the drawing as one undoable edit;
//! then what would help on the cluster that the lab cannot apply (no button).

use placement::longhorn::{Edit, ReplicaAnswer};
use yew::prelude::*;

use crate::text::messages::{render, text};

#[derive(Properties, PartialEq)]
pub struct AnswerProps {
    /// The selected replica's answer (none: the run explained nothing).
    pub answer: Option<ReplicaAnswer>,
    /// Applies a suggested edit (absent: suggestions are shown without buttons).
    #[prop_or_default]
    pub on_apply: Option<Callback<Edit>>,
}

#[function_component]
pub fn AnswerLines(props: &AnswerProps) -> Html {
    let Some(answer) = &props.answer else {
        return html! {};
    };
    html! {
        <>
            <p class="why-answer" id="why-answer"><strong>{ render(&answer.answer) }</strong></p>
            if !answer.changes.is_empty() {
                <div class="why-changes" id="why-changes">
                    <p>{ text("lh-answer-changes", &[]) }</p>
                    <ul>{ for answer.changes.iter().map(|c| {
                        let sentence = render(&c.message);
                        let apply = props.on_apply.clone().map(|cb| {
                            let edit = c.edit.clone();
                            Callback::from(move |_: MouseEvent| cb.emit(edit.clone()))
                        });
                        html! {
                            <li class="why-change">
                                <span>{ sentence.clone() }</span>
                                if let Some(onclick) = apply {
                                    { crate::components::apply::apply_button(text("lh-answer-apply-label", &[("change", &sentence)]),
                                        text("lh-answer-apply", &[]), onclick) }
                                }
                            </li>
                        }
                    }) }</ul>
                    { crate::components::apply::read_only_note() }
                </div>
            }
            if !answer.outside.is_empty() {
                <div class="why-changes why-outside" id="why-outside">
                    <p>{ text("lh-answer-outside", &[]) }</p>
                    <ul>{ for answer.outside.iter().map(|m| html! { <li class="why-change">{ render(m) }</li> }) }</ul>
                </div>
            }
        </>
    }
}
