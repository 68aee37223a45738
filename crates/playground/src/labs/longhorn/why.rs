//! The "why" panel: one replica's decision, exactly as the engine explains it —
//! tiers and their node sets, node verdicts, disk verdicts with the reason
//! Longhorn records and both `Fits` conditions with the user's numbers, the
//! score tables, the tie and fallback notes, and where the docs page differs.

use std::rc::Rc;

use placement::longhorn::{
    explain_volume, DiskExplanation, DiskVerdict, DocsNote, ExclusionCause, NodeVerdict, Pick,
    ReadmissionCause, ReplicaDecision, ReplicaState, Scenario, ScheduleResult, SkipCause,
    SkippedReplica, Step, Tier, VolumeResult,
};
use yew::prelude::*;

use super::labels::state_label;
use crate::components::score_table::stage_table;
use crate::text::i18n::{number, Value};
use crate::text::messages::{text, text_with};
use crate::text::units::unit_for;

#[derive(Properties, PartialEq, Clone)]
pub struct WhyProps {
    pub scenario: Option<Rc<Scenario>>,
    pub result: Option<Rc<ScheduleResult>>,
    pub selected: Option<(usize, String)>,
    /// Applies a suggested change to the drawing.
    #[prop_or_default]
    pub on_apply: Option<Callback<placement::longhorn::Edit>>,
}

/// A tier's name and what it holds, in words.
pub fn tier_label(t: Tier) -> (String, String) {
    let id = match t {
        Tier::NewNodeNewZone => "lh-tier-new-node-new-zone",
        Tier::OnlyEvictingNodeAndZone => "lh-tier-only-evicting-node-and-zone",
        Tier::UnusedNodes => "lh-tier-unused-nodes",
        Tier::OnlyEvictingNodes => "lh-tier-only-evicting-nodes",
        Tier::UnusedNodesBothSoft => "lh-tier-unused-nodes-both-soft",
        Tier::UsedNodes => "lh-tier-used-nodes",
    };
    (text(id, &[]), text(&format!("{id}-about"), &[]))
}

fn cause_label(v: ExclusionCause) -> String {
    let id = match v {
        ExclusionCause::NodeTags => "lh-exclusion-node-tags",
        ExclusionCause::NodeUsed => "lh-exclusion-node-used",
        ExclusionCause::ZoneUsed => "lh-exclusion-zone-used",
        ExclusionCause::NodeNotOnlyEvicting => "lh-exclusion-node-not-only-evicting",
        ExclusionCause::ZoneNotOnlyEvicting => "lh-exclusion-zone-not-only-evicting",
        ExclusionCause::BackingImageNodeTags => "lh-exclusion-backing-image-node-tags",
        ExclusionCause::NodeNotUsed => "lh-exclusion-node-not-used",
    };
    text(id, &[])
}

fn readmission_label(v: ReadmissionCause) -> String {
    let id = match v {
        ReadmissionCause::DiskPressure => "lh-readmission-disk-pressure",
        ReadmissionCause::EvictingNodeInUsedZone => "lh-readmission-evicting-node-in-used-zone",
    };
    text(id, &[])
}

fn node_verdict(v: NodeVerdict) -> String {
    let id = match v {
        NodeVerdict::Candidate => "lh-node-verdict-candidate",
        NodeVerdict::NotReady => "lh-node-verdict-not-ready",
        NodeVerdict::Cordoned => "lh-node-verdict-cordoned",
        NodeVerdict::SchedulingDisabled => "lh-node-verdict-scheduling-disabled",
        NodeVerdict::EvictionRequested => "lh-node-verdict-eviction-requested",
        NodeVerdict::EngineNotReady => "lh-node-verdict-engine-not-ready",
        NodeVerdict::NotAffinityNode => "lh-node-verdict-not-affinity-node",
        NodeVerdict::NoReusableReplica => "lh-node-verdict-no-reusable-replica",
        NodeVerdict::OutsideTopology => "lh-node-verdict-outside-topology",
        NodeVerdict::NotCloneSource => "lh-node-verdict-not-clone-source",
    };
    text(id, &[])
}

fn disk_verdict(v: DiskVerdict) -> String {
    let id = match v {
        DiskVerdict::NodeNotCandidate => "lh-disk-verdict-node-not-candidate",
        DiskVerdict::NotSchedulable => "lh-disk-verdict-not-schedulable",
        DiskVerdict::Unavailable => "lh-disk-verdict-unavailable",
        DiskVerdict::IncompatibleVolumeSize => "lh-disk-verdict-incompatible-volume-size",
        DiskVerdict::TagsNotFulfilled => "lh-disk-verdict-tags-not-fulfilled",
        DiskVerdict::BackingImageTagsNotFulfilled => "lh-disk-verdict-backing-image-tags-not-fulfilled",
        DiskVerdict::InsufficientStorage => "lh-disk-verdict-insufficient-storage",
        DiskVerdict::DiskAntiAffinity => "lh-disk-verdict-disk-anti-affinity",
        DiskVerdict::NotInTier => "lh-disk-verdict-not-in-tier",
        DiskVerdict::NotReached => "lh-disk-verdict-not-reached",
        DiskVerdict::NotLocal => "lh-disk-verdict-not-local",
        DiskVerdict::NotCloneSource => "lh-disk-verdict-not-clone-source",
        DiskVerdict::Candidate => "lh-disk-verdict-candidate",
        DiskVerdict::Chosen => "lh-disk-verdict-chosen",
    };
    text(id, &[])
}

fn yes_no(b: bool) -> String {
    text(if b { "lh-why-yes" } else { "lh-why-no" }, &[])
}

#[function_component]
pub fn WhyPanel(props: &WhyProps) -> Html {
    // The lab's run is a summary; the engine explains the selected volume in full.
    let explained = use_memo(
        (
            props.scenario.clone(),
            props.selected.as_ref().map(|(k, _)| *k),
        ),
        |(scenario, k)| {
            let scenario = scenario.as_ref()?;
            let volume = scenario.volumes.get((*k)?)?;
            explain_volume(scenario, &volume.name).ok()
        },
    );
    // A compact embed shows a why only once a replica is clicked (its intro says so).
    if crate::platform::address::compact() && props.selected.is_none() {
        return html! {};
    }
    if props.result.is_none() || props.selected.is_none() {
        return html! {
            <section class="panel why-panel" id="why-panel" aria-label={text("lh-why-label", &[])}>
                <h2>{ text("lh-why-heading-empty", &[]) }</h2>
                <p class="hint">{ text("lh-why-hint", &[]) }</p>
            </section>
        };
    }
    html! { <SelectedWhy why={props.clone()} {explained} /> }
}

/// The selected replica's why: its volume (explained in full when the engine could) and the run.
#[derive(Properties, PartialEq)]
pub struct SelectedWhyProps {
    why: WhyProps,
    /// The selected volume explained in full (None: the lab's summary run is shown).
    explained: Rc<Option<VolumeResult>>,
}

impl SelectedWhyProps {
    /// The selected volume, the run's result and the replica's name.
    fn selection(&self) -> Option<(&VolumeResult, &ScheduleResult, &String)> {
        let (Some(result), Some((k, name))) = (&self.why.result, &self.why.selected) else {
            return None;
        };
        let volume = self.explained.as_ref().as_ref().or(result.volumes.get(*k))?;
        Some((volume, result, name))
    }
}

/// The why's heading and answer (what a selection shows first, focused and announced), then
/// the details, whose code is fetched when a replica is first selected.
#[function_component]
fn SelectedWhy(props: &SelectedWhyProps) -> Html {
    let Some((volume, _, name)) = props.selection() else {
        return html! {};
    };
    html! {
        <section class="panel why-panel" id="why-panel" aria-label={text("lh-why-label", &[])}>
            <h2>{ text("lh-why-heading", &[("replica", name), ("volume", &volume.name)]) }</h2>
            <super::answer::AnswerLines answer={volume.answers.iter().find(|a| &a.replica == name).cloned()}
                on_apply={props.why.on_apply.clone()} />
            <WhyDetails why={props.why.clone()} explained={props.explained.clone()} />
        </section>
    }
}

crate::split_part!(
    /// The tiers, node and disk verdicts, formulas and score tables of a why: a chunk of its own
    /// (`longhorn_why`, src/bin/longhorn.rs), fetched when a replica is first selected.
    WhyDetails(pub WHY_DETAILS: SelectedWhyProps) => why_details
);

pub fn why_details(props: &SelectedWhyProps) -> Html {
    let Some((volume, result, name)) = props.selection() else {
        return html! {};
    };
    let outcome = volume.replicas.iter().find(|r| &r.name == name);
    let steps: Vec<&Step> = volume
        .steps
        .iter()
        .filter(|s| match s {
            Step::Schedule(d) | Step::Precheck(d) => &d.replica == name,
            Step::Reuse(r) => r.reused.as_deref() == Some(name.as_str()),
            Step::Skip(k) => &k.replica == name,
            Step::Wait(_) => false,
        })
        .collect();
    let aa = volume.anti_affinity;
    let level = |soft: bool, from_volume: bool| {
        let id = match (soft, from_volume) {
            (true, true) => "lh-why-level-soft-volume",
            (true, false) => "lh-why-level-soft-global",
            (false, true) => "lh-why-level-hard-volume",
            (false, false) => "lh-why-level-hard-global",
        };
        text(id, &[])
    };
    // The data-locality setting's value as Longhorn writes it (verbatim).
    let locality = format!("{:?}", volume.data_locality)
        .replace("BestEffort", "best-effort")
        .replace("StrictLocal", "strict-local")
        .replace("Disabled", "disabled");
    html! {
            <>
            { super::explain::explain_view(props.why.scenario.clone()) }
            <details class="why-details" id="why-details">
            <summary>{ text("lh-why-details", &[]) }</summary>
            <p class="why-summary" id="why-summary">
                { match outcome.map(|o| (o, &o.node, &o.disk)) {
                    Some((o, Some(n), Some(d))) => text("lh-why-summary-placed",
                        &[("replica", name), ("disk", d), ("node", n), ("state", &state_label(o.state))]),
                    Some((o, _, _)) => text("lh-why-summary-not-placed", &[("replica", name), ("state", &state_label(o.state))]),
                    None => text("lh-why-summary-never-created", &[("replica", name)]),
                } }
            </p>
            <p class="hint">
                { text("lh-why-anti-affinity", &[("node", &level(aa.node_soft, aa.node_from_volume)),
                    ("zone", &level(aa.zone_soft, aa.zone_from_volume)), ("disk", &level(aa.disk_soft, aa.disk_from_volume)),
                    ("locality", &locality)]) }
            </p>
            { for volume.volume_notes.iter().map(|m| {
                // One element per rule: the volume controller's rules by their message id
                // (why-degraded-availability, why-detached-no-rebuild, why-locality-migration, …).
                let id = if m.id.starts_with("longhorn-topology") {
                    "why-topology".to_string()
                } else if m.id.starts_with("longhorn-linked-clone") {
                    "why-linked-clone".to_string()
                } else {
                    format!("why-{}", m.id.trim_start_matches("longhorn-"))
                };
                html! { <p class="note" {id}>{ crate::text::messages::render(m) }</p> }
            }) }
            if steps.is_empty() {
                <p class="note">{ match outcome.map(|o| o.state) {
                    Some(ReplicaState::Healthy) => text("lh-why-no-step-healthy", &[]),
                    Some(ReplicaState::Failed) => text("lh-why-no-step-failed", &[]),
                    _ => text("lh-why-no-step", &[]),
                } }</p>
            }
            { for steps.iter().map(|s| match s {
                Step::Schedule(d) => decision(d, volume, result, &text("lh-why-step-scheduling", &[])),
                Step::Precheck(d) => decision(d, volume, result, &text("lh-why-step-precheck", &[])),
                Step::Reuse(r) => html! {
                    <div class="why-step">
                        <h3>{ text("lh-why-step-reuse", &[]) }</h3>
                        <ul>{ for r.considered.iter().map(|c| html! {
                            <li>{ if c.reusable {
                                text_with("lh-why-reuse-reusable", &[("replica", Value::Text(c.replica.clone())), ("failedAt", number(c.failed_at as f64))])
                            } else {
                                text_with("lh-why-reuse-not-reusable", &[("replica", Value::Text(c.replica.clone())), ("failedAt", number(c.failed_at as f64)),
                                    ("why", Value::Text(c.why_not_message.as_ref().map(crate::text::messages::render).or_else(|| c.why_not.clone()).unwrap_or_default()))])
                            } }</li>
                        }) }</ul>
                        <p class="hint">{ text("lh-why-reuse-hint", &[]) }</p>
                        if let Some(search) = &r.search { { decision(search, volume, result, &text("lh-why-step-reuse-search", &[])) } }
                    </div>
                },
                Step::Skip(k) => skipped(k),
                Step::Wait(_) => html! {},
            }) }
            <super::upgrade::UpgradeSection scenario={props.why.scenario.clone()} volume={volume.name.clone()} />
            </details>
            </>
    }
}

fn skipped(k: &SkippedReplica) -> Html {
    let title = text(match k.cause {
        SkipCause::AlreadyScheduled => "lh-skip-already-scheduled",
        SkipCause::UnusedFailedReplica => "lh-skip-unused-failed-replica",
        SkipCause::AwaitingAttachment => "lh-skip-awaiting-attachment",
    }, &[]);
    html! {
        <div class="why-step" data-skip={format!("{:?}", k.cause)}>
            <h3>{ title }</h3>
            <p class="note">{ &k.message }</p>
            if !k.reason.is_empty() {
                <p>{ text("lh-why-reason-given", &[]) }{ " " }<code>{ &k.reason }</code></p>
            }
        </div>
    }
}

fn decision(
    d: &ReplicaDecision,
    volume: &VolumeResult,
    result: &ScheduleResult,
    title: &str,
) -> Html {
    let winning_tier = d.tiers.iter().position(|t| t.candidates > 0);
    let image_column = d.nodes.iter().any(|n| !n.backing_image_tags_match);
    let pressure_column = d.nodes.iter().any(|n| n.disk_pressure);
    html! {
        <div class="why-step">
            <h3>{ title }</h3>
            <p class="why-outcome">
                { match &d.winner {
                    Some(w) => html! { <strong>{ text("lh-why-chosen", &[("disk", &w.disk), ("node", &w.node)]) }</strong> },
                    None if d.reasons.is_empty() => html! { <>{ text("lh-why-no-candidate-no-reason", &[]) }{ " " }<code>{ "replica scheduling failed" }</code></> },
                    None => html! { <>{ text("lh-why-no-candidate", &[]) }{ " " }<code>{ d.reasons.join("; ") }</code></> },
                } }
            </p>
            if let Some(node) = &d.hard_node_affinity {
                <p class="note">{ text("lh-why-strict-local", &[("node", node)]) }</p>
            }
            <h4>{ text("lh-why-tiers-heading", &[]) }</h4>
            <ol class="why-tiers" id="why-tiers">
                { for d.tiers.iter().enumerate().map(|(t, tier)| {
                    let (label, about) = tier_label(tier.tier);
                    html! {
                        <li class={classes!("tier", (Some(t) == winning_tier).then_some("winner"))}>
                            <strong>{ label }</strong>{ " — " }<span class="hint">{ about }</span>
                            if Some(t) == winning_tier { <span class="badge">{ text("lh-why-tier-wins", &[]) }</span> }
                            <div>{ if tier.nodes.is_empty() { text("lh-why-tier-no-nodes", &[]) } else { text("lh-why-tier-nodes", &[("nodes", &tier.nodes.join(", "))]) } }</div>
                            if !tier.readmitted.is_empty() {
                                <div>{ text("lh-why-tier-readmitted", &[("nodes", &tier.readmitted.iter()
                                    .map(|e| format!("{} — {}", e.node, readmission_label(e.cause))).collect::<Vec<_>>().join("; "))]) }</div>
                            }
                            if !tier.excluded.is_empty() {
                                <div>{ text("lh-why-tier-excluded", &[("nodes", &tier.excluded.iter()
                                    .map(|e| format!("{} — {}", e.node, cause_label(e.cause))).collect::<Vec<_>>().join("; "))]) }</div>
                            }
                            <div>{ text_with("lh-why-tier-passed", &[("count", number(tier.passed as f64))]) }</div>
                            if !tier.disk_anti_affinity_removed.is_empty() {
                                <div>{ text("lh-why-tier-disk-anti-affinity", &[("disks", &tier.disk_anti_affinity_removed.iter()
                                    .map(|r| format!("{}/{}", r.node, r.disk)).collect::<Vec<_>>().join(", "))]) }</div>
                            }
                            <div>{ text_with("lh-why-tier-candidates", &[("count", number(tier.candidates as f64))]) }</div>
                            if !tier.reasons.is_empty() {
                                <div>{ text("lh-why-tier-reasons", &[]) }{ " " }<code>{ tier.reasons.join("; ") }</code></div>
                            }
                        </li>
                    }
                }) }
            </ol>
            if let Some(l) = &d.locality_message { <p class="note">{ crate::text::messages::render(l) }</p> }
            <h4>{ text("lh-why-nodes-heading", &[]) }</h4>
            <div class="table-scroll" tabindex="0" role="region" aria-label={text("lh-why-nodes-label", &[])}>
            <table class="score-table" id="why-nodes">
                <thead><tr><th>{ text("lh-col-node", &[]) }</th><th>{ text("lh-col-zone", &[]) }</th><th>{ text("lh-col-verdict", &[]) }</th>
                    <th>{ text("lh-col-tags-match", &[]) }</th>
                    if image_column { <th>{ text("lh-col-backing-image-tags", &[]) }</th> }
                    <th>{ text("lh-col-node-used", &[]) }</th><th>{ text("lh-col-zone-used", &[]) }</th>
                    if pressure_column { <th>{ text("lh-col-disk-pressure", &[]) }</th> }</tr></thead>
                <tbody>{ for d.nodes.iter().map(|n| html! {
                    <tr class={classes!((n.verdict != NodeVerdict::Candidate).then_some("skipped"))}>
                        <td>{ &n.name }</td><td>{ if n.zone.is_empty() { "—" } else { &n.zone } }</td>
                        <td>{ node_verdict(n.verdict) }</td><td>{ yes_no(n.tags_match) }</td>
                        if image_column { <td>{ yes_no(n.backing_image_tags_match) }</td> }
                        <td>{ used_label(n.used, n.only_evicting) }</td>
                        <td>{ used_label(n.zone_used, n.zone_only_evicting) }</td>
                        if pressure_column { <td>{ yes_no(n.disk_pressure) }</td> }
                    </tr>
                }) }</tbody>
            </table>
            </div>
            <h4>{ text("lh-why-disks-heading", &[]) }</h4>
            <p class="hint"><code>{ "Fits(size, actual): available − actual > trunc(maximum × minimal% / 100)  and  size + scheduled ≤ trunc((maximum − reserved) × over-provisioning% / 100)" }</code></p>
            <div class="table-scroll" tabindex="0" role="region" aria-label={text("lh-why-disks-label", &[])}>
            <table class="score-table why-disks" id="why-disks">
                <thead><tr><th>{ text("lh-col-disk", &[]) }</th><th>{ text("lh-col-verdict", &[]) }</th><th>{ text("lh-col-reason-recorded", &[]) }</th></tr></thead>
                <tbody>{ for d.disks.iter().map(disk_row) }</tbody>
            </table>
            </div>
            { pick(d) }
            if d.node_tie.len() > 1 {
                <p class="note tie-note" role="note"><strong>{ text("lh-why-tie", &[]) }</strong>{ " " }
                    { text("lh-why-node-tie", &[("nodes", &d.node_tie.join(", "))]) }</p>
            }
            if d.tie.len() > 1 {
                <p class="note tie-note" role="note" id="why-tie"><strong>{ text("lh-why-tie", &[]) }</strong>{ " " }
                    { text("lh-why-disk-tie", &[("disks", &d.tie.join(", ")),
                        ("shown", &d.winner.as_ref().map(|w| format!("{}/{}", w.node, w.disk)).unwrap_or_default())]) }</p>
            }
            if d.fallback {
                <p class="note fallback-note" role="note" id="why-fallback"><strong>{ text("lh-why-fallback", &[]) }</strong>{ " " }
                    { text("lh-why-fallback-note", &[]) }</p>
            }
            { docs_notes(d, volume, result) }
        </div>
    }
}

fn disk_row(e: &DiskExplanation) -> Html {
    let silent = matches!(e.verdict, DiskVerdict::Candidate | DiskVerdict::Chosen);
    let reason = match (&e.reason, silent) {
        (Some(r), _) => html! { <code>{ r }</code> },
        (None, true) => html! { <span class="muted">{ "—" }</span> },
        (None, false) => html! { <span class="muted">{ text("lh-why-no-reason-recorded", &[]) }</span> },
    };
    let fits = e.fits.as_ref().map(|f| {
        let actual = if f.actual_text.is_empty() { f.render_actual() } else { f.actual_text.clone() };
        let schedule = if f.schedule_text.is_empty() { f.render_schedule() } else { f.schedule_text.clone() };
        html! {
            <div class="fits">
                if !f.positive { <div class="bad">{ "✗ " }{ text("lh-why-fits-positive", &[]) }</div> }
                <div class={if f.actual_ok { "ok" } else { "bad" }}>{ if f.actual_ok { "✓ " } else { "✗ " } }{ actual }</div>
                <div class={if f.schedule_ok { "ok" } else { "bad" }}>{ if f.schedule_ok { "✓ " } else { "✗ " } }{ schedule }</div>
            </div>
        }
    });
    let class = match e.verdict {
        DiskVerdict::Chosen => Some("winner"),
        DiskVerdict::Candidate => None,
        _ => Some("rejected"),
    };
    html! {
        <>
        <tr class={classes!(class, fits.is_some().then_some("has-fits"))}>
            <td>{ format!("{}/{}", e.node, e.disk) }</td>
            <td class="wrap">{ disk_verdict(e.verdict) }{ recorded_note(e) }</td>
            <td>{ reason }</td>
        </tr>
        if let Some(fits) = fits {
            <tr class={classes!(class, "fits-row")}><td colspan="3">{ fits }</td></tr>
        }
        </>
    }
}

/// The recorded `Schedulable` condition, and whether the numbers agree with it.
fn recorded_note(e: &DiskExplanation) -> Html {
    let Some(recorded) = e.recorded_schedulable else {
        return html! {};
    };
    let status = if recorded { "True" } else { "False" };
    let sentence = match e.fits.as_ref().map(|f| f.fits) {
        Some(true) if !recorded => text("lh-why-recorded-but-fits", &[("status", status)]),
        Some(false) if recorded => text("lh-why-recorded-but-does-not-fit", &[("status", status)]),
        _ => text("lh-why-recorded", &[("status", status)]),
    };
    html! { <span class="hint">{ " — " }{ sentence }</span> }
}

fn pick(d: &ReplicaDecision) -> Html {
    match &d.pick {
        None => html! {},
        Some(Pick::Balance(sim)) => {
            let max = sim
                .node_stage
                .entries
                .iter()
                .chain(&sim.disk_stage.entries)
                .map(|e| e.usable)
                .max()
                .unwrap_or(0);
            let unit = unit_for(max.max(sim.replica_size) as f64);
            html! {
                <div class="why-pick">
                    <h4>{ text("lh-why-balance-heading", &[]) }{ " " }<code>{ "BalanceScore(X) = (max X − min X) / mean X" }</code></h4>
                    if sim.single_candidate {
                        <p class="note">{ text("lh-why-single-candidate", &[]) }</p>
                    }
                    if !sim.node_stage.entries.is_empty() {
                        <h5>{ text("lh-why-node-stage", &[]) }</h5>
                        { stage_table("why-node-stage", &sim.node_stage, unit, false) }
                    }
                    if !sim.disk_stage.entries.is_empty() {
                        <h5>{ text("lh-why-disk-stage", &[]) }</h5>
                        { stage_table("why-disk-stage", &sim.disk_stage, unit, true) }
                    }
                    <p class="hint">{ text("lh-why-values-in", &[("unit", unit.label())]) }</p>
                </div>
            }
        }
        Some(Pick::MostUsable(m)) => {
            let unit = unit_for(m.entries.iter().map(|e| e.usable).max().unwrap_or(0) as f64);
            html! {
                <div class="why-pick">
                    <h4>{ text("lh-why-most-usable-heading", &[]) }</h4>
                    <table class="score-table" id="why-most-usable">
                        <thead><tr><th>{ text("lh-col-disk", &[]) }</th><th>{ text("lh-col-available-minus-reserved", &[("unit", unit.label())]) }</th></tr></thead>
                        <tbody>{ for m.entries.iter().map(|e| html! {
                            <tr class={classes!((m.winner.as_deref() == Some(e.name.as_str())).then_some("winner"),
                                m.tie.contains(&e.name).then_some("tie"))}>
                                <td>{ &e.name }</td><td>{ crate::text::units::in_unit(e.usable as f64, unit) }</td>
                            </tr>
                        }) }</tbody>
                    </table>
                </div>
            }
        }
    }
}

/// The docs notes that matter for this decision.
fn docs_notes(d: &ReplicaDecision, volume: &VolumeResult, result: &ScheduleResult) -> Html {
    let note = |id: &str| result.docs_notes.iter().find(|n| n.id == id);
    let mut shown: Vec<(&DocsNote, String)> = Vec::new();
    let first_tier_won = d
        .tiers
        .first()
        .is_some_and(|t| t.tier == Tier::NewNodeNewZone && t.candidates > 0);
    let aa = volume.anti_affinity;
    if first_tier_won && (aa.node_soft || aa.zone_soft) {
        if let Some(n) = note("new-node-new-zone-first") {
            shown.push((
                n,
                text("lh-docs-here-new-node-new-zone", &[]),
            ));
        }
    }
    if let Some(Pick::Balance(sim)) = &d.pick {
        let winner = d.winner.as_ref().map(|w| format!("{}/{}", w.node, w.disk));
        if sim.docs_disk_winner.is_some() && (sim.docs_disk_winner != winner || d.tie.len() > 1) {
            if let Some(n) = note("cluster-wide-disk-score") {
                shown.push((
                    n,
                    text("lh-docs-here-per-node-score", &[("disk", &sim.docs_disk_winner.clone().unwrap_or_default())]),
                ));
            }
        }
    }
    if d.tiers
        .iter()
        .any(|t| t.tier == Tier::UsedNodes && t.candidates > 0)
    {
        if let Some(n) = note("used-node-tier-skips-node-tags") {
            shown.push((
                n,
                text("lh-docs-here-used-nodes", &[]),
            ));
        }
    }
    let readmitted_under_pressure = d.tiers.iter().flat_map(|t| &t.readmitted);
    if readmitted_under_pressure
        .into_iter()
        .any(|r| r.cause == ReadmissionCause::DiskPressure)
    {
        if let Some(n) = note("disk-pressure-readmits-used-nodes") {
            shown.push((
                n,
                text("lh-docs-here-disk-pressure", &[]),
            ));
        }
    }
    if d.nodes.iter().any(|n| !n.backing_image_tags_match)
        || d.disks
            .iter()
            .any(|e| e.verdict == DiskVerdict::BackingImageTagsNotFulfilled)
    {
        if let Some(n) = note("backing-image-selectors") {
            shown.push((
                n,
                text("lh-docs-here-backing-image", &[]),
            ));
        }
    }
    if d.tie.len() > 1 || d.node_tie.len() > 1 || d.fallback {
        if let Some(n) = note("random-tie-break") {
            shown.push((n, String::new()));
        }
    }
    if d.winner.is_none() && d.tiers.iter().any(|t| !t.excluded.is_empty()) {
        if let Some(n) = note("no-reason-for-anti-affinity") {
            shown.push((
                n,
                text("lh-docs-here-no-reason", &[]),
            ));
        }
    }
    html! {
        <div class="docs-notes" id="why-docs-notes">
            { for shown.iter().map(|(n, here)| html! {
                <aside class="docs-diff differs" data-note={n.id.clone()}>
                    <strong>{ text("lh-docs-says", &[]) }</strong>{ " " }{ docs_note_text(n, "docs", &n.docs) }<br/>
                    <strong>{ text("lh-docs-real", &[]) }</strong>{ " " }{ docs_note_text(n, "actual", &n.actual) }
                    if !here.is_empty() { <br/><em>{ here }</em> }
                </aside>
            }) }
            <details>
                <summary>{ text_with("lh-docs-all", &[("count", number(result.docs_notes.len() as f64))]) }</summary>
                <ul>{ for result.docs_notes.iter().map(|n| html! {
                    <li><strong>{ docs_note_text(n, "docs", &n.docs) }</strong>{ " — " }{ docs_note_text(n, "actual", &n.actual) }</li>
                }) }</ul>
            </details>
        </div>
    }
}

/// Whether a node or its zone holds a replica of the volume, in words.
fn used_label(used: bool, only_evicting: bool) -> String {
    match (used, only_evicting) {
        (true, true) => text("lh-why-only-evicting", &[]),
        (used, _) => yes_no(used),
    }
}

/// A docs note's side (`docs` or `actual`) in the page's language: the
/// catalogs hold each note under `lh-docs-note-<id>-<side>`; a note the
/// catalogs do not know yet shows the engine's English.
fn docs_note_text(n: &DocsNote, side: &str, english: &str) -> String {
    crate::text::i18n::format(&format!("lh-docs-note-{}-{side}", n.id), &[]).unwrap_or_else(|| english.to_string())
}
