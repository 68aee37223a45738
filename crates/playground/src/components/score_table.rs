//! The balance pick's score tables (node stage, disk stage) with every term of
//! `BalanceScore(X) = (max X − min X) / mean X`, and the tie and fallback notes.
//! Shared by the balance lab and the replica scheduling lab's why panel.

use placement::longhorn::balance::{ScoredCandidate, StageOutcome};
use yew::prelude::*;

use crate::text::units::{in_unit, trim_number, Unit};
use crate::text::messages::text;

/// A balance score as the tables write it: four decimals at most, the
/// decimal separator of the page's language.
pub fn score_number(score: f64) -> String {
    let shown = trim_number(score, 4);
    if crate::text::i18n::locale().decimal_comma() {
        shown.replace('.', ",")
    } else {
        shown
    }
}

/// One stage's table; `id` is the table's element id.
pub fn stage_table(id: &str, stage: &StageOutcome, unit: Unit, disk_stage: bool) -> Html {
    let u = unit.label();
    // Focusable: on a narrow screen the table scrolls sideways in its box, by keyboard too.
    let label = if disk_stage { text("shell-score-disk-stage", &[]) } else { text("shell-score-node-stage", &[]) };
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-label={label}>
        <table class="score-table" id={id.to_string()}>
            <thead><tr>
                <th>{ if disk_stage { text("shell-score-disk", &[]) } else { text("shell-score-node", &[]) } }</th>
                <th>{ text("shell-score-usable", &[("unit", u)]) }</th>
                <th>{ format!("X ({u})") }</th>
                <th>{ text("shell-score-max", &[]) }</th><th>{ text("shell-score-min", &[]) }</th><th>{ text("shell-score-mean", &[]) }</th>
                <th>{ text("shell-score-formula", &[]) }</th>
                if disk_stage { <th title={text("shell-score-per-node-title", &[])}>{ text("shell-score-per-node", &[]) }</th> }
            </tr></thead>
            <tbody>
                { for stage.candidates.iter().map(|c| candidate_row(c, stage, unit, disk_stage)) }
                { for stage.skipped.iter().map(|s| html! {
                    <tr class="skipped">
                        <td>{ &s.name }</td>
                        <td>{ in_unit(s.usable as f64, unit) }</td>
                        <td colspan={if disk_stage { "6" } else { "5" }}>{ text("shell-score-not-scored", &[]) }</td>
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
        html! { <span class="muted">{ crate::text::messages::text_with("shell-score-entries", &[("count", crate::text::i18n::number(stage.entries.len() as f64))]) }</span> }
    } else {
        html! { <>{ "[" }{ for c.vector.iter().enumerate().map(|(k, v)| html! {
            <>
                // Not ", ": numbers are grouped ("1,300") or have a decimal comma ("1,5").
                if k > 0 { { "; " } }
                if Some(k) == own { <mark title={text("shell-score-reduced", &[])}>{ in_unit(*v as f64, unit) }</mark> }
                else { { in_unit(*v as f64, unit) } }
            </>
        }) }{ "]" }</> }
    };
    let formula = if c.score.is_infinite() {
        text("shell-score-mean-not-positive", &[("score", &score_number(c.score))])
    } else {
        format!(
            "({} − {}) / {} = {}",
            in_unit(c.max as f64, unit),
            in_unit(c.min as f64, unit),
            in_unit(c.mean, unit),
            score_number(c.score)
        )
    };
    html! {
        <tr class={classes!(winner.then_some("winner"), tied.then_some("tie"))}>
            <td>{ &c.name }if winner { <span class="badge">{ text("shell-score-chosen", &[]) }</span> }</td>
            <td>{ in_unit(c.usable as f64, unit) }</td>
            <td class="vector">{ vector }</td>
            <td>{ in_unit(c.max as f64, unit) }</td>
            <td>{ in_unit(c.min as f64, unit) }</td>
            <td>{ in_unit(c.mean, unit) }</td>
            <td class="score">{ formula }</td>
            if disk_stage { <td>{ c.per_node_score.map(score_number).unwrap_or_default() }</td> }
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
        .map(|c| score_number(c.score))
        .unwrap_or_default();
    let tied = stage.tie.join(", ");
    let shown = stage.winner.clone().unwrap_or_default();
    // `what` is "disks" or "nodes": each its own whole sentences.
    let (tie, pick) = if what == "disks" {
        ("shell-score-tie-disks", "shell-score-tie-shown-disks")
    } else {
        ("shell-score-tie-nodes", "shell-score-tie-shown-nodes")
    };
    html! {
        <p class="note tie-note" role="note">
            <strong>{ text("shell-score-tie", &[]) }</strong>{ " " }
            { crate::text::messages::text(tie, &[("names", &tied), ("score", &score)]) }{ " " }
            { crate::text::messages::text(pick, &[("name", &shown)]) }
        </p>
    }
}

pub fn fallback_note(stage: &StageOutcome, what: &str) -> Html {
    if !stage.fallback {
        return html! {};
    }
    // `what` is "disk" or "node": each its own whole sentences.
    let id = if what == "disk" { "shell-score-fallback-disk" } else { "shell-score-fallback-node" };
    html! {
        <p class="note fallback-note" role="note">
            <strong>{ text("shell-score-fallback", &[]) }</strong>{ " " }
            { crate::text::messages::text(id, &[("name", &stage.winner.clone().unwrap_or_default())]) }
        </p>
    }
}
