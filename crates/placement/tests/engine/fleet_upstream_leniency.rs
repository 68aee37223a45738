//! Issue #37, items 9 and 11: Fleet's controller runs inputs the playground
//! used to refuse, and its `limit()` edge cases give Go's numbers and texts.
//! Read from rancher/fleet main (commit 3b2c622ce, 2026-08-22; `limit()` and
//! `autoPartition` unchanged since v0.10) and apimachinery v0.36.3 (the
//! version Fleet main pins). Each test's input was refused, or answered
//! differently, before #37.

use placement::fleet::*;
use placement::kernel::int_or_percent::{IntOrPercent, limit};
use serde_json::json;

fn sim(v: serde_json::Value) -> Result<RolloutSimulation, placement::InputError> {
    let input: RolloutInput = serde_json::from_value(v).expect("input");
    simulate_rollout(&input)
}

fn named(n: usize) -> Vec<serde_json::Value> {
    (0..n)
        .map(|i| json!({"name": format!("c-{i:03}")}))
        .collect()
}

fn warning<'a>(s: &'a RolloutSimulation, id: &str) -> &'a placement::kernel::message::Message {
    s.warning_messages
        .iter()
        .find(|m| m.id == id)
        .unwrap_or_else(|| panic!("no {id} in {:?}", s.warnings))
}

/// internal/cmd/controller/target/rollout.go, `autoPartition` (main): below
/// `autoPartitionThreshold` it returns one partition "All" before calling
/// `limit(len(targets), rollout.AutoPartitionSize, …)`, so "abc" is never parsed.
#[test]
fn auto_partition_size_is_parsed_only_at_the_threshold() {
    let s = sim(json!({"clusters": named(10), "rolloutStrategy": {"autoPartitionSize": "abc"}}))
        .unwrap();
    assert_eq!(s.partitions.len(), 1);
    assert_eq!(s.partitions[0].name, "All");
    assert!(
        matches!(s.outcome, Outcome::Complete { .. }),
        "{:?}",
        s.outcome
    );
    let w = warning(&s, "fleet-warning-unread-value");
    assert_eq!(w.text("field"), Some("rolloutStrategy.autoPartitionSize"));
    assert_eq!(
        w.text("error"),
        Some("invalid maxUnavailable, must be int or percentage (ending with %): abc")
    );
    assert!(
        s.warnings
            .iter()
            .any(|t| t.contains("fewer targets (10) than autoPartitionThreshold (200)")),
        "{:?}",
        s.warnings
    );
    // At the threshold the controller reads it, and every reconcile fails.
    let e = sim(json!({"clusters": named(10), "rolloutStrategy": {"autoPartitionSize": "abc", "autoPartitionThreshold": 10}}))
        .unwrap_err();
    assert_eq!(e.path, "rolloutStrategy.autoPartitionSize");
    assert_eq!(
        e.message,
        "invalid maxUnavailable, must be int or percentage (ending with %): abc"
    );
}

/// internal/cmd/controller/target/status.go, `limit` (main): `if count <= 0 {
/// return 1, nil }` comes before any value is read; `appendPartition` calls it
/// with `len(partitionTargets)`, so an empty partition's "x" is never parsed.
#[test]
fn an_empty_partitions_limit_is_never_parsed() {
    let s = sim(
        json!({"clusters": named(3), "rolloutStrategy": {"partitions": [
        {"name": "nobody", "clusterName": "missing", "maxUnavailable": "x"},
        {"name": "rest", "clusterSelector": {}}]}}),
    )
    .unwrap();
    assert_eq!(s.partitions[0].max_unavailable.value, 1);
    assert_eq!(
        s.partitions[0].max_unavailable.explanation,
        "count is 0 → 1"
    );
    let w = warning(&s, "fleet-warning-unread-value");
    assert_eq!(
        w.text("field"),
        Some("rolloutStrategy.partitions[0].maxUnavailable")
    );
    assert_eq!(w.text("value"), Some("x"));
    assert_eq!(
        s.clusters
            .iter()
            .filter(|c| c.state == state::BundleState::Ready)
            .count(),
        3
    );
    // With no targets at all, nothing is read (resetStatus' MaxUnavailable is limit(0, …)).
    let none = sim(json!({"clusters": [], "rolloutStrategy": {"maxUnavailable": "lots"}})).unwrap();
    assert_eq!(
        warning(&none, "fleet-warning-unread-value").text("field"),
        Some("rolloutStrategy.maxUnavailable")
    );
}

/// internal/cmd/controller/target/query.go, `ClusterGroupsForCluster` (main):
/// `metav1.LabelSelectorAsSelector` fails → `logger.Error(err, "invalid selector
/// on clusterGroup", …)` and `continue`: the group holds no cluster. The error
/// text is apimachinery v0.36.3's `labels.NewRequirement` (`field.Invalid` on a
/// nil values slice, JSON `null`).
#[test]
fn a_group_with_an_invalid_selector_is_logged_and_skipped() {
    let s = sim(json!({
        "clusters": [{"name": "a", "labels": {"env": "prod"}}, {"name": "b", "labels": {"env": "dev"}}],
        "clusterGroups": [
            {"name": "broken", "selector": {"matchExpressions": [{"key": "env", "operator": "In", "values": []}]}},
            {"name": "prod", "selector": {"matchLabels": {"env": "prod"}}}],
        "rolloutStrategy": {"partitions": [
            {"name": "via-broken", "clusterGroup": "broken"},
            {"name": "via-prod", "clusterGroup": "prod"}]}}))
    .unwrap();
    let w = warning(&s, "fleet-warning-group-selector");
    assert_eq!(w.text("log"), Some("invalid selector on clusterGroup"));
    assert_eq!(w.text("name"), Some("broken"));
    assert_eq!(
        w.text("error"),
        Some("values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty")
    );
    assert_eq!(s.partitions[0].count, 0);
    assert_eq!(s.partitions[1].count, 1);
}

/// bundle_status.go `resetStatus` calls `target.MaxUnavailable` before
/// bundle_controller.go calls `target.UpdatePartitions` (main): with two bad
/// values, the bundle's maxUnavailable is the error a reconcile reports.
#[test]
fn the_bundles_max_unavailable_fails_first() {
    let e = sim(json!({"clusters": named(3), "rolloutStrategy": {
        "maxUnavailable": "lots", "autoPartitionSize": "abc", "autoPartitionThreshold": 1}}))
    .unwrap_err();
    assert_eq!(e.path, "rolloutStrategy.maxUnavailable");
}

/// internal/cmd/controller/target/status.go, `limit` (main):
/// `errors.Wrapf(err, "failed to parse %s", maxUnavailable.StrVal)` around
/// `strconv.ParseFloat`'s `*NumError`; `fmt.Errorf("invalid maxUnavailable, must
/// be int or percentage (ending with %%): %s", maxUnavailable)`.
#[test]
fn limit_errors_carry_gos_text() {
    let pct = |s: &str| IntOrPercent::Str(s.into());
    let e = limit(10, &[Some(&pct("abc%"))]).unwrap_err();
    assert_eq!(
        e.message,
        r#"failed to parse abc%: strconv.ParseFloat: parsing "abc": invalid syntax"#
    );
    let e = limit(10, &[Some(&pct("1e999%"))]).unwrap_err();
    assert_eq!(
        e.message,
        r#"failed to parse 1e999%: strconv.ParseFloat: parsing "1e999": value out of range"#
    );
    let e = limit(10, &[Some(&pct("ten"))]).unwrap_err();
    assert_eq!(
        e.message,
        "invalid maxUnavailable, must be int or percentage (ending with %): ten"
    );
}

/// `limit`'s string branch starts with `maxUnavailable.IntValue()` (apimachinery
/// intstr.go: `strconv.Atoi`, error dropped). `ParseInt` returns the clamped
/// value with `ErrRange`, so an integer beyond int64 is the largest int, not an
/// error. `int(float64(count)*percent) / 100`: Go's spec leaves int() of NaN or
/// an out-of-range float to the platform; on amd64 (`CVTTSD2SQ`) it is the
/// smallest int64, so `/ 100 ≤ 0` and the result is 1. The playground follows
/// amd64 (arm64 saturates: +Inf → count, NaN → 1).
#[test]
fn limit_number_edges_follow_go_on_amd64() {
    let pct = |s: &str| IntOrPercent::Str(s.into());
    assert_eq!(
        limit(10, &[Some(&pct("99999999999999999999"))])
            .unwrap()
            .value,
        i64::MAX
    );
    for v in ["NaN%", "nan%", "Inf%", "+infinity%", "1e300%"] {
        let l = limit(10, &[Some(&pct(v))]).unwrap();
        assert_eq!(l.value, 1, "{v}");
        assert_eq!(
            l.explanation_message.id, "fleet-limit-percent-int-undefined",
            "{v}"
        );
    }
    // Before #37 these were a count of 10 ("1e300%") and an error ("nan%").
    assert_eq!(limit(10, &[Some(&pct("-Inf%"))]).unwrap().value, 1);
}
