# The rollout lesson's texts (walks/lessons/rollout.yaml, the seed's image-pull storm example) and
# its picture's (labs/learn/rollout_view.rs), fetched when the lesson first opens: in no first load.
learn-roll-caption = Round { $round } of { $rounds }: this reconcile created { $created } BundleDeployments. The partitions, in the order Fleet processes them:
learn-roll-partition-facts = { $count } clusters · maxUnavailable { $limit } · ready before the round: { $ready }
learn-roll-partition-round = This round: { $created } created; afterwards { $notReady } not up to date or unavailable.
learn-roll-not-reached = not reached
learn-roll-unavailable = unavailable
learn-roll-available = available
learn-rollout-intro = A bundle targets { $clusters } clusters in { $partitions } manual partitions (rolloutStrategy.partitions, selected by the label stage); the first, { $first }, has { $count } clusters. Fleet processes the partitions in the order fleet.yaml lists them and decides, after each, whether to go on.
learn-rollout-limit = A partition is unavailable when more of its clusters than its maxUnavailable are not up to date or not ready. { $partition } gives no maxUnavailable of its own, so the bundle's applies: { $how }, that is { $limit } clusters.
learn-rollout-rounding = With maxUnavailable 12% the count is not whole: { $how }. Fleet rounds down, so { $limit } clusters again; a percentage that rounds down to 0 counts as 1.
learn-rollout-round-one = Round 1, one reconcile: Fleet creates { $created } BundleDeployments, the whole of { $partition } in one batch, because maxNew ({ $maxNew }) is not smaller. Then it checks the partition: { $notReady } of its clusters are not yet up to date and ready, more than { $limit }, so { $partition } is unavailable; with maxUnavailablePartitions 0 the reconcile stops there, and the partitions after it ({ $waiting }) wait.
learn-rollout-task-batch = maxNew is { $maxNew }: in round 1 Fleet creates { $created } BundleDeployments at once, and each of those clusters starts pulling its images.
learn-rollout-task-batch-prompt = make round 1 create at most 20 BundleDeployments by changing maxNew.
learn-rollout-task-batch-hint = maxNew caps how many BundleDeployments one reconcile creates: bring it down to 20 or less.
learn-rollout-storm-predict = An image-pull storm: some clusters of { $partition } pull their images slowly, and in round 2 { $slow } of them are still not ready. maxUnavailable is back to 10%.
learn-rollout-storm = In round 2, { $notReady } clusters of { $partition } are not up to date or not ready, more than { $limit }: the partition is still unavailable, the reconcile stops after it, and the partitions after it ({ $waiting }) get nothing until the slow clusters are ready. The whole rollout takes { $rounds } rounds: { $outcome }
learn-rollout-task-storm = Now { $partition } has a maxUnavailable of its own, written as a number of clusters: { $limit }. A partition's value overrides the bundle's.
learn-rollout-task-storm-prompt = let the rollout reach the stable partition in round 2, despite the storm, by changing this number.
learn-rollout-task-storm-hint = The partition stays unavailable while more of its clusters than its maxUnavailable are not ready: allow as many as the storm holds back.
learn-rollout-partitions-predict = Back to 10% in every partition, but maxUnavailablePartitions is now { $allowed }: that many unavailable partitions are tolerated before the reconcile stops.
learn-rollout-defaults = Fleet's defaults: maxUnavailable 100% ({ $how }, { $limit } clusters) and maxUnavailablePartitions 0. Every partition counts as available, so nothing waits for readiness: round 1 creates { $created } BundleDeployments, the most maxNew ({ $maxNew }) allows, storm or not. The rollout takes { $rounds } rounds: { $outcome }
