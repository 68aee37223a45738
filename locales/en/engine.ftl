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
capacity-change-pv-allow-node = Add { $node } to the node affinity of persistent volume { $pv }.
capacity-change-class-allow-topology = Add { $key }={ $value } to the allowedTopologies of storage class { $class }, so it allows { $node }.
capacity-diff-nothing = Nothing changed: every node has the verdict it had before this edit.
capacity-diff-now-passes = { $node } now passes.
capacity-diff-now-fails = { $node } now fails.
capacity-diff-many = { $count } nodes changed their verdict: { $pass } now pass and { $fail } now fail.
capacity-diff-pod = No node changed its verdict; the scheduler would now pick { $after } instead of { $before }.

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
# The playground's own sentences (issue #10): the placement map, what-if on the map, drawing on the pictures.
map-pending = Not scheduled:
map-no-zone = (no zone)
map-zone = zone { $zone }
map-zone-empty = No node in this zone yet.
map-add-node = + node
map-add-node-label = Add a node in { $zone }
map-node-label = Node { $node }: drag it onto another zone, or press Alt+Left or Alt+Right to move it to the zone before or after.
map-drawing-hint = Draw on the map: click into a zone to add a node there, drag a node onto another zone to move it (or focus it and press Alt+Left or Alt+Right). Each is one edit that Undo takes back.
whatif-map-fail-node = The map shows the cluster if { $node } goes down, once replica-replenishment-wait-interval has passed.
whatif-map-cordon-node = The map shows the cluster if { $node } is cordoned.
whatif-map-evict-node = The map shows the cluster if { $node } is evicted.
whatif-map-key = A dashed chip marks where a replica was and says where it would go; a marked chip shows where a replica would arrive.
whatif-nothing = No replica would move.
whatif-moved = { $replica } would move from { $from } to { $to }.
whatif-placed = { $replica } would be created on { $to }.
whatif-unscheduled = { $replica } would leave { $from } and not be scheduled anywhere.
whatif-appeared-unscheduled = { $replica } would be created but not scheduled.
whatif-removed = { $replica } would be removed from { $from }.
whatif-many = Replicas that would change: { $count } (would move: { $moved }; would be created: { $placed }; would not be scheduled: { $unscheduled }; would be removed: { $removed }).
whatif-mark-moves-to = would move to { $to }
whatif-mark-comes-from = would come from { $from }
whatif-mark-created = would be created here
whatif-mark-unscheduled = would be unscheduled
whatif-mark-removed = would be removed
whatif-mark-fails = would fail
whatif-mark-evicted = would be evicted
whatif-node-fail-node = goes down
whatif-node-cordon-node = cordoned
whatif-node-evict-node = evicting
balance-slider-label = Usable storage of { $disk }
balance-slider-value = { $amount } usable
balance-slider-hint = Drag a disk's bar, or focus it and press the arrow keys, to set that disk's usable storage (Page Up and Page Down move by ten steps, Home and End to the ends). Each change is one edit that Undo takes back.
whatif-mark-fails-replaced = would fail, replaced on { $to }
whatif-mark-evicted-replaced = would be evicted, replaced on { $to }
whatif-mark-replaces = would be created here, replacing { $replica }
# Longhorn map overview
map-overview-toggle = Show every node
map-overview-hint = { $count ->
        [one] { $count } node: each square is a node with its number of replicas.
       *[other] { $count } nodes: each square is a node with its number of replicas.
    } Striped: down or scheduling disabled; dashed frame: cordoned; ! and a number: disks that take no replicas; *: replicas with a mark; dark with a frame: the node of the selected replica. The arrow keys move between squares, Enter opens a node's card, Escape closes it.
map-overview-drawing-hint = Alt+Left or Alt+Right on a square moves its node to the zone before or after.
map-square-label = { $node }: { $replicas ->
        [one] { $replicas } replica
       *[other] { $replicas } replicas
    }{ $disks ->
        [0] {""}
        [one] , { $disks } unschedulable disk
       *[other] , { $disks } unschedulable disks
    }{ $marked ->
        [0] {""}
        [one] , { $marked } replica marked
       *[other] , { $marked } replicas marked
    }.
map-square-label-down = { $node } is down: { $replicas ->
        [one] { $replicas } replica
       *[other] { $replicas } replicas
    }{ $disks ->
        [0] {""}
        [one] , { $disks } unschedulable disk
       *[other] , { $disks } unschedulable disks
    }{ $marked ->
        [0] {""}
        [one] , { $marked } replica marked
       *[other] , { $marked } replicas marked
    }.
map-square-label-off = { $node } has scheduling disabled: { $replicas ->
        [one] { $replicas } replica
       *[other] { $replicas } replicas
    }{ $disks ->
        [0] {""}
        [one] , { $disks } unschedulable disk
       *[other] , { $disks } unschedulable disks
    }{ $marked ->
        [0] {""}
        [one] , { $marked } replica marked
       *[other] , { $marked } replicas marked
    }.
map-square-label-cordoned = { $node } is cordoned: { $replicas ->
        [one] { $replicas } replica
       *[other] { $replicas } replicas
    }{ $disks ->
        [0] {""}
        [one] , { $disks } unschedulable disk
       *[other] , { $disks } unschedulable disks
    }{ $marked ->
        [0] {""}
        [one] , { $marked } replica marked
       *[other] , { $marked } replicas marked
    }.
map-node-with-mark = { $node } ({ $mark })
map-card-label = Card of node { $node }
map-card-close = Close
map-card-close-label = Close the card of node { $node }
