//! A case report ([`placement::report::CaseReport`]) on the page and as
//! Markdown, both from the same data in the page's language: the engine's
//! sentences said by the catalogs, the real system's reasons and recorded
//! values verbatim (marked `lang="en"` on the page, in backticks in Markdown).

use placement::kernel::message::Message;
use placement::report::{CaseReport, Cell, CheckTable, Finding, Subject, Verdict};
use yew::prelude::*;

use crate::text::messages::{render, text};

/// What a lab's report calls its rows and says when nothing needs fixing
/// (message ids): a Longhorn report checks nodes and disks, a capacity
/// report nodes, a rollout report clusters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Words {
    /// The heading of the table of checks.
    pub checks: &'static str,
    /// The heading of its first column (what a row is).
    pub row: &'static str,
    /// Said in place of the fixes of a subject that needs none.
    pub nothing_to_fix: &'static str,
}

impl Words {
    pub const LONGHORN: Words = Words { checks: "report-heading-checks", row: "report-col-node", nothing_to_fix: "report-no-fixes" };
    pub const CAPACITY: Words = Words { checks: "report-cap-heading-checks", row: "report-col-node", nothing_to_fix: "report-cap-no-fixes" };
    pub const FLEET: Words = Words { checks: "report-fleet-heading-checks", row: "report-fleet-col-cluster", nothing_to_fix: "report-fleet-no-fixes" };

    /// What the fixes section says when it lists none: nothing to fix, or no fix found.
    fn no_fixes(self, ok: bool) -> String {
        text(if ok { self.nothing_to_fix } else { "report-no-fix-found" }, &[])
    }
}

/// The report's styles, added to the page by the report when it is first
/// shown, so that no lab's first load carries them.
const STYLE: &str = include_str!("../../css/case-report.css");

/// Adds [`STYLE`] to the page once (the CSP allows inline styles, not scripts).
pub fn add_style() {
    crate::platform::style::add_once("case-report-style", STYLE);
}

/// The report, one section per subject, with its answer first.
pub fn view(report: &CaseReport, title: &str, words: Words) -> Html {
    html! {
        <article class="case-report-body">
            <h2 id="case-report-title" tabindex="-1">{ text("report-title", &[("lab", title)]) }</h2>
            <p class="case-report-summary" id="case-report-summary">{ render(&report.summary) }</p>
            { for report.subjects.iter().enumerate().map(|(i, s)| subject(i, s, words)) }
            <section class="case-report-section">
                <h3>{ text("report-heading-versions", &[]) }</h3>
                <ul id="case-report-versions">{ for report.versions.iter().map(|m| html! { <li>{ render(m) }</li> }) }</ul>
            </section>
            <section class="case-report-section">
                <h3>{ text("report-heading-objects", &[]) }</h3>
                <ul id="case-report-objects">{ for report.objects.iter().map(|o| html! {
                    <li><code lang="en">{ o.kind.clone() }</code>{ " " }{ o.names.join(", ") }</li>
                }) }</ul>
            </section>
        </article>
    }
}

fn subject(index: usize, s: &Subject, words: Words) -> Html {
    html! {
        <section class={classes!("case-report-subject", (!s.ok).then_some("finding"))} id={format!("case-report-subject-{index}")}>
            <h3>{ s.name.clone() }</h3>
            <p class="case-report-answer"><strong>{ render(&s.answer) }</strong></p>
            <ul class="case-report-details">{ for s.details.iter().map(|m| html! { <li>{ render(m) }</li> }) }</ul>
            if !s.deciding.is_empty() {
                <h4>{ text("report-heading-deciding", &[]) }</h4>
                <ul class="case-report-deciding">{ for s.deciding.iter().map(|m| html! { <li>{ render(m) }</li> }) }</ul>
            }
            if !s.table.rows.is_empty() {
                <h4>{ text(words.checks, &[]) }</h4>
                if let Some(of) = &s.table_of { <p class="hint">{ render(of) }</p> }
                { checks(&s.table, words) }
            }
            <h4>{ text("report-heading-fixes", &[]) }</h4>
            if s.fixes.is_empty() {
                <p class="case-report-fixes muted">{ words.no_fixes(s.ok) }</p>
            } else {
                <ul class="case-report-fixes">{ for s.fixes.iter().map(|m| html! { <li>{ render(m) }</li> }) }</ul>
            }
            if !s.recorded.is_empty() {
                <h4>{ text("report-heading-recorded", &[]) }</h4>
                { recorded(&s.recorded) }
            }
        </section>
    }
}

/// The nodes × checks table (kube-scheduler-simulator's result table).
fn checks(table: &CheckTable, words: Words) -> Html {
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-label={text(words.checks, &[])}>
            <table class="case-report-checks">
                <thead><tr>
                    <th scope="col">{ text(words.row, &[]) }</th>
                    if has_disks(table) { <th scope="col">{ text("report-col-disk", &[]) }</th> }
                    { for table.checks.iter().map(|c| html! { <th scope="col">{ render(c) }</th> }) }
                </tr></thead>
                <tbody>{ for table.rows.iter().map(|row| html! {
                    <tr>
                        <th scope="row">{ row.node.clone() }</th>
                        if has_disks(table) { <td>{ row.disk.clone() }</td> }
                        { for row.cells.iter().map(cell) }
                    </tr>
                }) }</tbody>
            </table>
        </div>
    }
}

/// Whether the rows are disks of nodes (a Longhorn search), so the table has a disk column.
fn has_disks(table: &CheckTable) -> bool {
    table.rows.iter().any(|r| !r.disk.is_empty())
}

fn verdict_text(v: Verdict) -> String {
    text(match v {
        Verdict::Passed => "report-verdict-passed",
        Verdict::Failed => "report-verdict-failed",
        Verdict::NotRun => "report-verdict-not-run",
        Verdict::Chosen => "report-verdict-chosen",
    }, &[])
}

/// A mark besides the word, so colour is never the only cue.
fn verdict_mark(v: Verdict) -> &'static str {
    match v {
        Verdict::Passed => "✓",
        Verdict::Failed => "✗",
        Verdict::NotRun => "–",
        Verdict::Chosen => "★",
    }
}

fn cell(c: &Cell) -> Html {
    let class = match c.verdict {
        Verdict::Passed => "passed",
        Verdict::Failed => "failed",
        Verdict::NotRun => "not-run",
        Verdict::Chosen => "chosen",
    };
    html! {
        <td class={classes!("verdict", class)}>
            <span aria-hidden="true">{ verdict_mark(c.verdict) }{ " " }</span>{ verdict_text(c.verdict) }
            if !c.reason.is_empty() { <br /><code lang="en">{ c.reason.clone() }</code> }
            if let Some(note) = &c.note { <br /><span class="hint">{ render(note) }</span> }
        </td>
    }
}

fn recorded(findings: &[Finding]) -> Html {
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-label={text("report-heading-recorded", &[])}>
            <table class="case-report-recorded">
                <thead><tr>
                    <th scope="col">{ text("report-col-what", &[]) }</th>
                    <th scope="col">{ text("report-col-recorded", &[]) }</th>
                    <th scope="col">{ text("report-col-computed", &[]) }</th>
                    <th scope="col">{ text("report-col-agrees", &[]) }</th>
                </tr></thead>
                <tbody>{ for findings.iter().map(|f| html! {
                    <tr class={classes!((!f.agrees).then_some("finding"))}>
                        <td>{ render(&f.about) }</td>
                        <td>{ recorded_value(&f.recorded) }</td>
                        <td><code lang="en">{ f.computed.clone() }</code></td>
                        <td>{ agreement(f.agrees) }</td>
                    </tr>
                }) }</tbody>
            </table>
        </div>
    }
}

fn recorded_value(value: &str) -> Html {
    if value.is_empty() {
        html! { <span class="muted">{ text("report-not-recorded", &[]) }</span> }
    } else {
        html! { <code lang="en">{ value.to_string() }</code> }
    }
}

fn agreement(agrees: bool) -> String {
    let (mark, id) = if agrees { ("✓", "report-agrees") } else { ("⚠", "report-differs") };
    format!("{mark} {}", text(id, &[]))
}

/// The report as Markdown, in the page's language.
pub fn markdown(report: &CaseReport, title: &str, words: Words) -> String {
    let mut out = format!("# {}\n\n{}\n", text("report-title", &[("lab", title)]), render(&report.summary));
    for s in &report.subjects {
        subject_markdown(&mut out, s, words);
    }
    out.push_str(&format!("\n## {}\n\n", text("report-heading-versions", &[])));
    list(&mut out, &report.versions);
    out.push_str(&format!("\n## {}\n\n", text("report-heading-objects", &[])));
    for o in &report.objects {
        out.push_str(&format!("- `{}`: {}\n", o.kind, cell_text(&o.names.join(", "))));
    }
    out
}

fn list(out: &mut String, messages: &[Message]) {
    for m in messages {
        out.push_str(&format!("- {}\n", render(m)));
    }
}

fn subject_markdown(out: &mut String, s: &Subject, words: Words) {
    out.push_str(&format!("\n## {}\n\n**{}**\n\n", cell_text(&s.name), render(&s.answer)));
    list(out, &s.details);
    if !s.deciding.is_empty() {
        out.push_str(&format!("\n### {}\n\n", text("report-heading-deciding", &[])));
        list(out, &s.deciding);
    }
    if !s.table.rows.is_empty() {
        out.push_str(&format!("\n### {}\n\n", text(words.checks, &[])));
        if let Some(of) = &s.table_of {
            out.push_str(&format!("{}\n\n", render(of)));
        }
        table_markdown(out, &s.table, words);
    }
    out.push_str(&format!("\n### {}\n\n", text("report-heading-fixes", &[])));
    if s.fixes.is_empty() {
        out.push_str(&format!("{}\n", words.no_fixes(s.ok)));
    }
    list(out, &s.fixes);
    if !s.recorded.is_empty() {
        out.push_str(&format!("\n### {}\n\n", text("report-heading-recorded", &[])));
        let head = ["report-col-what", "report-col-recorded", "report-col-computed", "report-col-agrees"].map(|id| text(id, &[]));
        row(out, &head);
        row(out, &["---", "---", "---", "---"].map(String::from));
        for f in &s.recorded {
            let value = if f.recorded.is_empty() { text("report-not-recorded", &[]) } else { code(&f.recorded) };
            row(out, &[cell_text(&render(&f.about)), value, code(&f.computed), agreement(f.agrees)]);
        }
    }
}

fn table_markdown(out: &mut String, table: &CheckTable, words: Words) {
    let disks = has_disks(table);
    let mut head = vec![text(words.row, &[])];
    if disks {
        head.push(text("report-col-disk", &[]));
    }
    head.extend(table.checks.iter().map(|c| cell_text(&render(c))));
    row(out, &head);
    row(out, &vec!["---".to_string(); head.len()]);
    for r in &table.rows {
        let mut cells = vec![cell_text(&r.node)];
        if disks {
            cells.push(cell_text(&r.disk));
        }
        cells.extend(r.cells.iter().map(|c| {
            let mut t = format!("{} {}", verdict_mark(c.verdict), verdict_text(c.verdict));
            if !c.reason.is_empty() {
                t.push_str(&format!(": {}", code(&c.reason)));
            }
            if let Some(note) = &c.note {
                t.push_str(&format!(" ({})", cell_text(&render(note))));
            }
            t
        }));
        row(out, &cells);
    }
}

fn row(out: &mut String, cells: &[String]) {
    out.push_str(&format!("| {} |\n", cells.join(" | ")));
}

/// Text in a table cell: a pipe would end the cell, a line break the row.
fn cell_text(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// A verbatim value in backticks (a longer fence when it holds one).
fn code(s: &str) -> String {
    let fence = if s.contains('`') { "``" } else { "`" };
    format!("{fence}{}{fence}", cell_text(s))
}
