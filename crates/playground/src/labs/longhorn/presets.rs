//! Ready-made drawings: the docs page's examples and the situations users ask about.

use placement::longhorn::AntiAffinityOverride;

use super::draft::{Amount, Draft};

/// A preset: its id and its builder. Titles and captions are in
/// [`crate::platform::catalog`], which the picker and the gallery read.
pub struct Preset {
    pub id: &'static str,
    pub build: fn() -> Draft,
}

pub const PRESETS: &[Preset] = &[
    Preset {
        id: "three-zones",
        build: three_zones,
    },
    Preset {
        id: "docs-balance",
        build: docs_balance,
    },
    Preset {
        id: "docs-space",
        build: docs_space,
    },
    Preset {
        id: "tag-mismatch",
        build: tag_mismatch,
    },
    Preset {
        id: "insufficient-storage",
        build: insufficient_storage,
    },
    Preset {
        id: "anti-affinity",
        build: anti_affinity,
    },
    Preset {
        id: "large",
        build: large,
    },
];

/// The preset with this id.
pub fn find(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}

/// Adds a node in `zone` with disks `(name, maximum, available)` in GiB; returns its index.
fn node(draft: &mut Draft, name: &str, zone: Option<u32>, disks: &[(&str, &str, &str)]) -> usize {
    let i = draft.add_node(zone);
    draft.nodes[i].name = name.into();
    draft.nodes[i].disks.clear();
    for (disk, maximum, available) in disks {
        let d = draft.new_disk((*disk).into(), maximum, available);
        draft.nodes[i].disks.push(d);
    }
    i
}

fn volume(draft: &mut Draft, name: &str, size: &str, replicas: &str) -> usize {
    let k = draft.add_volume();
    draft.volumes[k].name = name.into();
    draft.volumes[k].size = Amount::gib(size);
    draft.volumes[k].replicas = replicas.into();
    k
}

fn zone(draft: &mut Draft, name: &str) -> u32 {
    let id = draft.add_zone();
    if let Some(z) = draft.zones.iter_mut().find(|z| z.id == id) {
        z.name = name.into();
    }
    id
}

pub fn three_zones() -> Draft {
    let mut d = Draft::empty("three-zones");
    for (z, nodes) in [
        ("zone-a", ["node-1", "node-2"]),
        ("zone-b", ["node-3", "node-4"]),
        ("zone-c", ["node-5", "node-6"]),
    ] {
        let id = zone(&mut d, z);
        for n in nodes {
            node(
                &mut d,
                n,
                Some(id),
                &[("disk-1", "500", "450"), ("disk-2", "1000", "900")],
            );
        }
    }
    // pg-data is in use, attached to node-1: Longhorn rebuilds only attached volumes
    // (replenishReplicas), and keeps their Scheduled condition False when a replica
    // cannot be placed; logs is detached.
    let k = volume(&mut d, "pg-data", "100", "3");
    d.volumes[k].attached_node = "node-1".into();
    volume(&mut d, "logs", "50", "2");
    d
}

pub fn docs_balance() -> Draft {
    let mut d = Draft::empty("docs-balance");
    d.settings.storage_minimal_available_percentage = "0".into();
    node(
        &mut d,
        "A",
        None,
        &[("A1", "1024", "900"), ("A2", "1024", "100")],
    );
    node(
        &mut d,
        "B",
        None,
        &[("B1", "1024", "600"), ("B2", "1024", "700")],
    );
    volume(&mut d, "vol", "100", "1");
    d
}

pub fn docs_space() -> Draft {
    let mut d = Draft::empty("docs-space");
    let i = node(&mut d, "A", None, &[("X", "4", "1"), ("Y", "8", "2")]);
    d.nodes[i].disks[1].reserved = Amount::gib("1");
    d.nodes[i].disks[1].scheduled = Amount::gib("2");
    volume(&mut d, "vol", "0.5", "1");
    d
}

pub fn tag_mismatch() -> Draft {
    let mut d = Draft::empty("tag-mismatch");
    let a = node(
        &mut d,
        "node-1",
        None,
        &[("disk-1", "500", "500"), ("disk-2", "500", "500")],
    );
    d.nodes[a].tags = "ssd".into();
    d.nodes[a].disks[0].tags = "fast".into();
    let b = node(&mut d, "node-2", None, &[("disk-1", "500", "500")]);
    d.nodes[b].tags = "hdd".into();
    node(&mut d, "node-3", None, &[("disk-1", "500", "500")]);
    let k = volume(&mut d, "db", "50", "3");
    d.volumes[k].node_selector = "ssd".into();
    d.volumes[k].disk_selector = "fast".into();
    d
}

pub fn insufficient_storage() -> Draft {
    let mut d = Draft::empty("insufficient-storage");
    for n in ["node-1", "node-2", "node-3"] {
        let i = node(&mut d, n, None, &[("disk-1", "500", "300")]);
        d.nodes[i].disks[0].scheduled = Amount::gib("200");
    }
    volume(&mut d, "big", "400", "3");
    d
}

pub fn anti_affinity() -> Draft {
    let mut d = Draft::empty("anti-affinity");
    node(
        &mut d,
        "node-1",
        None,
        &[("disk-1", "500", "500"), ("disk-2", "500", "500")],
    );
    node(
        &mut d,
        "node-2",
        None,
        &[("disk-1", "500", "500"), ("disk-2", "500", "500")],
    );
    volume(&mut d, "hard", "20", "3");
    let k = volume(&mut d, "soft", "20", "3");
    d.volumes[k].node_soft = AntiAffinityOverride::Enabled;
    d
}

pub fn large() -> Draft {
    let mut d = Draft::empty("large");
    let zones: Vec<u32> = ["zone-a", "zone-b", "zone-c", "zone-d"]
        .iter()
        .map(|z| zone(&mut d, z))
        .collect();
    for i in 0..100 {
        let free = |k: usize| ((i * 37 + k * 53) % 400 + 500).to_string();
        let disks: Vec<(String, String)> = (0..4)
            .map(|k| (format!("disk-{}", k + 1), free(k)))
            .collect();
        let refs: Vec<(&str, &str, &str)> = disks
            .iter()
            .map(|(n, f)| (n.as_str(), "1000", f.as_str()))
            .collect();
        node(
            &mut d,
            &format!("node-{:03}", i + 1),
            Some(zones[i % 4]),
            &refs,
        );
    }
    for k in 0..10 {
        volume(
            &mut d,
            &format!("vol-{}", k + 1),
            &(20 + k * 10).to_string(),
            "3",
        );
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_schedules() {
        for preset in PRESETS {
            let draft = (preset.build)();
            assert_eq!(draft.preset, preset.id);
            if let Err(e) = draft.evaluate() {
                panic!("{}: {e:?}", preset.id);
            }
        }
    }

    #[test]
    fn docs_balance_picks_node_b() {
        let (_, result) = docs_balance().evaluate().unwrap();
        assert_eq!(result.volumes[0].replicas[0].node.as_deref(), Some("B"));
    }

    #[test]
    fn docs_space_fails_at_25_and_passes_at_10() {
        let (_, result) = docs_space().evaluate().unwrap();
        assert_eq!(result.volumes[0].condition.status, "False");
        let mut d = docs_space();
        d.settings.storage_minimal_available_percentage = "10".into();
        let (_, result) = d.evaluate().unwrap();
        assert_eq!(result.volumes[0].condition.status, "True");
    }

    #[test]
    fn large_has_400_disks() {
        let d = large();
        assert_eq!(d.nodes.iter().map(|n| n.disks.len()).sum::<usize>(), 400);
    }
}
