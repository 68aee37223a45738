//! A pasted live rollout (issue #14): Bundle, clusters and the BundleDeployments
//! `kubectl get bundles,bundledeployments,clusters.fleet.cattle.io -A -o yaml`
//! prints. The import reads each BundleDeployment's `spec.deploymentID`,
//! `spec.stagedDeploymentID`, `status.appliedDeploymentID`, `status.ready`,
//! `status.nonModified` (matched to its cluster by the labels of
//! `BundleDeploymentLabels`, rancher/fleet `internal/cmd/controller/target/target.go`),
//! and the simulation starts where the rollout stands.

use placement::fleet::*;

const LIVE: &str = include_str!("../fixtures/kubectl/fleet/live-rollout.yaml");

fn simulate(import: &FleetImport) -> RolloutSimulation {
    let input: RolloutInput = serde_json::from_value(serde_json::json!({
        "rolloutStrategy": import.input.rollout_strategy,
        "clusters": import.input.clusters,
        "version": import.version,
        "maxRounds": 10,
    }))
    .unwrap();
    simulate_rollout(&input).unwrap()
}

#[test]
fn bundle_deployments_become_the_starting_state() {
    let i = import_fleet_objects(LIVE).unwrap();
    // s-old is met first (b's applied), s-new is the first partition's staged one: the current version.
    assert_eq!(i.version, Some(2));
    let bd = |n: usize| i.input.clusters[n].bundle_deployment.clone().unwrap();
    assert_eq!(
        (
            bd(1).staged_deployment_id,
            bd(1).deployment_id,
            bd(1).applied_deployment_id
        ),
        (2, 2, 1)
    );
    assert_eq!(
        (
            bd(3).staged_deployment_id,
            bd(3).deployment_id,
            bd(3).applied_deployment_id
        ),
        (1, 1, 1)
    );
    assert!(bd(0).ready && !bd(0).modified);
    assert_eq!(
        i.read
            .iter()
            .filter(|r| r.kind == "BundleDeployment")
            .count(),
        4
    );
    assert!(
        i.notes
            .iter()
            .any(|n| n.contains("s-old = version 1, s-new = version 2")),
        "{:#?}",
        i.notes
    );
}

#[test]
fn the_simulation_shows_where_it_stands_and_why_it_waits() {
    let s = simulate(&import_fleet_objects(LIVE).unwrap());
    let r1 = &s.rounds[0];
    // isUnavailable(b): applied (1) ≠ deploymentID (2). Bundle maxUnavailable = limit(4, 1) = 1.
    assert_eq!(r1.partitions[0].unavailable, 1);
    assert_eq!(r1.status.summary.counts.ready, 1);
    assert_eq!(r1.status.summary.counts.wait_applied, 3);
    assert_eq!(
        r1.status.ready_message,
        "WaitApplied(3) [Cluster fleet-default/b]"
    );
    // d is staged with version 2; c and d wait for the bundle-wide limit.
    assert_eq!(r1.staged, 1);
    assert_eq!(r1.promoted, 0);
    assert!(
        matches!(
            &r1.waits[..],
            [Wait::BundleLimit {
                waiting: 2,
                unavailable: 1,
                max_unavailable: 1,
                ..
            }]
        ),
        "{:?}",
        r1.waits
    );
    // b's agent applies version 2 in round 1; then c and d are promoted one at a time.
    assert_eq!(r1.applied, 1);
    let promoted: Vec<u64> = s.rounds.iter().map(|r| r.promoted).collect();
    assert_eq!(&promoted[..3], [0, 1, 1]);
    assert!(
        matches!(s.outcome, Outcome::Complete { round: 3, .. }),
        "{:?}",
        s.outcome
    );
}

#[test]
fn bundle_deployments_of_other_bundles_or_without_a_bundle_are_skipped() {
    let other = LIVE.replace(
        "fleet.cattle.io/bundle-name: web",
        "fleet.cattle.io/bundle-name: api",
    );
    let i = import_fleet_objects(&other).unwrap();
    assert_eq!(i.version, None);
    assert!(
        i.input
            .clusters
            .iter()
            .all(|c| c.bundle_deployment.is_none())
    );
    assert_eq!(
        i.skipped
            .iter()
            .filter(|s| s.why == "belongs to Bundle fleet-default/api, not fleet-default/web")
            .count(),
        4
    );
    // A status without nonModified: true is Modified (Go's zero value).
    let drift = LIVE.replacen("  nonModified: true", "  nonModified: false", 1);
    let i = import_fleet_objects(&drift).unwrap();
    assert!(
        i.input.clusters[0]
            .bundle_deployment
            .as_ref()
            .unwrap()
            .modified
    );
}
