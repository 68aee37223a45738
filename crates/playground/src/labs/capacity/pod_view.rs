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
use crate::units::Unit;

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

fn outcome_label(o: ClaimOutcome) -> &'static str {
    match o {
        ClaimOutcome::Bound => "bound",
        ClaimOutcome::PvMissing => "PV missing",
        ClaimOutcome::NodeConflict => "node affinity conflict",
        ClaimOutcome::SelectedOtherNode => "selected another node",
        ClaimOutcome::StaticMatch => "matches a PV",
        ClaimOutcome::NoProvisioner => "no provisioner",
        ClaimOutcome::TopologyNotAllowed => "topology not allowed",
        ClaimOutcome::Provisionable => "provisionable",
        ClaimOutcome::NotEnoughCapacity => "not enough capacity",
        ClaimOutcome::NotChecked => "not checked",
    }
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
            { format!(" — {}", c.detail) }
            if let Some(cap) = &c.capacity {
                <ul class="capacity-objects">
                    if let Some(skipped) = &cap.skipped {
                        <li class="muted">{ format!("capacity check skipped: {skipped}") }</li>
                    }
                    { for cap.considered.iter().map(|o| html! {
                        <li class={classes!("capacity-object", if o.fits { "fits" } else { "short" })}>
                            <code>{ &o.name }</code>{ format!(" {} — {}", if o.fits { "✓" } else { "✗" }, o.explanation) }
                        </li>
                    }) }
                    if cap.not_reaching_node > 0 {
                        <li class="muted">{ format!("{} object(s) of the class do not reach this node", cap.not_reaching_node) }</li>
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
    let kinds: Vec<&str> = VolumeKind::ALL.iter().map(|k| k.label()).collect();
    let claim_states: Vec<&str> = EphemeralClaim::ALL.iter().map(|k| k.label()).collect();
    let pod = html! {
        <fieldset class="lock" disabled={crate::app::read_only()}>
        <div class="pod-editor">
            <TextField id="pod-name" label="Pod" value={draft.pod.name.clone()} error={error("pod.name".into())}
                on_input={on_value(d, |dr, v: String| dr.pod.name = v)} />
            <table class="rows volume-rows">
                <thead><tr><th>{ "Volume" }</th><th>{ "Kind" }</th><th>{ "Class (driver for inline)" }</th><th>{ "Size" }</th><th>{ "Already on node(s)" }</th><th></th></tr></thead>
                <tbody>
                { for draft.pod.volumes.iter().enumerate().map(|(v, vol)| html! {
                    <tr key={v}>
                        <td><TextField id={format!("volume-{v}-name")} label="Volume name" hide_label=true value={vol.name.clone()}
                            error={error(format!("pod.volumes[{v}].name"))}
                            on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.name = x })} /></td>
                        <td>{ select(format!("volume-{v}-kind"), "Kind", true, &kinds, VolumeKind::ALL.iter().position(|k| *k == vol.kind).unwrap_or(0),
                            on_value(d, move |dr, x: usize| if let Some(o) = dr.pod.volumes.get_mut(v) { o.kind = VolumeKind::ALL[x.min(2)] })) }
                            if vol.kind == VolumeKind::Ephemeral {
                                { select(format!("volume-{v}-claim"), &format!("Claim {}-{}", draft.pod.name, vol.name), true, &claim_states,
                                    EphemeralClaim::ALL.iter().position(|k| *k == vol.claim).unwrap_or(0),
                                    on_value(d, move |dr, x: usize| if let Some(o) = dr.pod.volumes.get_mut(v) {
                                        o.claim = EphemeralClaim::ALL[x.min(3)] })) }
                            }</td>
                        <td><TextField id={format!("volume-{v}-class")} label="Class" hide_label=true value={vol.class.clone()}
                            error={error(format!("pod.volumes[{v}].class"))}
                            on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.class = x })} /></td>
                        <td>if vol.kind != VolumeKind::CsiInline {
                            <AmountField id={format!("volume-{v}-size")} label={format!("Size of {}", vol.name)} hide_label=true
                                value={vol.size.text.clone()} unit={vol.size.unit} error={error(format!("pod.volumes[{v}].size"))}
                                on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.size.text = x })}
                                on_unit={on_value(d, move |dr, u: Unit| if let Some(o) = dr.pod.volumes.get_mut(v) { o.size.unit = u })} />
                        }</td>
                        <td><TextField id={format!("volume-{v}-on")} label="Already provisioned on node" hide_label=true value={vol.on_node.clone()}
                            error={error(format!("pod.volumes[{v}].onNode"))}
                            on_input={on_value(d, move |dr, x: String| if let Some(o) = dr.pod.volumes.get_mut(v) { o.on_node = x })} /></td>
                        <td><button type="button" class="icon-button" aria-label={format!("Remove volume {}", vol.name)}
                            onclick={on_click(d, move |dr| if v < dr.pod.volumes.len() { dr.pod.volumes.remove(v); })}>{ "✕" }</button></td>
                    </tr>
                }) }
                </tbody>
            </table>
            <button type="button" id="add-volume" class="small" onclick={on_click(d, |dr| {
                let class = dr.classes.first().map(|c| c.name.clone()).unwrap_or_default();
                let name = (1..).map(|k| format!("vol-{k}")).find(|n| !dr.pod.volumes.iter().any(|x| &x.name == n)).unwrap_or_default();
                dr.pod.volumes.push(DraftVolume { name, kind: VolumeKind::Claim, class, size: Amount::gib("10"), on_node: String::new(),
                    claim: EphemeralClaim::OwnedByPod });
            })}>{ "+ volume" }</button>
            <p class="hint">{ "“Already on node”: the volume was provisioned there before (a bound PV with node affinity); \
                               its size is taken from that node's published capacity." }</p>
            <p class="hint">{ "An ephemeral volume's claim is the pod's only when its controller owner reference carries the \
                               pod's UID (ephemeral.VolumeIsForPod); a claim left by an earlier pod of the same name, or \
                               made by hand without an owner, makes PreFilter reject the pod." }</p>
        </div>
        </fieldset>
    };
    let Some(result) = &props.result else {
        return html! { <div class="pod-view">{ pod }<p class="notice">{ "Fix the highlighted fields to see the verdicts." }</p></div> };
    };
    let prefilter = match result.prefilter.status {
        PreFilterStatus::Skip => {
            "PreFilter: Skip — the pod has no claim to check; every node passes the plugin."
                .to_string()
        }
        PreFilterStatus::Success => "PreFilter: Success — Filter runs on every node.".to_string(),
        PreFilterStatus::Unschedulable => format!(
            "PreFilter: Unschedulable — {}",
            result.prefilter.message.clone().unwrap_or_default()
        ),
    };
    let inputs = draft.parse().ok();
    html! {
        <div class={classes!("pod-view", props.stale.then_some("stale"))}>
            if props.stale {
                <p class="notice">{ "Showing the result of the last valid input." }</p>
            }
            if let (false, Some(inputs)) = (props.stale, &inputs) {
                <super::answer_view::AnswerView input={inputs.filter.clone()} result={result.clone()} draft={draft.clone()}
                    selected={props.selected.clone()} on_select={props.on_select.clone()} summary={props.summary.clone()}
                    dispatch={d.clone()} />
            }
            { pod }
            <details class="why-details" id="capacity-details">
            <summary>{ "How the scheduler decided: PreFilter, each node's reasons and claim checks" }</summary>
            <p id="prefilter" class="prefilter">{ prefilter }</p>
            if !result.notes.is_empty() {
                <ul id="filter-notes" class="notes">
                    { for result.notes.iter().map(|n| html! { <li>{ n }</li> }) }
                </ul>
            }
            <ul class="pod-claims">
                { for result.prefilter.claims.iter().map(|c| html! {
                    <li>{ format!("{} → {} ({:?}{}): {}", c.volume, c.claim, c.kind,
                        c.request.map(|r| format!(", {}", Bytes(r))).unwrap_or_default(), c.why) }</li>
                }) }
            </ul>
            if let Some(message) = &result.event_message {
                <p id="event-message" class="event-message"><span class="badge bad">{ "FailedScheduling" }</span>{ " " }{ message }</p>
            } else if let Some(node) = &result.selected_node {
                <p id="selected-node" class="selected">{ format!("Feasible: {}. The scheduler would pick {node}{}.",
                    result.feasible_nodes.join(", "),
                    if result.tied_nodes.len() > 1 { " (or another of the equally good nodes, at random)" } else { "" }) }</p>
            }
            <table id="verdicts" class="verdicts">
                <thead><tr><th>{ "Node" }</th><th>{ "Verdict" }</th><th>{ "Reasons and claims" }</th></tr></thead>
                <tbody>
                { for result.nodes.iter().map(|n| html! {
                    <tr class={classes!(if n.passes { "passes" } else { "fails" })} data-node={n.node.clone()}
                        data-announce={verdict_sentence(&n.node, n.passes, &n.reasons)}>
                        <td data-heading="">{ &n.node }</td>
                        <td class="verdict">{ if n.passes { "passes" } else { "fails" } }
                            if let Some(s) = n.score { <span class="score">{ format!(" score {s}") }</span> }</td>
                        <td>
                            { for n.reasons.iter().map(|r| html! { <div class="reason">{ r }</div> }) }
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
        </div>
    }
}

/// A node's verdict as one sentence, for the live region.
fn verdict_sentence(node: &str, passes: bool, reasons: &[String]) -> String {
    if passes {
        format!("Node {node} passes the volume binding check.")
    } else if reasons.is_empty() {
        format!("Node {node} fails the volume binding check.")
    } else {
        format!("Node {node} fails the volume binding check: {}.", reasons.join("; ").trim_end_matches('.'))
    }
}
