//! What would change it: for the replicas a volume left unscheduled, the
//! smallest edit of each kind that schedules them. Candidates come from the
//! numbers of `Fits` (the fewest bytes to free on a disk, the largest
//! minimal-available percentage, the smallest over-provisioning percentage
//! that lets a disk pass) and from the anti-affinity levels that are hard;
//! each is then proven by running the volume again on the edited cluster (the
//! volumes before it as they were placed), smallest first, a few per kind.

use super::catalogue::{self, run_edited};
use super::edit::{ScenarioView, sentence};
use super::rerun::{Rerun, with};
use super::{Change, Edit};
use crate::kernel::sort;
use crate::longhorn::checks::percent_of;
use crate::longhorn::explain::{NodeVerdict, ReplicaDecision, ReplicaState, VolumeResult};
use crate::longhorn::input::{Settings, Volume};
use crate::longhorn::validate::Cluster;

/// At most this many candidates of one kind are run again, smallest first.
const TRIES: usize = 4;

/// At most this many changes are shown per replica, smallest change first.
const SHOWN: usize = 4;

/// The closest disk for the answer sentence: the fewest bytes to free on a
/// disk of a candidate node that would then pass `Fits` (its scheduled space
/// allowing), from the decision's own numbers.
pub(crate) fn closest_disk(
    d: &ReplicaDecision,
    size: i64,
    actual: i64,
) -> Option<(String, String, i64)> {
    d.disks
        .iter()
        .filter(|x| x.recorded_schedulable.is_none())
        .filter_map(|x| {
            let f = x.fits.as_ref().filter(|f| !f.fits)?;
            let need = size.saturating_add(f.scheduled);
            let bytes = bytes_to_free(f.maximum, f.available, f.actual_limit, actual)?;
            (need <= f.schedule_limit).then(|| (x.node.clone(), x.disk.clone(), bytes))
        })
        .min_by_key(|(_, _, bytes)| *bytes)
}

/// The fewest bytes that make `available − actual > limit` (and `available > 0`),
/// when freeing them keeps `available ≤ maximum`.
fn bytes_to_free(maximum: i64, available: i64, limit: i64, actual: i64) -> Option<i64> {
    let target = actual.saturating_add(limit).saturating_add(1).max(1);
    let bytes = target.checked_sub(available)?;
    (bytes > 0 && target <= maximum).then_some(bytes)
}

/// The changes for each unscheduled replica of `result` (same order), proven by `rerun`.
pub(crate) fn suggest(
    c: &Cluster<'_>,
    volume: &Volume,
    result: &VolumeResult,
    waiting: &[&str],
    decision: Option<&ReplicaDecision>,
    rerun: Rerun<'_>,
) -> Vec<(String, Vec<Change>)> {
    let candidate_node = |n: usize| {
        decision.is_none_or(|d| {
            d.nodes
                .get(n)
                .is_none_or(|x| x.verdict == NodeVerdict::Candidate)
        })
    };
    let mut found: Vec<Vec<Change>> = vec![Vec::new(); waiting.len()];
    let s = c.settings;

    let view = ScenarioView {
        settings: c.settings,
        nodes: c.nodes,
        volume,
    };
    let say = |edit: Edit| Change {
        message: sentence(&edit, &view),
        edit,
    };
    let try_all = |edits: Vec<Edit>| -> Vec<(Edit, VolumeResult)> {
        edits
            .into_iter()
            .map(|e| {
                let after = run_edited(c, volume, &e, rerun);
                (e, after)
            })
            .collect()
    };
    let free: Vec<Edit> = free_space(c, volume, &candidate_node)
        .into_iter()
        .map(|(d, bytes)| Edit::FreeSpace {
            node: c.node_name(c.disks[d].0).to_string(),
            disk: c.disks[d].1.name.clone(),
            bytes,
        })
        .collect();
    keep_first(&mut found, waiting, try_all(free), &say);
    if let Some(d) = decision {
        keep_first(
            &mut found,
            waiting,
            try_all(catalogue::grow(c, d, volume, waiting.len())),
            &say,
        );
        let each = [
            catalogue::node_states(d, c.nodes),
            catalogue::disk_states(c, d),
            catalogue::tags(c, d, volume),
            catalogue::drop_selector(c, d, volume),
        ];
        for edits in each {
            keep_all(&mut found, waiting, try_all(edits), &say);
        }
    }

    let runs = |settings: &Settings| rerun(&with(c, settings, c.nodes, c.disks.clone()), volume);
    let minimal = Setting {
        current: s.storage_minimal_available_percentage,
        candidates: minimal_available(c, volume, &candidate_node),
        with: &|value| Settings {
            storage_minimal_available_percentage: value,
            ..s.clone()
        },
        edit: |value| Edit::MinimalAvailablePercentage { value },
    };
    let over = Setting {
        current: s.storage_over_provisioning_percentage,
        candidates: over_provisioning(c, volume, &candidate_node),
        with: &|value| Settings {
            storage_over_provisioning_percentage: value,
            ..s.clone()
        },
        edit: |value| Edit::OverProvisioningPercentage { value },
    };
    for setting in [minimal, over] {
        let values = boundaries(waiting, &setting.candidates, setting.current, &|v| {
            runs(&(setting.with)(v))
        });
        for (i, value) in values.into_iter().enumerate() {
            if let Some(value) = value {
                found[i].push(say((setting.edit)(value)));
            }
        }
    }

    soft_changes(c, volume, result, waiting, rerun, &mut found, &say);
    for changes in &mut found {
        // The smallest change first (a stable sort keeps each kind's own order).
        crate::kernel::sort::sort_by_key(changes, |c| c.edit.cost());
        changes.truncate(SHOWN);
    }
    waiting.iter().map(|w| w.to_string()).zip(found).collect()
}

/// Every minimal set of anti-affinity levels to make soft that schedules a
/// waiting replica (zone soft, or node and disk soft, …), each proven by
/// running the volume again with exactly that edit applied (the volume's own
/// override where it sets one, else the global setting: what the sentence says).
fn soft_changes(
    c: &Cluster<'_>,
    volume: &Volume,
    result: &VolumeResult,
    waiting: &[&str],
    rerun: Rerun<'_>,
    found: &mut [Vec<Change>],
    say: &dyn Fn(Edit) -> Change,
) {
    let mut worked: Vec<Vec<[bool; 3]>> = vec![Vec::new(); waiting.len()];
    for levels in soft_level_sets(result) {
        let edit = Edit::SoftAntiAffinity {
            volume: volume.name.clone(),
            zone: levels[0],
            node: levels[1],
            disk: levels[2],
        };
        let after = run_edited(c, volume, &edit, rerun);
        for (i, name) in waiting.iter().enumerate() {
            let subset = |w: &[bool; 3]| (0..3).all(|k| !w[k] || levels[k]);
            if !scheduled(&after, name) || worked[i].iter().any(subset) {
                continue;
            }
            worked[i].push(levels);
            found[i].push(say(edit.clone()));
        }
    }
}

/// A numeric setting to move: its value now, the candidate values (nearest
/// first), the settings with a value, and the change's edit.
struct Setting<'s> {
    current: i64,
    candidates: Vec<i64>,
    with: &'s dyn Fn(i64) -> Settings,
    edit: fn(i64) -> Edit,
}

/// For a setting and each waiting replica: the candidate values (nearest to
/// `current` first) are run until one schedules the replica; then the values
/// between it and `current` are bisected for the nearest one that still does
/// (moving a setting further from `current` only lets more disks pass). Runs
/// are shared between the replicas. Returns, per waiting replica, the value.
fn boundaries(
    waiting: &[&str],
    candidates: &[i64],
    current: i64,
    run: &dyn Fn(i64) -> VolumeResult,
) -> Vec<Option<i64>> {
    let mut runs: Vec<(i64, VolumeResult)> = Vec::new();
    let mut schedules = |value: i64, replica: &str| {
        if let Some((_, after)) = runs.iter().find(|(v, _)| *v == value) {
            return scheduled(after, replica);
        }
        let after = run(value);
        let yes = scheduled(&after, replica);
        runs.push((value, after));
        yes
    };
    waiting
        .iter()
        .map(|w| {
            let mut far = *candidates.iter().find(|&&v| schedules(v, w))?;
            let mut near = current;
            while (far - near).abs() > 1 {
                let mid = near + (far - near) / 2;
                if schedules(mid, w) {
                    far = mid;
                } else {
                    near = mid;
                }
            }
            Some(far)
        })
        .collect()
}

fn scheduled(after: &VolumeResult, replica: &str) -> bool {
    after
        .replicas
        .iter()
        .any(|r| r.name == replica && r.state != ReplicaState::Unscheduled && r.node.is_some())
}

/// For each waiting replica, the first try (smallest edit of the kind) that schedules it.
fn keep_first(
    found: &mut [Vec<Change>],
    waiting: &[&str],
    tries: Vec<(Edit, VolumeResult)>,
    say: &dyn Fn(Edit) -> Change,
) {
    for (i, name) in waiting.iter().enumerate() {
        if let Some((edit, _)) = tries.iter().find(|(_, after)| scheduled(after, name)) {
            found[i].push(say(edit.clone()));
        }
    }
}

/// For each waiting replica, every try that schedules it.
fn keep_all(
    found: &mut [Vec<Change>],
    waiting: &[&str],
    tries: Vec<(Edit, VolumeResult)>,
    say: &dyn Fn(Edit) -> Change,
) {
    for (i, name) in waiting.iter().enumerate() {
        for (edit, after) in &tries {
            if scheduled(after, name) {
                found[i].push(say(edit.clone()));
            }
        }
    }
}

/// Whether disk `d`'s scheduled space takes the volume (`size + scheduled ≤ limit`).
fn schedule_room(c: &Cluster<'_>, d: usize, size: i64, over: i64) -> bool {
    let disk = c.disks[d].1;
    let limit = percent_of(
        disk.storage_maximum
            .0
            .saturating_sub(disk.storage_reserved.0),
        over,
    );
    i128::from(size) + i128::from(c.scheduled[d]) <= i128::from(limit)
}

/// Disks of candidate nodes with the bytes each must free, fewest first.
fn free_space(c: &Cluster<'_>, v: &Volume, candidate: &dyn Fn(usize) -> bool) -> Vec<(usize, i64)> {
    let s = c.settings;
    let mut list: Vec<(usize, i64)> = (0..c.disks.len())
        .filter(|&d| candidate(c.disks[d].0) && c.disks[d].1.schedulable.is_none())
        .filter(|&d| schedule_room(c, d, v.size.0, s.storage_over_provisioning_percentage))
        .filter_map(|d| {
            let disk = c.disks[d].1;
            let limit = percent_of(
                disk.storage_maximum.0,
                s.storage_minimal_available_percentage,
            );
            bytes_to_free(
                disk.storage_maximum.0,
                disk.storage_available.0,
                limit,
                v.actual_size.0,
            )
            .map(|b| (d, b))
        })
        .collect();
    sort::sort_by_key(&mut list, |&(d, b)| (b, d));
    list.truncate(TRIES);
    list
}

/// Lower `storage-minimal-available-percentage` values that let a disk pass, largest first.
fn minimal_available(c: &Cluster<'_>, v: &Volume, candidate: &dyn Fn(usize) -> bool) -> Vec<i64> {
    let s = c.settings;
    let current = s.storage_minimal_available_percentage;
    let mut values: Vec<i64> = (0..c.disks.len())
        .filter(|&d| candidate(c.disks[d].0) && c.disks[d].1.schedulable.is_none())
        .filter(|&d| schedule_room(c, d, v.size.0, s.storage_over_provisioning_percentage))
        .filter_map(|d| {
            let disk = c.disks[d].1;
            let left = i128::from(disk.storage_available.0) - i128::from(v.actual_size.0);
            if disk.storage_maximum.0 <= 0 || disk.storage_available.0 <= 0 {
                return None;
            }
            (0..current)
                .rev()
                .find(|&x| i128::from(percent_of(disk.storage_maximum.0, x)) < left)
                .filter(|_| i128::from(percent_of(disk.storage_maximum.0, current)) >= left)
        })
        .collect();
    sort::sort_by(&mut values, |a, b| b.cmp(a));
    values.dedup();
    values.truncate(TRIES);
    values
}

/// Higher `storage-over-provisioning-percentage` values that let a disk pass, smallest first.
fn over_provisioning(c: &Cluster<'_>, v: &Volume, candidate: &dyn Fn(usize) -> bool) -> Vec<i64> {
    let s = c.settings;
    let current = s.storage_over_provisioning_percentage;
    let mut values: Vec<i64> = (0..c.disks.len())
        .filter(|&d| candidate(c.disks[d].0) && c.disks[d].1.schedulable.is_none())
        .filter(|&d| !schedule_room(c, d, v.size.0, current))
        .filter_map(|d| {
            let disk = c.disks[d].1;
            let base = disk
                .storage_maximum
                .0
                .saturating_sub(disk.storage_reserved.0);
            let need = i128::from(v.size.0) + i128::from(c.scheduled[d]);
            let limit = percent_of(
                disk.storage_maximum.0,
                s.storage_minimal_available_percentage,
            );
            let left = i128::from(disk.storage_available.0) - i128::from(v.actual_size.0);
            if base <= 0 || disk.storage_available.0 <= 0 || left <= i128::from(limit) {
                return None;
            }
            // ceil(100 × need / base), then settled against the float rounding of percent_of.
            let mut y =
                i64::try_from((need * 100 + i128::from(base) - 1) / i128::from(base)).ok()?;
            while y > current + 1 && i128::from(percent_of(base, y - 1)) >= need {
                y -= 1;
            }
            while i128::from(percent_of(base, y)) < need {
                y = y.checked_add(1)?;
            }
            (y > current).then_some(y)
        })
        .collect();
    sort::sort(&mut values);
    values.dedup();
    values.truncate(TRIES);
    values
}

/// The sets of hard levels to make soft ([zone, node, disk]), fewest levels first.
fn soft_level_sets(result: &VolumeResult) -> Vec<[bool; 3]> {
    let aa = &result.anti_affinity;
    let hard = [!aa.zone_soft, !aa.node_soft, !aa.disk_soft];
    let mut sets: Vec<[bool; 3]> = (1u8..8)
        .map(|m| [m & 1 != 0, m & 2 != 0, m & 4 != 0])
        .filter(|set| (0..3).all(|i| !set[i] || hard[i]))
        .collect();
    sort::sort_by_key(&mut sets, |set| set.iter().filter(|b| **b).count());
    sets
}
