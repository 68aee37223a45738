//! "Why is it waiting": the round's reconcile with its numbers, per partition,
//! and where the docs describe something else, said when it matters (spec §7).

use std::rc::Rc;

use placement::fleet::{Outcome, PartitionPlan, RolloutSimulation, Wait};
use yew::prelude::*;

use super::draft::RolloutDraft;
use crate::text::i18n::number;
use crate::text::messages::{text, text_with};

#[derive(Properties, PartialEq)]
pub struct WhyProps {
    pub sim: Rc<RolloutSimulation>,
    pub round: u32,
    pub draft: RolloutDraft,
    pub plan: Option<Rc<PartitionPlan>>,
}

fn wait_text(w: &Wait) -> String {
    crate::text::messages::render(&w.sentence())
}

/// The rollout's outcome in the page's language; a stalled rollout names its
/// reasons: the last round's stop and waits. The lab's answer line, first in
/// the result pane, and the why panel's last round say it from this one result.
pub fn outcome_text(sim: &RolloutSimulation) -> String {
    let message = crate::text::messages::render(&sim.outcome_sentence);
    let reasons = stall_reasons(sim);
    match &sim.outcome {
        Outcome::Complete { .. } => text("ro-outcome-complete", &[("message", &message)]),
        Outcome::Stalled { .. } if !reasons.is_empty() => text("ro-outcome-stalled-because", &[
            ("message", &message),
            ("reasons", &reasons.iter().map(crate::text::messages::render).collect::<Vec<_>>().join("; ")),
        ]),
        Outcome::Stalled { .. } => text("ro-outcome-stalled", &[("message", &message)]),
        Outcome::MaxRounds { .. } => text("ro-outcome-stopped", &[("message", &message)]),
    }
}

/// Why a stalled rollout stalled: the last round's stop and waits, as sentences.
fn stall_reasons(sim: &RolloutSimulation) -> Vec<placement::kernel::message::Message> {
    let Some(last) = sim.rounds.last() else { return Vec::new() };
    last.stopped.iter().map(|s| s.sentence()).chain(last.waits.iter().map(Wait::sentence)).collect()
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
        notes.push(("unmatched", text_with("ro-note-unmatched", &[("count", number(n as f64))])));
    }
    if manual
        && draft
            .strategy
            .partitions
            .iter()
            .any(|p| p.max_unavailable.trim().is_empty())
    {
        notes.push(("partition-max", text("ro-note-partition-max", &[])));
    }
    if !manual
        && draft.strategy.auto_partition_size.trim().is_empty()
        && !draft.strategy.max_unavailable.trim().is_empty()
        && sim.partitions.len() > 1
    {
        notes.push((
            "partition-size",
            text("ro-note-partition-size", &[]),
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
            text("ro-note-and", &[]),
        ));
    }
    notes.extend(code_notes(sim, record, draft));
    if let Some(r) = record {
        if r.created as i64 == sim.max_new && sim.max_new > 0 {
            notes.push(("max-new", text_with("ro-note-max-new", &[("maxNew", number(sim.max_new as f64))])));
        }
        if r.stopped.is_none()
            && r.status.unavailable_partitions > 0
            && r.status.unavailable_partitions == r.status.max_unavailable_partitions
        {
            notes.push(("not-more-than", text_with("ro-note-not-more-than", &[
                ("unavailable", number(r.status.unavailable_partitions as f64)),
                ("limit", number(r.status.max_unavailable_partitions as f64)),
            ])));
        }
        if round >= 2 && r.created > 0 {
            if let Some(prev) = sim.rounds.get(round as usize - 2) {
                let unready = prev.end.not_ready + prev.end.wait_applied + prev.end.err_applied;
                if prev.created > 0 && unready > 0 {
                    notes.push(("no-readiness-wait", text_with("ro-note-no-readiness-wait", &[
                        ("created", number(r.created as f64)),
                        ("unready", number(unready as f64)),
                    ])));
                }
            }
        }
        if r.version > 1 && r.end.wait_applied > 0 {
            notes.push(("wait-applied", text_with("ro-note-wait-applied", &[("count", number(r.end.wait_applied as f64))])));
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
        notes.push(("groups", text("ro-note-groups", &[])));
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
            notes.push(("ready-message", text_with("ro-note-ready-message", &[
                ("listed", number(listed as f64)),
                ("pieces", number(pieces as f64)),
            ])));
        }
    }
    let mut names: Vec<&str> = sim.clusters.iter().map(|c| c.name.as_str()).collect();
    let before = names.len();
    names.dedup();
    if names.len() < before {
        notes.push(("namespaces", text("ro-note-namespaces", &[])));
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
    let outcome = outcome_text(sim);
    let _ = &props.plan;
    html! {
        <section class="panel why" aria-labelledby="why-title" id="why">
            <h2 id="why-title">{ text_with(heading(sim, record, round == last), &[("round", number(round as f64))]) }</h2>
            if let Some(r) = record {
                if !r.events.is_empty() { <p class="events">{ text("ro-why-events", &[("events", &r.events.join("; "))]) }</p> }
                <p id="why-counts">{ text_with("ro-why-counts", &[
                    ("created", number(r.created as f64)), ("maxNew", number(r.status.max_new as f64)),
                    ("staged", number(r.staged as f64)), ("promoted", number(r.promoted as f64)),
                    ("applied", number(r.applied as f64)), ("becameReady", number(r.became_ready as f64)),
                    ("failed", number(r.failed as f64))]) }</p>
                <p id="why-limits">{ text_with("ro-why-limits", &[
                    ("unavailable", number(r.status.unavailable as f64)), ("maxUnavailable", number(r.status.max_unavailable as f64)),
                    ("partitions", number(r.status.unavailable_partitions as f64)),
                    ("maxPartitions", number(r.status.max_unavailable_partitions as f64))]) }</p>
                <p id="why-ready">{ bundle_ready_line(&r.status) }</p>
                <p id="why-ready-after">{ ready_after_line(r) }</p>
                <p class="hint" id="why-reconcile-moment">{ text_with("ro-why-reconcile-moment", &[("round", number(round as f64))]) }</p>
                <ul class="reasons" id="why-reasons">
                    if let Some(s) = &r.stopped {
                        <li class="stopped">{ stop_sentence(s) }</li>
                    }
                    { for r.waits.iter().map(|w| html! { <li>{ wait_text(w) }</li> }) }
                    if r.stopped.is_none() && r.waits.is_empty() {
                        <li>{ text("ro-why-nothing-waits", &[]) }</li>
                    }
                </ul>
                <div class="table-scroll" tabindex="0" role="region" aria-label={text("ro-why-partitions-label", &[])}>
                    <table class="score-table" id="partition-table">
                        <thead><tr>
                            <th>{ text("ro-col-partition", &[]) }</th><th>{ text("ro-col-members", &[]) }</th><th>{ "maxUnavailable" }</th>
                            <th>{ text("ro-col-unavailable-before", &[]) }</th><th>{ text("ro-col-created", &[]) }</th>
                            <th>{ text("ro-col-promoted", &[]) }</th><th>{ text("ro-col-not-up-to-date", &[]) }</th><th>{ text("ro-col-verdict", &[]) }</th>
                        </tr></thead>
                        <tbody>
                            { for r.partitions.iter().map(|p| html! {
                                <tr class={classes!((!p.reached).then_some("skipped"), p.partition_unavailable.then_some("blocked"))}>
                                    <td>{ &p.label }</td><td>{ p.count }</td><td>{ p.max_unavailable }</td><td>{ p.unavailable }</td>
                                    <td>{ p.created }</td><td>{ p.promoted }</td>
                                    <td>{ format!("{} {} {}", p.not_up_to_date_or_unavailable, if p.partition_unavailable { ">" } else { "≤" }, p.max_unavailable) }</td>
                                    <td>{ text(if !p.reached { "ro-verdict-not-reached" } else if p.partition_unavailable { "ro-verdict-unavailable" } else { "ro-verdict-ok" }, &[]) }</td>
                                </tr>
                            }) }
                        </tbody>
                    </table>
                </div>
            } else {
                <p>{ text("ro-why-round-zero", &[]) }</p>
            }
            if round == last {
                <p class="outcome" id="outcome">{ outcome }</p>
            }
            { for sim.warning_messages.iter().map(|w| html! { <p class="notice warning">{ crate::text::messages::render(w) }</p> }) }
            if !notes.is_empty() {
                <div class="docs-notes" id="docs-notes">
                    { for notes.iter().map(|(id, note)| html! { <p class="note"><strong class="note-label">{ text("ro-docs-vs-code", &[]) }</strong>{ " " }<span data-note={*id}>{ note.clone() }</span></p> }) }
                </div>
            }
            <details class="explain">
                <summary>{ text("ro-why-partitions-formed", &[]) }</summary>
                <ul>{ for sim.explanation_messages.iter().map(|e| html! { <li>{ crate::text::messages::render(e) }</li> }) }</ul>
            </details>
        </section>
    }
}

/// The panel's title: a finished rollout says so, a round where nothing waits
/// says what the reconcile did, else it asks why the rollout waits.
fn heading(sim: &RolloutSimulation, record: Option<&placement::fleet::RoundRecord>, last: bool) -> &'static str {
    match record {
        _ if last && matches!(sim.outcome, Outcome::Complete { .. }) => "ro-why-heading-finished",
        Some(r) if r.stopped.is_none() && r.waits.is_empty() => "ro-why-heading-nothing-waits",
        _ => "ro-why-heading",
    }
}

/// The clusters ready after the round's agent step (the grid's legend counts the same
/// states), and whether the bundle is Ready then: every target ready.
fn ready_after_line(r: &placement::fleet::RoundRecord) -> String {
    let e = &r.end;
    let total = e.ready + e.not_ready + e.wait_applied + e.err_applied + e.out_of_sync + e.pending + e.modified;
    text_with(if e.ready == total { "ro-why-ready-after-true" } else { "ro-why-ready-after-false" }, &[
        ("ready", number(e.ready as f64)),
        ("total", number(total as f64)),
    ])
}

/// The bundle's Ready condition at the start of the reconcile, as Fleet
/// writes it (`SetReadyConditions` / `ReadyMessage` in `summary.go`).
fn bundle_ready_line(status: &placement::fleet::BundleStatus) -> String {
    let c = &status.summary.counts;
    if status.ready_message.is_empty() {
        return text_with("ro-why-ready-true", &[
            ("ready", number(c.ready as f64)),
            ("desired", number(c.desired_ready as f64)),
        ]);
    }
    text_with("ro-why-ready-false", &[
        ("state", crate::text::i18n::Value::Text(status.display_state.map_or("", |s| s.as_str()).to_string())),
        ("ready", number(c.ready as f64)),
        ("desired", number(c.desired_ready as f64)),
        ("message", crate::text::i18n::Value::Text(status.ready_message.clone())),
    ])
}

/// Why the reconcile stopped, in words a user knows (the engine's `message`
/// is the controller's terse log line).
fn stop_sentence(s: &placement::fleet::Stop) -> String {
    text_with("ro-why-stop", &[
        ("partition", crate::text::i18n::Value::Text(s.partition.clone())),
        ("notUpToDate", number(s.not_up_to_date_or_unavailable as f64)),
        ("maxUnavailable", number(s.max_unavailable as f64)),
        ("partitions", number(s.unavailable_partitions as f64)),
        ("maxPartitions", number(s.max_unavailable_partitions as f64)),
        ("later", number(s.partitions_not_reached as f64)),
    ])
}

#[cfg(test)]
mod tests {
    use placement::fleet::simulate::WAIT_MESSAGE_IDS;
    use placement::fleet::{simulate_rollout, Wait};
    use std::collections::BTreeSet;

    use crate::text::english::{english_text, same};
    use placement::fleet::Outcome;
    use crate::labs::rollout::presets::{preset, PRESETS};

    fn message(w: &Wait) -> &str {
        match w {
            Wait::MaxNew { message, .. }
            | Wait::BundleLimit { message, .. }
            | Wait::PartitionLimit { message, .. }
            | Wait::Paused { message, .. }
            | Wait::Unmatched { message, .. } => message,
        }
    }

    #[test]
    fn every_wait_stop_and_outcome_of_every_preset_says_its_message_in_english() {
        let catalog = crate::text::i18n::english();
        let (mut checked, mut ids, mut outcomes) = (0, BTreeSet::new(), BTreeSet::new());
        for id in PRESETS {
            let sim = simulate_rollout(&preset(id).unwrap().parse().unwrap().input).unwrap();
            for w in sim.rounds.iter().flat_map(|r| &r.waits) {
                checked += same(&catalog, message(w), &w.sentence(), id);
                ids.insert(w.sentence().id);
            }
            let (Outcome::Complete { message: said, .. } | Outcome::Stalled { message: said, .. } | Outcome::MaxRounds { message: said, .. }) = &sim.outcome;
            let reasons = super::stall_reasons(&sim);
            let mut english = english_text(&catalog, &sim.outcome_sentence);
            if matches!(sim.outcome, Outcome::Stalled { .. }) && !reasons.is_empty() {
                let reasons: Vec<String> = reasons.iter().map(|m| english_text(&catalog, m)).collect();
                english = format!("{english}: {}", reasons.join("; "));
            }
            assert_eq!(&english, said, "{id}: the outcome says other words");
            outcomes.insert(sim.outcome_sentence.id.clone());
            for stop in sim.rounds.iter().filter_map(|r| r.stopped.as_ref()) {
                checked += same(&catalog, &stop.message, &stop.sentence(), id);
                ids.insert(stop.sentence().id);
            }
        }
        assert!(checked > 20, "the presets wait ({checked} waits checked)");
        assert!(outcomes.len() >= 2, "the presets end in several ways: {outcomes:?}");
        // The waits no preset shows, built by hand.
        let partition = || "canary".to_string();
        for w in [
            Wait::MaxNew { max_new: 0, without_deployment: 3, message: "maxNew is 0: no BundleDeployment is ever created".into() },
            Wait::MaxNew { max_new: 50, without_deployment: 7, message: "maxNew 50 BundleDeployments created; 7 members of reached partitions wait for the next reconcile".into() },
            Wait::BundleLimit { partition: partition(), waiting: 2, unavailable: 3, max_unavailable: 3,
                message: "canary: 2 staged clusters wait: bundle unavailable 3 reached maxUnavailable 3".into() },
            Wait::PartitionLimit { partition: partition(), waiting: 2, unavailable: 1, max_unavailable: 1,
                message: "canary: 2 staged clusters wait: partition unavailable 1 reached its maxUnavailable 1".into() },
            Wait::Paused { partition: partition(), waiting: 4, bundle_paused: true,
                message: "canary: 4 staged clusters are not promoted because the bundle is paused".into() },
            Wait::Paused { partition: partition(), waiting: 4, bundle_paused: false,
                message: "canary: 4 staged clusters are not promoted because the clusters are paused".into() },
            Wait::Unmatched { clusters: 5, message: "5 targets match no partition: never deployed, counted as Pending".into() },
        ] {
            same(&catalog, message(&w), &w.sentence(), "by hand");
            ids.insert(w.sentence().id);
        }
        // The outcomes no preset reaches, with the engine's words (simulate.rs).
        use placement::kernel::message::Message;
        let complete = "every partitioned target runs version 2 and is ready";
        let modified = "; 3 of them are Modified (changed on the cluster after the apply), so the bundle is not Ready, though the rollout does not wait for them";
        let unmatched = "; 4 targets match no partition and stay Pending, so the bundle is not Ready";
        let outcome = |id: &str| Message::new(id).arg("version", 2i64);
        for (text, m) in [
            (complete.to_string(), outcome("fleet-outcome-complete")),
            (format!("{complete}{modified}"), outcome("fleet-outcome-complete-modified").arg("modified", 3i64)),
            (format!("{complete}{unmatched}"), outcome("fleet-outcome-complete-unmatched").arg("unmatched", 4i64)),
            (format!("{complete}{modified}{unmatched}"),
                outcome("fleet-outcome-complete-modified-unmatched").arg("modified", 3i64).arg("unmatched", 4i64)),
            ("nothing changes any more".into(), Message::new("fleet-outcome-stalled")),
            ("nothing changes any more: 1 NotReady, 2 WaitApplied, 3 ErrApplied targets (never ready, offline or failing)".into(),
                Message::new("fleet-outcome-stalled-not-ready").arg("notReady", 1i64).arg("waitApplied", 2i64).arg("errApplied", 3i64)),
            ("stopped after maxRounds = 1000 rounds".into(), Message::new("fleet-outcome-max-rounds").arg("maxRounds", 1000i64)),
        ] {
            same(&catalog, &text, &m, "by hand");
            ids.insert(m.id);
        }
        let all: BTreeSet<String> = WAIT_MESSAGE_IDS.iter().map(|s| s.to_string()).collect();
        assert_eq!(ids, all, "every wait sentence is checked");
    }
}
