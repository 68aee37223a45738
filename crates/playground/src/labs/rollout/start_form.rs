//! The per-cluster fields of a live rollout: the cluster's namespace and the
//! BundleDeployment it has when the simulation starts (staged, deployed and
//! applied versions, ready, modified, a failed apply's message, the Deployed /
//! Installed / Monitored conditions' messages the Ready message shows, #37).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::text::messages::text;

use super::draft::{FieldErrors, StartDraft, StartField};
use super::Edit;
use crate::components::TextField;

/// The namespace field and the starting-BundleDeployment fields of `name`.
pub fn cluster_start_fields(
    name: &str,
    namespace: String,
    start: Option<&StartDraft>,
    errors: &FieldErrors,
    edit: &Callback<Edit>,
) -> Html {
    let err = |field: &str| errors.get(&format!("fleet.starts.{name}.{field}")).cloned();
    let on_namespace = {
        let n = name.to_string();
        edit.reform(move |t| Edit::Namespace(n.clone(), t))
    };
    let on_has = {
        let n = name.to_string();
        edit.reform(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            Edit::Start(n.clone(), on.then(StartDraft::default))
        })
    };
    let field = |f: StartField| {
        let n = name.to_string();
        let current = start.cloned().unwrap_or_default();
        edit.reform(move |t: String| Edit::Start(n.clone(), Some(current.with(f, t))))
    };
    let flag = |f: StartField| {
        let on = field(f);
        Callback::from(move |e: Event| {
            on.emit(
                e.target_unchecked_into::<HtmlInputElement>()
                    .checked()
                    .to_string(),
            )
        })
    };
    html! {
        <>
            <TextField id="edit-cluster-namespace" label={text("ro-namespace", &[])} value={namespace}
                on_input={on_namespace} />
            <label class="check" for="edit-cluster-has-bd">
                <input type="checkbox" id="edit-cluster-has-bd" checked={start.is_some()} onchange={on_has} />
                { " " }{ text("ro-start-has-deployment", &[]) }
            </label>
            if let Some(s) = start {
                <TextField id="edit-cluster-staged" label={text("ro-start-staged", &[])} value={s.staged.clone()}
                    error={err("stagedDeploymentID")} on_input={field(StartField::Staged)} />
                <TextField id="edit-cluster-deployed" label="deploymentID" value={s.deployed.clone()}
                    error={err("deploymentID")} on_input={field(StartField::Deployed)} />
                <TextField id="edit-cluster-applied" label="appliedDeploymentID" value={s.applied.clone()}
                    error={err("appliedDeploymentID")} on_input={field(StartField::Applied)} />
                <label class="check" for="edit-cluster-ready">
                    <input type="checkbox" id="edit-cluster-ready" checked={s.ready} onchange={flag(StartField::Ready)} />
                    { " " }{ text("ro-deployment-ready", &[]) }
                </label>
                <label class="check" for="edit-cluster-modified">
                    <input type="checkbox" id="edit-cluster-modified" checked={s.modified} onchange={flag(StartField::Modified)} />
                    { " " }{ text("ro-deployment-modified", &[]) }
                </label>
                <TextField id="edit-cluster-error" label={text("ro-start-error", &[])} value={s.error.clone()}
                    on_input={field(StartField::Error)} />
                <TextField id="edit-cluster-deployed-message" label={text("ro-start-deployed-message", &[])}
                    value={s.deployed_message.clone()} on_input={field(StartField::DeployedMessage)} />
                <TextField id="edit-cluster-installed-message" label={text("ro-start-installed-message", &[])}
                    value={s.installed_message.clone()} on_input={field(StartField::InstalledMessage)} />
                <TextField id="edit-cluster-monitored-message" label={text("ro-start-monitored-message", &[])}
                    value={s.monitored_message.clone()} on_input={field(StartField::MonitoredMessage)} />
                if !s.modified_status.is_empty() || !s.non_ready_status.is_empty() {
                    <p class="hint">{ crate::text::messages::text_with("ro-start-resource-status", &[
                        ("modified", crate::text::i18n::number(s.modified_status.len() as f64)),
                        ("nonReady", crate::text::i18n::number(s.non_ready_status.len() as f64)),
                    ]) }</p>
                }
            }
        </>
    }
}
