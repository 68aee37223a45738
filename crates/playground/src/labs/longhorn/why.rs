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

use super::result::state_label;
use crate::components::score_table::stage_table;
use crate::units::unit_for;

#[derive(Properties, PartialEq)]
pub struct WhyProps {
    pub scenario: Option<Rc<Scenario>>,
    pub result: Option<Rc<ScheduleResult>>,
    pub selected: Option<(usize, String)>,
    /// Applies a suggested change to the drawing.
    #[prop_or_default]
    pub on_apply: Option<Callback<placement::longhorn::Edit>>,
}

pub fn tier_label(t: Tier) -> (&'static str, &'static str) {
    match t {
        Tier::NewNodeNewZone => (
            "new node in a new zone",
            "unused nodes in zones without a replica — always tried first",
        ),
        Tier::OnlyEvictingNodeAndZone => (
            "only-evicting node and zone",
            "zone hard: nodes whose node and zone hold only evicting replicas",
        ),
        Tier::UnusedNodes => (
            "unused nodes",
            "zone soft, node hard: nodes without a replica, in any zone",
        ),
        Tier::OnlyEvictingNodes => (
            "only-evicting nodes",
            "zone soft, node hard: nodes holding only evicting replicas",
        ),
        Tier::UnusedNodesBothSoft => (
            "unused nodes (both soft)",
            "node and zone soft: nodes without a replica first",
        ),
        Tier::UsedNodes => (
            "used nodes",
            "node and zone soft: only the nodes already holding a counted replica of the volume; node tags not re-checked",
        ),
    }
}

fn cause_label(c: ExclusionCause) -> &'static str {
    match c {
        ExclusionCause::NodeTags => "node tags do not match the node selector",
        ExclusionCause::NodeUsed => "holds a replica of the volume",
        ExclusionCause::ZoneUsed => "its zone holds a replica of the volume",
        ExclusionCause::NodeNotOnlyEvicting => "holds no replica or a non-evicting one",
        ExclusionCause::ZoneNotOnlyEvicting => "its zone holds no replica or a non-evicting one",
        ExclusionCause::BackingImageNodeTags => {
            "node tags do not match the backing image's node selector"
        }
        ExclusionCause::NodeNotUsed => "holds no counted replica of the volume",
    }
}

fn readmission_label(c: ReadmissionCause) -> &'static str {
    match c {
        ReadmissionCause::DiskPressure => "used, but a disk is under pressure (replica-auto-balance best-effort)",
        ReadmissionCause::EvictingNodeInUsedZone => {
            "only evicting replicas, in a zone that still has others (replica-auto-balance best-effort)"
        }
    }
}

fn node_verdict(v: NodeVerdict) -> &'static str {
    match v {
        NodeVerdict::Candidate => "eligible (the tiers below decide)",
        NodeVerdict::NotReady => "not Ready",
        NodeVerdict::Cordoned => "cordoned (disable-scheduling-on-cordoned-node)",
        NodeVerdict::SchedulingDisabled => "allowScheduling is false",
        NodeVerdict::EvictionRequested => "eviction requested",
        NodeVerdict::EngineNotReady => "engine image / instance manager not ready",
        NodeVerdict::NotAffinityNode => "not the strict-local node",
        NodeVerdict::NoReusableReplica => "holds no reusable failed replica",
        NodeVerdict::OutsideTopology => "outside the volume's topology requirement (master)",
        NodeVerdict::NotCloneSource => "holds no healthy replica of the source volume (linked clone)",
    }
}

fn disk_verdict(v: DiskVerdict) -> &'static str {
    match v {
        DiskVerdict::NodeNotCandidate => "node not a candidate",
        DiskVerdict::NotSchedulable => {
            "dropped silently (scheduling off, evicting, or its Schedulable condition is not True)"
        }
        DiskVerdict::Unavailable => "unavailable / wrong disk type",
        DiskVerdict::IncompatibleVolumeSize => "v1 volume ≥ 16 TiB on ext4",
        DiskVerdict::TagsNotFulfilled => "disk tags do not match the disk selector",
        DiskVerdict::BackingImageTagsNotFulfilled => {
            "disk tags do not match the backing image's disk selector"
        }
        DiskVerdict::InsufficientStorage => "Fits failed",
        DiskVerdict::DiskAntiAffinity => "removed by disk anti-affinity (holds a replica)",
        DiskVerdict::NotInTier => "passed, but its node is in no tier tried",
        DiskVerdict::NotReached => "passed, but an earlier tier already had candidates",
        DiskVerdict::NotLocal => "left out by data locality best-effort",
        DiskVerdict::NotCloneSource => "holds no healthy replica of the source volume (linked clone)",
        DiskVerdict::Candidate => "candidate, not chosen",
        DiskVerdict::Chosen => "chosen",
    }
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
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
    let (Some(result), Some((k, name))) = (&props.result, &props.selected) else {
        return html! {
            <section class="panel why-panel" id="why-panel" aria-label="Why">
                <h2>{ "Why?" }</h2>
                <p class="hint">{ "Click a replica (in the list or on the map) to see how Longhorn placed it." }</p>
            </section>
        };
    };
    let Some(volume) = explained.as_ref().as_ref().or(result.volumes.get(*k)) else {
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
        format!(
            "{} ({})",
            if soft { "soft" } else { "hard" },
            if from_volume {
                "volume override"
            } else {
                "global setting"
            }
        )
    };
    html! {
        <section class="panel why-panel" id="why-panel" aria-label="Why">
            <h2>{ format!("Why: {} of {}", name, volume.name) }</h2>
            <super::answer::AnswerLines answer={volume.answers.iter().find(|a| &a.replica == name).cloned()}
                on_apply={props.on_apply.clone()} />
            <details class="why-details" id="why-details">
            <summary>{ "How Longhorn decided: tiers, node and disk verdicts, formulas" }</summary>
            <p class="why-summary" id="why-summary">
                { match outcome.map(|o| (o, &o.node, &o.disk)) {
                    Some((o, Some(n), Some(d))) => format!("{name} is on disk {d} of node {n} ({}).", state_label(o.state)),
                    Some((o, _, _)) => format!("{name} is not placed ({}).", state_label(o.state)),
                    None => format!("{name} was never created: the precheck before creating it found no candidate disk."),
                } }
            </p>
            <p class="hint">
                { format!("Anti-affinity in force — node: {}, zone: {}, disk: {}. Data locality: {:?}.",
                    level(aa.node_soft, aa.node_from_volume), level(aa.zone_soft, aa.zone_from_volume),
                    level(aa.disk_soft, aa.disk_from_volume), volume.data_locality).replace("BestEffort", "best-effort")
                    .replace("StrictLocal", "strict-local").replace("Disabled", "disabled") }
            </p>
            if let Some(t) = &volume.topology { <p class="note" id="why-topology">{ t }</p> }
            if let Some(t) = &volume.linked_clone { <p class="note" id="why-linked-clone">{ t }</p> }
            if steps.is_empty() {
                <p class="note">{ match outcome.map(|o| o.state) {
                    Some(ReplicaState::Healthy) => "An existing healthy replica: the scheduler keeps it where it is and makes no decision for it. \
                                                    It does make its node and zone \"used\" for the other replicas.",
                    Some(ReplicaState::Failed) => "A failed replica that was not reused in this run (see the volume's condition and any wait note).",
                    _ => "No scheduling step was recorded for this replica.",
                } }</p>
            }
            { for steps.iter().map(|s| match s {
                Step::Schedule(d) => decision(d, volume, result, "Scheduling"),
                Step::Precheck(d) => decision(d, volume, result, "Precheck before creating a new replica"),
                Step::Reuse(r) => html! {
                    <div class="why-step">
                        <h3>{ "Reuse of a failed replica" }</h3>
                        <ul>{ for r.considered.iter().map(|c| html! {
                            <li>{ format!("{} (failedAt {} s): {}", c.replica, c.failed_at,
                                if c.reusable { "reusable".to_string() } else { format!("not reusable — {}", c.why_not.clone().unwrap_or_default()) }) }</li>
                        }) }</ul>
                        <p class="hint">{ "A reusable failed replica rebuilds in place; the search below has no capacity check." }</p>
                        if let Some(search) = &r.search { { decision(search, volume, result, "Search over the reusable replicas' disks") } }
                    </div>
                },
                Step::Skip(k) => skipped(k),
                Step::Wait(_) => html! {},
            }) }
            </details>
        </section>
    }
}

fn skipped(k: &SkippedReplica) -> Html {
    let title = match k.cause {
        SkipCause::AlreadyScheduled => "Already scheduled",
        SkipCause::UnusedFailedReplica => "Refused before any search",
        SkipCause::AwaitingAttachment => "Waiting for the volume to be attached",
    };
    html! {
        <div class="why-step" data-skip={format!("{:?}", k.cause)}>
            <h3>{ title }</h3>
            <p class="note">{ &k.message }</p>
            if !k.reason.is_empty() {
                <p>{ "Reason Longhorn gives: " }<code>{ &k.reason }</code></p>
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
                    Some(w) => html! { <>{ "Chosen: disk " }<strong>{ &w.disk }</strong>{ " on node " }<strong>{ &w.node }</strong>{ "." }</> },
                    None => html! { <>{ "No candidate disk. Reasons recorded: " }
                        <code>{ if d.reasons.is_empty() { "none — the volume says “replica scheduling failed”".to_string() } else { d.reasons.join("; ") } }</code></> },
                } }
            </p>
            if let Some(node) = &d.hard_node_affinity {
                <p class="note">{ format!("strict-local: hard node affinity to {node}; every other node is out.") }</p>
            }
            <h4>{ "1. Anti-affinity tiers, in the order tried" }</h4>
            <ol class="why-tiers" id="why-tiers">
                { for d.tiers.iter().enumerate().map(|(t, tier)| {
                    let (label, about) = tier_label(tier.tier);
                    html! {
                        <li class={classes!("tier", (Some(t) == winning_tier).then_some("winner"))}>
                            <strong>{ label }</strong>{ " — " }<span class="hint">{ about }</span>
                            if Some(t) == winning_tier { <span class="badge">{ "wins" }</span> }
                            <div>{ "Nodes: " }{ if tier.nodes.is_empty() { "none".to_string() } else { tier.nodes.join(", ") } }</div>
                            if !tier.readmitted.is_empty() {
                                <div>{ "Taken in only by auto-balance: " }
                                    { tier.readmitted.iter().map(|e| format!("{} — {}", e.node, readmission_label(e.cause))).collect::<Vec<_>>().join("; ") }</div>
                            }
                            if !tier.excluded.is_empty() {
                                <div>{ "Left out (no reason recorded): " }
                                    { tier.excluded.iter().map(|e| format!("{} — {}", e.node, cause_label(e.cause))).collect::<Vec<_>>().join("; ") }</div>
                            }
                            <div>{ format!("Disks passing the checks: {}", tier.passed) }
                                if !tier.disk_anti_affinity_removed.is_empty() {
                                    { format!("; removed by disk anti-affinity: {}", tier.disk_anti_affinity_removed.iter()
                                        .map(|r| format!("{}/{}", r.node, r.disk)).collect::<Vec<_>>().join(", ")) }
                                }
                                { format!("; candidates: {}", tier.candidates) }
                                if !tier.reasons.is_empty() { { format!("; reasons: {}", tier.reasons.join("; ")) } }
                            </div>
                        </li>
                    }
                }) }
            </ol>
            if let Some(l) = &d.locality { <p class="note">{ format!("Data locality best-effort: {l}") }</p> }
            <h4>{ "2. Nodes" }</h4>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Node verdicts">
            <table class="score-table" id="why-nodes">
                <thead><tr><th>{ "Node" }</th><th>{ "Zone" }</th><th>{ "Verdict" }</th><th>{ "Tags match" }</th>
                    if image_column { <th>{ "Backing image tags" }</th> }
                    <th>{ "Node used" }</th><th>{ "Zone used" }</th>
                    if pressure_column { <th>{ "Disk under pressure" }</th> }</tr></thead>
                <tbody>{ for d.nodes.iter().map(|n| html! {
                    <tr class={classes!((n.verdict != NodeVerdict::Candidate).then_some("skipped"))}>
                        <td>{ &n.name }</td><td>{ if n.zone.is_empty() { "—" } else { &n.zone } }</td>
                        <td>{ node_verdict(n.verdict) }</td><td>{ yes_no(n.tags_match) }</td>
                        if image_column { <td>{ yes_no(n.backing_image_tags_match) }</td> }
                        <td>{ if n.used { if n.only_evicting { "only evicting" } else { "yes" } } else { "no" } }</td>
                        <td>{ if n.zone_used { if n.zone_only_evicting { "only evicting" } else { "yes" } } else { "no" } }</td>
                        if pressure_column { <td>{ yes_no(n.disk_pressure) }</td> }
                    </tr>
                }) }</tbody>
            </table>
            </div>
            <h4>{ "3. Disks (checks in order; the first failure records its reason)" }</h4>
            <p class="hint"><code>{ "Fits(size, actual): available − actual > trunc(maximum × minimal% / 100)  and  size + scheduled ≤ trunc((maximum − reserved) × over-provisioning% / 100)" }</code></p>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Disk verdicts">
            <table class="score-table why-disks" id="why-disks">
                <thead><tr><th>{ "Disk" }</th><th>{ "Verdict" }</th><th>{ "Reason recorded" }</th></tr></thead>
                <tbody>{ for d.disks.iter().map(disk_row) }</tbody>
            </table>
            </div>
            { pick(d) }
            if d.node_tie.len() > 1 {
                <p class="note tie-note" role="note"><strong>{ "Tie. " }</strong>
                    { format!("Nodes {} score the same: Longhorn picks one of these at random. The playground shows the first.", d.node_tie.join(", ")) }</p>
            }
            if d.tie.len() > 1 {
                <p class="note tie-note" role="note" id="why-tie"><strong>{ "Tie. " }</strong>
                    { format!("Disks {} are equally good: Longhorn picks one of these at random. The playground shows {} so the same \
                               input always gives the same picture.", d.tie.join(", "),
                               d.winner.as_ref().map(|w| format!("{}/{}", w.node, w.disk)).unwrap_or_default()) }</p>
            }
            if d.fallback {
                <p class="note fallback-note" role="note" id="why-fallback"><strong>{ "Fallback. " }</strong>
                    { "No candidate has usable storage (available − reserved − scheduled) ≥ the volume size, so Longhorn takes an \
                       arbitrary candidate. The playground shows the first by name." }</p>
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
        (None, false) => html! { <span class="muted">{ "no reason recorded" }</span> },
    };
    let fits = e.fits.as_ref().map(|f| {
        let actual = if f.actual_text.is_empty() { f.render_actual() } else { f.actual_text.clone() };
        let schedule = if f.schedule_text.is_empty() { f.render_schedule() } else { f.schedule_text.clone() };
        html! {
            <div class="fits">
                if !f.positive { <div class="bad">{ "✗ maximum and available must both be > 0" }</div> }
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
    let text = match e.fits.as_ref().map(|f| f.fits) {
        Some(fits) if fits != recorded => format!(
            " — Schedulable condition {status} as the cluster recorded it; Fits(0, 0) on these numbers says {}.",
            if fits { "it fits" } else { "it does not fit" }
        ),
        _ => format!(" — Schedulable condition {status} as the cluster recorded it."),
    };
    html! { <span class="hint">{ text }</span> }
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
                    <h4>{ "4. Balance pick (Longhorn ≥ 1.11): BalanceScore(X) = (max X − min X) / mean X, lower wins" }</h4>
                    if sim.single_candidate {
                        <p class="note">{ "Only one candidate disk: Longhorn takes it without computing any score." }</p>
                    }
                    if !sim.node_stage.entries.is_empty() {
                        <h5>{ "Node stage" }</h5>
                        { stage_table("why-node-stage", &sim.node_stage, unit, false) }
                    }
                    if !sim.disk_stage.entries.is_empty() {
                        <h5>{ "Disk stage (X = all candidate disks in the cluster)" }</h5>
                        { stage_table("why-disk-stage", &sim.disk_stage, unit, true) }
                    }
                    <p class="hint">{ format!("Values in {}.", unit.label()) }</p>
                </div>
            }
        }
        Some(Pick::MostUsable(m)) => {
            let unit = unit_for(m.entries.iter().map(|e| e.usable).max().unwrap_or(0) as f64);
            html! {
                <div class="why-pick">
                    <h4>{ "4. Most-usable pick (Longhorn 1.4–1.10): the largest available − reserved" }</h4>
                    <table class="score-table" id="why-most-usable">
                        <thead><tr><th>{ "Disk" }</th><th>{ format!("available − reserved ({})", unit.label()) }</th></tr></thead>
                        <tbody>{ for m.entries.iter().map(|e| html! {
                            <tr class={classes!((m.winner.as_deref() == Some(e.name.as_str())).then_some("winner"),
                                m.tie.contains(&e.name).then_some("tie"))}>
                                <td>{ &e.name }</td><td>{ crate::units::in_unit(e.usable as f64, unit) }</td>
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
                "Here the first tier found a new node in a new zone although a soft setting is on."
                    .into(),
            ));
        }
    }
    if let Some(Pick::Balance(sim)) = &d.pick {
        let winner = d.winner.as_ref().map(|w| format!("{}/{}", w.node, w.disk));
        if sim.docs_disk_winner.is_some() && (sim.docs_disk_winner != winner || d.tie.len() > 1) {
            if let Some(n) = note("cluster-wide-disk-score") {
                shown.push((
                    n,
                    format!(
                        "The docs' per-node score would pick {}.",
                        sim.docs_disk_winner.clone().unwrap_or_default()
                    ),
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
                "This replica was placed by the last tier (used nodes).".into(),
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
                "Here a used node was taken in because of disk pressure.".into(),
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
                "Here the backing image's selectors left nodes or disks out.".into(),
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
                "Nodes were left out of the tiers above without any reason in the message.".into(),
            ));
        }
    }
    html! {
        <div class="docs-notes" id="why-docs-notes">
            { for shown.iter().map(|(n, here)| html! {
                <aside class="docs-diff differs" data-note={n.id.clone()}>
                    <strong>{ "The docs page says: " }</strong>{ &n.docs }<br/>
                    <strong>{ "The real scheduler: " }</strong>{ &n.actual }
                    if !here.is_empty() { <br/><em>{ here }</em> }
                </aside>
            }) }
            <details>
                <summary>{ format!("All {} places where the docs page and the real scheduler differ", result.docs_notes.len()) }</summary>
                <ul>{ for result.docs_notes.iter().map(|n| html! { <li><strong>{ &n.docs }</strong>{ " — " }{ &n.actual }</li> }) }</ul>
            </details>
        </div>
    }
}
