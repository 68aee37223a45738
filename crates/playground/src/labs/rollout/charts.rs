//! Two small charts: clusters by state per round, and new deployments per
//! round (the image-pull storm the docs warn about). Each has a y axis with
//! its scale, round numbers on the x axis and a key naming every series;
//! series differ by pattern as well as colour, so no reader needs the colour.
//! They sit below the grid and the why panel, so they are a part (`rollout_charts`,
//! src/bin/rollout.rs): fetched as the lab first draws them, after its first result.

use std::rc::Rc;

use placement::fleet::RolloutSimulation;
use yew::prelude::*;

use crate::text::i18n::number;
use crate::text::messages::{text, text_with};

use super::progress::{state_class, state_name};
use placement::kernel::float_text::{fixed, shortest};

#[derive(Properties, PartialEq, Clone)]
pub struct ChartsProps {
    pub sim: Rc<RolloutSimulation>,
    pub round: u32,
}

const W: f64 = 600.0;
const H: f64 = 120.0;

/// The SVG pattern overlaid on a state's colour (as the grid's cells carry
/// it), `None` for the states told apart by colour and position alone.
fn state_pattern(code: u8) -> Option<&'static str> {
    match code {
        1 => Some("url(#pat-stripes)"),
        2 => Some("url(#pat-dots)"),
        3 => Some("url(#pat-cross)"),
        4 => Some("url(#pat-lines)"),
        _ => None,
    }
}

fn patterns() -> Html {
    html! {
        <defs>
            <pattern id="pat-stripes" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="2" height="5" fill="rgb(0 0 0 / 0.35)" /></pattern>
            <pattern id="pat-dots" width="4" height="4" patternUnits="userSpaceOnUse">
                <circle cx="2" cy="2" r="1" fill="rgb(0 0 0 / 0.45)" /></pattern>
            <pattern id="pat-cross" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="1.5" height="5" fill="rgb(255 255 255 / 0.6)" /><rect width="5" height="1.5" fill="rgb(255 255 255 / 0.6)" /></pattern>
            <pattern id="pat-lines" width="4" height="4" patternUnits="userSpaceOnUse">
                <rect width="4" height="2" fill="rgb(0 0 0 / 0.35)" /></pattern>
            <pattern id="pat-applied" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
                <rect width="2.5" height="6" fill="rgb(255 255 255 / 0.75)" /></pattern>
        </defs>
    }
}

fn rect(class: &str, x: f64, y: f64, w: f64, h: f64, fill: Option<&'static str>) -> Html {
    html! { <rect class={class.to_string()} x={fixed(x, 2)} y={fixed(y, 2)}
                  width={fixed(w.max(0.3), 2)} height={fixed(h, 2)} fill={fill} /> }
}

/// Round numbers to label: about eight, on a 1-2-5 step, always the last.
fn round_ticks(rounds: u32) -> Vec<u32> {
    let step = [1u32, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
        .into_iter()
        .find(|s| rounds.div_ceil(*s) <= 8)
        .unwrap_or(rounds.div_ceil(8).max(1));
    let mut ticks: Vec<u32> = (1..=rounds).filter(|r| *r == 1 || r % step == 0).collect();
    if ticks.last() != Some(&rounds) && rounds > 0 {
        // Keep the last round's label clear of the previous one.
        if ticks.last().is_some_and(|t| (rounds - t) * 2 < step) {
            ticks.pop();
        }
        ticks.push(rounds);
    }
    ticks
}

/// The frame around a plot: the y scale, the plot, the round numbers.
/// The first chart holds the patterns both use (ids are unique in a page).
fn frame(id: &str, label: String, y_title: String, y_max: u64, rounds: u32, plot: Html) -> Html {
    let n = rounds.max(1) as f64;
    html! {
        <div class="round-chart">
            <span class="y-title" aria-hidden="true">{ y_title }</span>
            <div class="y-axis" aria-hidden="true"><span>{ y_max }</span><span>{ 0 }</span></div>
            <svg id={id.to_string()} viewBox={format!("0 0 {} {}", shortest(W), shortest(H))} preserveAspectRatio="none" role="img" aria-label={label}>
                if id == "chart-states" { { patterns() } }
                <line class="grid-line" x1="0" x2={shortest(W)} y1="0.5" y2="0.5" />
                <line class="grid-line" x1="0" x2={shortest(W)} y1={shortest(H / 2.0)} y2={shortest(H / 2.0)} />
                { plot }
            </svg>
            <div class="x-axis" aria-hidden="true">
                { for round_ticks(rounds).into_iter().map(|r| html! {
                    <span style={format!("left: {}%", fixed((r as f64 - 0.5) / n * 100.0, 3))}>{ r }</span>
                }) }
            </div>
            <span class="x-title" aria-hidden="true">{ text("ro-chart-round", &[]) }</span>
        </div>
    }
}

crate::split_part!(
    /// The charts, or while their chunk is fetched a short line in their place.
    pub Charts(pub CHARTS: ChartsProps) => charts
);

/// The charts, once their chunk is on the page.
pub fn charts(props: &ChartsProps) -> Html {
    html! { <ChartsView ..props.clone() /> }
}

#[function_component]
fn ChartsView(props: &ChartsProps) -> Html {
    let sim = &props.sim;
    let rounds = sim.rounds.len() as u32;
    let bar = W / rounds.max(1) as f64;
    let x_now = (props.round as f64 - 0.5).max(0.0) * bar;
    let now = html! { <line class="now" x1={fixed(x_now, 2)} x2={fixed(x_now, 2)} y1="0" y2={shortest(H)} /> };
    let total = sim.clusters.len() as u64;
    let stacks = use_memo(sim.clone(), |sim| {
        let bar = W / sim.rounds.len().max(1) as f64;
        let total = sim.clusters.len().max(1) as f64;
        let mut rects = Vec::new();
        for (i, r) in sim.rounds.iter().enumerate() {
            let e = &r.end;
            let mut y = H;
            let states = [e.ready, e.not_ready, e.wait_applied, e.err_applied, e.out_of_sync, e.pending];
            for (code, count) in states.into_iter().enumerate().filter(|(_, n)| *n > 0) {
                let h = count as f64 / total * H;
                y -= h;
                let x = i as f64 * bar;
                rects.push(rect(state_class(code as u8), x, y, bar - 0.5, h, None));
                if let Some(p) = state_pattern(code as u8) {
                    rects.push(rect("pattern", x, y, bar - 0.5, h, Some(p)));
                }
            }
        }
        rects
    });
    let peak = sim.rounds.iter().map(|r| r.created.max(r.applied)).max().unwrap_or(0);
    let storm = use_memo(sim.clone(), move |sim| {
        let bar = W / sim.rounds.len().max(1) as f64;
        let scale = H / peak.max(1) as f64;
        let mut rects = Vec::new();
        for (i, r) in sim.rounds.iter().enumerate() {
            let x = i as f64 * bar;
            let (hc, ha) = (r.created as f64 * scale, r.applied as f64 * scale);
            rects.push(rect("created", x, H - hc, bar / 2.0, hc, None));
            rects.push(rect("applied", x + bar / 2.0, H - ha, bar / 2.0 - 0.5, ha, None));
            rects.push(rect("pattern", x + bar / 2.0, H - ha, bar / 2.0 - 0.5, ha, Some("url(#pat-applied)")));
        }
        rects
    });
    let max_applied = sim.rounds.iter().map(|r| r.applied).max().unwrap_or(0);
    let states_label = text_with("ro-chart-states-label", &[("rounds", number(rounds as f64)), ("total", number(total as f64))]);
    let storm_label = text_with("ro-chart-storm-label", &[("rounds", number(rounds as f64)), ("peak", number(max_applied as f64))]);
    html! {
        <section class="panel charts" aria-labelledby="charts-title">
            <h2 id="charts-title">{ text("ro-charts-heading", &[]) }</h2>
            <figure>
                <figcaption>{ text("ro-chart-states", &[]) }</figcaption>
                { frame("chart-states", states_label, text("ro-chart-clusters", &[]), total, rounds, html! { <>{ for stacks.iter().cloned() }{ now.clone() }</> }) }
                <ul class="legend chart-key" id="chart-states-key" aria-label={text("ro-chart-states-key", &[])}>
                    { for (0..6u8).map(|c| html! { <li><i class={state_class(c)}></i>{ state_name(c) }</li> }) }
                </ul>
            </figure>
            <figure>
                <figcaption>{ text_with("ro-chart-storm", &[("peak", number(max_applied as f64))]) }</figcaption>
                { frame("chart-storm", storm_label, text("ro-chart-deployments", &[]), peak, rounds, html! { <>{ for storm.iter().cloned() }{ now }</> }) }
                <ul class="legend chart-key" id="chart-storm-key" aria-label={text("ro-chart-key", &[])}>
                    <li><i class="created"></i>{ text("ro-chart-created", &[]) }</li>
                    <li><i class="applied"></i>{ text("ro-chart-applied", &[]) }</li>
                </ul>
            </figure>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::round_ticks;

    #[test]
    fn round_ticks_are_few_start_at_one_and_end_at_the_last_round() {
        assert_eq!(round_ticks(5), [1, 2, 3, 4, 5]);
        assert_eq!(round_ticks(12), [1, 2, 4, 6, 8, 10, 12]);
        let many = round_ticks(437);
        assert!(many.len() <= 10, "{many:?}");
        assert_eq!((many[0], *many.last().unwrap()), (1, 437));
        assert!(round_ticks(0).is_empty());
    }
}
