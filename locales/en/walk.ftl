# The words of anything walked through step by step (lessons, stories), language: en:
# the step controls (components/step_controls.rs), checkpoints, and the sentences of
# placement::walk (a task's check, the generated walk-throughs). Terms: locales/GLOSSARY.md.

walk-steps-label = Steps
walk-back = Back
walk-next = Next
walk-restart = Restart
walk-step-of = Step { $n } of { $count }
walk-progress = Step { $n } of { $count } reached
walk-minutes = about { $minutes } min
walk-verified-against = Verified against { $versions }
walk-predict = Predict:
walk-predict-node = click the node you think wins.
walk-predict-disk = click the disk you think gets the replica.
walk-predict-replica = click the replica you think is placed.
walk-predict-cluster = click the cluster you think gets the bundle first.
walk-predict-pod = click the pod you think runs.
walk-predict-partition = click the partition after which you think the reconcile stops.
walk-predict-right = Right: { $answer } wins.
walk-predict-wrong = Not { $guess }. Try again.
walk-task = Your turn:
walk-show-me = Show me
walk-reset-step = Back to this step's scenario
walk-scrub-label = { $field }: drag, or use the arrow keys
walk-task-met = Done: the engine now says { $actual }.
walk-task-not-met = Not yet: the engine says { $actual }; the goal is { $wanted }.
walk-task-no-fact = Not yet: the engine's result has no such value for this scenario.

## Generated walk-throughs ("Explain this as a lesson")

walk-gen-balance-title = Your scenario, step by step
walk-gen-balance-summary = The balance pick of your scenario: the node stage, the disk stage, the pick.
walk-gen-balance-intro = A replica of { $sizeBytes } to place among { $nodes } candidate nodes. Longhorn scores the nodes first, then the chosen node's disks; the lowest balance score wins.
walk-gen-balance-none = No disk can take the replica.
walk-gen-balance-single = Only one candidate disk: { $node }/{ $disk } takes the replica without a score.
walk-gen-balance-node-stage = The node stage: of { $candidates } nodes scored, { $winner } has the lowest balance score, { $score }.
walk-gen-balance-node-fallback = No node has room for the replica: Longhorn takes an arbitrary one, here { $winner }.
walk-gen-balance-node-lost = Node { $node } would score { $score }: higher than { $winner }, so it loses the node stage.
walk-gen-balance-disk-stage = The disk stage: of { $candidates } disks, each scored against every candidate disk of the cluster, { $winner } has the lowest score, { $score }.
walk-gen-balance-pick = { $why }
walk-gen-longhorn-title = Your volumes, replica by replica
walk-gen-longhorn-summary = Where each replica of your scenario goes, and why.
walk-gen-longhorn-intro = { $volumes } volumes to schedule, in order.
walk-gen-longhorn-replica = { $answer }
walk-gen-capacity-title = Your pod, node by node
walk-gen-capacity-summary = The volume binding filter on each node, then where the pod can go.
walk-gen-capacity-intro = { $feasible } of { $nodes } nodes pass the volume binding filter.
walk-gen-capacity-node = { $answer }
walk-gen-capacity-result = { $pod }
walk-gen-rollout-title = Your rollout, partition by partition
walk-gen-rollout-summary = The partitions of your rollout, then how it ends.
walk-gen-rollout-intro = { $partitions } partitions; at most { $maxNew } new deployments per round.
walk-gen-rollout-partition = Partition { $partition }: { $clusters } clusters, at most { $maxUnavailable } unavailable.
walk-gen-rollout-outcome = After { $rounds } rounds: { $outcome }
