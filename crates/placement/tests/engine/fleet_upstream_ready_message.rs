//! Issue #37, item 10: the bundle's Ready message as Fleet's `ReadyMessage` and
//! `MessageFromDeployment` write it (rancher/fleet main, commit 3b2c622ce:
//! `internal/cmd/controller/summary/summary.go`; `ModifiedStatus.String` and
//! `NonReadyStatus.String` in `pkg/apis/fleet.cattle.io/v1alpha1/bundledeployment_types.go`;
//! wrangler's `summary.Summary.String`). Each input here was answered without
//! these parts before #37.

use placement::fleet::import::import_fleet_objects;
use placement::fleet::*;
use serde_json::json;

fn first_ready_message(v: serde_json::Value) -> String {
    let input: RolloutInput = serde_json::from_value(v).expect("input");
    let sim = simulate_rollout(&input).expect("simulation");
    sim.rounds[0].status.ready_message.clone()
}

/// `MessageFromDeployment`: the `Deployed` condition's message whatever its status.
/// An OutOfSync target (applied and ready, staged ahead: the bundle was rolled back
/// to version 1 while version 2 was staged) whose Deployed condition still carries
/// a message shows it — before #37 only ErrApplied targets had a message.
#[test]
fn the_deployed_message_shows_whatever_the_state() {
    let message = first_ready_message(json!({
        "version": 1,
        "rolloutStrategy": {"maxUnavailable": 0},
        "clusters": [{"name": "c1", "bundleDeployment": {
            "stagedDeploymentID": 2, "deploymentID": 1, "appliedDeploymentID": 1, "ready": true,
            "deployedMessage": "err X"}}]}));
    assert_eq!(message, "OutOfSync(1) [Cluster fleet-default/c1: err X]");
}

/// `MessageFromDeployment`: no Deployed message → `Installed`'s, only when
/// `status.appliedDeploymentID == spec.deploymentID` (the effective deployment's,
/// i.e. the wanted version); else `Monitored`'s.
#[test]
fn installed_then_monitored() {
    let bd = |applied: u32| {
        json!({"stagedDeploymentID": 1, "deploymentID": 1, "appliedDeploymentID": applied,
               "installedMessage": "helm install failed", "monitoredMessage": "cannot watch"})
    };
    let current = first_ready_message(
        json!({"clusters": [{"name": "c1", "behavior": {"kind": "offline"}, "bundleDeployment": bd(1)}]}),
    );
    assert_eq!(
        current,
        "NotReady(1) [Cluster fleet-default/c1: helm install failed]"
    );
    let stale = first_ready_message(
        json!({"version": 1, "clusters": [{"name": "c1", "behavior": {"kind": "offline"},
        "bundleDeployment": {"stagedDeploymentID": 1, "deploymentID": 1, "appliedDeploymentID": 0,
                             "installedMessage": "helm install failed", "monitoredMessage": "cannot watch"}}]}),
    );
    assert_eq!(
        stale,
        "WaitApplied(1) [Cluster fleet-default/c1: cannot watch]"
    );
}

/// `ReadyMessage`: after a state's piece, the first four `ModifiedStatus` and the first
/// four `NonReadyStatus` entries of that target (`if i > 3 { break }`), all sorted in.
#[test]
fn resource_entries_are_sorted_in_four_of_each() {
    let modified: Vec<serde_json::Value> = (0..6)
        .map(|i| json!({"kind": "ConfigMap", "apiVersion": "v1", "namespace": "app", "name": format!("cfg-{i}"), "missing": true}))
        .collect();
    let message = first_ready_message(
        json!({"clusters": [{"name": "c1", "behavior": {"kind": "offline"}, "bundleDeployment": {
        "stagedDeploymentID": 1, "deploymentID": 1, "appliedDeploymentID": 1, "ready": true, "modified": true,
        "modifiedStatus": modified,
        "nonReadyStatus": [{"kind": "Deployment", "apiVersion": "apps/v1", "namespace": "app", "name": "web",
                            "summary": {"state": "in-progress", "transitioning": true, "message": ["Available: 0/1"]}}]}}]}),
    );
    assert_eq!(
        message,
        "Modified(1) [Cluster fleet-default/c1]; configmap.v1 app/cfg-0 missing; configmap.v1 app/cfg-1 missing; \
         configmap.v1 app/cfg-2 missing; configmap.v1 app/cfg-3 missing; deployment.apps app/web [progressing] Available: 0/1"
    );
}

/// The import reads the conditions' messages and the per-resource status of a
/// BundleDeployment (a Deployed condition that is True keeps its message too).
#[test]
fn the_import_carries_them() {
    let text = r#"
apiVersion: fleet.cattle.io/v1alpha1
kind: Bundle
metadata: {name: app, namespace: fleet-default}
spec: {targets: [{clusterSelector: {}}]}
---
apiVersion: fleet.cattle.io/v1alpha1
kind: Cluster
metadata: {name: c1, namespace: fleet-default}
---
apiVersion: fleet.cattle.io/v1alpha1
kind: BundleDeployment
metadata:
  name: app
  namespace: cluster-fleet-default-c1
  labels: {fleet.cattle.io/bundle-name: app, fleet.cattle.io/bundle-namespace: fleet-default,
           fleet.cattle.io/cluster: c1, fleet.cattle.io/cluster-namespace: fleet-default}
spec: {stagedDeploymentID: "m1:h", deploymentID: "m1:h"}
status:
  appliedDeploymentID: "m1:h"
  ready: true
  conditions:
  - {type: Deployed, status: "True", message: "err X"}
  modifiedStatus:
  - {kind: Service, apiVersion: v1, namespace: app, name: web, delete: true}
"#;
    let imported = import_fleet_objects(text).expect("import");
    let bd = imported.input.clusters[0]
        .bundle_deployment
        .as_ref()
        .expect("start");
    assert_eq!(bd.deployed_message.as_deref(), Some("err X"));
    assert_eq!(bd.modified_status[0].text(), "service.v1 app/web extra");
}
