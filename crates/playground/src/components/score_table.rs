//! The balance pick's score tables (node stage, disk stage) with every term of
//! `BalanceScore(X) = (max X − min X) / mean X`, and the tie and fallback notes.
//! Shared by the balance lab and the replica scheduling lab's why panel.

use placement::longhorn::balance::{ScoredCandidate, StageOutcome};
use yew::prelude::*;

use crate::units::{in_unit, trim_number, Unit};

/// One stage's table; `id` is the table's element id.
pub fn stage_table(id: &str, stage: &StageOutcome, unit: Unit, disk_stage: bool) -> Html {
    let u = unit.label();
    // Focusable: on a narrow screen the table scrolls sideways in its box, by keyboard too.
    let label = if disk_stage { "Disk stage scores" } else { "Node stage scores" };
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-label={label}>
        <table class="score-table" id={id.to_string()}>
            <thead><tr>
                <th>{ if disk_stage { "Disk" } else { "Node" } }</th>
                <th>{ format!("Usable ({u})") }</th>
                <th>{ format!("X ({u})") }</th>
                <th>{ "max" }</th><th>{ "min" }</th><th>{ "mean" }</th>
                <th>{ "score = (max − min) / mean" }</th>
                if disk_stage { <th title="The docs page's per-node disk score">{ "per-node score (docs)" }</th> }
            </tr></thead>
            <tbody>
                { for stage.candidates.iter().map(|c| candidate_row(c, stage, unit, disk_stage)) }
                { for stage.skipped.iter().map(|s| html! {
                    <tr class="skipped">
                        <td>{ &s.name }</td>
                        <td>{ in_unit(s.usable as f64, unit) }</td>
                        <td colspan={if disk_stage { "6" } else { "5" }}>{ "not scored: usable < replica size" }</td>
                    </tr>
                }) }
            </tbody>
        </table>
        </div>
    }
}

fn candidate_row(c: &ScoredCandidate, stage: &StageOutcome, unit: Unit, disk_stage: bool) -> Html {
    let winner = stage.winner.as_deref() == Some(c.name.as_str());
    let tied = stage.tie.contains(&c.name);
    let own = stage.entries.iter().position(|e| e.name == c.name);
    let vector = if c.vector.is_empty() {
        html! { <span class="muted">{ format!("{} entries", stage.entries.len()) }</span> }
    } else {
        html! { <>{ "[" }{ for c.vector.iter().enumerate().map(|(k, v)| html! {
            <>
                if k > 0 { { ", " } }
                if Some(k) == own { <mark title="reduced by the replica size">{ in_unit(*v as f64, unit) }</mark> }
                else { { in_unit(*v as f64, unit) } }
            </>
        }) }{ "]" }</> }
    };
    let formula = if c.score.is_infinite() {
        format!("mean ≤ 0 → {}", trim_number(c.score, 4))
    } else {
        format!(
            "({} − {}) / {} = {}",
            in_unit(c.max as f64, unit),
            in_unit(c.min as f64, unit),
            in_unit(c.mean, unit),
            trim_number(c.score, 4)
        )
    };
    html! {
        <tr class={classes!(winner.then_some("winner"), tied.then_some("tie"))}>
            <td>{ &c.name }if winner { <span class="badge">{ "chosen" }</span> }</td>
            <td>{ in_unit(c.usable as f64, unit) }</td>
            <td class="vector">{ vector }</td>
            <td>{ in_unit(c.max as f64, unit) }</td>
            <td>{ in_unit(c.min as f64, unit) }</td>
            <td>{ in_unit(c.mean, unit) }</td>
            <td class="score">{ formula }</td>
            if disk_stage { <td>{ c.per_node_score.map(|s| trim_number(s, 4)).unwrap_or_default() }</td> }
        </tr>
    }
}

pub fn tie_note(stage: &StageOutcome, what: &str) -> Html {
    if stage.tie.len() < 2 {
        return html! {};
    }
    let score = stage
        .candidates
        .iter()
        .find(|c| stage.tie.contains(&c.name))
        .map(|c| trim_number(c.score, 4))
        .unwrap_or_default();
    html! {
        <p class="note tie-note" role="note">
            <strong>{ "Tie. " }</strong>
            { format!("{} share the lowest score {score}: Longhorn picks one of these {what} at random. ", stage.tie.join(", ")) }
            { format!("The playground shows {} so that the same input always gives the same picture{}.",
                stage.winner.clone().unwrap_or_default(),
                if what == "disks" { " (lowest per-node score, then name)" } else { " (first by name)" }) }
        </p>
    }
}

pub fn fallback_note(stage: &StageOutcome, what: &str) -> Html {
    if !stage.fallback {
        return html! {};
    }
    html! {
        <p class="note fallback-note" role="note">
            <strong>{ "Fallback. " }</strong>
            { format!("No {what} has usable storage ≥ the replica size, so no score is computed and Longhorn takes an \
                       arbitrary candidate {what}. The playground shows the first by name: {}.",
                stage.winner.clone().unwrap_or_default()) }
        </p>
    }
}
