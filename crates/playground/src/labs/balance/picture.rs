//! The balance pick as a picture (issue #10): every candidate disk as a bar
//! of its usable storage, the part the replica would fill marked, its score,
//! and the winner and the tie set marked by a word and a sign as well as a
//! colour. Selecting a disk (click, or Enter on its button) shows why it wins
//! or loses: the engine's one-sentence answer first, then its numbers.

use placement::longhorn::balance::{explain_disk, BalanceSimulation, ScoredCandidate};
use yew::prelude::*;

use crate::components::reveal::use_reveal_on_select;
use crate::components::usable_slider as slider;
use crate::text::messages::{render, text};
use crate::components::score_table::score_number as score;
use crate::text::units::{in_unit, Unit};
use placement::kernel::float_text::fixed;

/// A disk: its node and name.
pub type DiskKey = (String, String);

#[derive(Properties, PartialEq)]
pub struct PictureProps {
    pub sim: BalanceSimulation,
    pub unit: Unit,
    /// Sets a disk's usable storage (node, disk, bytes): the bars are
    /// sliders; none when read-only.
    #[prop_or_default]
    pub on_usable: Option<Callback<(String, String, i64)>>,
}

/// One bar's facts, from the engine's stage tables.
struct Bar<'a> {
    node: &'a str,
    disk: &'a str,
    usable: i64,
    scored: Option<&'a ScoredCandidate>,
    /// Sign, words (a message id) and class: the mark never relies on colour alone.
    mark: (&'static str, &'static str, &'static str),
}

fn bars(sim: &BalanceSimulation) -> Vec<Bar<'_>> {
    let disks = &sim.disk_stage;
    let winner = sim.winner.as_ref();
    let chosen_node = sim.node_stage.winner.as_deref();
    disks
        .entries
        .iter()
        .filter_map(|e| {
            let (node, disk) = e.name.split_once('/')?;
            let scored = disks.candidates.iter().find(|c| c.name == e.name);
            let wins = winner.is_some_and(|w| w.node == node && w.disk == disk);
            let tied = disks.tie.len() > 1 && disks.tie.contains(&e.name);
            let mark = match () {
                _ if wins && tied => ("★", "bal-mark-wins-tie", "wins"),
                _ if wins => ("★", "bal-mark-wins", "wins"),
                _ if tied => ("=", "bal-mark-ties", "ties"),
                _ if Some(node) != chosen_node => ("–", "bal-mark-node-not-chosen", "other-node"),
                _ if e.usable < sim.replica_size => ("✕", "bal-mark-too-small", "too-small"),
                _ => ("✕", "bal-mark-loses", "loses"),
            };
            Some(Bar { node, disk, usable: e.usable, scored, mark })
        })
        .collect()
}

fn amount(bytes: i64, unit: Unit) -> String {
    format!("{} {}", in_unit(bytes as f64, unit), unit.label())
}

fn score_text(c: Option<&ScoredCandidate>) -> String {
    match c {
        Some(c) if c.score.is_finite() => text("bal-score", &[("score", &score(c.score))]),
        Some(_) => text("bal-score", &[("score", "∞")]),
        None => text("bal-not-scored", &[]),
    }
}

#[function_component]
pub fn Picture(props: &PictureProps) -> Html {
    let selected = use_state_eq(|| None::<DiskKey>);
    use_reveal_on_select((*selected).clone(), "#disk-why".into());
    // The selected disk in the address (`why=<node>/<disk>`): Back closes its why, a link opens it.
    // A node's name has no '/' (Kubernetes refuses one), so the first '/' parts them.
    crate::platform::address::live::use_why_in_address(
        crate::platform::lab_list::BALANCE.id,
        selected.as_ref().map(|(node, disk)| format!("{node}/{disk}")),
        {
            let selected = selected.clone();
            Callback::from(move |why: Option<String>| {
                selected.set(why.as_deref().and_then(|w| w.split_once('/')).map(|(n, d)| (n.to_string(), d.to_string())));
            })
        },
    );
    let sim = &props.sim;
    let unit = props.unit;
    if sim.single_candidate {
        let Some(w) = &sim.winner else { return html! {} };
        let answer = explain_disk(sim, &w.node, &w.disk).map(|m| render(&m)).unwrap_or_default();
        return html! { <p class="why-answer" id="disk-why">{ answer }</p> };
    }
    let bars = bars(sim);
    let widest = bars.iter().map(|b| b.usable).max().unwrap_or(0).max(sim.replica_size).max(1);
    let (max, step) = slider::scale(widest, unit);
    let pct = |bytes: i64| format!("{}%", fixed(bytes.max(0) as f64 / max as f64 * 100.0, 2));
    let chosen = (*selected).clone();
    html! {
        <figure class="disk-picture" id="disk-picture">
            <figcaption>{ text("bal-picture-caption", &[("size", &amount(sim.replica_size, unit))]) }
                if props.on_usable.is_some() { { " " }<span id="slider-hint">{ text("balance-slider-hint", &[]) }</span> }
            </figcaption>
            <ul class="disk-bars">
                { for bars.iter().enumerate().map(|(i, b)| {
                    let key = (b.node.to_string(), b.disk.to_string());
                    let is_selected = chosen.as_ref() == Some(&key);
                    let fill = b.usable.min(sim.replica_size);
                    let after = (b.usable - sim.replica_size).max(0);
                    let onclick = { let selected = selected.clone(); Callback::from(move |_| selected.set(Some(key.clone()))) };
                    let muted = matches!(b.mark.2, "too-small" | "other-node");
                    let name = format!("{}/{}", b.node, b.disk);
                    let bar = match &props.on_usable {
                        Some(on_usable) => {
                            let (node, disk, on) = (b.node.to_string(), b.disk.to_string(), on_usable.clone());
                            let on_set = Callback::from(move |bytes: i64| on.emit((node.clone(), disk.clone(), bytes)));
                            html! { <slider::UsableSlider name={name.clone()} usable={b.usable} replica={sim.replica_size}
                                        {max} {step} {unit} {muted} {on_set} /> }
                        }
                        None => html! {
                            <span class={classes!("bar", muted.then_some("muted"))} aria-hidden="true" data-slider={name.clone()}>
                                <span class="bar-usable" style={format!("width: {}", pct(b.usable))}>
                                    <span class="bar-replica" style={format!("width: {}%", fixed(fill as f64 / b.usable.max(1) as f64 * 100.0, 2))}></span>
                                </span>
                            </span>
                        },
                    };
                    html! {
                        <li class="disk-row">
                            <button type="button" class={classes!("disk-bar", b.mark.2, is_selected.then_some("selected"))}
                                id={format!("disk-bar-{i}")} data-disk={name} aria-pressed={is_selected.to_string()}
                                {onclick}>
                                <span class="disk-name">{ format!("{}/{}", b.node, b.disk) }</span>
                                <span class="disk-facts">{ format!("{} → {} · {}", amount(b.usable, unit), amount(after, unit), score_text(b.scored)) }</span>
                                <span class="disk-mark"><span aria-hidden="true">{ b.mark.0 }</span>{ " " }{ text(b.mark.1, &[]) }</span>
                            </button>
                            { bar }
                        </li>
                    }
                }) }
            </ul>
            if let Some((node, disk)) = chosen {
                { why(sim, &node, &disk, unit) }
            }
        </figure>
    }
}

/// The selected disk's why: the answer, then its numbers.
fn why(sim: &BalanceSimulation, node: &str, disk: &str, unit: Unit) -> Html {
    let Some(answer) = explain_disk(sim, node, disk) else { return html! {} };
    let name = format!("{node}/{disk}");
    let scored = sim.disk_stage.candidates.iter().find(|c| c.name == name);
    let answer = render(&answer);
    html! {
        <section class="disk-why" id="disk-why" aria-labelledby="disk-why-title" data-announce={answer.clone()}>
            <h3 id="disk-why-title" data-heading="">{ text("bal-why", &[("disk", &name)]) }</h3>
            <p class="why-answer" id="disk-why-answer">{ answer }</p>
            if let Some(c) = scored {
                <details class="why-details">
                    <summary>{ text("bal-numbers", &[]) }</summary>
                    <p>{ text("bal-numbers-sentence", &[
                        ("disk", &name),
                        ("max", &amount(c.max, unit)),
                        ("min", &amount(c.min, unit)),
                        ("mean", &amount(c.mean.round() as i64, unit)),
                        ("formula", &format!("({} − {}) / {} = {}", in_unit(c.max as f64, unit), in_unit(c.min as f64, unit),
                            in_unit(c.mean, unit), if c.score.is_finite() { score(c.score) } else { "∞".into() })),
                    ]) }</p>
                </details>
            }
        </section>
    }
}
