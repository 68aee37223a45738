//! Property runs that count the cases they compared. A case the property says
//! nothing about (no new replica searched for, an import that refused the
//! paste) returns `Ok(false)` and is not counted; the run fails when fewer than
//! a floor of its cases compared something. Without the count, a generator or
//! an engine change that made every case return early would pass in silence.

use std::cell::Cell;

use proptest::strategy::Strategy;
use proptest::test_runner::{TestCaseError, TestRunner};

/// Runs `property` over the runner's cases; panics on a failing case (after
/// shrinking) or when fewer than `floor` cases compared. Returns the count.
pub fn run_counted<S: Strategy>(
    what: &str,
    runner: &mut TestRunner,
    strategy: &S,
    floor: usize,
    property: impl Fn(S::Value) -> Result<bool, TestCaseError>,
) -> usize {
    let compared = Cell::new(0usize);
    let outcome = runner.run(strategy, |value| {
        if property(value)? {
            compared.set(compared.get() + 1);
        }
        Ok(())
    });
    if let Err(e) = outcome {
        panic!("{what}: {e}");
    }
    let n = compared.get();
    println!("{what}: {n} cases compared (floor {floor})");
    assert!(
        n >= floor,
        "{what}: only {n} cases compared anything, fewer than the floor of {floor}"
    );
    n
}
