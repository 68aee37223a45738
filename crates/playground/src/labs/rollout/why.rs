//! "Why is it waiting": the round's reconcile with its numbers, per partition,
//! and where the docs describe something else, said when it matters (spec §7).

use std::rc::Rc;

use placement::fleet::{Outcome, PartitionPlan, RolloutSimulation, Wait};
use yew::prelude::*;

use super::draft::RolloutDraft;

#[derive(Properties, PartialEq)]
pub struct WhyProps {
    pub sim: Rc<RolloutSimulation>,
    pub round: u32,
    pub draft: RolloutDraft,
    pub plan: Option<Rc<PartitionPlan>>,
}

fn wait_text(w: &Wait) -> String {
    match w {
        Wait::MaxNew { message, .. }
        | Wait::BundleLimit { message, .. }
        | Wait::PartitionLimit { message, .. }
        | Wait::Paused { message, .. }
        | Wait::Unmatched { message, .. } => message.clone(),
    }
}

/// The docs-versus-code notes that apply at this round.
pub fn docs_notes(
    sim: &RolloutSimulation,
    round: u32,
    draft: &RolloutDraft,
) -> Vec<(&'static str, String)> {
    let mut notes = Vec::new();
    let record = round
        .checked_sub(1)
        .and_then(|i| sim.rounds.get(i as usize));
    let manual = !draft.strategy.partitions.is_empty();
    if sim
        .clusters
        .iter()
        .any(|c| c.partitions.is_empty() && c.joined)
    {
        let n = sim
            .clusters
            .iter()
            .filter(|c| c.partitions.is_empty())
            .count();
        notes.push(("unmatched", format!(
            "Docs: clusters that match no partition are rolled out in extra partitions. Code: these {n} clusters are never deployed, \
             yet they count as Pending, so the bundle never becomes Ready.")));
    }
    if manual
        && draft
            .strategy
            .partitions
            .iter()
            .any(|p| p.max_unavailable.trim().is_empty())
    {
        notes.push(("partition-max", "Docs: a partition without maxUnavailable allows 10 %. Code: it falls back to the strategy's maxUnavailable, then 100 %.".into()));
    }
    if !manual
        && draft.strategy.auto_partition_size.trim().is_empty()
        && !draft.strategy.max_unavailable.trim().is_empty()
        && sim.partitions.len() > 1
    {
        notes.push((
            "partition-size",
            "Docs: autoPartitionSize defaults to maxUnavailable. Code: it defaults to 25 %.".into(),
        ));
    }
    if manual
        && draft.strategy.partitions.iter().any(|p| {
            [
                &p.cluster_name,
                &p.cluster_selector,
                &p.cluster_group,
                &p.cluster_group_selector,
            ]
            .iter()
            .filter(|s| !s.trim().is_empty())
            .count()
                > 1
        })
    {
        notes.push((
            "and",
            "A partition's criteria are ANDed: a cluster must match all of them.".into(),
        ));
    }
    notes.extend(code_notes(sim, record, draft));
    if let Some(r) = record {
        if r.created as i64 == sim.max_new && sim.max_new > 0 {
            notes.push(("max-new", format!(
                "This reconcile created maxNew = {} deployments and stopped creating; maxNew is configurable since v0.16.", sim.max_new)));
        }
        if r.stopped.is_none()
            && r.status.unavailable_partitions > 0
            && r.status.unavailable_partitions == r.status.max_unavailable_partitions
        {
            notes.push(("not-more-than", format!(
                "Docs: the rollout continues while unavailable partitions are less than maxUnavailablePartitions. Code: not more than — \
                 {} unavailable = the limit {}, and it goes on.", r.status.unavailable_partitions, r.status.max_unavailable_partitions)));
        }
        if round >= 2 && r.created > 0 {
            if let Some(prev) = sim.rounds.get(round as usize - 2) {
                let unready = prev.end.not_ready + prev.end.wait_applied + prev.end.err_applied;
                if prev.created > 0 && unready > 0 {
                    notes.push(("no-readiness-wait", format!(
                        "Docs: the next batch waits until the first is ready. Code: {} more are created on this reconcile although {unready} \
                         are not ready — creation only waits for maxNew.", r.created)));
                }
            }
        }
        if r.version > 1 && r.end.wait_applied > 0 {
            notes.push(("wait-applied", format!(
                "{} held-back clusters show WaitApplied in the bundle view (Fleet v0.16+); the docs and older versions show OutOfSync.",
                r.end.wait_applied)));
        }
    }
    notes
}

/// Rules of Fleet's code the docs page does not state (issue #14).
fn code_notes(
    sim: &RolloutSimulation,
    record: Option<&placement::fleet::RoundRecord>,
    draft: &RolloutDraft,
) -> Vec<(&'static str, String)> {
    let mut notes = Vec::new();
    if draft
        .strategy
        .partitions
        .iter()
        .any(|p| !p.cluster_group.trim().is_empty() || !p.cluster_group_selector.trim().is_empty())
    {
        notes.push(("groups", "Docs: a partition selects clusters by clusterGroup or clusterGroupSelector. Code: the criteria are tried against one of the cluster's groups at a time, so a single group must satisfy all of them; a cluster in no group is tried with an empty group, which {}, NotIn and DoesNotExist group selectors match.".into()));
    }
    if let Some(r) = record {
        let listed = r.status.summary.non_ready_resources.len();
        let pieces = r
            .status
            .ready_message
            .split("; ")
            .filter(|p| !p.is_empty())
            .count();
        if listed > pieces {
            notes.push(("ready-message", format!(
                "The Ready condition names one cluster per state — the first listed — with that state's count, so {listed} listed non-ready clusters give {pieces} piece{} (ReadyMessage).",
                if pieces == 1 { "" } else { "s" })));
        }
    }
    let mut names: Vec<&str> = sim.clusters.iter().map(|c| c.name.as_str()).collect();
    let before = names.len();
    names.dedup();
    if names.len() < before {
        notes.push(("namespaces", "Fleet sorts targets by cluster name only: clusters of one name in several namespaces (BundleNamespaceMappings) follow the namespace order in which Fleet lists them.".into()));
    }
    notes
}

#[function_component]
pub fn Why(props: &WhyProps) -> Html {
    let sim = &props.sim;
    let round = props.round;
    let record = round
        .checked_sub(1)
        .and_then(|i| sim.rounds.get(i as usize));
    let last = sim.rounds.last().map_or(0, |r| r.round);
    let notes = docs_notes(sim, round, &props.draft);
    let outcome = match &sim.outcome {
        Outcome::Complete { message, .. } => format!("Complete: {message}"),
        Outcome::Stalled { message, .. } => format!("Stalled: {message}"),
        Outcome::MaxRounds { message, .. } => format!("Stopped: {message}"),
    };
    let _ = &props.plan;
    html! {
        <section class="panel why" aria-labelledby="why-title" id="why">
            <h2 id="why-title">{ format!("Round {round}: why is it waiting?") }</h2>
            if let Some(r) = record {
                if !r.events.is_empty() { <p class="events">{ format!("At the start: {}.", r.events.join("; ")) }</p> }
                <p id="why-counts">{ format!(
                    "Reconcile: created {} (maxNew {}), staged {}, promoted {}. Agents: applied {}, became ready {}, failed {}.",
                    r.created, r.status.max_new, r.staged, r.promoted, r.applied, r.became_ready, r.failed) }</p>
                <p id="why-limits">{ format!(
                    "Bundle: {} unavailable of maxUnavailable {}; unavailable partitions {} of maxUnavailablePartitions {}.",
                    r.status.unavailable, r.status.max_unavailable, r.status.unavailable_partitions, r.status.max_unavailable_partitions) }</p>
                <p id="why-ready">{ bundle_ready_line(&r.status) }</p>
                <ul class="reasons" id="why-reasons">
                    if let Some(s) = &r.stopped {
                        <li class="stopped">{ stop_sentence(s) }</li>
                    }
                    { for r.waits.iter().map(|w| html! { <li>{ wait_text(w) }</li> }) }
                    if r.stopped.is_none() && r.waits.is_empty() {
                        <li>{ "Nothing waits in this round." }</li>
                    }
                </ul>
                <div class="table-scroll" tabindex="0" role="region" aria-label="Partitions in this round">
                    <table class="score-table" id="partition-table">
                        <thead><tr>
                            <th>{ "partition" }</th><th>{ "members" }</th><th>{ "maxUnavailable" }</th><th>{ "unavailable (before)" }</th>
                            <th>{ "created" }</th><th>{ "promoted" }</th><th>{ "not up to date or unavailable" }</th><th>{ "verdict" }</th>
                        </tr></thead>
                        <tbody>
                            { for r.partitions.iter().map(|p| html! {
                                <tr class={classes!((!p.reached).then_some("skipped"), p.partition_unavailable.then_some("blocked"))}>
                                    <td>{ &p.label }</td><td>{ p.count }</td><td>{ p.max_unavailable }</td><td>{ p.unavailable }</td>
                                    <td>{ p.created }</td><td>{ p.promoted }</td>
                                    <td>{ format!("{} {} {}", p.not_up_to_date_or_unavailable, if p.partition_unavailable { ">" } else { "≤" }, p.max_unavailable) }</td>
                                    <td>{ if !p.reached { "not reached" } else if p.partition_unavailable { "unavailable" } else { "ok" } }</td>
                                </tr>
                            }) }
                        </tbody>
                    </table>
                </div>
            } else {
                <p>{ "Round 0 is the start, before the first reconcile. Step forward to see the controller's decisions." }</p>
            }
            if round == last {
                <p class="outcome" id="outcome">{ outcome }</p>
            }
            { for sim.warnings.iter().map(|w| html! { <p class="notice warning">{ w.clone() }</p> }) }
            if !notes.is_empty() {
                <div class="docs-notes" id="docs-notes">
                    { for notes.iter().map(|(id, text)| html! { <p class="note" data-note={*id}>{ text.clone() }</p> }) }
                </div>
            }
            <details class="explain">
                <summary>{ "How the partitions were formed" }</summary>
                <ul>{ for sim.explanation.iter().map(|e| html! { <li>{ e.clone() }</li> }) }</ul>
            </details>
        </section>
    }
}

/// The bundle's Ready condition at the start of the reconcile, as Fleet
/// writes it (`SetReadyConditions` / `ReadyMessage` in `summary.go`).
fn bundle_ready_line(status: &placement::fleet::BundleStatus) -> String {
    let c = &status.summary.counts;
    if status.ready_message.is_empty() {
        return format!(
            "Bundle Ready condition: True ({}/{} clusters ready).",
            c.ready, c.desired_ready
        );
    }
    format!(
        "Bundle Ready condition: False, state {}, {}/{} clusters ready — message “{}”.",
        status.display_state.map_or("", |s| s.as_str()),
        c.ready,
        c.desired_ready,
        status.ready_message
    )
}

/// Why the reconcile stopped, in words a user knows (the engine's `message`
/// is the controller's terse log line).
fn stop_sentence(s: &placement::fleet::Stop) -> String {
    let later = match s.partitions_not_reached {
        1 => "the next partition waits".to_string(),
        n => format!("the {n} later partitions wait"),
    };
    format!(
        "The rollout stops after {}: {} of its clusters are not up to date or unavailable, more than the {} it may have, \
         and {} unavailable partitions are more than the {} allowed (maxUnavailablePartitions), so {later}.",
        s.partition, s.not_up_to_date_or_unavailable, s.max_unavailable, s.unavailable_partitions, s.max_unavailable_partitions
    )
}
