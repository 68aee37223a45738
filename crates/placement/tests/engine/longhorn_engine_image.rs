//! Engine images in `import_kubectl`: what `kubectl get … engineimages.longhorn.io`
//! adds decides which nodes have a ready engine (`Node::engine_ready`), with a
//! note for every node taken as not ready; then the imported scenario
//! scheduled.


use crate::longhorn_common::{
    assert_no_engine_ready_node, assert_placed_off_node_3, engine_ready, import, new_replica_nodes,
    notes,
};
use placement::longhorn::schedule_replicas;

/// Three nodes, a new volume of 2 replicas naming `IMAGE`, and that image's
/// `EngineImage`, deployed on node-1 and node-2 but not on node-3.
const FIXTURE: &str = include_str!("../fixtures/longhorn-engine-image.yaml");
/// The EngineImage of the fixture, as its first line starts.
const ENGINE_IMAGE: &str = "- apiVersion: longhorn.io/v1beta2\n  kind: EngineImage\n";

const IMAGE: &str = "longhornio/longhorn-engine:v1.9.1";
const OLDER: &str = "longhornio/longhorn-engine:v1.8.0";
const VOLUME: &str = "pvc-6d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a";
/// Engine readiness as the fixture's map gives it.
const ALL_BUT_NODE_3: [(&str, bool); 3] = [("node-1", true), ("node-2", true), ("node-3", false)];

/// The 1-based line of the fixture whose text (trimmed) is `text`.
fn line_of(text: &str) -> usize {
    1 + FIXTURE
        .lines()
        .position(|l| l.trim() == text)
        .unwrap_or_else(|| panic!("{text:?} is not a line of the fixture"))
}

/// The note for node-3, whose deployment map entry says `found` at `line`.
fn node_3_note(found: &str, line: usize) -> String {
    format!(
        "Node node-3: engine image {IMAGE} is not deployed on node node-3 (EngineImage \
         ei-b907910b: {found}, state deployed); taken as not engine-ready (line {line})"
    )
}

/// The fixture with the node-deployment entries of node-2 and node-3 set.
fn deployed_on(node2: bool, node3: bool) -> String {
    FIXTURE
        .replace("node-2: true", &format!("node-2: {node2}"))
        .replace("node-3: false", &format!("node-3: {node3}"))
}

/// Another v1 volume of 1 GiB naming `image`, as a `---` document.
fn volume(name: &str, image: &str) -> String {
    format!(
        "---\napiVersion: longhorn.io/v1beta2\nkind: Volume\nmetadata:\n  name: {name}\n\
         spec:\n  dataEngine: v1\n  image: {image}\n  numberOfReplicas: 1\n  size: \"1073741824\"\n"
    )
}

/// The `default-engine-image` setting, as a `---` document.
fn default_engine_image(image: &str) -> String {
    format!(
        "---\napiVersion: longhorn.io/v1beta2\nkind: Setting\nmetadata:\n  name: default-engine-image\n\
         value: {image}\n"
    )
}

#[test]
fn a_node_the_image_is_not_deployed_on_is_not_engine_ready() {
    let import = import(FIXTURE);
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    assert_eq!(
        notes(&import),
        [node_3_note(
            "status.nodeDeploymentMap.node-3 is false",
            line_of("node-3: false")
        )]
    );
    // The EngineImage is read, not skipped.
    assert!(import.skipped.is_empty(), "{:?}", import.skipped);
    // `now` is the volume's creation.
    assert!(import.notes[0].starts_with("now = 2025-09-01T09:15:03Z"));
}

#[test]
fn a_node_missing_from_the_map_is_not_engine_ready() {
    let import = import(&FIXTURE.replace("      node-3: false\n", ""));
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    assert_eq!(
        notes(&import),
        [node_3_note(
            "status.nodeDeploymentMap has no node-3",
            line_of("nodeDeploymentMap:") + 1
        )]
    );
}

#[test]
fn the_volume_schedules_on_the_nodes_with_the_engine() {
    assert_placed_off_node_3(&import(FIXTURE), VOLUME);
}

#[test]
fn one_node_with_the_engine_takes_one_replica() {
    let import = import(&deployed_on(false, false));
    assert_eq!(
        engine_ready(&import),
        [("node-1", true), ("node-2", false), ("node-3", false)]
    );
    let result = schedule_replicas(&import.scenario).unwrap();
    let v = &result.volumes[0];
    assert_eq!(new_replica_nodes(v), ["node-1"], "{:?}", v.condition);
    // The volume is detached with one replica placed: reconcileVolumeCondition
    // resets Scheduled under allow-volume-creation-with-degraded-availability.
    assert_eq!(
        (v.condition.status.as_str(), v.condition.message.as_str()),
        ("True", placement::longhorn::DEGRADED_AVAILABILITY_RESET)
    );
}

#[test]
fn no_node_with_the_engine_fails_with_longhorns_reason() {
    let text = deployed_on(false, false).replace("node-1: true", "node-1: false");
    assert_no_engine_ready_node(&import(&text));
}

#[test]
fn an_incompatible_image_is_ready_nowhere() {
    let text = FIXTURE.replace("    state: deployed\n", "    state: incompatible\n");
    let import = import(&text);
    assert!(import.scenario.nodes.iter().all(|n| !n.engine_ready));
    let line = line_of("state: deployed");
    let expected: Vec<String> = ["node-1", "node-2", "node-3"]
        .iter()
        .map(|n| {
            format!(
                "Node {n}: engine image {IMAGE} is in state incompatible (EngineImage \
                 ei-b907910b status.state); taken as not engine-ready (line {line})"
            )
        })
        .collect();
    assert_eq!(notes(&import), expected);
    let result = schedule_replicas(&import.scenario).unwrap();
    assert!(
        result.volumes[0]
            .condition
            .message
            .ends_with("none of the node candidates contains a ready engine image")
    );
    // While it is being deployed, the map decides.
    let import = self::import(&FIXTURE.replace("    state: deployed\n", "    state: deploying\n"));
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
}

#[test]
fn without_engine_images_readiness_is_assumed_with_a_note() {
    let cut = FIXTURE.find(ENGINE_IMAGE).expect("the EngineImage");
    let tail = FIXTURE.find("kind: List\n").expect("the List's kind");
    let import = import(&format!("{}{}", &FIXTURE[..cut], &FIXTURE[tail..]));
    assert!(import.scenario.nodes.iter().all(|n| n.engine_ready));
    assert_eq!(
        notes(&import),
        [
            "engine images: no EngineImage pasted, so every node is taken as engine-ready \
             (engine image deployed); add engineimages.longhorn.io to the kubectl get to check it"
        ]
    );
}

#[test]
fn mixed_images_follow_the_most_named_and_name_the_other_volumes() {
    let text = format!(
        "{FIXTURE}{}{}",
        volume("pvc-second", IMAGE),
        volume("pvc-older", OLDER)
    );
    let import = import(&text);
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    let notes = notes(&import);
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(
        notes[0].starts_with(&format!(
            "Volume pvc-older: spec.image {OLDER} differs from {IMAGE}, which 2 of the 3 v1 \
             volumes name; node engine readiness follows {IMAGE} (one per node)"
        )),
        "{notes:?}"
    );
    assert!(notes[1].starts_with("Node node-3: "), "{notes:?}");
}

#[test]
fn a_tie_goes_to_the_default_engine_image_else_to_byte_order() {
    // One volume each: v1.8.0 sorts first, and no EngineImage of it is pasted.
    let tie = format!("{FIXTURE}{}", volume("pvc-older", OLDER));
    let import = import(&tie);
    assert!(import.scenario.nodes.iter().all(|n| n.engine_ready));
    let notes = notes(&import);
    assert!(
        notes[0].starts_with(&format!(
            "Volume {VOLUME}: spec.image {IMAGE} differs from {OLDER}"
        )),
        "{notes:?}"
    );
    assert!(
        notes[1].starts_with(&format!(
            "engine image {OLDER}: no pasted EngineImage has it as spec.image (pasted: \
             ei-b907910b ({IMAGE}))"
        )),
        "{notes:?}"
    );
    // The default engine image breaks the tie; the setting is read, not skipped.
    let import = self::import(&format!("{tie}{}", default_engine_image(IMAGE)));
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    assert!(import.skipped.is_empty(), "{:?}", import.skipped);
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.starts_with(&format!("Volume pvc-older: spec.image {OLDER} differs")))
    );
}

#[test]
fn without_a_volume_image_the_setting_or_the_only_engine_image_decides() {
    let unnamed = FIXTURE.replacen(&format!("    image: {IMAGE}\n"), "", 1);
    // The only EngineImage.
    let import = import(&unnamed);
    assert_eq!(engine_ready(&import), ALL_BUT_NODE_3);
    assert!(notes(&import)[0].contains("readiness follows EngineImage ei-b907910b"));
    // The default-engine-image setting, here one that is not pasted.
    let import = self::import(&format!("{unnamed}{}", default_engine_image(OLDER)));
    assert!(import.scenario.nodes.iter().all(|n| n.engine_ready));
    assert_eq!(
        notes(&import),
        [
            format!(
                "engine images: no pasted v1 volume names an image (spec.image); readiness \
                 follows the default-engine-image setting, {OLDER}"
            ),
            format!(
                "engine image {OLDER}: no pasted EngineImage has it as spec.image (pasted: \
                 ei-b907910b ({IMAGE})); every node is taken as engine-ready"
            ),
        ]
    );
}

#[test]
fn v2_volumes_do_not_need_an_engine_image() {
    let import = import(&FIXTURE.replace("dataEngine: v1", "dataEngine: v2"));
    assert!(import.scenario.nodes.iter().all(|n| n.engine_ready));
    assert!(
        notes(&import)[0].contains("every pasted volume uses the v2 data engine"),
        "{:?}",
        import.notes
    );
}
