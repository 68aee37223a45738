//! The workload view: N pods arriving over time, simulated in a Web Worker with
//! capacity tracking on and off; pod outcomes, attempts and the stale windows.

use std::cell::RefCell;
use std::rc::Rc;

use placement::capacity::simulate::{PodState, SimulationRun, TimelineKind};
use placement::capacity::{CapacitySimulation, SimulationInput};
use yew::prelude::*;

use super::draft::*;
use super::{on_value, Edit};
use crate::components::{AmountField, TextField};
use crate::text::i18n;
use crate::text::messages::{text, text_with};
use crate::text::units::Unit;
use crate::platform::worker::{parse_output, Job, JobEvent};
use placement::kernel::float_text::{fixed, shortest};

#[derive(Properties, PartialEq, Clone)]
pub struct WorkloadViewProps {
    pub draft: CapacityDraft,
    pub errors: FieldErrors,
    pub input: Option<SimulationInput>,
    pub stale: bool,
    pub dispatch: Callback<Edit>,
}

#[derive(Clone, PartialEq)]
enum Run {
    Idle,
    Running { done: u64, total: u64 },
    Done(Rc<CapacitySimulation>),
    Failed(String),
    Cancelled,
}

crate::split_part!(
    /// The workload tab: a chunk of its own (`capacity_workload`, src/bin/capacity.rs) with the
    /// simulation's editor, its worker run and its results, fetched when the tab is first shown.
    pub WorkloadView(pub WORKLOAD: WorkloadViewProps) => workload
);

/// The workload tab's view, once its chunk is on the page.
pub fn workload(props: &WorkloadViewProps) -> Html {
    html! { <Workload ..props.clone() /> }
}

#[function_component]
fn Workload(props: &WorkloadViewProps) -> Html {
    let d = &props.dispatch;
    let w = &props.draft.workload;
    let error = |key: &str| props.errors.get(key).cloned();
    let run = use_state(|| Run::Idle);
    let last = use_state(|| None::<Rc<CapacitySimulation>>);
    let job = use_mut_ref(|| None::<Job>);
    let again = use_state(|| 0u32);
    let input_json = props
        .input
        .as_ref()
        .and_then(|i| serde_json::to_string(i).ok());
    {
        let (run, last, job) = (run.clone(), last.clone(), job.clone());
        use_effect_with((input_json, *again), move |(json, _)| {
            if let Some(json) = json.clone() {
                start(json, run, last, job.clone());
            }
            move || {
                job.borrow_mut().take();
            }
        });
    }
    let cancel = {
        let (run, job) = (run.clone(), job.clone());
        Callback::from(move |_| {
            if let Some(j) = job.borrow_mut().take() {
                j.cancel();
            }
            run.set(Run::Cancelled);
        })
    };
    let rerun = {
        let again = again.clone();
        Callback::from(move |_| again.set(*again + 1))
    };
    let status = match &*run {
        Run::Idle => html! {},
        Run::Running { done, total } => html! {
            <div class="sim-progress">
                if *done == 0 {
                    // Indeterminate until the worker reports a step.
                    <progress id="sim-progress"></progress>
                } else {
                    <progress id="sim-progress" max={total.max(&1).to_string()} value={done.to_string()}></progress>
                }
                { " " }{ text("cap-sim-running", &[]) }{ " " }
                <button type="button" id="sim-cancel" class="secondary small" onclick={cancel}>{ text("shell-cancel", &[]) }</button>
            </div>
        },
        Run::Done(_) => html! {},
        Run::Failed(e) => html! { <p class="notice error" id="sim-error">{ e }</p> },
        Run::Cancelled => html! {
            <p class="notice" id="sim-cancelled">{ text("cap-sim-cancelled", &[]) }{ " " }
                <button type="button" class="small" onclick={rerun.clone()}>{ text("cap-sim-run-again", &[]) }</button></p>
        },
    };
    html! {
        <div class={classes!("workload-view", props.stale.then_some("stale"))}>
            <fieldset class="lock" disabled={crate::platform::address::read_only()}>
            <div class="workload-editor">
                <TextField id="workload-pods" label={text("cap-workload-pods", &[])} value={w.pods.clone()} error={error("workload.pods")}
                    on_input={on_value(d, |dr, v: String| dr.workload.pods = v)} />
                <TextField id="workload-volumes" label={text("cap-workload-volumes", &[])} value={w.volumes.clone()} error={error("workload.volumes")}
                    on_input={on_value(d, |dr, v: String| dr.workload.volumes = v)} />
                <AmountField id="workload-size" label={text("cap-workload-size", &[])} value={w.size.text.clone()} unit={w.size.unit}
                    error={error("workload.size")} on_input={on_value(d, |dr, v: String| dr.workload.size.text = v)}
                    on_unit={on_value(d, |dr, u: Unit| dr.workload.size.unit = u)} />
                <TextField id="workload-class" label={text("cap-class", &[])} value={w.class.clone()} error={error("workload.class")}
                    on_input={on_value(d, |dr, v: String| dr.workload.class = v)} />
                <TextField id="workload-every" label={text("cap-workload-every", &[])} value={w.every_seconds.clone()} error={error("workload.every")}
                    on_input={on_value(d, |dr, v: String| dr.workload.every_seconds = v)} />
                <TextField id="workload-horizon" label={text("cap-workload-horizon", &[])} value={w.horizon_seconds.clone()} error={error("workload.horizon")}
                    on_input={on_value(d, |dr, v: String| dr.workload.horizon_seconds = v)} />
                <TextField id="workload-provisioning" label={text("cap-workload-provisioning", &[])} value={w.provisioning_seconds.clone()}
                    error={error("workload.provisioning")}
                    on_input={on_value(d, |dr, v: String| dr.workload.provisioning_seconds = v)} />
                <TextField id="workload-bind-timeout" label="bindTimeoutSeconds" value={w.bind_timeout_seconds.clone()}
                    error={error("workload.bindTimeout")}
                    on_input={on_value(d, |dr, v: String| dr.workload.bind_timeout_seconds = v)} />
                <button type="button" id="sim-run" class="small" onclick={rerun}>{ text("cap-sim-run-again", &[]) }</button>
            </div>
            <p class="hint" id="workload-binding-hint">{ text("cap-workload-binding-hint", &[("message", "binding volumes: context deadline exceeded")]) }</p>
            { super::changes::changes_editor(&props.draft, &props.errors, d) }
            </fieldset>
            { status }
            if let Some(sim) = &*last {
                { results(sim, !matches!(&*run, Run::Done(_))) }
            }
        </div>
    }
}

fn start(
    json: String,
    run: UseStateHandle<Run>,
    last: UseStateHandle<Option<Rc<CapacitySimulation>>>,
    job: Rc<RefCell<Option<Job>>>,
) {
    run.set(Run::Running { done: 0, total: 1 });
    let on_event = {
        let (run, job_slot) = (run.clone(), job.clone());
        Callback::from(move |event: JobEvent| match event {
            JobEvent::Progress { done, total } => run.set(Run::Running { done, total }),
            JobEvent::Done(out) => {
                job_slot.borrow_mut().take();
                match parse_output::<CapacitySimulation>(&out) {
                    Ok(sim) => {
                        let sim = Rc::new(sim);
                        last.set(Some(sim.clone()));
                        run.set(Run::Done(sim));
                    }
                    Err(e) => run.set(Run::Failed(e)),
                }
            }
            JobEvent::Failed(e) => {
                job_slot.borrow_mut().take();
                run.set(Run::Failed(e));
            }
        })
    };
    match Job::start("capacity", json, on_event) {
        Ok(j) => *job.borrow_mut() = Some(j),
        Err(e) => run.set(Run::Failed(e)),
    }
}

fn state_counts(r: &SimulationRun) -> (usize, usize, usize) {
    let count = |s: PodState| r.pods.iter().filter(|p| p.state == s).count();
    (
        count(PodState::Running),
        count(PodState::Pending),
        count(PodState::Stuck),
    )
}

fn results(sim: &CapacitySimulation, outdated: bool) -> Html {
    let row = |label: String, id: &str, r: &SimulationRun| {
        let (running, pending, stuck) = state_counts(r);
        html! {
            <tr id={id.to_string()}>
                <th>{ label }</th>
                <td class="attempts">{ r.total_attempts }</td>
                <td>{ r.total_provisioning_failures }</td>
                <td>{ running }</td><td>{ pending }</td><td>{ stuck }</td>
                <td>{ r.time_until_all_running.map_or("—".into(), |t| format!("{} s", i18n::locale().number(t as f64))) }</td>
            </tr>
        }
    };
    html! {
        <div class={classes!("sim-results", outdated.then_some("outdated"))}>
            <table id="comparison" class="comparison">
                <thead><tr><th><span class="sr-only">{ text("cap-col-tracking", &[]) }</span></th><th>{ text("cap-attempts", &[]) }</th><th>{ text("cap-provisioning-failures", &[]) }</th><th>{ text("cap-running", &[]) }</th>
                    <th>{ text("cap-pending", &[]) }</th><th>{ text("cap-stuck", &[]) }</th><th>{ text("cap-all-running-after", &[]) }</th></tr></thead>
                <tbody>
                    { row(text("cap-tracking-on", &[]), "run-on", &sim.on) }
                    { row(text("cap-tracking-off", &[]), "run-off", &sim.off) }
                </tbody>
            </table>
            <h3>{ text("cap-attempts-over-time", &[]) }</h3>
            { attempts_chart(sim) }
            <div class="run-columns">
                { run_detail(&text("cap-tracking-on", &[]), &sim.on) }
                { run_detail(&text("cap-tracking-off", &[]), &sim.off) }
            </div>
        </div>
    }
}

/// Cumulative scheduling attempts `(time, count)`: one per FailedScheduling or Scheduled entry.
fn attempts(r: &SimulationRun) -> Vec<(u64, u32)> {
    let mut n = 0;
    let mut out = vec![(0, 0)];
    for e in &r.timeline {
        if matches!(
            e.kind,
            TimelineKind::FailedScheduling | TimelineKind::Scheduled
        ) {
            n += 1;
            out.push((e.time_seconds, n));
        }
    }
    out
}

fn attempts_chart(sim: &CapacitySimulation) -> Html {
    let (on, off) = (attempts(&sim.on), attempts(&sim.off));
    let end = on.iter().chain(&off).map(|p| p.0).max().unwrap_or(0).max(1);
    let top = on.iter().chain(&off).map(|p| p.1).max().unwrap_or(0).max(1);
    let (w, h, left, bottom) = (600.0, 200.0, 40.0, 24.0);
    let x = |t: u64| left + (t as f64 / end as f64) * (w - left - 10.0);
    let y = |n: u32| (h - bottom) - (n as f64 / top as f64) * (h - bottom - 10.0);
    let path = |points: &[(u64, u32)]| {
        let mut s = String::new();
        for (i, (t, n)) in points.iter().enumerate() {
            if i == 0 {
                s += &format!("M{},{}", fixed(x(*t), 1), fixed(y(*n), 1));
            } else {
                s += &format!(" H{} V{}", fixed(x(*t), 1), fixed(y(*n), 1));
            }
        }
        s += &format!(" H{}", fixed(x(end), 1));
        s
    };
    let stale: Vec<Html> = sim
        .on
        .stale_windows
        .iter()
        .map(|s| {
            let (a, b) = (x(s.from_seconds), x(s.to_seconds.unwrap_or(end)));
            html! { <rect class="stale-window" x={fixed(a, 1)} y="10" width={fixed((b - a).max(2.0), 1)}
                height={fixed(h - bottom - 10.0, 1)}><title>{ text("cap-stale-window", &[
                    ("published", &placement::kernel::quantity::Bytes(s.published).to_string()),
                    ("real", &placement::kernel::quantity::Bytes(s.real).to_string()),
                    ("segment", &s.segment.to_string()),
                ]) }</title></rect> }
        })
        .collect();
    html! {
        <figure class="chart">
            <svg id="attempts-chart" viewBox={format!("0 0 {} {}", shortest(w), shortest(h))} role="img"
                aria-label={text_with("cap-attempts-chart-label", &[("on", i18n::number(sim.on.total_attempts as f64)), ("off", i18n::number(sim.off.total_attempts as f64))])}>
                { for stale }
                <line class="axis" x1={shortest(left)} y1={shortest(h - bottom)} x2={shortest(w - 10.0)} y2={shortest(h - bottom)} />
                <line class="axis" x1={shortest(left)} y1="10" x2={shortest(left)} y2={shortest(h - bottom)} />
                <text x={shortest(left - 4.0)} y="16" text-anchor="end">{ top }</text>
                <text x={shortest(left - 4.0)} y={shortest(h - bottom)} text-anchor="end">{ "0" }</text>
                <text x={shortest(w - 10.0)} y={shortest(h - 6.0)} text-anchor="end">{ format!("{end} s") }</text>
                <path class="line-on" d={path(&on)} />
                <path class="line-off" d={path(&off)} />
            </svg>
            <figcaption>
                <span class="key key-on">{ text_with("cap-chart-key-on", &[("count", i18n::number(sim.on.total_attempts as f64))]) }</span>
                <span class="key key-off">{ text_with("cap-chart-key-off", &[("count", i18n::number(sim.off.total_attempts as f64))]) }</span>
                if !sim.on.stale_windows.is_empty() {
                    <span class="key key-stale">{ text("cap-chart-key-stale", &[]) }</span>
                }
            </figcaption>
        </figure>
    }
}

/// The row's class (the same in every language).
fn state_class(s: PodState) -> &'static str {
    match s {
        PodState::NotArrived => "not-arrived",
        PodState::Pending => "pending",
        PodState::Stuck => "stuck",
        PodState::Running => "running",
    }
}

fn state_label(s: PodState) -> String {
    match s {
        PodState::NotArrived => text("cap-state-not-arrived", &[]),
        PodState::Pending => text("cap-state-pending", &[]),
        PodState::Stuck => text("cap-state-stuck", &[]),
        PodState::Running => text("cap-state-running", &[]),
    }
}

fn run_detail(title: &str, r: &SimulationRun) -> Html {
    html! {
        <section class="run-detail">
            <h3>{ title }</h3>
            if r.truncated { <p class="notice">{ text("cap-event-budget", &[]) }</p> }
            <table class="pods">
                <thead><tr><th>{ text("cap-pod", &[]) }</th><th>{ text("cap-state", &[]) }</th><th>{ text("cap-attempts", &[]) }</th><th>{ text("cap-node", &[]) }</th><th>{ text("cap-last-message", &[]) }</th></tr></thead>
                <tbody>
                { for r.pods.iter().map(|p| html! {
                    <tr class={classes!("pod", state_class(p.state))}>
                        <td>{ &p.name }</td><td class="state">{ state_label(p.state) }</td><td>{ p.attempts }</td>
                        <td>{ p.node.clone().unwrap_or_default() }</td>
                        <td class="message" lang="en">{ p.last_message.clone().unwrap_or_default() }</td>
                    </tr>
                }) }
                </tbody>
            </table>
            <details>
                <summary>{ text_with("cap-timeline", &[("count", i18n::number(r.timeline.len() as f64))]) }</summary>
                <ol class="timeline">
                    { for r.timeline.iter().take(300).map(|e| html! {
                        <li>{ format!("{:>5} s  ", e.time_seconds) }<span lang="en">{ format!("{:?}", e.kind) }</span>
                            { format!("  {}  ", e.pod.clone().unwrap_or_default()) }
                            { match &e.sentence {
                                Some(sentence) => html! { { crate::components::marked::engine_message(sentence) } },
                                // An event message of the real systems: verbatim.
                                None => html! { <span lang="en">{ &e.message }</span> },
                            } }</li>
                    }) }
                </ol>
            </details>
        </section>
    }
}
