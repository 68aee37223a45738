//! The pod view: the pod's volumes, and per node the VolumeBinding verdict with
//! its reasons and the CSIStorageCapacity objects that matched or did not.

use placement::capacity::filter::{ClaimCheck, ClaimOutcome, PreFilterStatus};
use placement::capacity::FilterResult;
use placement::kernel::quantity::Bytes;
use yew::prelude::*;

use super::draft::*;
use super::topology::select;
use super::{on_click, on_value, Edit};
use crate::components::{AmountField, TextField};
use crate::text::messages::{render, text, text_with};
use crate::text::units::Unit;

#[derive(Properties, PartialEq)]
pub struct PodViewProps {
    pub draft: CapacityDraft,
    pub errors: FieldErrors,
    pub result: Option<FilterResult>,
    pub stale: bool,
    pub dispatch: Callback<Edit>,
    /// The node whose why is shown, and how to pick another.
    pub selected: Option<String>,
    pub on_select: Callback<String>,
    /// What the last edit changed.
    pub summary: Option<placement::kernel::message::Message>,
}

fn outcome_label(o: ClaimOutcome) -> String {
    let id = match o {
        ClaimOutcome::Bound => "cap-outcome-bound",
        ClaimOutcome::PvMissing => "cap-outcome-pv-missing",
        ClaimOutcome::NodeConflict => "cap-outcome-node-conflict",
        ClaimOutcome::SelectedOtherNode => "cap-outcome-selected-other-node",
        ClaimOutcome::StaticMatch => "cap-outcome-static-match",
        ClaimOutcome::NoProvisioner => "cap-outcome-no-provisioner",
        ClaimOutcome::TopologyNotAllowed => "cap-outcome-topology-not-allowed",
        ClaimOutcome::Provisionable => "cap-outcome-provisionable",
        ClaimOutcome::NotEnoughCapacity => "cap-outcome-not-enough-capacity",
        ClaimOutcome::NotChecked => "cap-outcome-not-checked",
    };
    text(id, &[])
}

fn claim_check(c: &ClaimCheck) -> Html {
    let ok = matches!(
        c.outcome,
        ClaimOutcome::Bound | ClaimOutcome::StaticMatch | ClaimOutcome::Provisionable
    );
    html! {
        <li class={classes!("claim-check", if ok { "ok" } else if c.outcome == ClaimOutcome::NotChecked { "muted" } else { "bad" })}>
            <strong>{ format!("{} ", c.volume) }</strong>
            <span class="badge">{ outcome_label(c.outcome) }</span>
            { " — " }{ render(&c.detail_message) }
            if let Some(cap) = &c.capacity {
                <ul class="capacity-objects">
                    if let Some(skipped) = &cap.skipped_message {
                        <li class="muted">{ text("cap-capacity-check-skipped", &[("why", &render(skipped))]) }</li>
                    }
                    { for cap.considered.iter().map(|o| html! {
                        <li class={classes!("capacity-object", if o.fits { "fits" } else { "short" })}>
                            <code>{ &o.name }</code>{ format!(" {} — {}", if o.fits { "✓" } else { "✗" }, render(&o.explanation_message)) }
                        </li>
                    }) }
                    if cap.not_reaching_node > 0 {
                        <li class="muted">{ text_with("cap-objects-not-reaching", &[("count", crate::text::i18n::number(cap.not_reaching_node as f64))]) }</li>
                    }
                </ul>
            }
        </li>
    }
}

#[function_component]
pub fn PodView(props: &PodViewProps) -> Html {
    let d = &props.dispatch;
    let draft = &props.draft;
    let error = |key: String| props.errors.get(&key).cloned();
    let kinds: Vec<String> = VolumeKind::ALL.iter().map(|k| k.label()).collect();
    let claim_states: Vec<String> = EphemeralClaim::ALL.iter().map(|k| k.label()).collect();
    let pod = html! {
        <fieldset class="lock" disabled={crate::platform::address::read_only()}>
        <div class="pod-editor">
            <TextField id="pod-name" label={text("cap-pod", &[])} value={draft.pod.name.clone()} error={error("pod.name".into())}
                on_input={on_value(d, |dr, v: String| dr.pod.name = v)} />
            <table class="rows volume-rows">
                <thead><tr><th>{ text("cap-volume", &[]) }</th><th>{ text("cap-kind", &[]) }</th><th>{ text("cap-volume-class", &[]) }</th><th>{ text("cap-size", &[]) }</th><th>{ text("cap-already-on", &[]) }</th><th><span class="sr-only">{ text("shell-col-actions", &[]) }</span></th></tr></thead>
                <tbody>
                { for draft.pod.volumes.iter().enumerate().map(|(v, vol)| html! {
                    <tr key={v}>
                        <td><TextField id={format!("volume-{v}-name")} label={text("cap-volume-name", &[])} hide_label=true value={vol.name.clone()}
                            error={error(format!("pod.volumes[{v}].name"))}
                            on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.name = x })} /></td>
                        <td>{ select(format!("volume-{v}-kind"), &text("cap-kind", &[]), true, &kinds, VolumeKind::ALL.iter().position(|k| *k == vol.kind).unwrap_or(0),
                            on_value(d, move |dr, x: usize| if let Some(o) = dr.pod.volumes.get_mut(v) { o.kind = VolumeKind::ALL[x.min(2)] })) }
                            if vol.kind == VolumeKind::Ephemeral {
                                { select(format!("volume-{v}-claim"), &text("cap-claim-select", &[("claim", &format!("{}-{}", draft.pod.name, vol.name))]), true, &claim_states,
                                    EphemeralClaim::ALL.iter().position(|k| *k == vol.claim).unwrap_or(0),
                                    on_value(d, move |dr, x: usize| if let Some(o) = dr.pod.volumes.get_mut(v) {
                                        o.claim = EphemeralClaim::ALL[x.min(3)] })) }
                            }</td>
                        <td><TextField id={format!("volume-{v}-class")} label={text("cap-class", &[])} hide_label=true value={vol.class.clone()}
                            error={error(format!("pod.volumes[{v}].class"))}
                            on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.class = x })} /></td>
                        <td>if vol.kind != VolumeKind::CsiInline {
                            <AmountField id={format!("volume-{v}-size")} label={text("cap-size-of", &[("volume", &vol.name)])} hide_label=true
                                value={vol.size.text.clone()} unit={vol.size.unit} error={error(format!("pod.volumes[{v}].size"))}
                                on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.size.text = x })}
                                on_unit={on_value(d, move |dr, u: Unit| if let Some(o) = dr.pod.volumes.get_mut(v) { o.size.unit = u })} />
                        }</td>
                        <td><TextField id={format!("volume-{v}-on")} label={text("cap-already-on-label", &[])} hide_label=true value={vol.on_node.clone()}
                            error={error(format!("pod.volumes[{v}].onNode"))}
                            on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.on_node = x })} />
                            if vol.kind != VolumeKind::CsiInline && !vol.on_node.trim().is_empty() {
                                { provisioned_pv_fields(v, vol, &error, d) }
                            }</td>
                        <td><button type="button" class="icon-button" aria-label={text("cap-remove-volume", &[("volume", &vol.name)])}
                            onclick={on_click(d, move |dr| if v < dr.pod.volumes.len() { dr.pod.volumes.remove(v); })}>{ "✕" }</button></td>
                    </tr>
                }) }
                </tbody>
            </table>
            <button type="button" id="add-volume" class="small" onclick={on_click(d, |dr| {
                let class = dr.classes.first().map(|c| c.name.clone()).unwrap_or_default();
                let name = (1..).map(|k| format!("vol-{k}")).find(|n| !dr.pod.volumes.iter().any(|x| &x.name == n)).unwrap_or_default();
                dr.pod.volumes.push(DraftVolume { name, kind: VolumeKind::Claim, class, size: Amount::gib("10"), on_node: String::new(),
                    claim: EphemeralClaim::OwnedByPod, claim_uid: String::new(), pv_claim_uid: String::new(), pv_phase: String::new() });
            })}>{ text("cap-add-volume", &[]) }</button>
            <p class="hint">{ text("cap-already-on-hint", &[]) }</p>
            <p class="hint">{ text("cap-ephemeral-owner-hint", &[]) }</p>
        </div>
        </fieldset>
    };
    let Some(result) = &props.result else {
        return html! { <div class="pod-view">{ pod }<p class="notice">{ text("cap-fix-fields", &[]) }</p></div> };
    };
    let prefilter = match result.prefilter.status {
        PreFilterStatus::Skip => html! { { text("cap-prefilter-skip", &[]) } },
        PreFilterStatus::Success => html! { { text("cap-prefilter-success", &[]) } },
        // PreFilter's rejection message stays verbatim inside the sentence.
        PreFilterStatus::Unschedulable => crate::components::marked::marked(
            "cap-prefilter-unschedulable",
            &[],
            &[("message", result.prefilter.message.as_deref().unwrap_or_default())],
            |m| html! { <span lang="en">{ m }</span> },
        ),
    };
    let inputs = draft.parse().ok();
    html! {
        <div class={classes!("pod-view", props.stale.then_some("stale"))}>
            if props.stale {
                <p class="notice">{ text("cap-stale-result", &[]) }</p>
            }
            if let (false, Some(inputs)) = (props.stale, &inputs) {
                <super::answer_view::AnswerView input={inputs.filter.clone()} result={result.clone()} draft={draft.clone()}
                    selected={props.selected.clone()} on_select={props.on_select.clone()} summary={props.summary.clone()}
                    dispatch={d.clone()} />
            }
            <crate::components::compact::Details>
            { pod }
            <details class="why-details" id="capacity-details">
            <summary>{ text("cap-details-summary", &[]) }</summary>
            <p id="prefilter" class="prefilter">{ prefilter }</p>
            if !result.notes.is_empty() {
                <ul id="filter-notes" class="notes">
                    { for crate::text::messages::notes(&result.notes, &result.note_messages).into_iter().map(|n| html! { <li>{ n }</li> }) }
                </ul>
            }
            <ul class="pod-claims">
                { for result.prefilter.claims.iter().map(|c| html! {
                    <li><code>{ &c.volume }</code>{ " → " }<code>{ &c.claim }</code>{ " " }{ claim_kind(c) }{ ": " }
                        { match &c.why_message {
                            Some(why) => html! { { render(why) } },
                            // PreFilter's own rejection message: verbatim.
                            None => html! { <span lang="en">{ &c.why }</span> },
                        } }</li>
                }) }
            </ul>
            if let Some(message) = &result.event_message {
                <p id="event-message" class="event-message"><span class="badge bad" lang="en">{ "FailedScheduling" }</span>{ " " }<span lang="en">{ message }</span></p>
            } else if let Some(node) = &result.selected_node {
                <p id="selected-node" class="selected">{ if result.tied_nodes.len() > 1 {
                    text("cap-feasible-pick-tied", &[("nodes", &result.feasible_nodes.join(", ")), ("node", node)])
                } else {
                    text("cap-feasible-pick", &[("nodes", &result.feasible_nodes.join(", ")), ("node", node)])
                } }</p>
            }
            <table id="verdicts" class="verdicts">
                <thead><tr><th>{ text("cap-node", &[]) }</th><th>{ text("cap-verdict", &[]) }</th><th>{ text("cap-reasons-claims", &[]) }</th></tr></thead>
                <tbody>
                { for result.nodes.iter().map(|n| html! {
                    <tr class={classes!(if n.passes { "passes" } else { "fails" })} data-node={n.node.clone()}
                        data-announce={verdict_sentence(&n.node, n.passes, &n.reasons)}>
                        <td data-heading="">{ &n.node }</td>
                        <td class="verdict">{ if n.passes { text("cap-passes", &[]) } else { text("cap-fails", &[]) } }
                            if let Some(s) = n.score { { " " }<span class="score">{ text_with("cap-score", &[("score", crate::text::i18n::number(s as f64))]) }</span> }</td>
                        <td>
                            { for n.reasons.iter().map(|r| html! { <div class="reason" lang="en">{ r }</div> }) }
                            <ul class="claim-checks">{ for n.claims.iter().map(claim_check) }</ul>
                        </td>
                    </tr>
                }) }
                </tbody>
            </table>
            </details>
            if let (false, Some(inputs)) = (props.stale, inputs) {
                <super::prebind_view::PreBindView filter={inputs.filter} result={result.clone()}
                    bind_timeout={draft.workload.bind_timeout_seconds.clone()}
                    on_bind_timeout={on_value(d, |dr, v: String| dr.workload.bind_timeout_seconds = v)} />
            }
            </crate::components::compact::Details>
        </div>
    }
}

/// A node's verdict as one sentence, for the live region.
fn verdict_sentence(node: &str, passes: bool, reasons: &[String]) -> String {
    if passes {
        text("cap-verdict-passes", &[("node", node)])
    } else if reasons.is_empty() {
        text("cap-verdict-fails", &[("node", node)])
    } else {
        text("cap-verdict-fails-because", &[("node", node), ("reasons", reasons.join("; ").trim_end_matches('.'))])
    }
}

/// How PreFilter classified a pod volume (`Bound`, `Delayed`, …), with the
/// claim's request when it has one, in the page's language: a selector on
/// the kind's name.
fn claim_kind(c: &placement::capacity::filter::PodClaimInfo) -> String {
    let kind = crate::text::i18n::Value::Text(format!("{:?}", c.kind));
    match c.request {
        Some(r) => crate::text::messages::text_with("cap-claim-kind-request", &[("kind", kind), ("request", crate::text::i18n::Value::Text(Bytes(r).to_string()))]),
        None => crate::text::messages::text_with("cap-claim-kind", &[("kind", kind)]),
    }
}

/// The provisioned volume's PV as the claim sees it: the claim's UID, the UID its claimRef
/// names and its phase (draft fields `claimUid`, `pvClaimUid`, `pvPhase`).
fn provisioned_pv_fields(v: usize, vol: &DraftVolume, error: &dyn Fn(String) -> Option<String>, d: &Callback<Edit>) -> Html {
    type Set = fn(&mut DraftVolume, String);
    let field = |id: &str, key: &str, label: &str, value: &str, set: Set| {
        html! {
            <TextField id={format!("volume-{v}-{id}")} label={text(label, &[])} value={value.to_string()}
                error={error(format!("pod.volumes[{v}].{key}"))}
                on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { set(o, x) })} />
        }
    };
    html! {
        <div class="pv-fields">
            { field("claim-uid", "claimUid", "cap-claim-uid-label", &vol.claim_uid, |o, x| o.claim_uid = x) }
            { field("pv-claim-uid", "pvClaimUid", "cap-pv-claim-uid-label", &vol.pv_claim_uid, |o, x| o.pv_claim_uid = x) }
            { field("pv-phase", "pvPhase", "cap-pv-phase-label", &vol.pv_phase, |o, x| o.pv_phase = x) }
            <p class="hint">{ text("cap-pv-fields-hint", &[]) }</p>
        </div>
    }
}
