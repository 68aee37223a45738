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
longhorn-unscheduled-linked-clone = { $replica } is not scheduled: { $volume } is a linked clone of { $source }, and no node that can take replicas holds a healthy replica of { $source } (linked clone replica cannot be satisfied).
longhorn-unscheduled-reasons = { $replica } is not scheduled: Longhorn records “{ $reasons }”.
longhorn-change-minimal-available-percentage = Set storage-minimal-available-percentage to { $value } or less (it is { $current }).
longhorn-change-over-provisioning-percentage = Set storage-over-provisioning-percentage to { $value } or more (it is { $current }).
longhorn-change-soft-zone = Make zone anti-affinity soft for { $volume }: { $steps }.
longhorn-change-soft-node = Make node anti-affinity soft for { $volume }: { $steps }.
longhorn-change-soft-disk = Make disk anti-affinity soft for { $volume }: { $steps }.
longhorn-change-soft-zone-node = Make zone and node anti-affinity soft for { $volume }: { $steps }.
longhorn-change-soft-node-disk = Make node and disk anti-affinity soft for { $volume }: { $steps }.
longhorn-change-soft-zone-disk = Make zone and disk anti-affinity soft for { $volume }: { $steps }.
longhorn-change-soft-zone-node-disk = Make zone, node and disk anti-affinity soft for { $volume }: { $steps }.
longhorn-soft-step-setting = tick { $setting } on the Settings tab (true: for every volume that uses the global setting)
longhorn-soft-step-override = set { $field } of volume { $volume } on the Volumes tab to “{ $option }”
longhorn-override-enabled = enabled (soft)
longhorn-name = { $name }
longhorn-unscheduled-causes = { $replica } is not scheduled: { $causes }.
longhorn-cause-not-ready = { $count ->
        [one] node { $nodes } is
       *[other] { $count } nodes ({ $nodes }) are
    } not Ready
longhorn-cause-cordoned = { $count ->
        [one] node { $nodes } is
       *[other] { $count } nodes ({ $nodes }) are
    } cordoned (disable-scheduling-on-cordoned-node is true)
longhorn-cause-scheduling-disabled = { $count ->
        [one] node { $nodes } has
       *[other] { $count } nodes ({ $nodes }) have
    } allowScheduling off
longhorn-cause-eviction-requested = { $count ->
        [one] node { $nodes } has
       *[other] { $count } nodes ({ $nodes }) have
    } eviction requested
longhorn-cause-engine-not-ready = { $count ->
        [one] the engine of node { $nodes } is
       *[other] the engines of { $count } nodes ({ $nodes }) are
    } not ready
longhorn-cause-not-affinity-node = { $count ->
        [one] node { $nodes } is
       *[other] { $count } nodes ({ $nodes }) are
    } not the node strict-local { $volume } is attached to
longhorn-cause-no-reusable-replica = { $count ->
        [one] node { $nodes } holds
       *[other] { $count } nodes ({ $nodes }) hold
    } no reusable failed replica of { $volume }
longhorn-cause-outside-topology = { $count ->
        [one] node { $nodes } is
       *[other] { $count } nodes ({ $nodes }) are
    } outside the topology requirement of { $volume }
longhorn-cause-not-clone-source = { $count ->
        [one] node { $nodes } holds
       *[other] { $count } nodes ({ $nodes }) hold
    } no healthy replica of the source of linked clone { $volume }
longhorn-cause-node-tags = { $count ->
        [one] node { $nodes } lacks
       *[other] { $count } nodes ({ $nodes }) lack
    } { $tagCount ->
        [one] node tag
       *[other] the { $tagCount } node tags
    } { $tags }
longhorn-cause-backing-image-node-tags = { $count ->
        [one] node { $nodes } lacks
       *[other] { $count } nodes ({ $nodes }) lack
    } the backing image's { $tagCount ->
        [one] node tag
       *[other] { $tagCount } node tags
    } { $tags }
longhorn-cause-node-used = { $count ->
        [one] node { $nodes } already holds
       *[other] { $count } nodes ({ $nodes }) already hold
    } a replica of { $volume } (node anti-affinity is hard)
longhorn-cause-zone-used = { $count ->
        [one] node { $nodes } is
       *[other] { $count } nodes ({ $nodes }) are
    } in a zone that already holds a replica of { $volume } (zone anti-affinity is hard)
longhorn-cause-no-disks = { $count ->
        [one] node { $nodes } has
       *[other] { $count } nodes ({ $nodes }) have
    } no disk
longhorn-cause-disk-scheduling-disabled = { $count ->
        [one] 1 disk on { $nodes } has
       *[other] { $count } disks on { $nodes } have
    } allowScheduling off
longhorn-cause-disk-evicting = { $count ->
        [one] 1 disk on { $nodes } has
       *[other] { $count } disks on { $nodes } have
    } eviction requested
longhorn-cause-disk-not-ready = { $count ->
        [one] 1 disk on { $nodes } is
       *[other] { $count } disks on { $nodes } are
    } not Ready
longhorn-cause-disk-condition-false = { $count ->
        [one] 1 disk on { $nodes } has
       *[other] { $count } disks on { $nodes } have
    } its Schedulable condition recorded False
longhorn-cause-disk-full = { $count ->
        [one] 1 disk on { $nodes } is
       *[other] { $count } disks on { $nodes } are
    } too full to take any replica (Fits(0, 0) fails)
longhorn-cause-disk-type = { $count ->
        [one] 1 disk on { $nodes } is
       *[other] { $count } disks on { $nodes } are
    } not of the type { $volume } needs (v1: filesystem, v2: block)
longhorn-cause-ext4-size = { $count ->
        [one] 1 disk on { $nodes } is
       *[other] { $count } disks on { $nodes } are
    } ext4, which cannot hold a v1 volume of 16 TiB or more
longhorn-cause-disk-tags = { $count ->
        [one] 1 disk on { $nodes } lacks
       *[other] { $count } disks on { $nodes } lack
    } { $tagCount ->
        [one] disk tag
       *[other] the { $tagCount } disk tags
    } { $tags }
longhorn-cause-backing-image-disk-tags = { $count ->
        [one] 1 disk on { $nodes } lacks
       *[other] { $count } disks on { $nodes } lack
    } the backing image's { $tagCount ->
        [one] disk tag
       *[other] { $tagCount } disk tags
    } { $tags }
longhorn-cause-storage = { $count ->
        [one] 1 disk on { $nodes } has
       *[other] { $count } disks on { $nodes } have
    } no room for { $sizeBytes }
longhorn-cause-storage-closest = { $count ->
        [one] 1 disk on { $nodes } has
       *[other] { $count } disks on { $nodes } have
    } no room for { $sizeBytes } (the closest, { $node }/{ $disk }, needs { $missingBytes } more free space)
longhorn-cause-disk-anti-affinity = { $count ->
        [one] 1 disk on { $nodes } already holds
       *[other] { $count } disks on { $nodes } already hold
    } a replica of { $volume } (disk anti-affinity is hard)
longhorn-cause-not-local = { $count ->
        [one] 1 disk on { $nodes } is
       *[other] { $count } disks on { $nodes } are
    } left out by data locality best-effort
longhorn-cause-disk-not-clone-source = { $count ->
        [one] 1 disk on { $nodes } holds
       *[other] { $count } disks on { $nodes } hold
    } no healthy replica of the source of linked clone { $volume }
longhorn-change-free-space = Set Available of disk { $disk } on node { $node } to { $availableBytes } or more (it is { $currentBytes }): free { $bytes } there.
longhorn-change-grow-disk = Grow disk { $disk } on node { $node } by { $bytes }: set its Maximum to { $maximumBytes } and its Available to { $availableBytes }.
longhorn-change-node-ready = Tick Ready on node { $node }. On a cluster, bring the node back: its kubelet and longhorn-manager must run until kubectl -n longhorn-system get nodes.longhorn.io { $node } shows it Ready.
longhorn-change-node-uncordon = Untick Cordoned on node { $node } (on a cluster: kubectl uncordon { $node }).
longhorn-change-node-allow-scheduling = Tick allowScheduling on node { $node } (on a cluster: spec.allowScheduling: true in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-node-stop-eviction = Untick evictionRequested on node { $node } (on a cluster: spec.evictionRequested: false in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-node-engine-ready = Tick Engine ready on node { $node }. On a cluster, the engine image and the instance manager must run there (kubectl -n longhorn-system get engineimages,instancemanagers).
longhorn-change-disk-ready = Tick Ready on disk { $disk } of node { $node }. On a cluster, the disk must be mounted at its path and reachable by longhorn-manager.
longhorn-change-disk-allow-scheduling = Tick allowScheduling on disk { $disk } of node { $node } (on a cluster: spec.disks.{ $disk }.allowScheduling: true in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-disk-stop-eviction = Untick evictionRequested on disk { $disk } of node { $node } (on a cluster: spec.disks.{ $disk }.evictionRequested: false in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-disk-condition = Set the Schedulable condition of disk { $disk } on node { $node } to “from Ready and the numbers”: the recorded condition is stale, and Longhorn computes it again on its next node sync.
longhorn-change-tag-node = Add { $nodeTagCount ->
        [one] tag
       *[other] the { $nodeTagCount } tags
    } { $nodeTags } to the Tags of node { $node } (on a cluster: spec.tags in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-tag-disk = Add { $diskTagCount ->
        [one] tag
       *[other] the { $diskTagCount } tags
    } { $diskTags } to the Tags of disk { $disk } on node { $node } (on a cluster: spec.disks.{ $disk }.tags in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-tag-node-disk = Add { $nodeTagCount ->
        [one] tag
       *[other] the { $nodeTagCount } tags
    } { $nodeTags } to the Tags of node { $node } and { $diskTagCount ->
        [one] tag
       *[other] the { $diskTagCount } tags
    } { $diskTags } to the Tags of its disk { $disk } (on a cluster: spec.tags and spec.disks.{ $disk }.tags in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-drop-disk-selector = Remove { $count ->
        [one] tag
       *[other] the { $count } tags
    } { $tags } from the Disk selector of volume { $volume }.
longhorn-outside-strict-local = { $volume } is strict-local: its replica may only go on the node it is attached to. On a cluster, run its workload on a node that can take the replica, or set spec.dataLocality to best-effort (kubectl -n longhorn-system edit volumes.longhorn.io { $volume }).
longhorn-outside-topology = Only nodes inside the topology requirement of { $volume } take its replicas. On a cluster, give a node that can take one a zone the requirement names (kubectl label node NODE topology.kubernetes.io/zone=ZONE), or widen the requirement.
longhorn-outside-linked-clone = { $volume } is a linked clone: its replicas go only beside a healthy replica of its source volume. On a cluster, let the source rebuild a healthy replica on a node that can take this one, or create the clone as a full copy.
longhorn-outside-disk-type = A { $engine } volume needs a { $engine ->
        [v2] block
       *[other] filesystem
    } disk. On a cluster, add one to node { $node } (spec.disks in kubectl -n longhorn-system edit nodes.longhorn.io { $node }, diskType { $engine ->
        [v2] block
       *[other] filesystem
    }).
longhorn-outside-ext4-size = A v1 volume of 16 TiB or more cannot go on an ext4 disk. On a cluster, add a disk on an XFS filesystem to node { $node } (spec.disks in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-outside-no-disks = { $nodeCount ->
        [one] Node { $nodes } has
       *[other] The { $nodeCount } nodes { $nodes } have
    } no disk: add one with + disk (on a cluster: spec.disks in kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-diff-nothing = Nothing moved: every replica is where it was before this edit.
longhorn-diff-moved = { $replica } moved { $from } → { $to }.
longhorn-diff-placed = { $replica } is now placed on { $to }.
longhorn-diff-unscheduled = { $replica } was on { $from } and is now unscheduled.
longhorn-diff-appeared-unscheduled = { $replica } is new and not scheduled.
longhorn-diff-removed = { $replica } is gone.
longhorn-diff-many = { $count } replicas changed: { $moved } moved, { $placed } newly placed, { $unscheduled } not scheduled, { $removed } gone.
# Data locality best-effort (search.rs) and why a failed replica is not reused (schedule/reuse.rs).
longhorn-locality-no-local-disk = Data locality best-effort: no candidate disk on the attached node { $node } in this tier; any candidate may be used.
longhorn-locality-prefer-local = Data locality best-effort: the attached node { $node } has no healthy replica, so its { $count ->
        [one] candidate disk is
       *[other] { $count } candidate disks are
    } preferred.
longhorn-reuse-v2-fast-rebuild-off = fast-replica-rebuild-enabled is false for the v2 data engine: v2 volumes neither reuse failed replicas nor wait for them
longhorn-reuse-no-disk = has no node or disk
longhorn-reuse-retry-limit = rebuildRetryCount { $count } reached the limit of { $limit }
longhorn-reuse-evicting = eviction requested
longhorn-reuse-not-affinity-node = not on the hard-affinity node
# $verdict: not-ready, cordoned, scheduling-disabled, eviction-requested, engine-not-ready, not-affinity-node, no-reusable-replica, outside-topology, not-clone-source.
longhorn-reuse-node-not-schedulable = node { $node } is not schedulable ({ $verdict ->
        [not-ready] not ready
        [cordoned] cordoned
        [scheduling-disabled] scheduling disabled
        [eviction-requested] eviction requested
        [engine-not-ready] engine not ready
        [not-affinity-node] not the hard-affinity node
        [no-reusable-replica] no reusable replica
        [outside-topology] outside the topology requirement
        [not-clone-source] no healthy replica of the source volume
       *[other] { $verdict }
    })
longhorn-reuse-engine-not-ready = engine image not ready on node { $node }
longhorn-reuse-disk-unavailable = disk { $disk } is unavailable (scheduling disabled, evicting or not ready)
longhorn-reuse-disk-not-schedulable = disk { $disk } is not schedulable (reason "{ $reason }"); only a DiskPressure disk that is not full keeps its failed replicas reusable (isFailedReplicaReusable)
longhorn-reuse-disk-full = disk { $disk } is under DiskPressure and full: available { $availableBytes } is not > trunc({ $maximumBytes } × { $percentage } / 100) = { $limitBytes } (isDiskNotFull)
longhorn-reuse-source-missing = its source replica { $source } is not in the scenario (the source volume's replicas are needed)
longhorn-reuse-source-other-disk = its source replica { $source } is not on the same disk
longhorn-reuse-source-unhealthy = its source replica { $source } is not healthy (failed, or never healthy)

# A volume's topology requirement (schedule/volume.rs) and a linked clone's source (search/clone.rs).
# $terms: the requirement's terms as the volume writes them, "zone=a | zone=b,region=r" ("*": any node).
longhorn-topology-applied = Longhorn { $version }: the volume's topology requirement keeps its replicas on nodes in { $terms } (getNodeCandidates, after the hard-affinity pin); no node there gives "topology requirement cannot be satisfied".
longhorn-topology-ignored = Longhorn { $version }: the volume's topology requirement is ignored; its scheduler has none (it exists on the master branch only — choose master to apply it).
longhorn-linked-clone-source-missing = Linked clone of { $source }: { $source } is not in the scenario, so no source replica is known and no replica can be placed ("linked clone replica cannot be satisfied"). Add the source volume with its replicas.
# $replicas: the source's healthy replicas, "r1 (node-1/disk-1), r2 (node-2/disk-1)".
longhorn-linked-clone = Linked clone of { $source }: its replicas go only to disks that hold a healthy replica of { $source } ({ $replicas }), as Longhorn v1.12.1 and master do (buildLinkedCloneSrcNodeDiskMap, before the hard-affinity pin). Longhorn v1.11.0–v1.12.0 keep the same disks but leave every node a candidate, and count replicas being evicted as sources.
longhorn-linked-clone-no-healthy-source = Linked clone of { $source }: its replicas go only to disks that hold a healthy replica of { $source }, and it has none, so no replica can be placed (Longhorn v1.12.1 and master: buildLinkedCloneSrcNodeDiskMap, before the hard-affinity pin; v1.11.0–v1.12.0 also count replicas being evicted as sources).
longhorn-linked-clone-before-node-map = Linked clone of { $source } under Longhorn { $version }: its replicas go only to disks that hold a healthy replica of { $source }, replicas being evicted included ({ $replicas }; getSrcReplicaNodesAndDisks). Every node stays a candidate, so a node without such a disk says "disks are unavailable"; from v1.12.1 only the source's nodes are kept and none left says "linked clone replica cannot be satisfied".
longhorn-linked-clone-before-node-map-none = Linked clone of { $source } under Longhorn { $version }: its replicas go only to disks that hold a healthy replica of { $source }, replicas being evicted included (none; getSrcReplicaNodesAndDisks). Every node stays a candidate, so a node without such a disk says "disks are unavailable"; from v1.12.1 only the source's nodes are kept and none left says "linked clone replica cannot be satisfied".
longhorn-upgrade-none = Upgrading from { $from } to { $to } changes no replica's place or reason.
longhorn-upgrade-count = Upgrading from { $from } to { $to } changes { $count ->
        [one] one replica
       *[other] { $count } replicas
    }.
longhorn-upgrade-moved = { $replica } of { $volume }: on { $before } at { $from }, on { $after } at { $to }.
longhorn-upgrade-placed = { $replica } of { $volume }: not placed at { $from } ("{ $before }"), on { $after } at { $to }.
longhorn-upgrade-unplaced = { $replica } of { $volume }: on { $before } at { $from }, not placed at { $to } ("{ $after }").
longhorn-upgrade-reason = { $replica } of { $volume }: not placed at either release; Longhorn says "{ $before }" at { $from } and "{ $after }" at { $to }.
# Volume-level rules of the volume controller (schedule/condition.rs, schedule/volume/locality.rs).
# $failure: the condition message Longhorn would have written, verbatim.
longhorn-degraded-availability = { $placed } of { $wanted } replicas placed; Longhorn still reports Scheduled because the volume is not attached and allow-volume-creation-with-degraded-availability is true: reconcileVolumeCondition resets the condition to True with "Reset schedulable due to allow volume creation with degraded availability" (without it: "{ $failure }").
longhorn-degraded-availability-missing = { $placed } of { $wanted } replicas are placed and healthy; Longhorn still reports Scheduled because the volume is not attached and allow-volume-creation-with-degraded-availability is true: reconcileVolumeCondition resets the condition to True with "Reset schedulable due to allow volume creation with degraded availability".
# $source: the setting or the volume's field as written (offline-replica-rebuilding=false, offlineRebuilding=enabled).
longhorn-detached-no-rebuild = The volume is not attached, so Longhorn rebuilds nothing: replenishReplicas returns early for a detached volume with replicas, and { $missing } of { $wanted } replicas stay missing until it is attached ({ $source }). The volume is never Degraded while detached.
longhorn-offline-rebuilding = The volume is not attached, but { $source }: the volume rebuilding controller attaches it to rebuild { $missing } of { $wanted } replicas, as shown (the locality of a best-effort or strict-local volume is not modelled for that attachment).
longhorn-offline-rebuilding-nowhere = The volume is not attached and { $source }, but no failed replica can be reused and no disk can take a new one, so the volume rebuilding controller does not attach it (canReuseOrScheduleReplicas): { $missing } of { $wanted } replicas stay missing.
longhorn-eviction-attaches = The volume is not attached, but { $replica } requests eviction: the volume eviction controller attaches it so Longhorn can replace { $missing } of { $wanted } replicas, as shown.
longhorn-eviction-attaches-nowhere = The volume is not attached and { $replica } requests eviction, but no disk can take a replacement, so the volume eviction controller does not attach it (hasDiskCandidateForReplicaEviction): { $missing } of { $wanted } replicas stay to be replaced.
# $trimmed: replica names, "r1" or "r1, r3".
longhorn-locality-migration = Data locality best-effort: the volume is healthy and attached to { $node } with no replica there, so Longhorn adds { $replica } pinned to { $node } (ReconcileEngineReplicaState, no precheck). Once it is rebuilt, one replica too many is healthy and Longhorn removes { $trimmed } (cleanupDataLocalityReplicas).
longhorn-locality-migration-tie = Data locality best-effort: the volume is healthy and attached to { $node } with no replica there, so Longhorn adds { $replica } pinned to { $node } (ReconcileEngineReplicaState, no precheck). Once it is rebuilt, Longhorn removes one of { $trimmed } (cleanupDataLocalityReplicas; the groups tie and Go's map order picks one).
longhorn-locality-migration-unplaced = Data locality best-effort: the volume is healthy and attached to { $node } with no replica there, so Longhorn adds { $replica } pinned to { $node } (ReconcileEngineReplicaState), but { $node } cannot take it: it stays unscheduled with LocalReplicaSchedulingFailure, and Longhorn does not try again while it exists.

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
fleet-cluster-waits-partition-limit-zero = { $cluster } waits: { $partition }'s maxUnavailable is 0, so none of its clusters may be unavailable while it is updated, and Fleet promotes none of them.
fleet-cluster-waits-bundle-limit = { $cluster } waits: the bundle already has { $unavailable } unavailable of the { $max ->
        [one] { $max } cluster
       *[other] { $max } clusters
    } it may have.
fleet-cluster-waits-bundle-limit-zero = { $cluster } waits: the bundle's maxUnavailable is 0, so no cluster may be unavailable while it is updated, and Fleet promotes none.
fleet-cluster-waits-bundle-paused = { $cluster } waits: the bundle is paused, so staged deployments are not promoted.
fleet-cluster-waits-paused = { $cluster } waits: it is paused, so its staged deployment is not promoted.
fleet-cluster-waits-max-new = { $cluster } waits for its BundleDeployment: each reconcile creates at most { $maxNew }.
fleet-cluster-state = { $cluster } is { $state } at round { $round }.
# $value: the value to type, as Fleet reads it ("13%", "5"); $current: the field now, or "none" when it is not set.
fleet-change-partition-max-unavailable = Set { $partition }'s maxUnavailable to { $value } (it is { $current ->
        [none] not set
       *[other] { $current }
    }).
fleet-change-max-unavailable = Set maxUnavailable to { $value } (it is { $current ->
        [none] not set
       *[other] { $current }
    }).
fleet-change-max-unavailable-partitions = Set maxUnavailablePartitions to { $value } (it is { $current ->
        [none] not set
       *[other] { $current }
    }).
# $selector: the clusterSelector's labels to type, "env=dev".
# $partitions: the manual partitions whose own maxUnavailable is set too, "staging, prod".
fleet-change-max-unavailable-with-partitions = Set maxUnavailable to { $value } in the strategy (it is { $current ->
        [none] not set
       *[other] { $current }
    }) and in partitions { $partitions }: their own value wins over the strategy's.
fleet-change-partition-selector = Give partition { $partition } the clusterSelector { $selector }: with no criterion it matches no cluster.
fleet-change-add-partition = Add a partition { $partition } with the clusterSelector { $selector }.
fleet-outside-unpause-bundle = The fix is outside the strategy: unpause the bundle (spec.paused: false on its GitRepo, e.g. kubectl edit gitrepo NAME -n NAMESPACE).
fleet-outside-unpause-cluster = The fix is outside the strategy: unpause { $cluster } (kubectl edit clusters.fleet.cattle.io { $cluster } -n NAMESPACE, spec.paused: false).
fleet-outside-cluster-not-ready = The fix is on { $cluster } itself, not in the strategy: its deployment was promoted but is not ready; see why with kubectl get bundledeployments -A -o wide and its agent's logs.

# How Fleet formed the partitions (fleet/targets.rs) and what its strategy's values do (fleet/strategy.rs).
fleet-partitions-single-size = autoPartitionSize is { $size } (≤ 0): a single partition
fleet-partitions-single-threshold = autoPartitionThreshold is { $threshold } (≤ 0): a single partition
fleet-partitions-single-below = { $count } targets < autoPartitionThreshold { $threshold }: a single partition
fleet-partitions-auto = { $count } targets ≥ autoPartitionThreshold { $threshold }: automatic partitions
# $explanation: how limit() computed the size, a fleet-limit-… message ("25% of 230 → floor(57.5) = 57").
fleet-partitions-size = partition size: autoPartitionSize { $explanation }
# $sizes: "4 × 57 + 2".
fleet-partitions-sizes = partitions: { $sizes }
fleet-partitions-manual = { $count } manual partitions, in the order written; criteria are ANDed
fleet-partitions-manual-membership = a cluster is a member when all criteria hold together for one of its cluster groups (its name and labels); a cluster in no group is matched with an empty group, so a clusterGroupSelector such as {"{}"} or a NotIn / DoesNotExist expression matches it
fleet-partitions-unmatched = { $count } targets match no partition: they are never deployed, yet count in the bundle summary (Pending), so the bundle never becomes Ready
# $path: partitions[2]; $name: the partition's name (the -unnamed ids: it has none).
fleet-partition-no-criteria = { $path } ({ $name }) sets none of clusterName, clusterSelector, clusterGroup, clusterGroupSelector: it matches no cluster
fleet-partition-no-criteria-unnamed = { $path } (unnamed) sets none of clusterName, clusterSelector, clusterGroup, clusterGroupSelector: it matches no cluster
fleet-partition-unknown-group = { $path }.clusterGroup: no cluster group named "{ $group }"; the partition matches no cluster
fleet-partition-matches-none = { $path } ({ $name }) matches no cluster
fleet-partition-matches-none-unnamed = { $path } (unnamed) matches no cluster
# $field: rolloutStrategy.maxUnavailable, rolloutStrategy.partitions[0].maxUnavailable, …
fleet-warning-negative-clamped = { $field } is { $value }: Fleet's limit() clamps a negative integer to 0.
fleet-warning-negative-size = rolloutStrategy.autoPartitionSize is { $value }: Fleet turns automatic partitioning off for an integer ≤ 0, so all targets form one partition.
fleet-warning-negative-threshold = rolloutStrategy.autoPartitionThreshold is { $value }: Fleet turns automatic partitioning off for a threshold ≤ 0, so all targets form one partition.
fleet-warning-negative-max-new = rolloutStrategy.maxNew is { $value }: Fleet creates a BundleDeployment only while the number created in this reconcile is below maxNew, so no BundleDeployment is ever created.
# #37: a value Fleet's controller never reads (limit() parses only what a reconcile
# reaches). $field: the field path; $value: the value as written; $reason: a
# fleet-unread-… message; $error: the controller's error text once it reads it (English, verbatim).
fleet-warning-unread-value = { $field } "{ $value }" is never read while { $reason }: Fleet's limit() parses a value only when it reaches it; once it does, every reconcile fails with: { $error }
fleet-unread-below-threshold = there are fewer targets ({ $count }) than autoPartitionThreshold ({ $threshold })
fleet-unread-partitioning-off = autoPartitionThreshold is { $threshold } (≤ 0), which turns automatic partitioning off
fleet-unread-manual-partitions = the partitions are manual
fleet-unread-empty-partition = { $path } matches no cluster, and limit() of 0 clusters is 1 before it reads a value
fleet-unread-no-targets = the bundle has no targets, and limit() of 0 clusters is 1 before it reads a value
# A ClusterGroup whose selector Fleet cannot use; $log: Fleet's log message, $error: the Go error it logs (both verbatim English).
fleet-warning-group-selector = ClusterGroup { $namespace }/{ $name } has a selector Fleet cannot use: the controller logs "{ $log }" with error "{ $error }" and skips the group, so it holds no cluster

# The Kubernetes capacity lab's answers, suggested changes and change summaries.
capacity-pod-rejected = { $pod } cannot be scheduled: PreFilter rejects it with “{ $message }”.
capacity-pod-skipped = { $pod } has no claim for the volume binding plugin to check, so every node passes it.
capacity-pod-feasible = { $pod } fits on { $feasible } of { $total ->
        [one] { $total } node
       *[other] { $total } nodes
    }, and the scheduler would pick { $selected }.
capacity-pod-none = { $pod } cannot be scheduled: no node passes the volume binding filter, and the scheduler reports “{ $event }”.
capacity-node-prefilter = { $node } is not checked: PreFilter rejects the pod with “{ $message }”.
capacity-node-passes-no-claims = { $node } passes: the pod has no claim for the volume binding plugin to check.
capacity-node-passes-capacity = { $node } passes: CSIStorageCapacity { $capacity } for { $segment } offers { $limitBytes }, enough for claim { $claim }'s request of { $requestBytes }.
capacity-node-passes-no-request = { $node } passes: claim { $claim } can be provisioned for it, and its capacity is not checked because the claim requests no size.
capacity-node-passes-no-driver = { $node } passes: claim { $claim } can be provisioned for it, and its capacity is not checked because there is no CSIDriver named { $driver }.
capacity-node-passes-not-tracked = { $node } passes: claim { $claim } can be provisioned for it, and its capacity is not checked because CSIDriver { $driver } does not turn on storageCapacity.
capacity-node-passes-static = { $node } passes: claim { $claim } can bind an available persistent volume reachable from it.
capacity-node-passes-bound = { $node } passes: every bound volume of the pod is reachable from it.
capacity-node-fails = { $node } fails: the scheduler records “{ $reasons }”.
capacity-node-fails-pv-missing = { $node } fails: claim { $claim } is bound to persistent volume { $pv }, which does not exist.
capacity-node-fails-pv-affinity = { $node } fails: claim { $claim } is bound to persistent volume { $pv }, and the volume's node affinity does not include { $node }.
capacity-node-fails-selected-node = { $node } fails: claim { $claim } is already being provisioned for { $selected } (annotation volume.kubernetes.io/selected-node).
capacity-node-fails-no-provisioner = { $node } fails: no available persistent volume fits claim { $claim } there, and storage class { $class } cannot provision one.
capacity-node-fails-topology = { $node } fails: storage class { $class } allows volumes only where { $allowed }, so claim { $claim } cannot be provisioned for { $node }.
capacity-node-fails-capacity = { $node } fails: the largest CSIStorageCapacity reaching it, { $capacity } for { $segment }, offers { $limitBytes }, less than claim { $claim }'s request of { $requestBytes }.
capacity-node-fails-capacity-unset = { $node } fails: the CSIStorageCapacity objects of class { $class } reaching it publish no size, and an object without a size never fits claim { $claim }.
capacity-node-fails-no-capacity = { $node } fails: no CSIStorageCapacity of class { $class } reaches it, so claim { $claim }'s request of { $requestBytes } has no capacity to go to.
capacity-change-raise-capacity = Let { $capacity } offer { $bytes } or more, so a CSIStorageCapacity that large reaches { $node } (it offers { $currentBytes }).
capacity-change-add-capacity = Publish a CSIStorageCapacity of class { $class } with { $bytes } or more that reaches { $node }.
capacity-change-claim-request = Set claim { $claim }'s request to { $bytes } or less (it is { $currentBytes }).
capacity-change-node-labels = Label { $node } with { $labels }.
capacity-change-class-allow-topology = Add { $key }={ $value } to the allowedTopologies of storage class { $class }, so it allows { $node }.
capacity-change-class-wait-for-first-consumer = Make storage class { $class } WaitForFirstConsumer: with Immediate its volume is created as soon as the claim exists, wherever the driver picks and before any capacity check, and the scheduler only waits for it. A cluster refuses to edit a class: create one with volumeBindingMode: WaitForFirstConsumer and use it in the claim.
capacity-outside-pv-missing = The fix is outside the lab: claim { $claim } is bound to persistent volume { $pv }, which does not exist. Restore { $pv } (kubectl apply -f its manifest) or delete the claim so a new volume is provisioned (kubectl delete pvc { $claim }; its data is lost).
# $allowed: the nodes the PV's node affinity names ("node-1"), or its terms ("zone=a").
capacity-outside-pv-affinity = The fix is outside the lab: { $pv } (claim { $claim }) can be used only from { $allowed }, and a cluster refuses to change a persistent volume's node affinity. Run the pod there, or move the data: copy it out, delete claim { $claim } and create it again so a new volume is provisioned for { $node } (kubectl delete pvc { $claim }).
capacity-outside-selected-node = The fix is outside the lab: the provisioner is already creating { $claim }'s volume for { $selected } (annotation volume.kubernetes.io/selected-node). Wait for it, or run kubectl annotate pvc { $claim } volume.kubernetes.io/selected-node- to let the scheduler choose again.
capacity-outside-no-provisioner = The fix is outside the lab: class { $class } provisions nothing, so claim { $claim } needs a persistent volume created by hand that { $node } can reach (kubectl apply -f pv.yaml), or a class with a CSI driver.
capacity-outside-capacity-unset = The fix is outside the lab: the CSIStorageCapacity objects of class { $class } that reach { $node } give no capacity. The driver's external-provisioner writes them: see its logs (kubectl logs -c csi-provisioner on the driver's controller pod).
capacity-outside-prebound = The fix is outside the lab: claim { $claim } names persistent volume { $pv } but is not bound to it yet. Wait for the volume controller to bind them, or check { $pv } (kubectl describe pv { $pv }).
capacity-outside-class-missing = The fix is outside the lab: claim { $claim } asks for storage class { $class }, which does not exist. Create the class (kubectl apply -f storageclass.yaml) or create the claim again with an existing class.
# $message: the scheduler's own message (English, verbatim).
capacity-outside-claim-problem = The fix is outside the lab: the scheduler says "{ $message }". Delete or fix claim { $claim } as that says (kubectl describe pvc { $claim }); a claim made for another pod is deleted so the controller creates it again for this one.
capacity-diff-nothing = Nothing changed: every node has the verdict it had before this edit.
capacity-diff-now-passes = { $node } now passes.
capacity-diff-now-fails = { $node } now fails.
capacity-diff-many = { $count } nodes changed their verdict: { $pass } now pass and { $fail } now fail.
capacity-diff-pod = No node changed its verdict; the scheduler would now pick { $after } instead of { $before }.

# Capacity and Fleet explanations (issue #11): the capacity lab's claim checks,
# PreFilter's classification of the pod's volumes, PreBind, the simulation
# timeline (placement::capacity::sentences; the English equals the engine's text).
capacity-claim-pv-missing = persistentvolume "{ $pv }" does not exist
capacity-claim-node-conflict = persistentvolume "{ $pv }"'s nodeAffinity does not match node { $node }
capacity-claim-bound = persistentvolume "{ $pv }" is reachable from node { $node }
capacity-claim-selected-other = annotation volume.kubernetes.io/selected-node={ $selected } names another node
capacity-claim-static-match = matches persistentvolume "{ $pv }" ({ $sizeBytes })
capacity-claim-no-provisioner = no matching persistentvolume and storageclass "{ $class }" cannot provision (provisioner "{ $provisioner }")
capacity-claim-topology = storageclass "{ $class }"'s allowedTopologies exclude node { $node }
capacity-claim-no-room = no CSIStorageCapacity of class "{ $class }" reaching node { $node } has room for { $requestBytes }
capacity-claim-provisionable = can be provisioned by { $provisioner } for node { $node }
capacity-claim-not-checked = not checked: the plugin stopped at an earlier claim on this node
capacity-skip-no-request = the claim has no storage request
capacity-skip-no-driver = no CSIDriver named "{ $driver }": capacity is not checked
capacity-skip-tracking-false = CSIDriver "{ $driver }" has storageCapacity false: capacity is not checked
capacity-skip-tracking-unset = CSIDriver "{ $driver }" has storageCapacity unset: capacity is not checked
capacity-object-unset = neither maximumVolumeSize nor capacity is set: never fits
capacity-object-fits = { $field } { $limitBytes } ≥ request { $requestBytes }
capacity-object-short = { $field } { $limitBytes } < request { $requestBytes }
capacity-why-csi-inline = CSI inline ephemeral volume: scheduled without capacity tracking
capacity-why-not-examined = not examined: PreFilter stopped at an earlier volume
capacity-why-bound = bound to persistentvolume "{ $pv }"
capacity-why-delayed = unbound, class is WaitForFirstConsumer: decided per node
capacity-why-pre-bound = pre-bound to a volume but binding is not complete
capacity-why-no-class = unbound and has no storage class
capacity-why-class-missing = unbound, and its storage class "{ $class }" does not exist: the scheduler takes it as not delayed (IsDelayBindingMode)
capacity-why-immediate = unbound, class is Immediate: the driver creates the volume on its own and the pod follows it
capacity-prebind-volume-gone = volume { $volume } is gone
capacity-prebind-claim-deleted = claim { $claim } was deleted
capacity-prebind-affinity-lost = volume { $volume }'s node affinity no longer accepts node { $node }
capacity-prebind-volume-taken-back = the PV controller took volume { $volume } back (its claimRef has no UID)
capacity-prebind-waiting-pv-controller = waiting for the PV controller to bind claim { $claim } to volume { $volume }
capacity-prebind-bound-to-volume = claim { $claim } is bound to volume { $volume }
capacity-prebind-no-annotations = claim { $claim } has no annotations any more
capacity-prebind-selected-other = claim { $claim }'s selected-node annotation names node { $node }
capacity-prebind-selected-removed = claim { $claim }'s selected-node annotation was removed (the provisioner gave up)
capacity-prebind-volume-not-cached = claim { $claim } names volume { $volume }, which is not in the cache yet
capacity-prebind-volume-unreachable = the new volume { $volume } cannot be reached from node { $node }
capacity-prebind-waiting-provisioning = waiting for the volume of claim { $claim } to be provisioned and bound
capacity-prebind-bound-to-new-volume = claim { $claim } is bound to its new volume { $volume }
capacity-prebind-not-checked = not checked: checkBindings stopped at an earlier claim
capacity-prebind-no-claim = The pod uses no claim, so PreBind has nothing to bind and succeeds at once.
capacity-prebind-already-bound = Every claim of the pod was already bound at Reserve, so PreBind succeeds at once.
capacity-prebind-all-bound = Every claim of pod { $pod } is bound, so PreBind succeeds and the pod is bound to node { $node }.
capacity-prebind-fails = PreBind fails with "binding volumes: { $error }": the pod's volumes are unreserved and the pod goes back to the scheduling queue.
capacity-prebind-timeout = A claim is still not bound after { $elapsed } s, which reaches bindTimeoutSeconds ({ $timeout } s), so PreBind fails with "{ $error }" and the pod goes back to the scheduling queue.
capacity-prebind-waiting = A claim is not bound yet, so PreBind checks again in a second; it gives up at bindTimeoutSeconds ({ $timeout } s), { $left } s from now.
capacity-prebind-node-deleted = PreBind fails with "binding volumes: { $error }" because node { $node } was deleted; the pod goes back to the scheduling queue.
capacity-prebind-pod-deleted = PreBind fails with "binding volumes: { $error }" because pod { $pod } was deleted; the pod goes back to the scheduling queue.
capacity-sim-arrived = pod and claims created
capacity-sim-scheduled-waiting = scheduled on { $node }; waiting for { $count } volume(s) to be provisioned
capacity-sim-volume-created = volume for claim { $claim } ({ $sizeBytes }) created
capacity-sim-binding-failed = binding failed: back to the queue in { $backoff } s
capacity-sim-immediate-created = Immediate claim { $claim }: the driver created { $sizeBytes } in segment { $segment }
capacity-sim-free-space-changed = { $segment }: real free space changed by { $deltaBytes } to { $freeBytes } (not published yet)
capacity-sim-bind-timeout = PreBind waited bindTimeoutSeconds ({ $timeout } s) for { $count } volume(s) and failed with "{ $error }"; the pod goes back to the queue in { $backoff } s while the provisioning goes on.
capacity-sim-running = all volumes bound: the pod runs

# Fleet explanations (issue #11): why a round's clusters wait (fleet::simulate::Wait::sentence;
# the English equals the engine's message).
fleet-wait-max-new = maxNew { $maxNew } BundleDeployments created; { $waiting } members of reached partitions wait for the next reconcile
fleet-wait-max-new-zero = maxNew is { $maxNew }: no BundleDeployment is ever created
fleet-wait-bundle-limit = { $partition }: { $waiting } staged clusters wait: bundle unavailable { $unavailable } reached maxUnavailable { $maxUnavailable }
fleet-wait-partition-limit = { $partition }: { $waiting } staged clusters wait: partition unavailable { $unavailable } reached its maxUnavailable { $maxUnavailable }
fleet-wait-paused-bundle = { $partition }: { $waiting } staged clusters are not promoted because the bundle is paused
fleet-wait-paused-clusters = { $partition }: { $waiting } staged clusters are not promoted because the clusters are paused
fleet-wait-unmatched = { $clusters } targets match no partition: never deployed, counted as Pending
fleet-stop = stopped at { $partition }: { $notUpToDate } members not up to date or unavailable > maxUnavailable { $maxUnavailable }, so { $partitions } unavailable partitions > maxUnavailablePartitions { $maxPartitions }; { $later } later partitions wait
fleet-outcome-complete = every partitioned target runs version { $version } and is ready
fleet-outcome-complete-modified = every partitioned target runs version { $version } and is ready; { $modified } of them are Modified (changed on the cluster after the apply), so the bundle is not Ready, though the rollout does not wait for them
fleet-outcome-complete-unmatched = every partitioned target runs version { $version } and is ready; { $unmatched } targets match no partition and stay Pending, so the bundle is not Ready
fleet-outcome-complete-modified-unmatched = every partitioned target runs version { $version } and is ready; { $modified } of them are Modified (changed on the cluster after the apply), so the bundle is not Ready, though the rollout does not wait for them; { $unmatched } targets match no partition and stay Pending, so the bundle is not Ready
fleet-outcome-stalled = nothing changes any more
fleet-outcome-stalled-not-ready = nothing changes any more: { $notReady } NotReady, { $waitApplied } WaitApplied, { $errApplied } ErrApplied targets (never ready, offline or failing)
fleet-outcome-max-rounds = stopped after maxRounds = { $maxRounds } rounds

# The rollout and balance labs' change summaries, and the balance lab's disk answers.
fleet-diff-nothing = Nothing changed: every cluster has the same state and partition at round { $round }, and the rollout still ends at round { $rounds }.
fleet-diff-added = { $cluster } is new: it is { $state } at round { $round }.
fleet-diff-removed = { $cluster } is gone from the fleet.
fleet-diff-partition = { $cluster } moved from partition { $fromNumber } ({ $from }) to partition { $toNumber } ({ $to }).
fleet-diff-matched = { $cluster } now belongs to partition { $toNumber } ({ $to }); before this edit it matched no partition.
fleet-diff-unmatched = { $cluster } now matches no partition; before this edit it was in { $from }.
fleet-diff-state = { $cluster } is now { $to } at round { $round } (it was { $from }).
fleet-diff-many = { $count } clusters changed at round { $round }, the first being { $first } (state changed: { $states }; partition changed: { $partitions }; new: { $added }; gone: { $removed }).
fleet-diff-rounds = The rollout now finishes in { $after ->
        [one] { $after } round
       *[other] { $after } rounds
    } instead of { $before }.
fleet-diff-now-finishes = The rollout now finishes in { $after ->
        [one] { $after } round
       *[other] { $after } rounds
    }; before this edit it did not finish.
fleet-diff-no-longer-finishes = The rollout no longer finishes (it ends unfinished at round { $after }); before this edit it finished in { $before ->
        [one] { $before } round
       *[other] { $before } rounds
    }.
balance-disk-only = { $node }/{ $disk } gets the replica: it is the only candidate disk, so Longhorn takes it without computing a score.
balance-disk-node-fallback-lost = { $node }/{ $disk } loses: no node has { $sizeBytes } usable in all, so Longhorn takes any node, and the playground shows { $winner }.
balance-disk-node-too-small = { $node }/{ $disk } loses: node { $node } has { $usableBytes } usable in all, less than the replica's { $sizeBytes }, so the node stage leaves it out.
balance-disk-node-tie-lost = { $node }/{ $disk } loses: node { $node } ties with node { $winner } at score { $score }, Longhorn picks one of them at random, and the playground shows { $winner }.
balance-disk-node-lost = { $node }/{ $disk } loses: node { $node } scores { $score } in the node stage and node { $winner } scores lower ({ $winnerScore }), so only { $winner }'s disks are considered.
balance-disk-fallback = { $node }/{ $disk } gets the replica: no disk on { $node } has { $sizeBytes } usable, so Longhorn takes any of them, and the playground shows this one.
balance-disk-fallback-lost = { $node }/{ $disk } loses: no disk on { $node } has { $sizeBytes } usable, so Longhorn takes any of them, and the playground shows { $winner }.
balance-disk-too-small = { $node }/{ $disk } loses: it has { $usableBytes } usable, less than the replica's { $sizeBytes }.
balance-disk-tie-wins = { $node }/{ $disk } wins a tie: { $count } disks share the lowest balance score { $score }, Longhorn picks one of them at random, and the playground shows this one.
balance-disk-tie = { $node }/{ $disk } ties with { $winner } for the lowest balance score { $score }: Longhorn picks one of them at random, and the playground shows { $winner }.
balance-disk-loses = { $node }/{ $disk } loses: its balance score { $score } is higher than { $winner }'s { $winnerScore }.
balance-disk-wins = { $node }/{ $disk } wins: its balance score { $score } is the lowest of the { $count } disks scored (the next best, { $runnerUp }, scores { $runnerScore }).
balance-disk-wins-alone = { $node }/{ $disk } wins: it is the only disk on { $node } with room for the replica (balance score { $score }).
balance-diff-nothing = Nothing changed: the replica still goes to the same disk with the same score.
balance-diff-winner = { $winner } now wins (before this edit, { $before } won).
balance-diff-score = { $winner } still wins; its balance score is now { $score } (it was { $before }).
balance-diff-placed = { $winner } now wins; before this edit no disk could take the replica.
balance-diff-unplaced = No disk can take the replica now; before this edit, { $before } won.

# fleet::limit()'s arithmetic (kernel::int_or_percent::limit), one message per
# branch; the English is the engine's `explanation`. $count: how many clusters or
# partitions the value is taken of; $result: the count reached.
fleet-limit-no-count = count is { $count } → 1
# $number: an integer maxUnavailable (written without quotes).
fleet-limit-number = { $number } = { $number }
fleet-limit-number-clamped = { $number } clamped to [0, { $count }] = { $result }
# $value: a string holding an integer ("5"), quoted as written.
fleet-limit-string = "{ $value }" = { $result }
fleet-limit-string-unclamped = "{ $value }" = { $result } (a string integer is not clamped to { $count })
# $percent: the percentage as written ("10%").
fleet-limit-percent-zero = { $percent } ≤ 0% → 1
# $exactTenThousandths: count × percent / 100 (shown as the decimal, "5.7"); $floor: its floor.
fleet-limit-percent = { $percent } of { $count } → floor({ $exactTenThousandths }) = { $result }
fleet-limit-percent-default = default { $percent } of { $count } → floor({ $exactTenThousandths }) = { $result }
fleet-limit-percent-at-least-one = { $percent } of { $count } → floor({ $exactTenThousandths }) = { $floor } → at least 1 = { $result }
fleet-limit-percent-at-most = { $percent } of { $count } → floor({ $exactTenThousandths }) = { $floor } → at most { $count } = { $result }
# A string integer beyond the int64 range: Go's IntValue keeps Atoi's largest int.
fleet-limit-string-overflow = "{ $value }" = { $result } (beyond the int range: Go's IntValue keeps Atoi's largest int)
# int() of NaN or of a product beyond int64: platform-defined in Go; the playground gives amd64's answer.
fleet-limit-percent-int-undefined = { $percent } of { $count }: Go's int() of NaN or of a value beyond the int64 range is platform-defined; on amd64 it is -9223372036854775808, so / 100 < 1 → 1
# Between the items of a list argument (a list of messages, each said in this language).
message-list-separator = {", "}
message-clause-separator = {"; "}
