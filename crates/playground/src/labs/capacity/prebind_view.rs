//! After Filter — Reserve and PreBind: the user picks the node the pod was assumed on and what
//! became of each claim of Reserve's plan; the engine's `check_bindings` answers all bound,
//! keep waiting, or PreBind's error, with upstream's message.

use placement::capacity::affinity::{
    NodeSelector, NodeSelectorOperator, NodeSelectorRequirement, NodeSelectorTerm,
};
use placement::capacity::bindings::{
    check_bindings, BindingOutcome, BindingStatus, CheckBindingsInput, CheckBindingsResult,
    LaterObjects,
};
use placement::capacity::filter::Scheduler;
use placement::capacity::objects::*;
use placement::capacity::{FilterInput, FilterResult};
use yew::prelude::*;

use super::topology::select;
use crate::components::TextField;
use crate::components::marked::engine_message;
use crate::text::messages::{render, text};

/// What became of one claim of the plan, as the API server has it when PreBind looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Later {
    Bound,
    StillBinding,
    VolumeNotInCache,
    VolumeRejectsNode,
    SelectedNodeRemoved,
    SelectedOtherNode,
    AnnotationsReset,
    ClaimDeleted,
    ClaimRefReset,
}

impl Later {
    /// The choices for a claim to provision (`static_binding` false) or a static binding.
    pub fn choices(static_binding: bool) -> &'static [Later] {
        use Later::*;
        if static_binding {
            &[
                Bound,
                StillBinding,
                ClaimRefReset,
                VolumeRejectsNode,
                VolumeNotInCache,
                ClaimDeleted,
            ]
        } else {
            &[
                Bound,
                StillBinding,
                VolumeNotInCache,
                VolumeRejectsNode,
                SelectedNodeRemoved,
                SelectedOtherNode,
                AnnotationsReset,
                ClaimDeleted,
            ]
        }
    }

    /// How the claim's select names it, in the page's language.
    pub fn label(self) -> String {
        let id = match self {
            Later::Bound => "cap-later-bound",
            Later::StillBinding => "cap-later-still-binding",
            Later::VolumeNotInCache => "cap-later-volume-not-in-cache",
            Later::VolumeRejectsNode => "cap-later-volume-rejects-node",
            Later::SelectedNodeRemoved => "cap-later-selected-node-removed",
            Later::SelectedOtherNode => "cap-later-selected-other-node",
            Later::AnnotationsReset => "cap-later-annotations-reset",
            Later::ClaimDeleted => "cap-later-claim-deleted",
            Later::ClaimRefReset => "cap-later-claim-ref-reset",
        };
        text(id, &[])
    }
}

/// Reserve's plan at `node`: static bindings `(claim, pv)` and claims to provision.
pub fn plan(filter: &FilterInput, node: &str) -> Option<(Vec<(String, String)>, Vec<String>)> {
    let index = filter
        .cluster
        .nodes
        .iter()
        .position(|n| n.metadata.name == node)?;
    let plan = Scheduler::new(&filter.cluster, None)
        .ok()?
        .plan(&filter.pod, index)?;
    Some((plan.static_bindings, plan.provisions))
}

fn volume(
    name: &str,
    claim: &PersistentVolumeClaim,
    reachable_from: &str,
    uid: bool,
) -> PersistentVolume {
    let requirement = NodeSelectorRequirement {
        key: super::draft::HOSTNAME.into(),
        operator: NodeSelectorOperator::In,
        values: vec![reachable_from.into()],
    };
    PersistentVolume {
        metadata: ObjectMeta::named(name),
        spec: PvSpec {
            storage_class_name: Some(claim.class_name().into()),
            claim_ref: Some(ClaimRef {
                name: claim.metadata.name.clone(),
                namespace: Some(claim.metadata.namespace().into()),
                uid: Some(if uid { format!("uid-{}", claim.metadata.name) } else { String::new() }),
            }),
            node_affinity: Some(VolumeNodeAffinity {
                required: Some(NodeSelector {
                    node_selector_terms: vec![NodeSelectorTerm {
                        match_expressions: vec![requirement],
                        match_fields: Vec::new(),
                    }],
                }),
            }),
            ..PvSpec::default()
        },
        status: PhaseStatus::default(),
    }
}

/// The later state: each claim of the plan as `choices` say (in plan order: static bindings,
/// then provisions), every other object as at Reserve.
pub fn later_objects(filter: &FilterInput, node: &str, choices: &[Later]) -> LaterObjects {
    let mut later = LaterObjects {
        nodes: None,
        persistent_volume_claims: filter.cluster.persistent_volume_claims.clone(),
        persistent_volumes: filter.cluster.persistent_volumes.clone(),
    };
    let Some((statics, provisions)) = plan(filter, node) else {
        return later;
    };
    let other = filter
        .cluster
        .nodes
        .iter()
        .map(|n| n.metadata.name.as_str())
        .find(|n| *n != node)
        .unwrap_or("another-node");
    let items = statics
        .iter()
        .map(|(c, v)| (c, Some(v)))
        .chain(provisions.iter().map(|c| (c, None)));
    for ((claim_name, static_pv), choice) in items.zip(choices.iter().copied()) {
        let Some(at) = later
            .persistent_volume_claims
            .iter()
            .position(|c| &c.metadata.name == claim_name)
        else {
            continue;
        };
        if choice == Later::ClaimDeleted {
            later.persistent_volume_claims.remove(at);
            continue;
        }
        let claim = &mut later.persistent_volume_claims[at];
        let pv_name = static_pv
            .cloned()
            .unwrap_or_else(|| format!("pvc-{claim_name}"));
        let annotations = &mut claim.metadata.annotations;
        if static_pv.is_none() {
            annotations.insert(ANN_SELECTED_NODE.into(), node.into());
        }
        match choice {
            Later::SelectedNodeRemoved => {
                annotations.remove(ANN_SELECTED_NODE);
                annotations.insert(
                    "volume.kubernetes.io/storage-provisioner".into(),
                    "the driver".into(),
                );
            }
            Later::SelectedOtherNode => {
                annotations.insert(ANN_SELECTED_NODE.into(), other.into());
            }
            Later::AnnotationsReset => annotations.clear(),
            _ => {}
        }
        let bound = matches!(
            choice,
            Later::Bound
                | Later::VolumeNotInCache
                | Later::VolumeRejectsNode
                | Later::ClaimRefReset
        );
        if bound || static_pv.is_some() {
            claim.spec.volume_name = Some(pv_name.clone());
        }
        if bound && choice != Later::ClaimRefReset {
            claim
                .metadata
                .annotations
                .insert(ANN_BIND_COMPLETED.into(), "yes".into());
        }
        let claim = claim.clone();
        later
            .persistent_volumes
            .retain(|v| v.metadata.name != pv_name);
        let reachable = if choice == Later::VolumeRejectsNode {
            other
        } else {
            node
        };
        if choice != Later::VolumeNotInCache && (bound || static_pv.is_some()) {
            later.persistent_volumes.push(volume(
                &pv_name,
                &claim,
                reachable,
                choice != Later::ClaimRefReset,
            ));
        }
    }
    later
}

#[derive(Properties, PartialEq, Clone)]
pub struct PreBindProps {
    pub filter: FilterInput,
    pub result: FilterResult,
    /// The lab's `bindTimeoutSeconds` as typed (empty: 600), shared with the simulation.
    pub bind_timeout: AttrValue,
    /// Edits it (an undoable edit of the draft, saved with the scenario).
    pub on_bind_timeout: Callback<String>,
}

fn number(text: &str) -> Option<u64> {
    text.trim().parse().ok()
}

/// `bindTimeoutSeconds` as typed: empty is the scheduler's default (`None`); at least 1 s,
/// since PreBind polls every second, and at most 30 days, as in the workload settings.
fn bind_timeout(text: &str) -> Result<Option<u64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match number(text) {
        Some(n @ 1..=2_592_000) => Ok(Some(n)),
        // The limit is written as the field takes it (no grouping), in every language.
        Some(_) => Err(crate::text::messages::text("cap-error-bind-timeout-range", &[("max", "2592000")])),
        None => Err(crate::text::messages::text("cap-error-not-whole-seconds", &[("got", &format!("{text:?}"))])),
    }
}

fn outcome_class(o: BindingOutcome) -> &'static str {
    match o {
        BindingOutcome::Bound => "ok",
        BindingOutcome::Waiting | BindingOutcome::NotChecked => "muted",
        BindingOutcome::Failed => "bad",
    }
}

fn answer(result: &CheckBindingsResult) -> Html {
    let (status, class, shown) = match result.status {
        BindingStatus::AllBound => ("all bound", "ok", text("cap-binding-all-bound", &[])),
        BindingStatus::Waiting => ("waiting", "muted", text("cap-binding-waiting", &[])),
        BindingStatus::Error => ("error", "bad", text("cap-binding-error", &[])),
    };
    html! {
        <div id="prebind-result" data-status={status}>
            <p><span class={classes!("badge", class)}>{ shown }</span>{ " " }{ engine_message(&result.explanation_message) }</p>
            <ul id="prebind-checks" class="claim-checks">
                { for result.checks.iter().map(|c| html! {
                    <li class={classes!("claim-check", outcome_class(c.outcome))}>{ text("cap-prebind-check", &[("claim", &c.claim), ("detail", &render(&c.detail_message))]) }</li>
                }) }
            </ul>
        </div>
    }
}

/// "After Filter: Reserve and PreBind", collapsed under the pod's answer: a what-if of the
/// binding that follows Filter. Its code is a chunk of its own (`capacity_prebind`,
/// src/bin/capacity.rs), fetched the first time it is opened.
#[function_component]
pub fn PreBindView(props: &PreBindProps) -> Html {
    // Once opened, the part stays on the page (closing keeps what was picked in it).
    let shown = use_state(|| false);
    if props.result.feasible_nodes.is_empty() {
        return html! {};
    }
    let ontoggle = crate::components::disclosure::on_first_open(&shown);
    html! {
        <details class="why-details" id="prebind-details" {ontoggle}>
            <summary>{ text("cap-prebind-heading", &[]) }</summary>
            if *shown { <PreBindPart ..props.clone() /> }
        </details>
    }
}

crate::split_part!(
    PreBindPart(pub PREBIND: PreBindProps) => prebind
);

/// The PreBind view, once its chunk is on the page.
pub fn prebind(props: &PreBindProps) -> Html {
    html! { <PreBind ..props.clone() /> }
}

#[function_component]
fn PreBind(props: &PreBindProps) -> Html {
    let node = use_state(|| props.result.selected_node.clone().unwrap_or_default());
    let choices = use_state(Vec::<usize>::new);
    let elapsed = use_state(|| "0".to_string());
    let feasible = &props.result.feasible_nodes;
    if feasible.is_empty() {
        return html! {};
    }
    let node_name = if feasible.contains(&*node) {
        (*node).clone()
    } else {
        feasible[0].clone()
    };
    let Some((statics, provisions)) = plan(&props.filter, &node_name) else {
        return html! {};
    };
    let kinds: Vec<bool> = statics
        .iter()
        .map(|_| true)
        .chain(provisions.iter().map(|_| false))
        .collect();
    let picked: Vec<Later> = kinds
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let options = Later::choices(*s);
            options[choices.get(i).copied().unwrap_or(0).min(options.len() - 1)]
        })
        .collect();
    // The field as typed; a valid value is saved in the draft (shared with the simulation), and
    // the field follows the draft when it changes elsewhere (the workload's field, undo).
    let timeout = use_state(|| props.bind_timeout.to_string());
    {
        let timeout = timeout.clone();
        use_effect_with(props.bind_timeout.clone(), move |saved| timeout.set(saved.to_string()));
    }
    let timeout_n = bind_timeout(&timeout);
    let elapsed_n = number(&elapsed);
    let input = CheckBindingsInput {
        cluster: props.filter.cluster.clone(),
        pod: props.filter.pod.clone(),
        node: node_name.clone(),
        later: later_objects(&props.filter, &node_name, &picked),
        elapsed_seconds: elapsed_n.unwrap_or(0),
        bind_timeout_seconds: timeout_n.clone().ok().flatten(),
        pod_deleted: false,
    };
    let names: Vec<String> = feasible.clone();
    let on_node = {
        let node = node.clone();
        let feasible = feasible.clone();
        Callback::from(move |i: usize| node.set(feasible.get(i).cloned().unwrap_or_default()))
    };
    let claims = statics
        .iter()
        .map(|(c, v)| format!("{c} → {v}"))
        .chain(provisions.iter().map(|c| text("cap-prebind-provision", &[("claim", c)])));
    html! {
        <section id="prebind" class="prebind" aria-label={text("cap-prebind-heading", &[])}>
            <p class="hint">{ text("cap-prebind-hint", &[]) }</p>
            { select("prebind-node".into(), &text("cap-prebind-node", &[]), false, &names, feasible.iter().position(|n| *n == node_name).unwrap_or(0), on_node) }
            if kinds.is_empty() {
                <p id="prebind-result" data-status="all bound">{ text("cap-prebind-all-bound-at-reserve", &[]) }</p>
            } else {
                <ul class="prebind-claims">
                    { for claims.zip(kinds.iter()).enumerate().map(|(i, (label, s))| {
                        let options: Vec<String> = Later::choices(*s).iter().map(|l| l.label()).collect();
                        let choices = choices.clone();
                        let n = kinds.len();
                        let on = Callback::from(move |x: usize| { let mut v = (*choices).clone(); v.resize(n, 0); v[i] = x; choices.set(v); });
                        html! { <li>{ select(format!("prebind-claim-{i}"), &text("cap-claim-select", &[("claim", &label)]), false, &options,
                            options.iter().position(|o| *o == picked[i].label()).unwrap_or(0), on) }</li> }
                    }) }
                </ul>
                <TextField id="prebind-elapsed" label={text("cap-prebind-elapsed", &[])} value={(*elapsed).clone()}
                    error={elapsed_n.is_none().then(|| text("cap-error-not-whole-seconds", &[("got", &format!("{:?}", elapsed.trim()))]))}
                    on_input={{ let elapsed = elapsed.clone(); Callback::from(move |v| elapsed.set(v)) }} />
                <TextField id="prebind-timeout" label={text("cap-prebind-timeout", &[])} value={(*timeout).clone()}
                    error={timeout_n.as_ref().err().cloned()}
                    on_input={{
                        let (timeout, save) = (timeout.clone(), props.on_bind_timeout.clone());
                        Callback::from(move |v: String| {
                            if bind_timeout(&v).is_ok() { save.emit(v.clone()) }
                            timeout.set(v);
                        })
                    }} />
                { match check_bindings(&input) {
                    Ok(result) => answer(&result),
                    Err(e) => html! { <p id="prebind-result" class="notice" data-status="input error">{ e.to_string() }</p> },
                } }
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The former JSON-built volume, the reference the typed one must equal.
    fn volume_via_json(name: &str, claim: &PersistentVolumeClaim, reachable_from: &str, uid: bool) -> PersistentVolume {
        crate::platform::scenario::from_value(json!({"metadata": {"name": name}, "spec": {
            "storageClassName": claim.class_name(),
            "claimRef": {"name": claim.metadata.name, "namespace": claim.metadata.namespace(),
                         "uid": if uid { format!("uid-{}", claim.metadata.name) } else { String::new() }},
            "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchFields": [], "matchExpressions": [
                {"key": crate::labs::capacity::draft::HOSTNAME, "operator": "In", "values": [reachable_from]}]}]}}}}))
        .unwrap_or_default()
    }

    #[test]
    fn the_typed_volume_equals_the_json_built_one() {
        let mut compared = 0;
        for preset in PRESETS {
            let Ok(inputs) = preset.draft().parse() else { continue };
            for claim in &inputs.filter.cluster.persistent_volume_claims {
                for uid in [false, true] {
                    assert_eq!(
                        volume("pv-x", claim, "node-1", uid),
                        volume_via_json("pv-x", claim, "node-1", uid),
                        "{} {}", preset.id, claim.metadata.name
                    );
                    compared += 1;
                }
            }
        }
        assert!(compared > 0, "no preset has a claim");
    }
    use crate::labs::capacity::presets::PRESETS;

    #[test]
    fn each_later_choice_gives_upstreams_answer() {
        let (result, _) = PRESETS[0].draft().evaluate().unwrap();
        let filter = PRESETS[0].draft().parse().ok().unwrap().filter;
        let node = result.selected_node.clone().unwrap();
        let (statics, provisions) = plan(&filter, &node).unwrap();
        assert!(statics.is_empty());
        let claim = provisions[0].clone();
        let run = |choice: Later| {
            let input = CheckBindingsInput {
                cluster: filter.cluster.clone(),
                pod: filter.pod.clone(),
                node: node.clone(),
                later: later_objects(&filter, &node, &[choice]),
                elapsed_seconds: 0,
                bind_timeout_seconds: None,
                pod_deleted: false,
            };
            let r = check_bindings(&input).unwrap();
            (r.status, r.message)
        };
        let error = |m: String| (BindingStatus::Error, Some(format!("binding volumes: {m}")));
        assert_eq!(run(Later::Bound), (BindingStatus::AllBound, None));
        assert_eq!(run(Later::StillBinding), (BindingStatus::Waiting, None));
        assert_eq!(run(Later::VolumeNotInCache), (BindingStatus::Waiting, None));
        assert_eq!(
            run(Later::SelectedNodeRemoved),
            error(format!("provisioning failed for PVC {claim:?}"))
        );
        assert_eq!(
            run(Later::SelectedOtherNode),
            error(format!("provisioning failed for PVC {claim:?}"))
        );
        assert_eq!(
            run(Later::AnnotationsReset),
            error(format!("selectedNode annotation reset for PVC {claim:?}"))
        );
        assert_eq!(run(Later::ClaimDeleted), error(format!("failed to check provisioning pvc: could not find v1.PersistentVolumeClaim \"default/{claim}\"")));
        assert_eq!(run(Later::VolumeRejectsNode), error(format!("pv \"pvc-{claim}\" node affinity doesn't match node {node:?}: no matching NodeSelectorTerms")));
    }

    #[test]
    fn bind_timeout_and_provisioning_time_reach_the_simulation_and_are_saved() {
        let mut draft = PRESETS[0].draft();
        let simulation = draft.parse().ok().unwrap().simulation;
        assert_eq!(simulation.bind_timeout_seconds, None);
        draft.workload.bind_timeout_seconds = "30".into();
        draft.workload.provisioning_seconds = "60".into();
        let simulation = draft.parse().ok().unwrap().simulation;
        assert_eq!(simulation.bind_timeout_seconds, Some(30));
        assert!(simulation.drivers.iter().all(|d| d.provisioning_seconds == 60));
        // Provisioning (60 s) outlasts PreBind's patience (30 s): binding volumes times out.
        let run = placement::capacity::simulate::simulate_capacity(&simulation).unwrap();
        assert!(
            run.on.timeline.iter().any(|e| e.message.contains("PreBind waited bindTimeoutSeconds (30 s)")),
            "no PreBind timeout in the timeline"
        );
        // Saved with the draft; an older draft without the fields still loads.
        let saved = serde_json::to_value(&draft).unwrap();
        assert_eq!(saved["workload"]["bind_timeout_seconds"], "30");
        let mut old = serde_json::to_value(PRESETS[0].draft()).unwrap();
        assert!(old["workload"].get("bind_timeout_seconds").is_none());
        old["workload"].as_object_mut().unwrap().remove("provisioning_seconds");
        let old: crate::labs::capacity::draft::CapacityDraft = serde_json::from_value(old).unwrap();
        assert!(old.workload.bind_timeout_seconds.is_empty());
        // 0 is refused by the field (PreBind polls every second), as by the engine.
        draft.workload.bind_timeout_seconds = "0".into();
        let errors = draft.parse().err().unwrap();
        assert_eq!(errors["workload.bindTimeout"], "must be at least 1");
        assert_eq!(bind_timeout("0"), Err("must be 1 to 2592000 seconds (30 days)".into()));
        assert_eq!(bind_timeout(" "), Ok(None));
        assert_eq!(bind_timeout("45"), Ok(Some(45)));
    }
}
