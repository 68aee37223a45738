# The Learn page's Longhorn texts, fetched when a Longhorn walk first opens (the tiers lesson,
# walks/lessons/tiers.yaml, or a Longhorn scenario explained as a lesson): in no first load.

## The picture of a Longhorn step (labs/learn/longhorn_view.rs).
learn-lh-caption = Volume { $volume }: its replicas on the nodes and disks, zone by zone.
learn-lh-zone = Zone { $zone }
learn-lh-no-zone = No zone
learn-lh-disk-facts = { $available } available of { $maximum } · { $reserved } reserved · { $scheduled } scheduled
learn-lh-replica = replica { $replica }
learn-lh-unscheduled = Not scheduled: { $replicas }
learn-lh-hidden = The replicas' places show once you have predicted.

## The tiers lesson's steps.
learn-tiers-intro = Volume { $volume } asks for { $replicas } replicas, and the cluster has { $nodes } nodes in two zones. The scheduler places one replica at a time, trying tiers in order: a new node in a new zone; then, if zone anti-affinity is soft, a new node in a zone that already holds a replica; then, if node anti-affinity is soft too, a node that already holds one. Within a tier, each disk must pass the space checks.
learn-tiers-first = The first replica, { $replica }, finds every zone and every node new, so the first tier takes each node with a disk that fits, and the balance pick chooses { $node }. { $answer }
learn-tiers-predict-zone = { $replica } comes next, and { $first } already holds a replica. Which node does the scheduler give it?
learn-tiers-zone = The first tier asks for a new node in a new zone, though replica-zone-soft-anti-affinity is { $zoneSoft }: soft only lets a later tier share a zone when the first finds nothing. { $answer }
learn-tiers-minimal = The third replica has no new zone left, so the second tier offers the new node in a used zone, and its disks must pass two space checks. The first, minimal available: available − actual > maximum × minimal% / 100. For disk { $disk }: { $availableBytes } − { $actualBytes } > { $maximumBytes } × { $percent }% / 100 = { $limitBytes }? The check is strict: equal is not enough.
learn-tiers-unscheduled = The node's other disk fails the same check, and no tier has a candidate: { $answer }
learn-tiers-task-minimal = The setting storage-minimal-available-percentage is { $percent }%, one value for every disk of the cluster, and { $replica } is not scheduled.
learn-tiers-task-minimal-prompt = schedule the third replica on node-a by changing this percentage.
learn-tiers-task-minimal-hint = A disk passes when its available space is more than this percentage of its maximum: lower the percentage until disk X's available space is more than that share.
learn-tiers-overprovisioning = { $answer } The second space check, over-provisioning, counts what is scheduled, not what is written: size + scheduled ≤ (maximum − reserved) × over-provisioning% / 100. For disk { $disk }: { $sizeBytes } + { $scheduledBytes } ≤ ({ $maximumBytes } − { $reservedBytes }) × { $percent }% / 100 = { $limitBytes }. Here equal is enough.
learn-tiers-hard = A fourth replica. replica-soft-anti-affinity is { $nodeSoft }: node anti-affinity is hard, and every node already holds a replica, so no tier is left: { $answer }
learn-tiers-soft = Now replica-soft-anti-affinity is { $nodeSoft }: node anti-affinity is soft, and the last tier takes the nodes that already hold a replica. replica-disk-soft-anti-affinity is { $diskSoft }, and the scheduler still prefers a disk without a replica of the volume: { $answer }
