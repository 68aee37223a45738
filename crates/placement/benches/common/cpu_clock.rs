//! Timing for the growth benchmarks (`growth.rs`, `yaml.rs`): CPU time of this thread, each
//! measurement long enough to be read on a coarse clock, so that a loaded machine does not
//! pass for super-linear growth.

use std::time::{Duration, Instant};

/// CPU time a measurement runs for at least: the thread's CPU clock may tick
/// in steps of several milliseconds (4 ms on the project's machines), which
/// made the exponent of cases that take a few milliseconds noise.
pub const LEAST_MEASURED: Duration = Duration::from_millis(60);

/// The fastest of three runs of `work` (of two for runs over a second), in CPU time; a run
/// repeats `work` until [`LEAST_MEASURED`] has passed and takes the mean.
pub fn best_of(mut work: impl FnMut()) -> Duration {
    let mut best = Duration::MAX;
    for run in 0..3 {
        let start = cpu_time();
        let mut repeats = 0u32;
        let elapsed = loop {
            work();
            repeats += 1;
            let elapsed = cpu_time().saturating_sub(start);
            if elapsed >= LEAST_MEASURED || repeats >= 1000 {
                break elapsed;
            }
        };
        best = best.min(elapsed / repeats);
        if run == 1 && best > Duration::from_secs(1) {
            break;
        }
    }
    best
}

/// The time this thread has run on a CPU (Linux: `/proc/thread-self/schedstat`,
/// in nanoseconds), so that other work on a busy machine does not count;
/// elsewhere the wall clock.
pub fn cpu_time() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map(Duration::from_nanos)
        .unwrap_or_else(|| START.get_or_init(Instant::now).elapsed())
}
