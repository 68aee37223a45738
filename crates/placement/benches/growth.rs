//! Growth benchmark: every reader (the YAML reader, with the conformant parser
//! alone beside it, the JSON reader, the Longhorn, capacity and Fleet imports
//! of YAML and JSON, the support bundle import) and every simulation (Longhorn
//! scheduleReplicas over many volumes and over many nodes, simulateCapacity,
//! filterNodes, Fleet simulateRollout) at doubling input sizes, printing
//! the CPU time (so that a busy machine does not skew it), MB/s for the
//! readers, and the growth exponent: log2 of the time
//! ratio per doubling (1 = linear, 2 = quadratic). It exits non-zero when an
//! exponent is clearly super-linear (above 1.5), so a regression fails the
//! test command. `cargo bench -p placement --bench growth -- --short` runs
//! four sizes per case (seconds); without `--short`, five and larger. Further
//! arguments run only the cases whose name contains one of them (`-- YAML`).

use std::process::ExitCode;
use std::time::Duration;

#[path = "common/cpu_clock.rs"]
mod cpu_clock;
#[path = "growth/inputs.rs"]
mod inputs;

/// An exponent above this fails the run.
const SUPER_LINEAR: f64 = 1.5;

fn main() -> ExitCode {
    let short = std::env::args().any(|a| a == "--short");
    // Other arguments choose the cases whose name contains one of them.
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let chosen = |case: &inputs::Case| {
        only.is_empty() || only.iter().any(|o| case.name.contains(o.as_str()))
    };
    // Short: four sizes up to half the largest (a least-squares slope needs
    // more than three points to differ from the two ends' ratio).
    let doublings = if short { 3 } else { 4 };
    let mut worst: Vec<(String, f64)> = Vec::new();
    for case in inputs::readers(short).iter().filter(|c| chosen(c)) {
        worst.push((case.name.to_string(), measure(case, doublings, true)));
    }
    for case in inputs::simulations(short).iter().filter(|c| chosen(c)) {
        worst.push((case.name.to_string(), measure(case, doublings, false)));
    }
    let failed: Vec<&(String, f64)> = worst.iter().filter(|(_, e)| *e > SUPER_LINEAR).collect();
    if failed.is_empty() {
        println!(
            "growth: every reader and simulation grows at most linearly (exponent ≤ {SUPER_LINEAR})"
        );
        ExitCode::SUCCESS
    } else {
        for (name, exponent) in failed {
            println!("growth: {name} is super-linear: exponent {exponent:.2} > {SUPER_LINEAR}");
        }
        ExitCode::FAILURE
    }
}

/// Times the case at `doublings + 1` sizes and prints one line per size;
/// returns the exponent fitted over the whole range (per doubling), which is less
/// noisy than the largest step-to-step one. Measured once: a case is not
/// measured again until it passes (each size is already the best of three
/// CPU-time runs).
fn measure(case: &inputs::Case, doublings: u32, reader: bool) -> f64 {
    let mut times: Vec<Duration> = Vec::new();
    let mut previous: Option<Duration> = None;
    for step in 0..=doublings {
        let n = case.start << step;
        let input = (case.make)(n);
        let time = best_of(case, &input);
        let growth = previous.map_or(String::new(), |p| {
            format!(", exponent {:.2}", exponent(p, time, 1))
        });
        let rate = if reader {
            format!(
                " ({:.1} MB, {:.1} MB/s)",
                input.len() as f64 / 1e6,
                input.len() as f64 / 1e6 / time.as_secs_f64()
            )
        } else {
            String::new()
        };
        println!(
            "{}: {n} {}: {:.1} ms{rate}{growth}",
            case.name,
            case.unit,
            time.as_secs_f64() * 1e3
        );
        times.push(time);
        previous = Some(time);
    }
    let overall = fitted_exponent(&times);
    println!("{}: growth exponent {overall:.2} per doubling", case.name);
    overall
}

/// The least-squares slope of log2(time) over the doublings: every size
/// counts, so one size lifted by a cache step or a neighbour's burst moves
/// the exponent less than when only the two ends count.
fn fitted_exponent(times: &[Duration]) -> f64 {
    let points: Vec<(f64, f64)> = times
        .iter()
        .enumerate()
        .map(|(i, t)| (i as f64, t.as_secs_f64().max(1e-9).log2()))
        .collect();
    let n = points.len() as f64;
    let mean_x = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = points.iter().map(|p| p.1).sum::<f64>() / n;
    let covariance: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    let variance: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    if variance == 0.0 {
        0.0
    } else {
        covariance / variance
    }
}

fn exponent(from: Duration, to: Duration, doublings: u32) -> f64 {
    let ratio = to.as_secs_f64() / from.as_secs_f64().max(1e-9);
    ratio.log2() / f64::from(doublings.max(1))
}

/// The fastest of three runs of `case` on `input`, in CPU time (see [`cpu_clock::best_of`]).
fn best_of(case: &inputs::Case, input: &[u8]) -> Duration {
    cpu_clock::best_of(|| (case.run)(input))
}
