# The Learn section's own page texts (issue 34), language: en: the lesson list, the
# pictures, and each lesson's narration. A narration's numbers and names are arguments,
# facts of the engine's result (walks/lessons/*.yaml, docs/walks.md): none is typed here.

learn-heading = Learn
learn-intro = Lessons that walk through how Longhorn, the Kubernetes scheduler and Fleet decide, one idea per step. The numbers in each sentence come from the engine; some you can drag, and the picture follows. Predict what wins, then change the scenario yourself.
learn-card-facts = { $steps } steps · about { $minutes } min · reached step { $reached }
learn-all-lessons = All lessons
learn-stories-link = Stories: demos that run themselves, step by step
learn-done = The end of this lesson.
learn-no-lesson = There is no lesson “{ $lesson }”.
learn-explain-nothing = There is no scenario to explain: open a lab and press “Explain this as a lesson”.
learn-pic-caption = The candidate disks: each bar is a disk's usable storage; a replica of { $size } to place.
learn-pic-node = Node { $node }
learn-pic-usable = { $usable } usable
learn-pic-score = score { $score }
learn-pic-not-scored = not scored
learn-pic-node-wins = wins the node stage
learn-pic-disk-wins = gets the replica
learn-pic-focus = in focus

## The balance formula

learn-balance-title = The balance formula
learn-balance-summary = How Longhorn picks the disk for a new replica: the balance score, the node stage, the disk stage, ties, and where the docs page simplifies.
learn-balance-intro = The docs page's example: { $nodes } nodes with their disks, and a replica of { $sizeBytes } to place. Since 1.11 Longhorn puts it where the cluster stays most balanced. Each bar is a disk's usable storage: available, minus reserved, minus what is already scheduled.
learn-balance-formula = The balance score of a set of usable storages X is (max X − min X) / mean X: how far apart they are, for their size. 0 is perfectly even; lower is better. With the replica on node { $node }, the nodes would have { $maxBytes } and { $minBytes } usable: a score of { $score }.
learn-balance-predict-node = Node { $node } would score { $scoreA }. The node stage scores every candidate node this way and keeps the lowest.
learn-balance-node-stage = Node { $winner } wins the node stage, { $winnerScore } against { $loserScore }: with the replica there, the nodes stay closest to each other.
learn-balance-docs-disk = The docs page then scores the chosen node's disks among themselves: { $b1 } for { $b1Name }, { $b2 } for { $b2Name }. So it says { $docsWinner } gets the replica.
learn-balance-code-disk = The scheduler's code scores each disk against every candidate disk of the cluster, not only the node's: { $b1 } and { $b2 }. { $tied } disks tie on the lowest score, and Longhorn picks one of them at random; the playground shows { $winner }.
learn-balance-predict-shrunk = Now { $disk } has only { $usableBytes } usable.
learn-balance-shrunk = { $winner } gets the replica: node { $node } now wins the node stage, { $nodeA } against { $nodeB }, so the disk stage never looks at the other node's disks.
learn-balance-task-b = { $disk } has { $usableBytes } usable.
learn-balance-task-b-prompt = make node B win the node stage again by changing one number (drag it, or a bar).
learn-balance-task-b-hint = A node wins when the nodes' usable storage stays closest together with the replica on it: node B needs about as much as node A, or more.
learn-balance-node-c = A third node, { $node }, joins with { $usableBytes } usable. Its score would be { $scoreC }, far from the others', so node { $winner } still wins.
learn-balance-task-c = { $disk } has { $usableBytes } usable.
learn-balance-task-c-prompt = make node C win the node stage by changing its disk's usable storage.
learn-balance-task-c-hint = Not the most storage, the most even result: with the replica on it, node C should end up between the other nodes.
learn-balance-fallback = No node has room for a replica of { $sizeBytes }. The docs page does not say what happens then; the code takes an arbitrary candidate without scoring (the playground: the first by name), here node { $winner }, disk { $disk }. In a real cluster the disk checks before this stage leave no candidate for such a replica.
learn-embed-no-scenario = A lesson has no scenario to hand over: its steps are its own.
learn-cap-caption = The nodes and the VolumeBinding filter's verdict on each; below, the CSIStorageCapacity objects the driver published.
learn-cap-passes = passes
learn-cap-fails = fails
learn-cap-none = not reported
learn-cap-object = { $name }: capacity { $capacity }
learn-cap-object-max = { $name }: capacity { $capacity }, maximumVolumeSize { $maximum }

## Storage capacity tracking

learn-capacity-title = Storage capacity tracking
learn-capacity-summary = How kube-scheduler uses CSIStorageCapacity for a volume that waits for its pod: capacity per topology segment, maximumVolumeSize, Immediate binding, and scheduling without tracking.
learn-capacity-intro = A pod with one claim of { $requestBytes }, in a StorageClass whose volumeBindingMode is WaitForFirstConsumer: the volume is provisioned only once the pod has a node. The CSI driver has storageCapacity: true and publishes { $capacities } CSIStorageCapacity objects, one per zone, for { $nodes } nodes.
learn-capacity-predict = The VolumeBinding filter lets the pod onto a node only if a CSIStorageCapacity object whose topology includes that node has room for { $requestBytes }.
learn-capacity-node-fails = Node { $node }: { $answer }
learn-capacity-feasible = { $feasible } nodes pass the filter. { $pod } The scheduler's other plugins then choose among them; here { $selected }.
learn-capacity-maximum = A driver may also publish maximumVolumeSize, the largest volume it can create: less than the capacity when the free space is in pieces. With { $maximumBytes } of { $capacityBytes }: { $answer }
learn-capacity-task = The CSIStorageCapacity of zone-a reports { $capacityBytes }.
learn-capacity-task-prompt = make node-a pass the filter by changing one number.
learn-capacity-task-hint = The claim's request has to fit into the capacity of an object whose topology includes node-a.
learn-capacity-immediate = With volumeBindingMode Immediate the volume is provisioned first, wherever the driver chooses, without the pod; until its claim is bound the pod cannot be scheduled: { $feasible } of { $nodes } nodes pass.
learn-capacity-tracking-off = Back to WaitForFirstConsumer, but with the CSIDriver's storageCapacity false: the scheduler does not look at capacity, and { $feasible } of { $nodes } nodes pass. If it picks a node whose zone has no room, provisioning fails, the node choice is reset and the scheduler tries again: the retry that tracking makes rarer but cannot rule out, since the capacity it reads may be stale.

# The tiers lesson (walks/lessons/tiers.yaml): its card; its steps are in learn-longhorn.ftl.
learn-tiers-title = Anti-affinity tiers and space
learn-tiers-summary = Where Longhorn may put each replica of a volume: zone, node and disk anti-affinity, soft and hard, and the two space checks, minimal available and over-provisioning, on the docs' disks X and Y.

# The rollout lesson (walks/lessons/rollout.yaml): its card; its steps are in learn-rollout.ftl.
learn-rollout-title = A Fleet rollout
learn-rollout-summary = How Fleet rolls a bundle out partition by partition: maxUnavailable and its rounding, batches of maxNew, maxUnavailablePartitions, and an image-pull storm that holds back the rest.
