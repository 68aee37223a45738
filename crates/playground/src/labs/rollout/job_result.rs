//! The reader of a worker's simulation (fleets above `INLINE_LIMIT` clusters):
//! the strict reader of a `RolloutSimulation` is about a fifth of the lab's
//! code and only such fleets need it. A chunk of its own (`rollout_job`,
//! src/bin/rollout.rs), fetched when the first job starts, so it is on the
//! page, as a rule, before the worker answers.

use std::rc::Rc;

use placement::fleet::RolloutSimulation;
use yew::prelude::*;

use super::Action;
use crate::platform::worker::parse_output;

#[derive(Properties, PartialEq)]
pub struct JobResultProps {
    /// The job's number.
    pub id: u64,
    /// The worker's answer (JSON), once it came.
    pub result: Option<Rc<String>>,
    pub dispatch: Callback<Action>,
}

crate::split_part!(
    /// The reader, or while its chunk is fetched a short line in the job's bar.
    pub JobResult(pub JOB_RESULT: JobResultProps) => job_result
);

pub fn job_result(props: &JobResultProps) -> Html {
    match &props.result {
        Some(json) => {
            html! { <ReadResult id={props.id} result={json.clone()} dispatch={props.dispatch.clone()} /> }
        }
        None => html! {},
    }
}

#[derive(Properties, PartialEq)]
struct ReadProps {
    id: u64,
    result: Rc<String>,
    dispatch: Callback<Action>,
}

/// Reads the answer once, after it is drawn (a reducer reads nothing).
#[function_component]
fn ReadResult(props: &ReadProps) -> Html {
    let (result, dispatch) = (props.result.clone(), props.dispatch.clone());
    use_effect_with(props.id, move |&id| {
        dispatch.emit(match parse_output::<RolloutSimulation>(&result) {
            Ok(sim) => Action::JobRead(id, Rc::new(sim)),
            Err(e) => Action::JobFailed(id, e),
        });
    });
    html! {}
}
