# The longhorn lab's own page texts (issue #11), language: en.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.


## Result panel
lh-result-heading = Result
lh-result-fix-fields = Fix the highlighted fields to see where the replicas go.
lh-result-stale = Some fields are invalid: showing the result of the last valid drawing.
lh-result-wait-note = Waiting for a failed replica to come back: degraded at { $degradedAt } s, replica-replenishment-wait-interval { $interval } s, so no new replica before { $until } s ({ $remaining } s from now).
lh-result-not-placed = not placed
lh-result-not-created = not created: the precheck found no candidate disk
lh-map-heading = Placement map
lh-map-hint = Each chip is a replica on its disk: its volume's letter, colour and pattern, then the end of its name (A r-1 is replica r-1 of the first volume). Click a chip for its why.
lh-change-moved = moved
lh-change-placed = newly placed
lh-change-unscheduled = now unscheduled
lh-change-appeared-unscheduled = new, not scheduled
lh-change-removed = removed
lh-state-existing = existing
lh-state-failed = failed
lh-state-reused = reused (rebuilds in place)
lh-state-new = new
lh-state-unscheduled = unscheduled
lh-state-evicting = evicting

## The why panel's answer
lh-answer-changes = What would change it (each alone schedules the replica):
lh-answer-apply = Apply
lh-answer-apply-label = Apply: { $change }
lh-answer-outside = On the cluster (the lab cannot apply these):


## The why panel
lh-why-label = Why
lh-why-heading-empty = Why?
lh-why-hint = Click a replica (in the list or on the map) to see how Longhorn placed it.
lh-why-heading = Why: { $replica } of { $volume }
lh-why-details = How Longhorn decided: tiers, node and disk verdicts, formulas
lh-why-summary-placed = { $replica } is on disk { $disk } of node { $node } ({ $state }).
lh-why-summary-not-placed = { $replica } is not placed ({ $state }).
lh-why-summary-never-created = { $replica } was never created: the precheck before creating it found no candidate disk.
lh-why-level-soft-volume = soft (volume override)
lh-why-level-soft-global = soft (global setting)
lh-why-level-hard-volume = hard (volume override)
lh-why-level-hard-global = hard (global setting)
lh-why-anti-affinity = Anti-affinity in force — node: { $node }, zone: { $zone }, disk: { $disk }. Data locality: { $locality }.
lh-why-no-step-healthy = An existing healthy replica: the scheduler keeps it where it is and makes no decision for it. It does make its node and zone "used" for the other replicas.
lh-why-no-step-failed = A failed replica that was not reused in this run (see the volume's condition and any wait note).
lh-why-no-step = No scheduling step was recorded for this replica.
lh-why-step-scheduling = Scheduling
lh-why-step-precheck = Precheck before creating a new replica
lh-why-step-reuse = Reuse of a failed replica
lh-why-step-reuse-search = Search over the reusable replicas' disks
lh-why-reuse-reusable = { $replica } (failedAt { $failedAt } s): reusable
lh-why-reuse-not-reusable = { $replica } (failedAt { $failedAt } s): not reusable — { $why }
lh-why-reuse-hint = A reusable failed replica rebuilds in place; the search below has no capacity check.
lh-skip-already-scheduled = Already scheduled
lh-skip-unused-failed-replica = Refused before any search
lh-skip-awaiting-attachment = Waiting for the volume to be attached
lh-why-reason-given = Reason Longhorn gives:
lh-why-chosen = Chosen: disk { $disk } on node { $node }.
lh-why-no-candidate = No candidate disk. Reasons recorded:
lh-why-no-candidate-no-reason = No candidate disk and no reason recorded: the volume says
lh-why-strict-local = strict-local: hard node affinity to { $node }; every other node is out.
lh-why-tiers-heading = 1. Anti-affinity tiers, in the order tried
lh-why-tier-wins = wins
lh-why-tier-nodes = Nodes: { $nodes }
lh-why-tier-no-nodes = Nodes: none
lh-why-tier-readmitted = Taken in only by auto-balance: { $nodes }
lh-why-tier-excluded = Left out (no reason recorded): { $nodes }
lh-why-tier-passed = Disks passing the checks: { $count }
lh-why-tier-disk-anti-affinity = Removed by disk anti-affinity: { $disks }
lh-why-tier-candidates = Candidates: { $count }
lh-why-tier-reasons = Reasons:
lh-why-nodes-heading = 2. Nodes
lh-why-nodes-label = Node verdicts
lh-why-disks-heading = 3. Disks (checks in order; the first failure records its reason)
lh-why-disks-label = Disk verdicts
lh-col-node = Node
lh-col-zone = Zone
lh-col-disk = Disk
lh-col-verdict = Verdict
lh-col-tags-match = Tags match
lh-col-backing-image-tags = Backing image tags
lh-col-node-used = Node used
lh-col-zone-used = Zone used
lh-col-disk-pressure = Disk under pressure
lh-col-reason-recorded = Reason recorded
lh-col-available-minus-reserved = available − reserved ({ $unit })
lh-why-yes = yes
lh-why-no = no
lh-why-only-evicting = only evicting
lh-why-tie = Tie.
lh-why-node-tie = Nodes { $nodes } score the same: Longhorn picks one of these at random. The playground shows the first.
lh-why-disk-tie = Disks { $disks } are equally good: Longhorn picks one of these at random. The playground shows { $shown } so the same input always gives the same picture.
lh-why-fallback = Fallback.
lh-why-fallback-note = No candidate has usable storage (available − reserved − scheduled) ≥ the volume size, so Longhorn takes an arbitrary candidate. The playground shows the first by name.
lh-why-no-reason-recorded = no reason recorded
lh-why-fits-positive = maximum and available must both be > 0
lh-why-recorded = Schedulable condition { $status } as the cluster recorded it.
lh-why-recorded-but-fits = Schedulable condition { $status } as the cluster recorded it; Fits(0, 0) on these numbers says it fits.
lh-why-recorded-but-does-not-fit = Schedulable condition { $status } as the cluster recorded it; Fits(0, 0) on these numbers says it does not fit.
lh-why-balance-heading = 4. Balance pick (Longhorn ≥ 1.11), lower wins:
lh-why-single-candidate = Only one candidate disk: Longhorn takes it without computing any score.
lh-why-node-stage = Node stage
lh-why-disk-stage = Disk stage (X = all candidate disks in the cluster)
lh-why-values-in = Values in { $unit }.
lh-why-most-usable-heading = 4. Most-usable pick (Longhorn 1.4–1.10): the largest available − reserved

## Tiers, verdicts, causes
lh-tier-new-node-new-zone = new node in a new zone
lh-tier-new-node-new-zone-about = unused nodes in zones without a replica — always tried first
lh-tier-only-evicting-node-and-zone = only-evicting node and zone
lh-tier-only-evicting-node-and-zone-about = zone hard: nodes whose node and zone hold only evicting replicas
lh-tier-unused-nodes = unused nodes
lh-tier-unused-nodes-about = zone soft, node hard: nodes without a replica, in any zone
lh-tier-only-evicting-nodes = only-evicting nodes
lh-tier-only-evicting-nodes-about = zone soft, node hard: nodes holding only evicting replicas
lh-tier-unused-nodes-both-soft = unused nodes (both soft)
lh-tier-unused-nodes-both-soft-about = node and zone soft: nodes without a replica first
lh-tier-used-nodes = used nodes
lh-tier-used-nodes-about = node and zone soft: only the nodes already holding a counted replica of the volume; node tags not re-checked
lh-exclusion-node-tags = node tags do not match the node selector
lh-exclusion-node-used = holds a replica of the volume
lh-exclusion-zone-used = its zone holds a replica of the volume
lh-exclusion-node-not-only-evicting = holds no replica or a non-evicting one
lh-exclusion-zone-not-only-evicting = its zone holds no replica or a non-evicting one
lh-exclusion-backing-image-node-tags = node tags do not match the backing image's node selector
lh-exclusion-node-not-used = holds no counted replica of the volume
lh-readmission-disk-pressure = used, but a disk is under pressure (best-effort: replica-auto-balance, or the volume's replicaAutoBalance)
lh-readmission-evicting-node-in-used-zone = only evicting replicas, in a zone that still has others (best-effort: replica-auto-balance, or the volume's replicaAutoBalance)
lh-node-verdict-candidate = eligible (the tiers below decide)
lh-node-verdict-not-ready = not Ready
lh-node-verdict-cordoned = cordoned (disable-scheduling-on-cordoned-node)
lh-node-verdict-scheduling-disabled = allowScheduling is false
lh-node-verdict-eviction-requested = eviction requested
lh-node-verdict-engine-not-ready = engine image / instance manager not ready
lh-node-verdict-not-affinity-node = not the strict-local node
lh-node-verdict-no-reusable-replica = holds no reusable failed replica
lh-node-verdict-outside-topology = outside the volume's topology requirement (master)
lh-node-verdict-not-clone-source = holds no healthy replica of the source volume (linked clone)
lh-disk-verdict-node-not-candidate = node not a candidate
lh-disk-verdict-not-schedulable = dropped silently (scheduling off, evicting, or its Schedulable condition is not True)
lh-disk-verdict-unavailable = unavailable / wrong disk type
lh-disk-verdict-incompatible-volume-size = v1 volume too big for the disk's filesystem (any ext…: ≥ 16 TiB; xfs: ≥ 8 EiB − 1 B)
lh-disk-verdict-tags-not-fulfilled = disk tags do not match the disk selector
lh-disk-verdict-backing-image-tags-not-fulfilled = disk tags do not match the backing image's disk selector
lh-disk-verdict-insufficient-storage = Fits failed
lh-disk-verdict-disk-anti-affinity = removed by disk anti-affinity (holds a replica)
lh-disk-verdict-not-in-tier = passed, but its node is in no tier tried
lh-disk-verdict-not-reached = passed, but an earlier tier already had candidates
lh-disk-verdict-not-local = left out by data locality best-effort
lh-disk-verdict-not-clone-source = holds no healthy replica of the source volume (linked clone)
lh-disk-verdict-candidate = candidate, not chosen
lh-disk-verdict-chosen = chosen


## Where the docs page and the real scheduler differ
lh-docs-says = The docs page says:
lh-docs-real = The real scheduler:
lh-docs-all = { $count ->
        [one] The { $count } place where the docs page and the real scheduler differ
       *[other] All { $count } places where the docs page and the real scheduler differ
    }
lh-docs-here-new-node-new-zone = Here the first tier found a new node in a new zone although a soft setting is on.
lh-docs-here-per-node-score = The docs' per-node score would pick { $disk }.
lh-docs-here-used-nodes = This replica was placed by the last tier (used nodes).
lh-docs-here-disk-pressure = Here a used node was taken in because of disk pressure.
lh-docs-here-backing-image = Here the backing image's selectors left nodes or disks out.
lh-docs-here-no-reason = Nodes were left out of the tiers above without any reason in the message.
lh-docs-note-new-node-new-zone-first-docs = A new node in a new zone is used when both node and zone soft anti-affinity are disabled.
lh-docs-note-new-node-new-zone-first-actual = The real scheduler always tries an unused node in an unused zone first, whatever the settings.
lh-docs-note-cluster-wide-disk-score-docs = The disk stage scores the chosen node's disks among themselves.
lh-docs-note-cluster-wide-disk-score-actual = The disk stage scores the vector of all candidate disks in the cluster; per-node and cluster-wide scores can tie differently.
lh-docs-note-used-node-tier-skips-node-tags-docs = Node tags always restrict where replicas go, and with both soft settings an existing node in an existing zone is used when nothing else is.
lh-docs-note-used-node-tier-skips-node-tags-actual = With node and zone soft anti-affinity, the last tier holds only the nodes that already have a counted replica of the volume (getDiskCandidatesFromNodes(usedNodes)), and node tags are not re-checked there: an unused node that fails the node selector never gets a replica, while a used node whose tags no longer match can get another one.
lh-docs-note-dead-replicas-do-not-block-disks-docs = Hard disk anti-affinity keeps a new replica off any disk that already hosts a replica of the same volume.
lh-docs-note-dead-replicas-do-not-block-disks-actual = Only replicas that can still matter count (filterDisksWithMatchingReplicas): a failed replica that can never be reused (no node or disk, rebuildRetryCount of 5 or more, or evicting) does not block its disk; a failed replica that may still be reused does.
lh-docs-note-backing-image-selectors-docs = Node tags and disk tags must match the volume's node and disk selectors.
lh-docs-note-backing-image-selectors-actual = A volume with a backing image must also match the backing image's node selector (checked like the volume's, but not in the used-nodes tier) and disk selector (reason tags not fulfilled).
lh-docs-note-locality-waits-for-attachment-docs = Replicas are scheduled as soon as they exist (the Scheduling page does not mention data locality).
lh-docs-note-locality-waits-for-attachment-actual = A best-effort or strict-local volume that is not attached leaves its replicas unscheduled until it is attached (reconcileVolumeCondition); no reason is recorded and the Scheduled condition stays True meanwhile.
lh-docs-note-disk-pressure-readmits-used-nodes-docs = An existing node gets another replica of the volume only when node soft anti-affinity allows it.
lh-docs-note-disk-pressure-readmits-used-nodes-actual = With replica-auto-balance best-effort and replica-auto-balance-disk-pressure-percentage above 0, a used node with a disk under pressure counts as unused, so it can take another replica even under hard node anti-affinity (to move a replica between its disks).
lh-docs-note-random-tie-break-docs = The lowest score wins.
lh-docs-note-random-tie-break-actual = Ties and the no-candidate-big-enough case are decided at random by Longhorn; this engine picks deterministically and shows the tie set.
lh-docs-note-no-reason-for-anti-affinity-docs = Scheduling failures state why.
lh-docs-note-no-reason-for-anti-affinity-actual = Anti-affinity and node-tag rejections record no reason: the volume then says `replica scheduling failed` (or, for the precheck, `disks are unavailable`).


## Volumes editor
lh-volumes-hint = Volumes are scheduled one after another, in this order. Selectors list tags that must all be present.
lh-add-volume = + volume
lh-volume = Volume
lh-volume-legend = Volume { $name }
lh-remove-volume-title = Remove volume
lh-remove-volume = Remove volume { $name }
lh-size = Size
lh-actual-size = Actual size
lh-replicas = Replicas
lh-node-selector = Node selector
lh-disk-selector = Disk selector
lh-data-locality = Data locality
lh-attached-to = Attached to
lh-detached = (detached)
lh-option-missing = { $name } (missing)
lh-option-none = (none)
lh-topology-requirement = Topology requirement (master)
lh-data-engine = Data engine
lh-engine-v1 = v1 (filesystem disks)
lh-engine-v2 = v2 (block disks)
lh-override-ignored = use the global setting
lh-override-disabled = disabled (hard)
lh-existing-replicas = Existing replicas
lh-degraded-at-hint = Empty: the earliest failedAt. Degraded for longer than replica-replenishment-wait-interval, the volume replenishes: failed replicas no longer hold their nodes.
lh-col-name = Name
lh-col-state = State
lh-add-existing-replica = + existing replica
lh-not-a-linked-clone = (not a linked clone)
lh-linked-clone-of = Linked clone of
lh-backing-image = Backing image
lh-backing-images = Backing images
lh-backing-images-hint = A volume with a backing image must also match the image's node selector (not re-checked in the used-nodes tier) and disk selector (reason tags not fulfilled).
lh-add-backing-image = + backing image
lh-remove-backing-image-title = Remove backing image
lh-remove-backing-image = Remove backing image { $name }
lh-replica-name = Replica name
lh-replica-failed = failed
lh-replica-failed-at = at (s)
lh-replica-rebuild-retries = rebuild retries
lh-replica-was-healthy = was healthy
lh-remove-replica-title = Remove replica
lh-remove-replica = Remove replica { $name }

## Cluster editor
lh-bars-hint = Bars: the top strip is the disk (used = maximum − available, reserved hatched at the end); the bottom strip is what is scheduled on it.
lh-bars-hint-preview = Bars: the top strip is the disk (used = maximum − available, reserved hatched at the end); the bottom strip is what is scheduled on it and, dashed, what a replica of { $volume } ({ $size }) would add.
lh-zones = Zones
lh-add-node-here = + node here
lh-remove-zone-title = Remove zone (its nodes keep going, without a zone)
lh-remove-zone = Remove zone { $name }
lh-add-zone = + zone
lh-no-zone = No zone
lh-zone-heading = Zone { $name }
lh-zone-node-count = { $count ->
        [one] { $count } node
       *[other] { $count } nodes
    }
lh-add-node = + node
lh-option-no-zone = (no zone)
lh-badge-not-ready = not ready
lh-badge-cordoned = cordoned
lh-badge-scheduling-off = scheduling off
lh-badge-engine-not-ready = engine not ready
lh-node-legend = Node { $name }
lh-node-toggle = Show details of node { $name }
lh-remove-node-title = Remove node
lh-remove-node = Remove node { $name }
lh-tags = Tags
lh-flag-ready = Ready
lh-flag-cordoned = Cordoned
lh-flag-engine-ready = Engine ready
lh-add-disk = + disk
lh-remove-disk-title = Remove disk
lh-remove-disk = Remove disk { $name }
lh-disk-maximum = Maximum
lh-disk-available = Available
lh-disk-reserved = Reserved
lh-disk-scheduled = Scheduled
lh-available-over-maximum = Available ({ $available }) is more than Maximum ({ $maximum }): no real disk reports that, as Longhorn reads both from the disk's filesystem. The result uses the numbers as given.
lh-disk-type = Type
lh-disk-type-filesystem = filesystem (v1)
lh-disk-type-block = block (v2)
lh-schedulable-condition = Schedulable condition
lh-schedulable-computed = from Ready and the numbers
lh-schedulable-true = True (as recorded)
lh-schedulable-false = False (as recorded)
lh-schedulable-false-pressure = False, reason DiskPressure (as recorded)
lh-bar-title = maximum { $maximum }, available { $available }, used { $used }, reserved { $reserved }, scheduled { $scheduled }
lh-bar-title-preview = maximum { $maximum }, available { $available }, used { $used }, reserved { $reserved }, scheduled { $scheduled }, a new replica would add { $size } (actual { $actual })

## Settings editor
lh-settings-col-setting = Longhorn setting
lh-settings-col-default = Default
lh-settings-col-value = Value
lh-simulation = Simulation
lh-disk-choice = Disk choice
lh-disk-choice-balance = balance (Longhorn ≥ 1.11)
lh-disk-choice-most-usable = most usable (1.4–1.10)
lh-longhorn-version = Longhorn version
lh-version-release = { $version } (release)
lh-version-master = master (after v1.12.1: topology requirement)
lh-now = Now (s)
lh-now-hint = Now is the clock for failed replicas: a volume degraded for less than replica-replenishment-wait-interval waits for its failed replica instead of creating a new one.
lh-setting-replica-soft-anti-affinity = Two replicas of a volume may share a node (node level).
lh-setting-replica-zone-soft-anti-affinity = Two replicas may share a zone.
lh-setting-replica-disk-soft-anti-affinity = Two replicas may share a disk.
lh-setting-storage-minimal-available-percentage = A disk must keep more than this % of its maximum free (0–100).
lh-setting-storage-over-provisioning-percentage = Scheduled may reach this % of (maximum − reserved) (≥ 0).
lh-setting-allow-empty-node-selector-volume = A volume without a node selector may use tagged nodes.
lh-setting-allow-empty-disk-selector-volume = A volume without a disk selector may use tagged disks.
lh-setting-disable-scheduling-on-cordoned-node = Cordoned nodes take no replicas.
lh-setting-replica-replenishment-wait-interval = Seconds a failed replica keeps its node used and may be reused.
lh-setting-replica-auto-balance = best-effort lets a used node whose disk is under pressure, or an only-evicting node in a used zone, take a replica (the rebalancing itself is not simulated).
lh-setting-replica-auto-balance-disk-pressure-percentage = With best-effort: a disk whose unused share is below 100 − this % is under pressure (0 disables).
lh-setting-default-data-locality = Data locality of volumes that do not set their own.
lh-setting-fast-replica-rebuild-enabled = Per data engine. With v2 false, v2 volumes neither reuse failed replicas nor wait for them.
lh-setting-allow-volume-creation-with-degraded-availability = A volume that is not attached and has at least one healthy replica placed reports Scheduled=True even when replicas are missing ("Reset schedulable due to allow volume creation with degraded availability").
lh-setting-offline-replica-rebuilding = Rebuild replicas of a detached volume (Longhorn attaches it for that); when false, a detached volume rebuilds nothing until it is attached. A volume's offlineRebuilding overrides it.


## The lab's header, tabs, what-if, import and export
lh-title = Longhorn replica scheduling
lh-explain-lesson = Explain this as a lesson
lh-intro-reading = Where Longhorn places each replica of these volumes, as longhorn-manager v1.11–v1.12 decides it. Click a replica for the why: tiers, node and disk verdicts, the formulas with the numbers, the score tables, and where the docs page simplifies.
lh-intro-editing = Draw a cluster and its volumes, set Longhorn's scheduling settings, and see where each replica goes (as longhorn-manager v1.11–v1.12 decides it). Click a replica for the why: tiers, node and disk verdicts, the formulas with your numbers, the score tables, and where the docs page simplifies.
lh-input = Input
lh-tab-cluster = Cluster
lh-tab-volumes = Volumes
lh-tab-settings = Settings
lh-error-summary = { $count ->
        [one] { $count } field to fix; the result shows the last valid drawing.
       *[other] { $count } fields to fix; the result shows the last valid drawing.
    }
lh-whatif-label = What if
lh-whatif-heading = What if…
lh-whatif-action = Action
lh-whatif-fail-node = fail node (goes down)
lh-whatif-cordon-node = cordon node
lh-whatif-evict-node = evict node
lh-whatif-pick = Pick a node to see what happens to the replicas.
lh-whatif-pick-node = (pick a node)
lh-whatif-replica = Replica
lh-whatif-before = Before
lh-whatif-right-after = Right after
lh-whatif-after-wait = After the replenishment wait
lh-whatif-hint = The scheduled result becomes the cluster's state, the action is applied, and Longhorn schedules again. A failed node's replicas fail now; the volume waits replica-replenishment-wait-interval for them before creating new ones (last column).
lh-import-heading = Import from kubectl
lh-import-hint = Paste, pick or drop what this prints (YAML or -o json; a List or several --- documents):
lh-import-label = kubectl output
lh-import-failed = Not imported — the drawing is unchanged. { $error }
lh-import-summary = Imported { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }, { $volumes ->
        [one] { $volumes } volume
       *[other] { $volumes } volumes
    }, { $replicas ->
        [one] { $replicas } replica
       *[other] { $replicas } replicas
    }.
lh-import-recorded = Recorded by the cluster, nodes not pasted: the scenario leaves out this placement, as its nodes or disks are not among the pasted objects.
lh-import-skipped = Not used ({ $count }):
lh-import-notes = Notes:
lh-import-attached = Volume { $volume } is attached to node { $node }.
lh-import-not-pasted = These replicas of volume { $volume } are on nodes or disks that were not pasted.
lh-import-disk-uuid = Disk UUID
lh-import-failed-at = Failed at { $time }.
lh-import-not-failed = Not failed.
lh-export-heading = Export settings
lh-export-hint = These settings as Longhorn stores them: one { $kind } object each in { $namespace }; settings the playground does not model are left as they are on the cluster. Apply with:
lh-export-fix-first = Fix these settings first:
lh-export-label = Settings as settings.longhorn.io objects
lh-export-copy = Copy
lh-export-copied = Copied
lh-export-download = Download { $file }




## Field errors of the lab's own form
lh-error-required = required
lh-error-whole-number = must be a whole number (got { $value })
lh-error-not-a-number = not a number: "{ $value }"
lh-error-percentage = must be a percentage between 0 and 100 (got { $value })
lh-error-negative = must not be negative (got { $value })
lh-error-not-empty = must not be empty
lh-error-duplicate-zone = duplicate zone name { $name }
lh-error-greater-than-zero = must be greater than 0
lh-map-disk-title = { $disk }: scheduled { $scheduled } of { $maximum } (after this run)

## The placement map, its overview, what-if on the map and drawing on it (moved from engine.ftl: page texts, not the engine's)

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
whatif-mark-fails-replaced = would fail, replaced on { $to }
whatif-mark-evicted-replaced = would be evicted, replaced on { $to }
whatif-mark-replaces = would be created here, replacing { $replica }
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
map-square-label-evicting = { $node } is being evicted: { $replicas ->
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
lh-upgrade-heading = What changes if you upgrade from { $version }
lh-upgrade-run = Run this scenario at the later releases
lh-upgrade-newest = This is the newest choice: there is no later release to compare with.


## The case report's button (issue 35; the report's own texts are report.ftl, fetched with it)
report-open = Case report


