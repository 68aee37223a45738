//! The seed's cases as ready-made drafts.

use super::draft::*;
use crate::text::units::Unit;

/// A preset: its id and its builder. Titles and captions are in
/// [`crate::platform::catalog`], which the picker and the gallery read.
pub struct Preset {
    pub id: &'static str,
    build: fn() -> CapacityDraft,
}

/// The preset with this id.
pub fn find(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}

impl Preset {
    pub fn draft(&self) -> CapacityDraft {
        (self.build)()
    }
}

pub const PRESETS: &[Preset] = &[
    Preset {
        id: "tracking-off",
        build: tracking_off,
    },
    Preset {
        id: "stale",
        build: stale,
    },
    Preset {
        id: "multi-volume",
        build: multi_volume,
    },
    Preset {
        id: "immediate",
        build: immediate,
    },
    Preset {
        id: "csi-inline",
        build: csi_inline,
    },
];

fn node(name: &str, zone: &str) -> DraftNode {
    DraftNode {
        name: name.into(),
        zone: zone.into(),
        labels: String::new(),
    }
}

fn pool(segment: &str, free: &str) -> DraftPool {
    DraftPool {
        segment: segment.into(),
        free: Amount::gib(free),
        max: Amount {
            text: String::new(),
            unit: Unit::GiB,
        },
    }
}

fn local_driver(storage_capacity: bool, nodes: &[DraftNode], free: &[&str]) -> DraftDriver {
    DraftDriver {
        name: "local.csi.example.com".into(),
        storage_capacity,
        per_node: true,
        topology_keys: HOSTNAME.into(),
        poll_seconds: "60".into(),
        pools: nodes
            .iter()
            .zip(free)
            .map(|(n, f)| pool(&format!("{HOSTNAME}={}", n.name), f))
            .collect(),
    }
}

fn class(name: &str, driver: &str, binding: Binding) -> DraftClass {
    DraftClass {
        name: name.into(),
        provisioner: driver.into(),
        binding,
        zones: String::new(),
    }
}

fn volume(name: &str, kind: VolumeKind, class: &str, size: &str, on_node: &str) -> DraftVolume {
    DraftVolume {
        name: name.into(),
        kind,
        class: class.into(),
        size: Amount::gib(size),
        on_node: on_node.into(),
        claim: EphemeralClaim::OwnedByPod, claim_uid: String::new(), pv_claim_uid: String::new(), pv_phase: String::new(),
    }
}

fn workload(pods: &str, volumes: &str, size: &str, class: &str, every: &str) -> DraftWorkload {
    DraftWorkload {
        pods: pods.into(),
        volumes: volumes.into(),
        size: Amount::gib(size),
        class: class.into(),
        every_seconds: every.into(),
        horizon_seconds: "3600".into(),
        provisioning_seconds: String::new(),
        bind_timeout_seconds: String::new(),
    }
}

fn local_nodes(count: usize) -> Vec<DraftNode> {
    (1..=count)
        .map(|i| node(&format!("node-{i}"), if i % 2 == 1 { "a" } else { "b" }))
        .collect()
}

/// What the lab opens with when there is no saved work (issue 39): the ten nodes of "Tracking
/// off → retries" with capacity tracking on, so a newcomer's first view of "Storage capacity"
/// shows capacity being checked (nine nodes too full for the claim, the tenth picked). The
/// preset keeps tracking off, for the comparison it is about.
pub fn opening() -> CapacityDraft {
    let mut draft = tracking_off();
    for driver in &mut draft.drivers {
        driver.storage_capacity = true;
    }
    draft
}

/// Ten nodes, nine of them nearly full; the driver does not publish capacity:
/// the scheduler keeps picking full nodes and provisioning keeps failing.
fn tracking_off() -> CapacityDraft {
    let nodes = local_nodes(10);
    let mut free = vec!["1"; 9];
    free.push("100");
    CapacityDraft {
        drivers: vec![local_driver(false, &nodes, &free)],
        classes: vec![class(
            "local",
            "local.csi.example.com",
            Binding::WaitForFirstConsumer,
        )],
        pod: DraftPod {
            name: "db-0".into(),
            node_name: None,
            volumes: vec![volume("data", VolumeKind::Ephemeral, "local", "10", "")],
        },
        workload: workload("5", "1", "10", "local", "20"),
        changes: vec![],
        nodes,
    }
}

/// Free space on node-1 is consumed by someone else at 10 s; the published
/// number stays until the next poll.
fn stale() -> CapacityDraft {
    let nodes = local_nodes(2);
    CapacityDraft {
        drivers: vec![local_driver(true, &nodes, &["100", "100"])],
        classes: vec![class(
            "local",
            "local.csi.example.com",
            Binding::WaitForFirstConsumer,
        )],
        pod: DraftPod {
            name: "db-0".into(),
            node_name: None,
            volumes: vec![volume("data", VolumeKind::Ephemeral, "local", "10", "")],
        },
        workload: workload("4", "1", "10", "local", "15"),
        changes: vec![DraftChange {
            at_seconds: "10".into(),
            driver: "local.csi.example.com".into(),
            segment: format!("{HOSTNAME}=node-1"),
            consumed: Amount::gib("95"),
        }],
        nodes,
    }
}

/// Two 30 GiB volumes on nodes with 50 GiB each: the first is created on
/// node-1, the second no longer fits there, and the first pins the pod to node-1.
fn multi_volume() -> CapacityDraft {
    let nodes = local_nodes(3);
    CapacityDraft {
        drivers: vec![local_driver(true, &nodes, &["50", "50", "50"])],
        classes: vec![class(
            "local",
            "local.csi.example.com",
            Binding::WaitForFirstConsumer,
        )],
        pod: DraftPod {
            name: "db-0".into(),
            node_name: None,
            volumes: vec![
                volume("a", VolumeKind::Claim, "local", "30", "node-1"),
                volume("b", VolumeKind::Claim, "local", "30", ""),
            ],
        },
        workload: workload("1", "2", "30", "local", "0"),
        changes: vec![],
        nodes,
    }
}

/// A zonal driver and an Immediate class: the volume is created before the
/// pod is scheduled, so the capacity check never runs; the pod follows it.
fn immediate() -> CapacityDraft {
    let nodes = vec![node("a-1", "a"), node("b-1", "b"), node("b-2", "b")];
    let driver = DraftDriver {
        name: "zonal.csi.example.com".into(),
        storage_capacity: true,
        per_node: false,
        topology_keys: ZONE.into(),
        poll_seconds: "60".into(),
        pools: vec![
            pool(&format!("{ZONE}=a"), "10"),
            pool(&format!("{ZONE}=b"), "100"),
        ],
    };
    CapacityDraft {
        drivers: vec![driver],
        classes: vec![class("zonal", "zonal.csi.example.com", Binding::Immediate)],
        pod: DraftPod {
            name: "app-0".into(),
            node_name: None,
            volumes: vec![volume("data", VolumeKind::Claim, "zonal", "50", "")],
        },
        workload: workload("3", "1", "20", "zonal", "30"),
        changes: vec![],
        nodes,
    }
}

/// A CSI inline volume is never capacity-checked, even on nodes without room.
fn csi_inline() -> CapacityDraft {
    let nodes = local_nodes(3);
    CapacityDraft {
        drivers: vec![local_driver(true, &nodes, &["1", "1", "1"])],
        classes: vec![class(
            "local",
            "local.csi.example.com",
            Binding::WaitForFirstConsumer,
        )],
        pod: DraftPod {
            name: "cache-0".into(),
            node_name: None,
            volumes: vec![volume(
                "scratch",
                VolumeKind::CsiInline,
                "local.csi.example.com",
                "",
                "",
            )],
        },
        workload: workload("3", "1", "1", "local", "10"),
        changes: vec![],
        nodes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid() {
        for p in PRESETS {
            let (result, _) = p
                .draft()
                .evaluate()
                .unwrap_or_else(|e| panic!("{}: {e:?}", p.id));
            assert_eq!(result.nodes.len(), p.draft().nodes.len(), "{}", p.id);
        }
    }

    #[test]
    fn multi_volume_preset_has_the_stuck_event() {
        let (result, _) = PRESETS[2].draft().evaluate().unwrap();
        assert_eq!(
            result.event_message.as_deref(),
            Some("0/3 nodes are available: 1 node(s) did not have enough free storage, 2 node(s) had volume node affinity conflict. \
                  preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.")
        );
    }

    #[test]
    fn the_lab_opens_with_tracking_on_and_only_the_node_with_room_passes() {
        let draft = opening();
        assert!(draft.drivers.iter().all(|d| d.storage_capacity));
        let (result, _) = draft.evaluate().unwrap();
        assert_eq!(result.feasible_nodes, ["node-10"]);
        assert!(PRESETS.iter().all(|p| p.draft() != draft), "not a preset: the menu says \"Load a preset…\"");
    }

    #[test]
    fn tracking_off_every_node_passes_and_csi_inline_skips() {
        let (result, _) = PRESETS[0].draft().evaluate().unwrap();
        assert_eq!(result.feasible_nodes.len(), 10);
        let (result, _) = PRESETS[4].draft().evaluate().unwrap();
        assert_eq!(result.feasible_nodes.len(), 3);
    }

    #[test]
    fn the_ephemeral_claim_state_sets_up_ownership_as_the_scheduler_checks_it() {
        let mut d = PRESETS[0].draft();
        assert_eq!(d.pod.volumes[0].kind, VolumeKind::Ephemeral);
        let pod = d.pod.name.clone();
        let claim = format!("{pod}-{}", d.pod.volumes[0].name);
        let message = |d: &CapacityDraft| d.evaluate().unwrap().0.prefilter.message;
        assert_eq!(message(&d), None);
        for state in [EphemeralClaim::EarlierPod, EphemeralClaim::NoOwner] {
            d.pod.volumes[0].claim = state;
            assert_eq!(
                message(&d),
                Some(format!("PVC default/{claim} was not created for pod default/{pod} (pod is not owner)"))
            );
        }
        d.pod.volumes[0].claim = EphemeralClaim::NotCreated;
        assert_eq!(
            message(&d),
            Some(format!("waiting for ephemeral volume controller to create the persistentvolumeclaim {claim:?}"))
        );
    }

    #[test]
    fn bad_fields_are_reported_by_draft_key() {
        let mut d = PRESETS[2].draft();
        d.pod.volumes[1].size.text = "abc".into();
        d.drivers[0].pools[0].free.text = "-3".into();
        d.nodes[0].labels = "nonsense".into();
        d.classes[0].provisioner = "ghost".into();
        let errors = d.evaluate().unwrap_err();
        assert!(errors["pod.volumes[1].size"].contains("not a number"));
        assert!(errors["drivers[0].pools[0].free"].contains("negative"));
        assert!(errors["nodes[0].labels"].contains("key=value"));
        assert!(errors["classes[0].provisioner"].contains("unknown driver"));
        let mut d = PRESETS[2].draft();
        d.nodes[1].name = "node-1".into();
        let errors = d.evaluate().unwrap_err();
        assert!(errors.contains_key("nodes[1].name"), "{errors:?}");
        let mut d = PRESETS[2].draft();
        d.pod.volumes[1].class = "nope".into();
        assert!(d.evaluate().unwrap_err()["pod.volumes[1].class"].contains("unknown storage class"));
    }

    #[test]
    fn workloads_compare_on_and_off() {
        for p in PRESETS {
            let (_, input) = p.draft().evaluate().unwrap();
            let sim = placement::capacity::simulate_capacity(&input).unwrap();
            eprintln!(
                "{}: on {} attempts / {} failures, off {} / {}, stale {}",
                p.id,
                sim.on.total_attempts,
                sim.on.total_provisioning_failures,
                sim.off.total_attempts,
                sim.off.total_provisioning_failures,
                sim.on.stale_windows.len()
            );
        }
        let (_, input) = PRESETS[0].draft().evaluate().unwrap();
        let sim = placement::capacity::simulate_capacity(&input).unwrap();
        assert!(sim.off.total_attempts > sim.on.total_attempts);
        let (_, input) = PRESETS[1].draft().evaluate().unwrap();
        assert!(!placement::capacity::simulate_capacity(&input)
            .unwrap()
            .on
            .stale_windows
            .is_empty());
    }
}
