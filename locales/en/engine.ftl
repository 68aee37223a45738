# The engine's sentences (placement::kernel::message::Message ids), in English.
# Arguments ending in Bytes (and $bytes) arrive formatted with their unit; the
# others are names, or numbers formatted for the locale. See locales/GLOSSARY.md.

longhorn-zone-unnamed = the unnamed zone
longhorn-already-scheduled = { $replica } stays on { $node }/{ $disk }: it was scheduled before this run, and the scheduler leaves a scheduled replica where it is.
longhorn-failed = { $replica } has failed and was not reused in this run.
longhorn-placed-local = { $replica } is on { $node }/{ $disk }: data locality keeps a replica on { $node }, where { $volume } is attached.
longhorn-placed-fallback = { $replica } is on { $node }/{ $disk }: { $count ->
        [one] the only candidate disk did not have
       *[other] none of the { $count } candidate disks had
    } usable space for the whole volume, so Longhorn takes any candidate.
longhorn-placed-shares-node = { $replica } is on { $node }/{ $disk }: every other node with room already holds a replica of { $volume }, and node anti-affinity is soft, so it shares node { $node }.
longhorn-placed-shares-zone = { $replica } is on { $node }/{ $disk }: every zone with room already holds a replica of { $volume }, and zone anti-affinity is soft, so it shares zone { $zone }.
longhorn-placed-replaces-evicting = { $replica } is on { $node }/{ $disk }: it takes the place of a replica of { $volume } that is being evicted there.
longhorn-placed-only-zone = { $replica } is on { $node }/{ $disk }: { $zone } was the only zone without a replica of { $volume }.
longhorn-placed-only-candidate = { $replica } is on { $node }/{ $disk }: it was the only disk that passed every check and anti-affinity rule.
longhorn-placed-tie = { $replica } is on { $node }/{ $disk }: { $count } disks tied for the best place, Longhorn picks one of them at random, and the playground shows the first.
longhorn-placed-most-usable = { $replica } is on { $node }/{ $disk }: it had the most usable space ({ $usableBytes }) { $count ->
        [one] of the one candidate disk.
       *[other] of the { $count } candidate disks.
    }
longhorn-placed-best-score = { $replica } is on { $node }/{ $disk }: it had the best balance score { $count ->
        [one] of the one candidate disk.
       *[other] of the { $count } candidate disks.
    }
longhorn-unscheduled-not-tried = { $replica } is not scheduled: the scheduler did not try it in this run.
longhorn-unscheduled-no-node = { $replica } is not scheduled: { $count ->
        [one] the only node cannot take replicas
       *[other] none of the { $count } nodes can take replicas
    } (not ready, cordoned, scheduling disabled or evicting).
longhorn-unscheduled-linked-clone = { $replica } is not scheduled: { $volume } is a linked clone of { $source }, and no node that can take replicas holds a healthy replica of { $source } (linked clone replica cannot be satisfied).
longhorn-unscheduled-node-tags = { $replica } is not scheduled: { $count ->
        [one] 1 node was left out because it lacks
       *[other] { $count } nodes were left out because they lack
    } the node tags { $tags } that { $volume } asks for.
longhorn-unscheduled-zone-anti-affinity = { $replica } is not scheduled: every zone with a node for it already holds a replica of { $volume }, and zone anti-affinity is hard ({ $count ->
        [one] 1 node was left out for it
       *[other] { $count } nodes were left out for it
    }).
longhorn-unscheduled-disk-anti-affinity = { $replica } is not scheduled: { $count ->
        [one] the 1 disk that fits already holds
       *[other] the { $count } disks that fit already hold
    } a replica of { $volume }, and disk anti-affinity is hard.
longhorn-unscheduled-node-anti-affinity = { $replica } is not scheduled: every node that could take it already holds a replica of { $volume }, and node anti-affinity is hard ({ $count ->
        [one] 1 node was left out for it
       *[other] { $count } nodes were left out for it
    }).
longhorn-unscheduled-storage = { $replica } is not scheduled: no disk has room for { $sizeBytes }; the closest, { $node }/{ $disk }, needs { $missingBytes } more free space.
longhorn-unscheduled-disk-tags = { $replica } is not scheduled: no disk has the disk tags { $tags } that { $volume } asks for.
longhorn-unscheduled-reasons = { $replica } is not scheduled: Longhorn records “{ $reasons }”.
longhorn-change-free-space = Free { $bytes } on { $node }/{ $disk }.
longhorn-change-minimal-available-percentage = Set storage-minimal-available-percentage to { $value } or less (it is { $current }).
longhorn-change-over-provisioning-percentage = Set storage-over-provisioning-percentage to { $value } or more (it is { $current }).
longhorn-change-soft-zone = Make zone anti-affinity soft for { $volume }.
longhorn-change-soft-node = Make node anti-affinity soft for { $volume }.
longhorn-change-soft-disk = Make disk anti-affinity soft for { $volume }.
longhorn-change-soft-zone-node = Make zone and node anti-affinity soft for { $volume }.
longhorn-change-soft-node-disk = Make node and disk anti-affinity soft for { $volume }.
longhorn-change-soft-zone-disk = Make zone and disk anti-affinity soft for { $volume }.
longhorn-change-soft-zone-node-disk = Make zone, node and disk anti-affinity soft for { $volume }.
longhorn-diff-nothing = Nothing moved: every replica is where it was before this edit.
longhorn-diff-moved = { $replica } moved { $from } → { $to }.
longhorn-diff-placed = { $replica } is now placed on { $to }.
longhorn-diff-unscheduled = { $replica } was on { $from } and is now unscheduled.
longhorn-diff-appeared-unscheduled = { $replica } is new and not scheduled.
longhorn-diff-removed = { $replica } is gone.
longhorn-diff-many = { $count } replicas changed: { $moved } moved, { $placed } newly placed, { $unscheduled } not scheduled, { $removed } gone.
fleet-cluster-unmatched = { $cluster } matches no partition, so Fleet never deploys to it, and it counts as pending.
fleet-cluster-not-target = { $cluster } is not a target of the bundle at round { $round }.
fleet-cluster-ready = { $cluster } is ready at round { $round }.
fleet-cluster-waits-stop = { $cluster } waits: { $partition } may not start until { $stopPartition } has at most { $max ->
        [one] { $max } cluster
       *[other] { $max } clusters
    } not up to date or unavailable (it has { $bad }).
fleet-cluster-waits-partition-limit = { $cluster } waits: { $partition } already has { $unavailable } unavailable of the { $max ->
        [one] { $max } cluster
       *[other] { $max } clusters
    } it may have.
fleet-cluster-waits-bundle-limit = { $cluster } waits: the bundle already has { $unavailable } unavailable of the { $max ->
        [one] { $max } cluster
       *[other] { $max } clusters
    } it may have.
fleet-cluster-waits-bundle-paused = { $cluster } waits: the bundle is paused, so staged deployments are not promoted.
fleet-cluster-waits-paused = { $cluster } waits: it is paused, so its staged deployment is not promoted.
fleet-cluster-waits-max-new = { $cluster } waits for its BundleDeployment: each reconcile creates at most { $maxNew }.
fleet-cluster-state = { $cluster } is { $state } at round { $round }.
fleet-change-partition-max-unavailable = Raise { $partition }'s maxUnavailable to { $value } (it is { $current }).
fleet-change-max-unavailable = Raise maxUnavailable to { $percent } % so { $partition } may have { $value ->
        [one] { $value } cluster
       *[other] { $value } clusters
    } not up to date or unavailable (it may have { $current }).
fleet-change-max-unavailable-partitions = Raise maxUnavailablePartitions to { $value } so { $partition } alone does not stop the rollout (it is { $current }).
