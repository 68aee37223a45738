# The stories' texts (issue 35), language: en: the story list, the player, the Longhorn
# picture, and each shipped story's captions (walks/stories/*.yaml, docs/walks.md). Built into
# no bundle: the story player fetches this file when a story is first opened. A caption's
# numbers and names are arguments, facts of the engine's result: none is typed here.

story-heading = Stories
story-intro = Demos that run themselves: each story is a sequence of edits of one lab's scenario, and each step says what the engine decides after it. Go back and the step before is exactly as it was.
story-card-facts = { $lab } · { $steps } steps · about { $minutes } min
story-all = All stories
story-no-story = There is no story “{ $story }”.
story-done = The end of this story.
story-lessons-link = Lessons
story-lab-longhorn = Longhorn
story-lab-balance = Balance
story-lab-capacity = Storage capacity
story-lab-rollout = Fleet rollout
story-scenario = The scenario at this step: the lab's engine input, as JSON
story-present = Present this story
story-present-exit = Leave the presentation
story-speaker-open = Speaker window
story-full-screen = Full screen
story-speaker-heading = Speaker view: { $title }
story-speaker-timer = Time: { $time }
story-speaker-now = On screen
story-speaker-notes = Notes
story-speaker-no-notes = No notes for this step.
story-speaker-next = Next
story-speaker-last = This is the last step.
story-change-heading = What this step changed
story-change-set = { $path } set to { $value }
story-change-remove = { $path } removed
story-change-insert = { $value } inserted at { $path }
story-change-none = Nothing in the scenario: the same scenario, another view.
story-kiosk = Kiosk loop: every story, one step after another
story-kiosk-label = { $title }: step { $step } of { $steps }
story-kiosk-empty = None of the kiosk loop's stories exists.
story-pic-caption = The nodes, and where each replica of each volume is.
story-pic-node = { $node } ({ $zone })
story-pic-node-no-zone = { $node }
story-pic-not-ready = not ready
story-pic-replica-on = { $replica } on { $node } / { $disk }
story-pic-replica-unscheduled = { $replica }: not scheduled

## A zone goes down (longhorn-zone-outage)

story-zone-outage-title = A zone goes down
story-zone-outage-summary = Soft and hard zone anti-affinity when one of three zones fails.
story-zone-outage-intro = Three zones, four nodes. The volume's three replicas go to { $first }, { $second } and { $third }: one zone each.
story-zone-outage-down = Zone { $zone } goes down: { $node } is not ready. The third replica now goes to { $third }. { $answer }
story-zone-outage-hard = Replica zone soft anti-affinity is turned off: two replicas may no longer share a zone, and only two zones are up. { $answer }
story-zone-outage-back = The zone is back: the third replica goes to { $third }, and the volume's Scheduled condition is { $status }.

## A disk fills up (longhorn-disk-full)

story-disk-full-title = A disk fills up
story-disk-full-summary = Storage Minimal Available Percentage refuses a disk that is too full, and what brings the replica back.
story-disk-full-intro = Three nodes with one disk each: { $replicas } replicas, the third on { $third }. A disk takes a replica only while its available storage is more than { $percent }% of its maximum (Storage Minimal Available Percentage).
story-disk-full-filled = The disk fills up: { $availableBytes } available. { $answer }
story-disk-full-setting = Storage Minimal Available Percentage is lowered to { $percent }%: the third replica goes back to { $third }.
story-disk-full-new-node = A new node, { $node }, joins with an empty disk: replica { $replica } goes there, and the volume's Scheduled condition is { $status }.

## Stale capacity and the retry (capacity-stale)

story-stale-title = Stale capacity and the retry
story-stale-summary = The scheduler trusts the last CSIStorageCapacity a driver published; when it is stale, provisioning fails and the pod is scheduled again.
story-stale-intro = Each zone's CSIStorageCapacity says { $capacityBytes }, more than the claim asks. { $feasible } nodes pass, and the scheduler picks { $selected }.
story-stale-taken = Another volume takes that zone's space, but the driver has not published again: the object still says { $capacityBytes }. The scheduler still picks { $selected }; provisioning fails there, the claim's selected node is cleared, and the pod goes back to the queue.
story-stale-republished = external-provisioner publishes the zone's capacity again: { $capacityBytes }. { $answer }
story-stale-retry = The retry filters on the new object. { $pod }

## A node in a new zone (capacity-new-zone)

story-new-zone-title = A node in a new zone
story-new-zone-summary = A node whose zone has no CSIStorageCapacity yet takes no claim of the class, until the driver publishes one.
story-new-zone-intro = Both zones are nearly full: { $feasible } of { $nodes } nodes pass. { $pod }
story-new-zone-joined = A node joins in a new zone, before the driver has published its capacity. { $answer }
story-new-zone-published = The driver publishes { $capacityBytes } for the new zone: the scheduler picks { $selected }.
story-new-zone-tracking-off = With storage capacity tracking turned off for the driver, the filter no longer reads the objects: { $feasible } of { $nodes } nodes pass, the full zones too.

## An image-pull storm (rollout-storm)

story-storm-title = An image-pull storm
story-storm-summary = Clusters slow to pull an image hold the rollout at their partition; clusters that never become ready stall it.
story-storm-intro = { $clusters } clusters in { $partitions } partitions. Each partition may have at most { $limit } unavailable: { $how }
story-storm-held = An image pull keeps clusters of { $partition } not ready: { $notReady } unavailable, more than { $limit }, so the rollout stops there and { $waiting } partitions wait.
story-storm-goes-on = The pulls finish and the next partitions roll. After { $rounds } rounds: { $outcome }
story-storm-stalled = Two clusters never become ready: { $partition } stays over its limit with { $notReady } unavailable. { $outcome }
story-storm-allowed = The partition's own maxUnavailable is raised to { $limit }: the rollout passes it. { $outcome }

## A rollout resumed (rollout-resume)

story-resume-title = A rollout resumed from its BundleDeployments
story-resume-summary = A live rollout, read from the BundleDeployments a support bundle recorded, goes on from where it stands.
story-resume-intro = The BundleDeployments say version { $version } is out on the first partition while the others still run the version before. The simulation starts from them: after { $rounds } rounds, { $outcome }
story-resume-not-ready = Two BundleDeployments of the first partition were recorded not ready: { $notReady } unavailable in { $partition }, more than { $limit }, so the first round stops there.
story-resume-recovered = Their clusters become ready two rounds later. After { $rounds } rounds: { $outcome }
story-resume-paused = The bundle is paused: no BundleDeployment is promoted. { $outcome }

## A node joins (balance-new-node)

story-new-node-title = A node joins
story-new-node-summary = Why an empty node does not always take the next replica under the balance pick.
story-new-node-intro = The docs' example: the replica goes to node { $node }, disk { $winner }.
story-new-node-joined = An empty node joins. With the replica on it the cluster would score { $scoreC }; on { $node }, { $scoreB }. The lower wins, so the replica still goes to { $winner }.
story-new-node-larger = The new node's disk is { $usableBytes }: now { $node } wins with { $scoreC }, and the replica goes to { $winner }.

## Replicas one after another (balance-filling)

story-filling-title = Replicas one after another
story-filling-summary = Each replica placed changes the next pick: the balance score evens the disks out.
story-filling-first = The first replica goes to { $winner }.
story-filling-next = That replica takes { $sizeBytes } of its disk. The next one goes to { $winner }.
