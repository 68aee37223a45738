//! The English text of the engine's messages ([`Message`]: an id and named
//! arguments). Each id is one whole sentence with `{name}` placeholders, so
//! a translation (issue: Fluent, Japanese and Ukrainian) can reorder them.
//! Byte arguments (names ending in `Bytes`, and `bytes`) are shown in GiB/MiB/TiB,
//! rounded up where a smaller number would not be enough.

use placement::kernel::message::{Message, MessageArg};

use crate::units::{trim_number, unit_for};

/// The sentence of `id` with its placeholders, or `None` for an unknown id.
pub fn english(id: &str) -> Option<&'static str> {
    Some(match id {
        "longhorn-already-scheduled" => "{replica} stays on {node}/{disk}: it was scheduled before this run, and the scheduler leaves a scheduled replica where it is.",
        "longhorn-failed" => "{replica} has failed and was not reused in this run.",
        "longhorn-placed-local" => "{replica} is on {node}/{disk}: data locality keeps a replica on {node}, where {volume} is attached.",
        "longhorn-placed-fallback" => "{replica} is on {node}/{disk}: none of the {count} candidate disks had usable space for the whole volume, so Longhorn takes any candidate.",
        "longhorn-placed-shares-node" => "{replica} is on {node}/{disk}: every other node with room already holds a replica of {volume}, and node anti-affinity is soft, so it shares node {node}.",
        "longhorn-placed-shares-zone" => "{replica} is on {node}/{disk}: every zone with room already holds a replica of {volume}, and zone anti-affinity is soft, so it shares zone {zone}.",
        "longhorn-placed-replaces-evicting" => "{replica} is on {node}/{disk}: it takes the place of a replica of {volume} that is being evicted there.",
        "longhorn-placed-only-zone" => "{replica} is on {node}/{disk}: {zone} was the only zone without a replica of {volume}.",
        "longhorn-placed-only-candidate" => "{replica} is on {node}/{disk}: it was the only disk that passed every check and anti-affinity rule.",
        "longhorn-placed-tie" => "{replica} is on {node}/{disk}: {count} disks tied for the best place, Longhorn picks one of them at random, and the playground shows the first.",
        "longhorn-placed-most-usable" => "{replica} is on {node}/{disk}: it had the most usable space ({usableBytes}) of the {count} candidate disks.",
        "longhorn-placed-best-score" => "{replica} is on {node}/{disk}: it had the best balance score of the {count} candidate disks.",
        "longhorn-unscheduled-not-tried" => "{replica} is not scheduled: the scheduler did not try it in this run.",
        "longhorn-unscheduled-no-node" => "{replica} is not scheduled: none of the {count} nodes can take replicas (not ready, cordoned, scheduling disabled or evicting).",
        "longhorn-unscheduled-linked-clone" => "{replica} is not scheduled: {volume} is a linked clone of {source}, and no node that can take replicas holds a healthy replica of {source} (linked clone replica cannot be satisfied).",
        "longhorn-unscheduled-node-tags" => "{replica} is not scheduled: {count} nodes were left out because they lack the node tags {tags} that {volume} asks for.",
        "longhorn-unscheduled-zone-anti-affinity" => "{replica} is not scheduled: every zone with a node for it already holds a replica of {volume}, and zone anti-affinity is hard ({count} nodes were left out for it).",
        "longhorn-unscheduled-disk-anti-affinity" => "{replica} is not scheduled: the {count} disks that fit already hold a replica of {volume}, and disk anti-affinity is hard.",
        "longhorn-unscheduled-node-anti-affinity" => "{replica} is not scheduled: every node that could take it already holds a replica of {volume}, and node anti-affinity is hard ({count} nodes were left out for it).",
        "longhorn-unscheduled-storage" => "{replica} is not scheduled: no disk has room for {sizeBytes}; the closest, {node}/{disk}, needs {missingBytes} more free space.",
        "longhorn-unscheduled-disk-tags" => "{replica} is not scheduled: no disk has the disk tags {tags} that {volume} asks for.",
        "longhorn-unscheduled-reasons" => "{replica} is not scheduled: Longhorn records “{reasons}”.",
        "longhorn-change-free-space" => "Free {bytes} on {node}/{disk}.",
        "longhorn-change-minimal-available-percentage" => "Set storage-minimal-available-percentage to {value} or less (it is {current}).",
        "longhorn-change-over-provisioning-percentage" => "Set storage-over-provisioning-percentage to {value} or more (it is {current}).",
        "longhorn-change-soft-zone" => "Make zone anti-affinity soft for {volume}.",
        "longhorn-change-soft-node" => "Make node anti-affinity soft for {volume}.",
        "longhorn-change-soft-disk" => "Make disk anti-affinity soft for {volume}.",
        "longhorn-change-soft-zone-node" => "Make zone and node anti-affinity soft for {volume}.",
        "longhorn-change-soft-node-disk" => "Make node and disk anti-affinity soft for {volume}.",
        "longhorn-change-soft-zone-disk" => "Make zone and disk anti-affinity soft for {volume}.",
        "longhorn-change-soft-zone-node-disk" => "Make zone, node and disk anti-affinity soft for {volume}.",
        "longhorn-diff-nothing" => "Nothing moved: every replica is where it was before this edit.",
        "longhorn-diff-moved" => "{replica} moved {from} → {to}.",
        "longhorn-diff-placed" => "{replica} is now placed on {to}.",
        "longhorn-diff-unscheduled" => "{replica} was on {from} and is now unscheduled.",
        "longhorn-diff-appeared-unscheduled" => "{replica} is new and not scheduled.",
        "longhorn-diff-removed" => "{replica} is gone.",
        "longhorn-diff-many" => "{count} replicas changed: {moved} moved, {placed} newly placed, {unscheduled} not scheduled, {removed} gone.",
        "fleet-cluster-unmatched" => "{cluster} matches no partition, so Fleet never deploys to it, and it counts as pending.",
        "fleet-cluster-not-target" => "{cluster} is not a target of the bundle at round {round}.",
        "fleet-cluster-ready" => "{cluster} is ready at round {round}.",
        "fleet-cluster-waits-stop" => "{cluster} waits: {partition} may not start until {stopPartition} has at most {max} clusters not up to date or unavailable (it has {bad}).",
        "fleet-cluster-waits-partition-limit" => "{cluster} waits: {partition} already has {unavailable} unavailable clusters of the {max} it may have.",
        "fleet-cluster-waits-bundle-limit" => "{cluster} waits: the bundle already has {unavailable} unavailable clusters of the {max} it may have.",
        "fleet-cluster-waits-bundle-paused" => "{cluster} waits: the bundle is paused, so staged deployments are not promoted.",
        "fleet-cluster-waits-paused" => "{cluster} waits: it is paused, so its staged deployment is not promoted.",
        "fleet-cluster-waits-max-new" => "{cluster} waits for its BundleDeployment: each reconcile creates at most {maxNew}.",
        "fleet-cluster-state" => "{cluster} is {state} at round {round}.",
        "fleet-change-partition-max-unavailable" => "Raise {partition}'s maxUnavailable to {value} (it is {current}).",
        "fleet-change-max-unavailable" => "Raise maxUnavailable to {percent} % so {partition} may have {value} clusters not up to date or unavailable (it may have {current}).",
        "fleet-change-max-unavailable-partitions" => "Raise maxUnavailablePartitions to {value} so {partition} alone does not stop the rollout (it is {current}).",
        // Issue #10, rollout and balance labs: change summaries and the disk answer.
        "fleet-diff-nothing" => "Nothing changed: every cluster has the same state and partition at round {round}, and the rollout still ends at round {rounds}.",
        "fleet-diff-added" => "{cluster} is new: it is {state} at round {round}.",
        "fleet-diff-removed" => "{cluster} is gone from the fleet.",
        "fleet-diff-partition" => "{cluster} moved from partition {fromNumber} ({from}) to partition {toNumber} ({to}).",
        "fleet-diff-matched" => "{cluster} now belongs to partition {toNumber} ({to}); before this edit it matched no partition.",
        "fleet-diff-unmatched" => "{cluster} now matches no partition; before this edit it was in {from}.",
        "fleet-diff-state" => "{cluster} is now {to} at round {round} (it was {from}).",
        "fleet-diff-many" => "{count} clusters changed at round {round}, the first being {first} (state changed: {states}; partition changed: {partitions}; new: {added}; gone: {removed}).",
        "fleet-diff-rounds" => "The rollout now finishes in {after} rounds instead of {before}.",
        "fleet-diff-now-finishes" => "The rollout now finishes in {after} rounds; before this edit it did not finish.",
        "fleet-diff-no-longer-finishes" => "The rollout no longer finishes (it ends unfinished at round {after}); before this edit it finished in {before} rounds.",
        "balance-disk-only" => "{node}/{disk} gets the replica: it is the only candidate disk, so Longhorn takes it without computing a score.",
        "balance-disk-node-fallback-lost" => "{node}/{disk} loses: no node has {sizeBytes} usable in all, so Longhorn takes any node, and the playground shows {winner}.",
        "balance-disk-node-too-small" => "{node}/{disk} loses: node {node} has {usableBytes} usable in all, less than the replica's {sizeBytes}, so the node stage leaves it out.",
        "balance-disk-node-tie-lost" => "{node}/{disk} loses: node {node} ties with node {winner} at score {score}, Longhorn picks one of them at random, and the playground shows {winner}.",
        "balance-disk-node-lost" => "{node}/{disk} loses: node {node} scores {score} in the node stage and node {winner} scores lower ({winnerScore}), so only {winner}'s disks are considered.",
        "balance-disk-fallback" => "{node}/{disk} gets the replica: no disk on {node} has {sizeBytes} usable, so Longhorn takes any of them, and the playground shows this one.",
        "balance-disk-fallback-lost" => "{node}/{disk} loses: no disk on {node} has {sizeBytes} usable, so Longhorn takes any of them, and the playground shows {winner}.",
        "balance-disk-too-small" => "{node}/{disk} loses: it has {usableBytes} usable, less than the replica's {sizeBytes}.",
        "balance-disk-tie-wins" => "{node}/{disk} wins a tie: {count} disks share the lowest balance score {score}, Longhorn picks one of them at random, and the playground shows this one.",
        "balance-disk-tie" => "{node}/{disk} ties with {winner} for the lowest balance score {score}: Longhorn picks one of them at random, and the playground shows {winner}.",
        "balance-disk-loses" => "{node}/{disk} loses: its balance score {score} is higher than {winner}'s {winnerScore}.",
        "balance-disk-wins" => "{node}/{disk} wins: its balance score {score} is the lowest of the {count} disks scored (the next best, {runnerUp}, scores {runnerScore}).",
        "balance-disk-wins-alone" => "{node}/{disk} wins: it is the only disk on {node} with room for the replica (balance score {score}).",
        "balance-diff-nothing" => "Nothing changed: the replica still goes to the same disk with the same score.",
        "balance-diff-winner" => "{winner} now wins (before this edit, {before} won).",
        "balance-diff-score" => "{winner} still wins; its balance score is now {score} (it was {before}).",
        "balance-diff-placed" => "{winner} now wins; before this edit no disk could take the replica.",
        "balance-diff-unplaced" => "No disk can take the replica now; before this edit, {before} won.",
        _ => return None,
    })
}

/// Bytes in the unit they read best in, rounded up to three decimals.
fn bytes_up(bytes: i64) -> String {
    let unit = unit_for(bytes as f64);
    let value = (bytes as f64 / unit.bytes() * 1000.0).ceil() / 1000.0;
    format!("{} {}", trim_number(value, 3), unit.label())
}

/// The message in English (an unknown id shows as the id, so nothing is lost).
pub fn render(message: &Message) -> String {
    let Some(template) = english(&message.id) else {
        return message.id.clone();
    };
    let mut text = template.to_string();
    for (name, value) in &message.args {
        let shown = match value {
            MessageArg::Text(s) if s.is_empty() && name == "zone" => "the unnamed zone".to_string(),
            MessageArg::Text(s) => s.clone(),
            MessageArg::Number(n) if name == "bytes" || name.ends_with("Bytes") => bytes_up(*n),
            MessageArg::Number(n) => n.to_string(),
        };
        text = text.replace(&format!("{{{name}}}"), &shown);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_engine_message_has_an_english_sentence() {
        let ids = placement::longhorn::answer::MESSAGE_IDS.iter().chain(placement::longhorn::diff::MESSAGE_IDS)
            .chain(placement::fleet::answer::MESSAGE_IDS)
            .chain(placement::fleet::diff::MESSAGE_IDS)
            .chain(placement::longhorn::balance::answer::MESSAGE_IDS);
        for id in ids {
            let text = english(id).unwrap_or_else(|| panic!("{id} has no English text"));
            assert!(
                text.ends_with('.'),
                "{id}: a whole sentence ends with a full stop"
            );
        }
    }

    #[test]
    fn bytes_round_up_so_the_amount_is_enough() {
        let m = Message::new("longhorn-change-free-space")
            .arg("node", "n1")
            .arg("disk", "d")
            .arg("bytes", 5 * (1i64 << 30) + 1);
        assert_eq!(render(&m), "Free 5.001 GiB on n1/d.");
    }
}
