//! The rollout as a grid: partitions as rows, clusters as cells coloured by
//! their state at the chosen round; play, pause, step, scrub; click a cell to
//! inspect a cluster and set its behavior.

use std::rc::Rc;

use placement::fleet::{
    cluster_state_at, BundleState, ClusterSnapshot, RolloutChanges, RolloutInput, RolloutSimulation,
    Wait,
};
use web_sys::{HtmlElement, HtmlInputElement};
use yew::prelude::*;

use super::builder::behavior_select;
use super::draft::FleetDraft;
use super::inspector::InspectorDetails;
use super::{Action, Edit};
use crate::text::i18n::{number, Value};
use crate::text::messages::{render, text, text_with};

#[derive(Properties, PartialEq)]
pub struct ProgressProps {
    pub sim: Rc<RolloutSimulation>,
    pub round: u32,
    pub playing: bool,
    pub selected: Option<String>,
    pub dense: bool,
    pub stale: bool,
    pub dispatch: Callback<Action>,
    pub fleet: FleetDraft,
    /// The input the simulation ran with (the engine proves its suggested changes by simulating again).
    #[prop_or_default]
    pub input: Option<Rc<RolloutInput>>,
    /// What the last edit changed: those clusters' cells are marked.
    #[prop_or_default]
    pub changes: Option<Rc<RolloutChanges>>,
}

/// Cell codes: the state index (placement's `ALL_STATES` order), or `NOT_JOINED`.
const NOT_JOINED: u8 = 7;

pub fn state_class(code: u8) -> &'static str {
    match code {
        0 => "s-ready",
        1 => "s-notready",
        2 => "s-waitapplied",
        3 => "s-errapplied",
        4 => "s-outofsync",
        5 => "s-pending",
        6 => "s-modified",
        _ => "s-absent",
    }
}

/// A state as Fleet writes it (verbatim), or "not a target yet" in words.
pub fn state_name(code: u8) -> String {
    placement::fleet::state::ALL_STATES
        .get(code as usize)
        .map_or_else(|| text("ro-state-not-joined", &[]), |s| s.as_str().to_string())
}

/// Every cluster's state code at `round` (clusters in name order).
pub fn states_at(sim: &RolloutSimulation, round: u32) -> Vec<u8> {
    let last = sim.rounds.last().map_or(0, |r| r.round);
    (0..sim.clusters.len())
        .map(|i| match cluster_state_at(sim, i, round) {
            Some(s) if !s.joined => NOT_JOINED,
            Some(s) => s.state.index() as u8,
            None if round >= last => sim.clusters[i].state.index() as u8,
            None => BundleState::Pending.index() as u8,
        })
        .collect()
}

/// Rows: each partition's member indices, then the unmatched clusters.
fn rows(sim: &RolloutSimulation) -> Vec<(String, Rc<Vec<u32>>)> {
    let mut members: Vec<Vec<u32>> = vec![Vec::new(); sim.partitions.len()];
    let mut unmatched = Vec::new();
    for (i, c) in sim.clusters.iter().enumerate() {
        if c.partitions.is_empty() {
            unmatched.push(i as u32);
        }
        for &p in &c.partitions {
            if let Some(m) = members.get_mut(p as usize) {
                m.push(i as u32);
            }
        }
    }
    let mut rows: Vec<(String, Rc<Vec<u32>>)> = sim
        .partitions
        .iter()
        .zip(members)
        .map(|(p, m)| (p.label.clone(), Rc::new(m)))
        .collect();
    if !unmatched.is_empty() {
        rows.push((text("ro-row-unmatched", &[]), Rc::new(unmatched)));
    }
    rows
}

#[derive(Properties, PartialEq)]
struct RowProps {
    index: usize,
    title: String,
    limit: Option<i64>,
    members: Rc<Vec<u32>>,
    /// This row's cell codes (compared by value: unchanged rows do not re-render).
    codes: Vec<u8>,
    names: Rc<Vec<String>>,
    dense: bool,
    selected: Option<u32>,
    /// The position of the grid's one focusable cell, when it is in this row.
    active: Option<usize>,
    /// Positions in this row of the clusters the last edit changed.
    changed: Vec<usize>,
    on_pick: Callback<u32>,
}

/// A cell's name for screen readers: "c-035, WaitApplied, partition All".
fn cell_label(name: &str, code: u8, row: &str) -> String {
    text("ro-cell-label", &[("cluster", name), ("state", &state_name(code)), ("partition", row)])
}

/// One partition: a row of the ARIA grid, its head and a cell per cluster.
/// Cells are labelled (in the dense view of a large fleet, only the
/// focusable one: thousands of labels would slow every round down).
#[function_component]
fn GridRow(p: &RowProps) -> Html {
    let on_pick = p.on_pick.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        if let Some(el) = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<HtmlElement>(t).ok())
        {
            if let Some(i) = el.get_attribute("data-i").and_then(|v| v.parse().ok()) {
                on_pick.emit(i);
            }
        }
    });
    let ready = p.codes.iter().filter(|&&c| c == 0).count();
    let summary = text_with("ro-row-ready", &[("ready", number(ready as f64)), ("total", number(p.members.len() as f64))]);
    html! {
        <div class="grid-row" id={format!("row-{}", p.index)} role="row">
            <div class="row-head" role="rowheader" aria-label={text("ro-row-head-label", &[("partition", &p.title), ("summary", &summary)])}>
                <span class="row-name">{ &p.title }</span>
                <span class="hint">{ summary.clone() }
                    if let Some(l) = p.limit { { format!(" · maxUnavailable {}", crate::text::i18n::locale().number(l as f64)) } }</span>
            </div>
            <div class={classes!("cells", p.dense.then_some("dense"))} role="none" {onclick}>
                { for p.members.iter().zip(&p.codes).enumerate().map(|(k, (&i, &code))| {
                    let sel = p.selected == Some(i);
                    let active = p.active == Some(k);
                    let changed = p.changed.contains(&k);
                    let class = classes!(state_class(code), sel.then_some("sel"), changed.then_some("changed"));
                    let selected = sel.then_some("true");
                    let tabindex = active.then_some("0");
                    if p.dense && !active {
                        html! { <i {class} role="gridcell" aria-selected={selected} data-i={i.to_string()}></i> }
                    } else {
                        let label = cell_label(&p.names[i as usize], code, &p.title);
                        let label = if changed { text("ro-cell-label-changed", &[("label", &label)]) } else { label };
                        html! { <i {class} role="gridcell" aria-selected={selected} {tabindex} data-i={i.to_string()}
                                   aria-label={label.clone()} title={(!p.dense).then_some(label)}></i> }
                    }
                }) }
            </div>
        </div>
    }
}

/// Where a key moves the grid's focusable cell, `(row, position)`: the
/// arrows within a row and to the same position in the row above or below
/// (rows wrap on screen, so up and down go by partition), Home and End to the
/// row's ends, Ctrl+Home and Ctrl+End to the grid's.
fn grid_move(key: &str, ctrl: bool, at: (usize, usize), lens: &[usize]) -> Option<(usize, usize)> {
    let (r, k) = at;
    let last_row = lens.iter().rposition(|&n| n > 0)?;
    let first_row = lens.iter().position(|&n| n > 0)?;
    let end = |row: usize| lens[row].saturating_sub(1);
    let vertical = |mut rows: Box<dyn Iterator<Item = usize>>| {
        rows.find(|&row| lens[row] > 0).map(|row| (row, k.min(end(row))))
    };
    match key {
        "ArrowRight" => Some((r, (k + 1).min(end(r)))),
        "ArrowLeft" => Some((r, k.saturating_sub(1))),
        "ArrowDown" => vertical(Box::new(r + 1..lens.len())).or(Some(at)),
        "ArrowUp" => vertical(Box::new((0..r).rev())).or(Some(at)),
        "Home" if ctrl => Some((first_row, 0)),
        "End" if ctrl => Some((last_row, end(last_row))),
        "Home" => Some((r, 0)),
        "End" => Some((r, end(r))),
        _ => None,
    }
}

#[function_component]
pub fn Progress(props: &ProgressProps) -> Html {
    let sim = &props.sim;
    let last = sim.rounds.last().map_or(0, |r| r.round);
    let layout = use_memo(sim.clone(), |sim| {
        (
            rows(sim),
            Rc::new(grid_names(sim)),
        )
    });
    let codes = use_memo((sim.clone(), props.round), |(sim, round)| {
        states_at(sim, *round)
    });
    let (rows, names) = &*layout;
    // Indices of the clusters the last edit changed (removed ones have no cell).
    let changed = use_memo((sim.clone(), props.changes.clone()), |(sim, changes)| {
        let wanted: std::collections::HashSet<(&str, &str)> = changes
            .iter()
            .flat_map(|c| &c.clusters)
            .filter(|c| c.state_after.is_some())
            .map(|c| (c.namespace.as_str(), c.cluster.as_str()))
            .collect();
        let found = sim.clusters.iter().enumerate();
        found
            .filter(|(_, c)| wanted.contains(&(c.namespace.as_str(), c.name.as_str())))
            .map(|(i, _)| i as u32)
            .collect::<std::collections::HashSet<u32>>()
    });
    let dispatch = &props.dispatch;
    let selected_index = props
        .selected
        .as_ref()
        .and_then(|n| names.iter().position(|x| x == n))
        .map(|i| i as u32);
    let on_pick = {
        let dispatch = dispatch.clone();
        let names = names.clone();
        Callback::from(move |i: u32| dispatch.emit(Action::Select(names.get(i as usize).cloned())))
    };
    let lens: Vec<usize> = rows.iter().map(|(_, m)| m.len()).collect();
    let moved = use_state_eq(|| None::<(usize, usize)>);
    // A click selects, and the focusable cell follows the selection.
    let on_click = {
        let moved = moved.clone();
        let on_pick = on_pick.clone();
        Callback::from(move |i: u32| {
            moved.set(None);
            on_pick.emit(i);
        })
    };
    let at_selected = selected_index.and_then(|i| {
        rows.iter()
            .enumerate()
            .find_map(|(r, (_, m))| m.iter().position(|&x| x == i).map(|k| (r, k)))
    });
    // The one focusable cell (roving tabindex): moved by the keys, else the
    // selected cluster, else the first.
    let active = (*moved)
        .filter(|&(r, k)| lens.get(r).is_some_and(|&n| k < n))
        .or(at_selected)
        .or_else(|| lens.iter().position(|&n| n > 0).map(|r| (r, 0)));
    let focus_pending = use_mut_ref(|| false);
    {
        let focus_pending = focus_pending.clone();
        use_effect_with(active, move |active| {
            if std::mem::take(&mut *focus_pending.borrow_mut()) {
                if let Some((r, k)) = active {
                    focus_cell(*r, *k);
                }
            }
        });
    }
    let on_grid_key = {
        let moved = moved.clone();
        let on_pick = on_pick.clone();
        let rows = rows.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(at) = active else { return };
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                if let Some(&i) = rows.get(at.0).and_then(|(_, m)| m.get(at.1)) {
                    on_pick.emit(i);
                }
            } else if let Some(next) = grid_move(&e.key(), e.ctrl_key() || e.meta_key(), at, &lens) {
                e.prevent_default();
                *focus_pending.borrow_mut() = next != at;
                moved.set(Some(next));
            }
        })
    };
    let on_scrub = dispatch.reform(|e: InputEvent| {
        Action::Round(
            e.target_unchecked_into::<HtmlInputElement>()
                .value()
                .parse()
                .unwrap_or(0),
        )
    });
    let on_dense = dispatch
        .reform(|e: Event| Action::Dense(e.target_unchecked_into::<HtmlInputElement>().checked()));
    let mut counts = [0usize; 8];
    for &c in codes.iter() {
        counts[c as usize] += 1;
    }
    let limits: Vec<i64> = sim
        .partitions
        .iter()
        .map(|p| p.max_unavailable.value)
        .collect();
    html! {
        <section class={classes!("panel", "progress", props.stale.then_some("stale"))} aria-labelledby="progress-title">
            <h2 id="progress-title">{ text("ro-progress-heading", &[]) }</h2>
            <div class="player">
                <button class="secondary" id="step-back" aria-label={text("ro-step-back", &[])} onclick={dispatch.reform(|_| Action::Step(-1))}>{ "◀" }</button>
                if props.playing {
                    <button id="pause" onclick={dispatch.reform(|_| Action::Play(false))}>{ text("ro-pause", &[]) }</button>
                } else {
                    <button id="play" onclick={dispatch.reform(|_| Action::Play(true))}>{ text("ro-play", &[]) }</button>
                }
                <button class="secondary" id="step" aria-label={text("ro-step-forward", &[])} onclick={dispatch.reform(|_| Action::Step(1))}>{ "▶" }</button>
                <input type="range" id="round-scrubber" aria-label={text("ro-round", &[])} min="0" max={last.to_string()}
                    value={props.round.to_string()} oninput={on_scrub} />
                <span id="round-label" class="round-label">{ text_with("ro-round-of", &[("round", number(props.round as f64)), ("last", number(last as f64))]) }</span>
                <label class="dense-toggle"><input type="checkbox" id="dense" checked={props.dense} onchange={on_dense} />{ " " }{ text("ro-dense", &[]) }</label>
            </div>
            <ul class="legend" id="state-counts">
                { for (0..8u8).filter(|&c| counts[c as usize] > 0 || c < 6).map(|c| html! {
                    <li><i class={state_class(c)}></i>{ format!("{} {}", state_name(c), crate::text::i18n::locale().number(counts[c as usize] as f64)) }</li>
                }) }
            </ul>
            <p class="hint" id="grid-keys">{ text("ro-grid-keys", &[]) }</p>
            <div class={classes!("grid", props.dense.then_some("dense"))} id="rollout-grid" role="grid"
                aria-label={text_with("ro-grid-label", &[("round", number(props.round as f64))])} aria-describedby="grid-keys"
                onkeydown={on_grid_key}>
                { for rows.iter().enumerate().map(|(r, (title, members))| {
                    let row_codes: Vec<u8> = members.iter().map(|&i| codes[i as usize]).collect();
                    let row_changed: Vec<usize> = members.iter().enumerate()
                        .filter(|(_, i)| changed.contains(i)).map(|(k, _)| k).collect();
                    html! {
                        <GridRow index={r} title={title.clone()} limit={limits.get(r).copied()} members={members.clone()}
                            codes={row_codes} names={names.clone()} dense={props.dense}
                            selected={selected_index.filter(|i| members.contains(i))}
                            active={active.filter(|a| a.0 == r).map(|a| a.1)} changed={row_changed} on_pick={on_click.clone()} />
                    }
                }) }
            </div>
            if let Some(i) = selected_index {
                { inspector(sim, i as usize, &names[i as usize], props.round, codes[i as usize], &props.fleet, props.input.as_ref(), dispatch) }
            } else {
                <p class="hint">{ text(if crate::platform::address::read_only() { "ro-grid-hint-read-only" } else { "ro-grid-hint" }, &[]) }</p>
            }
        </section>
    }
}

/// Focuses the grid's cell at `(row, position)` once it is drawn (it is the
/// focusable one after the render that follows a move).
fn focus_cell(r: usize, k: usize) {
    let cell = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(&format!("#row-{r} .cells")).ok().flatten())
        .and_then(|cells| cells.children().item(k as u32))
        .and_then(|c| wasm_bindgen::JsCast::dyn_into::<HtmlElement>(c).ok());
    if let Some(cell) = cell.filter(|c| c.has_attribute("tabindex")) {
        let _ = cell.focus();
    }
}

/// Each cluster's name on the grid, in the inspector and its answer: the
/// name, or `namespace/name` when clusters of that name live in several
/// namespaces (BundleNamespaceMappings), as the simulation's events name them.
/// The clusters are sorted by name, so namesakes are neighbours.
pub(super) fn grid_names(sim: &RolloutSimulation) -> Vec<String> {
    let cs = &sim.clusters;
    (0..cs.len())
        .map(|i| {
            let shared = (i > 0 && cs[i - 1].name == cs[i].name)
                || cs.get(i + 1).is_some_and(|next| next.name == cs[i].name);
            if shared {
                format!("{}/{}", cs[i].namespace, cs[i].name)
            } else {
                cs[i].name.clone()
            }
        })
        .collect()
}

fn inspector(
    sim: &Rc<RolloutSimulation>,
    i: usize,
    shown: &str,
    round: u32,
    code: u8,
    fleet: &FleetDraft,
    input: Option<&Rc<RolloutInput>>,
    dispatch: &Callback<Action>,
) -> Html {
    let c = &sim.clusters[i];
    let snap = cluster_state_at(sim, i, round);
    let events: Vec<String> = c
        .timeline
        .iter()
        .filter(|e| e.round <= round)
        .map(|e| text_with("ro-timeline-event", &[("round", number(e.round as f64)),
            ("event", Value::Text(format!("{:?}", e.kind))), ("version", number(e.version as f64))]))
        .collect();
    let why = cluster_why(sim, i, round, snap.as_ref());
    let name = c.name.clone();
    let on_behavior = dispatch.reform(move |k| Action::Edit(Edit::Behavior(name.clone(), k)));
    html! {
        <div class="inspector" id="inspector" data-announce={format!("{shown}, {}. {why}", state_name(code))}>
            <h3>
                { shown.to_string() }
                <span class={classes!("state-chip", state_class(code))}>{ state_name(code) }</span>
                <button class="icon-button" aria-label={text("ro-close", &[])} onclick={dispatch.reform(|_| Action::Select(None))}>{ "✕" }</button>
            </h3>
            <InspectorDetails sim={sim.clone()} index={i} shown={shown.to_string()} {round}
                input={input.cloned()} dispatch={dispatch.clone()} />
            <p class="cluster-why" id="cluster-why">{ why.clone() }</p>
            if !crate::platform::address::read_only() {
                { behavior_select("cluster-behavior".into(), &text("ro-agent", &[]), fleet.behaviors.get(&c.name).copied(),
                    Some(text("ro-behavior-same-as-all", &[]).as_str()), on_behavior) }
            }
            if !events.is_empty() {
                <p class="hint timeline">{ events.join(" · ") }</p>
            }
        </div>
    }
}

/// Why this cluster is where it is at `round`, from the round's record.
pub fn cluster_why(
    sim: &RolloutSimulation,
    i: usize,
    round: u32,
    snap: Option<&ClusterSnapshot>,
) -> String {
    let c = &sim.clusters[i];
    if c.partitions.is_empty() {
        return text("ro-cluster-why-unmatched", &[]);
    }
    let Some(snap) = snap else {
        return text("ro-cluster-why-final", &[("state", c.state.as_str())]);
    };
    if !snap.joined {
        return text("ro-cluster-why-not-joined", &[]);
    }
    let Some(r) = round
        .checked_sub(1)
        .and_then(|k| sim.rounds.get(k as usize))
    else {
        return start_why(sim, snap);
    };
    let parts: Vec<_> = c
        .partitions
        .iter()
        .filter_map(|&p| r.partitions.get(p as usize))
        .collect();
    let Some(p) = parts.first() else {
        return String::new();
    };
    let Some(d) = snap.deployment else {
        if !p.reached {
            let why = r.stopped.as_ref().map(|s| render(&s.sentence())).unwrap_or_default();
            return text("ro-cluster-why-not-reached", &[("partition", &p.label), ("why", &why)]);
        }
        return text_with("ro-cluster-why-max-new", &[("maxNew", number(r.status.max_new as f64))]);
    };
    if snap.paused && d.staged != d.deployed {
        return text("ro-cluster-why-paused", &[]);
    }
    if d.deployed != d.applied && d.applied > d.deployed {
        return text_with("ro-cluster-why-ahead", &[
            ("deployed", number(d.deployed as f64)),
            ("applied", number(d.applied as f64)),
            ("partition", Value::Text(p.label.clone())),
        ]);
    }
    if d.deployed != d.applied {
        return text_with(if d.error { "ro-cluster-why-apply-failed" } else { "ro-cluster-why-offline" }, &[
            ("deployed", number(d.deployed as f64)),
            ("partition", Value::Text(p.label.clone())),
            ("maxUnavailable", number(p.max_unavailable as f64)),
        ]);
    }
    if d.staged != d.deployed {
        let wait = r.waits.iter().find_map(|w| match w {
            Wait::BundleLimit {
                partition, ..
            }
            | Wait::PartitionLimit {
                partition, ..
            }
            | Wait::Paused {
                partition, ..
            } if c.partitions.iter().any(|&k| {
                sim.partitions
                    .get(k as usize)
                    .is_some_and(|q| &q.label == partition)
            }) =>
            {
                Some(render(&w.sentence()))
            }
            _ => None,
        });
        if !p.reached {
            return text_with("ro-cluster-why-staged-not-reached", &[
                ("staged", number(d.staged as f64)),
                ("partition", Value::Text(p.label.clone())),
            ]);
        }
        return match wait {
            Some(wait) => text_with("ro-cluster-why-staged-waiting", &[("staged", number(d.staged as f64)), ("why", Value::Text(wait))]),
            None => text_with("ro-cluster-why-staged-free-slot", &[("staged", number(d.staged as f64))]),
        };
    }
    if !d.ready {
        return text_with("ro-cluster-why-not-ready", &[
            ("applied", number(d.applied as f64)),
            ("partition", Value::Text(p.label.clone())),
            ("maxUnavailable", number(p.max_unavailable as f64)),
        ]);
    }
    if d.modified {
        return text_with("ro-cluster-why-modified", &[
            ("applied", number(d.applied as f64)),
            ("partition", Value::Text(p.label.clone())),
        ]);
    }
    text_with("ro-cluster-why-ready", &[("applied", number(d.applied as f64))])
}

/// Round 0: where the cluster stands against the bundle's version, by the
/// rules of Fleet's `status.go` (`upToDate`, `isUnavailable`).
fn start_why(sim: &RolloutSimulation, snap: &ClusterSnapshot) -> String {
    let Some(d) = snap.deployment else {
        return text("ro-start-no-deployment", &[]);
    };
    let version = sim.versions.first().map_or(1, |v| v[1]);
    let unavailable = d.applied != d.deployed || !d.ready;
    let up_to_date = d.staged == version && d.deployed == version && d.applied == version;
    let ready = text(if d.ready { "ro-deployment-ready" } else { "ro-deployment-not-ready" }, &[]);
    let up_to_date = text(if up_to_date { "ro-start-up-to-date" } else { "ro-start-not-up-to-date" }, &[]);
    let available = text(if unavailable { "ro-start-unavailable" } else { "ro-start-available" }, &[]);
    text_with("ro-start-why", &[
        ("staged", number(d.staged as f64)),
        ("deployed", number(d.deployed as f64)),
        ("applied", number(d.applied as f64)),
        ("ready", Value::Text(ready)),
        ("version", number(version as f64)),
        ("state", Value::Text(snap.state.as_str().to_string())),
        ("upToDate", Value::Text(up_to_date)),
        ("available", Value::Text(available)),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labs::rollout::presets::preset;
    use placement::fleet::simulate_rollout;

    fn sim(id: &str) -> RolloutSimulation {
        simulate_rollout(&preset(id).unwrap().parse().unwrap().input).unwrap()
    }

    #[test]
    fn the_offline_cluster_holds_its_slot() {
        let s = sim("offline-slot");
        let last = s.rounds.last().unwrap().round;
        let i = s.clusters.iter().position(|c| c.name == "c-003").unwrap();
        let why = cluster_why(&s, i, last, cluster_state_at(&s, i, last).as_ref());
        assert!(
            why.starts_with("Promoted to v2, but its agent has not applied it (offline?)"),
            "{why}"
        );
        let waiting = s.clusters.iter().position(|c| c.name == "c-010").unwrap();
        let why = cluster_why(
            &s,
            waiting,
            last,
            cluster_state_at(&s, waiting, last).as_ref(),
        );
        assert!(why.starts_with("v2 is staged but not promoted"), "{why}");
    }

    #[test]
    fn the_grid_keys_move_within_a_row_and_between_partitions() {
        let lens = [3, 0, 2];
        assert_eq!(grid_move("ArrowRight", false, (0, 1), &lens), Some((0, 2)));
        assert_eq!(grid_move("ArrowRight", false, (0, 2), &lens), Some((0, 2)));
        assert_eq!(grid_move("ArrowLeft", false, (0, 0), &lens), Some((0, 0)));
        // Down skips the empty partition and keeps the position where it can.
        assert_eq!(grid_move("ArrowDown", false, (0, 2), &lens), Some((2, 1)));
        assert_eq!(grid_move("ArrowDown", false, (2, 1), &lens), Some((2, 1)));
        assert_eq!(grid_move("ArrowUp", false, (2, 0), &lens), Some((0, 0)));
        assert_eq!(grid_move("End", false, (0, 0), &lens), Some((0, 2)));
        assert_eq!(grid_move("Home", true, (2, 1), &lens), Some((0, 0)));
        assert_eq!(grid_move("End", true, (0, 0), &lens), Some((2, 1)));
        assert_eq!(grid_move("x", false, (0, 0), &lens), None);
        assert_eq!(cell_label("c-035", 2, "All"), "c-035, WaitApplied, partition All");
    }

    #[test]
    fn states_and_rows_cover_every_cluster() {
        let s = sim("manual-unmatched");
        let codes = states_at(&s, 0);
        assert!(codes
            .iter()
            .all(|&c| c == BundleState::Pending.index() as u8));
        let r = rows(&s);
        assert_eq!(r.last().unwrap().0, "No partition (never deployed)");
        let i = s
            .clusters
            .iter()
            .position(|c| c.partitions.is_empty())
            .unwrap();
        assert!(cluster_why(&s, i, 1, None).contains("never deployed"));
    }
}
