//! Instance managers in `import_kubectl`: for v2 volumes what
//! `kubectl get … instancemanagers.longhorn.io` adds decides which nodes have
//! a ready engine (`Node::engine_ready`: a running v2 instance manager), with
//! a note for every node taken as not ready; then the imported scenario
//! scheduled. v1 pastes keep following the engine image.


use crate::longhorn_common::{
    assert_no_engine_ready_node, assert_placed_off_node_3, engine_ready, import, notes,
};

/// Three nodes with a block disk each, a new v2 volume of 2 replicas, and v2
/// instance managers running on node-1 and node-2 but stopped on node-3.
const FIXTURE: &str = include_str!("../fixtures/longhorn-instance-manager.yaml");
/// The v1 engine-image fixture: its volume is v1, its image not deployed on node-3.
const ENGINE_IMAGE: &str = include_str!("../fixtures/longhorn-engine-image.yaml");

const VOLUME: &str = "pvc-6d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a";
const ALL_BUT_NODE_3: [(&str, bool); 3] = [("node-1", true), ("node-2", true), ("node-3", false)];
const ALL_READY: [(&str, bool); 3] = [("node-1", true), ("node-2", true), ("node-3", true)];

/// The 1-based line of `text` (whose trimmed line is `line`), the `nth` such (0-based).
fn line_of(text: &str, line: &str, nth: usize) -> usize {
    1 + text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim() == line)
        .nth(nth)
        .unwrap_or_else(|| panic!("{line:?} is not a line of the text"))
        .0
}

/// The fixture without its instance managers (the List ends after them).
fn without_instance_managers() -> String {
    let start = FIXTURE
        .find("- apiVersion: longhorn.io/v1beta2\n  kind: InstanceManager\n")
        .expect("the fixture has instance managers");
    let end = FIXTURE.find("kind: List\n").expect("the fixture is a List");
    format!("{}{}", &FIXTURE[..start], &FIXTURE[end..])
}

/// Another 1 GiB volume of `engine`, as a `---` document.
fn volume(name: &str, engine: &str) -> String {
    format!(
        "---\napiVersion: longhorn.io/v1beta2\nkind: Volume\nmetadata:\n  name: {name}\n\
         spec:\n  dataEngine: {engine}\n  image: longhornio/longhorn-engine:v1.9.1\n  \
         numberOfReplicas: 1\n  size: \"1073741824\"\n"
    )
}

#[test]
fn a_node_whose_v2_instance_manager_is_stopped_is_not_engine_ready() {
    let import = import(FIXTURE);
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    assert_eq!(
        notes(&import),
        [format!(
            "Node node-3: no running v2 instance manager (instance-manager-8f1c4e6a: state \
             stopped); taken as not engine-ready (line {})",
            line_of(FIXTURE, "currentState: stopped", 0)
        )]
    );
    // The instance managers are read, not skipped.
    assert!(import.skipped.is_empty(), "{:?}", import.skipped);
}

#[test]
fn the_v2_volume_schedules_on_the_nodes_with_a_running_instance_manager() {
    assert_placed_off_node_3(&import(FIXTURE), VOLUME);
}

#[test]
fn no_running_instance_manager_fails_with_longhorns_reason() {
    let import = import(&FIXTURE.replace("currentState: running", "currentState: error"));
    assert!(notes(&import)[0].starts_with(
        "Node node-1: no running v2 instance manager (instance-manager-8d1c4e6a: state error)"
    ));
    assert_no_engine_ready_node(&import);
}

#[test]
fn a_node_with_only_a_v1_instance_manager_is_not_engine_ready() {
    // node-3's instance manager is a v1 one (its state no longer matters).
    let text = FIXTURE.replace(
        "    dataEngine: v2\n    dataEngineSpec:\n      v2:\n        cpuMask: \"\"\n    image: longhornio/longhorn-instance-manager:v1.9.1\n    nodeID: node-3\n",
        "    dataEngine: v1\n    image: longhornio/longhorn-instance-manager:v1.9.1\n    nodeID: node-3\n",
    ).replace("currentState: stopped", "currentState: running");
    let import = import(&text);
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    assert_eq!(
        notes(&import),
        [
            "Node node-3: no v2 instance manager (none of the 3 pasted InstanceManagers has \
          spec.nodeID node-3 and spec.dataEngine v2); taken as not engine-ready"
        ]
    );
}

#[test]
fn an_instance_manager_without_a_node_is_skipped() {
    let import = import(&FIXTURE.replace("    nodeID: node-3\n", ""));
    assert_eq!(
        import
            .skipped
            .iter()
            .map(|s| (s.kind.as_str(), s.name.as_str(), s.why.as_str()))
            .collect::<Vec<_>>(),
        [(
            "InstanceManager",
            "instance-manager-8f1c4e6a",
            "no spec.nodeID: it runs on no node"
        )]
    );
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    assert!(notes(&import)[0].starts_with("Node node-3: no v2 instance manager"));
}

#[test]
fn without_instance_managers_every_node_is_assumed_ready() {
    let import = import(&without_instance_managers());
    assert_eq!(engine_ready(&import), ALL_READY);
    assert_eq!(
        notes(&import),
        [
            "instance managers: every pasted volume uses the v2 data engine, whose replicas \
          need a running v2 instance manager rather than an engine image, but no \
          InstanceManager was pasted, so every node is taken as engine-ready; add \
          instancemanagers.longhorn.io to the kubectl get to check it"
        ]
    );
}

#[test]
fn mixed_volumes_follow_the_data_engine_most_use() {
    // Two v2 volumes and one v1: readiness follows the v2 instance managers.
    let text = format!("{FIXTURE}{}{}", volume("v2b", "v2"), volume("v1a", "v1"));
    let import = self::import(&text);
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    let two = notes(&import);
    assert_eq!(two.len(), 2, "{two:?}");
    assert_eq!(
        two[0],
        format!(
            "Volume v1a: uses the v1 data engine, while 2 of the 3 pasted volumes use v2; node \
             engine readiness follows v2 (one per node: a running v2 instance manager), so this \
             volume's own readiness (its engine image deployed) is not checked (line {})",
            line_of(&text, "dataEngine: v1", 0)
        )
    );
    assert!(two[1].starts_with("Node node-3: no running v2 instance manager"));

    // One of each: a tie goes to v1, whose engine image is not pasted here.
    let text = format!("{FIXTURE}{}", volume("v1a", "v1"));
    let import = self::import(&text);
    assert_eq!(engine_ready(&import), ALL_READY);
    assert_eq!(
        notes(&import),
        [
            format!(
                "Volume {VOLUME}: uses the v2 data engine, while 1 of the 2 pasted volumes use \
                 v1 (a tie goes to v1); node engine readiness follows v1 (one per node: its \
                 engine image deployed), so this volume's own readiness (a running v2 instance \
                 manager) is not checked (line {})",
                line_of(&text, "dataEngine: v2", 0)
            ),
            "engine images: no EngineImage pasted, so every node is taken as engine-ready \
             (engine image deployed); add engineimages.longhorn.io to the kubectl get to check it"
                .to_string(),
        ]
    );
}

#[test]
fn v1_pastes_ignore_instance_managers() {
    // The v1 engine-image fixture with the (stopped on node-3) v2 instance
    // managers and a v1 one added: the same scenario and notes as without.
    let managers = &FIXTURE[FIXTURE
        .find("- apiVersion: longhorn.io/v1beta2\n  kind: InstanceManager\n")
        .unwrap()..FIXTURE.find("kind: List\n").unwrap()];
    let v1 = "- {apiVersion: longhorn.io/v1beta2, kind: InstanceManager, metadata: \
              {name: instance-manager-v1}, spec: {dataEngine: v1, nodeID: node-3, type: aio}, \
              status: {currentState: stopped}}\n";
    let at = ENGINE_IMAGE.find("kind: List\n").unwrap();
    let with = format!(
        "{}{managers}{v1}{}",
        &ENGINE_IMAGE[..at],
        &ENGINE_IMAGE[at..]
    );
    let (with, without) = (import(&with), import(ENGINE_IMAGE));
    assert_eq!(with.scenario, without.scenario);
    assert!(with.skipped.is_empty(), "{:?}", with.skipped);
    assert_eq!(with.notes, without.notes);
    assert_eq!(engine_ready(&with), ALL_BUT_NODE_3);
}
