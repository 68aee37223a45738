//! Two small inline-SVG charts: clusters by state per round, and new
//! deployments per round (the image-pull storm the docs warn about).

use std::rc::Rc;

use placement::fleet::RolloutSimulation;
use yew::prelude::*;

use super::progress::state_class;

#[derive(Properties, PartialEq)]
pub struct ChartsProps {
    pub sim: Rc<RolloutSimulation>,
    pub round: u32,
}

const W: f64 = 600.0;
const H: f64 = 120.0;

#[function_component]
pub fn Charts(props: &ChartsProps) -> Html {
    let sim = &props.sim;
    let n = sim.rounds.len().max(1) as f64;
    let bar = W / n;
    let total = sim.clusters.len().max(1) as f64;
    let x_now = (props.round as f64 - 0.5).max(0.0) * bar;
    let stacks = use_memo(sim.clone(), |sim| {
        let n = sim.rounds.len().max(1) as f64;
        let bar = W / n;
        let total = sim.clusters.len().max(1) as f64;
        let mut rects = Vec::new();
        for (i, r) in sim.rounds.iter().enumerate() {
            let e = &r.end;
            let mut y = H;
            for (code, count) in [
                (0u8, e.ready),
                (1, e.not_ready),
                (2, e.wait_applied),
                (3, e.err_applied),
                (4, e.out_of_sync),
                (5, e.pending),
            ] {
                if count == 0 {
                    continue;
                }
                let h = count as f64 / total * H;
                y -= h;
                rects.push(html! {
                    <rect class={state_class(code)} x={format!("{:.2}", i as f64 * bar)} y={format!("{y:.2}")}
                          width={format!("{:.2}", (bar - 0.5).max(0.3))} height={format!("{h:.2}")} />
                });
            }
        }
        rects
    });
    let peak = sim
        .rounds
        .iter()
        .map(|r| r.created.max(r.applied))
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let storm = use_memo(sim.clone(), move |sim| {
        let mut rects = Vec::new();
        for (i, r) in sim.rounds.iter().enumerate() {
            let x = i as f64 * bar;
            let hc = r.created as f64 / peak * H;
            let ha = r.applied as f64 / peak * H;
            rects.push(html! { <rect class="created" x={format!("{x:.2}")} y={format!("{:.2}", H - hc)} width={format!("{:.2}", (bar / 2.0).max(0.3))} height={format!("{hc:.2}")} /> });
            rects.push(html! { <rect class="applied" x={format!("{:.2}", x + bar / 2.0)} y={format!("{:.2}", H - ha)} width={format!("{:.2}", (bar / 2.0 - 0.5).max(0.3))} height={format!("{ha:.2}")} /> });
        }
        rects
    });
    let max_applied = sim.rounds.iter().map(|r| r.applied).max().unwrap_or(0);
    let _ = total;
    html! {
        <section class="panel charts" aria-labelledby="charts-title">
            <h2 id="charts-title">{ "Per round" }</h2>
            <figure>
                <figcaption>{ "Clusters by state at the end of each round" }</figcaption>
                <svg id="chart-states" viewBox={format!("0 0 {W} {H}")} preserveAspectRatio="none" role="img"
                     aria-label="Clusters by state per round">
                    { for stacks.iter().cloned() }
                    <line class="now" x1={format!("{x_now:.2}")} x2={format!("{x_now:.2}")} y1="0" y2={H.to_string()} />
                </svg>
            </figure>
            <figure>
                <figcaption>{ format!("New deployments per round: created and applied (each apply pulls images; peak {max_applied})") }</figcaption>
                <svg id="chart-storm" viewBox={format!("0 0 {W} {H}")} preserveAspectRatio="none" role="img"
                     aria-label="New deployments per round">
                    { for storm.iter().cloned() }
                    <line class="now" x1={format!("{x_now:.2}")} x2={format!("{x_now:.2}")} y1="0" y2={H.to_string()} />
                </svg>
                <p class="legend-line"><i class="created"></i>{ " created " }<i class="applied"></i>{ " applied" }</p>
            </figure>
        </section>
    }
}
